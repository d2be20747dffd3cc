/**
 * JSON Resume ⇄ the resume form (issue 22, ADR 0036). The form is text, so each section of a
 * resume.json is written in the form's own style and read back from it: a role is
 * "Position at Company, City (Mar 2021 – Present)", then its summary as a plain line, its link,
 * and one "- " line per highlight; a date keeps its precision ("2013-12-01" is "Dec 1, 2013",
 * "2013-12" is "Dec 2013") so the export gives back exactly what was imported; no endDate is
 * "Present". What the form has no field for is named in the import message and kept under a
 * note at the end of Summary, and read back from there on export.
 */
import type { components } from "@/lib/api/schema";
import type { ResumeFormValues } from "./build";
import { EMAIL, ISO_DATE, isUri, JSON_RESUME_SCHEMA_URL, type JsonResume } from "./jsonResume";

type Schemas = components["schemas"];
type Basics = NonNullable<JsonResume["basics"]>;
type Profile = NonNullable<Basics["profiles"]>[number];

/** The note in Summary above what resume.json had and the form has no field for. */
export const KEPT_NOTE = "Kept from resume.json (the form has no field for these):";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A string field of a file (older files may hold anything where a string is expected). */
const str = (v: unknown): string => (typeof v === "string" ? v.trim() : "");
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter(Boolean) : []);
const nonEmpty = (xs: (string | undefined | null)[]) => xs.map((x) => x?.trim() ?? "").filter(Boolean);

/** "2013-12-01" → "Dec 1, 2013", "2013-12" → "Dec 2013", "2013" → "2013"; other text as it is. */
export function formDate(iso: string): string {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(iso.trim());
  if (!m?.[1]) return iso.trim();
  const month = m[2] ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  if (!month) return m[1];
  return m[3] ? `${month} ${Number(m[3])}, ${m[1]}` : `${month} ${m[1]}`;
}

/** A range in the form's style: no end is Present. */
const formRange = (start: string, end: string) => (start ? `${formDate(start)} – ${end ? formDate(end) : "Present"}` : end ? formDate(end) : "");

/** '2019', '2019-03', 'Mar 2019', 'Dec 1, 2013', '1 Dec 2013', '03/2019' → the schema's date; 'Present' and the rest → undefined. */
export function isoDate(text: string | undefined): string | undefined {
  const t = text?.trim() ?? "";
  if (ISO_DATE.test(t)) return t;
  const month = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
  const pad = (n: number | string) => String(n).padStart(2, "0");
  const named = /^([a-z]{3,})\.?\s+(?:(\d{1,2}),?\s+)?(\d{4})$/i.exec(t);
  if (named?.[1] && named[3] && month(named[1]) > 0) return `${named[3]}-${pad(month(named[1]))}${named[2] ? `-${pad(named[2])}` : ""}`;
  const dayFirst = /^(\d{1,2})\s+([a-z]{3,})\.?\s+(\d{4})$/i.exec(t);
  if (dayFirst?.[1] && dayFirst[2] && dayFirst[3] && month(dayFirst[2]) > 0) return `${dayFirst[3]}-${pad(month(dayFirst[2]))}-${pad(dayFirst[1])}`;
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(t);
  if (slashed?.[1] && slashed[2] && Number(slashed[1]) >= 1 && Number(slashed[1]) <= 12) return `${slashed[2]}-${pad(slashed[1])}`;
  return undefined;
}

const RANGE_DASH = /\s+[–—-]\s+|[–—]/;

/** "Mar 2021 – Present" → its dates; "Present" (or no end) gives no endDate. */
function dateRange(text: string | undefined): { startDate?: string; endDate?: string } {
  const [start, end] = (text ?? "").split(RANGE_DASH).map((s) => s.trim());
  const out: { startDate?: string; endDate?: string } = {};
  const s = isoDate(start);
  const e = isoDate(end);
  if (s) out.startDate = s;
  if (e) out.endDate = e;
  return out;
}

// ---------------------------------------------------------------------------------------------
// JSON Resume → the form

/** A role of work or volunteering as a block of the form. */
function roleBlock(position: string, org: string, location: string, start: string, end: string, lines: string[], highlights: string[]): string {
  const head = [position && org ? `${position} at ${org}` : position || org, location].filter(Boolean).join(", ");
  const when = formRange(start, end);
  return [`${head}${when ? ` (${when})` : ""}`.trim(), ...lines, ...highlights.map((h) => `- ${h}`)].filter(Boolean).join("\n");
}

const profileFor = (profiles: Profile[], network: RegExp) => profiles.find((p) => network.test(str(p.network)) || network.test(str(p.url)));

/** The resume form's fields from a JSON Resume, and the names of what was kept without a field. */
export function formFromJsonResume(r: JsonResume): { values: ResumeFormValues; skipped: string[] } {
  const b: Basics = r.basics ?? {};
  const loc = b.location ?? {};
  const profiles = (b.profiles ?? []).filter((p) => p && typeof p === "object");
  const linkedin = profileFor(profiles, /linkedin/i);
  const github = profileFor(profiles, /github/i);
  const kept: string[] = [];
  const skipped: string[] = [];
  for (const p of profiles) {
    if (p === linkedin || p === github) continue;
    kept.push(`${str(p.network) || "Profile"}: ${str(p.url) || str(p.username)}`);
    skipped.push(`${str(p.network) || "a"} profile`);
  }
  const image = str(b.image) || str(b.picture);
  if (image) {
    kept.push(`Photo: ${image}`);
    skipped.push("photo");
  }
  const summary = [str(b.summary), kept.length ? [KEPT_NOTE, ...kept].join("\n") : ""].filter(Boolean).join("\n\n");
  const values: ResumeFormValues = {
    name: str(b.name),
    job_title: str(b.label),
    email: str(b.email),
    phone: str(b.phone),
    website: str(b.url) || str(b.website),
    location: nonEmpty([str(loc.address), str(loc.city), nonEmpty([str(loc.region), str(loc.postalCode)]).join(" "), str(loc.countryCode)]).join(", "),
    linkedin: linkedin ? str(linkedin.url) || str(linkedin.username) : "",
    github: github ? str(github.url) || str(github.username) : "",
    summary,
    skills: (r.skills ?? [])
      .map((s) => {
        const name = str(s.name) + (str(s.level) ? ` (${str(s.level)})` : "");
        const keywords = strs(s.keywords).join(", ");
        return name && keywords ? `${name}: ${keywords}` : name || keywords;
      })
      .filter(Boolean)
      .join("\n"),
    experience: (r.work ?? [])
      .map((w) =>
        roleBlock(str(w.position), str(w.name) || str(w.company), str(w.location), str(w.startDate), str(w.endDate),
          [str(w.description) ? `Description: ${str(w.description)}` : "", str(w.summary), str(w.url) || str(w.website)], strs(w.highlights)),
      )
      .filter(Boolean)
      .join("\n\n"),
    volunteer: (r.volunteer ?? [])
      .map((v) => roleBlock(str(v.position), str(v.organization), "", str(v.startDate), str(v.endDate), [str(v.summary), str(v.url) || str(v.website)], strs(v.highlights)))
      .filter(Boolean)
      .join("\n\n"),
    projects: (r.projects ?? [])
      .map((p) => {
        const when = formRange(str(p.startDate), str(p.endDate));
        const extra = [
          ["Roles", strs(p.roles).join(", ")],
          ["Keywords", strs(p.keywords).join(", ")],
          ["Entity", str(p.entity)],
          ["Type", str(p.type)],
        ].filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`);
        return [`${str(p.name)}${when ? ` (${when})` : ""}`.trim(), str(p.description), str(p.url), ...extra, ...strs(p.highlights).map((h) => `- ${h}`)].filter(Boolean).join("\n");
      })
      .filter(Boolean)
      .join("\n\n"),
    education: (r.education ?? [])
      .map((e) => {
        const degree = str(e.studyType) && str(e.area) ? `${str(e.studyType)} in ${str(e.area)}` : str(e.studyType) || str(e.area);
        const score = str(e.score) || str(e.gpa);
        const courses = strs(e.courses);
        const when = str(e.startDate) ? formRange(str(e.startDate), str(e.endDate)) : formDate(str(e.endDate));
        return nonEmpty([degree, str(e.institution), when, score ? `Score: ${score}` : "", courses.length ? `Courses: ${courses.join("; ")}` : "", str(e.url)]).join(", ");
      })
      .filter(Boolean)
      .join("\n"),
    certifications: (r.certificates ?? [])
      .map((c) => nonEmpty([nonEmpty([str(c.name), str(c.issuer)]).join(" — ") + (str(c.date) ? ` (${formDate(str(c.date))})` : ""), str(c.url)]).join(" "))
      .filter(Boolean)
      .join("\n"),
    awards: (r.awards ?? [])
      .map((a) => {
        const head = nonEmpty([str(a.title), str(a.awarder)]).join(" — ") + (str(a.date) ? ` (${formDate(str(a.date))})` : "");
        return [head.trim(), str(a.summary)].filter(Boolean).join(": ");
      })
      .filter(Boolean)
      .join("\n"),
    publications: (r.publications ?? [])
      .map((p) => {
        const head = nonEmpty([str(p.name), str(p.publisher)]).join(" — ") + (str(p.releaseDate) ? ` (${formDate(str(p.releaseDate))})` : "");
        return [nonEmpty([head.trim(), str(p.url) || str(p.website)]).join(" "), str(p.summary)].filter(Boolean).join(": ");
      })
      .filter(Boolean)
      .join("\n"),
    languages: (r.languages ?? []).map((l) => (str(l.fluency) ? `${str(l.language)} (${str(l.fluency)})` : str(l.language))).filter(Boolean).join("\n"),
    interests: (r.interests ?? []).map((i) => [str(i.name), strs(i.keywords).join(", ")].filter(Boolean).join(": ")).filter(Boolean).join("\n"),
    references: (r.references ?? []).map((x) => nonEmpty([str(x.name), str(x.reference)]).join(": ")).filter(Boolean).join("\n"),
  };
  return { values, skipped };
}

// ---------------------------------------------------------------------------------------------
// The form → JSON Resume

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
/** "Name (Mar 2021 – Present)" → the name and its dates. */
const withDates = (line: string) => {
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(line);
  const range = m?.[2] ? dateRange(m[2]) : {};
  return m && Object.keys(range).length ? { head: m[1]?.trim() ?? "", ...range } : { head: line.trim() };
};
/** "Title — Issuer (Dec 2014)" → title, issuer and the date. */
const titled = (line: string) => {
  const { head, startDate } = withDates(line);
  const [title = "", ...by] = head.split(" — ");
  return { title: title.trim(), by: by.join(" — ").trim() || undefined, date: startDate };
};

function profiles(linkedin?: string, github?: string, more: Profile[] = []): Profile[] {
  const out: Profile[] = [];
  for (const [network, value] of [["LinkedIn", linkedin], ["GitHub", github]] as const) {
    const v = value?.trim();
    if (!v) continue;
    const url = asUrl(v);
    out.push(url ? { network, url } : { network, username: v });
  }
  return [...out, ...more];
}

function location(text: string | undefined): Basics["location"] | undefined {
  const t = text?.trim();
  if (!t) return undefined;
  const [city = "", ...rest] = t.split(/\s*,\s*/);
  return drop({ city, region: rest.join(", ") || undefined });
}

function finish(r: JsonResume): JsonResume {
  return drop({ $schema: JSON_RESUME_SCHEMA_URL, ...r, basics: r.basics ? drop(r.basics) : undefined, meta: { version: "v1.0.0" } });
}

/** A role block read back: the head's position, organisation, place and dates; a plain line is its summary, a link its url. */
function roleOf([first = "", ...rest]: string[]) {
  const { head, startDate, endDate } = withDates(first);
  const at = /^(.*?)\s+at\s+(.*)$/i.exec(head);
  // "Nara Logics, Inc, Boston": a comma before a legal suffix stays in the name.
  const [org = "", ...place] = (at?.[2] ?? "").split(/\s*,(?!\s*(?:(?:inc|ltd|llc|llp|plc|gmbh|corp)\b|co\.))\s*/i);
  const plain = rest.filter((l) => !BULLET.test(l));
  const url = plain.find(looksLikeUrl);
  const description = plain.find((l) => l.startsWith("Description: "));
  return {
    description: description?.slice(13),
    position: at ? at[1]?.trim() : head.replace(BULLET, "").trim(),
    org: at ? org : undefined,
    location: place.join(", ") || undefined,
    startDate,
    endDate,
    url,
    summary: plain.filter((l) => l !== url && l !== description).join(" ") || undefined,
    highlights: rest.filter((l) => BULLET.test(l)).map(unbullet),
  };
}

/** Summary without the kept note, and the profiles and photo the note holds. */
function keptOf(summary: string | undefined) {
  const [own = "", note] = (summary ?? "").split(KEPT_NOTE);
  const more: Profile[] = [];
  let image: string | undefined;
  for (const line of linesOf(note)) {
    const [key = "", ...value] = line.split(": ");
    const v = value.join(": ").trim();
    if (key === "Photo") image = v;
    else if (v) more.push(looksLikeUrl(v) ? { network: key, url: v } : { network: key, username: v });
  }
  return { summary: own.trim(), more, image };
}

/** The form as typed → JSON Resume. */
export function jsonResumeFromForm(v: ResumeFormValues): JsonResume {
  const kept = keptOf(v.summary);
  const work = blocksOf(v.experience).map((b) => {
    const r = roleOf(b);
    return drop({ name: r.org, position: r.position, location: r.location, description: r.description, url: r.url, startDate: r.startDate, endDate: r.endDate, summary: r.summary, highlights: r.highlights });
  });
  const volunteer = blocksOf(v.volunteer).map((b) => {
    const r = roleOf(b);
    return drop({ organization: r.org, position: r.position, url: r.url, startDate: r.startDate, endDate: r.endDate, summary: [r.location, r.summary].filter(Boolean).join(" — ") || undefined, highlights: r.highlights });
  });
  const projects = blocksOf(v.projects).map(([first = "", ...rest]) => {
    const { head, startDate, endDate } = withDates(unbullet(first));
    const plain = rest.filter((l) => !BULLET.test(l));
    const field = (k: string) => plain.find((l) => l.startsWith(`${k}: `))?.slice(k.length + 2);
    const known = plain.filter((l) => /^(Roles|Keywords|Entity|Type): /.test(l));
    const url = plain.find(looksLikeUrl);
    const description = plain.filter((l) => l !== url && !known.includes(l)).join(" ");
    const list = (k: string) => (field(k) ?? "").split(/\s*,\s*/).filter(Boolean);
    return drop({ name: head, description, highlights: rest.filter((l) => BULLET.test(l)).map(unbullet), keywords: list("Keywords"), startDate, endDate, url, roles: list("Roles"), entity: field("Entity"), type: field("Type") });
  });
  const education = linesOf(v.education).map((line) => {
    // Commas part the line, but not inside parentheses nor a full date's ("Jun 30, 2016").
    const parts = unbullet(line).split(/(?<!\b[A-Za-z]{3,9}\.?\s\d{1,2})\s*,\s*(?![^()]*\))/);
    const at = (test: (p: string) => boolean) => parts.findIndex((p, i) => i > 0 && test(p));
    const when = at((p) => Object.keys(dateRange(p)).length > 0);
    const score = at((p) => p.startsWith("Score: "));
    const courses = at((p) => p.startsWith("Courses: "));
    const url = at(looksLikeUrl);
    const rest = parts.filter((_, i) => ![when, score, courses, url].includes(i));
    const [studyType, area] = (rest[0] ?? "").split(/\s+in\s+(.*)/s);
    return drop({
      institution: rest[1],
      url: url >= 0 ? parts[url] : undefined,
      area: area || undefined,
      studyType: studyType || undefined,
      // One date on an education line is when it ended (the form's "degree, school, year").
      ...(when >= 0 ? (RANGE_DASH.test(parts[when] ?? "") ? dateRange(parts[when]) : { endDate: dateRange(parts[when]).startDate }) : {}),
      score: score >= 0 ? parts[score]?.slice(7) : undefined,
      courses: courses >= 0 ? (parts[courses] ?? "").slice(9).split(/\s*;\s*/).filter(Boolean) : [],
    });
  });
  const skills = linesOf(v.skills).flatMap((line) => {
    const m = /^([^:,]+?)(?:\s*\(([^()]*)\))?:\s*(.+)$/.exec(unbullet(line));
    if (m) return [drop({ name: m[1]?.trim(), level: m[2]?.trim(), keywords: (m[3] ?? "").split(/\s*,\s*/).filter(Boolean) })];
    return unbullet(line).split(/\s*,\s*/).filter(Boolean).map((part) => {
      const lv = /^(.*?)\s*\(([^()]*)\)$/.exec(part);
      return lv ? drop({ name: lv[1], level: lv[2] }) : { name: part };
    });
  });
  const splitUrl = (s: string) => {
    const m = /^(.*?)\s+(https?:\/\/\S+)$/.exec(s);
    return m ? { text: m[1] ?? "", url: m[2] } : { text: s, url: undefined };
  };
  const certificates = linesOf(v.certifications).map((l) => {
    const { text, url } = splitUrl(unbullet(l));
    const t = titled(text);
    return drop({ name: t.title, issuer: t.by, date: t.date, url });
  });
  const awards = linesOf(v.awards).map((l) => {
    const [head = "", ...summary] = unbullet(l).split(/(?<=\))\s*:\s+|:\s+(?=.)/);
    const t = titled(head);
    return drop({ title: t.title, awarder: t.by, date: t.date, summary: summary.join(": ") || undefined });
  });
  const publications = linesOf(v.publications).map((l) => {
    const [head = "", ...summary] = unbullet(l).split(/(?<=\)|\S\/\S*)\s*:\s+(?=\S)/);
    const { text, url } = splitUrl(head);
    const t = titled(text);
    return drop({ name: t.title, publisher: t.by, releaseDate: t.date, url, summary: summary.join(": ") || undefined });
  });
  const languages = linesOf(v.languages)
    .flatMap((l) => unbullet(l).split(/\s*,\s*(?![^()]*\))/))
    .filter(Boolean)
    .map((l) => {
      const m = /^(.*?)\s*\(([^()]*)\)$/.exec(l);
      return m ? { language: m[1], fluency: m[2] } : { language: l };
    });
  const interests = linesOf(v.interests).flatMap((l) => {
    const [name = "", keywords] = unbullet(l).split(/:\s+(.*)/s);
    return keywords ? [{ name, keywords: keywords.split(/\s*,\s*/).filter(Boolean) }] : name.split(/\s*,\s*/).filter(Boolean).map((n) => ({ name: n }));
  });
  const references = linesOf(v.references).map((l) => {
    const [name, ...ref] = unbullet(l).split(": ");
    return ref.length ? { name, reference: ref.join(": ") } : { reference: unbullet(l) };
  });
  return finish({
    basics: {
      name: v.name?.trim(),
      label: v.job_title?.trim(),
      image: kept.image,
      email: v.email?.trim() && EMAIL.test(v.email.trim()) ? v.email.trim() : undefined,
      phone: v.phone?.trim(),
      url: asUrl(v.website),
      summary: kept.summary,
      location: location(v.location),
      profiles: profiles(v.linkedin, v.github, kept.more),
    },
    work,
    volunteer,
    education,
    awards,
    certificates,
    publications,
    skills,
    languages,
    interests,
    references,
    projects,
  });
}

/** A generated resume (the answer's sections) → JSON Resume. */
export function jsonResumeFromSections(s: Schemas["ResumeSections"]): JsonResume {
  const c = s.header.contact;
  const role = (e: Schemas["ExperienceEntry"]) => ({
    position: e.role,
    location: e.location,
    summary: e.details,
    ...(e.start_date || e.end_date ? drop({ startDate: isoDate(e.start_date), endDate: isoDate(e.end_date) }) : dateRange(e.dates)),
    highlights: e.bullets ?? [],
  });
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
    // A header the parser kept whole (ADR 0014) is the entry's name, as typed.
    work: (s.experience ?? []).map((e) => drop({ name: e.company || (e.role ? undefined : e.text), ...role(e) })),
    volunteer: (s.volunteer ?? []).map((e) => drop({ organization: e.company || (e.role ? undefined : e.text), ...role(e) })),
    education: (s.education ?? []).map((e) => drop({ studyType: e.degree || (e.school ? undefined : e.text), institution: e.school, endDate: isoDate(e.year) })),
    projects: (s.projects ?? []).map((p) => drop({ name: p.name, description: p.text, url: asUrl(p.link), keywords: p.tech ? p.tech.split(/\s*,\s*/).filter(Boolean) : [], highlights: p.bullets ?? [] })),
    skills: (s.skills ?? []).map((name) => ({ name })),
    certificates: (s.certifications ?? []).map((name) => ({ name })),
    awards: (s.awards ?? []).map((title) => ({ title })),
    publications: (s.publications ?? []).map((name) => ({ name })),
    languages: (s.languages ?? []).map((language) => ({ language })),
    interests: (s.interests ?? []).map((name) => ({ name })),
    references: (s.references ?? []).map((reference) => ({ reference })),
  });
}
