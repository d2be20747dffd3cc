import { describe, expect, it } from "vitest";
import { clearUserStorage } from "./storage";

function seed() {
  localStorage.setItem("draftsmith.form.resume.u1", "{}");
  localStorage.setItem("draftsmith.form.cover_letter.u1", "{}");
  localStorage.setItem("draftsmith.form.resume.u2", "{}");
  localStorage.setItem("draftsmith.form.resume.guest", "{}");
  localStorage.setItem("draftsmith.theme", "light");
  localStorage.setItem("draftsmith.defaultTone", "friendly");
  sessionStorage.setItem("draftsmith.welcomeShown", "1");
}

const keys = () => Object.keys(localStorage).sort();

describe("clearUserStorage", () => {
  it("signed out: removes every user's forms and the welcome flag, keeps the guest's form and the browser's settings", () => {
    seed();
    clearUserStorage(null);
    expect(keys()).toEqual(["draftsmith.defaultTone", "draftsmith.form.resume.guest", "draftsmith.theme"]);
    expect(sessionStorage.getItem("draftsmith.welcomeShown")).toBeNull();
  });

  it("signed in: removes only other users' forms", () => {
    seed();
    clearUserStorage("u1");
    expect(keys()).toEqual(["draftsmith.defaultTone", "draftsmith.form.cover_letter.u1", "draftsmith.form.resume.guest", "draftsmith.form.resume.u1", "draftsmith.theme"]);
    expect(sessionStorage.getItem("draftsmith.welcomeShown")).toBe("1");
  });
});
