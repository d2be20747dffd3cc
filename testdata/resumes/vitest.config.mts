/**
 * The app's own PDF exports of the corpus (app-<template>-<person>.pdf), written by
 * appExports.run.ts with the production export code (pdf.tsx) run in Node:
 *   make build && (cd web && npx vitest run --config ../testdata/resumes/vitest.config.mts)
 * CI never runs it: the PDFs are committed, like the rest of the corpus (README.md).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { webBenchConfig } from "../../bench/webNode.mts";

export default webBenchConfig(path.dirname(fileURLToPath(import.meta.url)));
