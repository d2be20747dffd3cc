// Running footers that count pages, split out of pdfLayout.ts (layoutText drops them).

/** A part of a line that is a running footer with a page counter: "Ana Ruiz – 2/3", "Ana Ruiz 2 of 3". */
const COUNTED = /^(.*\S)\s*[–—-]?\s+(\d{1,2})\s*(?:\/|of)\s*(\d{1,2})$/;

/**
 * Drops a running footer that counts pages ("Ana Ruiz – 1/2", RenderCV's): the same words on
 * every page, then that page's number out of the page count. Like a page number it says nothing
 * of the resume; and set level with a line of the page, it was read as part of that line.
 */
export function dropCountedFooters(texts: string[][]): string[][] {
  const footerOf = (part: string, page: number) => {
    const m = COUNTED.exec(part);
    return m && Number(m[2]) === page + 1 && Number(m[3]) === texts.length && m[1]!.length <= 60 ? m[1]! : null;
  };
  const keys = texts.map((t, i) => new Set(t.flatMap((l) => l.split(" | ").map((part) => footerOf(part, i) ?? []).flat())));
  const onEvery = [...(keys[0] ?? [])].filter((k) => keys.every((ks) => ks.has(k)));
  if (!onEvery.length) return texts;
  return texts.map((t, i) =>
    t.flatMap((l) => {
      const parts = l.split(" | ").filter((part) => !onEvery.includes(footerOf(part, i) ?? ""));
      return parts.length ? [parts.join(" | ")] : [];
    }),
  );
}

const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
/** What a page's running header or footer holds beside the name: the document's kind, a date, the page's number. */
const FOOTER_WORDS = new RegExp(
  [
    "r[ée]sum[ée]s?",
    "cv",
    "curriculum\\s+vitae",
    "(?:page\\s+)?\\d{1,2}(?:\\s*(?:/|of)\\s*\\d{1,2})?",
    `${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}`,
    `\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH},?\\s+\\d{4}`,
    `${MONTH},?\\s+\\d{4}`,
    "\\d{4}-\\d{2}-\\d{2}",
    "\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}",
    "(?:19|20)\\d{2}",
    "last\\s+updated:?",
    "updated:?",
  ].join("|"),
  "giu",
);

const squash = (s: string) => s.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();

/**
 * A page's running header or footer that holds only the person's name beside the document's
 * kind, a date or the page's number ("February 10, 2026 | Ana Ruiz · Résumé", "Ana Ruiz · CV ·
 * 2"). Awesome-CV sets one on every page, with the date it was typeset: kept once at the end, it
 * was read as one more entry of the last section (ADR 0079). It says nothing of the resume.
 */
export function nameFooter(line: string, name: string): boolean {
  const n = squash(name);
  const l = squash(line);
  if (n.length < 3 || !l.includes(n)) return false;
  const rest = l.split(n).join(" ");
  if (!/\p{L}|\d/u.test(rest)) return false;
  return !/\p{L}|\d/u.test(rest.replace(FOOTER_WORDS, " ").replace(/['’]s\b/g, " "));
}

/**
 * Drops such a line from the top or bottom of every page (its first two lines that are not blank,
 * past the first page's own header, and its last two). The name is the first page's first line, as the
 * header sets it.
 */
export function dropNameFooters(texts: string[][]): string[][] {
  const name = (texts[0] ?? []).find((l) => l.trim())?.trim() ?? "";
  if (!name || name.length > 60) return texts;
  return texts.map((t, i) => {
    const filled = t.flatMap((l, k) => (l.trim() ? [k] : []));
    const edge = new Set([...(i > 0 ? filled.slice(0, 2) : []), ...filled.slice(-2)]);
    return t.filter((l, k) => !(edge.has(k) && nameFooter(l, name)));
  });
}
