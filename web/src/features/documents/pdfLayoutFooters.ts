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
