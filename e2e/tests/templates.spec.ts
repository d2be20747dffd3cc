import type { Page } from "@playwright/test";
import { expect, expectSession, signUpViaApi, test, toastWith } from "../support/fixtures";

// No console error or page error in these journeys (support/fixtures.ts).
test.use({ failOnConsoleErrors: true });

// The template gallery (/templates) and the hand-over to the generators (spec sections 2, 4).

const SELECTED_KEY = "draftsmith.selectedTemplate";

function card(page: Page, name: string) {
  return page.getByRole("article", { name });
}

function cards(page: Page) {
  return page.getByRole("tabpanel").getByRole("article");
}

async function becomePremium(page: Page): Promise<void> {
  await page.goto("/account");
  await page.getByRole("region", { name: "Billing" }).getByRole("button", { name: /^Upgrade monthly/ }).click();
  await page.waitForURL(/\/sandbox\/checkout\//);
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  await expect(page.getByText("Premium", { exact: true }).first()).toBeVisible();
}

test("gallery: intro, tabs by type and Locked premium cards for a free user", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/templates");
  await expectSession(page, "Signed in");
  await expect(page.getByRole("heading", { level: 1, name: "Templates" })).toBeVisible();
  await expect(page.getByText(/coming soon/i).first()).toBeVisible();

  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["All", "Resume", "Cover Letter", "Cold Email", "Pitch Deck"]);
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(5);

  for (const [tab, names] of [
    ["Resume", ["Classic Resume", "Modern Resume"]],
    ["Cover Letter", ["Warm Cover Letter"]],
    ["Cold Email", ["Brief Cold Email"]],
    ["Pitch Deck", ["Seed Pitch Deck Outline"]],
  ] as const) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expect(cards(page).getByRole("heading")).toHaveText([...names]);
  }

  // Arrow keys move between tabs.
  await page.getByRole("tab", { name: "Pitch Deck" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "All" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");

  // Premium cards are Locked for a free user; free ones are not.
  for (const name of ["Modern Resume", "Seed Pitch Deck Outline"]) {
    await expect(card(page, name).getByText("Locked", { exact: true })).toBeVisible();
    await expect(card(page, name).getByRole("button", { name: `Unlock ${name}` })).toBeVisible();
  }
  for (const name of ["Classic Resume", "Warm Cover Letter", "Brief Cold Email"]) {
    await expect(card(page, name).getByText("Locked", { exact: true })).toHaveCount(0);
  }

  // Each card previews at most 240 characters of its content.
  for (const text of await cards(page).locator("p.whitespace-pre-line").allInnerTexts()) {
    expect(Array.from(text).length).toBeGreaterThan(100);
    expect(Array.from(text).length).toBeLessThanOrEqual(240);
  }
});

test("gallery: the empty state", async ({ page }) => {
  await page.route("**/api/templates", (route) => route.fulfill({ json: { templates: [] } }));
  await page.goto("/templates");
  await expect(page.getByText("No templates yet. Check back soon!")).toBeVisible();
});

test("a premium template for a free user: the alert, then /account", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/templates");
  await expectSession(page, "Signed in");
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  await card(page, "Modern Resume").getByRole("button", { name: "Unlock Modern Resume" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  expect(alerts).toEqual(["alert: This is a Premium template. Please upgrade to use it."]);
  expect(await page.evaluate((k) => localStorage.getItem(k), SELECTED_KEY)).toBeNull();
});

test("choosing a free template fills its generator once; a reload keeps the form but does not apply it again", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/templates");
  await expectSession(page, "Signed in");
  await card(page, "Warm Cover Letter").getByRole("button", { name: "Use Warm Cover Letter" }).click();
  await page.waitForURL((url) => url.pathname === "/cover-letter");
  await expect(toastWith(page, "Applied template: Warm Cover Letter")).toBeVisible();
  await expect(page.getByText("Template applied: Warm Cover Letter")).toBeVisible();
  await expect(page.getByLabel("Template", { exact: true })).toHaveValue("default");
  const background = page.getByRole("textbox", { name: "Background", exact: true });
  await expect(background).toHaveValue(/^I have spent the last \[five\] years/);
  expect(await page.evaluate((k) => localStorage.getItem(k), SELECTED_KEY)).toBeNull();
  // The live preview follows the applied text.
  await expect(page.getByRole("region", { name: "Document preview" })).toContainText("I have spent the last [five] years");

  await page.reload();
  await expectSession(page, "Signed in");
  // The form in progress is kept (issue #14: typing is never lost), but the template is not
  // applied a second time: no banner, no toast.
  await expect(page.getByRole("textbox", { name: "Background", exact: true })).toHaveValue(/^I have spent the last \[five\] years/);
  await expect(page.getByText("Template applied: Warm Cover Letter")).toHaveCount(0);
  await expect(toastWith(page, "Applied template: Warm Cover Letter")).toHaveCount(0);
});

test("a free template with a premium look: the text applies, the draft keeps Default", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/templates");
  await expectSession(page, "Signed in");
  await card(page, "Classic Resume").getByRole("button", { name: "Use Classic Resume" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(toastWith(page, "Applied template: Classic Resume")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Summary", exact: true })).toHaveValue(/^Operations manager with \[8\] years/);
  await expect(page.getByLabel("Template", { exact: true })).toHaveValue("default");
  await expect(page.getByText("The Classic look needs Premium, so this draft uses Default.")).toBeVisible();
});

test("a premium user chooses a premium template: its look and text apply", async ({ page }) => {
  await signUpViaApi(page.request);
  await becomePremium(page);
  await page.goto("/templates");
  await expect(page.getByText("Locked", { exact: true })).toHaveCount(0);
  await card(page, "Modern Resume").getByRole("button", { name: "Use Modern Resume" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(toastWith(page, "Applied template: Modern Resume")).toBeVisible();
  await expect(page.getByLabel("Template", { exact: true })).toHaveValue("modern");
  await expect(page.getByText("Template applied: Modern Resume")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Summary", exact: true })).toHaveValue(/^Product-minded \[software engineer\]/);

  await page.goto("/templates");
  await card(page, "Seed Pitch Deck Outline").getByRole("button", { name: "Use Seed Pitch Deck Outline" }).click();
  await page.waitForURL((url) => url.pathname === "/pitch-deck");
  await expect(page.getByRole("textbox", { name: "Key points", exact: true })).toHaveValue(/^Problem: \[who\]/);
});

test("the generators start from the saved defaults", async ({ page }) => {
  await signUpViaApi(page.request);
  const res = await page.request.put("/api/settings", { data: { default_tone: "friendly", default_template: "default" } });
  expect(res.status()).toBe(200);
  await page.goto("/cover-letter");
  await expectSession(page, "Signed in");
  await expect(page.getByLabel("Tone", { exact: true })).toHaveValue("warm");
  await page.goto("/cold-email");
  await expect(page.getByRole("button", { name: "Friendly & upbeat" })).toHaveAttribute("aria-pressed", "true");
});
