import { expect, PASSWORD, test, uniqueEmail } from "../support/fixtures";

test("/ carries a Content-Security-Policy without inline script, and nosniff", async ({ request }) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const headers = res.headers();
  const csp = headers["content-security-policy"];
  expect(csp, "Content-Security-Policy header").toBeTruthy();
  const directives = new Map(
    csp!
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0]!.toLowerCase(), parts.slice(1)] as const),
  );
  const scriptSrc = directives.get("script-src") ?? directives.get("default-src");
  expect(scriptSrc, "script-src (or default-src)").toBeTruthy();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
});

test("the page really runs under that policy: no CSP violation while it loads", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a cross-site POST to /api/auth/login is refused with 403; a same-origin one is not", async ({ request, baseURL }) => {
  const body = { email: uniqueEmail(), password: PASSWORD };
  const crossSite = await request.post("/api/auth/login", {
    data: body,
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSite.status()).toBe(403);

  const sameOrigin = await request.post("/api/auth/login", {
    data: body,
    headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
  });
  expect(sameOrigin.status()).toBe(401);
});
