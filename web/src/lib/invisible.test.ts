import { describe, expect, it } from "vitest";
import { exportFileName, pdfFileName, snakeCase } from "./fileName";
import { stripInvisible } from "./invisible";

// Bidi embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), marks, and
// zero-width characters reorder or hide text without showing themselves: "abc\u202Egnp.exe"
// shows as "abcexe.png".
const SPOOF = "abc\u202Egnp.exe";

describe("stripInvisible", () => {
  it.each([
    [SPOOF, "abcgnp.exe"],
    ["\u2066Ann\u2069 \u2067Lee\u2069 \u2068CV\u2069", "Ann Lee CV"],
    ["\u202Aleft\u202C \u202Bright\u202C \u202Doverride\u202C", "left right override"],
    ["zero\u200Bwidth\u200C join\u200D word\u2060joiner\uFEFF", "zerowidth join wordjoiner"],
    ["marks\u200E\u200F\u061C", "marks"],
  ])("%j → %j", (raw, clean) => {
    expect(stripInvisible(raw)).toBe(clean);
  });

  it("keeps every visible letter, of any script", () => {
    const text = "Łukasz Zoë — Résumé · مرحبا · שלום · 日本語 · Привет 👩‍💻";
    expect(stripInvisible(text)).toBe(text.replace("\u200D", ""));
  });
});

describe("download file names", () => {
  it("never hold a bidi control or a zero-width character", () => {
    const at = new Date(2026, 0, 2, 3, 4, 5);
    for (const name of [snakeCase(SPOOF), pdfFileName(SPOOF, at), exportFileName(`${SPOOF} slides`, "pptx", at), exportFileName("\u2067Ann\u2069\u200B", "docx", at)]) {
      expect(name).not.toMatch(/[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/);
    }
    expect(pdfFileName(SPOOF, at)).toBe("abcgnp_exe_20260102_030405.pdf");
  });
});
