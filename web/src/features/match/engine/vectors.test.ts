// @vitest-environment node
/**
 * The web half of the shared specification (ADR 0023): internal/match/testdata/vectors.json,
 * written by the Go engine, must come out of this engine to the unit — tokens, stems, whole
 * analyses, matches, and every corpus posting's analysis and both resumes' results.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import vectorsJSON from "@match-spec/testdata/vectors.json";
import corpusJSON from "@match-spec/testdata/corpus.json";
import vocabularyJSON from "@match-spec/vocabulary.json";
import vocabularyRaw from "@match-spec/vocabulary.json?raw";
import { Matcher, plain, type Posting } from "./index";
import { lowerString, normalise, stem, tokenize } from "./text";
import type { VocabularyFile } from "./vocabulary";

interface Vectors {
  vocabulary_sha256: string;
  year: number;
  tokenize: { text: string; tokens: string[][] }[];
  stem: [string, string][];
  analyze: { name: string; posting: string; expect: unknown }[];
  match: { name: string; posting: string; text: string; exclude?: string[]; expect: unknown }[];
  corpus: { id: string; analysis: unknown; fitting: unknown; unrelated: unknown; one_paragraph: unknown }[];
}
interface Corpus {
  postings: { id: string; posting: string; fitting: Record<string, string>; unrelated: string }[];
}

const vectors = vectorsJSON as unknown as Vectors;
const corpus = corpusJSON as unknown as Corpus;
const matcher = new Matcher(vocabularyJSON as unknown as VocabularyFile);

/** A posting with its line breaks removed, as corpus_test.go's oneParagraph does it (Go's \s is ASCII). */
const oneParagraph = (s: string) => s.replace(/[\t\n\f\r ]+/gu, " ").trim();

/** A posting as the Go engine writes it to JSON. */
const asJSON = (p: Posting) => ({ role: p.role, company: p.company, seniority: p.seniority, years: p.years, requirements: p.requirements.map(plain) });

describe("the shared files", () => {
  it("are the very files the Go package embeds", () => {
    const onDisk = readFileSync(fileURLToPath(new URL("../../../../../internal/match/vocabulary.json", import.meta.url)), "utf8");
    expect(vocabularyRaw).toBe(onDisk);
    expect(vocabularyJSON).toEqual(JSON.parse(onDisk));
  });
  it("vectors.json was written for this vocabulary", () => {
    expect(createHash("sha256").update(vocabularyRaw, "utf8").digest("hex")).toBe(vectors.vocabulary_sha256);
  });
});

describe("tokenize and stem (vectors.json)", () => {
  it.each(vectors.tokenize.map((v) => [v.text, v.tokens] as const))("%j", (text, tokens) => {
    const got = tokenize(normalise(text)).map((t) => (t.barrier !== "" ? [t.barrier] : [t.surface, t.lower, t.stem]));
    expect(got).toEqual(tokens);
  });
  it("stems", () => {
    expect(vectors.stem.map(([w]) => [w, stem(lowerString(w))])).toEqual(vectors.stem);
  });
});

describe("analyze (vectors.json)", () => {
  it.each(vectors.analyze.map((v) => [v.name, v] as const))("%s", (_, v) => {
    expect(asJSON(matcher.analyze(v.posting))).toEqual(v.expect);
  });
});

describe("match (vectors.json)", () => {
  it.each(vectors.match.map((v) => [v.name, v] as const))("%s", (_, v) => {
    expect(matcher.match(matcher.analyze(v.posting), v.text, v.exclude ?? [], vectors.year)).toEqual(v.expect);
  });
});

describe("the corpus, analysed and scored as the Go engine does (vectors.json)", () => {
  const byID = new Map(corpus.postings.map((p) => [p.id, p]));
  it("covers every corpus posting", () => {
    expect(vectors.corpus.map((c) => c.id)).toEqual(corpus.postings.map((p) => p.id));
  });
  it.each(vectors.corpus.map((c) => [c.id, c] as const))("%s", (id, c) => {
    const entry = byID.get(id)!;
    const p = matcher.analyze(entry.posting);
    expect(asJSON(p)).toEqual(c.analysis);
    expect(matcher.match(p, matcher.evidenceText("resume", entry.fitting), [], vectors.year)).toEqual(c.fitting);
    expect(matcher.match(p, matcher.evidenceText("resume", byID.get(entry.unrelated)!.fitting), [], vectors.year)).toEqual(c.unrelated);
    expect(asJSON(matcher.analyze(oneParagraph(entry.posting))), "as one paragraph").toEqual(c.one_paragraph);
  });
});
