import { randomBytes, randomInt } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** web/src/app/pages.json: the one table of page titles the app and the server both use. */
const pagesFile = JSON.parse(
  fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/src/app/pages.json"), "utf8"),
) as { site: string; pages: PageEntry[]; notFound: { title: string; description: string; noindex?: boolean } };

/** Where global-setup.ts started things. */
function env(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: the journeys must run through playwright.config.ts (its global setup starts the server).`);
  return v;
}

export const githubFakeURL = () => env("E2E_GITHUB_URL");

export interface PageEntry {
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
}
export const SITE = pagesFile.site;
export const PAGES = pagesFile.pages;
export const NOT_FOUND = pagesFile.notFound;
export const NOT_FOUND_MESSAGE = "Sorry, we couldn’t find the page you were looking for.";

export const PASSWORD = "correct-horse-42";

/** A fresh address for one test: e2e+<random>@example.com. */
export function uniqueEmail(tag = "e2e"): string {
  return `${tag}+${Date.now().toString(36)}${randomBytes(4).toString("hex")}@example.com`;
}

export function uniqueId(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
}

export function uniqueNumber(): number {
  return randomInt(1_000_000, 2_000_000_000);
}

export interface Account {
  email: string;
  password: string;
  id: string;
}

/**
 * Signs up a user through the API. With page.request the browser context shares the cookie,
 * so the page is signed in; with the `request` fixture it is not.
 */
export async function signUpViaApi(request: APIRequestContext, opts: { email?: string; password?: string; fullName?: string | null } = {}): Promise<Account> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? PASSWORD;
  const res = await request.post("/api/auth/signup", { data: { email, password, full_name: opts.fullName ?? null } });
  expect(res.status(), `sign-up of ${email}: ${await res.text()}`).toBe(201);
  const body = (await res.json()) as { signed_in: boolean; profile: { id: string } | null };
  expect(body.signed_in, "without SMTP the account is usable at once").toBe(true);
  return { email, password, id: body.profile!.id };
}

/** The header's visible status dot text ('Guest' or 'Signed in'). */
export function statusDot(page: Page, text: "Guest" | "Signed in"): Locator {
  return page.getByRole("banner").getByText(text, { exact: true }).filter({ visible: true });
}

/** Waits until the session has loaded and the header shows the expected state. */
export async function expectSession(page: Page, state: "Guest" | "Signed in"): Promise<void> {
  await expect(statusDot(page, state)).toBeVisible();
}

/** A toast (sonner renders them in an aria-live region at the top right). */
export function toastWith(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/**
 * Starts watching for a text that may show only briefly (e.g. 'Sign-in complete. Redirecting…'
 * lasts 0.6 s). It polls inside the page every 50 ms and survives navigations, so call it
 * before the action that leads there. Resolves to the path the text was seen on.
 */
export function watchForText(page: Page, text: string, timeout = 20_000): Promise<string> {
  return page
    .waitForFunction((t) => (document.body?.innerText.includes(t) ? location.pathname : false), text, { polling: 50, timeout })
    .then((handle) => handle.jsonValue() as Promise<string>);
}

/**
 * Records, from the first script of every page on, the paths where a text was ever shown. For
 * texts shown too briefly to poll for ('Signed in! Redirecting…' lasts 150 ms): a
 * MutationObserver sees every change to the page, so a busy machine cannot miss it. Call it
 * before page.goto; read the paths with textSeenOn.
 */
export async function recordText(page: Page, text: string): Promise<void> {
  await page.addInitScript((t) => {
    const w = window as unknown as { __textSeenOn?: string[] };
    w.__textSeenOn = [];
    const check = () => {
      if (document.body?.innerText.includes(t) && !w.__textSeenOn!.includes(location.pathname)) w.__textSeenOn!.push(location.pathname);
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

/** The paths where the text given to recordText has been shown so far. */
export function textSeenOn(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __textSeenOn?: string[] }).__textSeenOn ?? []);
}

export const THEME_KEY = "draftsmith.theme";
export type Theme = "dark" | "light";

/** Stores the theme before any page script runs, as a returning visitor would have it. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        /* about:blank has no storage */
      }
    },
    [THEME_KEY, theme] as const,
  );
}

/** What the console-error watch sees: every console error and uncaught page error, with its page. */
export interface ConsoleErrors {
  /** What was seen so far. */
  readonly seen: string[];
  /** Lets an error the test causes on purpose through (a refused request's 401, say). */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ failOnConsoleErrors: boolean; consoleErrors: ConsoleErrors }>({
  // The server's address is only known once global setup has picked a free port.
  baseURL: async ({}, use) => {
    await use(env("E2E_BASE_URL"));
  },
  /**
   * With `test.use({ failOnConsoleErrors: true })` a spec's tests fail on any console error
   * or uncaught page error of any page of the test (a Content-Security-Policy violation, a
   * failed request, an exception), unless the test allowed it with consoleErrors.allow.
   */
  failOnConsoleErrors: [false, { option: true }],
  consoleErrors: [
    async ({ context, failOnConsoleErrors }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        // Cut: a blocked data: URL alone can be a hundred kilobytes.
        const cut = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}…` : s);
        page.on("console", (message) => {
          if (message.type() === "error") seen.push(cut(`console error on ${page.url()}: ${message.text()}`));
        });
        page.on("pageerror", (error) => seen.push(cut(`page error on ${page.url()}: ${error.message}`)));
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use({ seen, allow: (pattern) => void allowed.push(pattern) });
      if (failOnConsoleErrors) expect(seen.filter((e) => !allowed.some((p) => p.test(e))), "console and page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Clicks a download button and saves the file under a fresh temp folder; resolves to its path.
 * A download that is not in the generator's action bar is under its "More actions" menu.
 */
export async function downloadFrom(page: Page, button: string): Promise<string> {
  const event = page.waitForEvent("download");
  const target = page.getByRole("button", { name: button, exact: true });
  if (!(await target.isVisible())) await page.getByRole("button", { name: "More actions" }).click();
  await target.click();
  const download = await event;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ds-download-")), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}
