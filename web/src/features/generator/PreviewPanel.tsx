import { lazy, Suspense, useState } from "react";
import { Badge } from "@/components/Badge";
import { DeckPanelPlaceholder, DeckViewToggle, type DeckView } from "@/features/documents/DeckViewToggle";
import { DomDocument } from "@/features/documents/DomDocument";
import type { DocModel } from "@/features/documents/model";
import type { DeckSource } from "@/features/documents/slides";
import { ScoreBadge } from "@/features/match/TargetJobPanel";
import type { TargetMatch } from "@/features/match/useTargetMatch";
import type { Values } from "./kinds";
import { GENERATION_MESSAGES } from "./messages";
import { QualityScore } from "./QualityScore";
import type { Kind } from "./stream";

/** The pitch deck's slides panel: its code loads with the pitch deck page, not with the first page. */
const DeckPanel = lazy(() => import("@/features/documents/DeckPreview"));

/**
 * The live preview beside the form: the document (or a pitch deck's slides, with the outline
 * a toggle away), the draft's state, the target job's score and a cold email's quality score.
 */
export function PreviewPanel({
  kind,
  headingId,
  doc,
  deck,
  match,
  busy,
  hasResult,
  emailText,
  values,
}: {
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
}) {
  const [deckView, setDeckView] = useState<DeckView>("slides");
  /** The slide shown; kept while the outline is open. */
  const [slideIndex, setSlideIndex] = useState(0);
  return (
    <section aria-labelledby={headingId} className="surface-card flex min-w-0 flex-col gap-4 p-4 sm:p-6 lg:sticky lg:top-20">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          Live preview
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {deck ? <DeckViewToggle view={deckView} onChange={setDeckView} /> : null}
          {kind !== "pitch_deck" && match.result && match.posting?.requirements.length ? <ScoreBadge score={match.result.score} /> : null}
          {busy ? <Badge tone="accent">{GENERATION_MESSAGES.generating}</Badge> : hasResult ? <Badge tone="accent">Draft ready</Badge> : <Badge>Follows your form</Badge>}
        </div>
      </div>
      {kind === "cold_email" ? <QualityScore text={emailText} values={values} /> : null}
      {deck && deckView === "slides" ? (
        <div className="rounded-md bg-raised p-3" role="region" aria-label="Document preview">
          <Suspense fallback={<DeckPanelPlaceholder />}>
            <DeckPanel source={deck} index={slideIndex} onIndex={setSlideIndex} />
          </Suspense>
        </div>
      ) : (
        <div className="h-[70vh] overflow-auto rounded-md bg-raised p-3" tabIndex={0} role="region" aria-label="Document preview">
          <DomDocument doc={doc} label={doc.title} />
        </div>
      )}
    </section>
  );
}
