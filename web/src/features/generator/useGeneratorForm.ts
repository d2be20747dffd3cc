import { useCallback, useRef, useState } from "react";
import type { Layout } from "@/features/documents/layout";
import { TEMPLATE_LABELS, type TemplateId } from "@/features/documents/model";
import type { KindConfig, Values } from "./kinds";
import type { Kind } from "./stream";

/**
 * A generator's form: its fields, its template (look), the banner of the template applied,
 * the "Add More Info" section, and which fields the user changed by hand in this page view.
 *
 * The rule of the starting point (ADR 0034): a restore (the saved form, a library draft),
 * which lands once the session and the settings are known, never overwrites a field the user
 * has touched in this page view; and neither a restored field nor a touched one takes the
 * defaults of /settings.
 */
export function useGeneratorForm<K extends Kind>(config: KindConfig<K>) {
  const [values, setValues] = useState<Values>(() => ({ ...config.initial }));
  const [template, setTemplate] = useState<TemplateId>("default");
  /** The document's layout (page size, fit, sections, type and colour): kept with the draft's form. */
  const [layout, setLayoutState] = useState<Layout | null>(null);
  /** The banner: the gallery template's name, or the look picked in the select. */
  const [templateApplied, setTemplateApplied] = useState<string | null>(null);
  /** Set when a gallery template's look needs Premium and the draft keeps Default. */
  const [heldBackLook, setHeldBackLook] = useState<TemplateId | null>(null);
  const [showMore, setShowMore] = useState(false);
  /** A required field left empty at Generate: its message shows next to it until it is filled. */
  const [fieldError, setFieldError] = useState<{ name: string; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** Fields the user changed by hand in this page view ("template" for the look): nothing automatic overwrites them. */
  const touched = useRef(new Set<string>());
  /** Fields a restore filled: the defaults of /settings leave them alone too. */
  const restored = useRef(new Set<string>());

  const set = useCallback((name: string, value: string) => {
    touched.current.add(name);
    setValues((v) => ({ ...v, [name]: value }));
    if (value.trim()) setFieldError((e) => (e?.name === name ? null : e));
  }, []);

  /** A layout chosen in the Design panel. */
  const setLayout = useCallback((next: Layout | null) => {
    touched.current.add("layout");
    setLayoutState(next && Object.keys(next).length ? next : null);
  }, []);

  /** The look picked in the select. */
  const pickTemplate = (next: TemplateId) => {
    touched.current.add("template");
    setTemplate(next);
    setHeldBackLook(null);
    setTemplateApplied(TEMPLATE_LABELS[next]);
  };

  /** Fields filled from an import: they count as typed. */
  const fillFields = (imported: Values) => {
    for (const name of Object.keys(imported)) touched.current.add(name);
    setValues((v) => ({ ...v, ...imported }));
  };

  /**
   * Puts back a saved form or a draft's form: every field and the look, except those the
   * user has touched in this page view, which keep what they show. `overTouched` is for
   * the user's own asking (restoring a version), which replaces everything.
   */
  const restore = useCallback((next: Values, nextTemplate: TemplateId, { overTouched = false, layout: nextLayout = null }: { overTouched?: boolean; layout?: Layout | null } = {}) => {
    const kept = overTouched ? new Set<string>() : new Set(touched.current);
    for (const name of Object.keys(next)) restored.current.add(name);
    restored.current.add("template");
    restored.current.add("layout");
    if (!kept.has("layout")) setLayoutState(nextLayout);
    setValues((v) => {
      const merged = { ...next };
      for (const name of kept) if (name in v) merged[name] = v[name]!;
      return merged;
    });
    if (!kept.has("template")) setTemplate(nextTemplate);
  }, []);

  /** Whether the defaults of /settings must leave a field (or "template") alone: touched or restored. */
  const isSettled = useCallback((name: string) => touched.current.has(name) || restored.current.has(name), []);

  /** Back to the kind's starting values, nothing touched. */
  const reset = () => {
    touched.current.clear();
    restored.current.clear();
    setValues({ ...config.initial });
    setTemplate("default");
    setLayoutState(null);
    setTemplateApplied(null);
    setHeldBackLook(null);
    setFieldError(null);
  };

  /**
   * Focuses a form field, opening Add More Info when the field is there, and brings it to the
   * middle of the screen (clear of a sticky bar). With `error`, the field shows it (a required
   * field left empty).
   */
  const focusField = useCallback(
    (name: string, error?: string) => {
      if (config.fields.find((f) => f.name === name)?.more) setShowMore(true);
      if (error) setFieldError({ name, text: error });
      requestAnimationFrame(() => {
        const field = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
        if (!field) return;
        const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        field.scrollIntoView?.({ block: "center", behavior: still ? "auto" : "smooth" });
        field.focus({ preventScroll: true });
      });
    },
    [config],
  );

  return {
    values,
    setValues,
    template,
    setTemplate,
    layout,
    setLayout,
    setLayoutState,
    templateApplied,
    setTemplateApplied,
    heldBackLook,
    setHeldBackLook,
    showMore,
    setShowMore,
    fieldError,
    formRef,
    touched,
    set,
    pickTemplate,
    fillFields,
    restore,
    isSettled,
    reset,
    focusField,
  };
}

export type GeneratorForm = ReturnType<typeof useGeneratorForm>;
