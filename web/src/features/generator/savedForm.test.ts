import { beforeEach, describe, expect, it } from "vitest";
import { coldEmailConfig, coverLetterConfig, resumeConfig } from "./kinds";
import { clearForm, formKey, loadForm, saveForm, valuesFromInput } from "./savedForm";

beforeEach(() => localStorage.clear());

describe("the form in progress", () => {
  it("is kept per kind and per user, and restored", () => {
    saveForm("resume", "u1", { values: { name: "Zoë" }, template: "modern" }, resumeConfig.initial);
    saveForm("resume", "u2", { values: { name: "Ann" }, template: "default" }, resumeConfig.initial);
    expect(loadForm("resume", "u1")).toEqual({ values: { name: "Zoë" }, template: "modern" });
    expect(loadForm("resume", "u2")?.values.name).toBe("Ann");
    expect(loadForm("pitch_deck", "u1")).toBeNull();
    expect(loadForm("resume", null)).toBeNull();
  });

  it("keeps the layout with the form, drops what the server would refuse, and counts a layout alone as typed", () => {
    saveForm("resume", "u1", { values: {}, template: "default", layout: { page_size: "a4", hidden: ["references"] } }, resumeConfig.initial);
    expect(loadForm("resume", "u1")).toEqual({ values: {}, template: "default", layout: { page_size: "a4", hidden: ["references"] } });
    localStorage.setItem(formKey("resume", "u2"), JSON.stringify({ values: { name: "Ann" }, template: "default", layout: { page_size: "legal", text_size: 30 } }));
    expect(loadForm("resume", "u2")).toEqual({ values: { name: "Ann" }, template: "default" });
  });

  it("moves a guest's form to the account that signs in, so the next guest starts empty", () => {
    saveForm("cover_letter", null, { values: { name: "Zoë", background: "Seven years" }, template: "default" }, coverLetterConfig.initial);
    expect(loadForm("cover_letter", "u1")?.values.background).toBe("Seven years");
    expect(localStorage.getItem(formKey("cover_letter", "guest"))).toBeNull();
    expect(loadForm("cover_letter", null)).toBeNull();
    expect(loadForm("cover_letter", "u1")?.values.name).toBe("Zoë");
  });

  it("does not take the guest's form over one the user already has", () => {
    saveForm("resume", "u1", { values: { name: "Mine" }, template: "default" }, {});
    saveForm("resume", null, { values: { name: "Guest" }, template: "default" }, {});
    expect(loadForm("resume", "u1")?.values.name).toBe("Mine");
    expect(loadForm("resume", null)?.values.name).toBe("Guest");
  });

  it("stores nothing for a form with only its starting values, and forgets it on Clear form", () => {
    saveForm("cover_letter", "u1", { values: { ...coverLetterConfig.initial, name: "  " }, template: "default" }, coverLetterConfig.initial);
    expect(localStorage.length).toBe(0);
    saveForm("cover_letter", "u1", { values: { name: "Zoë" }, template: "default", draftId: "d1" }, coverLetterConfig.initial);
    expect(loadForm("cover_letter", "u1")?.draftId).toBe("d1");
    clearForm("cover_letter", "u1");
    expect(loadForm("cover_letter", "u1")).toBeNull();
  });

  it("ignores broken or foreign storage values", () => {
    localStorage.setItem(formKey("resume", "u1"), "{not json");
    expect(loadForm("resume", "u1")).toBeNull();
    localStorage.setItem(formKey("resume", "u1"), JSON.stringify({ values: { name: "Zoë", age: 7 }, template: "gold" }));
    expect(loadForm("resume", "u1")).toEqual({ values: { name: "Zoë" }, template: "default" });
  });
});

describe("valuesFromInput", () => {
  it("fills the form from a saved draft's stored input, with the aliases the server fills in", () => {
    const v = valuesFromInput(coverLetterConfig, { full_name: "Zoë", desired_job_title: "Designer", company: "Acme", variant_index: 2, tone: "warm", template: "default" });
    expect(v).toMatchObject({ name: "Zoë", job_title: "Designer", company_name: "Acme", variant_index: "2", tone: "warm" });
  });

  it("turns a stored call to action back into its chip, and drops a contact line the app would build anyway", () => {
    expect(valuesFromInput(coldEmailConfig, { cta: "Open to a 15-minute chat?" }).cta).toBe("15-minute chat");
    expect(valuesFromInput(coldEmailConfig, { cta: "Open to a 15-minute chat?x" }).cta).toBe("");
    expect(valuesFromInput(resumeConfig, { email: "z@e.co", phone: "1", contact_info: "z@e.co · 1" }).contact_info).toBe("");
    expect(valuesFromInput(resumeConfig, { email: "z@e.co", contact_info: "Berlin only" }).contact_info).toBe("Berlin only");
  });
});
