import { describe, expect, it } from "vitest";
import { storageKeys } from "@/lib/storage";
import { DEFAULT_TONES, parseTemplate, parseTone, readLocalDefaults, resolveDefaults, writeLocalDefaults } from "./defaults";

const NOTHING_LOCAL = { tone: null, template: null, pageSize: null } as const;

describe("resolveDefaults", () => {
  it("falls back to professional and default when nothing was saved anywhere", () => {
    expect(resolveDefaults({ server: null, local: NOTHING_LOCAL, premium: false })).toEqual({ tone: "professional", template: "default", pageSize: "letter", saved: false });
    expect(
      resolveDefaults({ server: { default_tone: "professional", default_template: "default", saved: false }, local: NOTHING_LOCAL, premium: true }),
    ).toEqual({ tone: "professional", template: "default", pageSize: "letter", saved: false });
  });

  it("uses this browser's values when the server has none (or is not asked)", () => {
    const local = { tone: "friendly", template: "modern", pageSize: null } as const;
    expect(resolveDefaults({ server: null, local, premium: true })).toEqual({ tone: "friendly", template: "modern", pageSize: "letter", saved: true });
    expect(
      resolveDefaults({ server: { default_tone: "professional", default_template: "default", saved: false }, local, premium: true }),
    ).toEqual({ tone: "friendly", template: "modern", pageSize: "letter", saved: true });
    expect(resolveDefaults({ server: undefined, local: { tone: "empathetic", template: null, pageSize: null }, premium: false })).toEqual({
      tone: "empathetic",
      template: "default",
      pageSize: "letter",
      saved: true,
    });
  });

  it("prefers the server's values when the server says they were saved", () => {
    expect(
      resolveDefaults({
        server: { default_tone: "persuasive", default_template: "classic", saved: true },
        local: { tone: "friendly", template: "modern", pageSize: null },
        premium: true,
      }),
    ).toEqual({ tone: "persuasive", template: "classic", pageSize: "letter", saved: true });
  });

  it("reads a premium template as Default for a user who may not use it", () => {
    expect(resolveDefaults({ server: { default_tone: "friendly", default_template: "creative", saved: true }, local: NOTHING_LOCAL, premium: false })).toEqual({
      tone: "friendly",
      template: "default",
      pageSize: "letter",
      saved: true,
    });
    expect(resolveDefaults({ server: null, local: { tone: null, template: "modern", pageSize: null }, premium: false }).template).toBe("default");
  });

  it("takes the page size saved on the server, else this browser's, else Letter", () => {
    expect(resolveDefaults({ server: { default_tone: "friendly", default_template: "default", default_page_size: "a4", saved: true }, local: NOTHING_LOCAL, premium: false }).pageSize).toBe("a4");
    expect(resolveDefaults({ server: null, local: { ...NOTHING_LOCAL, pageSize: "a4" }, premium: false })).toMatchObject({ pageSize: "a4", saved: true });
    expect(resolveDefaults({ server: { default_tone: "friendly", default_template: "default", default_page_size: "legal", saved: true }, local: NOTHING_LOCAL, premium: false }).pageSize).toBe("letter");
  });

  it("ignores values it does not know", () => {
    expect(
      resolveDefaults({ server: { default_tone: "sarcastic", default_template: "neon", saved: true }, local: NOTHING_LOCAL, premium: true }),
    ).toEqual({ tone: "professional", template: "default", pageSize: "letter", saved: true });
  });
});

describe("parsing and premium", () => {
  it("knows the spec's tones and templates", () => {
    expect(DEFAULT_TONES).toEqual(["professional", "friendly", "persuasive", "enthusiastic", "empathetic"]);
    for (const t of DEFAULT_TONES) expect(parseTone(t)).toBe(t);
    expect(parseTone("confident")).toBeNull();
    expect(parseTone(null)).toBeNull();
    expect(parseTemplate("modern")).toBe("modern");
    expect(parseTemplate("Modern")).toBeNull();
  });
});

describe("this browser's copy", () => {
  it("round-trips through draftsmith.defaultTone and draftsmith.defaultTemplate", () => {
    expect(readLocalDefaults()).toEqual({ tone: null, template: null, pageSize: null });
    writeLocalDefaults({ tone: "enthusiastic", template: "classic", pageSize: "a4" });
    expect(localStorage.getItem("draftsmith.defaultTone")).toBe("enthusiastic");
    expect(localStorage.getItem("draftsmith.defaultTemplate")).toBe("classic");
    expect(localStorage.getItem("draftsmith.defaultPageSize")).toBe("a4");
    expect(readLocalDefaults()).toEqual({ tone: "enthusiastic", template: "classic", pageSize: "a4" });
  });

  it("treats tampered values as not saved", () => {
    localStorage.setItem(storageKeys.defaultTone, "<script>");
    localStorage.setItem(storageKeys.defaultTemplate, "premium-hack");
    expect(readLocalDefaults()).toEqual({ tone: null, template: null, pageSize: null });
  });
});
