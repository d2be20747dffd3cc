import type { Page } from "@playwright/test";
import { expect, expectSession, signUpViaApi, test, type Account } from "../support/fixtures";

// On a shared computer, the next person must not find what a signed-in user typed: every way
// of leaving the account — each sign-out button, the account's deletion, a session ended
// elsewhere — leaves the text in neither localStorage nor sessionStorage, nor in the form on
// screen. A guest's own form stays the guest's (ADR 0032).

test.use({ failOnConsoleErrors: true });

const TYPED = "Quixotrellis Holdings";
const GUEST_TYPED = "Guest Gina's bookshop";

/** Every key and value of both storages of the page's origin. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)).join("\n"),
  );
}

/** A guest's form, then a user signed in who types into the cover letter (kept in this browser). */
async function typeSignedIn(page: Page): Promise<Account> {
  await page.goto("/pitch-deck");
  await expectSession(page, "Guest");
  await page.getByRole("textbox", { name: "Product", exact: true }).fill(GUEST_TYPED);
  await expect.poll(() => storedText(page)).toContain(GUEST_TYPED);
  // The guest leaves the pitch deck before the account is made: a generator open when its
  // browser signs in hands the guest's form to the account (ADR 0032), and its session recheck
  // could see the new account before the test moves on (a flaky run: the guest's form went
  // with the account when it signed out).
  await page.goto("about:blank");

  const account = await signUpViaApi(page.request, { fullName: "Shared Computer" });
  await page.goto("/cover-letter");
  await expectSession(page, "Signed in");
  await page.getByRole("textbox", { name: "Company name", exact: true }).fill(TYPED);
  await expect.poll(() => page.evaluate((id) => localStorage.getItem(`draftsmith.form.cover_letter.${id}`), account.id)).toContain(TYPED);
  return account;
}

async function expectForgotten(page: Page): Promise<void> {
  await expectSession(page, "Guest");
  await expect.poll(() => storedText(page)).not.toContain(TYPED);
  // Nothing writes it back later, and a new visit to the generator starts empty.
  await page.goto("/cover-letter");
  await expectSession(page, "Guest");
  await expect(page.getByRole("textbox", { name: "Company name", exact: true })).toHaveValue("");
  expect(await storedText(page)).not.toContain(TYPED);
  // The guest's form is still the guest's.
  await page.goto("/pitch-deck");
  await expect(page.getByRole("textbox", { name: "Product", exact: true })).toHaveValue(GUEST_TYPED);
}

test("the header's Logout, on the generator itself, clears the typing from storage and the form", async ({ page }) => {
  await typeSignedIn(page);
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).filter({ visible: true }).click();
  await expectSession(page, "Guest");
  await expect(page.getByRole("textbox", { name: "Company name", exact: true })).toHaveValue("");
  await expectForgotten(page);
});

test("/settings Sign out clears it", async ({ page }) => {
  await typeSignedIn(page);
  await page.goto("/settings");
  await page.getByRole("region", { name: "Sign out" }).getByRole("button", { name: "Sign out" }).click();
  await expectForgotten(page);
});

test("/account Logout clears it", async ({ page }) => {
  await typeSignedIn(page);
  await page.goto("/account");
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expectForgotten(page);
});

test("the sign-in modal's Sign out clears it", async ({ page }) => {
  await typeSignedIn(page);
  await page.getByRole("banner").getByRole("button", { name: "Hi, Shared" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign out", exact: true }).click();
  await expectForgotten(page);
});

test("deleting the account clears it", async ({ page }) => {
  const account = await typeSignedIn(page);
  await page.goto("/account");
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Type your email to confirm").fill(account.email);
  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectForgotten(page);
});

test("a session ended elsewhere is found on return to the tab, and clears it", async ({ page }) => {
  await typeSignedIn(page);
  // Signed out from another browser tab's request (the cookie is shared): this page does not know yet.
  expect((await page.request.post("/api/auth/logout")).ok()).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expectForgotten(page);
});
