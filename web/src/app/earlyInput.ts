/**
 * Text typed into the prerendered shell before the app hydrated it (ADR 0016) is on the page
 * but not in React's state: hydration keeps the field's text and takes it as the field's
 * known value, so no change is ever seen. For each field whose text differs from the one the
 * shell was built with, tell React the shell's value, put the typed text back and fire an
 * input event: the page's own onChange then takes it in, as if it had been typed just now.
 */
export function keepEarlyInput(root: ParentNode): void {
  // Read them all first: the first event re-renders the page, and a controlled field not yet
  // handed over would be reset to its state's value.
  const early = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")]
    .filter((el) => !(el instanceof HTMLInputElement && ["checkbox", "radio", "file", "hidden"].includes(el.type)))
    .filter((el) => el.value !== el.defaultValue)
    .map((el) => [el, el.value] as const);
  for (const [el, typed] of early) {
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setNative = Object.getOwnPropertyDescriptor(proto, "value")?.set;
    if (!setNative) continue;
    el.value = el.defaultValue; // through React's tracker: its known value is now the shell's
    setNative.call(el, typed); // past the tracker: the field shows what was typed
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
