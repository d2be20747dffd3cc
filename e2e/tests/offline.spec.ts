import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, PAGES, test, toastWith } from "../support/fixtures";

/**
 * The service worker at /sw.js (ADR 0017): it installs, a second visit works with no network
 * (and says plainly that generating needs one), it never keeps API answers, and a new build
 * replaces the old one.
 */

const OFFLINE_MESSAGE = "You're offline. Generating a draft needs an internet connection; your form stays here.";
const UPDATED_MESSAGE = "A new version of Draftsmith is ready.";
const PUBLIC_PATHS = PAGES.filter((p) => !p.noindex).map((p) => p.path);

/**
 * A deploy, seen from the browser: a pass-through proxy in front of the test server that can
 * start serving "the next build" of /sw.js (the same worker with another BUILD id).
 * Playwright's routing does not see a service worker's own script fetch, hence the proxy.
 */
async function deployableOrigin(upstream: string) {
  let nextBuild: string | null = null;
  const server = http.createServer(async (req, res) => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === "string" && !["host", "connection", "accept-encoding"].includes(k)) headers.set(k, v);
    }
    const isWorker = req.url === "/sw.js";
    if (isWorker) headers.delete("if-none-match");
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : await new Response(req as unknown as ReadableStream).arrayBuffer();
    const answer = await fetch(upstream + req.url, { method: req.method, headers, body, redirect: "manual" });
    let payload = Buffer.from(await answer.arrayBuffer());
    if (isWorker && nextBuild) payload = Buffer.from(payload.toString("utf8").replace(/const BUILD = "[^"]+";/, `const BUILD = "${nextBuild}";`));
    const out: Record<string, string> = {};
    answer.headers.forEach((v, k) => {
      if (!["content-encoding", "content-length", "transfer-encoding", "etag"].includes(k)) out[k] = v;
    });
    res.writeHead(answer.status, out).end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: (build: string) => {
      nextBuild = build;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until the page is controlled by an activated worker; returns that worker's build id. */
async function controllingBuild(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        navigator.serviceWorker.addEventListener("message", (e: MessageEvent<{ build: string }>) => resolve(e.data.build), { once: true });
        navigator.serviceWorker.controller!.postMessage("build");
      }),
  );
}

/** Every URL path held in the page's caches, by cache name. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

test.describe("service worker", () => {
  test("installs, precaches the public pages, keeps no API answer, and serves a generator page offline", async ({ page, context }) => {
    await page.goto("/cover-letter");
    await expect(page.getByRole("heading", { level: 1, name: "Cover Letter Generator" })).toBeVisible();
    const build = await controllingBuild(page);
    expect(build).toMatch(/^[0-9a-f]{16}$/);

    const caches = await cachedPaths(page);
    expect(Object.keys(caches)).toEqual([`draftsmith-${build}`]);
    const paths = caches[`draftsmith-${build}`]!;
    for (const p of PUBLIC_PATHS) expect(paths, `precached ${p}`).toContain(p);
    // The page asked the API for the session (and more) while the worker was in charge;
    // nothing of it, and no private page, was kept.
    expect(paths.filter((p) => p.startsWith("/api/"))).toEqual([]);
    for (const p of ["/settings", "/account"]) expect(paths).not.toContain(p);

    // Second visit, no network: another generator page opens from the cache, fully working.
    await context.setOffline(true);
    await page.goto("/cold-email");
    await expect(page.getByRole("heading", { level: 1, name: "Cold Email Generator" })).toBeVisible();
    await expect(page).toHaveTitle("Cold Email Generator | Draftsmith");
    await page.getByLabel("Your name").fill("Zoë");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
    // The form is kept and no sign-in prompt stands in the way.
    await expect(page.getByLabel("Your name")).toHaveValue("Zoë");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // A page that was never visited opens too (its shell was precached with the build).
    await page.goto("/pitch-deck");
    await expect(page.getByRole("heading", { level: 1, name: "Pitch Deck Generator" })).toBeVisible();
    await context.setOffline(false);
  });

  test("a new build replaces the old one: the open page is told, the next load runs it, the old cache goes", async ({ page, baseURL }) => {
    const site = await deployableOrigin(baseURL!);
    try {
      await page.goto(site.origin + "/");
      const oldBuild = await controllingBuild(page);
      const update = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

      const newBuild = "e2e0next0build00";
      site.deploy(newBuild);
      await update();
      // The open page learns that a new version took over and offers a reload.
      const toast = toastWith(page, UPDATED_MESSAGE);
      await expect(toast).toBeVisible({ timeout: 30_000 });
      await expect.poll(async () => Object.keys(await cachedPaths(page)).sort()).toEqual([`draftsmith-${newBuild}`, `draftsmith-${oldBuild}`].sort());

      await toast.getByRole("button", { name: "Reload" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Resume Generator" })).toBeVisible();
      expect(await controllingBuild(page)).toBe(newBuild);

      // One more build: the one before it is kept for pages still running it, older ones go.
      const third = "e2e0third0build0";
      site.deploy(third);
      await update();
      await expect
        .poll(async () => Object.keys(await cachedPaths(page)).sort(), { timeout: 30_000 })
        .toEqual([`draftsmith-${newBuild}`, `draftsmith-${third}`].sort());
    } finally {
      await site.close();
    }
  });
});
