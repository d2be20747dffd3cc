package writer

import "testing"

// Names and kinds a reader of the held-back letters saw written wrong: a kind of school read as
// a school's name, a company named by its industry left as "saas co", a report's type and a
// stage in Roman numerals left in lower case, a reporting tool's name half in capitals.
func TestNotesWriteKindsAndNumeralsAsNamed(t *testing.T) {
	expectPoints(t, []noteWant{
		{"starting night classes at community college (electrical tech)", "I am starting night classes at community college (electrical tech)."},
		{"paralegal 6 yrs (corporate), last 3 at saas co in-house", "I have been a paralegal for 6 years (corporate), the last 3 at a SaaS company in-house."},
		{"ran soc 2 type ii readiness for 2 vendors", "I ran SOC 2 Type II readiness for 2 vendors."},
		{"built epic clarity reports for nursing leads", "I built Epic Clarity reports for nursing leads."},
		{"charge nurse on a level ii trauma unit", "I am a charge nurse on a level II trauma unit."},
		// A firm typed with "co" as part of its name stays as typed.
		{"worked at acme co 3 yrs", "I worked at acme co for 3 years."},
	})
}
