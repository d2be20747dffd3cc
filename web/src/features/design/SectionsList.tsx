import { useState, type DragEvent } from "react";
import { Button } from "@/components/Button";
import { sectionOrder, SECTION_LABELS, type Layout, type SectionKey } from "@/features/documents/layout";
import { cn } from "@/lib/cn";

/** Moves one item of a list to another index. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item === undefined) return out;
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item);
  return out;
}

/**
 * The "Sections" list: the resume's sections in the order the document draws them, each
 * with a tick to show it (unticked: hidden from the document, its text kept in the form),
 * moved by dragging or by Move up / Move down (the keyboard's way).
 */
export function SectionsList({ id, layout, onChange }: { id: string; layout: Layout | null; onChange: (next: Layout) => void }) {
  const order = sectionOrder(layout?.sections);
  const hidden = new Set(layout?.hidden ?? []);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announce, setAnnounce] = useState("");

  const setOrder = (next: SectionKey[], moving: SectionKey, direction?: "up" | "down") => {
    onChange({ ...layout, sections: next });
    setAnnounce(`${SECTION_LABELS[moving]} is now ${next.indexOf(moving) + 1} of ${next.length}.`);
    if (!direction) return;
    // The row moved in the page: keep the focus on its button (the other one at either end).
    requestAnimationFrame(() => {
      const row = document.getElementById(`${id}-${moving}`)?.closest("li");
      const same = row?.querySelector<HTMLButtonElement>(`button[data-move="${direction}"]`);
      (same && !same.disabled ? same : row?.querySelector<HTMLButtonElement>(`button[data-move="${direction === "up" ? "down" : "up"}"]`))?.focus();
    });
  };
  const toggle = (key: SectionKey, shown: boolean) => {
    const nextHidden = shown ? [...hidden].filter((k) => k !== key) : [...hidden, key];
    const { hidden: _dropped, ...rest } = layout ?? {};
    onChange(nextHidden.length ? { ...rest, hidden: nextHidden } : rest);
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null && dragging !== to) setOrder(moved(order, dragging, to), order[dragging]!);
    setDragging(null);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-fg">Sections</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Drag a section, or use Move up and Move down. Untick one to hide it from the document; its text stays in the form.
      </p>
      <ol className="flex flex-col gap-1" aria-describedby={`${id}-hint`}>
        {order.map((key, i) => {
          const labelId = `${id}-${key}`;
          return (
            <li
              key={key}
              data-section={key}
              draggable
              onDragStart={(e) => {
                setDragging(i);
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", key);
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, i)}
              onDragEnd={() => setDragging(null)}
              className={cn("flex items-center gap-2 rounded-md border border-line bg-raised px-2 py-1", dragging === i && "opacity-60")}
            >
              <span aria-hidden="true" className="cursor-grab select-none px-1 text-muted">
                ⠿
              </span>
              <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-fg">
                {/* Named "Show …", not the section's own name, which the form's field of that section carries. */}
                <input type="checkbox" aria-label={`Show ${SECTION_LABELS[key]}`} className="size-5 shrink-0 cursor-pointer accent-(--ds-accent)" checked={!hidden.has(key)} onChange={(e) => toggle(key, e.target.checked)} />
                <span id={labelId} className={cn(hidden.has(key) && "text-muted line-through")}>
                  {SECTION_LABELS[key]}
                </span>
              </label>
              <Button variant="ghost" size="sm" data-move="up" aria-describedby={labelId} disabled={i === 0} onClick={() => setOrder(moved(order, i, i - 1), key, "up")}>
                <span aria-hidden="true">↑</span>
                <span className="sr-only">Move up</span>
              </Button>
              <Button variant="ghost" size="sm" data-move="down" aria-describedby={labelId} disabled={i === order.length - 1} onClick={() => setOrder(moved(order, i, i + 1), key, "down")}>
                <span aria-hidden="true">↓</span>
                <span className="sr-only">Move down</span>
              </Button>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </fieldset>
  );
}
