package writer

import (
	"regexp"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// emailTexts writes the form in every tone, normalised as the API would.
func emailTexts(t *testing.T, form draft.ColdEmailForm) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, tone := range draft.ColdEmailTones {
		f := form
		f.Tone = tone
		if err := draft.Normalise(&f); err != nil {
			t.Fatalf("normalise: %v", err)
		}
		out[tone] = emailWriter{&f}.write().Text
	}
	return out
}

// sendersWe is the tone's "we" for the sender's side of a sale; "that we have a call" is the
// sender and the reader, and is checked on its own (soleGoalLine).
var sendersWe = regexp.MustCompile(`\bthink we\b|\bWhat we\b|\babout us:`)

// A sender whose terse notes say neither "I" nor "we" and name no business or team is one
// person: the email's own sentences say "I", never a "we" the form does not give.
func TestSenderWithNoPronounsIsOnePerson(t *testing.T) {
	forms := []draft.ColdEmailForm{
		{SenderName: "Nadia Brookes", Recipient: "Owen, practice manager at Hillcrest Physio",
			Offer: "11 yrs payroll + bookkeeping, dental and physio practices\nmoved 3 practices off spreadsheets", Goal: "short call about taking payroll off your hands"},
		{SenderName: "Theo Marsh", Recipient: "Ruth, ops lead at Fernway Vets",
			Offer: "freelance copywriter 8 yrs, vet and pet brands\nrewrote booking pages, enquiries up 40%", Goal: "quote a rewrite of your booking pages"},
		{SenderName: "Ivy Chen", Recipient: "Sam, head of finance at Larkfield Dental",
			Offer: "fractional controller, multi-site clinics\nshortened close from 15 days to 5", Goal: "intro call about your month-end close"},
	}
	said := false
	for _, form := range forms {
		if !soleSender(form.SenderName, form.Goal, form.Offer) {
			t.Errorf("%s is not read as one person", form.SenderName)
		}
		for tone, text := range emailTexts(t, form) {
			if m := sendersWe.FindString(text); m != "" {
				t.Errorf("%s (%s): %q for one sender:\n%s", form.SenderName, tone, m, text)
			}
			said = said || strings.Contains(text, "think I can") || strings.Contains(text, "that I ") || strings.Contains(text, "hoping I can")
		}
	}
	if !said {
		t.Error("no email used the frame's sentence for one sender: the test no longer reaches it")
	}
	// A call is the sender's and the reader's together: its "we" is theirs, not a firm's, and
	// stays ("that I have a call" would be a call alone); what the sender does alone is "I".
	for _, c := range []struct{ line, goal, want string }{
		{"What I suggest: that we have a 15-minute call next week.", "have a 15-minute call next week",
			"What I suggest: that we have a 15-minute call next week."},
		{"Here's hoping we can make an introduction call re bookkeeping.", "make an introduction call re bookkeeping",
			"Here's hoping we can make an introduction call re bookkeeping."},
		{"What I suggest: that we walk you through the audit.", "walk you through the audit",
			"What I suggest: that I walk you through the audit."},
		{"What I suggest: that we get on your approved supplier list.", "get on your approved supplier list",
			"What I suggest: that I get on your approved supplier list."},
	} {
		if got := soleGoalLine(c.line, c.goal); got != c.want {
			t.Errorf("soleGoalLine(%q) = %q, want %q", c.line, got, c.want)
		}
	}
}

// A sender who writes "we" or "our", signs as a firm, owns or founded a business, or counts
// a team is a company or a team, and keeps "we"; one who writes "I" is one person.
func TestSoleSenderReadsTheWholeForm(t *testing.T) {
	cases := []struct {
		sender, goal, offer string
		want                bool
	}{
		{"Nadia Brookes", "intro call re bookkeeping for your clinics", "10 yrs bookkeeping, small practices\ncut month-end close from 12 days to 4", true},
		{"Nadia Brookes", "offer my services for your spring audit", "bookkeeping for small practices", true},
		{"Nadia Brookes", "show you what we do for practices", "bookkeeping for small practices", false},
		{"Nadia Brookes", "intro call", "our clients close in 4 days", false},
		{"Brookes & Vale Ltd", "intro call", "bookkeeping for small practices", false},
		{"Northgate Studio", "quote a rebrand", "packaging for food brands", false},
		{"Dan Pryor", "quote a service contract", "own pryor electrical, 12 techs", false},
		{"Dan Pryor", "quote a service contract", "commercial electrical, 12 techs\n20 yrs in trade", false},
		{"Dan Pryor", "quote a service contract", "electrician 20 yrs\na team of 5, all certified", false},
		{"Lena Ortiz", "demo", "founder of tallyroom, stock counts for cafes", false},
		// A record is no team: trained nurses and a team once led.
		{"Mara Quinn", "offer a training day", "clinical educator 9 yrs\ntrained 300 nurses\nled team of 12 at st anne's", true},
		// "your own books" owns no business; "inc" is "including".
		{"Mara Quinn", "offer to take over your own books", "bookkeeping 6 yrs, 20 clients inc 4 clinics", true},
	}
	for _, c := range cases {
		if got := soleSender(c.sender, c.goal, c.offer); got != c.want {
			t.Errorf("soleSender(%q, %q, %q) = %v, want %v", c.sender, c.goal, c.offer, got, c.want)
		}
	}
	// A firm's email keeps its "we" where the tone says it.
	texts := emailTexts(t, draft.ColdEmailForm{SenderName: "Brookes & Vale Ltd", Recipient: "Owen, practice manager at Hillcrest Physio",
		Offer: "payroll + bookkeeping, dental and physio practices\nmoved 3 practices off spreadsheets", Goal: "short call about taking payroll off your hands"})
	kept := false
	for tone, text := range texts {
		if strings.Contains(text, "think I can") || strings.Contains(text, "that I ") || strings.Contains(text, "hoping I can") {
			t.Errorf("a firm (%s) writes as one person:\n%s", tone, text)
		}
		kept = kept || sendersWe.MatchString(text)
	}
	if !kept {
		t.Error("no email of the firm used the tone's \"we\": the test no longer reaches it")
	}
}

// A sole sender's partnership says what they bring, not "What we bring:" or "About us:".
func TestSoleSendersPartnershipLeadIsTheirs(t *testing.T) {
	expectEach(t, "toSoleSenderFrame", func(lead string) string {
		return toSoleSenderFrame(emailFrame{lead: []string{lead}}).lead[0]
	}, map[string]string{
		"What we bring:": "What I bring:", "About us:": "About me:", "About our business:": "About my business:",
		"What we'd bring:": "What I'd bring:", "Why us:": "Why me:",
		// The reader's team is theirs.
		"What your team would gain:": "What your team would gain:",
	})
}

// Towns, cities, states and provinces typed in lower case after "in", "near" or "across"
// are written with their capitals; an ordinary word after "in" is never capitalised.
func TestPlacesAfterPrepositionsAreCased(t *testing.T) {
	expectEach(t, "cityCasing", cityCasing, map[string]string{
		"4 surgeries in bristol and bath":        "4 surgeries in Bristol and bath",
		"3 clinics in leeds and york":            "3 clinics in Leeds and York",
		"based near manchester":                  "based near Manchester",
		"clients across ohio, iowa + kansas":     "clients across Ohio, Iowa + Kansas",
		"moved from new york city to halifax":    "moved from New York City to Halifax",
		"sites across new south wales":           "sites across New South Wales",
		"offices in kansas city and st. louis":   "offices in Kansas City and St. Louis",
		"10 yrs in sales, 4 in payroll":          "10 yrs in sales, 4 in payroll",
		"in reading and writing":                 "in reading and writing",
		"growth in Toronto and ottawa":           "growth in Toronto and Ottawa",
		"a york ham supplier in mobile kitchens": "a york ham supplier in mobile kitchens",
	})
	texts := emailTexts(t, draft.ColdEmailForm{SenderName: "Ivy Chen", Recipient: "Sam, head of finance at Larkfield Dental",
		Offer: "bookkeeping for 6 dental practices in sheffield and york\n12 yrs in payroll, based near leeds", Goal: "intro call about your month-end close"})
	for tone, text := range texts {
		for _, typed := range []string{"sheffield", "york", "leeds", "In payroll", "in Payroll"} {
			if strings.Contains(text, typed) {
				t.Errorf("%s: %q cased wrongly:\n%s", tone, typed, text)
			}
		}
		if !strings.Contains(text, "Leeds") {
			t.Errorf("%s: the town is lost:\n%s", tone, text)
		}
	}
}

// "mag" for a magazine and a count in millions are one rule each, read the same way in a
// letter's notes (lineTidy) and an email's lines (publicationCasing, figureCasing).
func TestMagazineAndMillionsShorthandIsOneRule(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"hosted a weekly news mag show", "hosted a weekly news magazine show"},
		{"cover shoot for a travel mag", "cover shoot for a travel magazine"},
		{"shot for vogue mag last spring", "shot for vogue magazine last spring"},
		{"replaced k and mag on every shift", "replaced k and mag on every shift"},
		{"ran the mag sulfate protocol", "ran the mag sulfate protocol"},
		{"podcast hit 3m downloads", "podcast hit 3M downloads"},
		{"app reached 1.5b impressions", "app reached 1.5B impressions"},
		{"ran 400m hurdles at county level", "ran 400m hurdles at county level"},
	} {
		if got := lineTidy(c.in); got != c.want {
			t.Errorf("lineTidy(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	expectEach(t, "publicationCasing", publicationCasing, map[string]string{
		"shot for vogue mag last spring": "shot for Vogue magazine last spring",
		"k and mag levels":               "k and mag levels",
	})
	expectEach(t, "figureCasing", figureCasing, map[string]string{"2.4m listens": "2.4M listens"})
}
