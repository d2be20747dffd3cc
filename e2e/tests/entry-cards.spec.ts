import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, expectSession, test, useTheme, type Theme } from "../support/fixtures";
import { entriesAsText } from "../support/entries";

// Issue 27, part 2: Experience, Projects, Education and the import's sections are lists of
// cards (ADR 0049). The field's text stays what the API takes: the server reads it into cards,
// the cards write it back, and "Paste as text" shows it.

test.use({ failOnConsoleErrors: true });

const fixture = (name: string) => path.join(import.meta.dirname, "..", "fixtures", name);
const preview = (page: Page) => page.getByRole("region", { name: "Document preview" });
const card = (page: Page, name: string | RegExp) => page.getByRole("region", { name });
/** A card's field: its name says whose it is ("Role (Experience 1)"). */
const box = (where: Locator, name: string) => where.getByRole("textbox", { name: new RegExp(`^${name} \\(`) });

/** What someone pastes: a LinkedIn copy, blank lines, "•" and "–" bullets, a trailing space. */
const PASTED =
  "Senior Product Designer\nAcme · Full-time\nSep 2019 - Present · 5 yrs 3 mos\nLondon, England, United Kingdom\n• Led research for the payments team \n\n\n" +
  "Software Engineering Intern | May 2024 – Aug 2024\nLakeshore Robotics | Detroit, MI\n– Wrote the path planner for a warehouse robot in C++\n" +
  "Teaching Assistant | Sep 2023 – Present\nUniversity of Michigan | Ann Arbor, MI\n– Lead two weekly discussion sections\n";

async function expectAccessible(page: Page, label: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const results = await new AxeBuilder({ page }).include("form").withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe, ${label}`).toEqual([]);
}

async function expectFocusVisible(locator: Locator) {
  await expect(locator).toBeFocused();
  expect(await locator.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
}

/** The preview's text, to compare where two entries stand. */
async function order(page: Page, a: string, b: string): Promise<"before" | "after" | "missing"> {
  const text = await preview(page).innerText();
  if (!text.includes(a) || !text.includes(b)) return "missing";
  return text.indexOf(a) < text.indexOf(b) ? "before" : "after";
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const SIZES = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
];
const THEMES: Theme[] = ["dark", "light"];

for (const size of SIZES) {
  for (const theme of THEMES) {
    test.describe(`${size.name} ${size.width}px, ${theme}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await useTheme(page, theme);
        await page.goto("/");
        await expectSession(page, "Guest");
      });

      test("roles are added as cards, reordered by keyboard, removed with Undo, and the preview follows", async ({ page }) => {
        const experience = page.getByRole("group", { name: "Experience", exact: true });
        await expect(experience.getByText("No roles yet.")).toBeVisible();

        await page.getByRole("button", { name: "Add role to Experience" }).click();
        await expect(card(page, "Experience 1: new role")).toBeVisible();
        // Its name follows what is typed: the card by its place.
        const first = experience.getByRole("region").nth(0);
        await expect(box(first, "Role")).toBeFocused();
        await box(first, "Role").fill("Staff Engineer");
        await box(first, "Company").fill("Northwind");
        await box(first, "Start").fill("2021");
        await first.getByRole("checkbox", { name: "I work here now (Present)" }).check();
        await first.getByRole("button", { name: "Add bullet" }).click();
        await first.getByRole("textbox", { name: "Bullet 1" }).fill("Cut deploy time from 40 minutes to 6");
        await first.getByRole("textbox", { name: "Bullet 1" }).press("Enter");
        await expect(first.getByRole("textbox", { name: "Bullet 2" })).toBeFocused();
        await page.keyboard.type("Ran the on-call rotation");

        await page.getByRole("button", { name: "Add role to Experience" }).click();
        await expect(card(page, "Experience 2: new role")).toBeVisible();
        const second = experience.getByRole("region").nth(1);
        await box(second, "Role").fill("Engineer");
        await box(second, "Company").fill("Acme");
        await box(second, "Start").fill("2017");
        await box(second, "End").fill("2021");
        await expect(card(page, "Experience 1: Staff Engineer at Northwind")).toBeVisible();
        await expect(card(page, "Experience 2: Engineer at Acme")).toBeVisible();
        await expect.poll(() => order(page, "Northwind", "Acme")).toBe("before");
        await expect(preview(page)).toContainText("Ran the on-call rotation");

        // Keyboard: Move up, and the focus stays with the card.
        await page.getByRole("button", { name: "Move up: Experience 2: Engineer at Acme" }).focus();
        await page.keyboard.press("Enter");
        await expect(card(page, "Experience 1: Engineer at Acme")).toBeVisible();
        await expectFocusVisible(page.getByRole("button", { name: "Move down: Experience 1: Engineer at Acme" }));
        await expect(page.getByRole("status").filter({ hasText: "Moved to position 1 of 2." })).toBeAttached();
        await expect.poll(() => order(page, "Acme", "Northwind")).toBe("before");
        expect(await (await entriesAsText(page, "Experience")).inputValue()).toBe(
          "Engineer at Acme (2017 – 2021)\n\nStaff Engineer at Northwind (2021 – Present)\n- Cut deploy time from 40 minutes to 6\n- Ran the on-call rotation",
        );
        await page.getByRole("button", { name: "Paste as text: Experience" }).click();

        // Collapse keeps the card's name and dates in view.
        await page.getByRole("button", { name: "Collapse: Experience 2: Staff Engineer at Northwind" }).click();
        await expect(box(card(page, "Experience 2: Staff Engineer at Northwind"), "Role")).toBeHidden();
        await expect(card(page, "Experience 2: Staff Engineer at Northwind")).toContainText("2021 – Present · 2 bullets");

        await expectNoSidewaysScroll(page);
        await expectAccessible(page, `${size.name}, ${theme}`);

        // Remove, Undo, remove again: the preview loses the role.
        await page.getByRole("button", { name: "Remove: Experience 1: Engineer at Acme" }).click();
        await expect(card(page, /Engineer at Acme/)).toHaveCount(0);
        await expect(page.getByRole("button", { name: "Undo" })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(card(page, "Experience 1: Engineer at Acme")).toBeVisible();
        await page.getByRole("button", { name: "Remove: Experience 1: Engineer at Acme" }).click();
        await expect(card(page, "Experience 1: Staff Engineer at Northwind")).toBeVisible();
        await expect(preview(page)).not.toContainText("Acme");
        await expect(preview(page)).toContainText("Northwind");
      });

      test("pasted text becomes cards, and the cards give the very text back", async ({ page }) => {
        await (await entriesAsText(page, "Experience")).fill(PASTED);
        await page.getByRole("button", { name: "Paste as text: Experience" }).click();
        await expect(card(page, "Experience 1: Senior Product Designer at Acme")).toBeVisible();
        await expect(card(page, "Experience 2: Software Engineering Intern at Lakeshore Robotics")).toBeVisible();
        await expect(card(page, "Experience 3: Teaching Assistant at University of Michigan")).toBeVisible();
        await expect(card(page, /^Experience \d/)).toHaveCount(3);
        // Three cards start collapsed, each with its dates.
        await expect(card(page, /Experience 3/)).toContainText("Sep 2023 – Present · Ann Arbor, MI · 1 bullet");
        await page.getByRole("button", { name: "Expand: Experience 1: Senior Product Designer at Acme" }).click();
        await expect(box(card(page, /Experience 1/), "Location")).toHaveValue("London, England, United Kingdom");
        await expect(box(card(page, /Experience 1/), "Details")).toHaveValue("Full-time · 5 yrs 3 mos");
        await expect(card(page, /Experience 1/).getByRole("checkbox", { name: "I work here now (Present)" })).toBeChecked();
        await expect(card(page, /Experience 1/).getByRole("textbox", { name: "Bullet 1" })).toHaveValue("Led research for the payments team");
        await expectNoSidewaysScroll(page);
        await expectAccessible(page, `pasted cards, ${size.name}, ${theme}`);

        // Back to text, nothing touched: the same characters.
        expect(await (await entriesAsText(page, "Experience")).inputValue()).toBe(PASTED);
        // A move by keyboard, then back: each entry stays whole.
        await page.getByRole("button", { name: "Paste as text: Experience" }).click();
        await page.getByRole("button", { name: "Move down: Experience 1: Senior Product Designer at Acme" }).click();
        await expect(card(page, "Experience 2: Senior Product Designer at Acme")).toBeVisible();
        await expect.poll(() => order(page, "Lakeshore Robotics", "Senior Product Designer")).toBe("before");
      });
    });
  }
}

test.describe("cards from other sources", () => {
  test("an imported resume shows as cards, Education and Awards too", async ({ page }) => {
    await page.goto("/");
    await expectSession(page, "Guest");
    await page.getByLabel("Resume file to import").setInputFiles(fixture("resume.pdf"));
    await expect(page.getByText("Resume imported from the PDF.")).toBeVisible();
    await expect(card(page, "Experience 1: Senior Product Designer at Acme Corp")).toBeVisible();
    await expect(card(page, "Experience 1: Senior Product Designer at Acme Corp").getByRole("textbox", { name: "Bullet 2" })).toHaveValue("Built a design system used by 40 designers");
    await expect(card(page, "Education 1: BFA Design, University of Texas at Austin")).toBeVisible();
    await expect(box(card(page, "Education 1: BFA Design, University of Texas at Austin"), "Dates")).toHaveValue("2018");
  });

  test("a role dragged by its handle moves, and the text follows", async ({ page }) => {
    await page.goto("/");
    await expectSession(page, "Guest");
    await (await entriesAsText(page, "Projects")).fill("Atlas — a map of the office\n- Used by 40 people\n\nBeacon — alerts for on-call\n- Paged 12 teams");
    await page.getByRole("button", { name: "Paste as text: Projects" }).click();
    const atlas = card(page, "Projects 1: Atlas");
    const beacon = card(page, "Projects 2: Beacon");
    await expect(beacon).toBeVisible();
    const handle = atlas.locator("[data-drag-handle]");
    const from = (await handle.boundingBox())!;
    const to = (await beacon.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height - 4, { steps: 8 });
    await page.mouse.up();
    await expect(card(page, "Projects 1: Beacon")).toBeVisible();
    await expect(card(page, "Projects 2: Atlas")).toBeVisible();
    expect(await (await entriesAsText(page, "Projects")).inputValue()).toBe("Beacon — alerts for on-call\n- Paged 12 teams\n\nAtlas — a map of the office\n- Used by 40 people");
  });

  test("Go to line in the check panel opens the card and selects the bullet", async ({ page }) => {
    await page.goto("/");
    await expectSession(page, "Guest");
    await (await entriesAsText(page, "Experience")).fill(
      "Backend Engineer at Acme, Berlin (2019 – 2023)\n- Built the billing service in Go\n\nIntern at Globex (2018)\n- Was tasked with migrating the billing jobs to Go",
    );
    await page.getByRole("button", { name: "Paste as text: Experience" }).click();
    await expect(card(page, "Experience 2: Intern at Globex")).toBeVisible();
    await page.getByRole("button", { name: "Collapse: Experience 2: Intern at Globex" }).click();
    await page.getByTestId("check-panel").locator('[data-rule="passive"]').getByRole("button", { name: "Go to line" }).click();
    const bullet = card(page, "Experience 2: Intern at Globex").getByRole("textbox", { name: "Bullet 1" });
    await expect(bullet).toBeFocused();
    expect(await bullet.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toBe("Was tasked with migrating the billing jobs to Go");
  });
});
