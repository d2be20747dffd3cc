// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { storageKeys } from "@/lib/storage";
import { ACCENTS, DEFAULT_ACCENT, DEFAULT_THEME, parseAccent, parseTheme, THEMES } from "./theme";

describe("theme values", () => {
  it("defaults to dark and cyan", () => {
    expect(DEFAULT_THEME).toBe("dark");
    expect(DEFAULT_ACCENT).toBe("cyan");
    expect(parseTheme(null)).toBe("dark");
    expect(parseAccent("purple")).toBe("cyan");
  });

  it("accepts the known values", () => {
    expect(parseTheme("light")).toBe("light");
    expect(ACCENTS.map(parseAccent)).toEqual(["cyan", "magenta", "lime", "amber", "teal"]);
  });

  it("uses draftsmith.-prefixed keys", () => {
    for (const key of Object.values(storageKeys)) expect(key.startsWith("draftsmith.")).toBe(true);
  });
});

describe("public/theme.js (applied before first paint)", () => {
  const script = readFileSync(new URL("../../public/theme.js", import.meta.url), "utf8");

  it("reads the same storage keys", () => {
    expect(script).toContain(`"${storageKeys.theme}"`);
    expect(script).toContain(`"${storageKeys.accent}"`);
  });

  it("knows every theme and accent", () => {
    for (const value of [...THEMES, ...ACCENTS]) expect(script).toContain(`"${value}"`);
  });
});

describe("index.html", () => {
  const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");

  it("has exactly the head tags the server rewrites", () => {
    for (const tag of [
      "<title>Draftsmith</title>",
      '<meta name="description" content="" />',
      '<link rel="canonical" href="" />',
      '<meta name="robots" content="index,follow" />',
    ]) {
      expect(html.split(tag)).toHaveLength(2);
    }
  });

  it("has no inline script", () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\ssrc=/);
      expect(body?.trim()).toBe("");
    }
  });
});
