/**
 * Pitch deck slides: one pure definition, drawn three times. `deckSlides(draft, template)`
 * turns a deck draft into 16:9 slides made of positioned boxes (inches on a 10 × 5.625 in
 * slide, font sizes in points); the preview (SlideView.tsx), the slides PDF (slidesPdf.tsx)
 * and the PowerPoint file (pptx.ts) only draw those boxes, so they cannot disagree about what
 * is on a slide, where, or in which colours (ADR 0018).
 *
 * A deck always has ten slides (the title, then Problem … Ask), whatever has arrived so far:
 * while a draft streams in, sections fill in place and nothing moves.
 */
import { stripInvisible } from "@/lib/invisible";
import type { components } from "@/lib/api/schema";
import { DECK_SECTIONS, type PitchDeckValues } from "./build";
import type { FontFamily, TemplateId } from "./model";

type Schemas = components["schemas"];

export const SLIDE_W = 10;
export const SLIDE_H = 5.625;

export type DeckSectionTitle = (typeof DECK_SECTIONS)[number];

/** What a deck says, whichever way it came (the form, streamed text, the final answer). */
export interface DeckDraft {
  company: string;
  market: string;
  keyPoints: string[];
  /** Bullets per section; a section not written yet has none. */
  sections: Record<DeckSectionTitle, string[]>;
}

export interface SlideTheme {
  font: FontFamily;
  background: string;
  ink: string;
  muted: string;
  accent: string;
  /** The title slide's background and ink. */
  coverBackground: string;
  coverInk: string;
  coverMuted: string;
  titleAlign: "left" | "center";
  bullet: string;
}

export const SLIDE_THEMES: Record<TemplateId, SlideTheme> = {
  default: {
    font: "DejaVu Sans", background: "#ffffff", ink: "#1f2937", muted: "#4b5563", accent: "#0e7490",
    coverBackground: "#ffffff", coverInk: "#1f2937", coverMuted: "#4b5563", titleAlign: "left", bullet: "•",
  },
  classic: {
    font: "DejaVu Serif", background: "#fbfaf7", ink: "#111111", muted: "#3f3f46", accent: "#111111",
    coverBackground: "#fbfaf7", coverInk: "#111111", coverMuted: "#3f3f46", titleAlign: "center", bullet: "–",
  },
  modern: {
    font: "DejaVu Sans", background: "#ffffff", ink: "#0f172a", muted: "#475569", accent: "#1d4ed8",
    coverBackground: "#0f172a", coverInk: "#ffffff", coverMuted: "#cbd5e1", titleAlign: "left", bullet: "■",
  },
  creative: {
    font: "DejaVu Sans", background: "#fff7fb", ink: "#1f1f2e", muted: "#52525b", accent: "#be185d",
    coverBackground: "#be185d", coverInk: "#ffffff", coverMuted: "#fce7f3", titleAlign: "left", bullet: "▸",
  },
};

export interface RectBox {
  kind: "rect";
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
}

export interface TextBox {
  kind: "text";
  /** title and body are the slide's content; the others are decoration (page number, footer). */
  role: "title" | "subtitle" | "body" | "footer" | "number";
  x: number;
  y: number;
  w: number;
  h: number;
  /** One entry per paragraph. */
  paragraphs: string[];
  /** A bullet character drawn before each paragraph, or none. */
  bullet: string | null;
  /** Points. */
  size: number;
  bold: boolean;
  color: string;
  /** The bullet's colour (the accent). */
  bulletColor: string;
  font: FontFamily;
  align: "left" | "center" | "right";
  valign: "top" | "middle" | "bottom";
  /** Line height as a multiple of the size. */
  lineHeight: number;
  /** Space after each paragraph, points. */
  spaceAfter: number;
  /** A placeholder the preview shows while the section is empty (never in a file). */
  placeholder?: boolean;
}

export type SlideBox = RectBox | TextBox;

export interface SlideDef {
  /** "Title", "Problem" … "Ask": the strip's and the file's label. */
  label: string;
  /** The speaker notes: the section's full text. */
  notes: string;
  background: string;
  boxes: SlideBox[];
}

export interface SlideDeck {
  title: string;
  template: TemplateId;
  slides: SlideDef[];
}

function emptySections(): Record<DeckSectionTitle, string[]> {
  return Object.fromEntries(DECK_SECTIONS.map((s) => [s, []])) as unknown as Record<DeckSectionTitle, string[]>;
}

const BULLET = /^\s*(?:[-•*▸▪■→–]\s+)/;

export function deckDraftFromForm(v: PitchDeckValues): DeckDraft {
  return {
    company: v.product?.trim() ?? "",
    market: v.audience?.trim() ?? "",
    keyPoints: (v.key_points ?? "").split("\n").map((l) => l.trim().replace(BULLET, "").trim()).filter(Boolean),
    sections: emptySections(),
  };
}

export function deckDraftFromSections(s: Schemas["DeckSections"]): DeckDraft {
  const sections = emptySections();
  for (const slide of s.slides ?? []) if (slide.title in sections) sections[slide.title].push(...(slide.bullets ?? []).map((b) => b.trim()).filter(Boolean));
  return { company: s.company_name.trim(), market: s.market.trim(), keyPoints: s.key_points ?? [], sections };
}

/** "PROBLEM", "▍Problem", "✦ Problem ✦", "## Problem", "Problem:" → Problem; anything else → null. */
function sectionOf(line: string): DeckSectionTitle | null {
  const bare = line.replace(/[▍✦#*:]/g, "").replace(/^\s*\d+[.)]\s*/, "").trim().toLowerCase();
  return DECK_SECTIONS.find((s) => s.toLowerCase() === bare) ?? null;
}

/**
 * The deck as streamed text so far (the writer's template-styled text: a title line, an
 * optional "For {market}" line, then each section's heading and bullets). Text before the
 * first heading is the title slide's; a heading with nothing under it yet is an empty slide.
 */
export function deckDraftFromText(text: string, v: PitchDeckValues): DeckDraft {
  const draft = deckDraftFromForm(v);
  draft.keyPoints = [];
  let current: DeckSectionTitle | null = null;
  let first = true;
  for (const raw of text.replace(/\r\n/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line || /^[-=_]{3,}$/.test(line)) continue;
    const heading = sectionOf(line);
    if (heading) {
      current = heading;
      continue;
    }
    const item = line.replace(BULLET, "").trim();
    if (current) {
      draft.sections[current].push(item);
    } else if (first) {
      first = false;
      const company = item.replace(/\s*[—–-]\s*pitch deck\s*$/i, "").trim();
      if (company && !/^pitch deck$/i.test(company)) draft.company = company;
    } else {
      const market = /^for\s+(.+)$/i.exec(item);
      if (market?.[1]) draft.market = market[1].trim();
      else draft.keyPoints.push(item);
    }
  }
  return draft;
}

/** Average advance of a DejaVu glyph, in ems (it is a wide face); used only to pick a size that fits. */
const EM_PER_CHAR = 0.58;

function linesAt(paragraphs: string[], size: number, width: number, indent: number): number {
  const perLine = Math.max(1, Math.floor(((width - indent) * 72) / (size * EM_PER_CHAR)));
  return paragraphs.reduce((n, p) => n + Math.max(1, Math.ceil(p.length / perLine)), 0);
}

/**
 * The largest size from `sizes` at which the paragraphs fit the box (same estimate in every
 * renderer, since they all read the result): long sections get smaller text, never overflow.
 */
export function fitSize(paragraphs: string[], w: number, h: number, sizes: number[], lineHeight: number, spaceAfter: number, bullet: boolean): number {
  for (const size of sizes) {
    const indent = bullet ? (size * 1.2) / 72 : 0;
    const height = (linesAt(paragraphs, size, w, indent) * size * lineHeight + paragraphs.length * spaceAfter) / 72;
    if (height <= h) return size;
  }
  return sizes[sizes.length - 1] ?? 10;
}

function text(theme: SlideTheme, box: Omit<TextBox, "kind" | "font" | "bulletColor" | "lineHeight" | "spaceAfter" | "bullet"> & Partial<Pick<TextBox, "lineHeight" | "spaceAfter" | "bullet" | "bulletColor">>): TextBox {
  return { kind: "text", font: theme.font, bullet: null, bulletColor: theme.accent, lineHeight: 1.2, spaceAfter: 0, ...box };
}

const BODY_SIZES = [22, 20, 18, 16, 15, 14, 13, 12, 11, 10];

function titleSlide(d: DeckDraft, template: TemplateId, theme: SlideTheme): SlideDef {
  const company = d.company || "Your Company";
  const subtitle = d.market ? `Pitch deck · for ${d.market}` : "Pitch deck";
  const boxes: SlideBox[] = [];
  const centered = theme.titleAlign === "center";
  const x = centered ? 1 : 0.9;
  const w = SLIDE_W - 2 * x;
  if (template === "default") boxes.push({ kind: "rect", x: 0, y: 0, w: 0.22, h: SLIDE_H, fill: theme.accent });
  if (template === "modern") boxes.push({ kind: "rect", x: 0.9, y: 3.05, w: 1.4, h: 0.08, fill: "#3b82f6" });
  if (template === "creative") boxes.push({ kind: "rect", x: 0, y: SLIDE_H - 0.9, w: SLIDE_W, h: 0.9, fill: "#9d174d" });
  if (template === "classic") boxes.push({ kind: "rect", x: 3.5, y: 3.02, w: 3, h: 0.02, fill: theme.accent }, { kind: "rect", x: 3.5, y: 3.08, w: 3, h: 0.02, fill: theme.accent });
  const titleSize = fitSize([company], w, 1.5, [48, 44, 40, 36, 32, 28, 24], 1.1, 0, false);
  boxes.push(text(theme, { role: "title", x, y: 1.2, w, h: 1.7, paragraphs: [company], size: titleSize, bold: true, color: theme.coverInk, align: theme.titleAlign, valign: "bottom", lineHeight: 1.1 }));
  boxes.push(text(theme, { role: "subtitle", x, y: 3.25, w, h: 0.9, paragraphs: [subtitle], size: fitSize([subtitle], w, 0.9, [22, 20, 18, 16, 14], 1.2, 0, false), bold: false, color: template === "default" ? theme.accent : theme.coverMuted, align: theme.titleAlign, valign: "top" }));
  const notes = [company, subtitle, ...d.keyPoints].join("\n");
  return { label: "Title", notes, background: theme.coverBackground, boxes };
}

function sectionSlide(d: DeckDraft, template: TemplateId, theme: SlideTheme, title: DeckSectionTitle, index: number): SlideDef {
  const bullets = d.sections[title];
  const boxes: SlideBox[] = [];
  const centered = theme.titleAlign === "center";
  let titleColor = theme.accent;
  let titleBox = { x: 0.7, y: 0.45, w: SLIDE_W - 1.4, h: 0.8 };
  let body = { x: 0.8, y: 1.55, w: SLIDE_W - 1.6, h: 3.4 };
  switch (template) {
    case "default":
      boxes.push({ kind: "rect", x: 0.7, y: 1.27, w: 1.2, h: 0.06, fill: theme.accent });
      break;
    case "classic":
      boxes.push({ kind: "rect", x: 1, y: 1.3, w: SLIDE_W - 2, h: 0.015, fill: theme.accent }, { kind: "rect", x: 1, y: 1.35, w: SLIDE_W - 2, h: 0.015, fill: theme.accent });
      titleBox = { x: 1, y: 0.4, w: SLIDE_W - 2, h: 0.85 };
      body = { x: 1.2, y: 1.6, w: SLIDE_W - 2.4, h: 3.35 };
      break;
    case "modern":
      boxes.push({ kind: "rect", x: 0, y: 0, w: SLIDE_W, h: 1.2, fill: "#0f172a" }, { kind: "rect", x: 0.7, y: 1.2, w: 1.2, h: 0.06, fill: theme.accent });
      titleBox = { x: 0.7, y: 0.2, w: SLIDE_W - 1.4, h: 0.8 };
      titleColor = "#ffffff";
      break;
    case "creative":
      boxes.push({ kind: "rect", x: 0, y: 0, w: 0.32, h: SLIDE_H, fill: theme.accent }, { kind: "rect", x: 0.32, y: 0, w: 0.08, h: SLIDE_H, fill: "#f9a8d4" });
      titleBox = { x: 0.9, y: 0.45, w: SLIDE_W - 1.6, h: 0.8 };
      body = { x: 1, y: 1.5, w: SLIDE_W - 1.8, h: 3.45 };
      break;
  }
  boxes.push(text(theme, { role: "title", ...titleBox, paragraphs: [title], size: 30, bold: true, color: titleColor, align: theme.titleAlign, valign: "middle" }));
  if (bullets.length) {
    const size = fitSize(bullets, body.w, body.h, BODY_SIZES, 1.25, 8, true);
    boxes.push(text(theme, { role: "body", ...body, paragraphs: bullets, bullet: theme.bullet, size, bold: false, color: theme.ink, align: "left", valign: "top", lineHeight: 1.25, spaceAfter: Math.round(size * 0.45) }));
  } else {
    boxes.push(text(theme, { role: "body", ...body, paragraphs: ["Generate the deck to write this slide."], size: 16, bold: false, color: theme.muted, align: centered ? "center" : "left", valign: "top", placeholder: true }));
  }
  const company = d.company || "Your Company";
  boxes.push(text(theme, { role: "footer", x: centered ? 1 : titleBox.x, y: SLIDE_H - 0.5, w: 6, h: 0.3, paragraphs: [company], size: 10, bold: false, color: theme.muted, align: "left", valign: "middle" }));
  boxes.push(text(theme, { role: "number", x: SLIDE_W - 1.7, y: SLIDE_H - 0.5, w: 1, h: 0.3, paragraphs: [String(index + 1)], size: 10, bold: false, color: theme.muted, align: "right", valign: "middle" }));
  return { label: title, notes: [title, ...bullets].join("\n"), background: theme.background, boxes };
}

/** Where a deck comes from: the final answer, the text streamed so far, or the form. */
export type DeckSource =
  | { from: "answer"; sections: Schemas["DeckSections"]; template: TemplateId; title: string }
  | { from: "text"; text: string; values: PitchDeckValues; template: TemplateId; title: string }
  | { from: "form"; values: PitchDeckValues; template: TemplateId; title: string };

export function deckFromSource(s: DeckSource): SlideDeck {
  const draft = s.from === "answer" ? deckDraftFromSections(s.sections) : s.from === "text" ? deckDraftFromText(s.text, s.values) : deckDraftFromForm(s.values);
  return deckSlides(draft, s.template, s.title);
}

/** The deck's slides: the title slide, then one per section, Problem … Ask. Pure. */
export function deckSlides(d: DeckDraft, template: TemplateId, title?: string): SlideDeck {
  const theme = SLIDE_THEMES[template];
  return {
    title: stripInvisible(title || `${d.company || "Your Company"} Pitch Deck`),
    template,
    slides: [titleSlide(d, template, theme), ...DECK_SECTIONS.map((s, i) => sectionSlide(d, template, theme, s, i + 1))],
  };
}

/** The boxes a file holds: everything but the preview's placeholders. */
export function fileBoxes(slide: SlideDef): SlideBox[] {
  return slide.boxes.filter((b) => b.kind === "rect" || !b.placeholder);
}

/** Every word the slides show, in order (tests compare it with the files' text). */
export function slidesText(deck: SlideDeck): string {
  return deck.slides
    .flatMap((s) => fileBoxes(s).flatMap((b) => (b.kind === "text" && b.role !== "number" ? b.paragraphs : [])))
    .join("\n");
}
