import { useSyncExternalStore } from "react";
import { parseAccent, type Accent } from "@/app/theme";

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-accent"] });
  return () => observer.disconnect();
}

/** The accent currently applied to <html> (the companion of app/useDocumentTheme), updated when it changes. */
export function useDocumentAccent(): Accent {
  return useSyncExternalStore(subscribe, () => parseAccent(document.documentElement.getAttribute("data-accent")));
}
