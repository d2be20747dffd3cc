import { expect, expectSession, githubFakeURL, recordText, signUpViaApi, test, textSeenOn } from "../support/fixtures";

test("a guest pressing Generate gets the sign-in modal; Escape, a click outside and Cancel close it", async ({ page }) => {
  await page.goto("/");
  await expectSession(page, "Guest");
  const generate = page.getByRole("button", { name: "Generate", exact: true });
  const modal = page.getByRole("dialog");

  await generate.click();
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("button", { name: "GitHub", exact: true })).toBeEnabled();
  await expect(modal.getByRole("button", { name: "Google", exact: true })).toBeEnabled();
  await expect(modal.getByRole("button", { name: "Cancel", exact: true })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(generate).toBeFocused();

  await generate.click();
  await expect(modal).toBeVisible();
  const box = await modal.boundingBox();
  expect(box).not.toBeNull();
  // A point on the backdrop, left of the dialog.
  await page.mouse.click(Math.max(2, box!.x / 2), box!.y + box!.height / 2);
  await expect(modal).toBeHidden();

  await generate.click();
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(modal).toBeHidden();

  // A click inside the dialog does not close it.
  await generate.click();
  await expect(modal).toBeVisible();
  await modal.getByRole("heading").click();
  await expect(modal).toBeVisible();

  // Its GitHub button starts the provider's sign-in.
  await modal.getByRole("button", { name: "GitHub", exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(`${githubFakeURL()}/login/oauth/authorize`));
});

test("a signed-in user's greeting opens the modal's summary with Continue and Sign out", async ({ page }) => {
  const account = await signUpViaApi(page.request, { fullName: "Mira Okafor" });
  await page.goto("/templates");
  await expectSession(page, "Signed in");
  await page.getByRole("banner").getByRole("button", { name: "Hi, Mira" }).click();
  const modal = page.getByRole("dialog");
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(account.email);
  await expect(modal.getByText("Admin", { exact: true })).toHaveCount(0);
  await modal.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(modal).toBeHidden();

  await page.getByRole("banner").getByRole("button", { name: "Hi, Mira" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign out", exact: true }).click();
  await expectSession(page, "Guest");
});

test("becoming signed in while the modal is open says 'Signed in! Redirecting…' and goes home", async ({ page }) => {
  await recordText(page, "Signed in! Redirecting…");
  await page.goto("/cover-letter");
  await expectSession(page, "Guest");
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  const modal = page.getByRole("dialog");
  await expect(modal).toBeVisible();
  // Signed in elsewhere (another tab, the provider's window): the page learns it when it
  // regains focus.
  await signUpViaApi(page.request);
  await page.evaluate(() => {
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.waitForURL((url) => url.pathname === "/");
  // Shown for 150 ms on the page the modal was open on, before going home.
  expect(await textSeenOn(page)).toEqual(["/cover-letter"]);
  await expect(modal).toBeHidden();
  await expectSession(page, "Signed in");
});
