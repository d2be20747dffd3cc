// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { readPdfFile } from "@/features/documents/testing/readPdfFile";

// LinkedIn's "Save to PDF" profile (issue 24, item 3), as our own linkedin-profile.html lays it
// out and Chromium prints it: a sidebar (Contact, Top Skills, Languages, Certifications) beside
// the main column, jobs with durations. Read with the PDF import's layout reader (ADR 0035), as
// the browser reads it; the text is committed beside the PDF for the server's reading.
const fixtures = path.join(import.meta.dirname, "fixtures");

test("a LinkedIn-style profile PDF reads the main column first, then the sidebar's blocks under their headings", { timeout: 30_000 }, async () => {
  const text = await readPdfFile(path.join(fixtures, "linkedin-profile.pdf"));
  expect(text.split("\n").slice(0, 6)).toEqual([
    "Priya Raman",
    "Supply Chain Analytics Lead at Harbor Goods",
    "Rotterdam, South Holland, Netherlands",
    "Summary",
    "Operations analyst who plans inventory for retailers across three continents.",
    "Experience",
  ]);
  expect(text).toContain("Harbor Goods\nSupply Chain Analytics Lead\nSeptember 2022 - Present (3 years 2 months)\nRotterdam, South Holland, Netherlands\n");
  expect(text).toContain("Anna University\nBachelor of Engineering - BE, Mechanical Engineering · (2012 - 2016)\n\nContact\npriya.raman@example.com\n");
  expect(text).toContain("\n\nTop Skills\nSupply Chain Planning\nSQL\nDemand Forecasting\n\nLanguages\nEnglish (Native or Bilingual)\nTamil (Native or Bilingual)\nGerman (Elementary)\n\nCertifications\n");
  const committed = path.join(fixtures, "linkedin-profile.txt");
  if (process.env.UPDATE_FIXTURES) fs.writeFileSync(committed, `${text}\n`);
  expect(`${text}\n`).toBe(fs.readFileSync(committed, "utf8"));
});
