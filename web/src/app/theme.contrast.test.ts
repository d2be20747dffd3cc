// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ACCENTS, THEMES, type Accent, type Theme } from "./theme";

/** Reads the colour tokens of styles.css and checks WCAG AA for every theme × accent. */
const css = readFileSync(new URL("./styles.css", import.meta.url), "utf8");

function block(selector: RegExp): Record<string, string> {
  const match = css.match(new RegExp(selector.source + String.raw`\s*\{([^}]*)\}`));
  if (!match?.[1]) throw new Error(`no block for ${selector}`);
  return Object.fromEntries([...match[1].matchAll(/(--ds-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]));
}

function tokens(theme: Theme, accent: Accent): Record<string, string> {
  const base = theme === "dark" ? block(/:root,\s*\[data-theme="dark"\]/) : block(/\[data-theme="light"\]/);
  const override = accent === "cyan" ? {} : block(new RegExp(String.raw`\[data-theme="${theme}"\]\[data-accent="${accent}"\]`));
  return { ...base, ...override };
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const TEXT_PAIRS: Array<[string, string]> = [
  ["--ds-text", "--ds-bg"],
  ["--ds-text", "--ds-surface"],
  ["--ds-text", "--ds-surface-2"],
  ["--ds-text", "--ds-field"],
  ["--ds-muted", "--ds-bg"],
  ["--ds-muted", "--ds-surface"],
  ["--ds-muted", "--ds-surface-2"],
  ["--ds-muted", "--ds-field"],
  ["--ds-accent", "--ds-bg"],
  ["--ds-accent", "--ds-surface"],
  ["--ds-accent", "--ds-surface-2"],
  ["--ds-on-accent", "--ds-accent"],
  ["--ds-danger", "--ds-surface"],
  ["--ds-success", "--ds-surface"],
  ["--ds-text", "--ds-danger-soft"],
  ["--ds-text", "--ds-success-soft"],
];

const FOCUS_PAIRS: Array<[string, string]> = [
  ["--ds-accent", "--ds-bg"],
  ["--ds-accent", "--ds-surface"],
  ["--ds-accent", "--ds-surface-2"],
];

describe.each(THEMES.flatMap((t) => ACCENTS.map((a) => [t, a] as const)))("%s theme, %s accent", (theme, accent) => {
  const t = tokens(theme, accent);

  it.each(TEXT_PAIRS)("%s on %s reaches 4.5:1", (fg, bg) => {
    expect(t[fg], fg).toBeDefined();
    expect(t[bg], bg).toBeDefined();
    expect(contrast(t[fg]!, t[bg]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(FOCUS_PAIRS)("focus ring %s against %s reaches 3:1", (ring, bg) => {
    expect(contrast(t[ring]!, t[bg]!)).toBeGreaterThanOrEqual(3);
  });
});
