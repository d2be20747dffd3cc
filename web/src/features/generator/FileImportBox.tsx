import { useId, useRef, type ReactNode } from "react";

/**
 * A box of the resume form that fills it from a file (the one Import) or saves one (JSON
 * Resume): a title, a line of help, its buttons, the hidden file input they open when the box
 * takes a file, and a live note under them for what happened. The file input is emptied after
 * each pick, so the same file can be picked again.
 */
export function FileImportBox({
  title,
  help,
  fileLabel,
  accept,
  onFile,
  buttons,
  note,
  busy = false,
  testId,
}: {
  title: string;
  help: string;
  /** The file input's accessible name (a box that takes a file). */
  fileLabel?: string;
  accept?: string;
  onFile?: (file: File) => void;
  /** The box's buttons; `pickFile` opens the file picker. */
  buttons: (pickFile: () => void) => ReactNode;
  note: ReactNode;
  busy?: boolean;
  testId?: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div role="group" data-testid={testId} aria-labelledby={`${id}-title`} aria-busy={busy} className="flex flex-col gap-2 rounded-md border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p id={`${id}-title`} className="text-sm font-medium text-fg">
            {title}
          </p>
          <p className="text-xs text-muted">{help}</p>
        </div>
        <div className="flex flex-wrap gap-2">{buttons(() => inputRef.current?.click())}</div>
      </div>
      {onFile ? (
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          aria-label={fileLabel}
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) onFile(file);
          }}
        />
      ) : null}
      <div aria-live="polite" className="empty:hidden">
        {note}
      </div>
    </div>
  );
}
