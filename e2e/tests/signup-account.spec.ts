import { expect, expectSession, PASSWORD, signUpViaApi, statusDot, test, toastWith, uniqueEmail } from "../support/fixtures";

test.describe("sign-up, account, name and logout", () => {
  test("sign up on /login → /account → edit name → logout", async ({ page }) => {
    const email = uniqueEmail();
    const localPart = email.split("@")[0]!;

    await page.goto("/login");
    await expectSession(page, "Guest");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();

    // Switching to sign-up without accepted disclaimer opens the disclaimer by itself.
    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    const disclaimer = page.getByRole("dialog");
    await expect(disclaimer).toBeVisible();
    const continueButton = disclaimer.getByRole("button", { name: "Continue" });
    await expect(continueButton).toBeDisabled();

    // Dismissed: the form says why and keeps submit and OAuth buttons disabled.
    await disclaimer.getByRole("button", { name: "Cancel" }).click();
    await expect(disclaimer).toBeHidden();
    await expect(page.getByText("Please review and accept the disclaimer to create an account.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create account" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "GitHub" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Google" })).toBeDisabled();
    expect(await page.evaluate(() => localStorage.getItem("draftsmith.disclaimerAccepted"))).toBe("false");

    // Continue only once the box is ticked; acceptance is persisted.
    await page.getByRole("button", { name: "Review the disclaimer" }).click();
    await expect(disclaimer).toBeVisible();
    await expect(continueButton).toBeDisabled();
    await disclaimer.getByRole("checkbox").check();
    await expect(continueButton).toBeEnabled();
    await disclaimer.getByRole("checkbox").uncheck();
    await expect(continueButton).toBeDisabled();
    await disclaimer.getByRole("checkbox").check();
    await continueButton.click();
    await expect(disclaimer).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("draftsmith.disclaimerAccepted"))).toBe("true");
    await expect(page.getByRole("button", { name: "Create account" })).toBeEnabled();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();

    // Lands on /account, signed in, with email, user ID and status Free.
    await expect(page).toHaveURL(/\/account$/);
    await expectSession(page, "Signed in");
    const me = await page.request.get("/api/auth/me");
    expect(me.status()).toBe(200);
    const profile = (await me.json()) as { id: string; email: string };
    expect(profile.email).toBe(email);
    const card = page.getByRole("region", { name: "Profile" });
    await expect(card.getByText(email, { exact: true }).first()).toBeVisible();
    await expect(card.getByText(profile.id, { exact: true })).toBeVisible();
    await expect(card.getByText("User ID", { exact: true })).toBeVisible();
    await expect(card.getByText("Free", { exact: true })).toBeVisible();
    // The signed-in header: Account, Settings, Privacy, Liability and Logout; no Sign Up or Login.
    const header = page.getByRole("banner");
    for (const name of ["Account", "Settings", "Privacy", "Liability"]) {
      await expect(header.getByRole("link", { name, exact: true }).filter({ visible: true }), name).toBeVisible();
    }
    await expect(header.getByRole("button", { name: "Logout" }).filter({ visible: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign Up", exact: true }).filter({ visible: true })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Login", exact: true }).filter({ visible: true })).toHaveCount(0);
    // No name yet: the greeting falls back to the part of the email before the at-sign.
    await expect(page.getByRole("banner").getByText(`Hi, ${localPart}`, { exact: true }).filter({ visible: true })).toBeVisible();

    // Edit the name: Save is disabled while empty.
    await card.getByRole("button", { name: "Edit name" }).click();
    const nameInput = card.getByLabel("Name", { exact: true });
    await expect(nameInput).toBeFocused();
    await nameInput.fill("");
    await expect(card.getByRole("button", { name: "Save" })).toBeDisabled();
    await expect(card.getByText("Name cannot be empty.")).toBeVisible();
    await nameInput.fill("   ");
    await expect(card.getByRole("button", { name: "Save" })).toBeDisabled();
    await nameInput.fill("Ada Lovelace");
    await expect(card.getByRole("button", { name: "Save" })).toBeEnabled();
    await card.getByRole("button", { name: "Save" }).click();
    const saved = toastWith(page, "Name updated!");
    await expect(saved).toBeVisible();
    // Toasts appear at the top right.
    await expect(saved).toHaveAttribute("data-y-position", "top");
    await expect(saved).toHaveAttribute("data-x-position", "right");
    await expect(card.getByText("Ada Lovelace", { exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Hi, Ada", { exact: true }).filter({ visible: true })).toBeVisible();

    // The name is stored on the server, not only in the page.
    await page.reload();
    await expectSession(page, "Signed in");
    await expect(page.getByRole("region", { name: "Profile" }).getByText("Ada Lovelace", { exact: true })).toBeVisible();

    // Logout from the header.
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(toastWith(page, "Logged out successfully")).toBeVisible();
    await expectSession(page, "Guest");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Login", exact: true }).filter({ visible: true })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Sign Up", exact: true }).filter({ visible: true })).toBeVisible();
    await expect(banner.getByText("Hi, Ada")).toHaveCount(0);
    await expect(statusDot(page, "Signed in")).toHaveCount(0);
    // The session ended on the server too.
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    await expect(page.getByText("Please sign in to see your profile and billing.")).toBeVisible();
  });

  test("sign up on /signup: validation messages, then a good sign-up lands signed in", async ({ page }) => {
    const email = uniqueEmail();
    await page.goto("/signup");
    await expectSession(page, "Guest");
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    const form = page.getByRole("form", { name: "Sign up" });
    const submit = form.getByRole("button", { name: "Create account" });

    await submit.click();
    await expect(form.getByText("Email and password are required.")).toBeVisible();
    await expect(form.getByLabel("Email")).toBeFocused();

    await form.getByLabel("Email").fill(`  ${email}  `);
    await submit.click();
    await expect(form.getByText("Email and password are required.")).toBeVisible();
    await expect(form.getByLabel("Password", { exact: true })).toBeFocused();

    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm password").fill(`${PASSWORD}-typo`);
    await submit.click();
    await expect(form.getByText("Passwords do not match.")).toBeVisible();
    await expect(form.getByLabel("Confirm password")).toBeFocused();

    // Minimum length 6.
    await form.getByLabel("Password", { exact: true }).fill("abc");
    await form.getByLabel("Confirm password").fill("abc");
    await submit.click();
    await expect(form.getByText(/at least 6 characters/)).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);

    await form.getByLabel("Full name").fill("Grace Brewster Hopper");
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm password").fill(PASSWORD);
    await submit.click();

    await expect(page).toHaveURL(/\/account$/);
    await expectSession(page, "Signed in");
    await expect(page.getByRole("banner").getByText("Hi, Grace", { exact: true }).filter({ visible: true })).toBeVisible();
    const card = page.getByRole("region", { name: "Profile" });
    // The email was trimmed before it was sent.
    await expect(card.getByText(email, { exact: true }).first()).toBeVisible();
    await expect(card.getByText("Grace Brewster Hopper", { exact: true })).toBeVisible();
    await expect(card.getByText("Free", { exact: true })).toBeVisible();
  });

  test("a signed-in user gets a welcome message once per browser session; a brand-new account is not welcomed 'back'", async ({ page }) => {
    await signUpViaApi(page.request, { fullName: "Linus Welcome" });
    await page.goto("/");
    await expectSession(page, "Signed in");
    // The account was made seconds ago: it has never been here to come back (ADR 0080).
    await expect(toastWith(page, "Welcome, Linus!")).toBeVisible();
    await expect(toastWith(page, "Welcome back")).toHaveCount(0);
    await expect(toastWith(page, "Welcome")).toHaveCount(0, { timeout: 8000 });
    await page.goto("/templates");
    await expectSession(page, "Signed in");
    await page.waitForTimeout(1500);
    await expect(toastWith(page, "Welcome")).toHaveCount(0);
  });

  test("an account from before is welcomed back; on a phone the toast closes by touch or keyboard, with a visible focus ring", async ({ page }) => {
    await signUpViaApi(page.request, { fullName: "Linus Returning" });
    // The server's clock cannot be turned back: the session answer says the account was last
    // changed a month ago, as a returning user's does.
    await page.route("**/api/auth/session", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { profile?: { updated_at: string } };
      if (body.profile) body.profile.updated_at = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
      await route.fulfill({ response, json: body });
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/cover-letter");
    await expectSession(page, "Signed in");
    const welcome = toastWith(page, "Welcome back, Linus!");
    await expect(welcome).toBeVisible();
    // The toast lies across the page on a phone: its close button is a 24 px target, reached
    // from the keyboard with the app's focus ring, and closes it at once.
    const close = welcome.getByRole("button", { name: "Close toast" });
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(23.5); // 24 px, less the transform's rounding
    await close.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await expect(close).toHaveCSS("outline-style", "solid");
    await expect(close).toHaveCSS("outline-width", "2px");
    await page.keyboard.press("Enter");
    await expect(welcome).toHaveCount(0);
  });
});
