/**
 * Text typed into the prerendered shell before the app hydrated it (ADR 0016) is on the page
 * but not in the page's state, and hydration does not keep it everywhere: Preact sets a
 * textarea's value from its props while hydrating (ADR 0028). So boot.tsx reads every field
 * whose text differs from the one the shell was built with just before hydrating, and once
 * the page has mounted, each is handed over: the typed text goes back in and an input event
 * fires, so the page's own onChange takes it in, as if it had been typed just now.
 */
export type EarlyInput = readonly [field: HTMLInputElement | HTMLTextAreaElement, typed: string];

/** The fields of root holding text the visitor typed before the app ran. */
export function readEarlyInput(root: ParentNode): EarlyInput[] {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")]
    .filter((el) => !(el instanceof HTMLInputElement && ["checkbox", "radio", "file", "hidden"].includes(el.type)))
    .filter((el) => el.value !== el.defaultValue)
    .map((el) => [el, el.value] as const);
}

/** Gives the page's state what readEarlyInput found; a field no longer on the page is skipped. */
export function handOverEarlyInput(early: readonly EarlyInput[]): void {
  for (const [el, typed] of early) {
    if (!el.isConnected) continue;
    el.value = typed;
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
