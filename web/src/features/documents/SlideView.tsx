import { useFontInDom } from "./fonts";
import { SLIDE_H, SLIDE_W, type SlideBox, type SlideDef, type TextBox } from "./slides";

/** Inches and points → a share of the slide's width, so the slide scales with its container. */
const pct = (inches: number) => `${((inches * 100) / SLIDE_W).toFixed(4)}%`;
const pctH = (inches: number) => `${((inches * 100) / SLIDE_H).toFixed(4)}%`;
const pt = (points: number) => `${((points * 100) / (SLIDE_W * 72)).toFixed(4)}cqw`;

const JUSTIFY = { top: "flex-start", middle: "center", bottom: "flex-end" } as const;

function TextBoxView({ box }: { box: TextBox }) {
  return (
    <div
      data-role={box.role}
      style={{
        position: "absolute",
        left: pct(box.x),
        top: pctH(box.y),
        width: pct(box.w),
        height: pctH(box.h),
        display: "flex",
        flexDirection: "column",
        justifyContent: JUSTIFY[box.valign],
        fontFamily: `"${box.font}", ${box.font === "DejaVu Serif" ? "Georgia, serif" : "system-ui, sans-serif"}`,
        fontSize: pt(box.size),
        fontWeight: box.bold ? 700 : 400,
        fontStyle: box.placeholder ? "italic" : undefined,
        lineHeight: box.lineHeight,
        color: box.color,
        textAlign: box.align,
        overflow: "hidden",
        overflowWrap: "anywhere",
      }}
    >
      {box.bullet ? (
        <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {box.paragraphs.map((p, i) => (
            <li key={i} style={{ display: "flex", gap: pt(box.size * 0.6), marginBottom: pt(box.spaceAfter) }}>
              <span aria-hidden="true" style={{ color: box.bulletColor }}>
                {box.bullet}
              </span>
              <span style={{ flex: 1, minWidth: 0 }}>{p}</span>
            </li>
          ))}
        </ul>
      ) : (
        box.paragraphs.map((p, i) => (
          <p key={i} style={{ margin: 0, marginBottom: pt(box.spaceAfter) }}>
            {p}
          </p>
        ))
      )}
    </div>
  );
}

function BoxView({ box }: { box: SlideBox }) {
  if (box.kind === "rect") {
    return <div aria-hidden="true" style={{ position: "absolute", left: pct(box.x), top: pctH(box.y), width: pct(box.w), height: pctH(box.h), background: box.fill }} />;
  }
  return <TextBoxView box={box} />;
}

/** One slide at the width of its container, 16:9; text only, never HTML. */
export function SlideView({ slide, label, font }: { slide: SlideDef; label?: string; font: TextBox["font"] }) {
  useFontInDom(font);
  return (
    <div style={{ containerType: "inline-size" }} className="w-full">
      <div
        role={label ? "group" : undefined}
        aria-roledescription={label ? "slide" : undefined}
        aria-label={label}
        className="relative w-full overflow-hidden rounded-sm shadow-md"
        style={{ aspectRatio: `${SLIDE_W} / ${SLIDE_H}`, background: slide.background }}
      >
        {slide.boxes.map((box, i) => (
          <BoxView key={i} box={box} />
        ))}
      </div>
    </div>
  );
}
