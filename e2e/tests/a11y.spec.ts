import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, expectSession, PAGES, signUpViaApi, test, useTheme, type Theme } from "../support/fixtures";

// Every page, guest and signed in, without a console error or page error (support/fixtures.ts).
test.use({ failOnConsoleErrors: true });

/** axe with WCAG 2 A and AA rules; fails on any violation of impact serious or critical. */
async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // Let fonts load and entry animations finish so colours are final.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map(
      (v) =>
        `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .slice(0, 6)
          .map((n) => `    at ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`)
          .join("\n"),
    )
    .join("\n");
  expect(serious, `axe on ${label}:\n${report}`).toEqual([]);
}

async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

const THEMES: Theme[] = ["dark", "light"];
const GUEST_PATHS = [...PAGES.map((p) => p.path), "/no-such-page"];

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    for (const path of GUEST_PATHS) {
      test(`guest on ${path}`, async ({ page, consoleErrors }) => {
        // An unknown page's own 404 status shows as a failed load in the console.
        if (path === "/no-such-page") consoleErrors.allow(/status of 404/);
        await page.goto(path);
        await expectSession(page, "Guest");
        await expectTheme(page, theme);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        if (path === "/auth") {
          // Its final guest state (no session detected).
          await expect(page.getByText("We couldn’t detect a session. Please try again.")).toBeVisible({ timeout: 8000 });
        }
        await expectNoSeriousViolations(page, `${path} (guest, ${theme})`);
      });
    }

    test("signed in on /account, and the name editor", async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem("draftsmith.welcomeShown", "1"));
      await signUpViaApi(page.request, { fullName: "Axe Tester" });
      await page.goto("/account");
      await expectSession(page, "Signed in");
      await expectTheme(page, theme);
      await expect(page.getByRole("region", { name: "Profile" })).toBeVisible();
      await expectNoSeriousViolations(page, `/account (signed in, ${theme})`);

      await page.getByRole("button", { name: "Edit name" }).click();
      await page.getByLabel("Name", { exact: true }).fill("");
      await expect(page.getByText("Name cannot be empty.")).toBeVisible();
      await expectNoSeriousViolations(page, `/account name editor (signed in, ${theme})`);
    });

    test("signed in on / (header with greeting and Logout)", async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem("draftsmith.welcomeShown", "1"));
      await signUpViaApi(page.request, { fullName: "Axe Tester" });
      await page.goto("/");
      await expectSession(page, "Signed in");
      await expectTheme(page, theme);
      await expectNoSeriousViolations(page, `/ (signed in, ${theme})`);
    });

    test("the sign-in modal and the disclaimer modal", async ({ page }) => {
      await page.goto("/");
      await expectSession(page, "Guest");
      await expectTheme(page, theme);
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousViolations(page, `sign-in modal (${theme})`);

      await page.goto("/login?mode=signup");
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousViolations(page, `disclaimer modal (${theme})`);
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByText("Please review and accept the disclaimer to create an account.")).toBeVisible();
      await expectNoSeriousViolations(page, `/login sign-up mode, disclaimer not accepted (${theme})`);
    });

    test("form errors on /login and /signup", async ({ page, consoleErrors }) => {
      // The wrong password's 401 is the error shown here.
      consoleErrors.allow(/status of 401/);
      await page.goto("/login");
      await expectSession(page, "Guest");
      await page.getByLabel("Email").fill("nobody@example.com");
      await page.getByLabel("Password").fill("wrong-password");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByText(/^Auth error: /)).toBeVisible();
      await expectNoSeriousViolations(page, `/login with an error (${theme})`);

      await page.goto("/signup");
      await expectSession(page, "Guest");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByText("Email and password are required.")).toBeVisible();
      await expectNoSeriousViolations(page, `/signup with an error (${theme})`);
    });
  });
}
