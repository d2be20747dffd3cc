import { describe, expect, it } from "vitest";
import { deleteAccountBody, emailMatches, exportFileName, fieldOfDeleteRefusal } from "./accountData";

describe("exportFileName", () => {
  it("takes the server's dated name", () => {
    expect(exportFileName("attachment; filename=draftsmith-data-2026-11-24.json")).toBe("draftsmith-data-2026-11-24.json");
    expect(exportFileName('attachment; filename="draftsmith-data-2026-11-24.json"')).toBe("draftsmith-data-2026-11-24.json");
  });

  it("falls back to a dated name without a usable header", () => {
    const now = new Date("2026-01-05T23:30:00Z");
    expect(exportFileName(null, now)).toBe("draftsmith-data-2026-01-05.json");
    expect(exportFileName("attachment", now)).toBe("draftsmith-data-2026-01-05.json");
    // A name that could climb out of the downloads folder is not used.
    expect(exportFileName('attachment; filename="../../evil.sh"', now)).toBe("draftsmith-data-2026-01-05.json");
  });
});

describe("deleting the account", () => {
  it("compares the typed email as an address", () => {
    expect(emailMatches("  Ann@Example.com ", "ann@example.com")).toBe(true);
    expect(emailMatches("ann@example.co", "ann@example.com")).toBe(false);
    expect(emailMatches("", "ann@example.com")).toBe(false);
  });

  it("sends the password only for accounts that have one", () => {
    expect(deleteAccountBody(" ann@example.com ", "pw-123456", true)).toEqual({ email: "ann@example.com", password: "pw-123456" });
    expect(deleteAccountBody("ann@example.com", "typed anyway", false)).toEqual({ email: "ann@example.com" });
  });

  it("points a refusal at its field", () => {
    expect(fieldOfDeleteRefusal(422, "The email you typed does not match your account's email address.")).toBe("email");
    expect(fieldOfDeleteRefusal(422, "Your password is not correct.")).toBe("password");
    expect(fieldOfDeleteRefusal(422, "Enter your password to delete your account.")).toBe("password");
    expect(fieldOfDeleteRefusal(403, "For your security, sign in again with GitHub or Google, then delete your account within 10 minutes of signing in.")).toBeNull();
    expect(fieldOfDeleteRefusal(503, "We could not cancel your subscription with the payment provider, so your account was not deleted.")).toBeNull();
  });
});
