import { lazy, Suspense, useId } from "react";
import { Badge } from "@/components/Badge";
import { Button } from "@/components/Button";
import { Spinner } from "@/components/Spinner";
import { cn } from "@/lib/cn";
import { BAND, MATCH_MESSAGES, matchBand } from "./band";
import { targetLabel } from "./carry";
import { useCarriedTarget, type CarriedTarget } from "./useCarriedTarget";
import type { TargetMatch } from "./useTargetMatch";

const TargetJobBody = lazy(() => import("./TargetJobBody"));

interface Props {
  match: TargetMatch;
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  /** Focuses a form field (opening Add More Info if it is there). */
  onFocusField: (name: string) => void;
  /** The form's label for a field name. */
  labelOf: (name: string) => string;
  /**
   * The target job carried across the generators: `ready` once the form's starting point has
   * landed (the saved form, an opened draft), for the signed-in user (null: a guest).
   */
  carry?: { ready: boolean; userId: string | null };
}

/**
 * The Target job panel (issue 15): paste a posting, or type the role and company; then the
 * match score between the posting and the draft (or the form), and the posting's skills and
 * requirements split into matched and missing, as the user types. Collapsed by default; its
 * body and the match engine load when it is first opened (ADR 0023).
 */
export function TargetJobPanel({ match, carry: carryFor = { ready: false, userId: null }, ...body }: Props) {
  const id = useId();
  const { open, setOpen, result, posting } = match;
  const carry = useCarriedTarget(match.kind, body.values, body.onChange, carryFor);
  const bodyId = `${id}-body`;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-line bg-raised/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-fg">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
            className="inline-flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className={cn("size-4 transition-transform", open ? "rotate-90" : "")} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="m9 6 6 6-6 6" />
            </svg>
            Target job
          </button>
        </h2>
        {result && posting && posting.requirements.length > 0 ? <ScoreBadge score={result.score} /> : <span className="text-xs text-muted">Optional</span>}
      </div>
      <CarryNote carry={carry} />
      <div id={bodyId} hidden={!open} className="flex flex-col gap-4">
        {open ? (
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-sm text-muted">
                <Spinner className="size-4" /> {MATCH_MESSAGES.loading}
              </p>
            }
          >
            <TargetJobBody id={id} match={match} {...body} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}

export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  return (
    <Badge tone="accent" className={className}>
      <span aria-hidden="true" className={cn("size-2 rounded-full", BAND[matchBand(score)].bar)} />
      {`Match ${score}/100`}
    </Badge>
  );
}

/** Where the target job came from, or the other one the user entered on another generator. */
function CarryNote({ carry }: { carry: CarriedTarget }) {
  if (carry.offered) {
    return (
      <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
        <span>
          {"On another generator your target job is "}
          <span className="font-medium text-fg">{targetLabel(carry.offered)}</span>.
        </span>
        <span className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={carry.takeOffered}>
            Use it here
          </Button>
          <Button variant="ghost" size="sm" onClick={carry.dismiss}>
            Keep this one
          </Button>
        </span>
      </div>
    );
  }
  return carry.carried ? <p className="text-xs text-muted">{`From your other documents: ${targetLabel(carry.carried)}.`}</p> : null;
}
