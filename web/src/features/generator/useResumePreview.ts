import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { useSettledQuery } from "@/lib/useSettledQuery";

type Schemas = components["schemas"];

/** How long the form must rest before the server is asked to read it again. */
export const PREVIEW_DEBOUNCE_MS = 250;

const fetchPreview = (body: Schemas["ResumeForm"], signal: AbortSignal) => unwrap(api.POST("/api/resume/preview", { body, signal }));

/**
 * The server's reading of the resume form (POST /api/resume/preview, ADR 0015): the sections
 * the built-in writer's draft will hold, asked for once the typing has rested 250 ms. While a
 * newer answer is on its way, and when one fails (offline, too many requests), the last answer
 * stays, so the preview never jumps back. null until the first answer, or when body is null.
 */
export function useResumePreview(body: Schemas["ResumeForm"] | null): Schemas["ResumePreviewResponse"] | null {
  return useSettledQuery("resume-preview", body, fetchPreview, PREVIEW_DEBOUNCE_MS);
}
