/**
 * One profile feeds every document (issue 27): what a cover letter and a cold email take from
 * the user's resume, read by the one parser (the server's preview model, ADR 0015). Nothing
 * is invented: every word comes from the resume as the user wrote it.
 */
import type { components } from "@/lib/api/schema";
import { buildContactLine } from "@/features/generator/rules";

export type ResumeSections = components["schemas"]["ResumeSections"];
type Role = components["schemas"]["ExperienceEntry"];

/** The fields a fill writes, per generator. */
export const FILLED_FIELDS = {
  cover_letter: ["name", "contact_info", "background"],
  cold_email: ["sender_name", "offer"],
} as const;
export type FillKind = keyof typeof FILLED_FIELDS;

/** How many of the most recent roles a letter's background names. */
export const RECENT_ROLES = 2;
/** How many achievements a background (or an email's offer) carries. */
export const KEY_ACHIEVEMENTS = 3;

const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

/** "Senior Engineer at Acme (2021 – Present)"; the header as typed when it was not split. */
export function roleLine(e: Role): string {
  const head = e.role && e.company ? `${clean(e.role)} at ${clean(e.company)}` : clean(e.role) || clean(e.company) || clean(e.text);
  const dates = clean(e.dates) || [clean(e.start_date), clean(e.end_date)].filter(Boolean).join(" – ");
  return head && dates ? `${head} (${dates})` : head;
}

/** The roles the resume lists first (resumes list the latest first), with a header. */
export function recentRoles(s: ResumeSections, n = RECENT_ROLES): Role[] {
  return (s.experience ?? []).filter((e) => roleLine(e)).slice(0, n);
}

/** A result shows a figure (40%, $2M, 3x, 12 people): those lead, in the resume's order. */
const hasFigure = (line: string) => /\d/.test(line);

/**
 * The resume's key achievements: the bullets of its recent roles (then its projects'), those
 * with a figure first, each in the resume's own words, without its bullet mark.
 */
export function keyAchievements(s: ResumeSections, n = KEY_ACHIEVEMENTS): string[] {
  const bullets = [...recentRoles(s).flatMap((e) => e.bullets ?? []), ...(s.projects ?? []).flatMap((p) => p.bullets ?? [])]
    .map((b) => clean(b).replace(/^[-•*–]\s*/, ""))
    .filter(Boolean);
  const unique = [...new Set(bullets)];
  return [...unique.filter(hasFigure), ...unique.filter((b) => !hasFigure(b))].slice(0, n);
}

/** The contact line of the resume: as typed, else built from its parts (spec section 5). */
export function contactLine(s: ResumeSections): string {
  const { contact, contact_info } = s.header;
  return buildContactLine(contact, contact_info);
}

/**
 * A letter's background notes: the resume's summary, its recent roles (one per line, which
 * the writer turns into "I worked as…"), and its key achievements as "- " lines (which the
 * letter shows as highlights).
 */
export function backgroundFromResume(s: ResumeSections): string {
  const summary = clean(s.summary);
  const roles = recentRoles(s).map(roleLine);
  const wins = keyAchievements(s).map((a) => `- ${a}`);
  return [summary, [...roles, ...wins].join("\n")].filter(Boolean).join("\n\n");
}

/** A cold email's offer, one item per line: the key achievements (the first becomes the subject). */
export function offerFromResume(s: ResumeSections): string {
  const wins = keyAchievements(s);
  if (wins.length) return wins.join("\n");
  // No bullets: the summary's first sentence says what the sender brings.
  return clean(s.summary).split(/(?<=[.!?])\s+/)[0] ?? "";
}

/** The fields a fill gives this generator; empty ones are left out (they would erase nothing useful). */
export function fieldsFromResume(kind: FillKind, s: ResumeSections): Record<string, string> {
  const name = clean(s.header.name);
  const all: Record<string, string> =
    kind === "cover_letter" ? { name, contact_info: contactLine(s), background: backgroundFromResume(s) } : { sender_name: name, offer: offerFromResume(s) };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== ""));
}

/** Whether a resume holds anything a fill could use. */
export function hasProfile(s: ResumeSections): boolean {
  return Boolean(clean(s.header.name) || clean(s.summary) || (s.experience ?? []).length);
}
