/** Form rules of spec section 5 that the app applies before sending. */

/** Contact fields in the order the spec lists them for the contact line. */
export const CONTACT_ORDER = ["email", "phone", "website", "location", "linkedin", "github"] as const;
export const CONTACT_SEPARATOR = " · ";

export type ContactParts = Partial<Record<(typeof CONTACT_ORDER)[number], string | null | undefined>>;

/** An empty contact_info is built from email, phone, website, location, linkedin and github, without duplicates. */
export function buildContactLine(parts: ContactParts, contactInfo?: string | null): string {
  const typed = contactInfo?.trim();
  if (typed) return typed;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const key of CONTACT_ORDER) {
    const value = parts[key]?.trim();
    if (!value) continue;
    const id = value.toLowerCase();
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(value);
  }
  return out.join(CONTACT_SEPARATOR);
}

export const VARIANTS = [1, 2, 3] as const;

/** variant_index must be a positive whole number, else 1 (choices 1 to 3). */
export function normalizeVariantIndex(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1) return 1;
  return n > 3 ? 1 : n;
}
