import { lazy, Suspense, useCallback, useEffect, useId, useState, type KeyboardEvent } from "react";
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
import { DRAFTS_MESSAGES, duplicateDraft, getDraft } from "@/features/drafts/api";
import { VersionsPanel } from "@/features/drafts/VersionsPanel";
import { documentText } from "@/features/documents/model";
import { errorDetail } from "@/lib/api/errors";
import { TargetJobPanel } from "@/features/match/TargetJobPanel";
import { useTargetMatch } from "@/features/match/useTargetMatch";
import { FillFromResume } from "@/features/profile/FillFromResume";
import { useGeneratorDefaults } from "@/features/settings/defaults";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { ActionsBar, type GeneratorView } from "./ActionsBar";
import { FormFields } from "./FormFields";
import type { Unsure } from "./importSummary";
import { FormHeader } from "./FormHeader";
import { JsonResumePanel } from "./JsonResumePanel";
import type { KindConfig, Values } from "./kinds";
import { PreviewPanel, type PreviewTab } from "./PreviewPanel";
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
  /** Phones show the form or the preview (the Edit | Preview switch); wider screens both. */
  const [view, setView] = useState<GeneratorView>("edit");
  // /drafts links to a draft's versions with ?tab=versions: the Versions tab opens first.
  const [tab, setTab] = useState<PreviewTab>(() => (typeof window !== "undefined" && new URLSearchParams(window.location.search).get("tab") === "versions" ? "versions" : "preview"));
  const formId = `${baseId}-form`;
  const previewId = `${baseId}-preview-panel`;
  const { focusField: focusFormField } = form;
  // A field to fix is in the form: on a phone showing the preview, the form comes back first.
  const focusField = useCallback(
    (name: string, error?: string) => {
      setView("edit");
      requestAnimationFrame(() => focusFormField(name, error));
    },
    [focusFormField],
  );
  const generation = useGeneration(config, { values, template, layout, signedIn, openSignIn, focusField });
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
  // The resume's Import (a lazy chunk) reads a file chosen, or an Import tapped, before the app
  // ran: the taps wait until it has mounted, else its shell's input has no handler yet.
  const [importMounted, setImportMounted] = useState(config.kind !== "resume");
  useHoldEarlyTaps(importMounted);
  const onImportMounted = useCallback(() => setImportMounted(true), []);
  const run = generation.generate;
  const { openNew } = opening;
  // The text the preview shows now: what the new draft's changes are measured against.
  const shownText = resultText || draft.text || documentText(doc);
  const generate = () => {
    if (ready) void run(versionTarget, { before: shownText, onNew: openNew });
    else setQueued(true);
  };
  useEffect(() => {
    if (!queued || !ready) return;
    setQueued(false);
    void run(versionTarget, { before: shownText, onNew: openNew });
  }, [queued, ready, run, versionTarget, shownText, openNew]);
  const busy = generation.busy || queued;

  const showView = useCallback(
    (v: GeneratorView) => {
      setView(v);
      // The chosen side starts just under the sticky bar (its scroll margin), not mid-page.
      requestAnimationFrame(() => document.getElementById(v === "edit" ? formId : previewId)?.scrollIntoView({ block: "start" }));
    },
    [formId, previewId],
  );
  // On a phone a draft being written is watched in the preview (the form is one tap away).
  const drafting = generation.busy;
  useEffect(() => {
    if (drafting && window.matchMedia?.("(max-width: 1023px)").matches) showView("preview");
  }, [drafting, showView]);

  /** "Save as new draft": the opened draft is copied (nothing is charged) and the page moves onto the copy. */
  const saveAsNew = async () => {
    if (!opened) return;
    try {
      const copy = await duplicateDraft(opened.id);
      const detail = await getDraft(copy.id);
      opening.showDraft(detail, "none");
      openNew(detail);
      toast.success(DRAFT_SAVED_AS_NEW(detail.title));
    } catch (err) {
      toast.error(errorDetail(err, DRAFTS_MESSAGES.failed));
    }
  };

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
      <div className="flex flex-col gap-6 sm:gap-8">
        <PageHeader title={config.title}>
          <p>{config.intro}</p>
        </PageHeader>

        <ActionsBar
          formId={formId}
          kind={config.kind}
          busy={busy}
          signedIn={signedIn}
          note={generation.note}
          resultText={resultText}
          doc={doc}
          deck={deck}
          onCancel={() => {
            setQueued(false);
            generation.cancel();
          }}
          view={view}
          onView={showView}
          onSaveAsNew={opened && signedIn ? saveAsNew : null}
        />

        <div className={cn("grid items-start gap-6", wide ? "lg:grid-cols-[3fr_2fr]" : "lg:grid-cols-2")}>
          <form
            id={formId}
            ref={form.formRef}
            aria-label={`${config.title} form`}
            aria-busy={busy}
            noValidate
            onKeyDown={onKeyDown}
            onSubmit={(e) => {
              e.preventDefault();
              generate();
            }}
            className={cn("surface-card scroll-mt-56 flex-col gap-6 p-6 sm:p-8", view === "preview" ? "hidden lg:flex" : "flex")}
          >
            <FormHeader config={config} form={form} canUseTemplates={canUseTemplates} opened={opened} onClear={clearAll} wide={wide} onToggleWide={() => setWide((w) => !w)} />

            <FillFromResume kind={config.kind} form={form} />
            {config.kind === "resume" ? (
              <Suspense fallback={<div className="h-24 rounded-md border border-line" aria-hidden="true" />}>
                <ImportPanel
                  onMounted={onImportMounted}
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
          </form>

          <PreviewPanel
            id={previewId}
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
            streamed={generation.streamed}
            change={generation.change}
            tab={tab}
            onTab={setTab}
            versions={opened && signedIn ? <VersionsPanel draftId={opened.id} version={opened.version} onRestored={(d) => opening.showDraft(d, "all")} /> : null}
            phoneView={view}
          />
        </div>
        {signedIn && shownDraftId && !busy ? (
          <AskForChanges
            draftId={shownDraftId}
            onRevised={(d) => {
              generation.setChange({ before: resultText, after: d.result_text });
              opening.showDraft(d, "none");
            }}
          />
        ) : null}
      </div>
    </Container>
  );
}

/** The toast of "Save as new draft". */
export const DRAFT_SAVED_AS_NEW = (title: string) => `Saved as a new draft: “${title}”. Generate now adds versions to it.`;
