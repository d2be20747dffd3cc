/**
 * Time to build each export file (issue #13), with the production modules: the pure slide
 * definition (slides.ts), the slides PDF (slidesPdf.tsx, @react-pdf/renderer), the PPTX
 * (pptx.ts, pptxgenjs) and the DOCX (docx.ts, docx) of a resume and a cover letter, in each
 * template. Each cell runs once (first: includes warming the engine), then RUNS times; the table
 * gives mean / p50 / max wall-clock ms and the file's bytes. Files are checked: a PDF starts with
 * %PDF-, PPTX and DOCX are zips (PK).
 *   BENCH_EXPORT_RUNS (default 20)
 */
import { expect, it } from "vitest";
import { DECK_FIXTURE } from "@/features/documents/deckFixture";
import { LETTER, LINKED_RESUME } from "@/features/documents/docFixtures";
import { renderDocx } from "@/features/documents/docx";
import { TEMPLATE_IDS } from "@/features/documents/model";
import { renderPptx } from "@/features/documents/pptx";
import { deckDraftFromSections, deckSlides } from "@/features/documents/slides";
import { renderSlidesPdf } from "@/features/documents/slidesPdf";

const RUNS = Math.max(1, Number(process.env.BENCH_EXPORT_RUNS ?? 20) || 20);

type Make = () => Promise<Uint8Array | Blob | object>;
const bytesOf = async (out: Uint8Array | Blob | object) => (out instanceof Uint8Array ? out : out instanceof Blob ? new Uint8Array(await out.arrayBuffer()) : new TextEncoder().encode(JSON.stringify(out)));

const CELLS: { file: string; template: string; make: Make; magic: string | null }[] = TEMPLATE_IDS.flatMap((template) => {
  const draft = deckDraftFromSections(DECK_FIXTURE);
  return [
    { file: "slide definition (10 slides)", template, make: async () => deckSlides(draft, template), magic: null },
    { file: "slides PDF (10 pages)", template, make: () => renderSlidesPdf(deckSlides(draft, template)), magic: "%PDF-" },
    { file: "PPTX (10 slides)", template, make: () => renderPptx(deckSlides(draft, template)), magic: "PK" },
    { file: "DOCX resume", template, make: () => renderDocx({ ...LINKED_RESUME, template }), magic: "PK" },
    { file: "DOCX cover letter", template, make: () => renderDocx({ ...LETTER, template }), magic: "PK" },
  ];
});

it("times each export", async () => {
  const rows: string[] = [];
  const times = new Map<number, number[]>();
  const first = new Map<number, number>();
  const size = new Map<number, number>();
  for (const [i, cell] of CELLS.entries()) {
    const t0 = performance.now();
    const out = await cell.make();
    first.set(i, performance.now() - t0);
    const bytes = await bytesOf(out);
    if (cell.magic) expect(new TextDecoder().decode(bytes.subarray(0, cell.magic.length))).toBe(cell.magic);
    size.set(i, bytes.length);
  }
  for (let r = 0; r < RUNS; r++) {
    for (const [i, cell] of CELLS.entries()) {
      const t0 = performance.now();
      await cell.make();
      times.set(i, [...(times.get(i) ?? []), performance.now() - t0]);
    }
  }
  const ms = (n: number) => (n < 1 ? n.toFixed(3) : n.toFixed(1));
  rows.push(`| File | Template | First (ms) | Mean (ms) | p50 (ms) | Max (ms) | Bytes |`, `|---|---|---:|---:|---:|---:|---:|`);
  for (const [i, cell] of CELLS.entries()) {
    const t = [...(times.get(i) ?? [])].sort((a, b) => a - b);
    const mean = t.reduce((a, b) => a + b, 0) / t.length;
    rows.push(`| ${cell.file} | ${cell.template} | ${ms(first.get(i) ?? 0)} | ${ms(mean)} | ${ms(t[Math.floor(t.length / 2)] ?? 0)} | ${ms(t[t.length - 1] ?? 0)} | ${cell.magic ? (size.get(i) ?? 0).toLocaleString("en-US") : "—"} |`);
  }
  console.log(`\n${RUNS} timed runs per cell, round robin.\n\n${rows.join("\n")}\n`);
});
