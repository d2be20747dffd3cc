import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formKey } from "@/features/generator/savedForm";
import { json, PROFILE, renderRoutes, signedInApi, stubApi, type ApiHandler } from "@/test/app";
import { LookPreviews, LOOKS_MESSAGES } from "./LookPreviews";

let routes: Record<string, ApiHandler>;

beforeEach(() => {
  routes = {
    ...signedInApi(),
    // The one parser's reading: the header and summary as typed.
    "POST /api/resume/preview": async (request) => {
      const form = (await request.json()) as { name: string; job_title: string; summary: string };
      const empty = { email: "", phone: "", location: "", website: "", linkedin: "", github: "" };
      return json({
        title: `${form.name} Resume`,
        sections: { header: { name: form.name, title: form.job_title, contact: empty, contact_info: "" }, summary: form.summary, skills: [], experience: [], projects: [], education: [], certifications: [], references: [], volunteer: [], awards: [], publications: [], languages: [], interests: [] },
      });
    },
  };
  stubApi(routes);
});
afterEach(() => vi.unstubAllGlobals());

const look = (id: string) => screen.getByTestId(`look-${id}`);

describe("every look on the user's own resume", () => {
  it("draws all four looks on the resume in progress, premium ones Locked for a free user", async () => {
    localStorage.setItem(formKey("resume", "u1"), JSON.stringify({ values: { name: "Saoirse Delacroix-Obi", summary: "Welder turned safety inspector." }, template: "default" }));
    renderRoutes({ "/templates": <LookPreviews /> }, "/templates");
    expect(await screen.findByText(LOOKS_MESSAGES.yours)).toBeTruthy();
    for (const id of ["default", "classic", "modern", "creative"]) {
      await waitFor(() => expect(within(look(id)).getByRole("img").textContent).toContain("Saoirse Delacroix-Obi"), { timeout: 5000 });
      expect(look(id).querySelector("[data-template]")?.getAttribute("data-template")).toBe(id);
      expect(within(look(id)).queryByText("Locked") !== null).toBe(id !== "default");
    }
    expect(within(look("modern")).getByRole("button").textContent?.replace(/\s+/g, " ")).toBe("Unlock with Premium");
    expect(within(look("default")).getByRole("button").textContent).toBe("Use this look");
  });

  it("a locked look alerts and opens /account, as a locked template does", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { pathname } = renderRoutes({ "/templates": <LookPreviews />, "/account": <p>Account</p> }, "/templates");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Unlock the Creative look" }));
    expect(alert).toHaveBeenCalledWith("This is a Premium template. Please upgrade to use it.");
    await waitFor(() => expect(pathname()).toBe("/account"));
  });

  it("shows a sample until the user has a resume, and a premium user uses a look on the Resume page", async () => {
    Object.assign(routes, signedInApi({ ...PROFILE, is_premium: true }));
    const { pathname } = renderRoutes({ "/templates": <LookPreviews />, "/": <p>Resume page</p> }, "/templates");
    expect(await screen.findByText(LOOKS_MESSAGES.sample)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Locked")).toBeNull());
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Use the Classic look" }));
    await waitFor(() => expect(pathname()).toBe("/"));
    expect(JSON.parse(localStorage.getItem(formKey("resume", "u1"))!)).toMatchObject({ template: "classic" });
  });
});
