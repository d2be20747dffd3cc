#!/usr/bin/env node
// Writes the prerendered shell of each public page (ADR 0016) into dist/shell/, from the SSR
// bundle of src/prerender.tsx (dist-ssr/, removed afterwards). Public pages are the ones
// pages.json does not mark noindex; the Go server serves each shell inside that route's HTML.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// React's production build renders the same markup, without the development checks.
process.env.NODE_ENV = "production";
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ssrDir = path.join(web, "dist-ssr");
const shellDir = path.join(web, "dist", "shell");
const table = JSON.parse(readFileSync(path.join(web, "src/app/pages.json"), "utf8"));

// The app's modules read these when they load; Node has none, and the prerender is a first
// visit with nothing stored.
const { render } = await import(pathToFileURL(path.join(ssrDir, "prerender.js")).href);

/** "/" → "index", "/cover-letter" → "cover-letter": the name the Go server looks for. */
export const shellName = (p) => (p === "/" ? "index" : p.slice(1).replaceAll("/", "_"));

mkdirSync(shellDir, { recursive: true });
for (const page of table.pages.filter((p) => !p.noindex)) {
  const html = await render(page.path);
  if (!html.includes("<main")) throw new Error(`${page.path}: the prerendered markup has no <main>`);
  writeFileSync(path.join(shellDir, `${shellName(page.path)}.html`), html);
  console.log(`prerendered ${page.path} (${(html.length / 1024).toFixed(1)} KiB)`);
}
rmSync(ssrDir, { recursive: true, force: true });
