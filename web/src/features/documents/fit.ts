/**
 * Fit to one page (issue 28, ADR 0041): tighten the space between blocks, then the margins,
 * then the text size, in small steps and within readable bounds, and stop at the first
 * setting that fits. Nothing is ever cut: when even the tightest setting is too long, the
 * answer says by how much.
 *
 * The steps are pure (fitSteps); the height of the document at a step is measured by the
 * caller (the DOM preview lays it out with the same fonts and sizes as the PDF, ADR 0008).
 */
import { PAGES, type DocStyle } from "./layout";

export const FIT_BOUNDS = {
  /** Body text never under 9 pt. */
  minTextSize: 9,
  /** Margins never under 0.35 in (the spec's narrowest). */
  minMargin: 0.35,
  /** Space between blocks down to 55% of the template's, line height down to 1.15. */
  minSpace: 0.55,
  minLineHeight: 1.15,
} as const;

const SPACE_STEP = 0.15;
const LINE_STEP = 0.05;
const MARGIN_STEP = 0.05;
const SIZE_STEP = 0.5;
/**
 * Points kept free at the foot of the page: the PDF engine and the browser round line boxes
 * a little differently, and a fitted page must stay one page in the PDF too.
 */
export const FIT_SLACK = 6;

const r3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Every setting fitting may try, from the user's own (first) to the tightest (last), each one
 * a little tighter than the one before: spacing first, then margins, then text size. A value
 * the user already set below a bound is never raised.
 */
export function fitSteps(base: DocStyle): DocStyle[] {
  const steps: DocStyle[] = [base];
  let s = base;
  const push = (next: DocStyle) => {
    steps.push(next);
    s = next;
  };
  while (s.space > FIT_BOUNDS.minSpace + 1e-9 || s.lineHeight > FIT_BOUNDS.minLineHeight + 1e-9) {
    push({
      ...s,
      space: r3(Math.max(FIT_BOUNDS.minSpace, Math.min(s.space, s.space - SPACE_STEP))),
      lineHeight: r3(Math.max(Math.min(FIT_BOUNDS.minLineHeight, s.lineHeight), s.lineHeight - LINE_STEP)),
    });
  }
  while (s.margin > FIT_BOUNDS.minMargin + 1e-9) push({ ...s, margin: r3(Math.max(FIT_BOUNDS.minMargin, s.margin - MARGIN_STEP)) });
  while (s.textSize > FIT_BOUNDS.minTextSize + 1e-9) push({ ...s, textSize: r3(Math.max(FIT_BOUNDS.minTextSize, s.textSize - SIZE_STEP)) });
  return steps;
}

/** The height one page holds, in points, at a style: the paper less both margins and the slack. */
export function pageRoom(style: DocStyle): number {
  return PAGES[style.page].height - 2 * style.margin * 72 - FIT_SLACK;
}

/** How many pages a body of this height takes (at least one). */
export function pageCount(height: number, style: DocStyle): number {
  return Math.max(1, Math.ceil((height - 0.5) / (PAGES[style.page].height - 2 * style.margin * 72)));
}

export type FitResult =
  | { fits: true; style: DocStyle; /** Index in fitSteps: 0 is the user's own setting. */ step: number; height: number }
  | { fits: false; style: DocStyle; step: number; height: number; /** How far the tightest setting runs past the page, in points. */ over: number };

/**
 * The first step that fits one page. Each step is at least as tight as the one before, so
 * the heights fall with the steps and a binary search finds the first that fits after a few
 * measurements (the user's own setting is measured first: most documents already fit).
 */
export function fitToOnePage(base: DocStyle, measure: (style: DocStyle) => number): FitResult {
  const steps = fitSteps(base);
  const fitsAt = (i: number) => {
    const height = measure(steps[i]!);
    return { ok: height <= pageRoom(steps[i]!), height };
  };
  const first = fitsAt(0);
  if (first.ok) return { fits: true, style: base, step: 0, height: first.height };
  const last = steps.length - 1;
  const tightest = fitsAt(last);
  if (!tightest.ok) return { fits: false, style: steps[last]!, step: last, height: tightest.height, over: tightest.height - pageRoom(steps[last]!) };
  let lo = 0; // does not fit
  let hi = last; // fits
  let height = tightest.height;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const m = fitsAt(mid);
    if (m.ok) {
      hi = mid;
      height = m.height;
    } else lo = mid;
  }
  return { fits: true, style: steps[hi]!, step: hi, height };
}

/** The note shown when the document cannot fit: how far over the page it runs, in pages or inches. */
export function overflowNote(over: number, style: DocStyle): string {
  const room = PAGES[style.page].height - 2 * style.margin * 72;
  const amount = over >= room * 0.95 ? `${(over / room).toFixed(1)} pages` : `${(Math.ceil((over / 72) * 10) / 10).toFixed(1)} in`;
  return `Cannot fit on one page: even at the tightest setting it runs ${amount} over. Shorten the text or hide a section.`;
}
