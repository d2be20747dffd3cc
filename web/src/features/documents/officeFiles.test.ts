// @vitest-environment node
/**
 * The PowerPoint and Word files, opened as what they are: zip archives of Office Open XML.
 * Every word of the slides / the document must be in the XML as text, in real text boxes,
 * paragraphs, headings and numbered bullet lists.
 */
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { LINKED_RESUME, LETTER } from "./docFixtures";
import { DECK_FIXTURE } from "./deckFixture";
import { renderDocx } from "./docx";
import { documentText, TEMPLATE_IDS } from "./model";
import { renderPptx } from "./pptx";
import { deckDraftFromSections, deckSlides, slidesText } from "./slides";

const unzip = (bytes: Uint8Array) => Object.fromEntries(Object.entries(unzipSync(bytes)).map(([k, v]) => [k, strFromU8(v)]));
const xmlText = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, "g"))].map((m) => decode(m[1] ?? ""));
const decode = (s: string) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
const words = (s: string) => s.split(/\s+/).filter(Boolean);

describe("PPTX", () => {
  it("has one slide per definition with every word in real text boxes, the template's colours and font, and the notes", async () => {
    const deck = deckSlides(deckDraftFromSections(DECK_FIXTURE), "creative");
    const files = unzip(await renderPptx(deck));
    const slides = Object.keys(files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f));
    expect(slides).toHaveLength(10);
    const slideXml = (n: number) => files[`ppt/slides/slide${n}.xml`]!;
    const shown = Array.from({ length: 10 }, (_, i) => xmlText(slideXml(i + 1), "a:t").join(" ")).join(" ");
    for (const word of words(slidesText(deck))) expect(shown).toContain(word);
    // Slide 8 is Traction: title and bullets are text (a:t) in shapes (p:sp), bulleted with ▸ (25B8).
    expect(xmlText(slideXml(8), "a:t")).toEqual(expect.arrayContaining(["Traction", "Pilot with 12 clinics in Leeds", "£11k MRR after four months"]));
    expect(slideXml(8)).toContain('<a:buChar char="&#x25B8;"/>');
    expect(slideXml(8)).not.toContain("<p:pic>");
    expect(slideXml(8)).toContain('typeface="DejaVu Sans"');
    expect(slideXml(8)).toContain('val="BE185D"');
    // Speaker notes: the section's full text.
    const notes = Object.entries(files).filter(([f]) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(f));
    expect(notes).toHaveLength(10);
    const allNotes = notes.map(([, xml]) => xmlText(xml, "a:t").join("\n")).join("\n");
    for (const s of DECK_FIXTURE.slides ?? []) for (const b of s.bullets ?? []) expect(allNotes).toContain(b);
    // 16:9: 10 × 5.625 in.
    expect(files["ppt/presentation.xml"]).toContain('<p:sldSz cx="9144000" cy="5143500"');
  });

  it("writes the Classic look in DejaVu Serif", async () => {
    const files = unzip(await renderPptx(deckSlides(deckDraftFromSections(DECK_FIXTURE), "classic")));
    expect(files["ppt/slides/slide2.xml"]).toContain('typeface="DejaVu Serif"');
  });
});

describe("DOCX", () => {
  for (const template of TEMPLATE_IDS) {
    it(`writes a ${template} resume as headings, paragraphs and numbered bullets, no tables`, async () => {
      const doc = { ...LINKED_RESUME, template };
      const files = unzip(await renderDocx(doc));
      const body = files["word/document.xml"]!;
      const text = xmlText(body, "w:t").join(" ");
      for (const word of words(documentText(doc))) expect(text).toContain(word);
      expect(body).not.toContain("<w:tbl>");
      expect(body).toContain('<w:pStyle w:val="Title"/>');
      expect(body).toContain('<w:pStyle w:val="Heading1"/>');
      expect(body).toContain("<w:numPr>");
      expect(files["word/numbering.xml"]).toContain('<w:numFmt w:val="bullet"/>');
      expect(files["word/styles.xml"]).toContain(template === "classic" ? 'w:ascii="DejaVu Serif"' : 'w:ascii="DejaVu Sans"');
      // Links stay links.
      expect(files["word/_rels/document.xml.rels"]).toContain('Target="https://ana.dev/"');
    });
  }

  it("writes a cover letter's paragraphs in order", async () => {
    const files = unzip(await renderDocx(LETTER));
    const paragraphs = [...files["word/document.xml"]!.matchAll(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs)].map((m) => xmlText(m[0], "w:t").join("")).filter(Boolean);
    expect(paragraphs).toEqual(documentText(LETTER).split("\n"));
  });
});
