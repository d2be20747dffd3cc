import { useCallback, useEffect, useId, useRef, useState, type RefObject } from "react";
import { Badge } from "@/components/Badge";
import { Button } from "@/components/Button";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import type { FieldDef } from "@/features/generator/kinds";
import type { Kind } from "@/features/generator/stream";
import { lineAt, lineText, selectLine } from "./lines";
import { CHECK_MESSAGES, SECTION_LABELS } from "./messages";
import { SuggestionList } from "./SuggestionList";
import type { CheckFinding, CheckReport } from "./useCheck";
import { useImprove, type LineTarget } from "./useImprove";

/** The rules whose finding is about one line that a rewrite can fix. */
const IMPROVABLE = new Set(["duty", "weak_verb", "repeated_verb", "passive", "first_person", "filler", "long_bullet", "tense", "stock_phrase"]);
/** The fields whose lines can be improved from the cursor. */
const LINE_FIELDS = new Set(["experience", "projects", "summary", "background"]);

const ORDER = ["header", "summary", "skills", "experience", "projects", "education"];

/**
 * The findings' box is this tall however many findings there are (15rem, about two findings
 * with their buttons; more scroll inside it): as typing resolves them the panel keeps its
 * height, so the preview under it does not move (no layout jumps).
 */
export const FINDINGS_HEIGHT = "h-60";

function scoreTone(score: number) {
  return score >= 75 ? "bg-success" : score >= 55 ? "bg-warning" : "bg-danger";
}

interface Props {
  kind: Kind;
  report: CheckReport | null;
  values: Record<string, string>;
  fields: FieldDef[];
  formRef: RefObject<HTMLFormElement | null>;
  /** Focuses a field (opening Add More Info when needed). */
  focusField: (name: string) => void;
  set: (name: string, value: string) => void;
  /** The form as the server takes it, for the rewrites' context. */
  request: () => Record<string, unknown>;
}

/**
 * The check beside the preview (issue 25): the score with its breakdown, and the findings by
 * section; each goes to its field and line, and a line's finding offers rewrites. Nothing in
 * the form changes until the user picks "Use this", which Undo takes back.
 */
export function CheckPanel({ kind, report, values, fields, formRef, focusField, set, request }: Props) {
  const id = useId();
  const improve = useImprove(kind, values, request, set);
  const [cursor, setCursor] = useState<LineTarget | null>(null);
  const findingsRef = useRef<HTMLDivElement>(null);
  const labelOf = (name: string) => fields.find((f) => f.name === name)?.label ?? SECTION_LABELS[name] ?? name;

  // The line the cursor is on in the form's long fields, for "Improve the line at the cursor".
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const track = (e: Event) => {
      const el = e.target;
      if (!(el instanceof HTMLTextAreaElement)) return;
      // A bullet of an entry card (features/entries) names its field and line itself.
      const { field, line } = el.dataset;
      if (field && LINE_FIELDS.has(field) && Number(line) >= 0) setCursor({ field, line: Number(line) });
      else if (LINE_FIELDS.has(el.name)) setCursor({ field: el.name, line: lineAt(el.value, el.selectionStart) });
    };
    for (const type of ["keyup", "click", "focusin"]) form.addEventListener(type, track);
    return () => {
      for (const type of ["keyup", "click", "focusin"]) form.removeEventListener(type, track);
    };
  }, [formRef]);

  const goTo = useCallback(
    (f: CheckFinding) => {
      if (!f.field) return;
      focusField(f.field);
      requestAnimationFrame(() => requestAnimationFrame(() => selectLine(formRef.current?.querySelector<HTMLElement>(`[name="${f.field}"]`) ?? null, f.line ?? undefined)));
    },
    [focusField, formRef],
  );

  const use = (s: string) => {
    const field = improve.shown?.target.field ?? "";
    improve.use(s);
    toast.success(CHECK_MESSAGES.used(labelOf(field)));
  };

  const groups = new Map<string, CheckFinding[]>();
  for (const f of report?.findings ?? []) groups.set(f.section, [...(groups.get(f.section) ?? []), f]);
  const sections = [...groups.keys()].sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));
  const cursorText = cursor ? lineText(values[cursor.field] ?? "", cursor.line) : "";
  const parts = report ? Object.entries(report.breakdown ?? {}) : [];
  // The suggestions show once, under the first finding about their line; else first in the box.
  let placed = false;
  const orphan = !!improve.shown && !findingHolds(report, improve.shown.target);
  // Suggestions asked for a line no finding is about show at the top of the findings' box:
  // scrolled there when they come, so they are in sight even if the list was scrolled down.
  const shown = improve.shown;
  useEffect(() => {
    const box = findingsRef.current;
    if (box && shown && !findingHolds(report, shown.target)) box.scrollTop = 0;
    // Only when new suggestions come, not as each report lands.
  }, [shown]);

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 rounded-lg border border-line bg-raised/40 p-4" data-testid="check-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-h`} className="text-base font-semibold text-fg">
          {CHECK_MESSAGES.heading}
        </h3>
        {report ? (
          <span className="inline-flex items-center gap-2 text-sm font-semibold text-fg" data-testid="check-score">
            <span aria-hidden="true" className={cn("size-3 rounded-full", scoreTone(report.score))} />
            Score {report.score}/100
          </span>
        ) : (
          <span className="text-xs text-muted">{CHECK_MESSAGES.waiting}</span>
        )}
      </div>
      {/* Every row below keeps its height as the user types (the preview sits under this panel,
          and the product allows no layout jumps): the breakdown's row is held until the first
          report, the hint stays (it came and went as the cursor moved onto an empty line), and the
          findings scroll inside a box of one fixed height, whether they are many, one or none
          (FINDINGS_HEIGHT). */}
      {parts.length ? (
        <details className="text-xs text-muted">
          <summary className="cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">Score breakdown</summary>
        <ul aria-label="Score breakdown" className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {parts.map(([key, p]) => (
            <li key={key} className="flex items-center justify-between gap-2">
              <span>{p.label}</span>
              <span className="font-medium text-fg">
                {p.points}/{p.max}
              </span>
            </li>
          ))}
        </ul>
        </details>
      ) : (
        <p aria-hidden="true" className="invisible text-xs" data-testid="check-breakdown-placeholder">
          Score breakdown
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" disabled={!cursorText} busy={!!cursor && improve.busy?.field === cursor.field && improve.busy.line === cursor.line} onClick={() => cursor && void improve.ask(cursor)}>
          {CHECK_MESSAGES.improveLine}
        </Button>
        {improve.canUndo ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              improve.undo();
              toast.success(CHECK_MESSAGES.undone);
            }}
          >
            {CHECK_MESSAGES.undo}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted" data-testid="check-hint">
        {CHECK_MESSAGES.improveLineHint}
      </p>
      <div aria-live="polite" className="empty:hidden">
        {improve.error ? (
          <p role="alert" className="text-sm text-danger">
            {improve.error}
          </p>
        ) : null}
      </div>
      <div
        ref={findingsRef}
        tabIndex={sections.length || orphan ? 0 : undefined}
        role="region"
        aria-label="Findings"
        data-testid="check-findings"
        className={cn(FINDINGS_HEIGHT, "overflow-auto pr-1")}
      >
        {/* Suggestions for a line no finding is about: first in the box, announced as they come. */}
        <div aria-live="polite">
          {orphan && improve.shown ? (
            <div className="pb-3">
              <SuggestionList shown={improve.shown} onUse={use} onClose={improve.dismiss} />
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-3">
          {report && (report.findings ?? []).length === 0 ? <p className="text-sm text-fg">{CHECK_MESSAGES.none}</p> : null}
          {sections.map((section) => (
            <div key={section} className="flex flex-col gap-2">
              <h4 className="text-sm font-semibold text-fg">{SECTION_LABELS[section] ?? labelOf(section)}</h4>
              <ul className="flex flex-col gap-2">
                {groups.get(section)!.map((f, i) => {
                  const target = f.field && f.line != null ? { field: f.field, line: f.line } : null;
                  const here = !placed && !!target && !!improve.shown && improve.shown.target.field === target.field && improve.shown.target.line === target.line;
                  if (here) placed = true;
                  return (
                    <li key={`${f.rule}-${f.entry}-${f.bullet}-${i}`} className="flex flex-col gap-1 rounded-md border border-line bg-surface p-2" data-rule={f.rule}>
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <p className="text-sm text-fg">
                          <Badge className="mr-1">{f.severity === "warning" ? CHECK_MESSAGES.warning : CHECK_MESSAGES.info}</Badge>
                          {f.message}
                        </p>
                        <div className="flex gap-1">
                          {f.field ? (
                            <Button size="sm" variant="ghost" onClick={() => goTo(f)}>
                              {f.line != null ? CHECK_MESSAGES.goTo : CHECK_MESSAGES.goToField}
                            </Button>
                          ) : null}
                          {target && IMPROVABLE.has(f.rule) ? (
                            <Button size="sm" variant="secondary" busy={improve.busy?.field === target.field && improve.busy.line === target.line} onClick={() => void improve.ask(target)}>
                              {CHECK_MESSAGES.improve}
                            </Button>
                          ) : null}
                        </div>
                      </div>
                      <p className="text-xs text-muted">{f.why}</p>
                      {here && improve.shown ? <SuggestionList shown={improve.shown} onUse={use} onClose={improve.dismiss} /> : null}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Whether a finding of the report is about the target line (its suggestions show there). */
function findingHolds(report: CheckReport | null, t: LineTarget): boolean {
  return !!report?.findings?.some((f) => f.field === t.field && f.line === t.line && IMPROVABLE.has(f.rule));
}
