// Issue 27, parts 5 and 6: one profile feeds every document (Fill from my resume, the target
// job carried across, /settings tones from each generator's list), a required field's error
// next to it, and the gallery's looks on the user's own resume. At 1366 and 390 px, axe-clean.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { entriesAsText } from "../support/entries";
import { expect, expectSession, signUpViaApi, test } from "../support/fixtures";

const WIDTHS = [
  { name: "desktop", viewport: { width: 1366, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

/** An invented resume: a summary, two recent roles with results, an older one. */
const RESUME = {
  name: "Oriane Baptiste-Kerr",
  job_title: "Data Engineer",
  email: "oriane@example.org",
  phone: "+1 555 0142",
  location: "Montréal",
  summary: "Data engineer who keeps pipelines boring and numbers trusted.",
  skills: "Python, SQL, Airflow",
  experience: [
    "Senior Data Engineer at Lumenbrook, Montréal (2022 – Present)",
    "- Cut the nightly load from 6 hours to 40 minutes",
    "- Mentored three analysts",
    "",
    "Data Engineer at Quayside Analytics (2019 – 2022)",
    "- Built the events warehouse used by 120 people",
    "",
    "Intern at Oldmill Labs (2018)",
    "- Wrote test fixtures",
  ].join("\n"),
  education: "BSc Computer Science, McGill University, 2018",
};

async function noWelcomeToast(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem("draftsmith.welcomeShown", "1"));
}

async function expectAxeClean(page: Page, label: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n` + v.nodes.slice(0, 6).map((n) => `    at ${n.target.join(" ")}`).join("\n")).join("\n");
  expect(serious, `axe on ${label}:\n${report}`).toEqual([]);
}

const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const fillBox = (page: Page) => page.getByRole("group", { name: "Fill from my resume" });

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`Fill from my resume: one click fills the cover letter from the latest resume draft, and Undo puts back what was typed (${width})`, async ({ page }) => {
      await noWelcomeToast(page);
      await signUpViaApi(page.request, { fullName: "Oriane Baptiste-Kerr" });
      const saved = await page.request.post("/api/resume", { data: { ...RESUME, full_name: RESUME.name, template: "default" } });
      expect(saved.ok(), await saved.text()).toBe(true);

      await page.goto("/cover-letter");
      await expectSession(page, "Signed in");
      await field(page, "Background").fill("Typed by hand before the fill.");
      const button = fillBox(page).getByRole("button", { name: "Fill from my resume" });
      await expect(button).toBeEnabled();
      await button.click();

      await expect(fillBox(page).getByRole("status")).toContainText("Filled from “Oriane Baptiste-Kerr");
      await expect(field(page, "Name")).toHaveValue("Oriane Baptiste-Kerr");
      const background = field(page, "Background");
      await expect(background).toHaveValue(/^Data engineer who keeps pipelines boring and numbers trusted\./);
      await expect(background).toHaveValue(/Senior Data Engineer at Lumenbrook \(2022 – Present\)/);
      await expect(background).toHaveValue(/- Cut the nightly load from 6 hours to 40 minutes/);
      await expect(background).not.toHaveValue(/Oldmill/);
      // The resume's own contact line (as its draft shows it).
      await expect(page.locator('[name="contact_info"]')).toHaveValue(/^oriane@example\.org \S \+1 555 0142 \S Montréal$/);
      await page.screenshot({ path: `test-results/profile-fill-${width}.png`, fullPage: false });
      await expectAxeClean(page, `/cover-letter after Fill from my resume (${width})`);
      // The preview shows the filled letter at once (on a phone, behind the Edit | Preview switch).
      if (width === "phone") await page.getByRole("button", { name: "Preview", exact: true }).click();
      await expect(page.getByRole("article").first()).toContainText("Oriane Baptiste-Kerr");
      if (width === "phone") await page.getByRole("button", { name: "Edit", exact: true }).click();

      await fillBox(page).getByRole("button", { name: "Undo fill" }).click();
      await expect(background).toHaveValue("Typed by hand before the fill.");
      await expect(field(page, "Name")).toHaveValue("");
      await expect(fillBox(page).getByRole("status")).toContainText("Fill undone");
    });

    test(`Fill from my resume: a guest's resume typed on the Resume page fills the cold email's sender and offer (${width})`, async ({ page }) => {
      await page.goto("/");
      await expectSession(page, "Guest");
      await field(page, "Full name").fill(RESUME.name);
      await field(page, "Summary").fill(RESUME.summary);
      await (await entriesAsText(page, "Experience")).fill(RESUME.experience);
      // The form in progress is kept in this browser as it is typed.
      await expect.poll(() => page.evaluate(() => localStorage.getItem("draftsmith.form.resume.guest") ?? "")).toContain("Lumenbrook");

      await page.goto("/cold-email");
      await fillBox(page).getByRole("button", { name: "Fill from my resume" }).click();
      await expect(field(page, "Your name")).toHaveValue(RESUME.name);
      await expect(field(page, "Offer")).toHaveValue("Cut the nightly load from 6 hours to 40 minutes\nBuilt the events warehouse used by 120 people\nMentored three analysts");
      await expectAxeClean(page, `/cold-email after Fill from my resume (${width})`);
    });

    test(`the target job entered on the resume is found on the cover letter and the cold email (${width})`, async ({ page }) => {
      await noWelcomeToast(page);
      await signUpViaApi(page.request, { fullName: "Oriane Baptiste-Kerr" });
      await page.goto("/");
      await expectSession(page, "Signed in");
      const panel = page.getByRole("region", { name: "Target job" });
      await panel.getByRole("button", { name: "Target job" }).click();
      await field(page, "Job posting").fill("Staff Data Engineer — Corvid Health\n\nRequirements\n- Python and SQL\n- Airflow");
      await field(page, "Target role").fill("Staff Data Engineer");
      await field(page, "Target company").fill("Corvid Health");

      await page.goto("/cover-letter");
      await expectSession(page, "Signed in");
      await expect(field(page, "Job title")).toHaveValue("Staff Data Engineer");
      await expect(field(page, "Company name")).toHaveValue("Corvid Health");
      await expect(field(page, "Job posting")).toHaveValue(/^Staff Data Engineer — Corvid Health/);
      await expect(page.getByText("From your other documents: Staff Data Engineer @ Corvid Health.")).toBeVisible();
      await page.screenshot({ path: `test-results/profile-target-${width}.png` });
      await expectAxeClean(page, `/cover-letter with the carried target job (${width})`);

      // Changed on the letter, it is what the cold email finds.
      await field(page, "Company name").fill("Corvid Health Labs");
      await page.goto("/cold-email");
      await expect(field(page, "Target role")).toHaveValue("Staff Data Engineer");
      await expect(field(page, "Target company")).toHaveValue("Corvid Health Labs");
    });

    test(`a required field left empty shows its error next to it, focused and marked invalid (${width})`, async ({ page }) => {
      await noWelcomeToast(page);
      await signUpViaApi(page.request, { fullName: "Oriane Baptiste-Kerr" });
      await page.goto("/cover-letter");
      await expectSession(page, "Signed in");
      await field(page, "Background").fill("Ten years of data work.");
      await page.getByRole("button", { name: "Generate" }).first().click();

      const name = field(page, "Name");
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      const describedBy = (await name.getAttribute("aria-describedby"))!.split(" ");
      const message = page.locator(`[id="${describedBy[0]}"]`);
      await expect(message).toHaveText("Please fill the required field: Name");
      await expect(name).toBeInViewport();
      await expect(message).toBeInViewport();
      // Next to its field: just below it.
      const [fieldBox, messageBox] = [await name.boundingBox(), await message.boundingBox()];
      expect(messageBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThan(40);
      await page.screenshot({ path: `test-results/profile-required-${width}.png` });
      await expectAxeClean(page, `/cover-letter with the required-field error (${width})`);

      await name.fill("Oriane");
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
      await expect(message).toHaveCount(0);
    });

    test(`/settings offers each generator's own tones, and the cover letter starts from the one saved (${width})`, async ({ page }) => {
      await page.goto("/cover-letter");
      const letterTones = await page.getByRole("combobox", { name: "Tone" }).locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      await page.goto("/cold-email");
      const emailTones = await page.getByRole("group", { name: "Tone" }).getByRole("button").allTextContents();

      await page.goto("/settings");
      await expectSession(page, "Guest");
      const defaults = page.getByRole("region", { name: "Generator Defaults", exact: true });
      const letter = defaults.getByLabel("Cover letter tone");
      const email = defaults.getByLabel("Cold email tone");
      await expect(letter).toBeEnabled();
      expect(await letter.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(letterTones);
      expect(await email.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).textContent))).toEqual(emailTones);
      expect(letterTones).toEqual(["professional", "confident", "warm", "concise", "enthusiastic"]);
      await expectAxeClean(page, `/settings (${width})`);

      await letter.selectOption("concise");
      await email.selectOption("Bold & persuasive");
      await defaults.getByRole("button", { name: "Save defaults" }).click();
      await expect(defaults.getByText("Saved.")).toBeVisible();
      await page.goto("/cover-letter");
      await expect(page.getByRole("combobox", { name: "Tone" })).toHaveValue("concise");
      await page.goto("/cold-email");
      await expect(page.getByRole("group", { name: "Tone" }).getByRole("button", { name: "Bold & persuasive" })).toHaveAttribute("aria-pressed", "true");
    });

    test(`the gallery draws every look on the user's resume, premium ones Locked for a free user (${width})`, async ({ page }) => {
      await noWelcomeToast(page);
      await signUpViaApi(page.request, { fullName: "Oriane Baptiste-Kerr" });
      await page.goto("/");
      await expectSession(page, "Signed in");
      await field(page, "Full name").fill(RESUME.name);
      await field(page, "Job title").fill(RESUME.job_title);
      await expect.poll(() => page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith("draftsmith.form.resume.")) ?? "")).not.toBe("");

      await page.goto("/templates");
      const looks = page.getByRole("region", { name: "Every look, on your resume" });
      await expect(looks.getByText("Your resume as it stands on the Resume page, in each look.")).toBeVisible();
      for (const look of ["Default", "Classic", "Modern", "Creative"]) {
        const card = looks.getByRole("listitem").filter({ has: page.getByRole("heading", { name: look, exact: true }) });
        await expect(card.getByRole("img", { name: `Your resume in the ${look} look` })).toContainText(RESUME.name);
        await expect(card.getByText("Locked", { exact: true })).toHaveCount(look === "Default" ? 0 : 1);
      }
      await looks.getByRole("img", { name: "Your resume in the Creative look" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/profile-looks-${width}.png` });
      await expectAxeClean(page, `/templates with the looks (${width})`);

      page.once("dialog", (d) => void d.accept());
      await looks.getByRole("button", { name: "Unlock the Modern look" }).click();
      await expect(page).toHaveURL(/\/account$/);
    });
  });
}
