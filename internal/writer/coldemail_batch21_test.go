package writer_test

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// A bare verb after "talk about" takes -ing, and a magazine typed short before "mag" is
// written out, its name cased only where it is a known magazine (ADR 0078).
func TestGoalVerbAfterTalkAboutAndMagazineIcebreaker(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Nora Webb", Recipient: "Sam, buyer at Pine & Pearl",
		Icebreaker: "saw pine & pearl in vogue mag last month", Offer: "handmade ceramics 6 yrs\n40 stockists in 3 states",
		Goal: "become one of your stocked makers"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		if strings.Contains(text, "about become") || !strings.Contains(text, "about becoming one of your stocked makers") {
			t.Errorf("a bare verb after \"talk about\":\n%s", text)
		}
		if !strings.Contains(text, "Vogue magazine") || strings.Contains(text, " mag ") {
			t.Errorf("the magazine is not written out:\n%s", text)
		}
	})
}

// A journal named before "paper" is cased ("Nature", "PNAS"); "science" and "cell" are
// ordinary words and are cased only after a year; a name outside the list keeps its case.
func TestJournalNamesBeforePaper(t *testing.T) {
	for icebreaker, want := range map[string]string{
		"read your 2024 nature paper on coral bleaching": "your 2024 Nature paper",
		"loved your pnas article on coral bleaching":     "your PNAS article",
		"read your 2023 science paper on reef fish":      "your 2023 Science paper",
		"read your science paper on reef fish":           "your science paper",
		"read your oikos paper on reef fish":             "your oikos paper",
	} {
		form := draft.ColdEmailForm{SenderName: "Li Wen", Recipient: "Prof. Adeyemi", Icebreaker: icebreaker,
			Offer: "phd candidate, marine ecology\n2 first-author papers", Goal: "ask if you have postdoc openings in your lab"}
		emailIn(t, form, func(t *testing.T, tone, text string) {
			if !strings.Contains(text, want) {
				t.Errorf("want %q:\n%s", want, text)
			}
		})
	}
}
