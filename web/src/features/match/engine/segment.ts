/**
 * Segments of a posting: internal/match/segment.go in TypeScript. A one-paragraph, HTML-pasted
 * or hard-wrapped posting is cut into the same segments as the lined one (ADR 0030).
 */
import { isLower, isUpper, lowerString, normalise, tokenize, type Token } from "./text";
import { HEADING_KINDS, type Vocabulary } from "./vocabulary";

/** One segment of a posting: a line, or a piece of one. */
export interface Line {
  text: string;
  runes: string[];
  toks: Token[];
  bulleted: boolean;
  /** A later piece of the same line as the segment before. */
  cont: boolean;
}

export const LIST_MARKER = /^(?:[-*•·▪◦●○■□➢►▸→✓✔–—>+]+\s*|(?:\d{1,2}\)|\d{1,2}\.\s|[a-z]\)\s|\([a-z0-9]\))\s*)/u;
const HTML_COMMENT = /<!--[\s\S]*?-->/gu;
const HTML_BREAK = /<\s*(?:br|hr|\/p|\/div|\/h[1-6]|\/tr|\/ul|\/ol|\/li|\/section|\/article)\s*\/?\s*>/giu;
const HTML_ITEM = /<\s*li(?:\s[^<>]*)?>/giu;
const HTML_TAG = /<\s*\/?\s*[A-Za-z][A-Za-z0-9]*(?:\s[^<>]*)?\/?\s*>/gu;
const HTML_ENTITY = /&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z]{2,8});/gu;
const BOLD_SPAN = /\*\*([^*\n]{1,100}?)\*\*|__([^_\n]{1,100}?)__/gu;
const BULLET_RUNES = "•▪◦●➢►✓✔■□";

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", ndash: "–", mdash: "—",
  bull: "•", middot: "·", hellip: "…", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“",
  pound: "£", euro: "€", copy: "©", reg: "®", trade: "™",
};

const firstRune = (s: string) => [...s][0] ?? "";
export const capitalised = (t: Token) => t.barrier === "" && isUpper(firstRune(t.surface));
export const wordCount = (toks: readonly Token[]) => toks.filter((t) => t.barrier === "").length;
export const isDigits = (s: string) => /^[0-9]+$/.test(s);
/** An acronym ("NMC", "CDL"), which runs on inside sentences. */
export const isAllCaps = (s: string) => ![...s].some((r) => isLower(r));

/** What copying a web page leaves behind: comments, tags and character entities. */
export function cleanPasted(s: string): string {
  if (!s.includes("<") && !s.includes("&")) return s;
  s = s.replace(HTML_COMMENT, "\n").replace(HTML_ITEM, "\n• ").replace(HTML_BREAK, "\n").replace(HTML_TAG, " ");
  return s.replace(HTML_ENTITY, (e) => {
    const name = e.slice(1, -1);
    if (name[0] !== "#") return NAMED_ENTITIES[lowerString(name)] ?? e;
    const n = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    if (!Number.isFinite(n) || n < 1 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return e;
    return String.fromCodePoint(n);
  });
}

/** A list marker's text at the start of a segment, and the segment without it. */
export function newLine(s: string): Line {
  let l = s.replaceAll("**", "").replaceAll("__", "").trim();
  let bulleted = false;
  for (;;) {
    const m = LIST_MARKER.exec(l);
    if (!m || m[0] === "") break;
    l = l.slice(m[0].length).trim();
    bulleted = true;
  }
  return { text: l, runes: [...l], toks: tokenize(l), bulleted, cont: false };
}

/** The kind of heading phrases in toks cover most words of, with the words they cover. */
export function headingKind(v: Vocabulary, toks: readonly Token[]): [string, number] {
  const covered = HEADING_KINDS.map(() => 0);
  for (let i = 0; i < toks.length; ) {
    const p = v.headings.longestAt(toks, i);
    if (!p) {
      i++;
      continue;
    }
    covered[p.owner]! += p.keys.length;
    i += p.keys.length;
  }
  let best = -1;
  covered.forEach((c, k) => {
    if (c > 0 && (best < 0 || c > covered[best]!)) best = k;
  });
  return best < 0 ? ["", 0] : [HEADING_KINDS[best]!, covered[best]!];
}

/** segment.go's splitPosting and the functions it calls, given the reading of a heading. */
export class Segmenter {
  constructor(
    private readonly v: Vocabulary,
    private readonly heading: (l: Line) => string,
  ) {}

  /** A paragraph that was hard-wrapped, rejoined. */
  joinWrapped(raw: readonly string[]): string[] {
    const out: string[] = [];
    let joinable = false;
    for (const r of raw) {
      const l = r.trim();
      if (l === "") {
        out.push("");
        joinable = false;
        continue;
      }
      if (joinable && !LIST_MARKER.test(l)) {
        const prev = out[out.length - 1]!;
        const first = firstRune(l);
        const words = prev.split(/\s+/u).filter((w) => w !== "");
        const lastWord = lowerString(words[words.length - 1]!);
        if (isLower(first) || first === "(" || prev.endsWith(",") || this.v.joinWords.has(lastWord)) {
          out[out.length - 1] = `${prev} ${l}`;
          const rs = [...l];
          joinable = !".:;!?".includes(rs[rs.length - 1]!);
          continue;
        }
      }
      out.push(l);
      const rs = [...l];
      joinable = rs.length >= 60 && !".:;!?".includes(rs[rs.length - 1]!);
    }
    return out;
  }

  /** The posting's segments, and the first bold text that reads as a job title. */
  splitPosting(text: string): [Line[], string] {
    text = normalise(text);
    const cleaned = cleanPasted(text);
    if (cleaned !== text) text = normalise(cleaned);
    const out: Line[] = [];
    const bold = { role: "" };
    for (const raw of this.joinWrapped(text.split("\n"))) {
      const l = raw.replace(/^#+/u, "").trim();
      if (l === "") continue;
      let first = true;
      for (const piece of this.splitBold(l, bold)) {
        for (const seg of this.splitPiece(piece)) {
          const pl = newLine(seg);
          if (pl.text === "") continue;
          pl.cont = !first;
          first = false;
          out.push(pl);
        }
      }
    }
    return [out, bold.role];
  }

  /** A line cut around bold text that is a heading; the first bold job title noted. */
  private splitBold(l: string, bold: { role: string }): string[] {
    const pieces: string[] = [];
    let prev = 0;
    for (const m of l.matchAll(BOLD_SPAN)) {
      const inner = (m[1] ?? m[2] ?? "").trim();
      const pl = newLine(inner);
      if (this.heading(pl) !== "") {
        pieces.push(l.slice(prev, m.index), inner);
        prev = m.index + m[0].length;
        continue;
      }
      if (bold.role === "" && this.isTitle(pl)) bold.role = pl.text;
    }
    pieces.push(l.slice(prev));
    return pieces;
  }

  /** A segment that is a job title and nothing else. */
  isTitle(l: Line): boolean {
    const n = l.toks.length;
    if (n === 0 || n > 7 || !this.v.isRoleWord(l.toks[n - 1]!)) return false;
    return l.toks.every((t) => t.barrier === "");
  }

  private splitPiece(piece: string): string[] {
    const rs = [...piece.trim()];
    if (rs.length === 0) return [];
    const at: number[] = [];
    if (rs.length > 100) at.push(...inlineBullets(rs));
    const toks = tokenize(rs.join(""));
    at.push(...this.runInHeadings(toks));
    if (rs.length > 100) at.push(...this.titledHeadings(toks));
    at.push(...this.runOnItems(toks));
    return cutRunes(rs, at);
  }

  private runInHeadings(toks: readonly Token[]): number[] {
    const v = this.v;
    const at: number[] = [];
    toks.forEach((t, k) => {
      if (t.barrier !== ":") return;
      let best = -1;
      for (let s = k - 1; s >= 0 && k - s <= 6 && toks[s]!.barrier === ""; s--) {
        const p = v.fieldLabels.longestAt(toks, s);
        if (p && p.keys.length === k - s && (capitalised(toks[s]!) || p.keys.length > 1)) {
          best = s;
          break;
        }
        if (!capitalised(toks[s]!)) continue;
        const [kind, covered] = headingKind(v, toks.slice(s, k));
        if (kind === "") continue;
        const fillers = toks.slice(s, k).filter((u) => v.headingFillers.has(u.lower)).length;
        if (covered + fillers >= k - s) best = s;
      }
      if (best > 0 && toks[best - 1]!.barrier !== ":") at.push(toks[best]!.start);
    });
    return at;
  }

  private titledHeadings(toks: readonly Token[]): number[] {
    const v = this.v;
    const at: number[] = [];
    for (let s = 0; s < toks.length; s++) {
      if (!capitalised(toks[s]!)) continue;
      const prev: Token = s > 0 ? toks[s - 1]! : { surface: ".", lower: "", stem: "", barrier: ".", start: 0, end: 0 };
      if (!(prev.barrier === ")" || prev.barrier === "." || prev.barrier === "!" || prev.barrier === "?" || (prev.barrier === "" && isLower(firstRune(prev.surface))))) continue;
      const p = v.headings.longestAt(toks, s);
      if (!p) continue;
      let e = s + p.keys.length;
      if (
        p.keys.length === 1 &&
        (e >= toks.length ||
          !capitalised(toks[e]!) ||
          prev.barrier === ")" ||
          v.joinWords.has(prev.lower) ||
          v.marker("required").longestAt(toks, s) !== null ||
          v.marker("preferred").longestAt(toks, s) !== null)
      )
        continue;
      for (let j = e; j < toks.length && capitalised(toks[j]!); ) {
        const q = v.headings.longestAt(toks, j);
        if (q) {
          j += q.keys.length;
          e = j;
        } else if (v.headingFillers.has(toks[j]!.lower)) j++;
        else break;
      }
      if (toks.slice(s, e).every((t) => capitalised(t) || v.headingFillers.has(t.lower))) {
        at.push(toks[s]!.start);
        if (e < toks.length && capitalised(toks[e]!)) at.push(toks[e]!.start);
      }
    }
    return at;
  }

  private runOnItems(toks: readonly Token[]): number[] {
    const v = this.v;
    const at: number[] = [];
    let start = 0;
    for (let i = 0; i <= toks.length; i++) {
      if (i < toks.length && !(toks[i]!.barrier !== "" && ".!?;:".includes(toks[i]!.barrier))) continue;
      if (wordCount(toks.slice(start, i)) > 30) {
        for (let k = start + 1; k + 1 < i; k++) {
          const w = toks[k]!;
          const prev = toks[k - 1]!;
          const next = toks[k + 1]!;
          if (capitalised(w) && prev.barrier === "" && v.itemEnds.has(prev.lower)) {
            at.push(w.start);
            continue;
          }
          if (!capitalised(w) || isAllCaps(w.surface) || next.barrier !== "" || capitalised(next) || isDigits(next.lower)) continue;
          if (prev.barrier !== ")" && (prev.barrier !== "" || !isLower(firstRune(prev.surface)) || v.joinWords.has(prev.lower))) continue;
          if (v.skillPhrases.longestAt(toks, k) !== null) continue;
          at.push(w.start);
        }
      }
      start = i + 1;
    }
    return at;
  }
}

/** rs split before each offset. */
function cutRunes(rs: readonly string[], at: readonly number[]): string[] {
  const marks = new Array<boolean>(rs.length + 1).fill(false);
  for (const a of at) if (a > 0 && a < rs.length) marks[a] = true;
  const out: string[] = [];
  let start = 0;
  for (let i = 1; i <= rs.length; i++) {
    if (i === rs.length || marks[i]) {
      const s = rs.slice(start, i).join("").trim();
      if (s !== "") out.push(s);
      start = i;
    }
  }
  return out;
}

/** Offsets of list markers inside a line (segment.go's inlineBullets). */
function inlineBullets(rs: readonly string[]): number[] {
  const at: number[] = [];
  const dashes: number[] = [];
  rs.forEach((r, i) => {
    if (!(i === 0 || rs[i - 1] === " ")) return;
    const next = i + 1 < rs.length ? rs[i + 1]! : "";
    if (BULLET_RUNES.includes(r)) at.push(i);
    else if (r === "*" && next === " ") at.push(i);
    else if (r === "-" || r === "–") {
      if (next === " " || /\p{L}/u.test(next)) dashes.push(i);
    } else if (r >= "0" && r <= "9") {
      let j = i;
      while (j < rs.length && j - i < 2 && rs[j]! >= "0" && rs[j]! <= "9") j++;
      if (j < rs.length && rs[j] === ")" && j + 1 < rs.length && (rs[j + 1] === " " || isUpper(rs[j + 1]))) at.push(i);
    }
  });
  if (dashes.length >= 2) at.push(...dashes);
  return at;
}
