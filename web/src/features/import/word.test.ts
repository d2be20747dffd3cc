import fs, { readFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { docxText, linesFromHtml } from "./word";
import { DOCX_IMPORT_MESSAGES } from "./messages";

// Our own Word resumes (fixtures/make-fixtures.mjs writes them with the docx library).
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name)));

describe("Word (.docx) resume → lines in reading order", () => {
  test("a two-column layout table: the main column (with the name) first, then the sidebar's blocks", async () => {
    expect((await docxText(fixture("two-column-table.docx"))).split("\n")).toEqual([
      "Marta Kowalska",
      "Senior Backend Engineer",
      "",
      "Profile",
      "Backend engineer who builds payment systems that stay up through the busiest shopping days.",
      "",
      "Experience",
      "",
      "Senior Backend Engineer",
      "Northwind Payments, Gdańsk, Poland | Mar 2021 – Present",
      "• Cut card authorisation latency by 38% with a Go rewrite of the router",
      "• Led the move of 40 services to Kubernetes",
      "",
      "Software Engineer",
      "Baltic Freight, Gdynia, Poland | Jul 2017 – Feb 2021",
      "• Built the shipment tracking API used by 1,200 customers",
      "",
      "Education",
      "MSc Computer Science, Gdańsk University of Technology, 2017",
      "",
      "Volunteer",
      "Mentor at Code Club Gdańsk (2019 – Present)",
      "",
      "Contact",
      "marta.kowalska@example.com",
      "+48 501 234 567",
      "Gdańsk, Poland",
      "martakowalska.dev",
      "linkedin.com/in/marta-kowalska",
      "github.com/mkowalska",
      "",
      "Skills",
      "• Go",
      "• PostgreSQL",
      "• Kubernetes",
      "• gRPC",
      "",
      "Languages",
      "Polish (Native)",
      "English (Fluent)",
      "",
      "Certifications",
      "Certified Kubernetes Administrator (CKA), 2022",
    ]);
  });

  test("a LibreOffice table with a header row over both columns: the header, the main column, then the sidebar", async () => {
    const text = await docxText(fixture("sidebar-libreoffice.docx"));
    expect(text).toMatch(/^Jonas Lindqvist\nMechanical Design Engineer\n\nSummary\n/);
    expect(text).toContain("\n\nSenior Design Engineer\nNordvärme AB, Gothenburg, Sweden | Apr 2020 – Present\n• Led the redesign");
    expect(text).toContain("Chalmers University of Technology, 2015\n\nContact\njonas.lindqvist@example.se\n+46 70 123 45 67\nGothenburg, Sweden\nlinkedin.com/in/jonas-lindqvist\n\nSkills\n");
    expect(text).toMatch(/\n\nLanguages\nSwedish \(Native\)\nEnglish \(Fluent\)\nGerman \(Intermediate\)\n\nCertifications\nCSWP – Certified SolidWorks Professional, 2019$/);
  });

  test("one column: heading styles, a numbered list and line breaks", async () => {
    const text = await docxText(fixture("one-column-styles.docx"));
    expect(text).toMatch(/^Daniel Okafor\nProduct Designer\ndaniel\.okafor@example\.org \| \+44 20 7946 0321\nLeeds, UK \| danielokafor\.design\n\nSummary\n/);
    expect(text).toContain("\n\nWork Experience\nLead Product Designer at Fernhill Health, Leeds (Jan 2020 – Present)\n• Redesigned the booking flow");
    expect(text).toContain("\n\nAwards\n• Design Week Award, 2022\n• Fernhill Health Team Award, 2021");
  });

  test("headings typed as bold text stand apart as headings do", async () => {
    const text = await docxText(fixture("bold-headings.docx"));
    expect(text).toBe(
      [
        "Inés Romero",
        "Data Analyst",
        "ines.romero@example.net · +34 612 345 678 · Valencia, Spain",
        "",
        "PROFILE",
        "Analyst who makes retail data answer the questions store managers ask.",
        "",
        "EXPERIENCE",
        "Data Analyst at Mercado Sol, Valencia (Apr 2019 – Present)",
        "• Built the weekly stock forecast for 85 stores",
        "",
        "EDUCATION",
        "BSc Statistics, University of Valencia, 2018",
        "",
        "SKILLS",
        "SQL, Python, Power BI",
        "",
        "LANGUAGES",
        "Spanish (Native), English (Professional)",
      ].join("\n"),
    );
  });

  test("a damaged file, a ZIP that is not Word and a file without text say so", async () => {
    const docx = fixture("one-column-styles.docx");
    await expect(docxText(docx.subarray(0, docx.length / 2))).rejects.toThrow(DOCX_IMPORT_MESSAGES.unreadable);
    await expect(docxText(zipSync({ "notes.txt": strToU8("hello") }))).rejects.toThrow(DOCX_IMPORT_MESSAGES.unreadable);
    const empty = zipSync({
      "[Content_Types].xml": strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "_rels/.rels": strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      "word/document.xml": strToU8('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p/></w:body></w:document>'),
    });
    await expect(docxText(empty)).rejects.toThrow(DOCX_IMPORT_MESSAGES.noText);
  });
});

describe("mammoth's HTML → lines", () => {
  test("a table of data reads row by row, its cells on one line", () => {
    expect(linesFromHtml("<h2>Experience</h2><table><tr><td><p>2019 – 2023</p></td><td><p>Engineer, Acme</p></td></tr><tr><td><p>2017 – 2019</p></td><td><p>Intern, Beta</p></td></tr></table>")).toEqual([
      "Experience",
      "2019 – 2023 | Engineer, Acme",
      "2017 – 2019 | Intern, Beta",
    ]);
  });

  test("a link labelled with words reads as its address; an address stays as typed", () => {
    expect(linesFromHtml('<p><a href="https://linkedin.com/in/ana">LinkedIn</a> | <a href="mailto:ana@example.com">ana@example.com</a></p>')).toEqual([
      "https://linkedin.com/in/ana | ana@example.com",
    ]);
  });

  test("nested lists keep their items; a bold word inside a sentence is not a heading", () => {
    expect(linesFromHtml("<p>Led <strong>three</strong> teams.</p><ul><li>One<ul><li>Two</li></ul></li></ul>")).toEqual(["Led three teams.", "• One", "• Two"]);
  });
});

// The corpus's Word files (testdata/resumes/app-docx-*: the app's own DOCX export, ADR 0047),
// read as the import reads them and compared with the text committed beside them, which the
// Go corpus test imports and scores. UPDATE_CORPUS=1 writes the text.
const CORPUS = path.resolve(import.meta.dirname, "../../../../testdata/resumes");
// (The word- layouts keep their .docx beside the PDF that is read: their text is the PDF's.)
const corpusDocx = fs.readdirSync(CORPUS).filter((f) => f.startsWith("app-docx-") && f.endsWith(".docx"));

describe("the corpus's Word files", () => {
  test("are there: the app's DOCX export of at least two people", () => {
    expect(corpusDocx.length).toBeGreaterThanOrEqual(2);
  });

  test.each(corpusDocx)("%s reads as the text committed beside it", async (name) => {
    const text = await docxText(new Uint8Array(readFileSync(path.join(CORPUS, name))));
    const file = path.join(CORPUS, name.replace(/\.docx$/, ".txt"));
    if (process.env.UPDATE_CORPUS) fs.writeFileSync(file, `${text}\n`);
    expect(`${text}\n`).toBe(readFileSync(file, "utf8"));
  });
});
