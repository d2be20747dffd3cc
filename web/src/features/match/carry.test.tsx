import { act, renderHook } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { carryDecision, fieldsOf, loadTarget, saveTarget, targetKey, targetLabel, targetOf, type CarryKind } from "./carry";
import { useCarriedTarget } from "./useCarriedTarget";

const job = { posting: "Platform Engineer at Quillfeather\nGo, Kubernetes", role: "Platform Engineer", company: "Quillfeather" };
const empty = { posting: "", role: "", company: "" };

beforeEach(() => localStorage.clear());

describe("the target job across generators", () => {
  it("reads a cover letter's role and company from its job title and company name", () => {
    expect(targetOf("cover_letter", { job_description: " P ", job_title: "Role", company_name: "Co", target_role: "ignored" })).toEqual({ posting: "P", role: "Role", company: "Co" });
    expect(fieldsOf("cover_letter", job)).toEqual({ job_description: job.posting, job_title: "Platform Engineer", company_name: "Quillfeather" });
    expect(fieldsOf("resume", { ...job, company: "" })).toEqual({ job_description: job.posting, target_role: "Platform Engineer" });
  });

  it("fills an empty target, offers another one, and leaves the same one alone", () => {
    expect(carryDecision(empty, job)).toBe("fill");
    expect(carryDecision({ ...empty, role: "Designer" }, job)).toBe("offer");
    expect(carryDecision(job, job)).toBe("none");
    expect(carryDecision(empty, null)).toBe("none");
  });

  it("keeps one target per user in this browser, beside the forms (so signing out clears it), and never saves an empty one", () => {
    saveTarget("u1", job);
    expect(targetKey("u1")).toBe("draftsmith.form.target_job.u1");
    expect(loadTarget("u1")).toEqual(job);
    expect(loadTarget("u2")).toBeNull();
    saveTarget("u1", empty);
    expect(loadTarget("u1")).toEqual(job);
    localStorage.setItem(targetKey("u3"), "{not json");
    expect(loadTarget("u3")).toBeNull();
  });

  it("labels a target by role @ company, else by the posting's first line", () => {
    expect(targetLabel(job)).toBe("Platform Engineer @ Quillfeather");
    expect(targetLabel({ ...empty, posting: "\n  Staff Nurse, night shifts\nmore" })).toBe("Staff Nurse, night shifts");
  });
});

/** A generator's form in miniature: its values, and the carry once `ready`. */
function useForm(kind: CarryKind, initial: Record<string, string>, ready: boolean, userId: string | null = "u1") {
  const [values, setValues] = useState(initial);
  const carry = useCarriedTarget(kind, values, (name, value) => setValues((v) => ({ ...v, [name]: value })), { ready, userId });
  return { values, setValues, carry };
}

describe("useCarriedTarget", () => {
  it("entered on the resume, it is found on the cover letter", () => {
    const resume = renderHook(() => useForm("resume", {}, true));
    act(() => resume.result.current.setValues({ job_description: job.posting, target_role: job.role, target_company: job.company }));
    expect(loadTarget("u1")).toEqual(job);

    const letter = renderHook(() => useForm("cover_letter", { name: "Mira" }, true));
    expect(letter.result.current.values).toEqual({ name: "Mira", job_description: job.posting, job_title: job.role, company_name: job.company });
    expect(letter.result.current.carry.carried).toEqual(job);
  });

  it("waits for the form's starting point, and then a restored target of its own is kept and the other offered", () => {
    saveTarget("u1", job);
    const { result, rerender } = renderHook(({ ready }) => useForm("cold_email", { target_role: "Designer" }, ready), { initialProps: { ready: false } });
    expect(result.current.values).toEqual({ target_role: "Designer" });
    rerender({ ready: true });
    expect(result.current.values).toEqual({ target_role: "Designer" });
    expect(result.current.carry.offered).toEqual(job);
    // A restored target is not the user's typing: it does not replace the shared one.
    expect(loadTarget("u1")).toEqual(job);

    act(() => result.current.carry.takeOffered());
    expect(result.current.values).toEqual({ job_description: job.posting, target_role: job.role, target_company: job.company });
    expect(result.current.carry.offered).toBeNull();
  });

  it("a guest's target job follows them when they sign in", () => {
    saveTarget("guest", job);
    const { result } = renderHook(() => useForm("resume", {}, true, "u9"));
    expect(result.current.values.target_company).toBe("Quillfeather");
  });
});
