/**
 * Characters that change how text shows without showing themselves: bidi embeddings and
 * overrides (U+202A–U+202E), isolates (U+2066–U+2069), the marks LRM, RLM and ALM, and
 * zero-width characters (space, non-joiner, joiner, word joiner, invisible operators, BOM).
 * In a title or a file name they can make "abc\u202Egnp.exe" show as "abcexe.png", so they are
 * taken out there (ADR 0033). The server strips the same set from draft titles
 * (internal/plaintext).
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** s without bidi controls or zero-width characters. */
export function stripInvisible(s: string): string {
  return s.replace(INVISIBLE, "");
}
