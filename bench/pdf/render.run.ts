/**
 * PDF render time and size per kind and template (issue #4). For each of the four kinds, with a
 * full realistic draft (drafts.ts), and each template, renders the PDF with the production code
 * (renderPdf in pdf.tsx: @react-pdf/renderer, bundled DejaVu fonts) once, then RUNS timed times
 * (round robin over the cells), and reports the first render, mean / p50 / max wall-clock ms,
 * the mean CPU time of this process per render (less sensitive to a busy machine), bytes and pages. A last row renders a
 * one-line document: the engine's floor. Every file is checked to be a PDF, and, when pdftotext
 * is installed, to hold the name with its 'Ł'. Results: a markdown table on stdout and in
 * $BENCH_PDF_OUT/results.md; the last PDF of each cell is kept there.
 *   BENCH_PDF_RUNS (default 20)   BENCH_PDF_OUT (default: a folder under the system temp dir)
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { TEMPLATE_IDS, type DocModel, type TemplateId } from "@/features/documents/model";
import { renderPdf } from "@/features/documents/pdf";
import { draftDoc, KINDS, NAME } from "./drafts";

const RUNS = Math.max(1, Number(process.env.BENCH_PDF_RUNS ?? 20) || 20);
const OUT = process.env.BENCH_PDF_OUT ?? path.join(os.tmpdir(), "draftsmith-bench-pdf");

interface Cell {
  label: string;
  template: TemplateId;
  doc: DocModel;
  /** Text pdftotext must find (with its Ł or ë). */
  want: string;
}

const WANT: Record<string, string> = { resume: NAME, cover_letter: NAME, cold_email: "Hi Zoë", pitch_deck: "Łukasz & Zoë" };
const FLOOR: DocModel = { kind: "cold_email", template: "default", title: "Floor", blocks: [{ type: "paragraph", runs: [{ text: `Hi ${NAME}` }] }] };
const CELLS: Cell[] = [
  ...KINDS.flatMap((kind) => TEMPLATE_IDS.map((template) => ({ label: kind, template, doc: draftDoc(kind, template), want: WANT[kind] ?? NAME }))),
  { label: "floor: one line", template: "default", doc: FLOOR, want: `Hi ${NAME}` },
];

function hasPdftotext(): boolean {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const ms = (x: number) => x.toFixed(1);
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** One download's work: the document to a PDF Blob, and the Blob's bytes. */
async function render(doc: DocModel): Promise<{ ms: number; cpu: number; bytes: Uint8Array }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const blob = await renderPdf(doc);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { ms, cpu: (c.user + c.system) / 1000, bytes };
}

it(`renders every kind × template, ${RUNS} timed runs each`, async () => {
  mkdirSync(OUT, { recursive: true });
  const textCheck = hasPdftotext();
  const rows: string[] = [];
  const started = performance.now();
  // One first render per cell, in table order (the very first one pays the cold start: font
  // files parsed, layout engine set up, code not yet optimised); then the timed runs go round
  // robin over the cells, so a busy moment of the machine spreads over all of them.
  const first: number[] = [];
  const times: number[][] = CELLS.map(() => []);
  const cpu: number[] = CELLS.map(() => 0);
  const last: Uint8Array[] = [];
  for (const [i, cell] of CELLS.entries()) {
    const r = await render(cell.doc);
    first[i] = r.ms;
    last[i] = r.bytes;
  }
  for (let run = 0; run < RUNS; run++) {
    for (const [i, cell] of CELLS.entries()) {
      const r = await render(cell.doc);
      times[i]?.push(r.ms);
      cpu[i] = (cpu[i] ?? 0) + r.cpu / RUNS;
      last[i] = r.bytes;
    }
  }
  for (const [i, { label, template, want }] of CELLS.entries()) {
    const bytes = last[i] ?? new Uint8Array();
    const name = `${label.replace(/\W+/g, "_")}-${template}`;
    const latin1 = new TextDecoder("latin1").decode(bytes);
    expect(latin1.slice(0, 5), `${name} is a PDF`).toBe("%PDF-");
    expect(latin1.trimEnd().endsWith("%%EOF"), `${name} ends like a PDF`).toBe(true);
    const pages = (latin1.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
    expect(pages, `${name} has pages`).toBeGreaterThan(0);
    const file = path.join(OUT, `${name}.pdf`);
    writeFileSync(file, bytes);
    let found = "not checked";
    if (textCheck) {
      const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
      expect(text, `${name}: pdftotext finds '${want}'`).toContain(want);
      found = `'${want}'`;
    }
    const sorted = [...(times[i] ?? [])].sort((a, b) => a - b);
    const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
    rows.push(
      `| ${label} | ${template} | ${ms(first[i] ?? NaN)} | ${ms(mean)} | ${ms(percentile(sorted, 50))} | ${ms(sorted[sorted.length - 1] ?? NaN)} | ${ms(cpu[i] ?? NaN)} | ${bytes.length.toLocaleString("en-US")} | ${pages} | ${found} |`,
    );
  }
  const cpus = os.cpus();
  const load = os.loadavg().map((x) => x.toFixed(1)).join(" ");
  const machine =
    `Machine: ${os.platform()}/${os.arch()}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? "?"}), load average at the end ${load}, ` +
    `Node ${process.version}. @react-pdf/renderer's Node build (fonts read from disk). ${RUNS} timed renders per cell after a first one; ` +
    `${ms((performance.now() - started) / 1000)} s in all.`;
  const table = [
    "| Kind | Template | First ms (in table order) | Mean ms | p50 ms | Max ms | CPU ms (mean) | Bytes | Pages | pdftotext finds |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
    ...rows,
  ].join("\n");
  const md = `${machine}\n\n${table}\n\nPDFs: ${OUT}\n`;
  writeFileSync(path.join(OUT, "results.md"), md);
  console.log(`\n${md}`);
});
