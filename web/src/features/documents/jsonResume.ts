/**
 * JSON Resume (the jsonresume.org schema, v1.0.0): export the resume draft as resume.json, and
 * import a resume.json into the resume form. The schema is small and mostly "optional
 * strings", so it is checked here by hand (ADR 0018): every problem is named with its path
 * ('work[1].startDate must be a date like 2020-01-31, 2020-01 or 2020'), and an invalid file
 * changes nothing.
 */


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
    /** The schema's older names (before v1.0.0): website for url, picture for image. */
    website?: string;
    picture?: string;
  };
  /** company and website are the older names of name and url. */
  work?: { name?: string; company?: string; location?: string; description?: string; position?: string; url?: string; website?: string; startDate?: string; endDate?: string; summary?: string; highlights?: string[] }[];
  volunteer?: { organization?: string; position?: string; url?: string; website?: string; startDate?: string; endDate?: string; summary?: string; highlights?: string[] }[];
  /** gpa is the older name of score. */
  education?: { institution?: string; url?: string; area?: string; studyType?: string; startDate?: string; endDate?: string; score?: string; gpa?: string; courses?: string[] }[];
  awards?: { title?: string; date?: string; awarder?: string; summary?: string }[];
  certificates?: { name?: string; date?: string; url?: string; issuer?: string }[];
  publications?: { name?: string; publisher?: string; releaseDate?: string; url?: string; website?: string; summary?: string }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  interests?: { name?: string; keywords?: string[] }[];
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
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const show = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
};
const kindOf = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "a list" : typeof v === "object" ? "an object" : typeof v === "string" ? "text" : `a ${typeof v}`);

export function isUri(v: string): boolean {
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
  skipped: (parts: string[]) => `Kept at the end of Summary (the form has no field for them): ${parts.join(", ")}.`,
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

export { formFromJsonResume, isoDate, jsonResumeFromForm, jsonResumeFromSections, KEPT_NOTE } from "./jsonResumeForm";
