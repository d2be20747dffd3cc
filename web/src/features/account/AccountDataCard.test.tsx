import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AccountPage from "@/routes/AccountPage";
import { json, renderRoutes, signedInApi, stubApi, type ApiCall, type ApiHandler } from "@/test/app";

const SIGN_IN_AGAIN = "For your security, sign in again with GitHub or Google, then delete your account within 10 minutes of signing in.";

let routes: Record<string, ApiHandler>;
let calls: ApiCall[];

function renderAccount() {
  return renderRoutes({ "/account": <AccountPage />, "/": <h1>Home</h1> }, "/account");
}

beforeEach(() => {
  routes = { ...signedInApi(), "GET /api/auth/providers": () => json({ github: true, google: true, email_confirmation: false }) };
  calls = stubApi(routes);
});
afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  const user = userEvent.setup();
  const router = renderAccount();
  await user.click(await screen.findByRole("button", { name: "Delete my account…" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Delete your account?" }));
  return { user, router, dialog };
}

describe("/account: delete my account", () => {
  it("checks the typed email before asking the server", async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText("Type your email to confirm"), "ada@example.org");
    await user.type(await dialog.findByLabelText("Password"), "kettle-sparrow-7");
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    expect(dialog.getByRole("alert").textContent).toBe("The email you typed does not match your account's email address.");
    expect(document.activeElement).toBe(dialog.getByLabelText("Type your email to confirm"));
    expect(calls.some((c) => c.key === "DELETE /api/account")).toBe(false);
  });

  it("shows the server's refusal of the password and stays signed in", async () => {
    routes["DELETE /api/account"] = () =>
      json({ status: 422, title: "Unprocessable Entity", detail: "Your password is not correct.", errors: [{ location: "body.password" }] }, 422);
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText("Type your email to confirm"), "Ada@Example.com");
    await user.type(await dialog.findByLabelText("Password"), "wrong-one-1");
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(dialog.getByRole("alert").textContent).toBe("Your password is not correct."));
    expect(document.activeElement).toBe(dialog.getByLabelText("Password"));
    const sent = calls.find((c) => c.key === "DELETE /api/account");
    expect(JSON.parse(sent!.body)).toEqual({ email: "Ada@Example.com", password: "wrong-one-1" });
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("asks an account without a password for a fresh sign-in, not a password", async () => {
    routes["GET /api/auth/password"] = () => json({ has_password: false });
    routes["DELETE /api/account"] = () => json({ status: 403, title: "Forbidden", detail: SIGN_IN_AGAIN }, 403);
    const { user, dialog } = await openDialog();
    expect(await dialog.findByText(/has no password\. For your security, deleting it needs a sign-in in the last 10 minutes\./)).toBeTruthy();
    expect(dialog.queryByLabelText("Password")).toBeNull();
    await user.type(dialog.getByLabelText("Type your email to confirm"), "ada@example.com");
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(dialog.getByRole("alert").textContent).toBe(SIGN_IN_AGAIN));
    expect(JSON.parse(calls.find((c) => c.key === "DELETE /api/account")!.body)).toEqual({ email: "ada@example.com" });
    // The way to sign in again is right there.
    expect(dialog.getByText("Sign in again, then come back here:")).toBeTruthy();
    expect(dialog.getByRole("button", { name: "GitHub" })).toBeTruthy();
  });

  it("signs out, forgets the user's saved forms (not a guest's) and goes home after the deletion", async () => {
    routes["DELETE /api/account"] = () => new Response(null, { status: 204 });
    window.localStorage.setItem("draftsmith.form.resume.u1", JSON.stringify({ values: { name: "Ada Lovelace" }, template: "default" }));
    window.localStorage.setItem("draftsmith.form.pitch_deck.guest", JSON.stringify({ values: { product: "Guest deck" }, template: "default" }));
    const { user, router, dialog } = await openDialog();
    await user.type(dialog.getByLabelText("Type your email to confirm"), "ada@example.com");
    await user.type(await dialog.findByLabelText("Password"), "kettle-sparrow-7");
    routes["GET /api/auth/session"] = () => json({ authenticated: false });
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(router.pathname()).toBe("/"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.localStorage.getItem("draftsmith.form.resume.u1")).toBeNull();
    expect(window.localStorage.getItem("draftsmith.form.pitch_deck.guest")).toContain("Guest deck");
  });
});
