import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import type { CardSection } from "./sections";

export type EntryReading = components["schemas"]["EntryCards"];

/**
 * The server's reading of one section's text into entries (POST /api/resume/entries, ADR
 * 0049), asked only when the text changed from outside the cards: an import, "Paste as
 * text", a draft opened, the saved form restored. The cards' own edits need none. An empty
 * text is read here, as no entries.
 */
export function useEntryReading(section: CardSection, text: string, enabled: boolean) {
  return useQuery({
    queryKey: ["resume-entries", section, text],
    queryFn: ({ signal }): Promise<EntryReading> =>
      text.trim() === ""
        ? Promise.resolve({ starts: [], experience: [], projects: [], education: [], items: [] })
        : unwrap(api.POST("/api/resume/entries", { body: { section, text }, signal })),
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}
