import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "../support/fixtures";

// The prerendered page is painted before the app runs (ADR 0016). A tap on Generate in that
// gap is held back, shown as waiting, and replayed once the app is ready: a guest gets the
// sign-in dialog, a signed-in user a draft. Never lost, and never the browser's own form
// submission (a reload with the fields in the address). The app's start is held until the
// test has tapped, so the tap surely lands before it however slow the machine (ADR 0032).

test.use({ failOnConsoleErrors: true });

const GENERATORS = [
  { path: "/", fill: { label: "Full name", value: "Early Ada" } },
  { path: "/cover-letter", fill: { label: "Name", value: "Early Ada" } },
  { path: "/cold-email", fill: { label: "Offer", value: "Early audits" } },
  { path: "/pitch-deck", fill: { label: "Product", value: "Early Labs" } },
];

/**
 * Holds the app's start (boot.js, which brings the framework and the app) until `release`,
 * or at most 20 s. The app is imported after the first paint, so the page loads meanwhile.
 * A timer alone raced a busy machine: the app could start before the tap.
 */
async function holdAppStart(page: Page): Promise<{ started: () => boolean; release: () => void }> {
  let started = false;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 20_000);
  });
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await gate;
    started = true;
    await route.continue();
  });
  return { started: () => started, release };
}

for (const g of GENERATORS) {
  test(`${g.path}: Generate tapped before the app runs opens the sign-in dialog for a guest`, async ({ page }) => {
    const app = await holdAppStart(page);
    await page.goto(g.path);
    const generate = page.getByRole("button", { name: "Generate", exact: true });
    await generate.click();
    expect(app.started(), "the tap came before the app started").toBe(false);
    app.release();
    await expect(generate).toHaveAttribute("data-early-tap", "");
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("dialog").getByRole("button", { name: "GitHub", exact: true })).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    await expect(generate).not.toHaveAttribute("data-early-tap");
  });

  test(`${g.path}: Generate tapped before the app runs makes a draft for a signed-in user, of what was typed`, async ({ page }) => {
    await signUpViaApi(page.request, { fullName: "Early Tapper" });
    const app = await holdAppStart(page);
    await page.goto(g.path);
    const field = page.getByRole("textbox", { name: g.fill.label, exact: true });
    await field.fill(g.fill.value);
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    expect(app.started(), "the tap came before the app started").toBe(false);
    app.release();
    await expect(page.getByText(/Generated with AI\.|LLM failed: |Drafted by the built-in writer\./)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // No fields in the address (the browser's own submission): only the draft the page is now on (ADR 0050).
    expect(new URL(page.url()).search).toMatch(/^\?draft=[\w-]+$/);
    await expect(field).toHaveValue(g.fill.value);
    await expect(page.getByRole("region", { name: "Document preview" })).toContainText(g.fill.value);
  });
}

test("a return visit: Generate tapped before the app runs waits for the saved form, and drafts it", async ({ page }) => {
  const account = await signUpViaApi(page.request, { fullName: "Back Again" });
  await page.goto("/cover-letter");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Saved Sam");
  await page.getByRole("textbox", { name: "Company name", exact: true }).fill("Saved Corp");
  await expect.poll(() => page.evaluate((id) => localStorage.getItem(`draftsmith.form.cover_letter.${id}`), account.id)).toContain("Saved Corp");

  const app = await holdAppStart(page);
  // The generator restores the saved form once the user's settings are known: a slow answer.
  await page.route("**/api/settings", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto("/cover-letter");
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  expect(app.started(), "the tap came before the app started").toBe(false);
  app.release();
  await expect(page.getByText(/Generated with AI\.|LLM failed: |Drafted by the built-in writer\./)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("textbox", { name: "Company name", exact: true })).toHaveValue("Saved Corp");
  await expect(page.getByRole("region", { name: "Document preview" })).toContainText("Saved Corp");
});

test("/: a resume file chosen before the app runs is imported once it is ready, over the name typed then, which Undo brings back", async ({ page }) => {
  const app = await holdAppStart(page);
  // The Import panel is a chunk of its own, and the session answers slowly: the file waits for both.
  let panelLoaded = false;
  await page.route(/\/assets\/ImportPanel-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 4000));
    panelLoaded = true;
    await route.continue();
  });
  await page.route("**/api/auth/session", async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto("/");
  const name = page.getByRole("textbox", { name: "Full name", exact: true });
  await name.fill("Typed Name");
  await page.getByLabel("Resume file to import").setInputFiles(path.join(import.meta.dirname, "..", "fixtures", "resume-unsure.pdf"));
  expect(app.started(), "the file came before the app started").toBe(false);
  expect(panelLoaded).toBe(false);
  app.release();
  await expect(page.getByText(/^Imported from the PDF: /)).toContainText("Imported from the PDF: 1 job, 0 schools, 3 skills", { timeout: 20_000 });
  await expect(page.getByText(/^Imported from the PDF: /)).toContainText("It replaced what the form held.");
  await expect(page.getByRole("textbox", { name: "Summary", exact: true })).toHaveAccessibleDescription(/^Check this/);
  await page.getByRole("button", { name: "Undo import" }).click();
  await expect(name).toHaveValue("Typed Name");
});
