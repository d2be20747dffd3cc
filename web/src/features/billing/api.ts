import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";

export type BillingPlan = "monthly" | "yearly" | "credits";

export const BILLING_QUERY_KEY = ["billing"] as const;

export function getPrices() {
  return unwrap(api.GET("/api/billing/prices"));
}

export function getBillingStatus() {
  return unwrap(api.GET("/api/billing/status"));
}

export function getCredits() {
  return unwrap(api.GET("/api/billing/credits"));
}

export function startCheckout(plan: BillingPlan, quantity?: number) {
  return unwrap(api.POST("/api/billing/checkout", { params: { query: plan === "credits" ? { plan, quantity } : { plan } } }));
}

export function openPortal() {
  return unwrap(api.POST("/api/billing/portal"));
}

export function confirmPurchase(sessionId: string) {
  return unwrap(api.POST("/api/billing/confirm", { params: { query: { session_id: sessionId } } }));
}

export type Confirmation = Awaited<ReturnType<typeof confirmPurchase>>;
export type Prices = Awaited<ReturnType<typeof getPrices>>;
export type { components };
