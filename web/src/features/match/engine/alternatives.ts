/**
 * Skills a posting names as alternatives ("Kubernetes or ECS", "Bachelor's or Master's
 * degree"): internal/match/alternatives.go in TypeScript. The first named stays what its clause
 * makes it; the others are read as nice-to-haves there (ADR 0068). Fields of work joined by
 * "or" ("retail or customer service experience") stay as they are.
 */
import { lowerString, type Token } from "./text";
import type { Occurrence } from "./vocabulary";

const FIELD_WORDS = new Set(["experience", "experienced", "background", "backgrounds", "role", "roles", "setting", "settings", "environment", "environments", "sector", "sectors"]);

/** What joins two skills next to each other, spaces taken out; "" for anything else. */
function altLink(rs: readonly string[], toks: readonly Token[], a: Occurrence, b: Occurrence): string {
  const from = toks[a.at + a.n - 1]!.end;
  const to = toks[b.at]!.start;
  if (from > to || to > rs.length) return "";
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

/** Marks the skills of a clause (left to right) named as another's alternative. */
export function alternatives(rs: readonly string[], toks: readonly Token[], occ: readonly Occurrence[]): boolean[] {
  const alt = occ.map(() => false);
  let start = 0;
  let anyOr = false;
  const flush = (end: number) => {
    if (anyOr && !fieldsOfWork(toks, occ[start]!, occ[end - 1]!)) for (let k = start + 1; k < end; k++) alt[k] = true;
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
  flush(occ.length);
  return alt;
}
