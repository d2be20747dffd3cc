// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanPdfText, layoutText, type LayoutItem } from "./pdfLayout";
import { restoreSoftHyphens, shownText } from "./pdfLayoutSoftHyphens";
import { layoutItems, type PdfTextItem } from "./pdfText";
import { handmadePdf } from "./testing/handmadePdf";
import { readPdfBytes } from "./testing/readPdfFile";

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
    expect(text).toBe("• Evaluated service meshes for the platform team: Istio, Cilium, Kuma, Consul, and Linkerd.");
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

// Awesome-CV's shape (ADR 0072), in our own words: its font maps the hyphen to U+00AD, and the
// contact line opens with an icon beyond the Basic Multilingual Plane ("📱", two UTF-16 units).
// The walk compared the operator list's characters by UTF-16 unit and gave up at the icon, so
// every hyphen of the page stayed lost.
describe("a page whose hyphens are soft and whose icons lie beyond the Basic Multilingual Plane", () => {
  it("reads its compounds whole and its broken words as one word", { timeout: 30_000 }, async () => {
    const pdf = handmadePdf(
      [
        { text: "Marta Quill", x: 72, y: 740, size: 20 },
        { text: "\u0080", x: 72, y: 716 },
        { text: "(555) 0100 | marta@example.org", x: 86, y: 716 },
        { text: "Summary", x: 72, y: 690, size: 12 },
        { text: "Platform engineer seeking high-impact work at fast-growing start-ups, with ten years of", x: 72, y: 674 },
        { text: "hands-on work on open-source tooling for teams that ship every day of the working week.", x: 72, y: 662 },
        { text: "Experience", x: 72, y: 636, size: 12 },
        { text: "Lanternfish Labs | Jan 2020 | Present", x: 72, y: 620 },
        { text: "\u0095", x: 72, y: 606 },
        { text: "Compared message brokers for cross-region clusters: Kafka, Pulsar, NATS and Red-", x: 82, y: 606 },
        { text: "panda, then moved the ledger's queues to the broker that kept up best with all our double-", x: 82, y: 594 },
        { text: "entry books at peak load, and wrote the runbooks the on-call engineers now follow.", x: 82, y: 582 },
      ],
      { "-": "\u00ad", "\u0080": "\u{1F4F1}", "\u0095": "•" },
    );
    const text = await readPdfBytes(pdf);
    expect(text).toContain("Platform engineer seeking high-impact work at fast-growing start-ups, with ten years of hands-on work");
    expect(text).toContain("• Compared message brokers for cross-region clusters: Kafka, Pulsar, NATS and Redpanda, then moved");
    expect(text).toContain("with all our double-entry books at peak load, and wrote the runbooks the on-call engineers now follow.");
  });
});
