import type { APIResponse } from "@playwright/test";
import { expect, expectSession, NOT_FOUND, NOT_FOUND_MESSAGE, PAGES, SITE, test } from "../support/fixtures";

function decodeEntities(s: string): string {
  return s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The head the server wrote, read from the raw HTML (no script runs). */
async function rawHead(res: APIResponse) {
  const html = await res.text();
  const head = html.slice(0, html.indexOf("</head>") >= 0 ? html.indexOf("</head>") : html.length);
  const attr = (tag: RegExp, name: string) => {
    const el = head.match(tag)?.[0];
    const value = el?.match(new RegExp(`${name}="([^"]*)"`))?.[1];
    return value === undefined ? null : decodeEntities(value);
  };
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decodeEntities(m[1]!));
  return {
    titles,
    description: attr(/<meta\s+name="description"[^>]*>/, "content"),
    canonical: attr(/<link\s+rel="canonical"[^>]*>/, "href"),
    robots: attr(/<meta\s+name="robots"[^>]*>/, "content"),
  };
}

/**
 * Pages that move on by themselves after a moment (/success says 'Missing session id.
 * Redirecting…' and goes to /account after 1.2 s; /auth after 0.6 s). Their redirects are
 * tested in billing.spec.ts and oauth.spec.ts; here the page must hold still while its head is
 * read, or a slow machine reads the next page's title. Timers of half a second or more are
 * held for the test; shorter ones (React Query's batching) run as usual.
 */
const SELF_REDIRECTING = new Set(["/success", "/auth"]);

// No route logs a console error or throws (support/fixtures.ts).
test.use({ failOnConsoleErrors: true });

test.describe("a guest on every route", () => {
  for (const p of PAGES) {
    test(`${p.path}: renders with its title, description, canonical link and robots`, async ({ page, baseURL }) => {
      if (SELF_REDIRECTING.has(p.path)) {
        await page.addInitScript(() => {
          const setTimeoutAsUsual = window.setTimeout.bind(window);
          window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
            setTimeoutAsUsual(handler, ms !== undefined && ms >= 500 ? 3_600_000 : ms, ...args)) as typeof window.setTimeout;
        });
      }
      // Errors the page reports, React's included (a prerendered shell it could not adopt, a
      // hydration mismatch): a visitor never sees them, but they are real faults.
      const pageErrors: string[] = [];
      page.on("pageerror", (e) => pageErrors.push(e.message));
      const res = await page.goto(p.path);
      expect(res?.status()).toBe(200);
      await expectSession(page, "Guest");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(NOT_FOUND_MESSAGE)).toHaveCount(0);
      expect(pageErrors).toEqual([]);

      await expect(page).toHaveTitle(`${p.title} | ${SITE}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", p.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${p.path}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      const robots = page.locator('meta[name="robots"]');
      if (p.noindex) await expect(robots).toHaveAttribute("content", /noindex/);
      else await expect(robots).not.toHaveAttribute("content", /noindex/);
    });

    test(`${p.path}: the server's HTML already carries the head`, async ({ request, baseURL }) => {
      const res = await request.get(p.path);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("text/html");
      const head = await rawHead(res);
      expect(head.titles).toEqual([`${p.title} | ${SITE}`]);
      expect(head.description).toBe(p.description);
      expect(head.canonical).toBe(`${baseURL}${p.path}`);
      if (p.noindex) expect(head.robots).toMatch(/noindex/);
      else expect(head.robots ?? "").not.toMatch(/noindex/);
    });
  }

  test("/settings is not indexed by search engines", async ({ request }) => {
    const head = await rawHead(await request.get("/settings"));
    expect(head.robots).toMatch(/noindex/);
  });

  test("/account shows a guest a message to sign in", async ({ page }) => {
    await page.goto("/account");
    await expectSession(page, "Guest");
    await expect(page.getByText("Please sign in to see your profile and billing.")).toBeVisible();
  });

  test("the guest header: nav links, Privacy, Liability, Sign Up, Login and the Guest dot", async ({ page }) => {
    await page.goto("/");
    await expectSession(page, "Guest");
    const banner = page.getByRole("banner");
    for (const name of ["Resume", "Cover Letter", "Cold Email", "Pitch Deck", "Templates", "Privacy", "Liability", "Sign Up", "Login"]) {
      await expect(banner.getByRole("link", { name, exact: true }).filter({ visible: true }), name).toBeVisible();
    }
    await expect(banner.getByRole("link", { name: "Account", exact: true }).filter({ visible: true })).toHaveCount(0);
    await expect(banner.getByRole("button", { name: "Logout" }).filter({ visible: true })).toHaveCount(0);
  });

  test("navigating between pages updates the title and scrolls to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 400 });
    await page.goto("/signup");
    await expectSession(page, "Guest");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle(`Login | ${SITE}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const path of ["/no-such-page", "/account/extra/deep"]) {
    test(`unknown path ${path}: HTTP 404 and Page Not Found`, async ({ page, request, consoleErrors }) => {
      // The browser reports the page's own 404 status as a failed load; that is the point here.
      consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByText(NOT_FOUND_MESSAGE, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${NOT_FOUND.title} | ${SITE}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

      const raw = await request.get(path);
      expect(raw.status()).toBe(404);
      const head = await rawHead(raw);
      expect(head.titles).toEqual([`${NOT_FOUND.title} | ${SITE}`]);
      expect(head.robots).toMatch(/noindex/);
    });
  }
});

test("text typed into the page before its script has run is kept: in the fields, the preview and the draft's form", async ({ page }) => {
  // Hold the app's code back, as a slow phone network would: the page is its prerendered shell.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await page.getByLabel("Full name").fill("Zoë Early");
  await page.getByLabel("Summary", { exact: true }).fill("Typed before the app ran.");

  release();
  const preview = page.getByRole("region", { name: "Document preview" });
  await expect(preview).toContainText("Zoë Early");
  await expect(preview).toContainText("Typed before the app ran.");
  await expect(page.getByLabel("Full name")).toHaveValue("Zoë Early");
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("Typed before the app ran.");
});
