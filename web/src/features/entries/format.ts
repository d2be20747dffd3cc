import type { components } from "@/lib/api/schema";
import type { Shape } from "./sections";

type Schemas = components["schemas"];

/** A role (Experience, Volunteer) as the server reads it; `dates` is derived, so not kept. */
export type RoleEntry = Omit<Schemas["ExperienceEntry"], "dates">;
export type ProjectEntry = Schemas["Project"];
export type SchoolEntry = Schemas["EducationEntry"];
export interface ItemEntry {
  text: string;
}
export type Entry = RoleEntry | ProjectEntry | SchoolEntry | ItemEntry;

export const emptyRole = (): RoleEntry => ({ role: "", company: "", location: "", start_date: "", end_date: "", details: "", text: "", bullets: [] });
export const emptyProject = (): ProjectEntry => ({ name: "", text: "", tech: "", link: "", bullets: [] });
export const emptySchool = (): SchoolEntry => ({ degree: "", school: "", year: "", details: "", text: "" });

export function emptyEntry(shape: Shape): Entry {
  switch (shape) {
    case "role":
      return emptyRole();
    case "project":
      return emptyProject();
    case "school":
      return emptySchool();
    case "item":
      return { text: "" };
  }
}

/** The words an end date takes for a role still held: the Present checkbox. */
export const PRESENT = "Present";
export const isPresent = (end: string) => /^(present|current(ly)?|now|today|ongoing)$/i.test(end.trim());

/** Where the Go reader would part a project's name from its description (projects.go's nameSep). */
const NAME_SEP = /\s[—–-]\s|:\s|\s\|\s/;

const clean = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
const bulletLines = (bullets: string[] | null | undefined) => (bullets ?? []).map(clean).filter(Boolean).map((b) => `- ${b}`);

/**
 * An edited card written as the text the server reads back into the same fields: the form
 * the field's hint shows ("Role at Company, City (2019 – 2023)", then "- " bullets). The
 * shared vectors (cards.vectors.json) hold what this writes, and the Go reader's test reads
 * each back (internal/resume/cards_test.go). An empty card writes no lines.
 */
export function formatEntry(shape: Shape, entry: Entry): string[] {
  switch (shape) {
    case "role": {
      const e = entry as RoleEntry;
      const role = clean(e.role);
      const company = clean(e.company);
      const named = role && company ? `${role} at ${company}` : role || company;
      let head = [named, clean(e.text)].filter(Boolean).join(" · ");
      if (clean(e.location)) head += `${head ? ", " : ""}${clean(e.location)}`;
      if (clean(e.details)) head += `${head ? " · " : ""}${clean(e.details)}`;
      const start = clean(e.start_date);
      const end = clean(e.end_date);
      const dates = start && end ? `${start} – ${end}` : start || end;
      if (dates) head = head ? `${head} (${dates})` : dates;
      return [head, ...bulletLines(e.bullets)].filter(Boolean);
    }
    case "project": {
      const p = entry as ProjectEntry;
      const name = clean(p.name);
      const text = clean(p.text);
      // The reader parts a name from its description at the spaced em dash first, else at the
      // first hyphen, colon or bar (internal/resume/projects.go), so a name holding one of those
      // and with no description closes with the em dash: "Team Lead - Tram Map —".
      const head = name && text ? `${name} — ${text}` : name && !text && NAME_SEP.test(name) ? `${name} —` : name || text;
      const tech = clean(p.tech) ? `Tech: ${clean(p.tech)}` : "";
      return [head, tech, clean(p.link), ...bulletLines(p.bullets)].filter(Boolean);
    }
    case "school": {
      const s = entry as SchoolEntry;
      if (!clean(s.school) && !clean(s.degree)) {
        const year = clean(s.year);
        const text = clean(s.text) || clean(s.details);
        return [text && year && !text.includes(year) ? `${text} (${year})` : text || year].filter(Boolean);
      }
      const head = [clean(s.degree), clean(s.school), clean(s.details)].filter(Boolean).join(", ");
      return [clean(s.year) ? `${head} (${clean(s.year)})` : head];
    }
    case "item":
      return [clean((entry as ItemEntry).text)].filter(Boolean);
  }
}
