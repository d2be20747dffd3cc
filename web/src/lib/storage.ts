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
  /** JSON {values, template}: a generator's form in progress, `form.{kind}.{user id | guest}` (features/generator/savedForm.ts) */
  formPrefix: `${STORAGE_PREFIX}form.`,
  /** sessionStorage: '1' once the welcome-back toast was shown in this browser session */
  welcomeShown: `${STORAGE_PREFIX}welcomeShown`,
} as const;

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
