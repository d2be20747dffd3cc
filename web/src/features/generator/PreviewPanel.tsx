import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Badge } from "@/components/Badge";
import { cn } from "@/lib/cn";
import { DeckPanelPlaceholder, DeckViewToggle, type DeckView } from "@/features/documents/DeckViewToggle";
import { DomDocument } from "@/features/documents/DomDocument";
import { pageOf } from "@/features/documents/layout";
import { documentText, type DocModel } from "@/features/documents/model";
import type { DeckSource } from "@/features/documents/slides";
import { WordDiff } from "@/features/drafts/WordDiff";
import { ScoreBadge } from "@/features/match/TargetJobPanel";
import type { TargetMatch } from "@/features/match/useTargetMatch";
import type { Values } from "./kinds";
import { GENERATION_MESSAGES } from "./messages";
import { QualityScore } from "./QualityScore";
import type { Kind } from "./stream";
import type { Change } from "./useGeneration";

/** The pitch deck's slides panel: its code loads with the pitch deck page, not with the first page. */
const DeckPanel = lazy(() => import("@/features/documents/DeckPreview"));

export type PreviewTab = "preview" | "changes" | "versions";
export type Zoom = "fit" | "actual";

/** CSS pixels per point: a page shown at 100% is as wide as on paper at 96 dpi. */
const PX_PER_PT = 96 / 72;

const words = (text: string) => text.match(/\S+/g)?.length ?? 0;

/** Phones start at 100% (the page's text at its printed size); wider screens fit the page to the panel. */
const PHONE = "(max-width: 639px)";

/** The draft being written: its words as they arrive, over the dimmed preview. */
function DraftingOverlay({ streamed, expectedWords }: { streamed: string; expectedWords: number }) {
  const textRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = textRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [streamed]);
  const count = words(streamed);
  // Unknown until the draft is done: measured against the text shown before, and never full.
  const share = Math.min(95, Math.round((count / Math.max(expectedWords, 120)) * 100));
  return (
    <div data-testid="drafting" className="absolute inset-x-2 top-2 z-10 flex flex-col gap-3 rounded-lg border border-line-strong bg-surface p-4 shadow-lg sm:inset-x-4 sm:top-4">
      <p role="status" className="text-sm font-medium text-fg">
        {count === 0 ? "Writing your draft…" : `Writing your draft… ${count} ${count === 1 ? "word" : "words"} so far`}
      </p>
      <div role="progressbar" aria-label="Drafting progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={share} className="h-1.5 overflow-hidden rounded-full bg-raised">
        <div className="h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${Math.max(share, 4)}%` }} />
      </div>
      <div ref={textRef} aria-label="The draft so far" className="max-h-48 overflow-auto text-sm leading-relaxed break-words whitespace-pre-wrap text-muted">
        {streamed || " "}
      </div>
    </div>
  );
}

/**
 * The live preview beside the form: the document (or a pitch deck's slides, with the outline
 * a toggle away) at fit width or 100%, the draft's state, the target job's score and a cold
 * email's quality score; then, as tabs, what the last Generate changed and the opened draft's
 * versions (ADR 0050). While a draft is written the preview keeps what it showed, dimmed,
 * with the new text streaming over it.
 */
export function PreviewPanel({
  id,
  kind,
  headingId,
  doc,
  deck,
  match,
  busy,
  hasResult,
  emailText,
  values,
  check,
  pages = null,
  streamed = null,
  change = null,
  versions = null,
  tab,
  onTab,
  phoneView = "preview",
}: {
  id?: string;
  kind: Kind;
  headingId: string;
  doc: DocModel;
  deck: DeckSource | null;
  match: TargetMatch;
  busy: boolean;
  hasResult: boolean;
  /** A cold email's text as the preview shows it; empty for the other kinds. */
  emailText: string;
  values: Values;
  /** The check panel of a resume or cover letter (features/check), above the document. */
  check?: ReactNode;
  /** Pages the document takes as laid out (the page count beside the preview); null until measured. */
  pages?: number | null;
  /** The text streamed so far while a draft is written; null otherwise. */
  streamed?: string | null;
  /** What the last Generate changed (the Changes tab); null before one. */
  change?: Change | null;
  /** The opened draft's versions panel (the Versions tab); null when no draft is open. */
  versions?: ReactNode;
  tab: PreviewTab;
  onTab: (tab: PreviewTab) => void;
  /**
   * What a phone shows (the Edit | Preview switch; wider screens show everything): in Edit,
   * only the check panel, which points at the fields; in Preview, everything but it.
   */
  phoneView?: "edit" | "preview";
}) {
  const [deckView, setDeckView] = useState<DeckView>("slides");
  /** The slide shown; kept while the outline is open. */
  const [slideIndex, setSlideIndex] = useState(0);
  const [zoom, setZoom] = useState<Zoom>("fit");
  // After the first render, not in it: the prerendered page is hydrated as it was rendered.
  useEffect(() => {
    if (window.matchMedia?.(PHONE).matches) setZoom("actual");
  }, []);
  const ids = useId();
  const tabs: { id: PreviewTab; label: string }[] = [
    { id: "preview", label: "Preview" },
    ...(change ? [{ id: "changes" as const, label: "Changes" }] : []),
    ...(versions ? [{ id: "versions" as const, label: "Versions" }] : []),
  ];
  const shown = tabs.some((t) => t.id === tab) ? tab : "preview";
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  // Arrow keys move between the tabs (the ARIA tabs pattern); Tab moves into the panel.
  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((t) => t.id === shown);
    const next = e.key === "ArrowRight" ? i + 1 : e.key === "ArrowLeft" ? i - 1 : e.key === "Home" ? 0 : e.key === "End" ? tabs.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const t = tabs[(next + tabs.length) % tabs.length]!;
    onTab(t.id);
    tabRefs.current[t.id]?.focus();
  };
  const page = pageOf(doc);
  const previewOnly = phoneView === "edit" ? "max-lg:hidden" : undefined;
  const checkClass = phoneView === "preview" ? "max-lg:hidden" : undefined;
  // While drafting, the preview still shows the text before: the new draft is about as long.
  const beforeWords = busy ? words(documentText(doc)) : 0;

  return (
    <section id={id} aria-labelledby={headingId} className={cn("surface-card scroll-mt-56 flex min-w-0 flex-col gap-4 p-4 sm:p-6 lg:sticky lg:top-44", !check && previewOnly)}>
      <div className={cn("flex flex-wrap items-center justify-between gap-3", previewOnly)}>
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          Live preview
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {!deck && pages !== null ? (
            <span role="status" data-testid="page-count" className="text-sm text-muted">
              {pages === 1 ? "1 page" : `${pages} pages`}
            </span>
          ) : null}
          {kind !== "pitch_deck" && match.result && match.posting?.requirements.length ? <ScoreBadge score={match.result.score} /> : null}
          {busy ? <Badge tone="accent">{GENERATION_MESSAGES.generating}</Badge> : hasResult ? <Badge tone="accent">Draft ready</Badge> : <Badge>Follows your form</Badge>}
        </div>
      </div>

      {tabs.length > 1 ? (
        <div role="tablist" aria-label="Preview, changes and versions" onKeyDown={onTabKey} className={cn("flex gap-1 border-b border-line", previewOnly)}>
          {tabs.map((t) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`${ids}-tab-${t.id}`}
              aria-selected={shown === t.id}
              aria-controls={`${ids}-panel-${t.id}`}
              tabIndex={shown === t.id ? 0 : -1}
              onClick={() => onTab(t.id)}
              className={cn(
                "-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-medium",
                shown === t.id ? "border-accent text-fg" : "border-transparent text-muted hover:text-fg",
              )}
            >
              {t.label}
            </button>
          ))}
        </div>
      ) : null}

      {change && !busy && shown === "preview" ? (
        <p className={cn("flex flex-wrap items-center gap-x-2 text-sm text-muted", previewOnly)}>
          The new draft is in the preview.
          <button type="button" onClick={() => onTab("changes")} className="font-medium text-accent-fg underline underline-offset-2 hover:no-underline">
            See what changed
          </button>
        </p>
      ) : null}

      <div
        id={`${ids}-panel-${shown}`}
        role={tabs.length > 1 ? "tabpanel" : undefined}
        aria-labelledby={tabs.length > 1 ? `${ids}-tab-${shown}` : undefined}
        className="flex min-w-0 flex-col gap-4"
      >
        {shown === "changes" && change ? (
          <WordDiff
            before={change.before}
            after={change.after}
            label="Changes in the new draft"
            caption="What the new draft changed from what the preview showed"
            same="The new draft has the same text as before."
          />
        ) : shown === "versions" ? (
          versions
        ) : (
          <>
            {kind === "cold_email" ? (
              <div className={previewOnly}>
                <QualityScore text={emailText} values={values} />
              </div>
            ) : null}
            {check ? <div className={checkClass}>{check}</div> : null}
            <div className={cn("flex flex-wrap items-center justify-between gap-2", previewOnly)}>
              {deck ? <DeckViewToggle view={deckView} onChange={setDeckView} /> : <span />}
              {!deck || deckView !== "slides" ? (
                <div role="group" aria-label="Zoom" className="inline-flex rounded-md border border-line-strong p-0.5">
                  {(
                    [
                      ["fit", "Fit width"],
                      ["actual", "100%"],
                    ] as const
                  ).map(([z, label]) => (
                    <button
                      key={z}
                      type="button"
                      aria-pressed={zoom === z}
                      onClick={() => setZoom(z)}
                      className={cn("rounded px-2.5 py-1 text-xs font-medium", zoom === z ? "bg-raised text-fg" : "text-muted hover:text-fg")}
                    >
                      {label}
                    </button>
                  ))}
                </div>
              ) : null}
            </div>
            <div className={cn("relative", previewOnly)} aria-busy={busy}>
              <div className={cn("transition-opacity duration-200", busy && "opacity-40")}>
                {deck && deckView === "slides" ? (
                  <div className="rounded-md bg-raised p-3" role="region" aria-label="Document preview">
                    <Suspense fallback={<DeckPanelPlaceholder />}>
                      <DeckPanel source={deck} index={slideIndex} onIndex={setSlideIndex} />
                    </Suspense>
                  </div>
                ) : (
                  <div className={cn("overflow-auto rounded-md bg-raised p-3", check ? "h-[50vh]" : "h-[70vh]")} tabIndex={0} role="region" aria-label="Document preview">
                    <div style={zoom === "actual" ? { width: `${Math.round(page.width * PX_PER_PT)}px` } : undefined}>
                      <DomDocument doc={doc} label={doc.title} />
                    </div>
                  </div>
                )}
              </div>
              {busy && streamed !== null ? <DraftingOverlay streamed={streamed} expectedWords={beforeWords} /> : null}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
