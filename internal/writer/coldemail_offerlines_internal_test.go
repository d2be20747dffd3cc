package writer

import "testing"

// Only a role's capital that opens its line is dropped: names, acronyms and words that may
// be a company keep the user's case.
func TestLineStartCase(t *testing.T) {
	expectEach(t, "lineStartCase", lineStartCase, map[string]string{
		"Public librarian 6 yrs":       "public librarian 6 yrs",
		"Realtor 9 years in westfield": "realtor 9 years in westfield",
		"Senior designer at Acme":      "senior designer at Acme",
		"Ed of greenroots detroit":     "ed of greenroots detroit",
		"Ed Moss referred me":          "Ed Moss referred me",
		"Google UX cert 2025":          "Google UX cert 2025",
		"Acme sales lead 3 yrs":        "Acme sales lead 3 yrs",
		"RN 5 yrs":                     "RN 5 yrs",
		"Sold 38 homes last yr":        "Sold 38 homes last yr",
		"HubSpot admin 2 yrs":          "HubSpot admin 2 yrs",
	})
}

// A role with its years or its organisation is the sender's sentence; anything else is left
// to the list.
func TestSendersRoleSentence(t *testing.T) {
	for clean, want := range map[string]string{
		"realtor 9 years in westfield":                                            "I have been a realtor for 9 years in westfield",
		"public librarian 6 years":                                                "I have been a public librarian for 6 years",
		"nurse 5 years at mercy":                                                  "I have been a nurse at Mercy for 5 years",
		"executive director of greenroots detroit":                                "I am the executive director of Greenroots Detroit",
		"executive director of an urban tree nonprofit":                           "I am the executive director of an urban tree nonprofit",
		"founder of readwell (after-school literacy)":                             "I am the founder of Readwell (after-school literacy)",
		"executive director of greenroots detroit, urban tree planting nonprofit": "I am the executive director of Greenroots Detroit, an urban tree planting nonprofit",
		"product marketer 3 years at a small startup":                             "I have been a product marketer at a small startup for 3 years",
		"local agent 8 years, 140+ homes sold in this neighborhood":               "I have been a local agent for 8 years, with 140+ homes sold in this neighborhood",
		"PM 7 years at Turner, $48M hospital wing":                                "",
		"sold 38 homes last year":                                                 "",
		"class a CDL 8 years":                                                     "",
		"managed 3 years of budgets":                                              "",
		"first design hire, own the whole product ux":                             "",
	} {
		got, ok := sendersRoleSentence(clean)
		if got != want || ok != (want != "") {
			t.Errorf("sendersRoleSentence(%q) = %q, %v; want %q", clean, got, ok, want)
		}
	}
}

// People who are not a company: a couple, a family, a title and a surname alone.
func TestPeopleRecipient(t *testing.T) {
	for r, want := range map[string]bool{
		"Mr. and Mrs. Patel": true, "Tom and Jenny Walsh": true, "the Patels": true, "The Patel family": true, "Mrs. Patel": true,
		"Dee, office manager at Bell Dental": false, "Dr. Lee": false, "Priya at Linear": false, "hiring team at Acme": false, "Karen": false,
	} {
		if got := peopleRecipient(r); got != want {
			t.Errorf("peopleRecipient(%q) = %v, want %v", r, got, want)
		}
	}
	expectEach(t, "toPeople", toPeople, map[string]string{
		"I think we can help your team,":             "I think we can help you,",
		"Your team is leaving results on the table,": "You are leaving results on the table,",
		"What your team would gain:":                 "What you would gain:",
		"that may be of value to your organisation.": "that may be of value to you.",
		"so I'll make sure it's worth your while.":   "so I'll make sure it's worth your while.",
	})
}

// A hire announced becomes an invitation to talk about it.
func TestInvitedGoal(t *testing.T) {
	expectEach(t, "invitedGoal", invitedGoal, map[string]string{
		"hire you as our founding designer":        "talk with you about joining as our founding designer",
		"bring you on board as our first engineer": "talk with you about joining as our first engineer",
		"hire you for the design lead role":        "talk with you about the design lead role",
		"hire you":                                 "talk with you about joining us",
		"tell you about the role":                  "tell you about the role",
	})
}
