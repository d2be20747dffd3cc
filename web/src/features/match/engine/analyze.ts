/** Reading a posting: internal/match/extract.go and role.go in TypeScript (ADR 0022, 0030). */
import { capitalised, headingKind, isAllCaps, isDigits, Segmenter, wordCount, type Line } from "./segment";
import { isUpper, lowerString, maskName, nameKeys, normalise, spanOf, tokenize, isASCIILower, type Token } from "./text";
import { CTX, HEADING_KINDS, type Occurrence, type PhraseSet, type Vocabulary } from "./vocabulary";
import { alternatives } from "./alternatives";
import { yearsAsked, yearsWordAfter, type YearsContext } from "./yearsAsked";

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
  readonly ref: { skill: number; stem: string; years: number; first: number };
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

const ROLE_LABEL = /^(?:job[\s_-]+title|job\s+role|job|title|position|role|opening|vacancy|post)\s*(?:[:：]|\s[–—-]\s)\s*(.+)$/iu;
const COMPANY_LABEL = /^(?:company\s+name|company|employer\s+name|employer|organi[sz]ation|hiring\s+organi[sz]ation|hiring\s+company|client)\s*(?:[:：]|\s[–—-]\s)\s*(.+)$/iu;
const BRACKETED = /\s*(?:\([^()]*\)|\[[^[\]]*\])/gu;
const TITLE_SEP = /\s+(?:[|—–·•@]|-{1,2}|at)\s+|\s*[|—]\s*|,\s+/gu;
const VALUE_SEP = /\s+[|–—-]\s+|\s*\|\s*/u;
const DIGIT = /\p{Nd}/u;

interface ReadLine {
  ctx: string;
  toks: Token[];
  heading: boolean;
}

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

interface CompanyCandidate {
  name: string;
  org: boolean;
}

const firstRune = (s: string) => [...s][0] ?? "";
const trimValue = (s: string) => s.trim().replace(/[.,;:!]+$/u, "").trim();
/** requirements.go's saysEssential: "… rural sites, so own transport is essential". */
function saysEssential(s: readonly Token[]): boolean {
  for (let i = 1; i < s.length; i++) {
    if (s[i]!.lower === "essential" && (s[i - 1]!.lower === "is" || s[i - 1]!.lower === "are") && wordCount(s) >= 8) return true;
  }
  return false;
}

const dropped = (ctx: string) => ctx === CTX.eeo || ctx === CTX.benefits || ctx === CTX.apply;
const readable = (r: ReadLine) => !r.heading && !dropped(r.ctx);
const countOf = (text: string, part: string) => (part === "" ? 0 : text.split(part).length - 1);

const ABOUT_NEITHER = 0;
const ABOUT_JOB = 1;
const ABOUT_EMPLOYER = 2;
const ABOUT_DROPPED = 3;

function labelValue(s: string): string {
  s = s.replace(BRACKETED, "");
  const m = VALUE_SEP.exec(s);
  if (m) s = s.slice(0, m.index);
  return trimValue(s);
}

/** Tokens cut at full stops, exclamation and question marks. */
function sentences(toks: readonly Token[]): Token[][] {
  const out: Token[][] = [];
  let start = 0;
  toks.forEach((t, i) => {
    if (t.barrier === "." || t.barrier === "!" || t.barrier === "?") {
      if (i > start) out.push(toks.slice(start, i));
      start = i + 1;
    }
  });
  if (start < toks.length) out.push(toks.slice(start));
  return out;
}

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

/** How often a posting names a company, counting the acronym it gives it. */
function mentionCount(text: string, name: string): number {
  let n = countOf(text, name);
  const i = text.indexOf(`${name} (`);
  if (i >= 0) {
    const rest = text.slice(i + name.length + 2);
    const j = rest.indexOf(")");
    if (j >= 2 && j <= 8 && isAllCaps(rest.slice(0, j)) && !/[ ,]/u.test(rest.slice(0, j))) n += countOf(text, rest.slice(0, j)) - 1;
  }
  return n;
}

export class Analyzer {
  private readonly segmenter: Segmenter;

  private readonly yearsContext: YearsContext;

  constructor(private readonly v: Vocabulary) {
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
          if (wordCount(s) >= 10 && this.sentenceSubject(s, companyWords, roleStem) === ABOUT_JOB) subjects[si] = ABOUT_JOB;
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
      words: Set<string>;
    }
    const found = new Map<number, Mentions>();
    const order: number[] = [];
    for (const c of cls) {
      const occ = v.findSkills(c.runes, c.toks).filter((o) => !this.namesUnit(c.toks, o));
      const alt = alternatives(c.runes, c.toks, occ);
      occ.forEach((o, k) => {
        // "Kubernetes or ECS": one of them is asked for
        const ctx = alt[k] && (c.ctx === CTX.required || c.ctx === CTX.duties || c.ctx === CTX.general) ? CTX.preferred : c.ctx;
        let m = found.get(o.skill);
        if (!m) {
          const s = v.skills[o.skill]!;
          m = {
            req: { id: s.id, skill: s.name, category: s.category, must_have: false, weight: 0, words: [], ref: { skill: o.skill, stem: "", years: 0, first: c.pos + o.at } },
            best: 0, count: 0, title: false, must: false, mustSoft: false, onlyAbout: false, words: new Set(),
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
      out.push(m.req);
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
      if (n === 0 && (phrase === 0 || this.namesSkill(c))) continue;
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

  private seniorityOf(role: string, lines: readonly Line[]): string {
    let best = -1;
    const scan = (set: PhraseSet, toks: readonly Token[]) => {
      for (let i = 0; i < toks.length; ) {
        const p = set.longestAt(toks, i);
        if (!p) {
          i++;
          continue;
        }
        best = Math.max(best, p.owner);
        i += p.keys.length;
      }
    };
    scan(this.v.seniority, tokenize(normalise(role)));
    if (best < 0) for (const l of lines) scan(this.v.levelPhrases, l.toks);
    return best < 0 ? "" : this.v.levels[best]!;
  }

  // ---- role and company (role.go) ----

  rolePhrase(rs: readonly string[], toks: readonly Token[], from: number): string {
    return this.rolePhraseEnd(rs, toks, from)[0];
  }

  private rolePhraseEnd(rs: readonly string[], toks: readonly Token[], from: number): [string, number] {
    const v = this.v;
    let i = from;
    while (i < toks.length) {
      const t = toks[i]!;
      if ((t.barrier === "" && v.roleSkip.has(t.lower)) || (i > from && (t.barrier === "," || t.lower === "and"))) {
        i++;
        continue;
      }
      break;
    }
    let end = i;
    while (end < toks.length && end - i < 7 && toks[end]!.barrier === "" && !v.roleStops.has(toks[end]!.lower)) end++;
    let last = -1;
    let of = false;
    for (let k = i; k < end; k++) {
      if (v.isRoleWord(toks[k]!)) last = k;
      if (toks[k]!.lower === "of" && k > i && v.isRoleWord(toks[k - 1]!) && k + 1 < end) of = true;
    }
    if (last < 0) return ["", from];
    if (of) last = end - 1;
    for (let k = i; k < last; k++) {
      if (capitalised(toks[k]!)) {
        i = k;
        break;
      }
    }
    return [spanOf(rs, toks.slice(i, last + 1)), last + 1];
  }

  private namesRole(value: string): boolean {
    const toks = tokenize(normalise(value));
    return wordCount(toks) <= 12 && toks.some((t) => this.v.isRoleWord(t));
  }

  private findRole(lines: readonly Line[], read: readonly ReadLine[], boldRole: string): [string, number, string] {
    for (let i = 0; i < lines.length; i++) {
      if (!readable(read[i]!)) continue;
      const m = ROLE_LABEL.exec(lines[i]!.text);
      if (m) {
        const r = labelValue(m[1]!);
        if (r !== "" && this.namesRole(r)) return [r, i, ""];
      }
    }
    let seen = 0;
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i]!;
      if (read[i]!.heading && seen === 0) continue;
      if (seen === 3 || read[i]!.heading) break;
      if (COMPANY_LABEL.test(l.text)) continue;
      seen++;
      let text = l.text;
      if (i === 0 && l.runes.length > 100) {
        const ss = sentences(l.toks);
        if (ss.length > 0 && ss.length < l.toks.length) {
          const first = ss[0]!;
          text = l.runes.slice(first[0]!.start, first[first.length - 1]!.end).join("");
        }
      }
      const sentence = text.endsWith(".") && text === l.text && (i > 0 || wordCount(l.toks) > 10);
      if (l.bulleted || [...text].length > 100 || sentence || wordCount(tokenize(text)) > 14) continue;
      const [role, company] = this.titleParts(text);
      if (role !== "") return text !== l.text ? [role, -1, company] : [role, i, company];
      const r = this.roleInSentences(l);
      if (r !== "" && text === l.text) return [r, i, ""];
    }
    if (boldRole !== "") return [boldRole, -1, ""];
    for (let i = 0; i < lines.length; i++) {
      if (read[i]!.heading || read[i]!.ctx === CTX.apply) continue;
      const r = this.roleInSentences(lines[i]!);
      if (r !== "") return [r, -1, ""];
    }
    return ["", -1, ""];
  }

  private titleParts(full: string): [string, string] {
    const line = full.replace(BRACKETED, "");
    const parts: string[] = [];
    const before: string[] = [];
    let prev = 0;
    let sep = "";
    for (const m of line.matchAll(TITLE_SEP)) {
      parts.push(line.slice(prev, m.index));
      before.push(sep);
      sep = m[0].trim().toLowerCase();
      prev = m.index + m[0].length;
    }
    parts.push(line.slice(prev));
    before.push(sep);
    let role = "";
    let ri = -1;
    for (let i = 0; i < parts.length; i++) {
      const s = parts[i]!.trim();
      const r = this.rolePhrase([...s], tokenize(s), 0);
      if (r !== "") {
        role = r;
        ri = i;
        break;
      }
    }
    if (ri < 0) return ["", ""];
    for (let i = ri + 1; i < parts.length; i++) {
      const part = trimValue(parts[i]!);
      if (part === "") continue;
      if (i === ri + 1 && (before[i] === "at" || before[i] === "@")) return [role, part];
      const toks = tokenize(part);
      if (this.v.isSkillWord(toks)) continue;
      if (this.hasOrgWord(toks)) return [role, part];
    }
    return [role, ""];
  }

  private roleInSentences(l: Line): string {
    const v = this.v;
    for (const s of sentences(l.toks)) {
      if (v.marker(CTX.eeo).contains(s) || v.marker(CTX.apply).contains(s) || v.marker(CTX.benefits).contains(s)) continue;
      for (let i = 0; i < s.length; i++) {
        const p = v.roleTriggers.longestAt(s, i);
        if (!p) continue;
        const r = this.rolePhrase(l.runes, s, i + p.keys.length);
        if (r !== "") return r;
      }
      const r = this.roleSubject(l.runes, s);
      if (r !== "") return r;
    }
    return "";
  }

  private roleSubject(rs: readonly string[], s: readonly Token[]): string {
    const v = this.v;
    for (let i = 0; i < s.length; i++) {
      if (i > 0 && s[i - 1]!.barrier === "") continue;
      let from = i;
      let det = false;
      if (["the", "our", "this"].includes(s[i]!.lower)) {
        from = i + 1;
        det = true;
      }
      const [r, end] = this.rolePhraseEnd(rs, s, from);
      if (r === "" || end >= s.length || s[end]!.barrier !== "") continue;
      const next = s[end]!.lower;
      if ((v.roleVerbs.has(next) && (det || next === "required" || next === "wanted" || next === "needed")) || (det && (next === "for" || next === "at"))) return r;
    }
    return "";
  }

  private findCompany(lines: readonly Line[], read: readonly ReadLine[], titleLine: number, titleCompany: string): string {
    for (let i = 0; i < lines.length; i++) {
      if (!readable(read[i]!)) continue;
      const m = COMPANY_LABEL.exec(lines[i]!.text);
      if (m) {
        const c = labelValue(m[1]!);
        if (c !== "") return c;
      }
    }
    if (titleCompany !== "") return titleCompany;
    const fromLine = this.companyLine(lines, titleLine);
    if (fromLine !== "") return fromLine;
    const found: CompanyCandidate[] = [];
    const add = (name: string, toks: readonly Token[]) => {
      if (name === "" || found.some((c) => c.name === name)) return;
      found.push({ name, org: this.hasOrgWord(toks) });
    };
    lines.forEach((l, i) => {
      const r = read[i]!;
      if (r.ctx === CTX.apply) return;
      if (r.heading && r.ctx === CTX.about && l.toks.length >= 2 && l.toks[0]!.lower === "about") {
        const [name, end] = this.nameSpan(l.runes, l.toks, 1);
        if (name !== "" && (end === l.toks.length || l.toks[end]!.barrier !== "")) add(name, l.toks.slice(1, end));
      }
      this.companiesIn(l, add);
    });
    if (found.length === 0) return "";
    const text = lines.map((l) => `${l.text}\n`).join("");
    for (const c of found) c.name = this.shortestNamed(text, c.name);
    let best = found[0]!;
    let bestCount = -1;
    for (const c of found) {
      const n = mentionCount(text, c.name);
      if (bestCount < 0 || (c.org && !best.org) || (c.org === best.org && n > bestCount)) {
        best = c;
        bestCount = n;
      }
    }
    for (const c of found) if (c.name.startsWith(`${best.name} `)) return c.name;
    return best.name;
  }

  private shortestNamed(text: string, name: string): string {
    const words = name.split(/\s+/u).filter((w) => w !== "");
    if (words.length < 3 || countOf(text, name) !== 1) return name;
    for (const [from, to] of [
      [1, words.length],
      [0, words.length - 1],
    ] as const) {
      const dropped = from === 0 ? words[words.length - 1]! : words[0]!;
      if (this.v.orgWords.has(lowerString(dropped.replace(/^[.,]+|[.,]+$/gu, "")))) continue;
      const part = words.slice(from, to).join(" ");
      if (countOf(text, part) >= 2) return part;
    }
    return name;
  }

  private companiesIn(l: Line, add: (name: string, toks: readonly Token[]) => void): void {
    const v = this.v;
    const toks = l.toks;
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      if (t.barrier !== "") continue;
      const atStart = i === 0 || (toks[i - 1]!.barrier !== "" && ".;!?,".includes(toks[i - 1]!.barrier));
      if (t.lower === "at" && atStart) {
        const [name, nameEnd] = this.nameSpan(l.runes, toks, i + 1);
        if (name !== "") {
          let end = nameEnd;
          if (end < toks.length && toks[end]!.barrier === ",") end++;
          if (end < toks.length && ["we", "our", "you"].includes(toks[end]!.lower)) add(name, toks.slice(i + 1, nameEnd));
        }
      } else if (t.lower === "join") {
        let from = i + 1;
        if (from + 1 < toks.length && toks[from]!.lower === "us" && toks[from + 1]!.lower === "at") from += 2;
        const [name, end] = this.nameSpan(l.runes, toks, from);
        if (name !== "") add(name, toks.slice(from, end));
      } else if (t.lower === "at" && i > 0 && (v.isRoleWord(toks[i - 1]!) || v.companyBefore.has(toks[i - 1]!.lower))) {
        const [name, end] = this.nameSpan(l.runes, toks, i + 1);
        if (name !== "") add(name, toks.slice(i + 1, end));
      } else if (t.lower === "for" && i > 0 && v.isRoleWord(toks[i - 1]!)) {
        const [name, end] = this.nameSpan(l.runes, toks, i + 1);
        if (name !== "" && this.hasOrgWord(toks.slice(i + 1, end))) add(name, toks.slice(i + 1, end));
      } else if (t.lower === "why" && atStart) {
        const [name, end] = this.nameSpan(l.runes, toks, i + 1);
        if (name !== "" && end < toks.length && toks[end]!.barrier === "?") add(name, toks.slice(i + 1, end));
      }
      if (!atStart) continue;
      let [name, end] = this.nameSpan(l.runes, toks, i);
      if (name === "") continue;
      let nameToks = toks.slice(i, end);
      end = this.skipAside(toks, end);
      let group = end;
      while (group < toks.length && group < end + 2 && capitalised(toks[group]!)) group++;
      if (group + 1 < toks.length && v.companyGroups.has(toks[group]!.lower) && v.companyActs.has(toks[group + 1]!.lower)) {
        for (let k = nameToks.length - 1; k > 0; k--) {
          if (v.orgWords.has(nameToks[k]!.lower)) {
            name = spanOf(l.runes, nameToks.slice(0, k + 1));
            nameToks = nameToks.slice(0, k + 1);
            break;
          }
        }
        add(name, nameToks);
        continue;
      }
      if (end >= toks.length || toks[end]!.barrier !== "") continue;
      const verb = toks[end]!.lower;
      const be = verb === "is" || verb === "are" || verb === "has" || verb === "have";
      if ((be && end + 1 < toks.length && v.companyVerbs.has(toks[end + 1]!.lower)) || (be && this.hasOrgWord(nameToks)) || v.companyActs.has(verb)) add(name, nameToks);
    }
  }

  private skipAside(toks: readonly Token[], i: number): number {
    if (i > 0 && i < toks.length && toks[i]!.barrier === "." && this.v.companySuffix.has(toks[i - 1]!.lower)) i++;
    if (i < toks.length && toks[i]!.barrier === "." && i + 1 < toks.length && toks[i + 1]!.lower === "dba") i++;
    if (i < toks.length && toks[i]!.barrier === "," && i + 1 < toks.length && toks[i + 1]!.lower === "dba") i++;
    if (i < toks.length && (toks[i]!.lower === "dba" || toks[i]!.lower === "in") && i + 1 < toks.length && capitalised(toks[i + 1]!)) {
      let j = i + 1;
      while (j < toks.length && capitalised(toks[j]!)) j++;
      i = j;
    }
    if (i >= toks.length || toks[i]!.barrier !== "(") return i;
    for (let j = i + 1; j < toks.length && j <= i + 10; j++) if (toks[j]!.barrier === ")") return j + 1;
    return i;
  }

  private hasOrgWord(toks: readonly Token[]): boolean {
    return toks.some((t) => t.barrier === "" && this.v.orgWords.has(t.lower));
  }

  private onlyOrgWords(toks: readonly Token[]): boolean {
    return toks.every((t) => t.barrier !== "" || this.v.orgWords.has(t.lower) || t.lower === "and" || t.lower === "of");
  }

  private companyLine(lines: readonly Line[], titleLine: number): string {
    if (titleLine < 0 || titleLine + 1 >= lines.length) return "";
    const l = lines[titleLine + 1]!;
    if (l.bulleted || l.runes.length > 80 || l.text.endsWith(".") || this.heading(l) !== "") return "";
    const text = l.text.replace(BRACKETED, "");
    const sep = new RegExp(TITLE_SEP.source, "u").exec(text);
    const part = sep ? text.slice(0, sep.index) : text;
    const trimmed = part.trim();
    const rs = [...trimmed];
    const toks = tokenize(trimmed);
    const [name, end] = this.nameSpan(rs, toks, 0);
    if (name === "" || end !== toks.length) return "";
    if (this.hasOrgWord(toks)) return name;
    const first = toks[0]!.surface;
    for (let i = 0; i < lines.length; i++) if (i !== titleLine && i !== titleLine + 1 && lines[i]!.text.includes(first)) return name;
    return "";
  }

  private nameSpan(rs: readonly string[], toks: readonly Token[], i: number): [string, number] {
    const v = this.v;
    if (i < toks.length && toks[i]!.surface === "The") {
      const [name, end] = this.nameSpan(rs, toks, i + 1);
      if (name !== "" && this.hasOrgWord(toks.slice(i + 1, end)) && !this.onlyOrgWords(toks.slice(i + 1, end))) return [spanOf(rs, toks.slice(i, end)), end];
      return ["", i];
    }
    if (i >= toks.length || !capitalised(toks[i]!) || v.companySkip.has(toks[i]!.lower)) return ["", i];
    let end = i;
    let words = 0;
    while (end < toks.length && words < 5) {
      const t = toks[end]!;
      if (t.lower === "dba") break;
      if (
        t.barrier === "." &&
        end > i &&
        [...toks[end - 1]!.surface].length <= 3 &&
        capitalised(toks[end - 1]!) &&
        !v.companySuffix.has(toks[end - 1]!.lower) &&
        end + 1 < toks.length &&
        capitalised(toks[end + 1]!)
      ) {
        end++;
        continue;
      }
      if (t.barrier === "," && end > i && end + 1 < toks.length && v.companySuffix.has(toks[end + 1]!.lower)) {
        end++;
        continue;
      }
      if (t.barrier !== "") break;
      if (capitalised(t) || (DIGIT.test(firstRune(t.surface)) && end > i)) {
        end++;
        words++;
        continue;
      }
      if (t.lower === "s" && t.start > 0 && rs[t.start - 1] === "'") {
        end++;
        continue;
      }
      if ((t.lower === "of" || t.lower === "and" || t.lower === "de" || t.lower === "the") && end + 1 < toks.length && capitalised(toks[end + 1]!)) {
        end++;
        continue;
      }
      break;
    }
    if (words === 0) return ["", i];
    const span = toks.slice(i, end);
    if ((span.length === 1 && (v.isRoleWord(span[0]!) || v.isSkillWord(span))) || v.isSkillWord(span) || this.onlyOrgWords(span)) return ["", i];
    return [spanOf(rs, span), end];
  }
}

export type { PhraseSet };
