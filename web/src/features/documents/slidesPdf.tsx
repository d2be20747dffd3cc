/**
 * The slides PDF: the deck's slide definitions (slides.ts) drawn with @react-pdf/renderer, one
 * 16:9 page per slide (720 × 405 pt = 10 × 5.625 in; with A4 chosen, 16:9 across an A4
 * sheet's long side, 297 × 167 mm, everything scaled alike), real text. Loaded lazily (exports.ts).
 */
import { Document, Page, Text, View, pdf } from "@react-pdf/renderer";
import { PAGES, type PageSize } from "./layout";
import { registerFonts } from "./pdf";
import { SLIDE_H, SLIDE_W, fileBoxes, type SlideBox, type SlideDeck, type TextBox } from "./slides";


const JUSTIFY = { top: "flex-start", middle: "center", bottom: "flex-end" } as const;

/** `IN` is points per slide inch: 72, or more when the slide spans A4's long side. */
function TextBoxPdf({ box, IN }: { box: TextBox; IN: number }) {
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
        fontSize: box.size * (IN / 72),
        fontWeight: box.bold ? 700 : 400,
        lineHeight: box.lineHeight,
        color: box.color,
      }}
    >
      {box.paragraphs.map((p, i) =>
        box.bullet ? (
          <View key={i} style={{ flexDirection: "row", marginBottom: box.spaceAfter * (IN / 72) }}>
            <Text style={{ color: box.bulletColor, width: box.size * 1.2 * (IN / 72) }}>{box.bullet}</Text>
            <Text style={{ flex: 1 }}>{p}</Text>
          </View>
        ) : (
          <Text key={i} style={{ textAlign: box.align, marginBottom: box.spaceAfter * (IN / 72) }}>
            {p}
          </Text>
        ),
      )}
    </View>
  );
}

function BoxPdf({ box, IN }: { box: SlideBox; IN: number }) {
  if (box.kind === "rect") return <View style={{ position: "absolute", left: box.x * IN, top: box.y * IN, width: box.w * IN, height: box.h * IN, backgroundColor: box.fill }} />;
  return <TextBoxPdf box={box} IN={IN} />;
}

export function SlidesPdfDocument({ deck, page = "letter" }: { deck: SlideDeck; page?: PageSize }) {
  const IN = slideScale(page);
  return (
    <Document title={deck.title} creator="Draftsmith" producer="Draftsmith">
      {deck.slides.map((slide, i) => (
        <Page key={i} size={{ width: SLIDE_W * IN, height: SLIDE_H * IN }} style={{ backgroundColor: slide.background, position: "relative" }}>
          {fileBoxes(slide).map((box, j) => (
            <BoxPdf key={j} box={box} IN={IN} />
          ))}
        </Page>
      ))}
    </Document>
  );
}

/** Points per slide inch: 72 on the 10 in slide, more when the slide spans A4's long side. */
export function slideScale(page: PageSize): number {
  return page === "a4" ? PAGES.a4.height / SLIDE_W : 72;
}

export async function renderSlidesPdf(deck: SlideDeck, page: PageSize = "letter"): Promise<Blob> {
  registerFonts();
  return pdf(<SlidesPdfDocument deck={deck} page={page} />).toBlob();
}
