import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export const inputClasses =
  "block h-11 w-full rounded-md border border-line-strong bg-field px-3 text-base text-fg shadow-inner " +
  "placeholder:text-muted transition-colors hover:border-muted " +
  "focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus " +
  "disabled:cursor-not-allowed disabled:opacity-70 read-only:bg-raised read-only:hover:border-line-strong";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  hint?: ReactNode;
  /** Marks the label "(optional)". */
  optional?: boolean;
  id?: string;
  ref?: React.Ref<HTMLInputElement>;
  trailing?: ReactNode;
}

/** A labelled text input with an optional hint, tied together with aria-describedby. */
export function Field({ label, hint, optional, id, className, trailing, ...rest }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? `f${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          {label}
          {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
        </label>
        {trailing}
      </div>
      <input id={inputId} className={inputClasses} aria-describedby={hintId} {...rest} />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "children"> {
  label: string;
  hint?: ReactNode;
  id?: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
}

/** A labelled select with an optional hint, laid out like Field. */
export function SelectField({ label, hint, id, className, options, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? `f${autoId}`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select id={selectId} className={inputClasses} aria-describedby={hintId} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
