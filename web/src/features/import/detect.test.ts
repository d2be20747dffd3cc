import { readFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { IMPORT_ACCEPT, sniff } from "./detect";

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name)));
const bytes = (...xs: number[]) => new Uint8Array(xs);

describe("the import's reader is picked by the file's content", () => {
  test.each([
    ["a PDF", fixture("linkedin-profile.pdf"), "pdf"],
    ["a PDF behind a few bytes of junk", strToU8("\uFEFF\n%PDF-1.7\n"), "pdf"],
    ["a Word file", fixture("two-column-table.docx"), "zip"],
    ["a ZIP", zipSync({ "Profile.csv": strToU8("First Name\nAna\n") }), "zip"],
    ["an old binary .doc", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0), "doc"],
    ["resume.json", strToU8('\uFEFF  {"basics": {}}'), "json"],
    ["a picture", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "unknown"],
    ["plain text", strToU8("Ana Souza\nDesigner"), "unknown"],
  ] as const)("%s", (_, head, kind) => {
    expect(sniff(head)).toBe(kind);
  });

  test("the file picker lists every type it reads", () => {
    for (const type of [".pdf", ".docx", ".zip", ".json", ".doc"]) expect(IMPORT_ACCEPT.split(",")).toContain(type);
  });
});
