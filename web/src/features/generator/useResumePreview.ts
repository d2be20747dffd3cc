import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";

type Schemas = components["schemas"];

/** How long the form must rest before the server is asked to read it again. */
export const PREVIEW_DEBOUNCE_MS = 250;

/**
 * The server's reading of the resume form (POST /api/resume/preview, ADR 0015): the sections
 * the built-in writer's draft will hold, asked for once the typing has rested 250 ms. While a
 * newer answer is on its way, and when one fails (offline, too many requests), the last answer
 * stays, so the preview never jumps back. null until the first answer, or when body is null.
 */
export function useResumePreview(body: Schemas["ResumeForm"] | null): Schemas["ResumePreviewResponse"] | null {
  const key = useMemo(() => (body ? JSON.stringify(body) : null), [body]);
  const [settled, setSettled] = useState<string | null>(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const query = useQuery({
    queryKey: ["resume-preview", settled],
    queryFn: ({ signal }) => unwrap(api.POST("/api/resume/preview", { body: JSON.parse(settled!) as Schemas["ResumeForm"], signal })),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  // The last good answer, for when the newest one failed (offline, 429).
  const [lastGood, setLastGood] = useState<Schemas["ResumePreviewResponse"] | null>(null);
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setLastGood(query.data);
  }, [query.data, query.isPlaceholderData]);
  return body === null ? null : (query.data ?? lastGood);
}
