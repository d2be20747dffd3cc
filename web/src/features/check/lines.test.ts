import { describe, expect, it } from "vitest";
import { lineAt, lineRange, lineText, replaceLine } from "./lines";

const EXPERIENCE = "Engineer at Northwind (2021 – Present)\n- Responsible for the on-call rota\n  • I write Go services\n3. Was tasked with testing";

describe("lines of a field", () => {
  it("finds a line's range, and nothing past the last", () => {
    expect(lineRange(EXPERIENCE, 0)).toEqual([0, 38]);
    expect(EXPERIENCE.slice(...lineRange(EXPERIENCE, 1)!)).toBe("- Responsible for the on-call rota");
    expect(lineRange(EXPERIENCE, 4)).toBeNull();
  });

  it("reads a line's words without its list marker", () => {
    expect(lineText(EXPERIENCE, 1)).toBe("Responsible for the on-call rota");
    expect(lineText(EXPERIENCE, 2)).toBe("I write Go services");
    expect(lineText(EXPERIENCE, 3)).toBe("Was tasked with testing");
    expect(lineText(EXPERIENCE, 9)).toBe("");
  });

  it("replaces one line's words and keeps its marker and the other lines", () => {
    const out = replaceLine(EXPERIENCE, 2, "Write Go services");
    expect(out.split("\n")).toEqual(["Engineer at Northwind (2021 – Present)", "- Responsible for the on-call rota", "  • Write Go services", "3. Was tasked with testing"]);
    expect(replaceLine(EXPERIENCE, 7, "x")).toBe(EXPERIENCE);
  });

  it("tells the line of a caret offset", () => {
    expect(lineAt(EXPERIENCE, 0)).toBe(0);
    expect(lineAt(EXPERIENCE, EXPERIENCE.indexOf("Responsible"))).toBe(1);
    expect(lineAt(EXPERIENCE, EXPERIENCE.length)).toBe(3);
  });
});
