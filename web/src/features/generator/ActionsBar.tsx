import { useEffect, useState } from "react";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { downloadPdf, PDF_MESSAGES, PdfError } from "@/features/documents/download";
import type { ExportFormat } from "@/features/documents/exports";
import type { DocModel } from "@/features/documents/model";
import type { DeckSource } from "@/features/documents/slides";
import { toast } from "@/lib/toast";
import { COPIED_LABEL_MS, COPY_MESSAGES, GENERATION_MESSAGES } from "./messages";
import type { Kind } from "./stream";
import type { Note } from "./useGeneration";

/**
 * The generator's actions under the form: Generate (a submit button), Copy, and the
 * downloads this kind offers (PDF; slides and PPTX for a pitch deck; DOCX for a resume or
 * letter), then the tip and the note of the last generation.
 */
export function ActionsBar({
  kind,
  busy,
  signedIn,
  note,
  resultText,
  doc,
  deck,
}: {
  kind: Kind;
  busy: boolean;
  signedIn: boolean;
  note: Note;
  /** The generated text; empty until a draft is complete. */
  resultText: string;
  doc: DocModel;
  deck: DeckSource | null;
}) {
  const [copied, setCopied] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportingAs, setExportingAs] = useState<ExportFormat | null>(null);
  const hasResult = resultText.trim() !== "";

  useEffect(() => {
    if (!copied) return undefined;
    const t = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(t);
  }, [copied]);

  const copy = async () => {
    if (!hasResult) {
      toast.error(COPY_MESSAGES.nothing);
      return;
    }
    try {
      await navigator.clipboard.writeText(resultText);
      setCopied(true);
      toast.success(COPY_MESSAGES.copied);
    } catch {
      toast.error(COPY_MESSAGES.failed);
    }
  };

  const download = async () => {
    if (!hasResult) {
      toast.error(PDF_MESSAGES.nothing);
      return;
    }
    setExporting(true);
    try {
      await downloadPdf(doc);
    } catch (error) {
      toast.error(error instanceof PdfError ? error.message : PDF_MESSAGES.hiccup);
    } finally {
      setExporting(false);
    }
  };

  const exportAs = async (format: ExportFormat) => {
    if (!hasResult) {
      toast.error(PDF_MESSAGES.nothing);
      return;
    }
    setExportingAs(format);
    try {
      // The exporters' code (and each engine behind it) loads on the first click.
      const exporters = await import("@/features/documents/exports").catch(() => null);
      if (!exporters) {
        toast.error("The export engine failed to load. Try again or refresh the page.");
        return;
      }
      try {
        if (format === "docx") await exporters.downloadDocx(doc);
        else if (deck) await (format === "pptx" ? exporters.downloadPptx(deck) : exporters.downloadSlidesPdf(deck));
      } catch (error) {
        toast.error(error instanceof exporters.ExportError ? error.message : exporters.EXPORT_MESSAGES[format].hiccup);
      }
    } finally {
      setExportingAs(null);
    }
  };

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" aria-keyshortcuts="Control+Enter Meta+Enter" className="min-w-40">
          {busy ? GENERATION_MESSAGES.generating : "Generate"}
        </Button>
        <Button variant="secondary" size="lg" disabled={!hasResult} onClick={() => void copy()} className="min-w-28">
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button variant="secondary" size="lg" disabled={!hasResult} busy={exporting} onClick={() => void download()}>
          Download as PDF
        </Button>
        {kind === "pitch_deck" ? (
          <>
            <Button variant="secondary" size="lg" disabled={!hasResult} busy={exportingAs === "slides"} onClick={() => void exportAs("slides")}>
              Download slides (PDF)
            </Button>
            <Button variant="secondary" size="lg" disabled={!hasResult} busy={exportingAs === "pptx"} onClick={() => void exportAs("pptx")}>
              Download PPTX
            </Button>
          </>
        ) : null}
        {kind === "resume" || kind === "cover_letter" ? (
          <Button variant="secondary" size="lg" disabled={!hasResult} busy={exportingAs === "docx"} onClick={() => void exportAs("docx")}>
            Download DOCX
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted">{signedIn ? "Tip: Ctrl or Cmd + Enter generates." : "Sign in to generate. The preview works without an account."}</p>
      <div className="min-h-12" aria-live="polite">
        {note ? <Alert tone={note.tone}>{note.text}</Alert> : null}
      </div>
    </div>
  );
}
