import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Layout } from "@/features/documents/layout";
import { DesignPanel } from "./DesignPanel";
import { regionExpectsA4 } from "./region";
import { moved } from "./SectionsList";

describe("regionExpectsA4", () => {
  it("is true outside the US, Canada and the Philippines, false there and when unknown", () => {
    expect(regionExpectsA4(["de-DE"])).toBe(true);
    expect(regionExpectsA4(["en-GB", "en-US"])).toBe(true);
    expect(regionExpectsA4(["fr"])).toBe(true); // likeliest region: France
    expect(regionExpectsA4(["en-US"])).toBe(false);
    expect(regionExpectsA4(["en"])).toBe(false); // likeliest region: the US
    expect(regionExpectsA4(["fr-CA"])).toBe(false);
    expect(regionExpectsA4(["fil-PH"])).toBe(false);
    expect(regionExpectsA4([])).toBe(false);
    expect(regionExpectsA4(["not a tag!"])).toBe(false);
  });
});

function Harness({ initial = null }: { initial?: Layout | null }) {
  const [layout, setLayout] = useState<Layout | null>(initial);
  return (
    <>
      <DesignPanel kind="resume" template="default" layout={layout} onChange={setLayout} fit={null} />
      <output data-testid="layout">{JSON.stringify(layout)}</output>
    </>
  );
}

const layoutNow = () => JSON.parse(screen.getByTestId("layout").textContent ?? "null") as Layout | null;

describe("DesignPanel", () => {
  it("labels every control and keeps each choice in the layout", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Show design options" }));
    fireEvent.change(screen.getByLabelText("Page size"), { target: { value: "a4" } });
    fireEvent.change(screen.getByLabelText("Font"), { target: { value: "dejavu-serif" } });
    fireEvent.change(screen.getByLabelText("Text size"), { target: { value: "11.5" } });
    fireEvent.change(screen.getByLabelText("Line spacing"), { target: { value: "1.2" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Fit to one page" }));
    expect(layoutNow()).toEqual({ page_size: "a4", font: "dejavu-serif", text_size: 11.5, line_spacing: 1.2, fit_one_page: true });
    // Back to the template's own: the key goes away.
    fireEvent.change(screen.getByLabelText("Font"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Line spacing"), { target: { value: "1.4" } });
    expect(layoutNow()).toEqual({ page_size: "a4", text_size: 11.5, fit_one_page: true });
    expect(screen.getByLabelText("Document colour")).toHaveProperty("value", "#0e7490");
  });

  it("orders sections with Move up and Move down and hides one without losing the others", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Show design options" }));
    const list = screen.getByRole("group", { name: "Sections" });
    const row = (name: string) => within(list).getAllByRole("listitem").find((li) => li.textContent?.includes(name))!;
    expect(within(row("Summary")).getByRole("button", { name: "Move up" })).toHaveProperty("disabled", true);
    fireEvent.click(within(row("Education")).getByRole("button", { name: "Move up" }));
    fireEvent.click(within(row("Education")).getByRole("button", { name: "Move up" }));
    fireEvent.click(within(row("Summary")).getByRole("button", { name: "Move down" }));
    expect(layoutNow()?.sections?.slice(0, 4)).toEqual(["skills", "summary", "education", "experience"]);
    fireEvent.click(within(row("References")).getByRole("checkbox"));
    expect(layoutNow()?.hidden).toEqual(["references"]);
    fireEvent.click(within(row("References")).getByRole("checkbox"));
    expect(layoutNow()?.hidden).toBeUndefined();
    expect(screen.getByText(/is now \d+ of 12\./)).toBeTruthy();
  });

  it("moves an item of a list", () => {
    expect(moved(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moved(["a", "b", "c"], 0, 5)).toEqual(["b", "c", "a"]);
  });
});
