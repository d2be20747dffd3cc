/**
 * The bundled Unicode font (DejaVu, from the dejavu-fonts-ttf package), used by the preview and
 * the PDF alike so names like Łukasz or Zoë survive and lines break alike. Vite emits the files
 * as same-origin assets (CSP font-src 'self').
 */
import sansBold from "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url";
import sans from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url";
import serifBold from "dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf?url";
import serif from "dejavu-fonts-ttf/ttf/DejaVuSerif.ttf?url";
import sansCondensedBold from "dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf?url";
import sansCondensed from "dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url";
import serifCondensedBold from "dejavu-fonts-ttf/ttf/DejaVuSerifCondensed-Bold.ttf?url";
import serifCondensed from "dejavu-fonts-ttf/ttf/DejaVuSerifCondensed.ttf?url";
import type { FontFamily } from "./model";
import sansBoldLatinExt from "./preview-fonts/DejaVuSans-Bold.latin-ext.woff2?url";
import sansBoldLatin from "./preview-fonts/DejaVuSans-Bold.latin.woff2?url";
import sansLatinExt from "./preview-fonts/DejaVuSans.latin-ext.woff2?url";
import sansLatin from "./preview-fonts/DejaVuSans.latin.woff2?url";
import serifBoldLatinExt from "./preview-fonts/DejaVuSerif-Bold.latin-ext.woff2?url";
import serifBoldLatin from "./preview-fonts/DejaVuSerif-Bold.latin.woff2?url";
import serifLatinExt from "./preview-fonts/DejaVuSerif.latin-ext.woff2?url";
import serifLatin from "./preview-fonts/DejaVuSerif.latin.woff2?url";
import sansCondensedBoldLatinExt from "./preview-fonts/DejaVuSansCondensed-Bold.latin-ext.woff2?url";
import sansCondensedBoldLatin from "./preview-fonts/DejaVuSansCondensed-Bold.latin.woff2?url";
import sansCondensedLatinExt from "./preview-fonts/DejaVuSansCondensed.latin-ext.woff2?url";
import sansCondensedLatin from "./preview-fonts/DejaVuSansCondensed.latin.woff2?url";
import serifCondensedBoldLatinExt from "./preview-fonts/DejaVuSerifCondensed-Bold.latin-ext.woff2?url";
import serifCondensedBoldLatin from "./preview-fonts/DejaVuSerifCondensed-Bold.latin.woff2?url";
import serifCondensedLatinExt from "./preview-fonts/DejaVuSerifCondensed.latin-ext.woff2?url";
import serifCondensedLatin from "./preview-fonts/DejaVuSerifCondensed.latin.woff2?url";
import RANGES from "./preview-fonts/ranges.json";

export const FONT_FILES: Record<FontFamily, { normal: string; bold: string }> = {
  "DejaVu Sans": { normal: sans, bold: sansBold },
  "DejaVu Serif": { normal: serif, bold: serifBold },
  // The same families, narrower: more words to a line (issue 28's font choice).
  "DejaVu Sans Condensed": { normal: sansCondensed, bold: sansCondensedBold },
  "DejaVu Serif Condensed": { normal: serifCondensed, bold: serifCondensedBold },
};

type Weight = "normal" | "bold";

/**
 * The preview's subsets of the same fonts (scripts/subset-preview-fonts.mjs): WOFF2 cut to
 * Latin and Latin Extended, about 25–55 kB each. Same glyphs and metrics as the TTF, so the
 * preview still breaks lines as the PDF does.
 */
export const PREVIEW_SUBSETS: Record<FontFamily, Record<Weight, { url: string; unicodeRange: string }[]>> = {
  "DejaVu Sans": {
    normal: [{ url: sansLatin, unicodeRange: RANGES.latin }, { url: sansLatinExt, unicodeRange: RANGES["latin-ext"] }],
    bold: [{ url: sansBoldLatin, unicodeRange: RANGES.latin }, { url: sansBoldLatinExt, unicodeRange: RANGES["latin-ext"] }],
  },
  "DejaVu Serif": {
    normal: [{ url: serifLatin, unicodeRange: RANGES.latin }, { url: serifLatinExt, unicodeRange: RANGES["latin-ext"] }],
    bold: [{ url: serifBoldLatin, unicodeRange: RANGES.latin }, { url: serifBoldLatinExt, unicodeRange: RANGES["latin-ext"] }],
  },
  "DejaVu Sans Condensed": {
    normal: [{ url: sansCondensedLatin, unicodeRange: RANGES.latin }, { url: sansCondensedLatinExt, unicodeRange: RANGES["latin-ext"] }],
    bold: [{ url: sansCondensedBoldLatin, unicodeRange: RANGES.latin }, { url: sansCondensedBoldLatinExt, unicodeRange: RANGES["latin-ext"] }],
  },
  "DejaVu Serif Condensed": {
    normal: [{ url: serifCondensedLatin, unicodeRange: RANGES.latin }, { url: serifCondensedLatinExt, unicodeRange: RANGES["latin-ext"] }],
    bold: [{ url: serifCondensedBoldLatin, unicodeRange: RANGES.latin }, { url: serifCondensedBoldLatinExt, unicodeRange: RANGES["latin-ext"] }],
  },
};

const loaded = new Set<string>();

/**
 * Adds the family to document.fonts for the DOM preview (once). The browser fetches a face
 * only when text needs it, trying the faces added last first: a Latin draft fetches the Latin
 * subset, 'Łukasz' adds Latin Extended, and only another script (Greek, Cyrillic…) falls
 * through to the whole TTF, added first with no range.
 */
export function useFontInDom(family: FontFamily): void {
  if (typeof document === "undefined" || typeof FontFace === "undefined" || loaded.has(family)) return;
  loaded.add(family);
  for (const [weightName, weight] of [["normal", "400"], ["bold", "700"]] as const) {
    const whole = FONT_FILES[family][weightName];
    const faces = [
      new FontFace(family, `url(${whole})`, { weight, style: "normal", display: "swap" }),
      ...PREVIEW_SUBSETS[family][weightName].map(
        (subset) => new FontFace(family, `url(${subset.url}) format("woff2")`, { weight, style: "normal", display: "swap", unicodeRange: subset.unicodeRange }),
      ),
    ];
    for (const face of faces) document.fonts.add(face);
  }
}
