import type { CSSProperties, KeyboardEvent, PointerEvent } from "react";
import { inputClasses } from "@/components/Field";
import { cn } from "@/lib/cn";
import { isPresent, PRESENT, type Entry, type ProjectEntry, type RoleEntry, type SchoolEntry } from "./format";
import { Icon } from "./icons";
import type { SectionInfo } from "./sections";
import { cardLabel, cardSubtitle, cardTitle } from "./titles";

export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";
const iconButton = cn(
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted transition-colors hover:bg-raised hover:text-fg disabled:pointer-events-none disabled:opacity-35 sm:size-8",
  focusRing,
);
const input = cn(inputClasses, "h-10 text-sm");

interface Props {
  info: SectionInfo;
  fieldName: string;
  fieldLabel: string;
  /** The card's ids start with this. */
  cardId: string;
  index: number;
  count: number;
  entry: Entry;
  /** The line of the field's text each bullet is on (for the check panel's per-line actions). */
  bulletLines: number[];
  collapsed: boolean;
  dragged: boolean;
  style?: CSSProperties;
  handle: {
    onPointerDown: (e: PointerEvent<HTMLElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (e: PointerEvent<HTMLElement>) => void;
  };
  onToggle: () => void;
  onEdit: (entry: Entry) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/**
 * A card's text input. Its name says whose it is ("Location (Experience 2)"): the form has
 * its own Location, and a screen reader moving field to field hears which entry it is in.
 */
function TextInput({ id, label, of, value, onChange, type = "text", placeholder, className, autoComplete = "off", disabled }: { id: string; label: string; of: string; value: string; onChange: (v: string) => void; type?: string; placeholder?: string; className?: string; autoComplete?: string; disabled?: boolean }) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
        <span className="sr-only"> ({of})</span>
      </label>
      <input id={id} type={type} value={value} placeholder={placeholder} autoComplete={autoComplete} disabled={disabled} className={input} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A role's, project's or school's bullets: a line each; Enter starts the next, Backspace on an empty one removes it. */
function Bullets({ cardId, fieldName, bullets, lines, onChange }: { cardId: string; fieldName: string; bullets: string[]; lines: number[]; onChange: (b: string[]) => void }) {
  const focus = (j: number) => requestAnimationFrame(() => document.getElementById(`${cardId}-b${j}`)?.focus());
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>, j: number) => {
    if (e.key === "Enter" && !e.shiftKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      onChange([...bullets.slice(0, j + 1), "", ...bullets.slice(j + 1)]);
      focus(j + 1);
    } else if (e.key === "Backspace" && bullets[j] === "" && bullets.length > 0) {
      e.preventDefault();
      onChange(bullets.filter((_, k) => k !== j));
      if (j > 0) focus(j - 1);
    }
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 sm:col-span-2">
      <legend className="mb-1.5 text-xs font-medium text-muted">Bullets</legend>
      {bullets.length ? (
        <ul className="flex flex-col gap-2">
          {bullets.map((b, j) => (
            <li key={j} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-4 size-1.5 shrink-0 rounded-full bg-accent" />
              <textarea
                id={`${cardId}-b${j}`}
                aria-label={`Bullet ${j + 1}`}
                data-field={fieldName}
                data-line={lines[j]}
                rows={1}
                value={b}
                className={cn(inputClasses, "field-sizing-content h-auto min-h-10 min-w-0 flex-1 resize-none py-2 text-sm leading-relaxed")}
                onChange={(e) => onChange(bullets.map((x, k) => (k === j ? e.target.value.replace(/\s*\n\s*/g, " ") : x)))}
                onKeyDown={(e) => onKeyDown(e, j)}
              />
              <button type="button" className={cn(iconButton, "mt-0.5")} aria-label={`Remove bullet ${j + 1}`} title="Remove bullet" onClick={() => onChange(bullets.filter((_, k) => k !== j))}>
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <button
          type="button"
          className={cn("inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-accent-fg hover:bg-raised", focusRing)}
          onClick={() => {
            onChange([...bullets, ""]);
            focus(bullets.length);
          }}
        >
          <Icon name="plus" /> Add bullet
        </button>
      </div>
    </fieldset>
  );
}

function RoleFields({ id, of, info, fieldName, e, lines, onEdit }: { id: string; of: string; info: SectionInfo; fieldName: string; e: RoleEntry; lines: number[]; onEdit: (e: RoleEntry) => void }) {
  const present = isPresent(e.end_date);
  const set = (patch: Partial<RoleEntry>) => onEdit({ ...e, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {e.text ? <TextInput of={of} id={`${id}-text`} label="Heading as typed" value={e.text} onChange={(text) => set({ text })} className="sm:col-span-2" /> : null}
      <TextInput of={of} id={`${id}-role`} label="Role" value={e.role} onChange={(role) => set({ role })} />
      <TextInput of={of} id={`${id}-company`} label={info.orgLabel ?? "Company"} value={e.company} onChange={(company) => set({ company })} />
      <TextInput of={of} id={`${id}-location`} label="Location" value={e.location} onChange={(location) => set({ location })} />
      {e.details ? <TextInput of={of} id={`${id}-details`} label="Details" value={e.details ?? ""} onChange={(details) => set({ details })} /> : <span className="hidden sm:block" />}
      <div className="grid grid-cols-2 gap-3 sm:col-span-2">
        <TextInput of={of} id={`${id}-start`} label="Start" placeholder="Jan 2020" value={e.start_date} onChange={(start_date) => set({ start_date })} />
        <TextInput of={of} id={`${id}-end`} label="End" placeholder="Mar 2023" value={present ? PRESENT : e.end_date} onChange={(end_date) => set({ end_date })} disabled={present} />
      </div>
      <label className="-mt-1 flex w-fit cursor-pointer items-center gap-2 text-sm text-fg sm:col-span-2">
        <input type="checkbox" className={cn("size-4 accent-[var(--ds-accent)]", focusRing)} checked={present} onChange={(ev) => set({ end_date: ev.target.checked ? PRESENT : "" })} />I work here now (Present)
      </label>
      <Bullets cardId={id} fieldName={fieldName} bullets={e.bullets ?? []} lines={lines} onChange={(bullets) => set({ bullets })} />
    </div>
  );
}

function ProjectFields({ id, of, fieldName, p, lines, onEdit }: { id: string; of: string; fieldName: string; p: ProjectEntry; lines: number[]; onEdit: (p: ProjectEntry) => void }) {
  const set = (patch: Partial<ProjectEntry>) => onEdit({ ...p, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextInput of={of} id={`${id}-name`} label="Name" value={p.name} onChange={(name) => set({ name })} />
      <TextInput of={of} id={`${id}-link`} label="Link" type="url" placeholder="https://" value={p.link} onChange={(link) => set({ link })} />
      <TextInput of={of} id={`${id}-text`} label="Description" value={p.text} onChange={(text) => set({ text })} className="sm:col-span-2" />
      <TextInput of={of} id={`${id}-tech`} label="Tech" placeholder="React, Go" value={p.tech} onChange={(tech) => set({ tech })} className="sm:col-span-2" />
      <Bullets cardId={id} fieldName={fieldName} bullets={p.bullets ?? []} lines={lines} onChange={(bullets) => set({ bullets })} />
    </div>
  );
}

function SchoolFields({ id, of, s, onEdit }: { id: string; of: string; s: SchoolEntry; onEdit: (s: SchoolEntry) => void }) {
  const set = (patch: Partial<SchoolEntry>) => onEdit({ ...s, ...patch });
  const unread = !s.school && !s.degree && s.text;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {unread ? <TextInput of={of} id={`${id}-text`} label="Entry as typed" value={s.text} onChange={(text) => set({ text })} className="sm:col-span-2" /> : null}
      <TextInput of={of} id={`${id}-degree`} label="Degree" value={s.degree} onChange={(degree) => set({ degree, text: unread ? "" : s.text })} />
      <TextInput of={of} id={`${id}-school`} label="School" value={s.school} onChange={(school) => set({ school, text: unread ? "" : s.text })} />
      <TextInput of={of} id={`${id}-year`} label="Dates" placeholder="2016 – 2020" value={s.year} onChange={(year) => set({ year })} />
      <TextInput of={of} id={`${id}-details`} label="Details" placeholder="First-class honours" value={s.details ?? ""} onChange={(details) => set({ details })} />
    </div>
  );
}

/** One entry of Experience, Volunteer, Projects or Education as a card (ADR 0049). */
export function EntryCard(props: Props) {
  const { info, fieldName, fieldLabel, cardId: id, index, count, entry, collapsed, dragged, style, handle, onToggle, onEdit, onMove, onRemove, bulletLines } = props;
  const label = cardLabel(fieldLabel, index, info.shape, entry, info.noun);
  const of = `${fieldLabel} ${index + 1}`;
  const title = cardTitle(info.shape, entry);
  const subtitle = cardSubtitle(info.shape, entry);
  const bullets = "bullets" in entry ? (entry.bullets ?? []).filter((b) => b.trim()).length : 0;

  const controls = (
    <div className="ml-auto flex shrink-0 items-center">
      <button type="button" id={`${id}-up`} className={iconButton} aria-label={`Move up: ${label}`} title="Move up" disabled={index === 0} onClick={() => onMove(index - 1)}>
        <Icon name="up" />
      </button>
      <button type="button" id={`${id}-down`} className={iconButton} aria-label={`Move down: ${label}`} title="Move down" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <Icon name="down" />
      </button>
      <button type="button" id={`${id}-remove`} className={cn(iconButton, "hover:text-danger")} aria-label={`Remove: ${label}`} title="Remove" onClick={onRemove}>
        <Icon name="remove" />
      </button>
    </div>
  );
  const grip = (
    <span
      {...handle}
      aria-hidden="true"
      title="Drag to reorder"
      data-drag-handle=""
      className={cn("flex w-6 shrink-0 cursor-grab touch-none select-none items-center justify-center self-stretch text-muted hover:text-fg", dragged && "cursor-grabbing")}
    >
      <Icon name="grip" className="size-4" />
    </span>
  );

  const cardClass = cn(
    "rounded-lg border bg-surface transition-[box-shadow,border-color]",
    dragged ? "border-accent shadow-xl ring-1 ring-accent/40" : "border-line hover:border-line-strong focus-within:border-line-strong",
  );

  if (info.shape === "item") {
    return (
      <li style={style} className={cn(!dragged && "transition-transform")}>
        <div role="group" aria-label={label} className={cn(cardClass, "flex items-center gap-1 py-1.5 pr-1.5 pl-1")}>
          {grip}
          <label htmlFor={`${id}-item`} className="sr-only">
            {label}
          </label>
          <input id={`${id}-item`} value={(entry as { text: string }).text} autoComplete="off" className={cn(input, "min-w-0 flex-1")} onChange={(e) => onEdit({ text: e.target.value })} />
          {controls}
        </div>
      </li>
    );
  }

  return (
    <li style={style} className={cn(!dragged && "transition-transform")}>
      <section aria-label={label} className={cardClass}>
        {/* On a phone the buttons go under the title when both do not fit on one line. */}
        <div className="flex flex-wrap items-center gap-1 py-1.5 pr-1.5 pl-1">
          {grip}
          <button
            type="button"
            aria-expanded={!collapsed}
            aria-controls={`${id}-body`}
            aria-label={`${collapsed ? "Expand" : "Collapse"}: ${label}`}
            onClick={onToggle}
            className={cn("flex min-w-0 flex-1 basis-48 items-center gap-2 rounded-md px-1.5 py-1 text-left hover:bg-raised/60", focusRing)}
          >
            <Icon name="chevron" className={cn("size-4 shrink-0 text-muted transition-transform", !collapsed && "rotate-90")} />
            <span className="flex min-w-0 flex-col">
              <span className={cn("line-clamp-2 text-sm font-semibold break-words sm:line-clamp-1", title ? "text-fg" : "text-muted italic")}>{title || `New ${info.noun}`}</span>
              {subtitle || (collapsed && bullets) ? (
                <span className="line-clamp-2 text-xs text-muted sm:line-clamp-1">
                  {[subtitle, collapsed && bullets ? `${bullets} bullet${bullets === 1 ? "" : "s"}` : ""].filter(Boolean).join(" · ")}
                </span>
              ) : null}
            </span>
          </button>
          {controls}
        </div>
        <div id={`${id}-body`} hidden={collapsed} className="border-t border-line px-3 pt-3 pb-4 sm:px-4">
          {info.shape === "role" ? <RoleFields id={id} of={of} info={info} fieldName={fieldName} e={entry as RoleEntry} lines={bulletLines} onEdit={onEdit} /> : null}
          {info.shape === "project" ? <ProjectFields id={id} of={of} fieldName={fieldName} p={entry as ProjectEntry} lines={bulletLines} onEdit={onEdit} /> : null}
          {info.shape === "school" ? <SchoolFields id={id} of={of} s={entry as SchoolEntry} onEdit={onEdit} /> : null}
        </div>
      </section>
    </li>
  );
}
