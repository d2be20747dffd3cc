import { describe, expect, it, vi } from "vitest";
import { loadPage, pageComponent, pagePath, preloadPage } from "./pageModules";

// A page chunk that cannot be loaded (gone after a deploy, or the network down).
let liabilityFails = true;
vi.mock("@/routes/LiabilityPage", async () => {
  if (liabilityFails) throw new Error("chunk gone");
  return { default: () => null };
});

describe("page modules", () => {
  it("names a location's page without its trailing slashes", () => {
    expect(pagePath("/cover-letter/")).toBe("/cover-letter");
    expect(pagePath("/")).toBe("/");
    expect(pagePath("")).toBe("/");
  });

  it("suspends a route until its page has loaded, then renders it from then on", async () => {
    let thrown: unknown;
    try {
      pageComponent("/privacy");
    } catch (pending) {
      thrown = pending;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    const Page = pageComponent("/privacy");
    expect(Page).toBe((await import("@/routes/PrivacyPage")).default);
    expect(await loadPage("/privacy")).toBe(Page);
  });

  it("shows a failed load as an error instead of waiting forever, and tries again on the next intent", async () => {
    const failure: unknown = await loadPage("/liability").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    // Rendering the route now throws that error (for the route's error boundary), not a promise.
    let thrown: unknown;
    try {
      pageComponent("/liability");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBe(failure);

    liabilityFails = false;
    vi.resetModules();
    preloadPage("/liability/");
    await vi.waitFor(() => expect(typeof pageComponent("/liability")).toBe("function"));
  });

  it("refuses a path that is not a page", async () => {
    await expect(loadPage("/nowhere")).rejects.toThrow("no page at /nowhere");
    expect(() => preloadPage("/nowhere")).not.toThrow();
  });
});
