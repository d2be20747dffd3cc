/**
 * The bundled Unicode font (DejaVu, from the dejavu-fonts-ttf package), used by the preview and
 * the PDF alike so names like Łukasz or Zoë survive and lines break alike. Vite emits the files
 * as same-origin assets (CSP font-src 'self').
 */
import sansBold from "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url";
import sans from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url";
import serifBold from "dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf?url";
import serif from "dejavu-fonts-ttf/ttf/DejaVuSerif.ttf?url";
import type { FontFamily } from "./model";

export const FONT_FILES: Record<FontFamily, { normal: string; bold: string }> = {
  "DejaVu Sans": { normal: sans, bold: sansBold },
  "DejaVu Serif": { normal: serif, bold: serifBold },
};

const loaded = new Set<string>();

/** Adds the family to document.fonts for the DOM preview (once). */
export function useFontInDom(family: FontFamily): void {
  if (typeof document === "undefined" || typeof FontFace === "undefined" || loaded.has(family)) return;
  loaded.add(family);
  const files = FONT_FILES[family];
  for (const [weight, url] of [["400", files.normal], ["700", files.bold]] as const) {
    const face = new FontFace(family, `url(${url})`, { weight, style: "normal", display: "swap" });
    document.fonts.add(face);
    face.load().catch(() => {
      /* the preview falls back to the system font */
    });
  }
}
