// Tests only (Node): reads a PDF file as the resume import reads it in the browser, with the
// same pdf.js (its Node build) and the same layout reading (ADR 0035).
import fs from "node:fs";
import { layoutText } from "../pdfLayout";
import { layoutPage, type PdfPage } from "../pdfText";

export async function readPdfFile(file: string): Promise<string> {
  return readPdfBytes(new Uint8Array(fs.readFileSync(file)));
}

/** The same for a PDF made in the test (handmadePdf.ts). */
export async function readPdfBytes(data: Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) pages.push(await layoutPage((await doc.getPage(n)) as unknown as PdfPage));
  await doc.destroy();
  return layoutText(pages);
}
