import { readStorage, storageKeys, writeStorage } from "@/lib/storage";

/** Acceptance of the liability disclaimer, persisted as 'true' or 'false'. */
export function readDisclaimerAccepted(): boolean {
  return readStorage(storageKeys.disclaimerAccepted) === "true";
}

export function writeDisclaimerAccepted(accepted: boolean): void {
  writeStorage(storageKeys.disclaimerAccepted, accepted ? "true" : "false");
}

export const DISCLAIMER_TITLE = "Before you create an account";
export const DISCLAIMER_PARAGRAPHS = [
  "Draftsmith writes drafts with an AI assistant. Everything it produces — resumes, cover letters, cold emails and pitch decks — is only a draft: it can be wrong, incomplete or out of date.",
  "You alone must check, correct and approve every draft before you use or send it.",
  "Draftsmith’s creators are not liable for any draft, for how you use it, or for any consequence of its use.",
] as const;
export const DISCLAIMER_CHECKBOX =
  "I understand that the output is only a draft, that I alone must check it, and that Draftsmith’s creators are not liable.";
export const DISCLAIMER_REQUIRED_MESSAGE = "Please review and accept the disclaimer to create an account.";
