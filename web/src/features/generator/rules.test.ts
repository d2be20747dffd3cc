import { describe, expect, it } from "vitest";
import { buildContactLine, normalizeVariantIndex } from "./rules";
import { scoreColour, scoreEmail, splitEmail, wordCount } from "./score";

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

const body40 = `Hi Zoë,\n\n${Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ")}`;

describe("scoreEmail", () => {
  it("gives a strong email green", () => {
    const s = scoreEmail({ subject: "Cut reply time by 40%", body: body40 });
    expect(s.score).toBe(100);
    expect(scoreColour(s.score)).toBe("green");
  });
  it("peaks length at 40 to 190 words", () => {
    const short = scoreEmail({ subject: "x", body: "Hi there, quick one." });
    const long = scoreEmail({ subject: "x", body: `Hi, ${"word ".repeat(400)}` });
    expect(short.length).toBeLessThan(40);
    expect(long.length).toBeLessThan(40);
    expect(scoreEmail({ subject: "x", body: `Hi ${"w ".repeat(150)}` }).length).toBe(40);
  });
  it("rewards a digit and an action verb in the subject", () => {
    expect(scoreEmail({ subject: "Idea", body: body40 }).subject).toBe(10);
    expect(scoreEmail({ subject: "Idea 2", body: body40 }).subject).toBe(20);
    expect(scoreEmail({ subject: "Boost sales 2x", body: body40 }).subject).toBe(30);
  });
  it("penalises spam words", () => {
    const s = scoreEmail({ subject: "Free offer", body: `${body40} act now, click here, guarantee` });
    expect(s.spam).toEqual(["free", "guarantee", "act now", "click here"]);
    expect(s.score).toBeLessThan(75);
  });
  it("scores a Hi or Hello opener higher", () => {
    const hi = scoreEmail({ subject: "x", body: body40 });
    const dear = scoreEmail({ subject: "x", body: body40.replace("Hi", "Dear") });
    expect(hi.opener).toBeGreaterThan(dear.opener);
  });
  it("colours green ≥75, yellow ≥55, red below", () => {
    expect([75, 74, 55, 54, 0, 100].map(scoreColour)).toEqual(["green", "yellow", "yellow", "red", "red", "green"]);
  });
  it("does not count 'win' inside other words", () => {
    expect(scoreEmail({ subject: "Window", body: "Hi, winter" }).spam).toEqual([]);
  });
  it("splits a Subject line from the body", () => {
    expect(splitEmail("Subject: Hello 1\n\nHi Zoë,\nText")).toEqual({ subject: "Hello 1", body: "Hi Zoë,\nText" });
    expect(wordCount("Zoë's co-founder ran 5k")).toBe(4);
  });
});
