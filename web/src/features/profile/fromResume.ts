/**
 * One profile feeds every document (issue 27): what a cover letter and a cold email take from
 * the user's resume, read by the one parser (the server's preview model, ADR 0015). Nothing
 * is invented: every word comes from the resume as the user wrote it.
 */
import type { components } from "@/lib/api/schema";
import { buildContactLine } from "@/features/generator/rules";

export type ResumeSections = components["schemas"]["ResumeSections"];
type Role = components["schemas"]["ExperienceEntry"];
type School = components["schemas"]["EducationEntry"];

/** The fields a fill writes, per generator. */
export const FILLED_FIELDS = {
  cover_letter: ["name", "contact_info", "background"],
  cold_email: ["sender_name", "offer"],
} as const;
export type FillKind = keyof typeof FILLED_FIELDS;

/** How many of the most recent roles a letter's background names. */
export const RECENT_ROLES = 2;
/** How many achievements an email's offer carries; a letter whose recent roles hold fewer bullets takes its projects' too. */
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

/** The longest background the server takes (`CoverLetterForm.Background`, maxLength 6000). */
export const BACKGROUND_MAX = 6000;

/**
 * The note the resume's import leaves in the summary for the lines it could not place
 * (`resume.UnplacedMarker`): "Not placed on import (move these lines where they belong, then
 * delete this note):" and those lines, up to the end of its paragraph. Matched on its opening
 * words, so a note whose wording the user touched still counts.
 */
const unplacedNote = /Not placed on import\b[^\n:]*:/i;

/**
 * The summary without the import's note and the lines under it (the user's leftovers to
 * sort, not their background); what follows the note's paragraph is kept.
 */
export function summaryWithoutImportNote(summary: string | null | undefined): string {
  const kept: string[] = [];
  let inNote = false;
  for (const line of (summary ?? "").split(/\r?\n/)) {
    if (inNote) {
      if (line.trim() !== "") continue;
      inNote = false;
    }
    const note = unplacedNote.exec(line);
    if (note) {
      if (line.slice(0, note.index).trim()) kept.push(line.slice(0, note.index).trimEnd());
      inNote = true;
      continue;
    }
    kept.push(line);
  }
  return kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The resume's summary as one line, without the import's note. */
const summaryOf = (s: ResumeSections) => clean(summaryWithoutImportNote(s.summary));

const withoutMark = (b: string) => clean(b).replace(/^[-•*–]\s*/, "");

/** An entry's bullets, cleaned and each once. */
const bulletsOf = (bullets: readonly string[] | null | undefined) => [...new Set((bullets ?? []).map(withoutMark).filter(Boolean))];

/** The n strongest of a role's bullets (those with a figure first), kept in the resume's order. */
function strongest(bullets: string[], n: number): string[] {
  if (bullets.length <= n) return bullets;
  const picked = new Set([...bullets.filter(hasFigure), ...bullets.filter((b) => !hasFigure(b))].slice(0, n));
  return bullets.filter((b) => picked.has(b));
}

/** "BSc Computer Science, University of Lisbon, 2017"; the entry as typed when it was not split. */
export function educationLine(e: School): string {
  return [clean(e.degree), clean(e.school), clean(e.year)].filter(Boolean).join(", ") || clean(e.text);
}

/**
 * "Skills: Go, Kubernetes, Terraform": the skills as typed, on one line the writer reads as the
 * user's skills. A group's own label ("Languages: Go, Python") is left out: the writer would
 * read "Languages:" as languages spoken.
 */
export function skillsLine(s: ResumeSections): string {
  const groups = (s.skills ?? []).map((group) => clean(group).replace(/^[-•*–]\s*/, "").replace(/^[^:,]{1,40}:\s+/, ""));
  const unique = [...new Set(groups.filter(Boolean))];
  return unique.length ? `Skills: ${unique.join(", ")}` : "";
}

/** A role's block: its header, then its own bullets as "- " lines. */
const roleBlock = (e: Role, bullets: string[]) => [roleLine(e), ...bullets.map((b) => `- ${b}`)].join("\n");

/**
 * A letter's background notes, as plain lines the writer reads: the resume's summary (without
 * the import's note); each recent role as its header ("Role at Company (dates)", which the
 * writer turns into "I worked as…") followed by that role's own bullets as "- " lines (the
 * letter's highlights), then volunteer roles the same way; project bullets under the project's
 * name when the roles carry few; then the education lines and one skills line. Within
 * BACKGROUND_MAX: over it, each role keeps its strongest bullets under its own header (the
 * same number for each), never a role's bullets dropped for another's.
 */
export function backgroundFromResume(s: ResumeSections): string {
  const summary = summaryOf(s);
  const roles = recentRoles(s).map((e) => ({ e, bullets: bulletsOf(e.bullets) }));
  const volunteer = (s.volunteer ?? []).filter((e) => roleLine(e)).map((e) => ({ e, bullets: bulletsOf(e.bullets) }));
  const roleBullets = roles.reduce((n, r) => n + r.bullets.length, 0);
  const projects =
    roleBullets < KEY_ACHIEVEMENTS
      ? (s.projects ?? []).map((p) => ({ head: clean(p.name) || clean(p.text), bullets: bulletsOf(p.bullets) })).filter((p) => p.head && p.bullets.length)
      : [];
  const tail = [...(s.education ?? []).map(educationLine), skillsLine(s)].filter(Boolean).join("\n");
  const most = Math.max(0, ...[...roles, ...volunteer, ...projects].map((r) => r.bullets.length));
  const build = (n: number) =>
    [
      summary,
      ...roles.map((r) => roleBlock(r.e, strongest(r.bullets, n))),
      ...volunteer.map((r) => roleBlock(r.e, strongest(r.bullets, n))),
      ...projects.map((p) => [p.head, ...strongest(p.bullets, n).map((b) => `- ${b}`)].join("\n")),
      tail,
    ]
      .filter(Boolean)
      .join("\n\n");
  for (let n = most; n > 0; n--) {
    const text = build(n);
    if (text.length <= BACKGROUND_MAX) return text;
  }
  // Even one bullet a role is too long (a very long summary or many entries): whole lines
  // from the end go, never a word cut.
  const lines = build(most > 0 ? 1 : 0).split("\n");
  while (lines.join("\n").length > BACKGROUND_MAX && lines.length > 1) lines.pop();
  return lines.join("\n").slice(0, BACKGROUND_MAX).trim();
}

/** A cold email's offer, one item per line: the key achievements (the first becomes the subject). */
export function offerFromResume(s: ResumeSections): string {
  const wins = keyAchievements(s);
  if (wins.length) return wins.join("\n");
  // No bullets: the summary's first sentence says what the sender brings.
  return summaryOf(s).split(/(?<=[.!?])\s+/)[0] ?? "";
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
  return Boolean(clean(s.header.name) || summaryOf(s) || (s.experience ?? []).length);
}
