import { useId, useState } from "react";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { SelectField } from "@/components/Field";
import { overflowNote, type FitResult } from "@/features/documents/fit";
import { DEFAULT_LINE_SPACING, FITS_ONE_PAGE, FONTS, LINE_SPACINGS, PAGES, TEXT_SIZE, type FontChoice, type Layout, type PageSize } from "@/features/documents/layout";
import { LOOKS, type DocKind, type TemplateId } from "@/features/documents/model";
import { SectionsList } from "./SectionsList";

const TEXT_SIZES = Array.from({ length: (TEXT_SIZE.max - TEXT_SIZE.min) / TEXT_SIZE.step + 1 }, (_, i) => TEXT_SIZE.min + i * TEXT_SIZE.step);

/** The layout without one of its keys (the template's own choice again). */
function without(layout: Layout | null, key: keyof Layout): Layout {
  const next: Layout = { ...layout };
  delete next[key];
  return next;
}

export const DESIGN_MESSAGES = {
  fitted: "Fits on one page.",
  tightened: "Fits on one page, with tighter spacing, margins or text size.",
} as const;

/**
 * The Design panel (issue 28): page size, Fit to one page (resumes and letters), the
 * resume's Sections, font, text size, line spacing and the document's colour. Every choice
 * is kept with the draft's form (layout) and drawn alike by the preview, the PDF and the DOCX.
 */
export function DesignPanel({
  kind,
  template,
  layout,
  onChange,
  fit,
}: {
  kind: DocKind;
  template: TemplateId;
  layout: Layout | null;
  onChange: (next: Layout) => void;
  /** Fit to one page's answer; null when it is off or not measured yet. */
  fit: FitResult | null;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const look = LOOKS[template];
  const set = <K extends keyof Layout>(key: K, value: Layout[K] | undefined) => onChange(value === undefined || value === "" ? without(layout, key) : { ...layout, [key]: value });

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-semibold text-fg">
          Design
        </h2>
        <Button variant="ghost" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen((o) => !o)}>
          {open ? "Hide design options" : "Show design options"}
        </Button>
      </div>
      <div id={`${id}-body`} hidden={!open} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Page size"
            value={layout?.page_size ?? "letter"}
            options={(Object.keys(PAGES) as PageSize[]).map((p) => ({ value: p, label: PAGES[p].label }))}
            onChange={(e) => set("page_size", e.target.value === "a4" ? "a4" : "letter")}
          />
          <SelectField
            label="Font"
            value={layout?.font ?? ""}
            options={[{ value: "", label: `Template's (${look.font})` }, ...(Object.keys(FONTS) as FontChoice[]).map((f) => ({ value: f, label: FONTS[f] }))]}
            onChange={(e) => set("font", e.target.value in FONTS ? (e.target.value as FontChoice) : undefined)}
          />
          <SelectField
            label="Text size"
            value={layout?.text_size ? String(layout.text_size) : ""}
            options={[{ value: "", label: `Template's (${look.bodySize} pt)` }, ...TEXT_SIZES.map((s) => ({ value: String(s), label: `${s} pt` }))]}
            onChange={(e) => set("text_size", e.target.value ? Number(e.target.value) : undefined)}
          />
          <SelectField
            label="Line spacing"
            value={String(layout?.line_spacing ?? DEFAULT_LINE_SPACING)}
            options={LINE_SPACINGS.map((l) => ({ value: String(l.value), label: l.label }))}
            onChange={(e) => set("line_spacing", Number(e.target.value) === DEFAULT_LINE_SPACING ? undefined : Number(e.target.value))}
          />
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-colour`} className="text-sm font-medium text-fg">
              Document colour
            </label>
            <div className="flex items-center gap-3">
              <input
                id={`${id}-colour`}
                type="color"
                value={layout?.colour ?? look.accent}
                onChange={(e) => set("colour", e.target.value.toLowerCase())}
                aria-describedby={`${id}-colour-hint`}
                className="h-11 w-16 cursor-pointer rounded-md border border-line-strong bg-field p-1"
              />
              <Button variant="ghost" size="sm" disabled={!layout?.colour} onClick={() => set("colour", undefined)}>
                Use the template's
              </Button>
            </div>
            <p id={`${id}-colour-hint`} className="text-sm text-muted">
              Headings, rules and links in the document; the app's own colour stays as it is.
            </p>
          </div>
        </div>
        {FITS_ONE_PAGE.includes(kind) ? (
          <div className="flex flex-col gap-2">
            <label className="flex items-center gap-3 text-sm font-medium text-fg">
              <input
                type="checkbox"
                className="size-5 shrink-0 cursor-pointer accent-(--ds-accent)"
                checked={!!layout?.fit_one_page}
                onChange={(e) => set("fit_one_page", e.target.checked || undefined)}
                aria-describedby={`${id}-fit`}
              />
              Fit to one page
            </label>
            <div id={`${id}-fit`} aria-live="polite" className="text-sm text-muted">
              {!layout?.fit_one_page ? (
                <p>Tightens spacing, then margins, then text size (never under 9 pt). Nothing is cut.</p>
              ) : fit === null ? null : fit.fits ? (
                <p>{fit.step === 0 ? DESIGN_MESSAGES.fitted : DESIGN_MESSAGES.tightened}</p>
              ) : (
                <Alert tone="error">{overflowNote(fit.over, fit.style)}</Alert>
              )}
            </div>
          </div>
        ) : null}
        {kind === "resume" ? <SectionsList id={`${id}-sections`} layout={layout} onChange={onChange} /> : null}
      </div>
    </section>
  );
}
