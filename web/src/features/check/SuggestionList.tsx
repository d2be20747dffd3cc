import { Button } from "@/components/Button";
import { CHECK_MESSAGES } from "./messages";
import type { Suggestions } from "./useImprove";

/** The rewrites of one line, each put into the field only by its "Use this". */
export function SuggestionList({ shown, onUse, onClose }: { shown: Suggestions; onUse: (s: string) => void; onClose: () => void }) {
  const gaps = shown.suggestions.some((s) => s.includes("["));
  return (
    <div className="flex flex-col gap-2 rounded-md border border-line-strong bg-surface p-3" role="group" aria-label={CHECK_MESSAGES.suggestionsFor(shown.text)}>
      <p className="text-xs text-muted">{CHECK_MESSAGES.suggestionsFor(shown.text)}</p>
      {shown.suggestions.length === 0 ? (
        <p className="text-sm text-fg">{CHECK_MESSAGES.noSuggestions}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {shown.suggestions.map((s) => (
            <li key={s} className="flex flex-col gap-2 rounded-md bg-raised p-2 sm:flex-row sm:items-start sm:justify-between">
              <span className="text-sm break-words text-fg">{s}</span>
              <Button size="sm" variant="secondary" onClick={() => onUse(s)} aria-label={`${CHECK_MESSAGES.useThis}: ${s}`}>
                {CHECK_MESSAGES.useThis}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {gaps ? <p className="text-xs text-muted">{CHECK_MESSAGES.gapHint}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted">{shown.source === "ai" ? CHECK_MESSAGES.fromModel : CHECK_MESSAGES.fromRules}</span>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
