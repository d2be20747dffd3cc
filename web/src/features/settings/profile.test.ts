import { describe, expect, it } from "vitest";
import { avatarPreviewSrc, draftFromProfile, initials, planProfileSave } from "./profile";

describe("avatarPreviewSrc", () => {
  it.each([
    ["https://images.example.com/me.png", "https://images.example.com/me.png"],
    ["  http://example.com/a.jpg  ", "http://example.com/a.jpg"],
    ["HTTPS://Example.com/A.png", "https://example.com/A.png"],
    ["https://cdn.example.com/a b.png", "https://cdn.example.com/a%20b.png"],
  ])("accepts %s", (raw, src) => {
    expect(avatarPreviewSrc(raw)).toBe(src);
  });

  it.each([
    "",
    "   ",
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:image/png;base64,iVBORw0KGgo=",
    "data:text/html,<script>alert(1)</script>",
    "blob:https://example.com/uuid",
    "file:///etc/passwd",
    "ftp://example.com/a.png",
    "vbscript:msgbox(1)",
    "//example.com/a.png",
    "/avatar.png",
    "example.com/a.png",
    "https://",
    `https://example.com/${"a".repeat(2100)}`,
  ])("refuses %j", (raw) => {
    expect(avatarPreviewSrc(raw)).toBeNull();
  });
});

describe("planProfileSave", () => {
  const draft = { name: "  Ada Lovelace ", bio: "Analyst.", avatarUrl: " https://example.com/ada.png " };

  it("needs sign-in", () => {
    expect(planProfileSave({ signedIn: false, draft })).toEqual({ kind: "error", field: null, message: "Please sign in first." });
  });

  it("refuses an empty or blank name", () => {
    for (const name of ["", "   ", "\n\t"]) {
      expect(planProfileSave({ signedIn: true, draft: { ...draft, name } })).toEqual({ kind: "error", field: "name", message: "Name cannot be empty." });
    }
  });

  it("sends the trimmed name as full_name and name", () => {
    expect(planProfileSave({ signedIn: true, draft })).toEqual({
      kind: "save",
      body: { full_name: "Ada Lovelace", name: "Ada Lovelace", bio: "Analyst.", avatar_url: "https://example.com/ada.png" },
    });
  });

  it("sends an empty bio and avatar URL as null", () => {
    const plan = planProfileSave({ signedIn: true, draft: { name: "Ada", bio: "  ", avatarUrl: "" } });
    expect(plan).toEqual({ kind: "save", body: { full_name: "Ada", name: "Ada", bio: null, avatar_url: null } });
    // Null, not omitted: the server leaves fields that are not sent as they were.
    expect(JSON.stringify(plan.kind === "save" ? plan.body : null)).toBe('{"full_name":"Ada","name":"Ada","bio":null,"avatar_url":null}');
  });

  it("leaves an invalid avatar URL to the server, which names the rule", () => {
    const plan = planProfileSave({ signedIn: true, draft: { name: "Ada", bio: "", avatarUrl: "javascript:alert(1)" } });
    expect(plan.kind === "save" && plan.body.avatar_url).toBe("javascript:alert(1)");
  });
});

describe("draftFromProfile and initials", () => {
  it("fills the form from the profile, names falling back like the account page", () => {
    expect(draftFromProfile({ full_name: "Grace Hopper", name: "grace", bio: null, avatar_url: null })).toEqual({ name: "Grace Hopper", bio: "", avatarUrl: "" });
    expect(draftFromProfile({ full_name: null, name: "grace", bio: "Hi", avatar_url: "https://x.example/a.png" })).toEqual({
      name: "grace",
      bio: "Hi",
      avatarUrl: "https://x.example/a.png",
    });
    expect(draftFromProfile(null)).toEqual({ name: "", bio: "", avatarUrl: "" });
  });

  it("makes initials", () => {
    expect(initials("Ada King Lovelace")).toBe("AL");
    expect(initials("  grace ")).toBe("G");
    expect(initials("")).toBe("?");
    expect(initials("Łukasz Żak")).toBe("ŁŻ");
  });
});
