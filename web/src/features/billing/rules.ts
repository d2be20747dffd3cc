/** Billing rules and messages of spec sections 4, 5, 8 and 9, word for word. */

export const billingMessages = {
  signInToUpgrade: "Please sign in to upgrade.",
  signInToManage: "Please sign in to manage billing.",
  checkoutNoUrl: "Failed to create checkout",
  checkoutToast: "Checkout failed.",
  checkoutInline: "Failed to create checkout session.",
  portalNoUrl: "Failed to open billing portal",
  portalToast: "Could not open billing portal",
  portalInline: "Failed to open billing portal.",
  missingSession: "Missing session id. Redirecting…",
  upgraded: "Upgrade complete! Redirecting…",
  confirmed: "Payment confirmed. Redirecting…",
  unexpected: "Unexpected response from billing confirm.",
  sameEmailHint: "Make sure you’re signed in with the same email used at checkout.",
  notYours: "Session does not belong to this user",
} as const;

export const CREDIT_QUANTITY_MIN = 1;
export const CREDIT_QUANTITY_MAX = 100;
export const CREDIT_QUANTITY_DEFAULT = 5;
/** Redirect delays of the success page (spec section 9). */
export const SUCCESS_REDIRECT_MS = 900;
export const MISSING_SESSION_REDIRECT_MS = 1200;

/** An integer from 1 to 100; anything else becomes the nearest bound (or the default when not a number). */
export function clampQuantity(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(n)) return CREDIT_QUANTITY_DEFAULT;
  return Math.min(CREDIT_QUANTITY_MAX, Math.max(CREDIT_QUANTITY_MIN, Math.trunc(n)));
}

/** unit_amount / 100 in the price's currency (default usd). */
export function formatPrice(unitAmount: number, currency?: string | null, locale?: string): string {
  const code = (currency || "usd").toUpperCase();
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency: code }).format(unitAmount / 100);
  } catch {
    return `${(unitAmount / 100).toFixed(2)} ${code}`;
  }
}

export function creditsAddedMessage(n: number): string {
  return `Credits added (${n}). Redirecting…`;
}

/** The success page's message for a confirm answer, or null when the answer is not ok. */
export function confirmMessage(c: { ok?: boolean; mode?: string; is_premium?: boolean; credit_added?: number } | null | undefined): string | null {
  if (!c || c.ok !== true) return null;
  if (c.mode === "subscription" && c.is_premium) return billingMessages.upgraded;
  if (c.mode === "payment" && (c.credit_added ?? 0) > 0) return creditsAddedMessage(c.credit_added ?? 0);
  return billingMessages.confirmed;
}

/** "We couldn't confirm your purchase. {detail}", with the same-email hint for 403s. */
export function confirmFailure(detail: string, status?: number): { message: string; hint: string | null } {
  const forbidden = status === 403 || detail.includes("403") || detail.includes(billingMessages.notYours);
  return { message: `We couldn't confirm your purchase. ${detail}`.trim(), hint: forbidden ? billingMessages.sameEmailHint : null };
}

/** The billing status text shown to people; Unknown when there is none. */
export function statusLabel(status?: string | null): string {
  if (!status || status === "none") return "Unknown";
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
