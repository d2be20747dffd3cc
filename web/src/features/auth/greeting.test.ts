import { describe, expect, it } from "vitest";
import { accountStatus, canUsePremiumTemplates, firstName, greeting } from "./greeting";

describe("firstName", () => {
  it.each([
    ["first word of full_name", { full_name: "  Ada Lovelace King ", name: "Countess" }, "Ada"],
    ["name when full_name is empty", { full_name: "  ", name: "Grace" }, "Grace"],
    ["name when full_name is null", { full_name: null, name: "Grace Hopper" }, "Grace Hopper"],
    ["user_metadata.name when both are missing", { full_name: null, name: null, user_metadata: { name: "Linus" } }, "Linus"],
    ["the part of the email before @", { email: "margaret.h@example.com", user_metadata: { name: " " } }, "margaret.h"],
    ["'there' when nothing is known", { email: "" }, "there"],
    ["'there' for an email without a local part", { email: "@example.com" }, "there"],
  ])("uses %s", (_, profile, expected) => {
    expect(firstName(profile)).toBe(expected);
  });

  it("says 'there' without a profile", () => {
    expect(firstName(null)).toBe("there");
    expect(greeting(undefined)).toBe("Hi, there");
  });

  it("formats the greeting", () => {
    expect(greeting({ full_name: "Ada Lovelace" })).toBe("Hi, Ada");
  });
});

describe("accountStatus", () => {
  it("puts Admin before Premium before Free", () => {
    expect(accountStatus({ is_admin: true, is_premium: true })).toBe("Admin");
    expect(accountStatus({ is_admin: false, is_premium: true })).toBe("Premium");
    expect(accountStatus({ is_admin: false, is_premium: false })).toBe("Free");
    expect(accountStatus(null)).toBe("Free");
  });
});

describe("canUsePremiumTemplates", () => {
  it("lets premium and admin users use every template look, and nobody else", () => {
    expect(canUsePremiumTemplates({ is_premium: true, is_admin: false })).toBe(true);
    expect(canUsePremiumTemplates({ is_premium: false, is_admin: true })).toBe(true);
    expect(canUsePremiumTemplates({ is_premium: false, is_admin: false })).toBe(false);
    expect(canUsePremiumTemplates(null)).toBe(false);
  });
});
