import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** Drawn before the label (a swatch, a small preview). */
  visual?: ReactNode;
}

/**
 * A radio group drawn as cards. Native radios inside a fieldset: one Tab stop, arrow keys move
 * and select, the legend names the group. The radio covers its card, so a click anywhere on
 * the card selects it, and its focus ring is the card's.
 */
export function ChoiceGroup<T extends string>({
  legend,
  description,
  name,
  value,
  choices,
  onChange,
  columns,
  showCheck = true,
}: {
  legend: string;
  description?: ReactNode;
  name: string;
  value: T;
  choices: ReadonlyArray<Choice<T>>;
  onChange: (value: T) => void;
  columns: string;
  /** A check mark at the end of the chosen card; off when the visual marks the choice itself. */
  showCheck?: boolean;
}) {
  const descId = useId();
  return (
    <fieldset aria-describedby={description ? descId : undefined} className="flex min-w-0 flex-col gap-3">
      <legend className="mb-3 text-sm font-medium text-fg">{legend}</legend>
      {description ? (
        <p id={descId} className="-mt-3 text-sm text-muted">
          {description}
        </p>
      ) : null}
      <div className={cn("grid gap-2", columns)}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label key={choice.value} className="relative flex min-w-0">
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-lg outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
              />
              <span
                className={cn(
                  "flex w-full min-w-0 items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors",
                  "border-line-strong bg-surface text-fg peer-hover:bg-raised",
                  "peer-checked:border-accent peer-checked:bg-accent-soft peer-checked:font-semibold",
                )}
              >
                {choice.visual}
                <span className="min-w-0 flex-1 truncate">{choice.label}</span>
                {showCheck ? (
                  <svg
                    viewBox="0 0 24 24"
                    className={cn("size-4 shrink-0 text-accent-fg", checked ? "visible" : "invisible")}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d="m5 12.5 4.5 4.5L19 7.5" />
                  </svg>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
