import { lazy, Suspense, useEffect, useId, useState, type KeyboardEvent } from "react";
import { Container, PageHeader } from "@/components/PageHeader";
import { useSignInModal } from "@/features/auth/SignInModal";
import { canUsePremiumTemplates } from "@/features/auth/greeting";
import { useSession } from "@/features/auth/session";
import { VersionsPanel } from "@/features/drafts/VersionsPanel";
import { TargetJobPanel } from "@/features/match/TargetJobPanel";
import { useTargetMatch } from "@/features/match/useTargetMatch";
import { useGeneratorDefaults } from "@/features/settings/defaults";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { ActionsBar } from "./ActionsBar";
import { FormFields } from "./FormFields";
import { FormHeader } from "./FormHeader";
import { JsonResumePanel } from "./JsonResumePanel";
import type { KindConfig, Values } from "./kinds";
import { PreviewPanel } from "./PreviewPanel";
import type { Kind, KindTypes } from "./stream";
import { useGeneration } from "./useGeneration";
import { useGeneratorForm } from "./useGeneratorForm";
import { OPEN_DRAFT_MESSAGES, useOpenedDraft } from "./useOpenedDraft";
import { usePreviewDocument } from "./usePreviewDocument";

const ImportPanel = lazy(() => import("@/features/import/ImportPanel"));

/** A generator page: form left, live preview right (spec section 2, "Generator form"). */
export function GeneratorPage<K extends Kind>({ config }: { config: KindConfig<K> }) {
  const baseId = useId();
  const { status, profile } = useSession();
  const { openSignIn } = useSignInModal();
  const [wide, setWide] = useState(false);
  const canUseTemplates = canUsePremiumTemplates(profile);
  const signedIn = status === "signedIn";
  const userId = signedIn ? (profile?.id ?? null) : null;
  const defaults = useGeneratorDefaults();

  const form = useGeneratorForm(config);
  const { values, template } = form;
  const generation = useGeneration(config, { values, template, signedIn, openSignIn, focusField: form.focusField });
  const { draft } = generation;
  const opening = useOpenedDraft(config, form, generation, { status, userId, signedIn, canUseTemplates }, defaults);
  const { opened } = opening;
  const { doc, deck } = usePreviewDocument(config, draft, values, template);

  const resultText = draft.answer?.result_text ?? "";
  // The Target job panel's match follows the draft as the preview shows it, else the form.
  const match = useTargetMatch(config.kind === "pitch_deck" ? "resume" : config.kind, values, resultText || draft.text);
  const emailText = config.kind === "cold_email" ? draft.answer?.result_text || draft.text || "" : "";

  // Generate pressed before the starting point has landed (the session, the settings, the
  // saved form or the opened draft are on their way): it runs once they have, with the form
  // as the fields then show it, and it shows as under way meanwhile.
  const [queued, setQueued] = useState(false);
  const { ready, versionTarget } = opening;
  const run = generation.generate;
  const generate = () => {
    if (ready) void run(versionTarget);
    else setQueued(true);
  };
  useEffect(() => {
    if (!queued || !ready) return;
    setQueued(false);
    void run(versionTarget);
  }, [queued, ready, run, versionTarget]);
  const busy = generation.busy || queued;

  const clearAll = () => {
    generation.abort();
    setQueued(false);
    form.reset();
    generation.clearDraft();
    generation.setNote(null);
    opening.forget();
    toast.success(OPEN_DRAFT_MESSAGES.cleared);
  };

  /** An import's fields replace the form's; the draft shown is for the old form. */
  const importFields = (imported: Values) => {
    generation.abort();
    form.fillFields(imported);
    generation.clearDraft();
    // An import (PDF, ADR 0019; resume.json) may fill the fields behind Add More Info: show them.
    if (config.fields.some((f) => f.more && imported[f.name]?.trim())) form.setShowMore(true);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      generate();
    }
  };

  return (
    <Container>
      <div className="flex flex-col gap-8">
        <PageHeader title={config.title}>
          <p>{config.intro}</p>
        </PageHeader>

        <div className={cn("grid items-start gap-6", wide ? "lg:grid-cols-[3fr_2fr]" : "lg:grid-cols-2")}>
          <form
            ref={form.formRef}
            aria-label={`${config.title} form`}
            aria-busy={busy}
            noValidate
            onKeyDown={onKeyDown}
            onSubmit={(e) => {
              e.preventDefault();
              generate();
            }}
            className="surface-card flex flex-col gap-6 p-6 sm:p-8"
          >
            <FormHeader config={config} form={form} canUseTemplates={canUseTemplates} opened={opened} onClear={clearAll} wide={wide} onToggleWide={() => setWide((w) => !w)} />

            {config.kind === "resume" ? (
              <Suspense fallback={<div className="h-24 rounded-md border border-line" aria-hidden="true" />}>
                <ImportPanel
                  fields={config.fields}
                  values={values}
                  template={template}
                  onImport={importFields}
                  onUndo={form.setValues}
                />
              </Suspense>
            ) : null}

            {config.kind === "resume" ? (
              <JsonResumePanel values={values} answer={draft.answer as KindTypes["resume"]["answer"] | null} />
            ) : null}

            {config.kind !== "pitch_deck" ? (
              <TargetJobPanel match={match} values={values} onChange={form.set} onFocusField={form.focusField} labelOf={(name) => config.fields.find((f) => f.name === name)?.label ?? name} />
            ) : null}

            <FormFields config={config} baseId={baseId} values={values} onChange={form.set} showMore={form.showMore} onToggleMore={() => form.setShowMore((s) => !s)} />

            <ActionsBar kind={config.kind} busy={busy} signedIn={signedIn} note={generation.note} resultText={resultText} doc={doc} deck={deck} />
          </form>

          <PreviewPanel
            kind={config.kind}
            headingId={`${baseId}-preview`}
            doc={doc}
            deck={deck}
            match={match}
            busy={busy}
            hasResult={resultText.trim() !== ""}
            emailText={emailText}
            values={values}
          />
        </div>
        {opened && signedIn ? <VersionsPanel draftId={opened.id} version={opened.version} onRestored={(d) => opening.showDraft(d, "all")} /> : null}
      </div>
    </Container>
  );
}
