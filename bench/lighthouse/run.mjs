#!/usr/bin/env node
// Lighthouse, mobile (its default profile: simulated slow 4G, 4x CPU slowdown) and desktop, on
// every public route of a built Draftsmith binary, in the system Chromium. Usage:
//   (cd bench/lighthouse && npm ci) && make build && node bench/lighthouse/run.mjs [options]
// Options:
//   --bin PATH       the binary to measure (default bin/draftsmith)
//   --runs N         runs per route and profile; the table shows the median run by performance (default 1)
//   --routes a,b     only these paths
//   --profiles p,q   mobile, desktop or both (default mobile,desktop)
//   --out FILE       also write the raw numbers as JSON (default bench/lighthouse/results/latest.json)
// The browser is $CHROME_PATH, else /usr/bin/chromium. The server runs on a free loopback port
// with a fresh SQLite DATA_DIR and is stopped by its PID at the end.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");
export const PUBLIC_ROUTES = ["/", "/cover-letter", "/cold-email", "/pitch-deck", "/templates", "/login", "/signup", "/privacy", "/liability"];

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const bin = path.resolve(arg("bin", path.join(repoRoot, "bin/draftsmith")));
const runs = Math.max(1, Number(arg("runs", "1")) || 1);
const routes = arg("routes", PUBLIC_ROUTES.join(",")).split(",");
const profiles = arg("profiles", "mobile,desktop").split(",");
const outFile = path.resolve(arg("out", path.join(here, "results/latest.json")));
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";

if (!fs.existsSync(bin)) throw new Error(`${bin} does not exist: run 'make build' first`);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "draftsmith-lh-"));
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), BASE_URL: base, DATA_DIR: tmp, LOG_LEVEL: "warn" };
  for (const k of ["DATABASE_URL", "SMTP_URL", "TRUST_PROXY"]) delete env[k];
  const child = spawn(bin, [], { cwd: tmp, env, stdio: ["ignore", "ignore", "inherit"] });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${bin} exited (code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/auth/session`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${bin} did not answer within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  return { base, stop };
}

const KiB = (n) => n / 1024;

/** The body of url as the server sends it to a browser that accepts gzip: compressed bytes. */
function gzipBodyBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        let n = 0;
        res.on("data", (chunk) => (n += chunk.length));
        res.on("end", () => (res.statusCode === 200 ? resolve(n) : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on("error", reject);
  });
}

/** The numbers of one Lighthouse result (lhr). */
function summarise(lhr) {
  const a = lhr.audits;
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const requests = a["network-requests"]?.details?.items ?? [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const scripts = requests.filter((r) => r.resourceType === "Script" && r.url.startsWith(origin));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: a["first-contentful-paint"].numericValue,
    lcpMs: a["largest-contentful-paint"].numericValue,
    tbtMs: a["total-blocking-time"].numericValue,
    cls: a["cumulative-layout-shift"].numericValue,
    // As served: gzip (the server compresses), response headers included.
    jsTransferKiB: KiB(scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0)),
    jsFiles: scripts.map((r) => new URL(r.url).pathname),
    failed: Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (a[ref.id]?.score ?? 1) < 1 && c.id !== "performance").map((ref) => `${c.id}:${ref.id}`)),
  };
}

const median = (xs, key) => [...xs].sort((p, q) => p[key] - q[key])[Math.floor(xs.length / 2)];

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  const results = [];
  try {
    for (const profile of profiles) {
      for (const route of routes) {
        const all = [];
        for (let i = 0; i < runs; i++) {
          const flags = {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          };
          // A trace now and then comes back broken (NO_NAVSTART) on a busy machine: retry it.
          let res;
          for (let attempt = 1; ; attempt++) {
            res = await lighthouse(server.base + route, flags, profile === "desktop" ? desktopConfig : undefined);
            if (!res.lhr.runtimeError) break;
            if (attempt === 3) throw new Error(`${route} ${profile}: ${res.lhr.runtimeError.message}`);
            process.stderr.write(`${profile} ${route}: ${res.lhr.runtimeError.code}, again\n`);
          }
          all.push(summarise(res.lhr));
        }
        const m = median(all, "performance");
        // The JavaScript itself, gzip as served (the measure, as Vite reports it);
        // jsTransferKiB adds each response's headers (about 0.75 KiB a file here).
        const bodies = await Promise.all(m.jsFiles.map((f) => gzipBodyBytes(server.base + f)));
        m.jsGzipKiB = KiB(bodies.reduce((a, b) => a + b, 0));
        results.push({ route, profile, runs, ...m });
        process.stderr.write(`${profile} ${route}: perf ${m.performance}, FCP ${(m.fcpMs / 1000).toFixed(2)} s\n`);
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, JSON.stringify({ when: new Date().toISOString(), bin, runs, results }, null, 2) + "\n");

  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log("| Route | Profile | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | JS (gzip) | JS files | JS with headers |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(
      `| \`${r.route}\` | ${r.profile} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.jsGzipKiB.toFixed(1)} KiB | ${r.jsFiles.length} | ${r.jsTransferKiB.toFixed(1)} KiB |`,
    );
  }
  const failed = [...new Set(results.flatMap((r) => r.failed))];
  if (failed.length) console.log(`\nNon-performance audits below 100: ${failed.join(", ")}`);
}

await main();
