import { describe, expect, it } from "vitest";
import type { DraftSummary } from "@/features/drafts/api";
import { BACKGROUND_MAX, backgroundFromResume, fieldsFromResume, hasProfile, keyAchievements, offerFromResume, roleLine, summaryWithoutImportNote, type ResumeSections } from "./fromResume";
import { resumeSources, sourceLabel } from "./resumeSources";

const contact = { email: "mira@example.org", phone: "+1 555 0100", location: "Lisbon", website: "", linkedin: "", github: "github.com/mira" };
const role = (r: string, company: string, dates: string, bullets: string[]) => ({ role: r, company, dates, start_date: "", end_date: "", location: "", bullets });

const resume: ResumeSections = {
  header: { name: "Mira Okonjo-Vale", title: "Platform Engineer", contact, contact_info: "" },
  summary: "Platform engineer who makes deploys boring. Eight years on payments infrastructure.",
  skills: ["Go", "Kubernetes"],
  experience: [
    role("Senior Platform Engineer", "Quillfeather", "2021 – Present", ["Led the move to one deploy pipeline for 40 services", "Mentored new hires", "- Cut p99 latency from 800 ms to 120 ms"]),
    role("Backend Engineer", "Tessellate Pay", "2017 – 2021", ["Built the ledger service", "Reduced failed payouts by 35%"]),
    role("Intern", "Oldco", "2016", ["Wrote 12 internal tools"]),
  ],
  projects: [{ name: "ferry", bullets: ["An open-source queue with 2k stars"], text: "", tech: "", link: "" }],
  education: [],
  certifications: [],
  references: [],
  volunteer: [],
  awards: [],
  publications: [],
  languages: [],
  interests: [],
};

describe("filling a letter from the resume", () => {
  it("names a role with its company and dates, or the header as typed", () => {
    expect(roleLine(resume.experience![0]!)).toBe("Senior Platform Engineer at Quillfeather (2021 – Present)");
    expect(roleLine({ ...role("", "", "", []), text: "Freelance design work" })).toBe("Freelance design work");
  });

  it("takes achievements from the recent roles, those with a figure first, without bullet marks", () => {
    expect(keyAchievements(resume)).toEqual(["Led the move to one deploy pipeline for 40 services", "Cut p99 latency from 800 ms to 120 ms", "Reduced failed payouts by 35%"]);
  });

  it("never reaches past the two most recent roles for a letter's roles, and fills from projects when roles have few bullets", () => {
    const few = { ...resume, experience: [role("Designer", "Atelier Nord", "2022 – Present", ["Ran the studio's rebrand"])] };
    expect(keyAchievements(few)).toEqual(["An open-source queue with 2k stars", "Ran the studio's rebrand"]);
    expect(backgroundFromResume(resume)).not.toContain("Oldco");
  });

  it("writes the background as the summary, then each recent role with its own bullets, then education and skills", () => {
    expect(backgroundFromResume(resume)).toBe(
      [
        "Platform engineer who makes deploys boring. Eight years on payments infrastructure.",
        "",
        "Senior Platform Engineer at Quillfeather (2021 – Present)",
        "- Led the move to one deploy pipeline for 40 services",
        "- Mentored new hires",
        "- Cut p99 latency from 800 ms to 120 ms",
        "",
        "Backend Engineer at Tessellate Pay (2017 – 2021)",
        "- Built the ledger service",
        "- Reduced failed payouts by 35%",
        "",
        "Skills: Go, Kubernetes",
      ].join("\n"),
    );
  });

  it("leaves out the import's note of lines it could not place, and keeps the summary above it", () => {
    const imported = {
      ...resume,
      summary:
        "Platform engineer who makes deploys boring.\nEight years on payments infrastructure.\n\nNot placed on import (move these lines where they belong, then delete this note):\nStackOverflow johndoe\nReferences on request",
    };
    const background = backgroundFromResume(imported);
    expect(background.split("\n")[0]).toBe("Platform engineer who makes deploys boring. Eight years on payments infrastructure.");
    for (const gone of ["Not placed on import", "StackOverflow", "johndoe", "References on request"]) expect(background).not.toContain(gone);
    expect(fieldsFromResume("cover_letter", imported).background).toBe(background);
    // A summary that is only the note is no summary; the cold email's fallback does not offer it either.
    const onlyNote = { ...resume, summary: "Not placed on import (move these lines where they belong, then delete this note):\nStackOverflow johndoe" };
    expect(backgroundFromResume(onlyNote)).not.toContain("StackOverflow");
    expect(backgroundFromResume(onlyNote).startsWith("Senior Platform Engineer at Quillfeather")).toBe(true);
    expect(offerFromResume({ ...onlyNote, experience: [], projects: [] })).toBe("");
    expect(hasProfile({ ...onlyNote, header: { ...resume.header, name: "" }, experience: [] })).toBe(false);
    // What the user wrote after the note's paragraph stays.
    expect(summaryWithoutImportNote("Designer.\n\nNot placed on import (move these lines where they belong, then delete this note):\nfoo\n\nOpen to relocation.")).toBe("Designer.\n\nOpen to relocation.");
  });

  it("puts each job's bullets under its own header, then education and skills lines", () => {
    const twoJobs: ResumeSections = {
      ...resume,
      summary: "Support lead.",
      skills: ["Languages: Go, Python", "Zendesk"],
      experience: [
        role("Support Lead", "Brightdesk", "2020 – Present", ["Ran a team of 6 agents", "Wrote the escalation playbook", "Cut first reply time by 40%"]),
        role("Support Agent", "Northwind", "2017 – 2020", ["Answered 60 tickets a day", "Trained new agents", "Kept CSAT above 95%"]),
      ],
      projects: [],
      education: [{ degree: "BA Communications", school: "University of Porto", year: "2017", text: "" }],
      volunteer: [role("Mentor", "Code Club", "2019 – 2021", ["Taught weekly Python sessions"])],
    };
    const lines = backgroundFromResume(twoJobs).split("\n");
    const at = (line: string) => lines.indexOf(line);
    const lead = at("Support Lead at Brightdesk (2020 – Present)");
    const agent = at("Support Agent at Northwind (2017 – 2020)");
    expect(lead).toBeGreaterThan(-1);
    expect(lines.slice(lead + 1, lead + 4)).toEqual(["- Ran a team of 6 agents", "- Wrote the escalation playbook", "- Cut first reply time by 40%"]);
    expect(agent).toBeGreaterThan(lead + 3);
    expect(lines.slice(agent + 1, agent + 4)).toEqual(["- Answered 60 tickets a day", "- Trained new agents", "- Kept CSAT above 95%"]);
    const mentor = at("Mentor at Code Club (2019 – 2021)");
    expect(mentor).toBeGreaterThan(agent + 3);
    expect(lines[mentor + 1]).toBe("- Taught weekly Python sessions");
    expect(lines).toContain("BA Communications, University of Porto, 2017");
    expect(lines.at(-1)).toBe("Skills: Go, Python, Zendesk");
  });

  it("stays within the server's limit by keeping each role's strongest bullets under its own header", () => {
    // A long bullet; only those that ship releases show a figure.
    const long = (i: number, figure: boolean) => `${figure ? `Shipped ${i} releases` : `Worked on part ${"abcdefghijklmnopqrstuvwxyz"[i % 26]}`} ${"with care and attention ".repeat(8).trim()}`;
    const big: ResumeSections = {
      ...resume,
      experience: [
        role("Staff Engineer", "Alpha", "2020 – Present", Array.from({ length: 20 }, (_, i) => long(i, i % 5 === 4))),
        role("Engineer", "Beta", "2015 – 2020", Array.from({ length: 20 }, (_, i) => long(100 + i, i === 0))),
      ],
    };
    const text = backgroundFromResume(big);
    expect(text.length).toBeLessThanOrEqual(BACKGROUND_MAX);
    const lines = text.split("\n");
    const alpha = lines.indexOf("Staff Engineer at Alpha (2020 – Present)");
    const beta = lines.indexOf("Engineer at Beta (2015 – 2020)");
    const alphaBullets = lines.slice(alpha + 1, beta).filter((l) => l.startsWith("- "));
    const betaBullets = lines.slice(beta + 1).filter((l) => l.startsWith("- "));
    expect(alphaBullets.length).toBeGreaterThan(0);
    expect(betaBullets.length).toBe(alphaBullets.length);
    expect(alphaBullets.length).toBeLessThan(20);
    // Those with a figure are the strongest: each role keeps them, in the resume's order.
    expect(alphaBullets.filter((b) => b.startsWith("- Shipped")).map((b) => b.split(" ")[2])).toEqual(["4", "9", "14", "19"]);
    expect(betaBullets[0]).toMatch(/^- Shipped 100 releases/);
    expect(lines.at(-1)).toBe("Skills: Go, Kubernetes");
  });

  it("fills a cover letter's name, contact line and background", () => {
    const filled = fieldsFromResume("cover_letter", resume);
    expect(filled.name).toBe("Mira Okonjo-Vale");
    expect(filled.contact_info).toBe("mira@example.org · +1 555 0100 · Lisbon · github.com/mira");
    expect(filled.background).toContain("- Reduced failed payouts by 35%");
    expect(Object.keys(filled).sort()).toEqual(["background", "contact_info", "name"]);
  });

  it("keeps a contact line typed on the resume", () => {
    expect(fieldsFromResume("cover_letter", { ...resume, header: { ...resume.header, contact_info: "mira.dev | Lisbon" } }).contact_info).toBe("mira.dev | Lisbon");
  });

  it("fills a cold email's sender and its offer lines, the strongest first", () => {
    expect(fieldsFromResume("cold_email", resume)).toEqual({
      sender_name: "Mira Okonjo-Vale",
      offer: "Led the move to one deploy pipeline for 40 services\nCut p99 latency from 800 ms to 120 ms\nReduced failed payouts by 35%",
    });
  });

  it("offers the summary's first sentence when the resume has no bullets", () => {
    expect(offerFromResume({ ...resume, experience: [], projects: [] })).toBe("Platform engineer who makes deploys boring.");
  });

  it("leaves out what the resume does not have, so a fill never blanks a field", () => {
    const bare = { ...resume, header: { ...resume.header, contact: { ...contact, email: "", phone: "", location: "", github: "" } }, summary: "", skills: [], experience: [], projects: [] };
    expect(fieldsFromResume("cover_letter", bare)).toEqual({ name: "Mira Okonjo-Vale" });
    expect(hasProfile({ ...bare, header: { ...bare.header, name: "" } })).toBe(false);
  });
});

const summary = (id: string, updated: string, extra: Partial<DraftSummary> = {}): DraftSummary =>
  ({ id, kind: "resume", title: `Resume ${id}`, updated_at: updated, created_at: updated, preview: "", source: "fallback", template: "default", version: 1, ...extra }) as DraftSummary;

describe("the resumes to fill from", () => {
  it("puts the latest resume draft first, by its last change", () => {
    const sources = resumeSources([summary("a", "2026-11-20T10:00:00Z"), summary("b", "2026-11-25T10:00:00Z")], null);
    expect(sources.map((s) => s.key)).toEqual(["draft:b", "draft:a"]);
  });

  it("reads a draft being edited on the Resume page with those edits, and lists no separate form then", () => {
    const sources = resumeSources([summary("a", "2026-11-20T10:00:00Z")], { values: { name: "Mira" }, template: "default", draftId: "a" });
    expect(sources).toEqual([{ key: "draft:a", type: "draft", draftId: "a", title: "Resume a", updatedAt: "2026-11-20T10:00:00Z", edits: { name: "Mira" } }]);
    expect(sourceLabel(sources[0]!, () => "Nov 20")).toBe("Resume a · Nov 20 · with your latest edits");
  });

  it("offers a guest's resume form in progress, and nothing when it holds only a target job", () => {
    expect(resumeSources([], { values: { name: "Mira", summary: "" }, template: "default" })).toEqual([{ key: "form", type: "form", values: { name: "Mira", summary: "" } }]);
    expect(resumeSources([], { values: { job_description: "We hire" }, template: "default" })).toEqual([]);
  });

  it("leaves out other kinds and drafts in the bin", () => {
    expect(resumeSources([summary("a", "2026-11-20T10:00:00Z", { kind: "cover_letter" }), summary("b", "2026-11-20T10:00:00Z", { deleted_at: "2026-11-21T00:00:00Z" })], null)).toEqual([]);
  });
});
