import { describe, expect, it } from "vitest";
import { emptyEntry } from "./format";
import { readingEntries } from "./model";
import { cardLabel, cardSubtitle } from "./titles";

describe("card names", () => {
  it("name a card by its field, place and entry", () => {
    const role = { ...emptyEntry("role"), role: "Senior Engineer", company: "Acme", start_date: "Jan 2020", end_date: "Present", location: "Berlin" };
    expect(cardLabel("Experience", 1, "role", role, "role")).toBe("Experience 2: Senior Engineer at Acme");
    expect(cardSubtitle("role", role)).toBe("Jan 2020 – Present · Berlin");
    expect(cardLabel("Education", 0, "school", { ...emptyEntry("school"), degree: "BS Computer Science", school: "University of Michigan" }, "school")).toBe(
      "Education 1: BS Computer Science, University of Michigan",
    );
    expect(cardLabel("Awards", 2, "item", { text: "Dean's List" }, "award")).toBe("Awards 3: Dean's List");
  });

  it("name an empty card as new, and an unsplit header as typed", () => {
    expect(cardLabel("Projects", 0, "project", emptyEntry("project"), "project")).toBe("Projects 1: new project");
    expect(cardLabel("Experience", 0, "role", { ...emptyEntry("role"), text: "Acme Corp · Full-time" }, "role")).toBe("Experience 1: Acme Corp · Full-time");
  });
});

describe("readingEntries", () => {
  it("takes the server's reading, lists never null, and drops the derived dates", () => {
    const [role] = readingEntries("role", {
      starts: [0],
      experience: [{ role: "Engineer", company: "Acme", location: "", start_date: "2019", end_date: "2021", dates: "2019 – 2021", bullets: null as unknown as string[] }],
      projects: null,
      education: null,
      items: null,
    });
    expect(role).toEqual({ role: "Engineer", company: "Acme", location: "", start_date: "2019", end_date: "2021", details: "", text: "", bullets: [] });
    expect(readingEntries("item", { starts: [0], experience: null, projects: null, education: null, items: ["CKA"] })).toEqual([{ text: "CKA" }]);
  });
});
