/**
 * Builds documents from a form (the live preview before any generation) and from a draft
 * (streamed text, then the final answer with its sections). Everything stays text: links
 * become live only through linkify/safeHref (http, https, mailto).
 */
import { stripInvisible } from "@/lib/invisible";
import { linkify, safeHref, type TextRun } from "@/lib/links";
import type { Block, DocKind, DocModel, Runs, TemplateId } from "./model";
import type { components } from "@/lib/api/schema";

type Schemas = components["schemas"];

const BULLET = /^\s*(?:[-•*▸–]\s+)/;

function lines(text: string | null | undefined): string[] {
  return (text ?? "").replace(/\r\n/g, "\n").split("\n").map((l) => l.trim()).filter(Boolean);
}

/** Free text → paragraphs and bullet lists (a line starting with -, •, * is a bullet). */
export function textBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const paras = text.replace(/\r\n/g, "\n").split(/\n\s*\n/);
  for (const para of paras) {
    const ls = para.split("\n").map((l) => l.trimEnd()).filter((l) => l.trim() !== "");
    if (!ls.length) continue;
    let prose: string[] = [];
    let items: Runs[] = [];
    const flush = () => {
      if (prose.length) blocks.push({ type: "paragraph", runs: linkify(prose.join("\n")) });
      if (items.length) blocks.push({ type: "bullets", items });
      prose = [];
      items = [];
    };
    for (const l of ls) {
      if (BULLET.test(l)) {
        if (prose.length) {
          blocks.push({ type: "paragraph", runs: linkify(prose.join("\n")) });
          prose = [];
        }
        items.push(linkify(l.replace(BULLET, "").trim()));
      } else {
        if (items.length) {
          blocks.push({ type: "bullets", items });
          items = [];
        }
        prose.push(l.trim());
      }
    }
    flush();
  }
  return blocks;
}

/** A contact line from separate fields: each value a link only when it is a safe one. */
export function contactRuns(values: (string | null | undefined)[], separator = " · "): Runs {
  const runs: TextRun[] = [];
  const seen = new Set<string>();
  for (const raw of values) {
    const v = raw?.trim();
    if (!v || seen.has(v.toLowerCase())) continue;
    seen.add(v.toLowerCase());
    if (runs.length) runs.push({ text: separator });
    const looksLikeLink = /^[a-z][a-z0-9+.-]*:/i.test(v) || /^www\./i.test(v) || v.includes("@") || /\.[a-z]{2,}(\/|$)/i.test(v);
    const href = looksLikeLink ? safeHref(v) : null;
    runs.push(href ? { text: v, href } : { text: v });
  }
  return runs;
}

export type ResumeFormValues = Partial<Record<keyof Schemas["ResumeForm"], string>>;
export type CoverLetterValues = Partial<Record<keyof Schemas["CoverLetterForm"], string>>;
export type ColdEmailValues = Partial<Record<keyof Schemas["ColdEmailForm"], string>>;
export type PitchDeckValues = Partial<Record<keyof Schemas["PitchDeckForm"], string>>;

function doc(kind: DocKind, template: TemplateId, title: string, blocks: Block[]): DocModel {
  // The title is the files' title property and the download's name (ADR 0033).
  return { kind, template, title: stripInvisible(title), blocks };
}

function section(blocks: Block[], heading: string, body: Block[]): void {
  if (body.length) blocks.push({ type: "heading", text: heading }, ...body);
}

/** One bullet per line of a field ("One per line"). */
function bulletLines(text: string | undefined): Block[] {
  const ls = lines(text);
  return ls.length ? [{ type: "bullets", items: ls.map((l) => linkify(l.replace(BULLET, ""))) }] : [];
}

/** A group's label before its items ("Languages: Python, Go"): the line is one item, as plaintext.SplitList keeps it. */
const LIST_LABEL = /^\p{L}[\p{L}\p{N}&/+#.() -]{0,40}:\s+\S/u;

function splitList(text: string | undefined): string[] {
  return (text ?? "")
    .split("\n")
    .map((l) => l.trim().replace(BULLET, ""))
    .flatMap((l) => (LIST_LABEL.test(l) ? [l] : l.split(",")))
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The resume as typed, before the server's reading of it has arrived (or when it cannot be
 * reached): entries are shown as the user's text, not split here. The one parser is the
 * server's (POST /api/resume/preview, ADR 0015); its answer is drawn by resumeFromPreview.
 */
export function resumeFromForm(v: ResumeFormValues, template: TemplateId): DocModel {
  const name = v.name?.trim() || v.full_name?.trim() || "Your Name";
  const blocks: Block[] = [];
  const contact = v.contact_info?.trim() ? linkify(v.contact_info.trim()) : contactRuns([v.email, v.phone, v.website, v.location, v.linkedin, v.github]);
  blocks.push({ type: "header", name, title: v.job_title?.trim() || "Job Title", contact });
  section(blocks, "Summary", v.summary?.trim() ? textBlocks(v.summary) : []);
  const skills = splitList(v.skills);
  section(blocks, "Skills", skills.length ? [{ type: "tags", items: skills }] : []);
  section(blocks, "Experience", textBlocks(v.experience ?? ""));
  section(blocks, "Projects", textBlocks(v.projects ?? ""));
  section(blocks, "Education", textBlocks(v.education ?? ""));
  section(blocks, "Certifications", bulletLines(v.certifications));
  section(blocks, "Volunteer", textBlocks(v.volunteer ?? ""));
  section(blocks, "Awards", bulletLines(v.awards));
  section(blocks, "Publications", bulletLines(v.publications));
  const languages = splitList(v.languages);
  section(blocks, "Languages", languages.length ? [{ type: "tags", items: languages }] : []);
  const interests = splitList(v.interests);
  section(blocks, "Interests", interests.length ? [{ type: "tags", items: interests }] : []);
  section(blocks, "References", bulletLines(v.references));
  if (blocks.length === 1) blocks.push({ type: "paragraph", runs: [{ text: "Your summary, skills, experience, projects and education appear here as you type." }], muted: true });
  return doc("resume", template, `${name} Resume`, blocks);
}

export function resumeFromSections(s: Schemas["ResumeSections"], template: TemplateId, title: string): DocModel {
  const blocks: Block[] = [];
  const c = s.header.contact;
  const contact = s.header.contact_info && !Object.values(c).some(Boolean) ? linkify(s.header.contact_info) : contactRuns([c.email, c.phone, c.website, c.location, c.linkedin, c.github]);
  blocks.push({ type: "header", name: s.header.name, title: s.header.title, contact });
  section(blocks, "Summary", s.summary ? textBlocks(s.summary) : []);
  section(blocks, "Skills", s.skills?.length ? [{ type: "tags", items: s.skills }] : []);
  section(blocks, "Experience", (s.experience ?? []).map(roleEntry));
  section(
    blocks,
    "Projects",
    (s.projects ?? []).map((p) => {
      const href = safeHref(p.link);
      return {
        type: "entry",
        title: p.name,
        ...(p.tech ? { subtitle: p.tech } : {}),
        ...(p.link ? { link: [href ? { text: p.link, href } : { text: p.link }] } : {}),
        ...(p.text ? { body: linkify(p.text) } : {}),
        bullets: (p.bullets ?? []).map((b) => linkify(b)),
      } satisfies Block;
    }),
  );
  section(
    blocks,
    "Education",
    (s.education ?? []).map((e) => ({
      type: "entry",
      title: e.degree || e.school || e.text,
      ...(e.degree && e.school ? { subtitle: e.school } : {}),
      ...(e.year ? { meta: e.year } : {}),
      ...(e.details ? { body: linkify(e.details) } : {}),
    })),
  );
  const items = (xs: string[] | null | undefined): Block[] => (xs?.length ? [{ type: "bullets", items: xs.map((x) => linkify(x)) }] : []);
  section(blocks, "Certifications", items(s.certifications));
  // Older drafts were saved before these sections existed (issue 22): absent is empty.
  section(blocks, "Volunteer", (s.volunteer ?? []).map(roleEntry));
  section(blocks, "Awards", items(s.awards));
  section(blocks, "Publications", items(s.publications));
  section(blocks, "Languages", s.languages?.length ? [{ type: "tags", items: s.languages }] : []);
  section(blocks, "Interests", s.interests?.length ? [{ type: "tags", items: s.interests }] : []);
  section(blocks, "References", items(s.references));
  return doc("resume", template, title, blocks);
}

/** One role (experience or volunteering) as an entry. */
function roleEntry(e: Schemas["ExperienceEntry"]): Block {
  // A header the parser could not split stays as typed (text); details are the header's
  // other words ("Full-time · 5 yrs 3 mos"), shown beside the dates.
  const meta = [e.dates || [e.start_date, e.end_date].filter(Boolean).join(" – "), e.details].filter(Boolean).join(" · ");
  return {
    type: "entry",
    title: e.role || e.company || e.text || "",
    ...(e.role && e.company ? { subtitle: [e.company, e.location].filter(Boolean).join(", ") } : e.location ? { subtitle: e.location } : {}),
    ...(meta ? { meta } : {}),
    bullets: (e.bullets ?? []).map((b) => linkify(b)),
  };
}

export const LETTER_DEFAULTS = { greeting: "Dear Hiring Manager,", closing: "Thank you for your time and consideration." } as const;

export function coverLetterFromForm(v: CoverLetterValues, template: TemplateId): DocModel {
  const name = v.name?.trim() || "Your Name";
  const blocks: Block[] = [{ type: "header", name, title: [v.job_title?.trim(), v.company_name?.trim()].filter(Boolean).join(" · ") || undefined, contact: linkify(v.contact_info?.trim() ?? "") }];
  blocks.push({ type: "paragraph", runs: [{ text: v.greeting?.trim() || LETTER_DEFAULTS.greeting }] });
  const body = textBlocks(v.background ?? "");
  blocks.push(...(body.length ? body : [{ type: "paragraph", runs: [{ text: "Your background goes here: tell the story the letter is built on." }], muted: true } satisfies Block]));
  blocks.push({ type: "paragraph", runs: [{ text: v.closing?.trim() || LETTER_DEFAULTS.closing }] });
  blocks.push({ type: "paragraph", runs: [{ text: v.signature?.trim() || name }] });
  return doc("cover_letter", template, `${name} Cover Letter`, blocks);
}

/** A drafted letter: header from the form, then the letter's text. */
export function coverLetterFromText(text: string, v: CoverLetterValues, template: TemplateId, title?: string): DocModel {
  const name = v.name?.trim() || "Your Name";
  const blocks: Block[] = [{ type: "header", name, title: [v.job_title?.trim(), v.company_name?.trim()].filter(Boolean).join(" · ") || undefined, contact: linkify(v.contact_info?.trim() ?? "") }];
  blocks.push(...textBlocks(text));
  return doc("cover_letter", template, title || `${name} Cover Letter`, blocks);
}

export const EMAIL_DEFAULTS = { subject: "Quick idea to help your team", opener: "Hi there,", cta: "Open to a 15-minute chat?" } as const;
export const SUBJECT_FROM_OFFER_LIMIT = 80;

export function emailSubjectFromForm(v: ColdEmailValues): string {
  const first = lines(v.offer)[0]?.replace(BULLET, "");
  return first ? first.slice(0, SUBJECT_FROM_OFFER_LIMIT) : EMAIL_DEFAULTS.subject;
}

/** The email as the form stands (preview before generation): Subject line, then the body. */
export function emailTextFromForm(v: ColdEmailValues, cta: string): string {
  const recipient = v.recipient?.trim();
  const parts = [recipient ? `Hi ${recipient},` : EMAIL_DEFAULTS.opener];
  if (v.icebreaker?.trim()) parts.push(v.icebreaker.trim());
  const offer = lines(v.offer);
  if (offer.length) parts.push(offer.map((l) => `- ${l.replace(BULLET, "")}`).join("\n"));
  if (v.goal?.trim()) parts.push(v.goal.trim());
  parts.push(cta || EMAIL_DEFAULTS.cta);
  parts.push(`Best,\n${v.sender_name?.trim() || "Your Name"}`);
  return `Subject: ${emailSubjectFromForm(v)}\n\n${parts.join("\n\n")}`;
}

export function emailFromText(text: string, template: TemplateId, title?: string): DocModel {
  const [first = "", ...rest] = text.replace(/\r\n/g, "\n").split("\n");
  const m = /^\s*subject\s*:\s*(.*)$/i.exec(first);
  const blocks: Block[] = [];
  if (m) blocks.push({ type: "header", name: m[1] ?? "", title: "Subject" }, { type: "rule" });
  blocks.push(...textBlocks(m ? rest.join("\n") : text));
  return doc("cold_email", template, title || (m?.[1] ? m[1] : "Cold Email"), blocks);
}

export const DECK_SECTIONS = ["Problem", "Solution", "Product", "Market", "Business Model", "Go-To-Market", "Traction", "Team", "Ask"] as const;

export function deckFromForm(v: PitchDeckValues, template: TemplateId): DocModel {
  const company = v.product?.trim() || "Your Company";
  const points = lines(v.key_points).map((l) => l.replace(BULLET, ""));
  const blocks: Block[] = [{ type: "header", name: company, title: v.audience?.trim() ? `For ${v.audience.trim()}` : "Pitch deck outline" }];
  section(blocks, "Key points", points.length ? [{ type: "bullets", items: points.map((p) => linkify(p)) }] : []);
  blocks.push({ type: "heading", text: "Slides" });
  blocks.push(...DECK_SECTIONS.map((s, i) => ({ type: "entry", title: `${i + 1}. ${s}`, ...(s === "Market" && v.audience?.trim() ? { body: linkify(v.audience.trim()) } : {}) }) satisfies Block));
  return doc("pitch_deck", template, `${company} Pitch Deck`, blocks);
}

export function deckFromSections(s: Schemas["DeckSections"], template: TemplateId, title: string): DocModel {
  // The same title line the copied text starts with ("{company} — Pitch Deck"), so the PDF
  // holds every word the user copies.
  const blocks: Block[] = [{ type: "header", name: s.company_name, title: s.market ? `Pitch Deck · Market: ${s.market}` : "Pitch Deck" }];
  blocks.push(...(s.slides ?? []).map((slide, i) => ({ type: "entry", title: `${i + 1}. ${slide.title}`, bullets: (slide.bullets ?? []).map((b) => linkify(b)) }) satisfies Block));
  return doc("pitch_deck", template, title, blocks);
}

/**
 * The live preview of a resume before Generate: the server's reading of the form (the same
 * sections the built-in writer's draft holds) drawn exactly as the draft will be, with
 * placeholders only where the form is still empty.
 */
export function resumeFromPreview(p: Schemas["ResumePreviewResponse"], template: TemplateId): DocModel {
  const s = p.sections;
  const doc = resumeFromSections({ ...s, header: { ...s.header, name: s.header.name || "Your Name", title: s.header.title || "Job Title" } }, template, p.title);
  if (doc.blocks.length === 1) doc.blocks.push({ type: "paragraph", runs: [{ text: "Your summary, skills, experience, projects and education appear here as you type." }], muted: true });
  return doc;
}

/** Any streamed draft as text: a title line, then paragraphs and bullets. */
export function plainFromText(kind: DocKind, text: string, template: TemplateId, title: string): DocModel {
  return doc(kind, template, title, textBlocks(text));
}
