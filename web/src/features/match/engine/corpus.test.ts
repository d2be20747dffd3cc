// @vitest-environment node
/**
 * The corpus's promises, checked by this engine on its own (the Go suite checks the same file):
 * every posting's must-haves are found as must-haves, its role and company are read, and the
 * resume that fits it scores above one from another field.
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
  posting: string;
  fitting: Record<string, string>;
  unrelated: string;
}
const postings = (corpusJSON as unknown as { postings: Entry[] }).postings;
const matcher = new Matcher(vocabularyJSON as unknown as VocabularyFile);
const byID = new Map(postings.map((p) => [p.id, p]));

describe("the corpus", () => {
  it("has at least 20 postings across the six fields", () => {
    expect(postings.length).toBeGreaterThanOrEqual(20);
    expect(new Set(postings.map((p) => p.field))).toEqual(new Set(["engineering", "nursing", "sales", "design", "finance", "operations"]));
  });

  it.each(postings.map((p) => [p.id, p] as const))("%s: must-haves, role and company found; the fitting resume ranks first", (_, entry) => {
    const p = matcher.analyze(entry.posting);
    expect({ role: p.role, company: p.company }).toEqual({ role: entry.role, company: entry.company });
    const must = p.requirements.filter((r) => r.must_have).map((r) => r.id);
    expect(must).toEqual(expect.arrayContaining(entry.must_have));
    const fit = matcher.match(p, matcher.evidenceText("resume", entry.fitting)).score;
    const other = matcher.match(p, matcher.evidenceText("resume", byID.get(entry.unrelated)!.fitting)).score;
    expect(fit).toBeGreaterThan(other);
  });
});
