/** Generation, copy and PDF messages of spec section 8, word for word. */
import { ApiError, DETAIL_LIMIT } from "@/lib/api/errors";

export const GENERATION_MESSAGES = {
  generating: "Generating...",
  freeLimit: "⚠️ You've reached your free limit. Upgrade for unlimited access.",
  ai: "Generated with AI.",
  /** source fallback without a reason: no model is configured, the built-in writer is the engine (ADR 0004). */
  builtIn: "Drafted by the built-in writer.",
  required: (label: string) => `Please fill the required field: ${label}`,
  fallback: (reason: string) => `LLM failed: ${reason.slice(0, DETAIL_LIMIT)}`,
  other: (message: string, detail: string) => `❌ ${message} — ${detail}`,
  /** The browser has no network (the page itself may come from the service worker, ADR 0017). */
  offline: "You're offline. Generating a draft needs an internet connection; your form stays here.",
} as const;

export const COPY_MESSAGES = {
  copied: "Copied to clipboard!",
  nothing: "Nothing to copy yet.",
  failed: "Copy failed. Try selecting the text and pressing Ctrl/Cmd+C.",
} as const;

export const FILLED_EXAMPLE = "Filled with an example. Tweak anything and Generate.";
export const PREMIUM_HINT = "Unlock more templates with Premium.";
export const COPIED_LABEL_MS = 1800;

export type GenerationFailure = { kind: "signIn" } | { kind: "limit" } | { kind: "message"; text: string };

/** What a failed generation means for the user (aborts are handled before this: they are silent). */
export function classifyFailure(error: unknown): GenerationFailure {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return { kind: "signIn" };
    if (error.status === 429 || /limit/i.test(error.detail) || /limit/i.test(error.message)) return { kind: "limit" };
    const message = error.kind === "http" ? "Generation failed" : error.kind === "timeout" ? "Generation timed out" : "Generation failed";
    return { kind: "message", text: GENERATION_MESSAGES.other(message, error.detail) };
  }
  const text = error instanceof Error ? error.message : String(error);
  if (/limit/i.test(text)) return { kind: "limit" };
  return { kind: "message", text: GENERATION_MESSAGES.other("Generation failed", text) };
}
