/** A typed line's list marker and indentation ("- ", "• ", "1. "), kept when the line is replaced. */
const MARKER = /^\s*(?:[-*•·▪◦●○■□➢►▸→✓✔–—>+]+\s*|\d{1,2}[.)]\s+)?/;

/** The [start, end) character range of a 0-based line of text; null past the last line. */
export function lineRange(text: string, line: number): [number, number] | null {
  let start = 0;
  for (let i = 0; i < line; i++) {
    const next = text.indexOf("\n", start);
    if (next < 0) return null;
    start = next + 1;
  }
  const end = text.indexOf("\n", start);
  return [start, end < 0 ? text.length : end];
}

/** A line's words, without its list marker; "" when there is no such line. */
export function lineText(text: string, line: number): string {
  const r = lineRange(text, line);
  if (!r) return "";
  const raw = text.slice(r[0], r[1]);
  return raw.slice(raw.match(MARKER)?.[0].length ?? 0).trim();
}

/** The text with one line's words replaced, its list marker kept. */
export function replaceLine(text: string, line: number, words: string): string {
  const r = lineRange(text, line);
  if (!r) return text;
  const marker = text.slice(r[0], r[1]).match(MARKER)?.[0] ?? "";
  return text.slice(0, r[0]) + marker + words + text.slice(r[1]);
}

/** The 0-based line a character offset falls on. */
export function lineAt(text: string, offset: number): number {
  let line = 0;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === "\n") line++;
  return line;
}

/** Focuses a form field and selects one of its lines, scrolled into view. */
export function selectLine(el: HTMLElement | null, line: number | undefined) {
  if (!el) return;
  if (el instanceof HTMLFieldSetElement) {
    selectCardLine(el, line);
    return;
  }
  el.focus();
  if (!(el instanceof HTMLTextAreaElement) || line === undefined) return;
  const r = lineRange(el.value, line);
  if (!r) return;
  el.setSelectionRange(r[0], r[1]);
  const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight) || 20;
  el.scrollTop = Math.max(0, line * lineHeight - el.clientHeight / 3);
}

/**
 * A field shown as entry cards (features/entries) is a fieldset: the line is the bullet that
 * carries it (data-line), in its card, opened if it was collapsed; else the fieldset itself.
 */
function selectCardLine(group: HTMLFieldSetElement, line: number | undefined) {
  const bullet = line === undefined ? null : group.querySelector<HTMLTextAreaElement>(`[data-line="${line}"]`);
  if (!bullet) {
    group.focus();
    return;
  }
  const body = bullet.closest<HTMLElement>("[hidden]");
  if (body) group.querySelector<HTMLButtonElement>(`[aria-controls="${body.id}"]`)?.click();
  requestAnimationFrame(() => {
    bullet.focus();
    bullet.select();
    bullet.scrollIntoView({ block: "center" });
  });
}
