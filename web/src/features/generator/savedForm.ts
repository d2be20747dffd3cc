/**
 * Typing is never lost: each generator keeps its form in progress in this browser, per kind
 * and per user (or guest), and restores it on reload or return. A guest's form moves to the
 * account they sign in to, so signing in to generate keeps what they typed.
 */
import { parseLayout, type Layout } from "@/features/documents/layout";
import { TEMPLATE_IDS, type TemplateId } from "@/features/documents/model";
import { readStorage, removeStorage, storageKeys, writeStorage } from "@/lib/storage";
import { CTA_SUGGESTIONS, ctaQuestion, type KindConfig, type Values } from "./kinds";
import { buildContactLine } from "./rules";
import type { Kind } from "./stream";

export const GUEST = "guest";

export interface SavedForm {
  values: Values;
  template: TemplateId;
  /** The document's layout, when the user chose one. */
  layout?: Layout | null;
  /** The library draft the form was opened from (its next Generate makes a new version). */
  draftId?: string;
}

export const formKey = (kind: Kind, owner: string) => `${storageKeys.formPrefix}${kind}.${owner}`;

function parse(raw: string | null): SavedForm | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<SavedForm>;
    if (!v || typeof v !== "object" || !v.values || typeof v.values !== "object") return null;
    const values: Values = {};
    for (const [k, x] of Object.entries(v.values)) if (typeof x === "string") values[k] = x;
    const template = TEMPLATE_IDS.includes(v.template as TemplateId) ? (v.template as TemplateId) : "default";
    const layout = parseLayout(v.layout);
    return { values, template, ...(layout ? { layout } : {}), ...(typeof v.draftId === "string" ? { draftId: v.draftId } : {}) };
  } catch {
    return null;
  }
}

/** The form of this kind saved for an owner (a user id, or GUEST), read only: nothing moves. */
export function peekForm(kind: Kind, owner: string): SavedForm | null {
  return parse(readStorage(formKey(kind, owner)));
}

/**
 * The saved form of this kind for the user (null: a guest). A signed-in user with nothing
 * saved takes over the guest's form of this browser, which is then removed.
 */
export function loadForm(kind: Kind, userId: string | null): SavedForm | null {
  const own = parse(readStorage(formKey(kind, userId ?? GUEST)));
  if (own || !userId) return own;
  const guest = parse(readStorage(formKey(kind, GUEST)));
  if (guest) {
    writeStorage(formKey(kind, userId), JSON.stringify(guest));
    removeStorage(formKey(kind, GUEST));
  }
  return guest;
}

/** Whether the form holds nothing typed (only its starting values). */
export function isBlank(form: SavedForm, initial: Values): boolean {
  return !form.draftId && form.template === "default" && !form.layout && Object.entries(form.values).every(([k, v]) => !v.trim() || v === initial[k]);
}

export function saveForm(kind: Kind, userId: string | null, form: SavedForm, initial: Values): void {
  const key = formKey(kind, userId ?? GUEST);
  if (isBlank(form, initial)) removeStorage(key);
  else writeStorage(key, JSON.stringify(form));
}

export function clearForm(kind: Kind, userId: string | null): void {
  removeStorage(formKey(kind, userId ?? GUEST));
}

const str = (x: unknown) => (typeof x === "string" ? x : typeof x === "number" ? String(x) : "");

/** The form's values from a saved draft's stored input (the server's normalised form). */
export function valuesFromInput<K extends Kind>(config: KindConfig<K>, input: Record<string, unknown>): Values {
  const v: Values = { ...config.initial };
  const alias: Record<string, string[]> = { name: ["name", "full_name"], job_title: ["job_title", "desired_job_title"], company_name: ["company_name", "company"] };
  for (const name of [...config.fields.map((f) => f.name), ...Object.keys(config.initial)]) {
    const value = (alias[name] ?? [name]).map((k) => str(input[k])).find((x) => x !== "");
    if (value) v[name] = value;
  }
  if (config.kind === "cold_email") v.cta = CTA_SUGGESTIONS.find((s) => ctaQuestion(s) === str(input.cta)) ?? "";
  if (config.kind === "resume" && v.contact_info && v.contact_info === buildContactLine(v, "")) v.contact_info = "";
  return v;
}
