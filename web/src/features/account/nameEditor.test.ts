import { describe, expect, it } from "vitest";
import { canSaveName, currentName, nameMessages, planNameSave } from "./nameEditor";

describe("planNameSave", () => {
  it("requires sign-in first", () => {
    expect(planNameSave({ signedIn: false, current: "Ada", draft: "Grace" })).toEqual({ kind: "error", message: "Please sign in first." });
  });

  it("refuses an empty or blank name", () => {
    expect(planNameSave({ signedIn: true, current: "Ada", draft: "   " })).toEqual({ kind: "error", message: "Name cannot be empty." });
  });

  it("just closes the editor for an unchanged name", () => {
    expect(planNameSave({ signedIn: true, current: "Ada Lovelace", draft: "  Ada Lovelace " })).toEqual({ kind: "close" });
  });

  it("saves the trimmed name as both full_name and name", () => {
    expect(planNameSave({ signedIn: true, current: "Ada", draft: " Grace Hopper " })).toEqual({
      kind: "save",
      body: { full_name: "Grace Hopper", name: "Grace Hopper" },
    });
  });
});

describe("canSaveName", () => {
  it("is disabled while saving or when the trimmed name is empty", () => {
    expect(canSaveName("Ada", false)).toBe(true);
    expect(canSaveName("Ada", true)).toBe(false);
    expect(canSaveName("  ", false)).toBe(false);
  });
});

describe("currentName", () => {
  it("prefers full_name, then name", () => {
    expect(currentName({ full_name: "Ada Lovelace", name: "Ada" })).toBe("Ada Lovelace");
    expect(currentName({ full_name: null, name: "Ada" })).toBe("Ada");
    expect(currentName(null)).toBe("");
  });
});

describe("messages", () => {
  it("match the spec", () => {
    expect(nameMessages.saved).toBe("Name updated!");
    expect(nameMessages.failed).toBe("Could not save your name. Please try again.");
  });
});
