/**
 * Hyphens that pdf.js leaves out of a page's text (ADR 0069). Some fonts map their hyphen
 * glyph to U+00AD, the soft hyphen (Awesome-CV's Source Sans, LaTeX fonts whose ToUnicode says
 * so): every hyphen of the page, the one in "high-impact" and the one the typesetter puts at a
 * line's end ("Con-" / "sul"). pdf.js drops format characters (Unicode's Cf, U+00AD among them)
 * from getTextContent, so the text reads "highimpact" and "Con" / "sul". The operator list,
 * which the layout reader loads anyway for the fonts' names, still has every glyph with its
 * character: the text is walked against it, and each soft hyphen put back where it stood.
 * cleanPdfText then reads one between letters as a hyphen, and one at a line's end as a word
 * broken there.
 */
import type { LayoutItem } from "./pdfLayout";

const SOFT_HYPHEN = "\u00ad";

/** pdf.js's operator list as getOperatorList gives it; showText's first argument holds the glyphs. */
export interface OperatorList {
  argsArray: readonly unknown[];
}

/** The characters of every glyph the page shows, in the order they are drawn, each run of text shown at once on a line of its own. */
export function shownText(ops: OperatorList): string {
  let out = "";
  for (const args of ops.argsArray) {
    const glyphs = Array.isArray(args) ? args[0] : undefined;
    if (!Array.isArray(glyphs)) continue;
    out += "\n";
    for (const g of glyphs) {
      if (g && typeof g === "object" && typeof (g as { unicode?: unknown }).unicode === "string") out += (g as { unicode: string }).unicode;
    }
  }
  return out;
}

/** A format character other than the soft hyphen (zero-width joiners, marks): pdf.js drops them too, and so does this walk. */
const INVISIBLE = /[\p{Cf}\s]/u;

/**
 * The items with the soft hyphens of `shown` (shownText) put back: one between two
 * characters of an item goes there, one after an item's last character ends that item. The
 * items' text is a subsequence of what is shown, whitespace aside (pdf.js adds spaces, and
 * expands ligatures: both sides are compared in NFKC); where the walk cannot follow, the items
 * are given back unchanged, never half mended.
 */
export function restoreSoftHyphens(items: readonly LayoutItem[], shown: string): LayoutItem[] {
  if (!shown.includes(SOFT_HYPHEN)) return [...items];
  // One entry a code point, never a joined string: indexing a string counts UTF-16 units, so
  // a character outside the Basic Multilingual Plane (Awesome-CV's "📱" before the phone) is
  // two of them and never equals the item's character, and the walk gave up on such pages.
  const glyphs = [...shown].flatMap((c) => (c === SOFT_HYPHEN ? [c] : [...c.normalize("NFKC")]));
  let at = 0;
  // A soft hyphen before the next visible character, in the run of the last one: a run that
  // starts with one draws a list's dash, a marker and no part of the words before it.
  // Glued to it (no space between) it ends the last word, wherever the text put a space.
  const hyphensAhead = (): "none" | "glued" | "apart" => {
    let found: "none" | "glued" | "apart" = "none";
    let sameRun = true;
    let spaced = false;
    while (at < glyphs.length && (glyphs[at] === SOFT_HYPHEN || INVISIBLE.test(glyphs[at]!))) {
      if (glyphs[at] === "\n") sameRun = false;
      else if (/\s/u.test(glyphs[at]!)) spaced = true;
      else if (found === "none" && sameRun && glyphs[at] === SOFT_HYPHEN) found = spaced ? "apart" : "glued";
      at++;
    }
    return found;
  };
  const out = items.map((i) => ({ ...i }));
  let last: LayoutItem | undefined; // the item holding the last visible character
  for (const item of out) {
    let text = "";
    for (const ch of item.str) {
      if (/\s/u.test(ch)) {
        text += ch;
        continue;
      }
      for (const c of ch.normalize("NFKC")) {
        const hyphen = hyphensAhead();
        if (hyphen !== "none") {
          if (!/\S/u.test(text)) {
            if (last) last.str += SOFT_HYPHEN;
          } else if (hyphen === "glued") text = text.replace(/\s*$/u, (space) => SOFT_HYPHEN + space);
          else text += SOFT_HYPHEN;
        }
        // A glyph the text left out (a mark pdf.js dropped, a combining accent it composed):
        // look a few glyphs ahead before giving up.
        let skip = 0;
        while (skip < 4 && at + skip < glyphs.length && glyphs[at + skip] !== c) skip++;
        if (glyphs[at + skip] !== c) return [...items];
        at += skip + 1;
      }
      text += ch;
    }
    item.str = text;
    if (/\S/u.test(text)) last = item;
  }
  return out;
}
