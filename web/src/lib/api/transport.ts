import { networkError, timeoutError } from "./errors";
import { sleep } from "../sleep";

/**
 * The fetch every API call goes through (spec section 7): Accept: application/json,
 * same-origin cookies (the session is an httpOnly cookie), one retry after 1.2 s on a 401,
 * an optional timeout, and 205 answers turned into 204 so they read as an empty result.
 * HTTP error statuses are returned, not thrown: the caller formats them (see client.ts).
 */
export const RETRY_AFTER_401_MS = 1200;

export interface TransportOptions {
  /** Abort and report 'request timed out' after this many milliseconds. */
  timeoutMs?: number;
  /** Retry once, 1.2 s later, when the answer is 401 (default true). */
  retryOn401?: boolean;
  /** The underlying fetch (tests pass a fake). */
  fetchImpl?: typeof fetch;
}

export async function transport(request: Request, options: TransportOptions = {}): Promise<Response> {
  const { timeoutMs, retryOn401 = true, fetchImpl = globalThis.fetch.bind(globalThis) } = options;
  if (!request.headers.has("Accept")) request.headers.set("Accept", "application/json");

  const timeout = new AbortController();
  const timer = timeoutMs && timeoutMs > 0 ? setTimeout(() => timeout.abort(), timeoutMs) : undefined;
  const signal = timeoutMs ? AbortSignal.any([request.signal, timeout.signal]) : request.signal;
  const spare = retryOn401 ? request.clone() : null;

  const send = async (req: Request): Promise<Response> => {
    try {
      return await fetchImpl(new Request(req, { signal, credentials: "same-origin" }));
    } catch (error) {
      if (timeout.signal.aborted && !request.signal.aborted) throw timeoutError(request.url);
      if (request.signal.aborted) throw error; // cancelled by the caller: stays an AbortError
      throw networkError(error, request.url);
    }
  };

  try {
    let response = await send(request);
    if (response.status === 401 && spare) {
      await sleep(RETRY_AFTER_401_MS, signal).catch((reason: unknown) => {
        if (timeout.signal.aborted && !request.signal.aborted) throw timeoutError(request.url);
        throw reason;
      });
      response = await send(spare);
    }
    if (response.status === 205) {
      return new Response(null, { status: 204, statusText: response.statusText, headers: response.headers });
    }
    return response;
  } finally {
    if (timer) clearTimeout(timer);
  }
}
