/** Rules of the /settings profile form (spec sections 4 and 5, "Profile save"). */
import { currentName } from "@/features/account/nameEditor";
import { settingsMessages } from "./messages";

/** The server's limits (internal/account): longer input is refused there with a 422. */
export const NAME_MAX = 100;
export const BIO_MAX = 1000;
export const AVATAR_URL_MAX = 2048;

/**
 * The image source to preview for what was typed in the avatar URL field, or null.
 * Only absolute http:// and https:// URLs with a host qualify; javascript:, data:, blob:,
 * relative and protocol-relative links never become an <img src>.
 */
export function avatarPreviewSrc(raw: string | null | undefined): string | null {
  const text = (raw ?? "").trim();
  if (!text || text.length > AVATAR_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname) return null;
  return url.href;
}

export interface ProfileDraft {
  name: string;
  bio: string;
  avatarUrl: string;
}

export function draftFromProfile(
  profile: { full_name?: string | null; name?: string | null; bio?: string | null; avatar_url?: string | null } | null | undefined,
): ProfileDraft {
  return { name: currentName(profile), bio: profile?.bio ?? "", avatarUrl: profile?.avatar_url ?? "" };
}

export interface ProfileBody {
  full_name: string;
  name: string;
  bio: string | null;
  avatar_url: string | null;
}

export type ProfileSavePlan = { kind: "error"; field: "name" | null; message: string } | { kind: "save"; body: ProfileBody };

function emptyToNull(value: string): string | null {
  const text = value.trim();
  return text === "" ? null : text;
}

/**
 * Sign-in required ('Please sign in first.'); the trimmed name cannot be empty ('Name cannot
 * be empty.'); it is sent as both full_name and name; an empty bio or avatar URL is sent as null.
 */
export function planProfileSave(input: { signedIn: boolean; draft: ProfileDraft }): ProfileSavePlan {
  if (!input.signedIn) return { kind: "error", field: null, message: settingsMessages.signInFirst };
  const name = input.draft.name.trim();
  if (!name) return { kind: "error", field: "name", message: settingsMessages.nameEmpty };
  return { kind: "save", body: { full_name: name, name, bio: emptyToNull(input.draft.bio), avatar_url: emptyToNull(input.draft.avatarUrl) } };
}

/** One or two letters for the avatar placeholder: the initials of the name, else '?'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((w) => Array.from(w ?? "")[0]?.toUpperCase() ?? "").join("") || "?";
}
