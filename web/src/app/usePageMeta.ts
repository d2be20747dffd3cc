import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { applyPageMeta, findPage } from "./pageMeta";

/** Keeps document.title, description, canonical and robots in step with the current path. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    applyPageMeta(document, findPage(pathname), window.location.origin, pathname);
  }, [pathname]);
}
