import createClient from "openapi-fetch";
import { httpError } from "./errors";
import type { paths } from "./schema";
import { transport, type TransportOptions } from "./transport";

/**
 * The typed API client: openapi-fetch over the generated `paths` (src/lib/api/schema.d.ts,
 * from the server's OpenAPI document) and the shared transport. Same-origin: the Go server
 * serves both the app and /api, and Vite proxies /api in development.
 */
export const api = createClient<paths>({
  // Same origin; spelled out so the URL is absolute wherever the client runs.
  baseUrl: typeof window === "undefined" ? "" : window.location.origin,
  headers: { Accept: "application/json" },
  fetch: (request) => transport(request),
});

/** A per-call fetch with other transport options, e.g. `{ fetch: withTransport({ retryOn401: false }) }`. */
export function withTransport(options: TransportOptions): (request: Request) => Promise<Response> {
  return (request) => transport(request, options);
}

/** Credential endpoints answer 401 for a wrong password: retrying would only slow the answer. */
export const noRetry = withTransport({ retryOn401: false });

type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * Resolves to the response data, or throws an ApiError whose message has the helper form
 * '[api] {status} {text} @ {url} — {detail}' and whose `detail` is the problem detail.
 * 204 and 205 answers resolve to undefined.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw httpError(response, error);
  return data as T;
}
