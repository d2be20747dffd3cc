import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { parseLayout } from "@/features/documents/layout";
import type { TemplateId } from "@/features/documents/model";
import { DRAFTS_QUERY_KEY, getDraft, type DraftDetail } from "@/features/drafts/api";
import type { SessionStatus } from "@/features/auth/session";
import type { GeneratorDefaults } from "@/features/settings/defaults";
import { appliedTemplateToast, takeChosenTemplate } from "@/features/templates/handoff";
import { toast } from "@/lib/toast";
import type { KindConfig } from "./kinds";
import { clearForm, loadForm, saveForm, valuesFromInput } from "./savedForm";
import type { Kind, KindTypes } from "./stream";
import type { GeneratorForm } from "./useGeneratorForm";
import type { Draft, Note, VersionTarget } from "./useGeneration";

/** A library draft open in the generator: Generate makes its next version. */
export interface OpenedDraft {
  id: string;
  title: string;
  version: number;
}

export const OPEN_DRAFT_MESSAGES = {
  notFound: "That draft was not found: it may have been deleted.",
  cleared: "Form cleared.",
} as const;

interface Session {
  status: SessionStatus;
  userId: string | null;
  signedIn: boolean;
  canUseTemplates: boolean;
}

/**
 * The form's starting point and its keeping: the saved form in progress, the library draft
 * opened with `?draft=` (or the one the saved form was being edited from), a template chosen
 * in the gallery, the defaults of /settings; then every change is saved in this browser.
 */
export function useOpenedDraft<K extends Kind>(
  config: KindConfig<K>,
  form: GeneratorForm,
  shown: { setDraft: (d: Draft<K>) => void; setNote: (n: Note) => void },
  { status, userId, signedIn, canUseTemplates }: Session,
  defaults: GeneratorDefaults & { isLoading: boolean },
) {
  const [params, setParams] = useSearchParams();
  const draftParam = params.get("draft");
  const [opened, setOpened] = useState<OpenedDraft | null>(null);
  /** The saved form (or the opened draft) has been restored: from now on every change is saved. */
  const [ready, setReady] = useState(false);
  const queryClient = useQueryClient();
  const started = useRef(false);
  const { touched, restore, isSettled, setValues, setTemplate, setLayoutState, setHeldBackLook, setTemplateApplied, values, template, layout } = form;
  const { setDraft, setNote } = shown;
  /** A saved look the user may no longer use reads as Default. */
  const allowedLook = useCallback((look: TemplateId) => (look !== "default" && !canUseTemplates ? "default" : look), [canUseTemplates]);

  /**
   * Shows a library draft: its text in the preview, its versions, and its form: not at all,
   * in the fields the user has not touched (opening it), or in every field (restoring a
   * version the user asked for).
   */
  const showDraft = useCallback(
    (d: DraftDetail, fill: "none" | "untouched" | "all") => {
      if (fill !== "none") restore(valuesFromInput(config, d.input), allowedLook(d.template), { overTouched: fill === "all", layout: parseLayout(d.input.layout) });
      setDraft({ text: d.result_text, answer: d as unknown as KindTypes[K]["answer"] });
      setOpened({ id: d.id, title: d.title, version: d.version });
    },
    [config, allowedLook, restore, setDraft],
  );

  // The starting point, once the session (and so the plan) and the defaults are known: a
  // template chosen in the gallery (applied once, then removed from storage), else the
  // default template and tone of /settings.
  useEffect(() => {
    if (started.current || status === "loading" || defaults.isLoading) return;
    started.current = true;
    // The form in progress comes back first (typing is never lost); a draft opened from the
    // library fills the form unless this form was already being edited from that draft.
    // Typed by hand while the session loaded: neither the saved form, nor a draft, nor a
    // default overrides it.
    const typedTemplate = touched.current.has("template");
    const saved = loadForm(config.kind, userId);
    const savedFor = saved?.draftId ?? null;
    // Back on the page without ?draft=: the form was being edited from a draft, which opens again.
    const target = draftParam ?? savedFor;
    if (saved && (!draftParam || savedFor === draftParam)) restore({ ...config.initial, ...saved.values }, allowedLook(saved.template), { layout: saved.layout ?? null });
    if (target && signedIn) {
      const fill = savedFor !== target;
      if (!draftParam) setParams({ draft: target }, { replace: true });
      getDraft(target)
        .then((d) => {
          if (d.kind !== config.kind) throw new Error("other kind");
          showDraft(d, fill ? "untouched" : "none");
        })
        .catch(() => {
          setNote({ tone: "error", text: OPEN_DRAFT_MESSAGES.notFound });
          setParams({}, { replace: true });
        })
        .finally(() => setReady(true));
      return;
    }
    setReady(true);
    // A template just chosen in the gallery applies over the saved form (its main field and look).
    const chosen = takeChosenTemplate(config.kind);
    if (chosen) {
      const allowed = chosen.variant === "default" || canUseTemplates;
      if (!typedTemplate) setTemplate(allowed ? chosen.variant : "default");
      setHeldBackLook(allowed ? null : chosen.variant);
      if (!touched.current.has(config.templateField)) setValues((v) => ({ ...v, [config.templateField]: chosen.content }));
      setTemplateApplied(chosen.name);
      toast.success(appliedTemplateToast(chosen.name));
    } else if (defaults.template !== "default" && !isSettled("template")) {
      // useGeneratorDefaults already reads a look the user may not use as Default.
      setTemplate(defaults.template);
    }
    // The page size of /settings (Letter unless the user chose A4) for a form with no layout of its own.
    if (defaults.pageSize === "a4" && !isSettled("layout")) setLayoutState({ page_size: "a4" });
    if (defaults.saved && config.toneFor && !isSettled("tone")) {
      const tone = config.toneFor(defaults);
      setValues((v) => ({ ...v, tone }));
    }
  }, [status, defaults.isLoading, defaults.saved, defaults.template, defaults.tone, defaults.pageSize, canUseTemplates, config, userId, draftParam, signedIn, showDraft, setParams, touched, restore, isSettled, allowedLook, setValues, setTemplate, setLayoutState, setHeldBackLook, setTemplateApplied, setNote]);

  // Every change of the form is kept in this browser, per kind and user (or guest). A layout
  // effect runs in the same task as the render the keystroke caused: a plain effect waits for
  // the next frame, and a page left at once (a typed address, a closed tab) lost the last
  // keystroke, e.g. the target company typed just before opening the cover letter.
  useLayoutEffect(() => {
    if (!ready) return;
    saveForm(config.kind, userId, { values, template, ...(layout ? { layout } : {}), ...(opened ? { draftId: opened.id } : {}) }, config.initial);
    // Signed in on this page: what the guest typed now belongs to the account.
    if (userId) clearForm(config.kind, null);
  }, [ready, config, userId, values, template, layout, opened]);

  /** Forgets the opened draft and the saved form ("Clear form"). */
  const forget = () => {
    setOpened(null);
    clearForm(config.kind, userId);
    if (draftParam) setParams({}, { replace: true });
  };

  /** Where Generate sends its new version: the opened draft, kept up to date. */
  const versionTarget: VersionTarget<K> | undefined = opened
    ? {
        id: opened.id,
        onVersion: (answer) => {
          setOpened({ id: answer.id, title: answer.title, version: answer.version });
          void queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY });
        },
      }
    : undefined;

  /**
   * A Generate saved a new draft (the first one of this form, or "Save as new draft"): the
   * page is now on it, in its address too, so the next Generate adds a version to it.
   */
  const openNew = useCallback(
    (answer: { id: string; title: string; version: number }) => {
      setOpened({ id: answer.id, title: answer.title, version: answer.version });
      setParams({ draft: answer.id }, { replace: true });
      void queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY });
    },
    [queryClient, setParams],
  );

  return { opened, ready, showDraft, forget, versionTarget, openNew };
}
