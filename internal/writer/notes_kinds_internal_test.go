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
		// A firm typed with "co" as part of its name stays as typed; a prefix stays one.
		{"worked at acme co 3 yrs", "I worked at acme co for 3 years."},
		{"want to do a co-branded beer w/ your taproom", "I want to do a co-branded beer with your taproom."},
		{"bookkeeper 4 yrs at tech co-op", "I have been a bookkeeper at Tech Co-Op for 4 years."},
	})
}

// Shapes a reader of the twenty-second batch found misread: a retired role's years read as
// years retired, a degree's subject read as its school, "excavator" read as "ex-", a result
// after an arrow read as a change from one thing to another.
func TestNotesOfTheTwentySecondBatchReadAsMeant(t *testing.T) {
	expectPoints(t, []noteWant{
		{"retired rn 31 yrs, last 12 in palliative care", "I am a retired RN, after 31 years, the last 12 in palliative care."},
		{"ma museum studies, 2025", "I earned an MA in museum studies in 2025."},
		{"ma in math education, 2021", "I earned an MA in math education in 2021."},
		{"bs nursing, 2019", "I earned a BS in nursing in 2019."},
		{"bs nursing 2019", "I earned a BS in nursing in 2019."},
		{"mba 2019", "I earned an MBA in 2019."},
		{"ms pa studies duke 2022", "I earned an MS in PA studies from Duke in 2022."},
		{"excavator op 7 yrs", "I have been an excavator operator for 7 years."},
		{"ex-teacher 5 yrs", "Earlier, I spent 5 years as a teacher."},
		{"built our own routing tool -> cut miles 18%", "I built our own routing tool, which cut miles by 18%."},
		{"redesigned the portal -> 40% fewer emails", "I redesigned the portal, which led to 40% fewer emails."},
	})
}

// A nurse educator's notes, read against a real hospital posting: the note's colon before a
// thing done, a degree in progress after a comma and a saint's name were left as typed.
func TestNotesOfANurseEducatorReadAsSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"unit educator 3 yrs: ran orientation for 40+ new grads", "I have been a unit educator for 3 years, and I ran orientation for 40+ new grads."},
		{"bsn osu 2016, msn in progress", "I earned a BSN from OSU in 2016, and my MSN is in progress."},
		{"rn 8 yrs, med-surg + stepdown @ st marys", "I have been an RN for 8 years, medical-surgical and stepdown at St. Mary's."},
		// A thing made gets its article; a health form's "sim" is a simulation.
		{"rn 5 yrs icu, built sepsis sim day, 2x/yr", "I have been an RN for 5 years in the ICU. | I built a sepsis simulation day, twice a year."},
		{"started peer mentoring program", "I started a peer mentoring program."},
		{"ran new hire orientation program for 40 nurses", "I ran the new hire orientation program for 40 nurses."},
		// A colon before a list of places is not a thing done.
		{"nurse 4 yrs: icu, step down", "I have been a nurse for 4 years: ICU, in step down."},
	})
}

// A degree asked in title case is named in lower case mid-sentence; its letters stay.
func TestADegreeAskIsNamedInLowerCase(t *testing.T) {
	for ask, want := range map[string]string{
		"Bachelor's Degree in Nursing Required":        "a bachelor's degree in nursing",
		"Master's Degree in Health Sciences Preferred": "a master's degree in health sciences",
		"BSN from an ACEN accredited program":          "BSN from an ACEN accredited program",
	} {
		if got, _ := askPhrase(ask); got != want {
			t.Errorf("askPhrase(%q) = %q, want %q", ask, got, want)
		}
	}
}
