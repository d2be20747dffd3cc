import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import NotFoundPage from "@/routes/NotFoundPage";
import { Layout } from "./Layout";
import { RouteError } from "./RouteError";

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

export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      ...Object.entries(PAGE_MODULES).map(
        ([path, load]): RouteObject => ({
          path,
          caseSensitive: true,
          // React Router loads the module before it renders the route, so neither the first
          // render nor a navigation shows a fallback in between.
          lazy: async () => ({ Component: (await load()).default }),
        }),
      ),
      { path: "*", Component: NotFoundPage },
    ],
  },
];
