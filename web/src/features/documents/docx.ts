/**
 * The Word file: the same document model and look as the preview and the PDF (model.ts),
 * written with the `docx` library as real Word structure: the name as the Title, section
 * headings as Heading 1, entries as Heading 2, paragraphs, and bullet lists on a numbering
 * definition (no tables, no text boxes), so applicant tracking systems read it in order.
 * Loaded lazily (exports.ts).
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  ShadingType,
  TabStopType,
  TextRun,
  type IParagraphOptions,
  type ParagraphChild,
} from "docx";
import { lookOf, pageOf, type DocLook } from "./layout";
import type { Block, DocModel, Runs } from "./model";

/** Word measures pages in twentieths of a point. */
const TWIP_PER_PT = 20;
const hex = (colour: string) => colour.replace(/^#/, "").toUpperCase();
/** Points → half-points (Word's run size unit). */
const half = (pt: number) => Math.round(pt * 2);

function runs(items: Runs | undefined, look: DocLook, extra: { bold?: boolean; color?: string } = {}): ParagraphChild[] {
  return (items ?? []).map((run) =>
    run.href
      ? new ExternalHyperlink({ link: run.href, children: [new TextRun({ text: run.text, style: "Hyperlink", color: hex(look.accent), ...(extra.bold ? { bold: true } : {}) })] })
      : new TextRun({ text: run.text, ...(extra.bold ? { bold: true } : {}), ...(extra.color ? { color: extra.color } : {}) }),
  );
}

function bulletList(items: Runs[], look: DocLook): Paragraph[] {
  return items.map((item) => new Paragraph({ numbering: { reference: "bullets", level: 0 }, spacing: { after: Math.round(40 * look.space) }, children: runs(item, look) }));
}

function blockParagraphs(block: Block, look: DocLook, contentWidth: number): Paragraph[] {
  const muted = hex(look.muted);
  switch (block.type) {
    case "header": {
      const banded = look.band !== null;
      const band = hex(look.band ?? "#000000");
      // The band: shaded paragraphs framed by borders of the same colour, whose spacing pads the text.
      const edge = { style: BorderStyle.SINGLE, size: 4, color: band, space: 8 };
      const shading = banded ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: band }, border: { top: edge, bottom: edge, left: edge, right: edge } } : {};
      const align = look.headerAlign === "center" ? AlignmentType.CENTER : AlignmentType.LEFT;
      const ink = banded ? hex(look.bandInk) : undefined;
      const out = [
        new Paragraph({ heading: HeadingLevel.TITLE, alignment: align, ...shading, children: [new TextRun({ text: block.name, ...(ink ? { color: ink } : look.headingBar ? { color: hex(look.accent) } : {}) })] }),
      ];
      if (block.title) out.push(new Paragraph({ alignment: align, ...shading, spacing: { after: Math.round(40 * look.space) }, children: [new TextRun({ text: block.title, size: half(look.bodySize + 1.5), color: ink ?? hex(look.accent) })] }));
      if (block.contact?.length) {
        const lookForContact = banded ? { ...look, accent: look.bandInk } : look;
        out.push(
          new Paragraph({
            alignment: align,
            ...shading,
            spacing: { after: Math.round(160 * look.space) },
            ...(look.headerAlign === "center" ? { border: { bottom: { style: BorderStyle.DOUBLE, size: 6, color: hex(look.ink), space: 4 } } } : {}),
            children: runs(block.contact, lookForContact, { color: ink ?? muted }),
          }),
        );
      }
      return out;
    }
    case "heading":
      return [new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(block.text)] })];
    case "paragraph":
      return [new Paragraph({ spacing: { after: Math.round(140 * look.space) }, children: runs(block.runs, look, block.muted ? { color: muted } : {}) })];
    case "bullets":
      return bulletList(block.items, look);
    case "entry": {
      const title: ParagraphChild[] = [new TextRun({ text: block.title, bold: true })];
      if (block.subtitle) title.push(new TextRun({ text: ` — ${block.subtitle}`, color: muted }));
      if (block.meta) title.push(new TextRun({ text: `\t${block.meta}`, color: muted, bold: false }));
      const out = [new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, tabStops: [{ type: TabStopType.RIGHT, position: contentWidth }], children: title })];
      if (block.link?.length) out.push(new Paragraph({ keepNext: true, children: runs(block.link, look, { color: muted }) }));
      if (block.body?.length) out.push(new Paragraph({ spacing: { after: Math.round(60 * look.space) }, children: runs(block.body, look) }));
      out.push(...bulletList(block.bullets ?? [], look));
      return out;
    }
    case "tags":
      // One line of comma-separated skills: what a tracking system reads best.
      return [new Paragraph({ spacing: { after: Math.round(120 * look.space) }, children: [new TextRun(block.items.join(", "))] })];
    case "rule":
      return [new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: muted, space: 1 } }, children: [] })];
  }
}

export function docxDocument(doc: DocModel): Document {
  const look = lookOf(doc);
  const page = pageOf(doc);
  // Letter is 12240 × 15840 twips, A4 11906 × 16838.
  const size = { width: Math.round(page.width * TWIP_PER_PT), height: Math.round(page.height * TWIP_PER_PT) };
  const margin = Math.round(page.margin * TWIP_PER_PT);
  const contentWidth = size.width - 2 * margin;
  // Word's "auto" line spacing is in 240ths of a line: 276 (1.15 lines) has matched the
  // preview's 1.4 until now, so other choices scale from there.
  const line = Math.round((276 * look.lineHeight) / 1.4);
  const accent = hex(look.accent);
  const heading1: IParagraphOptions["border"] = look.headingRule ? { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent, space: 1 } } : look.headingBar ? { left: { style: BorderStyle.SINGLE, size: 24, color: accent, space: 6 } } : undefined;
  return new Document({
    creator: "Draftsmith",
    title: doc.title,
    styles: {
      default: {
        document: { run: { font: look.font, size: half(look.bodySize), color: hex(look.ink) }, paragraph: { spacing: { line, lineRule: LineRuleType.AUTO } } },
        title: { run: { font: look.font, size: half(look.nameSize), bold: true, color: hex(look.ink) }, paragraph: { spacing: { after: Math.round(40 * look.space) } } },
        heading1: {
          run: { font: look.font, size: half(look.headingSize), bold: true, color: accent, allCaps: look.headingUpper },
          paragraph: { spacing: { before: Math.round(240 * look.space), after: Math.round(100 * look.space) }, keepNext: true, ...(heading1 ? { border: heading1 } : {}) },
        },
        heading2: { run: { font: look.font, size: half(look.bodySize), bold: true, color: hex(look.ink) }, paragraph: { spacing: { before: Math.round(100 * look.space), after: 20 }, keepNext: true } },
        hyperlink: { run: { color: accent, underline: {} } },
      },
    },
    numbering: {
      config: [
        {
          reference: "bullets",
          levels: [
            { level: 0, format: LevelFormat.BULLET, text: look.bullet, alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 240 } }, run: { color: accent } } },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size, margin: { top: margin, right: margin, bottom: margin, left: margin } } },
        children: doc.blocks.flatMap((b) => blockParagraphs(b, look, contentWidth)),
      },
    ],
  });
}

/** The document as a .docx (Office Open XML), as bytes. */
export async function renderDocx(doc: DocModel): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toArrayBuffer(docxDocument(doc)));
}
