import { useEffect, useRef, type KeyboardEvent } from "react";
import { cn } from "@/lib/cn";
import { SlideView } from "./SlideView";
import { deckFromSource, SLIDE_THEMES, type DeckSource, type SlideDeck } from "./slides";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";

function Arrow({ dir }: { dir: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {dir === "left" ? <path d="M12.5 4.5 7 10l5.5 5.5" /> : <path d="M7.5 4.5 13 10l-5.5 5.5" />}
    </svg>
  );
}

/**
 * The deck as a presenter shows it: one slide large, arrows and a counter under it, and a strip
 * of every slide to jump to. Left/Right (and Home/End) move through the slides when the slide
 * or the strip has focus. The slide count never changes, so nothing jumps while a draft streams.
 */
export function DeckPreview({ deck, index, onIndex }: { deck: SlideDeck; index: number; onIndex: (i: number) => void }) {
  const count = deck.slides.length;
  const current = deck.slides[Math.min(index, count - 1)];
  const stripRef = useRef<HTMLOListElement>(null);
  const font = SLIDE_THEMES[deck.template].font;

  useEffect(() => {
    stripRef.current?.querySelector<HTMLElement>(`[data-slide="${index}"]`)?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [index]);

  const go = (to: number) => onIndex(Math.max(0, Math.min(count - 1, to)));
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, PageUp: index - 1, PageDown: index + 1, Home: 0, End: count - 1 };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };

  if (!current) return null;
  const label = `Slide ${index + 1} of ${count}: ${current.label}`;
  return (
    <div className="flex flex-col gap-3" onKeyDown={onKeyDown}>
      <div tabIndex={0} className={cn("rounded-sm", focusRing)}>
        <SlideView slide={current} label={label} font={font} />
      </div>
      <div className="flex items-center justify-between gap-3">
        <button type="button" aria-label="Previous slide" disabled={index === 0} onClick={() => go(index - 1)} className={cn("inline-flex size-10 items-center justify-center rounded-md border border-line-strong bg-surface text-fg hover:bg-raised disabled:opacity-50", focusRing)}>
          <Arrow dir="left" />
        </button>
        <p className="text-sm text-muted" aria-live="polite">
          <span className="font-medium text-fg">{current.label}</span> · {`${index + 1} / ${count}`}
        </p>
        <button type="button" aria-label="Next slide" disabled={index === count - 1} onClick={() => go(index + 1)} className={cn("inline-flex size-10 items-center justify-center rounded-md border border-line-strong bg-surface text-fg hover:bg-raised disabled:opacity-50", focusRing)}>
          <Arrow dir="right" />
        </button>
      </div>
      <ol ref={stripRef} aria-label="Slides" className="flex gap-2 overflow-x-auto pb-2">
        {deck.slides.map((slide, i) => (
          <li key={i} className="w-24 shrink-0 sm:w-28">
            <button
              type="button"
              data-slide={i}
              aria-label={`Slide ${i + 1}: ${slide.label}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
              className={cn("block w-full rounded-sm border-2 p-0.5 text-left", focusRing, i === index ? "border-accent" : "border-transparent hover:border-line-strong")}
            >
              <span aria-hidden="true" className="pointer-events-none block">
                <SlideView slide={slide} font={font} />
              </span>
              <span aria-hidden="true" className="mt-1 block truncate text-xs text-muted">{`${i + 1}. ${slide.label}`}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The slides panel as the page loads it (lazily, so the resume page's first load does not carry it). */
export default function DeckPanel({ source, index, onIndex }: { source: DeckSource; index: number; onIndex: (i: number) => void }) {
  return <DeckPreview deck={deckFromSource(source)} index={index} onIndex={onIndex} />;
}
