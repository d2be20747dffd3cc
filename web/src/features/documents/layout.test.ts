import { describe, expect, it } from "vitest";
import { resumeFromForm } from "./build";
import { arrangeSections, inSectionOrder, lookOf, pageOf, parseLayout, sectionKeyOf, sectionOrder, SECTION_KEYS, styleOf } from "./layout";
import { documentText, type DocModel } from "./model";

const form = { name: "Ann Lee", summary: "Builds things.", skills: "Go, SQL", experience: "Engineer at Acme (2019 – 2023)\n- Shipped", education: "BSc, Leeds, 2019", references: "On request" };
const headings = (d: DocModel) => d.blocks.flatMap((b) => (b.type === "heading" ? [b.text] : []));

describe("sections", () => {
  it("orders the resume's sections and leaves hidden ones out", () => {
    const doc = resumeFromForm(form, "default");
    const arranged = arrangeSections(doc, { sections: ["education", "experience"], hidden: ["references"] });
    expect(headings(arranged)).toEqual(["Education", "Experience", "Summary", "Skills"]);
    expect(arranged.blocks[0]!.type).toBe("header");
    expect(documentText(arranged)).toContain("BSc, Leeds, 2019");
    expect(documentText(arranged)).not.toContain("On request");
    // Every block moved with its heading.
    expect(documentText(arranged).indexOf("BSc")).toBeLessThan(documentText(arranged).indexOf("Shipped"));
  });

  it("puts sections the saved order does not name after it, in their usual order, new ones included", () => {
    expect(sectionOrder(["education"])).toEqual(["education", ...SECTION_KEYS.filter((k) => k !== "education")]);
    const order = sectionOrder(["references", "summary"]);
    expect(order.slice(0, 4)).toEqual(["references", "summary", "skills", "experience"]);
    expect(order).toHaveLength(SECTION_KEYS.length);
    expect(sectionOrder(["bogus", "skills", "skills"] as string[])[0]).toBe("skills");
    expect(sectionKeyOf("Volunteer Experience")).toBe("volunteer");
    expect(sectionKeyOf("Languages")).toBe("languages");
    expect(sectionKeyOf("Hobbies")).toBeNull();
  });

  it("keeps a heading of no known section, after the known ones", () => {
    const doc: DocModel = { kind: "resume", template: "default", title: "t", blocks: [
      { type: "heading", text: "Hobbies" }, { type: "paragraph", runs: [{ text: "Chess" }] },
      { type: "heading", text: "Skills" }, { type: "tags", items: ["Go"] },
    ] };
    expect(headings(arrangeSections(doc, { sections: ["skills"] }))).toEqual(["Skills", "Hobbies"]);
  });

  it("writes a JSON Resume in the chosen order, basics first, hidden sections kept", () => {
    const resume = { basics: { name: "Ann" }, work: [], education: [], skills: [], references: [] };
    expect(Object.keys(inSectionOrder(resume, { sections: ["education", "summary", "experience"], hidden: ["references"] }))).toEqual(["basics", "education", "work", "skills", "references"]);
    expect(Object.keys(inSectionOrder(resume, null))).toEqual(["basics", "skills", "work", "education", "references"]);
  });

  it("leaves letters alone", () => {
    const doc: DocModel = { kind: "cover_letter", template: "default", title: "t", blocks: [{ type: "heading", text: "Skills" }] };
    expect(arrangeSections(doc, { hidden: ["skills"] })).toBe(doc);
  });
});

describe("style", () => {
  it("is the template's own without a layout, on Letter with the spec's margins", () => {
    expect(styleOf("resume", "classic", null)).toEqual({ page: "letter", margin: 0.5, font: "DejaVu Serif", textSize: 10, lineHeight: 1.4, space: 1, colour: null });
    expect(styleOf("cold_email", "default", null).margin).toBe(0.35);
  });

  it("scales a template's name and headings with the text size and takes the document colour", () => {
    const doc: DocModel = { kind: "resume", template: "creative", title: "t", blocks: [], style: styleOf("resume", "creative", { text_size: 12, colour: "#123456", font: "dejavu-serif", page_size: "a4" }) };
    const look = lookOf(doc);
    expect(look).toMatchObject({ bodySize: 12, nameSize: 31.2, headingSize: 14.4, accent: "#123456", font: "DejaVu Serif", headingBar: true });
    expect(pageOf(doc)).toEqual({ width: 595.28, height: 841.89, margin: 36 });
  });

  it("reads back only what the server accepts", () => {
    expect(parseLayout({ page_size: "a4", text_size: 10.5, colour: "#ABCDEF", sections: ["education", "nope"], font: "comic", line_spacing: 9 })).toEqual({
      page_size: "a4", text_size: 10.5, colour: "#abcdef", sections: ["education"],
    });
    expect(parseLayout({ text_size: 10.2 })).toBeNull();
    expect(parseLayout("a4")).toBeNull();
  });
});
