import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "@/components/Alert";
import { buttonClasses } from "@/components/Button";
import { Container } from "@/components/PageHeader";
import { Spinner } from "@/components/Spinner";
import { SESSION_QUERY_KEY, useSession } from "@/features/auth/session";
import { BILLING_QUERY_KEY, confirmPurchase } from "@/features/billing/api";
import { billingMessages, confirmFailure, confirmMessage, MISSING_SESSION_REDIRECT_MS, SUCCESS_REDIRECT_MS } from "@/features/billing/rules";
import { ApiError, errorDetail } from "@/lib/api/errors";

type State = { kind: "working" } | { kind: "done"; message: string } | { kind: "failed"; message: string; hint: string | null };

/** /success: finalises a purchase (spec section 4, Success page). */
export default function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id") ?? "";
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const [state, setState] = useState<State>(sessionId ? { kind: "working" } : { kind: "done", message: billingMessages.missingSession });
  const started = useRef(false);

  useEffect(() => {
    if (!sessionId) {
      const t = window.setTimeout(() => navigate("/account"), MISSING_SESSION_REDIRECT_MS);
      return () => window.clearTimeout(t);
    }
    if (status === "loading" || started.current) return;
    started.current = true;
    let timer: number | undefined;
    confirmPurchase(sessionId)
      .then((res) => {
        const message = confirmMessage(res);
        if (!message) {
          setState({ kind: "failed", message: billingMessages.unexpected, hint: null });
          return;
        }
        setState({ kind: "done", message });
        void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        timer = window.setTimeout(() => navigate("/account"), SUCCESS_REDIRECT_MS);
      })
      .catch((e: unknown) => {
        const detail = errorDetail(e, "");
        const raw = e instanceof Error ? e.message : "";
        const { message, hint } = confirmFailure(detail, e instanceof ApiError ? e.status : undefined);
        setState({ kind: "failed", message, hint: hint ?? confirmFailure(raw).hint });
      });
    return () => window.clearTimeout(timer);
  }, [sessionId, status, navigate, queryClient]);

  return (
    <Container size="sm">
      <div className="surface-card flex flex-col items-center gap-6 p-8 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">Purchase</h1>
        <div aria-live="polite" className="w-full">
          {state.kind === "working" ? (
            <p className="flex items-center justify-center gap-2 text-muted" role="status">
              <Spinner className="size-4" /> Confirming your purchase…
            </p>
          ) : state.kind === "done" ? (
            <Alert tone="success">{state.message}</Alert>
          ) : (
            <Alert tone="error">
              <p>{state.message}</p>
              {state.hint ? <p className="mt-1">{state.hint}</p> : null}
            </Alert>
          )}
        </div>
        <div className="flex w-full flex-col gap-3 sm:flex-row">
          <Link to="/account" className={buttonClasses("primary", "md", "sm:flex-1")}>
            Go to Account
          </Link>
          <Link to="/" className={buttonClasses("secondary", "md", "sm:flex-1")}>
            Start Generating
          </Link>
        </div>
      </div>
    </Container>
  );
}
