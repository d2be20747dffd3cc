/**
 * Importing an existing resume from a PDF (ADR 0019): the PDF's text layer is read here, in the
 * browser, with pdf.js (loaded on first use, its worker too); only the text goes to the server,
 * which splits it into the resume form's fields (POST /api/resume/import). The file itself is
 * never uploaded or stored.
 */

/** Larger than any real resume's PDF; a bigger file is refused before it is read. */
export const PDF_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const PDF_IMPORT_MESSAGES = {
  tooLarge: "That PDF is larger than 5 MB. Choose a smaller file, or paste your resume's text into the form.",
  notPdf: "That file is not a PDF. Choose a .pdf file.",
  unreadable: "That PDF could not be read. It may be damaged; try saving it again, or paste your resume's text into the form.",
  locked: "That PDF is password-protected. Remove the password, or paste your resume's text into the form.",
  noText: "This PDF has no text layer (it is a scanned image), so there is nothing to import. Paste your resume's text into the form instead.",
  engine: "The PDF reader failed to load. Try again or refresh the page.",
} as const;

export class PdfImportError extends Error {
  override readonly name = "PdfImportError";
}

/** A piece of text on a page as pdf.js gives it: transform[4] is x, transform[5] is y (upwards). */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

/**
 * Rebuilds a page's lines from its text pieces: a piece whose baseline is not the line's starts
 * a new line, and a gap taller than a line and a half leaves a blank line (so that the roles and
 * paragraphs the parser tells apart by blank lines stay apart). Pieces on one line are joined
 * with a space where there is a visible gap between them.
 */
export function linesFromItems(items: readonly PdfTextItem[]): string[] {
  const lines: string[] = [];
  let line = "";
  let lastY: number | null = null;
  let lastEnd = 0;
  let lastSize = 0;
  let breakAfter = false;
  const flush = () => {
    lines.push(line.replace(/\s+/g, " ").trim());
    line = "";
  };
  for (const item of items) {
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const size = item.height || Math.abs(item.transform[3] ?? 0) || 10;
    if (!item.str) {
      if (item.hasEOL) breakAfter = true;
      continue;
    }
    if (lastY !== null) {
      const rise = Math.abs(y - lastY);
      if (breakAfter || rise > Math.max(size, lastSize) * 0.5) {
        flush();
        if (rise > Math.max(size, lastSize) * 2.2 && lines[lines.length - 1] !== "") lines.push("");
      } else if (!/\s$/.test(line) && !/^\s/.test(item.str) && x - lastEnd > size * 0.15) {
        line += " ";
      }
    }
    line += item.str;
    lastY = y;
    lastEnd = x + item.width;
    lastSize = size;
    breakAfter = Boolean(item.hasEOL);
  }
  if (lastY !== null) flush();
  while (lines.length && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** The text of a PDF, page by page and line by line; an image-only PDF throws noText. */
export async function pdfText(file: Blob): Promise<string> {
  const loaded = await Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]).catch(() => null);
  if (!loaded) throw new PdfImportError(PDF_IMPORT_MESSAGES.engine);
  const [pdfjs, worker] = loaded;
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const data = new Uint8Array(await file.arrayBuffer());
  if (String.fromCharCode(...data.subarray(0, 1024)).indexOf("%PDF-") < 0) throw new PdfImportError(PDF_IMPORT_MESSAGES.notPdf);
  const task = pdfjs.getDocument({ data, isEvalSupported: false, stopAtErrors: false });
  try {
    const doc = await task.promise.catch((error: unknown) => {
      const name = error instanceof Error ? error.name : "";
      throw new PdfImportError(name === "PasswordException" ? PDF_IMPORT_MESSAGES.locked : PDF_IMPORT_MESSAGES.unreadable);
    });
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(linesFromItems(content.items.flatMap((i) => ("str" in i ? [i] : []))).join("\n"));
      page.cleanup();
    }
    const text = pages.join("\n\n").trim();
    if (!/[\p{L}\p{N}]/u.test(text)) throw new PdfImportError(PDF_IMPORT_MESSAGES.noText);
    return text;
  } finally {
    void task.destroy();
  }
}
