/** The compiled vocabulary: internal/match/vocab.go in TypeScript, reading the same file. */
import { lowerString, phraseKeys, spanOf, type Token } from "./text";

export interface Weights {
  required: number;
  general: number;
  preferred: number;
  about: number;
  title_bonus: number;
  repeat_bonus: number;
  repeat_cap: number;
  soft_divisor: number;
  keyword: number;
}

interface SkillEntry {
  id: string;
  name: string;
  category: string;
  aliases?: string[];
  exact?: string[];
  not?: string[];
  implies?: string[];
  /** Skills one of which the posting must name too ("Spring" needs Java). */
  with?: string[];
}

export interface VocabularyFile {
  version: string;
  weights: Weights;
  keywords: { min_count: number; min_length: number; max: number; skip_suffixes?: string[] };
  evidence_fields: Record<string, string[]>;
  target_fields: Record<string, string[]>;
  role_words: string[];
  role_triggers: string[];
  role_skip: string[];
  role_stops: string[];
  org_words: string[];
  company_skip: string[];
  company_verbs: string[];
  heading_fillers: string[];
  join_words?: string[];
  job_words?: string[];
  employer_words?: string[];
  experience_phrases?: string[];
  light_categories?: string[];
  role_verbs?: string[];
  company_before?: string[];
  company_groups?: string[];
  company_acts?: string[];
  company_suffixes?: string[];
  field_labels?: string[];
  broad_role_words?: string[];
  unit_words?: string[];
  item_ends?: string[];
  seniority: { level: string; words: string[]; phrases: string[] }[];
  number_words: Record<string, number>;
  stop_words: string[];
  generic_words: string[];
  headings: Record<string, string[]>;
  markers: Record<string, string[]>;
  skills: SkillEntry[];
}

export const CTX = {
  general: "general",
  required: "required",
  preferred: "preferred",
  duties: "duties",
  about: "about",
  benefits: "benefits",
  eeo: "eeo",
  apply: "apply",
  boilerplate: "boilerplate",
  title: "title",
} as const;

/** Tie order of headings of equal cover. */
export const HEADING_KINDS = [CTX.eeo, CTX.apply, CTX.benefits, CTX.preferred, CTX.required, CTX.duties, CTX.about] as const;

interface Phrase {
  keys: string[];
  exact: boolean;
  owner: number;
  order: number;
}

/** Phrases (stems, or exact spellings) found in token lists. */
export class PhraseSet {
  private byFirst = new Map<string, Phrase[]>();
  private n = 0;

  add(keys: string[], exact: boolean, owner: number): void {
    if (keys.length === 0) return;
    const first = exact ? `=${keys[0]}` : keys[0]!;
    const list = this.byFirst.get(first) ?? [];
    list.push({ keys, exact, owner, order: this.n++ });
    this.byFirst.set(first, list);
  }

  /** The longest phrase at toks[i]; of equal lengths, the one added first. */
  longestAt(toks: readonly Token[], i: number): Phrase | null {
    const t = toks[i]!;
    if (t.barrier !== "") return null;
    let best: Phrase | null = null;
    for (const list of [this.byFirst.get(t.stem), this.byFirst.get(`=${t.surface}`)]) {
      for (const p of list ?? []) {
        if (!phraseAt(p, toks, i)) continue;
        if (best === null || p.keys.length > best.keys.length || (p.keys.length === best.keys.length && p.order < best.order)) best = p;
      }
    }
    return best;
  }

  contains(toks: readonly Token[]): boolean {
    for (let i = 0; i < toks.length; i++) if (this.longestAt(toks, i)) return true;
    return false;
  }
}

function phraseAt(p: Phrase, toks: readonly Token[], i: number): boolean {
  if (i + p.keys.length > toks.length) return false;
  for (let k = 0; k < p.keys.length; k++) {
    const t = toks[i + k]!;
    if (t.barrier !== "") return false;
    if (p.exact ? t.surface !== p.keys[k] : t.stem !== p.keys[k]) return false;
  }
  return true;
}

/** Whether keys occur in toks around [i, i+n). */
export function coverPhrase(toks: readonly Token[], keys: readonly string[], i: number, n: number): boolean {
  for (let k = Math.max(0, i + n - keys.length); k <= i && k + keys.length <= toks.length; k++) {
    let ok = true;
    for (let j = 0; j < keys.length; j++) {
      const t = toks[k + j]!;
      if (t.barrier !== "" || t.stem !== keys[j]) {
        ok = false;
        break;
      }
    }
    if (ok) return true;
  }
  return false;
}

export interface Occurrence {
  skill: number;
  at: number;
  n: number;
  words: string;
}

const lowerSet = (words: readonly string[]) => new Set(words.map(lowerString));

export class Vocabulary {
  readonly version: string;
  readonly weights: Weights;
  readonly keywords: VocabularyFile["keywords"];
  readonly evidenceFields: Record<string, string[]>;
  readonly targetFields: Record<string, string[]>;
  readonly skills: SkillEntry[];
  readonly implied: number[][] = [];
  readonly skillPhrases = new PhraseSet();
  readonly notPhrases: string[][][] = [];
  readonly with: number[][] = [];
  readonly light: Set<string>;
  readonly joinWords: Set<string>;
  readonly roleVerbs: Set<string>;
  readonly companyBefore: Set<string>;
  readonly companyGroups: Set<string>;
  readonly companyActs: Set<string>;
  readonly companySuffix: Set<string>;
  readonly broadRoleWords: Set<string>;
  readonly unitWords: Set<string>;
  readonly itemEnds: Set<string>;
  readonly jobWords = new PhraseSet();
  readonly employerWords = new PhraseSet();
  readonly experiencePhrases = new PhraseSet();
  readonly fieldLabels = new PhraseSet();
  readonly roleWords = new Set<string>();
  readonly roleTriggers = new PhraseSet();
  readonly roleSkip: Set<string>;
  readonly roleStops: Set<string>;
  readonly orgWords: Set<string>;
  readonly companySkip: Set<string>;
  readonly companyVerbs: Set<string>;
  readonly headingFillers: Set<string>;
  readonly seniority = new PhraseSet();
  readonly levelPhrases = new PhraseSet();
  readonly levels: string[] = [];
  readonly numberWords: Record<string, number>;
  readonly ignored = new Set<string>();
  readonly headings = new PhraseSet();
  readonly markers = new Map<string, PhraseSet>();

  constructor(f: VocabularyFile) {
    this.version = f.version;
    this.weights = f.weights;
    this.keywords = f.keywords;
    this.evidenceFields = f.evidence_fields;
    this.targetFields = f.target_fields;
    this.skills = f.skills;
    this.numberWords = f.number_words;
    this.roleSkip = lowerSet(f.role_skip);
    this.roleStops = lowerSet(f.role_stops);
    this.orgWords = lowerSet(f.org_words);
    this.companySkip = lowerSet(f.company_skip);
    this.companyVerbs = lowerSet(f.company_verbs);
    this.headingFillers = lowerSet(f.heading_fillers);
    this.light = lowerSet(f.light_categories ?? []);
    this.joinWords = lowerSet(f.join_words ?? []);
    this.roleVerbs = lowerSet(f.role_verbs ?? []);
    this.companyBefore = lowerSet(f.company_before ?? []);
    this.companyGroups = lowerSet(f.company_groups ?? []);
    this.companyActs = lowerSet(f.company_acts ?? []);
    this.companySuffix = lowerSet(f.company_suffixes ?? []);
    this.broadRoleWords = lowerSet(f.broad_role_words ?? []);
    this.unitWords = lowerSet(f.unit_words ?? []);
    this.itemEnds = lowerSet(f.item_ends ?? []);
    const sets: [string[] | undefined, PhraseSet][] = [
      [f.job_words, this.jobWords],
      [f.employer_words, this.employerWords],
      [f.experience_phrases, this.experiencePhrases],
      [f.field_labels, this.fieldLabels],
    ];
    for (const [words, set] of sets) for (const w of words ?? []) set.add(phraseKeys(w, false), false, 0);
    for (const t of f.role_triggers) this.roleTriggers.add(phraseKeys(t, false), false, 0);
    const byID = new Map<string, number>();
    f.skills.forEach((s, i) => byID.set(s.id, i));
    f.skills.forEach((s, i) => {
      const exact = new Set(s.exact ?? []);
      const aliases = exact.has(s.name) ? [...(s.aliases ?? [])] : [s.name, ...(s.aliases ?? [])];
      for (const a of aliases) this.skillPhrases.add(phraseKeys(a, false), false, i);
      for (const e of s.exact ?? []) this.skillPhrases.add(phraseKeys(e, true), true, i);
      this.notPhrases.push((s.not ?? []).map((n) => phraseKeys(n, false)));
      this.with.push((s.with ?? []).map((id) => byID.get(id)!));
    });
    f.skills.forEach((_, i) => {
      const seen = new Set([i]);
      const queue = [i];
      const out: number[] = [];
      while (queue.length > 0) {
        const cur = queue.shift()!;
        for (const id of f.skills[cur]!.implies ?? []) {
          const j = byID.get(id);
          if (j !== undefined && !seen.has(j)) {
            seen.add(j);
            out.push(j);
            queue.push(j);
          }
        }
      }
      this.implied.push(out.sort((a, b) => a - b));
    });
    for (const w of f.role_words) for (const k of phraseKeys(w, false)) this.roleWords.add(k);
    f.seniority.forEach((s, li) => {
      this.levels.push(s.level);
      for (const w of s.words) {
        const keys = phraseKeys(w, false);
        this.seniority.add(keys, false, li);
        for (const k of keys) this.ignored.add(k);
      }
      for (const w of s.phrases) this.levelPhrases.add(phraseKeys(w, false), false, li);
    });
    for (const list of [f.stop_words, f.generic_words, f.role_words]) for (const w of list) for (const k of phraseKeys(w, false)) this.ignored.add(k);
    HEADING_KINDS.forEach((kind, ki) => {
      for (const h of f.headings[kind] ?? []) this.headings.add(phraseKeys(h, false), false, ki);
    });
    for (const [kind, list] of Object.entries(f.markers)) {
      const ps = new PhraseSet();
      for (const m of list) ps.add(phraseKeys(m, false), false, 0);
      this.markers.set(kind, ps);
    }
    for (const kind of [CTX.duties, CTX.apply, CTX.boilerplate]) if (!this.markers.has(kind)) this.markers.set(kind, new PhraseSet());
  }

  marker(kind: string): PhraseSet {
    return this.markers.get(kind)!;
  }

  /** A word that ends a job title; a word in -ing is not one ("engineering", "nursing" are fields). */
  isRoleWord(t: Token): boolean {
    return t.barrier === "" && this.roleWords.has(t.stem) && !t.lower.endsWith("ing");
  }

  /** Skills in toks (cut from rs), left to right, the longest alias winning. */
  findSkills(rs: readonly string[], toks: readonly Token[]): Occurrence[] {
    const out: Occurrence[] = [];
    for (let i = 0; i < toks.length; ) {
      const p = this.skillPhrases.longestAt(toks, i);
      if (!p) {
        i++;
        continue;
      }
      if (this.notPhrases[p.owner]!.some((not) => coverPhrase(toks, not, i, p.keys.length))) {
        i++;
        continue;
      }
      out.push({ skill: p.owner, at: i, n: p.keys.length, words: spanOf(rs, toks.slice(i, i + p.keys.length)) });
      i += p.keys.length;
    }
    return out;
  }

  /** Whether toks are exactly one of the skills ("Python is a plus" names no company). */
  isSkillWord(toks: readonly Token[]): boolean {
    if (toks.length === 0) return false;
    const p = this.skillPhrases.longestAt(toks, 0);
    return p !== null && p.keys.length === toks.length;
  }
}
