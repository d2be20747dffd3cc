import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/Button";
import { Modal } from "@/components/Modal";
import { DISCLAIMER_CHECKBOX, DISCLAIMER_PARAGRAPHS, DISCLAIMER_TITLE } from "./disclaimer";

/** The liability disclaimer. Continue is enabled only while the box is ticked. */
export function DisclaimerModal({ open, accepted, onAccept, onDismiss }: { open: boolean; accepted: boolean; onAccept: () => void; onDismiss: () => void }) {
  const [ticked, setTicked] = useState(accepted);
  const checkboxId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) setTicked(accepted);
  }, [open, accepted]);

  return (
    <Modal open={open} onClose={onDismiss} title={DISCLAIMER_TITLE} className="max-w-lg" initialFocus={checkboxRef}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 text-sm text-fg">
          {DISCLAIMER_PARAGRAPHS.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p className="text-muted">
            Read the full{" "}
            <Link to="/liability" className="text-link" onClick={onDismiss}>
              liability disclaimer
            </Link>
            .
          </p>
        </div>
        <div className="flex items-start gap-3 rounded-lg border border-line bg-raised p-4">
          <input
            ref={checkboxRef}
            id={checkboxId}
            type="checkbox"
            checked={ticked}
            onChange={(e) => setTicked(e.target.checked)}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-(--ds-accent)"
          />
          <label htmlFor={checkboxId} className="cursor-pointer text-sm text-fg">
            {DISCLAIMER_CHECKBOX}
          </label>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDismiss}>
            Cancel
          </Button>
          <Button disabled={!ticked} onClick={onAccept}>
            Continue
          </Button>
        </div>
      </div>
    </Modal>
  );
}
