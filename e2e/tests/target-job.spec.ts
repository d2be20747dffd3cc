import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, expectSession, signUpViaApi, test, useTheme, type Theme } from "../support/fixtures";
import { entriesAsText } from "../support/entries";

/** A real-looking posting: title line with the company, requirements, nice-to-haves, benefits and EEO text. */
const POSTING = `Senior Backend Engineer — Northwind — Berlin (Hybrid)

About Northwind
Northwind builds payment infrastructure for European merchants.

What you'll do
- Build Go services that move money reliably
- Own our PostgreSQL schemas

Requirements
- 5+ years of backend development, including 3+ in Go
- PostgreSQL and Kubernetes
- Experience with AWS

Nice to have
- Terraform

Benefits: 30 days paid time off and a learning budget.
Northwind is an equal opportunity employer.`;

function field(page: Page, label: string) {
  return page.getByRole("textbox", { name: label, exact: true });
}

const panel = (page: Page) => page.getByRole("region", { name: "Target job" });
const matched = (page: Page) => panel(page).getByRole("list", { name: /^Matched/ });
const missing = (page: Page) => panel(page).getByRole("list", { name: /^Missing/ });
const score = async (page: Page) => Number(await panel(page).getByTestId("match-score").textContent());

test.describe("target job", () => {
  test("resume: paste a posting, watch the match follow the typing, generate with it; the posting is saved", async ({ page }) => {
    await signUpViaApi(page.request, { fullName: "Jane Doe" });
    const matchJS: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/(engine|vocabulary|TargetJobBody)-/.test(r.url())) matchJS.push(r.url());
    });
    await page.goto("/");
    await expectSession(page, "Signed in");

    // Collapsed by default, and the engine is not loaded until the panel is opened.
    const toggle = panel(page).getByRole("button", { name: "Target job" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(field(page, "Job posting")).toBeHidden();
    expect(matchJS).toEqual([]);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await field(page, "Job posting").fill(POSTING);
    expect(matchJS.length).toBeGreaterThanOrEqual(2);

    await expect(panel(page).getByText("The posting: Senior Backend Engineer at Northwind · senior · 5+ years")).toBeVisible();
    await expect(panel(page).getByTestId("match-score")).toHaveText("0");
    await expect(missing(page)).toContainText("Kubernetes");
    await expect(missing(page)).toContainText("Terraform");

    // As the user types, the score and the lists follow, with no match request to the server
    // (the resume preview asks the server to read the form: that is not matching).
    const apiCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/match")) apiCalls.push(r.url());
    });
    await field(page, "Full name").fill("Jane Doe");
    await field(page, "Skills").pressSequentially("Go, k8s, AWS", { delay: 20 });
    await expect(matched(page)).toContainText("Go");
    await expect(matched(page)).toContainText("Kubernetes");
    await expect(matched(page)).toContainText("as k8s");
    const afterSkills = await score(page);
    expect(afterSkills).toBeGreaterThan(0);
    await (await entriesAsText(page, "Experience")).fill("Backend Engineer at Acme, Berlin (2019 – Present)\n- Built Go services on PostgreSQL\n- Ran the office book club");
    await expect.poll(() => score(page)).toBeGreaterThan(afterSkills);
    await expect(missing(page)).not.toContainText("PostgreSQL");
    expect(apiCalls, "matching is offline").toEqual([]);
    await expect(page.getByRole("region", { name: "Live preview" }).or(page.locator("section").filter({ hasText: "Live preview" })).first()).toContainText(/Match \d+\/100/);

    // A missing skill shows where it could go; nothing is typed for the user.
    const skillsBefore = await field(page, "Skills").inputValue();
    await missing(page).getByRole("button", { name: /Terraform/ }).click();
    await expect(panel(page).getByRole("status")).toHaveText("Terraform: If you have Terraform, add it to Skills, and show where you used it in Experience.");
    await expect(field(page, "Skills")).toBeFocused();
    expect(await field(page, "Skills").inputValue()).toBe(skillsBefore);

    await page.screenshot({ path: test.info().outputPath("resume-target-job.png"), fullPage: true });

    // Generate with the posting: the draft puts the posting's skills first, and is scored.
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText(/Drafted by the built-in writer\.|Generated with AI\./)).toBeVisible({ timeout: 30_000 });
    await expect(panel(page).getByText("Scored against your draft")).toBeVisible();
    const doc = page.getByRole("region", { name: "Document preview" });
    await expect(doc).toContainText("Go");
    const bullets = await doc.getByText(/Built Go services|book club/).allTextContents();
    expect(bullets[0]).toContain("Built Go services");

    // The posting is saved with the draft.
    const list = (await (await page.request.get("/api/drafts?kind=resume")).json()) as { drafts: { id: string }[] };
    const saved = (await (await page.request.get(`/api/drafts/${list.drafts[0]!.id}`)).json()) as { input: Record<string, string> };
    expect(saved.input.job_description).toBe(POSTING);
  });

  test("cover letter: the draft names the posting's role and company, and only matched requirements", async ({ page }) => {
    await signUpViaApi(page.request, { fullName: "Maria Lopez" });
    await page.goto("/cover-letter");
    await expectSession(page, "Signed in");
    await field(page, "Name").fill("Maria Lopez");
    await field(page, "Background").fill("Seven years building payment systems in Go at Acme. Led the move to Kubernetes on AWS, cutting costs by 30%.");
    await panel(page).getByRole("button", { name: "Target job" }).click();
    await field(page, "Job posting").fill(POSTING);
    await expect(matched(page)).toContainText("Kubernetes");
    await expect(panel(page).getByText("The letter names the role and company from your Job title and Company name, or those the posting names.")).toBeVisible();

    await missing(page).getByRole("button", { name: /PostgreSQL/ }).click();
    await expect(field(page, "Background")).toBeFocused();

    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText(/Drafted by the built-in writer\.|Generated with AI\./)).toBeVisible({ timeout: 30_000 });
    const doc = page.getByRole("region", { name: "Document preview" });
    await expect(doc).toContainText(/the Senior Backend Engineer (role|position) at Northwind/);
    // Each requirement the background shows is named, with the user's own sentence (ADR 0037).
    for (const skill of ["Go", "Kubernetes", "AWS"]) await expect(doc).toContainText(skill);
    for (const skill of ["PostgreSQL", "Terraform"]) await expect(doc).not.toContainText(skill);
    await page.screenshot({ path: test.info().outputPath("cover-letter-target-job.png"), fullPage: true });
  });

  test("cold email on a phone: typed role and company aim the email", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page.request, { fullName: "Sam Park" });
    await page.goto("/cold-email");
    await expectSession(page, "Signed in");
    await field(page, "Your name").fill("Sam Park");
    await field(page, "Offer").fill("I build Go services on Kubernetes");
    await panel(page).getByRole("button", { name: "Target job" }).click();
    await field(page, "Target role").fill("Platform Engineer");
    await field(page, "Target company").fill("Globex");
    await expect(panel(page).getByText("Paste a job posting above to see your match.")).toBeVisible();
    // Nothing overflows the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("cold-email-phone.png"), fullPage: true });
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText(/Drafted by the built-in writer\.|Generated with AI\./)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("region", { name: "Document preview" })).toContainText(/the Platform Engineer (role|position) at Globex/);
  });

  test("the panel is reachable and usable from the keyboard", async ({ page }) => {
    await page.goto("/");
    await expectSession(page, "Guest");
    const toggle = panel(page).getByRole("button", { name: "Target job" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The panel's fields come with its own chunk: a user tabs once they see them.
    await expect(field(page, "Job posting")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(field(page, "Job posting")).toBeFocused();
    await page.keyboard.insertText(POSTING);
    await expect(missing(page)).toContainText("Go");
    // Tab reaches the role, the company, then the first missing skill; Enter shows where it goes.
    await page.keyboard.press("Tab");
    await expect(field(page, "Target role")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field(page, "Target company")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(missing(page).getByRole("button").first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel(page).getByRole("status")).toContainText("add it to Skills");
    await expect(field(page, "Skills")).toBeFocused();
  });

  for (const theme of ["dark", "light"] as Theme[]) {
    test(`axe finds nothing serious in the open panel, ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto("/");
      await expectSession(page, "Guest");
      await panel(page).getByRole("button", { name: "Target job" }).click();
      await field(page, "Job posting").fill(POSTING);
      await field(page, "Skills").fill("Go, k8s");
      await expect(matched(page)).toContainText("Kubernetes");
      await missing(page).getByRole("button", { name: /Terraform/ }).click();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForTimeout(400);
      const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
