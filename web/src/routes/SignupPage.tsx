import { useRef, useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { Field } from "@/components/Field";
import { Container } from "@/components/PageHeader";
import { signup } from "@/features/auth/api";
import { useSession } from "@/features/auth/session";
import { authMessages, MIN_PASSWORD_LENGTH, NEW_PASSWORD_HINT, validateSignup } from "@/features/auth/validation";
import { errorDetail } from "@/lib/api/errors";

type Message = { tone: "error" | "success"; text: string };
type FieldName = "email" | "password" | "confirmPassword";

export default function SignupPage() {
  const { status, signedIn } = useSession();
  const navigate = useNavigate();
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [invalid, setInvalid] = useState<FieldName | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  if (status === "signedIn") return <Navigate to="/account" replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = validateSignup({ fullName, email, password, confirmPassword });
    if (!check.ok) {
      setInvalid(check.field);
      setMessage({ tone: "error", text: check.error });
      refs[check.field].current?.focus();
      return;
    }
    setInvalid(null);
    setMessage(null);
    setBusy(true);
    try {
      const result = await signup(check.payload);
      if (result.signed_in && result.profile) {
        signedIn(result.profile);
        toast.success(authMessages.signUpSuccess);
        void navigate("/account", { replace: true });
      } else {
        setMessage({ tone: "success", text: authMessages.signUpSuccess });
        setPassword("");
        setConfirmPassword("");
      }
    } catch (error) {
      setMessage({ tone: "error", text: errorDetail(error, authMessages.signUpFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="sm">
      <div className="surface-card p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">Create your account</h1>
          <p className="text-sm text-muted">Draft resumes, cover letters, cold emails and pitch decks in minutes.</p>
        </div>
        <form className="mt-8 flex flex-col gap-5" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Sign up">
          <Field label="Full name" optional name="full_name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
          <Field
            ref={refs.email}
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            aria-invalid={invalid === "email" || undefined}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            ref={refs.password}
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            hint={NEW_PASSWORD_HINT}
            aria-invalid={invalid === "password" || undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Field
            ref={refs.confirmPassword}
            label="Confirm password"
            type="password"
            name="confirm_password"
            autoComplete="new-password"
            required
            aria-invalid={invalid === "confirmPassword" || undefined}
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
          <div aria-live="polite" className="empty:-mt-5">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>
          <Button type="submit" size="lg" className="w-full" busy={busy}>
            Create account
          </Button>
          <p className="text-sm text-muted">
            By creating an account you accept that every draft is yours to check. Read the{" "}
            <Link to="/privacy" className="text-link">
              Privacy Policy
            </Link>{" "}
            and the{" "}
            <Link to="/liability" className="text-link">
              Liability Disclaimer
            </Link>
            .
          </p>
        </form>
        <p className="mt-8 border-t border-line pt-6 text-center text-sm text-muted">
          Already have an account?{" "}
          <Link to="/login" className="text-link">
            Log in
          </Link>
        </p>
      </div>
    </Container>
  );
}
