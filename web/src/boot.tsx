/** The app itself: started by main.tsx once the prerendered shell has painted (ADR 0016). */
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, AppToaster } from "./app/App";
import { readEarlyInput } from "./app/earlyInput";
import { loadPage, pagePath, PAGE_MODULES, preloadPage } from "./app/pageModules";
import { registerServiceWorker } from "./app/serviceWorker";
import { startThemeSync } from "./app/theme";

startThemeSync();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

// The server sent this route's prerendered shell (ADR 0016): the app hydrates it, keeping
// the painted elements (no second paint, no layout shift). Hydrate only once the route's own
// chunk has loaded, so the first render is the same page, with no fallback in between.
const path = pagePath(window.location.pathname);
const pageReady = PAGE_MODULES[path] ? loadPage(path).catch(() => undefined) : Promise.resolve();

void pageReady.then(() => {
  // Pages without a shell (private pages, Page Not Found) start from an empty root.
  if (container.firstElementChild) {
    const earlyInput = readEarlyInput(container);
    hydrateRoot(
      container,
      <StrictMode>
        <App earlyInput={earlyInput} />
      </StrictMode>,
    );
  } else {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }

  const toasts = document.createElement("div");
  document.body.append(toasts);
  createRoot(toasts).render(<AppToaster />);
  registerServiceWorker();
  preloadOnIntent();
});

/**
 * A page's module starts loading as soon as the visitor shows they may follow a link to it
 * (pointer over it, keyboard focus, a touch), so the navigation rarely waits for it.
 */
function preloadOnIntent(): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    preloadPage(link.pathname);
  };
  for (const type of ["pointerover", "focusin", "touchstart"]) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
}
