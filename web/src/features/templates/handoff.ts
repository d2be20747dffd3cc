/**
 * The hand-over from the gallery to a generator (spec section 4, "Template selection"): the
 * gallery stores the chosen template in browser storage and opens the generator of its type,
 * which applies it once — variant and main field — and removes it.
 */
import type { TemplateId } from "@/features/documents/model";
import type { Kind } from "@/features/generator/stream";
import { readStorage, removeStorage, storageKeys, writeStorage } from "@/lib/storage";
import type { CatalogueTemplate } from "./api";

export interface ChosenTemplate {
  name: string;
  type: Kind;
  variant: TemplateId;
  content: string;
  is_premium: boolean;
}

/** Spec section 9: a gallery card previews the first 240 characters of the content. */
export const PREVIEW_LENGTH = 240;

export const PREMIUM_TEMPLATE_ALERT = "This is a Premium template. Please upgrade to use it.";
export const appliedTemplateToast = (name: string) => `Applied template: ${name}`;

/** Where each type's generator lives. */
export const GENERATOR_PATHS: Record<Kind, string> = {
  resume: "/",
  cover_letter: "/cover-letter",
  cold_email: "/cold-email",
  pitch_deck: "/pitch-deck",
};

export const TYPE_LABELS: Record<Kind, string> = {
  resume: "Resume",
  cover_letter: "Cover Letter",
  cold_email: "Cold Email",
  pitch_deck: "Pitch Deck",
};

const KINDS = Object.keys(GENERATOR_PATHS) as Kind[];
const VARIANTS: TemplateId[] = ["default", "classic", "modern", "creative"];

/**
 * The preview: whole when short, else cut at the last word boundary within 240 characters.
 * Line breaks stay (one item per line reads as a list); other runs of blanks fold to one.
 */
export function previewOf(content: string, limit = PREVIEW_LENGTH): string {
  const text = content
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n")
    .trim();
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const cut = chars.slice(0, limit - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?—–-]+$/u, "")}…`;
}

/** Whether the user must upgrade before using this template. */
export function isLocked(template: Pick<CatalogueTemplate, "is_premium">, canUsePremium: boolean): boolean {
  return template.is_premium && !canUsePremium;
}

export function storeChosenTemplate(t: CatalogueTemplate): void {
  const chosen: ChosenTemplate = { name: t.name, type: t.type, variant: t.variant, content: t.content, is_premium: t.is_premium };
  writeStorage(storageKeys.selectedTemplate, JSON.stringify(chosen));
}

/** Reads a stored choice; anything malformed (edited by hand, an older shape) is dropped. */
export function parseChosenTemplate(raw: string | null): ChosenTemplate | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.name !== "string" || typeof o.content !== "string" || !KINDS.includes(o.type as Kind)) return null;
  const variant = VARIANTS.includes(o.variant as TemplateId) ? (o.variant as TemplateId) : "default";
  return { name: o.name, type: o.type as Kind, variant, content: o.content, is_premium: o.is_premium === true };
}

/**
 * Takes the stored choice for this generator, removing it so it applies once. A choice made
 * for another generator stays where it is for that generator.
 */
export function takeChosenTemplate(kind: Kind): ChosenTemplate | null {
  const raw = readStorage(storageKeys.selectedTemplate);
  const chosen = parseChosenTemplate(raw);
  if (raw !== null && chosen === null) removeStorage(storageKeys.selectedTemplate);
  if (!chosen || chosen.type !== kind) return null;
  removeStorage(storageKeys.selectedTemplate);
  return chosen;
}
