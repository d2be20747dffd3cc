/**
 * LinkedIn's data archive ("Get a copy of your data": a ZIP of CSV files) → the resume form
 * (ADR 0043). Only the CSVs that hold the profile are inflated and read; every other entry of
 * the archive (connections, messages, invitations…) is skipped unread by the unzip filter, so
 * nothing of it is read, sent or kept. Columns are found by their names (in any case and
 * spacing, with the names older exports used), never by position.
 */
import Papa from "papaparse";
import type { ImportCounts } from "@/features/generator/importSummary";
import type { Values } from "@/features/generator/kinds";
import { unzipOnly } from "./zip";

/** The profile's files, by what they hold; each name is matched case- and space-insensitively. */
export const LINKEDIN_FILES = {
  profile: ["Profile.csv"],
  positions: ["Positions.csv"],
  education: ["Education.csv"],
  skills: ["Skills.csv"],
  certifications: ["Certifications.csv"],
  languages: ["Languages.csv"],
  honors: ["Honors.csv"],
  projects: ["Projects.csv"],
  publications: ["Publications.csv"],
  volunteering: ["Volunteering.csv", "Volunteer Experiences.csv"],
  emails: ["Email Addresses.csv"],
  phones: ["PhoneNumbers.csv", "Phone Numbers.csv"],
} as const;
type LinkedInFile = keyof typeof LINKEDIN_FILES;

/** A CSV of the profile is a few kilobytes; anything this large is not one. */
const MAX_CSV_BYTES = 4 * 1024 * 1024;

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const FILE_OF = new Map<string, LinkedInFile>(
  (Object.entries(LINKEDIN_FILES) as [LinkedInFile, readonly string[]][]).flatMap(([file, names]) => names.map((n) => [squash(n), file] as const)),
);

/** Which profile file an archive entry is, if any (folders inside the archive do not matter). */
export function linkedInFileOf(path: string): LinkedInFile | undefined {
  return FILE_OF.get(squash(baseName(path)));
}

/** An archive is LinkedIn's when it holds its Profile or Positions file. */
export function isLinkedInArchive(names: readonly string[]): boolean {
  return names.some((n) => {
    const file = linkedInFileOf(n);
    return file === "profile" || file === "positions";
  });
}

/** The columns of each file: the field, then every name an export has given it. */
const COLUMNS = {
  profile: {
    first: ["First Name", "FirstName"],
    last: ["Last Name", "LastName"],
    headline: ["Headline"],
    summary: ["Summary", "About"],
    geo: ["Geo Location", "Location", "Geo"],
    address: ["Address"],
    websites: ["Websites", "Website"],
  },
  positions: {
    company: ["Company Name", "Company", "Organization"],
    title: ["Title", "Position", "Role", "Job Title"],
    description: ["Description"],
    location: ["Location"],
    start: ["Started On", "Start Date", "From"],
    end: ["Finished On", "End Date", "To"],
  },
  education: {
    school: ["School Name", "School", "Institution"],
    degree: ["Degree Name", "Degree"],
    field: ["Field Of Study", "Field"],
    start: ["Start Date", "Started On"],
    end: ["End Date", "Finished On"],
    notes: ["Notes"],
    activities: ["Activities", "Activities And Societies"],
  },
  skills: { name: ["Name", "Skill", "Skill Name"] },
  certifications: {
    name: ["Name", "Certification", "Title"],
    authority: ["Authority", "Issuer", "Issuing Organization"],
    start: ["Started On", "Issued On", "Issue Date"],
    license: ["License Number", "Credential ID"],
    url: ["Url", "URL", "Link"],
  },
  languages: { name: ["Name", "Language"], proficiency: ["Proficiency", "Fluency"] },
  honors: { title: ["Title", "Name"], issuer: ["Issuer", "Awarder"], issued: ["Issued On", "Date"], description: ["Description"] },
  projects: { title: ["Title", "Name"], description: ["Description"], url: ["Url", "Link"], start: ["Started On", "Start Date"], end: ["Finished On", "End Date"] },
  publications: { name: ["Name", "Title"], publisher: ["Publisher"], date: ["Published On", "Date"], description: ["Description"], url: ["Url", "Link"] },
  volunteering: {
    organization: ["Company Name", "Organization", "Organisation"],
    role: ["Role", "Title", "Position"],
    cause: ["Cause"],
    start: ["Started On", "Start Date"],
    end: ["Finished On", "End Date"],
    description: ["Description"],
  },
  emails: { email: ["Email Address", "EmailAddress", "Email"], primary: ["Primary"], confirmed: ["Confirmed"] },
  phones: { number: ["Number", "Phone Number", "Phone"], type: ["Type"] },
} as const satisfies Record<LinkedInFile, Record<string, readonly string[]>>;

type Row<F extends LinkedInFile> = Record<keyof (typeof COLUMNS)[F], string>;

/**
 * A CSV's rows as records of our field names. The header is the row (of the first ten) that
 * names the most known columns (some exports put a "Notes:" preamble above it); a field whose
 * column is missing reads as "".
 */
export function readCsv<F extends LinkedInFile>(file: F, text: string): Row<F>[] {
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" }).data;
  const columns = COLUMNS[file] as Record<string, readonly string[]>;
  const known = new Map(Object.entries(columns).flatMap(([field, names]) => names.map((n) => [squash(n), field] as const)));
  const knownIn = (r: string[]) => new Set(r.map((cell) => known.get(squash(cell))).filter(Boolean)).size;
  let headerAt = -1;
  rows.slice(0, 10).forEach((r, i) => {
    if (knownIn(r) > (headerAt < 0 ? 0 : knownIn(rows[headerAt]!))) headerAt = i;
  });
  if (headerAt < 0) return [];
  const index: Record<string, number> = {};
  rows[headerAt]!.forEach((cell, i) => {
    const field = known.get(squash(cell));
    if (field && index[field] === undefined) index[field] = i;
  });
  return rows.slice(headerAt + 1).map((r) => Object.fromEntries(Object.keys(columns).map((field) => [field, index[field] === undefined ? "" : (r[index[field]!] ?? "").trim()])) as Row<F>);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A LinkedIn date ("Mar 2019", "March 2019", "2019-03", "03/2019", "2019") in the form's style, "Mon YYYY". */
export function linkedInDate(raw: string): string {
  const t = raw.trim();
  const named = /^([A-Za-z]{3})[A-Za-z]*\.?\s+(?:\d{1,2},?\s+)?(\d{4})$/.exec(t);
  if (named) {
    const m = MONTHS.findIndex((x) => x.toLowerCase() === named[1]!.toLowerCase());
    if (m >= 0) return `${MONTHS[m]} ${named[2]}`;
  }
  const isoMatch = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(t);
  const slashMatch = /^(\d{1,2})\/(?:\d{1,2}\/)?(\d{4})$/.exec(t);
  const [year, month] = isoMatch ? [isoMatch[1]!, isoMatch[2]!] : slashMatch ? [slashMatch[2]!, slashMatch[1]!] : ["", ""];
  const m = Number(month);
  if (year && m >= 1 && m <= 12) return `${MONTHS[m - 1]} ${year}`;
  return t;
}

/** "Mar 2019 – Present" (an ongoing entry), "Mar 2019 – Jan 2021", or one date. */
function range(start: string, end: string, ongoing: boolean): string {
  const s = linkedInDate(start);
  const e = linkedInDate(end) || (ongoing && s ? "Present" : "");
  return s && e ? `${s} – ${e}` : s || e;
}

const bullets = (...texts: string[]) =>
  texts
    .flatMap((t) => t.split(/\r?\n/))
    .map((l) => l.replace(/^\s*(?:[-•*▪◦–]\s*)/, "").trim())
    .filter(Boolean)
    .map((l) => `- ${l}`);
const block = (head: string, lines: string[]) => [head, ...lines].filter(Boolean).join("\n");
const blocks = (xs: string[]) => xs.filter(Boolean).join("\n\n");
const join = (xs: string[], sep: string) => xs.map((x) => x.trim()).filter(Boolean).join(sep);
const when = (dates: string) => (dates ? ` (${dates})` : "");

/** Profile's websites: "[PERSONAL:https://ana.dev],[COMPANY:https://acme.com]" or plain addresses. */
export function linkedInWebsites(raw: string): { label: string; url: string }[] {
  const labelled = [...raw.matchAll(/\[([^:\]]*):\s*([^\]]+)\]/g)].map((m) => ({ label: m[1]!.trim().toUpperCase(), url: m[2]!.trim() }));
  if (labelled.length) return labelled;
  return raw.split(/[\s,]+/).filter((u) => /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+/.test(u)).map((url) => ({ label: "", url }));
}

/** The five sections of issue 22 are filled too (volunteer, awards, publications, languages, interests). */
export function formFromLinkedIn(csv: Partial<Record<LinkedInFile, string>>): Values {
  const read = <F extends LinkedInFile>(file: F): Row<F>[] => (csv[file] ? readCsv(file, csv[file]) : []);
  const profile = read("profile")[0];
  const sites = linkedInWebsites(profile?.websites ?? "");
  const github = sites.find((s) => /github\.com/i.test(s.url));
  const linkedin = sites.find((s) => /linkedin\.com/i.test(s.url));
  const website = sites.find((s) => s !== github && s !== linkedin && /PERSONAL|PORTFOLIO|BLOG|OTHER/.test(s.label)) ?? sites.find((s) => s !== github && s !== linkedin);
  const emails = read("emails").filter((e) => e.email);
  const email = emails.find((e) => /^yes$/i.test(e.primary)) ?? emails.find((e) => /^yes$/i.test(e.confirmed)) ?? emails[0];
  const phones = read("phones").filter((p) => p.number);
  const phone = phones.find((p) => /mobile/i.test(p.type)) ?? phones[0];

  const experience = read("positions").map((p) => {
    const head = join([p.title && p.company ? `${p.title} at ${p.company}` : p.title || p.company, p.location], ", ");
    return block(head + when(range(p.start, p.end, true)), bullets(p.description));
  });
  const education = read("education").map((e) => {
    const years = join([e.start, e.end].map(linkedInDate), " – ");
    return block(join([join([e.degree, e.field], ", "), e.school, years], ", "), bullets(e.notes, e.activities));
  });
  // One per line, as the form's hints and the JSON Resume import write them (issue 22).
  const headed = (title: string, by: string, date: string) => join([title, by], " — ") + when(linkedInDate(date));
  const certifications = read("certifications").map((c) => join([headed(c.name, c.authority, c.start), c.license ? `Credential ${c.license}` : "", c.url], " "));
  const projects = read("projects").map((p) => block(p.title + when(range(p.start, p.end, true)), [p.description, p.url].filter(Boolean)));
  const publications = read("publications").map((p) => join([join([headed(p.name, p.publisher, p.date), p.url], " "), p.description.replace(/\s*\n\s*/g, " ")], ": "));
  const awards = read("honors").map((h) => join([headed(h.title, h.issuer, h.issued), h.description.replace(/\s*\n\s*/g, " ")], ": "));
  const volunteer = read("volunteering").map((v) => {
    const head = v.role && v.organization ? `${v.role} at ${v.organization}` : v.role || v.organization;
    return block(head + when(range(v.start, v.end, true)), [...bullets(v.cause ? `Cause: ${v.cause}` : ""), ...bullets(v.description)]);
  });
  const languages = read("languages").map((l) => (l.proficiency ? `${l.name} (${l.proficiency})` : l.name));

  return {
    name: join([profile?.first ?? "", profile?.last ?? ""], " "),
    job_title: profile?.headline ?? "",
    email: email?.email ?? "",
    phone: phone?.number ?? "",
    location: profile?.geo || profile?.address || "",
    website: website?.url ?? "",
    linkedin: linkedin?.url ?? "",
    github: github?.url ?? "",
    summary: profile?.summary ?? "",
    skills: [...new Set(read("skills").map((s) => s.name).filter(Boolean))].join(", "),
    experience: blocks(experience),
    projects: blocks(projects),
    education: blocks(education),
    certifications: join(certifications, "\n"),
    references: "",
    volunteer: blocks(volunteer),
    awards: join(awards, "\n"),
    publications: join(publications, "\n"),
    languages: join(languages, "\n"),
    interests: "",
  };
}

/**
 * Reads the profile's CSVs out of an archive; every other entry stays compressed and unread.
 * `unzip` is fflate's reader (a test passes a spy to see what the filter is asked and keeps).
 */
export function readLinkedInArchive(bytes: Uint8Array, unzip: typeof unzipOnly = unzipOnly): { values: Values; counts: ImportCounts; files: string[] } {
  const entries = unzip(bytes, (name) => linkedInFileOf(name) !== undefined, MAX_CSV_BYTES);
  const csv: Partial<Record<LinkedInFile, string>> = {};
  const decoder = new TextDecoder("utf-8");
  for (const [name, data] of entries) {
    const file = linkedInFileOf(name)!;
    csv[file] ??= decoder.decode(data);
  }
  const rows = (file: LinkedInFile) => (csv[file] ? readCsv(file, csv[file]).length : 0);
  const skills = new Set(csv.skills ? readCsv("skills", csv.skills).map((s) => s.name).filter(Boolean) : []).size;
  return { values: formFromLinkedIn(csv), counts: { jobs: rows("positions"), schools: rows("education"), skills }, files: [...entries.keys()] };
}
