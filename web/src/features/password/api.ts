/** GET and POST /api/auth/password: whether the signed-in user has a password, and changing it. */
import { api, noRetry, unwrap } from "@/lib/api/client";

export const PASSWORD_QUERY_KEY = ["auth", "password"] as const;

export function getPasswordStatus(signal?: AbortSignal) {
  return unwrap(api.GET("/api/auth/password", signal ? { signal } : {}));
}

/** 422 with a detail for a wrong current password or a refused new one; 409 without a password. */
export function changePassword(body: { current_password: string; new_password: string }) {
  return unwrap(api.POST("/api/auth/password", { body, fetch: noRetry }));
}
