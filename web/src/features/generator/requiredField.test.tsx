import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormFields } from "./FormFields";
import { coverLetterConfig } from "./kinds";
import { GENERATION_MESSAGES } from "./messages";
import { useGeneratorForm, type GeneratorForm } from "./useGeneratorForm";

let form: GeneratorForm;

function Harness() {
  form = useGeneratorForm(coverLetterConfig);
  return (
    <form ref={form.formRef}>
      <FormFields config={coverLetterConfig} baseId="t" values={form.values} onChange={form.set} error={form.fieldError} showMore={form.showMore} onToggleMore={() => form.setShowMore((s) => !s)} />
    </form>
  );
}

describe("a required field left empty at Generate", () => {
  it("shows the spec's message next to the field, marks it invalid and focuses it", async () => {
    render(<Harness />);
    const name = screen.getByRole("textbox", { name: /^Name/ });
    expect(name.getAttribute("aria-invalid")).toBeNull();
    act(() => form.focusField("name", GENERATION_MESSAGES.required("Name")));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(name.getAttribute("aria-describedby")!.split(" ")[0]!);
    expect(message?.textContent).toBe("Please fill the required field: Name");
    // Next to its field: in the same field group as the input.
    expect(message?.parentElement).toBe(name.parentElement);
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it("clears the message once the field is filled, and on Clear form", () => {
    render(<Harness />);
    const name = screen.getByRole("textbox", { name: /^Name/ });
    act(() => form.focusField("name", GENERATION_MESSAGES.required("Name")));
    fireEvent.input(name, { target: { value: "   " } });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    fireEvent.input(name, { target: { value: "Mira" } });
    expect(name.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Please fill the required field: Name")).toBeNull();

    act(() => form.focusField("name", GENERATION_MESSAGES.required("Name")));
    act(() => form.reset());
    expect(screen.queryByText("Please fill the required field: Name")).toBeNull();
  });

  it("focusing a field for another reason (a match hint) marks nothing invalid", () => {
    render(<Harness />);
    act(() => form.focusField("background"));
    expect(screen.getByRole("textbox", { name: /^Background/ }).getAttribute("aria-invalid")).toBeNull();
  });
});
