import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./app/App";
import { routes } from "./app/routes";
import { registerServiceWorker } from "./app/serviceWorker";
import { startThemeSync } from "./app/theme";
import "./app/styles.css";

startThemeSync();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

const router = createBrowserRouter(routes);

// The server sent this route's prerendered shell (ADR 0016). Render only once the route's
// own chunk has loaded, so the first render replaces the shell with the same page in one
// commit: no fallback in between, no layout shift.
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
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  registerServiceWorker();
});
