/**
 * The years a posting asks for as experience: internal/match/yearsasked.go in TypeScript. A
 * posting's "N years" counts only when the years are the candidate's work ("3+ years of
 * experience", "5 years in a kitchen"), not the employer's age ("the canteen celebrated 30
 * years of success last May", "for over 50 years we have…"), ADR 0068.
 */
import { isWordChar, type Token } from "./text";
import { capitalised } from "./segment";
import { EMPLOYER_NOUNS } from "./offers";
import type { Vocabulary } from "./vocabulary";

const set = (words: string) => new Set(words.split(" "));

/** Words between a verb and its number that do not change whom the years belong to. */
const YEARS_QUALIFIERS = set("over more than nearly almost about around some the past last well a further another");
/** Before a number they make its years the employer's; "for" does too unless work came before. */
const COMPANY_AGE_VERBS = set("celebrated celebrating celebrate celebrates marked marking marks mark since spanning spans");
/** Tie years to work wherever they stand near them. */
const WORK_WORDS = set("experience experiences experienced work worked working employment pqe practice");
/** Tie years to work when they follow them… */
const YEARS_LINKS = set("in as on within with");
/** …unless what follows is the employer's standing. */
const COMPANY_AGE_OBJECTS = set("business operation existence us trading success service serving excellence history heritage growth");
/** Follow years without making them work. */
const NOT_WORK_GERUNDS = set("running serving trading");
/** May stand with the years in an item under a requirements heading that asks for nothing else. */
const BARE_YEARS_WORDS = set("minimum min at least required preferred essential desirable or more plus of over a");

export interface YearsContext {
  readonly v: Vocabulary;
  numberValue(t: Token): number;
}

/** The index of "years" after the number at i, -1 when none. */
export function yearsWordAfter(x: YearsContext, toks: readonly Token[], i: number): number {
  for (let j = i + 1; j < toks.length && j <= i + 4; j++) {
    const u = toks[j]!;
    if (u.stem === "year" || u.stem === "yr") return j;
    if (u.barrier === "(" || u.barrier === ")" || x.numberValue(u) > 0 || u.lower === "to" || u.lower === "or" || u.lower === "plus" || u.lower === "more") continue;
    return -1;
  }
  return -1;
}

function workBefore(toks: readonly Token[], i: number): boolean {
  for (let k = 0; k < i; k++) if (WORK_WORDS.has(toks[k]!.lower)) return true;
  return false;
}

function companyAge(toks: readonly Token[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && toks[k]!.barrier === "" && YEARS_QUALIFIERS.has(toks[k]!.lower)) k--;
  if (k < 0 || toks[k]!.barrier !== "") return false;
  const w = toks[k]!.lower;
  return COMPANY_AGE_VERBS.has(w) || (w === "for" && !workBefore(toks, i));
}

const postQualified = (w: string) => w.startsWith("qualif") || w.startsWith("regist") || w.startsWith("graduat");

function tiedToWork(x: YearsContext, toks: readonly Token[], j: number, inSkill: readonly boolean[], listed: boolean): boolean {
  for (let k = j + 1; k < toks.length && k <= j + 4 && toks[k]!.barrier === ""; k++) {
    if (WORK_WORDS.has(toks[k]!.lower) || (toks[k]!.lower === "post" && k + 1 < toks.length && postQualified(toks[k + 1]!.lower))) return true;
  }
  let k = j + 1;
  while (k < toks.length && toks[k]!.barrier === "" && (toks[k]!.lower === "s" || toks[k]!.lower === "plus")) k++;
  if (k >= toks.length || toks[k]!.barrier !== "") return false;
  const w = toks[k]!.lower;
  if (YEARS_LINKS.has(w)) return k + 1 < toks.length && !COMPANY_AGE_OBJECTS.has(toks[k + 1]!.lower);
  if (w.endsWith("ing") && [...w].length > 4) return !NOT_WORK_GERUNDS.has(w);
  if (w === "of") {
    for (let m = k + 1; m < toks.length && m <= k + 6 && toks[m]!.barrier === ""; m++) {
      if (COMPANY_AGE_OBJECTS.has(toks[m]!.lower)) return false;
      if (inSkill[m] || x.v.isRoleWord(toks[m]!) || WORK_WORDS.has(toks[m]!.lower)) return true;
    }
    return listed && k + 1 < toks.length && toks[k + 1]!.barrier === "";
  }
  return false;
}

function bareYears(toks: readonly Token[], i: number, j: number): boolean {
  return toks.every((t, k) => (k >= i && k <= j) || t.barrier !== "" || BARE_YEARS_WORDS.has(t.lower));
}

function skillTokens(v: Vocabulary, runes: readonly string[], toks: readonly Token[]): boolean[] {
  const inSkill = toks.map(() => false);
  for (const o of v.findSkills(runes, toks)) {
    if (v.light.has(v.skills[o.skill]!.category)) continue;
    for (let k = o.at; k < o.at + o.n; k++) inSkill[k] = true;
  }
  return inSkill;
}

/**
 * The largest number of years a clause asks for as experience and the index of its number (-1
 * for none); listed says the clause is an item under a requirements or nice-to-haves heading.
 */
export function yearsAsked(x: YearsContext, runes: readonly string[], toks: readonly Token[], listed: boolean): [number, number] {
  let best = 0;
  let at = -1;
  let inSkill: boolean[] | null = null;
  toks.forEach((t, i) => {
    const n = x.numberValue(t);
    if (n < 1 || n > 40 || n <= best) return;
    if (i > 0 && (x.numberValue(toks[i - 1]!) > 0 || toks[i - 1]!.lower === "to" || toks[i - 1]!.lower === "or")) return;
    const j = yearsWordAfter(x, toks, i);
    if (j < 0 || companyAge(toks, i) || employersYears(x, runes, toks, i, j)) return;
    inSkill ??= skillTokens(x.v, runes, toks);
    if (tiedToWork(x, toks, j, inSkill, listed) || workBefore(toks, i) || (listed && bareYears(toks, i, j))) {
      best = n;
      at = i;
    }
  });
  return [best, at];
}

/** Words between the employer and its years that make them its own ("we have 30 years…"). */
const CLAIM_VERBS = set("have has had ve bring brings boast boasts combine combines");
/** Words that stand for the hire in a posting's prose ("They have 3 years of…"). */
const CANDIDATE_PRONOUNS = set("they he she i");
/** Words that open a phrase holding the years before the sentence's subject ("With over 35 years of experience, we…"). */
const OPENING_PHRASE_WORDS = set("with after having boasting bringing combining drawing backed built");

/** The words at k name the employer: "we", "our …", "the company", or its name (masked, its words are barriers). */
function employerSubjectAt(runes: readonly string[], toks: readonly Token[], k: number): boolean {
  const t = toks[k]!;
  if (t.barrier !== "") return t.start < runes.length && isWordChar(runes[t.start]);
  if (t.lower === "we" || t.lower === "our") return true;
  return t.lower === "the" && k + 1 < toks.length && EMPLOYER_NOUNS.has(toks[k + 1]!.lower);
}

/**
 * yearsasked.go's employersYears: the "N years" from i to j is the employer's, its subject before
 * it ("Our firm has 30 years") or after the opening phrase that holds it ("With 35 years of
 * experience, we…"): any subject there but the candidate; "With 3+ years of experience, you
 * will…" still asks (ADR 0073).
 */
function employersYears(x: YearsContext, runes: readonly string[], toks: readonly Token[], i: number, j: number): boolean {
  let k = i - 1;
  while (k >= 0 && toks[k]!.barrier === "" && YEARS_QUALIFIERS.has(toks[k]!.lower)) k--;
  if (k < 0 || toks[k]!.barrier !== "") return false;
  if (CLAIM_VERBS.has(toks[k]!.lower)) {
    // a name the reader did not take for the company's ("… Brightwire Electrical has 25 years"), not "You have"
    if (k > 0 && capitalised(toks[k - 1]!) && !CANDIDATE_PRONOUNS.has(toks[k - 1]!.lower) && x.v.jobWords.longestAt(toks, k - 1) === null) return true;
    for (let s = k - 1; s >= 0 && s >= k - 3; s--) {
      if (employerSubjectAt(runes, toks, s)) return true;
      if (toks[s]!.barrier !== "") return false;
    }
    return false;
  }
  if ((toks[k]!.lower === "on" || toks[k]!.lower === "by") && k > 0) k--;
  if (!OPENING_PHRASE_WORDS.has(toks[k]!.lower) || (k > 0 && !capitalised(toks[k]!))) return false;
  for (let m = j + 1; m + 1 < toks.length; m++) {
    if (toks[m]!.barrier === ",") return employerSubjectAt(runes, toks, m + 1) || (toks[m + 1]!.barrier === "" && x.v.jobWords.longestAt(toks, m + 1) === null);
    if (toks[m]!.barrier !== "") return false;
  }
  return false;
}

/** yearsasked.go's employersExperience: the clause states the employer's years, so its words of experience ask for none. */
export function employersExperience(x: YearsContext, runes: readonly string[], toks: readonly Token[]): boolean {
  for (let i = 0; i < toks.length; i++) {
    if (x.numberValue(toks[i]!) <= 0) continue;
    const j = yearsWordAfter(x, toks, i);
    if (j > 0 && employersYears(x, runes, toks, i, j)) return true;
  }
  return false;
}
