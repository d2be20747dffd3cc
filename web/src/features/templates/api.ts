import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";

export type CatalogueTemplate = components["schemas"]["Template"];

export const TEMPLATES_QUERY_KEY = ["templates"] as const;

export async function listTemplates(): Promise<CatalogueTemplate[]> {
  const body = await unwrap(api.GET("/api/templates"));
  return body.templates ?? [];
}

/** The catalogue; it changes rarely, so it is kept fresh for a few minutes. */
export function useTemplates() {
  return useQuery({ queryKey: TEMPLATES_QUERY_KEY, queryFn: listTemplates, staleTime: 5 * 60_000 });
}
