import { describe, expect, it } from "vitest";
import vectors from "./cards.vectors.json";
import { emptyEntry, formatEntry, isPresent, type Entry } from "./format";
import { CARD_SECTIONS, isCardSection } from "./sections";

// The shared card vectors (ADR 0049): entries as the Go reader gives them, and the text this
// formatter writes for each; internal/resume/cards_test.go reads every text back into its entry.
describe("formatEntry", () => {
  it("writes every shared vector's text", () => {
    expect(vectors.length).toBeGreaterThan(250);
    const sections = new Set<string>();
    for (const v of vectors) {
      if (!isCardSection(v.section)) throw new Error(v.section);
      sections.add(v.section);
      const shape = CARD_SECTIONS[v.section].shape;
      const entry = (shape === "item" ? { text: v.want } : v.want) as Entry;
      expect(formatEntry(shape, entry).join("\n"), v.name).toBe(v.text);
    }
    expect([...sections].sort()).toEqual(["awards", "certifications", "education", "experience", "projects", "publications", "volunteer"]);
  });

  it("writes a role in the field's own form, a bullet a line", () => {
    const role = { ...emptyEntry("role"), role: "Senior Engineer", company: "Acme", location: "Berlin", start_date: "Jan 2020", end_date: "Present", bullets: ["Built the billing platform", "  ", "Led a team\nof four"] };
    expect(formatEntry("role", role)).toEqual(["Senior Engineer at Acme, Berlin (Jan 2020 – Present)", "- Built the billing platform", "- Led a team of four"]);
  });

  // The Go reader parts a project's name from its description at the spaced em dash first
  // (internal/resume/projects.go), so a name holding a hyphen keeps it.
  it("writes a project's name and description apart at the em dash, whatever the name holds", () => {
    const project = (name: string, text: string) => ({ ...emptyEntry("project"), name, text });
    expect(formatEntry("project", project("Team Lead - Tram Delay Map (Open Data Berlin)", "Jun. 2019"))).toEqual(["Team Lead - Tram Delay Map (Open Data Berlin) — Jun. 2019"]);
    expect(formatEntry("project", project("Team Lead - Tram Delay Map", ""))).toEqual(["Team Lead - Tram Delay Map —"]);
    expect(formatEntry("project", project("Atlas: the office map", ""))).toEqual(["Atlas: the office map —"]);
    expect(formatEntry("project", project("Atlas", ""))).toEqual(["Atlas"]);
    expect(formatEntry("project", project("", "a map of the office"))).toEqual(["a map of the office"]);
  });

  it("writes a role's place whole after its company", () => {
    const role = { ...emptyEntry("role"), role: "Game Designer Intern", company: "Harbor Games", location: "Busan, South Korea & Austin, TX", start_date: "Mar. 2016", end_date: "Exp. Jun. 2017" };
    expect(formatEntry("role", role)).toEqual(["Game Designer Intern at Harbor Games, Busan, South Korea & Austin, TX (Mar. 2016 – Exp. Jun. 2017)"]);
  });

  it("writes nothing for an empty card", () => {
    for (const shape of ["role", "project", "school", "item"] as const) expect(formatEntry(shape, emptyEntry(shape))).toEqual([]);
  });

  it("reads the words of a role still held as Present", () => {
    expect(["Present", "present", "Current", "now"].every(isPresent)).toBe(true);
    expect(isPresent("2024")).toBe(false);
  });
});
