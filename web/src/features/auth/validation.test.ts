import { describe, expect, it } from "vitest";
import { authErrorMessage, authMessages, oauthErrorMessage, signInErrorMessage, validateNewPassword, validateSignup } from "./validation";

const valid = { fullName: "", email: "ada@example.com", password: "secret1", confirmPassword: "secret1" };

describe("validateSignup", () => {
  it("requires an email", () => {
    expect(validateSignup({ ...valid, email: "   " })).toEqual({ ok: false, error: "Email and password are required.", field: "email" });
  });

  it("requires a password", () => {
    expect(validateSignup({ ...valid, password: "", confirmPassword: "" })).toEqual({ ok: false, error: "Email and password are required.", field: "password" });
  });

  it("requires matching passwords", () => {
    expect(validateSignup({ ...valid, confirmPassword: "secret2" })).toEqual({ ok: false, error: "Passwords do not match.", field: "confirmPassword" });
  });

  it("requires at least 6 characters", () => {
    const result = validateSignup({ ...valid, password: "12345", confirmPassword: "12345" });
    expect(result.ok).toBe(false);
    expect(validateSignup({ ...valid, password: "123456", confirmPassword: "123456" }).ok).toBe(true);
  });

  it("trims the email and sends an empty full name as null", () => {
    expect(validateSignup({ ...valid, email: "  ada@example.com ", fullName: "  " })).toEqual({
      ok: true,
      payload: { email: "ada@example.com", password: "secret1", full_name: null },
    });
  });

  it("trims and keeps a full name", () => {
    const result = validateSignup({ ...valid, fullName: " Ada Lovelace " });
    expect(result.ok && result.payload.full_name).toBe("Ada Lovelace");
  });

  it("does not trim the password", () => {
    const result = validateSignup({ ...valid, password: " pass1 ", confirmPassword: " pass1 " });
    expect(result.ok && result.payload.password).toBe(" pass1 ");
  });
});

describe("validateNewPassword", () => {
  it("checks presence, match and length", () => {
    expect(validateNewPassword("", "")).not.toBeNull();
    expect(validateNewPassword("secret1", "secret2")).toBe("Passwords do not match.");
    expect(validateNewPassword("abc", "abc")).toBe(authMessages.tooShort);
    expect(validateNewPassword("secret1", "secret1")).toBeNull();
  });
});

describe("auth messages", () => {
  it("match the spec", () => {
    expect(authErrorMessage("Invalid email or password.")).toBe("Auth error: Invalid email or password.");
    expect(oauthErrorMessage("blocked")).toBe("OAuth error: blocked");
    expect(signInErrorMessage("access_denied")).toBe("Sign-in error: access_denied");
    expect(authMessages.signUpSuccess).toBe("Check your email to confirm your account.");
    expect(authMessages.signUpFailed).toBe("Sign up failed. Please try again.");
  });
});
