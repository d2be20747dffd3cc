// @vitest-environment node
/**
 * Postings of our own in the shapes that lose their line breaks when copied (ADR 0061), checked
 * by this engine on its own (internal/match/oneparagraph_test.go checks the same file): each
 * lists the same requirements as one paragraph as typed.
 */
import { describe, expect, it } from "vitest";
import shapesJSON from "@match-spec/testdata/one_paragraph_shapes.json";
import vocabularyJSON from "@match-spec/vocabulary.json";
import { Matcher } from "./index";
import type { VocabularyFile } from "./vocabulary";

interface Shape {
  name: string;
  posting: string;
  must: string[];
  nice: string[];
  /** What the posting names but does not ask for (pay, benefits). */
  absent?: string[];
}
const shapes = (shapesJSON as unknown as { shapes: Shape[] }).shapes;
const matcher = new Matcher(vocabularyJSON as unknown as VocabularyFile);
const oneParagraph = (s: string) => s.replace(/[\t\n\f\r ]+/gu, " ").trim();
const keys = (text: string) => new Map(matcher.analyze(text).requirements.map((r) => [r.id, r.must_have] as const));

describe("a posting pasted as one paragraph", () => {
  it("has the shapes of ADR 0061", () => {
    expect(shapes.length).toBeGreaterThanOrEqual(8);
  });
  it.each(shapes.map((s) => [s.name, s] as const))("%s: lists what the typed posting lists", (_, s) => {
    const typed = keys(s.posting);
    for (const id of s.must) expect(typed.get(id), `${id} typed`).toBe(true);
    for (const id of s.nice) expect(typed.get(id), `${id} typed`).toBe(false);
    for (const id of s.absent ?? []) expect(typed.has(id), `${id} listed`).toBe(false);
    expect(keys(oneParagraph(s.posting))).toEqual(typed);
  });
  it("does not read a department's work as the job's", () => {
    const p = matcher.analyze(
      "Maintenance Electrician\n\nThe Site Services Department is responsible for the boilers, the car parks and the gardens of our three clinics.\n\nYou will maintain lighting and power across the site.\nRequirements\n• Time-served electrical apprenticeship\n",
    );
    const ids = p.requirements.map((r) => r.id);
    expect(ids).not.toContain("grounds");
    expect(ids).toEqual(expect.arrayContaining(["apprenticeship", "electrical"]));
  });
});
