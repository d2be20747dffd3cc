import { configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { MATCH_MESSAGES } from "./band";
import * as load from "./load";
import { TargetJobPanel } from "./TargetJobPanel";
import { useTargetMatch, type MatchKind } from "./useTargetMatch";

// The engine and its vocabulary load as a separate chunk: allow for a busy machine.
configure({ asyncUtilTimeout: 8000 });

const POSTING = `Senior Backend Engineer — Northwind — Berlin

Requirements
- 5+ years with Go
- PostgreSQL and Kubernetes

Nice to have
- Terraform

Benefits: 30 days paid time off.
Northwind is an equal opportunity employer.`;

const LABELS: Record<string, string> = { skills: "Skills", experience: "Experience", background: "Background", offer: "Offer", summary: "Summary", certifications: "Certifications" };

/** A generator page in miniature: the form's values, one evidence field, an optional draft, and the panel. */
function Harness({ kind = "resume", initial = {}, draft = "", onFocusField = () => {} }: { kind?: MatchKind; initial?: Record<string, string>; draft?: string; onFocusField?: (name: string) => void }) {
  const [values, setValues] = useState<Record<string, string>>(initial);
  const match = useTargetMatch(kind, values, draft);
  const field = kind === "resume" ? "skills" : kind === "cover_letter" ? "background" : "offer";
  return (
    <form>
      <TargetJobPanel match={match} values={values} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} onFocusField={onFocusField} labelOf={(n) => LABELS[n] ?? n} />
      <label htmlFor="evidence">{LABELS[field]}</label>
      <textarea id="evidence" name={field} value={values[field] ?? ""} onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))} />
      <pre data-testid="values">{JSON.stringify(values)}</pre>
    </form>
  );
}

const valueOf = (el: HTMLElement) => (el as HTMLInputElement | HTMLTextAreaElement).value;
const toggle = () => screen.getByRole("button", { name: "Target job" });
const score = async () => Number((await screen.findByTestId("match-score")).textContent);
const listOf = (name: RegExp) => within(screen.getByRole("list", { name })).queryAllByRole("listitem").map((li) => li.textContent ?? "");

describe("TargetJobPanel", () => {
  it("is collapsed by default and loads nothing until opened", async () => {
    const spy = vi.spyOn(load, "loadMatcher");
    render(<Harness />);
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByLabelText("Job posting")).toBeNull();
    expect(spy).not.toHaveBeenCalled();
    await userEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByLabelText("Job posting")).toBeTruthy();
    expect(spy).toHaveBeenCalled();
    expect(await screen.findByText(MATCH_MESSAGES.empty)).toBeTruthy();
  });

  it("scores the form against a pasted posting and updates as the user types", async () => {
    render(<Harness />);
    await userEvent.click(toggle());
    fireEvent.input(await screen.findByLabelText("Job posting"), { target: { value: POSTING } });
    expect(await score()).toBe(0);
    expect(listOf(/^Missing/).map((t) => t.replace(/must-have|nice to have/, ""))).toEqual(["Back-end development", "5+ years of experience", "Go", "PostgreSQL", "Kubernetes", "Terraform"]);
    expect(screen.getByText("Scored against your form")).toBeTruthy();
    expect(screen.getByText("The posting: Senior Backend Engineer at Northwind · senior · 5+ years")).toBeTruthy();
    // The role and company found in the posting are offered, not typed for the user.
    expect(screen.getByLabelText("Target role").getAttribute("placeholder")).toBe("Senior Backend Engineer");
    expect(screen.getByText(MATCH_MESSAGES.foundTarget)).toBeTruthy();
    expect(valueOf(screen.getByLabelText("Target role"))).toBe("");

    await userEvent.type(screen.getByLabelText("Skills"), "Go, k8s");
    await waitFor(() => expect(listOf(/^Matched/)).toEqual(["Go", "Kubernetesas k8s"]));
    const withTwo = await score();
    expect(withTwo).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText("Skills"), ", PostgreSQL, Terraform");
    await waitFor(async () => expect(await score()).toBeGreaterThan(withTwo));
    expect(screen.getByRole("meter", { name: "Match score" }).getAttribute("aria-valuenow")).toBe(String(await score()));
  });

  it("scores the draft once there is one", async () => {
    render(<Harness initial={{ job_description: POSTING, skills: "Go" }} draft="Jane Doe. Built Go and PostgreSQL services on Kubernetes." />);
    expect(await screen.findByText("Scored against your draft")).toBeTruthy();
    expect(listOf(/^Matched/)).toEqual(["Go", "PostgreSQL", "Kubernetes"]);
  });

  it("shows where a missing skill could go, and adds nothing to the user's text", async () => {
    const focus = vi.fn();
    render(<Harness initial={{ job_description: POSTING, skills: "Go" }} onFocusField={focus} />);
    const missing = await screen.findByRole("list", { name: /^Missing/ });
    await userEvent.click(within(missing).getByRole("button", { name: /Kubernetes/ }));
    expect(focus).toHaveBeenCalledWith("skills");
    expect(screen.getByRole("status").textContent).toBe("Kubernetes: If you have Kubernetes, add it to Skills, and show where you used it in Experience.");
    expect(JSON.parse(screen.getByTestId("values").textContent!)).toEqual({ job_description: POSTING, skills: "Go" });
    // Keyboard: every missing skill is a button in the tab order.
    within(missing).getAllByRole("button").forEach((b) => expect(b.tabIndex).toBe(0));
  });

  it("points a cover letter's missing skills at Background, and has no role or company inputs", async () => {
    const focus = vi.fn();
    render(<Harness kind="cover_letter" initial={{ job_description: POSTING }} onFocusField={focus} />);
    await userEvent.click(within(await screen.findByRole("list", { name: /^Missing/ })).getByRole("button", { name: /Terraform/ }));
    expect(focus).toHaveBeenCalledWith("background");
    expect(screen.queryByLabelText("Target role")).toBeNull();
    expect(screen.getByText(MATCH_MESSAGES.coverLetterTarget)).toBeTruthy();
  });

  it("opens by itself for a reopened draft's posting, and keeps the typed role and company", async () => {
    render(<Harness kind="cold_email" initial={{ job_description: POSTING, target_role: "Staff Engineer", target_company: "Globex" }} />);
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(valueOf(await screen.findByLabelText("Target role"))).toBe("Staff Engineer");
    expect(valueOf(screen.getByLabelText("Target company"))).toBe("Globex");
    expect(valueOf(screen.getByLabelText("Job posting"))).toBe(POSTING);
    // Closing keeps what was typed.
    await userEvent.click(toggle());
    expect(screen.queryByLabelText("Job posting")).toBeNull();
    expect(JSON.parse(screen.getByTestId("values").textContent!).job_description).toBe(POSTING);
  });

  it("says when a posting has no requirements it can read", async () => {
    render(<Harness initial={{ job_description: "We are a friendly team in Leeds." }} />);
    expect(await screen.findByText(MATCH_MESSAGES.noRequirements)).toBeTruthy();
  });

  it("offers to try again when the engine cannot be loaded", async () => {
    const spy = vi.spyOn(load, "loadMatcher").mockRejectedValueOnce(new Error("offline"));
    render(<Harness initial={{ job_description: POSTING }} />);
    expect(await screen.findByText(MATCH_MESSAGES.failed)).toBeTruthy();
    spy.mockRestore();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await score()).toBe(0);
  });
});
