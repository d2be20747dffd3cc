import { describe, expect, it } from "vitest";
import { checkPasswordChange, fieldOfRefusal, passwordMessages } from "./rules";

const valid = { current: "kettle-sparrow-7", next: "lantern-orchard-9", confirm: "lantern-orchard-9" };

describe("checkPasswordChange", () => {
  it("sends the current and the new password", () => {
    expect(checkPasswordChange(valid)).toEqual({ ok: true, body: { current_password: "kettle-sparrow-7", new_password: "lantern-orchard-9" } });
  });

  it("needs both passwords", () => {
    expect(checkPasswordChange({ ...valid, current: "" })).toEqual({ ok: false, field: "current", message: passwordMessages.required });
    expect(checkPasswordChange({ ...valid, next: "", confirm: "" })).toEqual({ ok: false, field: "next", message: passwordMessages.required });
  });

  it("keeps the spec's minimum of 6 characters, counted as characters", () => {
    expect(checkPasswordChange({ ...valid, next: "12345", confirm: "12345" })).toEqual({ ok: false, field: "next", message: "Password must be at least 6 characters." });
    expect(checkPasswordChange({ ...valid, next: "ŁódźŁó", confirm: "ŁódźŁó" }).ok).toBe(true);
  });

  it("needs the confirmation to match", () => {
    expect(checkPasswordChange({ ...valid, confirm: "lantern-orchard-8" })).toEqual({ ok: false, field: "confirm", message: "Passwords do not match." });
  });

  it("refuses the current password as the new one", () => {
    expect(checkPasswordChange({ current: "same-one-1", next: "same-one-1", confirm: "same-one-1" })).toEqual({ ok: false, field: "next", message: passwordMessages.unchanged });
  });
});

describe("fieldOfRefusal", () => {
  it("puts the server's 422s on the field they are about", () => {
    expect(fieldOfRefusal(422, "Your current password is not correct.")).toBe("current");
    expect(fieldOfRefusal(422, "This password is one of the most common ones and easy to guess. Please choose another.")).toBe("next");
    expect(fieldOfRefusal(409, "Your account has no password yet")).toBeNull();
  });
});
