/**
 * The slides PDF: the deck's slide definitions (slides.ts) drawn with @react-pdf/renderer, one
 * 16:9 page per slide (720 × 405 pt = 10 × 5.625 in), real text. Loaded lazily (exports.ts).
 */
import { Document, Page, Text, View, pdf } from "@react-pdf/renderer";
import { registerFonts } from "./pdf";
import { SLIDE_H, SLIDE_W, fileBoxes, type SlideBox, type SlideDeck, type TextBox } from "./slides";

const IN = 72;
const JUSTIFY = { top: "flex-start", middle: "center", bottom: "flex-end" } as const;

function TextBoxPdf({ box }: { box: TextBox }) {
  return (
    <View
      style={{
        position: "absolute",
        left: box.x * IN,
        top: box.y * IN,
        width: box.w * IN,
        height: box.h * IN,
        flexDirection: "column",
        justifyContent: JUSTIFY[box.valign],
        fontFamily: box.font,
        fontSize: box.size,
        fontWeight: box.bold ? 700 : 400,
        lineHeight: box.lineHeight,
        color: box.color,
      }}
    >
      {box.paragraphs.map((p, i) =>
        box.bullet ? (
          <View key={i} style={{ flexDirection: "row", marginBottom: box.spaceAfter }}>
            <Text style={{ color: box.bulletColor, width: box.size * 1.2 }}>{box.bullet}</Text>
            <Text style={{ flex: 1 }}>{p}</Text>
          </View>
        ) : (
          <Text key={i} style={{ textAlign: box.align, marginBottom: box.spaceAfter }}>
            {p}
          </Text>
        ),
      )}
    </View>
  );
}

function BoxPdf({ box }: { box: SlideBox }) {
  if (box.kind === "rect") return <View style={{ position: "absolute", left: box.x * IN, top: box.y * IN, width: box.w * IN, height: box.h * IN, backgroundColor: box.fill }} />;
  return <TextBoxPdf box={box} />;
}

export function SlidesPdfDocument({ deck }: { deck: SlideDeck }) {
  return (
    <Document title={deck.title} creator="Draftsmith" producer="Draftsmith">
      {deck.slides.map((slide, i) => (
        <Page key={i} size={{ width: SLIDE_W * IN, height: SLIDE_H * IN }} style={{ backgroundColor: slide.background, position: "relative" }}>
          {fileBoxes(slide).map((box, j) => (
            <BoxPdf key={j} box={box} />
          ))}
        </Page>
      ))}
    </Document>
  );
}

export async function renderSlidesPdf(deck: SlideDeck): Promise<Blob> {
  registerFonts();
  return pdf(<SlidesPdfDocument deck={deck} />).toBlob();
}
