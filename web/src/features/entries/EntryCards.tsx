import { useEffect, useMemo, useState } from "react";
import { inputClasses } from "@/components/Field";
import { cn } from "@/lib/cn";
import { EntryCard, focusRing } from "./EntryCard";
import type { Entry } from "./format";
import { Icon } from "./icons";
import { addCard, editCard, joinCards, moveCard, readingEntries, removeCard, restoreCard, splitCards, type Card, type CardList } from "./model";
import { CARD_SECTIONS, type CardSection } from "./sections";
import { cardLabel } from "./titles";
import { useDragReorder } from "./useDragReorder";
import { useEntryReading } from "./useEntryReading";

interface Props {
  section: CardSection;
  /** The field's id: the text box's in text mode, the cards' group otherwise. */
  id: string;
  label: string;
  hint?: string;
  rows?: number;
  value: string;
  onChange: (value: string) => void;
  /** Why an import was unsure of this field (importSummary.ts). */
  unsure?: string;
}

/** The lines of the field's text each card's bullets are on, for the check panel's per-line actions. */
function bulletLinesOf(list: CardList): number[][] {
  let at = list.lead.length;
  return list.cards.map((c) => {
    const lines: number[] = [];
    const bullets = "bullets" in c.entry ? (c.entry.bullets ?? []) : [];
    let from = 1;
    for (const b of bullets) {
      const want = b.trim().slice(0, 24);
      let k = from;
      while (k < c.lines.length && !c.lines[k]!.includes(want)) k++;
      lines.push(k < c.lines.length ? at + k : -1);
      if (k < c.lines.length) from = k + 1;
    }
    at += c.lines.length ? c.lines.length + c.gap.length : 0;
    return lines;
  });
}

/**
 * Experience, Volunteer, Projects, Education, Certifications, Awards and Publications as a
 * list of cards (issue 27, ADR 0049): added, removed (with Undo), collapsed, reordered by
 * drag or by Move up / Move down; "Paste as text" shows the field's text itself. The text
 * stays the form's value: the server reads it into cards (POST /api/resume/entries), and the
 * cards write it back unchanged until one is edited.
 */
export function EntryCards({ section, id, label, hint, rows = 4, value, onChange, unsure }: Props) {
  const info = CARD_SECTIONS[section];
  const [asText, setAsText] = useState(false);
  const [list, setList] = useState<CardList | null>(null);
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const [removed, setRemoved] = useState<{ card: Card; index: number; label: string } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const shownText = useMemo(() => (list ? joinCards(list) : null), [list]);
  const inSync = shownText === value;
  const reading = useEntryReading(section, value, !asText && !inSync);

  // The text changed outside the cards (an import, the text box, a draft opened): the
  // server's reading of it becomes the cards.
  useEffect(() => {
    if (asText || inSync || !reading.data) return;
    try {
      const next = splitCards(value, reading.data.starts ?? [], readingEntries(info.shape, reading.data));
      setList(next);
      setRemoved(null);
      const many = next.cards.length > 2;
      setCollapsed(Object.fromEntries(next.cards.map((c) => [c.key, many])));
    } catch {
      // A reading for other text (it cannot be, by its key); the next one will do.
    }
  }, [asText, inSync, reading.data, value, info.shape]);

  const apply = (next: CardList) => {
    setList(next);
    onChange(joinCards(next));
  };
  const hintId = hint && asText ? `${id}-hint` : undefined;
  const unsureId = unsure ? `${id}-check` : undefined;
  const cardId = (c: Card) => `${id}-${c.key}`;
  const focusSoon = (elementId: string) => requestAnimationFrame(() => document.getElementById(elementId)?.focus());

  const move = (from: number, to: number, viaKeys: boolean) => {
    if (!list) return;
    const card = list.cards[from]!;
    const next = moveCard(info.shape, list, from, to);
    apply(next);
    setAnnouncement(`${cardLabel(label, to, info.shape, card.entry, info.noun)}. Moved to position ${to + 1} of ${next.cards.length}.`);
    if (viaKeys) focusSoon(to === 0 ? `${cardId(card)}-down` : to === next.cards.length - 1 ? `${cardId(card)}-up` : `${cardId(card)}-${to < from ? "up" : "down"}`);
  };
  const drag = useDragReorder((from, to) => move(from, to, false));

  const add = () => {
    const base = list ?? { lead: [], cards: [] };
    const { list: next, key } = addCard(info.shape, base);
    setList(next);
    onChange(joinCards(next));
    setCollapsed((c) => ({ ...c, [key]: false }));
    setRemoved(null);
    focusSoon(info.shape === "item" ? `${id}-${key}-item` : `${id}-${key}-${info.shape === "role" ? "role" : info.shape === "project" ? "name" : "degree"}`);
  };

  const remove = (card: Card, index: number) => {
    if (!list) return;
    const { list: next, removed: gone } = removeCard(list, card.key);
    apply(next);
    const name = cardLabel(label, index, info.shape, card.entry, info.noun);
    setRemoved(gone ? { card: gone, index, label: name } : null);
    setAnnouncement(`Removed ${name}.`);
    focusSoon(`${id}-undo`);
  };

  const undo = () => {
    if (!list || !removed) return;
    apply(restoreCard(info.shape, list, removed.card, removed.index));
    setAnnouncement(`Restored ${removed.label}.`);
    focusSoon(`${cardId(removed.card)}-remove`);
    setRemoved(null);
  };

  const edit = (key: string, entry: Entry) => {
    if (!list) return;
    apply(editCard(info.shape, list, key, entry));
  };

  const toggleText = () => {
    setAsText((t) => !t);
    setRemoved(null);
  };

  const lines = list ? bulletLinesOf(list) : [];
  const reading_ = !asText && !inSync;
  const leftOver = list && inSync ? list.lead.some((l) => l.trim()) : false;
  const failed = reading_ && reading.isError && !reading.data;

  return (
    <div className="flex min-w-0 flex-col gap-2 sm:col-span-2" data-entry-cards={section}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        {asText ? (
          <label htmlFor={id} className="text-sm font-medium text-fg">
            {label}
          </label>
        ) : (
          <span id={`${id}-label`} className="text-sm font-medium text-fg">
            {label}
            {list && inSync && list.cards.length ? <span aria-hidden="true" className="ml-2 rounded-full bg-raised px-1.5 py-0.5 text-xs font-medium text-muted">{list.cards.length}</span> : null}
          </span>
        )}
        <button
          type="button"
          aria-pressed={asText}
          aria-label={`Paste as text: ${label}`}
          title={asText ? "Back to cards" : "Edit or paste the entries as text"}
          onClick={toggleText}
          className={cn(
            "-mr-1 inline-flex h-8 items-center gap-1.5 rounded-md border px-2.5 text-xs font-medium transition-colors",
            asText ? "border-accent bg-accent-soft text-accent-fg" : "border-transparent text-muted hover:bg-raised hover:text-fg",
            focusRing,
          )}
        >
          <Icon name="text" className="size-3.5" />
          Paste as text
        </button>
      </div>
      {unsure ? (
        <p id={unsureId} className="text-xs font-medium text-warning">
          Check this: {unsure}
        </p>
      ) : null}

      {asText || failed ? (
        <>
          {failed ? <p className="text-xs text-muted">These entries could not be read into cards just now; edit them as text.</p> : null}
          <textarea
            id={id}
            name={section}
            rows={rows}
            value={value}
            aria-describedby={[unsureId, hintId].filter(Boolean).join(" ") || undefined}
            data-unsure={unsure ? "" : undefined}
            className={cn(inputClasses, "h-auto py-2 leading-relaxed", unsure && "border-warning ring-1 ring-warning")}
            onChange={(e) => onChange(e.target.value)}
          />
        </>
      ) : (
        <fieldset
          id={id}
          name={section}
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          aria-describedby={[unsureId, hintId].filter(Boolean).join(" ") || undefined}
          aria-busy={reading_ || undefined}
          className={cn("flex min-w-0 flex-col gap-3 rounded-lg outline-none", reading_ && list && "opacity-60 transition-opacity")}
        >
          {!list && reading_ ? (
            <div className="h-14 animate-pulse rounded-lg border border-line bg-raised/50" aria-hidden="true" />
          ) : list?.cards.length ? (
            <ol ref={drag.listRef} className="flex flex-col gap-2.5" aria-label={`${label} entries`}>
              {list.cards.map((card, i) => (
                <EntryCard
                  key={card.key}
                  info={info}
                  fieldName={section}
                  fieldLabel={label}
                  cardId={cardId(card)}
                  index={i}
                  count={list.cards.length}
                  entry={card.entry}
                  bulletLines={lines[i] ?? []}
                  collapsed={collapsed[card.key] ?? false}
                  dragged={drag.dragging === i}
                  style={drag.itemStyle(i)}
                  handle={drag.handleProps(i)}
                  onToggle={() => setCollapsed((c) => ({ ...c, [card.key]: !(c[card.key] ?? false) }))}
                  onEdit={(entry) => edit(card.key, entry)}
                  onMove={(to) => move(i, to, true)}
                  onRemove={() => remove(card, i)}
                />
              ))}
            </ol>
          ) : (
            <p className="rounded-lg border border-dashed border-line-strong px-4 py-3 text-sm text-muted">No {info.noun}s yet.</p>
          )}
          {leftOver ? <p className="text-xs text-warning">Some lines are in no card: use “Paste as text” to see them.</p> : null}
          {removed ? (
            <div className="flex items-center justify-between gap-3 rounded-md border border-line bg-raised/60 px-3 py-2 text-sm">
              <span className="min-w-0 truncate text-fg">Removed {removed.label}</span>
              <button type="button" id={`${id}-undo`} onClick={undo} className={cn("shrink-0 rounded-md px-2 py-1 font-semibold text-accent-fg hover:bg-raised", focusRing)}>
                Undo
              </button>
            </div>
          ) : null}
          <div>
            <button
              type="button"
              onClick={add}
              disabled={reading_}
              className={cn("inline-flex h-9 items-center gap-1.5 rounded-md border border-dashed border-line-strong px-3 text-sm font-medium text-fg hover:border-accent hover:bg-raised disabled:opacity-55", focusRing)}
            >
              <Icon name="plus" /> Add {info.noun}
              <span className="sr-only"> to {label}</span>
            </button>
          </div>
        </fieldset>
      )}
      {hint && asText ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
