import { useEffect, useState } from "react";
import { wordDiff, type DiffPart } from "./wordDiff";

/**
 * A word diff between two texts: removed words struck through in red, added ones in green,
 * in a scrolling region named by `label`. `caption` heads it when something changed; `same`
 * says so when nothing did.
 */
export function WordDiff({ before, after, label, caption, same }: { before: string; after: string; label: string; caption: string; same: string }) {
  const [parts, setParts] = useState<DiffPart[] | null>(null);
  useEffect(() => {
    let live = true;
    setParts(null);
    void wordDiff(before, after).then((p) => live && setParts(p));
    return () => {
      live = false;
    };
  }, [before, after]);
  if (!parts) return <p className="text-sm text-muted">Comparing…</p>;
  const changed = parts.some((p) => p.added || p.removed);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted">
        {changed ? (
          <>
            {`${caption}: `}
            <del className="rounded-sm bg-danger-soft px-1 text-danger">removed</del>{" "}
            <ins className="rounded-sm bg-success-soft px-1 text-success no-underline">added</ins>
          </>
        ) : (
          same
        )}
      </p>
      <div tabIndex={0} role="region" aria-label={label} className="max-h-[60vh] overflow-auto rounded-md bg-raised p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-fg">
        {parts.map((p, i) =>
          p.added ? (
            <ins key={i} className="rounded-sm bg-success-soft text-success no-underline">
              {p.value}
            </ins>
          ) : p.removed ? (
            <del key={i} className="rounded-sm bg-danger-soft text-danger">
              {p.value}
            </del>
          ) : (
            <span key={i}>{p.value}</span>
          ),
        )}
      </div>
    </div>
  );
}

/** How many words a diff added or removed (for "12 words changed"). */
export function changedWords(parts: DiffPart[]): number {
  return parts.filter((p) => p.added || p.removed).reduce((n, p) => n + (p.value.match(/\S+/g)?.length ?? 0), 0);
}
