import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/Alert";
import { Badge } from "@/components/Badge";
import { Button } from "@/components/Button";
import { inputClasses } from "@/components/Field";
import type { Profile } from "@/features/auth/api";
import { accountStatus, firstName } from "@/features/auth/greeting";
import { useSession } from "@/features/auth/session";
import { ApiError, errorDetail } from "@/lib/api/errors";
import { useUpdateProfile } from "./api";
import { canSaveName, currentName, nameMessages, planNameSave } from "./nameEditor";

export function ProfileCard({ profile }: { profile: Profile }) {
  const { status, reloadProfile, signOut, refresh } = useSession();
  const saveProfile = useUpdateProfile();
  const [refreshing, setRefreshing] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const ids = { heading: useId(), name: useId(), hint: useId() };

  const name = currentName(profile);
  const accountState = accountStatus(profile);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const startEditing = () => {
    setDraft(name);
    setError(null);
    setTouched(false);
    setEditing(true);
  };

  const cancelEditing = () => {
    setEditing(false);
    setError(null);
  };

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await reloadProfile();
    } catch (e) {
      toast.error(errorDetail(e, "Could not refresh your profile."));
    } finally {
      setRefreshing(false);
    }
  };

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const plan = planNameSave({ signedIn: status === "signedIn", current: name, draft });
    if (plan.kind === "error") {
      setError(plan.message);
      return;
    }
    if (plan.kind === "close") {
      cancelEditing();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await saveProfile(plan.body);
      toast.success(nameMessages.saved);
      setEditing(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        setError(nameMessages.signInFirst);
        void refresh();
      } else {
        setError(nameMessages.failed);
      }
    } finally {
      setSaving(false);
    }
  };

  // Explains the disabled Save button; flagged invalid only once the user has typed.
  const emptyDraft = editing && draft.trim() === "";

  return (
    <section aria-labelledby={ids.heading} className="surface-card overflow-hidden">
      <div className="flex flex-col gap-4 border-b border-line p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex min-w-0 items-center gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-semibold text-on-accent" aria-hidden="true">
            {firstName(profile).charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <h2 id={ids.heading} className="truncate text-xl font-semibold text-fg">
              Profile
            </h2>
            <p className="truncate text-sm text-muted">{profile.email}</p>
          </div>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" busy={refreshing} onClick={() => void onRefresh()}>
            Refresh
          </Button>
          <Button
            variant="secondary"
            size="sm"
            busy={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut().finally(() => setSigningOut(false));
            }}
          >
            Logout
          </Button>
        </div>
      </div>

      <dl className="divide-y divide-line">
        <div className="grid gap-2 px-6 py-5 sm:grid-cols-[10rem_1fr] sm:items-center sm:px-8">
          <dt className="text-sm font-medium text-muted">{editing ? <label htmlFor={ids.name}>Name</label> : "Name"}</dt>
          <dd className="min-w-0">
            {editing ? (
              <form onSubmit={(e) => void onSave(e)} className="flex flex-col gap-3" aria-label="Edit name">
                <div className="flex flex-col gap-3 sm:flex-row">
                  <input
                    ref={inputRef}
                    id={ids.name}
                    className={inputClasses}
                    value={draft}
                    maxLength={120}
                    autoComplete="name"
                    aria-invalid={(emptyDraft && touched) || undefined}
                    aria-describedby={ids.hint}
                    onChange={(e) => {
                      setDraft(e.target.value);
                      setTouched(true);
                    }}
                    onKeyDown={(e) => {
                      if (e.key === "Escape") {
                        e.stopPropagation();
                        cancelEditing();
                      }
                    }}
                  />
                  <div className="flex gap-2">
                    <Button type="submit" busy={saving} disabled={!canSaveName(draft, saving)} className="h-11 flex-1 sm:flex-none">
                      Save
                    </Button>
                    <Button variant="secondary" className="h-11 flex-1 sm:flex-none" onClick={cancelEditing} disabled={saving}>
                      Cancel
                    </Button>
                  </div>
                </div>
                <div id={ids.hint} aria-live="polite">
                  {error ? <Alert tone="error">{error}</Alert> : emptyDraft ? <p className="text-sm text-danger">{nameMessages.empty}</p> : null}
                </div>
              </form>
            ) : (
              <div className="flex items-center justify-between gap-3">
                <span className={name ? "truncate text-base text-fg" : "text-base text-muted"}>{name || "Not set"}</span>
                <Button ref={editButtonRef} variant="ghost" size="sm" onClick={startEditing} aria-label="Edit name">
                  Edit
                </Button>
              </div>
            )}
          </dd>
        </div>
        <div className="grid gap-2 px-6 py-5 sm:grid-cols-[10rem_1fr] sm:items-center sm:px-8">
          <dt className="text-sm font-medium text-muted">Email</dt>
          <dd className="truncate text-base text-fg">{profile.email}</dd>
        </div>
        <div className="grid gap-2 px-6 py-5 sm:grid-cols-[10rem_1fr] sm:items-center sm:px-8">
          <dt className="text-sm font-medium text-muted">User ID</dt>
          <dd className="break-all font-mono text-sm text-fg">{profile.id}</dd>
        </div>
        <div className="grid gap-2 px-6 py-5 sm:grid-cols-[10rem_1fr] sm:items-center sm:px-8">
          <dt className="text-sm font-medium text-muted">Status</dt>
          <dd>
            <Badge tone={accountState === "Free" ? "neutral" : "accent"}>{accountState}</Badge>
          </dd>
        </div>
      </dl>
    </section>
  );
}
