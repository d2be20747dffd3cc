import { lazy, Suspense, useEffect, useId, useState, type KeyboardEvent } from "react";
import { useHoldEarlyTaps } from "@/app/earlyTapsGate";
import { Container, PageHeader } from "@/components/PageHeader";
import { useSignInModal } from "@/features/auth/SignInModal";
import { canUsePremiumTemplates } from "@/features/auth/greeting";
import { useSession } from "@/features/auth/session";
import { AskForChanges } from "@/features/check/AskForChanges";
import { CheckPanel } from "@/features/check/CheckPanel";
import { CHECKED_KINDS, useCheck } from "@/features/check/useCheck";
import { DesignPanel } from "@/features/design/DesignPanel";
import { RegionPaperPrompt } from "@/features/design/RegionPaperPrompt";
import { useLaidOutDocument } from "@/features/documents/useLaidOutDocument";
import { VersionsPanel } from "@/features/drafts/VersionsPanel";
import { TargetJobPanel } from "@/features/match/TargetJobPanel";
import { useTargetMatch } from "@/features/match/useTargetMatch";
import { FillFromResume } from "@/features/profile/FillFromResume";
import { useGeneratorDefaults } from "@/features/settings/defaults";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { ActionsBar } from "./ActionsBar";
import { FormFields } from "./FormFields";
import type { Unsure } from "./importSummary";
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
  const { values, template, layout } = form;
  const generation = useGeneration(config, { values, template, layout, signedIn, openSignIn, focusField: form.focusField });
  const { draft } = generation;
  const opening = useOpenedDraft(config, form, generation, { status, userId, signedIn, canUseTemplates }, defaults);
  const { opened } = opening;
  const { doc: drafted, deck } = usePreviewDocument(config, draft, values, template);
  // The draft's layout: sections in order, page size, type, colour, and Fit to one page.
  const { doc, pages, fit } = useLaidOutDocument(drafted, layout);

  const resultText = draft.answer?.result_text ?? "";
  // The Target job panel's match follows the draft as the preview shows it, else the form.
  const match = useTargetMatch(config.kind === "pitch_deck" ? "resume" : config.kind, values, resultText || draft.text);
  const emailText = config.kind === "cold_email" ? draft.answer?.result_text || draft.text || "" : "";
  const report = useCheck(config, values, template);
  /** The saved draft shown, which "Ask for changes" revises. */
  const shownDraftId = opened?.id ?? (draft.answer as { id?: string } | null)?.id ?? null;

  // Generate pressed before the starting point has landed (the session, the settings, the
  // saved form or the opened draft are on their way): it runs once they have, with the form
  // as the fields then show it, and it shows as under way meanwhile.
  const [queued, setQueued] = useState(false);
  const { ready, versionTarget } = opening;
  useHoldEarlyTaps(ready); // a Generate tapped before the app ran waits for the restore (ADR 0032)
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
  /** Fields the last import was unsure of: marked until the user edits them or undoes the import. */
  const [unsure, setUnsure] = useState<Unsure>({});
  const importFields = (imported: Values, doubts: Unsure = {}) => {
    generation.abort();
    form.fillFields(imported);
    setUnsure(doubts);
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

            <FillFromResume kind={config.kind} form={form} />
            {config.kind === "resume" ? (
              <Suspense fallback={<div className="h-24 rounded-md border border-line" aria-hidden="true" />}>
                <ImportPanel
                  fields={config.fields}
                  values={values}
                  onImport={importFields}
                  onUndo={(before) => {
                    form.setValues(before);
                    setUnsure({});
                  }}
                />
              </Suspense>
            ) : null}

            {config.kind === "resume" ? (
              <JsonResumePanel values={values} answer={draft.answer as KindTypes["resume"]["answer"] | null} layout={layout} />
            ) : null}

            {config.kind !== "pitch_deck" ? (
              <TargetJobPanel match={match} values={values} onChange={form.set} onFocusField={form.focusField} carry={{ ready: opening.ready, userId }} labelOf={(name) => config.fields.find((f) => f.name === name)?.label ?? name} />
            ) : null}

            <FormFields
              config={config}
              baseId={baseId}
              values={values}
              onChange={(name, value) => {
                form.set(name, value);
                if (unsure[name]) setUnsure(({ [name]: _, ...rest }) => rest);
              }}
              unsure={unsure}
              error={form.fieldError}
              showMore={form.showMore}
              onToggleMore={() => form.setShowMore((s) => !s)}
            />

            <RegionPaperPrompt pageSize={layout?.page_size ?? "letter"} onUseA4={() => form.setLayout({ ...layout, page_size: "a4" })} />
            <DesignPanel kind={config.kind} template={template} layout={layout} onChange={form.setLayout} fit={fit} />

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
            check={
              CHECKED_KINDS.includes(config.kind) ? (
                <CheckPanel kind={config.kind} report={report} values={values} fields={config.fields} formRef={form.formRef} focusField={form.focusField} set={form.set} request={() => config.toRequest(values, template) as Record<string, unknown>} />
              ) : null
            }
            pages={pages}
          />
        </div>
        {signedIn && shownDraftId && !busy ? <AskForChanges draftId={shownDraftId} onRevised={(d) => opening.showDraft(d, "none")} /> : null}
        {opened && signedIn ? <VersionsPanel draftId={opened.id} version={opened.version} onRestored={(d) => opening.showDraft(d, "all")} /> : null}
      </div>
    </Container>
  );
}
