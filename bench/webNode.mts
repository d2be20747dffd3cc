/**
 * The Vitest config the web benches share (bench/pdf, bench/exports): production modules of
 * web/src run in Node, outside `make test` (web's own config only includes web/src/**\/*.test.*).
 * No imports from web's node_modules here: this file lives outside web/, where they would not
 * resolve, so the config is a plain object (Vitest accepts one).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../web");

/**
 * fonts.ts imports the DejaVu files with '?url' (same-origin URLs in the browser, fetched by the
 * engine). In Node the engine reads a file path instead, so the bench hands it the file itself.
 */
const fontFilesAsPaths = {
  name: "bench:font-files-as-paths",
  enforce: "pre" as const,
  resolveId(source: string) {
    const m = /^dejavu-fonts-ttf\/ttf\/([\w-]+\.ttf)\?url$/.exec(source);
    return m ? `\0bench-font:${path.join(web, "node_modules/dejavu-fonts-ttf/ttf", m[1] ?? "")}` : null;
  },
  load(id: string) {
    return id.startsWith("\0bench-font:") ? `export default ${JSON.stringify(id.slice("\0bench-font:".length))};` : null;
  },
};

/** The config for the bench whose *.run.ts files are in dir. */
export function webBenchConfig(dir: string) {
  return {
    root: web,
    plugins: [fontFilesAsPaths],
    resolve: { alias: { "@": path.join(web, "src") } },
    test: {
      dir,
      include: ["**/*.run.ts"],
      environment: "node",
      testTimeout: 30 * 60_000,
      disableConsoleIntercept: true,
    },
  };
}
