import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { downloadFrom, expect, expectSession, signUpViaApi, test } from "../support/fixtures";
import { entriesAsText } from "../support/entries";

// Every export (PDF, slides PDF, PPTX, DOCX) runs without a console error: the PDF engine's
// WebAssembly, for one, must load within the Content-Security-Policy.
test.use({ failOnConsoleErrors: true });

const SECTIONS = ["Problem", "Solution", "Product", "Market", "Business Model", "Go-To-Market", "Traction", "Team", "Ask"];

function field(page: Page, label: string) {
  return page.getByRole("textbox", { name: label, exact: true });
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

const RESUME_JSON = {
  basics: {
    name: "Zoë Łukasiewicz",
    label: "Product Designer",
    email: "zoe@example.com",
    location: { city: "Kraków", region: "Poland" },
    summary: "Designs onboarding that people finish.",
    profiles: [{ network: "GitHub", url: "https://github.com/zoe" }],
  },
  work: [{ position: "Lead Designer", name: "Acme", startDate: "2020-02", highlights: ["Lifted activation by 18%"] }],
  education: [{ studyType: "MA Interaction Design", institution: "Jagiellonian University", endDate: "2016" }],
  skills: [{ name: "Figma" }, { name: "User research" }],
  languages: [{ language: "Polish", fluency: "Native" }],
};

function jsonFile(content: string) {
  return { name: "resume.json", mimeType: "application/json", buffer: Buffer.from(content) };
}

test.describe("resume exports", () => {
  test("import a good resume.json fills the form and the empty profile name; a bad one changes nothing and says why", async ({ page }) => {
    await signUpViaApi(page.request, { fullName: null });
    await page.goto("/");
    await expectSession(page, "Signed in");
    await field(page, "Summary").fill("Typed by hand.");

    const input = page.getByLabel("Resume file to import");
    await input.setInputFiles(jsonFile(JSON.stringify({ basics: { name: "Nope", email: "not-an-email" }, work: [{ startDate: "Feb 2020" }] })));
    await expect(page.getByText(/^This file is not a valid JSON Resume; nothing was changed\./)).toContainText('basics.email must be an email address (it is "not-an-email")');
    await expect(page.getByText(/^This file is not a valid JSON Resume/)).toContainText("work[0].startDate must be a date like 2020-01-31, 2020-01 or 2020");
    await expect(field(page, "Summary")).toHaveValue("Typed by hand.");
    await expect(field(page, "Full name")).toHaveValue("");

    await input.setInputFiles(jsonFile("{ not json"));
    await expect(page.getByText(/^This file is not valid JSON \(/)).toBeVisible();

    await input.setInputFiles(jsonFile(JSON.stringify(RESUME_JSON)));
    await expect(page.getByText(/^Imported from resume\.json: /)).toContainText("Imported from resume.json: 1 job, 1 school, 2 skills.");
    await expect(field(page, "Languages")).toHaveValue("Polish (Native)");
    await expect(field(page, "Full name")).toHaveValue("Zoë Łukasiewicz");
    await expect(field(page, "Job title")).toHaveValue("Product Designer");
    await expect(field(page, "Location")).toHaveValue("Kraków, Poland");
    await expect(field(page, "GitHub")).toHaveValue("https://github.com/zoe");
    await expect(field(page, "Summary")).toHaveValue("Designs onboarding that people finish.");
    await expect(await entriesAsText(page, "Experience")).toHaveValue("Lead Designer at Acme (Feb 2020 – Present)\n- Lifted activation by 18%");
    await expect(page.getByRole("region", { name: "Document preview" })).toContainText("Lifted activation by 18%");
    // The profile had no name: it takes the imported one (the header greets with it).
    await expect.poll(async () => (await (await page.request.get("/api/profile/me")).json()).full_name).toBe("Zoë Łukasiewicz");

    // Export gives the same resume back, as a valid JSON Resume.
    const exported = JSON.parse(fs.readFileSync(await downloadFrom(page, "Export resume.json"), "utf8"));
    expect(exported.basics.name).toBe("Zoë Łukasiewicz");
    expect(exported.work).toEqual(RESUME_JSON.work);
    expect(exported.education).toEqual(RESUME_JSON.education);
    expect(exported.skills).toEqual(RESUME_JSON.skills);
    expect(exported.languages).toEqual(RESUME_JSON.languages);
  });

  test("a generated resume downloads as DOCX with every word, and as resume.json", async ({ page }) => {
    await signUpViaApi(page.request, { fullName: "Docx Tester" });
    await page.goto("/");
    await expectSession(page, "Signed in");
    // The DOCX download is under More actions; it waits for a draft.
    await page.getByRole("button", { name: "More actions" }).click();
    await expect(page.getByRole("button", { name: "Download DOCX" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await field(page, "Full name").fill("Łukasz Zoë Brontë");
    await field(page, "Job title").fill("Platform Engineer");
    await field(page, "Skills").fill("Go, Kubernetes, PostgreSQL");
    await (await entriesAsText(page, "Experience")).fill("Staff Engineer at Northwind, Berlin (2019 – 2023)\n- Cut deploy time from 40 minutes to 6");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText(/Generated with AI\.|LLM failed: |Drafted by the built-in writer\./)).toBeVisible({ timeout: 30_000 });

    const docx = await downloadFrom(page, "Download DOCX");
    expect(path.basename(docx)).toMatch(/^[a-z0-9_]+_\d{8}_\d{6}\.docx$/);
    const body = officeText(docx, "word/document.xml");
    for (const w of ["Łukasz Zoë Brontë", "Platform Engineer", "Go, Kubernetes, PostgreSQL", "Cut deploy time from 40 minutes to 6", "Northwind"]) expect(body).toContain(w);
    expect(execFileSync("unzip", ["-p", docx, "word/document.xml"], { encoding: "utf8" })).not.toContain("<w:tbl>");

    const exported = JSON.parse(fs.readFileSync(await downloadFrom(page, "Export resume.json"), "utf8"));
    expect(exported.basics.name).toBe("Łukasz Zoë Brontë");
    expect(exported.work[0]).toMatchObject({ startDate: "2019", endDate: "2023", highlights: ["Cut deploy time from 40 minutes to 6"] });
  });

  test("a generated cover letter downloads as DOCX", async ({ page }) => {
    await signUpViaApi(page.request, { fullName: "Letter Tester" });
    await page.goto("/cover-letter");
    await expectSession(page, "Signed in");
    await field(page, "Name").fill("Zoë Łukasiewicz");
    await field(page, "Company name").fill("Acme");
    await field(page, "Background").fill("Seven years designing onboarding flows for fintech products.");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText(/Generated with AI\.|LLM failed: |Drafted by the built-in writer\./)).toBeVisible({ timeout: 30_000 });
    const body = officeText(await downloadFrom(page, "Download DOCX"), "word/document.xml");
    expect(body).toContain("Zoë Łukasiewicz");
    expect(body).toContain("seven years designing onboarding flows for fintech products");
    expect(body).toContain("Thank you for your time and consideration.");
  });
});
