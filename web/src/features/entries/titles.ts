import type { Entry, ItemEntry, ProjectEntry, RoleEntry, SchoolEntry } from "./format";
import type { Shape } from "./sections";

const join = (parts: (string | undefined)[], sep: string) => parts.map((p) => p?.trim() ?? "").filter(Boolean).join(sep);

/** A card's title: what the entry is, in the user's words ("Senior Engineer at Acme"). */
export function cardTitle(shape: Shape, entry: Entry): string {
  switch (shape) {
    case "role": {
      const e = entry as RoleEntry;
      return join([e.role, e.company], " at ") || e.text?.trim() || "";
    }
    case "project": {
      const p = entry as ProjectEntry;
      return p.name.trim() || p.text.trim();
    }
    case "school": {
      const s = entry as SchoolEntry;
      return join([s.degree, s.school], ", ") || s.text.trim();
    }
    case "item":
      return (entry as ItemEntry).text.trim();
  }
}

/** The line under a card's title: its dates and place ("Jan 2020 – Present · Berlin"). */
export function cardSubtitle(shape: Shape, entry: Entry): string {
  switch (shape) {
    case "role": {
      const e = entry as RoleEntry;
      return join([join([e.start_date, e.end_date], " – "), e.location], " · ");
    }
    case "project": {
      const p = entry as ProjectEntry;
      return join([p.name.trim() ? p.text : "", p.tech], " · ");
    }
    case "school": {
      const s = entry as SchoolEntry;
      return join([s.year, s.details], " · ");
    }
    case "item":
      return "";
  }
}

/** The card's accessible name: "Experience 2: Senior Engineer at Acme". */
export function cardLabel(fieldLabel: string, index: number, shape: Shape, entry: Entry, noun: string): string {
  return `${fieldLabel} ${index + 1}: ${cardTitle(shape, entry) || `new ${noun}`}`;
}
