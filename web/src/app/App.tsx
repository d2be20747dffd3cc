import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createPortal } from "react-dom";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { SessionProvider } from "@/features/auth/session";
import { TOAST_DEFAULT_MS, TOAST_MAX } from "@/lib/toast";
import { createQueryClient } from "./queryClient";
import { routes } from "./routes";
import { useDocumentTheme } from "./useDocumentTheme";

const router = createBrowserRouter(routes);

/** Toasts at the top right, at most 20 at once; durations per type live in src/lib/toast.ts. */
function AppToaster() {
  const theme = useDocumentTheme();
  // Outside #root, so toasts stay live while a modal makes the app inert.
  return createPortal(
    <Toaster position="top-right" duration={TOAST_DEFAULT_MS} visibleToasts={TOAST_MAX} closeButton theme={theme} />,
    document.body,
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
