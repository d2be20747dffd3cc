import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import SettingsPage from "@/routes/SettingsPage";
import { json, renderRoutes, signedInApi, stubApi, type ApiCall, type ApiHandler } from "@/test/app";

let routes: Record<string, ApiHandler>;
let calls: ApiCall[];

function renderSettings() {
  renderRoutes({ "/settings": <SettingsPage /> }, "/settings");
}

beforeEach(() => {
  routes = signedInApi();
  calls = stubApi(routes);
});
afterEach(() => vi.unstubAllGlobals());

async function passwordSection() {
  return within((await screen.findByRole("heading", { name: "Password" })).closest("section")!);
}

// Typing into the whole settings page in jsdom is slow on a busy machine: no delay between
// keys, and more than the default 5 s per test.
describe("/settings password section", { timeout: 20_000 }, () => {
  it("checks the form before asking the server", async () => {
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const section = await passwordSection();
    await user.click(await section.findByRole("button", { name: "Change password" }));
    expect(section.getByText("Please enter your current password and a new one.")).toBeTruthy();
    expect(section.getByLabelText("Current password").getAttribute("aria-invalid")).toBe("true");
    await user.type(section.getByLabelText("Current password"), "kettle-sparrow-7");
    await user.type(section.getByLabelText("New password"), "lantern-orchard-9");
    await user.type(section.getByLabelText("Confirm new password"), "lantern-orchard-8");
    await user.click(section.getByRole("button", { name: "Change password" }));
    expect(section.getByText("Passwords do not match.")).toBeTruthy();
    expect(document.activeElement).toBe(section.getByLabelText("Confirm new password"));
    expect(calls.some((c) => c.key === "POST /api/auth/password")).toBe(false);
  });

  it("shows the server's refusal on its field, then changes the password", async () => {
    let answer = json({ status: 422, title: "Unprocessable Entity", detail: "Your current password is not correct." }, 422, "Unprocessable Entity");
    routes["POST /api/auth/password"] = () => answer;
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const section = await passwordSection();
    await user.type(await section.findByLabelText("Current password"), "wrong-guess-1");
    await user.type(section.getByLabelText("New password"), "lantern-orchard-9");
    await user.type(section.getByLabelText("Confirm new password"), "lantern-orchard-9");
    await user.click(section.getByRole("button", { name: "Change password" }));
    expect(await section.findByText("Your current password is not correct.")).toBeTruthy();
    expect(section.getByLabelText("Current password").getAttribute("aria-invalid")).toBe("true");
    expect(JSON.parse(calls.find((c) => c.key === "POST /api/auth/password")!.body)).toEqual({ current_password: "wrong-guess-1", new_password: "lantern-orchard-9" });

    answer = json({ message: "Your password has been changed. Your other sessions have been signed out." });
    await user.clear(section.getByLabelText("Current password"));
    await user.type(section.getByLabelText("Current password"), "kettle-sparrow-7");
    await user.click(section.getByRole("button", { name: "Change password" }));
    expect(await section.findByText("Password changed. Your other sessions have been signed out.")).toBeTruthy();
    expect((section.getByLabelText("Current password") as HTMLInputElement).value).toBe("");
    expect((section.getByLabelText("New password") as HTMLInputElement).value).toBe("");
  });

  it("offers an account without a password a link to set one", async () => {
    routes["GET /api/auth/password"] = () => json({ has_password: false });
    routes["POST /api/auth/password-reset"] = () => json({ message: "If an account exists for that email, we sent a link to reset its password." }, 202);
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const section = await passwordSection();
    expect(await section.findByText(/You sign in with GitHub or Google, so your account has no password yet\./)).toBeTruthy();
    expect(section.queryByLabelText("Current password")).toBeNull();
    await user.click(section.getByRole("button", { name: "Email me a link" }));
    expect(await section.findByText("We sent a link to ada@example.com. Open it within 1 hour to set your password.")).toBeTruthy();
    await waitFor(() => expect(JSON.parse(calls.find((c) => c.key === "POST /api/auth/password-reset")!.body)).toEqual({ email: "ada@example.com" }));
  });
});
