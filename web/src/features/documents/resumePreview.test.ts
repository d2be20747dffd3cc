import { describe, expect, it } from "vitest";
import type { components } from "@/lib/api/schema";
import { resumeFromForm, resumeFromPreview, resumeFromSections } from "./build";
import { documentText, type Block } from "./model";

type Sections = components["schemas"]["ResumeSections"];

const empty = { location: "", start_date: "", end_date: "", dates: "", bullets: [] as string[] };

/** What POST /api/resume/preview answers for the examples (internal/resume/testdata/resume_corpus.json). */
const sections: Sections = {
  header: { name: "Ana Souza", title: "Product Designer", contact: { email: "", phone: "", location: "", website: "", linkedin: "", github: "" }, contact_info: "" },
  summary: "",
  skills: [],
  experience: [
    { ...empty, company: "Google", role: "Staff Engineer", location: "Mountain View, CA", start_date: "2015.03", end_date: "2021.07", dates: "2015.03 – 2021.07", bullets: ["Built the build system"] },
    { ...empty, company: "Acme", role: "Senior Product Designer", location: "London, England, United Kingdom", start_date: "Sep 2019", end_date: "Present", dates: "Sep 2019 – Present", details: "Full-time · 5 yrs 3 mos" },
    { ...empty, company: "", role: "", start_date: "2010", end_date: "2012", dates: "2010 – 2012", text: "Blue Sky, Green Fields" },
  ],
  projects: [],
  education: [
    { school: "University of Texas at Austin", degree: "BFA Design", year: "2018", text: "University of Texas at Austin — BFA Design (2018)" },
    { school: "University of Leeds", degree: "BSc Computer Science", year: "2018", details: "First-class honours", text: "BSc Computer Science, University of Leeds, 2018, First-class honours" },
    { school: "", degree: "", year: "", text: "Self-taught, many late nights" },
  ],
  certifications: [],
  references: [],
  volunteer: [],
  awards: [],
  publications: [],
  languages: [],
  interests: [],
};

const entries = (blocks: Block[]) => blocks.filter((b): b is Extract<Block, { type: "entry" }> => b.type === "entry");

describe("the resume preview before Generate", () => {
  it("is the generated draft's document, block for block", () => {
    const before = resumeFromPreview({ title: "Ana Souza — Product Designer", sections }, "modern");
    const after = resumeFromSections(sections, "modern", "Ana Souza — Product Designer");
    expect(before).toEqual(after);
  });

  it("shows company, role, place and dates where the parser put them", () => {
    const [google, acme, unsplit] = entries(resumeFromPreview({ title: "t", sections }, "default").blocks);
    expect(google).toMatchObject({ title: "Staff Engineer", subtitle: "Google, Mountain View, CA", meta: "2015.03 – 2021.07" });
    expect(google?.bullets?.map((runs) => runs.map((r) => r.text).join(""))).toEqual(["Built the build system"]);
    expect(acme).toMatchObject({ title: "Senior Product Designer", subtitle: "Acme, London, England, United Kingdom", meta: "Sep 2019 – Present · Full-time · 5 yrs 3 mos" });
    // A header the parser could not split is shown as typed, not guessed into fields.
    expect(unsplit).toMatchObject({ title: "Blue Sky, Green Fields", meta: "2010 – 2012" });
    expect(unsplit?.subtitle).toBeUndefined();
  });

  it("shows school, degree and year once each, and what the line adds", () => {
    const edu = entries(resumeFromPreview({ title: "t", sections }, "default").blocks).slice(3);
    expect(edu[0]).toMatchObject({ title: "BFA Design", subtitle: "University of Texas at Austin", meta: "2018" });
    expect(edu[0]?.body).toBeUndefined();
    expect(edu[1]?.body?.map((r) => r.text).join("")).toBe("First-class honours");
    expect(edu[2]).toMatchObject({ title: "Self-taught, many late nights" });
    const text = documentText(resumeFromPreview({ title: "t", sections }, "default"));
    expect(text).not.toContain("Austin —");
    expect(text.match(/University of Texas at Austin/g)).toHaveLength(1);
  });

  it("keeps placeholders where the form is still empty", () => {
    const blank: Sections = { ...sections, header: { ...sections.header, name: "", title: "" }, experience: [], education: [] };
    const doc = resumeFromPreview({ title: "Resume", sections: blank }, "default");
    expect(doc.blocks[0]).toMatchObject({ type: "header", name: "Your Name", title: "Job Title" });
    expect(documentText(doc)).toContain("Your summary, skills, experience, projects and education appear here as you type.");
  });

  it("shows the typed text as it is until the server's reading arrives", () => {
    const doc = resumeFromForm({ name: "Ana", experience: "Acme Corp, Senior Product Designer, 2021 - present\nLed the redesign" }, "default");
    expect(entries(doc.blocks)).toEqual([]);
    expect(documentText(doc)).toContain("Acme Corp, Senior Product Designer, 2021 - present\nLed the redesign");
  });

  it("keeps a labelled group of skills whole, as the server's list does", () => {
    const doc = resumeFromForm({ name: "Ana", skills: "Languages: Python, Go\nFrameworks (Intermediate): React, Vue\nFigma, Miro" }, "default");
    expect(doc.blocks.find((b) => b.type === "tags")).toEqual({ type: "tags", items: ["Languages: Python, Go", "Frameworks (Intermediate): React, Vue", "Figma", "Miro"] });
  });
});
