import { describe, expect, it } from "vitest";
import { FIT_BOUNDS, fitSteps, fitToOnePage, overflowNote, pageCount, pageRoom } from "./fit";
import { styleOf, type DocStyle } from "./layout";

const resume = styleOf("resume", "default", null);
const letter = styleOf("cover_letter", "classic", { page_size: "a4" });

/** A stand-in for the DOM: height shrinks with spacing, line height, text size and width. */
function fakeMeasure(contentAtBase: number, base: DocStyle, log: DocStyle[] = []) {
  return (s: DocStyle) => {
    log.push(s);
    const width = (612 - 144 * s.margin) / (612 - 144 * base.margin);
    const lines = (s.textSize / base.textSize) ** 2 / width;
    return contentAtBase * (0.8 * lines * (s.lineHeight / base.lineHeight) + 0.2 * s.space);
  };
}

describe("fitSteps", () => {
  it("tightens spacing, then margins, then text size, each step a little tighter, within the bounds", () => {
    const steps = fitSteps(resume);
    expect(steps[0]).toEqual(resume);
    const phase = (a: DocStyle, b: DocStyle) => (b.textSize < a.textSize ? 3 : b.margin < a.margin ? 2 : 1);
    let last = 1;
    for (let i = 1; i < steps.length; i++) {
      const [a, b] = [steps[i - 1]!, steps[i]!];
      // Exactly one kind of change per step, in the order spacing → margins → size.
      const changed = [b.space !== a.space || b.lineHeight !== a.lineHeight, b.margin !== a.margin, b.textSize !== a.textSize].filter(Boolean);
      expect(changed).toHaveLength(1);
      expect(phase(a, b)).toBeGreaterThanOrEqual(last);
      last = phase(a, b);
      expect(b.space).toBeLessThanOrEqual(a.space);
      expect(a.space - b.space).toBeLessThanOrEqual(0.15 + 1e-9);
      expect(a.margin - b.margin).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(a.textSize - b.textSize).toBeLessThanOrEqual(0.5);
    }
    const tightest = steps.at(-1)!;
    expect(tightest).toMatchObject({ textSize: FIT_BOUNDS.minTextSize, margin: FIT_BOUNDS.minMargin, space: FIT_BOUNDS.minSpace, lineHeight: FIT_BOUNDS.minLineHeight });
    expect(steps.every((s) => s.textSize >= 9 && s.margin >= 0.35)).toBe(true);
    // Page, font and colour are never touched.
    expect(new Set(steps.map((s) => `${s.page} ${s.font} ${s.colour}`)).size).toBe(1);
  });

  it("starts a letter at the spec's 0.35 in margin and never lowers what is already under a bound", () => {
    expect(fitSteps(letter).every((s) => s.margin === 0.35)).toBe(true);
    const small = fitSteps({ ...resume, textSize: 9, lineHeight: 1.2 });
    expect(small.every((s) => s.textSize === 9)).toBe(true);
    expect(small.at(-1)!.lineHeight).toBe(1.15);
    expect(fitSteps({ ...resume, textSize: 9, margin: 0.35, space: 0.55, lineHeight: 1.15 })).toHaveLength(1);
  });
});

describe("fitToOnePage", () => {
  it("keeps the user's setting when it already fits, after one measurement", () => {
    const log: DocStyle[] = [];
    const r = fitToOnePage(resume, fakeMeasure(600, resume, log));
    expect(r).toMatchObject({ fits: true, step: 0, style: resume });
    expect(log).toHaveLength(1);
  });

  it("stops at the first step that fits", () => {
    const measure = fakeMeasure(pageRoom(resume) * 1.33, resume);
    const r = fitToOnePage(resume, measure);
    expect(r.fits).toBe(true);
    const steps = fitSteps(resume);
    expect(measure(steps[r.step]!)).toBeLessThanOrEqual(pageRoom(steps[r.step]!));
    expect(measure(steps[r.step - 1]!)).toBeGreaterThan(pageRoom(steps[r.step - 1]!));
    expect(r.style.textSize).toBeGreaterThanOrEqual(9);
  });

  it("says how far over the page the tightest setting runs, and changes nothing else", () => {
    const measure = fakeMeasure(pageRoom(resume) * 4.5, resume);
    const r = fitToOnePage(resume, measure);
    expect(r.fits).toBe(false);
    if (r.fits) return;
    expect(r.style).toEqual(fitSteps(resume).at(-1));
    expect(r.over).toBeCloseTo(measure(r.style) - pageRoom(r.style));
    expect(r.over).toBeGreaterThan(pageRoom(r.style));
    expect(overflowNote(r.over, r.style)).toMatch(/^Cannot fit on one page: even at the tightest setting it runs \d\.\d pages over\./);
    expect(overflowNote(30, r.style)).toContain("runs 0.5 in over");
  });
});

describe("pageCount", () => {
  it("counts the pages a body of text takes", () => {
    const room = 792 - 72;
    expect(pageCount(10, resume)).toBe(1);
    expect(pageCount(room, resume)).toBe(1);
    expect(pageCount(room + 20, resume)).toBe(2);
    expect(pageCount(room * 2.5, resume)).toBe(3);
  });
});
