import { expect, signUpViaApi, test, watchForText } from "../support/fixtures";
import type { Page } from "@playwright/test";

// No console error or page error in these journeys, the sandbox's pages included (support/fixtures.ts).
test.use({ failOnConsoleErrors: true });

// Billing on the sandbox provider: Draftsmith's own checkout and portal pages, which run the
// same fulfilment code as Stripe.

function billingCard(page: Page) {
  return page.getByRole("region", { name: "Billing" });
}

async function payOnSandboxCheckout(page: Page) {
  await page.waitForURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole("note")).toHaveText("Sandbox: no real charge");
  await page.getByRole("button", { name: /^Pay / }).click();
}

test("monthly upgrade: checkout, 'Upgrade complete! Redirecting…', Premium on /account", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/account");
  await expect(page.getByText("Free", { exact: true }).first()).toBeVisible();
  await billingCard(page).getByRole("button", { name: /^Upgrade monthly/ }).click();
  await payOnSandboxCheckout(page);
  await page.waitForURL(/\/success\?session_id=/);
  expect(await watchForText(page, "Upgrade complete! Redirecting…")).toBe("/success");
  await page.waitForURL((url) => url.pathname === "/account");
  await expect(page.getByText("Premium", { exact: true }).first()).toBeVisible();
  // Upgrade buttons show only when not active.
  await expect(billingCard(page).getByRole("button", { name: /^Upgrade/ })).toHaveCount(0);
  const profile = await (await page.request.get("/api/profile/me")).json();
  expect(profile.is_premium).toBe(true);
  // Premium unlocks the template select on the generators.
  await page.goto("/");
  await expect(page.getByLabel("Template", { exact: true })).toBeEnabled();
  await expect(page.getByText("Unlock more templates with Premium.")).toHaveCount(0);
});

test("buying 3 units of credits adds 30 credits: 'Credits added (30). Redirecting…'", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/account");
  const quantity = billingCard(page).getByLabel("Credit units");
  await expect(quantity).toHaveValue("5");
  await quantity.fill("3");
  await billingCard(page).getByRole("button", { name: /^Buy credits/ }).click();
  await payOnSandboxCheckout(page);
  await page.waitForURL(/\/success\?session_id=/);
  expect(await watchForText(page, "Credits added (30). Redirecting…")).toBe("/success");
  await page.waitForURL((url) => url.pathname === "/account");
  const credits = await (await page.request.get("/api/billing/credits")).json();
  expect(credits.credits).toBe(30);
  await expect(billingCard(page)).toContainText("30");
});

test("cancelling at checkout lands on /cancel: 'No charges were made'", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/account");
  await billingCard(page).getByRole("button", { name: /^Upgrade yearly/ }).click();
  await page.waitForURL(/\/sandbox\/checkout\//);
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.waitForURL((url) => url.pathname === "/cancel");
  await expect(page.getByText("No charges were made")).toBeVisible();
  const status = await (await page.request.get("/api/billing/status")).json();
  expect(status.active).toBe(false);
});

test("cancelling in the billing portal ends premium", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/account");
  await billingCard(page).getByRole("button", { name: /^Upgrade monthly/ }).click();
  await payOnSandboxCheckout(page);
  await page.waitForURL((url) => url.pathname === "/account");
  await billingCard(page).getByRole("button", { name: "Manage billing" }).click();
  await page.waitForURL(/\/sandbox\/portal\//);
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByText("Status: canceled")).toBeVisible();
  await page.getByRole("link", { name: "Return to Draftsmith" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  await expect(billingCard(page).getByRole("button", { name: /^Upgrade monthly/ })).toBeVisible();
  const status = await (await page.request.get("/api/billing/status")).json();
  expect(status.active).toBe(false);
});

test("someone else's session id on /success grants nothing and explains", async ({ browser, page, consoleErrors }) => {
  // The server refuses the foreign session id (403), a failed load in the console: tested here.
  consoleErrors.allow(/status of 403/);
  // The buyer starts a credits checkout and pays it...
  const buyer = await browser.newContext();
  const buyerPage = await buyer.newPage();
  await signUpViaApi(buyerPage.request);
  const checkout = await buyerPage.request.post("/api/billing/checkout?plan=credits&quantity=2");
  expect(checkout.ok()).toBe(true);
  const { url } = await checkout.json();
  const sessionId = new URL(url, "http://x").pathname.split("/").pop()!;

  // ...and another signed-in user opens /success with that id.
  await signUpViaApi(page.request);
  await page.goto(`/success?session_id=${encodeURIComponent(sessionId)}`);
  await expect(page.getByText(/We couldn't confirm your purchase\./)).toBeVisible();
  await expect(page.getByText("Make sure you’re signed in with the same email used at checkout.")).toBeVisible();
  const credits = await (await page.request.get("/api/billing/credits")).json();
  expect(credits.credits).toBe(0);
  await buyer.close();
});

test("/success without a session id says so and goes to /account", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/success");
  expect(await watchForText(page, "Missing session id. Redirecting…")).toBe("/success");
  await page.waitForURL((url) => url.pathname === "/account");
});

test("/settings has the same billing section: status, upgrade and manage billing", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/settings");
  const card = billingCard(page);
  await expect(card.getByRole("button", { name: /^Upgrade monthly/ })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Upgrade yearly/ })).toBeVisible();
  await expect(card.getByRole("button", { name: "Manage billing" })).toBeVisible();
  await card.getByRole("button", { name: /^Upgrade yearly/ }).click();
  await payOnSandboxCheckout(page);
  expect(await watchForText(page, "Upgrade complete! Redirecting…")).toBe("/success");
  await page.goto("/settings");
  await expect(billingCard(page).getByRole("button", { name: /^Upgrade/ })).toHaveCount(0);
  await expect(billingCard(page)).toContainText("yearly");
});
