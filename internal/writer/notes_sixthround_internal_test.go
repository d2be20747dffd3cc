package writer

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// Notes read wrongly in the sixth round's letters.
func TestNotesOfTheSixthRoundBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		// A season typed after the employer takes "in" ("… grange ins in summer 2023"), which
		// is the date's, not the employer's: not "an intern at Grange Ins In".
		{"actuarial intern at grange ins summer 2023 - built loss triangles in excel", "In summer 2023, I was an actuarial intern at Grange Ins, where I built loss triangles in Excel."},
		{"marketing intern at acme in summer 2022", "In summer 2022, I was a marketing intern at Acme."},
		// "Fill from my resume" and pasted summaries: a job's header with its dates, a summary
		// with no subject, an objective. Read before as "I have Innovative Web Developer…",
		// "My duties covered Specializes in…" and "(June 2016 – in December 2018)".
		{"Web Developer at TechAdvancers (June 2016 – December 2018)", "I was a Web Developer at TechAdvancers from June 2016 to December 2018."},
		{"Software Engineer Intern at Viasat Inc. (June 2022 – Sept. 2022)", "I was a Software Engineer Intern at Viasat Inc. from June 2022 to Sept 2022."},
		{"Senior Developer at Acme (Jan 2019 – Present)", "Since Jan 2019, I have been a Senior Developer at Acme."},
		{"Innovative Web Developer with 5 years of experience in building websites", "I am an innovative Web Developer with 5 years of experience in building websites."},
		{"Registered nurse with 8 years of experience in ICU", "I am a registered nurse with 8 years of experience in the ICU."},
		{"Specializes in front-end technologies and passionate about web standards", "I specialize in front-end technologies and am passionate about web standards."},
		{"To obtain an on-campus position serving my fellow students", "I am seeking an on-campus position serving my fellow students."},
		// A participle that is also a verb, with people as its object, is work done.
		{"Trained new agents", "I trained new agents."},
		{"Trained nurse", "I am a trained nurse."},
		// An arrow before a verdict is what the writer thought; before a use, what money is for.
		{"saw ur talk @ reactconf re: design systems -> rly good", "I saw your talk at reactconf on design systems, and it was really good."},
		{"raising $2M seed -> sales + integrations", "Raising $2M seed for sales and integrations."},
	})
}

// A sentence of the writer's own says "before" once: "Before proposing any change, I would
// get to know the menus before I change anything." read as a stutter.
func TestTheWritersSentenceSaysBeforeOnce(t *testing.T) {
	for s, want := range map[string]string{
		"Before proposing any change, I would get to know the menus before I change anything.": "Before proposing any change, I would get to know the menus and ask where I can help first.",
		"At the outset, I would study the menus before I change anything.":                     "At the outset, I would study the menus before I change anything.",
	} {
		if got := oneBefore(s); got != want {
			t.Errorf("oneBefore(%q) = %q, want %q", s, got, want)
		}
	}
}

// Shorthand a by-hand email and deck left in: a unit typed onto its figure, a developer named
// by their stack, "conv", "mkt", "indep.", and two tools joined by a slash.
func TestShorthandOfTheSixthRoundIsWrittenOut(t *testing.T) {
	for note, want := range map[string]string{
		"freelance ui/ux + react dev, 6yrs":           "freelance UI/UX and React developer, 6 years",
		"redid checkout for shopify app -> conv +18%": "redid checkout for Shopify app, and conversion rose 18%",
		"mkt ~ $4B (660k indep restaurants)":          "market about $4B (660k independent restaurants)",
		"replaces excel/whatsapp":                     "replaces Excel/WhatsApp",
		"dev team of 4":                               "dev team of 4", // development's, left as typed
	} {
		if got := newNotebook(note).clean(note); got != want {
			t.Errorf("clean(%q) = %q, want %q", note, got, want)
		}
	}
}

// A sender's name typed all in lower case signs with its capitals, as the greeting's name
// does; a name with any capital, or a firm's, is kept as typed.
func TestTheSenderSignsWithCapitals(t *testing.T) {
	for typed, want := range map[string]string{"maya": "Maya", "maya chen": "Maya Chen", "DJ Lee": "DJ Lee", "danah Boyd": "danah Boyd", "hale bookkeeping ltd": "hale bookkeeping ltd", "": ""} {
		if got := signedName(typed); got != want {
			t.Errorf("signedName(%q) = %q, want %q", typed, got, want)
		}
	}
}

// A company whose name ends in its own stop ("Keystone Fabrication Inc.", as the posting
// reader now keeps it) ends a sentence with one stop, in every tone and variant.
func TestACompanyEndingInAStopEndsTheSentenceOnce(t *testing.T) {
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Ana Ruiz", JobTitle: "HR Generalist", CompanyName: "Keystone Fabrication Inc.", Background: "hr generalist 4 yrs at a plant, 300 staff\nran benefits enrollment\nshrm-cp", Tone: tone, VariantIndex: draft.VariantIndex(v)}
			text := Write(f).Text
			if strings.Contains(text, "Inc..") {
				t.Errorf("%s/%d: two stops after Inc.:\n%s", tone, v, text)
			}
			if !strings.Contains(text, "Keystone Fabrication Inc.") {
				t.Errorf("%s/%d: the company's own stop is lost:\n%s", tone, v, text)
			}
		}
	}
}

// More lines a resume's fill gives a letter, read by hand against real postings.
func TestResumeFillLinesOfTheSixthRound(t *testing.T) {
	expectPoints(t, []noteWant{
		{"Bachelor of Science in Computer Science, University of California, Berkeley, 2016", "I earned a Bachelor of Science in Computer Science from the University of California, Berkeley, in 2016."},
		{"Master of Business Administration, Wharton School, 2020", "I earned a Master of Business Administration from Wharton School in 2020."},
		{"Proven track record of leading projects from concept to deployment.", "I have a proven track record of leading projects from concept to deployment."},
		{"Strong experience in agile teams", "I have strong experience in agile teams."},
		{"Instructed classes of up to 15 children in water safety", "I instructed classes of up to 15 children in water safety."},
		{"Loaded forwarding solutions on ARM SoCs for a 10x speedup", "I loaded forwarding solutions on ARM SoCs for a 10x speedup."},
	})
	// A role in title case teaches no casing: "web apps" elsewhere stays as typed.
	text := "Senior Web Developer at Acme\nbuilt web apps for senior staff"
	if got := newNotebook(text).clean("built web apps for senior staff"); got != "built web apps for senior staff" {
		t.Errorf("clean = %q, want the user's lower case kept", got)
	}
}

// An ask typed as a thing to do reads as an ability ("the requirement for the ability to
// communicate…"); one that names a thing keeps its words.
func TestAnAskTypedAsAVerbIsAnAbility(t *testing.T) {
	for ask, want := range map[string]string{
		"communicate effectively with children": "the ability to communicate effectively with children",
		"lift 50 pounds":                        "the ability to lift 50 pounds",
		"care plans":                            "care plans",
		"track record of grant writing":         "a track record of grant writing",
	} {
		if got := askWithArticle(ask); got != want {
			t.Errorf("askWithArticle(%q) = %q, want %q", ask, got, want)
		}
	}
}

// Two duties about the same thing are said once; a name's stop survives a joined clause.
func TestDutiesOnceAndANamesStopKept(t *testing.T) {
	if !sameObject([]string{"build and maintain web applications"}, "develop and maintain web applications") {
		t.Error("two duties on web applications were both kept")
	}
	if sameObject([]string{"write weekly reports"}, "review weekly reports") {
		t.Error("writing and reviewing reports are two duties")
	}
	if got := joinClauses("I am applying for the role at Natural Essentials, Inc..", "I have read your posting."); got != "I am applying for the role at Natural Essentials, Inc., and I have read your posting." {
		t.Errorf("joinClauses = %q", got)
	}
}

// A resume keeps what the user wrote: a unit on its figure is no name ("16pt FFT", not
// "16PT"), and a project's title case ("E-Commerce Platform") is no name's casing for
// "e-commerce" in a bullet.
func TestAResumeKeepsUnitsAndTitleCase(t *testing.T) {
	n := newNotebook("E-Commerce Platform\nDesigned a 16pt FFT in verilog\nBuilt a full-stack e-commerce platform")
	for in, want := range map[string]string{
		"Designed a 16pt FFT in verilog":         "Designed a 16pt FFT in verilog",
		"Built a full-stack e-commerce platform": "Built a full-stack e-commerce platform",
		"wrote pt notes in epic":                 "wrote PT notes in epic",
	} {
		if got := n.caseWords(in, false); got != want {
			t.Errorf("caseWords(%q) = %q, want %q", in, got, want)
		}
	}
}

// A figure under one job's header never joins a sentence of another job's, even when its own
// header is told elsewhere (under a requirement of the posting): "…cut falls by 40% with hourly
// rounding, with Telemetry, 5 patients a shift" credited a hospital with another's work.
func TestAFigureStaysWithItsOwnJob(t *testing.T) {
	text := "Charge Nurse at Riverside (March 2019 – Present)\n- Cut falls 40% with hourly rounding\n\nStaff Nurse at Grant (June 2015 – February 2019)\n- Telemetry, 5 patients a shift"
	ps := newNotebook(text).points(text, person{moveEmployer: true, tone: "professional", verbless: "My duties covered"})
	var rest []point
	for _, p := range ps {
		if !strings.Contains(p.typed, "Grant") { // the second header, told under a requirement
			rest = append(rest, p)
		}
	}
	for _, s := range sentencesOf(rest, newVoice("t"), []string{"One result: {x}."}, "My duties covered") {
		if strings.Contains(s.text, "rounding, with") {
			t.Errorf("a figure of the second job joined the first job's sentence: %q", s.text)
		}
	}
}
