import { beforeEach, describe, expect, it } from "vitest";
import { storageKeys } from "@/lib/storage";
import type { CatalogueTemplate } from "./api";
import { GENERATOR_PATHS, isLocked, parseChosenTemplate, previewOf, PREVIEW_LENGTH, storeChosenTemplate, takeChosenTemplate } from "./handoff";

const classic: CatalogueTemplate = {
  id: "classic-resume", name: "Classic Resume", type: "resume", is_premium: false, variant: "classic", content: "Operations manager with [8] years.",
};

describe("previewOf", () => {
  it("keeps short content whole, with blanks folded and line breaks kept", () => {
    expect(previewOf("  Cut  reply\ttime \n\n by 40%\n")).toBe("Cut reply time\nby 40%");
  });
  it("cuts long content to at most 240 characters at a word boundary, with an ellipsis", () => {
    const long = `${"Zoë wrote onboarding flows ".repeat(20)}end`;
    const p = previewOf(long);
    expect(Array.from(p).length).toBeLessThanOrEqual(PREVIEW_LENGTH);
    expect(p.endsWith("…")).toBe(true);
    expect(long.startsWith(p.slice(0, -1))).toBe(true);
    expect(p.slice(0, -1).endsWith(" ")).toBe(false);
  });
  it("counts characters, not UTF-16 units, so names like Łukasz or emoji are never split", () => {
    const text = "🙂".repeat(300);
    const p = previewOf(text);
    expect(Array.from(p)).toHaveLength(PREVIEW_LENGTH);
    expect(p).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
  it("keeps exactly 240 characters whole", () => {
    const text = "x".repeat(PREVIEW_LENGTH);
    expect(previewOf(text)).toBe(text);
  });
});

describe("isLocked", () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])("premium %p, user may use premium %p → locked %p", (premium, canUse, locked) => {
    expect(isLocked({ is_premium: premium }, canUse)).toBe(locked);
  });
});

describe("the hand-over", () => {
  beforeEach(() => window.localStorage.clear());

  it("maps each type to its generator", () => {
    expect(GENERATOR_PATHS).toEqual({ resume: "/", cover_letter: "/cover-letter", cold_email: "/cold-email", pitch_deck: "/pitch-deck" });
  });

  it("stores name, type, variant, content and is_premium, and is taken once by its generator", () => {
    storeChosenTemplate(classic);
    expect(JSON.parse(window.localStorage.getItem(storageKeys.selectedTemplate)!)).toEqual({
      name: "Classic Resume", type: "resume", variant: "classic", content: classic.content, is_premium: false,
    });
    expect(takeChosenTemplate("cover_letter")).toBeNull();
    expect(window.localStorage.getItem(storageKeys.selectedTemplate)).not.toBeNull(); // left for the resume generator
    expect(takeChosenTemplate("resume")?.name).toBe("Classic Resume");
    expect(window.localStorage.getItem(storageKeys.selectedTemplate)).toBeNull();
    expect(takeChosenTemplate("resume")).toBeNull();
  });

  it("drops anything malformed", () => {
    for (const raw of ["{", "null", "[]", '"x"', JSON.stringify({ name: "X", type: "poem", content: "y" }), JSON.stringify({ type: "resume", content: "y" })]) {
      window.localStorage.setItem(storageKeys.selectedTemplate, raw);
      expect(takeChosenTemplate("resume")).toBeNull();
      expect(window.localStorage.getItem(storageKeys.selectedTemplate)).toBeNull();
    }
  });

  it("reads an unknown variant as Default", () => {
    expect(parseChosenTemplate(JSON.stringify({ name: "X", type: "resume", content: "y", variant: "neon" }))?.variant).toBe("default");
  });
});
