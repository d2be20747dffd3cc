package match

import (
	"slices"
	"strings"
	"testing"
)

// The asks a letter answers are the posting's requirements and nice-to-haves in its own
// words: list items under their headings, what follows an inline label, and short lines of
// their own; never its duties, its benefits or a paragraph of prose (ADR 0054).
func TestPostingAsksAreItsRequirementsInItsWords(t *testing.T) {
	for _, c := range []struct {
		name, posting string
		want          []Ask
	}{
		{"lists under their headings, an inline label, a plus",
			"Sous Chef\nResponsibilities:\n- Run the line on weekends\nRequirements:\n- 3+ years in a high-volume kitchen\n- Food cost control\n- Knowledge of sous vide a plus\nNice to have: pastry experience\nBenefits:\n- Free meals",
			[]Ask{{"3+ years in a high-volume kitchen", true}, {"Food cost control", true}, {"Knowledge of sous vide a plus", false}, {"pastry experience", false}}},
		{"a paragraph under the requirements is prose, not an ask",
			"Quality Technician\nWhat you bring\n- Blueprint reading and GD&T\nWe offer flexible schedules, a tool allowance and a 401k match. Brandt is an equal opportunity employer.",
			[]Ask{{"Blueprint reading and GD&T", true}}},
		{"a list pasted without its bullets", "Bookkeeper\nRequirements:\nQuickBooks Online\n3+ years of bookkeeping\nPreferred:\nXero",
			[]Ask{{"QuickBooks Online", true}, {"3+ years of bookkeeping", true}, {"Xero", false}}},
		{"a person specification's label and its checks", "Plumber\nPerson Specification\nEssential -NVQ3- or equivalent in relevant trade(A.I)\n\n-Knowledge of heating systems (A/I)\n\n-Competent in the installation of copper and plastic pipework (A/I) -Full clean driving licence (A.I.T) -Good communication skills (A,I)",
			[]Ask{{"NVQ3 or equivalent in relevant trade", true}, {"Knowledge of heating systems", true}, {"Competent in the installation of copper and plastic pipework", true}, {"Full clean driving licence", true}, {"Good communication skills", true}}},
		{"the job's physical conditions are asked of no one", "Stocker\nRequirements:\n- Forklift experience\nPhysical Requirements:\n- Lift up to 50 pounds\n- Stand for 8 hours",
			[]Ask{{"Forklift experience", true}}},
		{"knowledge, skills and abilities are asks, small print is not", "Customer Service Rep\n## Duties and Responsibilities\n* Answer calls and emails\n* This job description is not designed to cover or contain a comprehensive listing of activities\n## Knowledge, Skills and Abilities Required\n* Proven customer support experience\n* Strong phone skills",
			[]Ask{{"Proven customer support experience", true}, {"Strong phone skills", true}}},
		{"the functions a job lists are its duties, its minimum qualifications its asks", "EHS Coordinator\nEssential Functions:\n1. Conduct safety audits and inspections\n2. Lead incident investigations\nMinimum Qualifications:\n- OSHA 30 hour certification",
			[]Ask{{"OSHA 30 hour certification", true}}},
		{"what brackets prefer is a detail of a required ask; lifting is a condition", "Structural Welder\nRequirements:\n- AWS D1.1 certification (3G/4G preferred)\n- Able to lift 50 lbs",
			[]Ask{{"AWS D1.1 certification (3G/4G preferred)", true}}},
		{"one line that requires two things and prefers a third", "Respiratory Therapist\nQualifications:\n- Current RRT credential\n- NRP and PALS required; NPS preferred",
			[]Ask{{"Current RRT credential", true}, {"NRP and PALS", true}, {"NPS preferred", false}}},
		{"the hours are no ask; an ask the posting does not require is a nice-to-have", "Maintenance Technician\nRequirements:\n- Forklift experience\n- Technical background appreciated but not required\n- Hours: Monday through Friday, 7am to 3:30pm",
			[]Ask{{"Forklift experience", true}, {"Technical background appreciated but not required", false}}},
		{"a posting written as prose asks in its sentences", "Data Analyst\nAbout the role\nThe post holder will support our planning team with insights from patient data. They will have strong experience using statistical methods. They must be comfortable working with clinicians and managers. You'll need proven experience of working in a similar role, NHS experience is not essential.",
			[]Ask{{"Strong experience using statistical methods", true}, {"Comfortable working with clinicians and managers", true}, {"Proven experience of working in a similar role", true}}},
		{"a job board's footer: its experience line is an ask, its level, travel and location are not", "Inside Sales Rep\nQualifications:\n- Strong phone skills\nExperience level:\n* 2 years\nTravel requirement:\n* No travel\nExperience:\n* Customer service: 2 years (Required)\n* Retail: 1 year (Preferred)\nWork Location: Springfield, IL",
			[]Ask{{"Strong phone skills", true}, {"2 years of customer service experience", true}, {"1 year of retail experience", false}}},
		{"a list written after its label is an ask per item; a choice stays whole", "Regional Sales Director\nRequirements: 5+ years B2B SaaS sales leadership, building and coaching teams of AEs, Salesforce, and forecasting accuracy.\nBonus: experience with HubSpot, Gong, or Outreach",
			[]Ask{{"5+ years B2B SaaS sales leadership", true}, {"building and coaching teams of AEs", true}, {"Salesforce", true}, {"forecasting accuracy", true}, {"experience with HubSpot, Gong, or Outreach", false}}},
		{"'You'll:' heads the duties, 'You have:' the asks", "Junior Graphic Designer\nYou'll:\n- Design social, web and print assets for our clients\n- Prepare files for print\nYou have:\n- Figma experience",
			[]Ask{{"Figma experience", true}}},
		{"a sentence of benefits run on from the last ask is no ask (ADR 0073)",
			"Store Assistant Northgate Foods Responsibilities - Serve customers at the till - Restock shelves each morning Requirements - Retail experience - Good maths We offer a staff discount, a pension and paid holidays.",
			[]Ask{{"Retail experience", true}, {"Good maths", true}}},
		{"a sentence of benefits is no ask, and equal opportunity after it none either (ADR 0073)",
			"Physiotherapy Assistant\nRequirements\n- A first aid certificate\nWe offer a permanent contract and a training budget.\nWe are an equal opportunity employer.",
			[]Ask{{"A first aid certificate", true}}},
		{"a quote's attribution after the employer's prose is no ask", radiographerPosting, radiographerAsks},
		{"a heading worded as a question, run into one paragraph, and items ended by Required and Preferred",
			strings.Join(strings.Fields(radiographerPosting), " "), radiographerAsks},
		{"no list of requirements", "Barista\nYou will pull great shots and keep the bar clean.", nil},
	} {
		got := Default().Analyze(c.posting).Asks
		if !slices.Equal(got, c.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", c.name, got, c.want)
		}
	}
}

// A text answers an ask with the skills both name, however written, and the words of
// substance they share in any number; the words every posting wraps its asks in, a stem
// shared by two different words, and nothing at all answer nothing.
func TestAnswersAreTheWordsThatSpeakToAnAsk(t *testing.T) {
	for _, c := range []struct{ ask, text string }{
		{"Food cost control", "cut food cost from 31% to 27%"},
		{"Proven grant writing success", "wrote 40+ grants a year"},
		{"Experience with Kubernetes", "ran our k8s clusters"},
		{"Blueprint reading and GD&T", "I read GD&T daily"},
		{"A track record of net revenue retention above 110%", "nrr 118% last fy"},
		{"Valid PA teaching certificate for the subject taught", "pa level 1 cert, math 7-12"},
	} {
		if len(Default().Answers(c.ask, c.text)) == 0 {
			t.Errorf("%q does not answer %q", c.text, c.ask)
		}
	}
	for _, c := range []struct{ ask, text string }{
		{"Strong experience and proven skills", "5 years of experience with proven results"},
		{"Accounting or finance background", "led onboarding for our largest account"},
		{"Excellent writing skills", "managed a team of 6"},
		{"A track record of net revenue retention above 110%", "led onboarding for 40 accounts"},
		{"IT support experience", "it was the busiest store, I ran it"},
		{"Catering experience", "line cook at a grill for 6 years"},
		{"Motion design skills", "bfa graphic design, scad 2023"},          // two skills, one word in common
		{"Plan review experience", "wrote our station's pre-plan binders"}, // a prefix makes another word
	} {
		if got := Default().Answers(c.ask, c.text); len(got) > 0 {
			t.Errorf("%q answers %q with %q", c.text, c.ask, got)
		}
	}
	if got := Default().Answers("Patient education", "saw 30 patients a shift as a patient care tech"); len(got) != 1 {
		t.Errorf("one word in two numbers is one answer, got %q", got)
	}
}

// The skills a text names come with the vocabulary's name and category.
func TestSkillsNamedInAText(t *testing.T) {
	got := Default().Skills("cpr + first aid, spanish, excel")
	var cats []string
	for _, s := range got {
		cats = append(cats, s.Category)
	}
	if len(got) < 3 || !slices.Contains(cats, "certification") || !slices.Contains(cats, "language_spoken") {
		t.Errorf("got %+v", got)
	}
}

// Requirements written as one sentence of items between semicolons are each an ask, and so is
// a sentence after them.
func TestAsksBetweenSemicolons(t *testing.T) {
	posting := "ML Engineer\n\nRequirements: 3+ years of applied ML engineering experience; strong Python skills with expertise in PyTorch; hands-on experience with feature stores (Feast or Tecton), model registries, and A/B testing frameworks; experience with SQL. A track record of shipping models to production is essential."
	want := []Ask{{"3+ years of applied ML engineering experience", true}, {"strong Python skills with expertise in PyTorch", true},
		{"hands-on experience with feature stores (Feast or Tecton), model registries, and A/B testing frameworks", true},
		{"experience with SQL", true}, {"A track record of shipping models to production is essential", true}}
	if got := Default().Analyze(posting).Asks; !slices.Equal(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

// "Required" on a line of its own heads the must-haves as "Requirements" does: an engineer's
// posting that lists "Required" then "Preferred" asks for its degree, CAD and GD&T.
func TestRequiredAloneHeadsTheMustHaves(t *testing.T) {
	p := Default().Analyze("Mechanical Design Engineer\n\nRequired\n- Bachelor's in Mechanical Engineering\n- Knowledge of GD&T\n\nPreferred\n- Experience with weldment design")
	want := []Ask{{Text: "Bachelor's in Mechanical Engineering", MustHave: true}, {Text: "Knowledge of GD&T", MustHave: true}, {Text: "Experience with weldment design"}}
	if len(p.Asks) != len(want) {
		t.Fatalf("asks %+v, want %+v", p.Asks, want)
	}
	for i, a := range p.Asks {
		if a.Text != want[i].Text || a.MustHave != want[i].MustHave {
			t.Errorf("ask %d: %+v, want %+v", i, a, want[i])
		}
	}
}

// radiographerPosting asks under a heading worded as a question, each item ended by "Required"
// or "Preferred", and ends with the employer's prose (which, run on, opens "… two sites
// Northfield Health is a nonprofit system…") and a quote's attribution.
const radiographerPosting = "Radiologic Technologist\nNorthfield Community Hospital\n\nJob Summary\nThe Radiologic Technologist performs diagnostic imaging exams for inpatients and outpatients and keeps the imaging rooms ready for each shift. The technologist works with radiologists and nurses to keep patients safe and comfortable.\n\nWhat experience and education is needed for this role:\nAssociate Degree in Radiologic Technology Required\nBachelor's Degree in Health Sciences Preferred\n2+ years of hospital imaging experience Required\nARRT Registration Required\nBasic Life Support (BLS) Required\nAbility to travel between our two sites\n\nNorthfield Health is a nonprofit system that has served the valley for 80 years. Our teams care for more than 50,000 patients a year. We are proud of our nurses and technologists.\n\n\"Care is the work of many hands.\" - Dr. Ruth Ellison\nNorthfield Founder\n"

var radiographerAsks = []Ask{
	{"Associate Degree in Radiologic Technology Required", true}, {"Bachelor's Degree in Health Sciences Preferred", false},
	{"2+ years of hospital imaging experience Required", true}, {"ARRT Registration Required", true}, {"Basic Life Support (BLS) Required", true},
	{"Ability to travel between our two sites", true},
}
