package writer_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/draft/drafttest"
	"github.com/draftsmith/draftsmith/internal/writer"
)

// The built-in writer's promise, checked over a corpus of realistic inputs for every kind,
// tone, variant and template: every fact the user typed appears in the draft, and no number
// or name appears that the user did not type. A fact is a figure ("12%", "$1.2M", "2019"), a
// name (a capitalised word that does not start a sentence: "Acme", "Kubernetes") or a key
// phrase (the words between punctuation and small words: "onboarding redesign").

// fact kinds, for messages.
const (
	factNumber = "number"
	factName   = "name"
	factPhrase = "phrase"
)

type fact struct{ kind, text string }

// Figures with their units: "$1.2M", "12%", "1,200", "3x", "10+".
var figure = regexp.MustCompile(`[$€£]?\d+(?:[.,]\d+)*(?:%|[kKmMbB]\b|x\b|\+)?`)

// digits are the bare digit runs of a text: a figure's identity, whatever its formatting.
var digits = regexp.MustCompile(`\d+`)

var token = regexp.MustCompile(`[\p{L}\p{N}$%'’+]+`)

// smallWords hold phrases together but are not facts; the writer may add or move them.
var smallWords = words("a an the at in on of for to and or with by from as is are was were i i'm i'd my our your we " +
	"that which who this these those it its be been into about over than then so but also very via per until vs")

// spans splits a text at punctuation (a hyphen between spaces included), keeping words,
// figures and apostrophes together.
var spanBreak = regexp.MustCompile(`[^\p{L}\p{N}$%'’+\s-]+|\s-+\s|\s[–—]\s`)

// extractFacts returns the facts of a typed text. Sentence-initial words count only as part
// of a phrase after them, since the writer may rewrite a sentence's first word ("Led" → "I led").
func extractFacts(text string) []fact {
	var out []fact
	for _, f := range figure.FindAllString(text, -1) {
		out = append(out, fact{factNumber, strings.TrimRight(f, ".,")})
	}
	for _, w := range midSentenceCapitals(text) {
		out = append(out, fact{factName, w})
	}
	for _, line := range strings.Split(text, "\n") {
		for _, sent := range splitSentences(line) {
			for i, span := range spanBreak.Split(sent, -1) {
				var run []string
				toks := token.FindAllString(span, -1)
				if i == 0 && len(toks) > 0 {
					toks = toks[1:] // the sentence's first word
				}
				flush := func() {
					if len(run) > 0 {
						out = append(out, fact{factPhrase, strings.Join(run, " ")})
						run = nil
					}
				}
				for _, t := range toks {
					lt := strings.ToLower(t)
					if smallWords[lt] {
						flush()
						continue
					}
					run = append(run, lt)
				}
				flush()
			}
		}
	}
	return out
}

// splitSentences splits one line after . ! ? ; followed by a space, and strips list markers.
func splitSentences(line string) []string {
	line = strings.TrimLeft(strings.TrimSpace(line), "-*•·→▸ ")
	var out []string
	start := 0
	for i := 0; i+1 < len(line); i++ {
		if strings.ContainsRune(".!?;", rune(line[i])) && line[i+1] == ' ' {
			out = append(out, line[start:i+1])
			start = i + 2
		}
	}
	return append(out, line[start:])
}

// draftTokens is a draft as lower-case tokens, to look phrases up in.
func draftTokens(text string) string {
	return " " + strings.Join(token.FindAllString(strings.ToLower(text), -1), " ") + " "
}

// templateNumbers are figures in the writer's fixed wording (the spec's default call to action).
var templateNumbers = map[string]bool{"15": true}

// factProblems lists every fact of input missing from draft, and every number or name in the
// draft that input lacks. It is what the property test asserts, and it is tested itself.
func factProblems(input, draft string) []string {
	var problems []string
	tokens := draftTokens(draft)
	for _, f := range extractFacts(input) {
		var found bool
		switch f.kind {
		case factNumber:
			found = strings.Contains(draft, f.text)
		case factName:
			found = strings.Contains(draft, f.text)
		case factPhrase:
			found = strings.Contains(tokens, " "+f.text+" ")
		}
		if !found {
			problems = append(problems, fmt.Sprintf("the %s %q is missing", f.kind, f.text))
		}
	}
	inputDigits := map[string]bool{}
	for _, d := range digits.FindAllString(input, -1) {
		inputDigits[d] = true
	}
	for _, d := range digits.FindAllString(draft, -1) {
		if !inputDigits[d] && !templateNumbers[d] {
			problems = append(problems, fmt.Sprintf("the number %s was not typed", d))
		}
	}
	inputWords := words(input)
	for _, w := range midSentenceCapitals(placeholder.ReplaceAllStringFunc(draft, func(p string) string {
		return "[" + strings.ToLower(p[1:]) // a placeholder's first word starts it, like a sentence
	})) {
		if lw := strings.ToLower(w); !inputWords[lw] && !writerVocabulary[lw] {
			problems = append(problems, fmt.Sprintf("the name %q was not typed", w))
		}
	}
	return problems
}

// The checker finds what it is meant to find: a fact left out, a figure changed, and an
// employer and a figure made up.
func TestFactCheckerCatchesDroppedAndInventedFacts(t *testing.T) {
	input := "Led onboarding redesign at Acme that lifted activation 12%"
	good := "At Acme, I led the onboarding redesign that lifted activation 12%."
	if p := factProblems(input, good); len(p) > 0 {
		t.Fatalf("a faithful sentence was flagged: %q", p)
	}
	tests := []struct {
		name, draft string
		want        []string
	}{
		{"employer dropped", "I led the onboarding redesign that lifted activation 12%.", []string{`the name "Acme" is missing`}},
		{"figure changed", "At Acme, I led the onboarding redesign that lifted activation 13%.",
			[]string{`the number "12%" is missing`, "the number 13 was not typed"}},
		{"phrase dropped", "At Acme, I led the redesign that lifted activation 12%.", []string{`the phrase "onboarding redesign" is missing`}},
		{"claims invented", good + " Before that, I raised $2M at Google.", []string{"the number 2 was not typed", `the name "Google" was not typed`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := factProblems(input, tt.draft)
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("checker missed %s; it reported %q", w, got)
				}
			}
		})
	}
}

// Backgrounds people paste into a cover letter: resume bullets, fragments, sentences.
var letterBackgrounds = []string{
	"Led onboarding redesign at Acme that lifted activation 12%",
	"Seven years building payment systems at Acme. Led the move to Kubernetes, cutting costs by 30%.\nMentored 5 engineers.",
	"Registered nurse with 8 years in emergency care\n- Trained 20 new nurses at St. Mary's Hospital\n- cut triage wait times by 25% by redesigning the intake flow\nBilingual (English and Spanish); certified in ACLS and PALS",
	"Product designer with 6 years in fintech\n• Redesigned checkout at Monzo, raising conversion 8%\n• Built a design system used by 40 designers\n• 3 apps shipped to 2M users\nExperienced in user research; passionate about accessibility\nSpoke at Config 2023 about design tokens",
	"Taught high-school maths for 6 years; built lesson-planning tools in Python\nCompleted the Le Wagon bootcamp in 2023\nVolunteer tutor at Code Club",
	"Closed $1.2M in new business at Salesforce in 2022\n130% of quota two years running\nManaged a pipeline of 40 enterprise accounts",
	"shipped the iOS app at Duolingo, e.g. streak reminders\nowned the npm release process; localised the app into 9 languages",
	"Head of Support at Intercom, London\nGrew the team from 4 to 18 people\nIntroduced a tiered on-call rota\nReduced first-response time from 9 hours to 40 minutes\nWrote the support handbook used by 3 offices\nHired and coached 6 team leads\nRan quarterly reviews with the COO\nMoved ticketing from Zendesk to Front\nCut backlog by 60% in one quarter\nPresented at SupportDriven 2022",
	"",
}

func letterForms() []*draft.CoverLetterForm {
	var out []*draft.CoverLetterForm
	for i, bg := range letterBackgrounds {
		f := &draft.CoverLetterForm{Name: "Maria Lopez", ContactInfo: "maria@example.com | Madrid", Background: bg}
		switch i % 3 {
		case 0:
			f.JobTitle, f.CompanyName = "Staff Engineer", "Globex"
		case 1:
			f.JobTitle = "Product Lead"
		case 2:
			f.CompanyName = "Kaiser Permanente"
			f.Intro = "Your post about the night-shift rota caught my eye."
			f.Body = "I would love to help the ward run smoothly."
		}
		out = append(out, f)
	}
	return out
}

var templates = []draft.Template{draft.TemplateDefault, draft.TemplateClassic, draft.TemplateModern, draft.TemplateCreative}

func TestCoverLetterKeepsEveryFactAndInventsNone(t *testing.T) {
	for i := range letterBackgrounds {
		for _, tone := range draft.CoverLetterTones {
			for v := 1; v <= 3; v++ {
				for _, tmpl := range templates {
					t.Run(fmt.Sprintf("background %d/%s/variant %d/%s", i+1, tone, v, tmpl), func(t *testing.T) {
						f := letterForms()[i]
						f.Tone, f.VariantIndex, f.Template = tone, draft.VariantIndex(v), tmpl
						text := write(t, f).Text
						assertFacts(t, f, text)
						assertSentenceOpenings(t, letterBody(text))
					})
				}
			}
		}
	}
}

// letterBody is a letter between its greeting and its closing line.
func letterBody(text string) string {
	_, after, _ := strings.Cut(text, ",\n\n")
	return after
}

// assertFacts checks a draft against all the text fields the user typed (and names it must
// use, such as a target job's role and company).
func assertFacts(t *testing.T, f draft.Form, text string, names ...string) {
	t.Helper()
	in := typed(f)
	delete(in, "template")
	var parts []string
	for name, v := range in {
		if name == "recipient" {
			// Only the recipient's name is greeted ("Priya at Linear" → "Hi Priya,").
			v, _, _ = strings.Cut(v, " ")
		}
		parts = append(parts, v)
	}
	slices.Sort(parts)
	parts = append(parts, names...)
	for _, p := range factProblems(strings.Join(parts, "\n"), text) {
		t.Errorf("%s\n%s", p, text)
	}
}

var pastTenseEnding = regexp.MustCompile(`^[A-Za-z-]{2,}ed$`)
var irregularPast = words("led built ran grew won made drove wrote taught sold cut spent took spoke set brought began oversaw rebuilt rewrote saw met read found heard shipped owned")
var numberWord = words("one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand million dozen")

// assertSentenceOpenings checks the rule: no sentence starts with a bare past-tense
// verb or a bare number.
func assertSentenceOpenings(t *testing.T, text string) {
	t.Helper()
	for _, p := range openingProblems(text) {
		t.Error(p)
	}
}

func openingProblems(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		for _, s := range splitSentences(line) {
			first, _, _ := strings.Cut(strings.TrimSpace(s), " ")
			first = strings.Trim(first, ",:;.!?")
			if first == "" {
				continue
			}
			lw := strings.ToLower(first)
			r := []rune(first)[0]
			switch {
			case pastTenseEnding.MatchString(first) || irregularPast[lw]:
				out = append(out, fmt.Sprintf("a sentence starts with the bare verb %q: %q", first, s))
			case unicode.IsDigit(r) || strings.ContainsRune("$€£", r) || numberWord[lw]:
				out = append(out, fmt.Sprintf("a sentence starts with the bare number %q: %q", first, s))
			}
		}
	}
	return out
}

// The opening-rule checker itself flags both kinds of opening, and passes good sentences.
func TestSentenceOpeningCheckCanFail(t *testing.T) {
	for _, bad := range []string{"Led onboarding at Acme.", "Thanks. 12% lift in activation.", "Seven years in fintech.", "• Grew the team", "I did. Localised the app."} {
		if len(openingProblems(bad)) == 0 {
			t.Errorf("%q passed the opening check", bad)
		}
	}
	if p := openingProblems("At Acme, I led the onboarding redesign that lifted activation 12%. I bring seven years in fintech."); len(p) > 0 {
		t.Errorf("good sentences flagged: %q", p)
	}
}

func emailForms() []*draft.ColdEmailForm {
	return []*draft.ColdEmailForm{
		drafttest.FullEmail(),
		{SenderName: "Ana Ruiz", Recipient: "Priya at Linear", Icebreaker: "saw your post about scaling support; loved the part on macros",
			Offer: "Support playbooks that cut first-response time\n- Set up in 2 weeks", Goal: "a short call"},
		{Recipient: "Head of Talent at Stripe", Icebreaker: "Congrats on the Series B!", Goal: "an intro call"},
		{SenderName: "Tom", Offer: "iOS accessibility audits for fintech apps, based on WCAG 2.2", CTA: "brief product demo next week"},
		{Icebreaker: "Noticed Globex is hiring 3 data engineers in Berlin.", Offer: "I place senior data engineers within 30 days", Goal: "Partnership opportunities!"},
	}
}

func TestColdEmailKeepsEveryFactAndInventsNone(t *testing.T) {
	for i := range emailForms() {
		for _, tone := range draft.ColdEmailTones {
			for _, tmpl := range templates {
				t.Run(fmt.Sprintf("email %d/%s/%s", i+1, tone, tmpl), func(t *testing.T) {
					f := emailForms()[i]
					f.Tone, f.Template = tone, tmpl
					res := write(t, f)
					assertFacts(t, f, res.Text)
					// Every part is there: subject, opener, body, call to action, signature.
					parts := strings.Split(res.Text, "\n\n")
					if len(parts) < 5 || !strings.HasPrefix(parts[0], "Subject: ") || !strings.HasSuffix(parts[1], ",") ||
						!strings.Contains(parts[len(parts)-2], "?") && !strings.HasSuffix(parts[len(parts)-2], ".") {
						t.Errorf("a part is missing:\n%s", res.Text)
					}
					sign := strings.Split(parts[len(parts)-1], "\n")
					if len(sign) != 2 || sign[1] != firstNonEmpty(f.SenderName, writer.PlaceholderSender) {
						t.Errorf("signature %q", sign)
					}
					if f.Offer == "" && !strings.Contains(res.Text, writer.PlaceholderOffer) {
						t.Errorf("no offer and no placeholder for it:\n%s", res.Text)
					}
					var prose []string
					for _, p := range parts[2 : len(parts)-1] {
						if !strings.Contains(p, "\n- ") {
							prose = append(prose, p)
						}
					}
					assertSentenceOpenings(t, strings.Join(prose, "\n"))
				})
			}
		}
	}
}

func deckForms() []*draft.PitchDeckForm {
	return []*draft.PitchDeckForm{
		{Product: "Draftsmith", Audience: "job seekers and early-stage founders",
			KeyPoints: "Writing a tailored resume takes hours\nAI drafts in seconds with a live preview\n$9/month subscription, credits for occasional users\n1,200 users on the waitlist\nFounders ex-Stripe and ex-Canva\nRaising $500k pre-seed\nPartnerships with university career centres\n3M job seekers in the UK"},
		{Product: "Pawtrack", Audience: "independent dog walkers", KeyPoints: "- Walkers lose 5 hours a week to scheduling by text\n- iOS app with GPS walk reports"},
		{Product: "Ledgerly"},
		{Audience: "small clinics in Kenya", KeyPoints: "Pilots with 12 clinics in Nairobi; 40% fewer missed appointments"},
	}
}

func TestPitchDeckKeepsEveryFactAndInventsNone(t *testing.T) {
	for i := range deckForms() {
		for _, tmpl := range templates {
			t.Run(fmt.Sprintf("deck %d/%s", i+1, tmpl), func(t *testing.T) {
				f := deckForms()[i]
				f.Template = tmpl
				res := write(t, f)
				assertFacts(t, f, res.Text)
				for _, s := range res.Deck.Slides {
					if len(s.Bullets) == 0 {
						t.Errorf("section %s is empty", s.Title)
					}
					// A section is the founder's points, or says in brackets what to add.
					for _, b := range s.Bullets {
						if strings.HasPrefix(b, "[") && !placeholder.MatchString(b) {
							t.Errorf("section %s: %q is not a placeholder", s.Title, b)
						}
					}
				}
			})
		}
	}
}

func resumeForms() []*draft.ResumeForm {
	return []*draft.ResumeForm{
		drafttest.FullResume(),
		{Name: "Ann Lee", JobTitle: "Data Analyst", Skills: "SQL, sql, Python, Tableau, python", Summary: "data analyst with 4 years in retail"},
		{Name: "Sam Roe", Experience: "Barista at Blue Bottle (2019 - 2021)\n- opened the café on weekdays\n- trained 3 new baristas. Became shift lead in 2020", Certifications: "food hygiene level 2"},
	}
}

func TestResumeKeepsEveryFactAndInventsNone(t *testing.T) {
	for i := range resumeForms() {
		for _, tmpl := range templates {
			t.Run(fmt.Sprintf("resume %d/%s", i+1, tmpl), func(t *testing.T) {
				f := resumeForms()[i]
				f.Template = tmpl
				assertFacts(t, f, write(t, f).Text)
			})
		}
	}
}
