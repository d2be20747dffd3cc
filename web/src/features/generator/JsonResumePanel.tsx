import { useState } from "react";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { inSectionOrder, type Layout } from "@/features/documents/layout";
import { saveBlob } from "@/lib/saveBlob";
import { FileImportBox } from "./FileImportBox";
import type { Values } from "./kinds";
import type { KindTypes } from "./stream";
import type { Note } from "./useGeneration";

/**
 * The resume page's JSON Resume box: Export saves the generated resume when there is one,
 * else the form as typed. A resume.json comes in through the page's one Import
 * (features/import, ADR 0044).
 */
export function JsonResumePanel({
  values,
  answer,
  layout = null,
}: {
  values: Values;
  answer: KindTypes["resume"]["answer"] | null;
  /** The draft's layout: the file follows its section order (hidden sections are written too). */
  layout?: Layout | null;
}) {
  const [jsonNote, setJsonNote] = useState<Note>(null);

  /** resume.json: the generated resume when there is one, else the form as typed. */
  const exportJsonResume = async () => {
    const { jsonResumeFromForm, jsonResumeFromSections } = await import("@/features/documents/jsonResume");
    const resume = inSectionOrder(answer?.sections ? jsonResumeFromSections(answer.sections) : jsonResumeFromForm(values), layout);
    saveBlob(new Blob([`${JSON.stringify(resume, null, 2)}\n`], { type: "application/json" }), "resume.json");
    setJsonNote({ tone: "success", text: "Saved resume.json." });
  };

  return (
    <FileImportBox
      title="JSON Resume"
      help="Move your resume between tools as resume.json (jsonresume.org, v1.0.0)."
      buttons={() => (
        <Button variant="secondary" size="sm" onClick={() => void exportJsonResume()}>
          Export resume.json
        </Button>
      )}
      note={jsonNote ? <Alert tone={jsonNote.tone}>{jsonNote.text}</Alert> : null}
    />
  );
}
