import { useEffect, useMemo, useState } from "react";
import { fitToOnePage, pageCount, type FitResult } from "./fit";
import { arrangeSections, FITS_ONE_PAGE, styleOf, type DocStyle, type Layout } from "./layout";
import { measureDocument } from "./measure";
import type { DocModel } from "./model";

/** How long the text must rest before the page is measured again (typing stays smooth). */
export const MEASURE_DELAY_MS = 150;

/** Performance timeline names of one fitting and one page count. */
export const FIT_MEASURE = "draftsmith:fit-one-page";
export const COUNT_MEASURE = "draftsmith:page-count";

export interface LaidOut {
  /** The document as the preview, the PDF and the DOCX draw it: sections arranged, style fitted. */
  doc: DocModel;
  /** Pages the text takes at that style; null until measured. */
  pages: number | null;
  /** Fit to one page's answer; null when it is off (or not offered for this kind). */
  fit: FitResult | null;
}

/**
 * The document with the draft's layout: its sections in order (resumes), its style, and,
 * with Fit to one page, the first tightened style that fits, found by measuring the text as
 * the preview lays it out. Measuring waits for the text to rest and runs again when a font
 * arrives (the line breaks change).
 */
export function useLaidOutDocument(source: DocModel, layout: Layout | null): LaidOut {
  const doc = useMemo(() => arrangeSections(source, layout), [source, layout]);
  const base = useMemo(() => styleOf(doc.kind, doc.template, layout), [doc.kind, doc.template, layout]);
  const fitting = !!layout?.fit_one_page && FITS_ONE_PAGE.includes(doc.kind);
  const [fontsSeen, setFontsSeen] = useState(0);
  const [measured, setMeasured] = useState<{ base: DocStyle; fitting: boolean; style: DocStyle; pages: number; fit: FitResult | null } | null>(null);

  useEffect(() => {
    if (typeof document === "undefined" || !document.fonts) return undefined;
    const onFonts = () => setFontsSeen((n) => n + 1);
    document.fonts.addEventListener("loadingdone", onFonts);
    return () => document.fonts.removeEventListener("loadingdone", onFonts);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => {
      const measure = (style: DocStyle) => measureDocument({ ...doc, style });
      // Named in the page's performance timeline (bench/design reads them).
      const started = performance.now();
      if (fitting) {
        const fit = fitToOnePage(base, measure);
        performance.measure(FIT_MEASURE, { start: started });
        setMeasured({ base, fitting, style: fit.style, pages: fit.fits ? 1 : pageCount(fit.height, fit.style), fit });
      } else {
        const pages = pageCount(measure(base), base);
        performance.measure(COUNT_MEASURE, { start: started });
        setMeasured({ base, fitting, style: base, pages, fit: null });
      }
    }, MEASURE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [doc, base, fitting, fontsSeen]);

  // While the text changes, the last fitted style for the same choices stays (no flicker).
  const current = measured && measured.fitting === fitting && sameStyle(measured.base, base) ? measured : null;
  const laidOut = useMemo(() => ({ ...doc, style: current?.style ?? base }), [doc, current?.style, base]);
  return { doc: laidOut, pages: current?.pages ?? null, fit: current?.fit ?? null };
}

function sameStyle(a: DocStyle, b: DocStyle): boolean {
  return a.page === b.page && a.margin === b.margin && a.font === b.font && a.textSize === b.textSize && a.lineHeight === b.lineHeight && a.space === b.space && a.colour === b.colour;
}
