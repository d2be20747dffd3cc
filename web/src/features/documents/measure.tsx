/**
 * Measures how tall a document's text is on its paper, in points, by laying it out with the
 * preview's own renderer (DomDocument) in a hidden sheet one CSS pixel per point wide: same
 * fonts, sizes and line breaks as the preview and the PDF (ADR 0008), so the height is the
 * page's. Used by Fit to one page and the preview's page count (ADR 0041).
 */
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { DomDocument } from "./DomDocument";
import { pageOf } from "./layout";
import type { DocModel } from "./model";

let sheet: { host: HTMLDivElement; root: Root } | null = null;

function measuringSheet(): { host: HTMLDivElement; root: Root } {
  if (sheet && sheet.host.isConnected) return sheet;
  const host = document.createElement("div");
  host.setAttribute("aria-hidden", "true");
  host.inert = true;
  host.dataset.measure = "document";
  // Laid out (visibility, not display), out of sight and out of the way of clicks and tabbing.
  Object.assign(host.style, { position: "fixed", left: "-20000px", top: "0", visibility: "hidden", pointerEvents: "none", contain: "layout style" });
  document.body.appendChild(host);
  sheet = { host, root: createRoot(host) };
  return sheet;
}

/** The height of the document's blocks (without the page margins), in points. */
export function measureDocument(doc: DocModel): number {
  if (typeof document === "undefined") return 0;
  const { host, root } = measuringSheet();
  host.style.width = `${pageOf(doc).width}px`;
  flushSync(() => root.render(<DomDocument doc={doc} label={doc.title} />));
  const body = host.querySelector<HTMLElement>("[data-doc-body]");
  return body ? body.getBoundingClientRect().height : 0;
}
