import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { coverLetterConfig } from "./kinds";
import { useGeneratorForm } from "./useGeneratorForm";

const setup = () => renderHook(() => useGeneratorForm(coverLetterConfig));

describe("useGeneratorForm", () => {
  it("starts from the kind's starting values, nothing touched", () => {
    const { result } = setup();
    expect(result.current.values).toEqual(coverLetterConfig.initial);
    expect(result.current.template).toBe("default");
    expect([...result.current.touched.current]).toEqual([]);
  });

  it("marks what the user types, picks and imports as touched", () => {
    const { result } = setup();
    act(() => result.current.set("name", "Ada"));
    act(() => result.current.pickTemplate("classic"));
    act(() => result.current.fillFields({ background: "Engines", job_title: "Engineer" }));
    expect(result.current.values).toMatchObject({ name: "Ada", background: "Engines", job_title: "Engineer", tone: "professional" });
    expect(result.current.template).toBe("classic");
    expect(result.current.templateApplied).toBe("Classic");
    expect([...result.current.touched.current].sort()).toEqual(["background", "job_title", "name", "template"]);
  });

  it("Clear form goes back to the starting values and forgets what was touched", () => {
    const { result } = setup();
    act(() => result.current.set("name", "Ada"));
    act(() => result.current.pickTemplate("modern"));
    act(() => result.current.reset());
    expect(result.current.values).toEqual(coverLetterConfig.initial);
    expect(result.current.template).toBe("default");
    expect(result.current.templateApplied).toBeNull();
    expect([...result.current.touched.current]).toEqual([]);
  });
});
