/**
 * The web engine's cost, in the operations the Target job panel runs: building the matcher
 * from the vocabulary (once, when the panel first opens), reading a posting (when it changes),
 * and scoring the form (on every keystroke). Same inputs as the Go benchmarks
 * (internal/match/bench_test.go): the first corpus posting, the whole corpus cut to the API's
 * 20,000-character limit, and the first corpus resume. Prints a markdown table.
 *   BENCH_MATCH_RUNS (default 200)
 */
import { it } from "vitest";
import corpusJSON from "@match-spec/testdata/corpus.json";
import vocabularyJSON from "@match-spec/vocabulary.json";
import { Matcher } from "@/features/match/engine";
import type { VocabularyFile } from "@/features/match/engine";

const RUNS = Math.max(1, Number(process.env.BENCH_MATCH_RUNS ?? 200) || 200);
const corpus = (corpusJSON as unknown as { postings: { posting: string; fitting: Record<string, string> }[] }).postings;
const vocabulary = vocabularyJSON as unknown as VocabularyFile;

function time(runs: number, fn: () => void): { first: number; mean: number; p50: number; max: number } {
  const t0 = performance.now();
  fn();
  const first = performance.now() - t0;
  const all: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    fn();
    all.push(performance.now() - s);
  }
  all.sort((a, b) => a - b);
  return { first, mean: all.reduce((a, b) => a + b, 0) / all.length, p50: all[Math.floor(all.length / 2)]!, max: all[all.length - 1]! };
}

it("match engine timings", () => {
  const typical = corpus[0]!.posting;
  const longest = [...corpus.map((c) => c.posting).join("\n\n")].slice(0, 20000).join("");
  let m = new Matcher(vocabulary);
  const resume = m.evidenceText("resume", corpus[0]!.fitting);
  const p = m.analyze(typical);
  const rows: [string, number, ReturnType<typeof time>][] = [
    ["build the matcher from the vocabulary", JSON.stringify(vocabulary).length, time(Math.min(RUNS, 50), () => (m = new Matcher(vocabulary)))],
    ["read a typical posting", typical.length, time(RUNS, () => m.analyze(typical))],
    ["read a 20,000-character posting", longest.length, time(Math.min(RUNS, 50), () => m.analyze(longest))],
    ["score a resume (each keystroke)", resume.length, time(RUNS, () => m.match(p, resume))],
  ];
  const out = ["| Operation | Characters | First ms | Mean ms | p50 ms | Max ms |", "|---|---:|---:|---:|---:|---:|"];
  for (const [label, chars, t] of rows) out.push(`| ${label} | ${chars.toLocaleString("en")} | ${t.first.toFixed(2)} | ${t.mean.toFixed(2)} | ${t.p50.toFixed(2)} | ${t.max.toFixed(2)} |`);
  console.log(`\nNode ${process.version}, ${RUNS} runs (50 for the long ones)\n\n${out.join("\n")}\n`);
});
