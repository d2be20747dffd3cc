import { describe, expect, it } from "vitest";
import { coverLetterFromText, emailFromText, resumeFromSections } from "./build";
import { DECK_FIXTURE } from "./deckFixture";
import { deckDraftFromSections, deckSlides } from "./slides";

// A document's title is the PDF's, Word's and PowerPoint's title property (shown in a viewer's
// title bar) and the download's name: no bidi control or zero-width character may reorder
// or hide what it says.
const SPOOF = "abc\u202Egnp.exe\u200B";

describe("document titles", () => {
  it("drop bidi controls and zero-width characters", () => {
    expect(coverLetterFromText("Dear team,", {}, "default", SPOOF).title).toBe("abcgnp.exe");
    expect(emailFromText("Subject: \u2067Hi\u2069\n\nHello", "default").title).toBe("Hi");
    expect(resumeFromSections({ header: { name: "Ann", title: "", contact: [] }, sections: [] } as never, "default", SPOOF).title).toBe("abcgnp.exe");
    expect(deckSlides(deckDraftFromSections(DECK_FIXTURE), "default", SPOOF).title).toBe("abcgnp.exe");
  });
});
