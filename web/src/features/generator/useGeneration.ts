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

/**
 * Generating a draft: the checks before the request (online, signed in, required fields),
 * streaming the text into the preview, the answer, and the note under the actions. A new
 * Generate (or leaving the page) aborts the one in flight; an aborted request is silent.
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
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const abort = useCallback(() => abortRef.current?.abort(), []);
  const clearDraft = useCallback(() => setDraft({ text: "", answer: null }), []);

  const generate = useCallback(
    async (target?: VersionTarget<K>) => {
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
      setDraft({ text: "", answer: null });
      try {
        const answer = await generateDraft(
          config.kind,
          // The layout travels with the form and is kept with the draft.
          layout ? { ...config.toRequest(values, template), layout } : config.toRequest(values, template),
          {
            onDelta: (text) => {
              if (!controller.signal.aborted) setDraft((d) => ({ ...d, text: d.text + text }));
            },
            onReset: () => {
              if (!controller.signal.aborted) setDraft({ text: "", answer: null });
            },
          },
          controller.signal,
          target?.id,
        );
        if (controller.signal.aborted) return;
        setDraft({ text: answer.result_text, answer });
        if (target && answer.id === target.id) target.onVersion(answer);
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
        setDraft({ text: "", answer: null });
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
        }
      }
    },
    [config, focusField, openSignIn, signedIn, template, values, layout],
  );

  return { busy, draft, setDraft, clearDraft, note, setNote, abort, generate };
}

export type Generation<K extends Kind> = ReturnType<typeof useGeneration<K>>;
