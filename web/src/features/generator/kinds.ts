/** The four generators: their fields, requests and documents. */
import {
  coverLetterFromForm, coverLetterFromText, deckFromForm, deckFromSections, emailFromText, emailTextFromForm, plainFromText,
  resumeFromForm, resumeFromPreview, resumeFromSections, type ColdEmailValues, type CoverLetterValues, type PitchDeckValues, type ResumeFormValues,
} from "@/features/documents/build";
import type { components } from "@/lib/api/schema";
import type { DocModel, TemplateId } from "@/features/documents/model";
import type { GeneratorDefaults } from "@/features/settings/defaults";
import { buildContactLine, normalizeVariantIndex, VARIANTS } from "./rules";
import type { Kind, KindTypes } from "./stream";
import { ASKS, callToActionFor, DEFAULT_CTA, type Ask } from "./ask";
import { letterBody } from "./letterText";
import { COVER_TONES, coverToneLabel, EMAIL_TONES } from "./tones";

type Schemas = components["schemas"];

export type Values = Record<string, string>;

export interface FieldDef {
  name: string;
  label: string;
  rows?: number;
  type?: "text" | "email" | "tel" | "url";
  required?: boolean;
  placeholder?: string;
  hint?: string;
  /** Revealed by Add More Info. */
  more?: boolean;
  /** Half width on wide screens. */
  half?: boolean;
  options?: { value: string; label: string }[];
  autoComplete?: string;
  /** Shown in the Target job panel rather than the form's grid (features/match). */
  target?: boolean;
}

/** The Target job panel's fields: the posting (and, except on a cover letter, the role and company). */
const TARGET_FIELDS: FieldDef[] = [
  { name: "job_description", label: "Job posting", target: true },
  { name: "target_role", label: "Target role", target: true },
  { name: "target_company", label: "Target company", target: true },
];
const targetRequest = (v: Values) => ({ job_description: v.job_description ?? "", target_role: v.target_role?.trim() ?? "", target_company: v.target_company?.trim() ?? "" });

export { COVER_TONES, EMAIL_TONES, COVER_TONE_FOR_DEFAULT, EMAIL_TONE_FOR_DEFAULT } from "./tones";
export const CTA_SUGGESTIONS = ["15-minute chat", "10-minute intro call this week", "brief product demo next week", "short call to explore fit", "15 minutes to scope impact"] as const;
/**
 * The cover letter's three structures, as both engines write them (writer/coverletter.go,
 * drafting/prompt.go's variantStyles): 1 flowing paragraphs, 2 the background's highlights as
 * a bulleted list, 3 story-led, opening with the strongest result.
 */
export const VARIANT_LABELS = { 1: "1 · flowing paragraphs", 2: "2 · highlights", 3: "3 · story" } as const;
const VARIANT_OPTIONS = VARIANTS.map((n) => ({ value: String(n), label: VARIANT_LABELS[n] }));
export const VARIANT_HINT = "1 flows in paragraphs; 2 lists your highlights; 3 opens with your strongest result.";
export { DEFAULT_CTA };

/** A suggestion chip as the question the email ends with. */
export function ctaQuestion(suggestion: string): string {
  return suggestion ? `Open to a ${suggestion}?` : DEFAULT_CTA;
}

/**
 * The question the email ends with: the chip chosen, else the default, which a goal naming a
 * meeting by its length adjusts ("20 min chat" → "Open to a 20-minute chat?"), as the server
 * does. The preview, the score and the request all use it, so none shows another meeting.
 */
export function emailCta(v: Values): string {
  return callToActionFor(v.goal ?? "", ctaQuestion(v.cta ?? ""));
}

export interface KindConfig<K extends Kind = Kind> {
  kind: K;
  title: string;
  intro: string;
  fields: FieldDef[];
  initial: Values;
  layoutToggle: boolean;
  /** The field a gallery template's content goes into: the form's main text. */
  templateField: string;
  /** This generator's starting tone from the defaults of /settings; absent when it has no tone. */
  toneFor?: (defaults: Pick<GeneratorDefaults, "tones">) => string;
  toRequest: (v: Values, template: TemplateId) => KindTypes[K]["form"];
  fromForm: (v: Values, template: TemplateId) => DocModel;
  /** The server's reading of the form, drawn as the draft will be (resumes: ADR 0015). */
  fromPreview?: (preview: Schemas["ResumePreviewResponse"], template: TemplateId) => DocModel;
  fromText: (text: string, v: Values, template: TemplateId) => DocModel;
  fromAnswer: (answer: KindTypes[K]["answer"], v: Values, template: TemplateId) => DocModel;
}

const trimmed = (v: Values, key: string) => v[key]?.trim() ?? "";

export const resumeConfig: KindConfig<"resume"> = {
  kind: "resume",
  title: "Resume Generator",
  intro: "Fill in your experience and watch a clean, well-structured resume take shape. Copy it, or download it as a PDF with real, selectable text.",
  layoutToggle: false,
  templateField: "summary",
  initial: {},
  fields: [
    { name: "name", label: "Full name", half: true, autoComplete: "name" },
    { name: "job_title", label: "Job title", half: true, autoComplete: "organization-title" },
    { name: "email", label: "Email", type: "email", half: true, autoComplete: "email" },
    { name: "phone", label: "Phone", type: "tel", half: true, autoComplete: "tel" },
    { name: "location", label: "Location", half: true },
    { name: "website", label: "Website", half: true, placeholder: "https://" },
    { name: "linkedin", label: "LinkedIn", half: true },
    { name: "github", label: "GitHub", half: true },
    { name: "skills", label: "Skills", rows: 2, hint: "Comma-separated or one per line." },
    { name: "summary", label: "Summary", rows: 3 },
    { name: "experience", label: "Experience", rows: 6, hint: "One role per block: 'Role at Company, City (2019 – 2023)' then one bullet per line." },
    { name: "projects", label: "Projects", rows: 4, hint: "One project per block: name, then bullet lines." },
    { name: "education", label: "Education", rows: 2, hint: "One per line: degree, school, year." },
    { name: "certifications", label: "Certifications", rows: 2, more: true, hint: "One per line." },
    { name: "volunteer", label: "Volunteer", rows: 3, more: true, hint: "One role per block: 'Role at Organisation (2019 – Present)' then one bullet per line." },
    { name: "awards", label: "Awards", rows: 2, more: true, hint: "One per line." },
    { name: "publications", label: "Publications", rows: 2, more: true, hint: "One per line." },
    { name: "languages", label: "Languages", rows: 1, more: true, hint: "Comma-separated or one per line, e.g. Spanish (native)." },
    { name: "interests", label: "Interests", rows: 1, more: true, hint: "Comma-separated or one per line." },
    { name: "references", label: "References", rows: 2, more: true, hint: "One per line." },
    { name: "contact_info", label: "Contact Info (Optional)", more: true, hint: "Left empty, it is built from your email, phone, website, location, LinkedIn and GitHub." },
    ...TARGET_FIELDS,
  ],
  toRequest: (v, template) => {
    const name = trimmed(v, "name");
    return {
      name, full_name: name, job_title: trimmed(v, "job_title"), email: trimmed(v, "email"), phone: trimmed(v, "phone"),
      location: trimmed(v, "location"), website: trimmed(v, "website"), linkedin: trimmed(v, "linkedin"), github: trimmed(v, "github"),
      skills: v.skills ?? "", summary: v.summary ?? "", experience: v.experience ?? "", projects: v.projects ?? "", education: v.education ?? "",
      certifications: v.certifications ?? "", references: v.references ?? "",
      volunteer: v.volunteer ?? "", awards: v.awards ?? "", publications: v.publications ?? "", languages: v.languages ?? "", interests: v.interests ?? "",
      contact_info: buildContactLine({ email: v.email, phone: v.phone, website: v.website, location: v.location, linkedin: v.linkedin, github: v.github }, v.contact_info),
      template,
      ...targetRequest(v),
    };
  },
  fromForm: (v, t) => resumeFromForm(v as ResumeFormValues, t),
  fromPreview: (p, t) => resumeFromPreview(p, t),
  fromText: (text, v, t) => plainFromText("resume", text, t, `${trimmed(v, "name") || "Your Name"} Resume`),
  fromAnswer: (a, _v, t) => resumeFromSections(a.sections, t, a.title),
};

export const coverLetterConfig: KindConfig<"cover_letter"> = {
  kind: "cover_letter",
  title: "Cover Letter Generator",
  intro: "Tell us about the role and your background; get a focused cover letter in the tone you choose, in three structures.",
  layoutToggle: false,
  initial: { tone: "professional", variant_index: "1" },
  templateField: "background",
  toneFor: (d) => d.tones.cover_letter,
  fields: [
    { name: "name", label: "Name", required: true, half: true, autoComplete: "name" },
    { name: "job_title", label: "Job title", half: true },
    { name: "company_name", label: "Company name", half: true, autoComplete: "organization" },
    { name: "tone", label: "Tone", half: true, options: COVER_TONES.map((t) => ({ value: t, label: coverToneLabel(t) })) },
    { name: "background", label: "Background", rows: 8, hint: "Your experience, wins and why this role. One bullet per line starting with '-' becomes a highlight." },
    { name: "variant_index", label: "Variant", half: true, options: VARIANT_OPTIONS, hint: VARIANT_HINT },
    { name: "greeting", label: "Greeting", half: true, placeholder: "Dear Hiring Manager," },
    { name: "closing", label: "Closing", placeholder: "Thank you for your time and consideration." },
    { name: "signature", label: "Signature", half: true },
    { name: "contact_info", label: "Contact Info (Optional)", more: true },
    TARGET_FIELDS[0]!,
  ],
  toRequest: (v, template) => {
    const name = trimmed(v, "name");
    const tone = (COVER_TONES as readonly string[]).includes(v.tone ?? "") ? (v.tone as (typeof COVER_TONES)[number]) : "professional";
    return {
      name, full_name: name, contact_info: trimmed(v, "contact_info"), job_title: trimmed(v, "job_title"), desired_job_title: trimmed(v, "job_title"),
      company_name: trimmed(v, "company_name"), company: trimmed(v, "company_name"), background: v.background ?? "", tone,
      variant_index: normalizeVariantIndex(v.variant_index), greeting: trimmed(v, "greeting"), closing: trimmed(v, "closing"),
      signature: trimmed(v, "signature"), template, job_description: v.job_description ?? "",
    };
  },
  fromForm: (v, t) => coverLetterFromForm(v as CoverLetterValues, t),
  // The document's header block is the sender; the draft's own header line goes (ADR 0080).
  fromText: (text, v, t) => coverLetterFromText(letterBody(text, v), v as CoverLetterValues, t),
  fromAnswer: (a, v, t) => coverLetterFromText(letterBody(a.result_text, v), v as CoverLetterValues, t, a.title),
};

export const coldEmailConfig: KindConfig<"cold_email"> = {
  kind: "cold_email",
  title: "Cold Email Generator",
  intro: "Draft a short, specific cold email — subject, opener, offer and call to action — and watch its quality score as you write.",
  layoutToggle: true,
  initial: { tone: "Confident & warm", cta: "", ask: "" },
  templateField: "offer",
  toneFor: (d) => d.tones.cold_email,
  fields: [
    { name: "sender_name", label: "Your name", half: true, autoComplete: "name" },
    { name: "recipient", label: "Recipient", half: true, hint: "Their first name." },
    { name: "icebreaker", label: "Icebreaker", rows: 2, hint: "Something specific about them or their team." },
    { name: "offer", label: "Offer", rows: 4, hint: "One item per line; the first line becomes the subject." },
    { name: "goal", label: "Goal", rows: 2 },
    ...TARGET_FIELDS,
  ],
  toRequest: (v, template) => ({
    sender_name: trimmed(v, "sender_name"), recipient: trimmed(v, "recipient"), icebreaker: trimmed(v, "icebreaker"), offer: v.offer ?? "",
    goal: trimmed(v, "goal"), tone: (EMAIL_TONES as readonly string[]).includes(v.tone ?? "") ? (v.tone as (typeof EMAIL_TONES)[number]) : "Confident & warm",
    cta: emailCta(v), ask: (ASKS as readonly string[]).includes(v.ask ?? "") ? (v.ask as Ask) : undefined, template, ...targetRequest(v),
  }),
  fromForm: (v, t) => emailFromText(emailTextFromForm(v as ColdEmailValues, emailCta(v)), t),
  fromText: (text, _v, t) => emailFromText(text, t),
  fromAnswer: (a, _v, t) => emailFromText(a.result_text, t, a.title),
};

export const COLD_EMAIL_EXAMPLE: Values = {
  sender_name: "Łukasz Nowak",
  recipient: "Zoë",
  icebreaker: "Loved your talk on scaling support at Northwind — the part about first-reply time stuck with me.",
  offer: "Cut first-reply time by 40% in 30 days\nAI triage that routes tickets to the right agent\nSet up in one afternoon, no migration",
  goal: "See whether this could help your support team hit its Q3 targets.",
};

export const pitchDeckConfig: KindConfig<"pitch_deck"> = {
  kind: "pitch_deck",
  title: "Pitch Deck Generator",
  intro: "Describe your product, who it is for and your key points; get a nine-slide outline from Problem to Ask.",
  layoutToggle: true,
  templateField: "key_points",
  initial: {},
  fields: [
    { name: "product", label: "Product", hint: "The company or product name." },
    { name: "audience", label: "Audience", rows: 2, hint: "Who it is for: the market." },
    { name: "key_points", label: "Key points", rows: 6, hint: "One point per line: traction, team, business model, the ask…" },
  ],
  toRequest: (v, template) => ({ product: trimmed(v, "product"), audience: trimmed(v, "audience"), key_points: v.key_points ?? "", template }),
  fromForm: (v, t) => deckFromForm(v as PitchDeckValues, t),
  fromText: (text, v, t) => plainFromText("pitch_deck", text, t, `${trimmed(v, "product") || "Your Company"} Pitch Deck`),
  fromAnswer: (a, _v, t) => deckFromSections(a.sections, t, a.title),
};
