/**
 * Taps and key presses on the prerendered shell before the app runs (ADR 0016) are not lost.
 * The shell's buttons are painted before the app's script has started (main.tsx waits for the
 * first contentful paint, and a phone's network and CPU stretch that gap): a tap then did
 * nothing — or, on a form's submit button, the browser submitted the form itself and reloaded
 * the page with the fields in its address. From the entry's first line (main.tsx) until the
 * app is ready, a click on a button of the page (or Enter on it, which the browser turns into
 * a click), a form's submission, Ctrl/⌘+Enter in a field, and a file chosen in a file input
 * (the resume page's Import: the shell's input takes the file, but no handler reads it) are
 * held back, the control is
 * marked as waiting (data-early-tap: a progress cursor and a pulse, styles.css), and once the
 * app is ready each is replayed on the same element, once, in order (ADR 0032).
 *
 * Ready means: the app has mounted, the session is known (a Generate pressed while it loads
 * would ask a signed-in user to sign in), and no page still holds the taps (a generator holds
 * them until its saved form is back, useHoldEarlyTaps), or at most HOLD_CAP_MS after the
 * session is known. Typed text is handed over separately (earlyInput.ts), before the replay.
 *
 * Plain DOM, no framework: it is part of the entry chunk, which must stay small.
 */

/** What counts as a control whose tap is held back. Links keep working without the app. */
const CONTROL = "button, [role='button'], input[type='submit'], input[type='button'], input[type='image']";

/** The attribute marking a control whose tap waits for the app. */
export const EARLY_TAP_MARK = "data-early-tap";

/** After the session is known, taps wait at most this long for a page that holds them. */
export const HOLD_CAP_MS = 10_000;

type Tap =
  | { kind: "click"; el: Element; path: number[] }
  | { kind: "submit"; el: HTMLFormElement; path: number[]; submitter: HTMLElement | null }
  | { kind: "key"; el: Element; path: number[]; init: KeyboardEventInit }
  | { kind: "file"; el: HTMLInputElement; path: number[] };

export interface EarlyTaps {
  /** Starts holding back taps on root's controls (the prerendered shell). */
  record(root: HTMLElement): void;
  /** The app has mounted and knows the session: replay once no page holds the taps. */
  appReady(): void;
  /** A page holds the taps until it is ready itself; call the result to let go. */
  hold(): () => void;
}

/** The element's position under root, to find its replacement if hydration replaced it. */
function pathOf(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

function atPath(root: Element, path: number[], like: Element): Element | null {
  let node: Element | undefined = root;
  for (const i of path) node = node?.children[i];
  return node && node.tagName === like.tagName ? node : null;
}

export function createEarlyTaps(): EarlyTaps {
  let root: HTMLElement | null = null;
  let recording = false;
  let ready = false;
  let holds = 0;
  let cap: ReturnType<typeof setTimeout> | undefined;
  const queue: Tap[] = [];

  const within = (target: EventTarget | null): Element | null =>
    root && target instanceof Element && root.contains(target) ? target : null;

  const held = (event: Event, tap: Tap) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const last = queue.at(-1);
    // An impatient second tap on the same control is the same request.
    if (last && last.kind === tap.kind && last.el === tap.el) return;
    queue.push(tap);
    (tap.kind === "submit" ? (tap.submitter ?? tap.el) : tap.el).setAttribute(EARLY_TAP_MARK, "");
  };

  const onClick = (event: Event) => {
    const control = within(event.target)?.closest(CONTROL);
    if (!root || !control || !root.contains(control)) return;
    held(event, { kind: "click", el: control, path: pathOf(root, control) });
  };
  const onSubmit = (event: Event) => {
    const form = within(event.target);
    if (!root || !(form instanceof HTMLFormElement)) return;
    const submitter = (event as SubmitEvent).submitter ?? null;
    held(event, { kind: "submit", el: form, path: pathOf(root, form), submitter });
  };
  const onKeyDown = (event: Event) => {
    const e = event as KeyboardEvent;
    const el = within(e.target);
    if (!root || !el || e.key !== "Enter" || !(e.ctrlKey || e.metaKey)) return;
    const { key, code, ctrlKey, metaKey, shiftKey, altKey } = e;
    held(event, { kind: "key", el, path: pathOf(root, el), init: { key, code, ctrlKey, metaKey, shiftKey, altKey } });
  };
  // The file stays in the input; its change is told to the page once it is ready.
  const onChange = (event: Event) => {
    const input = within(event.target);
    if (!root || !(input instanceof HTMLInputElement) || input.type !== "file" || !input.files?.length) return;
    held(event, { kind: "file", el: input, path: pathOf(root, input) });
  };
  const listeners: [string, (event: Event) => void][] = [
    ["click", onClick],
    ["submit", onSubmit],
    ["keydown", onKeyDown],
    ["change", onChange],
  ];

  const replay = () => {
    if (!recording || !ready || holds > 0) return;
    recording = false;
    clearTimeout(cap);
    for (const [type, listener] of listeners) root?.ownerDocument.removeEventListener(type, listener, true);
    for (const tap of queue.splice(0)) {
      const el = tap.el.isConnected ? tap.el : root && atPath(root, tap.path, tap.el);
      (tap.kind === "submit" ? (tap.submitter ?? tap.el) : tap.el).removeAttribute(EARLY_TAP_MARK);
      if (!el) continue;
      el.removeAttribute(EARLY_TAP_MARK);
      if (tap.kind === "click") {
        if (!(el as HTMLButtonElement).disabled) (el as HTMLElement).click();
      } else if (tap.kind === "submit") {
        const submitter = tap.submitter?.isConnected ? tap.submitter : null;
        (el as HTMLFormElement).requestSubmit(submitter);
      } else if (tap.kind === "file") {
        const input = el as HTMLInputElement;
        // Hydration replaced the input: the file chosen moves to the new one.
        if (input !== tap.el && tap.el.files?.length) input.files = tap.el.files;
        if (input.files?.length) input.dispatchEvent(new Event("change", { bubbles: true }));
      } else {
        el.dispatchEvent(new KeyboardEvent("keydown", { ...tap.init, bubbles: true, cancelable: true }));
      }
    }
  };
  // After the effects of the render that made it ready have run (a page's hold among them).
  const replaySoon = () => setTimeout(replay, 0);

  return {
    record(shell) {
      if (recording) return;
      root = shell;
      recording = true;
      for (const [type, listener] of listeners) shell.ownerDocument.addEventListener(type, listener, true);
    },
    appReady() {
      if (ready) return;
      ready = true;
      cap = setTimeout(() => {
        holds = 0;
        replay();
      }, HOLD_CAP_MS);
      replaySoon();
    },
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds = Math.max(0, holds - 1);
        replaySoon();
      };
    },
  };
}

/** The page's one instance: main.tsx starts it, the app releases it. */
export const earlyTaps = createEarlyTaps();
