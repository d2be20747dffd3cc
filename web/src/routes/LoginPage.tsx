import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { Field } from "@/components/Field";
import { Container } from "@/components/PageHeader";
import { login, signup } from "@/features/auth/api";
import { DisclaimerModal } from "@/features/auth/DisclaimerModal";
import { DISCLAIMER_REQUIRED_MESSAGE, readDisclaimerAccepted, writeDisclaimerAccepted } from "@/features/auth/disclaimer";
import { firstName } from "@/features/auth/greeting";
import { OAuthButtons } from "@/features/auth/OAuthButtons";
import { useSession } from "@/features/auth/session";
import { authErrorMessage, authMessages, MIN_PASSWORD_LENGTH, NEW_PASSWORD_HINT } from "@/features/auth/validation";
import { errorDetail } from "@/lib/api/errors";

type Mode = "signin" | "signup";

export const EMAIL_CONFIRMED = "Email confirmed. Please sign in.";
type Message = { tone: "error" | "success"; text: string };

export default function LoginPage() {
  const { status, signedIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get("mode") === "signup" ? "signup" : "signin");
  const [accepted, setAccepted] = useState(readDisclaimerAccepted);
  const [disclaimerOpen, setDisclaimerOpen] = useState(() => params.get("mode") === "signup" && !readDisclaimerAccepted());
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  // A mailed confirmation link confirms the address and lands here to sign in: it never
  // signs a browser in by itself (docs/adr/0012).
  const [message, setMessage] = useState<Message | null>(() => (params.get("confirmed") === "1" ? { tone: "success", text: EMAIL_CONFIRMED } : null));
  const noteId = useId();

  const signUp = mode === "signup";
  const blocked = signUp && !accepted;

  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    setMessage(null);
  }, [mode]);

  if (status === "signedIn") return <Navigate to="/account" replace />;

  const switchMode = () => {
    const next: Mode = signUp ? "signin" : "signup";
    setMode(next);
    if (next === "signup" && !accepted) setDisclaimerOpen(true);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked) {
      setDisclaimerOpen(true);
      return;
    }
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      setMessage({ tone: "error", text: authMessages.required });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      if (signUp) {
        const result = await signup({ email: trimmedEmail, password, full_name: null });
        if (result.signed_in && result.profile) {
          signedIn(result.profile);
          toast.success(authMessages.signUpSuccess);
          void navigate("/account", { replace: true });
        } else {
          setMessage({ tone: "success", text: authMessages.signUpSuccess });
          setPassword("");
        }
      } else {
        const result = await login({ email: trimmedEmail, password });
        signedIn(result.profile);
        toast.success(`Welcome back, ${firstName(result.profile)}!`);
        void navigate("/account", { replace: true });
      }
    } catch (error) {
      setMessage({ tone: "error", text: authErrorMessage(errorDetail(error, signUp ? authMessages.signUpFailed : "Sign-in failed.")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="sm">
      <div className="surface-card p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{signUp ? "Create your account" : "Welcome back"}</h1>
          <p className="text-sm text-muted">{signUp ? "Start drafting resumes, cover letters, cold emails and pitch decks." : "Sign in to keep drafting."}</p>
        </div>

        <div className="mt-8 flex flex-col gap-6">
          {signUp ? (
            accepted ? (
              <p className="flex items-center gap-2 text-sm text-muted">
                <svg viewBox="0 0 24 24" className="size-4 text-success" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
                  <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                Disclaimer accepted.
                <button type="button" className="text-link" onClick={() => setDisclaimerOpen(true)}>
                  Review
                </button>
              </p>
            ) : (
              <div id={noteId}>
                <Alert tone="info">
                  <p>{DISCLAIMER_REQUIRED_MESSAGE}</p>
                  <button type="button" className="text-link mt-1" onClick={() => setDisclaimerOpen(true)}>
                    Review the disclaimer
                  </button>
                </Alert>
              </div>
            )
          ) : null}

          <OAuthButtons disabled={blocked} describedBy={blocked ? noteId : undefined} onError={(text) => setMessage({ tone: "error", text })} />

          <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted">
            <span className="h-px flex-1 bg-line" aria-hidden="true" />
            or with email
            <span className="h-px flex-1 bg-line" aria-hidden="true" />
          </div>

          <form className="flex flex-col gap-5" onSubmit={(e) => void onSubmit(e)} aria-label={signUp ? "Create your account" : "Sign in"}>
            <Field label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            <Field
              label="Password"
              type="password"
              name="password"
              autoComplete={signUp ? "new-password" : "current-password"}
              required
              minLength={signUp ? MIN_PASSWORD_LENGTH : undefined}
              hint={signUp ? NEW_PASSWORD_HINT : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              trailing={
                signUp ? null : (
                  <Link to="/reset-password" className="text-link text-sm">
                    Forgot password?
                  </Link>
                )
              }
            />
            <div aria-live="polite" className="empty:-mt-5">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>
            <Button type="submit" size="lg" className="w-full" busy={busy} disabled={blocked} aria-describedby={blocked ? noteId : undefined}>
              {signUp ? "Create account" : "Sign in"}
            </Button>
          </form>

          <p className="text-center text-sm text-muted">
            {signUp ? "Already have an account?" : "New to Draftsmith?"}{" "}
            <button type="button" className="text-link" onClick={switchMode}>
              {signUp ? "Sign in" : "Create an account"}
            </button>
          </p>
        </div>
      </div>

      <DisclaimerModal
        open={disclaimerOpen}
        accepted={accepted}
        onAccept={() => {
          writeDisclaimerAccepted(true);
          setAccepted(true);
          setDisclaimerOpen(false);
        }}
        onDismiss={() => {
          if (!accepted) writeDisclaimerAccepted(false);
          setDisclaimerOpen(false);
        }}
      />
    </Container>
  );
}
