/**
 * What a signed-in user typed stays in this browser only while they are signed in: signing out
 * (any button), deleting the account, or a session found ended removes their saved forms and
 * what else is kept per user; a guest's form stays the guest's (ADR 0032).
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, PROFILE, signedInApi, stubApi, type ApiHandler } from "@/test/app";
import { App } from "./App";

const TYPED = "Quixotrellis Ltd";

let routes: Record<string, ApiHandler>;
let signedIn = true;

beforeEach(() => {
  signedIn = true;
  window.history.replaceState(null, "", "/cover-letter");
  routes = {
    ...signedInApi(),
    "GET /api/auth/session": () => json(signedIn ? { authenticated: true, profile: PROFILE } : { authenticated: false }),
    "GET /api/auth/providers": () => json({ github: true, google: true, email_confirmation: false }),
    "GET /api/settings": () => json({ default_tone: "professional", default_template: "default", saved: false }),
    "POST /api/auth/logout": () => {
      signedIn = false;
      return new Response(null, { status: 204 });
    },
  };
  stubApi(routes);
});
afterEach(() => vi.unstubAllGlobals());

/** Every value of both storages, as one string. */
function stored(): string {
  const all: string[] = [];
  for (const s of [window.localStorage, window.sessionStorage]) for (let i = 0; i < s.length; i++) all.push(`${s.key(i)}=${s.getItem(s.key(i)!)}`);
  return all.join("\n");
}

async function typeAsUser() {
  const user = userEvent.setup();
  render(<App />);
  await screen.findAllByText("Signed in");
  const company = await screen.findByRole("textbox", { name: "Company name" }, { timeout: 5000 });
  await user.type(company, TYPED);
  await waitFor(() => expect(window.localStorage.getItem(`draftsmith.form.cover_letter.${PROFILE.id}`)).toContain(TYPED));
  return user;
}

describe("leaving the account clears the browser", () => {
  it("the header's Logout leaves the typed form in neither storage, and the page's form empty", async () => {
    window.localStorage.setItem("draftsmith.form.resume.guest", JSON.stringify({ values: { name: "Guest Gina" }, template: "default" }));
    const user = await typeAsUser();
    await user.click(screen.getAllByRole("button", { name: "Logout" })[0]!);
    await screen.findAllByText("Guest");
    await waitFor(() => expect(stored()).not.toContain(TYPED));
    // Still not written back a moment later, by the page that showed it.
    await new Promise((r) => setTimeout(r, 300));
    expect(stored()).not.toContain(TYPED);
    expect((screen.getByRole("textbox", { name: "Company name" }) as HTMLInputElement).value).toBe("");
    // The guest's own form is the guest's still.
    expect(window.localStorage.getItem("draftsmith.form.resume.guest")).toContain("Guest Gina");
  });

  it("a session check answered 'signed in' before the Logout reached the server does not bring the user back", async () => {
    const user = await typeAsUser();
    // The check leaves while signed in (a focus; the recheck after load), and its answer is late.
    let answer!: () => void;
    routes["GET /api/auth/session"] = () => {
      const body = { authenticated: true, profile: PROFILE };
      return new Promise((resolve) => (answer = () => resolve(json(body))));
    };
    window.dispatchEvent(new Event("focus"));
    await waitFor(() => expect(answer).toBeTypeOf("function"));
    routes["GET /api/auth/session"] = () => json(signedIn ? { authenticated: true, profile: PROFILE } : { authenticated: false });
    await user.click(screen.getAllByRole("button", { name: "Logout" })[0]!);
    await screen.findAllByText("Guest");
    answer();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryAllByText("Signed in")).toHaveLength(0);
    expect(screen.getAllByText("Guest").length).toBeGreaterThan(0);
    expect(stored()).not.toContain(TYPED);
  });

  it("a session found ended (signed out elsewhere, expired) clears the user's forms", async () => {
    await typeAsUser();
    signedIn = false;
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
    await screen.findAllByText("Guest");
    await waitFor(() => expect(stored()).not.toContain(TYPED));
    await new Promise((r) => setTimeout(r, 300));
    expect(stored()).not.toContain(TYPED);
  });

  it("a failed session check (offline) keeps them", async () => {
    await typeAsUser();
    routes["GET /api/auth/session"] = () => Promise.reject(new TypeError("Failed to fetch"));
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
    await new Promise((r) => setTimeout(r, 300));
    expect(window.localStorage.getItem(`draftsmith.form.cover_letter.${PROFILE.id}`)).toContain(TYPED);
  });
});
