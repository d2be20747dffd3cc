import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Alert } from "@/components/Alert";
import { Badge } from "@/components/Badge";
import { Button } from "@/components/Button";
import { inputClasses } from "@/components/Field";
import { useSession } from "@/features/auth/session";
import { errorDetail } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { BILLING_QUERY_KEY, getBillingStatus, getCredits, getPrices, openPortal, startCheckout, type BillingPlan } from "./api";
import { billingMessages, clampQuantity, CREDIT_QUANTITY_DEFAULT, CREDIT_QUANTITY_MAX, CREDIT_QUANTITY_MIN, formatPrice, statusLabel } from "./rules";

/**
 * The billing card of /account (and /settings): status (Unknown by default), upgrade buttons
 * only when not active, Manage billing, the credits balance and a quantity to buy. It reloads
 * on tab visibility (TanStack Query's focus refetch) and on sign-in (the query key holds the user).
 */
export function BillingCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { status: sessionStatus, profile } = useSession();
  const signedIn = sessionStatus === "signedIn" && !!profile;
  const userKey = profile?.id ?? "guest";
  const ids = { heading: useId(), quantity: useId() };
  const [quantity, setQuantity] = useState<string>(String(CREDIT_QUANTITY_DEFAULT));
  const [busy, setBusy] = useState<BillingPlan | "portal" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const prices = useQuery({ queryKey: [...BILLING_QUERY_KEY, "prices"], queryFn: getPrices, staleTime: 5 * 60_000 });
  const billing = useQuery({ queryKey: [...BILLING_QUERY_KEY, "status", userKey], queryFn: getBillingStatus, enabled: signedIn, refetchOnWindowFocus: true });
  const credits = useQuery({ queryKey: [...BILLING_QUERY_KEY, "credits", userKey], queryFn: getCredits, enabled: signedIn, refetchOnWindowFocus: true });

  const active = billing.data?.active === true;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const go = (url: string) => {
    window.location.assign(url);
  };

  const onCheckout = async (plan: BillingPlan) => {
    if (!signedIn) {
      setError(billingMessages.signInToUpgrade);
      return;
    }
    setBusy(plan);
    setError(null);
    try {
      const n = clampQuantity(quantity);
      setQuantity(String(n));
      const res = await startCheckout(plan, plan === "credits" ? Math.max(1, n) : undefined);
      const url = typeof res === "string" ? res : res?.url;
      if (!url) throw new Error(billingMessages.checkoutNoUrl);
      go(url);
    } catch (e) {
      setError(errorDetail(e, billingMessages.checkoutInline));
      toast.error(billingMessages.checkoutToast);
      setBusy(null);
    }
  };

  const onPortal = async () => {
    if (!signedIn) {
      setError(billingMessages.signInToManage);
      return;
    }
    setBusy("portal");
    setError(null);
    try {
      const res = await openPortal();
      if (!res?.url) throw new Error(billingMessages.portalNoUrl);
      go(res.url);
    } catch (e) {
      setError(errorDetail(e, billingMessages.portalInline));
      toast.error(billingMessages.portalToast);
      setBusy(null);
    }
  };

  const price = (plan: "monthly" | "yearly" | "credits") => {
    const p = prices.data?.[plan];
    return p ? formatPrice(p.unit_amount, p.currency) : null;
  };

  return (
    <section aria-labelledby={ids.heading} className="surface-card flex flex-col gap-5 p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={ids.heading} className="text-xl font-semibold text-fg">
          Billing
        </Heading>
        {prices.data?.provider === "sandbox" ? <Badge>Sandbox: no real charge</Badge> : null}
      </div>

      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">Status</dt>
          <dd className="font-medium text-fg" aria-busy={billing.isPending && signedIn}>
            {billing.isPending && signedIn ? "Loading…" : active ? `Active (${billing.data?.plan})` : statusLabel(billing.data?.status)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Plan</dt>
          <dd className="font-medium text-fg">{active ? "Premium" : "Free"}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Credits</dt>
          <dd className="font-medium text-fg" data-testid="credits-balance">
            {credits.data ? credits.data.credits : "–"}
          </dd>
        </div>
      </dl>

      {!active ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button className="sm:flex-1" busy={busy === "monthly"} disabled={busy !== null} onClick={() => void onCheckout("monthly")}>
            Upgrade monthly{price("monthly") ? ` · ${price("monthly")}/month` : ""}
          </Button>
          <Button className="sm:flex-1" variant="secondary" busy={busy === "yearly"} disabled={busy !== null} onClick={() => void onCheckout("yearly")}>
            Upgrade yearly{price("yearly") ? ` · ${price("yearly")}/year` : ""}
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1 sm:w-40">
          <label htmlFor={ids.quantity} className="text-sm font-medium text-fg">
            Credit units
          </label>
          <input
            id={ids.quantity}
            type="number"
            inputMode="numeric"
            min={CREDIT_QUANTITY_MIN}
            max={CREDIT_QUANTITY_MAX}
            step={1}
            className={inputClasses}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            onBlur={() => setQuantity(String(clampQuantity(quantity)))}
          />
        </div>
        <Button variant="secondary" busy={busy === "credits"} disabled={busy !== null} onClick={() => void onCheckout("credits")}>
          Buy credits
          {prices.data ? ` · ${formatPrice(prices.data.credits.unit_amount * clampQuantity(quantity), prices.data.credits.currency)}` : ""}
        </Button>
        <Button variant="ghost" busy={busy === "portal"} disabled={busy !== null} onClick={() => void onPortal()}>
          Manage billing
        </Button>
      </div>
      {prices.data ? (
        <p className="text-sm text-muted">
          One unit adds {prices.data.credits_per_unit} credits; each credit pays for one draft after your free allowance.
        </p>
      ) : null}
      <div aria-live="polite">{error ? <Alert tone="error">{error}</Alert> : null}</div>
    </section>
  );
}
