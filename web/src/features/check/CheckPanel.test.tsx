import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckPanel, FINDINGS_HEIGHT } from "./CheckPanel";
import type { CheckFinding, CheckReport } from "./useCheck";

const EXPERIENCE = [
  "Backend Engineer at Northwind, London (Mar 2021 – Present)",
  "- Responsible for the on-call rota",
  "- I write Go services that handle 2M payments a day",
  "- Was tasked with migrating the billing jobs to Go",
].join("\n");

const finding = (rule: string, section: string, line?: number): CheckFinding => ({
  rule,
  section,
  severity: "warning",
  message: `Finding ${rule}`,
  why: `Why ${rule} matters.`,
  field: section === "header" ? "email" : "experience",
  line,
  entry: null,
  bullet: null,
});

const BREAKDOWN = { results: { label: "Results", points: 20, max: 40 }, contact: { label: "Contact", points: 10, max: 20 } } as unknown as CheckReport["breakdown"];
const MANY: CheckReport = {
  score: 59,
  breakdown: BREAKDOWN,
  findings: [finding("missing_email", "header"), finding("duty", "experience", 1), finding("first_person", "experience", 2), finding("passive", "experience", 3)],
};
const ONE: CheckReport = { score: 88, breakdown: BREAKDOWN, findings: [finding("passive", "experience", 3)] };
const NONE: CheckReport = { score: 100, breakdown: BREAKDOWN, findings: [] };

/** The check panel beside a form holding Experience, as the generator page renders it. */
function setup(report: CheckReport | null) {
  const formRef = createRef<HTMLFormElement>();
  const values = { experience: EXPERIENCE };
  const panel = (r: CheckReport | null) => (
    <>
      <form ref={formRef}>
        <textarea name="experience" aria-label="Experience" defaultValue={values.experience} />
      </form>
      <CheckPanel kind="resume" report={r} values={values} fields={[]} formRef={formRef} focusField={() => {}} set={() => {}} request={() => ({})} />
    </>
  );
  const view = render(panel(report));
  return { ...view, update: (r: CheckReport | null) => view.rerender(panel(r)) };
}

/**
 * The panel's rows, top to bottom, as they take up height: each row's tag and classes (the
 * breakdown's row, a disclosure or its placeholder, is one line of small text either way).
 * While these stay the same, the panel's height does, and the preview under it stays put.
 */
function rows(): string[] {
  const section = screen.getByTestId("check-panel");
  return [...section.children].map((el) => {
    if (el.tagName === "DETAILS" || el.getAttribute("data-testid") === "check-breakdown-placeholder") return "breakdown: one line of text-xs";
    const cls = el.className.split(/\s+/).filter((c) => c && c !== "invisible");
    return `${el.tagName.toLowerCase()}.${cls.sort().join(".")}${el.getAttribute("data-testid") ? `#${el.getAttribute("data-testid")}` : ""}`;
  });
}

afterEach(() => vi.restoreAllMocks());

describe("CheckPanel: no layout jumps as findings come and go", () => {
  it("keeps the same rows, and the findings in a box of one fixed height, before the first report, with many findings, one, and none", () => {
    const view = setup(null);
    const before = rows();
    const box = () => screen.getByRole("region", { name: "Findings" });
    expect(box().className).toContain(FINDINGS_HEIGHT);
    expect(box().className).not.toMatch(/max-h-/);
    expect(FINDINGS_HEIGHT).toMatch(/^h-\d+$/);

    view.update(MANY);
    expect(screen.getAllByText(/^Finding /)).toHaveLength(4);
    expect(rows()).toEqual(before);
    expect(box().className).toContain(FINDINGS_HEIGHT);
    // Many findings scroll inside the box; it is focusable so a keyboard can scroll it.
    expect(box().className).toContain("overflow-auto");
    expect(box().tabIndex).toBe(0);

    view.update(ONE);
    expect(screen.getAllByText(/^Finding /)).toHaveLength(1);
    expect(rows()).toEqual(before);

    view.update(NONE);
    expect(screen.queryAllByText(/^Finding /)).toHaveLength(0);
    expect(screen.getByText(/^No findings/)).toBeTruthy();
    // "No findings" shows inside the same box, not in a row of its own.
    expect(box().contains(screen.getByText(/^No findings/))).toBe(true);
    expect(rows()).toEqual(before);
    expect(box().className).toContain(FINDINGS_HEIGHT);
  });

  it("keeps the hint as the cursor moves onto a line and onto an empty one", () => {
    setup(MANY);
    const before = rows();
    const hint = screen.getByTestId("check-hint");
    const improveLine = () => screen.getByRole("button", { name: "Improve the line at the cursor" });
    expect(improveLine().hasAttribute("disabled")).toBe(true);

    const experience = screen.getByRole("textbox", { name: "Experience" }) as HTMLTextAreaElement;
    experience.setSelectionRange(70, 70); // on "- Responsible for the on-call rota"
    fireEvent.focusIn(experience);
    expect(improveLine().hasAttribute("disabled")).toBe(false);
    expect(screen.getByTestId("check-hint")).toBe(hint);
    expect(rows()).toEqual(before);

    // Enter at the end: the cursor is on a new, empty line.
    fireEvent.change(experience, { target: { value: `${EXPERIENCE}\n` } });
    experience.setSelectionRange(experience.value.length, experience.value.length);
    fireEvent.keyUp(experience);
    expect(improveLine().hasAttribute("disabled")).toBe(true);
    expect(screen.getByTestId("check-hint")).toBe(hint);
    expect(rows()).toEqual(before);
  });

  it("shows suggestions for a line no finding is about inside the findings' box, announced, and keeps the rows as that line's finding resolves", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      async () => new Response(JSON.stringify({ suggestions: ["Migrated the billing jobs to Go"], source: "fallback" }), { status: 200, headers: { "Content-Type": "application/json" } }),
    );
    const view = setup(MANY);
    const before = rows();
    // Improve on the passive bullet's finding: its suggestions show under that finding.
    const passive = screen.getByText("Finding passive").closest("li")!;
    await act(async () => {
      fireEvent.click(passive.querySelector("button:last-of-type")!);
    });
    await waitFor(() => expect(screen.getByRole("group", { name: /Suggestions for/ })).toBeTruthy());
    expect(passive.contains(screen.getByRole("group", { name: /Suggestions for/ }))).toBe(true);
    expect(rows()).toEqual(before);

    // The user fixes the line by hand: its finding resolves, the suggestions stay in the box,
    // in its polite live region, and the panel's rows do not change.
    view.update(NONE);
    const group = screen.getByRole("group", { name: /Suggestions for/ });
    const box = screen.getByRole("region", { name: "Findings" });
    expect(box.contains(group)).toBe(true);
    expect(group.closest("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
    expect(rows()).toEqual(before);
  });
});
