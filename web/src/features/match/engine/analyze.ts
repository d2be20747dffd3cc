/**
 * Reading a posting: internal/match/extract.go and requirements.go in TypeScript (ADR 0022,
 * 0030); the role, company and seniority are read by PostingNames (names.ts), which it extends.
 */
import { capitalised, headingKind, isAllCaps, isDigits, Segmenter, wordCount, type Line } from "./segment";
import { isUpper, lowerString, maskName, nameKeys, normalise, spanOf, tokenize, isASCIILower, type Token } from "./text";
import { CTX, HEADING_KINDS, type Occurrence, type PhraseSet, type Vocabulary } from "./vocabulary";
import { addAlternatives, alternativeRuns } from "./alternatives";
import { employersExperience, yearsAsked, yearsWordAfter, type YearsContext } from "./yearsAsked";
import { opensOffer } from "./offers";
import { firstRune, PostingNames, sentences, type ReadLine } from "./names";

export interface Requirement {
  id: string;
  skill: string;
  category: string;
  must_have: boolean;
  weight: number;
  words: string[];
}

/** A requirement with what the engine needs to match it (not part of the JSON). */
export interface RequirementRef extends Requirement {
  readonly ref: { skill: number; stem: string; years: number; first: number; alts?: readonly number[] };
}

export interface Posting {
  role: string;
  company: string;
  seniority: string;
  years: number;
  requirements: RequirementRef[];
}

/** The id of the experience a posting asks for (not a skill of the vocabulary). */
export const EXPERIENCE_ID = "experience";

interface Clause {
  runes: string[];
  toks: Token[];
  ctx: string;
  pos: number;
}

interface Part {
  toks: Token[];
  outer: number;
}

/** requirements.go's saysEssential: "… rural sites, so own transport is essential". */
function saysEssential(s: readonly Token[]): boolean {
  for (let i = 1; i < s.length; i++) {
    if (s[i]!.lower === "essential" && (s[i - 1]!.lower === "is" || s[i - 1]!.lower === "are") && wordCount(s) >= 8) return true;
  }
  return false;
}

const ABOUT_NEITHER = 0;
const ABOUT_JOB = 1;
const ABOUT_EMPLOYER = 2;
const ABOUT_DROPPED = 3;

/** The acronym a posting gives a company in brackets after its name. */
function acronymOf(lines: readonly Line[], name: string): string {
  if (name === "") return "";
  for (const l of lines) {
    const i = l.text.indexOf(`${name} (`);
    if (i < 0) continue;
    const rest = l.text.slice(i + name.length + 2);
    const j = rest.indexOf(")");
    if (j >= 2 && j <= 8 && isAllCaps(rest.slice(0, j)) && !/[ ,]/u.test(rest.slice(0, j))) return rest.slice(0, j);
  }
  return "";
}

export class Analyzer extends PostingNames {
  private readonly segmenter: Segmenter;

  private readonly yearsContext: YearsContext;

  constructor(v: Vocabulary) {
    super(v);
    this.segmenter = new Segmenter(v, (l) => this.heading(l));
    this.yearsContext = { v, numberValue: (t) => this.numberValue(t) };
  }

  heading(l: Line): string {
    const v = this.v;
    let words = wordCount(l.toks);
    if (this.offerLeadIn(l, words)) return CTX.benefits;
    // A label that ends in a colon may be a short question, so it may run to twelve words.
    const limit = l.text.endsWith(":") ? 12 : 8;
    if (l.bulleted || words === 0 || words > limit || l.runes.length > 60 || l.text.endsWith(".")) return "";
    let toks = l.toks;
    for (let i = toks.length - 1; i >= 0; i--) {
      if (toks[i]!.barrier === "?" && i < toks.length - 1) {
        toks = toks.slice(i + 1);
        break;
      }
    }
    const endsLabel = l.text.endsWith(":") || l.text.endsWith(" –") || l.text.endsWith(" -") || l.text.endsWith("—");
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      if (v.isRoleWord(t) || (t.barrier === ":" && i < toks.length - 1)) return "";
    }
    words = wordCount(toks);
    const [kind, covered] = headingKind(v, toks);
    if (kind === "") return "";
    const fillers = toks.filter((t) => t.barrier === "" && v.headingFillers.has(t.lower)).length;
    if (covered + fillers >= words || endsLabel || (toks[0]!.lower === "about" && words <= 5)) {
      if (kind === CTX.required && v.marker(CTX.preferred).contains(toks)) return CTX.preferred;
      return kind;
    }
    return "";
  }

  /** segment.go's offerLeadIn: "… in return for your flexibility we can offer you the following:" heads the benefits. */
  private offerLeadIn(l: Line, words: number): boolean {
    if (l.bulleted || words <= 8 || words > 30 || !l.text.endsWith(":") || !this.v.marker(CTX.benefits).contains(l.toks)) return false;
    return l.toks.some((t) => t.lower === "we" || t.lower === "our");
  }

  private headingPrefix(l: Line): string {
    if (l.bulleted || l.runes.length > 120 || l.toks.length < 3) return "";
    const p = this.v.headings.longestAt(l.toks, 0);
    if (!p || p.keys.length < 2 || p.keys.length >= wordCount(l.toks)) return "";
    if (["you", "your", "we", "our", "the", "a", "what", "who", "how"].includes(l.toks[0]!.lower)) return "";
    const kind = HEADING_KINDS[p.owner]!;
    return kind === CTX.required || kind === CTX.preferred || kind === CTX.duties ? kind : "";
  }

  private inlineLabel(toks: readonly Token[]): [string, number] {
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      if (t.barrier === "") continue;
      if (t.barrier !== ":" || i === 0 || i > 6 || i + 1 >= toks.length) return ["", 0];
      const [kind, covered] = headingKind(this.v, toks.slice(0, i));
      if (kind !== "" && covered * 2 >= wordCount(toks.slice(0, i))) return [kind, i + 1];
      return ["", 0];
    }
    return ["", 0];
  }

  analyze(text: string): Posting {
    const [lines, boldRole] = this.segmenter.splitPosting(text);
    const read = this.sections(lines);
    const [role, titleLine, titleCompany] = this.findRole(lines, read, boldRole);
    const p: Posting = { role, company: this.findCompany(lines, read, titleLine, titleCompany), seniority: "", years: 0, requirements: [] };
    p.seniority = this.seniorityOf(role, lines);
    const cls = this.readClauses(lines, read, titleLine, p.company, p.role);
    let hasRequired = false;
    for (const c of cls) {
      if (c.ctx === CTX.required) hasRequired = true;
      if (c.ctx === CTX.required || c.ctx === CTX.general || c.ctx === CTX.duties || c.ctx === CTX.title) p.years = Math.max(p.years, yearsAsked(this.yearsContext, c.runes, c.toks, c.ctx === CTX.required)[0]);
    }
    const reqs = this.skillRequirements(cls, hasRequired);
    const exp = this.experienceRequirement(cls, hasRequired, p.years);
    if (exp) reqs.push(exp);
    reqs.push(...this.keywordRequirements(cls, p));
    reqs.sort((a, b) => {
      if (a.must_have !== b.must_have) return a.must_have ? -1 : 1;
      if (a.weight !== b.weight) return b.weight - a.weight;
      return a.ref.first - b.ref.first;
    });
    p.requirements = reqs;
    return p;
  }

  private sections(lines: readonly Line[]): ReadLine[] {
    const out: ReadLine[] = [];
    let section: string = CTX.general;
    let lineLabel = "";
    let fieldLabel = false; // lineLabel comes from a field's label ("Location:"), not a section's ("Contact:")
    for (const l of lines) {
      if (!l.cont) lineLabel = "";
      const kind = this.heading(l);
      if (kind !== "") {
        section = kind;
        lineLabel = "";
        out.push({ ctx: kind, toks: [], heading: true });
        continue;
      }
      const prefix = this.headingPrefix(l);
      if (prefix !== "") {
        section = prefix;
        lineLabel = "";
      }
      let toks = l.toks;
      let ctx = section;
      const field = this.v.fieldLabels.longestAt(toks, 0);
      const labelled = field !== null && field.keys.length < toks.length && toks[field.keys.length]!.barrier === ":";
      if (labelled && fieldLabel) lineLabel = ""; // each field's label holds for that field
      const [label, from] = this.inlineLabel(toks);
      // Under pay and benefits, "Bonus: 10% performance bonus each term" is pay, not a nice-to-have.
      if (label !== "" && !(section === CTX.benefits && this.v.marker(CTX.benefits).contains(toks))) {
        ctx = label;
        toks = toks.slice(from);
        lineLabel = label;
        fieldLabel = labelled;
      } else if (lineLabel !== "") ctx = lineLabel;
      if (ctx !== CTX.benefits && opensOffer(this.v, toks)) {
        // "We offer a permanent contract…" (offers.ts), and the list its colon leads into
        ctx = CTX.benefits;
        if (l.text.endsWith(":")) {
          section = CTX.benefits;
          lineLabel = "";
        }
      }
      out.push({ ctx, toks, heading: false });
    }
    return out;
  }

  /** A sentence whose subject is a named part of the organisation (extract.go's opensWithUnit). */
  private opensWithUnit(s: readonly Token[]): boolean {
    const i = s.length > 0 && (s[0]!.lower === "the" || s[0]!.lower === "our") ? 1 : 0;
    for (let j = i; j < s.length && j - i < 4; j++) {
      if (!capitalised(s[j]!)) return false;
      if (this.v.unitWords.has(s[j]!.lower)) return j > i;
    }
    return false;
  }

  private sentenceSubject(s: readonly Token[], companyWords: readonly string[], roleStem: string): number {
    const v = this.v;
    for (const kind of [CTX.required, CTX.preferred]) if (v.marker(kind).contains(s)) return ABOUT_JOB;
    if (v.jobWords.contains(s) || v.roleTriggers.contains(s)) return ABOUT_JOB;
    // "The Site Services Department is responsible for … the gardens": a part of the employer.
    if (this.opensWithUnit(s)) return ABOUT_EMPLOYER;
    if (v.marker(CTX.duties).contains(s)) return ABOUT_JOB;
    if (roleStem !== "" && s.some((t) => t.barrier === "" && t.stem === roleStem)) return ABOUT_JOB;
    let words = 0;
    for (let i = 0; i < s.length; i++) {
      const t = s[i]!;
      if (t.barrier !== "") continue;
      if (++words > 4) break;
      // "US" in capitals is the country ("Knowledge of US GAAP"), not the employer's "us".
      if ((t.surface !== "US" && v.employerWords.longestAt(s, i) !== null) || companyWords.includes(t.surface)) return ABOUT_EMPLOYER;
    }
    return ABOUT_NEITHER;
  }

  private readClauses(lines: readonly Line[], read: readonly ReadLine[], titleLine: number, company: string, role: string): Clause[] {
    const v = this.v;
    const companyKeys: string[][] = [];
    const companyWords: string[] = [];
    for (const name of [company, acronymOf(lines, company)]) {
      const keys = nameKeys(name);
      if (keys.length === 0) continue;
      companyKeys.push(keys);
      const first = tokenize(normalise(name))[0]!;
      if (first.lower.length >= 3 && !v.companySkip.has(first.lower)) companyWords.push(first.surface);
    }
    let roleStem = "";
    const rt = tokenize(normalise(role));
    for (let i = rt.length - 1; i >= 0; i--) {
      if (v.isRoleWord(rt[i]!)) {
        roleStem = rt[i]!.stem;
        break;
      }
    }
    const cls: Clause[] = [];
    let pos = 0;
    lines.forEach((l, li) => {
      const r = read[li]!;
      if (r.heading || r.ctx === CTX.eeo) return;
      const ctx = li === titleLine ? CTX.title : r.ctx;
      const ss = sentences(r.toks);
      const subjects = ss.map(() => ABOUT_NEITHER);
      let anyJob = false;
      let anyEmployer = false;
      ss.forEach((s, si) => {
        if (
          v.marker(CTX.eeo).contains(s) ||
          v.marker(CTX.boilerplate).contains(s) ||
          (v.marker(CTX.apply).contains(s) && v.findSkills(l.runes, s).length === 0) ||
          (v.marker(CTX.benefits).contains(s) && ctx !== CTX.required && ctx !== CTX.preferred && ctx !== CTX.duties && ctx !== CTX.title && !v.marker(CTX.required).contains(s))
        )
          subjects[si] = ABOUT_DROPPED;
        else if (ctx === CTX.benefits || ctx === CTX.apply) {
          subjects[si] = ABOUT_DROPPED;
          // Not a benefit run into the invitation to apply ("… Contract of Employment If this appeals to you…").
          const runOnInvite = ctx === CTX.benefits && v.marker(CTX.apply).contains(s);
          if (wordCount(s) >= 10 && !runOnInvite && this.sentenceSubject(s, companyWords, roleStem) === ABOUT_JOB) subjects[si] = ABOUT_JOB;
        } else if (l.bulleted) {
          // an item of a list: a duty or a requirement, never the employer's description
        } else if (ctx === CTX.general || ctx === CTX.duties || ctx === CTX.required || ctx === CTX.preferred) subjects[si] = this.sentenceSubject(s, companyWords, roleStem);
        anyJob ||= subjects[si] === ABOUT_JOB;
        anyEmployer ||= subjects[si] === ABOUT_EMPLOYER;
      });
      ss.forEach((sentence, si) => {
        let s = sentence;
        let sctx: string = ctx;
        if (subjects[si] === ABOUT_DROPPED) return;
        if (ctx === CTX.benefits || ctx === CTX.apply) sctx = CTX.general;
        else if (subjects[si] === ABOUT_EMPLOYER || (subjects[si] === ABOUT_NEITHER && anyEmployer && !anyJob && !l.bulleted && ctx !== CTX.title)) sctx = CTX.about;
        const nice = v.marker(CTX.preferred).contains(s);
        const required = v.marker(CTX.required).contains(s) && !nice;
        const duty = (v.marker(CTX.duties).contains(s) || subjects[si] === ABOUT_JOB || l.bulleted) && !nice;
        for (const keys of companyKeys) s = maskName(s, keys, ",");
        const parts = this.clauses(s);
        const ctxs: string[] = [];
        for (const c of parts) {
          let cctx = sctx;
          if (cctx !== CTX.title) {
            if (v.marker(CTX.preferred).contains(c.toks) || (c.outer >= 0 && ctxs[c.outer] === CTX.preferred)) cctx = CTX.preferred;
            else if ((required || v.marker(CTX.required).contains(c.toks)) && (cctx === CTX.general || cctx === CTX.duties || cctx === CTX.about)) cctx = CTX.required;
            // A sentence after the nice-to-haves that says what is essential is a must-have (extract.go's saysEssential).
            else if (!nice && cctx === CTX.preferred && saysEssential(s)) cctx = CTX.required;
            else if (duty && cctx === CTX.general) cctx = CTX.duties;
          }
          ctxs.push(cctx);
          cls.push({ runes: l.runes, toks: c.toks, ctx: cctx, pos });
          pos += c.toks.length;
        }
      });
    });
    return cls;
  }

  private clauses(all: readonly Token[]): Part[] {
    const kept: Token[] = [];
    for (let i = 0; i < all.length; i++) {
      if (all[i]!.barrier === "(" && i + 2 < all.length && all[i + 2]!.barrier === ")" && isDigits(all[i + 1]!.lower) && kept.length > 0) {
        i += 2;
        continue;
      }
      kept.push(all[i]!);
    }
    const out: Part[] = [];
    const flush = (seg: readonly Token[]) => {
      const outer: Token[] = [];
      const parens: Token[][] = [];
      let depth = 0;
      for (const t of seg) {
        if (t.barrier === "(") {
          if (depth === 0) {
            outer.push(t);
            parens.push([]);
          }
          depth++;
        } else if (t.barrier === ")" && depth > 0) depth--;
        else if (depth > 0) parens[parens.length - 1]!.push(t);
        else outer.push(t);
      }
      let oi = -1;
      if (wordCount(outer) > 0) {
        out.push({ toks: outer, outer: -1 });
        oi = out.length - 1;
      }
      for (const p of parens) if (wordCount(p) > 0) out.push({ toks: p, outer: oi });
    };
    let start = 0;
    kept.forEach((t, i) => {
      if ((t.barrier !== "" && ".;!?".includes(t.barrier)) || this.qualifierAt(kept, i)) {
        flush(kept.slice(start, i));
        start = i + 1;
      }
    });
    flush(kept.slice(start));
    return out;
  }

  private qualifierAt(toks: readonly Token[], i: number): boolean {
    const t = toks[i]!;
    if (t.barrier !== "," && t.lower !== "and" && t.lower !== "or") return false;
    if (i + 1 >= toks.length) return false;
    const p = this.v.marker(CTX.preferred).longestAt(toks, i + 1);
    return p !== null && i + 1 + p.keys.length < toks.length && toks[i + 1 + p.keys.length]!.barrier === "";
  }

  private contextWeight(ctx: string): number {
    const w = this.v.weights;
    switch (ctx) {
      case CTX.required:
      case CTX.title:
        return w.required;
      case CTX.preferred:
        return w.preferred;
      case CTX.about:
        return w.about;
    }
    return w.general;
  }

  private namesUnit(toks: readonly Token[], o: Occurrence): boolean {
    for (let j = o.at + o.n; j < toks.length && j <= o.at + o.n + 3; j++) {
      const t = toks[j]!;
      if (t.barrier !== "") return false;
      if (this.v.unitWords.has(t.lower)) return true;
      if (t.lower !== "and" && t.lower !== "or" && !capitalised(t)) return false;
    }
    return false;
  }

  private skillRequirements(cls: readonly Clause[], hasRequired: boolean): RequirementRef[] {
    const v = this.v;
    interface Mentions {
      req: RequirementRef;
      best: number;
      count: number;
      title: boolean;
      must: boolean;
      mustSoft: boolean;
      onlyAbout: boolean;
      alone: boolean;
      words: Set<string>;
    }
    const found = new Map<number, Mentions>();
    const alts = new Map<number, number[]>();
    const order: number[] = [];
    for (const c of cls) {
      const occ = v.findSkills(c.runes, c.toks).filter((o) => !this.namesUnit(c.toks, o));
      const runOf = occ.map(() => -1);
      alternativeRuns(c.runes, c.toks, occ).forEach((r, ri) => {
        addAlternatives(alts, occ, r);
        for (let k = r.start; k < r.end; k++) runOf[k] = ri;
      });
      occ.forEach((o, k) => {
        // "Kubernetes or ECS": one of them is asked for
        const alt = runOf[k]! >= 0 && k > 0 && runOf[k - 1] === runOf[k];
        const ctx = alt && (c.ctx === CTX.required || c.ctx === CTX.duties || c.ctx === CTX.general) ? CTX.preferred : c.ctx;
        let m = found.get(o.skill);
        if (!m) {
          const s = v.skills[o.skill]!;
          m = {
            req: { id: s.id, skill: s.name, category: s.category, must_have: false, weight: 0, words: [], ref: { skill: o.skill, stem: "", years: 0, first: c.pos + o.at } },
            best: 0, count: 0, title: false, must: false, mustSoft: false, onlyAbout: false, alone: false, words: new Set(),
          };
          found.set(o.skill, m);
          order.push(o.skill);
        }
        if (m.count === 0) m.onlyAbout = true;
        m.onlyAbout = m.onlyAbout && c.ctx === CTX.about;
        m.count++;
        m.best = Math.max(m.best, this.contextWeight(ctx));
        m.title ||= ctx === CTX.title;
        m.must ||= ctx === CTX.required || ctx === CTX.title || ctx === CTX.duties;
        m.mustSoft ||= ctx === CTX.general;
        m.alone ||= runOf[k]! < 0;
        const lw = lowerString(o.words);
        if (!m.words.has(lw) && m.req.words.length < 5) {
          m.words.add(lw);
          m.req.words.push(o.words);
        }
      });
    }
    const out: RequirementRef[] = [];
    for (const i of order) {
      const m = found.get(i)!;
      const withs = v.with[i]!;
      if ((withs.length > 0 && !withs.some((j) => found.has(j))) || m.onlyAbout) continue;
      let w = m.best + Math.min(m.count - 1, v.weights.repeat_cap) * v.weights.repeat_bonus;
      if (m.title) w += v.weights.title_bonus;
      if (v.light.has(m.req.category)) w = Math.floor((w + v.weights.soft_divisor - 1) / v.weights.soft_divisor);
      m.req.weight = w;
      m.req.must_have = m.must || (!hasRequired && m.mustSoft);
      if (!m.alone && alts.has(i)) out.push({ ...m.req, ref: { ...m.req.ref, alts: alts.get(i)! } });
      else out.push(m.req);
    }
    return out;
  }

  private experienceRequirement(cls: readonly Clause[], hasRequired: boolean, years: number): RequirementRef | null {
    const r = { id: EXPERIENCE_ID, skill: "", category: "experience", must_have: false, weight: 0, words: [] as string[], ref: { skill: -1, stem: "", years: 0, first: -1 } };
    let best = 0;
    let must = false;
    let mustSoft = false;
    let preferredYears = 0;
    const words = new Set<string>();
    for (const c of cls) {
      if (c.ctx === CTX.about) continue;
      const [n, yearsAt] = yearsAsked(this.yearsContext, c.runes, c.toks, c.ctx === CTX.required || c.ctx === CTX.preferred);
      const [phrase, at] = this.experienceAt(c.toks);
      if (n === 0 && (phrase === 0 || this.namesSkill(c) || employersExperience(this.yearsContext, c.runes, c.toks))) continue;
      if (n > 0 && c.ctx === CTX.preferred) preferredYears = Math.max(preferredYears, n);
      if (r.ref.first < 0) r.ref.first = c.pos + at;
      best = Math.max(best, this.contextWeight(c.ctx));
      must ||= c.ctx === CTX.required || c.ctx === CTX.title || c.ctx === CTX.duties;
      mustSoft ||= c.ctx === CTX.general;
      const w = phrase > 0 ? spanOf(c.runes, c.toks.slice(at, at + phrase)) : this.yearsWords(c, yearsAt);
      const lw = lowerString(w);
      if (w !== "" && !words.has(lw) && r.words.length < 5) {
        words.add(lw);
        r.words.push(w);
      }
    }
    if (r.ref.first < 0) return null;
    r.ref.years = years === 0 ? preferredYears : years;
    r.skill = r.ref.years > 0 ? `${r.ref.years}+ years of experience` : "Previous experience in the role";
    r.weight = best;
    r.must_have = must || (!hasRequired && mustSoft);
    return r;
  }

  private experienceAt(toks: readonly Token[]): [number, number] {
    for (let i = 0; i < toks.length; i++) {
      const p = this.v.experiencePhrases.longestAt(toks, i);
      if (p) return [p.keys.length, i];
    }
    return [0, 0];
  }

  private namesSkill(c: Clause): boolean {
    return this.v.findSkills(c.runes, c.toks).some((o) => !this.v.light.has(this.v.skills[o.skill]!.category));
  }

  /** A clause's words from the number of years at i to "years"; a range ("1–3 years") whole. */
  private yearsWords(c: Clause, i: number): string {
    if (i < 0) return "";
    const j = yearsWordAfter(this.yearsContext, c.toks, i);
    if (j < 0) return "";
    const before = c.toks[i - 1];
    if (i >= 2 && (before!.barrier === "–" || before!.barrier === "—" || before!.lower === "to") && this.numberValue(c.toks[i - 2]!) > 0) i -= 2;
    return spanOf(c.runes, c.toks.slice(i, j + 1));
  }

  private keywordRequirements(cls: readonly Clause[], p: Posting): RequirementRef[] {
    const v = this.v;
    if (v.keywords.max === 0) return [];
    const own = new Set<string>();
    for (const s of [p.role, p.company]) for (const t of tokenize(normalise(s))) own.add(t.stem);
    const adjectiveLike = (w: string) => (v.keywords.skip_suffixes ?? []).some((suffix) => w.endsWith(suffix));
    interface Kw {
      req: RequirementRef;
      count: number;
      lowerSeen: boolean;
      words: Set<string>;
    }
    const found = new Map<string, Kw>();
    const order: string[] = [];
    for (const c of cls) {
      if (c.ctx !== CTX.required && c.ctx !== CTX.preferred) continue;
      const covered = c.toks.map(() => false);
      for (const o of v.findSkills(c.runes, c.toks)) for (let k = o.at; k < o.at + o.n; k++) covered[k] = true;
      c.toks.forEach((t, i) => {
        if (t.barrier !== "") return;
        if (covered[i] || t.lower.length < v.keywords.min_length || !isASCIILower(t.lower) || v.ignored.has(t.stem) || own.has(t.stem) || adjectiveLike(t.lower)) return;
        let k = found.get(t.stem);
        if (!k) {
          k = { req: { id: `kw:${t.stem}`, skill: "", category: "keyword", must_have: false, weight: 0, words: [], ref: { skill: -1, stem: t.stem, years: 0, first: c.pos + i } }, count: 0, lowerSeen: false, words: new Set() };
          found.set(t.stem, k);
          order.push(t.stem);
        }
        k.count++;
        if (!isUpper(firstRune(t.surface))) k.lowerSeen = true;
        if (!k.words.has(t.lower) && k.req.words.length < 5) {
          k.words.add(t.lower);
          k.req.words.push(t.surface);
        }
      });
    }
    const picked = order.map((s) => found.get(s)!).filter((k) => k.count >= v.keywords.min_count && k.lowerSeen);
    picked.sort((a, b) => b.count - a.count);
    return picked.slice(0, v.keywords.max).map((k) => {
      k.req.skill = lowerString(k.req.words[0]!);
      k.req.weight = v.weights.keyword;
      return k.req;
    });
  }

  numberValue(t: Token): number {
    if (t.barrier !== "") return 0;
    const w = this.v.numberWords[t.lower];
    if (w !== undefined) return w;
    if (t.lower.length > 2 || !isDigits(t.lower)) return 0;
    return Number(t.lower);
  }

  yearsIn(toks: readonly Token[]): number {
    let best = 0;
    toks.forEach((t, i) => {
      const n = this.numberValue(t);
      if (n < 1 || n > 40) return;
      if (i > 0 && (this.numberValue(toks[i - 1]!) > 0 || toks[i - 1]!.lower === "to" || toks[i - 1]!.lower === "or")) return;
      for (let j = i + 1; j < toks.length && j <= i + 4; j++) {
        const u = toks[j]!;
        if (u.stem === "year" || u.stem === "yr") {
          best = Math.max(best, n);
          break;
        }
        if (u.barrier === "(" || u.barrier === ")" || this.numberValue(u) > 0 || u.lower === "to" || u.lower === "or" || u.lower === "plus" || u.lower === "more") continue;
        break;
      }
    });
    return best;
  }

}

export type { PhraseSet };
