package match

import (
	"testing"
)

// Defects found by hand with real postings: the company on the line under the title, the full
// stop of a company's suffix, and a licence asked for as one of two. Postings of our own words.

// "Name — Place, Terms" under the title names the company: a dash or bar after a name, then a
// place, then nothing but the job's terms. A place with terms only, or a place and its region
// before the dash, names none.
func TestTheLineUnderTheTitleNamesTheCompanyBeforeAPlaceAndTerms(t *testing.T) {
	v := Default()
	const body = "\nWe make booking software for dental clinics.\nRequirements:\n- 3+ years of React\n- TypeScript"
	for _, c := range []struct{ line, want string }{
		{"Fernbrook — Leipzig (Hybrid), Full-time", "Fernbrook"},
		{"Fernbrook | Leipzig, Permanent", "Fernbrook"},
		{"Fernbrook – Cardiff, Wales · Part-time · Remote", "Fernbrook"},
		{"Fernbrook - Leipzig - Contract", "Fernbrook"},
		{"Leipzig — Hybrid, Full-time", ""},
		{"Leeds, UK — Full-time", ""},
		{"Fernbrook — Leipzig", ""},                       // no terms: as likely a district and its city
		{"Fernbrook — Leipzig, Free parking on site", ""}, // not only the job's terms
		{"Fernbrook, Leipzig, Full-time", ""},             // no dash or bar after the name
	} {
		if got := v.Analyze("Web Developer\n" + c.line + body).Company; got != c.want {
			t.Errorf("%q: company %q, want %q", c.line, got, c.want)
		}
	}
}

// An abbreviated suffix keeps the full stop written right after it, wherever the name is read;
// other punctuation that ends a label's value still goes.
func TestACompanySuffixKeepsItsFullStop(t *testing.T) {
	v := Default()
	for _, c := range []struct{ posting, want string }{
		{"Office Coordinator\nAbout us\nHollybrook Candles, Inc. is a family maker of soy candles.\nRequirements:\n- Microsoft Excel", "Hollybrook Candles, Inc."},
		{"Office Coordinator\nAbout us\nAt Pinewick Ltd. we restore sash windows.\nRequirements:\n- Microsoft Excel", "Pinewick Ltd."},
		{"Office Coordinator\nTallow Corp. – Dayton, OH\nRequirements:\n- Microsoft Excel", "Tallow Corp."},
		{"Office Coordinator\nJoin Barrow & Co. and help us grow.\nRequirements:\n- Microsoft Excel", "Barrow & Co."},
		{"Office Coordinator\nCompany: Pinewick Ltd.\nRequirements:\n- Microsoft Excel", "Pinewick Ltd."},
		{"Office Coordinator\nEmployer: Pinewick Ltd. – Leeds\nRequirements:\n- Microsoft Excel", "Pinewick Ltd."},
		{"Office Coordinator at Tallow Corp.\nRequirements:\n- Microsoft Excel", "Tallow Corp."},
		{"Office Coordinator\nCompany: Pinewick.\nRequirements:\n- Microsoft Excel", "Pinewick"},
		{"Office Coordinator\nCompany: Pinewick Ltd,\nRequirements:\n- Microsoft Excel", "Pinewick Ltd"},
		{"Office Coordinator\nAbout us\nHollybrook Candles, Inc is a family maker of soy candles.\nRequirements:\n- Microsoft Excel", "Hollybrook Candles, Inc"},
	} {
		if got := v.Analyze(c.posting).Company; got != c.want {
			t.Errorf("%q: company %q, want %q", c.posting, got, c.want)
		}
	}
}

// "Mental Health Nurse / RMN or Learning Disability / RNLD" asks for one licence of two: the
// second is named as the first's alternative, and a nurse with either meets the ask.
func TestALicenceAskedAsOneOfTwo(t *testing.T) {
	v := Default()
	for _, ask := range []string{
		"Mental Health Nurse / RMN or Learning Disability / RNLD",
		"Registered Mental Health Nurse / RMN or Learning Disability/RNLD",
	} {
		p := v.Analyze("Community Nurse\nRequirements:\n- " + ask + "\n- Full UK driving licence")
		must := map[string]bool{}
		for _, r := range p.Requirements {
			if r.MustHave {
				must[r.ID] = true
			}
		}
		if must["rmn"] == must["rnld"] {
			t.Errorf("%q: RMN must-have %v, RNLD must-have %v; want one ask met by either", ask, must["rmn"], must["rnld"])
		}
		for _, resume := range []string{
			"Registered Nurse (RNLD), supporting adults with learning disabilities since 2019",
			"Registered Mental Health Nurse (RMN) on an acute ward since 2019",
		} {
			r := v.MatchIn(2026, p, resume)
			for _, m := range r.Missing {
				if m.ID == "rmn" || m.ID == "rnld" {
					t.Errorf("%q with %q: %s is missing", ask, resume, m.Skill)
				}
			}
		}
	}
	// "and" asks for both; a lower-case word between "or" and the slash is not the shape.
	for _, ask := range []string{
		"Mental Health Nurse / RMN and Learning Disability / RNLD",
		"Mental Health Nurse / RMN or a Learning Disability / RNLD",
	} {
		p := v.Analyze("Community Nurse\nRequirements:\n- " + ask)
		for _, r := range p.Requirements {
			if (r.ID == "rmn" || r.ID == "rnld") && !r.MustHave {
				t.Errorf("%q: %s is not a must-have", ask, r.Skill)
			}
		}
	}
}
