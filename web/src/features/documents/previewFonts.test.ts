import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import RANGES from "./preview-fonts/ranges.json";

/** 'U+0100-024F, U+1E00' → [[0x100, 0x24f], [0x1e00, 0x1e00]] */
function parse(spec: string): [number, number][] {
  return spec.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });
}

const latin = parse(RANGES.latin);
const latinExt = parse(RANGES["latin-ext"]);
const covered = (ranges: [number, number][], c: number) => ranges.some(([a, b]) => a <= c && c <= b);

describe("the preview's font subsets", () => {
  it("cover European names, so a Latin-script draft never fetches the whole 0.7 MB font", () => {
    const names = "Łukasz Zoë Brontë Renée Ørsted Şahin Đorđe Ñandú Ævar Þór Dvořák Kovačević Mäkelä Ğülşen Ōtsuka Nguyễn Rene\u0301e “quotes” – — … € ™ •";
    const missing = Array.from(names).filter((ch) => !covered(latin, ch.codePointAt(0)!) && !covered(latinExt, ch.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it("do not overlap, so each character has one subset", () => {
    for (const [a, b] of latin) for (const [c, d] of latinExt) expect(a <= d && c <= b, `U+${a.toString(16)}-${b.toString(16)} and U+${c.toString(16)}-${d.toString(16)}`).toBe(false);
  });

  it("leave other scripts to the whole font", () => {
    for (const ch of "Ελληνικά русский עברית") expect(covered(latin, ch.codePointAt(0)!) || covered(latinExt, ch.codePointAt(0)!)).toBe(ch === " ");
  });

  it("exist as WOFF2 files for every family and weight", () => {
    const dir = path.join(__dirname, "preview-fonts");
    for (const font of ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSerif", "DejaVuSerif-Bold"]) {
      for (const subset of Object.keys(RANGES)) {
        const bytes = fs.readFileSync(path.join(dir, `${font}.${subset}.woff2`));
        expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
      }
    }
  });
});
