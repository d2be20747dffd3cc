#!/usr/bin/env node
// What the first load of / costs in JavaScript and CSS, raw and gzip -9, from the built app
// (web/dist, made by `make build` or `make web`). Usage:
//   node bench/webload/measure.mjs [path/to/dist]
// Eager: the <script type="module">, <link rel="modulepreload"> and <link rel="stylesheet">
// tags of index.html, plus anything those scripts import statically (followed through the
// files themselves, so a preload Vite left out is still counted). Lazy: everything only
// reachable through a dynamic import(), grouped by the chunk that import names (the PDF
// engine loads on the first Download). Other assets (fonts, images) are listed with the
// files that name them; they are not part of the JS sums.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, "../../web/dist"));
const html = readFileSync(path.join(dist, "index.html"), "utf8");

const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1];
const local = (url) => (/^(?:[a-z]+:)?\/\//i.test(url) ? null : url.replace(/^\//, "").split(/[?#]/)[0]);

const htmlScripts = [];
const htmlCss = [];
for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
  const isScript = /^<script/i.test(tag);
  const rel = (attr(tag, "rel") ?? "").toLowerCase();
  const url = local((isScript ? attr(tag, "src") : attr(tag, "href")) ?? "");
  if (!url) continue;
  if (isScript || rel === "modulepreload") htmlScripts.push(url);
  else if (rel === "stylesheet") htmlCss.push(url);
}
if (!htmlScripts.length) throw new Error(`no script in ${path.join(dist, "index.html")}`);

const cache = new Map();
function read(rel) {
  if (!cache.has(rel)) {
    const buf = readFileSync(path.join(dist, rel));
    cache.set(rel, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, text: buf.toString("utf8") });
  }
  return cache.get(rel);
}
const resolveFrom = (from, spec) => path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));

/** Static and dynamic imports of a built chunk (relative specifiers only). */
function importsOf(rel) {
  const text = read(rel).text;
  const stat = new Set();
  const dyn = new Set();
  // import{a as b}from"./x.js"  import"./x.js"  export{a}from"./x.js"
  for (const m of text.matchAll(/(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.m?js)["'`]/g)) stat.add(resolveFrom(rel, m[1]));
  for (const m of text.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.m?js)["'`]\s*\)/g)) dyn.add(resolveFrom(rel, m[1]));
  // Vite's preload helper names a dynamic import's own dependencies in one list ("assets/x.js").
  for (const m of text.matchAll(/__vite__mapDeps[^[]*\[([^\]]*)\]/g)) for (const d of m[1].matchAll(/["']([^"']+\.m?js)["']/g)) dyn.add(d[1].replace(/^\//, ""));
  for (const d of dyn) stat.delete(d);
  const exists = (f) => existsSync(path.join(dist, f));
  return { stat: new Set([...stat].filter(exists)), dyn: new Set([...dyn].filter(exists)) };
}

function closure(roots) {
  const seen = new Set();
  const dynamic = new Set();
  const stack = [...roots];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    const { stat, dyn } = importsOf(f);
    for (const s of stat) stack.push(s);
    for (const d of dyn) dynamic.add(d);
  }
  return { files: seen, dynamic };
}

const eager = closure(htmlScripts);
const notInHtml = [...eager.files].filter((f) => !htmlScripts.includes(f));

// Lazy groups: for each dynamically imported chunk, what it adds beyond the eager set.
const groups = new Map();
const assigned = new Set(eager.files);
const queue = [...eager.dynamic];
while (queue.length) {
  const entry = queue.shift();
  if (assigned.has(entry) || groups.has(entry)) continue;
  const c = closure([entry]);
  const own = [...c.files].filter((f) => !assigned.has(f));
  own.forEach((f) => assigned.add(f));
  groups.set(entry, own);
  for (const d of c.dynamic) queue.push(d);
}

const bytes = (n) => n.toLocaleString("en-US");
const kib = (n) => (n / 1024).toFixed(1);
const rows = [];
const sum = { raw: 0, gzip: 0 };
const when0 = "first load of /";
for (const f of [...htmlScripts, ...notInHtml.sort()]) {
  const s = read(f);
  sum.raw += s.raw;
  sum.gzip += s.gzip;
  rows.push([f, s.raw, s.gzip, htmlScripts.includes(f) ? when0 : `${when0} (static import not preloaded)`]);
}
const css = { raw: 0, gzip: 0 };
for (const f of htmlCss) {
  const s = read(f);
  css.raw += s.raw;
  css.gzip += s.gzip;
  rows.push([f, s.raw, s.gzip, `${when0} (CSS)`]);
}
const lazyRows = [];
for (const [entry, files] of groups) {
  const label = /pdf/i.test(path.basename(entry)) ? "first Download (PDF engine)" : `lazy: import() of ${path.basename(entry)}`;
  const g = { raw: 0, gzip: 0 };
  for (const f of files) {
    const s = read(f);
    g.raw += s.raw;
    g.gzip += s.gzip;
    lazyRows.push([f, s.raw, s.gzip, label]);
  }
  if (files.length > 1) lazyRows.push([`**${path.basename(entry)} and its chunks, total**`, g.raw, g.gzip, label]);
}

// Every other file under dist: fonts, images, wasm. Which loaded file names it?
function walk(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [path.relative(dist, p).split(path.sep).join("/")];
  });
}
const counted = new Set([...assigned, ...htmlCss, "index.html"]);
const others = [];
for (const f of walk(dist).filter((f) => !counted.has(f) && !/\.m?js$|\.css$/.test(f)).sort()) {
  const base = path.basename(f);
  const by = [...cache.keys()].filter((k) => read(k).text.includes(base)).map((k) => path.basename(k));
  const s = read(f);
  others.push([f, s.raw, s.gzip, by.length ? `named by ${by.join(", ")}` : html.includes(base) ? "named by index.html" : "not named by any JS/CSS"]);
}

// Columns: file, raw bytes, gzip bytes, gzip KiB, the last one.
const table = (head, body) =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map((_, i) => (i >= 1 && i <= 3 ? "---:" : "---")).join("|")}|`,
    ...body.map(([f, raw, gz, when]) => `| ${f} | ${bytes(raw)} | ${bytes(gz)} | ${kib(gz)} | ${when} |`),
  ].join("\n");

console.log(`First-load JavaScript and CSS of / (${path.relative(process.cwd(), dist) || "."}; gzip level 9)\n`);
console.log(
  table(
    ["File", "Raw bytes", "Gzip -9 bytes", "Gzip KiB", "Loaded when"],
    [
      ...rows,
      ["**JavaScript on first load, total**", sum.raw, sum.gzip, when0],
      ["**JavaScript + CSS on first load, total**", sum.raw + css.raw, sum.gzip + css.gzip, when0],
      ...lazyRows,
    ],
  ),
);
if (others.length) {
  console.log(`\nOther files in dist (not in the sums above; woff2 is already compressed, TTF about halves under gzip)\n`);
  console.log(table(["File", "Raw bytes", "Gzip -9 bytes", "Gzip KiB", "Referenced"], others));
}
