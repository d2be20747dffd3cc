// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./errors";
import { RETRY_AFTER_401_MS, transport } from "./transport";

const URL_ = "http://app.test/api/profile";

function fakeFetch(...responses: Array<Response | Error>) {
  const calls: Request[] = [];
  const impl = vi.fn(async (input: RequestInfo | URL) => {
    const req = input as Request;
    calls.push(req);
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    if (next instanceof Error) throw next;
    return next;
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

describe("transport", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks for JSON and sends same-origin credentials", async () => {
    const { impl, calls } = fakeFetch(new Response("{}", { status: 200 }));
    await transport(new Request(URL_), { fetchImpl: impl });
    expect(calls[0]?.headers.get("Accept")).toBe("application/json");
    expect(calls[0]?.credentials).toBe("same-origin");
  });

  it("retries once, 1.2 s later, on a 401", async () => {
    const { impl, calls } = fakeFetch(new Response(null, { status: 401 }), new Response('{"ok":true}', { status: 200 }));
    const pending = transport(new Request(URL_, { method: "PUT", body: '{"name":"Ada"}' }), { fetchImpl: impl });
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_401_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(await calls[1]?.text()).toBe('{"name":"Ada"}');
  });

  it("retries a 401 only once", async () => {
    const { impl, calls } = fakeFetch(new Response(null, { status: 401 }), new Response(null, { status: 401 }));
    const pending = transport(new Request(URL_), { fetchImpl: impl });
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_401_MS);
    expect((await pending).status).toBe(401);
    expect(calls).toHaveLength(2);
  });

  it("does not retry when told not to", async () => {
    const { impl, calls } = fakeFetch(new Response(null, { status: 401 }));
    expect((await transport(new Request(URL_), { fetchImpl: impl, retryOn401: false })).status).toBe(401);
    expect(calls).toHaveLength(1);
  });

  it("turns 205 into an empty 204", async () => {
    const { impl } = fakeFetch(new Response(null, { status: 205 }));
    const response = await transport(new Request(URL_), { fetchImpl: impl });
    expect(response.status).toBe(204);
  });

  it("reports a network failure", async () => {
    const { impl } = fakeFetch(new TypeError("fetch failed"));
    await expect(transport(new Request(URL_), { fetchImpl: impl })).rejects.toMatchObject({
      kind: "network",
      message: "Network error contacting API: fetch failed",
    });
  });

  it("times out with 'request timed out'", async () => {
    const impl = vi.fn(
      (input: Request) =>
        new Promise<Response>((_, reject) => {
          input.signal.addEventListener("abort", () => reject(input.signal.reason));
        }),
    ) as unknown as typeof fetch;
    const pending = transport(new Request(URL_), { fetchImpl: impl, timeoutMs: 500 });
    const assertion = expect(pending).rejects.toSatisfy((e: unknown) => e instanceof ApiError && e.kind === "timeout" && e.message === "request timed out");
    await vi.advanceTimersByTimeAsync(500);
    await assertion;
  });

  it("stays silent (AbortError) when the caller cancels", async () => {
    const controller = new AbortController();
    const impl = vi.fn(
      (input: Request) =>
        new Promise<Response>((_, reject) => {
          input.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    ) as unknown as typeof fetch;
    const pending = transport(new Request(URL_, { signal: controller.signal }), { fetchImpl: impl, timeoutMs: 5000 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
