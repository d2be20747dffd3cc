// @vitest-environment node
import { describe, expect, it } from "vitest";
import { placementFor } from "./placement";

const label = (field: string) => ({ experience: "Experience", summary: "Summary", certifications: "Certifications" })[field] ?? field;

describe("where a missing requirement could go on a resume", () => {
  it("sends the experience a posting asks for to Experience, with the dates", () => {
    expect(placementFor("resume", { skill: "3+ years of experience", category: "experience" }, label)).toEqual({
      field: "experience",
      hint: "The posting asks for 3+ years of experience: show your roles in Experience with their dates.",
    });
  });
  it("sends a practical condition to the Summary, and a licence to Certifications", () => {
    expect(placementFor("resume", { skill: "Night shifts", category: "condition" }, label).field).toBe("summary");
    expect(placementFor("resume", { skill: "Forklift licence", category: "certification" }, label).field).toBe("certifications");
  });
});
