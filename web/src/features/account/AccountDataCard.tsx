import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { Field } from "@/components/Field";
import { Modal } from "@/components/Modal";
import type { Profile } from "@/features/auth/api";
import { OAuthButtons } from "@/features/auth/OAuthButtons";
import { useSession } from "@/features/auth/session";
import { getPasswordStatus, PASSWORD_QUERY_KEY } from "@/features/password/api";
import { ApiError, errorDetail } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { accountDataMessages as msg, deleteAccountBody, deleteMyAccount, downloadMyData, emailMatches, fieldOfDeleteRefusal } from "./accountData";

/**
 * "Your data" on /account: download everything Draftsmith keeps about you (one JSON file), and
 * delete the account for good (a dialog asking for the typed email and the password, or a
 * fresh GitHub/Google sign-in for accounts without one).
 */
export function AccountDataCard({ profile }: { profile: Profile }) {
  const ids = { heading: useId() };
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const onDownload = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadMyData();
      toast.success(msg.downloaded);
    } catch (e) {
      setDownloadError(errorDetail(e, msg.downloadFailed));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby={ids.heading} className="surface-card flex flex-col gap-6 p-6 sm:p-8">
      <h2 id={ids.heading} className="text-xl font-semibold text-fg">
        Your data
      </h2>

      <div className="flex flex-col gap-3">
        <h3 className="text-base font-semibold text-fg">Download my data</h3>
        <p className="text-sm text-muted">{msg.downloadHint}</p>
        <div aria-live="polite" className="empty:hidden">
          {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
        </div>
        <div>
          <Button variant="secondary" busy={downloading} onClick={() => void onDownload()}>
            Download my data
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-3 border-t border-line pt-6">
        <h3 className="text-base font-semibold text-danger">Delete my account</h3>
        <p className="text-sm text-muted">{msg.deleteWarning}</p>
        <div>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Delete my account…
          </Button>
        </div>
      </div>

      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} profile={profile} />
    </section>
  );
}

function DeleteAccountDialog({ open, onClose, profile }: { open: boolean; onClose: () => void; profile: Profile }) {
  const { signedOut } = useSession();
  const navigate = useNavigate();
  const passwordStatus = useQuery({
    queryKey: [...PASSWORD_QUERY_KEY, profile.id],
    queryFn: ({ signal }) => getPasswordStatus(signal),
    enabled: open,
  });
  const hasPassword = passwordStatus.data?.has_password ?? true;
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; field: "email" | "password" | null; signInAgain?: boolean } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const close = () => {
    if (busy) return;
    setEmail("");
    setPassword("");
    setError(null);
    onClose();
  };

  const fail = (text: string, field: "email" | "password" | null, signInAgain = false) => {
    setError({ text, field, signInAgain });
    if (field === "email") emailRef.current?.focus();
    if (field === "password") passwordRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!emailMatches(email, profile.email)) {
      fail(msg.emailMismatch, "email");
      return;
    }
    if (hasPassword && password === "") {
      fail(msg.passwordRequired, "password");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteMyAccount(deleteAccountBody(email, password, hasPassword));
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.status === 403) {
        fail(e.detail, null, !hasPassword);
      } else if (e instanceof ApiError) {
        fail(errorDetail(e, msg.deleteFailed), fieldOfDeleteRefusal(e.status, e.detail));
      } else {
        fail(errorDetail(e, msg.deleteFailed), null);
      }
      return;
    }
    // Signed out: the server ended every session and cleared the cookie.
    signedOut();
    setBusy(false);
    onClose();
    toast.success(msg.deleted);
    void navigate("/", { replace: true });
  };

  const invalid = (field: "email" | "password") => (error?.field === field ? true : undefined);

  return (
    <Modal open={open} onClose={close} title="Delete your account?" description={msg.deleteWarning} initialFocus={emailRef} className="max-w-lg">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5" aria-label="Delete account">
        {/* Lets password managers offer the right account's password. */}
        <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
        <Field
          ref={emailRef}
          label="Type your email to confirm"
          type="email"
          name="confirm_email"
          autoComplete="off"
          spellCheck={false}
          hint={
            <>
              Type <span className="break-all font-medium text-fg">{profile.email}</span>
            </>
          }
          value={email}
          aria-invalid={invalid("email")}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error?.field === "email") setError(null);
          }}
        />
        {passwordStatus.isPending ? (
          <div className="h-20 animate-pulse rounded-md bg-raised" role="status" aria-label="Checking how you sign in" />
        ) : hasPassword ? (
          <Field
            ref={passwordRef}
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={invalid("password")}
            onChange={(e) => {
              setPassword(e.target.value);
              if (error?.field === "password") setError(null);
            }}
          />
        ) : (
          <p className="text-sm text-muted">{msg.oauthNote}</p>
        )}
        <div aria-live="polite" className="empty:-mt-5">
          {error ? <Alert tone="error">{error.text}</Alert> : null}
        </div>
        {error?.signInAgain ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium text-fg">Sign in again, then come back here:</p>
            <OAuthButtons />
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            Delete my account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
