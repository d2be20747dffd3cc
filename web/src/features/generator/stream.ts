/**
 * Generation over the drafting API (ADR 0004): POST /api/<kind> with Accept: text/event-stream;
 * events delta {text}, reset {reason}, then done (the JSON answer) or error (a problem).
 * Errors before the stream starts are RFC 9457 problems, thrown as ApiError.
 */
import { httpError } from "@/lib/api/errors";
import type { components, operations } from "@/lib/api/schema";
import { transport } from "@/lib/api/transport";

type Schemas = components["schemas"];

export const GENERATE_PATHS = {
  resume: "/api/resume",
  cover_letter: "/api/cover-letter",
  cold_email: "/api/cold-email",
  pitch_deck: "/api/pitch-deck",
} as const;

export interface KindTypes {
  resume: { form: Schemas["ResumeForm"]; answer: Schemas["ResumeResponse"]; events: operations["generate-resume"]["responses"][200]["content"]["text/event-stream"][number] };
  cover_letter: { form: Schemas["CoverLetterForm"]; answer: Schemas["CoverLetterResponse"]; events: operations["generate-cover-letter"]["responses"][200]["content"]["text/event-stream"][number] };
  cold_email: { form: Schemas["ColdEmailForm"]; answer: Schemas["ColdEmailResponse"]; events: operations["generate-cold-email"]["responses"][200]["content"]["text/event-stream"][number] };
  pitch_deck: { form: Schemas["PitchDeckForm"]; answer: Schemas["PitchDeckResponse"]; events: operations["generate-pitch-deck"]["responses"][200]["content"]["text/event-stream"][number] };
}
export type Kind = keyof KindTypes;

export interface RawEvent {
  event: string;
  data: string;
}

/** Parses a server-sent event stream into events (comments and keep-alives skipped). */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<RawEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += decoder.decode(value ?? new Uint8Array(), { stream: !done }).replace(/\r\n?/g, "\n");
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const chunk = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let event = "message";
        const data: string[] = [];
        for (const line of chunk.split("\n")) {
          if (line.startsWith(":")) continue;
          const colon = line.indexOf(":");
          const field = colon < 0 ? line : line.slice(0, colon);
          const val = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
          if (field === "event") event = val;
          else if (field === "data") data.push(val);
        }
        if (data.length) yield { event, data: data.join("\n") };
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

export interface StreamHandlers {
  onDelta: (text: string) => void;
  onReset: (reason: string) => void;
}

/** Sends the form and resolves to the final answer; deltas and resets arrive through the handlers. */
export async function generateDraft<K extends Kind>(kind: K, form: KindTypes[K]["form"], handlers: StreamHandlers, signal: AbortSignal, draftId?: string): Promise<KindTypes[K]["answer"]> {
  const target = new URL(GENERATE_PATHS[kind], window.location.origin);
  // Regenerating an opened draft: the answer is its new version (ADR 0020).
  if (draftId) target.searchParams.set("draft_id", draftId);
  const url = target.href;
  const request = new Request(url, {
    method: "POST",
    headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
    body: JSON.stringify(form),
    signal,
  });
  const response = await transport(request);
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw httpError(response, text, url);
  }
  if (!type.includes("text/event-stream") || !response.body) {
    return (await response.json()) as KindTypes[K]["answer"];
  }
  for await (const raw of readEvents(response.body)) {
    const event = { event: raw.event, data: JSON.parse(raw.data) as unknown } as KindTypes[K]["events"];
    switch (event.event) {
      case "delta":
        handlers.onDelta(event.data.text);
        break;
      case "reset":
        handlers.onReset(event.data.reason);
        break;
      case "done":
        return event.data as KindTypes[K]["answer"];
      case "error":
        throw httpError({ status: event.data.status ?? 500, statusText: event.data.title ?? "Error", url }, event.data, url);
    }
  }
  throw httpError({ status: 502, statusText: "Bad Gateway", url }, "The draft stream ended early.", url);
}
