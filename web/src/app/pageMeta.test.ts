import { describe, expect, it } from "vitest";
import pagesJson from "./pages.json";
import { applyPageMeta, canonicalUrl, documentTitle, findPage, normalizePath, NOT_FOUND, PAGES, robotsContent } from "./pageMeta";
import { PAGE_MODULES } from "./routes";

describe("findPage", () => {
  it("finds every page of pages.json by its path", () => {
    for (const page of pagesJson.pages) {
      expect(findPage(page.path)).toMatchObject({ path: page.path, title: page.title, description: page.description });
    }
  });

  it("ignores a trailing slash", () => {
    expect(findPage("/login/").path).toBe("/login");
    expect(normalizePath("")).toBe("/");
  });

  it("answers Page Not Found for unknown or differently-cased paths", () => {
    expect(findPage("/nope")).toBe(NOT_FOUND);
    expect(findPage("/LOGIN")).toBe(NOT_FOUND);
    expect(NOT_FOUND).toMatchObject({ title: "Page Not Found", noindex: true, path: null });
  });
});

describe("head values", () => {
  it("titles pages '{title} | Draftsmith'", () => {
    expect(documentTitle(findPage("/settings"))).toBe("Settings | Draftsmith");
    expect(documentTitle(NOT_FOUND)).toBe("Page Not Found | Draftsmith");
  });

  it("marks noindex pages 'noindex,nofollow' and others 'index,follow'", () => {
    expect(robotsContent(findPage("/settings"))).toBe("noindex,nofollow");
    expect(robotsContent(findPage("/"))).toBe("index,follow");
  });

  it("builds the canonical link from the origin and the page path", () => {
    expect(canonicalUrl("https://draftsmith.example", findPage("/login/"), "/login/")).toBe("https://draftsmith.example/login");
    expect(canonicalUrl("https://draftsmith.example", NOT_FOUND, "/missing/")).toBe("https://draftsmith.example/missing");
  });

  it("rewrites the existing head tags", () => {
    document.head.innerHTML =
      '<title>Draftsmith</title><meta name="description" content="" /><link rel="canonical" href="" /><meta name="robots" content="index,follow" />';
    applyPageMeta(document, findPage("/account"), "http://localhost:8080", "/account");
    expect(document.title).toBe("Account | Draftsmith");
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Your Draftsmith profile and billing.");
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("http://localhost:8080/account");
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex,nofollow");
  });

  it("drops the canonical link on Page Not Found and restores it after", () => {
    document.head.innerHTML = '<title>Draftsmith</title><link rel="canonical" href="" />';
    applyPageMeta(document, NOT_FOUND, "http://localhost:8080", "/missing");
    expect(document.title).toBe("Page Not Found | Draftsmith");
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    applyPageMeta(document, findPage("/"), "http://localhost:8080", "/");
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("http://localhost:8080/");
  });
});

describe("routes", () => {
  it("has exactly one page component for each path of pages.json", () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(PAGES.map((p) => p.path).sort());
  });
});
