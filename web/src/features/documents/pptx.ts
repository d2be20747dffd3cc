/**
 * The PowerPoint file: the deck's slide definitions (slides.ts) written with pptxgenjs, one
 * slide per definition, every text a real text box (titles, bulleted paragraphs), the
 * template's colours and fonts, and each section's full text in the speaker notes. Loaded
 * lazily (exports.ts).
 */
import PptxGenJS from "pptxgenjs";
import { fileBoxes, type SlideDeck, type TextBox } from "./slides";

const hex = (colour: string) => colour.replace(/^#/, "").toUpperCase();

function textRuns(box: TextBox): PptxGenJS.TextProps[] {
  return box.paragraphs.map((p, i) => ({
    text: p,
    options: {
      breakLine: i < box.paragraphs.length - 1,
      ...(box.bullet ? { bullet: { characterCode: box.bullet.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0"), indent: Math.round(box.size * 1.2) } } : {}),
      ...(box.spaceAfter ? { paraSpaceAfter: box.spaceAfter } : {}),
    },
  }));
}

/** The deck as a .pptx (Office Open XML), as bytes. */
export async function renderPptx(deck: SlideDeck): Promise<Uint8Array> {
  const pres = new PptxGenJS();
  pres.layout = "LAYOUT_16x9";
  pres.title = deck.title;
  pres.author = "Draftsmith";
  pres.company = "Draftsmith";
  for (const def of deck.slides) {
    const slide = pres.addSlide();
    slide.background = { color: hex(def.background) };
    for (const box of fileBoxes(def)) {
      if (box.kind === "rect") {
        slide.addShape(pres.ShapeType.rect, { x: box.x, y: box.y, w: box.w, h: box.h, fill: { color: hex(box.fill) }, line: { type: "none" } });
        continue;
      }
      slide.addText(textRuns(box), {
        x: box.x,
        y: box.y,
        w: box.w,
        h: box.h,
        margin: 0,
        fontFace: box.font,
        fontSize: box.size,
        bold: box.bold,
        color: hex(box.color),
        align: box.align,
        valign: box.valign,
        lineSpacingMultiple: box.lineHeight,
        objectName: box.role === "title" ? "Title" : box.role === "body" ? "Content" : box.role,
      });
    }
    slide.addNotes(def.notes);
  }
  const out = await pres.write({ outputType: "uint8array", compression: true });
  return out as Uint8Array;
}
