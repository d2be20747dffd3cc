import { pdfFileName } from "@/lib/fileName";
import { saveBlob } from "@/lib/saveBlob";
import type { DocModel } from "./model";

export const PDF_MESSAGES = {
  nothing: "Nothing to download yet.",
  loadFailed: "PDF engine failed to load.",
  hiccup: "PDF export engine hiccupped. Try again or refresh the page.",
} as const;

export class PdfError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PdfError";
  }
}

type PdfModule = typeof import("./pdf");
let engine: Promise<PdfModule> | null = null;

/** How long the first render may take before the user is told to try again. */
export const PDF_TIMEOUT_MS = 20_000;

/** Loads the PDF engine on first use; a failed load may be retried. */
export function loadPdfEngine(): Promise<PdfModule> {
  engine ??= import("./pdf").catch((error: unknown) => {
    engine = null;
    throw new PdfError(PDF_MESSAGES.loadFailed, { cause: error });
  });
  return engine;
}

/**
 * The engine's layout code is WebAssembly: a Content-Security-Policy without 'wasm-unsafe-eval'
 * blocks it and the engine would just hang. The page reports that as a securitypolicyviolation
 * event, which this turns into 'PDF engine failed to load.'.
 */
export function whileWatchingCsp<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective.startsWith("script-src") || event.effectiveDirective.startsWith("connect-src") || event.blockedURI.startsWith("wasm")) {
        document.removeEventListener("securitypolicyviolation", onViolation);
        engine = null;
        reject(new PdfError(PDF_MESSAGES.loadFailed, { cause: new Error(`CSP blocked ${event.blockedURI}`) }));
      }
    };
    document.addEventListener("securitypolicyviolation", onViolation);
    work().then(resolve, reject).finally(() => document.removeEventListener("securitypolicyviolation", onViolation));
  });
}

export function withTimeout<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(error()), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Writes the document as a real-text PDF and hands it to the browser as a download. Resolves to the file name. */
export async function downloadPdf(doc: DocModel): Promise<string> {
  return whileWatchingCsp(() => writePdf(doc));
}

async function writePdf(doc: DocModel): Promise<string> {
  const mod = await withTimeout(loadPdfEngine(), PDF_TIMEOUT_MS, () => new PdfError(PDF_MESSAGES.loadFailed));
  let blob: Blob;
  try {
    blob = await withTimeout(mod.renderPdf(doc), PDF_TIMEOUT_MS, () => new Error("render timed out"));
  } catch (error) {
    if (error instanceof PdfError) throw error;
    throw new PdfError(PDF_MESSAGES.hiccup, { cause: error });
  }
  const name = pdfFileName(doc.title);
  saveBlob(blob, name);
  return name;
}

