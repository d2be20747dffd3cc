import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { SignInModalProvider } from "@/features/auth/SignInModal";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { usePageMeta } from "./usePageMeta";

/** Scroll to the top on every path change (not on query or hash changes). */
function useScrollToTopOnPathChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
}

/** The generator pages, where a second skip link leads straight to Generate (ADR 0050). */
const GENERATOR_PATHS = new Set(["/", "/cover-letter", "/cold-email", "/pitch-deck"]);
/** The Generate button's id (features/generator/ActionsBar, GENERATE_BUTTON_ID). */
const GENERATE_BUTTON_ID = "generate-button";

const skipLinkClass =
  "sr-only rounded-md bg-accent font-medium text-on-accent focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:px-4 focus:py-2 focus:shadow-lg";

export function Layout() {
  usePageMeta();
  useScrollToTopOnPathChange();
  const { pathname } = useLocation();
  return (
    <SignInModalProvider>
      <div className="flex min-h-dvh flex-col">
        <a href="#main" className={skipLinkClass}>
          Skip to content
        </a>
        {GENERATOR_PATHS.has(pathname) ? (
          <a
            href={`#${GENERATE_BUTTON_ID}`}
            className={skipLinkClass}
            onClick={(e) => {
              // The button itself takes the focus (a fragment alone only moves where Tab starts).
              const button = document.getElementById(GENERATE_BUTTON_ID);
              if (!button) return;
              e.preventDefault();
              button.focus();
            }}
          >
            Skip to Generate
          </a>
        ) : null}
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {/* A page whose module is still loading (a navigation the preload did not foresee)
              holds the page's room, so the footer does not jump up and back. */}
          <Suspense fallback={<div className="min-h-[70vh]" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </SignInModalProvider>
  );
}
