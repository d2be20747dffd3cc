import { useState } from "react";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { useUpdateProfile } from "@/features/account/api";
import { useSession } from "@/features/auth/session";
import type { TemplateId } from "@/features/documents/model";
import { FileImportBox } from "@/features/generator/FileImportBox";
import { resumeConfig, type FieldDef, type Values } from "@/features/generator/kinds";
import type { Note } from "@/features/generator/useGeneration";
import { api, unwrap } from "@/lib/api/client";
import { toast } from "@/lib/toast";
import { IMPORT_ACCEPT } from "./detect";
import { readResumeFile } from "./readResumeFile";

export const IMPORT_DONE = "Resume imported.";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "5 jobs, 2 schools, 14 skills": what the imported fields hold, as the preview's reading counts them. */
export function heldCounts(sections: { experience?: unknown[] | null; education?: unknown[] | null; skills?: unknown[] | null }): string {
  return [
    count(sections.experience?.length ?? 0, "job", "jobs"),
    count(sections.education?.length ?? 0, "school", "schools"),
    count(sections.skills?.length ?? 0, "skill", "skills"),
  ].join(", ");
}

/** "3 lines to place (at the end of Summary: …)": the lines the import could not place, and where they are. */
export function toPlace(unplaced: number): string {
  return unplaced === 1
    ? "1 line to place (at the end of Summary: move it where it belongs)"
    : `${unplaced} lines to place (at the end of Summary: move them where they belong)`;
}

/**
 * The resume page's one Import (ADR 0044): a PDF, a Word file, a LinkedIn data archive or a
 * resume.json, told apart by content and read in the browser (the readers load on first use).
 * It says what went where, offers Undo when the form held something else, and names a signed-in
 * user's profile when it has no name yet. Loaded lazily
 * with the resume form, so the first load does not carry it.
 */
export default function ImportPanel({
  fields,
  values,
  template,
  onImport,
  onUndo,
}: {
  fields: readonly FieldDef[];
  values: Values;
  template: TemplateId;
  onImport: (imported: Values) => void;
  onUndo: (before: Values) => void;
}) {
  const { status, profile } = useSession();
  const signedIn = status === "signedIn";
  const updateProfile = useUpdateProfile();
  const [note, setNote] = useState<Note>(null);
  const [before, setBefore] = useState<Values | null>(null);
  const [busy, setBusy] = useState(false);

  /** "5 jobs, 2 schools, 14 skills; 3 lines to place (…)." Without the preview's reading (offline), only the lines to place. */
  const summaryOf = async (imported: Values, unplaced: number) => {
    const held = await unwrap(api.POST("/api/resume/preview", { body: resumeConfig.toRequest({ ...values, ...imported }, template) }))
      .then((preview) => heldCounts(preview.sections))
      .catch(() => "");
    const left = unplaced ? toPlace(unplaced) : "";
    const text = [held, left].filter(Boolean).join("; ");
    return text ? `${text[0]!.toUpperCase()}${text.slice(1)}.` : "";
  };

  const importFile = async (file: File) => {
    setBusy(true);
    setBefore(null);
    setNote(null);
    try {
      const read = await readResumeFile(file).catch(() => null);
      if (!read?.ok) {
        setNote({ tone: "error", text: read?.message ?? "That file could not be read. Try again." });
        return;
      }
      const { values: imported, source, unplaced, notes } = read;
      const filled = fields.filter((f) => imported[f.name]?.trim()).map((f) => f.label);
      const replaced = fields.some((f) => !f.target && values[f.name]?.trim() && values[f.name] !== (imported[f.name] ?? ""));
      const summary = await summaryOf(imported, unplaced);
      if (replaced) setBefore(values);
      onImport(imported);
      setNote({
        tone: "success",
        text: [
          `Filled from ${source}: ${filled.join(", ")}.`,
          summary,
          ...notes,
          replaced ? "It replaced what the form held." : "",
        ]
          .filter(Boolean)
          .join(" "),
      });
      toast.success(IMPORT_DONE);
      // A profile without a name takes the imported one (the header greets with it).
      if (signedIn && profile && !profile.full_name?.trim() && !profile.name?.trim() && imported.name?.trim()) {
        updateProfile({ full_name: imported.name.trim() }).catch(() => toast.error("Your profile name could not be saved."));
      }
    } finally {
      setBusy(false);
    }
  };

  const undo = () => {
    if (!before) return;
    onUndo(before);
    setBefore(null);
    setNote({ tone: "info", text: "Import undone: the form is as it was." });
  };

  return (
    <FileImportBox
      title="Import your resume"
      help="From a PDF, a Word file (.docx), your LinkedIn data archive (.zip) or resume.json. It is read in your browser and never stored."
      fileLabel="Resume file to import"
      accept={IMPORT_ACCEPT}
      onFile={(file) => void importFile(file)}
      busy={busy}
      testId="resume-import"
      buttons={(pickFile) => (
        <Button variant="secondary" size="sm" disabled={busy} onClick={pickFile}>
          {busy ? "Reading the file…" : "Import"}
        </Button>
      )}
      note={
        note ? (
          <Alert tone={note.tone}>
            {note.text}
            {before ? (
              <>
                {" "}
                <button type="button" className="rounded-sm font-medium text-accent-fg underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent" onClick={undo}>
                  Undo import
                </button>
              </>
            ) : null}
          </Alert>
        ) : null
      }
    />
  );
}
