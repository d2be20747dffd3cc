/** Reading a posting: internal/match/extract.go and role.go in TypeScript. */
import { lowerString, normalise, spanOf, tokenize, isASCIILower, type Token } from "./text";
import { CTX, HEADING_KINDS, type PhraseSet, type Vocabulary } from "./vocabulary";

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
  readonly ref: { skill: number; stem: string; first: number };
}

export interface Posting {
  role: string;
  company: string;
  seniority: string;
  years: number;
  requirements: RequirementRef[];
}

const LIST_MARKER = /^(?:[-*•·▪◦●○■□➢►▸→✓✔–—>+]+\s*|(?:\d{1,2}[.)]|[a-z]\)|\([a-z0-9]\))\s+)/u;
const MARKDOWN = /\*\*|__|^#{1,6}\s*/gu;
const ROLE_LABEL = /^(?:job\s+title|job\s+role|job|title|position|role|opening|vacancy)\s*[:：]\s*(.+)$/iu;
const COMPANY_LABEL = /^(?:company\s+name|company|employer|organi[sz]ation|hiring\s+company|client)\s*[:：]\s*(.+)$/iu;
const BRACKETED = /\s*(?:\([^()]*\)|\[[^[\]]*\])/gu;
const TITLE_SEP = /\s+(?:[|—–·•@]|-{1,2}|at)\s+|\s*[|—]\s*|,\s+/gu;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;

interface Line {
  text: string;
  runes: string[];
  toks: Token[];
  bulleted: boolean;
}

interface Clause {
  runes: string[];
  toks: Token[];
  ctx: string;
  pos: number;
}

const firstRune = (s: string) => [...s][0] ?? "";
const wordCount = (toks: readonly Token[]) => toks.filter((t) => t.barrier === "").length;
const trimValue = (s: string) => s.trim().replace(/[.,;:!]+$/u, "").trim();
const isDigits = (s: string) => /^[0-9]+$/.test(s);
const capitalised = (t: Token) => t.barrier === "" && UPPER.test(firstRune(t.surface));

function splitLines(text: string): Line[] {
  const out: Line[] = [];
  for (const raw of normalise(text).split("\n")) {
    let l = raw.trim().replace(MARKDOWN, "").trim();
    let bulleted = false;
    const m = LIST_MARKER.exec(l);
    if (m && m[0] !== "") {
      l = l.slice(m[0].length).trim();
      bulleted = true;
    }
    if (l === "") continue;
    out.push({ text: l, runes: [...l], toks: tokenize(l), bulleted });
  }
  return out;
}

function clauses(all: readonly Token[]): Token[][] {
  const toks: Token[] = [];
  for (let i = 0; i < all.length; i++) {
    if (all[i]!.barrier === "(" && i + 2 < all.length && all[i + 2]!.barrier === ")" && isDigits(all[i + 1]!.lower) && toks.length > 0) {
      i += 2;
      continue;
    }
    toks.push(all[i]!);
  }
  const out: Token[][] = [];
  let start = 0;
  toks.forEach((t, i) => {
    if (t.barrier !== "" && ".;!?()".includes(t.barrier)) {
      if (i > start) out.push(toks.slice(start, i));
      start = i + 1;
    }
  });
  if (start < toks.length) out.push(toks.slice(start));
  return out;
}

function skipParenthesis(toks: readonly Token[], i: number): number {
  if (i >= toks.length || toks[i]!.barrier !== "(") return i;
  for (let j = i + 1; j < toks.length && j <= i + 10; j++) if (toks[j]!.barrier === ")") return j + 1;
  return i;
}

export class Analyzer {
  constructor(private readonly v: Vocabulary) {}

  private headingKind(toks: readonly Token[]): [string, number] {
    const covered = HEADING_KINDS.map(() => 0);
    for (let i = 0; i < toks.length; ) {
      const p = this.v.headings.longestAt(toks, i);
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

  heading(l: Line): string {
    const words = wordCount(l.toks);
    if (l.bulleted || words === 0 || words > 8 || l.runes.length > 60 || l.text.endsWith(".")) return "";
    for (let i = 0; i < l.toks.length; i++) {
      const t = l.toks[i]!;
      if (this.v.isRoleWord(t) || (t.barrier === ":" && i < l.toks.length - 1)) return "";
    }
    const [kind, covered] = this.headingKind(l.toks);
    if (kind === "") return "";
    const fillers = l.toks.filter((t) => t.barrier === "" && this.v.headingFillers.has(t.lower)).length;
    if (covered + fillers >= words || l.text.endsWith(":") || (l.toks[0]!.lower === "about" && words <= 5)) return kind;
    return "";
  }

  private inlineLabel(toks: readonly Token[]): [string, number] {
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      if (t.barrier === "") continue;
      if (t.barrier !== ":" || i === 0 || i > 6 || i + 1 >= toks.length) return ["", 0];
      const [kind, covered] = this.headingKind(toks.slice(0, i));
      if (kind !== "" && covered * 2 >= wordCount(toks.slice(0, i))) return [kind, i + 1];
      return ["", 0];
    }
    return ["", 0];
  }

  analyze(text: string): Posting {
    const v = this.v;
    const lines = splitLines(text);
    const [role, titleLine, titleCompany] = this.findRole(lines);
    const p: Posting = { role, company: this.findCompany(lines, titleLine, titleCompany), seniority: this.seniorityOf(role, lines), years: 0, requirements: [] };
    const cls: Clause[] = [];
    let section: string = CTX.general;
    let pos = 0;
    lines.forEach((l, li) => {
      const kind = this.heading(l);
      if (kind !== "" && li !== titleLine) {
        section = kind;
        return;
      }
      let toks = l.toks;
      let ctx = section;
      const [label, from] = this.inlineLabel(toks);
      if (label !== "") {
        ctx = label;
        toks = toks.slice(from);
      }
      if (li === titleLine) ctx = CTX.title;
      if (ctx === CTX.eeo || ctx === CTX.benefits || v.marker(CTX.eeo).contains(toks)) return;
      if (v.marker(CTX.benefits).contains(toks) && ctx !== CTX.required && ctx !== CTX.preferred && ctx !== CTX.title) return;
      for (const c of clauses(toks)) {
        let cctx = ctx;
        if (cctx !== CTX.title) {
          if (v.marker(CTX.preferred).contains(c)) cctx = CTX.preferred;
          else if (v.marker(CTX.required).contains(c) && (cctx === CTX.general || cctx === CTX.duties || cctx === CTX.about)) cctx = CTX.required;
        }
        cls.push({ runes: l.runes, toks: c, ctx: cctx, pos });
        pos += c.length;
      }
    });
    let hasRequired = false;
    for (const c of cls) {
      if (c.ctx === CTX.required) hasRequired = true;
      if (c.ctx === CTX.required || c.ctx === CTX.general || c.ctx === CTX.duties || c.ctx === CTX.title) p.years = Math.max(p.years, this.yearsIn(c.toks));
    }
    const reqs = [...this.skillRequirements(cls, hasRequired), ...this.keywordRequirements(cls, p)];
    reqs.sort((a, b) => {
      if (a.must_have !== b.must_have) return a.must_have ? -1 : 1;
      if (a.weight !== b.weight) return b.weight - a.weight;
      return a.ref.first - b.ref.first;
    });
    p.requirements = reqs;
    return p;
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

  private skillRequirements(cls: readonly Clause[], hasRequired: boolean): RequirementRef[] {
    const v = this.v;
    interface Mentions {
      req: RequirementRef;
      best: number;
      count: number;
      title: boolean;
      must: boolean;
      mustSoft: boolean;
      words: Set<string>;
    }
    const found = new Map<number, Mentions>();
    const order: number[] = [];
    for (const c of cls) {
      for (const o of v.findSkills(c.runes, c.toks)) {
        let m = found.get(o.skill);
        if (!m) {
          const s = v.skills[o.skill]!;
          m = {
            req: { id: s.id, skill: s.name, category: s.category, must_have: false, weight: 0, words: [], ref: { skill: o.skill, stem: "", first: c.pos + o.at } },
            best: 0, count: 0, title: false, must: false, mustSoft: false, words: new Set(),
          };
          found.set(o.skill, m);
          order.push(o.skill);
        }
        m.count++;
        m.best = Math.max(m.best, this.contextWeight(c.ctx));
        m.title ||= c.ctx === CTX.title;
        m.must ||= c.ctx === CTX.required || c.ctx === CTX.title || c.ctx === CTX.duties;
        m.mustSoft ||= c.ctx === CTX.general;
        const lw = lowerString(o.words);
        if (!m.words.has(lw) && m.req.words.length < 5) {
          m.words.add(lw);
          m.req.words.push(o.words);
        }
      }
    }
    return order.map((i) => {
      const m = found.get(i)!;
      let w = m.best + Math.min(m.count - 1, v.weights.repeat_cap) * v.weights.repeat_bonus;
      if (m.title) w += v.weights.title_bonus;
      if (m.req.category === "soft") w = Math.floor((w + v.weights.soft_divisor - 1) / v.weights.soft_divisor);
      m.req.weight = w;
      m.req.must_have = m.must || (!hasRequired && m.mustSoft);
      return m.req;
    });
  }

  private keywordRequirements(cls: readonly Clause[], p: Posting): RequirementRef[] {
    const v = this.v;
    if (v.keywords.max === 0) return [];
    const own = new Set<string>();
    for (const s of [p.role, p.company]) for (const t of tokenize(normalise(s))) own.add(t.stem);
    interface Kw {
      req: RequirementRef;
      count: number;
      lowerSeen: boolean;
      words: Set<string>;
    }
    const found = new Map<string, Kw>();
    const order: string[] = [];
    for (const c of cls) {
      if (c.ctx === CTX.about || c.ctx === CTX.title) continue;
      const covered = c.toks.map(() => false);
      for (const o of v.findSkills(c.runes, c.toks)) for (let k = o.at; k < o.at + o.n; k++) covered[k] = true;
      c.toks.forEach((t, i) => {
        if (t.barrier !== "") return;
        if (covered[i] || t.lower.length < v.keywords.min_length || !isASCIILower(t.lower) || v.ignored.has(t.stem) || own.has(t.stem)) return;
        let k = found.get(t.stem);
        if (!k) {
          k = { req: { id: `kw:${t.stem}`, skill: "", category: "keyword", must_have: false, weight: 0, words: [], ref: { skill: -1, stem: t.stem, first: c.pos + i } }, count: 0, lowerSeen: false, words: new Set() };
          found.set(t.stem, k);
          order.push(t.stem);
        }
        k.count++;
        if (!UPPER.test(firstRune(t.surface))) k.lowerSeen = true;
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

  private numberValue(t: Token): number {
    if (t.barrier !== "") return 0;
    const w = this.v.numberWords[t.lower];
    if (w !== undefined) return w;
    if (t.lower.length > 2 || !isDigits(t.lower)) return 0;
    return Number(t.lower);
  }

  private yearsIn(toks: readonly Token[]): number {
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

  private rolePhrase(rs: readonly string[], toks: readonly Token[], from: number): string {
    const v = this.v;
    let i = from;
    while (i < toks.length && toks[i]!.barrier === "" && v.roleSkip.has(toks[i]!.lower)) i++;
    let end = i;
    while (end < toks.length && end - i < 7 && toks[end]!.barrier === "" && !v.roleStops.has(toks[end]!.lower)) end++;
    let last = -1;
    let of = false;
    for (let k = i; k < end; k++) {
      if (v.isRoleWord(toks[k]!)) last = k;
      if (toks[k]!.lower === "of" && k > i && v.isRoleWord(toks[k - 1]!) && k + 1 < end) of = true;
    }
    if (last < 0) return "";
    if (of) last = end - 1;
    return spanOf(rs, toks.slice(i, last + 1));
  }

  private findRole(lines: readonly Line[]): [string, number, string] {
    for (let i = 0; i < lines.length; i++) {
      const m = ROLE_LABEL.exec(lines[i]!.text);
      if (m) {
        const value = m[1]!.replace(BRACKETED, "").split(" | ")[0]!;
        const r = trimValue(value);
        if (r !== "") return [r, i, ""];
      }
    }
    let seen = 0;
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i]!;
      if (seen === 3 || this.heading(l) !== "") break;
      if (COMPANY_LABEL.test(l.text)) continue;
      seen++;
      if (l.bulleted || l.runes.length > 100 || l.text.endsWith(".") || wordCount(l.toks) > 14) continue;
      const [role, company] = this.titleParts(l.text);
      if (role !== "") return [role, i, company];
      const r = this.roleAfterTrigger(l);
      if (r !== "") return [r, i, ""];
    }
    for (const l of lines) {
      const r = this.roleAfterTrigger(l);
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
      if (toks.some((t) => t.barrier === "" && this.v.orgWords.has(t.lower))) return [role, part];
    }
    return [role, ""];
  }

  private roleAfterTrigger(l: Line): string {
    for (let i = 0; i < l.toks.length; i++) {
      const p = this.v.roleTriggers.longestAt(l.toks, i);
      if (!p) continue;
      const r = this.rolePhrase(l.runes, l.toks, i + p.keys.length);
      if (r !== "") return r;
    }
    return "";
  }

  private findCompany(lines: readonly Line[], titleLine: number, titleCompany: string): string {
    for (const l of lines) {
      const m = COMPANY_LABEL.exec(l.text);
      if (m) {
        const c = trimValue(m[1]!);
        if (c !== "") return c;
      }
    }
    if (titleCompany !== "") return titleCompany;
    const fromLine = this.companyLine(lines, titleLine);
    if (fromLine !== "") return fromLine;
    for (const l of lines) {
      if (this.heading(l) !== CTX.about || l.toks.length < 2 || l.toks[0]!.lower !== "about") continue;
      const name = this.nameAt(l.runes, l.toks, 1);
      if (name !== "") return name;
    }
    for (const l of lines) {
      const toks = l.toks;
      for (let i = 0; i < toks.length; i++) {
        const atStart = i === 0 || (toks[i - 1]!.barrier !== "" && ".;!?".includes(toks[i - 1]!.barrier));
        if (!atStart || toks[i]!.barrier !== "") continue;
        if (toks[i]!.lower === "at") {
          const [name, end] = this.nameSpan(l.runes, toks, i + 1);
          if (name !== "" && end + 1 < toks.length && toks[end]!.barrier === "," && ["we", "our", "you"].includes(toks[end + 1]!.lower)) return name;
        } else if (toks[i]!.lower === "join") {
          const [name] = this.nameSpan(l.runes, toks, i + 1);
          if (name !== "") return name;
        }
        const [name, nameEnd] = this.nameSpan(l.runes, toks, i);
        const end = skipParenthesis(toks, nameEnd);
        if (name !== "" && end + 1 < toks.length && (toks[end]!.lower === "is" || toks[end]!.lower === "are") && this.v.companyVerbs.has(toks[end + 1]!.lower)) return name;
      }
    }
    return "";
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
    const first = toks[0]!.surface;
    for (let i = 0; i < lines.length; i++) if (i !== titleLine && i !== titleLine + 1 && lines[i]!.text.includes(first)) return name;
    return "";
  }

  private nameAt(rs: readonly string[], toks: readonly Token[], i: number): string {
    const [name, end] = this.nameSpan(rs, toks, i);
    if (name === "" || (end < toks.length && toks[end]!.barrier === "")) return "";
    return name;
  }

  private nameSpan(rs: readonly string[], toks: readonly Token[], i: number): [string, number] {
    const v = this.v;
    if (i >= toks.length || !capitalised(toks[i]!) || v.companySkip.has(toks[i]!.lower)) return ["", i];
    let end = i;
    let words = 0;
    while (end < toks.length && words < 5) {
      const t = toks[end]!;
      if (t.barrier === "." && end > i && [...toks[end - 1]!.surface].length <= 3 && capitalised(toks[end - 1]!) && end + 1 < toks.length && capitalised(toks[end + 1]!)) {
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
    if ((span.length === 1 && (v.isRoleWord(span[0]!) || v.isSkillWord(span))) || v.isSkillWord(span)) return ["", i];
    return [spanOf(rs, span), end];
  }
}
