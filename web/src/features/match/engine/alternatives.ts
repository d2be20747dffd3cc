/**
 * Skills a posting names as alternatives ("Kubernetes or ECS", "Bachelor's or Master's
 * degree"): internal/match/alternatives.go in TypeScript. The first named stays what its clause
 * makes it; the others are read as nice-to-haves there (ADR 0068), and a candidate with any
 * of them meets the ask (ADR 0073). Fields of work joined by "or" ("retail or customer service
 * experience") stay as they are.
 */
import { lowerString, type Token } from "./text";
import type { Occurrence } from "./vocabulary";

const FIELD_WORDS = new Set(["experience", "experienced", "background", "backgrounds", "role", "roles", "setting", "settings", "environment", "environments", "sector", "sectors"]);

/**
 * The gap of an either/or ask whose second half is a name and its acronym: "or", one to four
 * capitalised words, a slash ("… / RMN or Learning Disability / RNLD"); alternatives.go's orSpelledOut.
 */
const OR_SPELLED_OUT = /^\s+or\s+(?:\p{Lu}[\p{L}'-]*\s+){0,3}\p{Lu}[\p{L}'-]*\s*\/\s*$/u;

/** A word of two or more letters, all capitals ("RNLD"): alternatives.go's isAcronym. */
function isAcronym(t: Token): boolean {
  let letters = 0;
  for (const r of t.surface) {
    if (/\p{Lu}/u.test(r)) letters++;
    else if (!/\p{Nd}/u.test(r)) return false;
  }
  return t.barrier === "" && letters >= 2;
}

/** What joins two skills next to each other, spaces taken out; "" for anything else. */
function altLink(rs: readonly string[], toks: readonly Token[], a: Occurrence, b: Occurrence): string {
  const from = toks[a.at + a.n - 1]!.end;
  const to = toks[b.at]!.start;
  if (from > to || to > rs.length) return "";
  if (b.n === 1 && isAcronym(toks[b.at]!) && OR_SPELLED_OUT.test(rs.slice(from, to).join(""))) return "or";
  const raw = lowerString(rs.slice(from, to).join(""));
  const gap = raw.split(/\s+/u).join(""); // as spanOf: the gap is punctuation and "or"
  if ([",", "or", ",or", "and/or", ",and/or"].includes(gap)) return gap;
  if (gap === "/" && raw.includes(" / ")) return gap;
  return "";
}

function fieldsOfWork(toks: readonly Token[], first: Occurrence, last: Occurrence): boolean {
  const after = last.at + last.n;
  if (after < toks.length && FIELD_WORDS.has(toks[after]!.lower)) return true;
  return first.at > 0 && toks[first.at - 1]!.lower === "in";
}

/** A run of a clause's skills named as alternatives: occ.slice(start, end). */
export interface AltRun {
  start: number;
  end: number;
}

/** alternatives.go's alternativeRuns: the runs of a clause's skills (left to right) that name alternatives. */
export function alternativeRuns(rs: readonly string[], toks: readonly Token[], occ: readonly Occurrence[]): AltRun[] {
  const runs: AltRun[] = [];
  let start = 0;
  let anyOr = false;
  const flush = (end: number) => {
    if (anyOr && !fieldsOfWork(toks, occ[start]!, occ[end - 1]!)) runs.push({ start, end });
  };
  for (let k = 1; k < occ.length; k++) {
    const link = altLink(rs, toks, occ[k - 1]!, occ[k]!);
    if (link === "") {
      flush(k);
      start = k;
      anyOr = false;
      continue;
    }
    anyOr ||= link !== ",";
  }
  if (occ.length > 0) flush(occ.length);
  return runs;
}

/**
 * Notes, for each skill of a run, the run's other skills: a candidate who has one of the
 * alternatives meets the ask, and the others are credited to it (ADR 0073).
 */
export function addAlternatives(alts: Map<number, number[]>, occ: readonly Occurrence[], r: AltRun): void {
  for (let k = r.start; k < r.end; k++) {
    for (let m = r.start; m < r.end; m++) {
      const s = occ[k]!.skill;
      const o = occ[m]!.skill;
      if (s === o) continue;
      const list = alts.get(s) ?? [];
      if (!list.includes(o)) list.push(o);
      alts.set(s, list);
    }
  }
}
