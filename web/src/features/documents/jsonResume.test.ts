import { describe, expect, it } from "vitest";
import { resumeFromForm } from "./build";
import { documentText } from "./model";
import fs from "node:fs";
import path from "node:path";
import { formFromJsonResume, isoDate, JSON_RESUME_SCHEMA_URL, jsonResumeFromForm, jsonResumeFromSections, KEPT_NOTE, readJsonResume, validateJsonResume, type JsonResume } from "./jsonResume";

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
  it("fills every form field from a resume.json, dates in the form's style", () => {
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
      skills: "Go\nPostgreSQL\nTypeScript",
      experience: "Staff Engineer at Paybridge, Leeds (Mar 2021 – Present)\n- Moved settlement to event sourcing\n- Mentored four engineers\n\nSenior Engineer at Ledgerly (2017 – 2021)\n- Built the reconciliation service",
      volunteer: "",
      projects: "pgwatch-lite\nhttps://github.com/lucja/pgwatch-lite\n- A small PostgreSQL monitor",
      education: "MEng Computer Science, University of Leeds, 2016",
      certifications: "AWS Solutions Architect",
      awards: "",
      publications: "",
      languages: "",
      interests: "",
      references: "Available on request",
    });
    expect(skipped).toEqual([]);
    // The preview shows the imported form like a typed one: as typed until the server's
    // reading arrives (its parse of this very text is a case of the Go corpus, ADR 0014/0015).
    const doc = resumeFromForm(values, "default");
    expect(documentText(doc)).toContain("Staff Engineer at Paybridge, Leeds (Mar 2021 – Present)\nMoved settlement to event sourcing");
  });

  it("round-trips: resume.json → form → resume.json", () => {
    const again = jsonResumeFromForm(formFromJsonResume(RESUME).values);
    expect(again).toEqual(RESUME);
    expect(validateJsonResume(again).ok).toBe(true);
  });

  it("round-trips every section of the schema, full dates read back exactly and no endDate as Present", () => {
    const full: JsonResume = {
      ...RESUME,
      work: [
        { name: "Paybridge, Inc.", position: "Staff Engineer", location: "Leeds", url: "https://paybridge.example", startDate: "2013-12-01", summary: "Owns settlement.", highlights: ["Moved settlement to event sourcing"] },
        { name: "Ledgerly", position: "Engineer", description: "Accounting start-up", startDate: "2012-01", endDate: "2013-11-30" },
      ],
      volunteer: [{ organization: "Code Club", position: "Mentor", url: "https://codeclub.example", startDate: "2019-02-01", endDate: "2020-06", summary: "Weekend classes.", highlights: ["Taught 40 children"] }],
      education: [{ institution: "University of Leeds", url: "https://leeds.example", area: "Computer Science", studyType: "MEng", startDate: "2012-09", endDate: "2016-06-30", score: "First", courses: ["Compilers", "Databases"] }],
      awards: [{ title: "Engineer of the Year", date: "2023-11-01", awarder: "Paybridge", summary: "For the settlement rewrite" }],
      certificates: [{ name: "AWS Solutions Architect", date: "2021-04", issuer: "Amazon", url: "https://aws.example/cert" }],
      publications: [{ name: "Event Sourcing for Payments", publisher: "Leeds Tech Journal", releaseDate: "2022-03-15", url: "https://ltj.example/es", summary: "A case study" }],
      skills: [{ name: "Backend", level: "Master", keywords: ["Go", "PostgreSQL"] }, { name: "TypeScript" }],
      languages: [{ language: "Polish", fluency: "Native" }, { language: "English", fluency: "Fluent" }],
      interests: [{ name: "Running", keywords: ["fell", "trail"] }, { name: "Chess" }],
      references: [{ name: "Jo Park", reference: "Łucja rebuilt our settlement." }],
      projects: [{ name: "pgwatch-lite", description: "A small PostgreSQL monitor.", startDate: "2020-05", url: "https://github.com/lucja/pgwatch-lite", highlights: ["200 stars"], keywords: ["Go"], roles: ["Author"], entity: "Personal", type: "application" }],
    };
    const { values } = formFromJsonResume(full);
    expect(values.experience).toContain("Staff Engineer at Paybridge, Inc., Leeds (Dec 1, 2013 – Present)");
    expect(values.experience).toContain("Engineer at Ledgerly (Jan 2012 – Nov 30, 2013)");
    expect(values.volunteer).toBe("Mentor at Code Club (Feb 1, 2019 – Jun 2020)\nWeekend classes.\nhttps://codeclub.example\n- Taught 40 children");
    expect(values.education).toBe("MEng in Computer Science, University of Leeds, Sep 2012 – Jun 30, 2016, Score: First, Courses: Compilers; Databases, https://leeds.example");
    const again = jsonResumeFromForm(values);
    expect(again).toEqual(full);
    expect(validateJsonResume(again).ok).toBe(true);
  });

  it("reads the schema's older names: work[].company, basics.website and the rest", () => {
    const { values } = formFromJsonResume({
      basics: { name: "Ana", website: "https://ana.dev", picture: "https://ana.dev/me.png" },
      work: [{ company: "Acme", position: "Designer", website: "https://acme.example", startDate: "2020-01-01" }],
      education: [{ institution: "MIT", studyType: "MBA", gpa: "3.9", endDate: "2019" }],
      publications: [{ name: "Calm Forms", website: "https://pub.example/calm" }],
    });
    expect(values.website).toBe("https://ana.dev");
    expect(values.experience).toBe("Designer at Acme (Jan 1, 2020 – Present)\nhttps://acme.example");
    expect(values.education).toBe("MBA, MIT, 2019, Score: 3.9");
    expect(values.publications).toBe("Calm Forms https://pub.example/calm");
    expect(values.summary).toBe(`${KEPT_NOTE}\nPhoto: https://ana.dev/me.png`);
  });

  it("names what the form has no field for and keeps it at the end of Summary, read back on export", () => {
    const withMore: JsonResume = { ...RESUME, basics: { ...RESUME.basics, image: "https://lucja.dev/me.png", profiles: [...(RESUME.basics?.profiles ?? []), { network: "Mastodon", url: "https://hachyderm.io/@lucja" }] } };
    const { values, skipped } = formFromJsonResume(withMore);
    expect(skipped).toEqual(["Mastodon profile", "photo"]);
    expect(values.summary).toBe(`Engineer who ships reliable payment systems.\n\n${KEPT_NOTE}\nMastodon: https://hachyderm.io/@lucja\nPhoto: https://lucja.dev/me.png`);
    expect(jsonResumeFromForm(values)).toEqual(withMore);
  });

  it("keeps skills' keywords and a username-only profile", () => {
    const { values } = formFromJsonResume({ basics: { profiles: [{ network: "GitHub", username: "lucja" }] }, skills: [{ name: "Backend", keywords: ["Go", "SQL"] }, { name: "Go" }] });
    expect(values.github).toBe("lucja");
    expect(values.skills).toBe("Backend: Go, SQL\nGo");
  });

  // Our own corpus (testdata/resumes, ADR 0035): each resume.json, current keys and older
  // ones, comes back with every entry of every section and its dates.
  const corpus = path.resolve(__dirname, "../../../../testdata/resumes");
  const files = fs.readdirSync(corpus).filter((f) => f.endsWith(".resume.json"));
  it.each(files)("round-trips %s", (file) => {
    const original = JSON.parse(fs.readFileSync(path.join(corpus, file), "utf8")) as JsonResume;
    const read = validateJsonResume(original);
    expect(read.ok).toBe(true);
    const again = jsonResumeFromForm(formFromJsonResume(original).values);
    const sections = ["work", "volunteer", "education", "awards", "certificates", "publications", "skills", "languages", "interests", "references", "projects"] as const;
    for (const key of sections) expect(again[key]?.length ?? 0, key).toBe(original[key]?.length ?? 0);
    (original.work ?? []).forEach((w, i) => {
      const back = again.work?.[i];
      expect(back?.name).toBe(w.name ?? w.company);
      expect(back?.position).toBe(w.position);
      expect(back?.startDate).toBe(w.startDate);
      expect(back?.endDate).toBe(w.endDate);
      expect(back?.highlights ?? []).toEqual(w.highlights ?? []);
    });
    (original.education ?? []).forEach((e, i) => {
      expect(again.education?.[i]).toMatchObject({ institution: e.institution, ...(e.startDate ? { startDate: e.startDate } : {}), ...(e.endDate ? { endDate: e.endDate } : {}) });
    });
    expect(again.basics?.url).toBe(original.basics?.url ?? original.basics?.website);
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
    // What is not a date stays with the words it was typed with.
    expect(out.work).toEqual([{ position: "Chef (summer of '19)" }]);
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
    expect([isoDate("Dec 1, 2013"), isoDate("1 Dec 2013"), isoDate("December 31 2020")]).toEqual(["2013-12-01", "2013-12-01", "2020-12-31"]);
  });
});
