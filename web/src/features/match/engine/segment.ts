/**
 * Segments of a posting: internal/match/segment.go, header.go and lists.go in TypeScript. A
 * one-paragraph, HTML-pasted or hard-wrapped posting is cut into the same segments as the lined
 * one (ADR 0030, 0061).
 */
import { isLower, isUpper, lowerString, normalise, tokenize, type Token } from "./text";
import { HEADING_KINDS, type Vocabulary } from "./vocabulary";
import { offerCuts } from "./offers";

/** Words that open a heading worded as a question: "What you'll need:", "Who you are:". */
const QUESTION_WORDS = new Set(["what", "who", "how", "which", "why", "where"]);

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
      const parts = out.length === 0 ? this.splitHeader(l) : [l];
      let first = true;
      for (const part of parts) {
        for (const piece of this.splitBold(part, bold)) {
          for (const seg of this.splitPiece(piece)) {
            const pl = newLine(seg);
            if (pl.text === "") continue;
            pl.cont = !first;
            first = false;
            out.push(pl);
          }
        }
      }
    }
    return [out, bold.role];
  }

  /** A posting's long first line cut into the lines it had typed (header.go's splitHeader). */
  private splitHeader(l: string): string[] {
    const rs = [...l];
    if (rs.length <= 100) return [l];
    const toks = tokenize(l);
    const cuts: number[] = [];
    const start = this.openingHeadingEnd(rs, toks);
    if (start > 0) cuts.push(start);
    let from = start;
    const t = this.titleEnd(rs, toks, start);
    if (t > 0) {
      cuts.push(t);
      from = t;
    }
    const n = nameNamedAgain(rs, toks, from);
    if (n > 0) cuts.push(n);
    else {
      const h = this.headingAfterName(toks, from);
      if (h > 0) cuts.push(h);
    }
    return cutRunes(rs, cuts);
  }

  /** Where a heading that opens the posting ends, the shortest (header.go's openingHeadingEnd). */
  private openingHeadingEnd(rs: readonly string[], toks: readonly Token[]): number {
    for (let k = 2; k <= 4 && k < toks.length; k++) {
      if (toks[k - 1]!.barrier !== "" || !capitalised(toks[k]!)) continue;
      if (this.heading(newLine(rs.slice(0, toks[k - 1]!.end).join(""))) !== "") return toks[k]!.start;
    }
    return 0;
  }

  /** Where a job title at offset from ends (header.go's titleEnd). */
  private titleEnd(rs: readonly string[], toks: readonly Token[], from: number): number {
    let cut = 0;
    let i = 0;
    while (i < toks.length && toks[i]!.start < from) i++;
    for (let k = i; k + 1 < toks.length && k - i < 7; k++) {
      const t = toks[k]!;
      const next = toks[k + 1]!;
      if (t.barrier !== "" || (!capitalised(t) && t.lower !== "of" && t.lower !== "and")) break;
      if (this.v.isRoleWord(t) && capitalised(next) && !this.v.isRoleWord(next) && next.start === t.end + 1 && rs[t.end] === " ") cut = next.start;
    }
    return cut;
  }

  /** Where a one-word heading after the employer's name under the title starts (header.go's headingAfterName). */
  private headingAfterName(toks: readonly Token[], from: number): number {
    let i = 0;
    while (i < toks.length && toks[i]!.start < from) i++;
    if (from === 0) return 0;
    for (let j = i; j + 1 < toks.length && toks[j]!.start - from < 60; j++) {
      const t = toks[j]!;
      if (!capitalised(t) && t.lower !== "of" && t.lower !== "and") break;
      if (j > i && capitalised(toks[j + 1]!) && this.heading(newLine(t.surface)) !== "") return t.start;
    }
    return 0;
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
    const bullets = rs.length > 100 ? inlineBullets(rs) : [];
    const toks = tokenize(rs.join(""));
    const at: number[] = [...bullets];
    if (rs.length > 100) at.push(...itemsAfterSemicolons(toks));
    at.push(...this.runInHeadings(toks));
    if (rs.length > 100) {
      at.push(...this.titledHeadings(toks));
      at.push(...this.headingsBeforeItems(rs, toks, bullets));
    }
    at.push(...this.runOnItems(toks));
    at.push(...offerCuts(this.v, toks));
    return cutRunes(rs, outsideBrackets(rs, outsideMarkers(rs, at, bullets)));
  }

  /** Headings that end an item right before the next list marker (lists.go's headingsBeforeItems). */
  private headingsBeforeItems(rs: readonly string[], toks: readonly Token[], bullets: readonly number[]): number[] {
    const v = this.v;
    const before = (b: number) => {
      let k = 0;
      while (k < toks.length && toks[k]!.start < b) k++;
      return k;
    };
    const ends = new Map<string, number>();
    for (const b of bullets) {
      const k = before(b);
      if (k > 0 && toks[k - 1]!.barrier === "") ends.set(toks[k - 1]!.lower, (ends.get(toks[k - 1]!.lower) ?? 0) + 1);
    }
    const at: number[] = [];
    for (const b of bullets) {
      const k = before(b);
      // "Further information - by applying…": a dash in a sentence, not a list after a heading
      if (k < toks.length && (rs[b] === "-" || rs[b] === "–") && rs[b + 1] === " " && isLower(firstRune(toks[k]!.surface))) continue;
      let best = -1;
      for (let s = k - 1; s >= 1 && k - s <= 6 && toks[s]!.barrier === ""; s--) {
        // a heading starts with a heading's word or filler, not "System Desirable Criteria"
        if (!capitalised(toks[s]!) || (v.headings.longestAt(toks, s) === null && !v.headingFillers.has(toks[s]!.lower) && !v.itemEnds.has(toks[s]!.lower))) continue;
        if (this.heading(newLine(rs.slice(toks[s]!.start, b).join(""))) !== "") best = s;
      }
      if (best < 1 || toks[best - 1]!.barrier === ":") continue;
      if (k - best === 1) {
        const w = toks[best]!;
        const prev = toks[best - 1]!;
        const marker = v.marker("required").longestAt(toks, best) !== null || v.marker("preferred").longestAt(toks, best) !== null;
        if ((marker && (ends.get(w.lower) ?? 0) >= 2) || (!marker && capitalised(prev) && (this.endsSkill(toks, best - 1) || titleCaseItem(toks, bullets, best)))) continue;
      }
      at.push(toks[best]!.start);
    }
    return at;
  }

  /** Whether one of the vocabulary's skills ends at token k (lists.go's endsSkill). */
  private endsSkill(toks: readonly Token[], k: number): boolean {
    for (let j = Math.max(0, k - 4); j <= k; j++) {
      const p = this.v.skillPhrases.longestAt(toks, j);
      if (p && j + p.keys.length === k + 1) return true;
    }
    return false;
  }

  /** Where a heading ends that a word ending an item opens instead, 0 when none (segment.go's markerHeadingEnd). */
  private markerHeadingEnd(toks: readonly Token[], s: number): number {
    const v = this.v;
    if (!capitalised(toks[s]!) || !v.itemEnds.has(toks[s]!.lower)) return 0;
    let e = s + 1;
    let words = 0;
    while (e < toks.length && e - s <= 4 && capitalised(toks[e]!)) {
      const p = v.headings.longestAt(toks, e);
      if (p && toks.slice(e, e + p.keys.length).every((t) => capitalised(t) || v.headingFillers.has(t.lower))) {
        e += p.keys.length;
        words += p.keys.length;
      } else if (v.headingFillers.has(toks[e]!.lower)) e++;
      else break;
    }
    // A capitalised word after the fillers makes them a name's first words: "… Required Basic Life Saving (BLS)".
    const nameGoesOn = e < toks.length && toks[e]!.barrier === "" && capitalised(toks[e]!);
    return words >= 2 || (words === 0 && e > s + 1 && !nameGoesOn) ? e : 0;
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
      if (best < 0) {
        // A heading worded as a question is cut from the text after it as well (segment.go's sentenceHeading).
        best = this.sentenceHeading(toks, k);
        if (best > 0 && k + 1 < toks.length) at.push(toks[k + 1]!.start);
      }
      if (best > 0 && toks[best - 1]!.barrier !== ":") at.push(toks[best]!.start);
    });
    return at;
  }

  /** Where a heading worded as a question starts after a sentence ("… division. What experience and education is needed for this role:"), -1 when none. */
  private sentenceHeading(toks: readonly Token[], colon: number): number {
    for (let s = colon - 1; s > 0 && colon - s <= 12 && toks[s]!.barrier === ""; s--) {
      const b = toks[s - 1]!.barrier;
      if ((b === "." || b === "!" || b === "?") && capitalised(toks[s]!)) {
        if (!QUESTION_WORDS.has(toks[s]!.lower)) return -1;
        return headingKind(this.v, toks.slice(s, colon))[0] !== "" ? s : -1;
      }
    }
    return -1;
  }

  private titledHeadings(toks: readonly Token[]): number[] {
    const v = this.v;
    const at: number[] = [];
    for (let s = 0; s < toks.length; s++) {
      if (!capitalised(toks[s]!)) continue;
      let lead = s;
      while (lead > 0 && capitalised(toks[lead - 1]!) && v.headingFillers.has(toks[lead - 1]!.lower)) lead--;
      const prev: Token = lead > 0 ? toks[lead - 1]! : { surface: ".", lower: "", stem: "", barrier: ".", start: 0, end: 0 };
      let afterName = false;
      if (prev.barrier === ")" || prev.barrier === "." || prev.barrier === "!" || prev.barrier === "?") {
        // after a sentence
      } else if (prev.barrier === "" && isLower(firstRune(prev.surface)) && [...prev.lower].length > 1) {
        // not the "s" of "Driver's License"
      } else if (capitalised(prev)) afterName = true;
      else continue;
      const p = v.headings.longestAt(toks, s);
      const marker = p ? 0 : this.markerHeadingEnd(toks, s); // "Required Education And Experience", "Desirable Criteria"
      let e = s;
      if (p) e = s + p.keys.length;
      else if (marker > 0) e = marker;
      else continue;
      for (let j = e; j < toks.length && capitalised(toks[j]!); ) {
        const q = v.headings.longestAt(toks, j);
        if (q) {
          j += q.keys.length;
          e = j;
        } else if (v.headingFillers.has(toks[j]!.lower)) j++;
        else break;
      }
      if (
        e - lead === 1 &&
        (e >= toks.length ||
          !capitalised(toks[e]!) ||
          prev.barrier === ")" ||
          v.joinWords.has(prev.lower) ||
          v.marker("required").longestAt(toks, s) !== null ||
          v.marker("preferred").longestAt(toks, s) !== null)
      )
        continue;
      if (afterName && (e - lead < 2 || e >= toks.length || !capitalised(toks[e]!))) continue;
      if (toks.slice(lead, e).every((t) => capitalised(t) || v.headingFillers.has(t.lower))) {
        at.push(toks[lead]!.start);
        if (e < toks.length && (capitalised(toks[e]!) || isDigits(toks[e]!.lower))) at.push(toks[e]!.start);
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
          if ((capitalised(w) || (isDigits(w.lower) && capitalised(prev))) && prev.barrier === "" && v.itemEnds.has(prev.lower)) {
            // "… in Accounting Required Master's Degree…", "… Preferred 2+ years of…"
            if (this.markerHeadingEnd(toks, k - 1) === 0) at.push(w.start);
            continue;
          }
          if (capitalised(w) && prev.barrier === "" && isLower(firstRune(prev.surface)) && !v.joinWords.has(prev.lower) && nameOpensSentence(toks.slice(k, i))) {
            at.push(w.start); // "… 75% of the time HealthTrust Supply Chain is a critical part…"
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

/** A name of up to four capitalised words opening a sentence about itself ("HealthTrust Supply Chain is a critical part of…"): segment.go's nameOpensSentence. */
function nameOpensSentence(toks: readonly Token[]): boolean {
  let n = 0;
  while (n < toks.length && n < 4 && toks[n]!.barrier === "" && capitalised(toks[n]!)) n++;
  if (n === 0 || n + 1 >= toks.length || toks[n]!.barrier !== "" || toks[n + 1]!.barrier !== "") return false;
  const verb = toks[n]!.lower;
  const next = toks[n + 1]!.lower;
  return (verb === "is" || verb === "are" || verb === "has") && (next === "a" || next === "an" || next === "the" || next === "been");
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

/** Separators of a title line's pieces (header.go's headerSeparators). */
const HEADER_SEPARATORS = [" – ", " - ", " — ", " · ", " | "].map((s) => [...s]);

/** Where the first sentence starts after the employer's line, by its name said again (header.go's nameNamedAgain). */
function nameNamedAgain(rs: readonly string[], toks: readonly Token[], from: number): number {
  const headLen = Math.min(rs.length, from + 100) - from;
  const starts = [from];
  for (const sep of HEADER_SEPARATORS) {
    for (let i = 0; i + sep.length <= headLen; i++) {
      if (sep.every((r, k) => rs[from + i + k] === r)) {
        starts.push(from + i + sep.length);
        i += sep.length - 1;
      }
    }
  }
  let best = 0;
  for (const s of starts) {
    let i = 0;
    while (i < toks.length && toks[i]!.start < s) i++;
    if (i >= toks.length || toks[i]!.start !== s) continue;
    let run = 0;
    while (i + run < toks.length && run < 5 && capitalised(toks[i + run]!)) run++;
    for (let n = run; n >= 1 && (n >= 2 || run === 1); n--) {
      const at = namedAgainAt(toks, i, n);
      if (at > 0) {
        if (best === 0 || at < best) best = at;
        break;
      }
    }
  }
  return best;
}

/** Where the n words at toks[i] are named again within eight words (header.go's namedAgainAt). */
function namedAgainAt(toks: readonly Token[], i: number, n: number): number {
  let words = 0;
  for (let j = i + n; j + n <= toks.length && words <= 8; j++) {
    const t = toks[j]!;
    if (t.barrier === "!" || t.barrier === "?" || t.barrier === ":") break;
    if (t.barrier === "") words++;
    if (sameWords(toks.slice(j, j + n), toks.slice(i, i + n))) return t.start;
  }
  return 0;
}

/** The same words, in the same case (header.go's sameWords). */
function sameWords(a: readonly Token[], b: readonly Token[]): boolean {
  return a.every((t, k) => t.barrier === "" && t.surface === b[k]!.surface);
}

/** Whether the words before token k, back to the list marker before them, are in title case (lists.go's titleCaseItem). */
function titleCaseItem(toks: readonly Token[], bullets: readonly number[], k: number): boolean {
  let from = -1;
  for (const b of bullets) if (b < toks[k]!.start) from = Math.max(from, b);
  if (from < 0) return false;
  for (let j = k - 1; j >= 0 && toks[j]!.start > from; j--) {
    const t = toks[j]!;
    if (t.barrier !== "" || (!capitalised(t) && t.lower !== "and" && t.lower !== "of")) return false;
  }
  return true;
}

/** Items of a list that ends each with a semicolon, when two or more are (lists.go's itemsAfterSemicolons). */
function itemsAfterSemicolons(toks: readonly Token[]): number[] {
  const at: number[] = [];
  for (let k = 1; k < toks.length; k++) if (toks[k - 1]!.barrier === ";" && capitalised(toks[k]!)) at.push(toks[k]!.start);
  return at.length < 2 ? [] : at;
}

/** The cuts not inside brackets (lists.go's outsideBrackets): "(Autumn: Sep – Dec; Spring: Jan – Mar)" is one item's detail. */
function outsideBrackets(rs: readonly string[], at: readonly number[]): number[] {
  const depth: number[] = [];
  let d = 0;
  rs.forEach((r, i) => {
    depth[i] = d;
    if (r === "(") d++;
    else if (r === ")") d = Math.max(d - 1, 0);
  });
  if (d !== 0) return [...at];
  return at.filter((a) => a < 0 || a >= rs.length || depth[a] === 0);
}

/** The cuts not between a list marker and its item's first word (lists.go's outsideMarkers). */
function outsideMarkers(rs: readonly string[], at: readonly number[], bullets: readonly number[]): number[] {
  const inside = new Set<number>();
  for (const b of bullets) {
    let j = b + 1;
    if (!(BULLET_RUNES + "-–*").includes(rs[b]!)) while (j < rs.length && rs[j] !== " ") j++;
    while (j < rs.length && rs[j] === " ") j++;
    for (let k = b + 1; k <= j; k++) inside.add(k);
  }
  return at.filter((a) => !inside.has(a) || bullets.includes(a));
}

/** Offsets of list markers inside a line (lists.go's inlineBullets). */
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
  return [...at, ...numberedItems(rs)];
}

/** A numbered list run into the text, "1. ", "2. "… in order (lists.go's numberedItems). */
function numberedItems(rs: readonly string[]): number[] {
  const at: number[] = [];
  let want = 1;
  for (let i = 0; i < rs.length; i++) {
    if (i > 0 && rs[i - 1] !== " ") continue;
    let n = 0;
    let j = i;
    while (j < rs.length && j - i < 2 && rs[j]! >= "0" && rs[j]! <= "9") {
      n = n * 10 + (rs[j]!.charCodeAt(0) - 48);
      j++;
    }
    if (j === i || n !== want || j + 2 >= rs.length || rs[j] !== "." || rs[j + 1] !== " " || !isUpper(rs[j + 2]!)) continue;
    at.push(i);
    want++;
  }
  return at.length < 2 ? [] : at;
}
