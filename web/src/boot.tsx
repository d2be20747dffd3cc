/** The app itself: started by main.tsx once the prerendered shell has painted (ADR 0016). */
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App, AppToaster } from "./app/App";
import { routes } from "./app/routes";
import { registerServiceWorker } from "./app/serviceWorker";
import { startThemeSync } from "./app/theme";

startThemeSync();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

const router = createBrowserRouter(routes);

// The server sent this route's prerendered shell (ADR 0016): the app hydrates it, keeping
// the painted elements (no second paint, no layout shift). Hydrate only once the route's own
// chunk has loaded, so the first render is the same page, with no fallback in between.
function whenInitialized(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

void whenInitialized().then(() => {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Pages without a shell (private pages, Page Not Found) start from an empty root.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);

  const toasts = document.createElement("div");
  document.body.append(toasts);
  createRoot(toasts).render(<AppToaster />);
  registerServiceWorker();
});
