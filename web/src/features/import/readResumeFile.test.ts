import { readFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { DOCX_IMPORT_MESSAGES, IMPORT_MESSAGES, LINKEDIN_MESSAGES } from "./messages";
import { readResumeFile } from "./readResumeFile";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name));
const file = (bytes: Uint8Array | string, name: string) => new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name);

describe("the one Import reads a file by its content", () => {
  test("a LinkedIn archive fills the form, whatever the file is called", async () => {
    const read = await readResumeFile(file(fixture("linkedin-archive.zip"), "download"));
    expect(read).toMatchObject({ ok: true, source: "the LinkedIn archive", notes: [] });
    expect(read.ok && read.values.name).toBe("Amara Nwosu");
  });

  test("resume.json fills the form, its languages too (issue 22's sections), whatever the file is called", async () => {
    const json = JSON.stringify({ basics: { name: "Ana Souza" }, languages: [{ language: "Portuguese" }] });
    expect(await readResumeFile(file(json, "resume.txt"))).toMatchObject({
      ok: true,
      source: "resume.json",
      values: { name: "Ana Souza", languages: "Portuguese" },
      notes: [],
    });
  });

  test.each([
    ["an old binary .doc", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), "cv.doc", DOCX_IMPORT_MESSAGES.oldDoc],
    ["a ZIP that is not LinkedIn's", fixture("not-linkedin.zip"), "photos.zip", LINKEDIN_MESSAGES.notLinkedIn],
    ["a damaged Word file", fixture("bold-headings.docx").subarray(0, 4000), "cv.docx", DOCX_IMPORT_MESSAGES.unreadable],
    ["a damaged archive", fixture("linkedin-archive.zip").subarray(0, 1000), "Basic_LinkedInDataExport.zip", LINKEDIN_MESSAGES.damaged],
    ["a ZIP named .docx that is not Word", zipSync({ "a.txt": strToU8("hello") }), "cv.docx", DOCX_IMPORT_MESSAGES.unreadable],
    ["a picture", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "me.png", IMPORT_MESSAGES.unknown],
  ])("%s gets its message", async (_, bytes, name, message) => {
    expect(await readResumeFile(file(bytes, name))).toEqual({ ok: false, message });
  });

  test("a Word file over 5 MB is refused before it is read", async () => {
    // 5 MB of stored (incompressible) pictures beside the document.
    const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
    for (let i = 0; i < 80; i++) entries[`word/media/image${i}.bin`] = [crypto.getRandomValues(new Uint8Array(65536)), { level: 0 }];
    const docx = zipSync({ "word/document.xml": strToU8("<w:document/>"), ...entries });
    expect(await readResumeFile(file(docx, "cv.docx"))).toEqual({ ok: false, message: DOCX_IMPORT_MESSAGES.tooLarge });
  });
});
