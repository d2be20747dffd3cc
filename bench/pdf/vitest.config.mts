/**
 * PDF render bench: the production PDF module (web/src/features/documents/pdf.tsx) run in Node.
 *   cd web && npx vitest run --config ../bench/pdf/vitest.config.mts
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { webBenchConfig } from "../webNode.mts";

export default webBenchConfig(path.dirname(fileURLToPath(import.meta.url)));
