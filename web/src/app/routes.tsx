import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import AccountPage from "@/routes/AccountPage";
import AuthReturnPage from "@/routes/AuthReturnPage";
import CancelPage from "@/routes/CancelPage";
import ColdEmailPage from "@/routes/ColdEmailPage";
import CoverLetterPage from "@/routes/CoverLetterPage";
import DraftsPage from "@/routes/DraftsPage";
import LiabilityPage from "@/routes/LiabilityPage";
import LoginPage from "@/routes/LoginPage";
import NotFoundPage from "@/routes/NotFoundPage";
import PitchDeckPage from "@/routes/PitchDeckPage";
import PrivacyPage from "@/routes/PrivacyPage";
import ResetPasswordPage from "@/routes/ResetPasswordPage";
import ResumePage from "@/routes/ResumePage";
import SettingsPage from "@/routes/SettingsPage";
import SignupPage from "@/routes/SignupPage";
import SuccessPage from "@/routes/SuccessPage";
import TemplatesPage from "@/routes/TemplatesPage";
import { Layout } from "./Layout";
import { RouteError } from "./RouteError";

/** Path → page. Must list exactly the paths of pages.json (a unit test checks it). */
export const PAGE_COMPONENTS: Record<string, ComponentType> = {
  "/": ResumePage,
  "/cover-letter": CoverLetterPage,
  "/cold-email": ColdEmailPage,
  "/pitch-deck": PitchDeckPage,
  "/templates": TemplatesPage,
  "/drafts": DraftsPage,
  "/settings": SettingsPage,
  "/login": LoginPage,
  "/signup": SignupPage,
  "/auth": AuthReturnPage,
  "/reset-password": ResetPasswordPage,
  "/account": AccountPage,
  "/success": SuccessPage,
  "/cancel": CancelPage,
  "/privacy": PrivacyPage,
  "/liability": LiabilityPage,
};

export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      ...Object.entries(PAGE_COMPONENTS).map(([path, Component]) => ({ path, Component, caseSensitive: true })),
      { path: "*", Component: NotFoundPage },
    ],
  },
];
