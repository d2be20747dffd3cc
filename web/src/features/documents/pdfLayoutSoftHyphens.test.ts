// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanPdfText, layoutText, type LayoutItem } from "./pdfLayout";
import { restoreSoftHyphens, shownText } from "./pdfLayoutSoftHyphens";
import { layoutItems, type PdfTextItem } from "./pdfText";

const at = (str: string, x: number, y: number): LayoutItem => ({ str, x, y, width: str.length * 5, size: 10 });
/** An operator list of text runs, one glyph a character, as pdf.js's showText gives them. */
const ops = (...runs: string[]) => ({ argsArray: runs.map((r) => [[...r].map((unicode) => ({ unicode })), 0]) });

describe("restoreSoftHyphens", () => {
  it("puts back the soft hyphens pdf.js left out, inside a piece and at its end", () => {
    const items = [at("seeking highimpact roles in fastgrowing", 50, 700), at("start", 50, 688), at("ups", 75, 688)];
    const shown = shownText(ops("seeking high\u00adimpact roles in fast\u00adgrowing", "start\u00ad", "ups"));
    expect(restoreSoftHyphens(items, shown).map((i) => i.str)).toEqual(["seeking high\u00adimpact roles in fast\u00adgrowing", "start\u00ad", "ups"]);
  });

  it("leaves a soft hyphen that opens a run (a list's dash drawn with it) out, and the items alone when the text does not follow the glyphs", () => {
    const items = [at("Ledger", 50, 700), at("Built it", 60, 688)];
    expect(restoreSoftHyphens(items, shownText(ops("Ledger", "\u00ad", "Built it"))).map((i) => i.str)).toEqual(["Ledger", "Built it"]);
    expect(restoreSoftHyphens(items, shownText(ops("Other\u00adwords entirely")))).toEqual(items);
    // Ligatures the text has expanded are one glyph in the list.
    expect(restoreSoftHyphens([at("efficient work", 50, 700)], shownText(ops("e\ufb03cient\u00ad", " work"))).map((i) => i.str)).toEqual(["efficient\u00ad work"]);
  });

  it("reads one after a line's last letter as the hyphen a word was broken at, so the wrapped row joins on as one word", () => {
    expect(cleanPdfText("Kuma, Con\u00ad")).toBe("Kuma, Con-");
    const text = layoutText([
      {
        width: 612,
        items: [
          at("•", 50, 700),
          at("Evaluated service meshes for the platform team: Istio, Cilium, Kuma, Con\u00ad", 58, 700),
          at("sul, and Linkerd.", 58, 688),
        ],
      },
    ]);
    expect(text).toBe("• Evaluated service meshes for the platform team: Istio, Cilium, Kuma, Con-sul, and Linkerd.");
  });
});

// Our own corpus (ADR 0035): jake-broken's font maps its hyphen to U+00AD, which pdf.js drops
// from the text; the operator list still has it.
describe("a corpus PDF whose font maps the hyphen to U+00AD", () => {
  it("reads its compounds whole once the soft hyphens are put back", { timeout: 30_000 }, async () => {
    const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const file = path.resolve(__dirname, "../../../../testdata/resumes/jake-broken-daniel.pdf");
    const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), isEvalSupported: false, verbosity: 0 }).promise;
    const page = await doc.getPage(1);
    const shown = shownText(await page.getOperatorList());
    const content = await page.getTextContent();
    const items = layoutItems(content.items.flatMap((i) => ("str" in i ? [i as unknown as PdfTextItem] : [])));
    const width = page.view[2] ?? 612;
    await doc.destroy();
    expect(layoutText([{ width, items }])).toContain("Cofounder | Sep. 2023 – Mar. 2024");
    const text = layoutText([{ width, items: restoreSoftHyphens(items, shown) }]);
    expect(text).toContain("Co-founder | Sep. 2023 – Mar. 2024");
    expect(text).toContain("linkedin.com/in/danielkim-devops");
    expect(text).toContain("used by 40 start-ups");
  });
});
