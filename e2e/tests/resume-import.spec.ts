import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, expectSession, test } from "../support/fixtures";
import { recordRequests, sentRequests } from "../support/requests";

// Issue 13: import an existing resume from a PDF with a text layer. The fixtures were made with
// LibreOffice from e2e/fixtures/resume.txt (resume.pdf), and from a 50 dpi picture of that PDF's
// page (resume-scanned.pdf: one image, no text), as e2e/fixtures/README.md says.

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
    await expect(page.getByText(/^Filled from the PDF: /)).toContainText(
      "Filled from the PDF: Full name, Job title, Email, Phone, Location, Skills, Summary, Experience, Education. " +
        "1 job, 1 school, 3 skills; 2 lines to place (at the end of Summary: move them where they belong). It replaced what the form held.",
    );
    await expect(page.getByText("Resume imported.")).toBeVisible();
    await expect(field(page, "Full name")).toHaveValue("Ana Souza");
    await expect(field(page, "Job title")).toHaveValue("Senior Product Designer");
    await expect(field(page, "Email")).toHaveValue("ana@example.com");
    await expect(field(page, "Phone")).toHaveValue("+1 512 555 0142");
    await expect(field(page, "Location")).toHaveValue("Austin, TX");
    await expect(field(page, "Skills")).toHaveValue("Figma, Prototyping, User research");
    await expect(field(page, "Experience")).toHaveValue(
      "Acme Corp, Senior Product Designer, 2021 - present\n- Led the onboarding redesign that lifted activation 12%\n- Built a design system used by 40 designers",
    );
    await expect(field(page, "Education")).toHaveValue("University of Texas at Austin, BFA Design, 2018");
    await expect(field(page, "Summary")).toHaveValue(
      "Product designer with nine years in B2B software.\n\n" +
        "Not placed on import (move these lines where they belong, then delete this note):\nLanguages\nPortuguese, English",
    );
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
