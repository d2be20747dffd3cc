/** Rules of the account name editor (spec sections 4 and 5). */
export const nameMessages = {
  empty: "Name cannot be empty.",
  signInFirst: "Please sign in first.",
  saved: "Name updated!",
  failed: "Could not save your name. Please try again.",
} as const;

export function currentName(profile: { full_name?: string | null; name?: string | null } | null | undefined): string {
  return (profile?.full_name ?? profile?.name ?? "").trim();
}

/** Save is disabled while saving or when the trimmed name is empty. */
export function canSaveName(draft: string, saving: boolean): boolean {
  return !saving && draft.trim() !== "";
}

export type NameSavePlan =
  | { kind: "error"; message: string }
  | { kind: "close" }
  | { kind: "save"; body: { full_name: string; name: string } };

/** Sign-in required; trimmed name not empty; an unchanged name just closes the editor. */
export function planNameSave(input: { signedIn: boolean; current: string; draft: string }): NameSavePlan {
  if (!input.signedIn) return { kind: "error", message: nameMessages.signInFirst };
  const name = input.draft.trim();
  if (!name) return { kind: "error", message: nameMessages.empty };
  if (name === input.current.trim()) return { kind: "close" };
  return { kind: "save", body: { full_name: name, name } };
}
