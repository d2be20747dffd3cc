/**
 * Generator defaults (spec sections 2, 3 and 9): a default tone and a default template, and
 * (issue 27, ADR 0051) a starting tone for each generator from its own list.
 * They are always kept in this browser (draftsmith.defaultTone, draftsmith.defaultTemplate)
 * and, for a signed-in user, on the server too (GET/PUT /api/settings), so they follow the
 * user to another browser. The server's values win when it says they were saved.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { canUsePremiumTemplates } from "@/features/auth/greeting";
import { useSession } from "@/features/auth/session";
import type { PageSize } from "@/features/documents/layout";
import { TEMPLATE_IDS, type TemplateId } from "@/features/documents/model";
import { COVER_TONE_FOR_DEFAULT, EMAIL_TONE_FOR_DEFAULT, parseCoverTone, parseEmailTone, type CoverTone, type EmailTone } from "@/features/generator/tones";
import { readStorage, removeStorage, storageKeys, writeStorage } from "@/lib/storage";
import { getServerDefaults, putServerDefaults, type ServerDefaults } from "./api";

export const DEFAULT_TONES = ["professional", "friendly", "persuasive", "enthusiastic", "empathetic"] as const;
export type DefaultTone = (typeof DEFAULT_TONES)[number];

export const TONE_LABELS: Record<DefaultTone, string> = {
  professional: "Professional",
  friendly: "Friendly",
  persuasive: "Persuasive",
  enthusiastic: "Enthusiastic",
  empathetic: "Empathetic",
};

export const BUILTIN_TONE: DefaultTone = "professional";
export const BUILTIN_TEMPLATE: TemplateId = "default";
/** The spec's paper: Letter, until the user picks A4 (issue 28). */
export const BUILTIN_PAGE_SIZE: PageSize = "letter";

export const SETTINGS_QUERY_KEY = ["settings"] as const;

export function parseTone(value: unknown): DefaultTone | null {
  return typeof value === "string" && (DEFAULT_TONES as readonly string[]).includes(value) ? (value as DefaultTone) : null;
}

export function parseTemplate(value: unknown): TemplateId | null {
  return typeof value === "string" && (TEMPLATE_IDS as readonly string[]).includes(value) ? (value as TemplateId) : null;
}

export function parsePageSize(value: unknown): PageSize | null {
  return value === "letter" || value === "a4" ? value : null;
}

/** What this browser stored; null where nothing (valid) is stored. */
export interface LocalDefaults {
  tone: DefaultTone | null;
  template: TemplateId | null;
  pageSize: PageSize | null;
  coverTone?: CoverTone | null;
  emailTone?: EmailTone | null;
}

/** Each generator's starting tone, from its own list. */
export interface GeneratorTones {
  cover_letter: CoverTone;
  cold_email: EmailTone;
}

export interface GeneratorDefaults {
  tone: DefaultTone;
  template: TemplateId;
  pageSize: PageSize;
  /** Each generator's tone: the one chosen for it, else the default tone mapped onto its list. */
  tones: GeneratorTones;
  /** The user saved defaults on this browser or on the server at some point. */
  saved: boolean;
}

/**
 * The defaults in force: the server's when it says they were saved, else this browser's,
 * else professional / default. A template the user may not use (no longer premium, or saved
 * by someone else on this browser) reads as Default.
 */
export function resolveDefaults(input: {
  /** Loosely typed: whatever the server sent is parsed again. */
  server: { default_tone: string; default_template: string; default_page_size?: string; cover_letter_tone?: string; cold_email_tone?: string; saved: boolean } | null | undefined;
  local: LocalDefaults;
  premium: boolean;
}): GeneratorDefaults {
  const { server, local, premium } = input;
  const fromServer = server?.saved === true;
  const tone = (fromServer ? parseTone(server.default_tone) : local.tone) ?? BUILTIN_TONE;
  const template = (fromServer ? parseTemplate(server.default_template) : local.template) ?? BUILTIN_TEMPLATE;
  const pageSize = (fromServer ? parsePageSize(server.default_page_size) : local.pageSize) ?? BUILTIN_PAGE_SIZE;
  const coverTone = fromServer ? parseCoverTone(server.cover_letter_tone) : (local.coverTone ?? null);
  const emailTone = fromServer ? parseEmailTone(server.cold_email_tone) : (local.emailTone ?? null);
  return {
    tone,
    pageSize,
    tones: { cover_letter: coverTone ?? COVER_TONE_FOR_DEFAULT[tone], cold_email: emailTone ?? EMAIL_TONE_FOR_DEFAULT[tone] },
    template: premium || template === BUILTIN_TEMPLATE ? template : BUILTIN_TEMPLATE,
    saved: fromServer || local.tone !== null || local.template !== null || local.pageSize !== null || Boolean(local.coverTone) || Boolean(local.emailTone),
  };
}

// ---- this browser's copy -------------------------------------------------------------

const localListeners = new Set<() => void>();

export function readLocalDefaults(): LocalDefaults {
  return {
    tone: parseTone(readStorage(storageKeys.defaultTone)),
    template: parseTemplate(readStorage(storageKeys.defaultTemplate)),
    pageSize: parsePageSize(readStorage(storageKeys.defaultPageSize)),
    coverTone: parseCoverTone(readStorage(storageKeys.defaultCoverLetterTone)),
    emailTone: parseEmailTone(readStorage(storageKeys.defaultColdEmailTone)),
  };
}

export function writeLocalDefaults(next: { tone: DefaultTone; template: TemplateId; pageSize?: PageSize; tones?: Partial<GeneratorTones> }): void {
  writeStorage(storageKeys.defaultTone, next.tone);
  writeStorage(storageKeys.defaultTemplate, next.template);
  if (next.pageSize) writeStorage(storageKeys.defaultPageSize, next.pageSize);
  if (next.tones) {
    const { cover_letter, cold_email } = next.tones;
    if (cover_letter) writeStorage(storageKeys.defaultCoverLetterTone, cover_letter);
    else removeStorage(storageKeys.defaultCoverLetterTone);
    if (cold_email) writeStorage(storageKeys.defaultColdEmailTone, cold_email);
    else removeStorage(storageKeys.defaultColdEmailTone);
  }
  for (const listener of localListeners) listener();
}

/** This browser's default page size alone (the generator's A4 offer, issue 28). */
export function writeLocalPageSize(pageSize: PageSize): void {
  writeStorage(storageKeys.defaultPageSize, pageSize);
  for (const listener of localListeners) listener();
}

const LOCAL_KEYS: string[] = [storageKeys.defaultTone, storageKeys.defaultTemplate, storageKeys.defaultPageSize, storageKeys.defaultCoverLetterTone, storageKeys.defaultColdEmailTone];

function subscribeLocal(onChange: () => void): () => void {
  localListeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || LOCAL_KEYS.includes(event.key)) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    localListeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** A string, so the snapshot is stable between reads (useSyncExternalStore compares with Object.is). */
function localSnapshot(): string {
  const { tone, template, pageSize, coverTone, emailTone } = readLocalDefaults();
  return [tone, template, pageSize, coverTone, emailTone].map((x) => x ?? "").join("|");
}

function parseSnapshot(snapshot: string): LocalDefaults {
  const [tone, template, pageSize, coverTone, emailTone] = snapshot.split("|");
  return { tone: parseTone(tone), template: parseTemplate(template), pageSize: parsePageSize(pageSize), coverTone: parseCoverTone(coverTone), emailTone: parseEmailTone(emailTone) };
}

// ---- hooks -----------------------------------------------------------------------------

function settingsKey(userId: string) {
  return [...SETTINGS_QUERY_KEY, userId] as const;
}

/**
 * The generator defaults in force for whoever is using the app. `isLoading` is true while
 * the session or (signed in) the server's defaults are still loading; if the server cannot
 * answer, this browser's values are used.
 */
export function useGeneratorDefaults(): GeneratorDefaults & { isLoading: boolean } {
  const { status, profile } = useSession();
  const signedIn = status === "signedIn" && !!profile;
  // On the server (the build's prerender, ADR 0016) nothing is stored: the first visit.
  const local = parseSnapshot(useSyncExternalStore(subscribeLocal, localSnapshot, () => "||||"));
  const server = useQuery({
    queryKey: settingsKey(profile?.id ?? "guest"),
    queryFn: ({ signal }) => getServerDefaults(signal),
    enabled: signedIn,
    staleTime: 30_000,
  });
  const resolved = resolveDefaults({ server: signedIn ? server.data : null, local, premium: canUsePremiumTemplates(profile) });
  return { ...resolved, isLoading: status === "loading" || (signedIn && server.isPending) };
}

export interface SaveDefaultsResult {
  /** The server's answer, or null when only this browser keeps them (signed out). */
  server: ServerDefaults | null;
}

/**
 * Saves the defaults: always in this browser first, then, signed in, on the server. A server
 * failure rejects the mutation (an ApiError) but the browser's copy stays saved.
 */
export function useSaveGeneratorDefaults() {
  const { status, profile } = useSession();
  const queryClient = useQueryClient();
  const userId = status === "signedIn" ? (profile?.id ?? null) : null;
  return useMutation({
    mutationFn: async (next: { tone: DefaultTone; template: TemplateId; pageSize: PageSize; tones: GeneratorTones }): Promise<SaveDefaultsResult> => {
      writeLocalDefaults(next);
      if (!userId) return { server: null };
      return {
        server: await putServerDefaults({
          default_tone: next.tone,
          default_template: next.template,
          default_page_size: next.pageSize,
          cover_letter_tone: next.tones.cover_letter,
          cold_email_tone: next.tones.cold_email,
        }),
      };
    },
    onSuccess: (result) => {
      if (result.server && userId) queryClient.setQueryData(settingsKey(userId), result.server);
    },
  });
}
