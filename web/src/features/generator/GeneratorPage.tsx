import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useHoldEarlyTaps } from "@/app/earlyTapsGate";
import { Alert } from "@/components/Alert";
import { Badge } from "@/components/Badge";
import { Button } from "@/components/Button";
import { inputClasses, SelectField } from "@/components/Field";
import { Container, PageHeader } from "@/components/PageHeader";
import { DomDocument } from "@/features/documents/DomDocument";
import { DeckPanelPlaceholder, DeckViewToggle, type DeckView } from "@/features/documents/DeckViewToggle";
import { downloadPdf, PDF_MESSAGES, PdfError } from "@/features/documents/download";
import { saveBlob } from "@/lib/saveBlob";
import type { ExportFormat } from "@/features/documents/exports";
import type { DeckSource } from "@/features/documents/slides";
import { TEMPLATE_IDS, TEMPLATE_LABELS, type DocModel, type TemplateId } from "@/features/documents/model";
import { useSignInModal } from "@/features/auth/SignInModal";
import { canUsePremiumTemplates } from "@/features/auth/greeting";
import { useSession } from "@/features/auth/session";
import { useUpdateProfile } from "@/features/account/api";
import { DRAFTS_QUERY_KEY, getDraft, type DraftDetail } from "@/features/drafts/api";
import { VersionsPanel } from "@/features/drafts/VersionsPanel";
import { TargetJobPanel, ScoreBadge } from "@/features/match/TargetJobPanel";
import { useTargetMatch } from "@/features/match/useTargetMatch";
import { useGeneratorDefaults } from "@/features/settings/defaults";
import { appliedTemplateToast, takeChosenTemplate } from "@/features/templates/handoff";
import { ApiError, isAbortError } from "@/lib/api/errors";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { FileImportBox } from "./FileImportBox";
import { COLD_EMAIL_EXAMPLE, CTA_SUGGESTIONS, EMAIL_TONES, type FieldDef, type KindConfig, type Values } from "./kinds";
import { classifyFailure, COPIED_LABEL_MS, COPY_MESSAGES, FILLED_EXAMPLE, GENERATION_MESSAGES, PREMIUM_HINT } from "./messages";
import { QualityScore } from "./QualityScore";
import { clearForm, loadForm, saveForm, valuesFromInput } from "./savedForm";
import { generateDraft, type Kind, type KindTypes } from "./stream";
import { useResumePreview } from "./useResumePreview";

/** The pitch deck's slides panel: its code loads with the pitch deck page, not with the first page. */
const DeckPanel = lazy(() => import("@/features/documents/DeckPreview"));
const PdfImportPanel = lazy(() => import("./PdfImportPanel"));

const TEMPLATE_OPTIONS = TEMPLATE_IDS.map((t) => ({ value: t, label: TEMPLATE_LABELS[t] }));

type Note = { tone: "info" | "error" | "success"; text: string } | null;

/** A library draft open in the generator: Generate makes its next version. */
interface OpenedDraft {
  id: string;
  title: string;
  version: number;
}

export const OPEN_DRAFT_MESSAGES = {
  notFound: "That draft was not found: it may have been deleted.",
  cleared: "Form cleared.",
} as const;

interface Draft<K extends Kind> {
  text: string;
  answer: KindTypes[K]["answer"] | null;
}

function FormField({ field, value, onChange, id }: { field: FieldDef; value: string; onChange: (v: string) => void; id: string }) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const common = { id, name: field.name, value, "aria-describedby": hintId, "aria-required": field.required || undefined };
  return (
    <div className={cn("flex flex-col gap-2", field.half ? "sm:col-span-1" : "sm:col-span-2")}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {field.label}
        {field.required ? <span aria-hidden="true" className="text-danger"> *</span> : null}
      </label>
      {field.options ? (
        <select {...common} className={inputClasses} onChange={(e) => onChange(e.target.value)}>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.rows ? (
        <textarea {...common} rows={field.rows} placeholder={field.placeholder} className={cn(inputClasses, "h-auto py-2 leading-relaxed")} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={field.type ?? "text"} placeholder={field.placeholder} autoComplete={field.autoComplete ?? "off"} className={inputClasses} onChange={(e) => onChange(e.target.value)} />
      )}
      {field.hint ? (
        <p id={hintId} className="text-xs text-muted">
          {field.hint}
        </p>
      ) : null}
    </div>
  );
}

function Chips({ label, options, value, onChange, format }: { label: string; options: readonly string[]; value: string; onChange: (v: string) => void; format?: (v: string) => string }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-2 sm:col-span-2">
      <span id={id} className="text-sm font-medium text-fg">
        {label}
      </span>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option === value;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(active && format ? "" : option)}
              className={cn(
                "rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                active ? "border-accent bg-accent text-on-accent" : "border-line-strong bg-surface text-fg hover:bg-raised",
              )}
            >
              {format ? format(option) : option}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** A generator page: form left, live preview right (spec section 2, "Generator form"). */
export function GeneratorPage<K extends Kind>({ config }: { config: KindConfig<K> }) {
  const baseId = useId();
  const { status, profile } = useSession();
  const { openSignIn } = useSignInModal();
  const [values, setValues] = useState<Values>(() => ({ ...config.initial }));
  const [template, setTemplate] = useState<TemplateId>("default");
  /** The banner: the gallery template's name, or the look picked in the select. */
  const [templateApplied, setTemplateApplied] = useState<string | null>(null);
  /** Set when a gallery template's look needs Premium and the draft keeps Default. */
  const [heldBackLook, setHeldBackLook] = useState<TemplateId | null>(null);
  const [showMore, setShowMore] = useState(false);
  const [wide, setWide] = useState(false);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<Draft<K>>({ text: "", answer: null });
  const [note, setNote] = useState<Note>(null);
  const [copied, setCopied] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportingAs, setExportingAs] = useState<ExportFormat | null>(null);
  const [deckView, setDeckView] = useState<DeckView>("slides");
  /** The JSON Resume import's outcome, shown under its buttons. */
  const [jsonNote, setJsonNote] = useState<Note>(null);
  const updateProfile = useUpdateProfile();
  /** The slide shown; kept while the outline is open. */
  const [slideIndex, setSlideIndex] = useState(0);
  const abortRef = useRef<AbortController | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [params, setParams] = useSearchParams();
  const draftParam = params.get("draft");
  const [opened, setOpened] = useState<OpenedDraft | null>(null);
  /** The saved form (or the opened draft) has been restored: from now on every change is saved. */
  const [ready, setReady] = useState(false);
  useHoldEarlyTaps(ready); // a Generate tapped before the app ran waits for the restore
  const queryClient = useQueryClient();

  const canUseTemplates = canUsePremiumTemplates(profile);
  const signedIn = status === "signedIn";
  const userId = signedIn ? (profile?.id ?? null) : null;
  const defaults = useGeneratorDefaults();
  /** Fields the user changed by hand; the starting point never overwrites them. */
  const touched = useRef(new Set<string>());
  const started = useRef(false);

  // The starting point, once the session (and so the plan) and the defaults are known: a
  // template chosen in the gallery (applied once, then removed from storage), else the
  // default template and tone of /settings.
  /** Shows a library draft: its form, its text in the preview, its versions. */
  const showDraft = useCallback(
    (d: DraftDetail, withValues: boolean) => {
      if (withValues) {
        const restored = valuesFromInput(config, d.input);
        for (const k of Object.keys(restored)) touched.current.add(k);
        touched.current.add("template");
        setValues(restored);
        setTemplate(d.template !== "default" && !canUseTemplates ? "default" : d.template);
      }
      setDraft({ text: d.result_text, answer: d as unknown as KindTypes[K]["answer"] });
      setOpened({ id: d.id, title: d.title, version: d.version });
    },
    [config, canUseTemplates],
  );

  useEffect(() => {
    if (started.current || status === "loading" || defaults.isLoading) return;
    started.current = true;
    // The form in progress comes back first (typing is never lost); a draft opened from the
    // library fills the form unless this form was already being edited from that draft.
    // Typed by hand while the session loaded: neither the saved form nor a default overrides it.
    const typedTemplate = touched.current.has("template");
    const saved = loadForm(config.kind, userId);
    const savedFor = saved?.draftId ?? null;
    // Back on the page without ?draft=: the form was being edited from a draft, which opens again.
    const target = draftParam ?? savedFor;
    if (saved && (!draftParam || savedFor === draftParam)) {
      for (const k of Object.keys(saved.values)) touched.current.add(k);
      touched.current.add("template");
      setValues({ ...config.initial, ...saved.values });
      setTemplate(saved.template !== "default" && !canUseTemplates ? "default" : saved.template);
    }
    if (target && signedIn) {
      const fill = savedFor !== target;
      if (!draftParam) setParams({ draft: target }, { replace: true });
      getDraft(target)
        .then((d) => {
          if (d.kind !== config.kind) throw new Error("other kind");
          showDraft(d, fill);
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
      setValues((v) => ({ ...v, [config.templateField]: chosen.content }));
      setTemplateApplied(chosen.name);
      toast.success(appliedTemplateToast(chosen.name));
    } else if (defaults.template !== "default" && !touched.current.has("template")) {
      // useGeneratorDefaults already reads a look the user may not use as Default.
      setTemplate(defaults.template);
    }
    if (defaults.saved && config.toneFor && !touched.current.has("tone")) {
      const tone = config.toneFor(defaults.tone);
      setValues((v) => ({ ...v, tone }));
    }
  }, [status, defaults.isLoading, defaults.saved, defaults.template, defaults.tone, canUseTemplates, config, userId, draftParam, signedIn, showDraft, setParams]);

  // Every change of the form is kept in this browser, per kind and user (or guest).
  useEffect(() => {
    if (!ready) return;
    saveForm(config.kind, userId, { values, template, ...(opened ? { draftId: opened.id } : {}) }, config.initial);
    // Signed in on this page: what the guest typed now belongs to the account.
    if (userId) clearForm(config.kind, null);
  }, [ready, config, userId, values, template, opened]);

  const clearAll = () => {
    abortRef.current?.abort();
    touched.current.clear();
    setValues({ ...config.initial });
    setTemplate("default");
    setDraft({ text: "", answer: null });
    setOpened(null);
    setNote(null);
    setTemplateApplied(null);
    setHeldBackLook(null);
    clearForm(config.kind, userId);
    if (draftParam) setParams({}, { replace: true });
    toast.success(OPEN_DRAFT_MESSAGES.cleared);
  };

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (!copied) return undefined;
    const t = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(t);
  }, [copied]);

  const set = useCallback((name: string, value: string) => {
    touched.current.add(name);
    setValues((v) => ({ ...v, [name]: value }));
  }, []);

  // Before any draft, a resume's preview is the server's reading of the form: the structure
  // the draft will arrive with (ADR 0015). Asked for only while there is no draft.
  const previewBody = useMemo(
    () => (config.kind === "resume" && !draft.answer && !draft.text ? (config.toRequest(values, template) as KindTypes["resume"]["form"]) : null),
    [config, draft.answer, draft.text, values, template],
  );
  const preview = useResumePreview(previewBody);

  const doc: DocModel = useMemo(() => {
    if (draft.answer) return config.fromAnswer(draft.answer, values, template);
    if (draft.text) return config.fromText(draft.text, values, template);
    if (preview && config.fromPreview) return config.fromPreview(preview, template);
    return config.fromForm(values, template);
  }, [config, draft, values, template, preview]);

  /** The pitch deck's slides come from the answer, else the streamed text, else the form (always ten). */
  const deck: DeckSource | null = useMemo(() => {
    if (config.kind !== "pitch_deck") return null;
    const answer = draft.answer as KindTypes["pitch_deck"]["answer"] | null;
    const title = doc.title;
    if (answer) return { from: "answer", sections: answer.sections, template, title };
    if (draft.text) return { from: "text", text: draft.text, values, template, title };
    return { from: "form", values, template, title };
  }, [config.kind, draft, values, template, doc.title]);

  const resultText = draft.answer?.result_text ?? "";
  // The Target job panel's match follows the draft as the preview shows it, else the form.
  const match = useTargetMatch(config.kind === "pitch_deck" ? "resume" : config.kind, values, resultText || draft.text);
  const hasResult = resultText.trim() !== "";
  const emailText = config.kind === "cold_email" ? draft.answer?.result_text || draft.text || "" : "";

  /** Focuses a form field, opening Add More Info when the field is there. */
  const focusField = useCallback(
    (name: string) => {
      if (config.fields.find((f) => f.name === name)?.more) setShowMore(true);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus());
    },
    [config],
  );

  const generate = useCallback(async () => {
    // Offline (the service worker serves the page): say so, rather than a sign-in prompt or
    // a network error, and keep the form as it is.
    if (!navigator.onLine) {
      setNote({ tone: "error", text: GENERATION_MESSAGES.offline });
      return;
    }
    if (!signedIn) {
      openSignIn();
      return;
    }
    const missing = config.fields.find((f) => f.required && !(values[f.name] ?? "").trim());
    if (missing) {
      setNote({ tone: "error", text: GENERATION_MESSAGES.required(missing.label) });
      focusField(missing.name);
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setBusy(true);
    setNote(null);
    setDraft({ text: "", answer: null });
    try {
      const answer = await generateDraft(
        config.kind,
        config.toRequest(values, template),
        {
          onDelta: (text) => {
            if (!controller.signal.aborted) setDraft((d) => ({ ...d, text: d.text + text }));
          },
          onReset: () => {
            if (!controller.signal.aborted) setDraft({ text: "", answer: null });
          },
        },
        controller.signal,
        opened?.id,
      );
      if (controller.signal.aborted) return;
      setDraft({ text: answer.result_text, answer });
      if (opened && answer.id === opened.id) {
        setOpened({ id: answer.id, title: answer.title, version: answer.version });
        void queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY });
      }
      setNote(
        answer.source === "ai"
          ? { tone: "success", text: GENERATION_MESSAGES.ai }
          : answer.reason
            ? { tone: "info", text: GENERATION_MESSAGES.fallback(answer.reason) }
            : { tone: "info", text: GENERATION_MESSAGES.builtIn },
      );
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return; // aborted requests are silent
      const failure = classifyFailure(error);
      setDraft({ text: "", answer: null });
      if (failure.kind === "signIn") {
        if (error instanceof ApiError && error.status === 403) setNote({ tone: "error", text: error.detail });
        openSignIn();
      } else if (failure.kind === "limit") {
        setNote({ tone: "error", text: GENERATION_MESSAGES.freeLimit });
      } else {
        setNote({ tone: "error", text: failure.text });
      }
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setBusy(false);
      }
    }
  }, [config, focusField, openSignIn, signedIn, template, values, opened, queryClient]);

  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void generate();
    }
  };

  const copy = async () => {
    if (!hasResult) {
      toast.error(COPY_MESSAGES.nothing);
      return;
    }
    try {
      await navigator.clipboard.writeText(resultText);
      setCopied(true);
      toast.success(COPY_MESSAGES.copied);
    } catch {
      toast.error(COPY_MESSAGES.failed);
    }
  };

  const download = async () => {
    if (!hasResult) {
      toast.error(PDF_MESSAGES.nothing);
      return;
    }
    setExporting(true);
    try {
      await downloadPdf(doc);
    } catch (error) {
      toast.error(error instanceof PdfError ? error.message : PDF_MESSAGES.hiccup);
    } finally {
      setExporting(false);
    }
  };

  const exportAs = async (format: ExportFormat) => {
    if (!hasResult) {
      toast.error(PDF_MESSAGES.nothing);
      return;
    }
    setExportingAs(format);
    try {
      // The exporters' code (and each engine behind it) loads on the first click.
      const exporters = await import("@/features/documents/exports").catch(() => null);
      if (!exporters) {
        toast.error("The export engine failed to load. Try again or refresh the page.");
        return;
      }
      try {
        if (format === "docx") await exporters.downloadDocx(doc);
        else if (deck) await (format === "pptx" ? exporters.downloadPptx(deck) : exporters.downloadSlidesPdf(deck));
      } catch (error) {
        toast.error(error instanceof exporters.ExportError ? error.message : exporters.EXPORT_MESSAGES[format].hiccup);
      }
    } finally {
      setExportingAs(null);
    }
  };

  /** resume.json: the generated resume when there is one, else the form as typed. */
  const exportJsonResume = async () => {
    const { jsonResumeFromForm, jsonResumeFromSections } = await import("@/features/documents/jsonResume");
    const answer = draft.answer as KindTypes["resume"]["answer"] | null;
    const resume = answer?.sections ? jsonResumeFromSections(answer.sections) : jsonResumeFromForm(values);
    saveBlob(new Blob([`${JSON.stringify(resume, null, 2)}\n`], { type: "application/json" }), "resume.json");
    setJsonNote({ tone: "success", text: "Saved resume.json." });
  };

  /** Fills the form from a resume.json; an invalid file changes nothing and says what is wrong. */
  const importJsonResume = async (file: File) => {
    const { formFromJsonResume, JSON_RESUME_MAX_BYTES, JSON_RESUME_MESSAGES, readJsonResume } = await import("@/features/documents/jsonResume");
    if (file.size > JSON_RESUME_MAX_BYTES) {
      setJsonNote({ tone: "error", text: JSON_RESUME_MESSAGES.tooLarge });
      return;
    }
    const read = readJsonResume(await file.text());
    if (!read.ok) {
      setJsonNote({ tone: "error", text: read.errors.join(" ") });
      return;
    }
    const { values: imported, skipped } = formFromJsonResume(read.resume);
    if (!Object.values(imported).some(Boolean)) {
      setJsonNote({ tone: "error", text: JSON_RESUME_MESSAGES.empty });
      return;
    }
    abortRef.current?.abort();
    for (const name of Object.keys(imported)) touched.current.add(name);
    setValues((v) => ({ ...v, ...imported }));
    setDraft({ text: "", answer: null });
    setJsonNote({ tone: "success", text: [JSON_RESUME_MESSAGES.imported, skipped.length ? JSON_RESUME_MESSAGES.skipped(skipped) : ""].filter(Boolean).join(" ") });
    if (signedIn && profile && !profile.full_name?.trim() && !profile.name?.trim() && imported.name) {
      updateProfile({ full_name: imported.name }).catch(() => toast.error("Your profile name could not be saved."));
    }
  };

  /** The PDF import's fields (ADR 0019) replace the form's; the draft shown is for the old form. */
  const applyImport = (imported: Values) => {
    abortRef.current?.abort();
    for (const name of Object.keys(imported)) touched.current.add(name);
    setValues((v) => ({ ...v, ...imported }));
    setDraft({ text: "", answer: null });
    if (imported.certifications || imported.references) setShowMore(true);
  };

  const mainFields = config.fields.filter((f) => !f.more && !f.target);
  const moreFields = config.fields.filter((f) => f.more && !f.target);
  const previewHeadingId = `${baseId}-preview`;

  return (
    <Container>
      <div className="flex flex-col gap-8">
        <PageHeader title={config.title}>
          <p>{config.intro}</p>
        </PageHeader>

        <div className={cn("grid items-start gap-6", wide ? "lg:grid-cols-[3fr_2fr]" : "lg:grid-cols-2")}>
          <form
            ref={formRef}
            aria-label={`${config.title} form`}
            aria-busy={busy}
            noValidate
            onKeyDown={onKeyDown}
            onSubmit={(e) => {
              e.preventDefault();
              void generate();
            }}
            className="surface-card flex flex-col gap-6 p-6 sm:p-8"
          >
            <div className="flex flex-wrap items-end justify-between gap-4">
              <SelectField
                className="min-w-48 flex-1"
                label="Template"
                value={template}
                disabled={!canUseTemplates}
                hint={canUseTemplates ? undefined : PREMIUM_HINT}
                options={TEMPLATE_OPTIONS}
                onChange={(e) => {
                  const next = e.target.value as TemplateId;
                  touched.current.add("template");
                  setTemplate(next);
                  setHeldBackLook(null);
                  setTemplateApplied(TEMPLATE_LABELS[next]);
                }}
              />
              <div className="flex flex-wrap gap-2">
                <Button variant="ghost" onClick={clearAll}>
                  Clear form
                </Button>
                {config.kind === "cold_email" ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setValues((v) => ({ ...v, ...COLD_EMAIL_EXAMPLE }));
                      toast.success(FILLED_EXAMPLE);
                    }}
                  >
                    Fill with Example
                  </Button>
                ) : null}
                {config.layoutToggle ? (
                  <Button variant="secondary" aria-pressed={wide} onClick={() => setWide((w) => !w)}>
                    {wide ? "Balanced layout" : "Widen form"}
                  </Button>
                ) : null}
              </div>
            </div>

            {opened ? (
              <p className="text-sm text-muted">
                {"Editing "}
                <span className="font-medium text-fg">{opened.title}</span>
                {` (version ${opened.version}). Generate makes a new version; the earlier ones are kept. `}
                <Link to="/drafts" className="text-accent-fg underline">
                  My Drafts
                </Link>
              </p>
            ) : null}
            <div role="status" className="flex flex-col items-start gap-1 empty:hidden">
              {templateApplied ? <Badge tone="accent">{`Template applied: ${templateApplied}`}</Badge> : null}
              {heldBackLook ? <p className="text-xs text-muted">{`The ${TEMPLATE_LABELS[heldBackLook]} look needs Premium, so this draft uses Default.`}</p> : null}
            </div>

            {config.kind === "resume" ? (
              <FileImportBox
                title="JSON Resume"
                help="Move your resume between tools as resume.json (jsonresume.org, v1.0.0)."
                fileLabel="resume.json file"
                accept=".json,application/json"
                onFile={(file) => void importJsonResume(file)}
                buttons={(pickFile) => (
                  <>
                    <Button variant="secondary" size="sm" onClick={pickFile}>
                      Import resume.json
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => void exportJsonResume()}>
                      Export resume.json
                    </Button>
                  </>
                )}
                note={jsonNote ? <Alert tone={jsonNote.tone}>{jsonNote.text}</Alert> : null}
              />
            ) : null}

            {config.kind === "resume" ? (
              <Suspense fallback={<div className="h-24 rounded-md border border-line" aria-hidden="true" />}>
                <PdfImportPanel fields={config.fields} values={values} onImport={applyImport} onUndo={setValues} />
              </Suspense>
            ) : null}

            {config.kind !== "pitch_deck" ? (
              <TargetJobPanel match={match} values={values} onChange={set} onFocusField={focusField} labelOf={(name) => config.fields.find((f) => f.name === name)?.label ?? name} />
            ) : null}

            <div className="grid gap-5 sm:grid-cols-2">
              {mainFields.map((field) => (
                <FormField key={field.name} field={field} id={`${baseId}-${field.name}`} value={values[field.name] ?? ""} onChange={(v) => set(field.name, v)} />
              ))}
              {config.kind === "cold_email" ? (
                <>
                  <Chips label="Tone" options={EMAIL_TONES} value={values.tone ?? "Confident & warm"} onChange={(v) => set("tone", v || "Confident & warm")} />
                  <Chips label="Call to action" options={CTA_SUGGESTIONS} value={values.cta ?? ""} onChange={(v) => set("cta", v)} format={(v) => v} />
                </>
              ) : null}
              {moreFields.length ? (
                <div className="sm:col-span-2">
                  <Button variant="ghost" aria-expanded={showMore} aria-controls={`${baseId}-more`} onClick={() => setShowMore((s) => !s)}>
                    {showMore ? "Hide extra info" : "Add More Info"}
                  </Button>
                </div>
              ) : null}
              <div id={`${baseId}-more`} hidden={!showMore} className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
                {moreFields.map((field) => (
                  <FormField key={field.name} field={field} id={`${baseId}-${field.name}`} value={values[field.name] ?? ""} onChange={(v) => set(field.name, v)} />
                ))}
              </div>
            </div>

            <div className="flex flex-col gap-3 border-t border-line pt-6">
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" size="lg" aria-keyshortcuts="Control+Enter Meta+Enter" className="min-w-40">
                  {busy ? GENERATION_MESSAGES.generating : "Generate"}
                </Button>
                <Button variant="secondary" size="lg" disabled={!hasResult} onClick={() => void copy()} className="min-w-28">
                  {copied ? "Copied" : "Copy"}
                </Button>
                <Button variant="secondary" size="lg" disabled={!hasResult} busy={exporting} onClick={() => void download()}>
                  Download as PDF
                </Button>
                {config.kind === "pitch_deck" ? (
                  <>
                    <Button variant="secondary" size="lg" disabled={!hasResult} busy={exportingAs === "slides"} onClick={() => void exportAs("slides")}>
                      Download slides (PDF)
                    </Button>
                    <Button variant="secondary" size="lg" disabled={!hasResult} busy={exportingAs === "pptx"} onClick={() => void exportAs("pptx")}>
                      Download PPTX
                    </Button>
                  </>
                ) : null}
                {config.kind === "resume" || config.kind === "cover_letter" ? (
                  <Button variant="secondary" size="lg" disabled={!hasResult} busy={exportingAs === "docx"} onClick={() => void exportAs("docx")}>
                    Download DOCX
                  </Button>
                ) : null}
              </div>
              <p className="text-xs text-muted">{signedIn ? "Tip: Ctrl or Cmd + Enter generates." : "Sign in to generate. The preview works without an account."}</p>
              <div className="min-h-12" aria-live="polite">
                {note ? <Alert tone={note.tone}>{note.text}</Alert> : null}
              </div>
            </div>
          </form>

          <section aria-labelledby={previewHeadingId} className="surface-card flex min-w-0 flex-col gap-4 p-4 sm:p-6 lg:sticky lg:top-20">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={previewHeadingId} className="text-lg font-semibold text-fg">
                Live preview
              </h2>
              <div className="flex flex-wrap items-center gap-2">
                {deck ? <DeckViewToggle view={deckView} onChange={setDeckView} /> : null}
                {config.kind !== "pitch_deck" && match.result && match.posting?.requirements.length ? <ScoreBadge score={match.result.score} /> : null}
                {busy ? <Badge tone="accent">{GENERATION_MESSAGES.generating}</Badge> : hasResult ? <Badge tone="accent">Draft ready</Badge> : <Badge>Follows your form</Badge>}
              </div>
            </div>
            {config.kind === "cold_email" ? <QualityScore text={emailText} values={values} /> : null}
            {deck && deckView === "slides" ? (
              <div className="rounded-md bg-raised p-3" role="region" aria-label="Document preview">
                <Suspense fallback={<DeckPanelPlaceholder />}>
                  <DeckPanel source={deck} index={slideIndex} onIndex={setSlideIndex} />
                </Suspense>
              </div>
            ) : (
              <div className="h-[70vh] overflow-auto rounded-md bg-raised p-3" tabIndex={0} role="region" aria-label="Document preview">
                <DomDocument doc={doc} label={doc.title} />
              </div>
            )}
          </section>
        </div>
        {opened && signedIn ? (
          <VersionsPanel
            draftId={opened.id}
            version={opened.version}
            onRestored={(d) => showDraft(d, true)}
          />
        ) : null}
      </div>
    </Container>
  );
}
