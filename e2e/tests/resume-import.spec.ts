import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, expectSession, test } from "../support/fixtures";
import { recordRequests, sentRequests } from "../support/requests";
import { entriesAsText } from "../support/entries";

// Issue 13: import an existing resume from a PDF with a text layer. The fixtures were made with
// LibreOffice from e2e/fixtures/resume.txt (resume.pdf) and resume-unsure.txt (issue 22), and
// from a 50 dpi picture of that PDF's page (resume-scanned.pdf: one image, no text), as
// e2e/fixtures/README.md says.

const fixture = (name: string) => path.join(import.meta.dirname, "..", "fixtures", name);

/** axe (WCAG 2 A and AA) on the import panel: no serious or critical violation. */
async function expectPanelAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="resume-import"]').withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
}

function field(page: Page, label: string) {
  return page.getByRole("textbox", { name: label, exact: true });
}

test.describe("resume import from PDF", () => {
  test("a PDF with a text layer fills the form; the file is never sent; Undo puts the form back", async ({ page }) => {
    await recordRequests(page);
    await page.goto("/");
    await expectSession(page, "Guest");
    await field(page, "Summary").fill("Typed by hand.");

    await page.getByLabel("Resume file to import").setInputFiles(fixture("resume.pdf"));
    await expect(page.getByText(/^Imported from the PDF: /)).toContainText("Imported from the PDF: 1 job, 1 school, 3 skills. It replaced what the form held.");
    await expect(page.getByText("Resume imported from the PDF.")).toBeVisible();
    await expect(field(page, "Full name")).toHaveValue("Ana Souza");
    await expect(field(page, "Job title")).toHaveValue("Senior Product Designer");
    await expect(field(page, "Email")).toHaveValue("ana@example.com");
    await expect(field(page, "Phone")).toHaveValue("+1 512 555 0142");
    await expect(field(page, "Location")).toHaveValue("Austin, TX");
    await expect(field(page, "Skills")).toHaveValue("Figma, Prototyping, User research");
    await expect(await entriesAsText(page, "Experience")).toHaveValue(
      "Acme Corp, Senior Product Designer, 2021 - present\n- Led the onboarding redesign that lifted activation 12%\n- Built a design system used by 40 designers",
    );
    await expect(await entriesAsText(page, "Education")).toHaveValue("University of Texas at Austin, BFA Design, 2018");
    await expect(field(page, "Summary")).toHaveValue("Product designer with nine years in B2B software.");
    // Languages has its own field now (behind Add More Info, shown because the import filled it).
    await expect(field(page, "Languages")).toHaveValue("Portuguese, English");
    // The preview reads the imported sections with the one parser.
    await expect(page.getByRole("region", { name: "Document preview" })).toContainText("Built a design system used by 40 designers");
    // Only the text went to the server, never the file.
    const sent = await sentRequests(page);
    const imports = sent.filter((s) => s.url === "/api/resume/import").map((s) => (JSON.parse(s.body) as { text: string }).text);
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatch(/^Ana Souza\nSenior Product Designer\nana@example\.com \| \+1 512 555 0142 \| Austin, TX\n\nSummary\n/);
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.filter((s) => s.body.includes("%PDF") || s.body.includes("FlateDecode"))).toEqual([]);

    await expectPanelAccessible(page);
    await page.getByRole("button", { name: "Undo import" }).click();
    await expect(page.getByText("Import undone: the form is as it was.")).toBeVisible();
    await expect(field(page, "Summary")).toHaveValue("Typed by hand.");
    await expect(field(page, "Full name")).toHaveValue("");
  });

  test("after an import the page says what it read and marks the fields to check; editing a field or Undo clears its mark", async ({ page }) => {
    await page.goto("/");
    // No wait for the session: the name and the file may land on the page before the app runs,
    // and neither may be lost (early-taps.spec.ts holds the app back to make sure of it).
    await field(page, "Full name").fill("Typed Name");
    await page.getByLabel("Resume file to import").setInputFiles(fixture("resume-unsure.pdf"));
    await expect(page.getByText(/^Imported from the PDF: /)).toHaveText(
      "Imported from the PDF: 1 job, 0 schools, 3 skills; 1 line to place (at the end of Summary). Check the marked fields: Summary, Experience. " +
        "It replaced what the form held. Undo import",
    );
    await expect(await entriesAsText(page, "Experience")).toHaveAccessibleDescription(/^Check this: Some roles could not be split into role, company and dates: check them\./);
    await expect(field(page, "Summary")).toHaveAccessibleDescription(/^Check this: Lines the import could not place are at the end/);
    await expect(field(page, "Skills")).not.toHaveAccessibleDescription(/Check this/);
    // Activities went to Volunteer, never to Education.
    await expect(await entriesAsText(page, "Volunteer")).toHaveValue("Volunteer Cook at Malmö Food Bank (2020 – Present)\n- Cook a weekly meal for 80 guests");
    await expect(await entriesAsText(page, "Education")).toHaveValue("");
    await expectPanelAccessible(page);

    await (await entriesAsText(page, "Experience")).fill("Summer Cook at Seaside Hotel (Jun 2023 – Aug 2023)\n- Ran the grill station for 120 covers a night");
    await expect(await entriesAsText(page, "Experience")).not.toHaveAccessibleDescription(/Check this/);
    await expect(field(page, "Summary")).toHaveAccessibleDescription(/^Check this/);

    await page.getByRole("button", { name: "Undo import" }).click();
    await expect(field(page, "Full name")).toHaveValue("Typed Name");
    await expect(field(page, "Summary")).not.toHaveAccessibleDescription(/Check this/);
  });

  test("a resume.json in the schema's older names says what it read", async ({ page }) => {
    await page.goto("/");
    await expectSession(page, "Guest");
    await page.getByLabel("Resume file to import").setInputFiles(path.join(import.meta.dirname, "..", "..", "testdata", "resumes", "jsonresume-old-james.resume.json"));
    await expect(page.getByText(/^Imported from resume\.json: /)).toContainText("Imported from resume.json: 2 jobs, 1 school, 5 skills.");
    await expect(await entriesAsText(page, "Experience")).toHaveValue(/^Senior Financial Analyst at Hudson Media Group, New York, NY \(Jun 1, 2020 – Present\)\n/);
  });

  test("an image-only PDF and a file over 5 MB get a clear message and change nothing", async ({ page }) => {
    await page.goto("/");
    await expectSession(page, "Guest");
    await field(page, "Full name").fill("Kept Name");
    const input = page.getByLabel("Resume file to import");

    await input.setInputFiles(fixture("resume-scanned.pdf"));
    await expect(page.getByRole("alert").filter({ hasText: "no text layer" })).toHaveText(
      "This PDF has no text layer (it is a scanned image), so there is nothing to import. Paste your resume's text into the form instead.",
    );
    await expect(field(page, "Full name")).toHaveValue("Kept Name");
    await expectPanelAccessible(page);

    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5 * 1024 * 1024, 32)]);
    await input.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: big });
    await expect(page.getByRole("alert").filter({ hasText: "5 MB" })).toHaveText(
      "That PDF is larger than 5 MB. Choose a smaller file, or paste your resume's text into the form.",
    );

    await input.setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some words") });
    await expect(page.getByRole("alert").filter({ hasText: "not a PDF" })).toHaveText("That file is not a PDF. Choose a .pdf file.");
    await expect(field(page, "Full name")).toHaveValue("Kept Name");
  });
});
