/**
 * The target job carries across the generators (issue 27): entered on the resume, it is found
 * on the cover letter and the cold email. It is kept in this browser per user (or guest),
 * beside the forms in progress (`form.target_job.{owner}`, so signing out clears a user's as
 * it clears their forms). The pitch deck has no target job: its reader is an investor.
 */
import { readStorage, removeStorage, storageKeys, writeStorage } from "@/lib/storage";

export interface TargetJob {
  posting: string;
  role: string;
  company: string;
}

export type CarryKind = "resume" | "cover_letter" | "cold_email";

/** Each generator's fields for the posting, the role and the company: a letter's role and company are its own job title and company name. */
export const TARGET_FIELD_NAMES: Record<CarryKind, Record<keyof TargetJob, string>> = {
  resume: { posting: "job_description", role: "target_role", company: "target_company" },
  cold_email: { posting: "job_description", role: "target_role", company: "target_company" },
  cover_letter: { posting: "job_description", role: "job_title", company: "company_name" },
};

export const targetKey = (owner: string) => `${storageKeys.formPrefix}target_job.${owner}`;

export function targetOf(kind: CarryKind, values: Record<string, string | undefined>): TargetJob {
  const names = TARGET_FIELD_NAMES[kind];
  return { posting: values[names.posting]?.trim() ?? "", role: values[names.role]?.trim() ?? "", company: values[names.company]?.trim() ?? "" };
}

export const isEmptyTarget = (t: TargetJob) => !t.posting && !t.role && !t.company;
export const sameTarget = (a: TargetJob, b: TargetJob) => a.posting === b.posting && a.role === b.role && a.company === b.company;

/** The form fields a target job fills on this generator (its empty parts left out). */
export function fieldsOf(kind: CarryKind, t: TargetJob): Record<string, string> {
  const names = TARGET_FIELD_NAMES[kind];
  const out: Record<string, string> = {};
  for (const part of ["posting", "role", "company"] as const) if (t[part]) out[names[part]] = t[part];
  return out;
}

/**
 * What a generator does with the shared target job once its own starting point has landed:
 * fill its empty target fields, offer to switch when it holds another one (a draft opened
 * for another job keeps its own until the user says so), or nothing.
 */
export function carryDecision(current: TargetJob, shared: TargetJob | null): "fill" | "offer" | "none" {
  if (!shared || isEmptyTarget(shared)) return "none";
  if (isEmptyTarget(current)) return "fill";
  return sameTarget(current, shared) ? "none" : "offer";
}

/** "Platform Engineer @ Quillfeather", or the posting's first line. */
export function targetLabel(t: TargetJob): string {
  if (t.role && t.company) return `${t.role} @ ${t.company}`;
  return t.role || t.company || (t.posting.split("\n").find((l) => l.trim())?.trim().slice(0, 80) ?? "");
}

export function loadTarget(owner: string): TargetJob | null {
  const raw = readStorage(targetKey(owner));
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<TargetJob>;
    const str = (x: unknown) => (typeof x === "string" ? x : "");
    const t = { posting: str(v.posting), role: str(v.role), company: str(v.company) };
    return isEmptyTarget(t) ? null : t;
  } catch {
    return null;
  }
}

/** Keeps the latest target job typed; an emptied one does not erase it (Clear form starts a blank page, not a new job). */
export function saveTarget(owner: string, t: TargetJob): void {
  if (isEmptyTarget(t)) return;
  writeStorage(targetKey(owner), JSON.stringify(t));
}

export function forgetTarget(owner: string): void {
  removeStorage(targetKey(owner));
}
