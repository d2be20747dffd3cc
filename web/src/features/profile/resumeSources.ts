/**
 * Where a resume to fill from can come from: the signed-in user's resume drafts (the drafts
 * API), and the resume form in progress kept in this browser (features/generator/savedForm,
 * a guest's too). A draft being edited on the Resume page is read with those edits.
 */
import { getDraft, type DraftSummary } from "@/features/drafts/api";
import { resumeConfig, type Values } from "@/features/generator/kinds";
import { valuesFromInput, type SavedForm } from "@/features/generator/savedForm";
import { api, unwrap } from "@/lib/api/client";
import type { ResumeSections } from "./fromResume";

export type ResumeSource =
  /** A saved resume draft; `edits` is the Resume page's form when it is editing that draft. */
  | { key: string; type: "draft"; draftId: string; title: string; updatedAt: string; edits: Values | null }
  /** The resume form in progress in this browser, not (or no longer) tied to a listed draft. */
  | { key: "form"; type: "form"; values: Values };

const hasContent = (values: Values) => Object.entries(values).some(([k, v]) => !resumeConfig.fields.find((f) => f.name === k)?.target && v.trim() !== "");

/**
 * The sources, the one to use by default first: the latest resume draft (by its last change),
 * then the older ones, then the form in progress when it belongs to none of them. With no
 * draft (a guest, or nothing generated yet), the form in progress is the one.
 */
export function resumeSources(drafts: readonly DraftSummary[], saved: SavedForm | null): ResumeSource[] {
  const resumes = drafts.filter((d) => d.kind === "resume" && !d.deleted_at).sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  const savedValues = saved && hasContent(saved.values) ? saved.values : null;
  const out: ResumeSource[] = resumes.map((d) => ({
    key: `draft:${d.id}`,
    type: "draft",
    draftId: d.id,
    title: d.title,
    updatedAt: d.updated_at,
    edits: savedValues && saved?.draftId === d.id ? savedValues : null,
  }));
  if (savedValues && !out.some((s) => s.type === "draft" && s.edits)) out.push({ key: "form", type: "form", values: savedValues });
  return out;
}

export function sourceLabel(s: ResumeSource, formatDate: (iso: string) => string): string {
  if (s.type === "form") return "Resume in progress (Resume page)";
  return `${s.title} · ${formatDate(s.updatedAt)}${s.edits ? " · with your latest edits" : ""}`;
}

/** The resume form read by the one parser (POST /api/resume/preview, ADR 0015). */
function readForm(values: Values, signal?: AbortSignal): Promise<ResumeSections> {
  return unwrap(api.POST("/api/resume/preview", { body: resumeConfig.toRequest(values, "default"), ...(signal ? { signal } : {}) })).then((p) => p.sections);
}

const isResumeSections = (x: unknown): x is ResumeSections => typeof x === "object" && x !== null && "header" in x;

/** The resume's sections: a draft's as saved (its preview model), or the form as the parser reads it. */
export async function readSource(s: ResumeSource, signal?: AbortSignal): Promise<ResumeSections> {
  if (s.type === "form") return readForm(s.values, signal);
  if (s.edits) return readForm(s.edits, signal);
  const d = await getDraft(s.draftId);
  return isResumeSections(d.sections) ? d.sections : readForm(valuesFromInput(resumeConfig, d.input), signal);
}
