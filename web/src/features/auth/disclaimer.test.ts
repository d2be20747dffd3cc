import { describe, expect, it } from "vitest";
import { storageKeys } from "@/lib/storage";
import { readDisclaimerAccepted, writeDisclaimerAccepted } from "./disclaimer";

describe("disclaimer acceptance", () => {
  it("is not accepted when nothing is stored", () => {
    expect(readDisclaimerAccepted()).toBe(false);
  });

  it("persists acceptance as the string 'true'", () => {
    writeDisclaimerAccepted(true);
    expect(window.localStorage.getItem(storageKeys.disclaimerAccepted)).toBe("true");
    expect(readDisclaimerAccepted()).toBe(true);
  });

  it("persists a refusal as the string 'false'", () => {
    writeDisclaimerAccepted(true);
    writeDisclaimerAccepted(false);
    expect(window.localStorage.getItem(storageKeys.disclaimerAccepted)).toBe("false");
    expect(readDisclaimerAccepted()).toBe(false);
  });

  it("treats any other stored value as not accepted", () => {
    window.localStorage.setItem(storageKeys.disclaimerAccepted, "yes");
    expect(readDisclaimerAccepted()).toBe(false);
  });

  it("uses the draftsmith. prefix", () => {
    expect(storageKeys.disclaimerAccepted).toBe("draftsmith.disclaimerAccepted");
  });
});
