import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/Button";
import { inputClasses } from "@/components/Field";
import { errorDetail } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { DRAFTS_MESSAGES, DRAFTS_QUERY_KEY, formatDate, listVersions, restoreVersion, type DraftDetail, type DraftVersion } from "./api";
import { wordDiff, type DiffPart } from "./wordDiff";

const SOURCE = { ai: "AI", fallback: "built-in writer" } as const;

function Diff({ before, after }: { before: DraftVersion; after: DraftVersion }) {
  const [parts, setParts] = useState<DiffPart[] | null>(null);
  useEffect(() => {
    let live = true;
    setParts(null);
    void wordDiff(before.result_text, after.result_text).then((p) => live && setParts(p));
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
            {`From version ${before.number} to version ${after.number}: `}
            <del className="rounded-sm bg-danger-soft px-1 text-danger">removed</del>{" "}
            <ins className="rounded-sm bg-success-soft px-1 text-success no-underline">added</ins>
          </>
        ) : (
          "The two versions have the same text."
        )}
      </p>
      <div tabIndex={0} role="region" aria-label={`Changes from version ${before.number} to version ${after.number}`} className="max-h-80 overflow-auto rounded-md bg-raised p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-fg">
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

/** An opened draft's versions: compare any two word by word, restore one (ADR 0020, 0021). */
export function VersionsPanel({ draftId, version, onRestored }: { draftId: string; version: number; onRestored: (d: DraftDetail) => void }) {
  const queryClient = useQueryClient();
  const versions = useQuery({ queryKey: [...DRAFTS_QUERY_KEY, draftId, "versions", version], queryFn: () => listVersions(draftId) });
  const list = versions.data?.versions ?? [];
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const fromId = useId();
  const toId = useId();
  const headingId = useId();
  const a = list.find((v) => v.number === (from ?? list[1]?.number));
  const b = list.find((v) => v.number === (to ?? list[0]?.number));

  const restore = async (n: number) => {
    setRestoring(n);
    try {
      const d = await restoreVersion(draftId, n);
      toast.success(DRAFTS_MESSAGES.versionRestored(n));
      setFrom(null);
      setTo(null);
      onRestored(d);
      await queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY });
    } catch (err) {
      toast.error(errorDetail(err, DRAFTS_MESSAGES.failed));
    } finally {
      setRestoring(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="surface-card flex flex-col gap-4 p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-fg">
        Versions
      </h2>
      {versions.isPending ? <p className="text-sm text-muted">Loading versions…</p> : null}
      {versions.isError ? <p className="text-sm text-danger">{errorDetail(versions.error, DRAFTS_MESSAGES.failed)}</p> : null}
      {list.length === 1 ? <p className="text-sm text-muted">Regenerate to make a new version; this one is kept.</p> : null}
      <ol className="flex flex-col divide-y divide-line">
        {list.map((v) => (
          <li key={v.number} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-sm text-fg">
              <span className="font-medium">{`Version ${v.number}`}</span>
              <span className="text-muted">{` · ${formatDate(v.created_at)} · ${SOURCE[v.source]}`}</span>
              {v.number === version ? <span className="text-accent-fg"> · current</span> : null}
            </span>
            {v.number !== version ? (
              <Button size="sm" variant="secondary" busy={restoring === v.number} disabled={restoring !== null} onClick={() => void restore(v.number)}>
                {`Restore version ${v.number}`}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {list.length > 1 && a && b ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={fromId} className="text-sm font-medium text-fg">
                Compare
              </label>
              <select id={fromId} value={a.number} onChange={(e) => setFrom(Number(e.target.value))} className={inputClasses}>
                {list.map((v) => (
                  <option key={v.number} value={v.number}>{`Version ${v.number}`}</option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={toId} className="text-sm font-medium text-fg">
                with
              </label>
              <select id={toId} value={b.number} onChange={(e) => setTo(Number(e.target.value))} className={inputClasses}>
                {list.map((v) => (
                  <option key={v.number} value={v.number}>{`Version ${v.number}`}</option>
                ))}
              </select>
            </div>
          </div>
          <Diff before={a} after={b} />
        </div>
      ) : null}
    </section>
  );
}
