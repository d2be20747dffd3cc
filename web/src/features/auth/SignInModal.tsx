import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "@/components/Alert";
import { Badge } from "@/components/Badge";
import { Button, buttonClasses } from "@/components/Button";
import { Modal } from "@/components/Modal";
import { Spinner } from "@/components/Spinner";
import { accountStatus } from "./greeting";
import { OAuthButtons } from "./OAuthButtons";
import { useSession, type SessionStatus } from "./session";

/** After becoming signed in, the modal shows a message, closes and goes home after 150 ms. */
export const SIGNED_IN_REDIRECT_MS = 150;
export const SIGNED_IN_MESSAGE = "Signed in! Redirecting…";

interface SignInModalApi {
  openSignIn: () => void;
}

const SignInModalContext = createContext<SignInModalApi | null>(null);

export function useSignInModal(): SignInModalApi {
  const value = useContext(SignInModalContext);
  if (!value) throw new Error("useSignInModal must be used inside <SignInModalProvider>");
  return value;
}

/** Hosts the one sign-in modal of the app; any page opens it with useSignInModal().openSignIn(). */
export function SignInModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openSignIn = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const api = useMemo(() => ({ openSignIn }), [openSignIn]);
  return (
    <SignInModalContext value={api}>
      {children}
      <SignInModal open={open} onClose={close} />
    </SignInModalContext>
  );
}

export function SignInModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { status, profile, signOut } = useSession();
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previous = useRef<SessionStatus>(status);

  // Becoming signed in while open: say so, close, go home.
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (!open || was !== "signedOut" || status !== "signedIn") return undefined;
    setRedirecting(true);
    const timer = setTimeout(() => {
      setRedirecting(false);
      onClose();
      void navigate("/");
    }, SIGNED_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, open, onClose, navigate]);

  useEffect(() => {
    if (!open) setError(null);
  }, [open]);

  const signedIn = status === "signedIn" && profile;
  const title = redirecting ? "Signed in" : signedIn ? "You’re signed in" : "Sign in to generate";

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={redirecting || signedIn ? undefined : "Drafting needs an account so your drafts and usage are kept safe. Choose how to sign in."}
    >
      {redirecting ? (
        <div role="status" className="flex items-center gap-3 text-fg">
          <Spinner className="size-5 text-accent-fg" />
          {SIGNED_IN_MESSAGE}
        </div>
      ) : signedIn ? (
        <div className="flex flex-col gap-6">
          <dl className="grid gap-3 rounded-lg border border-line bg-raised p-4 text-sm">
            <div className="flex items-center justify-between gap-3">
              <dt className="text-muted">Name</dt>
              <dd className="truncate font-medium text-fg">{profile.full_name || profile.name || "—"}</dd>
            </div>
            <div className="flex items-center justify-between gap-3">
              <dt className="text-muted">Email</dt>
              <dd className="truncate font-medium text-fg">{profile.email}</dd>
            </div>
            {accountStatus(profile) === "Admin" ? (
              <div className="flex items-center justify-between gap-3">
                <dt className="text-muted">Role</dt>
                <dd>
                  <Badge tone="accent">Admin</Badge>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              onClick={() => {
                void signOut();
              }}
            >
              Sign out
            </Button>
            <Button onClick={onClose}>Continue</Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <OAuthButtons onError={setError} />
          <div aria-live="polite" className="empty:-mt-5">{error ? <Alert tone="error">{error}</Alert> : null}</div>
          <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted">
            <span className="h-px flex-1 bg-line" aria-hidden="true" />
            or
            <span className="h-px flex-1 bg-line" aria-hidden="true" />
          </div>
          <Link to="/login" onClick={onClose} className={buttonClasses("primary", "lg", "w-full")}>
            Sign in with email
          </Link>
          <div className="flex justify-center">
            <button type="button" onClick={onClose} className="rounded-sm text-sm font-medium text-muted underline-offset-4 hover:text-fg hover:underline">
              Cancel
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
