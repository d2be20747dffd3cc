import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { cn } from "@/lib/cn";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openCount = 0;

/** Makes the app behind a modal inert and unscrollable while any modal is open. */
function lockBackground(): () => void {
  openCount += 1;
  const root = document.getElementById("root");
  if (openCount === 1) {
    root?.setAttribute("inert", "");
    document.documentElement.style.setProperty("overflow", "hidden");
  }
  return () => {
    openCount -= 1;
    if (openCount === 0) {
      root?.removeAttribute("inert");
      document.documentElement.style.removeProperty("overflow");
    }
  };
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Element to focus first; defaults to the first focusable element in the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * An accessible modal dialog: labelled, focus trapped while open and returned on close,
 * closes on Escape or a click outside, and keeps the page behind it inert.
 */
export function Modal({ open, onClose, title, description, children, initialFocus, className }: ModalProps) {
  const titleId = useId();
  const descId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBackground();
    const panel = panelRef.current;
    const first = initialFocus?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    first?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      unlock();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-overlay p-4 backdrop-blur-sm sm:items-center"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        className={cn("surface-card my-auto w-full max-w-md p-6 outline-none sm:p-8", className)}
      >
        <h2 id={titleId} className="text-xl font-semibold text-fg">
          {title}
        </h2>
        {description ? (
          <div id={descId} className="mt-2 text-sm text-muted">
            {description}
          </div>
        ) : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
