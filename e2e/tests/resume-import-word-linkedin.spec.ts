import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
// The web app's ZIP writer, for a Word file over the size limit made here rather than committed.
import { strToU8, zipSync } from "../../web/node_modules/fflate/esm/index.mjs";
import { expect, expectSession, test } from "../support/fixtures";
import { recordRequests, sentRequests } from "../support/requests";
import { entriesAsText } from "../support/entries";

// Issue 24: the one Import takes a Word file and LinkedIn's data archive too, and tells them
// apart by content. The files are our own (web/src/features/import/fixtures/make-fixtures.mjs).

const fixture = (name: string) => path.join(import.meta.dirname, "..", "..", "web", "src", "features", "import", "fixtures", name);

function field(page: Page, label: string) {
  return page.getByRole("textbox", { name: label, exact: true });
}

test.describe("resume import from LinkedIn and Word", () => {
  test("a LinkedIn data archive fills the form; its other files are never sent; Undo puts the form back", async ({ page }) => {
    await recordRequests(page);
    await page.goto("/");
    // The prerendered shell holds the Import box before the app runs: pick files once it does.
    await expectSession(page, "Guest");
    await field(page, "Summary").fill("Typed by hand.");
    const input = page.getByLabel("Resume file to import");
    await expect(input).toHaveAttribute("accept", /\.pdf.*\.docx.*\.zip.*\.json/);

    await input.setInputFiles(fixture("linkedin-archive.zip"));
    const summary = page.getByText(/^Imported from the LinkedIn archive: /);
    await expect(summary).toContainText("Imported from the LinkedIn archive: 2 jobs, 1 school, 4 skills.");
    await expect(summary).toContainText("It replaced what the form held.");
    await expect(field(page, "Full name")).toHaveValue("Amara Nwosu");
    await expect(field(page, "Job title")).toHaveValue("Growth Marketing Manager");
    await expect(field(page, "Email")).toHaveValue("amara.nwosu@example.com");
    await expect(field(page, "Phone")).toHaveValue("+254 712 345 678");
    await expect(field(page, "Location")).toHaveValue("Nairobi, Kenya");
    await expect(field(page, "Website")).toHaveValue("https://amaranwosu.example");
    await expect(field(page, "GitHub")).toHaveValue("https://github.com/anwosu");
    await expect(field(page, "Skills")).toHaveValue("Growth Marketing, SQL, A/B Testing, Lifecycle Email");
    await expect(field(page, "Summary")).toHaveValue("Marketer who grows subscription apps with experiments, not guesses.");
    await expect(await entriesAsText(page, "Experience")).toHaveValue(
      "Growth Marketing Manager at Savanna Apps, Nairobi, Kenya (Feb 2022 – Present)\n- Grew paid subscribers from 20k to 85k\n- Ran 60 pricing and onboarding experiments\n\n" +
        "Marketing Analyst at Kilima Media, Mombasa, Kenya (Aug 2018 – Jan 2022)\n- Built the attribution model for 12 campaigns",
    );
    await expect(await entriesAsText(page, "Education")).toHaveValue("BCom Marketing, University of Nairobi, 2014 – 2018\n- Debate society");
    await expect(await entriesAsText(page, "Certifications")).toHaveValue("Google Analytics Certification — Google (May 2023)");
    // Languages and Volunteering land in their sections, opened under Add More Info.
    await expect(field(page, "Languages")).toHaveValue(/English \(Full professional proficiency\)[\s\S]*Swahili \(Native or bilingual proficiency\)/);
    await expect(await entriesAsText(page, "Awards")).toHaveValue(/Marketer of the Year/);
    // The preview reads the jobs with their dates, the current one to Present.
    const preview = page.getByRole("region", { name: "Document preview" });
    await expect(preview).toContainText("Savanna Apps");
    await expect(preview).toContainText("Present");
    await expect(preview).toContainText(/Volunteer[\s\S]*Mentor[\s\S]*Girls Code Nairobi/);
    await expect(preview).toContainText(/Languages[\s\S]*Swahili/);

    // Nothing of the archive's connections or messages left the page.
    const bodies = (await sentRequests(page)).map((s) => s.body).join("\n");
    expect(bodies).toContain("Amara Nwosu");
    expect(bodies).not.toContain("Private Person");
    expect(bodies).not.toContain("a private message");

    await page.getByRole("button", { name: "Undo import" }).click();
    await expect(page.getByText("Import undone: the form is as it was.")).toBeVisible();
    await expect(field(page, "Summary")).toHaveValue("Typed by hand.");
    await expect(field(page, "Full name")).toHaveValue("");
  });

  test("a two-column Word resume fills name, contact, jobs, schools, skills and certifications", async ({ page }) => {
    await recordRequests(page);
    await page.goto("/");
    // The prerendered shell holds the Import box before the app runs: pick files once it does.
    await expectSession(page, "Guest");
    await page.getByLabel("Resume file to import").setInputFiles(fixture("two-column-table.docx"));
    await expect(page.getByText(/^Imported from the Word file: /)).toContainText("2 jobs, 1 school, 4 skills");
    await expect(field(page, "Full name")).toHaveValue("Marta Kowalska");
    await expect(field(page, "Job title")).toHaveValue("Senior Backend Engineer");
    await expect(field(page, "Email")).toHaveValue("marta.kowalska@example.com");
    await expect(field(page, "Phone")).toHaveValue("+48 501 234 567");
    await expect(field(page, "Location")).toHaveValue("Gdańsk, Poland");
    await expect(field(page, "Website")).toHaveValue("martakowalska.dev");
    await expect(field(page, "LinkedIn")).toHaveValue("linkedin.com/in/marta-kowalska");
    await expect(field(page, "GitHub")).toHaveValue("github.com/mkowalska");
    await expect(field(page, "Summary")).toHaveValue("Backend engineer who builds payment systems that stay up through the busiest shopping days.");
    await expect(field(page, "Skills")).toHaveValue(/Go[\s\S]*PostgreSQL[\s\S]*Kubernetes[\s\S]*gRPC/);
    await expect(await entriesAsText(page, "Experience")).toHaveValue(/Senior Backend Engineer[\s\S]*Northwind Payments, Gdańsk, Poland \| Mar 2021 – Present[\s\S]*Software Engineer[\s\S]*Baltic Freight/);
    await expect(await entriesAsText(page, "Education")).toHaveValue("MSc Computer Science, Gdańsk University of Technology, 2017");
    await expect(await entriesAsText(page, "Certifications")).toHaveValue("Certified Kubernetes Administrator (CKA), 2022");
    // The sidebar's Languages and the main column's Volunteer land in their sections.
    await expect(field(page, "Languages")).toHaveValue("Polish (Native)\nEnglish (Fluent)");
    const preview = page.getByRole("region", { name: "Document preview" });
    await expect(preview).toContainText("Northwind Payments");
    await expect(preview).toContainText("Present");
    await expect(preview).toContainText(/Volunteer[\s\S]*Mentor[\s\S]*Code Club Gdańsk/);
    await expect(preview).toContainText(/Languages[\s\S]*Polish \(Native\)/);
    // Only the text went to the server, never the file.
    const imports = (await sentRequests(page)).filter((s) => s.url === "/api/resume/import").map((s) => (JSON.parse(s.body) as { text: string }).text);
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatch(/^Marta Kowalska\nSenior Backend Engineer\n\nProfile\n/);
  });

  test("LinkedIn's profile PDF fills the sidebar's contact, Top Skills and Languages, and each job keeps its place and dates", async ({ page }) => {
    await page.goto("/");
    await expectSession(page, "Guest");
    await page.getByLabel("Resume file to import").setInputFiles(fixture("linkedin-profile.pdf"));
    await expect(page.getByText(/^Imported from the PDF: /)).toContainText("2 jobs, 2 schools, 3 skills");
    await expect(field(page, "Full name")).toHaveValue("Priya Raman");
    await expect(field(page, "Email")).toHaveValue("priya.raman@example.com");
    await expect(field(page, "LinkedIn")).toHaveValue("www.linkedin.com/in/priya-raman-ops");
    await expect(field(page, "Website")).toHaveValue("priyaraman.io");
    await expect(field(page, "Location")).toHaveValue("Rotterdam, South Holland, Netherlands");
    await expect(field(page, "Skills")).toHaveValue("Supply Chain Planning\nSQL\nDemand Forecasting");
    await expect(field(page, "Languages")).toHaveValue(/English \(Native or Bilingual\)[\s\S]*German \(Elementary\)/);
    // The length of stay is not left in the text; the job's place stays with the job.
    await expect(field(page, "Experience")).toHaveValue(/^Harbor Goods\nSupply Chain Analytics Lead\nSeptember 2022 - Present\nRotterdam, South Holland, Netherlands\n/);
    await expect(field(page, "Experience")).not.toHaveValue(/years|months/);
    await expect(field(page, "Summary")).toHaveValue("Operations analyst who plans inventory for retailers across three continents.");
  });

  test("an old .doc, a damaged or too large Word file, a ZIP that is not LinkedIn's and an unknown file get their messages and change nothing", async ({ page }) => {
    await page.goto("/");
    // The prerendered shell holds the Import box before the app runs: pick files once it does.
    await expectSession(page, "Guest");
    await field(page, "Full name").fill("Kept Name");
    await field(page, "Summary").fill("Kept summary.");
    const input = page.getByLabel("Resume file to import");
    const alert = (text: string) => page.getByRole("alert").filter({ hasText: text });
    // After each bad file the form is as typed, and there is no import to undo.
    const unchanged = async () => {
      await expect(field(page, "Full name")).toHaveValue("Kept Name");
      await expect(field(page, "Summary")).toHaveValue("Kept summary.");
      await expect(field(page, "Experience")).toHaveValue("");
      await expect(page.getByRole("button", { name: "Undo import" })).toHaveCount(0);
      await expect(page.getByText(/^Imported from /)).toHaveCount(0);
    };

    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048)]);
    await input.setInputFiles({ name: "resume.doc", mimeType: "application/msword", buffer: ole });
    await expect(alert(".doc")).toHaveText("This is an older Word file (.doc). Save it as .docx or PDF and import that.");
    await unchanged();

    const docx = fs.readFileSync(fixture("two-column-table.docx"));
    await input.setInputFiles({ name: "resume.docx", mimeType: "application/octet-stream", buffer: docx.subarray(0, docx.length / 2) });
    await expect(alert("could not be read")).toHaveText(
      "That Word file could not be read. It may be damaged: open it in Word and save it again, or save it as PDF and import that.",
    );
    await unchanged();

    const big = zipSync({ "word/document.xml": strToU8("<w:document/>"), "word/media/photo.bin": [new Uint8Array(randomBytes(5 * 1024 * 1024)), { level: 0 }] });
    await input.setInputFiles({ name: "big.docx", mimeType: "application/octet-stream", buffer: Buffer.from(big) });
    await expect(alert("5 MB")).toHaveText("That Word file is larger than 5 MB. Choose a smaller file, or paste your resume's text into the form.");
    await unchanged();

    await input.setInputFiles(fixture("not-linkedin.zip"));
    await expect(alert("LinkedIn")).toHaveText(
      "This ZIP file is not a LinkedIn data archive (it has no Profile.csv or Positions.csv), so nothing was imported. Choose the archive LinkedIn sent you, a Word file, a PDF or resume.json.",
    );
    await unchanged();

    await input.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) });
    await expect(alert("not one the import reads")).toHaveText(
      "That file is not one the import reads. Choose a PDF, a Word file (.docx), your LinkedIn data archive (.zip) or resume.json.",
    );
    await unchanged();
  });
});
