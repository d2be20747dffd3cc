import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "@/components/Alert";
import { Badge } from "@/components/Badge";
import { Button, buttonClasses } from "@/components/Button";
import { inputClasses } from "@/components/Field";
import { Container, PageHeader } from "@/components/PageHeader";
import { Spinner } from "@/components/Spinner";
import { useSignInModal } from "@/features/auth/SignInModal";
import { useSession } from "@/features/auth/session";
import { TEMPLATE_LABELS, type TemplateId } from "@/features/documents/model";
import {
  deleteDraft, draftLink, DRAFTS_MESSAGES, DRAFTS_QUERY_KEY, duplicateDraft, formatDate, KIND_LABELS, KIND_PATHS, listDrafts, renameDraft,
  restoreDraft, UNDO_MS, versionCount, versionsLink, type DraftSummary,
} from "@/features/drafts/api";
import type { Kind } from "@/features/generator/stream";
import { errorDetail } from "@/lib/api/errors";
import { toast } from "@/lib/toast";

const KINDS = Object.keys(KIND_LABELS) as Kind[];
const SOURCE_LABELS = { ai: "AI", fallback: "Built-in writer" } as const;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function RenameForm({ draft, onDone }: { draft: DraftSummary; onDone: () => void }) {
  const [title, setTitle] = useState(draft.title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      await renameDraft(draft.id, title);
      toast.success(DRAFTS_MESSAGES.renamed);
      await queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY });
      onDone();
    } catch (err) {
      setError(errorDetail(err, DRAFTS_MESSAGES.failed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} onKeyDown={(e) => e.key === "Escape" && onDone()} className="flex w-full flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Title
      </label>
      <div className="flex flex-wrap gap-2">
        <input id={id} autoFocus value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} aria-invalid={!!error || undefined} className={`${inputClasses} min-w-0 flex-1`} />
        <Button type="submit" busy={saving}>
          Save
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </form>
  );
}

function DraftRow({ draft, bin }: { draft: DraftSummary; bin: boolean }) {
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY });
  const run = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await action();
      if (done) toast.success(done);
    } catch (err) {
      toast.error(errorDetail(err, DRAFTS_MESSAGES.failed));
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const remove = () =>
    run(async () => {
      await deleteDraft(draft.id);
      toast(DRAFTS_MESSAGES.deleted(draft.title), {
        duration: UNDO_MS,
        action: {
          label: "Undo",
          onClick: () => {
            void restoreDraft(draft.id)
              .then(() => toast.success(DRAFTS_MESSAGES.restored))
              .catch((err: unknown) => toast.error(errorDetail(err, DRAFTS_MESSAGES.failed)))
              .finally(() => void refresh());
          },
        },
      });
    });
  const kind = draft.kind as Kind;
  return (
    <li className="surface-card flex flex-col gap-3 p-4 sm:p-5" aria-busy={busy}>
      {renaming ? (
        <RenameForm draft={draft} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="accent">{KIND_LABELS[kind]}</Badge>
            {bin ? (
              <Badge>{versionCount(draft.version)}</Badge>
            ) : (
              // Every version is kept, so the current version's number is how many there are.
              <Link to={versionsLink({ id: draft.id, kind })} className="rounded-sm text-sm font-medium text-accent-fg underline underline-offset-2 hover:no-underline">
                {versionCount(draft.version)}
              </Link>
            )}
          </div>
          {bin ? (
            <h2 className="text-lg font-semibold break-words text-fg">{draft.title}</h2>
          ) : (
            <h2 className="text-lg font-semibold break-words text-fg">
              <Link to={draftLink({ id: draft.id, kind })} className="rounded-sm hover:underline">
                {draft.title}
              </Link>
            </h2>
          )}
          {draft.target_job ? (
            <p className="text-sm text-fg">
              <span className="text-muted">Target job: </span>
              {draft.target_job}
            </p>
          ) : null}
          <p className="text-sm text-muted">
            {`${TEMPLATE_LABELS[draft.template as TemplateId]} template · ${SOURCE_LABELS[draft.source]} · `}
            <time dateTime={draft.updated_at}>{formatDate(draft.updated_at)}</time>
            {draft.purge_at ? ` · erased ${formatDate(draft.purge_at)}` : ""}
          </p>
          <p className="line-clamp-2 text-sm break-words text-muted">{draft.preview}</p>
        </div>
      )}
      {!renaming ? (
        <div className="flex flex-wrap gap-2">
          {bin ? (
            <Button size="sm" variant="secondary" busy={busy} onClick={() => void run(() => restoreDraft(draft.id), DRAFTS_MESSAGES.restored)} aria-label={`Restore ${draft.title}`}>
              Restore
            </Button>
          ) : (
            <>
              <Button size="sm" onClick={() => void navigate(draftLink({ id: draft.id, kind }))} aria-label={`Open ${draft.title}`}>
                Open
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setRenaming(true)} aria-label={`Rename ${draft.title}`}>
                Rename
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(() => duplicateDraft(draft.id), DRAFTS_MESSAGES.duplicated)} aria-label={`Duplicate ${draft.title}`}>
                Duplicate
              </Button>
              <Button size="sm" variant="danger" disabled={busy} onClick={() => void remove()} aria-label={`Delete ${draft.title}`}>
                Delete
              </Button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}

function EmptyState({ filtered, bin }: { filtered: boolean; bin: boolean }) {
  if (bin) return <p className="text-muted">The bin is empty. Deleted drafts stay here for 30 days.</p>;
  if (filtered) return <p className="text-muted">No drafts match. Try another word or kind.</p>;
  return (
    <div className="surface-card flex flex-col gap-4 p-6">
      <h2 className="text-lg font-semibold text-fg">No drafts yet</h2>
      <p className="text-muted">Every draft you generate is saved here. Start with one of the four generators:</p>
      <div className="flex flex-wrap gap-2">
        {KINDS.map((k) => (
          <Link key={k} to={KIND_PATHS[k]} className={buttonClasses("secondary")}>
            {KIND_LABELS[k]}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** /drafts: every draft of the signed-in user, newest first, with search, kind filter and the bin (ADR 0020). */
export default function DraftsPage() {
  const { status } = useSession();
  const { openSignIn } = useSignInModal();
  const [kind, setKind] = useState<Kind | "">("");
  const [q, setQ] = useState("");
  const [bin, setBin] = useState(false);
  const query = useDebounced(q, 250);
  const searchId = useId();
  const kindId = useId();
  const signedIn = status === "signedIn";

  const list = useInfiniteQuery({
    queryKey: [...DRAFTS_QUERY_KEY, { kind, q: query.trim(), bin }],
    queryFn: ({ pageParam }) => listDrafts({ kind: kind || undefined, q: query, bin, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: signedIn,
  });
  const drafts = list.data?.pages.flatMap((p) => (p.drafts ?? []).filter((d): d is DraftSummary => d !== null)) ?? [];

  return (
    <Container size="md">
      <div className="flex flex-col gap-8">
        <PageHeader title="My Drafts">
          <p>Every draft you have generated, newest first. Open one to copy, download or regenerate it.</p>
        </PageHeader>

        {status === "loading" ? (
          <Spinner />
        ) : !signedIn ? (
          <div className="surface-card flex flex-col items-start gap-4 p-6">
            <p className="text-muted">Sign in to see your drafts.</p>
            <Button onClick={() => openSignIn()}>Sign in</Button>
          </div>
        ) : (
          <>
            <div role="search" className="grid gap-4 sm:grid-cols-[1fr_12rem]">
              <div className="flex flex-col gap-2">
                <label htmlFor={searchId} className="text-sm font-medium text-fg">
                  Search
                </label>
                <input id={searchId} type="search" value={q} maxLength={200} placeholder="Words in the title or text" onChange={(e) => setQ(e.target.value)} className={inputClasses} />
              </div>
              <div className="flex flex-col gap-2">
                <label htmlFor={kindId} className="text-sm font-medium text-fg">
                  Kind
                </label>
                <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as Kind | "")} className={inputClasses}>
                  <option value="">All kinds</option>
                  {KINDS.map((k) => (
                    <option key={k} value={k}>
                      {KIND_LABELS[k]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-sm font-semibold text-muted" aria-live="polite">
                {bin ? "Bin: deleted drafts, kept for 30 days" : "Your drafts"}
              </h2>
              <Button variant="ghost" size="sm" aria-pressed={bin} onClick={() => setBin((b) => !b)}>
                {bin ? "Back to drafts" : "Show bin"}
              </Button>
            </div>

            {list.isError ? <Alert tone="error">{errorDetail(list.error, DRAFTS_MESSAGES.failed)}</Alert> : null}
            {list.isPending ? (
              <Spinner />
            ) : drafts.length === 0 && !list.isError ? (
              <EmptyState filtered={!!query.trim() || !!kind} bin={bin} />
            ) : (
              <ul className="flex flex-col gap-3" aria-label={bin ? "Deleted drafts" : "Drafts"}>
                {drafts.map((d) => (
                  <DraftRow key={d.id} draft={d} bin={bin} />
                ))}
              </ul>
            )}
            {list.hasNextPage ? (
              <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} className="self-center">
                Load more
              </Button>
            ) : null}
          </>
        )}
      </div>
    </Container>
  );
}
