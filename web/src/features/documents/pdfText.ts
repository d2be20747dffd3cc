/**
 * Importing an existing resume from a PDF (ADR 0019): the PDF's text layer is read here, in the
 * browser, with pdf.js (loaded on first use, its worker too); only the text goes to the server,
 * which splits it into the resume form's fields (POST /api/resume/import). The file itself is
 * never uploaded or stored. The page's layout is read in pdfLayout.ts (ADR 0035).
 */
import { layoutText, type LayoutItem, type LayoutPage } from "./pdfLayout";
import { restoreSoftHyphens, shownText, type OperatorList } from "./pdfLayoutSoftHyphens";

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

/** pdf.js's text pieces as the layout reader takes them; fontNames maps pdf.js's font ids to the fonts' own names. */
export function layoutItems(items: readonly (PdfTextItem & { fontName?: string })[], fontNames: (id: string) => string | undefined = () => undefined): LayoutItem[] {
  return items.map((i) => ({
    font: i.fontName ? fontNames(i.fontName) : undefined,
    str: i.str,
    x: i.transform[4] ?? 0,
    y: i.transform[5] ?? 0,
    width: i.width,
    size: i.height || Math.hypot(i.transform[2] ?? 0, i.transform[3] ?? 0) || 10,
    eol: Boolean(i.hasEOL),
  }));
}

/** The part of pdf.js's page that the layout reader needs (a PDFPageProxy; typed here so that tests can pass node's pdf.js). */
export interface PdfPage {
  view: number[];
  getOperatorList(): Promise<unknown>;
  getTextContent(): Promise<{ items: readonly object[] }>;
  commonObjs: { has(id: string): boolean; get(id: string): unknown };
  cleanup(): unknown;
}

/**
 * One page's text pieces with their fonts. The operator list is read first because only then
 * has pdf.js loaded the fonts, whose names tell an icon font (its glyphs are dropped) and bold;
 * it also still holds the soft hyphens pdf.js leaves out of the text (ADR 0069).
 */
export async function layoutPage(page: PdfPage): Promise<LayoutPage> {
  const ops = (await page.getOperatorList()) as OperatorList;
  const content = await page.getTextContent();
  const fontNames = (id: string) => {
    if (!page.commonObjs.has(id)) return undefined;
    const font = page.commonObjs.get(id) as { name?: string } | null;
    return font?.name;
  };
  const items = content.items.flatMap((i) => ("str" in i ? [i as PdfTextItem & { fontName?: string }] : []));
  const out = { width: page.view[2] ?? 612, items: restoreSoftHyphens(layoutItems(items, fontNames), shownText(ops)) };
  page.cleanup();
  return out;
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
    const pages: LayoutPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      pages.push(await layoutPage(await doc.getPage(n)));
    }
    const text = layoutText(pages);
    if (!/[\p{L}\p{N}]/u.test(text)) throw new PdfImportError(PDF_IMPORT_MESSAGES.noText);
    return text;
  } finally {
    void task.destroy();
  }
}
