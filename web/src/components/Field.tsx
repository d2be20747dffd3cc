import { useId, type InputHTMLAttributes, type ReactNode } from "react";
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
