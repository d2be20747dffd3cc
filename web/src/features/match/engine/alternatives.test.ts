// @vitest-environment node
/**
 * Skills a posting names as alternatives ask for one of them (ADR 0073): a candidate who has any
 * of them meets the ask, credited to the one they have; internal/match/alternatives_test.go
 * checks the same cases.
 */
import { describe, expect, it } from "vitest";
import vocabularyJSON from "@match-spec/vocabulary.json";
import { Matcher } from "./index";
import type { VocabularyFile } from "./vocabulary";

const matcher = new Matcher(vocabularyJSON as unknown as VocabularyFile);
const matchIn = (posting: string, text: string) => matcher.match(matcher.analyze(posting), text, [], 2026);

describe("skills named as alternatives", () => {
  it.each([
    ["only the second of two spreadsheets", "Office Coordinator\nRequirements\n- Excel or Google Sheets\n- Diary management\n", "Kept the office rota and supplier list in Google Sheets; managed two directors' diaries.", "excel", "Spreadsheets", "Google Sheets"],
    ["only the last of three dashboards", "Reporting Analyst\nRequirements\n- SQL\n- Tableau, Looker or Power BI\n", "Wrote the SQL behind our monthly reports and built the board's Power BI dashboards.", "tableau", "Power BI", "Power BI"],
    ["the middle one of three", "Reporting Analyst\nRequirements\n- SQL\n- Tableau, Looker or Power BI\n", "Moved forty reports to Looker, in SQL.", "tableau", "Looker", "Looker"],
    ["the first one, which meets the others too", "Office Coordinator\nRequirements\n- Excel or Google Sheets\n", "Built the budget tracker in Excel.", "spreadsheets", "Microsoft Excel", "Excel"],
    ["alternatives within a sentence of duties", "Platform Engineer\nYou will ship our services through GitHub Actions or CircleCI.\n", "Wrote CircleCI pipelines for 12 services.", "github_actions", "CircleCI", "CircleCI"],
  ])("%s: the ask is met", (_, posting, text, id, via, words) => {
    const r = matchIn(posting, text);
    expect(r.missing.map((m) => m.id)).not.toContain(id);
    const got = r.matched.find((m) => m.id === id);
    expect(got?.via).toBe(via);
    expect(got?.evidence?.[0]).toBe(words);
  });

  it.each([
    ["asked for on its own too", "Finance Assistant\nRequirements\n- Excel or Google Sheets\n- Advanced Excel, including pivot tables\n", "Tracked every invoice in Google Sheets.", "excel"],
    ["fields of work", "Store Supervisor\nRequirements\n- Retail or customer service experience\n", "Four years of customer service on a helpdesk.", "retail"],
    ["a slash without spaces joins", "Product Designer\nRequirements\n- UI/UX design\n", "Ran UX research for a banking app.", "ui_design"],
  ])("%s: meets nothing else", (_, posting, text, id) => {
    expect(matchIn(posting, text).missing.map((m) => m.id)).toContain(id);
  });
});
