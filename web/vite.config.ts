/// <reference types="vitest/config" />
import path from "node:path";
import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The Go server serves the built app and the API from one origin; in development
// Vite serves the app and forwards /api to the server (DRAFTSMITH_API overrides it).
const apiTarget = process.env.DRAFTSMITH_API ?? "http://127.0.0.1:8080";

const matchSpec = fileURLToPath(new URL("../internal/match", import.meta.url));

/**
 * sonner injects its stylesheet with a runtime <style> element, which the server's
 * Content-Security-Policy (no inline styles) blocks. Its CSS is imported into our own
 * stylesheet instead (src/app/styles.css), so the injection is switched off here.
 */
function sonnerWithoutStyleInjection(): Plugin {
  return {
    name: "draftsmith:sonner-no-style-injection",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const patched = code.replace(/function __insertCSS\(code\) \{/, "function __insertCSS(code) {\n  return;");
      if (patched === code) this.warn("sonner: __insertCSS not found; its style injection stays on");
      return { code: patched, map: null };
    },
  };
}

/**
 * The PDF engine (@react-pdf/renderer) lays pages out with yoga-layout, whose build inlines its
 * WebAssembly as a base64 `data:` URL and fetches it: the Content-Security-Policy's
 * `connect-src 'self'` blocks that (two console errors on every PDF) and Emscripten then decodes
 * the base64 itself. The build instead emits the bytes as a same-origin asset
 * (assets/yoga-HASH.wasm) and gives the loader its name, which it resolves against its own
 * chunk's URL: the module is streamed and compiled (WebAssembly.instantiateStreaming) within
 * the policy, and the PDF chunk is 90 KB of base64 lighter. Tests and the dev server keep the
 * inlined copy (Node cannot fetch a relative file). If yoga's loader changes shape, the build
 * fails rather than bringing the errors back.
 */
function yogaWasmAsset(): Plugin {
  const INLINED = /"data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)"/;
  const PLACEHOLDER = "__draftsmith_yoga_wasm__";
  let asset: string | undefined;
  return {
    name: "draftsmith:yoga-wasm-asset",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/.test(id)) return null;
      const inlined = INLINED.exec(code);
      if (!inlined?.[1] || !code.includes("locateFile")) {
        this.error("yoga-layout: its inlined WebAssembly or its locateFile step is gone; update draftsmith:yoga-wasm-asset");
      }
      asset = this.emitFile({ type: "asset", name: "yoga.wasm", source: Buffer.from(inlined[1], "base64") });
      return { code: code.replace(INLINED, JSON.stringify(PLACEHOLDER)), map: null };
    },
    renderChunk(code) {
      if (!asset || !code.includes(PLACEHOLDER)) return null;
      return { code: code.replaceAll(PLACEHOLDER, path.basename(this.getFileName(asset))), map: null };
    },
  };
}

/**
 * The app runs on Preact through its React compatibility layer (ADR 0028): React DOM alone
 * was 66 KiB of the first load's JavaScript, preact/compat is 10 KiB. The code is written
 * against React's API and types. The PDF engine is the exception: @react-pdf/renderer is a
 * React reconciler and needs React itself, so it, its own dependencies and the two modules
 * that build its element trees keep the real `react` (it loads with the engine, on the first
 * Download).
 */
const PREACT_FOR: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react-dom/server": "preact/compat/server",
  "react-dom/test-utils": "preact/test-utils",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};
const KEEPS_REACT = [
  /[\\/]node_modules[\\/](?:@react-pdf|react-reconciler|scheduler)[\\/]/,
  /[\\/]src[\\/]features[\\/]documents[\\/](?:pdf|slidesPdf)\.tsx$/,
];
function keepsReact(importer: string | undefined): boolean {
  return importer !== undefined && KEEPS_REACT.some((pattern) => pattern.test(importer));
}
function reactOnPreact(): Plugin {
  return {
    name: "draftsmith:react-on-preact",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const target = PREACT_FOR[source];
      if (!target || keepsReact(importer)) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * The app's shared modules (layout, session, components, lib) for the "app" chunk. The
 * starter's (main.tsx: the route list, the early taps' recorder, the stylesheet) and the
 * modules that import the route list stay out, since a group takes in its modules' imports too: the entry must not pull the
 * app in before the shell's first paint (ADR 0016).
 */
function sharedAppModule(id: string): boolean {
  return (
    /[\\/]web[\\/]src[\\/](?:app|components|lib|features[\\/]auth)[\\/]/.test(id) &&
    !/[\\/]src[\\/]app[\\/](?:App\.tsx|pageModules\.ts|earlyTaps\.ts|routes\.tsx|styles\.css)$/.test(id)
  );
}

export default defineConfig({
  plugins: [reactOnPreact(), react(), tailwindcss(), sonnerWithoutStyleInjection(), yogaWasmAsset()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // The match specification's shared files (vocabulary, vectors, corpus) live with the Go
      // package that embeds them; the app imports the same files (ADR 0023).
      "@match-spec": matchSpec,
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    fs: { allow: [fileURLToPath(new URL(".", import.meta.url)), matchSpec] },
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false, xfwd: true },
    },
  },
  // In development, Vite pre-bundles the libraries with Rolldown: the same resolver there.
  optimizeDeps: { rolldownOptions: { plugins: [reactOnPreact()] } },
  // The prerender (src/prerender.tsx) bundles its libraries too, so that they reach Preact
  // through the resolver above rather than React through Node's own loader.
  ssr: { noExternal: true },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/service-worker.mjs for the precache list, then removed.
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page needs the framework (Preact, the router, the query layer, toasts) and the
        // app's shared parts (layout, session, components): two chunks rather than a dozen
        // small ones, each a request with its own headers on a slow phone network. Pages,
        // their features and the lazy engines (PDF, DOCX, PPTX, pdf.js) keep their own chunks.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](?:preact|react-router|@tanstack|sonner|openapi-fetch|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            { name: "app", test: sharedAppModule, priority: 10 },
          ],
        },
      },
    },
    target: "es2022",
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
    // Tests run on Preact too. The libraries that import React must go through the resolver
    // above, which Node's own loader skips: they are inlined, and the two whose Node entry is
    // CommonJS are pointed at their ES module builds.
    server: { deps: { inline: [/@testing-library[\\/]react/, /@tanstack[\\/]react-query/, /react-router/, /sonner/] } },
    alias: {
      "@testing-library/react": fileURLToPath(
        new URL("./node_modules/@testing-library/react/dist/@testing-library/react.esm.js", import.meta.url),
      ),
      "react-router": fileURLToPath(new URL("./node_modules/react-router/dist/development/index.mjs", import.meta.url)),
      // mammoth's Node entry opens files by path or Buffer; the build takes its browser files
      // (an ArrayBuffer in), which its browser bundle holds, so tests read Word files as the app does.
      mammoth: fileURLToPath(new URL("./node_modules/mammoth/mammoth.browser.js", import.meta.url)),
    },
  },
});
