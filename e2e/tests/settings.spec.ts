import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, expectSession, signUpViaApi, test, toastWith, useTheme, type Theme } from "../support/fixtures";

// /settings: preferences (theme, accent), generator defaults (this browser and the account),
// profile (name, bio, avatar URL with preview), billing, and sign-out.

/** A 1×1 PNG, served for the https avatar URLs below (the test never leaves the machine). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const AVATAR_HOST = "https://images.example.test";

async function noWelcomeToast(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem("draftsmith.welcomeShown", "1"));
}

async function serveAvatars(page: Page): Promise<void> {
  await page.route(`${AVATAR_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: "image/png", body: PNG }));
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const banner = (page: Page) => page.getByRole("banner");

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n` + v.nodes.slice(0, 6).map((n) => `    at ${n.target.join(" ")}\n      ${n.failureSummary ?? ""}`).join("\n"))
    .join("\n");
  expect(serious, `axe on ${label}:\n${report}`).toEqual([]);
}

test.describe("/settings preferences", () => {
  test("theme and accent apply to the whole app at once (keyboard too) and survive a reload", async ({ page }) => {
    await page.goto("/settings");
    await expectSession(page, "Guest");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(html).toHaveAttribute("data-accent", "cyan");
    // The header's Login button is drawn in the accent colour.
    const login = banner(page).getByRole("link", { name: "Login", exact: true }).filter({ visible: true });
    const accentOf = () => login.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await accentOf()).toBe("rgb(34, 211, 238)"); // dark cyan

    const theme = page.getByRole("group", { name: "Theme" });
    await expect(theme.getByRole("radio", { name: "Dark" })).toBeChecked();
    // Keyboard: Tab reaches the group, an arrow key selects the next theme.
    await theme.getByRole("radio", { name: "Dark" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(theme.getByRole("radio", { name: "Light" })).toBeChecked();
    await expect(theme.getByRole("radio", { name: "Light" })).toBeFocused();
    await expect(html).toHaveAttribute("data-theme", "light");
    expect(await accentOf()).toBe("rgb(14, 116, 144)"); // light cyan

    const accent = page.getByRole("group", { name: "Accent colour" });
    await expect(accent.getByRole("radio")).toHaveCount(5);
    await expect(accent.getByRole("radio", { name: "Cyan" })).toBeChecked();
    await accent.getByRole("radio", { name: "Magenta" }).check();
    await expect(html).toHaveAttribute("data-accent", "magenta");
    expect(await accentOf()).toBe("rgb(162, 28, 175)"); // light magenta
    expect(await page.evaluate(() => [localStorage.getItem("draftsmith.theme"), localStorage.getItem("draftsmith.accent")])).toEqual(["light", "magenta"]);

    await page.reload();
    await expectSession(page, "Guest");
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect(html).toHaveAttribute("data-accent", "magenta");
    await expect(page.getByRole("group", { name: "Theme" }).getByRole("radio", { name: "Light" })).toBeChecked();
    await expect(page.getByRole("group", { name: "Accent colour" }).getByRole("radio", { name: "Magenta" })).toBeChecked();
    expect(await accentOf()).toBe("rgb(162, 28, 175)");

    // Other pages keep it.
    await banner(page).getByRole("link", { name: "Cover Letter" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/cover-letter$/);
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect(html).toHaveAttribute("data-accent", "magenta");
  });
});

test.describe("/settings generator defaults", () => {
  test("a guest keeps them in this browser only, and premium templates are locked", async ({ page }) => {
    const settingsCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/settings") settingsCalls.push(r.method());
    });
    await page.goto("/settings");
    await expectSession(page, "Guest");
    await expect(section(page, "Profile and billing").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await expect(section(page, "Profile")).toHaveCount(0);
    await expect(section(page, "Billing")).toHaveCount(0);

    const defaults = section(page, "Generator Defaults");
    const tone = defaults.getByLabel("Cover letter tone");
    const template = defaults.getByLabel("Default template");
    await expect(tone).toBeEnabled();
    await expect(tone).toHaveValue("professional");
    await expect(template).toHaveValue("default");
    await expect(defaults.getByText("Unlock more templates with Premium.")).toBeVisible();
    for (const value of ["classic", "modern", "creative"]) await expect(template.locator(`option[value="${value}"]`)).toBeDisabled();

    await tone.selectOption("enthusiastic");
    await defaults.getByRole("button", { name: "Save defaults" }).click();
    await expect(toastWith(page, "Generator defaults saved")).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("draftsmith.defaultCoverLetterTone"), localStorage.getItem("draftsmith.defaultTemplate")])).toEqual([
      "enthusiastic",
      "default",
    ]);
    await page.reload();
    await expectSession(page, "Guest");
    await expect(section(page, "Generator Defaults").getByLabel("Cover letter tone")).toHaveValue("enthusiastic");
    expect(settingsCalls).toEqual([]);
  });

  test("signed in, they are saved on the account and follow the user to another browser", async ({ page, browser, baseURL }) => {
    await noWelcomeToast(page);
    const account = await signUpViaApi(page.request);
    await page.goto("/settings");
    await expectSession(page, "Signed in");
    const defaults = section(page, "Generator Defaults");
    const tone = defaults.getByLabel("Cold email tone");
    await expect(tone).toBeEnabled();
    await expect(tone).toHaveValue("Professional & courteous");
    await expect(defaults.getByLabel("Default template")).toHaveValue("default");
    await tone.selectOption("Direct & concise");
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/settings" && r.request().method() === "PUT");
    await defaults.getByRole("button", { name: "Save defaults" }).click();
    expect((await saved).status()).toBe(200);
    await expect(toastWith(page, "Generator defaults saved")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("draftsmith.defaultColdEmailTone"))).toBe("Direct & concise");
    expect(await (await page.request.get("/api/settings")).json()).toMatchObject({ cold_email_tone: "Direct & concise", cover_letter_tone: "professional", default_template: "default", saved: true });

    // A second browser (its own storage and cookies), signed in as the same user.
    const other = await browser.newContext({ baseURL: baseURL! });
    try {
      const login = await other.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
      expect(login.ok(), await login.text()).toBe(true);
      const page2 = await other.newPage();
      await noWelcomeToast(page2);
      await page2.goto("/settings");
      await expectSession(page2, "Signed in");
      await expect(section(page2, "Generator Defaults").getByLabel("Cold email tone")).toHaveValue("Direct & concise");
      expect(await page2.evaluate(() => localStorage.getItem("draftsmith.defaultColdEmailTone"))).toBeNull();
    } finally {
      await other.close();
    }
  });

  test("a premium user's non-default template follows them too; the server refuses it for a free user", async ({ page, browser, baseURL }) => {
    await noWelcomeToast(page);
    const account = await signUpViaApi(page.request);
    const refused = await page.request.put("/api/settings", { data: { default_tone: "friendly", default_template: "modern" } });
    expect(refused.status()).toBe(403);

    // Upgrade on the sandbox checkout.
    await page.goto("/settings");
    await section(page, "Billing").getByRole("button", { name: /^Upgrade monthly/ }).click();
    await page.waitForURL(/\/sandbox\/checkout\//);
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    await expect(page.getByText("Premium", { exact: true }).first()).toBeVisible();

    await page.goto("/settings");
    await expectSession(page, "Signed in");
    const defaults = section(page, "Generator Defaults");
    const template = defaults.getByLabel("Default template");
    await expect(template).toBeEnabled();
    await expect(defaults.getByText("Unlock more templates with Premium.")).toHaveCount(0);
    await template.selectOption("modern");
    await defaults.getByLabel("Cover letter tone").selectOption("confident");
    await defaults.getByRole("button", { name: "Save defaults" }).click();
    await expect(toastWith(page, "Generator defaults saved")).toBeVisible();

    const other = await browser.newContext({ baseURL: baseURL! });
    try {
      expect((await other.request.post("/api/auth/login", { data: { email: account.email, password: account.password } })).ok()).toBe(true);
      const page2 = await other.newPage();
      await noWelcomeToast(page2);
      await page2.goto("/settings");
      await expectSession(page2, "Signed in");
      const defaults2 = section(page2, "Generator Defaults");
      await expect(defaults2.getByLabel("Default template")).toHaveValue("modern");
      await expect(defaults2.getByLabel("Cover letter tone")).toHaveValue("confident");
    } finally {
      await other.close();
    }
  });
});

test.describe("/settings profile", () => {
  test("empty name is refused without a request; a save shows 'Profile updated!' and the header greets the new name", async ({ page }) => {
    await noWelcomeToast(page);
    await serveAvatars(page);
    await signUpViaApi(page.request, { fullName: "First Person" });
    const puts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT" && new URL(r.url()).pathname === "/api/profile") puts.push(r.postData() ?? "");
    });
    await page.goto("/settings");
    await expectSession(page, "Signed in");
    await expect(banner(page).getByText("Hi, First", { exact: true }).filter({ visible: true })).toBeVisible();

    const profile = section(page, "Profile");
    const name = profile.getByLabel("Name", { exact: true });
    await expect(name).toHaveValue("First Person");
    await name.fill("   ");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(profile.getByText("Name cannot be empty.")).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    expect(puts).toEqual([]);

    await name.fill("Marie Curie");
    await expect(profile.getByText("Name cannot be empty.")).toHaveCount(0);
    await profile.getByLabel("Bio").fill("Physicist and chemist.");
    await profile.getByLabel("Avatar URL").fill(`${AVATAR_HOST}/marie.png`);
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(toastWith(page, "Profile updated!")).toBeVisible();
    await expect(banner(page).getByText("Hi, Marie", { exact: true }).filter({ visible: true })).toBeVisible();
    expect(JSON.parse(puts[0]!)).toEqual({ full_name: "Marie Curie", name: "Marie Curie", bio: "Physicist and chemist.", avatar_url: `${AVATAR_HOST}/marie.png` });
    expect(await (await page.request.get("/api/profile/me")).json()).toMatchObject({
      full_name: "Marie Curie",
      name: "Marie Curie",
      bio: "Physicist and chemist.",
      avatar_url: `${AVATAR_HOST}/marie.png`,
    });

    // Stored on the server: a reload shows the same values.
    await page.reload();
    await expectSession(page, "Signed in");
    await expect(section(page, "Profile").getByLabel("Bio")).toHaveValue("Physicist and chemist.");
    await expect(section(page, "Profile").getByRole("img", { name: "Avatar preview" })).toHaveAttribute("src", `${AVATAR_HOST}/marie.png`);

    // Emptied bio and avatar URL are sent, and stored, as null.
    await section(page, "Profile").getByLabel("Bio").fill("");
    await section(page, "Profile").getByLabel("Avatar URL").fill("");
    const cleared = page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname === "/api/profile");
    await section(page, "Profile").getByRole("button", { name: "Save profile" }).click();
    expect((await cleared).status()).toBe(200);
    expect(JSON.parse(puts[1]!)).toEqual({ full_name: "Marie Curie", name: "Marie Curie", bio: null, avatar_url: null });
    expect(await (await page.request.get("/api/profile/me")).json()).toMatchObject({ bio: null, avatar_url: null });
  });

  test("the server's validation message is shown with the status", async ({ page }) => {
    await noWelcomeToast(page);
    await signUpViaApi(page.request, { fullName: "Val Idator" });
    await page.goto("/settings");
    await expectSession(page, "Signed in");
    const profile = section(page, "Profile");
    await profile.getByLabel("Avatar URL").fill("ftp://files.example.com/me.png");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(profile.getByRole("alert")).toHaveText("422 Unprocessable Entity — Avatar URL must be an http:// or https:// link.");
    await expect(toastWith(page, "Avatar URL must be an http:// or https:// link.")).toBeVisible();
  });

  test("the avatar preview never renders a javascript: or data: URL, and shows an https image", async ({ page }) => {
    await noWelcomeToast(page);
    await serveAvatars(page);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await signUpViaApi(page.request, { fullName: "Ada Lovelace" });
    await page.goto("/settings");
    await expectSession(page, "Signed in");
    const profile = section(page, "Profile");
    const avatar = profile.getByLabel("Avatar URL");
    const preview = profile.getByTestId("avatar-preview");
    await expect(preview).toHaveText("AL");

    for (const bad of ["javascript:alert(1)", " JavaScript:alert(document.domain)", "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"]) {
      await avatar.fill(bad);
      await expect(profile.getByText("Only http:// or https:// image links can be previewed or saved.")).toBeVisible();
      await expect(preview.locator("img")).toHaveCount(0);
      await expect(page.locator('img[src^="javascript:" i], img[src^="data:" i]')).toHaveCount(0);
      await expect(preview).toHaveText("AL");
    }

    await avatar.fill(`${AVATAR_HOST}/ada.png`);
    const img = profile.getByRole("img", { name: "Avatar preview" });
    await expect(img).toHaveAttribute("src", `${AVATAR_HOST}/ada.png`);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });
});

test.describe("/settings sign-out", () => {
  test("failure says 'Could not sign out. Try again.'; success says 'Signed out.' and the header shows Guest", async ({ page }) => {
    await noWelcomeToast(page);
    await signUpViaApi(page.request, { fullName: "Leave Soon" });
    await page.goto("/settings");
    await expectSession(page, "Signed in");
    const signOut = section(page, "Sign out").getByRole("button", { name: "Sign out" });

    await page.route("**/api/auth/logout", (route) => route.fulfill({ status: 503, contentType: "application/problem+json", body: JSON.stringify({ status: 503, detail: "down" }) }));
    await signOut.click();
    await expect(toastWith(page, "Could not sign out. Try again.")).toBeVisible();
    await expectSession(page, "Signed in");
    await page.unroute("**/api/auth/logout");

    await signOut.click();
    await expect(toastWith(page, "Signed out.")).toBeVisible();
    await expect(toastWith(page, "Logged out successfully")).toHaveCount(0);
    await expectSession(page, "Guest");
    await expect(page).toHaveURL(/\/settings$/);
    await expect(banner(page).getByRole("link", { name: "Login", exact: true }).filter({ visible: true })).toBeVisible();
    await expect(banner(page).getByText("Hi, Leave")).toHaveCount(0);
    await expect(section(page, "Profile")).toHaveCount(0);
    await expect(section(page, "Profile and billing").getByRole("link", { name: "Sign in" })).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });
});

for (const theme of ["dark", "light"] as Theme[]) {
  test(`axe on /settings signed in, ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    await noWelcomeToast(page);
    await signUpViaApi(page.request, { fullName: "Axe Tester" });
    await page.goto("/settings");
    await expectSession(page, "Signed in");
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    await expect(section(page, "Profile")).toBeVisible();
    await expect(section(page, "Billing")).toBeVisible();
    await expect(section(page, "Generator Defaults").getByLabel("Cover letter tone")).toBeEnabled();
    await expectNoSeriousViolations(page, `/settings (signed in, ${theme})`);

    const profile = section(page, "Profile");
    await profile.getByLabel("Name", { exact: true }).fill("");
    await profile.getByLabel("Avatar URL").fill("javascript:alert(1)");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(profile.getByText("Name cannot be empty.")).toBeVisible();
    await expectNoSeriousViolations(page, `/settings with profile errors (signed in, ${theme})`);
  });
}
