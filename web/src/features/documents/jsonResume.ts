/**
 * JSON Resume (the jsonresume.org schema, v1.0.0): export the resume draft as resume.json, and
 * import a resume.json into the resume form. The schema is small and mostly "optional
 * strings", so it is checked here by hand (ADR 0018): every problem is named with its path
 * ('work[1].startDate must be a date like 2020-01-31, 2020-01 or 2020'), and an invalid file
 * changes nothing.
 */
import type { components } from "@/lib/api/schema";
import type { ResumeFormValues } from "./build";

type Schemas = components["schemas"];

export const JSON_RESUME_SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
/** Larger than any real resume; a bigger file is refused before it is read. */
export const JSON_RESUME_MAX_BYTES = 1024 * 1024;

export interface JsonResume {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { address?: string; postalCode?: string; city?: string; countryCode?: string; region?: string };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: { name?: string; location?: string; description?: string; position?: string; url?: string; startDate?: string; endDate?: string; summary?: string; highlights?: string[] }[];
  volunteer?: Record<string, unknown>[];
  education?: { institution?: string; url?: string; area?: string; studyType?: string; startDate?: string; endDate?: string; score?: string; courses?: string[] }[];
  awards?: Record<string, unknown>[];
  certificates?: { name?: string; date?: string; url?: string; issuer?: string }[];
  publications?: Record<string, unknown>[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  interests?: Record<string, unknown>[];
  references?: { name?: string; reference?: string }[];
  projects?: { name?: string; description?: string; highlights?: string[]; keywords?: string[]; startDate?: string; endDate?: string; url?: string; roles?: string[]; entity?: string; type?: string }[];
  meta?: { canonical?: string; version?: string; lastModified?: string };
}

// ---------------------------------------------------------------------------------------------
// Validation (the v1.0.0 schema's rules)

type Rule = "string" | "date" | "email" | "uri" | "strings" | { object: Shape } | { list: Shape };
interface Shape {
  fields: Record<string, Rule>;
  /** The schema's root allows no other properties; every other object does. */
  closed?: boolean;
}

const obj = (fields: Record<string, Rule>): Rule => ({ object: { fields } });
const list = (fields: Record<string, Rule>): Rule => ({ list: { fields } });

const ROOT: Shape = {
  closed: true,
  fields: {
    $schema: "uri",
    basics: obj({
      name: "string", label: "string", image: "string", email: "email", phone: "string", url: "uri", summary: "string",
      location: obj({ address: "string", postalCode: "string", city: "string", countryCode: "string", region: "string" }),
      profiles: list({ network: "string", username: "string", url: "uri" }),
    }),
    work: list({ name: "string", location: "string", description: "string", position: "string", url: "uri", startDate: "date", endDate: "date", summary: "string", highlights: "strings" }),
    volunteer: list({ organization: "string", position: "string", url: "uri", startDate: "date", endDate: "date", summary: "string", highlights: "strings" }),
    education: list({ institution: "string", url: "uri", area: "string", studyType: "string", startDate: "date", endDate: "date", score: "string", courses: "strings" }),
    awards: list({ title: "string", date: "date", awarder: "string", summary: "string" }),
    certificates: list({ name: "string", date: "date", url: "uri", issuer: "string" }),
    publications: list({ name: "string", publisher: "string", releaseDate: "date", url: "uri", summary: "string" }),
    skills: list({ name: "string", level: "string", keywords: "strings" }),
    languages: list({ language: "string", fluency: "string" }),
    interests: list({ name: "string", keywords: "strings" }),
    references: list({ name: "string", reference: "string" }),
    projects: list({
      name: "string", description: "string", highlights: "strings", keywords: "strings", startDate: "date", endDate: "date", url: "uri", roles: "strings", entity: "string", type: "string",
    }),
    meta: obj({ canonical: "uri", version: "string", lastModified: "string" }),
  },
};

/** The schema's iso8601 pattern: a year, a year and month, or a full date. */
export const ISO_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const show = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
};
const kindOf = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "a list" : typeof v === "object" ? "an object" : typeof v === "string" ? "text" : `a ${typeof v}`);

function isUri(v: string): boolean {
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
}

function check(value: unknown, rule: Rule, path: string, errors: string[]): void {
  if (rule === "string" || rule === "date" || rule === "email" || rule === "uri") {
    if (typeof value !== "string") {
      errors.push(`${path} must be text, not ${kindOf(value)}`);
      return;
    }
    if (rule === "date" && !ISO_DATE.test(value)) errors.push(`${path} must be a date like 2020-01-31, 2020-01 or 2020 (it is ${show(value)})`);
    if (rule === "email" && !EMAIL.test(value)) errors.push(`${path} must be an email address (it is ${show(value)})`);
    if (rule === "uri" && !isUri(value)) errors.push(`${path} must be a full web address starting with https:// (it is ${show(value)})`);
    return;
  }
  if (rule === "strings") {
    if (!Array.isArray(value)) errors.push(`${path} must be a list of text, not ${kindOf(value)}`);
    else value.forEach((v, i) => check(v, "string", `${path}[${i}]`, errors));
    return;
  }
  if ("list" in rule) {
    if (!Array.isArray(value)) errors.push(`${path} must be a list, not ${kindOf(value)}`);
    else value.forEach((v, i) => checkShape(v, rule.list, `${path}[${i}]`, errors));
    return;
  }
  checkShape(value, rule.object, path, errors);
}

function checkShape(value: unknown, shape: Shape, path: string, errors: string[]): void {
  if (!isObject(value)) {
    errors.push(`${path || "The file"} must be ${path ? "an object" : "a JSON object"}, not ${kindOf(value)}`);
    return;
  }
  for (const [key, v] of Object.entries(value)) {
    const rule = shape.fields[key];
    const at = path ? `${path}.${key}` : key;
    if (rule) check(v, rule, at, errors);
    else if (shape.closed) errors.push(`${at} is not a JSON Resume section`);
  }
}

export type JsonResumeResult = { ok: true; resume: JsonResume } | { ok: false; errors: string[] };

/** Checks a parsed value against the v1.0.0 schema. */
export function validateJsonResume(value: unknown): JsonResumeResult {
  const errors: string[] = [];
  checkShape(value, ROOT, "", errors);
  return errors.length ? { ok: false, errors } : { ok: true, resume: value as JsonResume };
}

export const JSON_RESUME_MESSAGES = {
  tooLarge: "resume.json is larger than 1 MB; nothing was changed.",
  notJson: (detail: string) => `This file is not valid JSON (${detail}); nothing was changed.`,
  invalid: (errors: string[]) =>
    `This file is not a valid JSON Resume; nothing was changed. ${errors.slice(0, 3).join("; ")}${errors.length > 3 ? `; and ${errors.length - 3} more` : ""}.`,
  empty: "This JSON Resume has nothing the resume form can use; nothing was changed.",
  imported: "Filled the resume form from resume.json.",
  skipped: (sections: string[]) => `Not imported (the form has no field for them): ${sections.join(", ")}.`,
} as const;

/** The text of a chosen file → a valid resume, or the message to show. */
export function readJsonResume(text: string): JsonResumeResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [JSON_RESUME_MESSAGES.notJson(error instanceof Error ? error.message : "unreadable")] };
  }
  const result = validateJsonResume(value);
  return result.ok ? result : { ok: false, errors: [JSON_RESUME_MESSAGES.invalid(result.errors)] };
}

// ---------------------------------------------------------------------------------------------
// JSON Resume → the form

const nonEmpty = (xs: (string | undefined | null)[]) => xs.map((x) => x?.trim() ?? "").filter(Boolean);
const profileOf = (r: JsonResume, network: RegExp) => {
  const p = r.basics?.profiles?.find((x) => network.test(x.network ?? "") || network.test(x.url ?? ""));
  return p ? p.url || p.username || "" : "";
};
const dates = (start?: string, end?: string) => (start ? `${start} – ${end || "Present"}` : end ?? "");

/** The resume form's fields from a JSON Resume (every field it fills; empty where the file has nothing). */
export function formFromJsonResume(r: JsonResume): { values: ResumeFormValues; skipped: string[] } {
  const b = r.basics ?? {};
  const loc = b.location ?? {};
  const values: ResumeFormValues = {
    name: b.name?.trim() ?? "",
    job_title: b.label?.trim() ?? "",
    email: b.email?.trim() ?? "",
    phone: b.phone?.trim() ?? "",
    website: b.url?.trim() ?? "",
    location: nonEmpty([loc.city, loc.region, loc.countryCode]).join(", ") || (loc.address?.trim() ?? ""),
    linkedin: profileOf(r, /linkedin/i),
    github: profileOf(r, /github/i),
    summary: b.summary?.trim() ?? "",
    skills: [...new Set((r.skills ?? []).flatMap((s) => nonEmpty([s.name, ...(s.keywords ?? [])])))].join(", "),
    experience: (r.work ?? [])
      .map((w) => {
        const head = [w.position && w.name ? `${w.position} at ${w.name}` : w.position || w.name || "", w.location].filter(Boolean).join(", ");
        const when = dates(w.startDate, w.endDate);
        return [`${head}${when ? ` (${when})` : ""}`.trim(), ...nonEmpty([w.summary, ...(w.highlights ?? [])]).map((h) => `- ${h}`)].filter(Boolean).join("\n");
      })
      .filter(Boolean)
      .join("\n\n"),
    projects: (r.projects ?? [])
      .map((p) => [p.name?.trim() ?? "", ...nonEmpty([p.description, ...(p.highlights ?? []), p.url]).map((h) => `- ${h}`)].filter(Boolean).join("\n"))
      .filter(Boolean)
      .join("\n\n"),
    education: (r.education ?? [])
      .map((e) => nonEmpty([nonEmpty([e.studyType, e.area]).join(" "), e.institution, e.endDate?.slice(0, 4) || e.startDate?.slice(0, 4), e.score, ...(e.courses ?? [])]).join(", "))
      .filter(Boolean)
      .join("\n"),
    certifications: (r.certificates ?? []).map((c) => [nonEmpty([c.name, c.issuer]).join(" — "), c.date ? `(${c.date})` : ""].filter(Boolean).join(" ")).filter(Boolean).join("\n"),
    references: (r.references ?? []).map((x) => nonEmpty([x.name, x.reference]).join(": ")).filter(Boolean).join("\n"),
  };
  const skipped = (["volunteer", "awards", "publications", "languages", "interests"] as const).filter((k) => (r[k]?.length ?? 0) > 0);
  return { values, skipped };
}

// ---------------------------------------------------------------------------------------------
// The draft → JSON Resume

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** '2019', '2019-03', 'Mar 2019', 'March 2019', '03/2019' → the schema's date; 'Present' and the rest → undefined. */
export function isoDate(text: string | undefined): string | undefined {
  const t = text?.trim() ?? "";
  if (ISO_DATE.test(t)) return t;
  const named = /^([a-z]{3})[a-z]*\.?\s+(\d{4})$/i.exec(t);
  if (named?.[1] && named[2]) {
    const m = MONTHS.indexOf(named[1].toLowerCase());
    if (m >= 0) return `${named[2]}-${String(m + 1).padStart(2, "0")}`;
  }
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(t);
  if (slashed?.[1] && slashed[2] && Number(slashed[1]) >= 1 && Number(slashed[1]) <= 12) return `${slashed[2]}-${slashed[1].padStart(2, "0")}`;
  return undefined;
}

function dateRange(text: string | undefined): { startDate?: string; endDate?: string } {
  const [start, end] = (text ?? "").split(/\s+[–—-]\s+|[–—]/).map((s) => s.trim());
  const out: { startDate?: string; endDate?: string } = {};
  const s = isoDate(start);
  const e = isoDate(end);
  if (s) out.startDate = s;
  if (e) out.endDate = e;
  return out;
}

const BULLET = /^\s*(?:[-•*▸–]\s+)/;
const linesOf = (text: string | undefined) => (text ?? "").replace(/\r\n/g, "\n").split("\n").map((l) => l.trim()).filter(Boolean);
const blocksOf = (text: string | undefined) => (text ?? "").replace(/\r\n/g, "\n").split(/\n\s*\n/).map(linesOf).filter((ls) => ls.length);
const unbullet = (l: string) => l.replace(BULLET, "").trim();
const drop = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0))) as T;
const looksLikeUrl = (v: string) => /^https?:\/\/\S+$/i.test(v);
const asUrl = (v: string | undefined) => {
  const t = v?.trim() ?? "";
  if (!t) return undefined;
  const full = /^https?:\/\//i.test(t) ? t : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(t) ? `https://${t}` : "";
  return full && isUri(full) ? full : undefined;
};

function profiles(linkedin?: string, github?: string): NonNullable<JsonResume["basics"]>["profiles"] {
  const out: NonNullable<NonNullable<JsonResume["basics"]>["profiles"]> = [];
  for (const [network, value] of [["LinkedIn", linkedin], ["GitHub", github]] as const) {
    const v = value?.trim();
    if (!v) continue;
    const url = asUrl(v);
    out.push(url ? { network, url } : { network, username: v });
  }
  return out;
}

function location(text: string | undefined): NonNullable<JsonResume["basics"]>["location"] | undefined {
  const t = text?.trim();
  if (!t) return undefined;
  const [city = "", ...rest] = t.split(/\s*,\s*/);
  return drop({ city, region: rest.join(", ") || undefined });
}

function finish(r: JsonResume): JsonResume {
  return drop({ $schema: JSON_RESUME_SCHEMA_URL, ...r, basics: r.basics ? drop(r.basics) : undefined, meta: { version: "v1.0.0" } });
}

/** The form as typed → JSON Resume. */
export function jsonResumeFromForm(v: ResumeFormValues): JsonResume {
  const work = blocksOf(v.experience).map(([first = "", ...rest]) => {
    const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(first);
    const head = m?.[1] ?? first;
    const at = /^(.*?)\s+at\s+(.*)$/i.exec(head);
    const [company = "", ...place] = (at?.[2] ?? "").split(/\s*,\s*/);
    return drop({
      position: at ? at[1]?.trim() : head.replace(BULLET, "").trim(),
      name: at ? company : undefined,
      location: place.join(", ") || undefined,
      ...dateRange(m?.[2]),
      highlights: rest.map(unbullet),
    });
  });
  const projects = blocksOf(v.projects).map(([first = "", ...rest]) => {
    const items = rest.map(unbullet);
    const url = items.find(looksLikeUrl);
    return drop({ name: unbullet(first), url, highlights: items.filter((i) => i !== url) });
  });
  const education = linesOf(v.education).map((line) => {
    const parts = unbullet(line).split(/\s*,\s*/);
    const year = parts.findIndex((p, i) => i > 0 && ISO_DATE.test(p));
    const endDate = year >= 0 ? parts[year] : undefined;
    const rest = parts.filter((_, i) => i !== year);
    return drop({ studyType: rest[0], institution: rest[1], endDate, courses: rest.slice(2) });
  });
  return finish({
    basics: {
      name: v.name?.trim(),
      label: v.job_title?.trim(),
      email: v.email?.trim() && EMAIL.test(v.email.trim()) ? v.email.trim() : undefined,
      phone: v.phone?.trim(),
      url: asUrl(v.website),
      summary: v.summary?.trim(),
      location: location(v.location),
      profiles: profiles(v.linkedin, v.github),
    },
    work,
    education,
    projects,
    skills: [...new Set((v.skills ?? "").split(/[,\n]/).map(unbullet).filter(Boolean))].map((name) => ({ name })),
    certificates: linesOf(v.certifications).map((l) => ({ name: unbullet(l) })),
    references: linesOf(v.references).map((l) => ({ reference: unbullet(l) })),
  });
}

/** A generated resume (the answer's sections) → JSON Resume. */
export function jsonResumeFromSections(s: Schemas["ResumeSections"]): JsonResume {
  const c = s.header.contact;
  return finish({
    basics: {
      name: s.header.name,
      label: s.header.title,
      email: c.email && EMAIL.test(c.email) ? c.email : undefined,
      phone: c.phone,
      url: asUrl(c.website),
      summary: s.summary,
      location: location(c.location),
      profiles: profiles(c.linkedin, c.github),
    },
    work: (s.experience ?? []).map((e) =>
      drop({
        position: e.role,
        // A header the parser kept whole (ADR 0014) is the entry's name, as typed.
        name: e.company || (e.role ? undefined : e.text),
        location: e.location,
        summary: e.details,
        ...(e.start_date || e.end_date ? drop({ startDate: isoDate(e.start_date), endDate: isoDate(e.end_date) }) : dateRange(e.dates)),
        highlights: e.bullets ?? [],
      }),
    ),
    education: (s.education ?? []).map((e) => drop({ studyType: e.degree || (e.school ? undefined : e.text), institution: e.school, endDate: isoDate(e.year) })),
    projects: (s.projects ?? []).map((p) => drop({ name: p.name, description: p.text, url: asUrl(p.link), keywords: p.tech ? p.tech.split(/\s*,\s*/).filter(Boolean) : [], highlights: p.bullets ?? [] })),
    skills: (s.skills ?? []).map((name) => ({ name })),
    certificates: (s.certifications ?? []).map((name) => ({ name })),
    references: (s.references ?? []).map((reference) => ({ reference })),
  });
}
