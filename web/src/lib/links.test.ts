import { describe, expect, it } from "vitest";
import { linkify, safeHref } from "./links";
import { pdfFileName, snakeCase } from "./fileName";

describe("safeHref", () => {
  it.each([
    ["https://example.com/a?b=1", "https://example.com/a?b=1"],
    ["http://example.com", "http://example.com/"],
    ["mailto:zoe@example.com", "mailto:zoe@example.com"],
    ["zoe@example.com", "mailto:zoe@example.com"],
    ["www.example.com", "https://www.example.com/"],
    ["github.com/zoe", "https://github.com/zoe"],
  ])("%s is live", (raw, href) => {
    expect(safeHref(raw)).toBe(href);
  });
  it.each(["javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\nscript:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox", "file:///etc/passwd", "/relative", "", "https://"])(
    "%j is dead",
    (raw) => {
      expect(safeHref(raw)).toBeNull();
    },
  );
});

describe("linkify", () => {
  it("marks http(s) URLs and emails, leaving punctuation and javascript: as text", () => {
    const runs = linkify("See https://zoe.dev. Mail zoe@example.com or javascript:alert(1)");
    expect(runs.filter((r) => r.href).map((r) => r.href)).toEqual(["https://zoe.dev/", "mailto:zoe@example.com"]);
    expect(runs.map((r) => r.text).join("")).toBe("See https://zoe.dev. Mail zoe@example.com or javascript:alert(1)");
  });
});

describe("pdfFileName", () => {
  it("is the title in snake case plus a timestamp", () => {
    expect(snakeCase("Łukasz Zoë — Resume")).toBe("lukasz_zoe_resume");
    expect(pdfFileName("Acme Pitch Deck", new Date(2026, 0, 2, 3, 4, 5))).toBe("acme_pitch_deck_20260102_030405.pdf");
  });
});
