import { describe, expect, it } from "vitest";
import { billingMessages, clampQuantity, confirmFailure, confirmMessage, formatPrice, statusLabel } from "./rules";

describe("billing rules", () => {
  it("clamps the credit quantity to 1..100 with default 5", () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(250)).toBe(100);
    expect(clampQuantity("7")).toBe(7);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity("")).toBe(5);
    expect(clampQuantity("abc")).toBe(5);
  });

  it("shows prices as unit_amount / 100 in their currency", () => {
    expect(formatPrice(900, "usd", "en-US")).toBe("$9.00");
    expect(formatPrice(9000, undefined, "en-US")).toBe("$90.00");
  });

  it("words each confirm outcome as the spec does", () => {
    expect(confirmMessage({ ok: true, mode: "subscription", is_premium: true, credit_added: 0 })).toBe("Upgrade complete! Redirecting…");
    expect(confirmMessage({ ok: true, mode: "payment", is_premium: false, credit_added: 30 })).toBe("Credits added (30). Redirecting…");
    expect(confirmMessage({ ok: true, mode: "payment", is_premium: false, credit_added: 0 })).toBe("Payment confirmed. Redirecting…");
    expect(confirmMessage({ ok: false })).toBeNull();
  });

  it("adds the same-email hint to a 403", () => {
    expect(confirmFailure("Session does not belong to this user", 403)).toEqual({
      message: "We couldn't confirm your purchase. Session does not belong to this user",
      hint: billingMessages.sameEmailHint,
    });
    expect(confirmFailure("boom", 500).hint).toBeNull();
  });

  it("labels a missing status Unknown", () => {
    expect(statusLabel(undefined)).toBe("Unknown");
    expect(statusLabel("none")).toBe("Unknown");
    expect(statusLabel("past_due")).toBe("Past due");
  });
});
