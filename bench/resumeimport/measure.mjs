#!/usr/bin/env node
// Resume PDF import time per page in Chromium (issue 22): the whole import as a user meets it,
// from choosing the file to the message saying what was read: pdf.js reading the pages (and,
// after issue 22, their layout), the request to POST /api/resume/import and the form filling.
// "pdf.js load included" is the first import in a fresh browser context (the reader's chunk
// and pdf.js's worker are fetched and compiled); "excluded" is a second import of the same file
// in that page. Usage (after `make build`; run it once per binary to compare):
//   node bench/resumeimport/measure.mjs [--bin bin/draftsmith] [--runs 5] [--label after]
// The PDFs are our own corpus's (testdata/resumes): a 1-page one, a 2-page one, and five
// 1-page ones joined with pdfunite into 5 pages.
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const { chromium } = createRequire(path.join(root, "e2e/package.json"))("@playwright/test");

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const bin = path.resolve(arg("bin", path.join(root, "bin/draftsmith")));
const runs = Number(arg("runs", "5"));
const label = arg("label", "");
const corpus = path.join(root, "testdata/resumes");

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "resumeimport-bench-"));
const five = path.join(tmp, "five-pages.pdf");
execFileSync("pdfunite", ["jake-plain-james.pdf", "banner-priya.pdf", "sidebar-left-maya.pdf", "oneline-spaces-hannah.pdf", "word-simple-sofia.pdf", five].map((f) => (path.isAbsolute(f) ? f : path.join(corpus, f))));
const pdfs = [
  { pages: 1, file: path.join(corpus, "jake-plain-james.pdf") },
  { pages: 2, file: path.join(corpus, "moderncv-classic-maya.pdf") },
  { pages: 5, file: five },
];
for (const p of pdfs) {
  const n = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [p.file], { encoding: "utf8" }))?.[1]);
  if (n !== p.pages) throw new Error(`${p.file} has ${n} pages, not ${p.pages}`);
}

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawn(bin, [], { cwd: tmp, env: { PATH: process.env.PATH, PORT: String(port), BASE_URL: base, DATA_DIR: tmp, PREVIEW_RATE_LIMIT: "100000", LOG_LEVEL: "warn" }, stdio: "ignore" });
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/auth/session`)).status < 500) break;
  } catch {
    /* not up yet */
  }
  if (i > 200) throw new Error("the server did not start");
  await new Promise((r) => setTimeout(r, 100));
}

// The e2e suite's launch options (e2e/playwright.config.ts).
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
// The message after an import is "Imported from the PDF: …" now, "Filled from the PDF: …" before issue 22.
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const rows = [];
try {
  for (const pdf of pdfs) {
    const first = [];
    const again = [];
    for (let r = 0; r < runs; r++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (process.env.DEBUG) { page.on("crash", () => console.error("crash")); page.on("close", () => console.error("close")); page.on("pageerror", (e) => console.error("pageerror", e)); page.on("console", (m) => console.error("console", m.text())); }
      await page.goto(`${base}/`);
      await page.getByLabel("Resume file to import").waitFor();
      // The import is done when its message appears; a second import first clears the old one.
      const importOnce = async () => {
        await page.evaluate(() => {
          const box = document.querySelector('[data-testid="resume-import"]');
          const said = () => /(Imported|Filled) from the PDF: /.test(box.textContent ?? "");
          let cleared = !said();
          window.__imported = new Promise((resolve) => {
            const watch = new MutationObserver(() => {
              if (!said()) cleared = true;
              else if (cleared) {
                watch.disconnect();
                resolve(performance.now());
              }
            });
            watch.observe(box, { subtree: true, childList: true, characterData: true });
          });
        });
        const t0 = await page.evaluate(() => performance.now());
        await page.getByLabel("Resume file to import").setInputFiles(pdf.file);
        const t1 = await page.evaluate(() => window.__imported);
        return t1 - t0;
      };
      first.push(await importOnce());
      again.push(await importOnce());
      await context.close();
    }
    rows.push({ pages: pdf.pages, included: median(first), excluded: median(again) });
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
  fs.rmSync(tmp, { recursive: true, force: true });
}

console.log(`\n${label ? `${label}: ` : ""}median of ${runs} runs, ms (per page in brackets)\n`);
console.log("| Pages | pdf.js load excluded | pdf.js load included |");
console.log("|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.pages} | ${r.excluded.toFixed(0)} (${(r.excluded / r.pages).toFixed(0)}/page) | ${r.included.toFixed(0)} (${(r.included / r.pages).toFixed(0)}/page) |`);
