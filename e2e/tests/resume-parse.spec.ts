import type { Locator, Page } from "@playwright/test";
import { expect, expectSession, signUpViaApi, test } from "../support/fixtures";
import { entriesAsText } from "../support/entries";

// Issue 11: the resume preview shows how the typed text was understood (company, role,
// dates, bullets, school, degree, year) before Generate, read by the server's one parser, and
// the built-in writer's draft arrives with the same structure, so nothing jumps.

const EXPERIENCE = [
  "Acme Corp, Senior Product Designer, 2021 - present",
  "Led the onboarding redesign that lifted activation 12%",
  "Built a design system used by 40 designers",
  "",
  "Staff Engineer, Google (Mountain View, CA) 2015.03 – 2021.07",
  "- Cut build times by 40%",
].join("\n");
const EDUCATION = "University of Texas at Austin — BFA Design (2018)\nMIT, MBA, 2023";

function field(page: Page, label: string) {
  return page.getByRole("textbox", { name: label, exact: true });
}

function preview(page: Page) {
  return page.getByRole("region", { name: "Document preview" });
}

/** The preview's structure: each entry's title, subtitle, dates and bullets, as drawn. */
async function structure(region: Locator): Promise<string[]> {
  return region.getByTestId("doc-entry").evaluateAll((entries) =>
    entries.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, " ").trim()),
  );
}

async function expectEntry(page: Page, texts: string[]) {
  const entry = preview(page).getByTestId("doc-entry").filter({ hasText: texts[0]! });
  for (const t of texts) await expect(entry).toContainText(t);
}

test.describe("resume parsing", () => {
  test("the preview shows the parsed structure as you type, and Generate keeps it", async ({ page }) => {
    await signUpViaApi(page.request, { fullName: "Ana Souza" });
    await page.goto("/");
    await expectSession(page, "Signed in");
    await field(page, "Full name").fill("Ana Souza");
    await field(page, "Job title").fill("Product Designer");
    await (await entriesAsText(page, "Experience")).fill(EXPERIENCE);
    await (await entriesAsText(page, "Education")).fill(EDUCATION);

    // Before Generate: each field where it belongs, and the bullets without a dash are bullets.
    await expectEntry(page, ["Senior Product Designer", "Acme Corp", "2021 – present"]);
    const acme = preview(page).getByTestId("doc-entry").filter({ hasText: "Senior Product Designer" });
    await expect(acme.getByRole("listitem")).toHaveText([/Led the onboarding redesign that lifted activation 12%$/, /Built a design system used by 40 designers$/]);
    await expectEntry(page, ["Staff Engineer", "Google, Mountain View, CA", "2015.03 – 2021.07", "Cut build times by 40%"]);
    await expectEntry(page, ["BFA Design", "University of Texas at Austin", "2018"]);
    await expectEntry(page, ["MBA", "MIT", "2023"]);
    await expect(preview(page)).not.toContainText("Austin —");
    const before = await structure(preview(page));
    expect(before).toHaveLength(4);

    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText("Drafted by the built-in writer.")).toBeVisible({ timeout: 30_000 });
    // After: the same entries, drawn the same way.
    await expect.poll(() => structure(preview(page))).toEqual(before);
  });

  test("a guest sees the same reading, from the server, without signing in", async ({ page }) => {
    const previews: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/resume/preview")) previews.push(r.method());
    });
    await page.goto("/");
    await expectSession(page, "Guest");
    await (await entriesAsText(page, "Experience")).pressSequentially("Senior Product Designer\nAcme · Full-time\nSep 2019 - Present · 5 yrs 3 mos\nLondon, England, United Kingdom", { delay: 5 });
    await expectEntry(page, ["Senior Product Designer", "Acme, London, England, United Kingdom", "Sep 2019 – Present · Full-time · 5 yrs 3 mos"]);
    // Typing is debounced: far fewer requests than keystrokes.
    expect(previews.length).toBeGreaterThan(0);
    expect(previews.length).toBeLessThan(20);
  });
});
