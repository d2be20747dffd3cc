import { api, noRetry, unwrap, withTransport } from "@/lib/api/client";

/** The auth calls of docs/api-contract.md. Types come from the generated OpenAPI schema. */

/** The spec's initial wait for a session is 2.5 s; past it the app carries on as a guest. */
export const SESSION_TIMEOUT_MS = 2500;

export function fetchSession(signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/auth/session", {
      fetch: withTransport({ timeoutMs: SESSION_TIMEOUT_MS, retryOn401: false }),
      ...(signal ? { signal } : {}),
    }),
  );
}

export function fetchProviders() {
  return unwrap(api.GET("/api/auth/providers", { fetch: withTransport({ retryOn401: false, timeoutMs: 10_000 }) }));
}

export function login(body: { email: string; password: string }) {
  return unwrap(api.POST("/api/auth/login", { body, fetch: noRetry }));
}

export function signup(body: { email: string; password: string; full_name: string | null }) {
  return unwrap(api.POST("/api/auth/signup", { body, fetch: noRetry }));
}

export function logout() {
  return unwrap(api.POST("/api/auth/logout", { fetch: noRetry }));
}

export function requestPasswordReset(body: { email: string }) {
  return unwrap(api.POST("/api/auth/password-reset", { body, fetch: noRetry }));
}

export function confirmPasswordReset(body: { token: string; password: string }) {
  return unwrap(api.POST("/api/auth/password-reset/confirm", { body, fetch: noRetry }));
}

export type SessionData = Awaited<ReturnType<typeof fetchSession>>;
export type Profile = NonNullable<SessionData["profile"]>;
export type Providers = Awaited<ReturnType<typeof fetchProviders>>;

export type OAuthProvider = "github" | "google";
export const OAUTH_PROVIDERS: ReadonlyArray<{ id: OAuthProvider; label: string }> = [
  { id: "github", label: "GitHub" },
  { id: "google", label: "Google" },
];

export function oauthStartUrl(provider: OAuthProvider): string {
  return `/api/auth/oauth/${provider}`;
}
