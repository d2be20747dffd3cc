import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/Button";
import { inputClasses } from "@/components/Field";
import { errorDetail } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { DRAFTS_MESSAGES, DRAFTS_QUERY_KEY, formatDate, listVersions, restoreVersion, type DraftDetail, type DraftVersion } from "./api";
import { WordDiff } from "./WordDiff";

const SOURCE = { ai: "AI", fallback: "built-in writer" } as const;

function Diff({ before, after }: { before: DraftVersion; after: DraftVersion }) {
  return (
    <WordDiff
      before={before.result_text}
      after={after.result_text}
      label={`Changes from version ${before.number} to version ${after.number}`}
      caption={`From version ${before.number} to version ${after.number}`}
      same="The two versions have the same text."
    />
  );
}

/** An opened draft's versions: compare any two word by word, restore one (ADR 0020, 0021); a tab beside the preview (ADR 0050). */
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
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-base font-semibold text-fg">
        Versions
      </h3>
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
