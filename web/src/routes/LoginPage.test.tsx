import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "@/lib/storage";
import { json, renderRoutes, stubApi } from "@/test/app";
import LoginPage from "./LoginPage";

const routes: Record<string, () => Response> = {
  "GET /api/auth/session": () => json({ authenticated: false }),
  "GET /api/auth/providers": () => json({ github: false, google: true, email_confirmation: false }),
  "POST /api/auth/login": () =>
    json({ status: 401, title: "Unauthorized", detail: "Invalid email or password." }, 401),
};

function renderLogin(path = "/login") {
  renderRoutes(
    {
      "/login": <LoginPage />,
      "/account": <p>account page</p>,
      "/reset-password": <p>reset page</p>,
      "/liability": <p>liability page</p>,
    },
    path,
  );
}

describe("/login", () => {
  beforeEach(() => {
    stubApi(routes);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.oauthOff;
  });

  it("opens the disclaimer on switching to sign-up, and enables Continue only when ticked", async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    const dialog = await screen.findByRole("dialog");
    const cont = screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
    expect(dialog).toBeTruthy();
    expect(cont.disabled).toBe(true);
    await user.click(screen.getByRole("checkbox"));
    expect(cont.disabled).toBe(false);
    await user.click(cont);
    expect(window.localStorage.getItem(storageKeys.disclaimerAccepted)).toBe("true");
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Create account" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("blocks sign-up and OAuth until the disclaimer is accepted", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole("button", { name: "Create an account" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(window.localStorage.getItem(storageKeys.disclaimerAccepted)).toBe("false");
    expect(screen.getByText("Please review and accept the disclaimer to create an account.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Create account" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Google" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says when a provider is not configured", async () => {
    // The server's page named both; its answer says Google is configured after all.
    document.documentElement.dataset.oauthOff = "github google";
    renderLogin();
    const github = screen.getByRole("button", { name: "GitHub" }) as HTMLButtonElement;
    const google = screen.getByRole("button", { name: "Google" }) as HTMLButtonElement;
    await waitFor(() => expect(google.disabled).toBe(false));
    expect(github.disabled).toBe(true);
    // The stylesheet shows a provider's note while <html> names it in data-oauth-off.
    expect(document.documentElement.dataset.oauthOff).toBe("github");
    const note = screen.getByText("GitHub sign-in is not configured");
    expect(note.dataset.provider).toBe("github");
    expect(github.getAttribute("aria-describedby")).toBe(note.id);
    expect(google.getAttribute("aria-describedby")).toBeNull();
  });

  it("after a confirmation link, says the email is confirmed and asks to sign in", async () => {
    const user = userEvent.setup();
    renderLogin("/login?confirmed=1");
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
    expect(screen.getByText("Email confirmed. Please sign in.")).toBeTruthy();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-one");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Auth error: Invalid email or password.")).toBeTruthy();
    expect(screen.queryByText("Email confirmed. Please sign in.")).toBeNull();
  });

  it("shows 'Auth error: {detail}' when sign-in fails", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-one");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Auth error: Invalid email or password.")).toBeTruthy();
  });
});
