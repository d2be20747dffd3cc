import { useEffect, useState } from "react";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { useUpdateProfile } from "@/features/account/api";
import { useSession } from "@/features/auth/session";
import { FileImportBox } from "@/features/generator/FileImportBox";
import { importSummary, type Unsure } from "@/features/generator/importSummary";
import type { FieldDef, Values } from "@/features/generator/kinds";
import type { Note } from "@/features/generator/useGeneration";
import { toast } from "@/lib/toast";
import { IMPORT_ACCEPT } from "./detect";
import { readResumeFile } from "./readResumeFile";

/** The fields to check, by their labels. */
export function checkNote(fields: readonly FieldDef[], unsure: Unsure): string {
  const labels = fields.filter((f) => unsure[f.name]).map((f) => f.label);
  return labels.length ? `Check the marked ${labels.length === 1 ? "field" : "fields"}: ${labels.join(", ")}.` : "";
}

/**
 * The resume page's one Import (ADR 0044): a PDF, a Word file, a LinkedIn data archive or a
 * resume.json, told apart by content and read in the browser (the readers load on first use).
 * It says what it read ("2 jobs, 1 school, 4 skills"), marks the fields it was unsure of, offers
 * Undo when the form held something else, and names a signed-in user's profile when it has no
 * name yet. Loaded lazily with the resume form, so the first load does not carry it.
 */
export default function ImportPanel({
  fields,
  values,
  onImport,
  onUndo,
  onMounted,
}: {
  fields: readonly FieldDef[];
  values: Values;
  onImport: (imported: Values, unsure: Unsure) => void;
  onUndo: (before: Values) => void;
  /** Told once the panel has mounted: its file input then reads a file chosen (the page holds early taps until then). */
  onMounted?: () => void;
}) {
  const { status, profile } = useSession();
  const signedIn = status === "signedIn";
  const updateProfile = useUpdateProfile();
  const [note, setNote] = useState<Note>(null);
  const [before, setBefore] = useState<Values | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);

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
      const { values: imported, source, counts, unsure, notes } = read;
      const replaced = fields.some((f) => !f.target && values[f.name]?.trim() && values[f.name] !== (imported[f.name] ?? ""));
      if (replaced) setBefore(values);
      onImport(imported, unsure);
      setNote({
        tone: "success",
        text: [
          `Imported from ${source}: ${importSummary(counts)}${counts.unplaced ? " (at the end of Summary)" : ""}.`,
          ...notes,
          checkNote(fields, unsure),
          replaced ? "It replaced what the form held." : "",
        ]
          .filter(Boolean)
          .join(" "),
      });
      toast.success(`Resume imported from ${source}.`);
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
