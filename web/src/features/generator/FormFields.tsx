import { useId } from "react";
import { Button } from "@/components/Button";
import { inputClasses } from "@/components/Field";
import { EntryCards } from "@/features/entries/EntryCards";
import { isCardSection } from "@/features/entries/sections";
import { cn } from "@/lib/cn";
import { ASK_LABELS, ASKS, readAsk, type Ask } from "./ask";
import { CTA_SUGGESTIONS, EMAIL_TONES, type FieldDef, type KindConfig, type Values } from "./kinds";
import type { Kind } from "./stream";

function FormField({ field, value, onChange, id, unsure, error }: { field: FieldDef; value: string; onChange: (v: string) => void; id: string; unsure?: string; error?: string }) {
  // A resume's entries show as cards (features/entries, ADR 0049); the value stays the text.
  if (isCardSection(field.name) && field.rows) return <EntryCards section={field.name} id={id} label={field.label} hint={field.hint} rows={field.rows} value={value} onChange={onChange} unsure={unsure} />;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const checkId = unsure ? `${id}-check` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, checkId, hintId].filter(Boolean).join(" ") || undefined;
  const common = { id, name: field.name, value, "aria-describedby": describedBy, "aria-required": field.required || undefined, "aria-invalid": error ? true : undefined, "data-unsure": unsure ? "" : undefined };
  const marked = error ? "border-danger ring-1 ring-danger" : unsure ? "border-warning ring-1 ring-warning" : "";
  return (
    <div className={cn("flex flex-col gap-2", field.half ? "sm:col-span-1" : "sm:col-span-2")}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {field.label}
        {field.required ? <span aria-hidden="true" className="text-danger"> *</span> : null}
      </label>
      {field.options ? (
        <select {...common} className={cn(inputClasses, marked)} onChange={(e) => onChange(e.target.value)}>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.rows ? (
        <textarea {...common} rows={field.rows} placeholder={field.placeholder} className={cn(inputClasses, "h-auto py-2 leading-relaxed", marked)} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={field.type ?? "text"} placeholder={field.placeholder} autoComplete={field.autoComplete ?? "off"} className={cn(inputClasses, marked)} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
      {unsure ? (
        <p id={checkId} className="text-xs font-medium text-warning">
          Check this: {unsure}
        </p>
      ) : null}
      {field.hint ? (
        <p id={hintId} className="text-xs text-muted">
          {field.hint}
        </p>
      ) : null}
    </div>
  );
}

function Chips({ label, options, value, onChange, format }: { label: string; options: readonly string[]; value: string; onChange: (v: string) => void; format?: (v: string) => string }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-2 sm:col-span-2">
      <span id={id} className="text-sm font-medium text-fg">
        {label}
      </span>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option === value;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(active && format ? "" : option)}
              className={cn(
                "rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                active ? "border-accent bg-accent text-on-accent" : "border-line-strong bg-surface text-fg hover:bg-raised",
              )}
            >
              {format ? format(option) : option}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * The generator's fields: the main ones, a cold email's tone and call-to-action chips, and
 * the extra ones behind "Add More Info". The target job's fields live in its own panel.
 */
export function FormFields<K extends Kind>({
  config,
  baseId,
  values,
  onChange,
  showMore,
  onToggleMore,
  unsure = {},
  error = null,
}: {
  config: KindConfig<K>;
  baseId: string;
  values: Values;
  onChange: (name: string, value: string) => void;
  /** Fields an import was unsure of, each with why (importSummary.ts). */
  unsure?: Record<string, string>;
  /** A required field left empty at Generate, with the spec's message, shown next to it. */
  error?: { name: string; text: string } | null;
  showMore: boolean;
  onToggleMore: () => void;
}) {
  const mainFields = config.fields.filter((f) => !f.more && !f.target);
  const moreFields = config.fields.filter((f) => f.more && !f.target);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {mainFields.map((field) => (
        <FormField key={field.name} field={field} id={`${baseId}-${field.name}`} value={values[field.name] ?? ""} onChange={(v) => onChange(field.name, v)} unsure={unsure[field.name]} error={error?.name === field.name ? error.text : undefined} />
      ))}
      {config.kind === "cold_email" ? (
        <>
          <Chips label="Tone" options={EMAIL_TONES} value={values.tone ?? "Confident & warm"} onChange={(v) => onChange("tone", v || "Confident & warm")} />
          <Chips label="Call to action" options={CTA_SUGGESTIONS} value={values.cta ?? ""} onChange={(v) => onChange("cta", v)} format={(v) => v} />
          {/* The ask frames the email: read from the goal and offer until the user picks one. */}
          <Chips
            label="Ask"
            options={ASKS}
            value={values.ask || readAsk(values.goal ?? "", values.offer ?? "", Boolean(values.job_description || values.target_role || values.target_company))}
            onChange={(v) => onChange("ask", v)}
            format={(v) => ASK_LABELS[v as Ask]}
          />
        </>
      ) : null}
      {moreFields.length ? (
        <div className="sm:col-span-2">
          <Button variant="ghost" aria-expanded={showMore} aria-controls={`${baseId}-more`} onClick={onToggleMore}>
            {showMore ? "Hide extra info" : "Add More Info"}
          </Button>
        </div>
      ) : null}
      <div id={`${baseId}-more`} hidden={!showMore} className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        {moreFields.map((field) => (
          <FormField key={field.name} field={field} id={`${baseId}-${field.name}`} value={values[field.name] ?? ""} onChange={(v) => onChange(field.name, v)} unsure={unsure[field.name]} error={error?.name === field.name ? error.text : undefined} />
        ))}
      </div>
    </div>
  );
}
