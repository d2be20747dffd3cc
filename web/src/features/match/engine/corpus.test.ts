// @vitest-environment node
/**
 * The corpus's promises, checked by this engine on its own (internal/match/corpus_test.go checks
 * the same file): per field of work, must-have recall and precision of 90% or more; the role and
 * company read right; a one-paragraph paste read like the lined posting; and the resume that fits
 * a posting scoring above one from another field, by 30 points or more for 90% of postings.
 */
import { describe, expect, it } from "vitest";
import corpusJSON from "@match-spec/testdata/corpus.json";
import vocabularyJSON from "@match-spec/vocabulary.json";
import { Matcher } from "./index";
import type { VocabularyFile } from "./vocabulary";

interface Entry {
  id: string;
  field: string;
  role: string;
  company: string;
  must_have: string[];
  also: string[];
  posting: string;
  fitting: Record<string, string>;
  unrelated: string;
}
const postings = (corpusJSON as unknown as { postings: Entry[] }).postings;
const matcher = new Matcher(vocabularyJSON as unknown as VocabularyFile);
const byID = new Map(postings.map((p) => [p.id, p]));
const FIELDS = ["software", "healthcare", "education", "hospitality", "trades", "logistics", "retail_sales", "hr", "legal", "finance", "marketing_design", "support", "admin"];
const YEAR = 2026;
const oneParagraph = (s: string) => s.replace(/\s+/gu, " ").trim();

interface Tally {
  hit: number;
  total: number;
}
const share = (t: Tally) => (t.total === 0 ? 1 : t.hit / t.total);

function scores(flatten: boolean) {
  const recall = new Map<string, Tally>();
  const precision = new Map<string, Tally>();
  const role: Tally = { hit: 0, total: 0 };
  const company: Tally = { hit: 0, total: 0 };
  for (const e of postings) {
    const p = matcher.analyze(flatten ? oneParagraph(e.posting) : e.posting);
    const r = recall.get(e.field) ?? { hit: 0, total: 0 };
    const q = precision.get(e.field) ?? { hit: 0, total: 0 };
    recall.set(e.field, r);
    precision.set(e.field, q);
    const fair = new Set([...e.must_have, ...e.also]);
    const must = new Set(p.requirements.filter((x) => x.must_have).map((x) => x.id));
    for (const id of must) {
      q.total++;
      if (fair.has(id)) q.hit++;
    }
    for (const id of e.must_have) {
      r.total++;
      if (must.has(id)) r.hit++;
    }
    role.total++;
    company.total++;
    if (p.role === e.role) role.hit++;
    if (p.company === e.company) company.hit++;
  }
  return { recall, precision, role, company };
}

describe("the corpus", () => {
  it("has 80 or more postings, 5 or more in every field of work, in one-paragraph and HTML-pasted shapes too", () => {
    expect(postings.length).toBeGreaterThanOrEqual(80);
    const perField = new Map<string, number>();
    for (const p of postings) perField.set(p.field, (perField.get(p.field) ?? 0) + 1);
    expect([...perField.keys()].sort()).toEqual([...FIELDS].sort());
    for (const f of FIELDS) expect(perField.get(f)).toBeGreaterThanOrEqual(5);
    expect(postings.filter((p) => !p.posting.trim().includes("\n")).length).toBeGreaterThanOrEqual(10);
    expect(postings.filter((p) => p.posting.includes("<p>") || p.posting.includes("<li>")).length).toBeGreaterThanOrEqual(5);
  });

  it("is read as a reader would: 90% recall and precision per field, role and company in 95% of postings", () => {
    const { recall, precision, role, company } = scores(false);
    for (const f of FIELDS) {
      expect(share(recall.get(f)!), `${f} recall`).toBeGreaterThanOrEqual(0.9);
      expect(share(precision.get(f)!), `${f} precision`).toBeGreaterThanOrEqual(0.9);
    }
    expect(share(role)).toBeGreaterThanOrEqual(0.95);
    expect(share(company)).toBeGreaterThanOrEqual(0.95);
  });

  it("reads a posting pasted as one paragraph like the lined one", () => {
    for (const e of postings) expect(matcher.analyze(oneParagraph(e.posting)).requirements.length, e.id).toBeGreaterThan(0);
    const { recall, role, company } = scores(true);
    const all = { hit: 0, total: 0 };
    for (const f of FIELDS) {
      const r = recall.get(f)!;
      all.hit += r.hit;
      all.total += r.total;
      expect(share(r), `${f} recall as one paragraph`).toBeGreaterThanOrEqual(0.8);
    }
    expect(share(all)).toBeGreaterThanOrEqual(0.9);
    expect(share(role)).toBeGreaterThanOrEqual(0.9);
    expect(share(company)).toBeGreaterThanOrEqual(0.8);
  });

  it("lists the same requirements for a posting pasted as one paragraph (corpus_test.go's OneParagraphListsTheSameRequirements)", () => {
    const keys = (text: string) => new Map(matcher.analyze(text).requirements.map((r) => [r.id, r.must_have] as const));
    let same = 0;
    const kept = { hit: 0, total: 0 };
    for (const e of postings) {
      const typed = keys(e.posting);
      const joined = keys(oneParagraph(e.posting));
      let differs = false;
      for (const [id, must] of typed) {
        kept.total++;
        if (joined.get(id) === must) kept.hit++;
        else differs = true;
      }
      for (const [id, must] of joined) {
        if (typed.get(id) !== must) {
          kept.total++;
          differs = true;
        }
      }
      if (!differs) same++;
    }
    expect(same / postings.length, `${same}/${postings.length} postings read the same`).toBeGreaterThanOrEqual(0.8);
    expect(share(kept), `${kept.hit}/${kept.total} requirements kept`).toBeGreaterThanOrEqual(0.95);
  });

  it("scores the fitting resume above the unrelated one, by 30 points or more for 90% of postings", () => {
    let wide = 0;
    for (const e of postings) {
      const p = matcher.analyze(e.posting);
      const fit = matcher.match(p, matcher.evidenceText("resume", e.fitting), [], YEAR).score;
      const other = matcher.match(p, matcher.evidenceText("resume", byID.get(e.unrelated)!.fitting), [], YEAR).score;
      expect(fit, e.id).toBeGreaterThan(other);
      if (fit - other >= 30) wide++;
    }
    expect(wide / postings.length).toBeGreaterThanOrEqual(0.9);
  });
});
