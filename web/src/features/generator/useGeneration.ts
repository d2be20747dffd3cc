import { useCallback, useEffect, useRef, useState } from "react";
import type { Layout } from "@/features/documents/layout";
import type { TemplateId } from "@/features/documents/model";
import { ApiError, isAbortError } from "@/lib/api/errors";
import type { KindConfig, Values } from "./kinds";
import { classifyFailure, GENERATION_MESSAGES } from "./messages";
import { generateDraft, type Kind, type KindTypes } from "./stream";

export type Note = { tone: "info" | "error" | "success"; text: string } | null;

/** The draft shown: the text streamed so far, and the answer once it is complete. */
export interface Draft<K extends Kind> {
  text: string;
  answer: KindTypes[K]["answer"] | null;
}

/** The library draft Generate makes the next version of, and what to do with that version. */
export interface VersionTarget<K extends Kind> {
  id: string;
  onVersion: (answer: KindTypes[K]["answer"]) => void;
}

/** What one Generate changed: the text shown before it (the preview, or the last version) and the draft's. */
export interface Change {
  before: string;
  after: string;
}

export interface GenerateOptions<K extends Kind> {
  /** The text the preview showed when Generate was pressed, for the word diff of what changed. */
  before?: string;
  /** A new draft was saved (not a version of the target): the page moves onto it. */
  onNew?: (answer: KindTypes[K]["answer"]) => void;
}

export const CANCELLED_NOTE = "Cancelled. Nothing was charged, and your form is as it was.";

/**
 * Generating a draft: the checks before the request (online, signed in, required fields),
 * the text streamed so far (shown over the preview, which keeps the last draft until the new
 * one is complete), the answer, what it changed, and the note under the actions. A new
 * Generate (or leaving the page) aborts the one in flight silently; Cancel aborts it and says
 * so (the server charges nothing for a stream closed before its draft is written).
 */
export function useGeneration<K extends Kind>(
  config: KindConfig<K>,
  {
    values,
    template,
    layout = null,
    signedIn,
    openSignIn,
    focusField,
  }: { values: Values; template: TemplateId; layout?: Layout | null; signedIn: boolean; openSignIn: () => void; focusField: (name: string, error?: string) => void },
) {
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<Draft<K>>({ text: "", answer: null });
  const [note, setNote] = useState<Note>(null);
  /** The text streamed so far while drafting; null when no draft is being written. */
  const [streamed, setStreamed] = useState<string | null>(null);
  /** What the last completed Generate changed; null until one completes (or after a clear). */
  const [change, setChange] = useState<Change | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const abort = useCallback(() => abortRef.current?.abort(), []);
  /** Cancel pressed: the request stops, the form and the preview stay, and the note says nothing was charged. */
  const cancel = useCallback(() => {
    if (!abortRef.current) return;
    abortRef.current.abort();
    setNote({ tone: "info", text: CANCELLED_NOTE });
  }, []);
  const clearDraft = useCallback(() => {
    setDraft({ text: "", answer: null });
    setChange(null);
  }, []);

  const generate = useCallback(
    async (target?: VersionTarget<K>, options: GenerateOptions<K> = {}) => {
      // Offline (the service worker serves the page): say so, rather than a sign-in prompt or
      // a network error, and keep the form as it is.
      if (!navigator.onLine) {
        setNote({ tone: "error", text: GENERATION_MESSAGES.offline });
        return;
      }
      if (!signedIn) {
        openSignIn();
        return;
      }
      const missing = config.fields.find((f) => f.required && !(values[f.name] ?? "").trim());
      if (missing) {
        setNote({ tone: "error", text: GENERATION_MESSAGES.required(missing.label) });
        focusField(missing.name, GENERATION_MESSAGES.required(missing.label));
        return;
      }
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setBusy(true);
      setNote(null);
      // The preview keeps what it showed; the new text streams beside it until it is complete.
      setStreamed("");
      try {
        const answer = await generateDraft(
          config.kind,
          // The layout travels with the form and is kept with the draft.
          layout ? { ...config.toRequest(values, template), layout } : config.toRequest(values, template),
          {
            onDelta: (text) => {
              if (!controller.signal.aborted) setStreamed((s) => (s ?? "") + text);
            },
            onReset: () => {
              if (!controller.signal.aborted) setStreamed("");
            },
          },
          controller.signal,
          target?.id,
        );
        if (controller.signal.aborted) return;
        setDraft({ text: answer.result_text, answer });
        setChange({ before: options.before ?? "", after: answer.result_text });
        if (target && answer.id === target.id) target.onVersion(answer);
        else options.onNew?.(answer);
        setNote(
          answer.source === "ai"
            ? { tone: "success", text: GENERATION_MESSAGES.ai }
            : answer.reason
              ? { tone: "info", text: GENERATION_MESSAGES.fallback(answer.reason) }
              : { tone: "info", text: GENERATION_MESSAGES.builtIn },
        );
      } catch (error) {
        if (controller.signal.aborted || isAbortError(error)) return; // aborted requests are silent
        const failure = classifyFailure(error);
        if (failure.kind === "signIn") {
          if (error instanceof ApiError && error.status === 403) setNote({ tone: "error", text: error.detail });
          openSignIn();
        } else if (failure.kind === "limit") {
          setNote({ tone: "error", text: GENERATION_MESSAGES.freeLimit });
        } else {
          setNote({ tone: "error", text: failure.text });
        }
      } finally {
        if (abortRef.current === controller) {
          abortRef.current = null;
          setBusy(false);
          setStreamed(null);
        }
      }
    },
    [config, focusField, openSignIn, signedIn, template, values, layout],
  );

  return { busy, draft, setDraft, clearDraft, note, setNote, abort, cancel, generate, streamed, change, setChange };
}

export type Generation<K extends Kind> = ReturnType<typeof useGeneration<K>>;
