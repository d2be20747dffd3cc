/**
 * Design it your way (issue 28): page size, Fit to one page, section order and visibility,
 * fonts, in the preview, the PDF and the DOCX.
 */
import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { downloadFrom, expect, expectSession, signUpViaApi, test, useTheme } from "../support/fixtures";
import { entriesAsText } from "../support/entries";

function field(page: Page, label: string) {
  return page.getByRole("textbox", { name: label, exact: true });
}

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: "utf8", maxBuffer: 32 << 20 });

/** Roles of our own making: each a header line and four bullets of about one line each. */
function experience(roles: number): string {
  const out: string[] = [];
  for (let i = 0; i < roles; i++) {
    out.push(`Senior Engineer at Northwind ${i + 1}, Leeds (${2000 + i} – ${2001 + i})`);
    out.push(`- Rebuilt the billing pipeline for team ${i + 1}, cutting failed payments by ${10 + i}% in one quarter`);
    out.push(`- Led a group of five through a move from a monolith to services without downtime (${i + 1})`);
    out.push(`- Wrote the on-call guide every new engineer now reads in the first week, version ${i + 1}`);
    out.push(`- Mentored three juniors, two of whom now lead projects of their own, cohort ${i + 1}`);
    out.push("");
  }
  return out.join("\n");
}

async function openDesign(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Show design options" }).click();
  await expect(page.getByLabel("Page size", { exact: true })).toBeVisible();
}

async function generate(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText(/Generated with AI\.|LLM failed: |Drafted by the built-in writer\./)).toBeVisible({ timeout: 30_000 });
}

async function resumeWith(page: Page, roles: number): Promise<void> {
  await signUpViaApi(page.request, { fullName: "Design Tester" });
  await page.goto("/");
  await expectSession(page, "Signed in");
  await field(page, "Full name").fill("Zoë Brontë");
  await field(page, "Job title").fill("Staff Engineer");
  await field(page, "Summary").fill("Engineer who ships payment systems people trust.");
  await field(page, "Skills").fill("Go, SQL, PostgreSQL, Kubernetes");
  await (await entriesAsText(page, "Experience")).fill(experience(roles));
  await (await entriesAsText(page, "Education")).fill("BSc Computer Science, University of Leeds, 2012");
}

const pageCount = (page: Page) => page.getByTestId("page-count");

test("A4 gives an A4 PDF and an A4 DOCX, in the chosen font", async ({ page }) => {
  await resumeWith(page, 2);
  await openDesign(page);
  await page.getByLabel("Page size", { exact: true }).selectOption("a4");
  await page.getByLabel("Font", { exact: true }).selectOption("dejavu-serif");
  await expect(page.getByRole("region", { name: "Document preview" }).locator("article")).toHaveAttribute("data-page", "a4");
  await generate(page);

  const pdf = await downloadFrom(page, "Download as PDF");
  const info = run("pdfinfo", [pdf]);
  expect(info).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
  const fonts = run("pdffonts", [pdf]);
  expect(fonts).toMatch(/DejaVuSerif\b/);
  expect(fonts).not.toMatch(/DejaVuSans\b/);
  expect(run("pdftotext", [pdf, "-"])).toContain("Zoë Brontë");

  const docx = await downloadFrom(page, "Download DOCX");
  const xml = run("unzip", ["-p", docx, "word/document.xml"]);
  expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
  expect(run("unzip", ["-p", docx, "word/styles.xml"])).toContain('w:ascii="DejaVu Serif"');
});

test("a resume a third of a page too long fits on one page; one three pages long says it cannot", async ({ page }) => {
  await resumeWith(page, 8);
  await generate(page);
  await expect(pageCount(page)).toHaveText("2 pages");
  // The text runs about a third of a page past the first (Letter, 0.5 in margins: 720 pt of room).
  const over = await page
    .getByRole("region", { name: "Document preview" })
    .locator("article")
    .evaluate((sheet) => (sheet.querySelector("[data-doc-body]")!.getBoundingClientRect().height * 612) / sheet.getBoundingClientRect().width / 720);
  expect(over).toBeGreaterThan(1.25);
  expect(over).toBeLessThan(1.45);
  await openDesign(page);
  await page.getByLabel("Fit to one page").check();
  await expect(pageCount(page)).toHaveText("1 page");
  await expect(page.getByText("Fits on one page, with tighter spacing, margins or text size.")).toBeVisible();
  const pdf = await downloadFrom(page, "Download as PDF");
  expect(run("pdfinfo", [pdf])).toMatch(/Pages:\s+1\n/);
  const text = run("pdftotext", [pdf, "-"]);
  expect(text).toContain("cohort 8");

  // Three pages: nothing fits within the bounds, so it says by how much, and nothing is cut.
  await (await entriesAsText(page, "Experience")).fill(experience(18));
  await generate(page);
  await expect(page.getByText(/^Cannot fit on one page: even at the tightest setting it runs \d\.\d (pages|in) over\./)).toBeVisible();
  await expect(pageCount(page)).toHaveText(/^[23] pages$/);
  const long = await downloadFrom(page, "Download as PDF");
  expect(run("pdftotext", [long, "-"])).toContain("cohort 18");
});

test("Education moved above Experience comes first in the PDF; a hidden section is left out but kept in the form", async ({ page }) => {
  await resumeWith(page, 1);
  await page.getByRole("button", { name: "Add More Info" }).click();
  await field(page, "References").fill("Dr Ada Quill, Leeds, on request");
  await openDesign(page);
  const sections = page.getByRole("group", { name: "Sections" });
  const row = (name: string) => sections.getByRole("listitem").filter({ hasText: name });
  // Keyboard path: Move up twice puts Education above Projects, then above Experience.
  await row("Education").getByRole("button", { name: "Move up" }).click();
  await expect(row("Education").getByRole("button", { name: "Move up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(sections.getByRole("listitem").nth(2)).toContainText("Education");
  await expect(sections.getByRole("listitem").nth(3)).toContainText("Experience");
  await row("References").getByRole("checkbox").uncheck();

  const preview = page.getByRole("region", { name: "Document preview" });
  await expect(preview.getByRole("heading", { name: "Education" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "References" })).toHaveCount(0);
  await generate(page);
  const text = run("pdftotext", [await downloadFrom(page, "Download as PDF"), "-"]);
  expect(text.indexOf("Education")).toBeGreaterThan(-1);
  expect(text.indexOf("Education")).toBeLessThan(text.indexOf("Experience"));
  expect(text).not.toContain("References");
  expect(text).not.toContain("Ada Quill");
  await expect(field(page, "References")).toHaveValue("Dr Ada Quill, Leeds, on request");

  // The layout is kept with the form: after a reload the order and the hidden section stay.
  await page.reload();
  await expectSession(page, "Signed in");
  await expect(preview.getByRole("heading").nth(2)).toHaveText("Education");
  await expect(preview.getByText("Ada Quill")).toHaveCount(0);
});

test.describe("in a region that prints on A4", () => {
  test.use({ locale: "de-DE" });

  test("the generator offers A4 once", async ({ page }) => {
    await page.goto("/cover-letter");
    const offer = page.getByText("Most employers in your region expect A4. Use A4?");
    await expect(offer).toBeVisible();
    await page.getByRole("button", { name: "Use A4" }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Document preview" }).locator("article")).toHaveAttribute("data-page", "a4");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Most employers in your region expect A4. Use A4?")).toHaveCount(0);
    // A4 became this browser's default page size.
    await expect(page.getByRole("region", { name: "Document preview" }).locator("article")).toHaveAttribute("data-page", "a4");
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`the Design panel is labelled, keyboard reachable and axe-clean at 375 px (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("textbox", { name: "Full name", exact: true }).fill("Zoë Brontë");
    const toggle = page.getByRole("button", { name: "Show design options" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    for (const label of ["Page size", "Font", "Text size", "Line spacing", "Document colour"]) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Fit to one page" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Sections" }).getByRole("listitem")).toHaveCount(12);
    // Tab reaches every control of the panel.
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Page size", { exact: true })).toBeFocused();
    await page.getByLabel("Fit to one page").check();
    await expect(page.getByText(/^Fits on one page/)).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    // Nothing sticks out sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}

test("A4 chosen in /settings is where a new draft starts, and a deck's slides PDF spans A4 at 16:9", async ({ page }) => {
  await signUpViaApi(page.request, { fullName: "Paper Tester" });
  await page.goto("/settings");
  await expectSession(page, "Signed in");
  await page.getByLabel("Page size", { exact: true }).selectOption("a4");
  await page.getByRole("button", { name: "Save defaults" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();

  await page.goto("/pitch-deck");
  await expectSession(page, "Signed in");
  await field(page, "Product").fill("Brontë Labs");
  await field(page, "Key points").fill("120 shops on the waitlist");
  await generate(page);
  const slides = await downloadFrom(page, "Download slides (PDF)");
  expect(run("pdfinfo", [slides])).toMatch(/Page size:\s+841\.8\d* x 473\.5\d* pts/);
  expect(run("pdfinfo", [await downloadFrom(page, "Download as PDF")])).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
});
