/**
 * Export bench: the production slide definition, slides PDF, PPTX and DOCX modules run in Node.
 *   cd web && npx vitest run --config ../bench/exports/vitest.config.mts
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { webBenchConfig } from "../webNode.mts";

export default webBenchConfig(path.dirname(fileURLToPath(import.meta.url)));
