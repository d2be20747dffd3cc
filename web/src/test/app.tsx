/**
 * What the page tests share: a fake of the server's API behind `fetch`, a signed-in profile,
 * and a render of pages inside the app's providers and router (declarative, as in the app).
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import { SessionProvider } from "@/features/auth/session";

export function json(body: unknown, status = 200, statusText = "") {
  return new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });
}

/** The profile of the signed-in user in these tests, as GET /api/profile/me returns it. */
export const PROFILE = {
  id: "u1",
  email: "ada@example.com",
  full_name: "Ada Lovelace",
  name: "Ada Lovelace",
  bio: null,
  avatar_url: null,
  is_admin: false,
  is_premium: false,
  updated_at: "2026-01-01T00:00:00Z",
  user_metadata: { full_name: null, name: null },
};

export type ApiHandler = (request: Request) => Response | Promise<Response>;
export type ApiCall = { key: string; body: string };

/**
 * Answers `fetch` from `handlers`, keyed "METHOD /path" (read at call time, so a test can
 * change them), with a 404 for anything else; every call is recorded in the returned list.
 * Undo it with vi.unstubAllGlobals() in afterEach.
 */
export function stubApi(handlers: Record<string, ApiHandler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request) => {
      const key = `${input.method} ${new URL(input.url).pathname}`;
      calls.push({ key, body: input.method === "GET" ? "" : await input.clone().text() });
      const handler = handlers[key];
      return handler ? handler(input) : json({ detail: "not found" }, 404, "Not Found");
    }),
  );
  return calls;
}

/** The API of a signed-in user with a password: the session and the profile. */
export function signedInApi(profile: Record<string, unknown> = PROFILE): Record<string, ApiHandler> {
  return {
    "GET /api/auth/session": () => json({ authenticated: true, profile }),
    "GET /api/profile/me": () => json(profile),
    "GET /api/auth/password": () => json({ has_password: true }),
  };
}

/**
 * Renders the given routes at `path` inside the providers every page sits in. The returned
 * `pathname()` tells where the app has navigated since.
 */
export function renderRoutes(pages: Record<string, ReactNode>, path: string) {
  let current = path;
  function LocationProbe() {
    current = useLocation().pathname;
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            {Object.entries(pages).map(([at, element]) => (
              <Route key={at} path={at} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { pathname: () => current };
}
