import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/Button";
import { downloadPdf, PDF_MESSAGES, PdfError } from "@/features/documents/download";
import type { ExportFormat } from "@/features/documents/exports";
import type { DocModel } from "@/features/documents/model";
import type { DeckSource } from "@/features/documents/slides";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { COPIED_LABEL_MS, COPY_MESSAGES, GENERATION_MESSAGES } from "./messages";
import type { Kind } from "./stream";
import type { Note } from "./useGeneration";

/** What the waiting Copy and Download say, visibly, until there is a draft. */
export const WAIT_REASON = "Generate a draft first";

export type GeneratorView = "edit" | "preview";

/** The id of the Generate button: the skip link "Skip to Generate" leads to it. */
export const GENERATE_BUTTON_ID = "generate-button";

/**
 * The generator's action bar, sticky under the header at every width (ADR 0050): on phones the
 * Edit | Preview switch; Generate (the form's submit button, "Generating..." while it runs) and
 * Cancel while it runs; Copy; Download as PDF; and More actions: the other downloads this kind
 * offers (slides and PPTX for a pitch deck, DOCX for a resume or letter) and "Save as new
 * draft". Until a draft exists Copy and the downloads wait, and say why.
 */
export function ActionsBar({
  formId,
  kind,
  busy,
  signedIn,
  note,
  resultText,
  doc,
  deck,
  onCancel,
  view,
  onView,
  onSaveAsNew,
}: {
  /** The form Generate submits. */
  formId: string;
  kind: Kind;
  busy: boolean;
  signedIn: boolean;
  /** The note of the last generation (who wrote it, an error, a cancel). */
  note: Note;
  /** The generated text; empty until a draft is complete. */
  resultText: string;
  doc: DocModel;
  deck: DeckSource | null;
  onCancel: () => void;
  view: GeneratorView;
  onView: (view: GeneratorView) => void;
  /** Saves the opened draft as a new one (null when no draft is open). */
  onSaveAsNew: (() => Promise<void>) | null;
}) {
  const [copied, setCopied] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportingAs, setExportingAs] = useState<ExportFormat | null>(null);
  const hasResult = resultText.trim() !== "";
  const reasonId = useId();
  const moreId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const moreRef = useRef<HTMLDivElement>(null);
  const waits = hasResult ? undefined : reasonId;

  // The More menu closes on Escape (focus back on its button) and on a click elsewhere.
  useEffect(() => {
    if (!moreOpen) return undefined;
    const onDown = (e: PointerEvent) => {
      if (!moreRef.current?.contains(e.target as Node)) setMoreOpen(false);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMoreOpen(false);
      moreRef.current?.querySelector<HTMLButtonElement>("button[aria-expanded]")?.focus();
    };
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [moreOpen]);

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
        else if (deck) await (format === "pptx" ? exporters.downloadPptx(deck) : exporters.downloadSlidesPdf(deck, doc.style?.page));
      } catch (error) {
        toast.error(error instanceof exporters.ExportError ? error.message : exporters.EXPORT_MESSAGES[format].hiccup);
      }
    } finally {
      setExportingAs(null);
    }
  };

  const extras: { format: ExportFormat; label: string }[] =
    kind === "pitch_deck"
      ? [
          { format: "slides", label: "Download slides (PDF)" },
          { format: "pptx", label: "Download PPTX" },
        ]
      : kind === "resume" || kind === "cover_letter"
        ? [{ format: "docx", label: "Download DOCX" }]
        : [];

  const saveAsNew = async () => {
    if (!onSaveAsNew) return;
    setSaving(true);
    try {
      await onSaveAsNew();
      setMoreOpen(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div
      role="region"
      aria-label="Actions"
      className="sticky top-16 z-30 -mx-4 flex flex-col gap-2 border-y border-line bg-canvas/95 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-lg sm:border sm:px-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Show" className="inline-flex rounded-md border border-line-strong p-0.5 lg:hidden">
          {(
            [
              ["edit", "Edit"],
              ["preview", "Preview"],
            ] as const
          ).map(([v, label]) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={cn("h-9 rounded px-3 text-sm font-medium", view === v ? "bg-accent text-on-accent" : "text-muted hover:text-fg")}
            >
              {label}
            </button>
          ))}
        </div>
        <Button id={GENERATE_BUTTON_ID} type="submit" form={formId} aria-keyshortcuts="Control+Enter Meta+Enter" className="min-w-32 flex-1 sm:h-12 sm:flex-none sm:px-6 sm:text-base">
          {busy ? GENERATION_MESSAGES.generating : "Generate"}
        </Button>
        {busy ? (
          <Button variant="secondary" onClick={onCancel} className="sm:h-12">
            Cancel
          </Button>
        ) : null}
        <Button variant="secondary" disabled={!hasResult} aria-describedby={waits} onClick={() => void copy()} className="min-w-20 sm:h-12">
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button variant="secondary" disabled={!hasResult} aria-describedby={waits} busy={exporting} onClick={() => void download()} className="sm:h-12">
          Download as PDF
        </Button>
        {extras.length > 0 || onSaveAsNew ? (
          <div ref={moreRef} className="relative">
            <Button variant="ghost" aria-label="More actions" aria-expanded={moreOpen} aria-controls={moreId} onClick={() => setMoreOpen((o) => !o)} className="px-3 sm:h-12 sm:px-4">
              More<span className="hidden sm:inline">&nbsp;actions</span>
              <svg viewBox="0 0 20 20" className={cn("size-4 transition-transform", moreOpen && "rotate-180")} aria-hidden="true">
                <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Button>
            {moreOpen ? (
              <div id={moreId} className="absolute right-0 z-40 mt-2 flex w-60 flex-col gap-1 rounded-lg border border-line-strong bg-surface p-2 shadow-lg">
                {extras.map((x) => (
                  <Button
                    key={x.format}
                    variant="ghost"
                    disabled={!hasResult}
                    aria-describedby={waits}
                    busy={exportingAs === x.format}
                    onClick={() => void exportAs(x.format)}
                    className="justify-start"
                  >
                    {x.label}
                  </Button>
                ))}
                {onSaveAsNew ? (
                  <Button variant="ghost" busy={saving} onClick={() => void saveAsNew()} className="justify-start">
                    Save as new draft
                  </Button>
                ) : null}
                {!hasResult && extras.length > 0 ? <p className="px-3 py-1 text-xs text-muted">{WAIT_REASON}</p> : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="text-xs text-muted">
        {/* Kept mounted so each new note is announced; an error is an alert. */}
        <span aria-live="polite">
          {note ? (
            <span role={note.tone === "error" ? "alert" : undefined} className={cn("mr-2 text-sm font-medium", note.tone === "error" ? "text-danger" : "text-fg")}>
              {note.text}
            </span>
          ) : null}
        </span>
        {!hasResult ? (
          <span id={reasonId} className="font-medium text-fg">
            {busy ? "Copy and Download wait for the draft." : `${WAIT_REASON}: Copy and Download wait for it.`}
          </span>
        ) : null}
        {!hasResult ? " " : null}
        <span className={signedIn ? "hidden sm:inline" : undefined}>{signedIn ? "Tip: Ctrl or Cmd + Enter generates." : "Sign in to generate. The preview works without an account."}</span>
      </p>
    </div>
  );
}
