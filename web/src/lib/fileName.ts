import { stripInvisible } from "./invisible";

/**
 * 'Ana Łukasz — Resume' → 'ana_lukasz_resume' (letters kept without accents; anything else
 * becomes one underscore). Bidi controls and zero-width characters go first, so a title that
 * hides letters between them cannot hide them in the name.
 */
export function snakeCase(title: string): string {
  const ascii = stripInvisible(title)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .replace(/ø/g, "o")
    .replace(/Ø/g, "O")
    .replace(/ß/g, "ss");
  const snake = ascii
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return snake || "draft";
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** The PDF file name of spec section 9: the title in snake case plus a timestamp (local time). */
export function pdfFileName(title: string, at: Date = new Date()): string {
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}_${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${snakeCase(title)}_${stamp}.pdf`;
}

/** A download's name: the title in snake case, a suffix, the timestamp and the extension ('acme_slides_20261124_101500.pptx'). */
export function exportFileName(title: string, ext: "pdf" | "pptx" | "docx", at: Date = new Date()): string {
  return pdfFileName(title, at).replace(/\.pdf$/, `.${ext}`);
}
