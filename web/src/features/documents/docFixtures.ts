/** Documents for the file tests and the bench: a resume with links, bullets and an 'Ł', and a letter. */
import { coverLetterFromText, resumeFromSections } from "./build";

export const LINKED_RESUME = resumeFromSections(
  {
    header: { name: "Łucja Nowak-Ferreira", title: "Staff Engineer", contact_info: "", contact: { email: "lucja@example.com", phone: "+44 20 7946 0000", website: "https://ana.dev", location: "Leeds, UK", linkedin: "", github: "" } },
    summary: "Engineer who ships reliable payment systems.\n- Led a team of six\n- Cut incidents by 40%",
    skills: ["Go", "PostgreSQL", "TypeScript", "Kubernetes"],
    experience: [
      { role: "Staff Engineer", company: "Paybridge", location: "Leeds", dates: "2021 – Present", start_date: "", end_date: "", bullets: ["Moved settlement to event sourcing", "Mentored four engineers"] },
      { role: "Senior Engineer", company: "Ledgerly", location: "", dates: "", start_date: "2017", end_date: "2021", bullets: ["Built the reconciliation service"] },
    ],
    projects: [{ name: "pgwatch-lite", tech: "Go", link: "https://github.com/lucja/pgwatch-lite", text: "A small PostgreSQL monitor.", bullets: ["200 stars"] }],
    education: [{ degree: "MEng Computer Science", school: "University of Leeds", year: "2016", text: "MEng Computer Science, University of Leeds, 2016, First-class honours" }],
    certifications: ["AWS Solutions Architect"],
    references: ["Available on request"],
    volunteer: [{ role: "Mentor", company: "Code First Girls", location: "Leeds", dates: "2019 – Present", start_date: "", end_date: "", bullets: ["Teach evening Python classes"] }],
    awards: ["Engineer of the Year, Paybridge (2023)"],
    publications: ["Event Sourcing for Payments, Leeds Tech Journal, 2022"],
    languages: ["Polish (native)", "English (fluent)"],
    interests: ["Fell running", "Chess"],
  },
  "default",
  "Łucja Nowak-Ferreira Resume",
);

export const LETTER = coverLetterFromText(
  "Dear Hiring Manager,\n\nI am writing to apply for the Staff Engineer role at Paybridge.\n\nAt Ledgerly I built the reconciliation service.\n\nThank you for your time and consideration.\n\nŁucja",
  { name: "Łucja Nowak-Ferreira", job_title: "Staff Engineer", company_name: "Paybridge", contact_info: "lucja@example.com" },
  "modern",
  "Łucja Cover Letter",
);
