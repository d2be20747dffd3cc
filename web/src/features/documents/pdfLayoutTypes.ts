// What the layout reader (pdfLayout.ts) takes: pdf.js's text pieces, page by page.

/** A piece of text on a page: x and y of its baseline's start (y upwards), its width and font size. */
export interface LayoutItem {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  /** pdf.js marks the end of a line it saw in the content stream. */
  eol?: boolean;
  /** The font's PostScript name ("LMRoman10-Bold", "FontAwesome"), when pdf.js has loaded it. */
  font?: string;
  /** Set on a glyph of an icon font: its size says nothing about the text's. */
  icon?: boolean;
}

export interface LayoutPage {
  width: number;
  items: LayoutItem[];
}
