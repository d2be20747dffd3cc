/**
 * A Word (.docx) resume → the lines of its text in reading order (ADR 0043), read in the
 * browser with mammoth, which turns the document into structured HTML (headings from the
 * heading styles, lists, tables, bold runs, line breaks). The lines then go through the same
 * server reading as a PDF's text (POST /api/resume/import), so a Word file and a PDF of the
 * same resume fill the same fields.
 */
import mammoth from "mammoth";
import { DOCX_IMPORT_MESSAGES } from "./messages";

export class DocxImportError extends Error {
  override readonly name = "DocxImportError";
}

/**
 * Styles that Word templates set names and section titles in besides Heading 1–6 and Heading,
 * which mammoth maps itself: Title (the name, in most templates) and the section styles some
 * resume templates define.
 */
const STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  "p[style-name='Section Heading'] => h2:fresh",
  "p[style-name='Section Title'] => h2:fresh",
];

const BLOCKS = new Set(["P", "H1", "H2", "H3", "H4", "H5", "H6", "UL", "OL", "TABLE", "LI", "BLOCKQUOTE", "DIV"]);
const HEADINGS = new Set(["H1", "H2", "H3", "H4", "H5", "H6"]);

/** A paragraph's text: line breaks kept, tabs (Word's right-aligned dates and places) as a separator. */
function inlineText(node: Node): string {
  let out = "";
  node.childNodes.forEach((child) => {
    if (child.nodeType === 3) out += child.textContent ?? "";
    else if (child instanceof Element) {
      if (child.tagName === "BR") out += "\n";
      else if (child.tagName === "A") out += linkText(child);
      else if (!BLOCKS.has(child.tagName)) out += inlineText(child);
    }
  });
  return out
    .split("\n")
    .map((l) =>
      l
        .split("\t")
        .map((part) => part.replace(/\s+/g, " ").trim())
        .filter(Boolean)
        .join(" | "),
    )
    .join("\n");
}

/** A link shows its address when its words are only a label ("LinkedIn", "My site"). */
function linkText(a: Element): string {
  const text = inlineText(a);
  const href = a.getAttribute("href") ?? "";
  if (!/^(?:https?:|mailto:)/i.test(href) || /[.@]/.test(text)) return text;
  return href.replace(/^mailto:/i, "");
}

/** A paragraph set wholly in bold, short and without a sentence's punctuation: a heading typed as bold text. */
function boldHeading(p: Element, text: string): boolean {
  if (!text || text.length > 40 || /[.,;|@\d]/.test(text)) return false;
  const bold = [...p.querySelectorAll("strong")].map((s) => s.textContent ?? "").join("").replace(/\s+/g, "");
  return bold === text.replace(/\s+/g, "");
}

/** How much text a cell holds, and whether it holds the document's top heading (the name). */
const cellWeight = (cell: Element) => (cell.querySelector("h1") ? Number.MAX_SAFE_INTEGER : (cell.textContent ?? "").length);

/** A table laid out as the page's columns (a cell holds several paragraphs), not a grid of data. */
const isLayoutTable = (table: Element) => [...table.querySelectorAll("td, th")].some((cell) => [...cell.children].filter((c) => BLOCKS.has(c.tagName)).length > 1);

class Lines {
  readonly out: string[] = [];
  /** A blank line, once: the server separates sections' entries by blank lines. */
  gap() {
    if (this.out.length && this.out[this.out.length - 1] !== "") this.out.push("");
  }
  add(text: string, prefix = "") {
    for (const line of text.split("\n")) if (line.trim()) this.out.push(prefix + line.trim());
  }
}

function readBlock(node: Element, lines: Lines): void {
  const tag = node.tagName;
  if (HEADINGS.has(tag)) {
    lines.gap();
    lines.add(inlineText(node));
    return;
  }
  if (tag === "P") {
    const text = inlineText(node);
    if (boldHeading(node, text)) lines.gap();
    lines.add(text);
    return;
  }
  if (tag === "UL" || tag === "OL") {
    for (const li of node.children) {
      if (li.tagName !== "LI") continue;
      lines.add(inlineText(li), "• ");
      for (const child of li.children) if (child.tagName === "UL" || child.tagName === "OL" || child.tagName === "P") readBlock(child, lines);
    }
    return;
  }
  if (tag === "TABLE") {
    readTable(node, lines);
    return;
  }
  readChildren(node, lines);
}

function readChildren(node: Element, lines: Lines): void {
  for (const child of node.children) readBlock(child, lines);
}

/** A data cell's text on one line (mammoth puts a cell's text in paragraphs). */
function cellText(cell: Element): string {
  const lines = new Lines();
  readChildren(cell, lines);
  return [inlineText(cell), ...lines.out].join(" ").replace(/\s+/g, " ").trim();
}

/**
 * A two-column layout table reads column by column, the main column (the one with the name,
 * else the one with the most text) first, so the name and title come before the sidebar's
 * contact, skills and languages; each cell is a block of its own. A table of data reads row by
 * row, its cells on one line.
 */
function readTable(table: Element, lines: Lines): void {
  const rows = [...table.querySelectorAll("tr")].filter((tr) => tr.closest("table") === table);
  if (!isLayoutTable(table)) {
    for (const tr of rows) lines.add([...tr.children].map(cellText).filter(Boolean).join(" | "));
    lines.gap();
    return;
  }
  for (const tr of rows) {
    const cells = [...tr.children].sort((a, b) => cellWeight(b) - cellWeight(a));
    for (const cell of cells) {
      lines.gap();
      readChildren(cell, lines);
    }
  }
  lines.gap();
}

/** The lines of mammoth's HTML, in reading order, with a blank line before each heading. */
export function linesFromHtml(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const lines = new Lines();
  readChildren(doc.body, lines);
  while (lines.out.at(-1) === "") lines.out.pop();
  return lines.out;
}

/** The text of a .docx, ready for POST /api/resume/import. */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { arrayBuffer },
      {
        styleMap: STYLE_MAP,
        externalFileAccess: false,
        // Pictures (a photo, icons) carry no text: left out rather than inlined as data.
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: "" })),
      },
    );
    html = result.value;
  } catch {
    throw new DocxImportError(DOCX_IMPORT_MESSAGES.unreadable);
  }
  const text = linesFromHtml(html).join("\n");
  if (!/[\p{L}\p{N}]/u.test(text)) throw new DocxImportError(DOCX_IMPORT_MESSAGES.noText);
  return text;
}
