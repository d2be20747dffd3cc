/**
 * The characters fonts get wrong in a PDF's text (ADR 0035, 0069): ligatures, icon glyphs,
 * dashes and hyphens. Split out of pdfLayout.ts, which reads the layout.
 */

/** Fonts of icons: their glyphs are pictures (a phone, an envelope), whatever letters they map to. */
export const ICON_FONT = /awesome|marvosym|wingding|dingbat|academicons|material.?(?:design|icons|symbols)|octicons|ionicons|remixicon|tabler|phosphor|simple-?icons|icomoon|glyphicons|^(?:[A-Z]{6}\+)?symbol$/i;
/**
 * What an icon font's glyph is kept as: bullets are list markers; a GitHub or LinkedIn logo
 * (named by the glyph, "GITHUB-SQUARE", or at Font Awesome's code points) labels the handle
 * after it, as moderncv's "gh" and "in" do ("GitHub ana"); every other icon goes.
 */
export function iconText(s: string, font = ""): string {
  const t = s.trim();
  if (/^[•●▪■◦–-]$/.test(t)) return s;
  if (/github/i.test(t) || /^[\uf09b\uf092\uf113]$/.test(t)) return "GitHub ";
  if (/linkedin/i.test(t) || /^[\uf08c\uf0e1]$/.test(t)) return "LinkedIn ";
  // LaTeX's fontawesome5 package sets its Brands font in an 8-bit encoding of its own, so the
  // logos come as Latin-1 letters: \faLinkedin at 0xEF ("ï"), \faGithub at 0xA7 ("§").
  if (/fontawesome5brands/i.test(font)) {
    if (t === "\u00ef") return "LinkedIn ";
    if (t === "\u00a7") return "GitHub ";
  }
  return "";
}

/** Word parts that tell which ligature a U+0000 stands for; where none fits it is "fi", by far the commonest. */
const LIGATURE_STEMS: [string, string[]][] = [
  ["fl", ["flow", "flex", "fluen", "flask", "flutter", "flight", "floor", "fleet", "flat", "flag", "florida", "fluid", "reflect", "conflict", "influen", "inflat", "flyer"]],
  ["ffi", ["office", "offici", "effici", "suffici", "affili", "traffic", "diffic"]],
  ["ff", ["staff", "offer", "effect", "effort", "differ", "coffee", "buffer", "stuff", "affair", "afford", "suffer", "tariff"]],
  ["ffl", ["shuffl", "baffl", "ruffl", "affluen"]],
];
const LIGATURES: Record<string, string> = { "\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl", "\ufb05": "st", "\ufb06": "st" };
/** Private-use glyphs that pdf.js passes through for the bullets of common fonts (Symbol, Wingdings). */
const PUA_BULLETS: Record<string, string> = { "\uf0b7": "•", "\uf0a7": "•", "\uf076": "•", "\uf0d8": "•", "\uf0fc": "•", "\uf0a8": "•", "\uf0e0": "" };
const DATE_WORD = String.raw`(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*\d{4}|\d{1,2}[/.]\d{4}|\d{4}(?:[./-]\d{1,2})?|present|current|now)`;
/** A dash glyph (soft hyphen, U+2010–U+2015, minus) standing between two dates is the range dash (the second may be "Exp. Jun. 2017"). */
const DATE_DASH = new RegExp(`(${DATE_WORD})\\s*[\\u00ad\\u2010-\\u2015\\u2212]\\s*(?=(?:exp(?:ected)?\\.?\\s*)?${DATE_WORD})`, "gi");
/** Two dates with nothing between them (the font's dash was dropped): a range too. */
const BARE_RANGE = new RegExp(`\\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?\\s*\\d{4}|\\d{1,2}/\\d{4})\\s+(?=(?:exp(?:ected)?\\.?\\s*)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?\\s*\\d{4}|\\d{1,2}/\\d{4}|present|current)\\b)`, "gi");

function ligatureFor(word: string, at: number): string {
  for (const [letters, stems] of LIGATURE_STEMS) {
    const guess = (word.slice(0, at) + letters + word.slice(at + 1)).toLowerCase();
    if (stems.some((s) => guess.includes(s))) return letters;
  }
  return "fi";
}

/**
 * Cleans one line's text: ligature glyphs become their letters (a U+0000 that a font maps a
 * ligature to is guessed from the word), icon glyphs of the Private Use Area and pictographs are
 * dropped, a dash glyph between dates becomes " – " and one inside a word a hyphen, other
 * control characters go.
 */
export function cleanPdfText(text: string): string {
  let t = text.replace(/[\ufb00-\ufb06]/g, (c) => LIGATURES[c] ?? c);
  if (t.includes("\u0000")) {
    t = t.replace(/[\p{L}\u0000]*\u0000[\p{L}\u0000]*/gu, (word) => {
      let w = word;
      for (let i = w.indexOf("\u0000"); i >= 0; i = w.indexOf("\u0000")) w = w.slice(0, i) + ligatureFor(w, i) + w.slice(i + 1);
      return w;
    });
  }
  t = t.replace(/[\ue000-\uf8ff]/g, (c) => PUA_BULLETS[c] ?? "");
  // Supplementary private use planes and pictographs (icons drawn from emoji fonts).
  t = t.replace(/[\u{f0000}-\u{10ffff}]|\p{Extended_Pictographic}(?<![©®™])\ufe0f?/gu, "");
  // Some fonts draw one hyphen as two or three glyphs ("-", U+00AD, U+2010): one dash.
  t = t.replace(/[-\u00ad\u2010\u2011]{2,}/g, (m) => (/[-\u2010\u2011]/.test(m) ? "\u2010" : "\u00ad"));
  t = t.replace(DATE_DASH, "$1 – ");
  t = t.replace(/(\p{L})\u00ad(?=\p{L})/gu, "$1-").replace(/(\p{L})[\u2010\u2011](?=\p{L})/gu, "$1-");
  // One after a line's last letter is a hyphen at a row's end (a font that maps its hyphen to
  // U+00AD, ADR 0069): a hyphen, weighed when the rows are joined like any other (ADR 0072).
  t = t.replace(/(\p{L})\u00ad\s*$/u, "$1-");
  // A soft hyphen anywhere else marks a break the typesetter may make; it carries no letter.
  t = t.replace(/\u00ad/g, "").replace(/[\u2010\u2011]/g, "-").replace(/[\u2012\u2015\u2212]/g, "–");
  t = t.replace(BARE_RANGE, "$1 – ");
  // eslint-disable-next-line no-control-regex
  t = t.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b\ufeff]/g, "");
  return t.replace(/\s+/g, " ").trim();
}
