package writer_test

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// A role whose capital only opens the offer line is written in lower case where it moves
// mid-sentence; a name or an acronym keeps its capitals (ADR 0074).
func TestOfferRoleLosesTheCapitalThatOpenedItsLine(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Hannah Liu", Recipient: "Sam Ortiz, UX Research Lead at Duolingo",
		Offer: "Public librarian 6 yrs\nGoogle UX cert 2025", Goal: "20 min chat about moving from libraries into ux research"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		if strings.Contains(text, "a Public librarian") {
			t.Errorf("the line's capital moved mid-sentence:\n%s", text)
		}
		if !strings.Contains(text, "public librarian for 6 years") || !strings.Contains(text, "Google UX") {
			t.Errorf("the role or the certificate is not written out:\n%s", text)
		}
	})
}

// Offer lines that say who the sender is read as the sender's sentences, with the
// organisation's name in capitals: never the typed "Ed of greenroots detroit" or "Realtor 9
// years in westfield".
func TestOfferRoleLinesAreTheSendersSentences(t *testing.T) {
	emailIn(t, draft.ColdEmailForm{SenderName: "Grace Liu", Recipient: "Tom Reyes, Program Officer at the Kresge Foundation",
		Offer: "Ed of greenroots detroit\nplanted 4,200 trees in 3 yrs", Goal: "see if our program fits your climate resilience priority"},
		func(t *testing.T, tone, text string) {
			if strings.Contains(text, "Ed of") || strings.Contains(text, "greenroots") || !strings.Contains(text, "executive director of Greenroots Detroit") {
				t.Errorf("the role line is not written out:\n%s", text)
			}
			if strings.Contains(text, "round") || strings.Contains(text, "fund backs") {
				t.Errorf("a grant enquiry is worded as a round:\n%s", text)
			}
		})
	emailIn(t, draft.ColdEmailForm{SenderName: "Carla Diaz", Recipient: "Mr. and Mrs. Patel",
		Offer: "Realtor 9 years in westfield\nsold 38 homes last yr", Goal: "walk you through what your home could sell for"},
		func(t *testing.T, tone, text string) {
			if strings.Contains(text, "- Realtor") || !strings.Contains(text, "I have been a realtor for 9 years in westfield") {
				t.Errorf("the role line is not the sender's:\n%s", text)
			}
		})
}

// A couple is no company: the email speaks to them ("I think we can help you"), never to
// "your team"; a recipient at a firm keeps the team.
func TestPeopleWhoAreNoCompanyArePitchedAsYou(t *testing.T) {
	for _, recipient := range []string{"Mr. and Mrs. Patel", "Tom and Jenny Walsh", "the Patels"} {
		emailIn(t, draft.ColdEmailForm{SenderName: "Carla Diaz", Recipient: recipient,
			Offer: "realtor 9 yrs in westfield\nsold 38 homes last yr", Goal: "walk you through what your home could sell for"},
			func(t *testing.T, tone, text string) {
				if strings.Contains(strings.ToLower(text), "your team") || strings.Contains(text, "organisation") {
					t.Errorf("%s pitched as a team:\n%s", recipient, text)
				}
			})
	}
	f := draft.ColdEmailForm{SenderName: "Ray Kim", Recipient: "Dee, office manager at Bell Dental", Tone: "Direct & concise",
		Offer: "own kim plumbing co, 9 techs", Goal: "book a walkthrough of your building"}
	if text := write(t, &f).Text; !strings.Contains(text, "your team") {
		t.Errorf("a recipient at a firm lost the team:\n%s", text)
	}
}

// A role offered is an invitation to talk about it: the sender never announces the hire
// ("Let me hire you as…", "I'm hoping to hire you as…"), and the role is still named.
func TestHiringGoalIsAnInvitation(t *testing.T) {
	for _, goal := range []string{"hire you as our founding designer", "bring you on as our founding designer"} {
		emailIn(t, draft.ColdEmailForm{SenderName: "Ethan Park", Recipient: "Maya, senior product designer at Figma",
			Offer: "cofounder + ceo at ledgerbird, ap automation for smbs\nfirst design hire, own the whole product ux", Goal: goal},
			func(t *testing.T, tone, text string) {
				if strings.Contains(text, "hire you") || strings.Contains(text, "bring you on") {
					t.Errorf("the hire is announced:\n%s", text)
				}
				if !strings.Contains(text, "joining as our founding designer") {
					t.Errorf("the role offered is lost:\n%s", text)
				}
			})
	}
}
