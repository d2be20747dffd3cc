import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, expectSession, githubFakeURL, PASSWORD, signUpViaApi, test, uniqueEmail, uniqueId } from "../support/fixtures";

// Issue 10 (accounts), as a user meets it: an unverified Google address is refused; the
// mailed confirmation link confirms and asks to sign in (it never signs a browser in); the
// password can be changed on /settings, which signs out other devices; common passwords are
// refused; and over https the session cookie is __Host- prefixed and the app still works.

const NEW_PASSWORD = "lantern-orchard-9";

/** The newest confirmation link mailed to `email` (without SMTP, mail is an .eml file in DATA_DIR/mail). */
function confirmationLink(email: string): string {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse();
  for (const f of files) {
    const text = fs.readFileSync(path.join(dir, f), "utf8");
    if (!text.includes(email)) continue;
    const link = /https?:\/\/\S+\/api\/auth\/confirm\?token=[\w-]+/.exec(text);
    if (link) return link[0];
  }
  throw new Error(`no confirmation mail to ${email} in ${dir}`);
}

test("Google with an unverified email is refused, says what to do, and makes no account", async ({ page, request }) => {
  const email = uniqueEmail("unverified");
  const queued = await page.request.post(`${githubFakeURL()}/control/google-user`, {
    data: { subject: `google-${uniqueId()}`, email, email_verified: false },
  });
  expect(queued.status()).toBe(204);

  await page.goto("/login");
  await expectSession(page, "Guest");
  await page.getByRole("button", { name: "Google", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?error=/);
  await expect(page.getByText(/^Sign-in error: Your Google email is not verified\. Verify it in your Google account, then sign in again/)).toBeVisible();
  await expectSession(page, "Guest");

  // The address is still free for its owner.
  const signUp = await request.post("/api/auth/signup", { data: { email, password: PASSWORD } });
  expect(signUp.status(), await signUp.text()).toBe(201);
});

test("the confirmation link, even opened from another site, confirms and asks to sign in", async ({ page }) => {
  const account = await signUpViaApi(page.request);
  await page.goto("/account");
  await expectSession(page, "Signed in");

  // A page of another site (localhost is another site than 127.0.0.1) links to it.
  await page.goto(`${githubFakeURL().replace("127.0.0.1", "localhost")}/login/oauth/authorize`);
  await page.setContent(`<!doctype html><title>Elsewhere</title><a href="${confirmationLink(account.email)}">Confirm your account</a>`);
  const confirmRequest = page.waitForRequest((r) => r.url().includes("/api/auth/confirm"));
  await page.getByRole("link", { name: "Confirm your account" }).click();
  expect((await (await confirmRequest).allHeaders())["sec-fetch-site"]).toBe("cross-site");

  await expect(page).toHaveURL(/\/login\?confirmed=1$/);
  await expect(page.getByText("Email confirmed. Please sign in.", { exact: true })).toBeVisible();
  // Proof of the address ended the sessions made before it, this one included.
  await expectSession(page, "Guest");

  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expectSession(page, "Signed in");

  // The link works once.
  await page.goto(confirmationLink(account.email));
  await expect(page.getByText("Sign-in error: This link is invalid or has expired. Please request a new one.")).toBeVisible();
});

test("a common password is refused at sign-up with a clear message", async ({ page }) => {
  await page.goto("/signup");
  await expectSession(page, "Guest");
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Email").fill(uniqueEmail());
  await form.getByLabel("Password", { exact: true }).fill("Password1");
  await form.getByLabel("Confirm password").fill("Password1");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByText("This password is one of the most common ones and easy to guess. Please choose another.")).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await expectSession(page, "Guest");
});

test("changing the password on /settings keeps this browser signed in and signs out the others", async ({ page, browser }) => {
  const account = await signUpViaApi(page.request);
  const laptop = await browser.newContext();
  try {
    const login = await laptop.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
    expect(login.status()).toBe(200);

    await page.goto("/settings");
    await expectSession(page, "Signed in");
    const section = page.getByRole("region", { name: "Password", exact: true });
    await section.getByLabel("Current password").fill("not-my-password");
    await section.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await section.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(section.getByText("Your current password is not correct.")).toBeVisible();
    await expect(section.getByLabel("Current password")).toBeFocused();

    await section.getByLabel("Current password").fill(account.password);
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(section.getByText("Password changed. Your other sessions have been signed out.")).toBeVisible();

    expect((await laptop.request.get("/api/auth/me")).status()).toBe(401);
    await page.reload();
    await expectSession(page, "Signed in");
    const again = await laptop.request.post("/api/auth/login", { data: { email: account.email, password: NEW_PASSWORD } });
    expect(again.status()).toBe(200);
  } finally {
    await laptop.close();
  }
});

test("an account made with GitHub is offered a link to set a password", async ({ page }) => {
  const email = uniqueEmail("gh");
  await page.goto("/login");
  await page.getByRole("button", { name: "GitHub", exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(`${githubFakeURL()}/login/oauth/authorize`));
  await page.getByLabel("GitHub user id").fill(String(Date.now() % 1_000_000_000));
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Authorize" }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Password", exact: true });
  await expect(section.getByText(/You sign in with GitHub or Google, so your account has no password yet\./)).toBeVisible();
  await section.getByRole("button", { name: "Email me a link" }).click();
  await expect(section.getByText(`We sent a link to ${email}. Open it within 1 hour to set your password.`)).toBeVisible();
});

// Over https the session cookie is __Host-draftsmith_session. This starts a second server
// whose BASE_URL is https (as behind a TLS-terminating proxy) on http://localhost, which
// Chromium treats as a secure context, so it keeps Secure and __Host- cookies there.
test.describe("with an https BASE_URL", () => {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  let server: ChildProcess | undefined;
  let origin = "";
  let dataDir = "";

  test.beforeAll(async () => {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = net.createServer().listen(0, "127.0.0.1", () => {
        const addr = srv.address();
        srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
      });
    });
    origin = `http://localhost:${port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "draftsmith-e2e-https-"));
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const k of ["DATABASE_URL", "SMTP_URL", "ADMIN_EMAILS", "TRUST_PROXY"]) delete env[k];
    Object.assign(env, { PORT: String(port), BASE_URL: `https://localhost:${port}`, DATA_DIR: dataDir, AUTH_RATE_LIMIT: "1000", LOG_LEVEL: "warn" });
    server = spawn(process.env.DRAFTSMITH_BIN ?? path.join(repoRoot, "bin", "draftsmith"), [], { env, stdio: "ignore" });
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`${origin}/api/auth/session`)).ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error("the https-configured server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("signs in with a __Host- session cookie, and the app works with it", async ({ page, context }) => {
    const email = uniqueEmail("https");
    const created = await page.request.post(`${origin}/api/auth/signup`, { data: { email, password: PASSWORD } });
    expect(created.status(), await created.text()).toBe(201);
    await context.clearCookies();

    await page.goto(`${origin}/login`);
    await expectSession(page, "Guest");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${origin}/account`);
    await expectSession(page, "Signed in");

    const cookies = await context.cookies(origin);
    const session = cookies.find((c) => c.name === "__Host-draftsmith_session");
    expect(session, JSON.stringify(cookies)).toBeTruthy();
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: "/", sameSite: "Lax", domain: "localhost" });
    expect(cookies.some((c) => c.name === "draftsmith_session")).toBe(false);

    // Still signed in after a reload, and signing out clears it.
    await page.reload();
    await expectSession(page, "Signed in");
    await page.goto(`${origin}/settings`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expectSession(page, "Guest");
    expect((await context.cookies(origin)).some((c) => c.name === "__Host-draftsmith_session")).toBe(false);
  });
});
