import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/Button";
import { inputClasses } from "@/components/Field";
import { api, unwrap } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { DRAFTS_QUERY_KEY, type DraftDetail } from "@/features/drafts/api";
import { REVISE_MESSAGES } from "./messages";

/**
 * "Ask for changes" under a generated draft (issue 25): an instruction, typed or picked from
 * the chips, makes a new version of the draft (POST /api/drafts/{id}/revise, ADR 0040), which
 * the page then shows with its word diff. It is a region of the page, not a part of the
 * generator's form, so Enter here never generates.
 */
export function AskForChanges({ draftId, onRevised }: { draftId: string; onRevised: (d: DraftDetail) => void }) {
  const id = useId();
  const [instruction, setInstruction] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const revise = async (text: string) => {
    if (!text.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      const d = await unwrap(api.POST("/api/drafts/{id}/revise", { params: { path: { id: draftId } }, body: { instruction: text.trim() } }));
      onRevised(d);
      setInstruction("");
      void queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY });
      toast.success(REVISE_MESSAGES.done(d.version));
    } catch (e) {
      setError(e instanceof ApiError ? e.detail : String(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void revise(instruction);
  };

  return (
    <section aria-labelledby={`${id}-h`} className="surface-card flex flex-col gap-3 p-4 sm:p-6" data-testid="ask-for-changes">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-fg">
        {REVISE_MESSAGES.heading}
      </h2>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {REVISE_MESSAGES.hint}
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Common changes">
        {REVISE_MESSAGES.chips.map((chip) => (
          <button
            key={chip}
            type="button"
            disabled={busy}
            onClick={() => void revise(chip)}
            className="rounded-full border border-line-strong bg-surface px-3 py-1.5 text-sm text-fg transition-colors hover:bg-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-55"
          >
            {chip}
          </button>
        ))}
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-in`} className="text-sm font-medium text-fg">
            {REVISE_MESSAGES.label}
          </label>
          <input
            id={`${id}-in`}
            value={instruction}
            maxLength={500}
            onChange={(e) => setInstruction(e.target.value)}
            placeholder={REVISE_MESSAGES.placeholder}
            aria-describedby={`${id}-hint`}
            className={inputClasses}
          />
        </div>
        <Button type="submit" busy={busy} disabled={!instruction.trim()}>
          {busy ? REVISE_MESSAGES.working : REVISE_MESSAGES.submit}
        </Button>
      </form>
      <div aria-live="polite">
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
