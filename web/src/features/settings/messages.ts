/** /settings messages (spec section 8, "Profile and other" and "Logout"), word for word. */
import { ApiError } from "@/lib/api/errors";

export const settingsMessages = {
  profileSaved: "Profile updated!",
  profileFailed: "Failed to update profile",
  nameEmpty: "Name cannot be empty.",
  signInFirst: "Please sign in first.",
  defaultsSaved: "Generator defaults saved",
  defaultsFailed: "Could not save your defaults on your account",
  signedOut: "Signed out.",
  signOutFailed: "Could not sign out. Try again.",
} as const;

/**
 * What a failed save shows: for an HTTP answer its status and status text, then the server's
 * detail ('422 Unprocessable Entity — Bio must be at most 1000 characters.'); for a network
 * failure or a timeout, that message; else the fallback.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind !== "http") return error.detail || fallback;
    const head = `${error.status} ${error.statusText}`.trim();
    const detail = error.detail.trim();
    return detail && detail !== error.statusText && detail !== `HTTP ${error.status}` ? `${head} — ${detail}` : head || fallback;
  }
  return fallback;
}
