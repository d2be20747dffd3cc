import { readStorage, storageKeys, writeStorage } from "@/lib/storage";

/**
 * Theme and accent. public/theme.js applies the saved values before first paint (the CSP
 * forbids inline script); this module reads, applies and saves them at run time. The CSS
 * variables for every theme × accent live in src/app/styles.css.
 */
export const THEMES = ["dark", "light"] as const;
export const ACCENTS = ["cyan", "magenta", "lime", "amber", "teal"] as const;
export type Theme = (typeof THEMES)[number];
export type Accent = (typeof ACCENTS)[number];
export const DEFAULT_THEME: Theme = "dark";
export const DEFAULT_ACCENT: Accent = "cyan";

export const ACCENT_LABELS: Record<Accent, string> = {
  cyan: "Cyan",
  magenta: "Magenta",
  lime: "Lime",
  amber: "Amber",
  teal: "Teal",
};

const THEME_COLOR: Record<Theme, string> = { dark: "#0a0e16", light: "#f5f6f8" };

export function parseTheme(value: string | null | undefined): Theme {
  return (THEMES as readonly string[]).includes(value ?? "") ? (value as Theme) : DEFAULT_THEME;
}

export function parseAccent(value: string | null | undefined): Accent {
  return (ACCENTS as readonly string[]).includes(value ?? "") ? (value as Accent) : DEFAULT_ACCENT;
}

export function readTheme(): Theme {
  return parseTheme(readStorage(storageKeys.theme));
}

export function readAccent(): Accent {
  return parseAccent(readStorage(storageKeys.accent));
}

export function applyTheme(theme: Theme, accent: Accent, root: HTMLElement = document.documentElement): void {
  root.setAttribute("data-theme", theme);
  root.setAttribute("data-accent", accent);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLOR[theme]);
}

export function saveTheme(theme: Theme): void {
  writeStorage(storageKeys.theme, theme);
  applyTheme(theme, readAccent());
}

export function saveAccent(accent: Accent): void {
  writeStorage(storageKeys.accent, accent);
  applyTheme(readTheme(), accent);
}

/** Applies the stored theme now and whenever another tab changes it. Returns an unsubscribe. */
export function startThemeSync(): () => void {
  applyTheme(readTheme(), readAccent());
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.theme || event.key === storageKeys.accent || event.key === null) {
      applyTheme(readTheme(), readAccent());
    }
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
