// Tests only: a one-page PDF written byte by byte, in Helvetica, whose font's ToUnicode map is
// ours to set. That is how a PDF carries the font faults the import has to read through (ADR
// 0069, 0072): Awesome-CV's font maps its hyphen to U+00AD, and its icons to characters beyond
// the Basic Multilingual Plane ("📱"). No typesetting tool is needed to make one.

/** A run of text drawn at x, y (points from the page's bottom left), in Helvetica at `size`. */
export interface HandmadeRun {
  text: string;
  x: number;
  y: number;
  size?: number;
}

/** What the font's codes mean, where not themselves: one byte code to a string of any plane. */
export type ToUnicode = Record<string, string>;

/** A string as the map writes it: its UTF-16 code units in hex (a surrogate pair for "📱"). */
const utf16Hex = (s: string) => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i).toString(16).padStart(4, "0")).join("");

/**
 * The runs' characters are the font's byte codes (Latin-1); `meaning` maps some of them to
 * other text in the ToUnicode map, e.g. { "-": "\u00ad", "\u0080": "📱" }.
 */
export function handmadePdf(runs: readonly HandmadeRun[], meaning: ToUnicode = {}): Uint8Array {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = runs.map((r) => `BT /F1 ${r.size ?? 10} Tf 1 0 0 1 ${r.x} ${r.y} Tm (${escape(r.text)}) Tj ET`).join("\n");
  const chars = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).concat(Object.keys(meaning));
  const entries = [...new Set(chars)].map((c) => `<${c.charCodeAt(0).toString(16).padStart(2, "0")}> <${utf16Hex(meaning[c] ?? c)}>`);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) blocks.push(`${Math.min(100, entries.length - i)} beginbfchar\n${entries.slice(i, i + 100).join("\n")}\nendbfchar`);
  const cmap = [
    "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Handmade def /CMapType 2 def",
    "1 begincodespacerange <00> <ff> endcodespacerange",
    ...blocks,
    "endcmap CMapName currentdict /CMap defineresource pop end end",
  ].join("\n");
  const stream = (body: string) => `<< /Length ${Buffer.byteLength(body, "latin1")} >>\nstream\n${body}\nendstream`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    stream(content),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode 6 0 R >>",
    stream(cmap),
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}
