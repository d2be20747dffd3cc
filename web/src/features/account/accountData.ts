/** GET /api/account/export and DELETE /api/account: the user's data to take or erase. */
import { api, noRetry } from "@/lib/api/client";
import { httpError } from "@/lib/api/errors";
import { saveBlob } from "@/lib/saveBlob";

export const accountDataMessages = {
  downloadHint: "A JSON file with your profile, settings, every draft and your billing history.",
  downloadFailed: "Could not prepare your data. Please try again.",
  downloaded: "Your data is downloading.",
  deleteWarning:
    "This erases your profile, settings and every draft for good, cancels an active subscription at once (no refund for the rest of the period) and signs you out everywhere. It cannot be undone.",
  deleted: "Your account has been deleted.",
  deleteFailed: "Could not delete your account. Please try again.",
  emailMismatch: "The email you typed does not match your account's email address.",
  passwordRequired: "Enter your password to delete your account.",
  oauthNote: "Your account signs in with GitHub or Google and has no password. For your security, deleting it needs a sign-in in the last 10 minutes.",
} as const;

/** The file name of a Content-Disposition header, else a dated default. */
export function exportFileName(contentDisposition: string | null, now: Date = new Date()): string {
  const match = contentDisposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  const name = match?.[1]?.trim();
  if (name && /^[\w.-]+$/.test(name)) return name;
  return `draftsmith-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Downloads the export as a file: fetched first, so a failure can be shown rather than saved. */
export async function downloadMyData(): Promise<string> {
  const { data, response, error } = await api.GET("/api/account/export", { parseAs: "blob" });
  if (!response.ok || !data) throw httpError(response, error);
  const blob = data as unknown as Blob;
  const name = exportFileName(response.headers.get("Content-Disposition"));
  saveBlob(blob, name);
  return name;
}

export interface DeleteAccountBody {
  email: string;
  /** Left out for accounts without a password. */
  password?: string;
}

/** Which field a refusal is about, to focus it: 422 names it in the problem's errors. */
export function fieldOfDeleteRefusal(status: number, detail: string): "email" | "password" | null {
  if (status !== 422) return null;
  if (detail === accountDataMessages.emailMismatch || /email/i.test(detail)) return "email";
  if (/password/i.test(detail)) return "password";
  return null;
}

/** What the dialog may send: the trimmed email, and the password only when the account has one. */
export function deleteAccountBody(email: string, password: string, hasPassword: boolean): DeleteAccountBody {
  return hasPassword ? { email: email.trim(), password } : { email: email.trim() };
}

/** The typed email matches the account's (case and surrounding spaces aside). */
export function emailMatches(typed: string, account: string): boolean {
  return typed.trim().toLowerCase() === account.trim().toLowerCase();
}

export async function deleteMyAccount(body: DeleteAccountBody): Promise<void> {
  const { response, error } = await api.DELETE("/api/account", { body, fetch: noRetry });
  if (!response.ok) throw httpError(response, error);
}
