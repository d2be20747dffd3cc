import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useImprove } from "./useImprove";

const EXPERIENCE = "Engineer at Northwind (2021 – Present)\n- Was tasked with migrating billing to Go";

function setup() {
  const bodies: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    bodies.push(JSON.parse(await (input as Request).text()) as Record<string, unknown>);
    return new Response(JSON.stringify({ suggestions: ["Migrate billing to Go", "Migrate billing to Go, improving [what?] by [how much?]"], source: "fallback" }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  const values = { experience: EXPERIENCE };
  const set = vi.fn((name: string, value: string) => {
    values[name as "experience"] = value;
  });
  const hook = renderHook(() => useImprove("resume", values, () => ({ experience: values.experience }), set));
  return { hook, bodies, set, values };
}

afterEach(() => vi.restoreAllMocks());

describe("useImprove", () => {
  it("asks for one line without its marker and changes nothing until a suggestion is used", async () => {
    const { hook, bodies, set } = setup();
    await act(() => hook.result.current.ask({ field: "experience", line: 1 }));
    await waitFor(() => expect(hook.result.current.shown?.suggestions).toHaveLength(2));
    expect(bodies[0]).toMatchObject({ kind: "resume", text: "Was tasked with migrating billing to Go" });
    expect(set).not.toHaveBeenCalled();
    hook.result.current.dismiss();
    await waitFor(() => expect(hook.result.current.shown).toBeNull());
    expect(set).not.toHaveBeenCalled();
  });

  it("puts the chosen suggestion into its line, and Undo restores the field", async () => {
    const { hook, set, values } = setup();
    await act(() => hook.result.current.ask({ field: "experience", line: 1 }));
    await waitFor(() => expect(hook.result.current.shown).not.toBeNull());
    act(() => hook.result.current.use("Migrate billing to Go"));
    expect(values.experience).toBe("Engineer at Northwind (2021 – Present)\n- Migrate billing to Go");
    expect(hook.result.current.canUndo).toBe(true);
    act(() => hook.result.current.undo());
    expect(values.experience).toBe(EXPERIENCE);
    expect(set).toHaveBeenCalledTimes(2);
    expect(hook.result.current.canUndo).toBe(false);
  });
});
