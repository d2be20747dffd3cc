// @vitest-environment node
/**
 * The PowerPoint and Word files as another office suite reads them: LibreOffice converts them
 * to PDF (`soffice --headless --convert-to pdf`) and pdftotext must find every word of the
 * slides / the document. LibreOffice is part of what `make test` needs (README; .ci/run installs
 * it): without soffice this test fails, it never skips.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DECK_FIXTURE } from "./deckFixture";
import { LETTER, LINKED_RESUME } from "./docFixtures";
import { renderDocx } from "./docx";
import { documentText } from "./model";
import { renderPptx } from "./pptx";
import { deckDraftFromSections, deckSlides, slidesText } from "./slides";

const hasSoffice = spawnSync("soffice", ["--version"], { encoding: "utf8" }).status === 0;

/** Letters and digits, lower-cased: what must survive the round trip. */
const words = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLocaleLowerCase());

describe("LibreOffice", () => {
  it("opens the PPTX and DOCX files and every word is in its PDF", { timeout: 180_000 }, async () => {
    expect(hasSoffice, "soffice (LibreOffice) is not installed: apt-get install --no-install-recommends libreoffice-impress libreoffice-writer").toBe(true);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ds-soffice-"));
    const deck = deckSlides(deckDraftFromSections(DECK_FIXTURE), "modern");
    const files: [string, Uint8Array, string][] = [
      ["deck.pptx", await renderPptx(deck), slidesText(deck)],
      ["resume.docx", await renderDocx(LINKED_RESUME), documentText(LINKED_RESUME)],
      ["letter.docx", await renderDocx(LETTER), documentText(LETTER)],
    ];
    for (const [name, bytes] of files) fs.writeFileSync(path.join(dir, name), bytes);
    // A profile of its own, so a LibreOffice the user has open does not take the job.
    execFileSync("soffice", [`-env:UserInstallation=file://${path.join(dir, "profile")}`, "--headless", "--norestore", "--convert-to", "pdf", "--outdir", dir, ...files.map(([n]) => path.join(dir, n))], { stdio: "pipe", timeout: 170_000 });
    for (const [name, , text] of files) {
      const pdf = path.join(dir, name.replace(/\.\w+$/, ".pdf"));
      expect(fs.existsSync(pdf), `${name} was not converted`).toBe(true);
      const extracted = new Set(words(execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" })));
      expect(words(text).filter((w) => !extracted.has(w)), `words of ${name} missing from LibreOffice's PDF`).toEqual([]);
      if (name.endsWith(".pptx")) {
        const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
        expect(info).toMatch(/Pages:\s+10\b/);
        expect(info).toMatch(/Page size:\s+720 x 405(\.0\d+)? pts/);
      }
    }
    // Names with Ł and ő survive as written.
    expect(execFileSync("pdftotext", [path.join(dir, "resume.pdf"), "-"], { encoding: "utf8" })).toContain("Łucja Nowak-Ferreira");
    expect(execFileSync("pdftotext", [path.join(dir, "deck.pdf"), "-"], { encoding: "utf8" })).toContain("Lumenő Labs");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
