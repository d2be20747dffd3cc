import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { MatchResult, Matcher, Posting } from "./engine";
import { loadMatcher } from "./load";

export type MatchKind = "resume" | "cover_letter" | "cold_email";

export interface TargetMatch {
  kind: MatchKind;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** loading: the engine is on its way; error: it could not be loaded (offline and never cached). */
  status: "idle" | "loading" | "ready" | "error";
  posting: Posting | null;
  result: MatchResult | null;
  /** What was scored: the draft once there is one (as the preview shows it), else the form. */
  scored: "form" | "draft";
  retry: () => void;
}

/**
 * The match between the Target job panel's posting and the user's draft (or, before any
 * draft, the form), recomputed as either changes. The engine loads when the panel is first
 * opened, or at once when the form already holds a posting (a reopened draft).
 */
export function useTargetMatch(kind: MatchKind, values: Record<string, string>, draftText: string): TargetMatch {
  const postingText = values.job_description ?? "";
  const hasPosting = postingText.trim() !== "";
  const [open, setOpenState] = useState(hasPosting);
  const toggled = useRef(false);
  const [matcher, setMatcher] = useState<Matcher | null>(null);
  const [status, setStatus] = useState<TargetMatch["status"]>("idle");
  const [attempt, setAttempt] = useState(0);

  // A posting that arrives with a reopened draft opens the panel, unless the user closed it.
  useEffect(() => {
    if (hasPosting && !toggled.current) setOpenState(true);
  }, [hasPosting]);

  const setOpen = useCallback((next: boolean) => {
    toggled.current = true;
    setOpenState(next);
  }, []);

  const wanted = open || hasPosting;
  useEffect(() => {
    if (!wanted || matcher) return undefined;
    let live = true;
    setStatus("loading");
    loadMatcher().then(
      (m) => {
        if (!live) return;
        setMatcher(m);
        setStatus("ready");
      },
      () => live && setStatus("error"),
    );
    return () => {
      live = false;
    };
  }, [wanted, matcher, attempt]);

  // Typing stays instant: the scores follow a step behind when the page is busy.
  const deferredPosting = useDeferredValue(postingText);
  const deferredValues = useDeferredValue(values);
  const deferredDraft = useDeferredValue(draftText);
  const posting = useMemo(() => (matcher && deferredPosting.trim() ? matcher.analyze(deferredPosting) : null), [matcher, deferredPosting]);
  const scored = deferredDraft.trim() ? "draft" : "form";
  const result = useMemo(() => {
    if (!matcher || !posting) return null;
    if (scored === "draft") return matcher.match(posting, deferredDraft, matcher.targetWords(kind, deferredValues, posting));
    return matcher.match(posting, matcher.evidenceText(kind, deferredValues));
  }, [matcher, posting, scored, deferredDraft, deferredValues, kind]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { kind, open, setOpen, status, posting, result, scored, retry };
}
