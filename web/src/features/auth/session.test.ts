import { describe, expect, it } from "vitest";
import { sessionStatus } from "./session";

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
