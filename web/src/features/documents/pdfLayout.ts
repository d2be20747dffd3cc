/**
 * Reading a resume PDF's layout, not only its text (issue 22, ADR 0035). pdf.js gives every
 * piece of text with its position, size and font; from those this module rebuilds the lines,
 * finds a sidebar and reads it as its own block, keeps a right-aligned date or place apart from
 * the words on its left (joined with " | ", which the server's parser splits at), puts the
 * largest text at the top first (the name), splits a name and a title set on one line in two
 * sizes, and cleans the characters fonts get wrong (ligatures, icon glyphs, dashes).
 *
 * The result is plain text in reading order: the server reads it as it reads pasted text, so
 * there is still one parser (ADR 0015, 0019). Pure functions, unit-tested without pdf.js.
 */
import { cleanPdfText, ICON_FONT, iconText } from "./pdfLayoutCharacters";
import { dropCountedFooters, dropNameFooters } from "./pdfLayoutFooters";
import { joinWrapped, resolveLineEndHyphens } from "./pdfLayoutLineEndHyphens";
import type { LayoutItem, LayoutPage } from "./pdfLayoutTypes";

export { cleanPdfText };
export type { LayoutItem, LayoutPage };


// ---------------------------------------------------------------------------------------------
// Lines

interface Line {
  items: LayoutItem[];
  y: number;
  x0: number;
  x1: number;
  size: number;
  text: string;
  /** Chunks of one baseline that a wide gap parted share a row; they are joined again with " | " within a column. */
  row: number;
  /** The chunks a row's line was joined from, left to right. */
  parts?: Line[];
  /** The baseline of the last row of a line wrapped over several. */
  bottom?: number;
  /** Where the last row of a part wrapped over several ends: the next row's first word is weighed against it. */
  tail?: number;
}

const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] ?? 0;
};

/**
 * Pieces on one baseline, left to right, make a row; a row is cut into chunks where a gap is
 * wider than about two letters (a right-aligned date, a second column) and where the font size
 * jumps (a name and a title set on one line in two sizes become two lines).
 */
function buildChunks(items: readonly LayoutItem[]): Line[] {
  const rows: LayoutItem[][] = [];
  for (const raw of items) {
    const icon = (!!raw.font && ICON_FONT.test(raw.font)) || /^[\uf09b\uf092\uf113\uf08c\uf0e1]$/.test(raw.str.trim());
    const item = icon ? { ...raw, str: iconText(raw.str, raw.font), icon } : raw;
    if (!item.str.trim()) continue;
    const row = rows.find((r) => {
      const first = r[0];
      if (first === undefined) return false;
      const dy = Math.abs(first.y - item.y);
      // A superscript or subscript ("1st", the A of LaTeX's logo) sits off the baseline in a smaller size.
      return dy <= Math.min(first.size, item.size) * 0.4 || (smallerScript(first, item) && dy <= Math.max(first.size, item.size) * 0.45 && r.some((o) => touching(o, item)));
    });
    if (row) row.push(item);
    else rows.push([item]);
  }
  const chunks: Line[] = [];
  let rowId = 0;
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let part: LayoutItem[] = [];
    let end = -Infinity;
    for (const item of row) {
      const prev = part[part.length - 1];
      if (prev) {
        // A bullet glyph that starts a row, like an icon, is set in a size of its own (Jake's
        // resume raises a tiny one to the text's middle): it never parts the row by size, so it
        // stays before its text rather than on a line of its own.
        const leadBullet = part.length === 1 && bulletGlyph(prev);
        const ratio = prev.icon || item.icon || leadBullet ? 1 : Math.max(prev.size, item.size) / Math.min(prev.size, item.size);
        // A size jump parts a name from a title set beside it on one baseline, never a
        // superscript from the letters it touches.
        const script = smallerScript(prev, item) && Math.abs(prev.y - item.y) > Math.max(prev.size, item.size) * 0.1 && item.x - end < Math.max(prev.size, item.size) * 0.5;
        const sizeJump = ratio > 1.35 && !script;
        // A wide gap parts cells; a gap of a letter or more parts a larger label from its text
        // (moderncv's section titles in the left margin, beside the first line of the section).
        const gap = item.x - end > Math.max(prev.size, item.size) * 2.2 || (ratio > 1.15 && item.x - end > Math.min(prev.size, item.size));
        if (sizeJump || gap) {
          chunks.push(lineOf(part, sizeJump ? rowId++ : rowId));
          if (sizeJump) rowId++;
          part = [];
          end = -Infinity;
        }
      }
      part.push(item);
      end = Math.max(end, item.x + item.width);
    }
    if (part.length) chunks.push(lineOf(part, rowId));
    rowId++;
  }
  return chunks.filter((c) => !PAGE_NUMBER.test(c.text));
}

/** A piece that is only a list's bullet glyph ("•", "◦", "▪", "–" drawn on its own). */
function bulletGlyph(item: LayoutItem): boolean {
  return /^[•●○◦▪■▸►‣⁃∙·–\-*]$/.test(item.str.trim());
}

/** One of the two is set at most 85% the size of the other, as a superscript or subscript is. */
function smallerScript(a: LayoutItem, b: LayoutItem): boolean {
  return !a.icon && !b.icon && Math.min(a.size, b.size) < Math.max(a.size, b.size) * 0.85;
}

/** The style a font's name tells: "TeXGyreTermes-Bold", "Arial-BoldMT", "SourceSans3-Italic". */
function fontStyle(item: LayoutItem | undefined): "bold" | "italic" | "regular" {
  const font = item?.font ?? "";
  if (/bold|black|heavy|semibold|demi/i.test(font)) return "bold";
  if (/italic|oblique/i.test(font)) return "italic";
  return "regular";
}

/** One piece ends where the other starts, as a superscript touches its letters. */
function touching(a: LayoutItem, b: LayoutItem): boolean {
  const slack = Math.max(a.size, b.size) * 0.3;
  const [l, r] = a.x <= b.x ? [a, b] : [b, a];
  return r.x >= l.x + l.width - slack && r.x <= l.x + l.width + slack;
}

/** "2/3", "Page 2 of 3", "- 2 -": a page's number, not a fact of the resume. */
const PAGE_NUMBER = /^(?:page\s*)?[-–]?\s*\d{1,2}\s*(?:(?:\/|of)\s*\d{1,2})?\s*[-–]?$/i;

function lineOf(items: LayoutItem[], row: number): Line {
  let text = "";
  let end = -Infinity;
  // A leading bullet glyph's own size and raise are not the line's (Jake's tiny centred bullet):
  // the text's size and baseline are, so that a wrapped bullet still joins its next line.
  const textItems = items.length > 1 && bulletGlyph(items[0]!) ? items.slice(1) : items;
  const size = median(textItems.map((i) => i.size)) || 10;
  const lead = fontStyle(items[0]);
  let parted = lead === "regular";
  for (const item of items) {
    if (!parted && text.trim() && item.str.trim() && fontStyle(item) !== lead) {
      parted = true;
      // An entry's header set as a bold (or italic) name and then, after a space only, a
      // place or a role in another style ("Acme Inc. California", "Intern Manager: Jo"):
      // two fields, parted as a wide gap parts them.
      if (!/[,|:;–—\-·(/&]\s*$/.test(text) && /^\s*\p{Lu}/u.test(item.str) && !/^\s*[•●▪■◦*\-\u2010-\u2015\u2212]/.test(text)) {
        text = `${text.trimEnd()} | `;
      }
    }
    // Pieces more than an em apart, closer than a cell's gap, are a row of tags (skills drawn
    // as pills): items of a list, never words of one sentence.
    if (text.trim() && item.str.trim() && item.x - end > size * 1.2 && !/[,;:|·•\-–—(]\s*$/.test(text)) text = `${text.trimEnd()} · `;
    else if (text && item.x - end > size * 0.15 && !/\s$/.test(text) && !/^\s/.test(item.str)) text += " ";
    text += item.str;
    end = Math.max(end, item.x + item.width);
  }
  const first = items[0];
  return { items, y: textItems[0]?.y ?? 0, x0: first?.x ?? 0, x1: end, size, text: cleanPdfText(text), row };
}

/** Chunks of one row, in one column, become one line again: their parts apart with " | ". */
function joinRows(chunks: readonly Line[]): Line[] {
  return mergeRows(chunks).map((parts) => ({ ...rowLine(parts), parts }));
}

function mergeRows(chunks: readonly Line[]): Line[][] {
  const byRow = new Map<number, Line[]>();
  for (const c of chunks) byRow.set(c.row, [...(byRow.get(c.row) ?? []), c]);
  return [...byRow.values()]
    .map((parts) => parts.sort((a, b) => a.x0 - b.x0))
    .sort((a, b) => b[0]!.y - a[0]!.y || a[0]!.x0 - b[0]!.x0);
}

function rowLine(parts: Line[]): Line {
  const first = parts[0]!;
  return {
    ...first,
    items: parts.flatMap((p) => p.items),
    x1: Math.max(...parts.map((p) => p.x1)),
    size: Math.max(...parts.map((p) => p.size)),
    text: cleanSeparators(parts.map((p) => p.text).filter(Boolean).join(" | ")),
  };
}

/** The width of a chunk's first word, from its first piece's width per letter. */
function firstWordWidth(l: Line): number {
  const item = l.items[0];
  if (!item || !item.str.length) return 0;
  const word = item.str.trimStart().split(/\s/)[0] ?? "";
  return (item.width / item.str.length) * (word.length + 1);
}

const LONE_MONTH = /(?:^|[\s–-])(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;
/**
 * A line ends where it cannot: after a comma, a dash or hyphen, or a joining word (an article,
 * a preposition: "… web applications using" / "React.js and Node.js.", whatever the next row's
 * first letter). A list's items end in a name or a stop, not in these.
 */
const RUNS_ON = /(?:[,–—\-/&+]|\b(?:of|and|or|for|in|at|the|a|an|to|with|using|via|by|from|into|onto|on|as|than|across|through|including|such|between|within|without|under|over|per|de|und|&))$/i;
/** A line that can only be the end of the one above: lower case, a year, a parenthesis. */
const ENDS_ABOVE = /^(?:\p{Ll}[\p{L}'’-]*[,.;:]?(?:\s|$)|\(?(?:19|20)\d{2}\)?\.?$|\(|present\b|current\b)/u;

/**
 * Text wrapped inside a narrow cell or sidebar is one line again: the next row starts where
 * this one does, cell by cell, comes one line below, and the first word of each continued cell
 * would not have fitted on the line above (the cell's edge is the next cell's start, or the
 * block's right edge); and the line above cannot end there, or the one below cannot start a
 * line of its own (see RUNS_ON, ENDS_ABOVE). Lists of short lines are never joined.
 */
function joinWraps(lines: Line[]): Line[] {
  if (lines.length < 2) return lines;
  const right = Math.max(...lines.map((l) => l.x1));
  const left = Math.min(...lines.map((l) => l.x0));
  // A bulleted paragraph's own right edge: where its longest line, among those that start
  // where it does, ends; a column of dates beside the bullets (RenderCV's Classic) is not in it.
  const edgeOf = (x0: number, textX: number) =>
    Math.max(0, ...lines.filter((l) => (l.parts?.length ?? 1) === 1 && (Math.abs(l.x0 - x0) < 2.5 || Math.abs(l.x0 - textX) < 2.5)).map((l) => l.x1));
  const leading = leadingOf(lines);
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const merged = prev && wrapOf(prev, line, left, right, edgeOf, leading);
    if (merged) out[out.length - 1] = merged;
    else out.push(line);
  }
  return out;
}

/**
 * The block's leading: the commonest step between two rows of one size that start at one x
 * (or the second where the first's bullet text starts), as a paragraph's wrapped rows do. Most templates set rows 1.2 sizes apart; Reactive Resume
 * sets its paragraphs' rows 1.5 to 2 sizes apart, and its paragraphs further apart still.
 */
function leadingOf(lines: readonly Line[]): number {
  const counts = new Map<number, number>();
  for (let i = 1; i < lines.length; i++) {
    const [a, b] = [lines[i - 1]!, lines[i]!];
    const step = Math.round((a.y - b.y) * 4) / 4;
    // The next row starts where this one does, or where a bullet's text does (its wrapped row).
    const under = Math.abs(a.x0 - b.x0) < 2 || (/^[•●▪■◦–\-*]/.test(a.text) && underText(a, b));
    if (step > 0 && under && Math.abs(a.size - b.size) <= 0.6) counts.set(step, (counts.get(step) ?? 0) + 1);
  }
  let best = 0;
  let most = 0;
  for (const [step, n] of counts) if (n > most || (n === most && step < best)) [best, most] = [step, n];
  return best;
}

function wrapOf(prev: Line, next: Line, left: number, right: number, edgeOf: (x0: number, textX: number) => number, leading: number): Line | null {
  const above = prev.parts ?? [prev];
  const below = next.parts ?? [next];
  // From the last row of a line already joined, not its first.
  const step = (prev.bottom ?? prev.y) - next.y;
  const size = Math.max(prev.size, next.size);
  // One row below: within 1.5 sizes, or within the block's own leading where that is wider (up to 2.2 sizes).
  const reach = Math.max(size * 1.5, Math.min(leading * 1.15, size * 2.2));
  if (step <= 0 || step > reach || Math.abs(prev.size - next.size) > 0.6) return null;
  if (/^[•●▪■◦–\-*]/.test(next.text)) return null;
  // A sentence's end ends a line of its own, except inside a bullet (below).
  const ended = /[.:;!?]$/.test(prev.text);
  // Each cell below starts where one above does.
  const pairs: [number, Line][] = [];
  for (const b of below) {
    const at = above.findIndex((a) => Math.abs(a.x0 - b.x0) < 2);
    if (at < 0) break;
    pairs.push([at, b]);
  }
  // A centred block (a header's contact line) wraps about its middle.
  const centred = above.length === 1 && below.length === 1 && Math.abs(prev.x0 + prev.x1 - next.x0 - next.x1) < 4 && Math.abs(prev.x0 - left) > 4;
  if (centred && !pairs.length) pairs.push([0, next]);
  // A bullet's next line, set where the bullet's text starts, carries on the bullet.
  // Cells right of it (a date and, a row below, the job's length) stay in their column.
  const first = above[0]!;
  const bulletText = /^[•●▪■◦–\-*]/.test(prev.text) ? textStart(first) : null;
  const beside = below.slice(1).every((b, i) => above[i + 1] !== undefined && Math.abs(above[i + 1]!.x1 - b.x1) < 2);
  // Its full stop does not end the bullet: a bullet of two sentences wraps after the first
  // ("… 300+ pods." / "Managed all …"), and the next bullet would have its own marker.
  if (bulletText !== null && below[0] && beside && !pairs.length && underText(first, below[0])) {
    const edge = edgeOf(first.x0, bulletText) || right;
    if ((first.tail ?? first.x1) + firstWordWidth(below[0]) > edge - 1) return merge(above, below.map((b, i): [number, Line] => [i, b]), next);
    return null;
  }
  if (ended || pairs.length !== below.length) return null;
  let wrapped = false;
  for (const [at, b] of pairs) {
    const a = above[at]!;
    const edge = above[at + 1]?.x0 ?? right;
    const overflows = centred ? a.x1 - a.x0 + firstWordWidth(b) > right - left - 1 : (a.tail ?? a.x1) + firstWordWidth(b) > edge - 1;
    if (!overflows) return null;
    if (RUNS_ON.test(a.text) || ENDS_ABOVE.test(b.text)) wrapped = true;
  }
  if (!wrapped) return null;
  return merge(above, pairs, next);
}

function merge(above: Line[], pairs: [number, Line][], next: Line): Line {
  const parts = above.map((a, i) => {
    const b = pairs.find(([at]) => at === i)?.[1];
    return b ? { ...a, items: [...a.items, ...b.items], x1: Math.max(a.x1, b.x1), tail: b.x1, text: joinWrapped(a.text, b.text) } : a;
  });
  return { ...rowLine(parts), parts, bottom: next.bottom ?? next.y };
}

/**
 * A row starts under a bulleted line's text. Where the bullet and its text came as one piece
 * ("• Modelled …", LaTeX's \textbullet in the text's font), the text's start is estimated from
 * the piece's mean letter width, short of the gap after the bullet: up to half a size further.
 */
function underText(bulleted: Line, next: Line): boolean {
  const at = textStart(bulleted);
  const first = bulleted.items[0];
  const oneWithText = !!first && !/^\s*[•●▪■◦–\-*]\s*$/.test(first.str);
  return Math.abs(next.x0 - at) < 2.5 || (oneWithText && next.x0 > at && next.x0 - at < bulleted.size * 0.6);
}

/** Where a bulleted line's text starts, after its marker. */
function textStart(l: Line): number {
  const [first, second] = l.items;
  if (!first) return l.x0;
  if (/^\s*[•●▪■◦–\-*]\s*$/.test(first.str) && second) return second.x;
  const marker = /^\s*[•●▪■◦–\-*]\s*/.exec(first.str)?.[0].length ?? 0;
  return first.x + (first.width / Math.max(1, first.str.length)) * marker;
}

/** A separator left at an end, or doubled, by a dropped icon or an empty cell. */
function cleanSeparators(text: string): string {
  return text
    .replace(/(?:\s*\|\s*){2,}/g, " | ")
    .replace(/^\s*\|\s*|\s*\|\s*$/g, "")
    .trim();
}

/**
 * A column of labels left of the text (moderncv's and many CVs' dates, "Languages" on the left
 * of their list): when most lines of a block start at one x and some pieces sit wholly left of
 * it, those pieces are labels. Labels on consecutive lines are one label ("Oct" / "2020 –
 * Present"), set before the line beside their top, apart with " | ".
 */
function withLabels(chunks: Line[]): Line[] {
  if (chunks.length < 6) return chunks;
  const starts = new Map<number, number>();
  for (const c of chunks) starts.set(Math.round(c.x0), (starts.get(Math.round(c.x0)) ?? 0) + 1);
  const minX = Math.min(...chunks.map((c) => c.x0));
  // The body's edge: the start right of the leftmost one that most lines begin at or just
  // after (bullets are indented a little).
  let edge = -1;
  let most = 0;
  for (const x of [...starts.keys()].sort((a, b) => a - b)) {
    if (x <= minX + 20) continue;
    const n = chunks.filter((c) => c.x0 > x - 1.5 && c.x0 < x + 15).length;
    if (n > most) [edge, most] = [x, n];
  }
  if (edge < 0 || most < chunks.length * 0.35) return chunks;
  // Split pieces that reach the edge off the labels they follow on their row.
  const split: Line[] = [];
  for (const c of chunks) {
    const at = c.items.findIndex((i, k) => k > 0 && i.x > edge - 2 && (c.items[k - 1]?.x ?? 0) + (c.items[k - 1]?.width ?? 0) < edge - 1);
    if (at > 0 && c.x0 < edge - 2) split.push(lineOf(c.items.slice(0, at), c.row), lineOf(c.items.slice(at), c.row));
    else split.push(c);
  }
  const labels = split.filter((c) => c.x1 < edge - 1 && c.x0 < edge - 2);
  const body = split.filter((c) => !labels.includes(c));
  if (labels.length < 2 || labels.length > body.length) return chunks;
  labels.sort((a, b) => b.y - a.y);
  const bodySize = median(body.map((b) => b.size));
  const groups: Line[][] = [];
  for (const l of labels) {
    const g = groups[groups.length - 1];
    const last = g?.[g.length - 1];
    // A label runs on over the next line unless that line starts an entry of its own (text at
    // the edge beside it), and only where it cannot end: after "&" or a lone month ("Oct" /
    // "2020 – Present"), or as a title set larger than the text ("Volunteer" / "Experience").
    // Lines of a block of contacts in the margin stay lines.
    const entryBeside = body.some((b) => Math.abs(b.y - l.y) < l.size * 0.5 && Math.abs(b.x0 - edge) < 2);
    const runsOn = last && (RUNS_ON.test(last.text) || LONE_MONTH.test(last.text) || (last.size > bodySize * 1.15 && l.size > bodySize * 1.15));
    if (g && last && last.y - l.y < last.size * 1.6 && !entryBeside && runsOn) g.push(l);
    else groups.push([l]);
  }
  for (const g of groups) {
    const top = g[0]!;
    const text = g.map((l) => l.text).reduce(joinWrapped);
    // A label goes before the text on its baseline (or, for a title, near it), never before
    // text of another size (the name beside a contact in the margin).
    const near = top.size > bodySize * 1.15 ? top.size * 1.2 : top.size * 0.5;
    const beside = body
      .filter((b) => Math.abs(b.y - top.y) < near && Math.max(b.size, top.size) / Math.min(b.size, top.size) < 1.6)
      .sort((a, b) => Math.abs(a.y - top.y) - Math.abs(b.y - top.y))[0];
    if (beside) {
      const at = body.indexOf(beside);
      body[at] = { ...beside, x0: top.x0, text: cleanSeparators(`${text} | ${beside.text}`), row: beside.row };
    } else body.push({ ...top, text });
  }
  // Each label now sits on its own row's line; other chunks of that row join it.
  return body;
}

// ---------------------------------------------------------------------------------------------
// Columns

interface Columns {
  /** The x that no column's text crosses. */
  gutter: number;
}

/**
 * A page has two columns when some x in its middle is crossed by (almost) no line below the
 * header, both sides hold several lines, and the lines of the narrower side do not mostly sit on
 * the baselines of the other (that would be a column of dates or places beside their entries).
 */
export function findColumns(lines: readonly Line[], pageWidth: number): Columns | null {
  // The name and title across the top of both columns (set larger than the text) are a
  // header: the gutter is looked for below up to three such lines too.
  const byTop = [...lines].sort((a, b) => b.y - a.y);
  const body = median(lines.map((l) => l.size));
  for (let header = 0; header <= 3; header++) {
    if (header > 0 && !(byTop[header - 1]!.size > body * 1.2)) break;
    const cols = findGutter(byTop.slice(header), pageWidth);
    if (cols) return cols;
  }
  return null;
}

function findGutter(lines: readonly Line[], pageWidth: number): Columns | null {
  if (lines.length < 8) return null;
  const from = Math.floor(pageWidth * 0.15);
  const to = Math.ceil(pageWidth * 0.85);
  const cover = new Array<number>(to - from + 1).fill(0);
  for (const l of lines) {
    for (let x = Math.max(from, Math.floor(l.x0)); x <= Math.min(to, Math.ceil(l.x1)); x++) cover[x - from]! += 1;
  }
  // Runs of x crossed by at most a header's few lines, widest first; the gutter is the first
  // with enough lines on both sides.
  const allowed = Math.max(1, Math.floor(lines.length * 0.04));
  const runs: { start: number; len: number }[] = [];
  cover.forEach((c, i) => {
    const last = runs[runs.length - 1];
    if (c > allowed) return;
    if (last && last.start + last.len === i) last.len++;
    else runs.push({ start: i, len: 1 });
  });
  for (const run of runs.filter((r) => r.len >= 8).sort((a, b) => b.len - a.len)) {
    const gutter = from + run.start + run.len / 2;
    const crossing = (l: Line) => l.x0 < gutter && l.x1 > gutter;
    const left = lines.filter((l) => !crossing(l) && l.x1 <= gutter);
    const right = lines.filter((l) => !crossing(l) && l.x0 >= gutter);
    if (left.length < 4 || right.length < 4) continue;
    const [narrow, wide] = left.length < right.length ? [left, right] : [right, left];
    const paired = narrow.filter((n) => wide.some((w) => Math.abs(w.y - n.y) < Math.min(w.size, n.size) * 0.4)).length;
    // The narrower side's runs of consecutive lines: a sidebar's blocks run on for lines, a
    // column of dates or labels beside their entries has a line or two at a time.
    const ys = narrow.map((l) => l.y).sort((a, b) => b - a);
    const runs = 1 + ys.slice(1).filter((y, i) => (ys[i] ?? y) - y > (narrow[0]?.size ?? 10) * 1.8).length;
    const share = paired / narrow.length;
    if ((share > 0.8 && narrow.length / runs < 3.5) || share > 0.95) return null;
    // Titles and labels in the left margin are set flush against the text (right-aligned);
    // a sidebar's lines start at its left edge.
    const flush = (xs: number[], at: number) => xs.filter((x) => Math.abs(x - at) < 2).length / xs.length;
    const rightAligned = narrow === left && flush(narrow.map((l) => l.x1), Math.max(...narrow.map((l) => l.x1))) > 0.7;
    if (rightAligned && flush(narrow.map((l) => l.x0), Math.min(...narrow.map((l) => l.x0))) < 0.5) return null;
    return { gutter };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Reading order

/** The text of one block of lines, with a blank line where the gap is taller than about two lines. */
function blockText(lines: readonly Line[]): string[] {
  const out: string[] = [];
  const below = (l: Line | undefined) => l?.bottom ?? l?.y ?? 0;
  const gaps = lines.slice(1).map((l, i) => below(lines[i]) - l.y).filter((g) => g > 0);
  const step = median(gaps) || 12;
  lines.forEach((l, i) => {
    const prev = lines[i - 1];
    if (prev && below(prev) - l.y > Math.max(step * 1.9, prev.size * 2.2) && out[out.length - 1] !== "") out.push("");
    if (l.text) out.push(l.text);
  });
  return out;
}

/**
 * One page's lines in reading order: with two columns, the lines above them that cross the
 * gutter (a header), then the column that holds the largest text (the name's), then the other
 * (a sidebar) after a blank line, then any full-width lines below both.
 */
export function pageLines(page: LayoutPage, first: boolean): string[] {
  let lines = buildChunks(page.items);
  if (!lines.length) return [];
  let ordered: Line[][];
  const cols = findColumns(lines, page.width);
  if (cols) {
    // A sidebar's line and the main column's line beside it, set closer than a cell's gap,
    // came as one chunk: parted again where its pieces leave the gutter free.
    lines = lines.flatMap((l) => partAt(l, cols.gutter));
    const crossing = (l: Line) => l.x0 < cols.gutter && l.x1 > cols.gutter;
    const inCols = lines.filter((l) => !crossing(l));
    const top = inCols.length ? Math.max(...inCols.map((l) => l.y)) : Infinity;
    const bottom = inCols.length ? Math.min(...inCols.map((l) => l.y)) : -Infinity;
    const header = lines.filter((l) => crossing(l) && l.y > top);
    const footer = lines.filter((l) => crossing(l) && l.y < bottom);
    const middle = lines.filter((l) => !header.includes(l) && !footer.includes(l));
    const left = middle.filter((l) => l.x0 < cols.gutter);
    const right = middle.filter((l) => l.x0 >= cols.gutter);
    const biggest = (ls: Line[]) => Math.max(0, ...ls.map((l) => l.size));
    const main = biggest(left) >= biggest(right) ? [left, right] : [right, left];
    ordered = [header, ...main, footer].filter((b) => b.length).map((b) => joinWraps(joinRows(withLabels(b))));
  } else {
    ordered = [joinWraps(joinRows(withLabels(lines)))];
  }
  const blocks = ordered.map(blockText);
  if (first) nameFirst(blocks, ordered);
  return blocks.flatMap((b, i) => (i ? ["", ...b] : b));
}

/** A chunk that crosses the gutter, its first piece past it starting after the pieces before it end, is two lines. */
function partAt(l: Line, gutter: number): Line[] {
  if (!(l.x0 < gutter && l.x1 > gutter) || l.items.length < 2) return [l];
  const at = l.items.findIndex((it) => it.x >= gutter);
  const next = l.items[at];
  if (at <= 0 || !next || Math.max(...l.items.slice(0, at).map((it) => it.x + it.width)) > next.x) return [l];
  return [lineOf(l.items.slice(0, at), l.row), lineOf(l.items.slice(at), l.row)];
}

/** The largest text in the top third of the first page is the name: it goes first. */
function nameFirst(blocks: string[][], ordered: Line[][]): void {
  const all = ordered.flat();
  const topY = Math.max(...all.map((l) => l.y));
  const candidates = all.filter((l) => l.y > topY - 250 && /\p{L}/u.test(l.text));
  const name = candidates.reduce<Line | null>((best, l) => (!best || l.size > best.size * 1.05 ? l : best), null);
  if (!name) return;
  const body = median(all.map((l) => l.size));
  if (name.size < body * 1.3) return;
  for (const b of blocks) {
    const i = b.indexOf(name.text);
    if (i > 0) {
      b.splice(i, 1);
      blocks[0]?.unshift(name.text);
      return;
    }
    if (i === 0) {
      if (b !== blocks[0]) {
        b.splice(i, 1);
        blocks[0]?.unshift(name.text);
      }
      return;
    }
  }
}

/**
 * A PDF's text in reading order, page after page. A line repeated on every page (a running
 * header or footer with the name and contact) is kept once, where it first appears.
 */
export function layoutText(pages: readonly LayoutPage[]): string {
  const texts = dropNameFooters(dropCountedFooters(pages.map((p, i) => pageLines(p, i === 0))));
  let footer: string[] = [];
  if (texts.length > 1) {
    const onEvery = new Set(texts[0]?.filter((l) => l && texts.every((t) => t.includes(l))));
    // A running footer (the last lines of the first page, on every page) would sit inside a
    // section that runs over the page: it goes once, at the end.
    footer = (texts[0] ?? []).slice(-3).filter((l) => onEvery.has(l));
    texts.forEach((t, i) => {
      if (i > 0) texts[i] = t.filter((l) => !onEvery.has(l));
      else texts[i] = t.filter((l) => !footer.includes(l));
    });
  }
  // Pages are set apart by a blank line, as the parser reads one between entries, unless the
  // next page carries on the entry the last one ended in: its first line is a bullet or a
  // sentence running on in lower case. Otherwise an entry broken over two pages would become
  // two entries. The running footer is always set apart.
  const body = texts
    .filter((t) => t.length)
    .map((t) => t.join("\n"))
    .reduce((all, t) => (!all ? t : all + (/^(?:[•●▪◦‣∙*–-]\s|\p{Ll}+[,;]?\s+\p{L})/u.test(t) ? "\n" : "\n\n") + t), "");
  const text = [body, footer.join("\n")]
    .filter(Boolean)
    .join("\n\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return resolveLineEndHyphens(text);
}
