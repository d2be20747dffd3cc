import type { CSSProperties, ReactNode } from "react";
import { useFontInDom } from "./fonts";
import { lookOf, pageOf, type DocLook } from "./layout";
import type { Block, DocModel, Look, Runs } from "./model";

/**
 * The paper is a size container and the sheet sets --pt to 100cqw / the paper's width in
 * points (612 for Letter, 595.28 for A4), so the preview scales like the PDF.
 */
function pt(n: number): string {
  return `calc(var(--pt) * ${n})`;
}

/** Space between blocks: points times the document's spacing (--sp, which Fit to one page tightens). */
/*
 * Blocks stack in flex columns (STACK) because the PDF engine (Yoga) never collapses margins:
 * in a flex column neither does the browser, so the preview's page is as tall as the PDF's.
 */
const STACK: CSSProperties = { display: "flex", flexDirection: "column" };

function sp(n: number): string {
  return `calc(var(--pt) * var(--sp) * ${n})`;
}

function RunsView({ runs, look }: { runs: Runs | undefined; look: Look }): ReactNode {
  return (runs ?? []).map((run, i) =>
    run.href ? (
      <a key={i} href={run.href} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2" style={{ color: look.accent }}>
        {run.text}
      </a>
    ) : (
      <span key={i}>{run.text}</span>
    ),
  );
}

function Heading({ text, look }: { text: string; look: Look }) {
  const style: CSSProperties = {
    fontSize: pt(look.headingSize),
    fontWeight: 700,
    color: look.accent,
    marginTop: sp(12),
    marginBottom: sp(5),
    letterSpacing: look.headingUpper ? "0.08em" : undefined,
    textTransform: look.headingUpper ? "uppercase" : undefined,
    borderBottom: look.headingRule ? `${pt(0.75)} solid ${look.accent}` : undefined,
    paddingBottom: look.headingRule ? pt(2) : undefined,
    borderLeft: look.headingBar ? `${pt(3)} solid ${look.accent}` : undefined,
    paddingLeft: look.headingBar ? pt(6) : undefined,
  };
  return <h3 style={style}>{text}</h3>;
}

function BulletList({ items, look }: { items: Runs[]; look: Look }) {
  return (
    <ul style={{ ...STACK, margin: `${sp(2)} 0`, padding: 0, listStyle: "none" }}>
      {items.map((item, i) => (
        <li key={i} style={{ display: "flex", gap: pt(6), marginBottom: sp(2) }}>
          <span aria-hidden="true" style={{ color: look.accent }}>
            {look.bullet}
          </span>
          <span style={{ flex: 1, minWidth: 0 }}>
            <RunsView runs={item} look={look} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function BlockView({ block, look }: { block: Block; look: Look }) {
  switch (block.type) {
    case "header": {
      const banded = look.band !== null;
      return (
        <header
          style={{
            ...STACK,
            textAlign: look.headerAlign,
            background: look.band ?? undefined,
            color: banded ? look.bandInk : look.ink,
            padding: banded ? `${pt(14)} ${pt(16)}` : undefined,
            marginBottom: sp(8),
            borderBottom: look.headerAlign === "center" ? `${pt(1.5)} double ${look.ink}` : undefined,
            paddingBottom: banded ? pt(14) : pt(6),
          }}
        >
          <p style={{ fontSize: pt(look.nameSize), fontWeight: 700, lineHeight: 1.15, color: banded ? look.bandInk : look.headingBar ? look.accent : look.ink }}>{block.name}</p>
          {block.title ? <p style={{ fontSize: pt(look.bodySize + 1.5), marginTop: pt(3), color: banded ? look.bandInk : look.accent }}>{block.title}</p> : null}
          {block.contact?.length ? (
            <p style={{ fontSize: pt(look.bodySize - 0.5), marginTop: pt(4), color: banded ? look.bandInk : look.muted }}>
              <RunsView runs={block.contact} look={banded ? { ...look, accent: look.bandInk } : look} />
            </p>
          ) : null}
        </header>
      );
    }
    case "heading":
      return <Heading text={block.text} look={look} />;
    case "paragraph":
      return (
        <p style={{ marginBottom: sp(7), color: block.muted ? look.muted : undefined, whiteSpace: "pre-wrap" }}>
          <RunsView runs={block.runs} look={look} />
        </p>
      );
    case "bullets":
      return <BulletList items={block.items} look={look} />;
    case "entry":
      return (
        <div data-testid="doc-entry" style={{ ...STACK, marginBottom: sp(7), breakInside: "avoid" }}>
          <div style={{ display: "flex", justifyContent: "space-between", gap: pt(8) }}>
            <p style={{ fontWeight: 700 }}>
              {block.title}
              {block.subtitle ? <span style={{ fontWeight: 400, color: look.muted }}>{` — ${block.subtitle}`}</span> : null}
            </p>
            {block.meta ? <p style={{ color: look.muted, whiteSpace: "nowrap" }}>{block.meta}</p> : null}
          </div>
          {block.link?.length ? (
            <p style={{ color: look.muted }}>
              <RunsView runs={block.link} look={look} />
            </p>
          ) : null}
          {block.body?.length ? (
            <p style={{ whiteSpace: "pre-wrap" }}>
              <RunsView runs={block.body} look={look} />
            </p>
          ) : null}
          {block.bullets?.length ? <BulletList items={block.bullets} look={look} /> : null}
        </div>
      );
    case "tags":
      return (
        <p style={{ display: "flex", flexWrap: "wrap", marginBottom: sp(6) }}>
          {block.items.map((tag, i) => (
            <span key={i} style={{ background: look.tagBg, color: look.ink, padding: `${pt(1.5)} ${pt(6)}`, marginRight: pt(4), marginBottom: pt(4), borderRadius: pt(look.headerAlign === "center" ? 0 : 8) }}>
              {tag}
            </span>
          ))}
        </p>
      );
    case "rule":
      return <hr style={{ border: 0, borderTop: `${pt(0.75)} solid ${look.muted}`, margin: `${sp(8)} 0` }} />;
  }
}

/** The live preview: the document on a sheet of its paper (Letter or A4), scaled to the panel's width. Text only, never HTML. */
export function DomDocument({ doc, label }: { doc: DocModel; label: string }) {
  const look: DocLook = lookOf(doc);
  useFontInDom(look.font);
  const page = pageOf(doc);
  const sheet = { "--pt": `calc(100cqw / ${page.width})`, "--sp": String(look.space) } as CSSProperties;
  return (
    <div className="w-full" style={{ containerType: "inline-size" }}>
      <article
        aria-label={label}
        data-template={doc.template}
        data-page={doc.style?.page ?? "letter"}
        className="w-full rounded-sm shadow-md"
        style={{
          ...sheet,
          background: "#ffffff",
          color: look.ink,
          fontFamily: `"${look.font}", ${look.font.includes("Serif") ? "Georgia, serif" : "system-ui, sans-serif"}`,
          fontSize: pt(look.bodySize),
          lineHeight: look.lineHeight,
          padding: pt(page.margin),
          minHeight: pt(page.height),
          overflowWrap: "anywhere",
        }}
      >
        {/* Its height is the text's height on the page (measure.tsx). */}
        <div data-doc-body="" style={STACK}>
          {doc.blocks.map((block, i) => (
            <BlockView key={i} block={block} look={look} />
          ))}
        </div>
      </article>
    </div>
  );
}
