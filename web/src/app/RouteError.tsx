import { useRouteError } from "react-router";

/** Last-resort page for an error thrown while rendering a route. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold text-fg">Something went wrong</h1>
      <p className="text-muted">Please reload the page. If it keeps happening, try again in a few minutes.</p>
      <button
        type="button"
        className="inline-flex h-10 items-center rounded-md bg-accent px-4 text-sm font-medium text-on-accent"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </main>
  );
}
