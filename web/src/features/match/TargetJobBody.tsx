import { useId, useState } from "react";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { inputClasses } from "@/components/Field";
import { Spinner } from "@/components/Spinner";
import { cn } from "@/lib/cn";
import { BAND, MATCH_MESSAGES, matchBand } from "./band";
import type { Item } from "./engine";
import { placementFor } from "./placement";
import type { TargetMatch } from "./useTargetMatch";

export interface BodyProps {
  id: string;
  match: TargetMatch;
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onFocusField: (name: string) => void;
  labelOf: (name: string) => string;
}

/**
 * The open Target job panel: the posting, the role and company, and the match. Loaded with
 * the match engine when the panel is first opened.
 */
export default function TargetJobBody({ id, match, values, onChange, onFocusField, labelOf }: BodyProps) {
  const { kind, posting, status, scored } = match;
  const [hint, setHint] = useState<{ skill: string; text: string } | null>(null);

  const showMissing = (item: Item) => {
    const p = placementFor(kind, item, labelOf);
    setHint({ skill: item.skill, text: p.hint });
    onFocusField(p.field);
  };

  return (
    <>
      <p className="text-sm text-muted">{MATCH_MESSAGES.intro}</p>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-posting`} className="text-sm font-medium text-fg">
          Job posting
        </label>
        <textarea
          id={`${id}-posting`}
          name="job_description"
          rows={6}
          maxLength={20000}
          value={values.job_description ?? ""}
          onChange={(e) => onChange("job_description", e.target.value)}
          placeholder="Paste the whole posting: title, responsibilities, requirements, nice-to-haves…"
          aria-describedby={`${id}-posting-hint`}
          className={cn(inputClasses, "h-auto py-2 leading-relaxed")}
        />
        <p id={`${id}-posting-hint`} className="text-xs text-muted">
          Used as data to match and aim your draft, never as instructions. It is saved with the draft.
        </p>
      </div>

      {kind === "cover_letter" ? (
        <p className="text-xs text-muted">{MATCH_MESSAGES.coverLetterTarget}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="grid gap-4 sm:grid-cols-2">
            <TargetInput id={`${id}-role`} name="target_role" label="Target role" found={posting?.role} value={values.target_role ?? ""} onChange={onChange} />
            <TargetInput id={`${id}-company`} name="target_company" label="Target company" found={posting?.company} value={values.target_company ?? ""} onChange={onChange} />
          </div>
          {posting?.role || posting?.company ? <p className="text-xs text-muted">{MATCH_MESSAGES.foundTarget}</p> : null}
        </div>
      )}

      <MatchDetails match={match} hint={hint} onMissing={showMissing} scored={scored} status={status} />
    </>
  );
}

function TargetInput({ id, name, label, found, value, onChange }: { id: string; name: string; label: string; found: string | undefined; value: string; onChange: (name: string, value: string) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        name={name}
        maxLength={120}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(name, e.target.value)}
        placeholder={found || (name === "target_role" ? "e.g. Product Designer" : "e.g. Northwind")}
        className={inputClasses}
      />
    </div>
  );
}

function MatchDetails({ match, hint, onMissing, scored, status }: { match: TargetMatch; hint: { skill: string; text: string } | null; onMissing: (item: Item) => void; scored: "form" | "draft"; status: TargetMatch["status"] }) {
  const id = useId();
  const { posting, result } = match;
  if (status === "error") {
    return (
      <Alert tone="error">
        <span>{MATCH_MESSAGES.failed} </span>
        <Button variant="secondary" size="sm" onClick={match.retry} className="mt-2">
          Try again
        </Button>
      </Alert>
    );
  }
  if (status === "loading" || (status === "idle" && match.open)) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" /> {MATCH_MESSAGES.loading}
      </p>
    );
  }
  if (!posting || !result) return <p className="text-sm text-muted">{MATCH_MESSAGES.empty}</p>;
  if (posting.requirements.length === 0) return <p className="text-sm text-muted">{MATCH_MESSAGES.noRequirements}</p>;
  const band = BAND[matchBand(result.score)];
  const about = [posting.role && posting.company ? `${posting.role} at ${posting.company}` : posting.role || posting.company, posting.seniority, posting.years ? `${posting.years}+ years` : ""]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="flex flex-col gap-4" data-testid="match-details">
      <div className={cn("flex flex-col gap-2 rounded-lg border px-4 py-3", band.box)}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm text-fg">
            <span className="text-2xl font-semibold" data-testid="match-score">
              {result.score}
            </span>
            <span className="text-muted">/100</span> <span className="font-medium">{band.label}</span>
          </p>
          <p className="text-xs text-muted">{scored === "draft" ? "Scored against your draft" : "Scored against your form"}</p>
        </div>
        <div role="meter" aria-label="Match score" aria-valuemin={0} aria-valuemax={100} aria-valuenow={result.score} aria-valuetext={`${result.score} out of 100`} className="h-2 w-full overflow-hidden rounded-full bg-surface">
          <div className={cn("h-full rounded-full", band.bar)} style={{ width: `${result.score}%` }} />
        </div>
        {about ? <p className="text-xs text-muted">{`The posting: ${about}`}</p> : null}
      </div>

      <div className="flex flex-col gap-2">
        <h3 id={`${id}-missing`} className="text-sm font-medium text-fg">{`Missing (${result.missing.length})`}</h3>
        {result.missing.length === 0 ? (
          <p className="text-sm text-muted">{MATCH_MESSAGES.allMatched}</p>
        ) : (
          <>
            <p className="text-xs text-muted">Select one to see where it could go. Add only what is true.</p>
            <ul aria-labelledby={`${id}-missing`} className="flex flex-wrap gap-2">
              {result.missing.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => onMissing(item)}
                    title={`The posting says: ${item.words.join(", ")}`}
                    className="inline-flex items-center gap-1.5 rounded-full border border-line-strong bg-surface px-3 py-1.5 text-sm text-fg transition-colors hover:bg-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  >
                    {item.skill}
                    {item.must_have ? <span className="text-xs font-semibold text-danger">must-have</span> : <span className="text-xs text-muted">nice to have</span>}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <p role="status" className="min-h-5 text-sm text-fg empty:min-h-0">
          {hint ? (
            <>
              <span className="font-semibold">{hint.skill}: </span>
              {hint.text}
            </>
          ) : null}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <h3 id={`${id}-matched`} className="text-sm font-medium text-fg">{`Matched (${result.matched.length})`}</h3>
        {result.matched.length === 0 ? (
          <p className="text-sm text-muted">None yet.</p>
        ) : (
          <ul aria-labelledby={`${id}-matched`} className="flex flex-wrap gap-2">
            {result.matched.map((item) => (
              <li key={item.id} className="inline-flex items-center gap-1.5 rounded-full border border-success/50 bg-success-soft px-3 py-1.5 text-sm text-fg">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5 text-success" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                  <path d="m5 12.5 4.5 4.5L19 7.5" />
                </svg>
                {item.skill}
                {evidenceNote(item) ? <span className="text-xs text-muted">{evidenceNote(item)}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** "via React" or "as k8s" when the user's words differ from the skill's name. */
function evidenceNote(item: Item): string {
  if (item.via) return `via ${item.via}`;
  const first = item.evidence?.[0];
  if (first && first.toLowerCase() !== item.skill.toLowerCase()) return `as ${first}`;
  return "";
}
