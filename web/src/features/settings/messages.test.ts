import { describe, expect, it } from "vitest";
import { ApiError, httpError, networkError, timeoutError } from "@/lib/api/errors";
import { failureText, settingsMessages } from "./messages";

describe("failureText", () => {
  it("shows the status, its text and the server's detail", () => {
    const error = httpError({ status: 422, statusText: "Unprocessable Entity", url: "http://x/api/profile" }, { detail: "Avatar URL must be an http:// or https:// link." });
    expect(failureText(error, settingsMessages.profileFailed)).toBe("422 Unprocessable Entity — Avatar URL must be an http:// or https:// link.");
  });

  it("does not repeat the status text when there is no detail", () => {
    expect(failureText(httpError({ status: 502, statusText: "Bad Gateway", url: "" }, ""), "x")).toBe("502 Bad Gateway");
    expect(failureText(httpError({ status: 500, statusText: "", url: "" }, null), "x")).toBe("500");
  });

  it("shows network and timeout messages as they are", () => {
    expect(failureText(networkError(new TypeError("Failed to fetch")), "x")).toBe("Network error contacting API: Failed to fetch");
    expect(failureText(timeoutError(), "x")).toBe("request timed out");
  });

  it("falls back for anything else", () => {
    expect(failureText(new Error("boom"), settingsMessages.profileFailed)).toBe("Failed to update profile");
    expect(failureText(undefined, settingsMessages.profileFailed)).toBe("Failed to update profile");
    expect(failureText(new ApiError({ kind: "network", message: "" , detail: ""}), "Failed to update profile")).toBe("Failed to update profile");
  });
});
