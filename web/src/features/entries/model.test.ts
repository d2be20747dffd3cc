import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { emptyEntry, formatEntry, type Entry, type RoleEntry } from "./format";
import { addCard, editCard, joinCards, moveCard, removeCard, restoreCard, splitCards, type CardList } from "./model";

const CORPUS = path.resolve(__dirname, "../../../../testdata/resumes");

/** A seeded generator, so a failure names its case and repeats. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Starts that fit a text: increasing line indexes, none past the last line. */
function randomStarts(text: string, rnd: () => number): number[] {
  const lines = text === "" ? 0 : text.split("\n").length;
  return Array.from({ length: lines }, (_, i) => i).filter(() => rnd() < 0.3);
}

const itemsFor = (starts: number[]): Entry[] => starts.map((s) => ({ text: `entry ${s}` }));

/** The form texts of the own corpus: each resume's text, and its truth's entries written as cards write them. */
function corpusTexts(): string[] {
  const texts: string[] = [];
  for (const file of readdirSync(CORPUS)) {
    if (file.endsWith(".txt")) texts.push(readFileSync(path.join(CORPUS, file), "utf8"));
    if (!file.endsWith(".truth.json")) continue;
    const truth = JSON.parse(readFileSync(path.join(CORPUS, file), "utf8")) as { experience?: { role: string; company: string; location: string; start: string; end: string; bullets?: string[] }[] };
    const roles = (truth.experience ?? []).map((e) => formatEntry("role", { ...emptyEntry("role"), role: e.role, company: e.company, location: e.location, start_date: e.start, end_date: e.end, bullets: e.bullets ?? [] }));
    texts.push(roles.map((l) => l.join("\n")).join("\n\n"));
  }
  return texts;
}

/** Texts with what breaks naive splitters: blank and space-only lines, \r, markers, a trailing break. */
function randomTexts(count: number): string[] {
  const rnd = random(27);
  const parts = ["", " ", "\t", "\r", "- ", "• ", "Engineer at Acme (2019 – 2021)", "Led the move", "Łódź", "日本語", "  indented", "2020", "·", "—"];
  return Array.from({ length: count }, () => {
    const n = Math.floor(rnd() * 14);
    return Array.from({ length: n }, () => parts[Math.floor(rnd() * parts.length)]! + (rnd() < 0.3 ? parts[Math.floor(rnd() * parts.length)]! : "")).join(rnd() < 0.9 ? "\n" : "\r\n");
  });
}

const startsOf = (list: CardList) => {
  let at = list.lead.length;
  return list.cards.map((c) => {
    const s = at;
    at += c.lines.length + c.gap.length;
    return s;
  });
};

describe("splitCards and joinCards", () => {
  it("give the corpus's texts back unchanged, whatever lines the entries start at", () => {
    const texts = corpusTexts();
    expect(texts.length).toBeGreaterThan(70);
    const rnd = random(1);
    for (const text of texts) {
      for (let round = 0; round < 5; round++) {
        const starts = randomStarts(text, rnd);
        expect(joinCards(splitCards(text, starts, itemsFor(starts)))).toBe(text);
      }
    }
  });

  it("give random texts back unchanged", () => {
    const rnd = random(2);
    for (const text of randomTexts(500)) {
      const starts = randomStarts(text, rnd);
      expect(joinCards(splitCards(text, starts, itemsFor(starts))), JSON.stringify(text)).toBe(text);
    }
  });

  it("turn cards into text and back into the same cards", () => {
    const rnd = random(3);
    for (const text of randomTexts(200)) {
      const starts = randomStarts(text, rnd);
      const list = splitCards(text, starts, itemsFor(starts));
      const again = splitCards(joinCards(list), startsOf(list), list.cards.map((c) => c.entry));
      expect(again.lead).toEqual(list.lead);
      expect(again.cards.map(({ entry, lines, gap }) => ({ entry, lines, gap }))).toEqual(list.cards.map(({ entry, lines, gap }) => ({ entry, lines, gap })));
    }
  });

  it("keep the blank lines after an entry with it, and the lines before the first apart", () => {
    const list = splitCards("\nEngineer at Acme (2019)\n- Built it\n\n\nDesigner at Globex (2021)\n", [1, 5], itemsFor([1, 5]));
    expect(list.lead).toEqual([""]);
    expect(list.cards.map((c) => [c.lines, c.gap])).toEqual([
      [["Engineer at Acme (2019)", "- Built it"], ["", ""]],
      [["Designer at Globex (2021)"], [""]],
    ]);
  });

  it("start an empty field's first card at its top", () => {
    const empty = splitCards("", [], []);
    expect(joinCards(empty)).toBe("");
    const { list, key } = addCard("role", empty);
    expect(joinCards(editCard("role", list, key, role("Engineer", "Acme")))).toBe("Engineer at Acme");
  });

  it("refuse a reading that does not fit the text", () => {
    expect(() => splitCards("one\ntwo", [0, 5], itemsFor([0, 5]))).toThrow();
    expect(() => splitCards("one\ntwo", [1, 0], itemsFor([1, 0]))).toThrow();
    expect(() => splitCards("one\ntwo", [0], [])).toThrow();
  });
});

const ACME = "Engineer at Acme (2019 – 2021)\n- Built the ledger";
const GLOBEX = "Designer at Globex (2021 – Present)\n- Drew the app";
const role = (r: string, company: string): RoleEntry => ({ ...emptyEntry("role"), role: r, company } as RoleEntry);
const twoRoles = () => splitCards(`${ACME}\n${GLOBEX}`, [0, 2], [role("Engineer", "Acme"), role("Designer", "Globex")]);

describe("card edits", () => {
  it("write the edited card's fields and keep the others' lines as typed", () => {
    const list = twoRoles();
    const edited = editCard("role", list, list.cards[1]!.key, { ...role("Lead Designer", "Globex"), start_date: "2021", end_date: "Present", bullets: ["Drew the app"] });
    expect(joinCards(edited)).toBe(`${ACME}\n\nLead Designer at Globex (2021 – Present)\n- Drew the app`);
  });

  it("reorder: Move up puts a card first, a blank line between entries", () => {
    const list = twoRoles();
    expect(joinCards(moveCard("role", list, 1, 0))).toBe(`${GLOBEX}\n\n${ACME}`);
    expect(moveCard("role", list, 1, 2)).toBe(list);
    expect(joinCards(moveCard("role", moveCard("role", list, 1, 0), 1, 0))).toBe(`${ACME}\n\n${GLOBEX}`);
  });

  it("reorder items keeps them one a line", () => {
    const list = splitCards("Dean's List\nFirst Place, Hack Night\nBest Paper", [0, 1, 2], itemsFor([0, 1, 2]));
    expect(joinCards(moveCard("item", list, 2, 0))).toBe("Best Paper\nDean's List\nFirst Place, Hack Night");
  });

  it("add: a new card writes nothing until it is filled, then its own block", () => {
    const { list, key } = addCard("role", twoRoles());
    expect(list.cards).toHaveLength(3);
    expect(joinCards(list)).toBe(`${ACME}\n${GLOBEX}\n`);
    const filled = editCard("role", list, key, { ...role("Intern", "Initech"), start_date: "2018" });
    expect(joinCards(filled)).toBe(`${ACME}\n${GLOBEX}\n\nIntern at Initech (2018)`);
  });

  it("remove takes a card's lines out, and Undo puts them back", () => {
    const list = twoRoles();
    const { list: without, removed, index } = removeCard(list, list.cards[0]!.key);
    expect(joinCards(without)).toBe(GLOBEX);
    expect(joinCards(restoreCard("role", without, removed!, index))).toBe(`${ACME}\n\n${GLOBEX}`);
    const last = removeCard(list, list.cards[1]!.key);
    expect(joinCards(last.list)).toBe(ACME);
  });
});
