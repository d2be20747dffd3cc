/**
 * The generators' own tone lists (spec section 5), in a module of their own so /settings can
 * offer them without loading the generators. The spec's settings list (professional,
 * friendly, persuasive, enthusiastic, empathetic) stays as the general default tone: a
 * generator with no tone of its own chosen on /settings maps it onto its nearest (ADR 0051).
 */
import type { DefaultTone } from "@/features/settings/defaults";

export const COVER_TONES = ["professional", "confident", "warm", "concise", "enthusiastic"] as const;
export const EMAIL_TONES = ["Confident & warm", "Direct & concise", "Professional & courteous", "Friendly & upbeat", "Bold & persuasive"] as const;
export type CoverTone = (typeof COVER_TONES)[number];
export type EmailTone = (typeof EMAIL_TONES)[number];

/** A cover letter tone as a label: "Professional". */
export const coverToneLabel = (t: CoverTone) => t[0]!.toUpperCase() + t.slice(1);

export const COVER_TONE_FOR_DEFAULT: Record<DefaultTone, CoverTone> = {
  professional: "professional",
  friendly: "warm",
  persuasive: "confident",
  enthusiastic: "enthusiastic",
  empathetic: "warm",
};
export const EMAIL_TONE_FOR_DEFAULT: Record<DefaultTone, EmailTone> = {
  professional: "Professional & courteous",
  friendly: "Friendly & upbeat",
  persuasive: "Bold & persuasive",
  enthusiastic: "Friendly & upbeat",
  empathetic: "Confident & warm",
};

export const parseCoverTone = (v: unknown): CoverTone | null => (typeof v === "string" && (COVER_TONES as readonly string[]).includes(v) ? (v as CoverTone) : null);
export const parseEmailTone = (v: unknown): EmailTone | null => (typeof v === "string" && (EMAIL_TONES as readonly string[]).includes(v) ? (v as EmailTone) : null);
