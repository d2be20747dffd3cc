package match

import "testing"

// A posting that names skills as alternatives asks for one of them: a candidate who has any
// of them meets the ask, so none of the others is missing, each credited to the one they have
// (ADR 0073).
func TestOneOfTheAlternativesMeetsTheAsk(t *testing.T) {
	for _, c := range []struct{ name, posting, text, id, via, words string }{
		{"only the second of two spreadsheets", "Office Coordinator\nRequirements\n- Excel or Google Sheets\n- Diary management\n",
			"Kept the office rota and supplier list in Google Sheets; managed two directors' diaries.", "excel", "Spreadsheets", "Google Sheets"},
		{"only the last of three dashboards", "Reporting Analyst\nRequirements\n- SQL\n- Tableau, Looker or Power BI\n",
			"Wrote the SQL behind our monthly reports and built the board's Power BI dashboards.", "tableau", "Power BI", "Power BI"},
		{"the middle one of three", "Reporting Analyst\nRequirements\n- SQL\n- Tableau, Looker or Power BI\n",
			"Moved forty reports to Looker, in SQL.", "tableau", "Looker", "Looker"},
		{"the first one, which meets the others too", "Office Coordinator\nRequirements\n- Excel or Google Sheets\n",
			"Built the budget tracker in Excel.", "spreadsheets", "Microsoft Excel", "Excel"},
		{"alternatives within a sentence of duties", "Platform Engineer\nYou will ship our services through GitHub Actions or CircleCI.\n",
			"Wrote CircleCI pipelines for 12 services.", "github_actions", "CircleCI", "CircleCI"},
	} {
		v := Default()
		r := v.MatchIn(2026, v.Analyze(c.posting), c.text)
		var got *Item
		for i := range r.Matched {
			if r.Matched[i].ID == c.id {
				got = &r.Matched[i]
			}
		}
		for _, m := range r.Missing {
			if m.ID == c.id {
				t.Errorf("%s: %s is missing though the text has %s", c.name, c.id, c.via)
			}
		}
		if got == nil || got.Via != c.via || len(got.Evidence) == 0 || got.Evidence[0] != c.words {
			t.Errorf("%s: %s is matched as %+v; want it credited to %s (%q)", c.name, c.id, got, c.via, c.words)
		}
	}
}

// Alternatives meet only the ask that names them: a skill also asked for on its own, fields of
// work joined by "or" and skills joined by a slash each stay asked for.
func TestAnAlternativeMeetsNothingElse(t *testing.T) {
	for _, c := range []struct{ name, posting, text, id string }{
		{"asked for on its own too", "Finance Assistant\nRequirements\n- Excel or Google Sheets\n- Advanced Excel, including pivot tables\n",
			"Tracked every invoice in Google Sheets.", "excel"},
		{"fields of work", "Store Supervisor\nRequirements\n- Retail or customer service experience\n",
			"Four years of customer service on a helpdesk.", "retail"},
		{"a slash without spaces joins", "Product Designer\nRequirements\n- UI/UX design\n",
			"Ran UX research for a banking app.", "ui_design"},
	} {
		v := Default()
		r := v.MatchIn(2026, v.Analyze(c.posting), c.text)
		listed := false
		for _, m := range r.Missing {
			listed = listed || m.ID == c.id
		}
		if !listed {
			t.Errorf("%s: %s is not missing; matched %+v", c.name, c.id, r.Matched)
		}
	}
}
