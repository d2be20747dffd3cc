import { useSyncExternalStore } from "react";
import { parseTheme, type Theme } from "./theme";

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

/** The theme currently applied to <html>, updated when it changes. */
export function useDocumentTheme(): Theme {
  return useSyncExternalStore(subscribe, () => parseTheme(document.documentElement.getAttribute("data-theme")));
}
