import { useState, type FormEvent } from "react";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { SelectField } from "@/components/Field";
import { canUsePremiumTemplates } from "@/features/auth/greeting";
import { useSession } from "@/features/auth/session";
import { PAGES, type PageSize } from "@/features/documents/layout";
import { TEMPLATE_IDS, TEMPLATE_LABELS, type TemplateId } from "@/features/documents/model";
import { PREMIUM_HINT } from "@/features/generator/messages";
import { toast } from "@/lib/toast";
import { COVER_TONES, coverToneLabel, EMAIL_TONES, parseCoverTone, parseEmailTone, type CoverTone, type EmailTone } from "@/features/generator/tones";
import { BUILTIN_TEMPLATE, parsePageSize, parseTemplate, useGeneratorDefaults, useSaveGeneratorDefaults } from "./defaults";
import { failureText, settingsMessages } from "./messages";
import { SettingsSection } from "./SettingsSection";

/**
 * Each generator's starting tone, from that generator's own list (ADR 0051), the default
 * template and the page size. Saved in this browser for everybody and, signed in, on the
 * account too. Templates other than Default need Premium (or admin).
 */
export function DefaultsSection() {
  const { status, profile } = useSession();
  const signedIn = status === "signedIn" && !!profile;
  const premium = canUsePremiumTemplates(profile);
  const defaults = useGeneratorDefaults();
  const save = useSaveGeneratorDefaults();
  // Unsaved choices; until the user picks, the selects show the defaults in force.
  const [coverTone, setCoverTone] = useState<CoverTone | null>(null);
  const [emailTone, setEmailTone] = useState<EmailTone | null>(null);
  const [template, setTemplate] = useState<TemplateId | null>(null);
  const [pageSize, setPageSize] = useState<PageSize | null>(null);
  const [error, setError] = useState<string | null>(null);

  const shownCoverTone = coverTone ?? defaults.tones.cover_letter;
  const shownEmailTone = emailTone ?? defaults.tones.cold_email;
  const shownTemplate = template ?? defaults.template;
  const shownPageSize = pageSize ?? defaults.pageSize;
  const loading = defaults.isLoading;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || loading) return;
    setError(null);
    // The general default tone (the spec's list) is kept as it is; each generator's own is what is chosen here.
    const next = { tone: defaults.tone, tones: { cover_letter: shownCoverTone, cold_email: shownEmailTone }, template: premium ? shownTemplate : BUILTIN_TEMPLATE, pageSize: shownPageSize };
    save.mutate(next, {
      onSuccess: () => {
        setCoverTone(null);
        setEmailTone(null);
        setTemplate(null);
        setPageSize(null);
        toast.success(settingsMessages.defaultsSaved);
      },
      onError: (e) => {
        const text = `${settingsMessages.defaultsFailed} (${failureText(e, "request failed")}). They are still saved on this browser.`;
        setError(text);
        toast.error(text);
      },
    });
  };

  return (
    <SettingsSection
      title="Generator Defaults"
      description={signedIn ? "Used by the generators when you open them; kept on your account and on this browser." : "Used by the generators when you open them; kept on this browser. Sign in to keep them on your account."}
    >
      <form onSubmit={onSubmit} aria-busy={loading || save.isPending} className="flex flex-col gap-5" noValidate>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Cover letter tone"
            value={shownCoverTone}
            disabled={loading}
            options={COVER_TONES.map((t) => ({ value: t, label: coverToneLabel(t) }))}
            onChange={(e) => {
              const next = parseCoverTone(e.target.value);
              if (next) setCoverTone(next);
            }}
          />
          <SelectField
            label="Cold email tone"
            value={shownEmailTone}
            disabled={loading}
            options={EMAIL_TONES.map((t) => ({ value: t, label: t }))}
            onChange={(e) => {
              const next = parseEmailTone(e.target.value);
              if (next) setEmailTone(next);
            }}
          />
          <SelectField
            label="Default template"
            value={shownTemplate}
            disabled={loading}
            hint={premium ? undefined : PREMIUM_HINT}
            options={TEMPLATE_IDS.map((t) => ({ value: t, label: TEMPLATE_LABELS[t], disabled: !premium && t !== BUILTIN_TEMPLATE }))}
            onChange={(e) => {
              const next = parseTemplate(e.target.value);
              if (next) setTemplate(next);
            }}
          />
          <SelectField
            label="Page size"
            value={shownPageSize}
            disabled={loading}
            hint="Letter is usual in the US, Canada and the Philippines; A4 almost everywhere else."
            options={(Object.keys(PAGES) as PageSize[]).map((p) => ({ value: p, label: PAGES[p].label }))}
            onChange={(e) => {
              const next = parsePageSize(e.target.value);
              if (next) setPageSize(next);
            }}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={save.isPending} disabled={loading}>
            Save defaults
          </Button>
          {defaults.saved && coverTone === null && emailTone === null && template === null && pageSize === null && !loading ? <span className="text-sm text-muted">Saved.</span> : null}
        </div>
        <div aria-live="polite">{error ? <Alert tone="error">{error}</Alert> : null}</div>
      </form>
    </SettingsSection>
  );
}
