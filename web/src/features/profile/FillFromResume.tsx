import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { SelectField } from "@/components/Field";
import { useSession } from "@/features/auth/session";
import { DRAFTS_QUERY_KEY, formatDate, listDrafts } from "@/features/drafts/api";
import type { Values } from "@/features/generator/kinds";
import { GUEST, peekForm } from "@/features/generator/savedForm";
import type { Kind } from "@/features/generator/stream";
import type { GeneratorForm } from "@/features/generator/useGeneratorForm";
import { errorDetail } from "@/lib/api/errors";
import { FILLED_FIELDS, fieldsFromResume, hasProfile, type FillKind } from "./fromResume";
import { readSource, resumeSources, sourceLabel } from "./resumeSources";

export const FILL_MESSAGES = {
  title: "Fill from my resume",
  help: {
    cover_letter: "Your name, contact details and background, from your resume. You can undo it.",
    cold_email: "Your name and your offer lines, from your resume's key achievements. You can undo it.",
  },
  none: "No resume yet: write or import one on the Resume page, then fill this form from it.",
  filled: (what: string) => `Filled from ${what}.`,
  replaced: "It replaced what you had typed.",
  empty: "That resume has no name, summary or experience to fill from yet.",
  undone: "Fill undone: the fields are as they were.",
  failed: (detail: string) => `Your resume could not be read. ${detail}`,
} as const;

const isFillKind = (k: Kind): k is FillKind => k in FILLED_FIELDS;

type Note = { tone: "success" | "info" | "error"; text: string } | null;

/**
 * "Fill from my resume" on the cover letter and the cold email (issue 27): one click fills
 * the letter's name, contact details and background, or the email's sender and offer, from
 * the latest resume (or one the user picks). What it replaced can be put back with Undo, as
 * the resume's import does. Renders nothing on the other generators.
 */
export function FillFromResume({ kind, form }: { kind: Kind; form: GeneratorForm }) {
  if (!isFillKind(kind)) return null;
  return <FillBox kind={kind} form={form} />;
}

function FillBox({ kind, form }: { kind: FillKind; form: GeneratorForm }) {
  const titleId = useId();
  const { status, profile } = useSession();
  const userId = status === "signedIn" ? (profile?.id ?? null) : null;
  const drafts = useQuery({
    queryKey: [...DRAFTS_QUERY_KEY, "fill-from-resume"],
    queryFn: () => listDrafts({ kind: "resume" }),
    enabled: userId !== null,
    select: (page) => page.drafts ?? [],
    // Read when the page opens; a focus refetch would race the session check (a signed-out
    // tab's first request after focus is refused, ADR 0032).
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
  // The Resume page's form in progress, as this browser keeps it (read when the page opens;
  // a guest's is read as the Resume page would take it over, but left where it is).
  const saved = useMemo(() => (status === "loading" ? null : ((userId ? peekForm("resume", userId) : null) ?? peekForm("resume", GUEST))), [status, userId]);
  const sources = useMemo(() => resumeSources(drafts.data ?? [], saved), [drafts.data, saved]);
  const [picked, setPicked] = useState<string | null>(null);
  const source = sources.find((s) => s.key === picked) ?? sources[0] ?? null;
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  /** The filled fields as they were before the last fill (Undo puts them back). */
  const [before, setBefore] = useState<Values | null>(null);
  const loading = status === "loading" || (userId !== null && drafts.isPending);

  const fill = async () => {
    if (!source) return;
    setBusy(true);
    setNote(null);
    setBefore(null);
    try {
      const sections = await readSource(source);
      if (!hasProfile(sections)) {
        setNote({ tone: "info", text: FILL_MESSAGES.empty });
        return;
      }
      const filled = fieldsFromResume(kind, sections);
      const previous: Values = {};
      for (const name of FILLED_FIELDS[kind]) previous[name] = form.values[name] ?? "";
      const replaced = Object.entries(filled).some(([name, v]) => previous[name]!.trim() !== "" && previous[name] !== v);
      form.fillFields(filled);
      setBefore(previous);
      const what = source.type === "form" ? "your resume in progress" : `“${source.title}”`;
      setNote({ tone: "success", text: [FILL_MESSAGES.filled(what), replaced ? FILL_MESSAGES.replaced : ""].filter(Boolean).join(" ") });
    } catch (e) {
      setNote({ tone: "error", text: FILL_MESSAGES.failed(errorDetail(e, "Please try again.")) });
    } finally {
      setBusy(false);
    }
  };

  const undo = () => {
    if (!before) return;
    form.setValues((v) => ({ ...v, ...before }));
    setBefore(null);
    setNote({ tone: "info", text: FILL_MESSAGES.undone });
  };

  return (
    <div role="group" aria-labelledby={titleId} aria-busy={busy || loading} data-testid="fill-from-resume" className="flex flex-col gap-3 rounded-md border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <p id={titleId} className="text-sm font-medium text-fg">
            {FILL_MESSAGES.title}
          </p>
          <p className="text-xs text-muted">{FILL_MESSAGES.help[kind]}</p>
        </div>
        <Button variant="secondary" size="sm" busy={busy} disabled={loading || !source} onClick={() => void fill()}>
          {FILL_MESSAGES.title}
        </Button>
      </div>
      {sources.length > 1 ? (
        <SelectField
          label="Resume to fill from"
          value={source?.key ?? ""}
          options={sources.map((s) => ({ value: s.key, label: sourceLabel(s, formatDate) }))}
          onChange={(e) => setPicked(e.target.value)}
        />
      ) : null}
      {!loading && !source ? (
        <p className="text-xs text-muted">
          {FILL_MESSAGES.none}{" "}
          <Link to="/" className="text-accent-fg underline">
            Resume page
          </Link>
        </p>
      ) : null}
      <div aria-live="polite" className="empty:hidden">
        {note ? (
          <Alert tone={note.tone}>
            {note.text}
            {before ? (
              <>
                {" "}
                <button type="button" className="rounded-sm font-medium text-accent-fg underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent" onClick={undo}>
                  Undo fill
                </button>
              </>
            ) : null}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
