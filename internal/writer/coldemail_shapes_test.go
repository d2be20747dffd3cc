package writer_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// emailIn writes a cold email in every tone and hands each text to check.
func emailIn(t *testing.T, form draft.ColdEmailForm, check func(t *testing.T, tone, text string)) {
	t.Helper()
	for _, tone := range draft.ColdEmailTones {
		f := form
		f.Tone = tone
		text := write(t, &f).Text
		t.Run(tone, func(t *testing.T) { check(t, tone, text) })
	}
}

// A chat about changing fields asks for advice: it is never framed as a service for sale.
func TestEmailAboutChangingFieldsIsNoSale(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Ana Reyes", Recipient: "Lee, research lead at Acme",
		Offer: "school counselor 5 yrs\nran 80+ student interviews", Goal: "20 min chat about switching from counseling into ux research"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		for _, s := range []string{"Here's how I can help", "What you'd get", "What you get", "What's in it for you", "a service"} {
			if strings.Contains(text, s) {
				t.Errorf("sales frame %q:\n%s", s, text)
			}
		}
	})
}

// A goal that opens with a verb the writer has no list entry for is still the sender's
// action: "a chance to quote …", never "a chance to talk about quote …".
func TestGoalOpeningWithAnUnlistedVerbIsAnAction(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Rob Lane", Recipient: "Jo, facilities manager at Pine Court",
		Offer: "commercial roofing 12 yrs", Goal: "price out the roof repairs on both wings"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		if strings.Contains(text, "talk about price") || !strings.Contains(text, "price out the roof repairs") {
			t.Errorf("goal not read as an action:\n%s", text)
		}
	})
}

// A word of the recipient's organisation typed with capitals keeps them where the sender
// typed it in lower case.
func TestRecipientsOrganisationKeepsItsCapitalsInTheEmail(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Eli Ward", Recipient: "Chef Tom Hale, Ostra Kitchen",
		Icebreaker: "had dinner at ostra last week, the cacio e pepe was unreal", Offer: "prep cook 2 yrs", Goal: "a trial shift"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		if strings.Contains(text, "ostra") {
			t.Errorf("the restaurant's name lost its capital:\n%s", text)
		}
		// A second clause with its own subject is joined, not spliced with a comma.
		if strings.Contains(text, ", the cacio") {
			t.Errorf("a comma splice in the icebreaker:\n%s", text)
		}
	})
}

// Listed offer lines read as the sender's: a line that opens with the sender's verb has its
// "I", the business owned is a name, and rates and spans typed short are written out.
func TestListedOfferLinesReadAsTheSenders(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Ray Kim", Recipient: "Dee, office manager at Bell Dental",
		Offer: "own kim plumbing co, 9 techs\nannual maint plans\n3 hr response on weekdays\nclosed 40+ jobs/qtr", Goal: "book a walkthrough of your building"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		for _, want := range []string{"I own Kim Plumbing Co", "3-hour response"} {
			if !strings.Contains(text, want) {
				t.Errorf("no %q:\n%s", want, text)
			}
		}
		for _, bad := range []string{"- Own ", "maint ", "/qtr", "3 hours response"} {
			if strings.Contains(text, bad) {
				t.Errorf("%q left:\n%s", bad, text)
			}
		}
	})
}

// The subject names the sender without repeating the first listed line word for word.
func TestSubjectDoesNotRepeatTheFirstListedLine(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Ray Kim", Recipient: "Dee, office manager at Bell Dental",
		Offer: "own kim plumbing co, 9 techs, 15 yrs in business\nannual maintenance plans", Goal: "book a walkthrough of your building"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		subject, _, _ := strings.Cut(strings.TrimPrefix(text, "Subject: "), "\n")
		if strings.Contains(text, "- "+subject+"\n") || strings.Contains(subject, "9 techs") {
			t.Errorf("subject %q repeats a listed line:\n%s", subject, text)
		}
	})
}

// An email asks one thing: the goal is stated, not asked, before the call to action's
// question, and no sentence names a meeting of another length than the one asked for.
func TestEmailAsksOneThing(t *testing.T) {
	forms := []draft.ColdEmailForm{
		{SenderName: "Jo Park", Recipient: "Nina, VP Sales at Gong", Offer: "sdr 2 yrs\n130% of quota", Goal: "intro to your head of enterprise sales"},
		{SenderName: "Ana Reyes", Recipient: "Lee, research lead at Acme", Offer: "school counselor 5 yrs", Goal: "20 min chat about switching from counseling into ux research"},
		{SenderName: "Ana Reyes", Recipient: "Lee, research lead at Acme", Offer: "school counselor 5 yrs", Goal: "ask for 30 min to hear how you hire researchers"},
	}
	minutes := regexp.MustCompile(`(?i)\b(\d+|fifteen|twenty|thirty)[ -]minute`)
	for _, form := range forms {
		emailIn(t, form, func(t *testing.T, tone, text string) {
			// …, the goal, the tone's closing sentence, the call to action, the sign-off.
			paras := strings.Split(text, "\n\n")
			if goal := paras[len(paras)-4]; strings.Contains(goal, "?") {
				t.Errorf("the goal is asked before the call to action:\n%s", text)
			}
			lengths := map[string]bool{}
			for _, m := range minutes.FindAllStringSubmatch(text, -1) {
				lengths[strings.ToLower(m[1])] = true
			}
			if len(lengths) > 1 {
				t.Errorf("meetings of %d lengths:\n%s", len(lengths), text)
			}
		})
	}
}

// A couple is greeted by their titles and name ("Hi Mr. and Mrs. Patel,"), never by the
// titles alone; and a foundation's priority a program fits is a fundraising ask, never a sale.
func TestEmailsGreetCouplesAndAskFoundationsForFunding(t *testing.T) {
	emailIn(t, draft.ColdEmailForm{SenderName: "Carla Diaz", Recipient: "Mr. and Mrs. Patel", Offer: "realtor 9 yrs\nsold 38 homes last yr", Goal: "walk you through what your home could sell for"},
		func(t *testing.T, tone, text string) {
			if !strings.Contains(text, "Mr. and Mrs. Patel,") {
				t.Errorf("the couple is not greeted by name:\n%s", text)
			}
		})
	emailIn(t, draft.ColdEmailForm{SenderName: "Grace Liu", Recipient: "Tom Reyes, Program Officer at the Kresge Foundation", Offer: "ed of an urban tree planting nonprofit\nplanted 4,200 trees in 3 yrs",
		Goal: "see if our program fits your climate resilience priority"},
		func(t *testing.T, tone, text string) {
			for _, s := range []string{"Here's how I can help", "What you'd get", "What your team would gain", "What you get:", "Here's what I'll deliver"} {
				if strings.Contains(text, s) {
					t.Errorf("a grant enquiry uses the sales frame %q:\n%s", s, text)
				}
			}
		})
}
