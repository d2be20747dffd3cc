import { expect, expectSession, githubFakeURL, test, uniqueEmail, uniqueId, uniqueNumber, watchForText } from "../support/fixtures";

const COMPLETE = "Sign-in complete. Redirecting…";

test.describe("third-party sign-in against the local fakes", () => {
  test("GitHub: /login → fake authorize page → /auth → /account", async ({ page }) => {
    const email = uniqueEmail("gh");
    const login = `octo-${uniqueId()}`;

    await page.goto("/login");
    await expectSession(page, "Guest");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await page.getByRole("button", { name: "GitHub", exact: true }).click();

    // The fake's authorize page, reached with PKCE and state.
    await page.waitForURL((url) => url.href.startsWith(`${githubFakeURL()}/login/oauth/authorize`));
    const authorizeURL = new URL(page.url());
    expect(authorizeURL.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeURL.searchParams.get("state")).toBeTruthy();
    await expect(page.getByRole("heading", { name: "Fake GitHub: authorize Draftsmith" })).toBeVisible();
    await page.getByLabel("GitHub user id").fill(String(uniqueNumber()));
    await page.getByLabel("Login", { exact: true }).fill(login);
    await page.getByLabel("Name", { exact: true }).fill("Octavia Tester");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await expect(page.getByLabel("Email verified")).toBeChecked();
    const complete = watchForText(page, COMPLETE);
    await page.getByRole("button", { name: "Authorize" }).click();

    // Back on /auth ('Sign-in complete. Redirecting…' for 0.6 s), then /account.
    expect(await complete).toBe("/auth");
    await expect(page).toHaveURL(/\/account$/);
    await expectSession(page, "Signed in");
    await expect(page.getByRole("region", { name: "Profile" }).getByText(email, { exact: true }).first()).toBeVisible();
    // The name GitHub reported becomes the greeting.
    await expect(page.getByRole("banner").getByText("Hi, Octavia", { exact: true }).filter({ visible: true })).toBeVisible();
  });

  test("GitHub: cancelling on the provider returns to /auth with a sign-in error", async ({ page }) => {
    await page.goto("/login");
    await expectSession(page, "Guest");
    await page.getByRole("button", { name: "GitHub", exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(`${githubFakeURL()}/login/oauth/authorize`));
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/auth\?error=/);
    await expect(page.getByText(/^Sign-in error: .+/)).toBeVisible();
    await expectSession(page, "Guest");
  });

  test("Google: queued user on the fake → /auth → /account", async ({ page }) => {
    const email = uniqueEmail("google");
    const queued = await page.request.post(`${githubFakeURL()}/control/google-user`, {
      data: { subject: `google-${uniqueId()}`, email, email_verified: true },
    });
    expect(queued.status()).toBe(204);

    await page.goto("/login");
    await expectSession(page, "Guest");
    const complete = watchForText(page, COMPLETE);
    await page.getByRole("button", { name: "Google", exact: true }).click();

    expect(await complete).toBe("/auth");
    await expect(page).toHaveURL(/\/account$/);
    await expectSession(page, "Signed in");
    await expect(page.getByRole("region", { name: "Profile" }).getByText(email, { exact: true }).first()).toBeVisible();
  });

  test("a provider the server has not configured: its note is drawn with the page, and nothing moves when the app asks", async ({ page }) => {
    // This server has both configured; the page and the answer of one that lacks GitHub.
    let answer!: () => void;
    const asked = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/auth/providers", async (route) => {
      await asked;
      await route.fulfill({ json: { github: false, google: true, email_confirmation: false } });
    });
    await page.route("**/login", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace("<html ", '<html data-oauth-off="github" ');
      await route.fulfill({ response, body });
    });
    await page.goto("/login");
    await expect(page.getByText("GitHub sign-in is not configured")).toBeVisible();
    await expect(page.getByText("Google sign-in is not configured")).toBeHidden();
    const divider = page.getByText("or with email");
    const before = await divider.boundingBox();

    answer();
    await expect(page.getByRole("button", { name: "Google", exact: true })).toBeEnabled();
    await expect(page.getByRole("button", { name: "GitHub", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "GitHub", exact: true })).toHaveAccessibleDescription("GitHub sign-in is not configured");
    expect(await divider.boundingBox()).toEqual(before);
  });

  test("/auth?error=Something shows the sign-in error", async ({ page }) => {
    await page.goto("/auth?error=Something");
    await expect(page.getByText("Sign-in error: Something", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Login" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toBeVisible();
    await expectSession(page, "Guest");
    // It stays: an error never turns into a redirect.
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/auth\?error=Something$/);
  });

  test("/auth without a session says so after 3 s", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByText("Completing sign-in…")).toBeVisible();
    await expect(page.getByText("We couldn’t detect a session. Please try again.")).toBeVisible({ timeout: 8000 });
    await page.getByRole("link", { name: "Go to Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
