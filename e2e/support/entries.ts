import { expect, type Locator, type Page } from "@playwright/test";

/** The resume fields that show as entry cards (web/src/features/entries, ADR 0049). */
export const CARD_FIELDS = ["Experience", "Projects", "Education", "Certifications", "Volunteer", "Awards", "Publications"] as const;

/**
 * A resume field shown as cards, switched to its text ("Paste as text"), as someone who
 * pastes would: the text box the API's form field is. A tap before the app has started
 * does nothing, so the switch is tried until the box shows.
 */
export async function entriesAsText(page: Page, label: (typeof CARD_FIELDS)[number]): Promise<Locator> {
  const toggle = page.getByRole("button", { name: `Paste as text: ${label}`, exact: true });
  const box = page.getByRole("textbox", { name: label, exact: true });
  await expect(async () => {
    if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
    await expect(box).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return box;
}
