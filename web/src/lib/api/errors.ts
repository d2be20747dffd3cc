/**
 * API error formatting (spec section 8, Transport).
 *   network failure: 'Network error contacting API: {message}'
 *   HTTP error:      '[api] {status} {text} @ {url} — {detail}', where detail is the problem
 *                    body's detail, error or message field (or the body text), at most 200 chars
 *   timeout:         'request timed out'
 * Components show `detail` (the server's RFC 9457 problem detail) to people, not the helper form.
 */
export const DETAIL_LIMIT = 200;
export const TIMEOUT_MESSAGE = "request timed out";

export type ApiErrorKind = "http" | "network" | "timeout";

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  /** What a person should read: the problem detail, or the network/timeout message. */
  readonly detail: string;

  constructor(init: { kind: ApiErrorKind; message: string; status?: number; statusText?: string; url?: string; detail?: string }) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.statusText = init.statusText ?? "";
    this.url = init.url ?? "";
    this.detail = init.detail ?? init.message;
  }
}

function truncate(text: string, limit = DETAIL_LIMIT): string {
  const t = text.trim();
  return t.length > limit ? t.slice(0, limit) : t;
}

/** The human part of an error body: its detail, error or message field, else its text; ≤ 200 chars. */
export function extractDetail(body: unknown): string {
  if (body == null) return "";
  if (typeof body === "string") {
    const text = body.trim();
    if (text.startsWith("{")) {
      try {
        return extractDetail(JSON.parse(text) as unknown);
      } catch {
        /* not JSON: use the text */
      }
    }
    return truncate(text);
  }
  if (typeof body === "object") {
    const record = body as Record<string, unknown>;
    for (const field of ["detail", "error", "message"] as const) {
      const value = record[field];
      if (typeof value === "string" && value.trim() !== "") return truncate(value);
    }
    const title = record["title"];
    if (typeof title === "string") return truncate(title);
  }
  return "";
}

export function formatHttpError(status: number, statusText: string, url: string, detail: string): string {
  const head = `[api] ${status} ${statusText}`.trimEnd();
  return `${head} @ ${url} — ${detail}`;
}

export function networkErrorMessage(message: string): string {
  return `Network error contacting API: ${message}`;
}

export function httpError(response: Pick<Response, "status" | "statusText" | "url">, body: unknown, requestUrl?: string): ApiError {
  const url = response.url || requestUrl || "";
  const detail = extractDetail(body) || response.statusText || `HTTP ${response.status}`;
  return new ApiError({
    kind: "http",
    status: response.status,
    statusText: response.statusText,
    url,
    detail,
    message: formatHttpError(response.status, response.statusText, url, detail),
  });
}

export function networkError(cause: unknown, url?: string): ApiError {
  const message = cause instanceof Error ? cause.message : String(cause);
  const text = networkErrorMessage(message);
  return new ApiError({ kind: "network", message: text, detail: text, ...(url ? { url } : {}) });
}

export function timeoutError(url?: string): ApiError {
  return new ApiError({ kind: "timeout", message: TIMEOUT_MESSAGE, detail: TIMEOUT_MESSAGE, ...(url ? { url } : {}) });
}

/** True for a request that the caller cancelled: such failures are silent. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === "AbortError" : error instanceof Error && error.name === "AbortError";
}

/** The text to show a person for any error thrown by an API call. */
export function errorDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
