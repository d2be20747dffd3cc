/**
 * Browser storage. Every key this app writes is listed here, prefixed `draftsmith.`.
 * Reads and writes never throw: storage can be unavailable (privacy modes, quotas).
 */
export const STORAGE_PREFIX = "draftsmith.";

export const storageKeys = {
  /** 'dark' | 'light' (also read by public/theme.js before first paint) */
  theme: `${STORAGE_PREFIX}theme`,
  /** 'cyan' | 'magenta' | 'lime' | 'amber' | 'teal' (also read by public/theme.js) */
  accent: `${STORAGE_PREFIX}accent`,
  /** 'professional' | 'friendly' | 'persuasive' | 'enthusiastic' | 'empathetic': /settings default tone */
  defaultTone: `${STORAGE_PREFIX}defaultTone`,
  /** A cover letter tone (features/generator/tones.ts): /settings, the cover letter's starting tone */
  defaultCoverLetterTone: `${STORAGE_PREFIX}defaultCoverLetterTone`,
  /** A cold email tone (features/generator/tones.ts): /settings, the cold email's starting tone */
  defaultColdEmailTone: `${STORAGE_PREFIX}defaultColdEmailTone`,
  /** 'default' | 'classic' | 'modern' | 'creative': /settings default template */
  defaultTemplate: `${STORAGE_PREFIX}defaultTemplate`,
  /** 'letter' | 'a4': /settings default page size (issue 28) */
  defaultPageSize: `${STORAGE_PREFIX}defaultPageSize`,
  /** '1' once the generator offered A4 to a browser in an A4 region (features/generator/RegionPaperPrompt.tsx) */
  paperOffered: `${STORAGE_PREFIX}paperOffered`,
  /** JSON {name, type, variant, content, is_premium}: a template chosen in the gallery, applied once by its generator */
  selectedTemplate: `${STORAGE_PREFIX}selectedTemplate`,
  /** 'true' | 'false': the liability disclaimer was accepted on /login */
  disclaimerAccepted: `${STORAGE_PREFIX}disclaimerAccepted`,
  /** JSON {values, template, draftId?}: a generator's form in progress (and the draft it was opened from), `form.{kind}.{user id | guest}` (features/generator/savedForm.ts), and `form.target_job.{owner}`, the target job carried across the generators (features/match/carry.ts). A user's are removed when they leave: clearUserStorage */
  formPrefix: `${STORAGE_PREFIX}form.`,
  /** sessionStorage: '1' once the welcome-back toast was shown in this browser session */
  welcomeShown: `${STORAGE_PREFIX}welcomeShown`,
} as const;

/** The owner part of a guest's form key (`form.{kind}.guest`). */
export const GUEST_OWNER = "guest";

type StorageKind = "local" | "session";

function store(kind: StorageKind): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, kind: StorageKind = "local"): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, kind: StorageKind = "local"): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    /* ignore: the app keeps working without persistence */
  }
}

export function removeStorage(key: string, kind: StorageKind = "local"): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    /* ignore */
  }
}

/**
 * Removes what this browser keeps for signed-in users other than keepUser (null: every one,
 * when nobody is signed in): their saved forms, with the drafts they had opened. A guest's
 * form stays. Signed out, the welcome-back flag goes too, so the next user is greeted. The
 * theme, the accent, the disclaimer and the generator defaults are the browser's, not a
 * user's, and hold nothing they typed; they stay (ADR 0032).
 */
export function clearUserStorage(keepUser: string | null): void {
  const local = store("local");
  if (local) {
    const keys: string[] = [];
    try {
      for (let i = 0; i < local.length; i++) keys.push(local.key(i) ?? "");
    } catch {
      return;
    }
    for (const key of keys) {
      if (!key.startsWith(storageKeys.formPrefix)) continue;
      const owner = key.slice(key.lastIndexOf(".") + 1);
      if (owner !== GUEST_OWNER && owner !== keepUser) removeStorage(key);
    }
  }
  if (keepUser === null) removeStorage(storageKeys.welcomeShown, "session");
}
