/** The experience a posting asks for, credited from a whole text: internal/match/years.go in TypeScript. */
import { normalise, tokenize, type Token } from "./text";
import type { Vocabulary } from "./vocabulary";

const MONTHS = new Set(["jan", "january", "feb", "february", "mar", "march", "apr", "april", "may", "jun", "june", "jul", "july", "aug", "august", "sep", "sept", "september", "oct", "october", "nov", "november", "dec", "december"]);
const PRESENT = new Set(["present", "current", "now", "today", "date", "ongoing"]);

/** A token read as a year from 1950 to the year after now, else 0. */
function yearOf(t: Token, now: number): number {
  if (t.barrier !== "" || !/^[0-9]{4}$/.test(t.lower)) return 0;
  const n = Number(t.lower);
  return n < 1950 || n > now + 1 ? 0 : n;
}

/** The years a text's date ranges add up to, overlaps counted once, lines naming a degree left out. */
export function datedYears(v: Vocabulary, text: string, now: number): number {
  const spans: [number, number][] = [];
  for (const line of normalise(text).split("\n")) {
    const rs = [...line];
    const toks = tokenize(line);
    if (v.findSkills(rs, toks).some((o) => v.skills[o.skill]!.category === "education")) continue;
    toks.forEach((t, i) => {
      const from = yearOf(t, now);
      if (from === 0) return;
      for (let j = i + 1; j < toks.length && j <= i + 4; j++) {
        const u = toks[j]!;
        if (u.barrier === "–" || u.barrier === "—" || u.lower === "to" || u.lower === "until" || u.lower === "till" || MONTHS.has(u.lower)) continue;
        const to = PRESENT.has(u.lower) ? now : yearOf(u, now);
        if (to >= from) spans.push([from, Math.min(to, now)]);
        break;
      }
    });
  }
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = 0;
  for (const [from, to] of spans) {
    if (from > end) end = from;
    if (to > end) {
      total += to - end;
      end = to;
    }
  }
  return Math.min(total, 60);
}
