import { describe, expect, it } from "vitest";
import { linesFromItems, type PdfTextItem } from "./pdfText";

/** A text piece at (x, y) in a 10-point font, 5 points wide per character. */
const at = (str: string, x: number, y: number, hasEOL = false): PdfTextItem => ({ str, transform: [10, 0, 0, 10, x, y], width: str.length * 5, height: 10, hasEOL });

describe("linesFromItems", () => {
  it("starts a new line where the baseline changes and joins pieces of one line", () => {
    const lines = linesFromItems([at("Ana", 50, 700), at("Souza", 70, 700), at("ana@example.com", 50, 688), at("|", 130, 688), at("Austin, TX", 140, 688)]);
    expect(lines).toEqual(["Ana Souza", "ana@example.com | Austin, TX"]);
  });

  it("adds no space between pieces that touch (a word split in two) and keeps spaces pdf.js sent", () => {
    expect(linesFromItems([at("Engin", 50, 700), at("eer", 75, 700), at(" at Acme", 90, 700)])).toEqual(["Engineer at Acme"]);
  });

  it("ends a line where pdf.js marks an end of line, even on the same baseline", () => {
    expect(linesFromItems([at("EXPERIENCE", 50, 700, true), at("Acme Corp", 50, 700)])).toEqual(["EXPERIENCE", "Acme Corp"]);
    expect(linesFromItems([at("Summary", 50, 700), at("", 85, 700, true), at("Designer", 50, 700)])).toEqual(["Summary", "Designer"]);
  });

  it("leaves one blank line where a gap is taller than two lines, and tolerates a baseline that wobbles", () => {
    const lines = linesFromItems([at("Acme Corp, 2021", 50, 700), at("• Led the redesign", 50, 688), at("2", 150, 689.5), at("Globex, 2015", 50, 650), at("Education", 50, 600)]);
    expect(lines).toEqual(["Acme Corp, 2021", "• Led the redesign 2", "", "Globex, 2015", "", "Education"]);
  });

  it("gives nothing for pages with no text (a scanned image)", () => {
    expect(linesFromItems([])).toEqual([]);
    expect(linesFromItems([at("", 0, 0, true)])).toEqual([]);
  });
});
