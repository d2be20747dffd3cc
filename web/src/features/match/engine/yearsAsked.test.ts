// @vitest-environment node
/**
 * Postings of our own whose "N years" are an employer's age, a benefit's service or the
 * candidate's work (ADR 0068); internal/match/yearsasked_test.go checks the same file.
 */
import { describe, expect, it } from "vitest";
import casesJSON from "@match-spec/testdata/years_asked.json";
import vocabularyJSON from "@match-spec/vocabulary.json";
import { EXPERIENCE_ID } from "./analyze";
import { Matcher } from "./index";
import type { VocabularyFile } from "./vocabulary";

interface YearsCase {
  name: string;
  posting: string;
  one_paragraph: boolean;
  years: number;
  experience: string;
}
const cases = (casesJSON as unknown as { cases: YearsCase[] }).cases;
const matcher = new Matcher(vocabularyJSON as unknown as VocabularyFile);
const oneParagraph = (s: string) => s.replace(/[\t\n\f\r ]+/gu, " ").trim();

describe("the years a posting asks for", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s: only years of work", (_, c) => {
    const texts = c.one_paragraph ? [c.posting, oneParagraph(c.posting)] : [c.posting];
    for (const text of texts) {
      const p = matcher.analyze(text);
      expect(p.years).toBe(c.years);
      expect(p.requirements.find((r) => r.id === EXPERIENCE_ID)?.skill ?? "").toBe(c.experience);
    }
  });
});
