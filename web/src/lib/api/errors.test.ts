import { describe, expect, it } from "vitest";
import { ApiError, errorDetail, extractDetail, formatHttpError, httpError, networkError, networkErrorMessage, timeoutError } from "./errors";

describe("extractDetail", () => {
  it("reads detail, then error, then message", () => {
    expect(extractDetail({ detail: "Name cannot be empty.", error: "x", message: "y" })).toBe("Name cannot be empty.");
    expect(extractDetail({ error: "Bad token", message: "y" })).toBe("Bad token");
    expect(extractDetail({ message: "Slow down" })).toBe("Slow down");
  });

  it("falls back to the problem title", () => {
    expect(extractDetail({ title: "Unauthorized", status: 401 })).toBe("Unauthorized");
  });

  it("uses a text body as it is, and parses JSON text", () => {
    expect(extractDetail("upstream timeout")).toBe("upstream timeout");
    expect(extractDetail('{"detail":"from text"}')).toBe("from text");
  });

  it("keeps at most 200 characters", () => {
    expect(extractDetail({ detail: "a".repeat(500) })).toHaveLength(200);
    expect(extractDetail("b".repeat(300))).toHaveLength(200);
  });

  it("is empty for nothing", () => {
    expect(extractDetail(undefined)).toBe("");
    expect(extractDetail({})).toBe("");
  });
});

describe("formatting", () => {
  it("uses the helper form '[api] {status} {text} @ {url} — {detail}'", () => {
    expect(formatHttpError(422, "Unprocessable Entity", "http://x/api/profile", "Name cannot be empty.")).toBe(
      "[api] 422 Unprocessable Entity @ http://x/api/profile — Name cannot be empty.",
    );
  });

  it("builds an ApiError from a problem response", () => {
    const error = httpError({ status: 401, statusText: "Unauthorized", url: "http://x/api/auth/login" }, { status: 401, title: "Unauthorized", detail: "Invalid email or password." });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("[api] 401 Unauthorized @ http://x/api/auth/login — Invalid email or password.");
    expect(error.detail).toBe("Invalid email or password.");
    expect(error.status).toBe(401);
    expect(error.kind).toBe("http");
  });

  it("reports network failures", () => {
    expect(networkErrorMessage("Failed to fetch")).toBe("Network error contacting API: Failed to fetch");
    const error = networkError(new TypeError("Failed to fetch"));
    expect(error.message).toBe("Network error contacting API: Failed to fetch");
    expect(error.kind).toBe("network");
  });

  it("reports timeouts as 'request timed out'", () => {
    expect(timeoutError().message).toBe("request timed out");
    expect(timeoutError().detail).toBe("request timed out");
  });

  it("gives components the detail, not the helper form", () => {
    const error = httpError({ status: 409, statusText: "Conflict", url: "/api/auth/signup" }, { detail: "That email is taken." });
    expect(errorDetail(error, "fallback")).toBe("That email is taken.");
    expect(errorDetail("weird", "fallback")).toBe("fallback");
  });
});
