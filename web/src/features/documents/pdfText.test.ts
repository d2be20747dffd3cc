// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { layoutText } from "./pdfLayout";
import { layoutItems, type PdfTextItem } from "./pdfText";
import { readPdfFile } from "./testing/readPdfFile";

/** A text piece at (x, y) in a 10-point font, 5 points wide per character. */
const at = (str: string, x: number, y: number, fontName = "f1"): PdfTextItem & { fontName: string } => ({ str, transform: [10, 0, 0, 10, x, y], width: str.length * 5, height: 10, fontName });

describe("layoutItems", () => {
  it("takes position, size and the font's own name from pdf.js's pieces", () => {
    const [item] = layoutItems([at("Ana", 50, 700, "g_d0_f3")], (id) => (id === "g_d0_f3" ? "BAAAAA+FontAwesome" : undefined));
    expect(item).toEqual({ str: "Ana", x: 50, y: 700, width: 15, size: 10, eol: false, font: "BAAAAA+FontAwesome" });
  });

  it("joins pieces of one line, with no space between pieces that touch (a word split in two)", () => {
    expect(layoutText([{ width: 612, items: layoutItems([at("Engin", 50, 700), at("eer", 75, 700), at(" at Acme", 90, 700), at("ana@example.com", 50, 688)]) }])).toBe(
      "Engineer at Acme\nana@example.com",
    );
  });
});

// The corpus (testdata/resumes, ADR 0035): every PDF read as the browser reads it, with the
// same pdf.js (its Node build), and compared with the text committed beside it, which the Go
// corpus test imports and scores against the truth files. UPDATE_CORPUS=1 writes the text.
const CORPUS = path.resolve(__dirname, "../../../../testdata/resumes");

describe("the corpus of our own resumes", () => {
  const pdfs = fs.readdirSync(CORPUS).filter((f) => f.endsWith(".pdf"));

  it("has at least 40 resumes, each with its truth file", () => {
    const resumes = fs.readdirSync(CORPUS).filter((f) => f.endsWith(".pdf") || f.endsWith(".resume.json"));
    expect(resumes.length).toBeGreaterThanOrEqual(40);
    for (const r of resumes) expect(fs.existsSync(path.join(CORPUS, r.replace(/(\.resume\.json|\.pdf)$/, ".truth.json"))), r).toBe(true);
  });

  it.each(pdfs)("%s reads as the text committed beside it", { timeout: 30_000 }, async (pdf) => {
    const text = await readPdfFile(path.join(CORPUS, pdf));
    const file = path.join(CORPUS, pdf.replace(/\.pdf$/, ".txt"));
    if (process.env.UPDATE_CORPUS) fs.writeFileSync(file, `${text}\n`);
    expect(`${text}\n`).toBe(fs.readFileSync(file, "utf8"));
  });
});
