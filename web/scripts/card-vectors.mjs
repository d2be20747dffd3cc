#!/usr/bin/env node
// Step two of the shared card vectors (ADR 0049; step one is `go run ./internal/resume/cardvectors`):
// writes each vector's text with the web app's card formatter (src/features/entries/format.ts),
// loaded through Vite so the TypeScript runs as the app's does.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const file = path.join(web, "src/features/entries/cards.vectors.json");
const server = await createServer({ root: web, logLevel: "error", server: { middlewareMode: true, hmr: false } });
try {
  const { formatEntry } = await server.ssrLoadModule("/src/features/entries/format.ts");
  const { CARD_SECTIONS } = await server.ssrLoadModule("/src/features/entries/sections.ts");
  const vectors = JSON.parse(readFileSync(file, "utf8"));
  for (const v of vectors) {
    const shape = CARD_SECTIONS[v.section].shape;
    v.text = formatEntry(shape, shape === "item" ? { text: v.want } : v.want).join("\n");
  }
  writeFileSync(file, JSON.stringify(vectors, null, 1) + "\n");
  console.log(`${vectors.length} vectors written`);
} finally {
  await server.close();
}
