/**
 * The resume form's fields that show as cards (issue 27, ADR 0049), by their shape: roles
 * (Experience, Volunteer), projects, schools, and one-line items (Certifications, Awards,
 * Publications). The field stays the text the API takes; the cards are a view of it.
 */
export type Shape = "role" | "project" | "school" | "item";

export type CardSection = "experience" | "volunteer" | "projects" | "education" | "certifications" | "awards" | "publications";

export interface SectionInfo {
  shape: Shape;
  /** One entry, as the card's title and the Add button name it: "Experience 2", "Add role". */
  noun: string;
  /** The organisation's label on a role card ("Company", "Organisation"). */
  orgLabel?: string;
}

export const CARD_SECTIONS: Record<CardSection, SectionInfo> = {
  experience: { shape: "role", noun: "role", orgLabel: "Company" },
  volunteer: { shape: "role", noun: "role", orgLabel: "Organisation" },
  projects: { shape: "project", noun: "project" },
  education: { shape: "school", noun: "school" },
  certifications: { shape: "item", noun: "certification" },
  awards: { shape: "item", noun: "award" },
  publications: { shape: "item", noun: "publication" },
};

export function isCardSection(name: string): name is CardSection {
  return Object.hasOwn(CARD_SECTIONS, name);
}
