import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { Field } from "@/components/Field";
import { requestPasswordReset } from "@/features/auth/api";
import { useSession } from "@/features/auth/session";
import { MIN_PASSWORD_LENGTH, NEW_PASSWORD_HINT } from "@/features/auth/validation";
import { ApiError, errorDetail } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { changePassword, getPasswordStatus, PASSWORD_QUERY_KEY } from "./api";
import { checkPasswordChange, fieldOfRefusal, passwordMessages, type PasswordChangeDraft, type PasswordField } from "./rules";

type Message = { tone: "error" | "success"; text: string; field: PasswordField | null };

const EMPTY: PasswordChangeDraft = { current: "", next: "", confirm: "" };

/**
 * The password part of /settings: a change form (current password required; the server ends
 * the user's other sessions) for accounts with a password, and for accounts made with GitHub
 * or Google a way to set a first one by a mailed link.
 */
export function PasswordSection({ email }: { email: string }) {
  const { profile } = useSession();
  const status = useQuery({
    queryKey: [...PASSWORD_QUERY_KEY, profile?.id ?? "guest"],
    queryFn: ({ signal }) => getPasswordStatus(signal),
    enabled: !!profile,
  });

  if (status.isPending) {
    return <div className="h-64 animate-pulse rounded-lg bg-raised" role="status" aria-busy="true" aria-label="Loading your password settings" />;
  }
  if (status.isError) {
    return (
      <div aria-live="polite">
        <Alert tone="error">
          {errorDetail(status.error, "Could not load your password settings.")}{" "}
          <button type="button" className="text-link" onClick={() => void status.refetch()}>
            Try again
          </button>
        </Alert>
      </div>
    );
  }
  return status.data.has_password ? <ChangePasswordForm email={email} /> : <SetPasswordByLink email={email} />;
}

function ChangePasswordForm({ email }: { email: string }) {
  const { refresh } = useSession();
  const [draft, setDraft] = useState<PasswordChangeDraft>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const set = (field: PasswordField) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (message?.field === field) setMessage(null);
  };
  const fail = (field: PasswordField | null, text: string) => {
    setMessage({ tone: "error", text, field });
    if (field) refs[field].current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = checkPasswordChange(draft);
    if (!check.ok) {
      fail(check.field, check.message);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await changePassword(check.body);
      setDraft(EMPTY);
      setMessage({ tone: "success", text: passwordMessages.changed, field: null });
      toast.success(passwordMessages.changed);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        fail(null, "Please sign in first.");
        void refresh();
      } else {
        const field = e instanceof ApiError ? fieldOfRefusal(e.status, e.detail) : null;
        fail(field, errorDetail(e, passwordMessages.failed));
      }
    } finally {
      setBusy(false);
    }
  };

  const invalid = (field: PasswordField) => (message?.tone === "error" && message.field === field ? true : undefined);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5" aria-label="Change password">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        ref={refs.current}
        label="Current password"
        type="password"
        name="current_password"
        autoComplete="current-password"
        required
        value={draft.current}
        aria-invalid={invalid("current")}
        onChange={(e) => set("current")(e.target.value)}
      />
      <Field
        ref={refs.next}
        label="New password"
        type="password"
        name="new_password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={NEW_PASSWORD_HINT}
        value={draft.next}
        aria-invalid={invalid("next")}
        onChange={(e) => set("next")(e.target.value)}
      />
      <Field
        ref={refs.confirm}
        label="Confirm new password"
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        required
        value={draft.confirm}
        aria-invalid={invalid("confirm")}
        onChange={(e) => set("confirm")(e.target.value)}
      />
      <div aria-live="polite" className="empty:-mt-5">
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      </div>
      <div>
        <Button type="submit" busy={busy}>
          Change password
        </Button>
      </div>
    </form>
  );
}

function SetPasswordByLink({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  const onSend = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await requestPasswordReset({ email });
      setMessage({ tone: "success", text: passwordMessages.linkSent(email) });
    } catch (e) {
      setMessage({ tone: "error", text: errorDetail(e, passwordMessages.linkFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">{passwordMessages.noPassword}</p>
      <div aria-live="polite" className="empty:-mt-5">
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      </div>
      <div>
        <Button variant="secondary" busy={busy} onClick={() => void onSend()}>
          Email me a link
        </Button>
      </div>
    </div>
  );
}
