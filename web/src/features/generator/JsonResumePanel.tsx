import { useState } from "react";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { useUpdateProfile } from "@/features/account/api";
import { inSectionOrder, type Layout } from "@/features/documents/layout";
import { useSession } from "@/features/auth/session";
import { saveBlob } from "@/lib/saveBlob";
import { toast } from "@/lib/toast";
import { FileImportBox } from "./FileImportBox";
import { importSummary, type Unsure } from "./importSummary";
import type { Values } from "./kinds";
import type { KindTypes } from "./stream";
import type { Note } from "./useGeneration";

/** The box's words and the files its picker offers. */
const JSON_RESUME_BOX = {
  title: "JSON Resume",
  help: "Move your resume between tools as resume.json (jsonresume.org, v1.0.0).",
  fileLabel: "resume.json file",
  accept: ".json,application/json",
} as const;

/**
 * The resume page's JSON Resume box: Export saves the generated resume when there is one,
 * else the form as typed; Import fills the form from a resume.json (an invalid file changes
 * nothing and says what is wrong) and names the profile when it has no name yet.
 */
export function JsonResumePanel({
  values,
  answer,
  layout = null,
  onImport,
}: {
  values: Values;
  answer: KindTypes["resume"]["answer"] | null;
  /** The draft's layout: the file follows its section order (hidden sections are written too). */
  layout?: Layout | null;
  onImport: (imported: Values, unsure: Unsure) => void;
}) {
  const { status, profile } = useSession();
  const signedIn = status === "signedIn";
  const updateProfile = useUpdateProfile();
  /** The JSON Resume import's outcome, shown under its buttons. */
  const [jsonNote, setJsonNote] = useState<Note>(null);

  /** resume.json: the generated resume when there is one, else the form as typed. */
  const exportJsonResume = async () => {
    const { jsonResumeFromForm, jsonResumeFromSections } = await import("@/features/documents/jsonResume");
    const resume = inSectionOrder(answer?.sections ? jsonResumeFromSections(answer.sections) : jsonResumeFromForm(values), layout);
    saveBlob(new Blob([`${JSON.stringify(resume, null, 2)}\n`], { type: "application/json" }), "resume.json");
    setJsonNote({ tone: "success", text: "Saved resume.json." });
  };

  /** Fills the form from a resume.json; an invalid file changes nothing and says what is wrong. */
  const importJsonResume = async (file: File) => {
    const { formFromJsonResume, JSON_RESUME_MAX_BYTES, JSON_RESUME_MESSAGES, readJsonResume } = await import("@/features/documents/jsonResume");
    if (file.size > JSON_RESUME_MAX_BYTES) {
      setJsonNote({ tone: "error", text: JSON_RESUME_MESSAGES.tooLarge });
      return;
    }
    const read = readJsonResume(await file.text());
    if (!read.ok) {
      setJsonNote({ tone: "error", text: read.errors.join(" ") });
      return;
    }
    const { values: imported, skipped } = formFromJsonResume(read.resume);
    if (!Object.values(imported).some(Boolean)) {
      setJsonNote({ tone: "error", text: JSON_RESUME_MESSAGES.empty });
      return;
    }
    const r = read.resume;
    const skills = new Set((r.skills ?? []).flatMap((s) => [s.name, ...(s.keywords ?? [])]).filter(Boolean)).size;
    onImport(imported, skipped.length ? { summary: JSON_RESUME_MESSAGES.skipped(skipped) } : {});
    setJsonNote({
      tone: "success",
      text: [`${JSON_RESUME_MESSAGES.imported.replace(/\.$/, "")}: ${importSummary({ jobs: r.work?.length ?? 0, schools: r.education?.length ?? 0, skills })}.`, skipped.length ? JSON_RESUME_MESSAGES.skipped(skipped) : ""]
        .filter(Boolean)
        .join(" "),
    });
    if (signedIn && profile && !profile.full_name?.trim() && !profile.name?.trim() && imported.name) {
      updateProfile({ full_name: imported.name }).catch(() => toast.error("Your profile name could not be saved."));
    }
  };

  return (
    <FileImportBox
      {...JSON_RESUME_BOX}
      onFile={(file) => void importJsonResume(file)}
      buttons={(pickFile) => (
        <>
          <Button variant="secondary" size="sm" onClick={pickFile}>
            Import resume.json
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void exportJsonResume()}>
            Export resume.json
          </Button>
        </>
      )}
      note={jsonNote ? <Alert tone={jsonNote.tone}>{jsonNote.text}</Alert> : null}
    />
  );
}
