/**
 * Documents are written once, over a few layout primitives (ARCHITECTURE §3), and drawn by two
 * renderers: the DOM for the live preview (DomDocument.tsx) and @react-pdf/renderer for the
 * download (pdf.tsx, loaded lazily). Both read the same blocks and the same template look, and
 * use the same bundled font files, so preview and PDF match.
 */
import type { TextRun } from "@/lib/links";
import type { DocStyle } from "./layout";

export type DocKind = "resume" | "cover_letter" | "cold_email" | "pitch_deck";
export type TemplateId = "default" | "classic" | "modern" | "creative";

export type Runs = TextRun[];

export type Block =
  /** The top of the page: name, a title line and a contact line. */
  | { type: "header"; name: string; title?: string; contact?: Runs }
  | { type: "heading"; text: string }
  | { type: "paragraph"; runs: Runs; muted?: boolean }
  | { type: "bullets"; items: Runs[] }
  /** An entry that must not break across pages: experience, project, education, slide. */
  | { type: "entry"; title: string; subtitle?: string; meta?: string; link?: Runs; body?: Runs; bullets?: Runs[] }
  | { type: "rule" }
  /** Skill-like chips, drawn inline. */
  | { type: "tags"; items: string[] };

export interface DocModel {
  kind: DocKind;
  template: TemplateId;
  /** Used for the PDF title and file name. */
  title: string;
  blocks: Block[];
  /** Page size, margins, font, sizes and colour (layout.ts); absent: Letter in the template's look. */
  style?: DocStyle;
}

export type FontFamily = "DejaVu Sans" | "DejaVu Serif" | "DejaVu Sans Condensed" | "DejaVu Serif Condensed";

/** Everything a template decides about the look; both renderers read it. */
export interface Look {
  font: FontFamily;
  ink: string;
  muted: string;
  accent: string;
  /** Header background (modern's band); null for none. */
  band: string | null;
  bandInk: string;
  headerAlign: "left" | "center";
  nameSize: number;
  bodySize: number;
  headingSize: number;
  headingUpper: boolean;
  headingRule: boolean;
  /** A coloured bar left of each heading (creative). */
  headingBar: boolean;
  bullet: string;
  tagBg: string;
}

export const LOOKS: Record<TemplateId, Look> = {
  default: {
    font: "DejaVu Sans", ink: "#1f2937", muted: "#4b5563", accent: "#0e7490", band: null, bandInk: "#ffffff",
    headerAlign: "left", nameSize: 20, bodySize: 10, headingSize: 11.5, headingUpper: false, headingRule: true, headingBar: false,
    bullet: "•", tagBg: "#ecfeff",
  },
  classic: {
    font: "DejaVu Serif", ink: "#111111", muted: "#3f3f46", accent: "#111111", band: null, bandInk: "#ffffff",
    headerAlign: "center", nameSize: 22, bodySize: 10, headingSize: 10.5, headingUpper: true, headingRule: true, headingBar: false,
    bullet: "–", tagBg: "#f4f4f5",
  },
  modern: {
    font: "DejaVu Sans", ink: "#0f172a", muted: "#475569", accent: "#1d4ed8", band: "#0f172a", bandInk: "#ffffff",
    headerAlign: "left", nameSize: 22, bodySize: 9.5, headingSize: 9.5, headingUpper: true, headingRule: false, headingBar: false,
    bullet: "■", tagBg: "#dbeafe",
  },
  creative: {
    font: "DejaVu Sans", ink: "#1f1f2e", muted: "#52525b", accent: "#be185d", band: null, bandInk: "#ffffff",
    headerAlign: "left", nameSize: 26, bodySize: 10, headingSize: 12, headingUpper: false, headingRule: false, headingBar: true,
    bullet: "▸", tagBg: "#fce7f3",
  },
};

export const TEMPLATE_LABELS: Record<TemplateId, string> = { default: "Default", classic: "Classic", modern: "Modern", creative: "Creative" };
export const TEMPLATE_IDS: TemplateId[] = ["default", "classic", "modern", "creative"];

/** Page margins in inches (spec section 9): 0.35 for cover letters and cold emails, 0.5 otherwise. */
export function marginInches(kind: DocKind): number {
  return kind === "cover_letter" || kind === "cold_email" ? 0.35 : 0.5;
}

/** Every word a document shows, in order (tests compare it with the PDF's text). */
export function documentText(doc: DocModel): string {
  const runs = (r?: Runs) => (r ?? []).map((x) => x.text).join("");
  return doc.blocks
    .map((b) => {
      switch (b.type) {
        case "header":
          return [b.name, b.title, runs(b.contact)].filter(Boolean).join("\n");
        case "heading":
          return b.text;
        case "paragraph":
          return runs(b.runs);
        case "bullets":
          return b.items.map(runs).join("\n");
        case "entry":
          return [b.title, b.subtitle, b.meta, runs(b.link), runs(b.body), ...(b.bullets ?? []).map(runs)].filter(Boolean).join("\n");
        case "tags":
          return b.items.join(", ");
        case "rule":
          return "";
      }
    })
    .filter(Boolean)
    .join("\n");
}
