// @vitest-environment node
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToBuffer } from "@react-pdf/renderer";
import { describe, expect, it, vi } from "vitest";
import { KEEP_PARAGRAPH_CHARS, keepHeadingsWithNext } from "./keepWithNext";
import type { Block, DocModel } from "./model";

// The bundled fonts as files (the app loads them as URLs).
vi.mock("./fonts", () => {
  const dir = path.resolve(__dirname, "../../../node_modules/dejavu-fonts-ttf/ttf");
  const pair = (name: string) => ({ normal: path.join(dir, `${name}.ttf`), bold: path.join(dir, `${name}-Bold.ttf`) });
  return { FONT_FILES: { "DejaVu Sans": pair("DejaVuSans"), "DejaVu Serif": pair("DejaVuSerif"), "DejaVu Sans Condensed": pair("DejaVuSansCondensed"), "DejaVu Serif Condensed": pair("DejaVuSerifCondensed") } };
});
const { pdfElement, registerFonts } = await import("./pdf");

const heading = (text: string): Block => ({ type: "heading", text });
const run = (text: string) => [{ text }];

describe("keepHeadingsWithNext", () => {
  it("keeps a heading with the next entry, or with the first bullet of a list whose rest flows on", () => {
    const entry: Block = { type: "entry", title: "Staff Nurse — Riverside Clinic" };
    expect(keepHeadingsWithNext([heading("Experience"), entry])).toEqual([{ type: "keep", heading: heading("Experience"), first: entry }]);
    const list: Block = { type: "bullets", items: [run("One"), run("Two"), run("Three")] };
    expect(keepHeadingsWithNext([heading("Awards"), list])).toEqual([
      { type: "keep", heading: heading("Awards"), first: { type: "bullets", items: [run("One")] }, joinsNext: true },
      { type: "block", block: { type: "bullets", items: [run("Two"), run("Three")] }, joinsPrev: true },
    ]);
  });

  it("lets a long paragraph break (only the heading's own minPresenceAhead holds), and a heading with nothing after stands alone", () => {
    const long: Block = { type: "paragraph", runs: run("x".repeat(KEEP_PARAGRAPH_CHARS + 1)) };
    expect(keepHeadingsWithNext([heading("Summary"), long, heading("Skills")])).toEqual([
      { type: "keep", heading: heading("Summary"), first: null },
      { type: "block", block: long },
      { type: "keep", heading: heading("Skills"), first: null },
    ]);
  });
});

// ---- the PDF itself, read back per page with poppler's pdftotext ----

/** A resume whose Education heading falls lower on page 1 as `filler` grows. */
function resume(filler: number): DocModel {
  const roles: Block[] = [];
  for (let i = 0; i < 6; i++) {
    roles.push({ type: "entry", title: `Charge Nurse ${i + 1} — Harbourview Hospital`, meta: `${2010 + i} – ${2011 + i}`, bullets: [run("Coordinated a ward of 28 beds across three shifts"), run("Trained 9 new nurses in the electronic record")] });
  }
  const blocks: Block[] = [
    { type: "header", name: "Tove Lindqvist-Aro", title: "Registered Nurse", contact: run("tove@example.org · Bergen") },
    heading("Summary"),
    { type: "paragraph", runs: run("Registered nurse with eleven years on surgical and emergency wards.") },
    heading("Experience"),
    ...roles,
    { type: "bullets", items: Array.from({ length: filler }, (_, i) => run(`Filler line ${i + 1} of the last role`)) },
    heading("Education"),
    { type: "entry", title: "BSc Nursing — University of Bergen", meta: "2009" },
  ];
  return { kind: "resume", template: "default", title: "Tove Resume", blocks };
}

function pagesOf(pdf: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keep-"));
  const file = path.join(dir, "doc.pdf");
  fs.writeFileSync(file, pdf);
  const count = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
  const pages = Array.from({ length: count }, (_, i) => execFileSync("pdftotext", ["-f", String(i + 1), "-l", String(i + 1), "-layout", file, "-"], { encoding: "utf8" }));
  fs.rmSync(dir, { recursive: true });
  return pages;
}

const pageWith = (pages: string[], re: RegExp) => pages.findIndex((p) => re.test(p));
const lastLine = (page: string) => page.split("\n").map((l) => l.trim()).filter(Boolean).at(-1) ?? "";

describe("a section heading at the foot of a PDF page", { timeout: 120_000 }, () => {
  it("moves to the next page with its first entry, wherever the page ends", async () => {
    registerFonts();
    let stranded = 0;
    let moved = 0;
    // 0: the heading well up page 1; 9 to 11: at its foot (10 strands it without keeping); 20: on page 2.
    for (const filler of [0, 9, 10, 11, 20]) {
      const before = pagesOf(await renderToBuffer(pdfElement(resume(filler), false)));
      if (/^EDUCATION$/i.test(lastLine(before[0] ?? ""))) stranded++;

      const pages = pagesOf(await renderToBuffer(pdfElement(resume(filler))));
      const headingPage = pageWith(pages, /^\s*EDUCATION\s*$/im);
      expect(headingPage, `filler ${filler}`).toBeGreaterThanOrEqual(0);
      expect(pageWith(pages, /BSc Nursing/), `filler ${filler}`).toBe(headingPage);
      for (const page of pages) expect(lastLine(page), `filler ${filler}`).not.toMatch(/^(EDUCATION|EXPERIENCE|SUMMARY)$/i);
      if (headingPage > 0 && pageWith(before, /^\s*EDUCATION\s*$/im) === 0) moved++;
    }
    // The case is really met: without keeping, some of these resumes end page 1 with the heading.
    expect(stranded).toBeGreaterThan(0);
    expect(moved).toBeGreaterThan(0);
  });
});
