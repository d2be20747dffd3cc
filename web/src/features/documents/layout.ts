/**
 * The document's layout (issue 28, ADR 0041): page size, the resume's section order and
 * visibility, font, text size, line spacing and colour, as the user chose them (`Layout`,
 * stored with the draft's form), and as the renderers draw them (`DocStyle`, carried by the
 * document model). Fitting to one page (fit.ts) only tightens a DocStyle.
 */
import type { components } from "@/lib/api/schema";
import { LOOKS, marginInches, type Block, type DocKind, type DocModel, type FontFamily, type Look, type TemplateId } from "./model";

export type Layout = components["schemas"]["Layout"];
export type PageSize = "letter" | "a4";
export type FontChoice = "dejavu-sans" | "dejavu-serif" | "dejavu-sans-condensed" | "dejavu-serif-condensed";

/** Paper in points (1/72 in): Letter 8.5 × 11 in, A4 210 × 297 mm. */
export const PAGES: Record<PageSize, { label: string; width: number; height: number }> = {
  letter: { label: "Letter", width: 612, height: 792 },
  a4: { label: "A4", width: 595.28, height: 841.89 },
};

export const FONTS: Record<FontChoice, FontFamily> = {
  "dejavu-sans": "DejaVu Sans",
  "dejavu-serif": "DejaVu Serif",
  "dejavu-sans-condensed": "DejaVu Sans Condensed",
  "dejavu-serif-condensed": "DejaVu Serif Condensed",
};

/** Fit to one page is offered for resumes and cover letters (issue 28). */
export const FITS_ONE_PAGE: readonly DocKind[] = ["resume", "cover_letter"];

export const TEXT_SIZE = { min: 9, max: 12, step: 0.5 } as const;
export const LINE_SPACINGS = [
  { value: 1.2, label: "Compact" },
  { value: 1.4, label: "Normal" },
  { value: 1.6, label: "Relaxed" },
] as const;
export const DEFAULT_LINE_SPACING = 1.4;

/**
 * The resume's sections in their usual order. Every key the server accepts is here, the
 * five the real-resume import adds included, so an order saved today still places them.
 */
export const SECTION_KEYS = [
  "summary", "skills", "experience", "projects", "education", "certifications",
  "volunteer", "awards", "publications", "languages", "interests", "references",
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const SECTION_LABELS: Record<SectionKey, string> = {
  summary: "Summary", skills: "Skills", experience: "Experience", projects: "Projects", education: "Education",
  certifications: "Certifications", volunteer: "Volunteer", awards: "Awards", publications: "Publications",
  languages: "Languages", interests: "Interests", references: "References",
};

const isSectionKey = (k: unknown): k is SectionKey => typeof k === "string" && (SECTION_KEYS as readonly string[]).includes(k);

/** The section a heading starts ("Volunteer Experience" → volunteer); null for a heading of no known section. */
export function sectionKeyOf(heading: string): SectionKey | null {
  const h = heading.trim().toLowerCase();
  return SECTION_KEYS.find((k) => h === k || h.startsWith(k.slice(0, Math.max(5, k.length - 1)))) ?? null;
}

/** The full order: the saved one, then every key it does not name, in the usual order. */
export function sectionOrder(saved: readonly string[] | null | undefined): SectionKey[] {
  const chosen = [...new Set((saved ?? []).filter(isSectionKey))];
  return [...chosen, ...SECTION_KEYS.filter((k) => !chosen.includes(k))];
}

/**
 * A resume's blocks in the chosen section order, without hidden sections. A section is a
 * heading and the blocks up to the next heading; what comes before the first heading (the
 * header) stays first, and a heading of no known section keeps its place after the known ones.
 */
export function arrangeSections(doc: DocModel, layout: Layout | null | undefined): DocModel {
  if (doc.kind !== "resume" || !layout || (!layout.sections?.length && !layout.hidden?.length)) return doc;
  const lead: Block[] = [];
  const groups: { key: SectionKey | null; blocks: Block[] }[] = [];
  for (const block of doc.blocks) {
    if (block.type === "heading") groups.push({ key: sectionKeyOf(block.text), blocks: [block] });
    else if (groups.length) groups[groups.length - 1]!.blocks.push(block);
    else lead.push(block);
  }
  const order = sectionOrder(layout.sections);
  const hidden = new Set(layout.hidden ?? []);
  const rank = (key: SectionKey | null) => (key ? order.indexOf(key) : order.length);
  const kept = groups.filter((g) => !g.key || !hidden.has(g.key));
  // Array.prototype.sort is stable: unknown headings keep their relative order.
  kept.sort((a, b) => rank(a.key) - rank(b.key));
  return { ...doc, blocks: [...lead, ...kept.flatMap((g) => g.blocks)] };
}

/** Everything the renderers need to lay a document out. */
export interface DocStyle {
  page: PageSize;
  /** Page margin in inches. */
  margin: number;
  font: FontFamily;
  /** Body text size in points. */
  textSize: number;
  lineHeight: number;
  /** Multiplies the space between blocks (1: the template's). */
  space: number;
  /** The document's accent colour (#rrggbb); null: the template's. */
  colour: string | null;
}

/** The style the user chose, before any fitting: the template's where they chose nothing. */
export function styleOf(kind: DocKind, template: TemplateId, layout: Layout | null | undefined): DocStyle {
  const look = LOOKS[template];
  const size = layout?.text_size;
  return {
    page: layout?.page_size === "a4" ? "a4" : "letter",
    margin: marginInches(kind),
    font: layout?.font && layout.font in FONTS ? FONTS[layout.font as FontChoice] : look.font,
    textSize: size && size >= TEXT_SIZE.min && size <= TEXT_SIZE.max ? size : look.bodySize,
    lineHeight: layout?.line_spacing || DEFAULT_LINE_SPACING,
    space: 1,
    colour: layout?.colour && /^#[0-9a-f]{6}$/i.test(layout.colour) ? layout.colour.toLowerCase() : null,
  };
}

/** A look with the document's style in it: each template keeps its proportions (name and heading sizes scale with the text). */
export interface DocLook extends Look {
  lineHeight: number;
  space: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function lookOf(doc: DocModel): DocLook {
  const look = LOOKS[doc.template];
  const s = doc.style;
  if (!s) return { ...look, lineHeight: DEFAULT_LINE_SPACING, space: 1 };
  const scale = s.textSize / look.bodySize;
  return {
    ...look,
    font: s.font,
    accent: s.colour ?? look.accent,
    bodySize: s.textSize,
    nameSize: round2(look.nameSize * scale),
    headingSize: round2(look.headingSize * scale),
    lineHeight: s.lineHeight,
    space: s.space,
  };
}

/** The paper and its margin, in points. */
export function pageOf(doc: DocModel): { width: number; height: number; margin: number } {
  const paper = PAGES[doc.style?.page ?? "letter"];
  return { width: paper.width, height: paper.height, margin: (doc.style?.margin ?? marginInches(doc.kind)) * 72 };
}

/** A layout read back from storage or a draft's input: only what the server would accept is kept. */
export function parseLayout(raw: unknown): Layout | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  const out: Layout = {};
  if (r.page_size === "letter" || r.page_size === "a4") out.page_size = r.page_size;
  if (r.fit_one_page === true) out.fit_one_page = true;
  const keys = (x: unknown) => (Array.isArray(x) ? [...new Set(x.filter(isSectionKey))] : []);
  if (keys(r.sections).length) out.sections = keys(r.sections);
  if (keys(r.hidden).length) out.hidden = keys(r.hidden);
  if (typeof r.font === "string" && r.font in FONTS) out.font = r.font as FontChoice;
  if (typeof r.text_size === "number" && r.text_size >= TEXT_SIZE.min && r.text_size <= TEXT_SIZE.max && Number.isInteger(r.text_size * 2)) out.text_size = r.text_size;
  if (typeof r.line_spacing === "number" && r.line_spacing >= 1.1 && r.line_spacing <= 1.8) out.line_spacing = r.line_spacing;
  if (typeof r.colour === "string" && /^#[0-9a-f]{6}$/i.test(r.colour)) out.colour = r.colour.toLowerCase();
  return Object.keys(out).length ? out : null;
}

/** Where each section sits in a JSON Resume (v1.0.0); the summary is part of basics. */
const JSON_RESUME_KEYS: Record<SectionKey, string> = {
  summary: "basics", skills: "skills", experience: "work", projects: "projects", education: "education",
  certifications: "certificates", volunteer: "volunteer", awards: "awards", publications: "publications",
  languages: "languages", interests: "interests", references: "references",
};

/**
 * A JSON Resume written in the chosen section order (basics first: it holds the name). Every
 * section stays, hidden ones included: the file carries the whole resume to another tool.
 */
export function inSectionOrder<T extends object>(resume: T, layout: Layout | null | undefined): T {
  const order = ["basics", ...sectionOrder(layout?.sections).map((k) => JSON_RESUME_KEYS[k])];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(Object.entries(resume).sort(([a], [b]) => rank(a) - rank(b))) as T;
}
