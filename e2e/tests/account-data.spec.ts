import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, expectSession, githubFakeURL, signUpViaApi, test, toastWith, uniqueEmail, uniqueId, uniqueNumber, useTheme } from "../support/fixtures";

// Issue 14, the user's data: 'Download my data' saves one JSON file with the profile, settings,
// drafts and billing history; 'Delete my account' asks for the typed email and the password
// (or a fresh GitHub/Google sign-in), refuses a wrong one with a clear message, and after
// success the user is signed out, on the home page, and cannot sign in again.

interface ExportFile {
  format: string;
  profile: { email: string; full_name: string | null };
  settings: { generator_defaults: { default_tone: string } };
  drafts: { kind: string; title: string; text: string; versions: unknown[] }[];
  billing: { credit_balance: number; payments: unknown[] };
}

test("Download my data saves a dated JSON file with the profile, settings and drafts", async ({ page }) => {
  const account = await signUpViaApi(page.request, { fullName: "Dana Export" });
  const draft = await page.request.post("/api/cold-email", {
    data: { sender_name: "Dana", recipient: "Priya", offer: "Pricing audits\nBenchmarks", goal: "a call" },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const saved = await page.request.put("/api/settings", { data: { default_tone: "friendly", default_template: "default" } });
  expect(saved.status()).toBe(200);

  await page.goto("/account");
  await expectSession(page, "Signed in");
  const card = page.getByRole("region", { name: "Your data" });
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`draftsmith-data-${new Date().toISOString().slice(0, 10)}.json`);
  await expect(toastWith(page, "Your data is downloading.")).toBeVisible();

  const data = JSON.parse(fs.readFileSync(await file.path(), "utf8")) as ExportFile;
  expect(data.format).toBe("draftsmith-export");
  expect(data.profile.email).toBe(account.email);
  expect(data.profile.full_name).toBe("Dana Export");
  expect(data.settings.generator_defaults.default_tone).toBe("friendly");
  expect(data.drafts).toHaveLength(1);
  expect(data.drafts[0]).toMatchObject({ kind: "cold_email", title: "Pricing audits", versions: [] });
  expect(data.drafts[0]!.text.length).toBeGreaterThan(20);
  expect(data.billing.credit_balance).toBe(0);
  const text = JSON.stringify(data);
  expect(text).not.toContain(account.password);
  expect(text).not.toContain("password_hash");
});

test("Delete my account: a wrong password is refused, then the account goes and sign-in fails", async ({ page }) => {
  const account = await signUpViaApi(page.request);
  await page.goto("/account");
  await expectSession(page, "Signed in");

  await page.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  const emailField = dialog.getByLabel("Type your email to confirm");
  await expect(emailField).toBeFocused();

  // The typed email must be the account's.
  await emailField.fill("someone-else@example.com");
  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("The email you typed does not match your account's email address.");
  await expect(emailField).toBeFocused();

  // A wrong password: the server refuses, nothing changes.
  await emailField.fill(account.email);
  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Your password is not correct.");
  await expect(dialog.getByLabel("Password")).toBeFocused();
  const stillThere = await page.request.get("/api/profile/me");
  expect(stillThere.status()).toBe(200);

  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toastWith(page, "Your account has been deleted.")).toBeVisible();
  await expectSession(page, "Guest");

  // Signing in again fails: the account is gone.
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid email or password.").first()).toBeVisible();
  await expectSession(page, "Guest");
});

test("the delete dialog keeps focus inside, closes on Escape and fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpViaApi(page.request);
  await page.goto("/account");
  await expectSession(page, "Signed in");
  const open = page.getByRole("button", { name: "Delete my account…" });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByLabel("Type your email to confirm")).toBeFocused();
  // Tab round the dialog: focus never leaves it.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("an account made with GitHub is deleted after a fresh sign-in, with no password asked", async ({ page }) => {
  const email = uniqueEmail("gh-delete");
  await page.goto("/login");
  await expectSession(page, "Guest");
  await page.getByRole("button", { name: "GitHub", exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(`${githubFakeURL()}/login/oauth/authorize`));
  await page.getByLabel("GitHub user id").fill(String(uniqueNumber()));
  await page.getByLabel("Login", { exact: true }).fill(`octo-${uniqueId()}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Authorize" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expectSession(page, "Signed in");

  await page.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByText(/has no password\. For your security, deleting it needs a sign-in in the last 10 minutes\./)).toBeVisible();
  await expect(dialog.getByLabel("Password")).toHaveCount(0);
  await dialog.getByLabel("Type your email to confirm").fill(email);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toastWith(page, "Your account has been deleted.")).toBeVisible();
  await expectSession(page, "Guest");
  expect((await page.request.get("/api/profile/me")).status()).toBe(401);
});

for (const theme of ["dark", "light"] as const) {
  test(`the delete dialog with an error passes axe (${theme} theme)`, async ({ page }) => {
    await useTheme(page, theme);
    await page.addInitScript(() => sessionStorage.setItem("draftsmith.welcomeShown", "1"));
    await signUpViaApi(page.request);
    await page.goto("/account");
    await expectSession(page, "Signed in");
    await page.getByRole("button", { name: "Delete my account…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("The email you typed does not match your account's email address.");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
