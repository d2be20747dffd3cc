import { focusManager, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/errors";

/**
 * Queries refetch when the window regains focus (spec: the profile reloads on window focus)
 * and when the tab becomes visible again (billing reloads on tab visibility).
 */
focusManager.setEventListener((handleFocus) => {
  if (typeof window === "undefined") return undefined;
  const listener = () => handleFocus();
  window.addEventListener("focus", listener, false);
  window.addEventListener("visibilitychange", listener, false);
  return () => {
    window.removeEventListener("focus", listener);
    window.removeEventListener("visibilitychange", listener);
  };
});

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors (4xx) are answers, not glitches: never retry them.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
        refetchOnWindowFocus: true,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
