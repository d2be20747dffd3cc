import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, expectSession, signUpViaApi, test, toastWith, useTheme, type Theme } from "../support/fixtures";
import { entriesAsText } from "../support/entries";

/** A resume with a duty bullet, a first-person bullet, a passive bullet, a strong bullet and no email. */
const WEAK_EXPERIENCE = [
  "Backend Engineer at Northwind, London (Mar 2021 – Present)",
  "- Cut checkout latency 40% by moving sessions to PostgreSQL",
  "- Responsible for the on-call rota",
  "- I write Go services that handle 2M payments a day",
  "- Was tasked with migrating the billing jobs to Go",
].join("\n");

/** WEAK_EXPERIENCE with every bullet fixed, as the user would type the fixes. */
const strongExperience = () =>
  WEAK_EXPERIENCE.replace("Responsible for the on-call rota", "Run the on-call rota for 14 services at 99.95% uptime")
    .replace("I write", "Write")
    .replace("Was tasked with migrating the billing jobs to Go", "Migrate the billing jobs to Go, cutting run time from 3 hours to 20 minutes");

const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const panel = (page: Page) => page.getByTestId("check-panel");
const finding = (page: Page, rule: string) => panel(page).locator(`[data-rule="${rule}"]`);
const score = async (page: Page) => Number((await panel(page).getByTestId("check-score").textContent())?.match(/\d+/)?.[0]);

async function fillWeakResume(page: Page) {
  await page.goto("/");
  await expectSession(page, "Guest");
  await field(page, "Full name").fill("Ana Silva");
  await field(page, "Phone").fill("+44 20 7946 0000");
  await field(page, "Skills").fill("Go, PostgreSQL");
  await (await entriesAsText(page, "Experience")).fill(WEAK_EXPERIENCE);
  await expect(finding(page, "passive")).toBeVisible();
}

test.describe("check and improve", () => {
  test("a guest's resume: findings on exactly the weak places, each goes to its line, and fixing them raises the score", async ({ page }) => {
    await fillWeakResume(page);
    for (const rule of ["duty", "first_person", "passive", "missing_email"]) await expect(finding(page, rule).first()).toBeVisible();
    await expect(panel(page).locator("[data-rule]")).toHaveCount(6); // duty+weak verb, first person, passive+duty, email
    await expect(panel(page).getByText("Cut checkout latency")).toHaveCount(0);
    const before = await score(page);

    // "Go to line" selects the passive bullet in Experience.
    await finding(page, "passive").getByRole("button", { name: "Go to line" }).click();
    const experience = await entriesAsText(page, "Experience");
    await expect(experience).toBeFocused();
    const selected = await experience.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
    expect(selected).toBe("- Was tasked with migrating the billing jobs to Go");

    // As the user fixes the form, the check follows.
    await field(page, "Email").fill("ana@example.com");
    await experience.fill(strongExperience());
    await expect(panel(page).getByText("No findings")).toBeVisible();
    expect(await score(page)).toBeGreaterThanOrEqual(before + 15);
  });

  test("the preview stays put while typing resolves the findings (no layout jumps)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await fillWeakResume(page);
    const experience = await entriesAsText(page, "Experience");
    await experience.focus();
    const documentPreview = page.getByRole("region", { name: "Document preview" });
    const top = async () => Math.round((await documentPreview.boundingBox())!.y);
    const panelHeight = async () => Math.round((await panel(page).boundingBox())!.height);
    const before = { top: await top(), panel: await panelHeight() };

    // The user fixes the bullets one by one, as typed: one finding left, then none.
    await experience.fill(WEAK_EXPERIENCE.replace("Responsible for the on-call rota", "Run the on-call rota for 14 services at 99.95% uptime").replace("I write", "Write"));
    await expect(finding(page, "first_person")).toHaveCount(0);
    expect({ top: await top(), panel: await panelHeight() }).toEqual(before);
    await field(page, "Email").fill("ana@example.com");
    await experience.fill(strongExperience());
    await expect(panel(page).getByText("No findings")).toBeVisible();
    expect({ top: await top(), panel: await panelHeight() }).toEqual(before);

    // A new empty line (the hint's case) and a weak bullet typed back keep it there too.
    await experience.press("Control+End");
    await experience.press("Enter");
    expect({ top: await top(), panel: await panelHeight() }).toEqual(before);
    await experience.pressSequentially("- Responsible for hiring");
    await expect(finding(page, "duty")).toBeVisible();
    expect({ top: await top(), panel: await panelHeight() }).toEqual(before);
  });

  test("Improve shows suggestions; only Use this changes the field, and Undo takes it back", async ({ page }) => {
    await fillWeakResume(page);
    const experience = await entriesAsText(page, "Experience");
    await finding(page, "passive").getByRole("button", { name: "Improve" }).click();
    const suggestions = panel(page).getByRole("group", { name: /Suggestions for/ });
    await expect(suggestions).toBeVisible();
    await expect(suggestions.getByText("Migrate the billing jobs to Go", { exact: true })).toBeVisible();
    // Suggestions alone change nothing.
    await expect(experience).toHaveValue(WEAK_EXPERIENCE);

    await suggestions.getByRole("button", { name: "Use this: Migrate the billing jobs to Go", exact: true }).click();
    await expect(experience).toHaveValue(WEAK_EXPERIENCE.replace("Was tasked with migrating the billing jobs to Go", "Migrate the billing jobs to Go"));
    await expect(toastWith(page, "Suggestion used in Experience.")).toBeVisible();
    await expect(finding(page, "passive")).toHaveCount(0);

    await panel(page).getByRole("button", { name: "Undo" }).click();
    await expect(experience).toHaveValue(WEAK_EXPERIENCE);

    // The line at the cursor: the duty bullet.
    await experience.click();
    await experience.evaluate((el: HTMLTextAreaElement) => {
      const at = el.value.indexOf("Responsible");
      el.setSelectionRange(at, at);
    });
    await experience.press("ArrowRight");
    await panel(page).getByRole("button", { name: "Improve the line at the cursor" }).click();
    await expect(panel(page).getByRole("group", { name: "Suggestions for “Responsible for the on-call rota”" })).toBeVisible();
  });

  test("Ask for changes makes version 2 of a cover letter, shown with its word diff", async ({ page }) => {
    await signUpViaApi(page.request, { fullName: "Jane Doe" });
    await page.goto("/cover-letter");
    await expectSession(page, "Signed in");
    await field(page, "Name").fill("Jane Doe");
    await field(page, "Job title").fill("Staff Engineer");
    await field(page, "Company name").fill("Globex");
    await field(page, "Background").fill("Seven years building payment systems at Acme; cut payment failures 30%; led a team of 6.");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    const ask = page.getByTestId("ask-for-changes");
    await expect(ask).toBeVisible({ timeout: 20_000 });

    await ask.getByRole("button", { name: "Make it shorter" }).click();
    await expect(toastWith(page, "Version 2 is ready")).toBeVisible();
    await page.getByRole("tab", { name: "Versions" }).click();
    await expect(page.getByRole("region", { name: "Changes from version 1 to version 2" })).toBeVisible();

    // Without a model, an instruction outside the built-in set is refused, plainly.
    await ask.getByRole("textbox", { name: "What should change?" }).fill("in German");
    await ask.getByRole("button", { name: "Revise" }).click();
    await expect(ask.getByRole("alert")).toContainText("needs a configured AI model");
  });
});

const THEMES: Theme[] = ["dark", "light"];
for (const theme of THEMES) {
  for (const width of [1366, 375]) {
    test(`axe on the check panel, ${theme} theme, ${width} px`, async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await fillWeakResume(page);
      await finding(page, "passive").getByRole("button", { name: "Improve" }).click();
      await expect(panel(page).getByRole("group", { name: /Suggestions for/ })).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForTimeout(400);
      await panel(page).screenshot({ path: test.info().outputPath(`check-${theme}-${width}.png`) });
      await page.screenshot({ path: test.info().outputPath(`page-${theme}-${width}.png`) });
      const results = await new AxeBuilder({ page }).include('[data-testid="check-panel"]').withTags(["wcag2a", "wcag2aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious, serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`).join("\n")).toEqual([]);
    });
  }
}
