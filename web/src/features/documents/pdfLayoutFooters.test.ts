// @vitest-environment node
import { describe, expect, it } from "vitest";
import { layoutText, type LayoutItem } from "./pdfLayout";
import { nameFooter } from "./pdfLayoutFooters";
import { handmadePdf } from "./testing/handmadePdf";
import { readPdfBytes } from "./testing/readPdfFile";

const at = (str: string, x: number, y: number, size = 10): LayoutItem => ({ str, x, y, width: str.length * size * 0.5, size });

describe("nameFooter", () => {
  it("is a line of the person's name beside the document's kind, a date or the page's number", () => {
    expect(nameFooter("February 10, 2026 | Ines Duarte · Résumé", "Ines Duarte")).toBe(true);
    expect(nameFooter("March 3, 2025 | Ines Duarte · Curriculum Vitae", "Ines Duarte")).toBe(true);
    expect(nameFooter("Ines Duarte – CV – Page 2 of 3", "Ines Duarte")).toBe(true);
    expect(nameFooter("Ines Duarte's Resume", "INES DUARTE")).toBe(true);
  });

  it("is not a line with anything else, nor one without the name", () => {
    expect(nameFooter("Ines Duarte | ines@example.com", "Ines Duarte")).toBe(false);
    expect(nameFooter("Ines Duarte", "Ines Duarte")).toBe(false);
    expect(nameFooter("Résumé writing workshop, 2021", "Ines Duarte")).toBe(false);
    expect(nameFooter("Award named for Ines Duarte, 2021 | Lisbon", "Ines Duarte")).toBe(false);
  });
});

describe("layoutText and a dated footer with the name", () => {
  it("drops it from every page, where the date made it no page counter and it was kept once, at the end", () => {
    const p = (n: number, lines: LayoutItem[]) => ({
      width: 612,
      items: [...lines, at("February 10, 2026", 40, 37), at("Ines Duarte · Résumé", 254, 37), at(String(n), 552, 37)],
    });
    const text = layoutText([
      p(1, [at("Ines Duarte", 250, 780, 20), at("ines@example.com", 240, 760), at("Education", 40, 700, 12), at("Lisbon Polytechnic | Lisbon", 40, 680)]),
      p(2, [at("BSc Physics | Sep. 2014 – Jun. 2018", 40, 780)]),
    ]);
    expect(text).not.toContain("February 10, 2026");
    expect(text).not.toContain("Résumé");
    expect(text.split("\n").at(-1)).toBe("BSc Physics | Sep. 2014 – Jun. 2018");
  });

  it("drops one set on the last page only, in a PDF read as the app reads it", async () => {
    const pdf = handmadePdf([
      { text: "Ines Duarte", x: 250, y: 740, size: 20 },
      { text: "ines@example.com", x: 240, y: 715 },
      { text: "Program Committees", x: 40, y: 660, size: 12 },
      { text: "2016 - Problem Writer, Lisbon Hacking Final | Lisbon", x: 52, y: 640 },
      { text: "March 3, 2025", x: 40, y: 37 },
      { text: "Ines Duarte - Curriculum Vitae", x: 238, y: 37 },
    ]);
    const text = await readPdfBytes(pdf);
    expect(text).toContain("Problem Writer");
    expect(text).not.toContain("Curriculum Vitae");
    expect(text).not.toContain("March 3, 2025");
  });
});
