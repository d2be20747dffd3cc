import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { BrowserRouter } from "react-router";
import { Toaster } from "sonner";
import { SessionProvider } from "@/features/auth/session";
import { TOAST_DEFAULT_MS, TOAST_MAX } from "@/lib/toast";
import { handOverEarlyInput, type EarlyInput } from "./earlyInput";
import { ReleaseEarlyTaps } from "./earlyTapsGate";
import { createQueryClient } from "./queryClient";
import { AppRoutes } from "./routes";
import { useDocumentTheme } from "./useDocumentTheme";

/**
 * Toasts at the top right, at most 20 at once; durations per type live in src/lib/toast.ts.
 * boot.tsx renders it in a root of its own, outside #root, so toasts stay live while a modal
 * makes the app inert, and so #root holds exactly what the prerendered shell holds (ADR 0016).
 * They sit below the sticky header and the generator's sticky action bar (TOAST_OFFSET), so a
 * toast never covers the account menu, Copy or Download in the seconds after a draft lands.
 */
export function AppToaster() {
  const theme = useDocumentTheme();
  return (
    <Toaster
      position="top-right"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
      duration={TOAST_DEFAULT_MS}
      visibleToasts={TOAST_MAX}
      closeButton
      theme={theme}
    />
  );
}

/** Below the header (4rem) and the action bar stuck under it (about 6.5rem on a desktop, 8.5 on a phone). */
const TOAST_OFFSET = { top: "11rem", right: "1.5rem" };
const TOAST_MOBILE_OFFSET = { top: "13rem", right: "1rem", left: "1rem" };

/** The providers every page sits in; the prerender (src/prerender.tsx) uses the same ones. */
export function AppProviders({ children, earlyInput }: { children: ReactNode; earlyInput?: readonly EarlyInput[] }) {
  const [queryClient] = useState(createQueryClient);
  // After hydration, once the page has mounted (effects never run in the prerender): keep
  // what was typed into the shell before the app ran. The taps made then are replayed later,
  // once the session is known (ReleaseEarlyTaps).
  useEffect(() => {
    if (earlyInput?.length) handOverEarlyInput(earlyInput);
  }, [earlyInput]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ReleaseEarlyTaps />
        {children}
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** The app in #root: the same tree the prerender renders, with the browser's router. */
export function App({ earlyInput }: { earlyInput?: readonly EarlyInput[] }) {
  return (
    <AppProviders earlyInput={earlyInput}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
