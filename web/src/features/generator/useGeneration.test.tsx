import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "@/test/app";
import { coverLetterConfig, type Values } from "./kinds";
import { GENERATION_MESSAGES } from "./messages";
import { CANCELLED_NOTE, useGeneration } from "./useGeneration";

const FORM: Values = { ...coverLetterConfig.initial, name: "Ada Lovelace", job_title: "Engineer", company_name: "Acme" };

const answer = (id: string, version: number) => ({
  id,
  kind: "cover_letter",
  title: "Letter to Acme",
  version,
  result_text: "Dear Acme, I build engines.",
  result: "Dear Acme, I build engines.",
  source: "fallback",
  template: "default",
  created_at: "2026-01-01T00:00:00Z",
});

/** A draft stream the test writes event by event. */
function eventStream() {
  let push!: (event: string, data: unknown) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      end = () => controller.close();
    },
  });
  const response = new Response(body, { headers: { "Content-Type": "text/event-stream" } });
  return { response, push: (event: string, data: unknown) => push(event, data), end: () => end() };
}

function setup(values: Values, signedIn = true) {
  const openSignIn = vi.fn();
  const focusField = vi.fn();
  const hook = renderHook(() => useGeneration(coverLetterConfig, { values, template: "default", signedIn, openSignIn, focusField }));
  return { hook, openSignIn, focusField };
}

afterEach(() => vi.unstubAllGlobals());

describe("useGeneration", () => {
  it("asks a guest to sign in and sends nothing", async () => {
    const calls = stubApi({});
    const { hook, openSignIn } = setup(FORM, false);
    await act(() => hook.result.current.generate());
    expect(openSignIn).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });

  it("names the first required field left empty and focuses it", async () => {
    const calls = stubApi({});
    const { hook, focusField } = setup({ ...FORM, name: "  " });
    await act(() => hook.result.current.generate());
    expect(hook.result.current.note).toEqual({ tone: "error", text: GENERATION_MESSAGES.required("Name") });
    expect(focusField).toHaveBeenCalledWith("name", GENERATION_MESSAGES.required("Name"));
    expect(calls).toEqual([]);
  });

  it("streams the text beside the draft shown (which stays), then shows the answer, what changed, and says who wrote it", async () => {
    const stream = eventStream();
    const calls = stubApi({ "POST /api/cover-letter": () => stream.response });
    const { hook } = setup(FORM);
    const shown = { text: "Dear Acme, I wrote engines.", answer: null };
    act(() => hook.result.current.setDraft(shown));
    const onNew = vi.fn();
    let done!: Promise<void>;
    act(() => {
      done = hook.result.current.generate(undefined, { before: shown.text, onNew });
    });
    expect(hook.result.current.busy).toBe(true);
    stream.push("delta", { text: "Dear " });
    stream.push("delta", { text: "Acme" });
    await waitFor(() => expect(hook.result.current.streamed).toBe("Dear Acme"));
    // The preview keeps the draft it showed until the new one is complete.
    expect(hook.result.current.draft).toEqual(shown);
    stream.push("done", answer("d1", 1));
    stream.end();
    await act(() => done);
    expect(hook.result.current.streamed).toBeNull();
    expect(hook.result.current.draft.answer?.result_text).toBe("Dear Acme, I build engines.");
    expect(hook.result.current.change).toEqual({ before: shown.text, after: "Dear Acme, I build engines." });
    // A new draft: the page moves onto it.
    expect(onNew).toHaveBeenCalledWith(expect.objectContaining({ id: "d1", version: 1 }));
    expect(hook.result.current.note).toEqual({ tone: "info", text: GENERATION_MESSAGES.builtIn });
    expect(hook.result.current.busy).toBe(false);
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ name: "Ada Lovelace", company_name: "Acme" });
  });

  it("makes the next version of the opened draft and reports it", async () => {
    const stream = eventStream();
    const urls: string[] = [];
    stubApi({
      "POST /api/cover-letter": (request) => {
        urls.push(request.url);
        return stream.response;
      },
    });
    const { hook } = setup(FORM);
    const onVersion = vi.fn();
    stream.push("done", answer("d1", 3));
    stream.end();
    await act(() => hook.result.current.generate({ id: "d1", onVersion }));
    expect(new URL(urls[0]!).searchParams.get("draft_id")).toBe("d1");
    expect(onVersion).toHaveBeenCalledWith(expect.objectContaining({ id: "d1", version: 3 }));
    expect(hook.result.current.change).toEqual({ before: "", after: "Dear Acme, I build engines." });
  });

  it("Cancel stops the stream, keeps the draft shown and says nothing was charged", async () => {
    const stream = eventStream();
    let signal: AbortSignal | null = null;
    stubApi({
      "POST /api/cover-letter": (request) => {
        signal = request.signal;
        return stream.response;
      },
    });
    const { hook } = setup(FORM);
    const onNew = vi.fn();
    let done!: Promise<void>;
    act(() => {
      done = hook.result.current.generate(undefined, { onNew });
    });
    stream.push("delta", { text: "Dear " });
    await waitFor(() => expect(hook.result.current.streamed).toBe("Dear "));
    act(() => hook.result.current.cancel());
    stream.end(); // the stub's body does not follow the signal as a real fetch's does
    await act(() => done);
    expect(signal!.aborted).toBe(true);
    expect(hook.result.current.busy).toBe(false);
    expect(hook.result.current.streamed).toBeNull();
    expect(hook.result.current.draft).toEqual({ text: "", answer: null });
    expect(hook.result.current.change).toBeNull();
    expect(hook.result.current.note).toEqual({ tone: "info", text: CANCELLED_NOTE });
    expect(onNew).not.toHaveBeenCalled();
  });

  it("says the free limit is reached on a 429", async () => {
    stubApi({ "POST /api/cover-letter": () => json({ status: 429, title: "Too Many Requests", detail: "Monthly limit reached." }, 429, "Too Many Requests") });
    const { hook } = setup(FORM);
    await act(() => hook.result.current.generate());
    expect(hook.result.current.note).toEqual({ tone: "error", text: GENERATION_MESSAGES.freeLimit });
    expect(hook.result.current.draft).toEqual({ text: "", answer: null });
  });
});
