import { ACCENT_LABELS, ACCENTS, saveAccent, saveTheme, THEMES, type Accent, type Theme } from "@/app/theme";
import { useDocumentAccent, useDocumentTheme } from "@/app/useDocumentTheme";
import { ChoiceGroup, type Choice } from "./ChoiceGroup";
import { SettingsSection } from "./SettingsSection";

const THEME_LABELS: Record<Theme, string> = { dark: "Dark", light: "Light" };

/** A miniature page in the given theme, with the current accent (the theme's CSS variables apply to it). */
function ThemeSample({ theme, accent }: { theme: Theme; accent: Accent }) {
  return (
    <span data-theme={theme} data-accent={accent} className="flex h-8 w-11 shrink-0 flex-col gap-1 rounded-md border border-line-strong bg-canvas p-1" aria-hidden="true">
      <span className="h-1.5 w-6 rounded-sm bg-accent" />
      <span className="h-1 w-8 rounded-sm bg-line-strong" />
      <span className="h-1 w-5 rounded-sm bg-line-strong" />
    </span>
  );
}

/** The accent as the current theme draws it; the chosen one carries a check mark. */
function Swatch({ theme, accent, checked }: { theme: Theme; accent: Accent; checked: boolean }) {
  return (
    <span data-theme={theme} data-accent={accent} className="flex size-5 shrink-0 items-center justify-center rounded-full border border-line-strong bg-accent text-on-accent" aria-hidden="true">
      {checked ? (
        <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      ) : null}
    </span>
  );
}

/**
 * Theme and accent. They apply to the whole app at once (the <html> attributes every colour
 * derives from) and are kept in this browser by src/app/theme.ts, which other tabs follow.
 */
export function PreferencesSection() {
  const theme = useDocumentTheme();
  const accent = useDocumentAccent();
  const themeChoices: Choice<Theme>[] = THEMES.map((t) => ({ value: t, label: THEME_LABELS[t], visual: <ThemeSample theme={t} accent={accent} /> }));
  const accentChoices: Choice<Accent>[] = ACCENTS.map((a) => ({ value: a, label: ACCENT_LABELS[a], visual: <Swatch theme={theme} accent={a} checked={a === accent} /> }));

  return (
    <SettingsSection title="Preferences" description="Applied right away and kept on this browser.">
      <ChoiceGroup legend="Theme" name="theme" value={theme} choices={themeChoices} onChange={saveTheme} columns="grid-cols-2 sm:max-w-sm" />
      <ChoiceGroup legend="Accent colour" name="accent" value={accent} choices={accentChoices} onChange={saveAccent} columns="grid-cols-2 xs:grid-cols-3 sm:grid-cols-5" showCheck={false} />
    </SettingsSection>
  );
}
