/**
 * The employer's offer of benefits in a posting pasted as one paragraph ("We offer a permanent
 * contract, a training budget and 27 holidays.", "Benefits include…", "Pebble Health
 * offers…"): internal/match/offers.go in TypeScript. The sentence is cut out into a segment of
 * its own and read as benefits, never as duties or asks (ADR 0073).
 */
import { capitalised, headingKind } from "./segment";
import type { Token } from "./text";
import { CTX, type Vocabulary } from "./vocabulary";

const set = (words: string) => new Set(words.split(" "));

/** Words between "we" and "offer" ("we can offer", "we're proud to offer"). */
const OFFER_MODALS = set("can will ll also are re proud pleased happy able to would like do currently now");
/** Words that may stand before "benefits" or "perks" in a sentence that lists them. */
const BENEFITS_OPENERS = set("our other great additional the key");
/** After "the" or "our", the employer as a subject ("the company offers…"). */
export const EMPLOYER_NOUNS = set("company firm business group practice charity trust organisation organization team agency studio brand");

const isSentenceBreak = (t: Token) => [".", "!", "?", ":", ";"].includes(t.barrier);

/** The index of the mark that ends the sentence going on at i (. ! ? :), toks.length when none does. */
function sentenceEnd(toks: readonly Token[], i: number): number {
  for (; i < toks.length; i++) if ([".", "!", "?", ":"].includes(toks[i]!.barrier)) return i;
  return toks.length;
}

/** The rest of the sentence from i names a benefit, or leads into a list with a colon. */
function offerFollows(v: Vocabulary, toks: readonly Token[], i: number): boolean {
  const e = sentenceEnd(toks, i);
  if (e < toks.length && toks[e]!.barrier === ":") return true;
  return i < e && v.marker(CTX.benefits).contains(toks.slice(i, e));
}

/** An offer of the employer's opens at toks[s]: "We (can) offer …", "In return, we offer …", "Benefits include …", "What we offer". */
function offerAt(toks: readonly Token[], s: number): boolean {
  const lower = (i: number) => (i < toks.length && toks[i]!.barrier === "" ? toks[i]!.lower : "");
  let i = s;
  if (lower(i) === "in" && lower(i + 1) === "return") {
    i += 2;
    if (i < toks.length && toks[i]!.barrier === ",") i++;
  }
  if (lower(i) === "what" && lower(i + 1) === "we" && lower(i + 2) === "offer") return true;
  if (lower(i) === "we") {
    i++;
    for (let n = 0; n < 4 && OFFER_MODALS.has(lower(i)); n++) i++;
    return lower(i) === "offer"; // at a sentence's start: what the employer gives, or what it does, never the job's ask
  }
  if (BENEFITS_OPENERS.has(lower(i))) i++;
  if (lower(i) !== "benefits" && lower(i) !== "perks") return false;
  i++;
  if (lower(i) === "package") i++;
  return lower(i) === "include" || lower(i) === "includes";
}

/** The words toks[s..o) stand in the same order elsewhere in toks (the employer's name in the header, pasted into the same paragraph). */
function namedElsewhere(toks: readonly Token[], s: number, o: number): boolean {
  const n = o - s;
  for (let i = 0; i + n <= toks.length; i++) {
    if (i === s) continue;
    let same = true;
    for (let k = 0; k < n && same; k++) same = toks[i + k]!.barrier === "" && toks[i + k]!.lower === toks[s + k]!.lower;
    if (same) return true;
  }
  return false;
}

/** Where a sentence starts in which the employer, by name, offers its benefits ("offers" at o), -1 when none. */
function namedOfferAt(v: Vocabulary, toks: readonly Token[], o: number): number {
  let s = o;
  while (s > 0 && o - s < 4 && capitalised(toks[s - 1]!)) s--;
  for (let k = s; k < o; k++) {
    if (namedElsewhere(toks, k, o)) {
      s = k; // "… Some Python Quarry Lane Insights offers…": the name the header gave
      break;
    }
  }
  const before = toks[o - 2];
  if (s === o && o >= 2 && toks[o - 1]!.barrier === "" && EMPLOYER_NOUNS.has(toks[o - 1]!.lower) && (before!.lower === "the" || before!.lower === "our")) s = o - 2;
  if (s === o) return -1;
  if (s > 0 && !namedElsewhere(toks, s, o)) {
    const p = toks[s - 1]!;
    if (!(p.barrier === "." || p.barrier === "!" || p.barrier === "?" || (p.barrier === "" && !capitalised(p)))) return -1;
  }
  return offerFollows(v, toks, o + 1) ? s : -1;
}

/** Where a heading of benefits in title case starts right before the offer at start, -1 when none. */
function benefitsHeadingBefore(v: Vocabulary, toks: readonly Token[], start: number): number {
  for (let k = start - 1; k >= 0 && start - k <= 3 && capitalised(toks[k]!); k--) {
    const [kind, covered] = headingKind(v, toks.slice(k, start));
    if (kind === CTX.benefits && covered === start - k) return k;
  }
  return -1;
}

/** offers.go's offerCuts: where a sentence of benefits starts within a piece, and where it ends. */
export function offerCuts(v: Vocabulary, toks: readonly Token[]): number[] {
  const at: number[] = [];
  for (let s = 0; s < toks.length; s++) {
    const t = toks[s]!;
    let start = -1;
    if (t.barrier !== "") continue;
    if (t.lower === "offers" && s > 0) start = namedOfferAt(v, toks, s);
    else if ((s === 0 || capitalised(t) || isSentenceBreak(toks[s - 1]!)) && offerAt(toks, s)) start = s;
    if (start < 0) continue;
    if (start > 0) {
      at.push(toks[start]!.start);
      const h = benefitsHeadingBefore(v, toks, start);
      if (h > 0) at.push(toks[h]!.start);
    }
    let e = sentenceEnd(toks, s);
    while (e < toks.length && toks[e]!.barrier === ":") e = sentenceEnd(toks, e + 1);
    if (e + 1 < toks.length) at.push(toks[e + 1]!.start);
    s = e;
  }
  return at;
}

/** offers.go's opensOffer: a segment opens with the employer's offer of benefits. */
export function opensOffer(v: Vocabulary, toks: readonly Token[]): boolean {
  if (toks.length === 0) return false;
  if (offerAt(toks, 0)) return true;
  for (let o = 1; o < toks.length && o <= 5; o++) {
    if (toks[o]!.barrier === "" && toks[o]!.lower === "offers") return namedOfferAt(v, toks, o) === 0;
  }
  return false;
}
