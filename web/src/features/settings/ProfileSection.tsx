import { useId, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { Field, inputClasses } from "@/components/Field";
import { useUpdateProfile } from "@/features/account/api";
import type { Profile } from "@/features/auth/api";
import { useSession } from "@/features/auth/session";
import { ApiError } from "@/lib/api/errors";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { failureText, settingsMessages } from "./messages";
import { AVATAR_URL_MAX, avatarPreviewSrc, BIO_MAX, draftFromProfile, initials, NAME_MAX, planProfileSave, type ProfileDraft } from "./profile";

/** The avatar preview: the image only for an http(s) URL that loaded, else initials. */
function AvatarPreview({ src, name, onError }: { src: string | null; name: string; onError: (src: string) => void }) {
  return (
    <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border border-line-strong bg-raised" data-testid="avatar-preview">
      {src ? (
        <img
          key={src}
          src={src}
          alt="Avatar preview"
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          decoding="async"
          onError={() => onError(src)}
        />
      ) : (
        <span className="text-2xl font-semibold text-muted" aria-hidden="true">
          {initials(name)}
        </span>
      )}
    </div>
  );
}

function avatarHint(raw: string, src: string | null, failed: boolean): string {
  if (raw.trim() === "") return "Optional. Paste an http:// or https:// image link to preview it.";
  if (!src) return "Only http:// or https:// image links can be previewed or saved.";
  if (failed) return "That image could not be loaded; check the link.";
  return "Previewing this image.";
}

/** Name, bio and avatar URL of the signed-in user, saved with PUT /api/profile. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const { status, refresh } = useSession();
  const saveProfile = useUpdateProfile();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromProfile(profile));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ field: "name" | null; message: string } | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), nameError: useId(), bio: useId(), bioHint: useId(), avatar: useId(), avatarHint: useId() };

  const previewSrc = avatarPreviewSrc(draft.avatarUrl);
  const shownSrc = previewSrc && previewSrc !== failedSrc ? previewSrc : null;
  const nameError = error?.field === "name" ? error.message : null;

  const set = (field: keyof ProfileDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (field === "name" && error?.field === "name") setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const plan = planProfileSave({ signedIn: status === "signedIn", draft });
    if (plan.kind === "error") {
      setError({ field: plan.field, message: plan.message });
      if (plan.field === "name") nameRef.current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const updated = await saveProfile(plan.body);
      setDraft(draftFromProfile(updated));
      toast.success(settingsMessages.profileSaved);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        setError({ field: null, message: settingsMessages.signInFirst });
        void refresh();
      } else {
        const message = failureText(e, settingsMessages.profileFailed);
        setError({ field: null, message });
        toast.error(message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.name} className="text-sm font-medium text-fg">
          Name
        </label>
        <input
          ref={nameRef}
          id={ids.name}
          // Room for the sticky header when a failed save focuses the field.
          className={cn(inputClasses, "scroll-mt-28")}
          value={draft.name}
          maxLength={NAME_MAX}
          autoComplete="name"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? ids.nameError : undefined}
          onChange={(e) => set("name")(e.target.value)}
        />
        <div id={ids.nameError} aria-live="polite">
          {nameError ? <p className="text-sm text-danger">{nameError}</p> : null}
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={ids.bio} className="text-sm font-medium text-fg">
            Bio <span className="font-normal text-muted">(optional)</span>
          </label>
          <span id={ids.bioHint} className={cn("text-xs tabular-nums", draft.bio.length > BIO_MAX * 0.9 ? "text-fg" : "text-muted")}>
            {draft.bio.length} / {BIO_MAX}
          </span>
        </div>
        <textarea
          id={ids.bio}
          className={cn(inputClasses, "h-auto min-h-28 resize-y py-2.5 leading-relaxed")}
          rows={4}
          value={draft.bio}
          maxLength={BIO_MAX}
          aria-describedby={ids.bioHint}
          onChange={(e) => set("bio")(e.target.value)}
        />
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <AvatarPreview src={shownSrc} name={draft.name || profile.email} onError={setFailedSrc} />
        <Field
          className="min-w-0 flex-1"
          id={ids.avatar}
          label="Avatar URL"
          optional
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://…"
          maxLength={AVATAR_URL_MAX}
          value={draft.avatarUrl}
          aria-invalid={draft.avatarUrl.trim() !== "" && !previewSrc ? true : undefined}
          onChange={(e) => set("avatarUrl")(e.target.value)}
          hint={<span aria-live="polite">{avatarHint(draft.avatarUrl, previewSrc, previewSrc !== null && previewSrc === failedSrc)}</span>}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={saving}>
          Save profile
        </Button>
      </div>
      <div aria-live="polite">{error && error.field === null ? <Alert tone="error">{error.message}</Alert> : null}</div>
    </form>
  );
}
