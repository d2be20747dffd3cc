import { expect, expectSession, githubFakeURL, test } from "../support/fixtures";

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
