import { describe, expect, it } from "vitest";
import { cleanPdfText, layoutText, type LayoutItem } from "./pdfLayout";

/** A piece of text at (x, y), 5 points wide per character at size 10. */
const at = (str: string, x: number, y: number, size = 10, font?: string): LayoutItem => ({ str, x, y, width: str.length * size * 0.5, size, font });
const page = (items: LayoutItem[], width = 612) => layoutText([{ width, items }]);

describe("cleanPdfText", () => {
  it("turns ligature glyphs into their letters, and a U+0000 a font gave for one into the likely letters", () => {
    expect(cleanPdfText("Certi\ufb01ed e\ufb03cient work\ufb02ow")).toBe("Certified efficient workflow");
    expect(cleanPdfText("Pro\u0000le, work\u0000ow, o\u0000ce, sta\u0000, \u0000nancial")).toBe("Profile, workflow, office, staff, financial");
  });

  it("drops icon glyphs of the Private Use Area and pictographs, and keeps the bullets PDFs draw with them", () => {
    expect(cleanPdfText("\uf19d Education")).toBe("Education");
    expect(cleanPdfText("\u{1F4F1} 555-0100 \uf0e0 a@b.co")).toBe("555-0100 a@b.co");
    expect(cleanPdfText("\uf0b7 Led the team")).toBe("• Led the team");
  });

  it("reads a soft hyphen, U+2010–U+2015 or a minus between dates as the range dash", () => {
    expect(cleanPdfText("Sep. 2023 \u00ad Mar. 2024")).toBe("Sep. 2023 – Mar. 2024");
    expect(cleanPdfText("2019\u2010Present")).toBe("2019 – Present");
    expect(cleanPdfText("Jan 2020 \u2012 Dec 2021")).toBe("Jan 2020 – Dec 2021");
    expect(cleanPdfText("03/2018\u2212 05/2020")).toBe("03/2018 – 05/2020");
    expect(cleanPdfText("Mar. 2016 \u00ad Exp. Jun. 2017")).toBe("Mar. 2016 – Exp. Jun. 2017");
  });

  it("keeps a word whole where a soft hyphen or U+2010 joins its parts", () => {
    expect(cleanPdfText("Co\u00adfounder")).toBe("Co-founder");
    expect(cleanPdfText("end\u2010to\u2010end")).toBe("end-to-end");
    expect(cleanPdfText("on-\u00ad\u2010campus, (909) 555-\u00ad\u20105555")).toBe("on-campus, (909) 555-5555");
  });

  it("reads two dates side by side as a range when the font dropped the dash", () => {
    expect(cleanPdfText("Sep. 2010 Jul. 2014")).toBe("Sep. 2010 – Jul. 2014");
    expect(cleanPdfText("Mar 2021 Present")).toBe("Mar 2021 – Present");
    expect(cleanPdfText("Mar. 2016 Exp. Jun. 2017")).toBe("Mar. 2016 – Exp. Jun. 2017");
  });
});

describe("layoutText", () => {
  it("sets a right-aligned date or place apart from the words on its left", () => {
    const text = page([at("Google", 50, 700), at("Mountain View, CA", 480, 700), at("Software Engineer", 50, 686), at("Jun 2019 – Present", 470, 686)]);
    expect(text).toBe("Google | Mountain View, CA\nSoftware Engineer | Jun 2019 – Present");
  });

  it("keeps a superscript and a raised small letter in their word (1st, the LaTeX logo), not on lines of their own", () => {
    const one = at("1", 50, 700, 10.9);
    const st = { ...at("st", 55.5, 704, 8), width: 5.2 };
    const prize = at("Prize, Robotics Cup", 64, 700, 10.9);
    const l = { ...at("L", 50, 680, 12), width: 8 };
    const a = { ...at("A", 53.7, 682.6, 8), width: 5.8 };
    const tex = at("TEX Users Group", 57.6, 680, 12);
    expect(page([one, st, prize, l, a, tex])).toBe("1st Prize, Robotics Cup\nLATEX Users Group");
  });

  it("keeps a small bullet glyph centred on its line (Jake's resume's tiny bullet) on the line of the text beside it, a wrapped line joined to it", () => {
    // The bullet is set a size or two smaller and raised to the text's middle: it is not a
    // title beside a name, and not a line of its own.
    const dot = (y: number) => ({ ...at("•", 61.5, y, 6), width: 3.8 });
    const text = page([
      at("Software Engineer Intern", 55, 712),
      at("June 2022 – Sept. 2022", 470, 712),
      dot(701.3),
      at("Wrote the packet path of the encryption module for the next generation of the", 70.8, 700),
      at("network cards", 70.8, 688),
      dot(677.3),
      at("Cut the test time by four", 70.8, 676),
    ]);
    expect(text).toBe(
      "Software Engineer Intern | June 2022 – Sept. 2022\n• Wrote the packet path of the encryption module for the next generation of the network cards\n• Cut the test time by four",
    );
  });

  it("joins a bullet wrapped beside a column of dates, the date and the length below it staying in their column", () => {
    const lines = page([
      at("Acme, Engineer", 50, 700),
      at("Berlin", 530, 700),
      at("•", 50, 688),
      at("Built foundation infrastructure serving two million requests with", 58, 688),
      at("Jan 2020 – present", 470, 688),
      at("uptime", 58, 676),
      at("2 years", 525, 676),
      at("•", 50, 664),
      at("Raised money from investors in a round led by two firms and", 58, 664),
      at("Fund", 58, 652),
    ]);
    expect(lines).toBe(
      "Acme, Engineer | Berlin\n• Built foundation infrastructure serving two million requests with uptime | Jan 2020 – present 2 years\n" +
        "• Raised money from investors in a round led by two firms and Fund",
    );
  });

  it("parts an entry header's bold name from the place or role set after it in another style, with only a space between", () => {
    const lines = page([
      at("Harbor Games", 50, 700, 10, "TeXGyreTermes-Bold"),
      at("Busan, South Korea", 118, 700, 10, "TeXGyreTermes-Regular"),
      at("Game Designer", 50, 686, 10, "TeXGyreTermes-Italic"),
      at("Mentor: Kim", 120, 686, 10, "TeXGyreTermes-Regular"),
      at("B.Sc.", 50, 672, 10, "TeXGyreTermes-Italic"),
      at("in Physics", 78, 672, 10, "TeXGyreTermes-Regular"),
      at("• Built", 50, 658, 10, "TeXGyreTermes-Regular"),
      at("Kafka", 88, 658, 10, "TeXGyreTermes-Bold"),
      at("Pipelines", 116, 658, 10, "TeXGyreTermes-Regular"),
    ]);
    expect(lines).toBe("Harbor Games | Busan, South Korea\nGame Designer | Mentor: Kim\nB.Sc. in Physics\n• Built Kafka Pipelines");
  });

  it("reads pieces more than an em apart on one row as items of a list (skills drawn as tags), after a comma as one text", () => {
    const lines = page([at("Brand Strategy", 42, 700), at("SEO", 130, 700), at("Content Marketing", 165, 700), at("Acme Labs,", 42, 680), at("May 2024", 110, 680)]);
    expect(lines).toBe("Brand Strategy · SEO · Content Marketing\nAcme Labs, May 2024");
  });

  it("parts a sidebar's line from the main column's line set beside it closer than a cell's gap", () => {
    const items: LayoutItem[] = [];
    for (let i = 0; i < 14; i++) {
      const y = 700 - i * 14;
      // Row 5: the sidebar's line runs up to the main column (40 to 190; the main starts at 200).
      items.push(i === 5 ? at("Skills list is long here today", 40, y) : at(`Side item ${i}`, 40, y));
      // The main column's lines fall between the sidebar's, but for row 5.
      items.push(i === 5 ? at("Vice President, Banking", 200, y) : at(`Main column line number ${i}`, 200, y - 5));
    }
    const lines = page(items).split("\n");
    expect(lines).toContain("Vice President, Banking");
    expect(lines).toContain("Skills list is long here today");
    // Each in its own column's order.
    expect(lines.indexOf("Vice President, Banking")).toBe(lines.indexOf("Main column line number 4") + 1);
    expect(lines.indexOf("Skills list is long here today")).toBe(lines.indexOf("Side item 4") + 1);
  });

  it("splits a name and a title set on one line in two sizes, and puts the largest text at the top first", () => {
    const text = page([
      at("ana@example.com", 50, 760),
      at("Minji Seo", 50, 730, 24),
      at("DevOps Engineer", 240, 730, 12),
      at("Experience", 50, 700, 12),
      at("Acme", 50, 686),
      at("Built things", 50, 672),
    ]);
    expect(text.split("\n").filter(Boolean).slice(0, 3)).toEqual(["Minji Seo", "ana@example.com", "DevOps Engineer"]);
  });

  it("drops the glyphs of icon fonts before contacts and headings, whatever letters they map to", () => {
    const text = page([
      at("Ana Souza", 50, 760, 20),
      at("B", 50, 740, 10, "JHXBKY+MarVoSym"),
      at("ana@example.com", 62, 740),
      at("I", 50, 710, 12, "JHXBKY+MarVoSym"),
      at("Experience", 64, 710, 12),
    ]);
    expect(text).toBe("Ana Souza\nana@example.com\nExperience");
  });

  it("keeps an entry broken over two pages whole: no blank line before a page that carries on its bullets", () => {
    const one = [at("Ana Souza", 200, 760, 20), at("Experience", 50, 730, 12), at("Engineer, Acme | 2019 – Present", 50, 715), at("• Built the ledger", 60, 700)];
    const two = [at("• Ran the on-call rota", 60, 760), at("Projects", 50, 740, 12), at("Ledgerline", 50, 725)];
    const three = [at("Education", 50, 760, 12), at("BSc Physics, University of Lagos | 2014", 50, 745)];
    const text = layoutText([{ width: 612, items: one }, { width: 612, items: two }, { width: 612, items: three }]);
    expect(text).toContain("• Built the ledger\n• Ran the on-call rota");
    expect(text).toContain("Ledgerline\n\nEducation");
  });

  it("labels the handles after LaTeX fontawesome5's LinkedIn and GitHub logos, which come as Latin-1 letters", () => {
    const text = page([
      at("Ana Souza", 200, 760, 20),
      at("ana@example.com", 60, 740),
      at("|", 140, 740),
      at("\u00ef", 150, 740, 10, "PNYVII+FontAwesome5Brands-Regular"),
      at("ana-souza", 160, 740),
      at("|", 205, 740),
      at("\u00a7", 215, 740, 10, "PNYVII+FontAwesome5Brands-Regular"),
      at("anasouza", 225, 740),
      at("#", 280, 740, 10, "AIAQDP+FontAwesome5Free-Solid"),
      at("Austin, TX", 290, 740),
    ]);
    const contact = text.split("\n")[1] ?? "";
    expect(contact).toContain("LinkedIn ana-souza");
    expect(contact).toContain("GitHub anasouza");
    expect(contact).not.toMatch(/[\u00ef\u00a7#]/);
  });

  it("reads a sidebar as its own block, after the main column, and keeps a header above both", () => {
    const side = ["CONTACT", "ana@example.com", "+1 512 555 0142", "EDUCATION", "BSc Physics", "University of Lagos", "2010 – 2014", "SKILLS", "Go", "SQL"];
    const main = ["Ana Souza", "Experience", "Engineer, Acme | 2019 – Present", "Built the ledger", "Ran the on-call rota", "Projects", "Ledgerline"];
    const items = [
      ...side.map((s, i) => at(s, 20, 700 - i * 13.5)),
      // The main column's lines sit at another pitch, so some baselines meet the sidebar's.
      ...main.map((s, i) => at(s, 200, 700 - i * 15, i === 0 ? 22 : 10)),
    ];
    expect(page(items).split("\n")).toEqual([...main.slice(0, 2), "Engineer, Acme | 2019 – Present", ...main.slice(3), "", ...side]);
  });

  it("does not take a column of right-aligned dates for a sidebar", () => {
    const items: LayoutItem[] = [];
    for (let i = 0; i < 6; i++) {
      items.push(at(`Role ${i}, Company ${i}`, 50, 700 - i * 40), at(`${2010 + i} – ${2011 + i}`, 500, 700 - i * 40), at(`Did thing ${i}`, 60, 686 - i * 40));
    }
    expect(page(items).split("\n")[0]).toBe("Role 0, Company 0 | 2010 – 2011");
  });

  it("puts a column of dates on the left before the entry beside it, joining a date wrapped over two lines", () => {
    const items = [
      at("Experience", 150, 720, 14),
      at("Oct", 60, 700),
      at("Lead Data Scientist, Stromwerk GmbH", 150, 700),
      at("2020 – Present", 60, 688),
      at("Built the demand forecast", 160, 688),
      at("Apr 2016 – Sep 2020", 40, 670),
      at("Data Analyst, Hanse Logistics AG", 150, 670),
      at("Modelled delivery times", 160, 658),
      at("Automated the weekly report", 160, 646),
    ];
    expect(page(items).split("\n")).toEqual([
      "Experience",
      "Oct 2020 – Present | Lead Data Scientist, Stromwerk GmbH",
      "Built the demand forecast",
      "Apr 2016 – Sep 2020 | Data Analyst, Hanse Logistics AG",
      "Modelled delivery times",
      "Automated the weekly report",
    ]);
  });

  it("joins text wrapped in a narrow cell again, cell by cell, but never a list of short lines", () => {
    // A role and its dates in two cells, each wrapped over two rows; then two one-line skills.
    const items = [
      at("Data Analyst, Hanse AG, Hamburg,", 50, 700), at("April 2016 –", 235, 700),
      at("Germany", 50, 688), at("2020", 235, 688),
      at("Modelled delivery times for 3,000 routes", 50, 676),
      at("Python", 50, 640), at("Spark", 50, 628),
    ];
    expect(page(items)).toBe("Data Analyst, Hanse AG, Hamburg, Germany | April 2016 – 2020\nModelled delivery times for 3,000 routes\n\nPython\nSpark");
  });

  it("joins a paragraph wrapped over several rows set wide apart (Reactive Resume's leading of 1.5 to 2), never two paragraphs", () => {
    // Paragraphs without bullet glyphs, each wrapped, 10-point text on rows 17 points apart,
    // paragraphs 22 points apart; the column ends near x 400.
    const items = [
      at("Harbour Analytics | March 2020 to Present", 50, 760),
      at("Planned the move of the billing ledger to a new store, working with", 50, 740),
      at("finance and the auditors on every step of it; wrote the runbooks and", 50, 723),
      at("trained the on-call team.", 50, 706),
      at("Cut the monthly close from five days to two by automating the", 50, 684),
      at("reconciliation of card payments.", 50, 667),
      at("Python", 50, 620),
      at("Kafka", 50, 603),
    ];
    expect(page(items)).toBe(
      "Harbour Analytics | March 2020 to Present\n" +
        "Planned the move of the billing ledger to a new store, working with finance and the auditors on every step of it; wrote the runbooks and trained the on-call team.\n" +
        "Cut the monthly close from five days to two by automating the reconciliation of card payments.\n\nPython\nKafka",
    );
  });

  it("carries a paragraph on after a row ending in a joining word, though the next row starts with a capital (ADR 0069)", () => {
    // Reactive Resume's paragraphs: "… applications using" / "React.js and Node.js."; a list
    // of items without stops, each a full row, stays a list.
    const items = [
      at("Tidewater Labs | June 2016 to December 2018", 50, 760),
      at("Wrote the booking service and its admin pages for the ferry company using", 50, 740),
      at("Django and PostgreSQL.", 50, 723),
      at("Moved the nightly exports of the ticket data to a queue of small jobs", 50, 701),
      at("Trained two new engineers in the team's release process", 50, 684),
    ];
    expect(page(items).split("\n")).toEqual([
      "Tidewater Labs | June 2016 to December 2018",
      "Wrote the booking service and its admin pages for the ferry company using Django and PostgreSQL.",
      "Moved the nightly exports of the ticket data to a queue of small jobs",
      "Trained two new engineers in the team's release process",
    ]);
  });

  it("carries a bullet on past a full stop at a row's end: a bullet of two sentences wraps after the first (ADR 0069)", () => {
    const text = page([
      at("•", 50, 700),
      at("Moved the cluster from virtual machines to containers on managed nodes.", 58, 700),
      at("Managed every manifest in one repository.", 58, 688),
      at("•", 50, 676),
      at("Wrote the on-call guide.", 58, 676),
    ]);
    expect(text).toBe("• Moved the cluster from virtual machines to containers on managed nodes. Managed every manifest in one repository.\n• Wrote the on-call guide.");
  });

  it("parts a title set larger in the left margin from the first line beside it", () => {
    const items = [
      at("Experience", 15, 700, 14), at("Engineer, Acme, Berlin, 2019 – 2023", 100, 700),
      at("Led the platform team", 100, 688), at("Education", 22, 650, 14), at("BSc Physics, Hamburg, 2015", 100, 650),
      at("Skills", 43, 620, 14), at("Go, SQL", 100, 620), at("Languages", 22, 590, 14), at("German, English", 100, 590),
    ];
    expect(page(items).split("\n")).toEqual(expect.arrayContaining(["Experience | Engineer, Acme, Berlin, 2019 – 2023", "Education | BSc Physics, Hamburg, 2015"]));
  });

  it("keeps a running footer once, at the end, and drops page numbers", () => {
    const p = (n: number) => ({ width: 612, items: [at(`Line ${n}`, 50, 700), at("ana@example.com | Austin, TX", 50, 40), at(`${n}/2`, 550, 40)] });
    expect(layoutText([p(1), p(2)])).toBe("Line 1\n\nLine 2\n\nana@example.com | Austin, TX");
  });

  it("drops a footer of the name and the page's number out of the page count (RenderCV's \"Name – 1/2\"), wherever the page set it", () => {
    const p = (n: number, footerY: number) => ({
      width: 612,
      items: [at(`Entry ${n}`, 50, 700), at(`• Shipped release ${n}`, 50, 688), at(`Ines Duarte – ${n}/2`, 260, footerY)],
    });
    // On the first page the footer sits level with a bullet's row, so it is read inside the entry.
    expect(layoutText([p(1, 688), p(2, 30)])).toBe("Entry 1\n• Shipped release 1\n\nEntry 2\n• Shipped release 2");
  });

  it("leaves a blank line where the gap is taller than about two lines and gives nothing for an empty page", () => {
    expect(page([at("Acme, 2021", 50, 700), at("Led the redesign", 50, 688), at("Globex, 2015", 50, 650)])).toBe("Acme, 2021\nLed the redesign\n\nGlobex, 2015");
    expect(page([])).toBe("");
  });
});
