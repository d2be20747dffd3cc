/// <reference types="vitest/config" />
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

export default defineConfig({
  plugins: [react(), tailwindcss(), sonnerWithoutStyleInjection()],
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
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/service-worker.mjs for the precache list, then removed.
    manifest: true,
    target: "es2022",
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
  },
});
