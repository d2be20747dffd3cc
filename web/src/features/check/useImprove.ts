import { useCallback, useRef, useState } from "react";
import { api, unwrap } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import type { Kind } from "@/features/generator/stream";
import { lineText, replaceLine } from "./lines";

/** The line being improved: a form field and its 0-based line. */
export interface LineTarget {
  field: string;
  line: number;
}

export interface Suggestions {
  target: LineTarget;
  text: string;
  suggestions: string[];
  source: "ai" | "fallback";
}

/**
 * Improve a line (POST /api/improve, ADR 0040): ask for up to three rewrites of one line of a
 * field, put one into the field only when the user chooses it, and undo that, in order.
 */
export function useImprove(kind: Kind, values: Record<string, string>, fields: () => Record<string, unknown>, set: (name: string, value: string) => void) {
  const [shown, setShown] = useState<Suggestions | null>(null);
  const [busy, setBusy] = useState<LineTarget | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** What each "Use this" replaced, newest last. */
  const [undoStack, setUndoStack] = useState<{ field: string; before: string }[]>([]);
  const asked = useRef(0);

  const ask = useCallback(
    async (target: LineTarget) => {
      const text = lineText(values[target.field] ?? "", target.line);
      if (!text) return;
      const n = ++asked.current;
      setBusy(target);
      setError(null);
      try {
        const res = await unwrap(api.POST("/api/improve", { body: { kind, text, fields: fields() } }));
        if (n === asked.current) setShown({ target, text, suggestions: res.suggestions ?? [], source: res.source });
      } catch (e) {
        if (n === asked.current) setError(e instanceof ApiError ? e.detail : String(e));
      } finally {
        if (n === asked.current) setBusy(null);
      }
    },
    [kind, values, fields],
  );

  /** Puts a suggestion into its line: the one change the user asked for. */
  const use = useCallback(
    (suggestion: string) => {
      if (!shown) return;
      const { field, line } = shown.target;
      const before = values[field] ?? "";
      set(field, replaceLine(before, line, suggestion));
      setUndoStack((s) => [...s, { field, before }]);
      setShown(null);
    },
    [shown, values, set],
  );

  const undo = useCallback(() => {
    const last = undoStack.at(-1);
    if (!last) return;
    set(last.field, last.before);
    setUndoStack((s) => s.slice(0, -1));
  }, [undoStack, set]);

  const dismiss = useCallback(() => {
    asked.current++;
    setShown(null);
    setBusy(null);
    setError(null);
  }, []);

  return { shown, busy, error, ask, use, undo, canUndo: undoStack.length > 0, dismiss };
}
