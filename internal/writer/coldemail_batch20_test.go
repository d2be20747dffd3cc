package writer_test

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// Asking whether the reader needs people of a role is a job enquiry: no tone frames it as a
// sale, and a line typed in lower case stays in lower case inside the sender's sentence
// (ADR 0076).
func TestAskingIfTheyNeedPeopleOfARoleIsAJobEnquiry(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Rosa Vega", Recipient: "Dr. Okafor, practice owner at Lakeview Dental",
		Offer: "dental hygienist 5 yrs\nbilingual eng/spanish\nfamiliar w/ dentrix", Goal: "ask if you need hygienists for the saturday clinic"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		for _, s := range []string{"help your team", "What you'd get", "What you get", "Here's what I'd love to help with", "What's in it for you", "a service", "What it delivers", "The results you could expect", "results on the table"} {
			if strings.Contains(text, s) {
				t.Errorf("sales frame %q:\n%s", s, text)
			}
		}
		if strings.Contains(text, "I am Familiar") {
			t.Errorf("a line's capital from the form moved mid-sentence:\n%s", text)
		}
	})
}

// A meeting typed after the goal is the call to action's: the goal sentence does not carry
// it, and an amount's unit is written in capitals (ADR 0076).
func TestGoalLeavesItsTrailingMeetingToTheCallToAction(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Dev Rao", Recipient: "Lena, partner at Foundry Lane Capital",
		Offer: "we built scheduling sw for dog groomers\n$22k mrr, 140 salons, 11% mo growth", Goal: "raising $2.4m seed, 30 min call?", CTA: draft.DefaultCTA}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		if strings.Contains(text, "minutes call") || strings.Contains(text, "seed, 30") {
			t.Errorf("the goal's meeting is pasted into the goal sentence:\n%s", text)
		}
		if !strings.Contains(text, "Open to a 30-minute call?") || !strings.Contains(text, "$2.4M") || strings.Contains(text, "$2.4m") {
			t.Errorf("the call to action or the amount is not written out:\n%s", text)
		}
		if strings.Contains(text, "months growth") || tone != "Direct & concise" && !strings.Contains(text, "11% monthly growth") {
			t.Errorf("\"mo\" after a percentage is not monthly:\n%s", text)
		}
	})
	// A call to action the user chose keeps the goal's meeting, written as one.
	form.CTA = "Would Thursday work?"
	emailIn(t, form, func(t *testing.T, tone, text string) {
		if !strings.Contains(text, "in a 30-minute call") || strings.Contains(text, "minutes call") {
			t.Errorf("the goal's meeting is lost or pasted:\n%s", text)
		}
	})
}

// A freelance translator's lines: the language pair written out, the sender's role as their
// sentence, tools and letters cased as their makers write them, and "I", not "we".
func TestTranslatorOfferLinesReadInTheSendersVoice(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Yuki Mori", Recipient: "Ana, localization manager at Brightforge",
		Icebreaker: "played the spanish build of skyhollow last week",
		Offer:      "en>es mobile game translator 4 yrs\n25 titles incl 2 jrpgs\nlqa + ui string fixes\ntrados, smartcat",
		Goal:       "offer my services for your spring update"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		subject, _, _ := strings.Cut(text, "\n")
		if subject != "Subject: English-to-Spanish mobile game translator 4 years" {
			t.Errorf("subject %q", subject)
		}
		if !strings.Contains(text, "I have been an English-to-Spanish mobile game translator for 4 years") {
			t.Errorf("the role line is not the sender's sentence:\n%s", text)
		}
		for _, typed := range []string{"En>es", "en>es", "Lqa", "jrpgs", "Trados, smartcat", "we can offer", "we offer you"} {
			if strings.Contains(text, typed) {
				t.Errorf("%q left as typed:\n%s", typed, text)
			}
		}
		if tone != "Direct & concise" && !strings.Contains(text, "LQA and UI string fixes") && !strings.Contains(text, "LQA and ui string fixes") {
			t.Errorf("LQA is not cased:\n%s", text)
		}
	})
}

// A language the form never names is written as its code in capitals, never a name the user
// did not give: "pt-br" is "PT-BR", not "Brazilian Portuguese" (ADR 0076).
func TestLanguagePairAddsNoName(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Rui Costa", Recipient: "Mia, audio lead at Northgale",
		Offer: "en>pt-br subtitle translator 5 yrs\n60+ episodes", Goal: "offer my services for season 2"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		if strings.Contains(text, "Brazilian") || strings.Contains(text, "Portuguese") || strings.Contains(text, "en>pt-br") {
			t.Errorf("a language named that the form does not name, or the pair left as typed:\n%s", text)
		}
		if !strings.Contains(text, "I have been an English-to-PT-BR subtitle translator for 5 years") {
			t.Errorf("the pair is not written with its codes:\n%s", text)
		}
	})
}
