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

/**
 * Starts loading the page module of a path, if it is one of ours. main.tsx calls it while the
 * app's own code downloads, so the route's chunk arrives alongside, not after; the router's
 * lazy route gets the same module (browsers load a module once).
 */
export function preloadPage(pathname: string): void {
  const path = pathname.replace(/\/+$/, "") || "/";
  void PAGE_MODULES[path]?.().catch(() => undefined);
}
