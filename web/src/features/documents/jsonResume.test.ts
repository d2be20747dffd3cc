import { describe, expect, it } from "vitest";
import { resumeFromForm } from "./build";
import { documentText } from "./model";
import { formFromJsonResume, isoDate, JSON_RESUME_SCHEMA_URL, jsonResumeFromForm, jsonResumeFromSections, readJsonResume, validateJsonResume, type JsonResume } from "./jsonResume";

/** Everything the resume form holds, in JSON Resume v1.0.0. */
const RESUME: JsonResume = {
  $schema: JSON_RESUME_SCHEMA_URL,
  basics: {
    name: "Łucja Nowak-Ferreira",
    label: "Staff Engineer",
    email: "lucja@example.com",
    phone: "+44 20 7946 0000",
    url: "https://lucja.dev",
    summary: "Engineer who ships reliable payment systems.",
    location: { city: "Leeds", region: "UK" },
    profiles: [
      { network: "LinkedIn", url: "https://www.linkedin.com/in/lucja" },
      { network: "GitHub", url: "https://github.com/lucja" },
    ],
  },
  work: [
    { position: "Staff Engineer", name: "Paybridge", location: "Leeds", startDate: "2021-03", highlights: ["Moved settlement to event sourcing", "Mentored four engineers"] },
    { position: "Senior Engineer", name: "Ledgerly", startDate: "2017", endDate: "2021", highlights: ["Built the reconciliation service"] },
  ],
  education: [{ studyType: "MEng Computer Science", institution: "University of Leeds", endDate: "2016" }],
  projects: [{ name: "pgwatch-lite", url: "https://github.com/lucja/pgwatch-lite", highlights: ["A small PostgreSQL monitor"] }],
  skills: [{ name: "Go" }, { name: "PostgreSQL" }, { name: "TypeScript" }],
  certificates: [{ name: "AWS Solutions Architect" }],
  references: [{ reference: "Available on request" }],
  meta: { version: "v1.0.0" },
};

describe("JSON Resume import", () => {
  it("fills every form field from a resume.json", () => {
    const { values, skipped } = formFromJsonResume(RESUME);
    expect(values).toEqual({
      name: "Łucja Nowak-Ferreira",
      job_title: "Staff Engineer",
      email: "lucja@example.com",
      phone: "+44 20 7946 0000",
      website: "https://lucja.dev",
      location: "Leeds, UK",
      linkedin: "https://www.linkedin.com/in/lucja",
      github: "https://github.com/lucja",
      summary: "Engineer who ships reliable payment systems.",
      skills: "Go, PostgreSQL, TypeScript",
      experience: "Staff Engineer at Paybridge, Leeds (2021-03 – Present)\n- Moved settlement to event sourcing\n- Mentored four engineers\n\nSenior Engineer at Ledgerly (2017 – 2021)\n- Built the reconciliation service",
      projects: "pgwatch-lite\n- A small PostgreSQL monitor\n- https://github.com/lucja/pgwatch-lite",
      education: "MEng Computer Science, University of Leeds, 2016",
      certifications: "AWS Solutions Architect",
      references: "Available on request",
    });
    expect(skipped).toEqual([]);
    // The preview shows the imported form like a typed one: as typed until the server's
    // reading arrives (its parse of this very text is a case of the Go corpus, ADR 0014/0015).
    const doc = resumeFromForm(values, "default");
    expect(documentText(doc)).toContain("Staff Engineer at Paybridge, Leeds (2021-03 – Present)\nMoved settlement to event sourcing");
  });

  it("round-trips: resume.json → form → resume.json", () => {
    const again = jsonResumeFromForm(formFromJsonResume(RESUME).values);
    expect(again).toEqual(RESUME);
    expect(validateJsonResume(again).ok).toBe(true);
  });

  it("names the sections the form has no field for", () => {
    const { skipped } = formFromJsonResume({ ...RESUME, languages: [{ language: "Polish", fluency: "Native" }], awards: [{ title: "Hackathon winner" }] });
    expect(skipped).toEqual(["awards", "languages"]);
  });

  it("keeps skills' keywords and a username-only profile", () => {
    const { values } = formFromJsonResume({ basics: { profiles: [{ network: "GitHub", username: "lucja" }] }, skills: [{ name: "Backend", keywords: ["Go", "SQL"] }, { name: "Go" }] });
    expect(values.github).toBe("lucja");
    expect(values.skills).toBe("Backend, Go, SQL");
  });
});

describe("JSON Resume validation", () => {
  const errorOf = (text: string) => {
    const r = readJsonResume(text);
    if (r.ok) throw new Error("expected an error");
    return r.errors.join("\n");
  };

  it("accepts the schema's shapes, including extra fields inside sections", () => {
    expect(readJsonResume(JSON.stringify(RESUME)).ok).toBe(true);
    expect(readJsonResume(JSON.stringify({ basics: { name: "A", x_custom: 1 } })).ok).toBe(true);
    expect(readJsonResume("{}").ok).toBe(true);
  });

  it("refuses a file that is not JSON, saying so", () => {
    expect(errorOf("{ basics: ")).toMatch(/^This file is not valid JSON \(.+\); nothing was changed\.$/);
  });

  it("refuses JSON that is not an object", () => {
    expect(errorOf("[1, 2]")).toBe("This file is not a valid JSON Resume; nothing was changed. The file must be a JSON object, not a list.");
  });

  it("names each wrong field with its path", () => {
    const bad = {
      basics: { name: 42, email: "not-an-email", profiles: [{ network: "GitHub", url: "github dot com" }] },
      work: [{ name: "A" }, { name: "B", startDate: "Jan 2020" }],
      skills: "Go, SQL",
    };
    const message = errorOf(JSON.stringify(bad));
    expect(message).toContain("basics.name must be text, not a number");
    expect(message).toContain('basics.email must be an email address (it is "not-an-email")');
    expect(message).toContain("basics.profiles[0].url must be a full web address starting with https://");
    expect(message).toContain("and 2 more");
    const all = validateJsonResume(bad);
    expect(all.ok ? [] : all.errors).toEqual(expect.arrayContaining(['work[1].startDate must be a date like 2020-01-31, 2020-01 or 2020 (it is "Jan 2020")', "skills must be a list, not text"]));
  });

  it("refuses a top-level field the schema does not have", () => {
    expect(errorOf(JSON.stringify({ basics: {}, experience: [] }))).toContain("experience is not a JSON Resume section");
  });
});

describe("JSON Resume export", () => {
  it("exports a typed form as a valid resume.json, dates made ISO", () => {
    const out = jsonResumeFromForm({
      name: "Ada Lovelace",
      email: "ada@example.com",
      website: "ada.dev",
      experience: "Analyst at Engines Ltd, London (Mar 2019 – Present)\n- Wrote the first program",
      education: "BSc Mathematics, University of London, 1835",
      skills: "Mathematics\nPoetry",
    });
    expect(validateJsonResume(out).ok).toBe(true);
    expect(out.basics).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", url: "https://ada.dev" });
    expect(out.work).toEqual([{ position: "Analyst", name: "Engines Ltd", location: "London", startDate: "2019-03", highlights: ["Wrote the first program"] }]);
    expect(out.education).toEqual([{ studyType: "BSc Mathematics", institution: "University of London", endDate: "1835" }]);
    expect(out.skills).toEqual([{ name: "Mathematics" }, { name: "Poetry" }]);
  });

  it("leaves out what the schema would refuse rather than write an invalid file", () => {
    const out = jsonResumeFromForm({ email: "not an email", website: "my site", experience: "Chef (summer of '19)" });
    expect(validateJsonResume(out).ok).toBe(true);
    expect(out.basics?.email).toBeUndefined();
    expect(out.work).toEqual([{ position: "Chef" }]);
  });

  it("exports a generated resume's sections", () => {
    const out = jsonResumeFromSections({
      header: { name: "Ana", title: "Designer", contact_info: "", contact: { email: "ana@example.com", phone: "", website: "", location: "Porto, Portugal", linkedin: "", github: "ana" } },
      summary: "Designs calm software.",
      skills: ["Figma"],
      experience: [{ role: "Designer", company: "Calm", location: "", dates: "2020 – 2024", start_date: "", end_date: "", bullets: ["Redesigned onboarding"] }],
      projects: null,
      education: [{ degree: "BA Design", school: "Porto School of Art", year: "2019", text: "" }],
      certifications: null,
      references: null,
      volunteer: null,
      awards: null,
      publications: null,
      languages: null,
      interests: null,
    });
    expect(validateJsonResume(out).ok).toBe(true);
    expect(out.basics).toMatchObject({ name: "Ana", label: "Designer", location: { city: "Porto", region: "Portugal" }, profiles: [{ network: "GitHub", username: "ana" }] });
    expect(out.work).toEqual([{ position: "Designer", name: "Calm", startDate: "2020", endDate: "2024", highlights: ["Redesigned onboarding"] }]);
  });

  it("reads the dates people type", () => {
    expect([isoDate("2019"), isoDate("2019-03"), isoDate("Mar 2019"), isoDate("September 2020"), isoDate("03/2019"), isoDate("Present"), isoDate("13/2019")]).toEqual(["2019", "2019-03", "2019-03", "2020-09", "2019-03", undefined, undefined]);
  });
});
