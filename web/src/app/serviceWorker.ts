import { toast } from "@/lib/toast";

/** What the app says about the service worker (ADR 0017). */
export const SERVICE_WORKER_MESSAGES = {
  updated: "A new version of Draftsmith is ready.",
  reload: "Reload",
} as const;

/**
 * Registers /sw.js (spec section 7, "a service worker registered at /sw.js"; ADR 0017) once
 * the page has loaded, so it never competes with the first paint. `updateViaCache: "none"`
 * makes every update check ask the server, so a new build is seen on the next visit. When a
 * new build's worker takes over an open page, the page offers a reload instead of reloading
 * under the user's fingers (a form may be half filled).
 */
export function registerServiceWorker(): void {
  if (import.meta.env.MODE === "development" || !("serviceWorker" in navigator) || !window.isSecureContext) return;
  const sw = navigator.serviceWorker;
  let controlled = sw.controller !== null;
  sw.addEventListener("controllerchange", () => {
    // The first install also takes control of the page; only a replaced build is news.
    const replaced = controlled;
    controlled = true;
    if (!replaced) return;
    toast.info(SERVICE_WORKER_MESSAGES.updated, {
      duration: Number.POSITIVE_INFINITY,
      action: { label: SERVICE_WORKER_MESSAGES.reload, onClick: () => window.location.reload() },
    });
  });
  const register = () => {
    sw.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch((error: unknown) => {
      console.warn("Service worker registration failed", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
