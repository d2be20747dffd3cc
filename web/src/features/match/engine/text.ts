/**
 * The text layer of the match specification (ADR 0022), rule for rule the same as
 * internal/match/text.go: normalise, tokenize and stem. The shared vectors
 * (internal/match/testdata/vectors.json) pin both.
 */

const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const WORD = /[\p{L}\p{N}\p{M}]/u;
const SPACE_SEPARATOR = /\p{Zs}/u;
const BARRIERS = "\n.,;:!?()[]{}|\"•·–—…<>=*";

/** Typography made uniform: line breaks, every kind of space, curly quotes, zero-width characters, soft hyphens. */
export function normalise(s: string): string {
  const rs = [...s];
  let out = "";
  for (let i = 0; i < rs.length; i++) {
    const r = rs[i]!;
    switch (r) {
      case "\r":
        out += "\n";
        if (rs[i + 1] === "\n") i++;
        break;
      case "\t":
      case "\v":
      case "\f":
        out += " ";
        break;
      case "\u2028":
      case "\u2029":
      case "\u0085":
        out += "\n";
        break;
      case "\u2018":
      case "\u2019":
      case "\u02bc":
      case "`":
        out += "'";
        break;
      case "\u201c":
      case "\u201d":
        out += '"';
        break;
      case "\u200b":
      case "\u200c":
      case "\u200d":
      case "\ufeff":
      case "\u00ad":
        break;
      default:
        out += SPACE_SEPARATOR.test(r) ? " " : r;
    }
  }
  return out;
}

export interface Token {
  surface: string;
  lower: string;
  /** "" for a barrier. */
  stem: string;
  /** The punctuation of a barrier, else "". */
  barrier: string;
  /** Code point offsets in the text. */
  start: number;
  end: number;
}

export const isWordChar = (r: string | undefined): boolean => r !== undefined && WORD.test(r);
export const isLetter = (r: string | undefined): boolean => r !== undefined && LETTER.test(r);
const isBarrier = (r: string): boolean => BARRIERS.includes(r);

/** Simple one-to-one lower-casing, as Go's unicode.ToLower: "İ" is "i", not "i̇". */
export function lowerString(s: string): string {
  let out = "";
  for (const ch of s) {
    const l = ch.toLowerCase();
    out += l.length > 1 && [...l].length > 1 ? [...l][0]! : l;
  }
  return out;
}

export const isUpper = (r: string | undefined): boolean => r !== undefined && UPPER.test(r);
export const isLower = (r: string | undefined): boolean => r !== undefined && LOWER.test(r);

/** A full stop that ends a sentence which lost its space ("references.A"): text.go's sentenceJoin. */
function sentenceJoin(rs: readonly string[], start: number, dot: number): boolean {
  if (dot - start < 2 || !isUpper(rs[dot + 1])) return false;
  for (let k = start; k < dot; k++) if (!isLower(rs[k])) return false;
  return true;
}

/** Words and barriers of a normalised text (see text.go). */
export function tokenize(s: string): Token[] {
  const rs = [...s];
  const out: Token[] = [];
  const n = rs.length;
  for (let i = 0; i < n; ) {
    const r = rs[i]!;
    const startsDotWord = r === "." && i + 1 < n && isLetter(rs[i + 1]) && (i === 0 || !isWordChar(rs[i - 1]));
    if (isWordChar(r) || startsDotWord) {
      let j = i + 1;
      while (j < n) {
        const c = rs[j]!;
        if (isWordChar(c)) {
          j++;
          continue;
        }
        if (c === "." && j + 1 < n && isWordChar(rs[j - 1]) && isWordChar(rs[j + 1]) && !sentenceJoin(rs, i, j)) {
          j++;
          continue;
        }
        break;
      }
      if (j < n && isLetter(rs[j - 1])) {
        if (rs[j] === "#") j++;
        else if (rs[j] === "+") {
          j++;
          if (j < n && rs[j] === "+") j++;
        }
      }
      const surface = rs.slice(i, j).join("");
      const lower = lowerString(surface);
      out.push({ surface, lower, stem: stem(lower), barrier: "", start: i, end: j });
      i = j;
      continue;
    }
    if (isBarrier(r) && (out.length === 0 || out[out.length - 1]!.barrier === "")) {
      out.push({ surface: r, lower: "", stem: "", barrier: r, start: i, end: i + 1 });
    }
    i++;
  }
  return out;
}

export const isASCIILower = (s: string): boolean => /^[a-z]*$/.test(s);
const hasVowel = (s: string): boolean => /[aeiouy]/.test(s);

/** The light English stemmer of text.go: plurals, then -ing/-ed, then a final e; plain a–z words over three letters only. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || !isASCIILower(w)) return w;
  if (w.endsWith("ies") && w.length > 4 && !w.endsWith("eies") && !w.endsWith("aies")) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses") || w.endsWith("xes") || w.endsWith("ches") || w.endsWith("shes")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !(w.endsWith("is") && w.length >= 5)) w = w.slice(0, -1);
  let undouble = false;
  if (w.endsWith("ing") && w.length - 3 >= 4 && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    undouble = true;
  } else if (w.endsWith("ed") && w.length - 2 >= 4 && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    undouble = true;
  }
  if (undouble && w.length >= 4 && w[w.length - 1] === w[w.length - 2] && !"aeiouslz".includes(w[w.length - 1]!)) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length >= 5) w = w.slice(0, -1);
  return w;
}

/** The keys of a vocabulary phrase: its words' stems, or their exact spellings. */
export function phraseKeys(s: string, exact: boolean): string[] {
  return tokenize(normalise(s))
    .filter((t) => t.barrier === "")
    .map((t) => (exact ? t.surface : t.stem));
}

/** The text of tokens as written, runs of spaces made one. */
export function spanOf(rs: readonly string[], toks: readonly Token[]): string {
  if (toks.length === 0) return "";
  return rs
    .slice(toks[0]!.start, toks[toks.length - 1]!.end)
    .join("")
    .split(/\s+/)
    .filter((x) => x !== "")
    .join(" ");
}

/** The lower-cased words of a name (a company, a target role), for maskName (text.go's nameKeys). */
export function nameKeys(name: string): string[] {
  return tokenize(normalise(name))
    .filter((t) => t.barrier === "")
    .map((t) => t.lower);
}

/** toks with each run of a name's words turned into barriers; a copy when it changes them (text.go's maskName). */
export function maskName(toks: Token[], keys: readonly string[], barrier: string): Token[] {
  if (keys.length === 0) return toks;
  let out = toks;
  for (let i = 0; i + keys.length <= toks.length; i++) {
    if (!keys.every((key, k) => toks[i + k]!.barrier === "" && toks[i + k]!.lower === key)) continue;
    if (out === toks) out = [...toks];
    for (let k = 0; k < keys.length; k++) {
      const t = toks[i + k]!;
      out[i + k] = { surface: barrier, lower: "", stem: "", barrier, start: t.start, end: t.end };
    }
  }
  return out;
}
