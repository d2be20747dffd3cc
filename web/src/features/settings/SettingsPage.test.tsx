import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import SettingsPage from "@/routes/SettingsPage";
import { json, PROFILE, renderRoutes, signedInApi, stubApi, type ApiCall, type ApiHandler } from "@/test/app";
import { useGeneratorDefaults } from "./defaults";

let routes: Record<string, ApiHandler>;
let calls: ApiCall[];

function ShowDefaults() {
  const d = useGeneratorDefaults();
  return <output data-testid="defaults">{d.isLoading ? "loading" : `${d.tones.cover_letter}/${d.tones.cold_email}/${d.template}/${d.saved ? "saved" : "unsaved"}`}</output>;
}

function renderSettings() {
  renderRoutes(
    {
      "/settings": (
        <>
          <SettingsPage />
          <ShowDefaults />
        </>
      ),
      "/login": <p>login page</p>,
    },
    "/settings",
  );
}

function signedIn(profile: Record<string, unknown> = PROFILE) {
  Object.assign(routes, signedInApi(profile));
}

beforeEach(() => {
  routes = {
    "GET /api/auth/session": () => json({ authenticated: false }),
    "GET /api/billing/prices": () => json({ detail: "not here" }, 404),
  };
  calls = stubApi(routes);
  document.documentElement.setAttribute("data-theme", "dark");
  document.documentElement.setAttribute("data-accent", "cyan");
});
afterEach(() => vi.unstubAllGlobals());

describe("/settings as a guest", () => {
  it("changes theme and accent at once and keeps them", async () => {
    const user = userEvent.setup();
    renderSettings();
    const theme = await screen.findByRole("group", { name: "Theme" });
    expect((within(theme).getByRole("radio", { name: "Dark" }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(theme).getByRole("radio", { name: "Light" }));
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
    expect(localStorage.getItem("draftsmith.theme")).toBe("light");
    await waitFor(() => expect((within(theme).getByRole("radio", { name: "Light" }) as HTMLInputElement).checked).toBe(true));

    const accent = screen.getByRole("group", { name: "Accent colour" });
    expect(within(accent).getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["cyan", "magenta", "lime", "amber", "teal"]);
    await user.click(within(accent).getByRole("radio", { name: "Amber" }));
    expect(document.documentElement.getAttribute("data-accent")).toBe("amber");
    expect(localStorage.getItem("draftsmith.accent")).toBe("amber");
  });

  it("keeps generator defaults in this browser only, with premium templates locked", async () => {
    const user = userEvent.setup();
    renderSettings();
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Profile" })).toBeNull();
    const tone = screen.getByLabelText("Cover letter tone") as HTMLSelectElement;
    const emailTone = screen.getByLabelText("Cold email tone") as HTMLSelectElement;
    const template = screen.getByLabelText("Default template") as HTMLSelectElement;
    await waitFor(() => expect(tone.disabled).toBe(false));
    // Each generator's own list, as its form offers it.
    expect(Array.from(tone.options).map((o) => o.value)).toEqual(["professional", "confident", "warm", "concise", "enthusiastic"]);
    expect(Array.from(emailTone.options).map((o) => o.value)).toEqual(["Confident & warm", "Direct & concise", "Professional & courteous", "Friendly & upbeat", "Bold & persuasive"]);
    expect(tone.value).toBe("professional");
    expect(template.value).toBe("default");
    expect(screen.getByText("Unlock more templates with Premium.")).toBeTruthy();
    expect(Array.from(template.options).map((o) => [o.value, o.disabled])).toEqual([
      ["default", false],
      ["classic", true],
      ["modern", true],
      ["creative", true],
    ]);
    await user.selectOptions(tone, "concise");
    await user.selectOptions(emailTone, "Direct & concise");
    await user.click(screen.getByRole("button", { name: "Save defaults" }));
    await waitFor(() => expect(localStorage.getItem("draftsmith.defaultCoverLetterTone")).toBe("concise"));
    expect(localStorage.getItem("draftsmith.defaultColdEmailTone")).toBe("Direct & concise");
    expect(localStorage.getItem("draftsmith.defaultTemplate")).toBe("default");
    expect(screen.getByTestId("defaults").textContent).toBe("concise/Direct & concise/default/saved");
    expect(calls.some((c) => c.key.endsWith("/api/settings"))).toBe(false);
  });
});

describe("/settings signed in", () => {
  it("refuses an empty name without a request, and previews only http(s) avatars", async () => {
    signedIn();
    const user = userEvent.setup();
    renderSettings();
    const name = (await screen.findByLabelText("Name")) as HTMLInputElement;
    expect(name.value).toBe("Ada Lovelace");
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Name cannot be empty.")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.key === "PUT /api/profile")).toBe(false);

    const avatar = screen.getByLabelText(/Avatar URL/);
    await user.type(avatar, "javascript:alert(1)");
    expect(screen.queryByRole("img", { name: "Avatar preview" })).toBeNull();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    expect(screen.getByText("Only http:// or https:// image links can be previewed or saved.")).toBeTruthy();
    await user.clear(avatar);
    await user.type(avatar, "https://images.example.com/ada.png");
    expect(screen.getByRole("img", { name: "Avatar preview" }).getAttribute("src")).toBe("https://images.example.com/ada.png");
  });

  it("saves the profile with nulls for empty fields and shows a server failure with its status", async () => {
    signedIn({ ...PROFILE, bio: "Old bio", avatar_url: "https://images.example.com/old.png" });
    let answer: Response = json({ status: 422, title: "Unprocessable Entity", detail: "Bio must be at most 1000 characters." }, 422, "Unprocessable Entity");
    routes["PUT /api/profile"] = () => answer;
    const user = userEvent.setup();
    renderSettings();
    const bio = (await screen.findByLabelText(/Bio/)) as HTMLTextAreaElement;
    expect(bio.value).toBe("Old bio");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("422 Unprocessable Entity — Bio must be at most 1000 characters.")).toBeTruthy();

    answer = json({ ...PROFILE, full_name: "Ada King", name: "Ada King" });
    await user.clear(bio);
    await user.clear(screen.getByLabelText(/Avatar URL/));
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "  Ada King ");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(calls.filter((c) => c.key === "PUT /api/profile")).toHaveLength(2));
    const body = JSON.parse(calls.filter((c) => c.key === "PUT /api/profile")[1]!.body) as unknown;
    expect(body).toEqual({ full_name: "Ada King", name: "Ada King", bio: null, avatar_url: null });
  });

  it("uses the server's saved defaults and saves changes there and in this browser", async () => {
    signedIn({ ...PROFILE, is_premium: true });
    localStorage.setItem("draftsmith.defaultTone", "friendly");
    routes["GET /api/settings"] = () => json({ default_tone: "persuasive", default_template: "modern", saved: true, updated_at: "2026-01-02T00:00:00Z" });
    routes["PUT /api/settings"] = async (request) => {
      const sent = (await request.json()) as { default_tone: string; default_template: string };
      return json({ ...sent, saved: true, updated_at: "2026-01-03T00:00:00Z" });
    };
    const user = userEvent.setup();
    renderSettings();
    await waitFor(() => expect(screen.getByTestId("defaults").textContent).toBe("confident/Bold & persuasive/modern/saved"));
    const template = screen.getByLabelText("Default template") as HTMLSelectElement;
    expect(template.value).toBe("modern");
    expect(screen.queryByText("Unlock more templates with Premium.")).toBeNull();
    await user.selectOptions(template, "creative");
    await user.click(screen.getByRole("button", { name: "Save defaults" }));
    await waitFor(() => expect(screen.getByTestId("defaults").textContent).toBe("confident/Bold & persuasive/creative/saved"));
    expect(JSON.parse(calls.find((c) => c.key === "PUT /api/settings")!.body)).toEqual({
      default_tone: "persuasive",
      default_template: "creative",
      default_page_size: "letter",
      cover_letter_tone: "confident",
      cold_email_tone: "Bold & persuasive",
    });
    expect(localStorage.getItem("draftsmith.defaultTemplate")).toBe("creative");
  });

  it("keeps the browser's copy when the server refuses, and says why", async () => {
    signedIn();
    routes["GET /api/settings"] = () => json({ default_tone: "professional", default_template: "default", saved: false, updated_at: null });
    routes["PUT /api/settings"] = () => json({ status: 500, title: "Internal Server Error", detail: "Something went wrong on our side. Please try again." }, 500, "Internal Server Error");
    const user = userEvent.setup();
    renderSettings();
    const tone = (await screen.findByLabelText("Cover letter tone")) as HTMLSelectElement;
    await waitFor(() => expect(tone.disabled).toBe(false));
    await user.selectOptions(tone, "warm");
    await user.click(screen.getByRole("button", { name: "Save defaults" }));
    expect(await screen.findByText(/500 Internal Server Error — Something went wrong on our side/)).toBeTruthy();
    expect(localStorage.getItem("draftsmith.defaultCoverLetterTone")).toBe("warm");
    expect(screen.getByTestId("defaults").textContent).toBe("warm/Professional & courteous/default/saved");
  });
});
