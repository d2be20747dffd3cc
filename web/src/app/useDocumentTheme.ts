import { useCallback, useSyncExternalStore } from "react";
import { parseAccent, parseTheme, type Accent, type Theme } from "./theme";

/** A data-* attribute of <html>, parsed, re-read whenever it changes. */
function useRootAttribute<T>(attribute: string, parse: (value: string | null) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: [attribute] });
      return () => observer.disconnect();
    },
    [attribute],
  );
  return useSyncExternalStore(subscribe, () => parse(document.documentElement.getAttribute(attribute)));
}

/** The theme currently applied to <html>, updated when it changes. */
export function useDocumentTheme(): Theme {
  return useRootAttribute("data-theme", parseTheme);
}

/** The accent currently applied to <html>, updated when it changes. */
export function useDocumentAccent(): Accent {
  return useRootAttribute("data-accent", parseAccent);
}
