import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionStatus } from "@/features/auth/session";
import type { GeneratorDefaults } from "@/features/settings/defaults";
import { json, stubApi } from "@/test/app";
import { coverLetterConfig } from "./kinds";
import { formKey, loadForm, saveForm } from "./savedForm";
import { useGeneratorForm } from "./useGeneratorForm";
import type { Draft, Note } from "./useGeneration";
import { OPEN_DRAFT_MESSAGES, useOpenedDraft } from "./useOpenedDraft";

type Props = { status: SessionStatus; defaults: GeneratorDefaults & { isLoading: boolean } };

const LOADING: Props = { status: "loading", defaults: { tone: "professional", tones: { cover_letter: "professional", cold_email: "Confident & warm" }, template: "default", pageSize: "letter", saved: false, isLoading: true } };
const READY: Props = { status: "signedIn", defaults: { tone: "professional", tones: { cover_letter: "professional", cold_email: "Confident & warm" }, template: "default", pageSize: "letter", saved: false, isLoading: false } };

const DRAFT = {
  id: "d1",
  kind: "cover_letter",
  title: "Letter to Initech",
  version: 2,
  input: { full_name: "Ada Lovelace", company: "Initech", tone: "warm" },
  result_text: "Dear Initech,",
  result: "Dear Initech,",
  sections: null,
  source: "fallback",
  template: "default",
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};

/** The cover letter generator's form, draft and note with its starting point, at `path`. */
function setup(path: string, initial: Props = LOADING) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(
    ({ status, defaults }: Props) => {
      const form = useGeneratorForm(coverLetterConfig);
      const [draft, setDraft] = useState<Draft<"cover_letter">>({ text: "", answer: null });
      const [note, setNote] = useState<Note>(null);
      const signedIn = status === "signedIn";
      const opening = useOpenedDraft(coverLetterConfig, form, { setDraft, setNote }, { status, userId: signedIn ? "u1" : null, signedIn, canUseTemplates: false }, defaults);
      return { form, draft, note, opening };
    },
    { wrapper, initialProps: initial },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("useOpenedDraft", () => {
  it("restores the user's saved form once the session is known, then keeps every change", async () => {
    saveForm("cover_letter", "u1", { values: { name: "Ada", company_name: "Acme" }, template: "default" }, coverLetterConfig.initial);
    const hook = setup("/cover-letter");
    expect(hook.result.current.form.values.name).toBeUndefined();
    hook.rerender(READY);
    await waitFor(() => expect(hook.result.current.form.values).toMatchObject({ name: "Ada", company_name: "Acme", tone: "professional" }));
    act(() => hook.result.current.form.set("company_name", "Initech"));
    await waitFor(() => expect(loadForm("cover_letter", "u1")?.values.company_name).toBe("Initech"));
  });

  it("keeps what the user typed while the session loaded over the saved form", async () => {
    saveForm("cover_letter", "u1", { values: { name: "Ada", background: "AlphaCorp" }, template: "default" }, coverLetterConfig.initial);
    const hook = setup("/cover-letter");
    act(() => hook.result.current.form.set("background", "BravoCorp"));
    hook.rerender(READY);
    await waitFor(() => expect(hook.result.current.form.values.name).toBe("Ada"));
    expect(hook.result.current.form.values.background).toBe("BravoCorp");
    await waitFor(() => expect(loadForm("cover_letter", "u1")?.values.background).toBe("BravoCorp"));
  });

  it("restores the layout kept with a draft, and A4 from the defaults for a fresh form", async () => {
    stubApi({ "GET /api/drafts/d1": () => json({ ...DRAFT, input: { ...DRAFT.input, layout: { page_size: "a4", fit_one_page: true, font: "comic" } } }) });
    const hook = setup("/cover-letter?draft=d1");
    hook.rerender(READY);
    await waitFor(() => expect(hook.result.current.form.layout).toEqual({ page_size: "a4", fit_one_page: true }));
    await waitFor(() => expect(loadForm("cover_letter", "u1")?.layout).toEqual({ page_size: "a4", fit_one_page: true }));

    localStorage.clear();
    const fresh = setup("/cover-letter", { ...READY, defaults: { ...READY.defaults, pageSize: "a4", saved: true } });
    await waitFor(() => expect(fresh.result.current.form.layout).toEqual({ page_size: "a4" }));
  });

  it("keeps what the user typed while the draft of ?draft= loaded", async () => {
    stubApi({ "GET /api/drafts/d1": () => json({ ...DRAFT, input: { ...DRAFT.input, background: "AlphaCorp" } }) });
    const hook = setup("/cover-letter?draft=d1");
    act(() => hook.result.current.form.set("background", "BravoCorp"));
    hook.rerender(READY);
    await waitFor(() => expect(hook.result.current.opening.opened?.id).toBe("d1"));
    expect(hook.result.current.form.values).toMatchObject({ company_name: "Initech", background: "BravoCorp" });
  });

  it("is ready only once the starting point has landed", async () => {
    stubApi({ "GET /api/drafts/d1": () => json(DRAFT) });
    const hook = setup("/cover-letter?draft=d1");
    expect(hook.result.current.opening.ready).toBe(false);
    hook.rerender(READY);
    await waitFor(() => expect(hook.result.current.opening.ready).toBe(true));
    expect(hook.result.current.form.values.company_name).toBe("Initech");
  });

  it("opens the draft of ?draft=: its form, its text and its version", async () => {
    stubApi({ "GET /api/drafts/d1": () => json(DRAFT) });
    const hook = setup("/cover-letter?draft=d1", READY);
    await waitFor(() => expect(hook.result.current.opening.opened).toEqual({ id: "d1", title: "Letter to Initech", version: 2 }));
    expect(hook.result.current.form.values).toMatchObject({ name: "Ada Lovelace", company_name: "Initech", tone: "warm" });
    expect(hook.result.current.draft.text).toBe("Dear Initech,");
    await waitFor(() => expect(loadForm("cover_letter", "u1")?.draftId).toBe("d1"));
  });

  it("says so when the draft of ?draft= is gone, and keeps no saved form for it", async () => {
    stubApi({});
    const hook = setup("/cover-letter?draft=gone", READY);
    await waitFor(() => expect(hook.result.current.note).toEqual({ tone: "error", text: OPEN_DRAFT_MESSAGES.notFound }));
    expect(hook.result.current.opening.opened).toBeNull();
    expect(window.localStorage.getItem(formKey("cover_letter", "u1"))).toBeNull();
  });

  it("applies the cover letter's tone of /settings to a fresh form", async () => {
    const hook = setup("/cover-letter");
    hook.rerender({ status: "signedIn", defaults: { tone: "friendly", tones: { cover_letter: "concise", cold_email: "Friendly & upbeat" }, template: "default", pageSize: "letter", saved: true, isLoading: false } });
    await waitFor(() => expect(hook.result.current.form.values.tone).toBe("concise"));
  });
});
