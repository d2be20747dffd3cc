import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PREVIEW_DEBOUNCE_MS, useResumePreview } from "./useResumePreview";

const answer = (role: string) => ({
  title: "Ana Souza",
  sections: { header: { name: "Ana Souza", title: "", contact: {}, contact_info: "" }, summary: "", skills: [], experience: [{ role }], projects: [], education: [], certifications: [], references: [] },
});

function setup() {
  const bodies: string[] = [];
  let fail = false;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const req = input as Request;
    const body = await req.text();
    bodies.push(body);
    if (fail) return new Response(JSON.stringify({ status: 429, title: "Too Many Requests", detail: "Too many preview requests." }), { status: 429, headers: { "Content-Type": "application/problem+json" } });
    const role = (JSON.parse(body) as { experience: string }).experience;
    return new Response(JSON.stringify(answer(role)), { status: 200, headers: { "Content-Type": "application/json" } });
  });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(({ experience }: { experience: string | null }) => useResumePreview(experience === null ? null : { experience }), {
    wrapper,
    initialProps: { experience: "E" as string | null },
  });
  return { hook, bodies, failNext: () => (fail = true) };
}

afterEach(() => vi.restoreAllMocks());

describe("useResumePreview", () => {
  it("asks the server once the typing rests, with the latest form only", async () => {
    const { hook, bodies } = setup();
    await waitFor(() => expect(hook.result.current?.sections.experience?.[0]?.role).toBe("E"));
    for (const experience of ["En", "Eng", "Engi", "Engineer"]) hook.rerender({ experience });
    await waitFor(() => expect(hook.result.current?.sections.experience?.[0]?.role).toBe("Engineer"));
    expect(bodies.map((b) => (JSON.parse(b) as { experience: string }).experience)).toEqual(["E", "Engineer"]);
    expect(PREVIEW_DEBOUNCE_MS).toBe(250);
  });

  it("keeps the last answer while the next is on its way and when it fails", async () => {
    const { hook, bodies, failNext } = setup();
    await waitFor(() => expect(hook.result.current?.sections.experience?.[0]?.role).toBe("E"));
    failNext();
    hook.rerender({ experience: "Engineer at Acme" });
    expect(hook.result.current?.sections.experience?.[0]?.role).toBe("E");
    await waitFor(() => expect(bodies).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(hook.result.current?.sections.experience?.[0]?.role).toBe("E");
  });

  it("asks nothing without a form (a draft is shown)", async () => {
    const { hook, bodies } = setup();
    hook.rerender({ experience: null });
    expect(hook.result.current).toBeNull();
    await new Promise((r) => setTimeout(r, PREVIEW_DEBOUNCE_MS + 100));
    expect(bodies.length).toBeLessThanOrEqual(1); // at most the first form's, asked before the draft
  });
});
