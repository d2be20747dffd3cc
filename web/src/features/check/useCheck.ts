import { useMemo } from "react";
import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { useSettledQuery } from "@/lib/useSettledQuery";
import type { TemplateId } from "@/features/documents/model";
import type { KindConfig, Values } from "@/features/generator/kinds";
import type { Kind } from "@/features/generator/stream";

export type CheckReport = components["schemas"]["Report"];
export type CheckFinding = components["schemas"]["Finding"];

/** How long the form must rest before it is checked again: as long as the preview waits. */
export const CHECK_DEBOUNCE_MS = 250;

/** The kinds the check panel reads; a cold email keeps its quality score instead. */
export const CHECKED_KINDS: readonly Kind[] = ["resume", "cover_letter"];

type CheckBody = { kind: Kind; fields: Record<string, unknown> };

const fetchCheck = (body: CheckBody, signal: AbortSignal) => unwrap(api.POST("/api/check", { body, signal }));

/** The check of the form as typed (POST /api/check, ADR 0039), asked once the typing rests. */
export function useCheck<K extends Kind>(config: KindConfig<K>, values: Values, template: TemplateId): CheckReport | null {
  const body = useMemo<CheckBody | null>(
    () => (CHECKED_KINDS.includes(config.kind) ? { kind: config.kind, fields: config.toRequest(values, template) as Record<string, unknown> } : null),
    [config, values, template],
  );
  return useSettledQuery("check", body, fetchCheck, CHECK_DEBOUNCE_MS);
}
