import { expect, expectSession, signUpViaApi, test } from "../support/fixtures";

test("sign-in with a wrong password fails, the right one signs in, and /login then redirects to /account", async ({ page, request }) => {
  // `request` has its own cookies: the browser stays signed out.
  const account = await signUpViaApi(request);

  await page.goto("/login");
  await expectSession(page, "Guest");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  const form = page.getByRole("form", { name: "Sign in" });

  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(`${account.password}-wrong`);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByText("Auth error: Invalid email or password.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectSession(page, "Guest");
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);

  // An unknown email gets the same generic message.
  await form.getByLabel("Email").fill(`nobody-${account.email}`);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByText("Auth error: Invalid email or password.", { exact: true })).toBeVisible();

  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expectSession(page, "Signed in");
  await expect(page.getByRole("region", { name: "Profile" }).getByText(account.id, { exact: true })).toBeVisible();

  // A signed-in visit to /login goes to /account.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("region", { name: "Profile" }).getByText(account.email, { exact: true }).first()).toBeVisible();
});

test("email field of /login is of email type and both fields are required", async ({ page }) => {
  await page.goto("/login");
  await expectSession(page, "Guest");
  const form = page.getByRole("form", { name: "Sign in" });
  await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Email")).toHaveAttribute("required", "");
  await expect(form.getByLabel("Password")).toHaveAttribute("required", "");
});
