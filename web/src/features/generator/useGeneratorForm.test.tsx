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

  it("a restore never overwrites a field or look the user has touched in this page view", () => {
    const { result } = setup();
    act(() => result.current.set("background", "BravoCorp, typed at once"));
    act(() => result.current.restore({ ...coverLetterConfig.initial, name: "Ada", background: "AlphaCorp, saved last time" }, "classic"));
    expect(result.current.values).toMatchObject({ name: "Ada", background: "BravoCorp, typed at once" });
    expect(result.current.template).toBe("classic");

    act(() => result.current.pickTemplate("modern"));
    act(() => result.current.restore({ name: "Grace", background: "AlphaCorp" }, "creative"));
    expect(result.current.values).toMatchObject({ name: "Grace", background: "BravoCorp, typed at once" });
    expect(result.current.template).toBe("modern");
  });

  it("a restore the user asks for (a version) replaces every field", () => {
    const { result } = setup();
    act(() => result.current.set("background", "BravoCorp"));
    act(() => result.current.restore({ name: "Ada", background: "AlphaCorp" }, "classic", { overTouched: true }));
    expect(result.current.values).toEqual({ name: "Ada", background: "AlphaCorp" });
    expect(result.current.template).toBe("classic");
  });

  it("restored and touched fields are settled: the defaults of /settings leave them alone", () => {
    const { result } = setup();
    act(() => result.current.set("name", "Ada"));
    act(() => result.current.restore({ tone: "warm" }, "default"));
    expect(result.current.isSettled("name")).toBe(true);
    expect(result.current.isSettled("tone")).toBe(true);
    expect(result.current.isSettled("template")).toBe(true);
    expect(result.current.isSettled("background")).toBe(false);
    act(() => result.current.reset());
    expect(result.current.isSettled("tone")).toBe(false);
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
