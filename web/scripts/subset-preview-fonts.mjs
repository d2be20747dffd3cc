// Writes the live preview's font subsets: DejaVu Sans and Serif and their Condensed faces,
// regular and bold, cut to the Unicode ranges of src/features/documents/preview-fonts/
// ranges.json, as WOFF2. The preview
// loads only the subsets a draft's text needs (about 25 kB each instead of 0.7 MB of TTF);
// the whole TTF stays the fallback for any other script, and the PDF keeps using the TTF.
// Run after changing the ranges or the dejavu-fonts-ttf version: `npm run fonts:subset`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(web, "src/features/documents/preview-fonts");
const ranges = JSON.parse(fs.readFileSync(path.join(outDir, "ranges.json"), "utf8"));
const FONTS = ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSerif", "DejaVuSerif-Bold", "DejaVuSansCondensed", "DejaVuSansCondensed-Bold", "DejaVuSerifCondensed", "DejaVuSerifCondensed-Bold"];

/** 'U+0100-024F, U+1E00' → every code point in the ranges, as a string. */
function charactersOf(spec) {
  let text = "";
  for (const part of spec.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) {
      if (c < 0xd800 || c > 0xdfff) text += String.fromCodePoint(c);
    }
  }
  return text;
}

for (const font of FONTS) {
  const ttf = fs.readFileSync(path.join(web, "node_modules/dejavu-fonts-ttf/ttf", `${font}.ttf`));
  for (const [subset, spec] of Object.entries(ranges)) {
    const woff2 = await subsetFont(ttf, charactersOf(spec), { targetFormat: "woff2" });
    const file = path.join(outDir, `${font}.${subset}.woff2`);
    fs.writeFileSync(file, woff2);
    console.log(`${path.relative(web, file)}: ${woff2.length} bytes`);
  }
}
