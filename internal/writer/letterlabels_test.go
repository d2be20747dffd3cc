package writer_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// eachLetter writes the form in every tone and variant and hands each letter to check.
func eachLetter(t *testing.T, form draft.CoverLetterForm, check func(tone string, v int, text string)) {
	t.Helper()
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := form
			f.Tone, f.VariantIndex = tone, draft.VariantIndex(v)
			check(tone, v, write(t, &f).Text)
		}
	}
}

// An ask typed as a label ("Observability: Prometheus, Grafana or similar") is named as one
// thing, never with its colon mid-sentence; an ask whose figure the user typed too ("NFPA
// 1031") is named whole, not by its letters alone ("• NFPA: …").
func TestAnAsksLabelAndItsTypedFigureAreNamedWhole(t *testing.T) {
	sre := draft.CoverLetterForm{Name: "Owen Park", JobTitle: "Senior SRE", CompanyName: "Cartwheel", Background: "sre 6 yrs, last 4 at plaid\nowned observability for 200 svcs",
		Target: draft.Target{JobDescription: "Senior SRE\nRequirements\n- 5+ years in SRE roles\n- Observability: Prometheus, Grafana or similar"}}
	eachLetter(t, sre, func(tone string, v int, text string) {
		if strings.Contains(text, "Observability: Prometheus") || strings.Contains(text, "observability: Prometheus") {
			t.Errorf("%s/%d: the ask's label mid-sentence:\n%s", tone, v, text)
		}
	})
	inspector := draft.CoverLetterForm{Name: "Marcus Bell", JobTitle: "Fire Inspector I", CompanyName: "City of Tempe Fire Prevention", Background: "firefighter/emt 7 yrs, engine 4\nnfpa 1031 fire inspector i cert 2023\ndid ~150 company inspections last yr, restaurants + apartments\nknow ifc 2021 well\nwrote our station's pre-plan binders\nwant days + to focus on prevention",
		Target: draft.Target{JobDescription: "Fire Inspector I\n\nConduct fire code inspections of commercial and multi-family occupancies.\n\nRequirements\n- NFPA 1031 Fire Inspector I certification\n- Knowledge of the International Fire Code\n- Strong written communication\n- Valid driver's license\n\nPreferred\n- Fire suppression experience\n- Plan review experience"}}
	namedWhole := 0
	eachLetter(t, inspector, func(tone string, v int, text string) {
		if strings.Contains(text, "NFPA:") || strings.Contains(text, "NFPA,") {
			t.Errorf("%s/%d: the ask named by its letters alone:\n%s", tone, v, text)
		}
		if strings.Contains(text, "NFPA 1031 Fire Inspector I certification") {
			namedWhole++
		}
		if tone != "concise" && !strings.Contains(text, "Engine 4") {
			t.Errorf("%s/%d: the engine company is lost:\n%s", tone, v, text)
		}
	})
	if namedWhole == 0 {
		t.Error("no letter names the certification the posting asks for")
	}
}

// "pre-plan binders" are not plan review: a word joined to a prefix answers no ask by the
// word alone, so the letter claims no plan review.
func TestAPrefixedWordAnswersNoAsk(t *testing.T) {
	form := draft.CoverLetterForm{Name: "Marcus Bell", JobTitle: "Fire Inspector I", CompanyName: "City of Tempe", Background: "did ~150 company inspections last yr\nwrote our station's pre-plan binders",
		Target: draft.Target{JobDescription: "Fire Inspector I\nPreferred\n- Plan review experience\n- Fire suppression experience"}}
	eachLetter(t, form, func(tone string, v int, text string) {
		if strings.Contains(strings.ToLower(text), "plan review") {
			t.Errorf("%s/%d:\n%s", tone, v, text)
		}
	})
}

// "Please consider my application for…" asks; who the writer is follows as a sentence of
// its own, not as "…, and I am an on-call lead".
func TestAPleaseOpeningStandsAlone(t *testing.T) {
	joined := regexp.MustCompile(`Please consider my application for [^.]*, and I`)
	for i := range 60 {
		f := &draft.CoverLetterForm{Name: fmt.Sprintf("Applicant %d", i), JobTitle: "Senior SRE", CompanyName: "Cartwheel", Background: "oncall lead\nsre 6 yrs, last 4 at plaid",
			Tone: "professional", VariantIndex: 1}
		if text := write(t, f).Text; joined.MatchString(text) {
			t.Errorf("%s: %q", f.Name, joined.FindString(text))
		}
	}
}

// A grant asked of a foundation's program officer is fundraising, but no round: no tone
// speaks of a fund, investors or an allocation the sender never mentioned.
func TestAGrantEmailSpeaksOfNoRound(t *testing.T) {
	for _, tone := range draft.ColdEmailTones {
		f := &draft.ColdEmailForm{SenderName: "Grace Okafor", Recipient: "Mr. Alvarez, program officer at the Hale Foundation", Icebreaker: "saw hale funded literacy work in east county last year",
			Offer: "exec director, readwell (after-school literacy)\nserve 240 kids in 6 schools\n$380k budget, 30% from foundations", Goal: "ask for 20 min to learn if our program fits your education priorities", Tone: tone}
		text := write(t, f).Text
		if f.Ask != draft.AskFundraising {
			t.Errorf("%s: ask %s", tone, f.Ask)
		}
		if m := regexp.MustCompile(`(?i)\b(round|your fund|investors?|allocation|our company|service)\b`).FindString(text); m != "" {
			t.Errorf("%s: %q:\n%s", tone, m, text)
		}
	}
}

// "You will support reserving and pricing" is a duty of the job, not an ask: no letter
// answers it as one ("On you will support reserving: …").
func TestADutyIsNoAsk(t *testing.T) {
	form := draft.CoverLetterForm{Name: "Priya Raman", JobTitle: "Actuarial Analyst", CompanyName: "Northstar Mutual", Background: "passed exam p + fm\nvba macro cut monthly reserving prep from 2 days to 3 hrs",
		Target: draft.Target{JobDescription: "Actuarial Analyst\nRequirements\n- At least 2 SOA or CAS exams passed\n- Proficiency in Excel\n\nYou will support reserving and pricing for personal auto."}}
	eachLetter(t, form, func(tone string, v int, text string) {
		if strings.Contains(strings.ToLower(text), "you will support") {
			t.Errorf("%s/%d:\n%s", tone, v, text)
		}
	})
}

// An opening promises brevity once, however it words it: "…make my case briefly. This won't
// take long to read" and "I'll keep it brief. I'll get to the point." say it twice.
func TestAnEmailPromisesBrevityOnce(t *testing.T) {
	twice := regexp.MustCompile(`(?i)\b(brief(?:ly)?|short|quick|won't take long|get (?:right )?to (?:it|the point))\b`)
	for i := range 30 {
		for _, tone := range draft.ColdEmailTones {
			for _, f := range []*draft.ColdEmailForm{
				{SenderName: fmt.Sprintf("Nina %d", i), Recipient: "Carla", Icebreaker: "your post about scaling to 200 agents stuck with me", Offer: "licensed agent 6 yrs, $22M closed", Goal: "ask if you'd consider me for the ops manager role", Tone: tone},
				{SenderName: fmt.Sprintf("Priya %d", i), Recipient: "Ben", Icebreaker: "had your hazy ipa at the farmers market, so good", Offer: "bookkeeper for 9 breweries + taprooms\nflat $650/mo", Goal: "15 min call next week to see if it's a fit", Tone: tone},
			} {
				text := write(t, f).Text
				_, body, _ := strings.Cut(text, "\n\n")
				_, body, _ = strings.Cut(body, "\n\n")
				opening, _, _ := strings.Cut(body, "\n")
				if n := len(twice.FindAllString(opening, -1)); n > 1 {
					t.Errorf("%s %s: %q", f.SenderName, tone, opening)
				}
			}
		}
	}
}

// "MD" in "MD Anderson" is the cancer centre's name, not a doctor's degree: a job there
// answers no ask for a doctoral degree.
func TestANameIsNoDegree(t *testing.T) {
	form := draft.CoverLetterForm{Name: "Olivia Hart", JobTitle: "Medical Science Liaison", CompanyName: "Genmab", Background: "oncology pharmacist 5 yrs at md anderson, breast + lung\npresented at 14 tumor boards",
		Target: draft.Target{JobDescription: "Medical Science Liaison\nRequirements\n- Doctoral degree (PharmD, PhD, MD)\n- Ability to present complex data"}}
	eachLetter(t, form, func(tone string, v int, text string) {
		if regexp.MustCompile(`(?i)doctoral degree[^.]*:\s*I('ve| have) been an oncology pharmacist`).MatchString(text) {
			t.Errorf("%s/%d:\n%s", tone, v, text)
		}
	})
}

// A regulation named by its title and part ("21 CFR 820"), typed by the user too, is named
// whole, not as "ISO and CFR"; the last words of the posting's title ("Special Education
// Teacher") are no name the notes' words take capitals from.
func TestARegulationsCodeIsNamedWholeAndATitleTeachesNoCapitals(t *testing.T) {
	qe := draft.CoverLetterForm{Name: "Elena Vasquez", JobTitle: "Quality Engineer II", CompanyName: "Stryker", Background: "qe 5 yrs at class ii device mfr\niso 13485 + 21 cfr 820, fda audit w zero 483s",
		Target: draft.Target{JobDescription: "Quality Engineer II\n\nRequirements\n- 3+ years quality engineering in medical devices\n- Working knowledge of ISO 13485 and 21 CFR 820"}}
	eachLetter(t, qe, func(tone string, v int, text string) {
		if strings.Contains(text, "ISO and CFR") {
			t.Errorf("%s/%d: the regulations named by their letters alone:\n%s", tone, v, text)
		}
		if tone != "concise" && !strings.Contains(text, "21 CFR 820") {
			t.Errorf("%s/%d: the regulation is lost:\n%s", tone, v, text)
		}
	})
	sped := draft.CoverLetterForm{Name: "Keisha Brown", JobTitle: "Special Education Teacher (Resource)", CompanyName: "Denver Public Schools", Background: "sped teacher 6 yrs, resource + co-teach grades 3-5\nwrite + run iep mtgs, 100% compliance on timelines",
		Target: draft.Target{JobDescription: "Special Education Teacher (Resource)\n\nQualifications\n- Experience writing and implementing IEPs\n- Collaboration with general education teachers"}}
	eachLetter(t, sped, func(tone string, v int, text string) {
		if strings.Contains(text, "Education Teacher for") || strings.Contains(text, "education Teacher") {
			t.Errorf("%s/%d: the notes took the title's capitals:\n%s", tone, v, text)
		}
	})
}
