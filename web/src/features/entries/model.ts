import type { components } from "@/lib/api/schema";
import { emptyEntry, formatEntry, type Entry } from "./format";
import type { Shape } from "./sections";

type Schemas = components["schemas"];

/**
 * One card: an entry as the server reads it, and the exact lines of the field's text it
 * came from. A card nobody has edited writes back its own lines, character for character;
 * an edited one writes its fields (formatEntry). `gap` is the blank lines after it.
 */
export interface Card {
  key: string;
  entry: Entry;
  lines: string[];
  gap: string[];
  edited: boolean;
}

/** A field's cards, and the lines before the first (blank ones, or words no entry holds). */
export interface CardList {
  lead: string[];
  cards: Card[];
}

let nextKey = 0;
const newKey = () => `card-${++nextKey}`;

const blank = (line: string) => line.trim() === "";

/** The entries of the server's reading (POST /api/resume/entries), as cards' entries. */
export function readingEntries(shape: Shape, reading: Schemas["EntryCards"]): Entry[] {
  switch (shape) {
    case "role":
      return (reading.experience ?? []).map(({ dates: _, ...e }) => ({ ...e, details: e.details ?? "", text: e.text ?? "", bullets: e.bullets ?? [] }));
    case "project":
      return (reading.projects ?? []).map((p) => ({ ...p, bullets: p.bullets ?? [] }));
    case "school":
      return (reading.education ?? []).map((s) => ({ ...s, details: s.details ?? "" }));
    case "item":
      return (reading.items ?? []).map((text) => ({ text }));
  }
}

/**
 * Cuts a field's text into cards at the lines the server says its entries start at. Every
 * line lands in exactly one place (the lead, a card, or a card's gap), so joinCards gives the
 * text back unchanged, whatever the starts.
 */
export function splitCards(text: string, starts: readonly number[], entries: readonly Entry[]): CardList {
  // An empty field has no lines (not one empty one), so cards added to it start at its top.
  const lines = text === "" ? [] : text.split("\n");
  const valid = starts.length === entries.length && starts.every((s, i) => Number.isInteger(s) && s >= 0 && s < lines.length && (i === 0 || s > starts[i - 1]!));
  if (!valid) throw new Error("The reading does not fit the text.");
  const lead = lines.slice(0, starts[0] ?? lines.length);
  const cards = starts.map((from, i) => {
    const block = lines.slice(from, starts[i + 1] ?? lines.length);
    let end = block.length;
    while (end > 1 && blank(block[end - 1]!)) end--;
    return { key: newKey(), entry: entries[i]!, lines: block.slice(0, end), gap: block.slice(end), edited: false };
  });
  return { lead, cards };
}

/** The field's text the cards stand for. A card with no lines (just added, still empty) writes nothing. */
export function joinCards(list: CardList): string {
  return [...list.lead, ...list.cards.flatMap((c) => (c.lines.length ? [...c.lines, ...c.gap] : []))].join("\n");
}

/**
 * Roles, projects and schools need a blank line between cards that were moved, added or
 * edited: with one, the server reads each as its own entry whatever its first line says.
 * Items are one a line and need none.
 */
function separate(shape: Shape, cards: Card[], around?: number): Card[] {
  if (shape === "item") return cards;
  const last = cards.length - 1;
  return cards.map((c, i) => {
    const touches = around === undefined || i === around || i === around - 1;
    if (!touches || i === last || c.gap.some(blank)) return c;
    return { ...c, gap: [""] };
  });
}

/** The last card's trailing blank lines go when cards move: the text ends at its last entry. */
function tidyEnd(cards: Card[]): Card[] {
  const last = cards[cards.length - 1];
  return last && last.gap.length ? [...cards.slice(0, -1), { ...last, gap: [] }] : cards;
}

export function editCard(shape: Shape, list: CardList, key: string, entry: Entry): CardList {
  const i = list.cards.findIndex((c) => c.key === key);
  if (i < 0) return list;
  const cards = list.cards.map((c) => (c.key === key ? { ...c, entry, lines: formatEntry(shape, entry), edited: true } : c));
  return { ...list, cards: separate(shape, cards, i) };
}

export function addCard(shape: Shape, list: CardList): { list: CardList; key: string } {
  const card: Card = { key: newKey(), entry: emptyEntry(shape), lines: [], gap: [], edited: true };
  const cards = separate(shape, [...list.cards, card], list.cards.length);
  return { list: { ...list, cards }, key: card.key };
}

export function removeCard(list: CardList, key: string): { list: CardList; removed: Card | null; index: number } {
  const index = list.cards.findIndex((c) => c.key === key);
  if (index < 0) return { list, removed: null, index };
  const cards = list.cards.filter((c) => c.key !== key);
  return { list: { ...list, cards: index === list.cards.length - 1 ? tidyEnd(cards) : cards }, removed: list.cards[index]!, index };
}

/** Puts a removed card back where it was (Undo). */
export function restoreCard(shape: Shape, list: CardList, card: Card, index: number): CardList {
  const cards = [...list.cards];
  cards.splice(Math.min(index, cards.length), 0, card);
  return { ...list, cards: separate(shape, cards) };
}

export function moveCard(shape: Shape, list: CardList, from: number, to: number): CardList {
  if (from === to || from < 0 || to < 0 || from >= list.cards.length || to >= list.cards.length) return list;
  const cards = [...list.cards];
  const [card] = cards.splice(from, 1);
  cards.splice(to, 0, card!);
  return { ...list, cards: tidyEnd(separate(shape, cards)) };
}
