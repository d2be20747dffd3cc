/** The drafts library over /api/drafts (ADR 0020). */
import type { components } from "@/lib/api/schema";
import { api, unwrap } from "@/lib/api/client";
import type { Kind } from "@/features/generator/stream";

export type DraftSummary = components["schemas"]["DraftSummary"];
export type DraftDetail = components["schemas"]["DraftDetail"];
export type DraftVersion = components["schemas"]["DraftVersion"];

export const DRAFTS_QUERY_KEY = ["drafts"] as const;
export const PAGE_SIZE = 20;

export const KIND_LABELS: Record<Kind, string> = {
  resume: "Resume",
  cover_letter: "Cover letter",
  cold_email: "Cold email",
  pitch_deck: "Pitch deck",
};

/** The generator page of each kind; a draft opens there with `?draft={id}`. */
export const KIND_PATHS: Record<Kind, string> = {
  resume: "/",
  cover_letter: "/cover-letter",
  cold_email: "/cold-email",
  pitch_deck: "/pitch-deck",
};

export const draftLink = (d: { id: string; kind: Kind }) => `${KIND_PATHS[d.kind]}?draft=${encodeURIComponent(d.id)}`;
/** The draft open in its generator with the Versions tab beside the preview. */
export const versionsLink = (d: { id: string; kind: Kind }) => `${draftLink(d)}&tab=versions`;
export const versionCount = (n: number) => (n === 1 ? "1 version" : `${n} versions`);

export interface ListParams {
  kind?: Kind;
  q?: string;
  bin?: boolean;
  cursor?: string;
}

export function listDrafts({ kind, q, bin, cursor }: ListParams) {
  return unwrap(
    api.GET("/api/drafts", {
      params: { query: { limit: PAGE_SIZE, ...(kind ? { kind } : {}), ...(q?.trim() ? { q: q.trim() } : {}), ...(bin ? { bin: true } : {}), ...(cursor ? { cursor } : {}) } },
    }),
  );
}

export const getDraft = (id: string) => unwrap(api.GET("/api/drafts/{id}", { params: { path: { id } } }));
export const renameDraft = (id: string, title: string) => unwrap(api.PATCH("/api/drafts/{id}", { params: { path: { id } }, body: { title } }));
export const deleteDraft = (id: string) => unwrap(api.DELETE("/api/drafts/{id}", { params: { path: { id } } }));
export const restoreDraft = (id: string) => unwrap(api.POST("/api/drafts/{id}/restore", { params: { path: { id } } }));
export const duplicateDraft = (id: string) => unwrap(api.POST("/api/drafts/{id}/duplicate", { params: { path: { id } } }));
export const listVersions = (id: string) => unwrap(api.GET("/api/drafts/{id}/versions", { params: { path: { id } } }));
export const restoreVersion = (id: string, number: number) =>
  unwrap(api.POST("/api/drafts/{id}/versions/{number}/restore", { params: { path: { id, number } } }));

/** How long the Undo of a deletion stays on screen. */
export const UNDO_MS = 6000;

export const DRAFTS_MESSAGES = {
  deleted: (title: string) => `Moved “${title}” to the bin.`,
  restored: "Draft restored.",
  duplicated: "Draft duplicated.",
  renamed: "Draft renamed.",
  versionRestored: (n: number) => `Version ${n} restored as the current draft.`,
  failed: "That did not work. Please try again.",
} as const;

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
