import { describe, expect, it } from "vitest";
import type { Block } from "@/features/documents/model";
import { coverLetterConfig } from "./kinds";
import { letterBody } from "./letterText";

const SENDER = { name: "Jordan Ellis", contact_info: "jordan@example.com · 555 0100" };
const BODY = "Dear Hiring Manager,\n\nI am writing to put myself forward for the Product Designer position at Acme.\n\nThank you for your time and consideration.\n\nSincerely,\nJordan Ellis";

/** The built-in writer's headers, one per template (internal/writer/coverletter.go, headerName). */
const WRITER_HEADERS = {
  default: "Jordan Ellis",
  classic: "JORDAN ELLIS",
  modern: "Jordan Ellis\n" + "─".repeat(12),
  creative: "✦ Jordan Ellis ✦",
} as const;

/** The text of a block, for finding the name in a document. */
function blockText(b: Block): string {
  switch (b.type) {
    case "header":
      return [b.name, b.title ?? "", (b.contact ?? []).map((r) => r.text).join("")].join("\n");
    case "paragraph":
      return b.runs.map((r) => r.text).join("");
    case "heading":
      return b.text;
    case "bullets":
      return b.items.map((i) => i.map((r) => r.text).join("")).join("\n");
    default:
      return "";
  }
}

describe("letterBody: the sender's header the letter document already draws goes", () => {
  for (const [template, header] of Object.entries(WRITER_HEADERS)) {
    it(`the built-in writer's ${template} header, with and without the contact line`, () => {
      expect(letterBody(`${header}\n${SENDER.contact_info}\n\n${BODY}`, SENDER)).toBe(BODY);
      expect(letterBody(`${header}\n\n${BODY}`, { name: SENDER.name })).toBe(BODY);
    });
  }

  it("a model's header: blank lines first, Windows line ends, name and contact on one line", () => {
    expect(letterBody(`\n\nJordan Ellis\r\njordan@example.com · 555 0100\r\n\r\n${BODY}`, SENDER)).toBe(BODY);
    expect(letterBody(`Jordan Ellis | jordan@example.com\n\n${BODY}`, SENDER)).toBe(BODY);
    expect(letterBody(`**Jordan Ellis**\n---\n\n${BODY}`, SENDER)).toBe(BODY);
  });

  it("keeps a letter that does not start with its sender, and the name where the letter uses it", () => {
    expect(letterBody(BODY, SENDER)).toBe(BODY);
    const dated = "Jordan Ellis\n\n3 March 2026\n\n" + BODY;
    expect(letterBody(dated, SENDER)).toBe("3 March 2026\n\n" + BODY);
    // The sign-off's name stays: a letter ends with its sender.
    expect(letterBody(`Jordan Ellis\n\n${BODY}`, SENDER).endsWith("Sincerely,\nJordan Ellis")).toBe(true);
    // A first line with other words is the letter's, not a header.
    expect(letterBody("Jordan Ellis applies for the role.\n\nDear team,", SENDER)).toBe("Jordan Ellis applies for the role.\n\nDear team,");
    // A rule with nothing above it is not taken for one under a name.
    expect(letterBody("───\nDear team,", SENDER)).toBe("───\nDear team,");
  });

  it("without a name or contact, changes nothing", () => {
    expect(letterBody(`Jordan Ellis\n\n${BODY}`, {})).toBe(`Jordan Ellis\n\n${BODY}`);
  });

  it("while the draft streams in, the header being written does not flash up", () => {
    for (const partial of ["J", "Jordan El", "Jordan Ellis", "Jordan Ellis\n", "Jordan Ellis\njordan@exa", "Jordan Ellis\n\n"]) {
      expect(letterBody(partial, SENDER), partial).toBe("");
    }
    expect(letterBody("Jordan Ellis\n\nDear Hi", SENDER)).toBe("Dear Hi");
    expect(letterBody("Dear Hi", SENDER)).toBe("Dear Hi");
  });
});

describe("the cover letter document", () => {
  const values = { name: "Jordan Ellis", job_title: "Product Designer", company_name: "Acme", contact_info: SENDER.contact_info, background: "Seven years." };
  const answer = (text: string) => ({ result_text: text, result: text, title: "Jordan Ellis Cover Letter" }) as never;

  for (const [template, header] of Object.entries(WRITER_HEADERS)) {
    it(`shows the sender's name once above the greeting (${template})`, () => {
      const text = `${header}\n${SENDER.contact_info}\n\n${BODY}`;
      for (const doc of [coverLetterConfig.fromAnswer(answer(text), values, "default"), coverLetterConfig.fromText(text, values, "default")]) {
        const [first, second] = doc.blocks;
        expect(first).toMatchObject({ type: "header", name: "Jordan Ellis" });
        expect(second && blockText(second)).toBe("Dear Hiring Manager,");
        // Above the greeting the name is the header's alone; the sign-off keeps its own.
        const all = doc.blocks.map(blockText).join("\n");
        expect(all.match(/Jordan Ellis/gi)).toHaveLength(2);
        expect(all.endsWith("Sincerely,\nJordan Ellis")).toBe(true);
        // The exports draw these blocks: every word of the copied text is still in them.
        const words = (s: string) => s.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
        const inDoc = new Set(words(all));
        expect(words(text).filter((w) => !inDoc.has(w))).toEqual([]);
      }
    });
  }
});
