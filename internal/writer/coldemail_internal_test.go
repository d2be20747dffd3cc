package writer

import (
	"regexp"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// expectEach checks fn on every input of cases.
func expectEach(t *testing.T, name string, fn func(string) string, cases map[string]string) {
	t.Helper()
	for in, want := range cases {
		if got := fn(in); got != want {
			t.Errorf("%s(%q) = %q, want %q", name, in, got, want)
		}
	}
}

func TestGreetingName(t *testing.T) {
	expectEach(t, "greetingName", greetingName, map[string]string{
		"Priya":                              "Priya",
		"priya at Linear":                    "Priya",
		"Dana Scully, VP Sales":              "Dana",
		"Dr. Lee":                            "Dr. Lee",
		"Ms Amara Okafor":                    "Ms Okafor",
		"Head of Talent at Stripe":           "",
		"hiring team at Acme":                "",
		"the founders":                       "",
		"jane@example.com":                   "",
		"":                                   "",
		"Someone with a long title":          "",
		"Ops lead at Harbor":                 "",
		"Clinic director at Motion":          "",
		"Localization Manager at Brightpath": "",
		"Grace Kim, VP Communications":       "Grace",
		"Northline recruiting":               "",
		"Priya recruiting":                   "",
	})
	// The recipient's organisation lends its capitals to the email: "saw harbor just opened…".
	if got := orgNames("Ops lead at Harbor Logistics"); len(got) != 2 || got[0] != "Harbor Logistics" || got[1] != "Harbor" {
		t.Errorf("orgNames: %q", got)
	}
	if got := orgNames("Jess, nurse manager at mount carmel"); got != nil {
		t.Errorf("an organisation typed in lower case lends no capitals: %q", got)
	}
}

func TestGoalPhrase(t *testing.T) {
	expectEach(t, "goalPhrase", goalPhrase, map[string]string{
		"book a short intro call":    "book a short intro call",
		"Book a demo.":               "book a demo",
		"to explore a partnership":   "explore a partnership",
		"a partnership":              "talk about a partnership",
		"AWS credits for our pilot":  "talk about AWS credits for our pilot",
		"Partnership opportunities!": "talk about partnership opportunities",
		// A goal typed as the question to the reader is asked as one (goalQuestion).
		"would you introduce me to the hiring manager for the senior pm role": "learn if you would introduce me to the hiring manager for the senior pm role",
		"Could you be open to a quick call?":                                  "learn if you could be open to a quick call",
		// A meeting typed by its noun alone; a thing to be done to the sender.
		"coffee next week to tell you about the role": "meet for coffee next week to tell you about the role",
		"call on thursday":                            "set up a call on thursday",
		"be added to your preferred vendor list":      "be added to your preferred vendor list",
		// A meeting typed without its article gets one.
		"quick call to tell you about the role": "set up a quick call to tell you about the role",
		// "re" is a note's "about".
		"quick call re your spring audit": "set up a quick call about your spring audit",
		"chat re: the night shift":        "set up a chat about the night shift",
	})
}

func TestBackgroundPointsSplitOnSemicolons(t *testing.T) {
	got := plaintext.Sentences("Eight years in Go; led a migration to PostgreSQL; mentor to five engineers.\n- Speaker at GopherCon")
	want := []string{"Eight years in Go", "led a migration to PostgreSQL", "mentor to five engineers.", "Speaker at GopherCon"}
	if len(got) != len(want) {
		t.Fatalf("got %q", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
}

func TestSentencesDoNotEndAtAbbreviations(t *testing.T) {
	got := plaintext.Sentences("I led a project, e.g. rebuilt onboarding with Dr. Lee and J. Smith. Churn fell 12% (vs. 3% before); we shipped.")
	want := []string{"I led a project, e.g. rebuilt onboarding with Dr. Lee and J. Smith.", "Churn fell 12% (vs. 3% before)", "we shipped."}
	if len(got) != len(want) {
		t.Fatalf("got %q", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
}

// For investors the raise is the ask: it opens the email and is not listed as traction.
func TestFundraisingEmailSaysTheRaiseAsTheAskNotTraction(t *testing.T) {
	for _, tone := range draft.ColdEmailTones {
		f := &draft.ColdEmailForm{SenderName: "Lena Okafor", Recipient: "Sam at Greenfield Ventures", Ask: draft.AskFundraising, Tone: tone,
			Offer: "140 homes done\n31% avg bill cut\nraising $2.5M seed", Goal: "pitch our seed round"}
		text := emailWriter{f}.write().Text
		if strings.Contains(text, "- Raising") || !strings.Contains(text, "$2.5M seed round") {
			t.Errorf("%s: the raise is listed as traction or missing:\n%s", tone, text)
		}
	}
}

// The direct tone is short, not telegraphic: every line of its own is a sentence, no label
// ("Ask:", "Goal:") stands for one, and no filler says the email is short ("Brief lines, then
// the ask.").
func TestDirectEmailWritesSentencesNotLabels(t *testing.T) {
	label := regexp.MustCompile(`(?m)^(Ask|Goal|Request|Next step|Proposal|Intro request|Fundraising|Raising now)[:.]`)
	for _, ask := range draft.Asks {
		f := &draft.ColdEmailForm{SenderName: "Dev Patel", Recipient: "Maria", Ask: ask, Tone: "Direct & concise",
			Offer: "9 yrs backend\nled go migration", Goal: "find out if you're hiring"}
		text := emailWriter{f}.write().Text
		for _, filler := range []string{"Brief lines", "Short by design", "Short note.", "Quick one.", "Brief note.", "Enquiring about", "More on request", "Easy to decline"} {
			if strings.Contains(text, filler) {
				t.Errorf("%s: filler %q:\n%s", ask, filler, text)
			}
		}
		if m := label.FindString(text); m != "" {
			t.Errorf("%s: a label %q stands for a sentence:\n%s", ask, m, text)
		}
	}
}

// A goal typed as "ask for / ask to" is what is asked, not a request to ask; a raise with a
// pitch meeting is one ask.
func TestGoalsTypedAsAsksReadAsTheAsk(t *testing.T) {
	for _, c := range []struct{ ask, goal, want string }{
		{draft.AskInformational, "ask for 15 min to hear how you moved into policy work", "have 15 minutes of your time to hear how you moved into policy work"},
		{draft.AskJob, "ask to chat about the design lead role", "chat about the design lead role"},
		{draft.AskInformational, "ask for 15 min of advice on moving into research", "have 15 minutes of your advice on moving into research"},
		{draft.AskFundraising, "raising $1.5M pre-seed, want 20 min to pitch", "walk you through our $1.5M pre-seed round in 20 minutes"},
		{draft.AskFundraising, "raising $4M seed", "walk you through our $4M seed round"},
		{draft.AskFundraising, "raising $6M series b, 30 min to walk u through it?", "walk you through our $6M series b round in 30 minutes"},
		{draft.AskSales, "offer a free pricing audit for one store", "offer you a free pricing audit for one store"},
	} {
		if got := askGoal(c.ask, c.goal); got != c.want {
			t.Errorf("%q: got %q, want %q", c.goal, got, c.want)
		}
	}
}

// An informational chat or call is asked for as one, not talked about.
func TestInformationalChatIsAskedFor(t *testing.T) {
	got := askGoal(draft.AskInformational, "informational chat about moving from retail to hospital pharmacy")
	if got != "have a short informational chat about moving from retail to hospital pharmacy" {
		t.Errorf("got %q", got)
	}
}

// A goal that asks whether the recipient does something is asked as that question.
func TestAYesOrNoGoalIsAsked(t *testing.T) {
	for _, c := range []struct{ goal, tone, want string }{
		{"learn if you need a sous chef this spring", "Direct & concise", "Do you need a sous chef this spring?"},
		{"learn if you're hiring a staff engineer", "Direct & concise", "Are you hiring a staff engineer?"},
		{"learn whether you take junior developers", "Professional & courteous", "I would be grateful to know whether you take junior developers."},
		{"learn if you're hiring", "Professional & courteous", "I would be grateful to know whether you are hiring."},
		{"learn if you need a sous chef", "Friendly & upbeat", "So I'd love to know: do you need a sous chef?"},
		{"learn if the medical-surgical residency has spots for the fall cohort", "Direct & concise", "Does the medical-surgical residency have spots for the fall cohort?"},
		{"learn if your team is growing", "Professional & courteous", "I would be grateful to know whether your team is growing."},
		// A favour asked with "could": the question is "Could you…?", never "Do you could…?".
		{"learn if I can come in for a ride-along", "Direct & concise", "Could I come in for a ride-along?"},
		{"learn if you'd be open to a coffee chat about the role", "Direct & concise", "Would you be open to a coffee chat about the role?"},
		{"learn if you're open to a 20-minute chat", "Direct & concise", "Are you open to a 20-minute chat?"},
		{"learn if you could intro me to the clinic director", "Friendly & upbeat", "So I'd love to know: could you introduce me to the clinic director?"},
		{"learn if you could intro me to the clinic director", "Professional & courteous", "I would be grateful to know whether you could introduce me to the clinic director."},
		// The goal typed as the question itself.
		{goalPhrase("would you introduce me to the hiring manager"), "Direct & concise", "Would you introduce me to the hiring manager?"},
		{goalPhrase("can u refer me for the data role?"), "Bold & persuasive", "So, directly: can you refer me for the data role?"},
	} {
		if got, ok := goalQuestion(c.goal, c.tone); !ok || got != c.want {
			t.Errorf("%q (%s): got %q, want %q", c.goal, c.tone, got, c.want)
		}
	}
	if _, ok := goalQuestion("learn about the support team lead role", "Direct & concise"); ok {
		t.Error("a goal that asks about something is no yes-or-no question")
	}
}

// Only the short tone drops a fact: a friendly email keeps its three strongest lines and
// every line with a figure ("Clients save ~6 hrs/wk" is why a buyer would answer).
func TestFriendlyEmailKeepsEveryFigure(t *testing.T) {
	f := &draft.ColdEmailForm{SenderName: "Angela Moore", Recipient: "Luis Ortega", Tone: "Friendly & upbeat", Ask: draft.AskSales,
		Offer: "bookkeeper for 11 restaurants in the area\nmonthly books done by the 10th, sales tax filed on time\nclients save ~6 hrs/wk on paperwork\nflat $450/mo\nfriendly, local, responsive",
		Goal:  "15 min call"}
	text := emailWriter{f}.write().Text
	for _, want := range []string{"11 restaurants", "10th", "6 hours a week", "$450"} {
		if !strings.Contains(text, want) {
			t.Errorf("the friendly email drops %q:\n%s", want, text)
		}
	}
	f.Tone = "Direct & concise"
	if text := (emailWriter{f}).write().Text; strings.Count(text, "\n- ") > 2 {
		t.Errorf("the concise email keeps more than its two strongest lines:\n%s", text)
	}
}

// An icebreaker typed with its praise after a comma gets its clause, and "i've" its capital.
func TestIcebreakerPraiseAndPronoun(t *testing.T) {
	for typed, want := range map[string]string{
		"saw the new greenhouse ceremony space on your insta, gorgeous": "I saw the new greenhouse ceremony space on your Instagram, and it's gorgeous.",
		"your talk on server components was the clearest one i've seen": "Your talk on server components was the clearest one I've seen.",
	} {
		f := &draft.ColdEmailForm{SenderName: "Rosa", Recipient: "Karen", Icebreaker: typed, Offer: "florist 9 yrs", Goal: "15 min call", Tone: "Direct & concise"}
		if text := (emailWriter{f}).write().Text; !strings.Contains(text, want) {
			t.Errorf("%q: want %q in:\n%s", typed, want, text)
		}
	}
}

// An introduction typed as "intro to…" is asked as one, with its article.
func TestAnIntroIsAskedForAsOne(t *testing.T) {
	if got := askGoal(draft.AskIntroduction, "intro to Jen at Freightworks Ventures"); got != "make an introduction to Jen at Freightworks Ventures" {
		t.Errorf("got %q", got)
	}
}
