/**
 * The PDF renderer: the same blocks and look as DomDocument, drawn with @react-pdf/renderer.
 * This module is imported lazily (download.ts) so the engine is not part of the first load.
 */
import { Document, Font, Link, Page, StyleSheet, Text, View, pdf } from "@react-pdf/renderer";
import type { ComponentProps } from "react";
import { FONT_FILES } from "./fonts";
import { keepHeadingsWithNext, type PdfUnit } from "./keepWithNext";
import { lookOf, pageOf, type DocLook } from "./layout";
import type { Block, DocModel, Look, Runs } from "./model";

let registered = false;
export function registerFonts(): void {
  if (registered) return;
  registered = true;
  for (const [family, files] of Object.entries(FONT_FILES)) {
    Font.register({ family, fonts: [{ src: files.normal, fontWeight: 400 }, { src: files.bold, fontWeight: 700 }] });
  }
  // Break only at spaces and hyphens: no invented hyphenation in names or words.
  Font.registerHyphenationCallback((word) => [word]);
}

const styles = StyleSheet.create({
  row: { flexDirection: "row" },
});

function RunsPdf({ runs, look }: { runs: Runs | undefined; look: Look }) {
  return (runs ?? []).map((run, i) =>
    run.href ? (
      <Link key={i} src={run.href} style={{ color: look.accent, textDecoration: "underline" }}>
        {run.text}
      </Link>
    ) : (
      <Text key={i}>{run.text}</Text>
    ),
  );
}

/** A list; `joinsPrev`/`joinsNext`: one list drawn in two parts (its first item kept with its heading), with no gap between them. */
function Bullets({ items, look, joinsPrev = false, joinsNext = false }: { items: Runs[]; look: DocLook; joinsPrev?: boolean; joinsNext?: boolean }) {
  return (
    <View style={{ marginTop: joinsPrev ? 0 : 2 * look.space, marginBottom: joinsNext ? 0 : 2 * look.space }}>
      {items.map((item, i) => (
        <View key={i} style={[styles.row, { marginBottom: 2 * look.space }]} wrap={false}>
          <Text style={{ color: look.accent, width: 12 }}>{look.bullet}</Text>
          <Text style={{ flex: 1 }}>
            <RunsPdf runs={item} look={look} />
          </Text>
        </View>
      ))}
    </View>
  );
}

function BlockPdf({ block, look, joinsPrev, joinsNext }: { block: Block; look: DocLook; joinsPrev?: boolean; joinsNext?: boolean }) {
  switch (block.type) {
    case "header": {
      const banded = look.band !== null;
      const headerStyle: Exclude<ComponentProps<typeof View>["style"], unknown[] | undefined> = {
        textAlign: look.headerAlign,
        marginBottom: 8 * look.space,
        paddingBottom: banded ? 14 : 6,
        ...(banded ? { backgroundColor: look.band ?? undefined, paddingTop: 14, paddingHorizontal: 16 } : {}),
        ...(look.headerAlign === "center" ? { borderBottomWidth: 1.5, borderBottomColor: look.ink } : {}),
      };
      return (
        <View style={headerStyle} wrap={false}>
          <Text style={{ fontSize: look.nameSize, fontWeight: 700, lineHeight: 1.15, color: banded ? look.bandInk : look.headingBar ? look.accent : look.ink }}>{block.name}</Text>
          {block.title ? <Text style={{ fontSize: look.bodySize + 1.5, marginTop: 3, color: banded ? look.bandInk : look.accent }}>{block.title}</Text> : null}
          {block.contact?.length ? (
            <Text style={{ fontSize: look.bodySize - 0.5, marginTop: 4, color: banded ? look.bandInk : look.muted }}>
              <RunsPdf runs={block.contact} look={banded ? { ...look, accent: look.bandInk } : look} />
            </Text>
          ) : null}
        </View>
      );
    }
    case "heading":
      return (
        <Text
          minPresenceAhead={40}
          style={{
            fontSize: look.headingSize,
            fontWeight: 700,
            color: look.accent,
            marginTop: 12 * look.space,
            marginBottom: 5 * look.space,
            ...(look.headingUpper ? { textTransform: "uppercase", letterSpacing: 0.8 } : {}),
            ...(look.headingRule ? { borderBottomWidth: 0.75, borderBottomColor: look.accent, paddingBottom: 2 } : {}),
            ...(look.headingBar ? { borderLeftWidth: 3, borderLeftColor: look.accent, paddingLeft: 6 } : {}),
          }}
        >
          {block.text}
        </Text>
      );
    case "paragraph":
      return (
        <Text style={{ marginBottom: 7 * look.space, ...(block.muted ? { color: look.muted } : {}) }}>
          <RunsPdf runs={block.runs} look={look} />
        </Text>
      );
    case "bullets":
      return <Bullets items={block.items} look={look} joinsPrev={joinsPrev} joinsNext={joinsNext} />;
    case "entry":
      return (
        <View style={{ marginBottom: 7 * look.space }} wrap={false}>
          <View style={[styles.row, { justifyContent: "space-between" }]}>
            <Text style={{ fontWeight: 700, flex: 1 }}>
              {block.title}
              {block.subtitle ? <Text style={{ fontWeight: 400, color: look.muted }}>{` — ${block.subtitle}`}</Text> : null}
            </Text>
            {block.meta ? <Text style={{ color: look.muted, marginLeft: 8 }}>{block.meta}</Text> : null}
          </View>
          {block.link?.length ? (
            <Text style={{ color: look.muted }}>
              <RunsPdf runs={block.link} look={look} />
            </Text>
          ) : null}
          {block.body?.length ? (
            <Text>
              <RunsPdf runs={block.body} look={look} />
            </Text>
          ) : null}
          {block.bullets?.length ? <Bullets items={block.bullets} look={look} /> : null}
        </View>
      );
    case "tags":
      return (
        <View style={[styles.row, { flexWrap: "wrap", marginBottom: 6 * look.space }]}>
          {block.items.map((tag, i) => (
            <Text key={i} style={{ backgroundColor: look.tagBg, paddingVertical: 1.5, paddingHorizontal: 6, marginRight: 4, marginBottom: 4, borderRadius: look.headerAlign === "center" ? 0 : 8 }}>
              {tag}
            </Text>
          ))}
        </View>
      );
    case "rule":
      return <View style={{ borderTopWidth: 0.75, borderTopColor: look.muted, marginVertical: 8 * look.space }} />;
  }
}

/** `keepWithNext` off draws every block on its own, as before issue 27 (its test shows the heading it strands). */
export function PdfDocument({ doc, keepWithNext = true }: { doc: DocModel; keepWithNext?: boolean }) {
  const look = lookOf(doc);
  const { margin } = pageOf(doc);
  return (
    <Document title={doc.title} creator="Draftsmith" producer="Draftsmith">
      <Page size={doc.style?.page === "a4" ? "A4" : "LETTER"} orientation="portrait" style={{ padding: margin, fontFamily: look.font, fontSize: look.bodySize, lineHeight: look.lineHeight, color: look.ink }}>
        {(keepWithNext ? keepHeadingsWithNext(doc.blocks) : doc.blocks.map((block): PdfUnit => ({ type: "block", block }))).map((unit, i) =>
          unit.type === "block" ? (
            <BlockPdf key={i} block={unit.block} look={look} joinsPrev={unit.joinsPrev} />
          ) : !unit.first ? (
            // Before a long paragraph (or nothing): minPresenceAhead keeps a few of its lines with it.
            <BlockPdf key={i} block={unit.heading} look={look} />
          ) : (
            // A heading never ends a page: it moves to the next one with the start of its section.
            <View key={i} wrap={false}>
              <BlockPdf block={unit.heading} look={look} />
              <BlockPdf block={unit.first} look={look} joinsNext={unit.joinsNext} />
            </View>
          ),
        )}
      </Page>
    </Document>
  );
}

/** The document as an element of the engine's own React (a test renders it to a buffer in Node). */
export const pdfElement = (doc: DocModel, keepWithNext = true) => <PdfDocument doc={doc} keepWithNext={keepWithNext} />;

/** Renders the document to a PDF blob (Letter or A4, portrait, points = 1/72 in). */
export async function renderPdf(doc: DocModel): Promise<Blob> {
  registerFonts();
  return pdf(<PdfDocument doc={doc} />).toBlob();
}
