/**
 * Build-time prerender of the public pages (ADR 0016): `vite build --ssr src/prerender.tsx`
 * bundles this for Node, and scripts/prerender.mjs calls render() for each public path and
 * writes the markup into dist/shell/. The Go server puts it inside <div id="root"> of that
 * route's HTML, so the page paints before any script runs; boot.tsx then hydrates the same
 * page over it.
 *
 * The markup is the app's own first render of a signed-out visitor with no saved settings:
 * the header (its session dot still "checking"), the page's title, the form's fields and the
 * empty preview. Nothing user-specific can be in it. The page's lazy parts (the slides panel,
 * the PDF import panel) are awaited, so the shell holds them rendered.
 */
import { StrictMode } from "react";
import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import { StaticRouter } from "react-router";
import { AppProviders } from "./app/App";
import { loadPage, PAGE_MODULES } from "./app/pageModules";
import { AppRoutes } from "./app/routes";

export async function render(path: string): Promise<string> {
  if (!PAGE_MODULES[path]) throw new Error(`${path}: no such page`);
  await loadPage(path);
  const page = (
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
  // The JSX above is typed as React's and built as Preact's (ADR 0028).
  return renderToStringAsync(page as unknown as VNode);
}
