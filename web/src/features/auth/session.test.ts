import { describe, expect, it } from "vitest";
import { sessionStatus, welcomeMessage } from "./session";

const profile = { id: "u1", email: "a@b.c" } as never;

describe("sessionStatus", () => {
  it("is loading until the first answer", () => {
    expect(sessionStatus(undefined, true)).toBe("loading");
  });

  it("is signed in only with an authenticated session whose profile has an id", () => {
    expect(sessionStatus({ authenticated: true, profile }, false)).toBe("signedIn");
    expect(sessionStatus({ authenticated: true, profile: { ...(profile as object), id: "" } as never }, false)).toBe("signedOut");
    expect(sessionStatus({ authenticated: false }, false)).toBe("signedOut");
  });

  it("treats a failed first check as signed out", () => {
    expect(sessionStatus(undefined, false)).toBe("signedOut");
  });
});

describe("welcomeMessage", () => {
  const now = Date.parse("2026-03-01T12:00:00Z");
  const at = (iso: string) => ({ id: "u1", email: "jordan@example.com", full_name: "Jordan Ellis", updated_at: iso }) as never;

  it("welcomes an account made minutes ago, which has never been here to come back", () => {
    expect(welcomeMessage(at("2026-03-01T11:59:58Z"), now)).toBe("Welcome, Jordan!");
    expect(welcomeMessage(at("2026-03-01T11:51:00Z"), now)).toBe("Welcome, Jordan!");
  });

  it("welcomes back an account older than that", () => {
    expect(welcomeMessage(at("2026-03-01T11:49:59Z"), now)).toBe("Welcome back, Jordan!");
    expect(welcomeMessage(at("2025-11-02T08:00:00Z"), now)).toBe("Welcome back, Jordan!");
  });

  it("goes by created_at once the profile carries it, and says 'back' when it cannot tell", () => {
    const edited = { ...(at("2026-03-01T11:59:00Z") as object), created_at: "2025-01-01T00:00:00Z" } as never;
    expect(welcomeMessage(edited, now)).toBe("Welcome back, Jordan!");
    expect(welcomeMessage(at("not a date"), now)).toBe("Welcome back, Jordan!");
  });

  it("names the user as the header does", () => {
    expect(welcomeMessage({ id: "u1", email: "sam@example.com", full_name: null, name: null, updated_at: "2026-03-01T11:59:00Z" } as never, now)).toBe("Welcome, sam!");
  });
});
