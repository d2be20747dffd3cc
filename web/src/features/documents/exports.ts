/**
 * The other downloads (ADR 0018): slides as PDF and PPTX, resumes and letters as DOCX. Each
 * engine is a dynamic import, fetched on its first use, so none of them is in the first load;
 * a failed load may be retried.
 */
import { exportFileName } from "@/lib/fileName";
import { saveBlob } from "@/lib/saveBlob";
import { whileWatchingCsp, withTimeout, PDF_TIMEOUT_MS } from "./download";
import type { PageSize } from "./layout";
import type { DocModel } from "./model";
import type { DeckSource } from "./slides";

export type ExportFormat = "slides" | "pptx" | "docx";

export const EXPORT_MESSAGES: Record<ExportFormat, { loadFailed: string; hiccup: string }> = {
  slides: { loadFailed: "PDF engine failed to load.", hiccup: "Slides export hiccupped. Try again or refresh the page." },
  pptx: { loadFailed: "PowerPoint engine failed to load.", hiccup: "PowerPoint export hiccupped. Try again or refresh the page." },
  docx: { loadFailed: "Word engine failed to load.", hiccup: "Word export hiccupped. Try again or refresh the page." },
};

export class ExportError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ExportError";
  }
}

const MIME = {
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

function lazy<T>(load: () => Promise<T>, format: ExportFormat): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw new ExportError(EXPORT_MESSAGES[format].loadFailed, { cause: error });
    });
    return withTimeout(loading, PDF_TIMEOUT_MS, () => new ExportError(EXPORT_MESSAGES[format].loadFailed));
  };
}

const slidesEngine = lazy(() => Promise.all([import("./slidesPdf"), import("./slides")]), "slides");
const pptxEngine = lazy(() => Promise.all([import("./pptx"), import("./slides")]), "pptx");
const docxEngine = lazy(() => import("./docx"), "docx");

async function write(format: ExportFormat, make: () => Promise<Blob>): Promise<Blob> {
  try {
    return await withTimeout(make(), PDF_TIMEOUT_MS, () => new Error("export timed out"));
  } catch (error) {
    throw new ExportError(EXPORT_MESSAGES[format].hiccup, { cause: error });
  }
}

/** 'Download slides (PDF)': 16:9, one slide a page (across A4's long side when A4 is chosen). Resolves to the file name. */
export function downloadSlidesPdf(source: DeckSource, page: PageSize = "letter"): Promise<string> {
  return whileWatchingCsp(async () => {
    const [mod, slides] = await slidesEngine();
    const deck = slides.deckFromSource(source);
    const blob = await write("slides", () => mod.renderSlidesPdf(deck, page));
    const name = exportFileName(`${deck.title} slides`, "pdf");
    saveBlob(blob, name);
    return name;
  });
}

/** 'Download PPTX'. Resolves to the file name. */
export async function downloadPptx(source: DeckSource): Promise<string> {
  const [mod, slides] = await pptxEngine();
  const deck = slides.deckFromSource(source);
  const blob = await write("pptx", async () => new Blob([(await mod.renderPptx(deck)) as Uint8Array<ArrayBuffer>], { type: MIME.pptx }));
  const name = exportFileName(deck.title, "pptx");
  saveBlob(blob, name);
  return name;
}

/** 'Download DOCX' (resume, cover letter). Resolves to the file name. */
export async function downloadDocx(doc: DocModel): Promise<string> {
  const mod = await docxEngine();
  const blob = await write("docx", async () => new Blob([(await mod.renderDocx(doc)) as Uint8Array<ArrayBuffer>], { type: MIME.docx }));
  const name = exportFileName(doc.title, "docx");
  saveBlob(blob, name);
  return name;
}
