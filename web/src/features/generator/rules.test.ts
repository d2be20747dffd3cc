import { describe, expect, it } from "vitest";
import { buildContactLine, normalizeVariantIndex } from "./rules";
import { SPAM_WORDS, scoreColour, scoreEmail, splitEmail, wordCount, type ScoreColour } from "./score";
import vectors from "./score.vectors.json";

describe("buildContactLine", () => {
  it("joins email, phone, website, location, linkedin, github in that order", () => {
    expect(buildContactLine({ github: "gh/zoe", email: "zoe@example.com", location: "Łódź", phone: "123", website: "zoe.dev", linkedin: "in/zoe" })).toBe(
      "zoe@example.com · 123 · zoe.dev · Łódź · in/zoe · gh/zoe",
    );
  });
  it("drops empty values and duplicates", () => {
    expect(buildContactLine({ email: "a@b.co", phone: " ", website: "A@B.co", github: "gh" })).toBe("a@b.co · gh");
  });
  it("keeps a typed contact_info", () => {
    expect(buildContactLine({ email: "a@b.co" }, "  mine  ")).toBe("mine");
  });
});

describe("normalizeVariantIndex", () => {
  it.each([
    [1, 1], [2, 2], [3, 3], ["2", 2], [" 3 ", 3], [0, 1], [-2, 1], [1.5, 1], ["abc", 1], ["", 1], [null, 1], [undefined, 1], [7, 1], [NaN, 1],
  ])("%p → %p", (input, want) => {
    expect(normalizeVariantIndex(input)).toBe(want);
  });
});

/** The score's cases live in score.vectors.json: one email each, and every part of what scoreEmail must return. */
interface ScoreVector {
  name: string;
  subject: string;
  body: string;
  expected: { score: number; colour: ScoreColour; words: number; length: number; subject: number; opener: number; spam: string[] };
}
const VECTORS: ScoreVector[] = (vectors as { vectors: ScoreVector[] }).vectors;

describe("scoreEmail (score.vectors.json)", () => {
  it("has a vector for every spam word and every colour", () => {
    const found = new Set(VECTORS.flatMap((v) => v.expected.spam));
    expect(SPAM_WORDS.filter((w) => !found.has(w))).toEqual([]);
    expect(new Set(VECTORS.map((v) => v.expected.colour))).toEqual(new Set(["green", "yellow", "red"]));
    expect(new Set(VECTORS.map((v) => v.name)).size).toBe(VECTORS.length);
  });

  it.each(VECTORS.map((v) => [v.name, v] as const))("%s", (_name, v) => {
    const s = scoreEmail({ subject: v.subject, body: v.body });
    const { colour, ...parts } = v.expected;
    expect({ score: s.score, words: s.words, length: s.length, subject: s.subject, opener: s.opener, spam: s.spam }).toEqual(parts);
    expect(scoreColour(s.score)).toBe(colour);
  });
});

describe("splitEmail", () => {
  it("splits a Subject line from the body", () => {
    expect(splitEmail("Subject: Hello 1\n\nHi Zoë,\nText")).toEqual({ subject: "Hello 1", body: "Hi Zoë,\nText" });
    expect(wordCount("Zoë's co-founder ran 5k")).toBe(4);
  });
});
