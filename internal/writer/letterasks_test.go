package writer_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/check"
	"github.com/draftsmith/draftsmith/internal/draft"
)

// A letter written to a posting answers the posting's asks in the posting's own words, each
// with the user's fact that shows it ("food cost control" with the food cost the writer cut),
// names an ask without its figures ("experience in a high-volume kitchen", never "3+ years"),
// names of an ask of several things only what the notes show, and leaves out what nothing
// shows (ADR 0054).
func TestLettersAnswerThePostingsAsksInItsWords(t *testing.T) {
	posting := "Line Lead\nRequirements:\n- 4+ years in a high-volume kitchen\n- Food cost control\n- Blueprint reading and knife skills\n- Spanish\nNice to have: catering experience"
	background := "line cook at harbor grill 6 yrs, 250 covers/night\ncut food cost 33% -> 28% w/ new order guides\ntrained 4 new cooks on knife skills"
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Sam Cole", JobTitle: "Line Lead", CompanyName: "Birch", Background: background, Tone: tone, VariantIndex: draft.VariantIndex(v),
				Target: draft.Target{JobDescription: posting}}
			text := write(t, f).Text
			lower := strings.ToLower(text)
			if tone != "concise" && !strings.Contains(lower, "food cost control") && !strings.Contains(lower, "what your posting asks for") && !strings.Contains(lower, "exactly what you're after") {
				t.Errorf("%s/%d does not answer food cost control:\n%s", tone, v, text)
			}
			for _, never := range []string{"4+", "4 years", "blueprint", "spanish", "catering"} {
				if strings.Contains(lower, never) {
					t.Errorf("%s/%d names %q, which the notes never show or the posting's figure:\n%s", tone, v, never, text)
				}
			}
		}
	}
	// "…experience or training": training is the lesser alternative, not the work asked for.
	slp := &draft.CoverLetterForm{Name: "Ana Lee", JobTitle: "Speech Therapist", Background: "ran parent training nights\nwrote 50 IEPs a year", Tone: "professional", VariantIndex: 1,
		Target: draft.Target{JobDescription: "Speech Therapist\nRequirements:\n- Feeding therapy experience or training"}}
	if text := write(t, slp).Text; strings.Contains(strings.ToLower(text), "feeding") {
		t.Errorf("parent training nights answer feeding therapy:\n%s", text)
	}
	f := &draft.CoverLetterForm{Name: "Sam Cole", JobTitle: "Line Lead", CompanyName: "Birch", Background: background, Tone: "professional", VariantIndex: 2,
		Target: draft.Target{JobDescription: posting}}
	text := write(t, f).Text
	for _, want := range []string{"• Food cost control: I cut food cost from 33% to 28%", "• Knife skills: I trained 4 new cooks"} {
		if !strings.Contains(text, want) {
			t.Errorf("variant 2 lists %q:\n%s", want, text)
		}
	}
}

// Every letter the built-in writer drafts asks for a next step and uses none of the stock
// phrases the product's own check flags: a user who checks a fresh draft is not told to fix
// what the writer wrote. The ask is part of the last paragraph; the form's closing line
// still closes the letter, once.
func TestPersonaLettersPassTheirOwnCheck(t *testing.T) {
	everyDraft(t, func(t *testing.T, p persona, f draft.Form, tone, text string) {
		l, ok := f.(*draft.CoverLetterForm)
		if !ok {
			return
		}
		for _, finding := range check.Letter(check.LetterInput{Text: text, Company: l.CompanyName}).Findings {
			if finding.Rule == check.RuleClearAsk || finding.Rule == check.RuleStockPhrase {
				t.Errorf("%s: %s\n%s", finding.Rule, finding.Message, text)
			}
		}
		if n := strings.Count(text, l.Closing); n != 1 {
			t.Errorf("the closing line appears %d times:\n%s", n, text)
		}
		if regexp.MustCompile(`(?i)thank you for (?:your time|considering)`).FindAllStringIndex(bodyOf(l, text), -1) != nil {
			t.Errorf("the body thanks the reader before the closing line:\n%s", text)
		}
	})
}

// A letter reads as a person writes one (ADR 0054): short actions join into one sentence in
// the tones that keep to plain statements; an answer whose sentence already names the ask is
// not told twice; a wish the posting lists among its nice-to-haves is said to be one, next to
// the work the posting describes; the tone's sentence on how the writer would start names a
// duty of the posting it does not quote.
func TestLettersComposeTheirParts(t *testing.T) {
	posting := "IT Technician\nResponsibilities:\n- Maintain Windows servers and backups\n- Support staff at three sites\nRequirements:\n- Help desk experience\n- CompTIA A+ certification\nNice to have: Azure"
	background := "help desk tech at ridgeway school 4 yrs\ncomptia a+ certification\nimaged 300 laptops\nreset passwords\nwrote the onboarding guide\nwant to learn azure"
	f := &draft.CoverLetterForm{Name: "Kim Ode", JobTitle: "IT Technician", CompanyName: "Harbor Clinic", Background: background, Tone: "professional", VariantIndex: 1,
		Target: draft.Target{JobDescription: posting}}
	text := write(t, f).Text
	for _, want := range []string{
		"I imaged 300 laptops, reset passwords and wrote the onboarding guide.",
		"I hold a CompTIA A+ certification, ",
		"Your posting lists Azure among its nice-to-haves, which is where I aim to grow.",
		"how the team handles Windows servers and backups",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("want %q:\n%s", want, text)
		}
	}
	if strings.Count(strings.ToLower(text), "comptia a+ certification") != 1 {
		t.Errorf("the certification is named twice:\n%s", text)
	}
	for _, tone := range []string{"warm", "enthusiastic"} {
		f.Tone = tone
		if text := write(t, f).Text; strings.Contains(text, "I imaged 300 laptops, reset passwords") {
			t.Errorf("%s words its actions its own way, one at a time:\n%s", tone, text)
		}
	}
}

// A cold email's goal typed with its reason after a dash asks first, then gives the reason as
// a sentence of the sender's.
func TestColdEmailGoalKeepsItsReason(t *testing.T) {
	f := &draft.ColdEmailForm{SenderName: "Kim Ode", Recipient: "Sam", Offer: "4 years help desk", Goal: "informational interview - want to learn how your team plans rollouts", Tone: "Direct & concise"}
	text := write(t, f).Text
	if !strings.Contains(text, "informational interview") || !strings.Contains(text, " I want to learn how your team plans rollouts.") || strings.Contains(text, " - want") {
		t.Errorf("the goal and its reason:\n%s", text)
	}
}

// A cold email's icebreaker typed as the thing the sender read gets its verb; a goal typed as
// a meeting of so many minutes is asked as one; a length before a thing describes it.
func TestColdEmailIcebreakerAndMeetingGoal(t *testing.T) {
	f := &draft.ColdEmailForm{SenderName: "Kim Ode", Recipient: "Sam", Icebreaker: "your talk on accessible maps", Offer: "4 years GIS analyst", Goal: "20 min informational chat about planning jobs", Tone: "Confident & warm"}
	text := write(t, f).Text
	for _, want := range []string{"I enjoyed your talk on accessible maps.", "have a 20-minute informational chat about planning jobs"} {
		if !strings.Contains(text, want) {
			t.Errorf("want %q:\n%s", want, text)
		}
	}
	f = &draft.ColdEmailForm{SenderName: "Kim Ode", Recipient: "Sam", Offer: "local seo for clinics", Goal: "offer a free 15 min review of your listings", Tone: "Direct & concise"}
	if text := write(t, f).Text; !strings.Contains(text, "a free 15-minute review") {
		t.Errorf("a 15-minute review:\n%s", text)
	}
}

// An ask named with more than the notes show is named by what they show: a food handler's
// certificate answers "ServSafe Manager" only as ServSafe, never as the manager's.
func TestAnAskIsNamedByWhatTheNotesShow(t *testing.T) {
	f := &draft.CoverLetterForm{Name: "Theo Grant", JobTitle: "Cafe Manager", Background: "shift lead at bluebird coffee 2 yrs\nservsafe food handler", Tone: "confident", VariantIndex: 1,
		Target: draft.Target{JobDescription: "Cafe Manager\nRequirements:\n- ServSafe Manager certification"}}
	if text := write(t, f).Text; strings.Contains(text, "ServSafe Manager") {
		t.Errorf("a food handler's certificate is named as the manager's:\n%s", text)
	}
	e := &draft.ColdEmailForm{SenderName: "Ben Okoro", Recipient: "Maya", Offer: "raising $5M series a", Goal: "walk you through the round", Tone: "Bold & persuasive"}
	if text := write(t, e).Text; strings.Contains(text, "Let's walk you") {
		t.Errorf("the sender walks the reader through:\n%s", text)
	}
}

// One answered ask in the list variant is said in a sentence of its own, never named over a
// list it does not head ("Among the requirements you list are PharmD."); a metric the notes
// give short ("nrr 118%") answers the ask written out ("net revenue retention above 110%").
func TestOneAnsweredAskAndItsShortName(t *testing.T) {
	posting := "Clinical Pharmacist\nRequirements:\n- PharmD from an ACPE-accredited program\n- Epic Willow a plus"
	background := "pharmd univ of michigan 2019\nfilled ~350 rx/day\nran immunization clinic\ndid anticoag consults w/ cardiology"
	for _, tone := range draft.CoverLetterTones {
		f := &draft.CoverLetterForm{Name: "Priya Nair", JobTitle: "Clinical Pharmacist", Background: background, Tone: tone, VariantIndex: 2,
			Target: draft.Target{JobDescription: posting}}
		text := write(t, f).Text
		if regexp.MustCompile(`(?i)(requirements|posting|you want|must-haves|list names|asking for|find|see) [^.\n]*PharmD[^.\n]*[.!]`).MatchString(text) {
			t.Errorf("%s names the one ask over the list:\n%s", tone, text)
		}
		if tone != "concise" && !regexp.MustCompile(`PharmD (from|at) the University of Michigan in 2019`).MatchString(text) {
			t.Errorf("%s leaves out the degree:\n%s", tone, text)
		}
	}
	csm := &draft.CoverLetterForm{Name: "Priya Shah", JobTitle: "Customer Success Manager", Background: "csm at payroute 4 yrs\nnrr 118% last fy, gross churn 4%\nled onboarding for 40 accounts",
		Tone: "professional", VariantIndex: 1, Target: draft.Target{JobDescription: "Customer Success Manager\nYou have:\n- A track record of net revenue retention above 110%\n- Salesforce"}}
	if text := write(t, csm).Text; !strings.Contains(text, "net revenue retention") {
		t.Errorf("NRR does not answer net revenue retention:\n%s", text)
	}
}

// An ask for one thing held is named with its article ("a full clean driving licence"), and a
// note of a trade's qualifications answers the posting's asks as sentences of the writer's.
func TestTradeQualificationsAnswerAPersonSpecification(t *testing.T) {
	posting := "Plumber\nPerson Specification\nEssential -NVQ3- or equivalent in relevant trade(A.I)\n\n-Knowledge of commercial heating and boilers (A/I)\n\n-Competent in the installation of copper and plastic pipework (A/I) -Full clean driving licence (A.I.T) -Good communication skills (A,I)"
	background := "nvq level 3 plumbing & heating, 2014\n9 yrs w/ local firm - boilers, unvented cylinders\nfull clean uk licence"
	f := &draft.CoverLetterForm{Name: "Alex Morgan", JobTitle: "Plumber", Background: background, Tone: "professional", VariantIndex: 1, Target: draft.Target{JobDescription: posting}}
	text := write(t, f).Text
	for _, want := range []string{"a full clean driving licence", "I hold a full clean UK driving licence", "I earned an NVQ Level 3 in plumbing and heating in 2014",
		"I spent 9 years with a local firm, working on boilers"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q:\n%s", want, text)
		}
	}
	for _, never := range []string{"Essential", "(A", "-NVQ3-"} {
		if strings.Contains(text, never) {
			t.Errorf("the person specification's markup %q is in the letter:\n%s", never, text)
		}
	}
}

// "…, as your posting asks" follows a sentence only when its last clause names the ask: after
// "(XGBoost to PyTorch), with precision going from 0.81 to 0.92" it would seem said of the
// precision.
func TestAnAskIsEchoedOnlyByTheClauseThatNamesIt(t *testing.T) {
	posting := "ML Engineer\nRequirements:\n- PyTorch\n- Go"
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Alex Morgan", JobTitle: "ML Engineer", Background: "built fraud model (xgboost -> pytorch), precision 0.81 -> 0.92\nran weekly model reviews",
				Tone: tone, VariantIndex: draft.VariantIndex(v), Target: draft.Target{JobDescription: posting}}
			text := write(t, f).Text
			if regexp.MustCompile(`0\.92(,| —|:)? (as|which|just|and that|right|so|no gap)`).MatchString(text) {
				t.Errorf("%s/%d echoes the ask after the precision:\n%s", tone, v, text)
			}
		}
	}
}

// A note that answers two asks answers the one it speaks to most, so that each ask gets its
// best answer; an ask with its qualifier ("…, ideally in B2B SaaS") is named whole.
func TestEachAskGetsTheNoteThatSpeaksToItMost(t *testing.T) {
	ios := &draft.CoverLetterForm{Name: "Sam Whitfield", JobTitle: "iOS Engineer", Tone: "professional", VariantIndex: 2,
		Background: "ios dev 2 yrs @ local agency (brightcode), swift + swiftui\nshipped 6 client apps to app store, one hit 50k downloads\nrebuilt a uikit app in swiftui, crash rate 2.1% -> 0.3%",
		Target:     draft.Target{JobDescription: "iOS Engineer\nYou have:\n• 2+ years building iOS apps\n• Strong Swift and SwiftUI\n• Experience shipping to the App Store"}}
	text := write(t, ios).Text
	if !strings.Contains(text, "Experience shipping to the App Store: I shipped 6 client apps to the App Store") {
		t.Errorf("the App Store ask is not answered by the apps shipped to it:\n%s", text)
	}
	pm := &draft.CoverLetterForm{Name: "Priya Raman", JobTitle: "Senior Product Manager", Tone: "professional", VariantIndex: 2,
		Background: "pm 7 yrs, b2b saas\nsql + amplitude daily",
		Target:     draft.Target{JobDescription: "Senior Product Manager\nQualifications\n- 5+ years of product management experience, ideally in B2B SaaS\n- Strong analytical skills (SQL a plus)"}}
	text = write(t, pm).Text
	if !strings.Contains(text, "Product management experience, ideally in B2B SaaS: I have been a PM for 7 years, in B2B SaaS.") {
		t.Errorf("the ask is not named whole with its qualifier:\n%s", text)
	}
}

// A partnership is proposed as one, not as a service with results to expect, and a goal of
// some minutes asks for the reader's time.
func TestColdEmailsProposeAPartnershipAndAskForMinutes(t *testing.T) {
	for _, tone := range draft.ColdEmailTones {
		f := &draft.ColdEmailForm{SenderName: "Tasha Greene", Recipient: "Jordan, owner of Bloom Bridal", Tone: tone,
			Offer: "own glow studio 6 yrs, 4 stylists\nbridal hair + makeup, 80+ weddings last yr",
			Goal:  "partner on bridal packages - you refer, we give your brides 10% off"}
		text := write(t, f).Text
		if !strings.Contains(strings.ToLower(text), "partnership") && !strings.Contains(text, "team up") && !strings.Contains(text, "working together") {
			t.Errorf("%s: the partnership is not proposed as one:\n%s", tone, text)
		}
		for _, sales := range []string{"service", "What your team would gain", "The results you could expect", "Here's what I'd love to help with", "Here's how I can help", "What it delivers"} {
			if strings.Contains(text, sales) {
				t.Errorf("%s: a partnership worded as a sale (%q):\n%s", tone, sales, text)
			}
		}
		g := &draft.ColdEmailForm{SenderName: "Priya Raman", Recipient: "Head of Product at Tillwise", Tone: tone, Ask: draft.AskInformational,
			Offer: "7 yrs pm b2b saas", Goal: "15 min to learn how the payments team works"}
		text = write(t, g).Text
		if strings.Contains(text, "talk about 15") || !strings.Contains(text, "15 minutes of your time to learn how the payments team works") {
			t.Errorf("%s: the minutes asked for are not the reader's time:\n%s", tone, text)
		}
		r := &draft.ColdEmailForm{SenderName: "Omar Haddad", Recipient: "Lena, Head of Pricing at Roamly", Tone: tone,
			Offer: "4 yrs ds in travel", Goal: "ask for a referral to the pricing data scientist role"}
		if text = write(t, r).Text; strings.Contains(text, "to ask for a referral") || !strings.Contains(text, "a referral to the pricing data scientist role") {
			t.Errorf("%s: the email asks to ask for the referral:\n%s", tone, text)
		}
	}
}

// A raise's article belongs to its round: "a $2.5M seed round", but "$1M to add 3 crews".
func TestARaiseTakesItsArticleWithItsRound(t *testing.T) {
	for offer, want := range map[string]string{
		"raising $1M to add 3 crews + fleet\n42 recurring contracts": "raising $1M to add 3 crews",
		"raising $2.5M seed\n31% bill cut":                           "raising a $2.5M seed round",
	} {
		f := &draft.ColdEmailForm{SenderName: "Luis Ortega", Recipient: "Karen at Greenfield Ventures", Tone: "Confident & warm", Offer: offer, Goal: "20 min call about our round"}
		if text := write(t, f).Text; !strings.Contains(text, want) {
			t.Errorf("%q: want %q in:\n%s", offer, want, text)
		}
	}
}

// A posting written as prose asks in its sentences, and an ask it words as what the hire is
// ("you will be skilled in Excel") is named as what it asks for ("skill in Excel").
func TestAProsePostingsAsksAreAnsweredInGrammar(t *testing.T) {
	posting := "Medical Secretary\nAbout the role\nThe post holder will support three consultants. You will be skilled in Excel and Word. You will need experience of audio typing."
	f := &draft.CoverLetterForm{Name: "Alex Doe", JobTitle: "Medical Secretary", Tone: "professional", VariantIndex: 1,
		Background: "medical secretary 4 yrs\nexcel + word daily\ntyping 70 wpm, audio typing from dictation", Target: draft.Target{JobDescription: posting}}
	text := write(t, f).Text
	if !strings.Contains(text, "skill in Excel and Word") {
		t.Errorf("the prose ask is not named as what it asks for:\n%s", text)
	}
	if strings.Contains(text, "for skilled") || strings.Contains(text, "need experience") {
		t.Errorf("an ask is named in the posting's sentence, not as a thing asked for:\n%s", text)
	}
}

// An icebreaker naming the reader's work is admired, and a favour asked in the courteous tone
// reads as one sentence whatever its halves.
func TestColdEmailsAdmireTheReadersWorkAndAskAFavourInOneSentence(t *testing.T) {
	f := &draft.ColdEmailForm{SenderName: "Sam Ortiz", Recipient: "Lena Fischer", Tone: "Professional & courteous",
		Icebreaker: "your redesign of the mono banking app onboarding", Offer: "we're hiring our first product designer", Goal: "30 min call to tell you more"}
	if text := write(t, f).Text; !strings.Contains(text, "I admired your redesign of the mono banking app onboarding.") {
		t.Errorf("the reader's work is a bare noun phrase:\n%s", text)
	}
	for _, name := range []string{"Dana", "Dana Lee", "Dana, my old manager at Oracle", "Dana at Oracle"} {
		g := &draft.ColdEmailForm{SenderName: "Marcus Lee", Recipient: name, Tone: "Professional & courteous", Ask: draft.AskIntroduction,
			Offer: "closed $4.2m last yr", Goal: "intro to Priya Shah if you know her well"}
		if text := write(t, g).Text; strings.Contains(text, ": with a brief introduction?") || strings.Contains(text, "help an introduction") {
			t.Errorf("the favour's halves do not agree:\n%s", text)
		}
	}
}

// Someone starting out promises in the confident tone to learn by real work, never to fix
// the team's bottleneck within a month; an experienced writer may.
func TestAConfidentNewGraduatePromisesToLearnNotToFix(t *testing.T) {
	promise := regexp.MustCompile(`bottleneck|one problem in|one slow process|one thing in .* to improve`)
	for v := 1; v <= 3; v++ {
		grad := &draft.CoverLetterForm{Name: "Aisha Khan", JobTitle: "Software Engineer, New Grad", CompanyName: "Brightwave", Tone: "confident", VariantIndex: draft.VariantIndex(v),
			Background: "bs cs, univ of texas austin, may 2025\nswe intern @ capital one summer 2024 - built internal api\npython, java, react"}
		if text := write(t, grad).Text; promise.MatchString(text) {
			t.Errorf("variant %d: a new graduate promises to fix the team's problems:\n%s", v, text)
		}
	}
	promised := false
	for v := 1; v <= 3; v++ {
		senior := &draft.CoverLetterForm{Name: "Dev Patel", JobTitle: "Staff Backend Engineer", CompanyName: "Ledgerline", Tone: "confident", VariantIndex: draft.VariantIndex(v),
			Background: "9 yrs backend, last 5 at stripe\nled monolith -> go services split (14 svcs)\nmentored 6 engs"}
		promised = promised || promise.MatchString(write(t, senior).Text)
	}
	if !promised {
		t.Errorf("no confident letter of an experienced engineer promises a first fix")
	}
}

// An answer whose note opens with something other than its "I" ("since 2019, I've been…") is
// set after a colon, never glued on as a clause: "because since 2019" stumbles.
func TestAnAnswerOpeningWithATimeIsSetAfterAColon(t *testing.T) {
	posting := "Sales Director\nRequirements:\n- Experience managing AEs\n- Salesforce\n- Enterprise SaaS sales"
	glued := regexp.MustCompile(`(?i)(because|since|regarding [^,.:]+,|on the requirement for [^,.:]+,) since \d{4}`)
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			for _, name := range []string{"Dana Reyes", "Sam Okafor", "Lee Park", "Ana Silva"} { // names seed the wordings
				f := &draft.CoverLetterForm{Name: name, JobTitle: "Sales Director", Company: "Ardent",
					Background: "since 2019 sales manager at ardent software, team of 8 AEs\nsalesforce admin for the team\nenterprise saas sales, closed $4.1M in 2023",
					Tone:       tone, VariantIndex: draft.VariantIndex(v), Target: draft.Target{JobDescription: posting}}
				if text := write(t, f).Text; glued.MatchString(text) {
					t.Errorf("%s/%d glues a sentence opening with its time onto a clause: %q\n%s", tone, v, glued.FindString(text), text)
				}
			}
		}
	}
}

// A posting's list item in capitals only because it opens the item ("Mentoring engineers") is
// named in lower case mid-sentence, and an ask of two verbs sharing one object ("Building and
// coaching teams of AEs") is named whole, not by the name inside it ("AEs").
func TestAnAskIsNamedInItsOwnWordsMidSentence(t *testing.T) {
	posting := "Engineering Manager\nRequirements:\n- Mentoring engineers\n- Building and coaching teams of AEs"
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Dana Reyes", JobTitle: "Engineering Manager", Company: "Fieldwise",
				Background: "mentored 6 engineers, 3 promoted to senior\nsales mgr 2019-now, team of 8 AEs",
				Tone:       tone, VariantIndex: draft.VariantIndex(v), Target: draft.Target{JobDescription: posting}}
			text := write(t, f).Text
			if m := regexp.MustCompile(`[a-z,] Mentoring engineers|\b(?:for|include|list|Regarding|On|As for|after|mention|see|find|need|want) AEs\b|^AEs|\. AEs`).FindString(text); m != "" {
				t.Errorf("%s/%d names an ask out of its words: %q\n%s", tone, v, m, text)
			}
			if v == 1 && tone != "concise" && !strings.Contains(strings.ToLower(text), "building and coaching teams of aes") {
				t.Errorf("%s/%d does not name the ask whole:\n%s", tone, v, text)
			}
		}
	}
}

// The two halves of a letter's opening never say the same word of the tone's: not "I couldn't
// be more excited to apply…, and the listing got me genuinely excited".
func TestAnOpeningSaysEachOfItsWordsOnce(t *testing.T) {
	posting := "Customer Success Manager\nRequirements:\n- Gainsight"
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			for _, name := range []string{"Priyanka Shah", "Dana Reyes", "Sam Okafor", "Lee Park", "Ana Silva", "Tom Becker", "Mia Chen", "Omar Haddad"} {
				f := &draft.CoverLetterForm{Name: name, JobTitle: "Customer Success Manager", Company: "Ledgerly",
					Background: "led onboarding for our largest account in 6 wks", Tone: tone, VariantIndex: draft.VariantIndex(v), Target: draft.Target{JobDescription: posting}}
				first, _, _ := strings.Cut(bodyOf(f, write(t, f).Text), "\n")
				for _, w := range []string{"excited", "posting", "thrill", "loved", "reading", "listing", "really"} {
					if strings.Count(strings.ToLower(first), w) > 1 {
						t.Errorf("%s/%d says %q twice: %s", tone, v, w, first)
					}
				}
			}
		}
	}
}

// A licence asked for is held, not work known ("A valid Class A CDL is work I know well"); two
// things asked for together take "are"; "… are a bonus" is no part of the ask's name; and a
// note that already joins two clauses with "and" is not glued on with a third.
func TestAnswersSpeakOfWhatIsHeldAndWhatIsDone(t *testing.T) {
	posting := "Regional CDL-A Driver\nRequirements:\n- Valid Class A CDL\n- Anesthesia monitoring and dental cleanings\n- Experience with Dentrix or Eaglesoft\n- Motion design skills are a bonus"
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			for _, name := range []string{"Ray Dominguez", "Jess Morales", "Kayla Jensen", "Nora Whitaker"} {
				f := &draft.CoverLetterForm{Name: name, JobTitle: "Technician", Company: "Hartline",
					Background: "class A cdl, clean mvr\ntriage, iv catheters, anesthesia monitoring, dentals\ndentrix daily, some eaglesoft at my first office\nafter effects for motion design",
					Tone:       tone, VariantIndex: draft.VariantIndex(v), Target: draft.Target{JobDescription: posting}}
				text := write(t, f).Text
				for _, bad := range regexp.MustCompile(`(?i)CDL (?:is|are) (?:work I know well|familiar ground|part of my story|no stretch)|look at the record: I hold|dental cleanings is\b|skills are (?:on|in|among)|, and I (?:use|hold)[^.]*, and I (?:used|have)[^.]*, and I|looking for [^.]*, and I use Dentrix daily, and`).FindAllString(text, -1) {
					t.Errorf("%s/%d (%s): %q\n%s", tone, v, name, bad, text)
				}
			}
		}
	}
}

// A cold email greets a chef by title and name, tells what the sender did with its subject and
// its second clause joined ("I had afternoon tea at the Grand Harbor in June, and the
// mille-feuille was perfect"), names the reader's place as the recipient field does, and asks
// for a demo of so many minutes in grammar.
func TestColdEmailsGreetByTitleAndTellTheIcebreakerInGrammar(t *testing.T) {
	for _, tone := range draft.ColdEmailTones {
		f := &draft.ColdEmailForm{SenderName: "Lucie Martin", Recipient: "Chef Andrews at The Grand Harbor Hotel", Tone: tone,
			Icebreaker: "had afternoon tea at the grand harbor in june, the mille-feuille was perfect",
			Offer:      "pastry cook 4 yrs, last 2 at bluebird bakery", Goal: "15 min demo of my tasting menu next week"}
		text := write(t, f).Text
		for _, want := range []string{"Chef Andrews,", "I had afternoon tea at the Grand Harbor in June, and the mille-feuille was perfect.", "a 15-minute demo of my tasting menu next week"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: no %q:\n%s", tone, want, text)
			}
		}
	}
}

// A fundraising email opens with what the company builds and the round with what is committed,
// keeps the icebreaker's second clause in grammar, promises brevity once, and offers free work
// as what it is.
func TestColdEmailsOpenWithWhatIsBuiltAndTheRound(t *testing.T) {
	for _, tone := range draft.ColdEmailTones {
		f := &draft.ColdEmailForm{SenderName: "Anita Rao", Recipient: "Michael Chen", Tone: tone,
			Icebreaker: "your iphone repair series is great, watched all 14",
			Offer:      "building a $40 at-home test for celiac\nvalidated in 300-patient study, 94% sensitivity\nraising $2M seed, $600k committed", Goal: "30 min to walk you through it"}
		text := write(t, f).Text
		for _, want := range []string{"building a $40 at-home test for celiac, and we", "a $2M seed round, with $600k committed", "Your iPhone repair series is great, and I watched all 14."} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: no %q:\n%s", tone, want, text)
			}
		}
		if opening, _, _ := strings.Cut(text[strings.Index(text, "Your iPhone"):], "\n"); len(regexp.MustCompile(`(?i)\b(brief|short|quick)\b`).FindAllString(opening, -1)) > 1 {
			t.Errorf("%s promises brevity twice: %s", tone, opening)
		}
		for _, goal := range []string{"edit one video free so you can see", "drop off a free tasting box next week"} {
			f.Goal, f.Offer = goal, "video editor, 200+ videos for 3 channels"
			if text := write(t, f).Text; strings.Contains(text, "talk about edit") || strings.Contains(text, "talk about drop") {
				t.Errorf("%s talks about a verb:\n%s", tone, text)
			}
		}
	}
}

// Three asks for things held, answered in one letter, are answered in three wordings: the
// wording a work frame gives way to is not the same for each.
func TestHeldAsksAreAnsweredInDifferentWordings(t *testing.T) {
	posting := "Wind Technician\nRequirements:\n- Bachelor's degree in a science field\n- GWO BST certification\n- Valid driver's license"
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			for _, name := range []string{"Sam Lee", "Ana Silva", "Tom Becker", "Mia Chen", "Omar Haddad"} {
				f := &draft.CoverLetterForm{Name: name, JobTitle: "Wind Technician", Company: "Nextera", Tone: tone, VariantIndex: draft.VariantIndex(v),
					Background: "bs biology, univ of georgia 2022\ngwo bst certified\nvalid driver's license, clean record", Target: draft.Target{JobDescription: posting}}
				body := bodyOf(f, write(t, f).Text)
				for _, para := range strings.Split(body, "\n\n") {
					opens := map[string]int{}
					for _, s := range sentencesOf(para) {
						if w := strings.Fields(s); len(w) >= 3 {
							opens[strings.Join(w[:3], " ")]++
						}
					}
					for open, n := range opens {
						if n > 1 && open != "I hold a" && open != "I earned a" {
							t.Errorf("%s/%d (%s): %d answers open %q:\n%s", tone, v, name, n, open, para)
						}
					}
				}
			}
		}
	}
}

// A qualification asked for by its level is named whole ("NVQ Level 3 in Health and Social
// Care"), and it and a training asked for are answered as held.
func TestAQualificationByItsLevelIsNamedWholeAndHeld(t *testing.T) {
	posting := "Senior Care Assistant\nAbout you:\n- NVQ Level 3 in Health and Social Care (or willing to work towards)\n- Medication trained"
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Chloe Bennett", JobTitle: "Senior Care Assistant", Company: "Willow Court", Tone: tone, VariantIndex: draft.VariantIndex(v),
				Background: "nvq level 3 health & social care\nmed trained - give meds on the unit 3 days a wk\ncare assistant 4 yrs at sunrise lodge", Target: draft.Target{JobDescription: posting}}
			text := write(t, f).Text
			if regexp.MustCompile(`NVQ [Ll]evel 3, Health|\bMEd\b|(?:NVQ|[Tt]raining)[^.:]* (?:is|are) (?:familiar ground|work I know well|part of my story|no stretch)`).MatchString(text) {
				t.Errorf("%s/%d:\n%s", tone, v, text)
			}
		}
	}
}

// A note read as two halves keeps both in every tone: "RN, BSN - 3 yrs med-surg at mercy
// general" keeps its 3 years where the warm tone words years its own way, and an internship's
// work is kept where the tone would open it otherwise.
func TestANoteOfTwoHalvesKeepsBothInEveryTone(t *testing.T) {
	for _, tone := range draft.CoverLetterTones {
		if tone == "concise" {
			continue // keeps the strongest points only
		}
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Grace Okafor", JobTitle: "ICU Nurse", Company: "St. Vincent", Tone: tone, VariantIndex: draft.VariantIndex(v),
				Background: "RN, BSN - 3 yrs med-surg at mercy general\nsummer 22 intern at a print shop - did prepress + file checks"}
			text := write(t, f).Text
			for _, want := range []string{"3 years", "prepress"} {
				if !strings.Contains(text, want) {
					t.Errorf("%s/%d drops %q:\n%s", tone, v, want, text)
				}
			}
		}
	}
}

// Two people are greeted by their first names, a free review is asked for in grammar, and a
// founder "ex-chewy category manager" was a category manager at Chewy.
func TestTwoReadersAFreeReviewAndACompoundRole(t *testing.T) {
	for _, tone := range draft.ColdEmailTones {
		f := &draft.ColdEmailForm{SenderName: "Maria Lopez", Recipient: "Tom and Jenny Walsh", Tone: tone,
			Icebreaker: "saw your house on maple st has been listed for 90 days", Offer: "local agent 8 yrs", Goal: "free 20 min pricing review this week"}
		text := write(t, f).Text
		for _, want := range []string{"Tom and Jenny,", "Maple St", "set up a free 20-minute pricing review this week"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: no %q:\n%s", tone, want, text)
			}
		}
	}
	deck := write(t, &draft.PitchDeckForm{Product: "Kibble Club", Audience: "dog owners", KeyPoints: "founders: ex-chewy category manager + DVM\nraising $4M series A"}).Text
	if strings.Contains(deck, "Chewy Category") || !strings.Contains(deck, "ex-Chewy category manager") {
		t.Errorf("the role is no part of the employer's name:\n%s", deck)
	}
}

// An earlier job that answers an ask is told on its own, without the "before that" that
// pointed at the job typed above it, and an answer after a colon reads on in lower case.
func TestAnAnswerIsToldOnItsOwn(t *testing.T) {
	posting := "Family Nurse Practitioner\nRequirements\n- Current FNP certification\n- Active state RN license\n- 2+ years of NP experience preferred"
	background := "fnp-c 2022 (msn vanderbilt)\nrn 8 yrs before that, mostly er\n3 yrs np at a rural clinic, see ~22 pts/day"
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Jess Tran", JobTitle: "Family Nurse Practitioner", CompanyName: "Cedar Valley", Background: background, Tone: tone, VariantIndex: draft.VariantIndex(v),
				Target: draft.Target{JobDescription: posting}}
			text := write(t, f).Text
			if m := regexp.MustCompile(`[^\n] (?:[Bb]efore that|Earlier in my career),|: [A-Z][a-z]`).FindString(text); m != "" {
				t.Errorf("%s/%d: %q:\n%s", tone, v, m, text)
			}
			if tone != "concise" && !strings.Contains(text, "RN for 8 years") {
				t.Errorf("%s/%d leaves out the years as an RN:\n%s", tone, v, text)
			}
		}
	}
}

// Leaving a job is told plainly: no tone praises it ("Even better, I left the department").
func TestLeavingAJobTakesNoPraise(t *testing.T) {
	background := "police officer 11 yrs, last 4 as detective\ncleared 60+ cases/yr\nleft the dept in 2025\nwrote reports + testified in court ~30 times"
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Marcus Bell", JobTitle: "Corporate Investigator", CompanyName: "Northgate", Background: background, Tone: tone, VariantIndex: draft.VariantIndex(v)}
			text := write(t, f).Text
			if m := regexp.MustCompile(`\w[\w' ]*, I left the department`).FindString(text); m != "" {
				t.Errorf("%s/%d: %q:\n%s", tone, v, m, text)
			}
		}
	}
}

// A licence the posting asks for is answered only by a licence the notes hold: training in the
// same field is no licence; "RN" names one.
func TestALicenceIsAnsweredByALicence(t *testing.T) {
	for _, c := range []struct {
		background, posting, never, want string
	}{
		{"casino dealer 7 yrs, blackjack + craps\ntitle 31 + responsible gaming training current",
			"Floor Supervisor\nRequirements:\n- Must obtain a state gaming license\n- 3+ years dealing table games", "gaming license", ""},
		{"rn 5 yrs med-surg, 1:5 ratio\nprecepted 6 new grads",
			"Charge Nurse\nRequirements:\n- Active RN license\n- Precepting experience", "", "RN license"},
	} {
		for _, tone := range []string{"professional", "confident", "warm"} {
			f := &draft.CoverLetterForm{Name: "Lee Park", JobTitle: "Floor Supervisor", CompanyName: "Silver Coast", Background: c.background, Tone: tone, VariantIndex: 1,
				Target: draft.Target{JobDescription: c.posting}}
			text := write(t, f).Text
			if c.never != "" && strings.Contains(text, c.never) {
				t.Errorf("%s: the letter claims %q:\n%s", tone, c.never, text)
			}
			if c.want != "" && !strings.Contains(text, c.want) {
				t.Errorf("%s: the letter does not answer %q:\n%s", tone, c.want, text)
			}
		}
	}
}
