/**
 * Which reader a chosen file needs, told by its content, never by its name (ADR 0044): a
 * renamed or extension-less file still lands in the right reader, and a file that only
 * claims to be a resume gets a clear message.
 */

/** What a file is, as far as the import cares. */
export type ImportFileKind = "pdf" | "zip" | "doc" | "json" | "unknown";

/** The types the one Import's file picker offers (its `accept`). */
export const IMPORT_ACCEPT = [
  ".pdf",
  "application/pdf",
  ".docx",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".doc",
  "application/msword",
  ".zip",
  "application/zip",
  ".json",
  "application/json",
].join(",");

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);

/** "%PDF-" may follow a little junk (some writers put a BOM or a line first); pdf.js allows 1 KB. */
function isPdf(head: Uint8Array): boolean {
  return new TextDecoder("latin1").decode(head.subarray(0, 1024)).includes("%PDF-");
}

/** The kind of a file from its first bytes (1 KB is enough for every kind here). */
export function sniff(head: Uint8Array): ImportFileKind {
  // PK\3\4: a ZIP's first local file header (an empty archive starts PK\5\6).
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return "zip";
  // D0 CF 11 E0 A1 B1 1A E1: the OLE2 compound file of Word 97–2003 (.doc).
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (isPdf(head)) return "pdf";
  const text = new TextDecoder("utf-8").decode(head).replace(/^\uFEFF/, "").trimStart();
  if (text.startsWith("{")) return "json";
  return "unknown";
}

/** The first bytes of a file, enough for `sniff`. */
export async function fileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 1024).arrayBuffer());
}
