import { useMemo } from "react";
import type { DocModel, TemplateId } from "@/features/documents/model";
import type { DeckSource } from "@/features/documents/slides";
import type { KindConfig, Values } from "./kinds";
import type { Kind, KindTypes } from "./stream";
import type { Draft } from "./useGeneration";
import { useResumePreview } from "./useResumePreview";

/**
 * The document the preview shows and the exports save: the draft's answer, else the text
 * streamed so far, else the form (for a resume, the server's reading of it). A pitch deck's
 * slides come the same way.
 */
export function usePreviewDocument<K extends Kind>(config: KindConfig<K>, draft: Draft<K>, values: Values, template: TemplateId) {
  // Before any draft, a resume's preview is the server's reading of the form: the structure
  // the draft will arrive with (ADR 0015). Asked for only while there is no draft.
  const previewBody = useMemo(
    () => (config.kind === "resume" && !draft.answer && !draft.text ? (config.toRequest(values, template) as KindTypes["resume"]["form"]) : null),
    [config, draft.answer, draft.text, values, template],
  );
  const preview = useResumePreview(previewBody);

  const doc: DocModel = useMemo(() => {
    if (draft.answer) return config.fromAnswer(draft.answer, values, template);
    if (draft.text) return config.fromText(draft.text, values, template);
    if (preview && config.fromPreview) return config.fromPreview(preview, template);
    return config.fromForm(values, template);
  }, [config, draft, values, template, preview]);

  /** The pitch deck's slides come from the answer, else the streamed text, else the form (always ten). */
  const deck: DeckSource | null = useMemo(() => {
    if (config.kind !== "pitch_deck") return null;
    const answer = draft.answer as KindTypes["pitch_deck"]["answer"] | null;
    const title = doc.title;
    if (answer) return { from: "answer", sections: answer.sections, template, title };
    if (draft.text) return { from: "text", text: draft.text, values, template, title };
    return { from: "form", values, template, title };
  }, [config.kind, draft, values, template, doc.title]);

  return { doc, deck };
}
