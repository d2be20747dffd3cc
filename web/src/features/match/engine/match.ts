/** Scoring a text against a posting: internal/match/match.go in TypeScript. */
import { Analyzer, EXPERIENCE_ID, type Posting, type Requirement, type RequirementRef } from "./analyze";
import { datedYears } from "./years";
import { lowerString, maskName, nameKeys, normalise, tokenize, type Token } from "./text";
import { Vocabulary, type VocabularyFile } from "./vocabulary";

export interface Item extends Requirement {
  /** Matched only: the text's own words for it. */
  evidence?: string[];
  /** Matched only: the text's skill that implies it, or that meets it as one of the alternatives the posting named (ADR 0073). */
  via?: string;
}

export interface MatchResult {
  score: number;
  matched: Item[];
  missing: Item[];
}

interface Found {
  words: Map<number, string[]>;
  via: Map<number, number>;
  stems: Map<string, string[]>;
}

function appendDistinct(list: string[] | undefined, w: string, limit: number): string[] {
  const out = list ?? [];
  if (out.length >= limit) return out;
  const lw = lowerString(w);
  if (out.some((x) => lowerString(x) === lw)) return out;
  out.push(w);
  return out;
}

/** The words of each target (a role, a company) turned into barriers (match.go's excludeTargets). */
function excludeTargets(toks: Token[], targets: readonly string[]): Token[] {
  for (const target of targets) toks = maskName(toks, nameKeys(target), "\n");
  return toks;
}

/** A plain requirement, without the engine's reference (what the API returns). */
export function plain(r: RequirementRef): Requirement {
  return { id: r.id, skill: r.skill, category: r.category, must_have: r.must_have, weight: r.weight, words: r.words };
}

/** alternatives.go's byAlternative: the first of req's alternatives the text names in its own words. */
function byAlternative(req: RequirementRef, f: Found): number | undefined {
  return req.ref.alts?.find((a) => f.words.has(a));
}

export class Matcher {
  readonly vocabulary: Vocabulary;
  private readonly analyzer: Analyzer;

  constructor(file: VocabularyFile) {
    this.vocabulary = new Vocabulary(file);
    this.analyzer = new Analyzer(this.vocabulary);
  }

  /** What a posting asks for: role, company, seniority, years and weighted requirements. */
  analyze(text: string): Posting {
    return this.analyzer.analyze(text);
  }

  private scan(text: string, exclude: readonly string[]): Found {
    const v = this.vocabulary;
    const rs = [...normalise(text)];
    const toks = excludeTargets(tokenize(rs.join("")), exclude);
    const f: Found = { words: new Map(), via: new Map(), stems: new Map() };
    const order: number[] = [];
    for (const o of v.findSkills(rs, toks)) {
      if (!f.words.has(o.skill)) order.push(o.skill);
      f.words.set(o.skill, appendDistinct(f.words.get(o.skill), o.words, 3));
    }
    for (const s of order) {
      for (const j of v.implied[s]!) {
        if (f.words.has(j)) continue;
        if (!f.via.has(j)) f.via.set(j, s);
      }
    }
    for (const t of toks) if (t.barrier === "") f.stems.set(t.stem, appendDistinct(f.stems.get(t.stem), t.surface, 3));
    return f;
  }

  /**
   * Scores text against an analysed posting; exclude lists the target's own words (role,
   * company); year is the year "present" means in a role's dates ("2019 – present").
   */
  match(p: Posting, text: string, exclude: readonly string[] = [], year = new Date().getFullYear()): MatchResult {
    const f = this.scan(text, exclude);
    const r: MatchResult = { score: 0, matched: [], missing: [] };
    let total = 0;
    let got = 0;
    for (const req of p.requirements) {
      total += req.weight;
      const item: Item = { ...plain(req), words: [...req.words] };
      if (req.id === EXPERIENCE_ID) {
        const evidence = this.experienceEvidence(p, req, f, text, year);
        if (evidence) item.evidence = evidence;
      } else if (req.ref.skill >= 0 && f.words.has(req.ref.skill)) item.evidence = f.words.get(req.ref.skill);
      else if (req.ref.skill >= 0) {
        const by = f.via.get(req.ref.skill) ?? byAlternative(req, f); // "Excel or Google Sheets" met by Google Sheets
        if (by !== undefined) {
          item.evidence = f.words.get(by);
          item.via = this.vocabulary.skills[by]!.name;
        }
      } else item.evidence = f.stems.get(req.ref.stem);
      if (item.evidence !== undefined) {
        got += req.weight;
        r.matched.push(item);
      } else {
        delete item.evidence;
        r.missing.push(item);
      }
    }
    if (total > 0) r.score = Math.floor((100 * got + Math.floor(total / 2)) / total);
    return r;
  }

  /** The text's evidence of the experience a posting asks for (years.go's experienceEvidence), null when none. */
  private experienceEvidence(p: Posting, req: RequirementRef, f: Found, text: string, year: number): string[] | null {
    const v = this.vocabulary;
    const evidence: string[] = [];
    if (req.ref.years > 0) {
      const n = Math.max(datedYears(v, text, year), this.analyzer.yearsIn(tokenize(normalise(text))));
      if (n < req.ref.years) return null;
      evidence.push(`${n} years`);
    }
    const word = this.roleWordIn(p.role, f);
    if (word !== "") return [...evidence, word];
    let total = 0;
    let shown = 0;
    let first = "";
    for (const r of p.requirements) {
      if (r.ref.skill < 0 || !r.must_have || v.light.has(r.category)) continue;
      total++;
      let words = f.words.get(r.ref.skill);
      if (words === undefined) {
        const by = f.via.get(r.ref.skill) ?? byAlternative(r, f);
        if (by !== undefined) words = f.words.get(by);
      }
      if (words !== undefined) {
        shown++;
        if (first === "") first = words[0]!;
      }
    }
    if (total === 0 || 2 * shown < total) return null;
    return [...evidence, first];
  }

  /** The text's word for the role's last role word, "" when it lacks it or the word names no line of work. */
  private roleWordIn(role: string, f: Found): string {
    const v = this.vocabulary;
    const toks = tokenize(normalise(role));
    for (let i = toks.length - 1; i >= 0; i--) {
      const t = toks[i]!;
      if (!v.isRoleWord(t)) continue;
      if (v.broadRoleWords.has(t.lower)) return "";
      return f.stems.get(t.stem)?.[0] ?? "";
    }
    return "";
  }

  /** The form fields that are the user's evidence, for a kind. */
  evidenceFields(kind: string): string[] {
    return this.vocabulary.evidenceFields[kind] ?? [];
  }

  /**
   * The words of a draft that name its target rather than the writer (tailor.go's
   * targetWords): for the kinds that name it, the target fields and the posting's role and company.
   */
  targetWords(kind: string, values: Record<string, string | undefined>, p: Posting): string[] {
    const fields = this.vocabulary.targetFields[kind] ?? [];
    if (fields.length === 0) return [];
    return [...fields.map((name) => values[name] ?? ""), p.role, p.company].filter((s) => s.trim() !== "");
  }

  /** A form's evidence text: its evidence fields joined by line breaks (empty ones left out). */
  evidenceText(kind: string, values: Record<string, string | undefined>): string {
    return this.evidenceFields(kind)
      .map((name) => values[name] ?? "")
      .filter((s) => s !== "")
      .join("\n");
  }
}

export type { Posting, Requirement, RequirementRef };
