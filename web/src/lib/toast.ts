import { toast as sonner, type ExternalToast } from "sonner";

/** Toast durations of spec section 9: 4 s by default and for errors, 2 s for successes, loading until dismissed. */
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_MAX = 20;

type Message = Parameters<typeof sonner>[0];

function base(message: Message, options?: ExternalToast) {
  return sonner(message, { duration: TOAST_DEFAULT_MS, ...options });
}

export const toast = Object.assign(base, {
  success: (message: Message, options?: ExternalToast) => sonner.success(message, { duration: TOAST_SUCCESS_MS, ...options }),
  error: (message: Message, options?: ExternalToast) => sonner.error(message, { duration: TOAST_DEFAULT_MS, ...options }),
  info: (message: Message, options?: ExternalToast) => sonner.info(message, { duration: TOAST_DEFAULT_MS, ...options }),
  loading: (message: Message, options?: ExternalToast) => sonner.loading(message, { duration: Number.POSITIVE_INFINITY, ...options }),
  dismiss: sonner.dismiss,
});
