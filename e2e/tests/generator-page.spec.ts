/**
 * The generator page of issue 27 (ADR 0050): the sticky action bar, the phone's Edit | Preview
 * switch and zoom, Generate within five Tabs, a draft written in view (the preview stays,
 * dimmed, with the text streaming over it), Cancel that charges nothing, what changed one click
 * away, and one draft with many versions. The built-in writer is slowed per request with the
 * X-Writer-Pace header (global-setup starts the server with WRITER_PACE_HEADER).
 */
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, expectSession, signUpViaApi, test, useTheme, type Theme } from "../support/fixtures";
import { entriesAsText } from "../support/entries";

test.use({ failOnConsoleErrors: true });

const SHOTS = process.env.E2E_SHOTS_DIR;

const GENERATOR_PATHS = ["/", "/cover-letter", "/cold-email", "/pitch-deck"] as const;
const WIDTHS = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;
const DRAFTED = /Generated with AI\.|LLM failed: |Drafted by the built-in writer\./;
const CANCELLED = "Cancelled. Nothing was charged, and your form is as it was.";

function field(page: Page, label: string): Locator {
  return page.getByRole("textbox", { name: label, exact: true });
}

const generateButton = (page: Page) => page.getByRole("button", { name: "Generate", exact: true });
const actions = (page: Page) => page.getByRole("region", { name: "Actions" });
const preview = (page: Page) => page.getByRole("region", { name: "Document preview" });

/** The element lies wholly inside the viewport as it is now (no scrolling). */
async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box!.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width, `${what} right`).toBeLessThanOrEqual(viewport.width);
}

/** axe with WCAG 2 A and AA rules: no violation of impact serious or critical. */
async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe on ${label}`).toEqual([]);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Used drafts this month and credits, from the account's usage. */
async function usage(page: Page): Promise<{ used: number; credits: number }> {
  const res = await page.request.get("/api/usage");
  expect(res.status()).toBe(200);
  return (await res.json()) as { used: number; credits: number };
}

async function draftsList(page: Page): Promise<{ id: string; version: number; target_job: string; title: string }[]> {
  const res = await page.request.get("/api/drafts");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { drafts: { id: string; version: number; target_job: string; title: string }[] }).drafts;
}

for (const size of WIDTHS) {
  for (const theme of ["dark", "light"] as Theme[]) {
    test(`${size.name} ${size.width} px, ${theme}: the action bar is in view on every generator without scrolling, and stays there; axe-clean`, async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width: size.width, height: size.height });
      await signUpViaApi(page.request);
      for (const p of GENERATOR_PATHS) {
        await page.goto(p);
        await expectSession(page, "Signed in");
        await expectInViewport(page, generateButton(page), `Generate on ${p}`);
        await expectInViewport(page, page.getByRole("button", { name: "Copy", exact: true }), `Copy on ${p}`);
        await expectInViewport(page, page.getByRole("button", { name: "Download as PDF" }), `Download on ${p}`);
        // Copy and Download wait, and say why, in words on the page.
        await expect(page.getByRole("button", { name: "Copy", exact: true })).toBeDisabled();
        await expect(actions(page).getByText("Generate a draft first")).toBeVisible();
        await expect(page.getByRole("button", { name: "Download as PDF" })).toHaveAccessibleDescription(/Generate a draft first/);
        if (size.name === "phone") await expectInViewport(page, page.getByRole("button", { name: "Preview", exact: true }), `the Preview switch on ${p}`);
        if (p === "/") await shot(page, `bar-top-${size.name}-${theme}`);
        // Scrolled to the foot of the page, the bar is still there.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
        await expectInViewport(page, generateButton(page), `Generate on ${p}, scrolled down`);
        if (p === "/") await shot(page, `bar-scrolled-${size.name}-${theme}`);
        // Nothing spills sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      }
      await page.goto("/");
      await expect(generateButton(page)).toBeVisible();
      await expectNoSeriousViolations(page, `resume generator, ${size.name}, ${theme}`);
    });
  }

  test(`${size.name} ${size.width} px: Generate is reached in five Tab presses or fewer from the top of the page`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signUpViaApi(page.request);
    for (const p of GENERATOR_PATHS) {
      await page.goto(p);
      await expectSession(page, "Signed in");
      let tabs = 0;
      while (tabs < 5) {
        await page.keyboard.press("Tab");
        tabs++;
        const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
        if (focused === "Skip to Generate") {
          await page.keyboard.press("Enter");
          break;
        }
      }
      await expect(generateButton(page), `Generate focused on ${p} after ${tabs} Tab presses`).toBeFocused();
      expect(tabs).toBeLessThanOrEqual(5);
      await expectInViewport(page, generateButton(page), `focused Generate on ${p}`);
    }
  });
}

for (const theme of ["dark", "light"] as Theme[]) {
  test(`phone 390 px, ${theme}: Edit | Preview shows the page at a readable size, with zoom; axe-clean`, async ({ page }) => {
    await useTheme(page, theme);
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page.request);
    await page.goto("/cover-letter");
    await expectSession(page, "Signed in");
    await field(page, "Name").fill("Zoë Łukasiewicz");
    await field(page, "Background").fill("Seven years designing onboarding flows for fintech products.");
    await expect(preview(page)).toBeHidden();

    // One tap from the top: the preview.
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page.getByRole("button", { name: "Preview", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(field(page, "Name")).toBeHidden();
    await expect(preview(page)).toContainText("Zoë Łukasiewicz");
    const top = (await preview(page).boundingBox())!.y;
    expect(top, "the preview starts on the first screen").toBeLessThan(844);
    // 100% on a phone: the letter's body text at its printed size (about 13 px), not 5 px.
    const bodySize = () => preview(page).locator("article").evaluate((a) => parseFloat(getComputedStyle(a).fontSize));
    await expect(page.getByRole("button", { name: "100%" })).toHaveAttribute("aria-pressed", "true");
    expect(await bodySize()).toBeGreaterThanOrEqual(12);
    await shot(page, `phone-preview-100-${theme}`);
    await expectNoSeriousViolations(page, `phone preview, ${theme}`);
    await page.getByRole("button", { name: "Fit width" }).click();
    await expect.poll(bodySize).toBeLessThan(8);
    await shot(page, `phone-preview-fit-${theme}`);

    // Back to the form, as typed.
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(field(page, "Name")).toHaveValue("Zoë Łukasiewicz");
    await expect(preview(page)).toBeHidden();
  });
}

test("Widen form widens the form beside the preview, and is not offered where form and preview are not side by side", async ({ page }) => {
  for (const [path, title] of [["/cold-email", "Cold Email Generator"], ["/pitch-deck", "Pitch Deck Generator"]] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const form = page.getByRole("form", { name: `${title} form`, exact: true });
    const before = (await form.boundingBox())!.width;
    await page.getByRole("button", { name: "Widen form", exact: true }).click();
    await expect.poll(async () => (await form.boundingBox())!.width, `${path}: the form widens`).toBeGreaterThan(before + 50);
    await page.getByRole("button", { name: "Balanced layout", exact: true }).click();
    await expect.poll(async () => (await form.boundingBox())!.width, `${path}: and comes back`).toBeCloseTo(before, 0);
    // Below 1024 px the form already takes the whole width (ADR 0080): nothing to widen.
    for (const width of [1023, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole("button", { name: "Widen form", exact: true }), `${path} at ${width} px`).toBeHidden();
    }
  }
});

test("desktop: zoom between fit width and 100%", async ({ page }) => {
  await page.goto("/cover-letter");
  await field(page, "Name").fill("Ada Lovelace");
  const width = () => preview(page).locator("article").evaluate((a) => a.getBoundingClientRect().width);
  await expect(page.getByRole("button", { name: "Fit width" })).toHaveAttribute("aria-pressed", "true");
  const fitted = await width();
  await page.getByRole("button", { name: "100%" }).click();
  // A Letter page at 100% is 8.5 in at 96 px an inch.
  await expect.poll(width).toBe(816);
  expect(fitted).toBeLessThan(816);
});

test("Cancel mid-draft: the draft stops, nothing is charged or saved, and the form is kept", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/cover-letter");
  await expectSession(page, "Signed in");
  const form = { Name: "Zoë Łukasiewicz", "Job title": "Product Designer", "Company name": "Acme", Background: "Seven years designing onboarding flows for fintech products." };
  for (const [label, value] of Object.entries(form)) await field(page, label).fill(value);
  const before = await usage(page);

  // The built-in writer takes 20 s over this draft: long enough to cancel in the middle.
  await page.setExtraHTTPHeaders({ "X-Writer-Pace": "20s" });
  await generateButton(page).click();
  await expect(page.getByRole("button", { name: "Generating..." })).toBeVisible();
  const drafting = page.getByTestId("drafting");
  await expect(drafting.getByRole("status")).toContainText(/words? so far/);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();

  await expect(page.getByText(CANCELLED)).toBeVisible();
  await expect(drafting).toHaveCount(0);
  await expect(generateButton(page)).toBeVisible();
  for (const [label, value] of Object.entries(form)) await expect(field(page, label)).toHaveValue(value);
  await expect(preview(page)).toContainText("Zoë Łukasiewicz");
  await expect(page.getByRole("button", { name: "Copy", exact: true })).toBeDisabled();
  // The server let go of the reservation as the stream closed.
  await expect.poll(async () => (await usage(page)).used).toBe(before.used);
  expect((await usage(page)).credits).toBe(before.credits);
  expect(await draftsList(page)).toEqual([]);
  expect(new URL(page.url()).searchParams.get("draft")).toBeNull();
});

test("while a draft takes seconds the preview keeps the resume, dimmed, with the text streaming in; then what changed is one click away", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/");
  await expectSession(page, "Signed in");
  await field(page, "Full name").fill("Łukasz Zoë Brontë");
  await field(page, "Job title").fill("Platform Engineer");
  await field(page, "Summary").fill("Engineer who keeps platforms boring and fast.");
  await (await entriesAsText(page, "Experience")).fill("Staff Engineer at Northwind, Berlin (2019 – 2023)\n- Cut deploy time from 40 minutes to 6");
  await expect(preview(page)).toContainText("Łukasz Zoë Brontë");

  // The case is a 2 s draft; it is stretched to 5 s here so that every look at the page
  // mid-draft falls inside it on a loaded CI machine (at 2 s the draft was once done first).
  await page.setExtraHTTPHeaders({ "X-Writer-Pace": "5s" });
  await generateButton(page).click();
  const drafting = page.getByTestId("drafting");
  await expect(drafting).toBeVisible();
  // Mid-draft: the resume is still there (never the empty "Your Name" sheet), dimmed, with the words arriving over it.
  await expect(drafting.getByRole("status")).toContainText(/words? so far/);
  await expect(preview(page)).toContainText("Łukasz Zoë Brontë");
  await expect(preview(page)).not.toContainText("Your Name");
  await expect.poll(() => preview(page).evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe("0.4");
  await expect(drafting.getByLabel("The draft so far")).toContainText("Łukasz");
  await shot(page, "drafting-desktop");

  await expect(page.getByText(DRAFTED)).toBeVisible({ timeout: 30_000 });
  await expect(drafting).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Copy", exact: true })).toBeEnabled();
  await expect(actions(page).getByText("Generate a draft first")).toHaveCount(0);
  await page.getByRole("button", { name: "See what changed" }).click();
  const changes = page.getByRole("region", { name: "Changes in the new draft" });
  await expect(changes).toBeVisible();
  await expect(changes.locator("ins, del").first()).toBeVisible();
  await expect(changes).toContainText("Cut deploy time");
  await shot(page, "changes-desktop");
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(preview(page)).toContainText("Łukasz Zoë Brontë");
});

test("two Generates make one draft with two versions; /drafts shows its target job and version count and links to its versions; Save as new draft is explicit", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/cover-letter");
  await expectSession(page, "Signed in");
  await field(page, "Name").fill("Zoë Łukasiewicz");
  await field(page, "Job title").fill("Product Designer");
  await field(page, "Company name").fill("Acme");
  await field(page, "Background").fill("Seven years designing onboarding flows for fintech products.");
  await generateButton(page).click();
  await expect(page.getByText(DRAFTED)).toBeVisible({ timeout: 30_000 });
  // The page is on the new draft.
  await expect(page).toHaveURL(/\?draft=[\w-]+$/);
  const id = new URL(page.url()).searchParams.get("draft")!;
  await expect(page.getByText(/^Editing .* \(version 1\)/)).toBeVisible();

  await field(page, "Background").fill("Nine years designing onboarding flows; I led the redesign that lifted activation by 18%.");
  await generateButton(page).click();
  await expect(page.getByText(/^Editing .* \(version 2\)/)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`\\?draft=${id}$`));
  const list = await draftsList(page);
  expect(list.map((d) => [d.id, d.version, d.target_job])).toEqual([[id, 2, "Product Designer @ Acme"]]);
  await page.getByRole("tab", { name: "Versions" }).click();
  await expect(page.getByRole("region", { name: "Versions" }).getByRole("listitem")).toHaveCount(2);

  // /drafts: the target job, the count, and a link straight to the versions.
  await page.goto("/drafts");
  const item = page.getByRole("list", { name: "Drafts" }).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Target job: Product Designer @ Acme");
  await shot(page, "drafts-list");
  await item.getByRole("link", { name: "2 versions", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cover-letter\\?draft=${id}&tab=versions$`));
  await expect(page.getByRole("tab", { name: "Versions" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("region", { name: "Versions" }).getByRole("listitem")).toHaveCount(2);
  await shot(page, "versions-tab");

  // Save as new draft: a copy (nothing charged), and the page moves onto it.
  const used = (await usage(page)).used;
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("button", { name: "Save as new draft" }).click();
  await expect(page).not.toHaveURL(new RegExp(`draft=${id}`));
  await expect(page).toHaveURL(/\?draft=[\w-]+$/);
  const copyId = new URL(page.url()).searchParams.get("draft")!;
  await expect.poll(async () => (await draftsList(page)).length).toBe(2);
  expect((await usage(page)).used).toBe(used);
  await generateButton(page).click();
  await expect(page.getByText(/^Editing .* \(version 2\)/)).toBeVisible({ timeout: 30_000 });
  const after = await draftsList(page);
  expect(after.find((d) => d.id === copyId)?.version).toBe(2);
  expect(after.find((d) => d.id === id)?.version).toBe(2);
});

for (const theme of ["dark", "light"] as Theme[]) {
  test(`phone 390 px, ${theme}: Generate turns to the preview, where the draft is written in view; axe-clean while drafting`, async ({ page }) => {
    await useTheme(page, theme);
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page.request);
    await page.goto("/cover-letter");
    await expectSession(page, "Signed in");
    await field(page, "Name").fill("Zoë Łukasiewicz");
    await field(page, "Background").fill("Seven years designing onboarding flows for fintech products.");
    const barHeight = async () => (await actions(page).boundingBox())!.height;
    const idle = await barHeight();
    await page.setExtraHTTPHeaders({ "X-Writer-Pace": "3s" });
    await generateButton(page).click();
    await expect(page.getByRole("button", { name: "Preview", exact: true })).toHaveAttribute("aria-pressed", "true");
    // Cancel joins Generate's row: the bar does not grow while drafting.
    await expect(page.getByRole("button", { name: "Cancel", exact: true })).toBeVisible();
    expect(await barHeight()).toBeLessThanOrEqual(idle);
    const drafting = page.getByTestId("drafting");
    await expect(drafting.getByRole("status")).toContainText(/words? so far/);
    await expectInViewport(page, drafting.getByRole("status"), "the drafting progress");
    await expectInViewport(page, page.getByRole("button", { name: "Cancel", exact: true }), "Cancel");
    await shot(page, `phone-drafting-${theme}`);
    await expectNoSeriousViolations(page, `phone while drafting, ${theme}`);
    await expect(page.getByText(DRAFTED)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Copy", exact: true })).toBeEnabled();
    await expect(preview(page)).toContainText("Zoë Łukasiewicz");
  });
}
