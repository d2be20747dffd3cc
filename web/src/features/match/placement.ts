/**
 * Where a missing skill could go in the user's form, and how to say so. Nothing is ever typed
 * for the user: the page focuses the field and explains.
 */
import type { Item } from "./engine";

export interface Placement {
  /** The form field to focus. */
  field: string;
  /** What to tell the user. */
  hint: string;
}

type MatchKind = "resume" | "cover_letter" | "cold_email";

export function placementFor(kind: MatchKind, item: Pick<Item, "skill" | "category">, labelOf: (field: string) => string): Placement {
  const skill = item.skill;
  const place = (field: string, hint: string) => ({ field, hint: hint.replace("{field}", labelOf(field)) });
  if (kind === "cover_letter") return place("background", `If you have ${skill}, say so in {field}, with where you used it.`);
  if (kind === "cold_email") return place("offer", `If ${skill} is part of what you bring, mention it in {field}.`);
  switch (item.category) {
    case "certification":
      return place("certifications", `If you hold ${skill}, add it to {field}.`);
    case "education":
      return place("education", `If you have ${skill}, add it to {field}.`);
    case "soft":
      return place("summary", `Show ${skill} in your {field}, or with an example in an Experience bullet.`);
    case "keyword":
      return place("experience", `If it describes your work, use the word “${skill}” in {field}.`);
    case "experience":
      return place("experience", `The posting asks for ${skill.toLowerCase()}: show your roles in {field} with their dates.`);
    case "condition":
      return place("summary", `If you can meet this (${skill.toLowerCase()}), say so in your {field}.`);
  }
  return place("skills", `If you have ${skill}, add it to {field}, and show where you used it in Experience.`);
}
