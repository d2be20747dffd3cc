/** The password section of /settings: its messages and the checks made before asking the server. */
import { authMessages, MIN_PASSWORD_LENGTH } from "@/features/auth/validation";

export const passwordMessages = {
  required: "Please enter your current password and a new one.",
  mismatch: authMessages.mismatch,
  tooShort: authMessages.tooShort,
  unchanged: "The new password must be different from the current one.",
  changed: "Password changed. Your other sessions have been signed out.",
  failed: "Could not change your password. Please try again.",
  linkSent: (email: string) => `We sent a link to ${email}. Open it within 1 hour to set your password.`,
  linkFailed: "Could not send the link. Please try again.",
  noPassword:
    "You sign in with GitHub or Google, so your account has no password yet. To also sign in with your email and a password, we’ll email you a link to set one.",
} as const;

export interface PasswordChangeDraft {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordField = keyof PasswordChangeDraft;

export type PasswordChangeCheck =
  | { ok: true; body: { current_password: string; new_password: string } }
  | { ok: false; field: PasswordField; message: string };

/** The same rules as the server, so most mistakes are caught without a round trip. The server checks again (and also refuses common passwords). */
export function checkPasswordChange(draft: PasswordChangeDraft): PasswordChangeCheck {
  if (!draft.current) return { ok: false, field: "current", message: passwordMessages.required };
  if (!draft.next) return { ok: false, field: "next", message: passwordMessages.required };
  if ([...draft.next].length < MIN_PASSWORD_LENGTH) return { ok: false, field: "next", message: passwordMessages.tooShort };
  if (draft.next !== draft.confirm) return { ok: false, field: "confirm", message: passwordMessages.mismatch };
  if (draft.next === draft.current) return { ok: false, field: "next", message: passwordMessages.unchanged };
  return { ok: true, body: { current_password: draft.current, new_password: draft.next } };
}

/**
 * Which field a server refusal is about: a 422 about the current password (wrong or missing)
 * or else about the new one (too short, too common, unchanged); other statuses name no field.
 */
export function fieldOfRefusal(status: number, detail: string): PasswordField | null {
  if (status !== 422) return null;
  return /current password/i.test(detail) ? "current" : "next";
}
