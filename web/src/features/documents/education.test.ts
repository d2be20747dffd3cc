import { describe, expect, it } from "vitest";
import { educationExtra } from "./build";

describe("educationExtra", () => {
  it("is empty when the line is just degree, school and year", () => {
    expect(educationExtra({ degree: "BSc Computer Science", school: "University of Leeds", year: "2018", text: "BSc Computer Science, University of Leeds, 2018" })).toBe("");
  });
  it("keeps what the line adds", () => {
    expect(educationExtra({ degree: "BSc Computer Science", school: "University of Leeds", year: "2018", text: "BSc Computer Science, University of Leeds, 2018, First-class honours" })).toBe("First-class honours");
  });
  it("keeps the whole line when nothing was parsed out of it", () => {
    expect(educationExtra({ text: "Self-taught, many late nights" })).toBe("Self-taught, many late nights");
  });
});
