import { Component, type ReactNode } from "react";

/** Last-resort page for an error thrown while rendering a route. */
export function RouteError() {
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

type BoundaryProps = { pathname: string; children: ReactNode };

/**
 * Shows RouteError in place of the app when rendering throws, and tries the app again when the
 * visitor goes to another path (the back button, a typed address).
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error("unknown rendering error") };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.pathname !== this.props.pathname) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
