import { describe, expect, it } from "vitest";
import { importSummary } from "./importSummary";

describe("importSummary", () => {
  it("says what an import read, in the issue's words", () => {
    expect(importSummary({ jobs: 5, schools: 2, skills: 14, unplaced: 3 })).toBe("5 jobs, 2 schools, 14 skills; 3 lines to place");
    expect(importSummary({ jobs: 1, schools: 1, skills: 1, unplaced: 1 })).toBe("1 job, 1 school, 1 skill; 1 line to place");
    expect(importSummary({ jobs: 0, schools: 0, skills: 2 })).toBe("0 jobs, 0 schools, 2 skills");
  });
});
