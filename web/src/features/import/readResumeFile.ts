/**
 * One import for every file a resume lives in (ADR 0044): the reader is picked by the file's
 * content (detect.ts), each loaded on first use. A PDF's and a Word file's text go through the
 * server's reading (POST /api/resume/import, ADR 0019); a LinkedIn archive and a resume.json are
 * structured already and fill the form directly. A file that cannot be read gets one message
 * and nothing else happens.
 */
import type { ImportCounts, Unsure } from "@/features/generator/importSummary";
import type { Values } from "@/features/generator/kinds";
import { api, unwrap } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { fileHead, sniff } from "./detect";
import { DOCX_IMPORT_MAX_BYTES, DOCX_IMPORT_MESSAGES, IMPORT_MESSAGES, LINKEDIN_MESSAGES, ZIP_IMPORT_MAX_BYTES } from "./messages";

/** Where the fields came from, as the summary names it ("Filled from the Word file: …"). */
export type ImportSource = "the PDF" | "the Word file" | "the LinkedIn archive" | "resume.json";

export type ReadResult =
  | { ok: true; source: ImportSource; values: Values; counts: ImportCounts; unsure: Unsure; notes: string[] }
  | { ok: false; message: string };

const fail = (message: string): ReadResult => ({ ok: false, message });

/** A text (a PDF's, a Word file's) split into the form's fields by the server. */
async function serverReading(text: string, source: ImportSource): Promise<ReadResult> {
  try {
    const result = await unwrap(api.POST("/api/resume/import", { body: { text } }));
    // The contact line is rebuilt from the imported contact fields.
    const counts = { jobs: result.jobs, schools: result.schools, skills: result.skills, unplaced: result.unplaced };
    return { ok: true, source, values: { ...result.fields, contact_info: "" }, counts, unsure: result.unsure ?? {}, notes: [] };
  } catch (error) {
    return fail(error instanceof ApiError ? error.message : IMPORT_MESSAGES.server);
  }
}

async function readPdf(file: File): Promise<ReadResult> {
  const reader = await import("@/features/documents/pdfText").catch(() => null);
  if (!reader) return fail(IMPORT_MESSAGES.engine);
  if (file.size > reader.PDF_IMPORT_MAX_BYTES) return fail(reader.PDF_IMPORT_MESSAGES.tooLarge);
  try {
    return await serverReading(await reader.pdfText(file), "the PDF");
  } catch (error) {
    return fail(error instanceof reader.PdfImportError ? error.message : reader.PDF_IMPORT_MESSAGES.unreadable);
  }
}

async function readJson(file: File): Promise<ReadResult> {
  const { formFromJsonResume, JSON_RESUME_MAX_BYTES, JSON_RESUME_MESSAGES, readJsonResume } = await import("@/features/documents/jsonResume");
  if (file.size > JSON_RESUME_MAX_BYTES) return fail(JSON_RESUME_MESSAGES.tooLarge);
  const read = readJsonResume(await file.text());
  if (!read.ok) return fail(read.errors.join(" "));
  const { values, skipped } = formFromJsonResume(read.resume);
  if (!Object.values(values).some(Boolean)) return fail(JSON_RESUME_MESSAGES.empty);
  const r = read.resume;
  const counts = { jobs: r.work?.length ?? 0, schools: r.education?.length ?? 0, skills: new Set((r.skills ?? []).flatMap((s) => [s.name, ...(s.keywords ?? [])]).filter(Boolean)).size };
  const note = skipped.length ? JSON_RESUME_MESSAGES.skipped(skipped) : "";
  return { ok: true, source: "resume.json", values: { ...values }, counts, unsure: note ? { summary: note } : {}, notes: note ? [note] : [] };
}

/** A ZIP is a Word file (word/document.xml) or a LinkedIn archive (its Profile or Positions CSV). */
async function readZip(file: File): Promise<ReadResult> {
  if (file.size > ZIP_IMPORT_MAX_BYTES) return fail(IMPORT_MESSAGES.zipTooLarge);
  const readers = await Promise.all([import("./zip"), import("./linkedin"), import("./word")]).catch(() => null);
  if (!readers) return fail(IMPORT_MESSAGES.engine);
  const [{ zipNames, ZipReadError }, linkedin, { docxText, DocxImportError }] = readers;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let names: string[];
  try {
    names = zipNames(bytes);
  } catch (error) {
    if (!(error instanceof ZipReadError)) throw error;
    return fail(/\.docx$/i.test(file.name) ? DOCX_IMPORT_MESSAGES.unreadable : LINKEDIN_MESSAGES.damaged);
  }
  if (names.includes("word/document.xml")) {
    if (file.size > DOCX_IMPORT_MAX_BYTES) return fail(DOCX_IMPORT_MESSAGES.tooLarge);
    try {
      return await serverReading(await docxText(bytes), "the Word file");
    } catch (error) {
      return fail(error instanceof DocxImportError ? error.message : DOCX_IMPORT_MESSAGES.unreadable);
    }
  }
  if (/\.docx$/i.test(file.name)) return fail(DOCX_IMPORT_MESSAGES.unreadable);
  if (!linkedin.isLinkedInArchive(names)) return fail(LINKEDIN_MESSAGES.notLinkedIn);
  try {
    const { values, counts } = linkedin.readLinkedInArchive(bytes);
    if (!Object.values(values).some(Boolean)) return fail(LINKEDIN_MESSAGES.empty);
    return { ok: true, source: "the LinkedIn archive", values, counts, unsure: {}, notes: [] };
  } catch (error) {
    if (!(error instanceof ZipReadError)) throw error;
    return fail(LINKEDIN_MESSAGES.damaged);
  }
}

/** Reads a chosen file into the resume form's fields, or says why it cannot. */
export async function readResumeFile(file: File): Promise<ReadResult> {
  switch (sniff(await fileHead(file))) {
    case "pdf":
      return readPdf(file);
    case "zip":
      return readZip(file);
    case "json":
      return readJson(file);
    case "doc":
      return fail(DOCX_IMPORT_MESSAGES.oldDoc);
    default:
      // A file named .pdf that is not one keeps the PDF reader's own words.
      if (/\.pdf$/i.test(file.name)) return fail((await import("@/features/documents/pdfText")).PDF_IMPORT_MESSAGES.notPdf);
      return fail(IMPORT_MESSAGES.unknown);
  }
}
