import type { ComponentType } from "react";

type PageModule = { default: ComponentType };

/**
 * Path → page module, each loaded on demand: one chunk per route (ADR 0016). This is the one
 * list of routes; it must list exactly the paths of pages.json (a unit test checks it).
 */
export const PAGE_MODULES: Record<string, () => Promise<PageModule>> = {
  "/": () => import("@/routes/ResumePage"),
  "/cover-letter": () => import("@/routes/CoverLetterPage"),
  "/cold-email": () => import("@/routes/ColdEmailPage"),
  "/pitch-deck": () => import("@/routes/PitchDeckPage"),
  "/templates": () => import("@/routes/TemplatesPage"),
  "/drafts": () => import("@/routes/DraftsPage"),
  "/settings": () => import("@/routes/SettingsPage"),
  "/login": () => import("@/routes/LoginPage"),
  "/signup": () => import("@/routes/SignupPage"),
  "/auth": () => import("@/routes/AuthReturnPage"),
  "/reset-password": () => import("@/routes/ResetPasswordPage"),
  "/account": () => import("@/routes/AccountPage"),
  "/success": () => import("@/routes/SuccessPage"),
  "/cancel": () => import("@/routes/CancelPage"),
  "/privacy": () => import("@/routes/PrivacyPage"),
  "/liability": () => import("@/routes/LiabilityPage"),
};

const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();
const failed = new Map<string, unknown>();

/** "/cover-letter/" → "/cover-letter": the key of PAGE_MODULES a location's path names. */
export const pagePath = (pathname: string): string => pathname.replace(/\/+$/, "") || "/";

/**
 * Loads a page's module once. A failed load (a chunk gone after a deploy, the network down)
 * is kept, so the page shows the error instead of retrying forever; preloadPage starts a
 * fresh attempt on the next visit intent.
 */
export function loadPage(path: string): Promise<ComponentType> {
  const known = loaded.get(path);
  if (known) return Promise.resolve(known);
  let pending = loading.get(path);
  if (!pending) {
    const load = PAGE_MODULES[path];
    if (!load) return Promise.reject(new Error(`no page at ${path}`));
    failed.delete(path);
    pending = load().then(
      (module) => {
        loaded.set(path, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(path);
        failed.set(path, error);
        throw error;
      },
    );
    loading.set(path, pending);
  }
  return pending;
}

/**
 * The page component of a path for a render: the component once its module has loaded. Before
 * that it throws the pending load, which the nearest Suspense boundary waits for; a failed load
 * is thrown as the error it was, for the route's error boundary.
 */
export function pageComponent(path: string): ComponentType {
  const known = loaded.get(path);
  if (known) return known;
  if (failed.has(path)) throw failed.get(path);
  throw loadPage(path).catch(() => undefined);
}

/**
 * Starts loading the page module of a path, if it is one of ours: main.tsx calls it while the
 * app's own code downloads, so the route's chunk arrives alongside, not after, and boot.tsx
 * on the visitor's intent to follow a link (pointer over it, focus, touch), so a navigation
 * usually finds its page already loaded.
 */
export function preloadPage(pathname: string): void {
  const path = pagePath(pathname);
  if (PAGE_MODULES[path] && !loaded.has(path)) void loadPage(path).catch(() => undefined);
}
