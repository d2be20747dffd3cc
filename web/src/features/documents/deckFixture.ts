/** A realistic finished deck (test and bench data): the nine sections, some long bullets, a name with 'ő'. */
import type { components } from "@/lib/api/schema";

export const DECK_FIXTURE: components["schemas"]["DeckSections"] = {
  company_name: "Lumenő Labs",
  market: "independent veterinary clinics",
  key_points: ["Clinics lose 6 hours a week to phone booking", "Pilot with 12 clinics in Leeds"],
  slides: [
    { title: "Problem", bullets: ["Clinics lose 6 hours a week to phone booking", "Missed calls mean missed appointments and unhappy pet owners who go elsewhere"] },
    { title: "Solution", bullets: ["How Lumenő Labs solves this for independent veterinary clinics", "Online booking that syncs with the practice calendar"] },
    { title: "Product", bullets: ["A booking page, SMS reminders and a dashboard", "Set up in ten minutes without IT staff"] },
    { title: "Market", bullets: ["Who we serve: independent veterinary clinics", "4,000 clinics in the UK spend £90m a year on front-desk staff"] },
    { title: "Business Model", bullets: ["£79 per clinic per month, billed yearly"] },
    { title: "Go-To-Market", bullets: ["Partnerships with two regional veterinary associations", "Referrals from pilot clinics"] },
    { title: "Traction", bullets: ["Pilot with 12 clinics in Leeds", "31% fewer no-shows in the first quarter", "£11k MRR after four months"] },
    { title: "Team", bullets: ["Ana Kowalski, CEO: ran operations for a 40-clinic group", "Tomás Reyes, CTO: built scheduling at a health-tech scale-up"] },
    { title: "Ask", bullets: ["Raising £600k pre-seed for 18 months of runway", "Hire two engineers and a sales lead"] },
  ],
};

/** The deck as the built-in writer streams it in each template's style (internal/writer: RenderDeck). */
export function deckText(template: "default" | "classic" | "modern" | "creative", deck = DECK_FIXTURE): string {
  const heading = {
    default: (h: string) => h.toUpperCase(),
    classic: (h: string) => `${h.toUpperCase()}\n${"-".repeat(h.length)}`,
    modern: (h: string) => `▍${h}`,
    creative: (h: string) => `✦ ${h} ✦`,
  }[template];
  const bullet = { default: "• ", classic: "- ", modern: "▸ ", creative: "→ " }[template];
  const parts = [`${deck.company_name} — Pitch Deck`, `For ${deck.market}`];
  for (const s of deck.slides ?? []) parts.push("", heading(s.title), ...(s.bullets ?? []).map((b) => bullet + b));
  return parts.join("\n");
}
