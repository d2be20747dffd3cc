import { useCallback, useRef, useState } from "react";
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
  /** The banner: the gallery template's name, or the look picked in the select. */
  const [templateApplied, setTemplateApplied] = useState<string | null>(null);
  /** Set when a gallery template's look needs Premium and the draft keeps Default. */
  const [heldBackLook, setHeldBackLook] = useState<TemplateId | null>(null);
  const [showMore, setShowMore] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** Fields the user changed by hand in this page view ("template" for the look): nothing automatic overwrites them. */
  const touched = useRef(new Set<string>());
  /** Fields a restore filled: the defaults of /settings leave them alone too. */
  const restored = useRef(new Set<string>());

  const set = useCallback((name: string, value: string) => {
    touched.current.add(name);
    setValues((v) => ({ ...v, [name]: value }));
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
  const restore = useCallback((next: Values, nextTemplate: TemplateId, { overTouched = false } = {}) => {
    const kept = overTouched ? new Set<string>() : new Set(touched.current);
    for (const name of Object.keys(next)) restored.current.add(name);
    restored.current.add("template");
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
    setTemplateApplied(null);
    setHeldBackLook(null);
  };

  /** Focuses a form field, opening Add More Info when the field is there. */
  const focusField = useCallback(
    (name: string) => {
      if (config.fields.find((f) => f.name === name)?.more) setShowMore(true);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus());
    },
    [config],
  );

  return {
    values,
    setValues,
    template,
    setTemplate,
    templateApplied,
    setTemplateApplied,
    heldBackLook,
    setHeldBackLook,
    showMore,
    setShowMore,
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
