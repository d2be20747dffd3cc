import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectSession, signUpViaApi, test, toastWith, useTheme, type Theme } from "../support/fixtures";

// No console error or page error in these journeys (support/fixtures.ts).
test.use({ failOnConsoleErrors: true });

/** Generates a draft through the API (the session cookie is the page's). */
async function generate(request: APIRequestContext, path: string, form: Record<string, unknown>, draftId?: string) {
  const res = await request.post(draftId ? `${path}?draft_id=${draftId}` : path, { data: form });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { id: string; title: string; result_text: string; version: number };
}

const EMAIL_FORM = { sender_name: "Łukasz Nowak", recipient: "Zoë", offer: "Cut first-reply time by 40% in 30 days", goal: "A call in May" };
const RESUME_FORM = { name: "Zoë Brontë", job_title: "Platform Engineer", email: "zoe@example.com", summary: "Keeps platforms boring and fast.", experience: "Staff Engineer at Northwind (2019 – 2023)\n- Cut deploy time from 40 minutes to 6" };

function field(page: Page, label: string) {
  return page.getByRole("textbox", { name: label, exact: true });
}

test("a new user's My Drafts points to the four generators; the header links to it only when signed in", async ({ page }) => {
  await page.goto("/");
  await expectSession(page, "Guest");
  await expect(page.getByRole("banner").getByRole("link", { name: "Drafts", exact: true })).toHaveCount(0);

  await signUpViaApi(page.request);
  await page.goto("/");
  await expectSession(page, "Signed in");
  await page.getByRole("banner").getByRole("link", { name: "Drafts", exact: true }).first().click();
  await expect(page).toHaveURL(/\/drafts$/);
  await expect(page).toHaveTitle("My Drafts | Draftsmith");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { name: "No drafts yet" })).toBeVisible();
  for (const label of ["Resume", "Cover letter", "Cold email", "Pitch deck"]) {
    await expect(page.getByRole("main").getByRole("link", { name: label, exact: true })).toBeVisible();
  }
});

test("My Drafts: search, rename, delete with Undo, the bin, and opening a draft in its generator", async ({ page, consoleErrors }) => {
  // An empty title is refused by the server (422), a failed load in the console: tested here.
  consoleErrors.allow(/status of 422/);
  await signUpViaApi(page.request);
  const email = await generate(page.request, "/api/cold-email", EMAIL_FORM);
  const resume = await generate(page.request, "/api/resume", RESUME_FORM);

  await page.goto("/drafts");
  const list = page.getByRole("list", { name: "Drafts" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  // Newest first.
  await expect(list.getByRole("listitem").first()).toContainText(resume.title);

  await page.getByRole("searchbox", { name: "Search" }).fill("first-reply");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(email.title);
  await page.getByRole("searchbox", { name: "Search" }).fill("");
  await page.getByRole("combobox", { name: "Kind" }).selectOption("resume");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(resume.title);
  await page.getByRole("combobox", { name: "Kind" }).selectOption("");
  await expect(list.getByRole("listitem")).toHaveCount(2);

  // Rename: a blank title is refused with the server's message; a good one is kept.
  await page.getByRole("button", { name: `Rename ${email.title}` }).click();
  const title = page.getByRole("textbox", { name: "Title" });
  await title.fill("   ");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("The title cannot be empty.")).toBeVisible();
  await title.fill("Zoë — support pitch");
  await title.press("Enter");
  await expect(toastWith(page, "Draft renamed.")).toBeVisible();
  await expect(list.getByRole("link", { name: "Zoë — support pitch" })).toBeVisible();

  // Delete, then Undo from the toast.
  await page.getByRole("button", { name: "Delete Zoë — support pitch" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await toastWith(page, "Moved “Zoë — support pitch” to the bin.").getByRole("button", { name: "Undo" }).click();
  await expect(toastWith(page, "Draft restored.")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(2);

  // Delete again and restore from the bin.
  await page.getByRole("button", { name: `Delete ${resume.title}` }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Show bin" }).click();
  const bin = page.getByRole("list", { name: "Deleted drafts" });
  await expect(bin.getByRole("listitem")).toHaveCount(1);
  await bin.getByRole("button", { name: `Restore ${resume.title}` }).click();
  await expect(page.getByText("The bin is empty. Deleted drafts stay here for 30 days.")).toBeVisible();
  await page.getByRole("button", { name: "Back to drafts" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);

  // Open: the cold email generator with the form as it was and the draft in the preview.
  await page.getByRole("button", { name: "Open Zoë — support pitch" }).click();
  await expect(page).toHaveURL(new RegExp(`/cold-email\\?draft=${email.id}$`));
  await expect(field(page, "Your name")).toHaveValue("Łukasz Nowak");
  await expect(field(page, "Offer")).toHaveValue("Cut first-reply time by 40% in 30 days");
  await expect(page.getByText("Draft ready")).toBeVisible();
  await expect(page.getByRole("region", { name: "Document preview" })).toContainText("Zoë");
  await expect(page.getByRole("button", { name: "Copy", exact: true })).toBeEnabled();
  await expect(page.getByText("Editing Zoë — support pitch (version 1)")).toBeVisible();
});

test("regenerating an opened draft keeps the earlier version, which shows in a word diff and can be restored", async ({ page }) => {
  await signUpViaApi(page.request);
  const first = await generate(page.request, "/api/resume", RESUME_FORM);
  await page.goto(`/?draft=${first.id}`);
  await expect(field(page, "Full name")).toHaveValue("Zoë Brontë");

  await field(page, "Summary").fill("Builds quiet, reliable payment systems.");
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByRole("region", { name: "Document preview" })).toContainText("reliable payment systems");
  // The versions are a tab beside the preview.
  await page.getByRole("tab", { name: "Versions" }).click();
  const versions = page.getByRole("region", { name: "Versions" });
  const items = versions.getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("Version 2");
  await expect(items.first()).toContainText("current");
  await expect(items.last()).toContainText("Version 1");
  const diff = versions.getByRole("region", { name: "Changes from version 1 to version 2" });
  await expect(diff.locator("ins")).toContainText(["reliable"]);
  await expect(diff.locator("del").first()).toBeVisible();

  await versions.getByRole("button", { name: "Restore version 1" }).click();
  await expect(toastWith(page, "Version 1 restored as the current draft.")).toBeVisible();
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText("Version 3");
  await expect(field(page, "Summary")).toHaveValue("Keeps platforms boring and fast.");
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("region", { name: "Document preview" })).toContainText("boring and fast");

  // Away and back through the header: the draft opens again with the form as it was left.
  await field(page, "Skills").fill("Go, SQL");
  await page.getByRole("banner").getByRole("link", { name: "Cover Letter" }).first().click();
  await expect(page).toHaveURL(/\/cover-letter$/);
  await page.getByRole("banner").getByRole("link", { name: "Resume" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/\\?draft=${first.id}$`));
  await expect(page.getByText(/^Editing .* \(version 3\)/)).toBeVisible();
  await expect(field(page, "Skills")).toHaveValue("Go, SQL");

  const res = await page.request.get(`/api/drafts/${first.id}/versions`);
  const body = (await res.json()) as { versions: { number: number; result_text: string }[] };
  expect(body.versions.map((v) => v.number)).toEqual([3, 2, 1]);
  expect(body.versions[0]!.result_text).toBe(first.result_text);
});

test("a reload keeps the form in progress, and Clear form empties it", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/pitch-deck");
  await expectSession(page, "Signed in");
  await field(page, "Product").fill("Brontë Labs");
  await field(page, "Key points").fill("120 shops on the waitlist");
  await page.reload();
  await expect(field(page, "Product")).toHaveValue("Brontë Labs");
  await expect(field(page, "Key points")).toHaveValue("120 shops on the waitlist");
  // Another generator keeps its own form.
  await page.goto("/cold-email");
  await expect(field(page, "Offer")).toHaveValue("");
  await page.goto("/pitch-deck");
  await expect(field(page, "Product")).toHaveValue("Brontë Labs");

  await page.getByRole("button", { name: "Clear form" }).click();
  await expect(field(page, "Product")).toHaveValue("");
  await page.reload();
  await expect(field(page, "Product")).toHaveValue("");
});

test("a guest who signs in to generate keeps what they typed", async ({ page }) => {
  await page.goto("/cover-letter");
  await expectSession(page, "Guest");
  await field(page, "Name").fill("Zoë Łukasiewicz");
  await field(page, "Background").fill("Seven years designing onboarding flows.");
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();

  // Signs in (here through the API, as the sign-in page would), then comes back.
  await signUpViaApi(page.request);
  await page.goto("/cover-letter");
  await expectSession(page, "Signed in");
  await expect(field(page, "Name")).toHaveValue("Zoë Łukasiewicz");
  await expect(field(page, "Background")).toHaveValue("Seven years designing onboarding flows.");
  // The guest's copy moved to the account: the next guest on this browser starts empty.
  expect(await page.evaluate(() => localStorage.getItem("draftsmith.form.cover_letter.guest"))).toBeNull();

  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByText("Draft ready")).toBeVisible();
});

/** axe with WCAG 2 A and AA rules: no violation of impact serious or critical. */
async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe on ${label}`).toEqual([]);
}

for (const theme of ["dark", "light"] as Theme[]) {
  test(`axe (${theme}): My Drafts at 375 px, and an opened draft's versions and diff`, async ({ page }) => {
    await useTheme(page, theme);
    await page.addInitScript(() => sessionStorage.setItem("draftsmith.welcomeShown", "1"));
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpViaApi(page.request);
    const first = await generate(page.request, "/api/resume", RESUME_FORM);
    await generate(page.request, "/api/resume", { ...RESUME_FORM, summary: "Builds quiet, reliable payment systems." }, first.id);
    await generate(page.request, "/api/cold-email", EMAIL_FORM);
    await page.goto("/drafts");
    await expect(page.getByRole("list", { name: "Drafts" }).getByRole("listitem")).toHaveCount(2);
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousViolations(page, `/drafts (${theme})`);
    // Keyboard: the search, the kind filter and the first draft's actions are reachable.
    await page.getByRole("searchbox", { name: "Search" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("combobox", { name: "Kind" })).toBeFocused();

    await page.goto(`/?draft=${first.id}`);
    // On a phone the versions are a tab beside the preview: Preview first.
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await page.getByRole("tab", { name: "Versions" }).click();
    await expect(page.getByRole("region", { name: "Changes from version 1 to version 2" })).toBeVisible();
    await expectNoSeriousViolations(page, `versions panel (${theme})`);
  });
}

test("My Drafts pages: 20 at a time, Load more brings the rest, each once", async ({ page }) => {
  await signUpViaApi(page.request);
  const first = await generate(page.request, "/api/pitch-deck", { product: "Brontë Labs", audience: "bookshops", key_points: "120 shops" });
  // Duplicates use no allowance: 24 drafts in all.
  for (let i = 0; i < 23; i++) {
    const res = await page.request.post(`/api/drafts/${first.id}/duplicate`);
    expect(res.status()).toBe(201);
  }
  await page.goto("/drafts");
  const items = page.getByRole("list", { name: "Drafts" }).getByRole("listitem");
  await expect(items).toHaveCount(20);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(items).toHaveCount(24);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  const hrefs = await page.getByRole("list", { name: "Drafts" }).getByRole("heading").getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(24);
  // The original is the oldest, so it is last.
  await expect(items.last()).toContainText("Brontë Labs — pitch deck");
  await expect(items.last()).not.toContainText("(copy)");
});
