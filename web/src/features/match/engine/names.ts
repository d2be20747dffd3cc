/**
 * The role, company and seniority a posting states: internal/match/role.go and company.go in
 * TypeScript, the part of the Analyzer (analyze.ts) that names the posting rather than reads
 * its requirements.
 */
import { capitalised, isAllCaps, wordCount, type Line } from "./segment";
import { lowerString, normalise, spanOf, tokenize, type Token } from "./text";
import { CTX, type PhraseSet, type Vocabulary } from "./vocabulary";

const ROLE_LABEL = /^(?:job[\s_-]+title|job\s+role|job|title|position|role|opening|vacancy|post)\s*(?:[:：]|\s[–—-]\s)\s*(.+)$/iu;
const COMPANY_LABEL = /^(?:company\s+name|company|employer\s+name|employer|organi[sz]ation|hiring\s+organi[sz]ation|hiring\s+company|client)\s*(?:[:：]|\s[–—-]\s)\s*(.+)$/iu;
const BRACKETED = /\s*(?:\([^()]*\)|\[[^[\]]*\])/gu;
const TITLE_SEP = /\s+(?:[|—–·•@]|-{1,2}|at)\s+|\s*[|—]\s*|,\s+/gu;
const VALUE_SEP = /\s+[|–—-]\s+|\s*\|\s*/u;
const DIGIT = /\p{Nd}/u;

export interface ReadLine {
  ctx: string;
  toks: Token[];
  heading: boolean;
}

interface CompanyCandidate {
  name: string;
  org: boolean;
}

export const firstRune = (s: string) => [...s][0] ?? "";
const trimValue = (s: string) => s.trim().replace(/[.,;:!]+$/u, "").trim();

const dropped = (ctx: string) => ctx === CTX.eeo || ctx === CTX.benefits || ctx === CTX.apply;
const readable = (r: ReadLine) => !r.heading && !dropped(r.ctx);
const countOf = (text: string, part: string) => (part === "" ? 0 : text.split(part).length - 1);

/** The company suffixes written with a full stop ("Inc.", "Ltd.", "Corp.", "Co."): company.go's suffixAbbrevs. */
const SUFFIX_ABBREVS = new Set(["inc", "ltd", "corp", "co"]);

/** stop is a full stop written right after t, an abbreviated company suffix: it belongs to the name (company.go's suffixStop). */
const suffixStop = (t: Token, stop: Token) => t.barrier === "" && SUFFIX_ABBREVS.has(t.lower) && stop.barrier === "." && stop.start === t.end;

/** A company's name from a label or a title line given back the full stop raw writes right after its abbreviated suffix (company.go's withSuffixStop). */
function withSuffixStop(value: string, raw: string): string {
  const words = value.split(/\s+/u).filter((w) => w !== "");
  if (words.length > 0 && SUFFIX_ABBREVS.has(lowerString(words[words.length - 1]!)) && raw.includes(`${value}.`)) return `${value}.`;
  return value;
}

/** The words of a job's terms that may follow a place on the line under the title (company.go's jobTermWords). */
const JOB_TERM_WORDS = new Set(["full", "part", "time", "fulltime", "parttime", "permanent", "contract", "temporary", "hybrid", "remote", "on", "site", "onsite", "internship"]);

/** toks are words of a job's terms and nothing else ("Full-time"): company.go's jobTerms. */
function jobTerms(toks: readonly Token[]): boolean {
  let words = 0;
  for (const t of toks) {
    if (t.barrier !== "") continue;
    if (!JOB_TERM_WORDS.has(t.lower)) return false;
    words++;
  }
  return words > 0;
}

/** The rest of a line after a dash or bar is a place, then only the job's terms ("Berlin, Full-time"): company.go's placeThenTerms. */
function placeThenTerms(rest: string): boolean {
  const parts = rest
    .split(" - ")
    .join(",")
    .split(/[,|—–·•]/u)
    .map((p) => tokenize(p.trim()))
    .filter((toks) => toks.length > 0);
  let places = 0;
  while (places < parts.length && !jobTerms(parts[places]!)) {
    const toks = parts[places]!;
    if (toks.length > 3 || !toks.every((t) => capitalised(t))) return false;
    places++;
  }
  if (places === 0 || places > 2 || places === parts.length) return false;
  return parts.slice(places).every((toks) => jobTerms(toks));
}

function labelValue(s: string): string {
  s = s.replace(BRACKETED, "");
  const m = VALUE_SEP.exec(s);
  if (m) s = s.slice(0, m.index);
  return trimValue(s);
}

/** Tokens cut at full stops, exclamation and question marks. */
export function sentences(toks: readonly Token[]): Token[][] {
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

/** The posting's names, read by the Analyzer that extends it. */
export abstract class PostingNames {
  constructor(protected readonly v: Vocabulary) {}

  /** A segment read as a heading: its kind, "" for none (the Analyzer's reading). */
  abstract heading(l: Line): string;

  protected seniorityOf(role: string, lines: readonly Line[]): string {
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

  protected rolePhraseEnd(rs: readonly string[], toks: readonly Token[], from: number): [string, number] {
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

  protected namesRole(value: string): boolean {
    const toks = tokenize(normalise(value));
    return wordCount(toks) <= 12 && toks.some((t) => this.v.isRoleWord(t));
  }

  protected findRole(lines: readonly Line[], read: readonly ReadLine[], boldRole: string): [string, number, string] {
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

  protected titleParts(full: string): [string, string] {
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
      if (i === ri + 1 && (before[i] === "at" || before[i] === "@")) return [role, withSuffixStop(part, parts[i]!)];
      const toks = tokenize(part);
      if (this.v.isSkillWord(toks)) continue;
      if (this.hasOrgWord(toks)) return [role, withSuffixStop(part, parts[i]!)];
    }
    return [role, ""];
  }

  protected roleInSentences(l: Line): string {
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

  protected roleSubject(rs: readonly string[], s: readonly Token[]): string {
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

  protected findCompany(lines: readonly Line[], read: readonly ReadLine[], titleLine: number, titleCompany: string): string {
    for (let i = 0; i < lines.length; i++) {
      if (!readable(read[i]!)) continue;
      const m = COMPANY_LABEL.exec(lines[i]!.text);
      if (m) {
        const c = labelValue(m[1]!);
        if (c !== "") return withSuffixStop(c, m[1]!);
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

  protected shortestNamed(text: string, name: string): string {
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

  protected companiesIn(l: Line, add: (name: string, toks: readonly Token[]) => void): void {
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

  protected skipAside(toks: readonly Token[], i: number): number {
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

  protected hasOrgWord(toks: readonly Token[]): boolean {
    return toks.some((t) => t.barrier === "" && this.v.orgWords.has(t.lower));
  }

  protected onlyOrgWords(toks: readonly Token[]): boolean {
    return toks.every((t) => t.barrier !== "" || this.v.orgWords.has(t.lower) || t.lower === "and" || t.lower === "of");
  }

  protected companyLine(lines: readonly Line[], titleLine: number): string {
    if (titleLine < 0 || titleLine + 1 >= lines.length) return "";
    const l = lines[titleLine + 1]!;
    if (l.bulleted || l.runes.length > 80 || l.text.endsWith(".") || this.heading(l) !== "") return "";
    const text = l.text.replace(BRACKETED, "");
    const sep = new RegExp(TITLE_SEP.source, "u").exec(text);
    const part = sep ? text.slice(0, sep.index) : text;
    const rest = sep && /[—–\-|]/u.test(sep[0]) ? text.slice(sep.index + sep[0].length) : "";
    const trimmed = part.trim();
    const rs = [...trimmed];
    const toks = tokenize(trimmed);
    const [name, end] = this.nameSpan(rs, toks, 0);
    if (name === "" || end !== toks.length) return "";
    if (this.hasOrgWord(toks)) return name;
    if (rest !== "" && !jobTerms(toks) && placeThenTerms(rest)) return name; // "Microsoft — Berlin, Full-time"
    const first = toks[0]!.surface;
    for (let i = 0; i < lines.length; i++) if (i !== titleLine && i !== titleLine + 1 && lines[i]!.text.includes(first)) return name;
    return "";
  }

  protected nameSpan(rs: readonly string[], toks: readonly Token[], i: number): [string, number] {
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
    if (end < toks.length && suffixStop(toks[end - 1]!, toks[end]!)) end++; // "Acme Supplies, Inc.": the stop is the suffix's
    const span = toks.slice(i, end);
    if ((span.length === 1 && (v.isRoleWord(span[0]!) || v.isSkillWord(span))) || v.isSkillWord(span) || this.onlyOrgWords(span)) return ["", i];
    return [spanOf(rs, span), end];
  }
}
