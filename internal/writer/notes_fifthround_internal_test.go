package writer

import "testing"

// Notes a recipient read as garbled in the fourth round's letters and decks: a subject read
// as a school, a school run into the subject, a campaign read as a street, former employers
// left in lower case, an install with no plural to install.
func TestNotesOfTheFifthRoundBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		// A subject whose last word ends it ("administration", "sciences"); a school after it.
		{"mpa public administration 2018", "I earned an MPA in public administration in 2018."},
		{"bs health sciences ohio state 2017", "I earned a BS in health sciences from Ohio State in 2017."},
		{"ba political science ucla 2015", "I earned a BA in political science from UCLA in 2015."},
		{"ms data science 2020", "I earned an MS in data science in 2020."},
		{"bsme iowa state may 2026", "I earned a BSME from Iowa State in May 2026."},
		// A drive run for a cause is no street; a street still is.
		{"launched hiv testing drive", "I launched an HIV testing drive."},
		{"organized food drive for 200 families", "I organized a food drive for 200 families."},
		// A certificate for common equipment keeps its common words; a named one its capitals.
		{"forklift + overhead crane cert", "I hold a forklift and overhead crane certificate."},
		{"lean six sigma green belt", "I hold a Lean Six Sigma Green Belt."},
		// Hours typed as "h" are written out, and describe a noun with a hyphen.
		{"freshness 6h -> 5 min", "Freshness went from 6 hours to 5 minutes."},
		{"cut p1 response from 4h to 1h", "I cut P1 response from 4 hours to 1 hour."},
		// A welding code and its test positions are written in capitals.
		{"aws d1.1, 6g pipe certified", "I am AWS D1.1, 6G pipe certified."},
		// Two tools administered are joined by a lower-case "and".
		{"salesforce + hubspot admin", "I am a Salesforce and HubSpot administrator."},
		// Certifications named alone are held, not worked with.
		{"celta + tesol", "I hold CELTA and TESOL certifications."},
	})
	for note, want := range map[string]string{
		"office on maple drive": "office on Maple Drive",
		// The companies a team came from, in their capitals; a name the user cased stays.
		"ex-boston dynamics + amazon robotics team": "ex-Boston Dynamics and Amazon Robotics team",
		"ex-McKinsey team":                          "ex-McKinsey team",
	} {
		if got := newNotebook(note).clean(note); got != want {
			t.Errorf("clean(%q) = %q, want %q", note, got, want)
		}
	}
}

// An ask that names one thing is named with its article where a sentence speaks of it: "It
// was lovely to find track record of delivering cost savings on your list" lacked its "a".
func TestAnAskOfOneThingHasItsArticle(t *testing.T) {
	for req, want := range map[string]string{
		"track record of delivering cost savings": "a track record of delivering cost savings",
		"working knowledge of Excel":              "a working knowledge of Excel",
		"current BLS certification":               "a current BLS certification",
		"clean driving record":                    "a clean driving record",
		"understanding of HIPAA":                  "an understanding of HIPAA",
		"experience with Epic":                    "experience with Epic",
		"knowledge of GAAP":                       "knowledge of GAAP",
		"a bachelor's degree":                     "a bachelor's degree",
	} {
		if got := askWithArticle(req); got != want {
			t.Errorf("askWithArticle(%q) = %q, want %q", req, got, want)
		}
	}
	tie := reqTie{req: "working knowledge of Excel", point: point{sentence: "I built the monthly forecast model in Excel."}}
	if got := tieSentence("Your posting asks for {req}: {s}", tie); got != "Your posting asks for a working knowledge of Excel: I built the monthly forecast model in Excel." {
		t.Errorf("tieSentence = %q", got)
	}
}

// A list of names is tools or products worked with, not duties a job "covered": "My duties
// covered Pro Tools, Descript and iZotope RX" read as a form.
func TestAListOfNamesIsWorkedWith(t *testing.T) {
	for _, c := range []struct{ tone, note, want string }{
		{"professional", "pro tools, descript, izotope rx", "I work with Pro Tools, Descript and iZotope RX."},
		{"warm", "cisco, palo alto, some arista", "I'm at home with Cisco, Palo Alto and some Arista."},
		{"professional", "Greenhouse + linkedin recruiter daily", "I use Greenhouse and LinkedIn Recruiter daily."},
		// Duties stay duties; a list with one lower-case item is not names only.
		{"professional", "fha, va, conventional + usda", "My duties covered FHA, VA, conventional and USDA."},
	} {
		p := person{moveEmployer: true, tone: c.tone, verbless: "My duties covered"}
		if got := pointsOf(c.note, p); got != c.want {
			t.Errorf("%s %q:\n got %q\nwant %q", c.tone, c.note, got, c.want)
		}
	}
}

// An ask capitalised only as the first word of the posting's line is written in lower case
// mid-sentence; names keep their capitals.
func TestAnAskKeepsOnlyItsNamesCapitals(t *testing.T) {
	for _, c := range []struct{ req, answer, want string }{
		{"Retail pharmacy experience", "I have been a pharmacy tech at a Walgreens for 2 years.", "retail pharmacy experience"},
		{"Payroll processing experience", "I ran payroll through Gusto.", "payroll processing experience"},
		{"Fear Free certification", "I am Fear Free certified.", "Fear Free certification"},
		{"Lean or Six Sigma certification", "I hold a Lean Six Sigma Green Belt.", "Lean or Six Sigma certification"},
		{"Guidewire experience", "I use Guidewire daily.", "Guidewire experience"},
		{"Greenhouse", "My skills include Greenhouse and Workday.", "Greenhouse"},
	} {
		if got := sentenceCaseAsk(c.req, c.answer); got != c.want {
			t.Errorf("sentenceCaseAsk(%q) = %q, want %q", c.req, got, c.want)
		}
	}
}
