/**
 * Match engine bench (issue #15): the web app's engine (web/src/features/match/engine) run in
 * Node through Vitest, outside `make test`.
 *   cd web && npx vitest run --config ../bench/match/vitest.config.mts
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, "../../web");

export default {
  root: web,
  resolve: { alias: { "@": path.join(web, "src"), "@match-spec": path.resolve(here, "../../internal/match") } },
  test: { dir: here, include: ["**/*.run.ts"], environment: "node", testTimeout: 10 * 60_000, disableConsoleIntercept: true },
};
