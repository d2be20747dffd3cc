import { useState } from "react";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { api, unwrap } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { FileImportBox } from "./FileImportBox";
import { importSummary, type Unsure } from "./importSummary";
import type { FieldDef, Values } from "./kinds";

type Note = { tone: "info" | "error" | "success"; text: string } | null;

export const PDF_IMPORT_DONE = "Resume imported from the PDF.";

/** The fields to check, by their labels. */
export function checkNote(fields: readonly FieldDef[], unsure: Unsure): string {
  const labels = fields.filter((f) => unsure[f.name]).map((f) => f.label);
  return labels.length ? `Check the marked ${labels.length === 1 ? "field" : "fields"}: ${labels.join(", ")}.` : "";
}

/**
 * The resume page's "Import from PDF" (ADR 0019): the PDF's text layer is read in the browser
 * (pdf.js loads on the first import) and split into the form's fields by the server; the file is
 * never uploaded. What the form held before can be put back with Undo. Loaded lazily with the
 * resume page's form, so the first load does not carry it.
 */
export default function PdfImportPanel({
  fields,
  values,
  onImport,
  onUndo,
}: {
  fields: readonly FieldDef[];
  values: Values;
  onImport: (imported: Values, unsure: Unsure) => void;
  onUndo: (before: Values) => void;
}) {
  const [note, setNote] = useState<Note>(null);
  const [before, setBefore] = useState<Values | null>(null);
  const [busy, setBusy] = useState(false);

  const importPdf = async (file: File) => {
    setBusy(true);
    setBefore(null);
    setNote(null);
    try {
      const reader = await import("@/features/documents/pdfText").catch(() => null);
      if (!reader) {
        setNote({ tone: "error", text: "The PDF reader failed to load. Try again or refresh the page." });
        return;
      }
      const { PDF_IMPORT_MAX_BYTES, PDF_IMPORT_MESSAGES, PdfImportError, pdfText } = reader;
      if (file.size > PDF_IMPORT_MAX_BYTES) {
        setNote({ tone: "error", text: PDF_IMPORT_MESSAGES.tooLarge });
        return;
      }
      let text: string;
      try {
        text = await pdfText(file);
      } catch (error) {
        setNote({ tone: "error", text: error instanceof PdfImportError ? error.message : PDF_IMPORT_MESSAGES.unreadable });
        return;
      }
      let result;
      try {
        result = await unwrap(api.POST("/api/resume/import", { body: { text } }));
      } catch (error) {
        setNote({ tone: "error", text: error instanceof ApiError ? error.message : "The PDF's text could not be imported. Try again." });
        return;
      }
      // The contact line is rebuilt from the imported contact fields.
      const imported: Values = { ...result.fields, contact_info: "" };
      const unsure = result.unsure ?? {};
      const replaced = fields.some((f) => !f.target && values[f.name]?.trim() && values[f.name] !== imported[f.name]);
      if (replaced) setBefore(values);
      onImport(imported, unsure);
      setNote({
        tone: "success",
        text: [
          `Imported from the PDF: ${importSummary(result)}${result.unplaced ? " (at the end of Summary)" : ""}.`,
          checkNote(fields, unsure),
          replaced ? "It replaced what the form held." : "",
        ]
          .filter(Boolean)
          .join(" "),
      });
      toast.success(PDF_IMPORT_DONE);
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
      title="Resume PDF"
      help="Fill the form from a PDF that has a text layer (up to 5 MB). It is read in your browser and never stored."
      fileLabel="Resume PDF file"
      accept=".pdf,application/pdf"
      onFile={(file) => void importPdf(file)}
      busy={busy}
      testId="pdf-import"
      buttons={(pickFile) => (
        <Button variant="secondary" size="sm" disabled={busy} onClick={pickFile}>
          {busy ? "Reading the PDF…" : "Import from PDF"}
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
