/**
 * Where Letter paper is the norm: the United States, Canada and the Philippines (issue 28);
 * A4 nearly everywhere else. The region comes from the browser's language tags
 * (navigator.languages, then Intl's locale); a tag without a region ("en") is read as its
 * likeliest one (Intl.Locale#maximize: en → US).
 */
export const LETTER_REGIONS = ["US", "CA", "PH"] as const;

export function regionOf(tag: string | undefined): string | null {
  if (!tag) return null;
  try {
    return new Intl.Locale(tag).maximize().region ?? null;
  } catch {
    return null;
  }
}

/** Whether the browser's region usually prints on A4; false when the region is not known. */
export function regionExpectsA4(tags: readonly string[]): boolean {
  const region = tags.map(regionOf).find((r) => r !== null);
  return !!region && !(LETTER_REGIONS as readonly string[]).includes(region);
}

export function browserLanguageTags(): string[] {
  if (typeof navigator === "undefined") return [];
  const tags = [...(navigator.languages ?? []), navigator.language].filter(Boolean);
  return tags.length ? tags : [Intl.DateTimeFormat().resolvedOptions().locale];
}
