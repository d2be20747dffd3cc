/**
 * Build-time prerender of the public pages (ADR 0016): `vite build --ssr src/prerender.tsx`
 * bundles this for Node, and scripts/prerender.mjs calls render() for each public path and
 * writes the markup into dist/shell/. The Go server puts it inside <div id="root"> of that
 * route's HTML, so the page paints before any script runs; boot.tsx then hydrates the same
 * page over it in one commit.
 *
 * The markup is the app's own first render of a signed-out visitor with no saved settings:
 * the header (its session dot still "checking"), the page's title, the form's fields and the
 * empty preview. Nothing user-specific can be in it.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app/App";
import { routes } from "./app/routes";

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered with a redirect or response`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () =>
    renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  // The page's lazy parts (the slides panel, the PDF import panel) start loading on the first
  // render, which leaves their Suspense fallbacks marked "render on the client" (<!--$!-->):
  // hydrating those makes React report error #419 on every visit. Render again once they have
  // loaded, so the shell holds them rendered and hydration simply adopts them.
  let html = page();
  for (let attempt = 0; html.includes(CLIENT_RENDERED_BOUNDARY); attempt++) {
    if (attempt === 5) throw new Error(`${path}: a lazy part of the page never finished loading for the prerender`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    html = page();
  }
  return html;
}

/** How renderToString marks a Suspense boundary it could not finish. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";
