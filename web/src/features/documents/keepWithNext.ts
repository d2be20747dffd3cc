/**
 * A section heading is never the last line of a PDF page (issue 27): it is kept with the
 * start of what follows it. @react-pdf/renderer's `minPresenceAhead` does not do this
 * reliably (it misjudges an unbreakable next block, and a margin on it), so the PDF draws a
 * heading and its first piece inside one unbreakable View: the next entry, the first bullet
 * of a list, the first paragraph when it is short. What does not fit moves to the next page
 * together; the rest of a list flows on as before.
 */
import type { Block } from "./model";

/** A paragraph longer than this (characters) may break across pages: a heading keeps only its first lines (minPresenceAhead). */
export const KEEP_PARAGRAPH_CHARS = 700;

export type PdfUnit =
  /** A block drawn on its own; `joinsPrev`: the rest of a list whose first item went with its heading. */
  | { type: "block"; block: Block; joinsPrev?: boolean }
  /** A heading and the first piece of its section, drawn unbreakable; `joinsNext`: a list continues after it. */
  | { type: "keep"; heading: Extract<Block, { type: "heading" }>; first: Block | null; joinsNext?: boolean };

const textLength = (b: Extract<Block, { type: "paragraph" }>) => b.runs.reduce((n, r) => n + r.text.length, 0);

export function keepHeadingsWithNext(blocks: readonly Block[]): PdfUnit[] {
  const units: PdfUnit[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.type !== "heading") {
      units.push({ type: "block", block });
      continue;
    }
    const next = blocks[i + 1];
    if (!next || next.type === "heading" || next.type === "header") {
      units.push({ type: "keep", heading: block, first: null });
      continue;
    }
    i++;
    if (next.type === "bullets" && next.items.length > 1) {
      units.push({ type: "keep", heading: block, first: { type: "bullets", items: next.items.slice(0, 1) }, joinsNext: true });
      units.push({ type: "block", block: { type: "bullets", items: next.items.slice(1) }, joinsPrev: true });
    } else if (next.type === "paragraph" && textLength(next) > KEEP_PARAGRAPH_CHARS) {
      units.push({ type: "keep", heading: block, first: null });
      units.push({ type: "block", block: next });
    } else {
      units.push({ type: "keep", heading: block, first: next });
    }
  }
  return units;
}
