import { describe, expect, it } from "vitest";
import { DECK_SECTIONS } from "./build";
import { DECK_FIXTURE, deckText } from "./deckFixture";
import { TEMPLATE_IDS } from "./model";
import { deckDraftFromForm, deckDraftFromSections, deckDraftFromText, deckSlides, fileBoxes, fitSize, slidesText, SLIDE_H, SLIDE_W, type TextBox } from "./slides";

const texts = (boxes: ReturnType<typeof fileBoxes>) => boxes.filter((b): b is TextBox => b.kind === "text");

describe("deckSlides", () => {
  it("is a title slide then one slide per section, Problem … Ask, in every template", () => {
    for (const template of TEMPLATE_IDS) {
      const deck = deckSlides(deckDraftFromSections(DECK_FIXTURE), template);
      expect(deck.slides.map((s) => s.label)).toEqual(["Title", ...DECK_SECTIONS]);
      expect(deck.title).toBe("Lumenő Labs Pitch Deck");
      const title = texts(deck.slides[0]!.boxes);
      expect(title.find((b) => b.role === "title")?.paragraphs).toEqual(["Lumenő Labs"]);
      expect(title.find((b) => b.role === "subtitle")?.paragraphs).toEqual(["Pitch deck · for independent veterinary clinics"]);
    }
  });

  it("puts each section's bullets on its slide and its full text in the notes", () => {
    const deck = deckSlides(deckDraftFromSections(DECK_FIXTURE), "default");
    const traction = deck.slides.find((s) => s.label === "Traction")!;
    expect(texts(traction.boxes).find((b) => b.role === "body")?.paragraphs).toEqual(["Pilot with 12 clinics in Leeds", "31% fewer no-shows in the first quarter", "£11k MRR after four months"]);
    expect(traction.notes).toBe("Traction\nPilot with 12 clinics in Leeds\n31% fewer no-shows in the first quarter\n£11k MRR after four months");
  });

  it("gives each template its own look", () => {
    const looks = TEMPLATE_IDS.map((t) => {
      const slide = deckSlides(deckDraftFromSections(DECK_FIXTURE), t).slides[1]!;
      const title = texts(slide.boxes).find((b) => b.role === "title")!;
      return JSON.stringify([slide.background, title.font, title.color, title.align, slide.boxes.filter((b) => b.kind === "rect")]);
    });
    expect(new Set(looks).size).toBe(4);
    const classic = texts(deckSlides(deckDraftFromSections(DECK_FIXTURE), "classic").slides[1]!.boxes);
    expect(classic.every((b) => b.font === "DejaVu Serif")).toBe(true);
  });

  it("keeps every box on the slide", () => {
    for (const template of TEMPLATE_IDS) {
      for (const slide of deckSlides(deckDraftFromSections(DECK_FIXTURE), template).slides) {
        for (const b of slide.boxes) {
          expect(b.x).toBeGreaterThanOrEqual(0);
          expect(b.y).toBeGreaterThanOrEqual(0);
          expect(b.x + b.w).toBeLessThanOrEqual(SLIDE_W + 1e-9);
          expect(b.y + b.h).toBeLessThanOrEqual(SLIDE_H + 1e-9);
        }
      }
    }
  });

  it("shrinks long sections to fit rather than overflow, and keeps short ones large", () => {
    const long = Array.from({ length: 9 }, (_, i) => `Point ${i + 1}: a long sentence about the market that a founder wrote in full, with figures and sources`);
    const draft = deckDraftFromSections({ ...DECK_FIXTURE, slides: [{ title: "Market", bullets: long }, { title: "Ask", bullets: ["£600k"] }] });
    const deck = deckSlides(draft, "default");
    const market = texts(deck.slides[4]!.boxes).find((b) => b.role === "body")!;
    const ask = texts(deck.slides[9]!.boxes).find((b) => b.role === "body")!;
    expect(market.size).toBeLessThan(ask.size);
    expect(ask.size).toBe(22);
    expect(fitSize(market.paragraphs, market.w, market.h, [market.size], market.lineHeight, market.spaceAfter, true)).toBe(market.size);
  });

  it("shows a placeholder on a slide not written yet, and leaves it out of files", () => {
    const deck = deckSlides(deckDraftFromForm({ product: "Acme", audience: "dentists" }), "modern");
    expect(deck.slides).toHaveLength(10);
    const problem = deck.slides[1]!;
    expect(texts(problem.boxes).find((b) => b.role === "body")).toMatchObject({ placeholder: true, paragraphs: ["Generate the deck to write this slide."] });
    expect(texts(fileBoxes(problem)).some((b) => b.placeholder)).toBe(false);
    expect(slidesText(deck)).not.toContain("Generate the deck");
  });
});

describe("deckDraftFromText", () => {
  it("reads the streamed text of every template as the finished deck", () => {
    for (const template of TEMPLATE_IDS) {
      const fromText = deckDraftFromText(deckText(template), {});
      const fromAnswer = deckDraftFromSections(DECK_FIXTURE);
      expect(fromText.sections).toEqual(fromAnswer.sections);
      expect(fromText.company).toBe("Lumenő Labs");
      expect(fromText.market).toBe("independent veterinary clinics");
    }
  });

  it("never moves a box while the draft streams in: ten slides, same places, every prefix", () => {
    const text = deckText("creative");
    const geometry = (t: string) =>
      deckSlides(deckDraftFromText(t, { product: "Lumenő Labs", audience: "independent veterinary clinics" }), "creative").slides.map((s) =>
        s.boxes.map((b) => [b.kind, b.kind === "text" ? b.role : "", b.x, b.y, b.w, b.h].join()),
      );
    const finished = geometry(text);
    for (let end = 0; end <= text.length; end += 7) expect(geometry(text.slice(0, end))).toEqual(finished);
  });
});
