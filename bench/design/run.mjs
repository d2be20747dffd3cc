#!/usr/bin/env node
// Issue 28 on a phone profile: how long the resume preview takes to re-render after a design
// change, and how long Fit to one page takes to fit a two-page resume onto one page.
// Chromium (a 390 × 844 touch viewport, CPU throttled 4× through the DevTools protocol) opens
// the resume generator of bin/draftsmith (started here on a free loopback port with a fresh
// SQLite DATA_DIR, stopped by its PID at the end), as a guest, with a two-page resume of our
// own making typed into the form.
//   Re-render: from changing "Text size" to the next painted frame whose preview shows it.
//   Fit: the app's own performance measures (useLaidOutDocument.ts): "draftsmith:fit-one-page"
//   is the whole fitting (every trial render and measurement), "draftsmith:page-count" one
//   measurement of the page count.
// Usage: node bench/design/run.mjs   (needs `make build`; BENCH_RUNS, default 15; CHROME_PATH)
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "../../e2e/node_modules/playwright/index.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, "../../bin/draftsmith");
const runs = Number(process.env.BENCH_RUNS ?? 15);
const throttle = 4;

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

function experience(roles) {
  const out = [];
  for (let i = 0; i < roles; i++) {
    out.push(`Senior Engineer at Northwind ${i + 1}, Leeds (${2000 + i} – ${2001 + i})`);
    out.push(`- Rebuilt the billing pipeline for team ${i + 1}, cutting failed payments by ${10 + i}% in one quarter`);
    out.push(`- Led a group of five through a move from a monolith to services without downtime (${i + 1})`);
    out.push(`- Wrote the on-call guide every new engineer now reads in the first week, version ${i + 1}`);
    out.push(`- Mentored three juniors, two of whom now lead projects of their own, cohort ${i + 1}`, "");
  }
  return out.join("\n");
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, mean: s.reduce((a, b) => a + b, 0) / s.length, p50: q(0.5), p90: q(0.9), max: s.at(-1) };
};

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ds-bench-design-"));
const server = spawn(bin, [], { cwd: dataDir, env: { ...process.env, PORT: String(port), BASE_URL: base, DATA_DIR: dataDir, LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "inherit"] });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium" });
try {
  for (let i = 0; i < 50; i++) {
    if (await fetch(`${base}/api/auth/session`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: "en-US" });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const field = (name) => page.getByRole("textbox", { name, exact: true });
  await field("Full name").fill("Zoë Brontë");
  await field("Job title").fill("Staff Engineer");
  await field("Summary").fill("Engineer who ships payment systems people trust.");
  await field("Skills").fill("Go, SQL, PostgreSQL, Kubernetes");
  await field("Experience").fill(experience(8));
  await field("Education").fill("BSc Computer Science, University of Leeds, 2012");
  const count = page.getByTestId("page-count");
  await count.filter({ hasText: "2 pages" }).waitFor({ timeout: 20_000 });
  await page.getByRole("button", { name: "Show design options" }).click();

  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });

  // Re-render: Text size 10.5 ↔ 10 on the preview; time to the first frame that shows it.
  const rerender = [];
  for (let i = 0; i < runs; i++) {
    const size = i % 2 ? "10" : "10.5";
    rerender.push(
      await page.evaluate(
        (size) =>
          new Promise((resolve) => {
            const select = [...document.querySelectorAll("label")].find((l) => l.textContent === "Text size")?.control;
            const sheet = document.querySelector('[aria-label="Document preview"] article');
            const before = getComputedStyle(sheet).fontSize;
            const t0 = performance.now();
            select.value = size;
            select.dispatchEvent(new Event("change", { bubbles: true }));
            const check = () => (getComputedStyle(sheet).fontSize !== before ? resolve(performance.now() - t0) : requestAnimationFrame(check));
            requestAnimationFrame(check);
          }),
        size,
      ),
    );
    await page.waitForTimeout(400);
  }

  // Fit: tick and untick Fit to one page; each tick fits the two-page resume.
  const fit = page.getByLabel("Fit to one page");
  await page.evaluate(() => performance.clearMeasures());
  for (let i = 0; i < runs; i++) {
    await fit.check();
    await count.filter({ hasText: "1 page" }).waitFor({ timeout: 20_000 });
    await fit.uncheck();
    await count.filter({ hasText: "2 pages" }).waitFor({ timeout: 20_000 });
  }
  const measures = await page.evaluate(() =>
    performance.getEntriesByType("measure").filter((m) => m.name.startsWith("draftsmith:")).map((m) => ({ name: m.name, ms: m.duration })),
  );
  const fits = measures.filter((m) => m.name === "draftsmith:fit-one-page").map((m) => m.ms);
  const counts = measures.filter((m) => m.name === "draftsmith:page-count").map((m) => m.ms);

  const row = (label, xs) => {
    const s = stats(xs);
    return `| ${label} | ${s.n} | ${s.mean.toFixed(1)} | ${s.p50.toFixed(1)} | ${s.p90.toFixed(1)} | ${s.max.toFixed(1)} |`;
  };
  console.log(`Chromium ${browser.version()}, 390 × 844 touch viewport, CPU throttled ${throttle}×, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`);
  console.log("\n| Measure | Runs | Mean ms | p50 ms | p90 ms | Max ms |\n|---|---:|---:|---:|---:|---:|");
  console.log(row("Preview re-render after a Text size change (to the painted frame)", rerender));
  console.log(row("Fit a two-page resume to one page (all trial renders)", fits));
  console.log(row("One page count (one render and measurement)", counts));
} finally {
  await browser.close();
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
