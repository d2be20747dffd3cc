/**
 * The header greeting (spec section 2): 'Hi, {first name}' where the first name is the first
 * word of full_name, else name, else user_metadata.name, else the part of the email before
 * the at-sign, else 'there'.
 */
export interface GreetingSource {
  full_name?: string | null;
  name?: string | null;
  email?: string | null;
  user_metadata?: { name?: string | null; full_name?: string | null } | null;
}

function clean(value: string | null | undefined): string {
  return typeof value === "string" ? value.trim() : "";
}

export function firstName(profile: GreetingSource | null | undefined): string {
  if (!profile) return "there";
  const full = clean(profile.full_name);
  if (full) return full.split(/\s+/)[0] ?? full;
  const name = clean(profile.name);
  if (name) return name;
  const metaName = clean(profile.user_metadata?.name);
  if (metaName) return metaName;
  const local = clean(profile.email).split("@")[0]?.trim() ?? "";
  if (local) return local;
  return "there";
}

export function greeting(profile: GreetingSource | null | undefined): string {
  return `Hi, ${firstName(profile)}`;
}

/** The account status shown on the profile card and in the sign-in modal. */
export function accountStatus(profile: { is_admin?: boolean | null; is_premium?: boolean | null } | null | undefined): "Admin" | "Premium" | "Free" {
  if (profile?.is_admin) return "Admin";
  if (profile?.is_premium) return "Premium";
  return "Free";
}

/** Premium and admins may use every template look; everybody else only Default. */
export function canUsePremiumTemplates(profile: { is_admin?: boolean | null; is_premium?: boolean | null } | null | undefined): boolean {
  return accountStatus(profile) !== "Free";
}
