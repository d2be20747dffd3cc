import { describe, expect, it } from "vitest";
import { storageKeys } from "@/lib/storage";
import { DEFAULT_TONES, parseTemplate, parseTone, readLocalDefaults, resolveDefaults, writeLocalDefaults } from "./defaults";

const NOTHING_LOCAL = { tone: null, template: null, pageSize: null } as const;

describe("resolveDefaults", () => {
  it("falls back to professional and default when nothing was saved anywhere", () => {
    expect(resolveDefaults({ server: null, local: NOTHING_LOCAL, premium: false })).toMatchObject({ tone: "professional", template: "default", pageSize: "letter", saved: false });
    expect(
      resolveDefaults({ server: { default_tone: "professional", default_template: "default", saved: false }, local: NOTHING_LOCAL, premium: true }),
    ).toMatchObject({ tone: "professional", template: "default", pageSize: "letter", saved: false });
  });

  it("uses this browser's values when the server has none (or is not asked)", () => {
    const local = { tone: "friendly", template: "modern", pageSize: null } as const;
    expect(resolveDefaults({ server: null, local, premium: true })).toMatchObject({ tone: "friendly", template: "modern", pageSize: "letter", saved: true });
    expect(
      resolveDefaults({ server: { default_tone: "professional", default_template: "default", saved: false }, local, premium: true }),
    ).toMatchObject({ tone: "friendly", template: "modern", pageSize: "letter", saved: true });
    expect(resolveDefaults({ server: undefined, local: { tone: "empathetic", template: null, pageSize: null }, premium: false })).toMatchObject({
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
    ).toMatchObject({ tone: "persuasive", template: "classic", pageSize: "letter", saved: true });
  });

  it("reads a premium template as Default for a user who may not use it", () => {
    expect(resolveDefaults({ server: { default_tone: "friendly", default_template: "creative", saved: true }, local: NOTHING_LOCAL, premium: false })).toMatchObject({
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
    ).toMatchObject({ tone: "professional", template: "default", pageSize: "letter", saved: true });
  });
});

describe("each generator's tone (ADR 0051)", () => {
  it("maps the default tone onto each generator's list until one is chosen for it", () => {
    expect(resolveDefaults({ server: null, local: NOTHING_LOCAL, premium: false }).tones).toEqual({ cover_letter: "professional", cold_email: "Professional & courteous" });
    expect(resolveDefaults({ server: null, local: { ...NOTHING_LOCAL, tone: "friendly" }, premium: false }).tones).toEqual({ cover_letter: "warm", cold_email: "Friendly & upbeat" });
  });

  it("takes the tones chosen on the server when it says they were saved, else this browser's", () => {
    const server = { default_tone: "friendly", default_template: "default", cover_letter_tone: "concise", cold_email_tone: "Direct & concise", saved: true };
    const local = { ...NOTHING_LOCAL, coverTone: "confident", emailTone: "Bold & persuasive" } as const;
    expect(resolveDefaults({ server, local, premium: false }).tones).toEqual({ cover_letter: "concise", cold_email: "Direct & concise" });
    expect(resolveDefaults({ server: null, local, premium: false })).toMatchObject({ tones: { cover_letter: "confident", cold_email: "Bold & persuasive" }, saved: true });
  });

  it("never takes one generator's tone for the other's", () => {
    const server = { default_tone: "professional", default_template: "default", cover_letter_tone: "Direct & concise", cold_email_tone: "warm", saved: true };
    expect(resolveDefaults({ server, local: NOTHING_LOCAL, premium: false }).tones).toEqual({ cover_letter: "professional", cold_email: "Professional & courteous" });
  });

  it("keeps them in this browser", () => {
    writeLocalDefaults({ tone: "professional", template: "default", tones: { cover_letter: "warm", cold_email: "Friendly & upbeat" } });
    expect(localStorage.getItem("draftsmith.defaultCoverLetterTone")).toBe("warm");
    expect(readLocalDefaults()).toMatchObject({ coverTone: "warm", emailTone: "Friendly & upbeat" });
    localStorage.setItem("draftsmith.defaultColdEmailTone", "warm");
    expect(readLocalDefaults().emailTone).toBeNull();
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
    expect(readLocalDefaults()).toMatchObject({ tone: null, template: null, pageSize: null });
    writeLocalDefaults({ tone: "enthusiastic", template: "classic", pageSize: "a4" });
    expect(localStorage.getItem("draftsmith.defaultTone")).toBe("enthusiastic");
    expect(localStorage.getItem("draftsmith.defaultTemplate")).toBe("classic");
    expect(localStorage.getItem("draftsmith.defaultPageSize")).toBe("a4");
    expect(readLocalDefaults()).toMatchObject({ tone: "enthusiastic", template: "classic", pageSize: "a4" });
  });

  it("treats tampered values as not saved", () => {
    localStorage.setItem(storageKeys.defaultTone, "<script>");
    localStorage.setItem(storageKeys.defaultTemplate, "premium-hack");
    expect(readLocalDefaults()).toMatchObject({ tone: null, template: null, pageSize: null });
  });
});
