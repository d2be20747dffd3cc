import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "@/components/Alert";
import { buttonClasses } from "@/components/Button";
import { Container } from "@/components/PageHeader";
import { Spinner } from "@/components/Spinner";
import { useSession } from "@/features/auth/session";
import { signInErrorMessage } from "@/features/auth/validation";

/** Spec section 4, OAuth return. */
export const AUTH_RETURN_TIMEOUT_MS = 3000;
export const AUTH_RETURN_REDIRECT_MS = 600;
export const authReturnMessages = {
  checking: "Completing sign-in…",
  done: "Sign-in complete. Redirecting…",
  noSession: "We couldn’t detect a session. Please try again.",
} as const;

export default function AuthReturnPage() {
  const [params] = useSearchParams();
  const error = params.get("error");
  const { status, profile, refresh, signedIn: announceSignIn } = useSession();
  const navigate = useNavigate();
  const [timedOut, setTimedOut] = useState(false);
  const signedIn = !error && status === "signedIn";

  // Check for a session now, and give up waiting for one after 3 s.
  useEffect(() => {
    if (error) return undefined;
    void refresh();
    const timer = setTimeout(() => setTimedOut(true), AUTH_RETURN_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [error, refresh]);

  useEffect(() => {
    if (!signedIn) return undefined;
    // A sign-in event for the other tabs too.
    announceSignIn(profile);
    const timer = setTimeout(() => void navigate("/account", { replace: true }), AUTH_RETURN_REDIRECT_MS);
    return () => clearTimeout(timer);
    // Only on becoming signed in, not on every profile refresh.
  }, [signedIn, navigate]);

  let body;
  if (error) body = <Alert tone="error">{signInErrorMessage(error)}</Alert>;
  else if (signedIn) body = <Alert tone="success">{authReturnMessages.done}</Alert>;
  else if (timedOut) body = <Alert tone="error">{authReturnMessages.noSession}</Alert>;
  else
    body = (
      <div role="status" className="flex items-center gap-3 rounded-lg border border-line bg-raised px-4 py-3 text-sm text-fg">
        <Spinner className="size-4 text-accent-fg" />
        {authReturnMessages.checking}
      </div>
    );

  return (
    <Container size="sm">
      <div className="surface-card flex flex-col gap-6 p-6 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">Signing in</h1>
        <div aria-live="polite" className="min-h-12">
          {body}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/login" className={buttonClasses(error || timedOut ? "primary" : "secondary", "md", "sm:flex-1")}>
            Go to Login
          </Link>
          <Link to="/" className={buttonClasses("secondary", "md", "sm:flex-1")}>
            Return Home
          </Link>
        </div>
      </div>
    </Container>
  );
}
