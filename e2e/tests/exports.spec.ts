import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Download, Page } from "@playwright/test";
import { expect, expectSession, signUpViaApi, test } from "../support/fixtures";

const SECTIONS = ["Problem", "Solution", "Product", "Market", "Business Model", "Go-To-Market", "Traction", "Team", "Ask"];

function field(page: Page, label: string) {
  return page.getByRole("textbox", { name: label, exact: true });
}

async function save(download: Download): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ds-export-")), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

async function downloadFrom(page: Page, button: string): Promise<string> {
  const event = page.waitForEvent("download");
  await page.getByRole("button", { name: button, exact: true }).click();
  return save(await event);
}

/** The text of an Office file's XML parts (a zip): unzip -p, tags dropped. */
function officeText(file: string, parts: string): string {
  return execFileSync("unzip", ["-p", file, parts], { encoding: "utf8", maxBuffer: 32 << 20 })
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function generateDeck(page: Page): Promise<void> {
  await signUpViaApi(page.request, { fullName: "Deck Tester" });
  await page.goto("/pitch-deck");
  await expectSession(page, "Signed in");
  await field(page, "Product").fill("Brontë Labs");
  await field(page, "Audience").fill("independent bookshops");
  await field(page, "Key points").fill("Inventory sync in one click\n120 shops on the waitlist\nRaising £400k pre-seed");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText(/Generated with AI\.|LLM failed: |Drafted by the built-in writer\./)).toBeVisible({ timeout: 30_000 });
}

test.describe("pitch deck slides", () => {
  test("the preview is slides: title then Problem … Ask, arrows, strip and keys move, the outline is a toggle away", async ({ page }) => {
    await page.goto("/pitch-deck");
    const preview = page.getByRole("region", { name: "Document preview" });
    await field(page, "Product").fill("Brontë Labs");
    await expect(preview.getByRole("group", { name: "Slide 1 of 10: Title" })).toContainText("Brontë Labs");

    const strip = preview.getByRole("list", { name: "Slides" });
    await expect(strip.getByRole("button")).toHaveCount(10);
    for (const [i, name] of ["Title", ...SECTIONS].entries()) await expect(strip.getByRole("button").nth(i)).toHaveAccessibleName(`Slide ${i + 1}: ${name}`);

    const previous = preview.getByRole("button", { name: "Previous slide" });
    const next = preview.getByRole("button", { name: "Next slide" });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(preview.getByRole("group", { name: "Slide 2 of 10: Problem" })).toBeVisible();
    await expect(strip.getByRole("button", { name: "Slide 2: Problem" })).toHaveAttribute("aria-current", "true");

    // Keyboard: Right, End, Left on the focused slide.
    await preview.getByRole("group", { name: "Slide 2 of 10: Problem" }).click();
    await page.keyboard.press("ArrowRight");
    await expect(preview.getByRole("group", { name: "Slide 3 of 10: Solution" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(preview.getByRole("group", { name: "Slide 10 of 10: Ask" })).toBeVisible();
    await expect(next).toBeDisabled();
    await page.keyboard.press("ArrowLeft");
    await expect(preview.getByRole("group", { name: "Slide 9 of 10: Team" })).toBeVisible();

    await strip.getByRole("button", { name: "Slide 5: Market" }).click();
    await expect(preview.getByRole("group", { name: "Slide 5 of 10: Market" })).toBeVisible();

    await page.getByRole("button", { name: "Outline", exact: true }).click();
    await expect(page.getByRole("button", { name: "Outline", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(preview.getByRole("article")).toContainText("Brontë Labs");
    await expect(preview.getByRole("group", { name: /^Slide / })).toHaveCount(0);
    await page.getByRole("button", { name: "Slides", exact: true }).click();
    await expect(preview.getByRole("group", { name: "Slide 5 of 10: Market" })).toBeVisible();
  });

  test("a generated deck downloads as slides (PDF) and PPTX with every word, and the letter PDF stays", async ({ page }) => {
    await generateDeck(page);
    const preview = page.getByRole("region", { name: "Document preview" });
    await preview.getByRole("button", { name: "Slide 8: Traction" }).click();
    await expect(preview.getByRole("group", { name: "Slide 8 of 10: Traction" })).toContainText("120 shops on the waitlist");

    const slidesPdf = await downloadFrom(page, "Download slides (PDF)");
    expect(path.basename(slidesPdf)).toMatch(/^bront[a-z_]*_slides_\d{8}_\d{6}\.pdf$/);
    const info = execFileSync("pdfinfo", [slidesPdf], { encoding: "utf8" });
    expect(info).toMatch(/Pages:\s+10\b/);
    expect(info).toMatch(/Page size:\s+720 x 405 pts/);
    const pdfText = execFileSync("pdftotext", [slidesPdf, "-"], { encoding: "utf8" });
    for (const w of ["Brontë Labs", "independent bookshops", "120 shops on the waitlist", "Raising £400k pre-seed", ...SECTIONS]) expect(pdfText).toContain(w);

    const pptx = await downloadFrom(page, "Download PPTX");
    expect(path.basename(pptx)).toMatch(/^bront[a-z_]*_\d{8}_\d{6}\.pptx$/);
    const slidesXml = officeText(pptx, "ppt/slides/slide*.xml");
    for (const w of ["Brontë Labs", "120 shops on the waitlist", "Raising £400k pre-seed", ...SECTIONS]) expect(slidesXml).toContain(w);
    expect(officeText(pptx, "ppt/notesSlides/notesSlide*.xml")).toContain("Inventory sync in one click");

    const letter = await downloadFrom(page, "Download as PDF");
    expect(execFileSync("pdfinfo", [letter], { encoding: "utf8" })).toMatch(/Page size:\s+612 x 792 pts/);
  });
});
