import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { Field } from "@/components/Field";
import { Container } from "@/components/PageHeader";
import { confirmPasswordReset, requestPasswordReset } from "@/features/auth/api";
import { useSession } from "@/features/auth/session";
import { MIN_PASSWORD_LENGTH, NEW_PASSWORD_HINT, validateNewPassword } from "@/features/auth/validation";
import { ApiError, errorDetail } from "@/lib/api/errors";

type Message = { tone: "error" | "success"; text: string; linkDead?: boolean };

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return <Container size="sm">{token ? <SetNewPassword token={token} /> : <RequestLink />}</Container>;
}

function RequestLink() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setMessage({ tone: "error", text: "Please enter your email." });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const result = await requestPasswordReset({ email: trimmed });
      setMessage({ tone: "success", text: result.message || "If an account exists for that email, a reset link is on its way." });
    } catch (error) {
      setMessage({ tone: "error", text: errorDetail(error, "Could not send the reset link. Please try again.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="surface-card p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-fg">Reset your password</h1>
      <p className="mt-2 text-sm text-muted">Enter the email of your account and we’ll send you a link to set a new password.</p>
      <form className="mt-8 flex flex-col gap-5" onSubmit={(e) => void onSubmit(e)} aria-label="Request a reset link">
        <Field label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <div aria-live="polite" className="empty:-mt-5">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>
        <Button type="submit" size="lg" className="w-full" busy={busy}>
          Send reset link
        </Button>
      </form>
      <p className="mt-8 border-t border-line pt-6 text-center text-sm text-muted">
        Remembered it?{" "}
        <Link to="/login" className="text-link">
          Back to login
        </Link>
      </p>
    </div>
  );
}

function SetNewPassword({ token }: { token: string }) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmPassword);
    if (problem) {
      setMessage({ tone: "error", text: problem });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const result = await confirmPasswordReset({ token, password });
      signedIn(result.profile);
      toast.success("Password updated. You’re signed in.");
      void navigate("/account", { replace: true });
    } catch (error) {
      // A refused password (422) leaves the link usable; a dead link (400) needs a new one.
      const linkDead = !(error instanceof ApiError && error.status === 422);
      setMessage({ tone: "error", text: errorDetail(error, "Could not reset your password. Please try again."), linkDead });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="surface-card p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-fg">Choose a new password</h1>
      <p className="mt-2 text-sm text-muted">You’ll be signed in once it’s saved.</p>
      <form className="mt-8 flex flex-col gap-5" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Set a new password">
        <Field
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={NEW_PASSWORD_HINT}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field
          label="Confirm new password"
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <div aria-live="polite" className="empty:-mt-5">
          {message ? (
            <Alert tone={message.tone}>
              {message.text}{" "}
              {message.linkDead ? (
                <Link to="/reset-password" className="text-link">
                  Request a new link
                </Link>
              ) : null}
            </Alert>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full" busy={busy}>
          Save new password
        </Button>
      </form>
    </div>
  );
}
