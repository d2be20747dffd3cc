package match

import (
	"slices"
	"testing"
)

// Postings from the public sector and small employers often write their person specification
// as prose ("Previous experience is essential", "Candidates will have…", "We are looking for
// someone who is…"), lead into their benefits with a sentence rather than a heading, and ask
// their questions as labels ("What experience and education do you need for this job:"). The
// asks are read from all of them, and what the employer gives is never an ask (ADR 0063).
func TestAsksInThePostingsOwnShapes(t *testing.T) {
	for _, c := range []struct {
		name, posting string
		want          []Ask
	}{
		{"what a sentence calls essential or desirable",
			"Kitchen Porter\nHollins Care Homes runs four homes in Kent.\nWe are looking for a kitchen porter for weekday shifts. Previous kitchen experience is essential. You will be busy at lunchtimes, therefore a calm and tidy way of working is essential. A Level 2 food hygiene certificate is desirable.",
			[]Ask{{"Previous kitchen experience is essential", true}, {"A calm and tidy way of working is essential", true}, {"A Level 2 food hygiene certificate is desirable", false}}},
		{"candidates and applicants are the hire; 'it is essential you have' asks",
			"Estates Joiner\nOur estates team looks after three school sites.\nCandidates will have completed a joinery apprenticeship or an NVQ Level 3 in carpentry. It is essential you have experience of hanging fire doors. Applicants must be able to work from ladders and scaffold towers.",
			[]Ask{{"Completed a joinery apprenticeship or an NVQ Level 3 in carpentry", true}, {"Experience of hanging fire doors", true}, {"Able to work from ladders and scaffold towers", true}}},
		{"the person sought; what the hire is given is no ask",
			"Finance Business Partner\nAbout you\nWe are looking for someone who is CIMA qualified with strong budgeting skills. If you are a confident presenter with experience of board reporting, then we would like to hear from you. The successful candidate will have access to a mentor.",
			[]Ask{{"CIMA qualified with strong budgeting skills", true}, {"A confident presenter with experience of board reporting", true}}},
		{"what would be beneficial but is not necessary is a nice-to-have",
			"Receptionist\nWhat we're looking for:\n- A warm telephone manner\n- Experience on a busy front desk would be beneficial but by no means necessary",
			[]Ask{{"A warm telephone manner", true}, {"Experience on a busy front desk would be beneficial but by no means necessary", false}}},
		{"a sentence leading into the benefits ends the nice-to-haves",
			"Pharmacy Assistant\nEssential:\n- GCSE English and maths\nDesirable:\n- Dispensing experience\nWe value our bank staff, and in return for your flexibility we can offer you the following:\n- Weekly pay\n- Free parking on site",
			[]Ask{{"GCSE English and maths", true}, {"Dispensing experience", false}}},
		{"a question ending in a colon heads the asks",
			"Clinical Educator\nIn this role you will:\nRun induction for new nurses\nWhat experience and education do you need for this job:\nBSN Required\nMSN Preferred",
			[]Ask{{"BSN Required", true}, {"MSN Preferred", false}}},
		{"semicolons and dashes inside brackets are one ask's detail",
			"Online Tutor\nRequirements:\n- A degree in any subject\n- Able to tutor two full terms (Autumn: Sep – Dec; Spring: Jan – Mar; Summer: Apr – Jul) from the next intake\n- Reliable broadband",
			[]Ask{{"A degree in any subject", true}, {"Able to tutor two full terms (Autumn: Sep – Dec; Spring: Jan – Mar; Summer: Apr – Jul) from the next intake", true}, {"Reliable broadband", true}}},
		{"an item between semicolons that is not required is a nice-to-have",
			"Product Analyst\nRequirements: 2+ years in product analytics; fluent SQL; clear written updates for the team; a statistics degree appreciated but not required — on-the-job training is given.",
			[]Ask{{"2+ years in product analytics", true}, {"fluent SQL", true}, {"clear written updates for the team", true}, {"a statistics degree appreciated but not required — on-the-job training is given", false}}},
		{"a bonus under pay is pay",
			"Maths Tutor\nRequirements:\n- A maths degree\nPay Structure\nHourly rate: $30\nBonus: 10% performance bonus each term",
			[]Ask{{"A maths degree", true}}},
	} {
		got := Default().Analyze(c.posting).Asks
		if !slices.Equal(got, c.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", c.name, got, c.want)
		}
	}
}
