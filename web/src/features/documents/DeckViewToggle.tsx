import { cn } from "@/lib/cn";

export type DeckView = "slides" | "outline";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";

/** Slides / Outline: two toggle buttons (aria-pressed), the pitch deck preview's views. */
export function DeckViewToggle({ view, onChange }: { view: DeckView; onChange: (v: DeckView) => void }) {
  return (
    <div role="group" aria-label="Deck view" className="inline-flex rounded-md border border-line-strong p-0.5">
      {(["slides", "outline"] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => onChange(v)}
          className={cn("rounded px-3 py-1 text-sm font-medium transition-colors", focusRing, view === v ? "bg-accent text-on-accent" : "text-fg hover:bg-raised")}
        >
          {v === "slides" ? "Slides" : "Outline"}
        </button>
      ))}
    </div>
  );
}


/** What the slides panel shows while its code loads: the same box, so nothing moves when it arrives. */
export function DeckPanelPlaceholder() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <div className="aspect-video w-full rounded-sm bg-surface" />
      <div className="h-10" />
      <div className="h-[4.75rem]" />
    </div>
  );
}
