package writer_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/writer"
)

// The issue's example reaches the letter as the issue wrote it, in every tone and variant.
func TestCoverLetterWritesTheIssueExample(t *testing.T) {
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Jane Doe", JobTitle: "Product Manager", CompanyName: "Globex",
				Background: "Led onboarding redesign at Acme that lifted activation 12%", Tone: tone, VariantIndex: draft.VariantIndex(v)}
			text := write(t, f).Text
			if !strings.Contains(text, "At Acme, I led the onboarding redesign that lifted activation 12%.") {
				t.Errorf("%s variant %d:\n%s", tone, v, text)
			}
		}
	}
}

// Two sentences at one employer name it once: "There, I …" follows "At Acme, I …" in the
// same paragraph, but never opens a paragraph, where "there" would point at the wrong place.
func TestCoverLetterNamesTheSameEmployerOnce(t *testing.T) {
	bg := "Led the billing rewrite at Acme\nBuilt the fraud model at Acme"
	letter := func(v int) string {
		return write(t, &draft.CoverLetterForm{Name: "Jane Doe", CompanyName: "Globex", Background: bg, VariantIndex: draft.VariantIndex(v)}).Text
	}
	if text := letter(1); !strings.Contains(text, "At Acme, I led the billing rewrite. There, I built the fraud model.") {
		t.Errorf("variant 1:\n%s", text)
	}
	text := letter(3)
	if strings.Contains(text, "There,") || !strings.Contains(text, "\n\nAt Acme, I built the fraud model.") {
		t.Errorf("variant 3:\n%s", text)
	}
}

// A letter is: name and contact, the greeting, an opening naming the role and company, two or
// three body paragraphs, the closing line and the sign-off.
func TestCoverLetterReadsAsALetter(t *testing.T) {
	backgrounds := map[string]string{
		"none":  "",
		"one":   "Led onboarding redesign at Acme that lifted activation 12%",
		"four":  "Product designer with 6 years in fintech\n- Redesigned checkout at Monzo, raising conversion 8%\n- Built a design system used by 40 designers\nSpoke at Config 2023 about design tokens",
		"eight": "Head of Support at Intercom\nGrew the team from 4 to 18 people\nIntroduced a tiered on-call rota\nReduced first-response time from 9 hours to 40 minutes\nWrote the support handbook\nHired 6 team leads\nMoved ticketing to Front\nCut backlog by 60%",
	}
	for name, bg := range backgrounds {
		for _, tone := range draft.CoverLetterTones {
			for v := 1; v <= 3; v++ {
				t.Run(fmt.Sprintf("%s/%s/%d", name, tone, v), func(t *testing.T) {
					f := &draft.CoverLetterForm{Name: "Jane Doe", JobTitle: "Product Manager", CompanyName: "Globex",
						Background: bg, Tone: tone, VariantIndex: draft.VariantIndex(v)}
					text := write(t, f).Text
					paras := strings.Split(text, "\n\n")
					if paras[0] != "Jane Doe" || paras[1] != draft.DefaultGreeting {
						t.Fatalf("header and greeting:\n%s", text)
					}
					last := len(paras) - 1
					if paras[last-1] != draft.DefaultClosing || !strings.HasSuffix(paras[last], "\nJane Doe") {
						t.Fatalf("closing and sign-off:\n%s", text)
					}
					body := paras[2 : last-1]
					if len(body) < 3 && tone != "concise" || len(body) < 2 || len(body) > 7 {
						t.Errorf("%d paragraphs between greeting and closing (opening, background, posting, motive, how I would start):\n%s", len(body), text)
					}
					// The opening or the story's first paragraph names the role and the company.
					if !regexp.MustCompile(`Product Manager (role|position) at Globex`).MatchString(body[0]) {
						t.Errorf("the first paragraph does not name the role:\n%s", text)
					}
					for _, p := range body {
						if n := len(regexp.MustCompile(`[.!?](\s|$)`).FindAllString(p, -1)); n > 6 && !strings.Contains(p, "\n• ") {
							t.Errorf("a paragraph of %d sentences:\n%s", n, p)
						}
					}
				})
			}
		}
	}
}

// What the sender left empty is a bracketed placeholder, never something made up.
func TestColdEmailPlaceholders(t *testing.T) {
	res := write(t, &draft.ColdEmailForm{Icebreaker: "Congrats on the launch!"})
	for _, want := range []string{"\n\n" + writer.PlaceholderOffer + "\n\n", "\n" + writer.PlaceholderSender} {
		if !strings.Contains(res.Text, want) {
			t.Errorf("lacks %q:\n%s", want, res.Text)
		}
	}
	res = write(t, &draft.ColdEmailForm{SenderName: "Sam Park", Offer: "Pricing audits"})
	if strings.Contains(res.Text, "[") {
		t.Errorf("a placeholder where the sender gave the part:\n%s", res.Text)
	}
}

// One offer reads as part of the sentence after the tone's colon.
func TestColdEmailSingleOfferContinuesTheSentence(t *testing.T) {
	for offer, want := range map[string]string{
		"Cut first-reply time by 40% in 30 days": ": cut first-reply time by 40% in 30 days.\n\n",
		"A pricing audit for SaaS teams":         ": a pricing audit for SaaS teams.\n\n",
		"AI triage for support tickets":          ": AI triage for support tickets.\n\n",
		"Shopify store audits":                   ": Shopify store audits.\n\n",
	} {
		if text := write(t, &draft.ColdEmailForm{Offer: offer}).Text; !strings.Contains(text, want) {
			t.Errorf("%q:\n%s", offer, text)
		}
	}
}

func TestPitchDeckEmptySectionsSayWhatToAdd(t *testing.T) {
	res := write(t, &draft.PitchDeckForm{Product: "Pawtrack", KeyPoints: "1,200 walkers on the waitlist"})
	for _, s := range res.Deck.Slides {
		if s.Title == "Traction" {
			if len(s.Bullets) != 1 || s.Bullets[0] != "1,200 walkers on the waitlist" {
				t.Errorf("traction %q", s.Bullets)
			}
			continue
		}
		for _, b := range s.Bullets {
			if !placeholder.MatchString(b) || regexp.MustCompile(`\d`).MatchString(b) {
				t.Errorf("section %s says %q: not a placeholder, or a figure the founder did not give", s.Title, b)
			}
		}
	}
}

// The user's casing of a name anywhere in the form wins over the notes' lower case, and a
// role typed in sentence case reads in lower case inside a sentence.
func TestCoverLetterKeepsTheFormsCasingOfNames(t *testing.T) {
	f := &draft.CoverLetterForm{Name: "Ana Ruiz", JobTitle: "Patient care tech", CompanyName: "Riverside Methodist Hospital",
		Background: "cna at riverside methodist hospital 2022-2024\nvitals for 12 pts a shift", Tone: "professional", VariantIndex: 1}
	text := write(t, f).Text
	if strings.Contains(text, "riverside methodist hospital") || !strings.Contains(text, "at Riverside Methodist Hospital from 2022") {
		t.Errorf("the company field's casing does not win in the notes:\n%s", text)
	}
	if strings.Contains(text, "Patient care tech") || !strings.Contains(text, "patient care tech") {
		t.Errorf("the role is not written as it reads mid-sentence:\n%s", text)
	}
	// A job line typed in sentence case: its role reads in lower case after "I worked as a".
	f.Background = "Patient care tech at riverside methodist hosp 2021-2024"
	if text := write(t, f).Text; !strings.Contains(text, "I worked as a patient care tech at Riverside Methodist Hospital from 2021 to 2024") {
		t.Errorf("the job line:\n%s", text)
	}
}

// A clause that starts "including" is not framed again as what the work included.
func TestCoverLetterDoesNotFrameAnIncludingClauseTwice(t *testing.T) {
	f := &draft.CoverLetterForm{Name: "Sam Cole", JobTitle: "Culinary Director", CompanyName: "Greenleaf",
		Background: "head chef 15 yrs, incl 4 at nobu\nopened 2 restaurants", Tone: "professional", VariantIndex: 1}
	if text := write(t, f).Text; strings.Contains(text, "included including") || !strings.Contains(text, "including 4 at Nobu") {
		t.Errorf("the including clause:\n%s", text)
	}
}

// A word of the role's own title is not answered as one of the posting's requirements
// ("Your posting asks for backend…" to a backend engineer): the letter answers what the
// posting asks beyond the title.
func TestCoverLetterDoesNotAnswerTheTitleAsARequirement(t *testing.T) {
	for _, tone := range draft.CoverLetterTones {
		f := &draft.CoverLetterForm{Name: "Dev Patel", JobTitle: "Staff Backend Engineer", CompanyName: "Ledgerline", Tone: tone, VariantIndex: 1,
			Background: "9 yrs backend at stripe\nbuilt go services for payments",
			Target:     draft.Target{JobDescription: "Staff Backend Engineer at Ledgerline\nMust have:\n- backend experience\n- Go in production"}}
		text := write(t, f).Text
		for _, s := range regexp.MustCompile(`[^.!?\n]+[.!?]`).FindAllString(text, -1) {
			s = strings.ReplaceAll(s, f.JobTitle, "")
			if strings.Contains(strings.ToLower(s), "posting") && strings.Contains(strings.ToLower(s), "backend") ||
				regexp.MustCompile(`(?i)(for|need|want|after|on|regarding|see|mention) backend\b`).MatchString(s) {
				t.Errorf("%s: the title's word is answered as a requirement: %q\n%s", tone, s, text)
			}
		}
		if !strings.Contains(text, "Go") {
			t.Errorf("%s: the posting's Go is not answered:\n%s", tone, text)
		}
	}
}
