package match

import (
	"slices"
	"strings"
	"testing"
)

func stems(text string) []string {
	var out []string
	for _, t := range tokenize(normalise(text)) {
		if t.barrier != 0 {
			out = append(out, "|")
		} else {
			out = append(out, t.stem)
		}
	}
	return out
}

func TestTokenizeKeepsSkillSpellingsTogether(t *testing.T) {
	tests := []struct {
		text string
		want string
	}{
		{"C++, C# and .NET", "c++ | c# and .net"},
		{"Node.js / Vue.js", "node.js vue.js"},
		{"CI/CD; A/B tests", "ci cd | a b test"},
		{"Python 3.5 (e.g. Django).", "python 3.5 | e.g | django |"},
		{"full-stack, front‑end", "full stack | front end"},
		{"5+ years", "5 year"},
		{"İSTANBUL Σοφία", "istanbul σοφία"},
		{"don’t\u00a0stop", "don t stop"},
		{"line one\r\nline two", "line one | line two"},
	}
	for _, tt := range tests {
		if got := strings.Join(stems(tt.text), " "); got != tt.want {
			t.Errorf("tokenize(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestStemJoinsPluralsAndVerbForms(t *testing.T) {
	same := [][]string{
		{"api", "apis"},
		{"technology", "technologies"},
		{"process", "processes"},
		{"manage", "managed", "managing"},
		{"plan", "planning", "planned"},
		{"nurse", "nurses", "nursing"},
		{"reconciliation", "reconciliations"},
		{"kubernetes", "Kubernetes"},
		{"embed", "embedded"},
		{"cache", "caches"},
	}
	for _, group := range same {
		first := stem(lowerString(group[0]))
		for _, w := range group[1:] {
			if got := stem(lowerString(w)); got != first {
				t.Errorf("stem(%q) = %q, stem(%q) = %q: want the same", group[0], first, w, got)
			}
		}
	}
	kept := []string{"aws", "sql", "analysis", "status", "process", "c++", "node.js", "σοφία", "being", "string"}
	for _, w := range kept {
		if got := stem(w); got != w && !(w == "analysis" && got == w) {
			t.Errorf("stem(%q) = %q, want it unchanged", w, got)
		}
	}
}

// requirement returns the posting's requirement with the id, or fails.
func requirement(t *testing.T, p *Posting, id string) Requirement {
	t.Helper()
	for _, r := range p.Requirements {
		if r.ID == id {
			return r
		}
	}
	t.Fatalf("no requirement %q in %s", id, describe(p))
	return Requirement{}
}

func hasRequirement(p *Posting, id string) bool {
	return slices.ContainsFunc(p.Requirements, func(r Requirement) bool { return r.ID == id })
}

func TestNiceToHaveIsNotAMustHave(t *testing.T) {
	v := Default()
	p := v.Analyze("Backend Engineer\n\nRequirements\n- Go and PostgreSQL\n- Docker (Kubernetes a plus)\n\nNice to have\n- Rust\n\nBonus: Terraform experience")
	for _, id := range []string{"go", "postgresql", "docker"} {
		if r := requirement(t, p, id); !r.MustHave || r.Weight != v.weights.Required {
			t.Errorf("%s: must %v weight %d, want a must-have of weight %d", id, r.MustHave, r.Weight, v.weights.Required)
		}
	}
	for _, id := range []string{"kubernetes", "rust", "terraform"} {
		if r := requirement(t, p, id); r.MustHave || r.Weight != v.weights.Preferred {
			t.Errorf("%s: must %v weight %d, want a nice-to-have of weight %d", id, r.MustHave, r.Weight, v.weights.Preferred)
		}
	}
	// Must-haves come first, then by weight.
	if !p.Requirements[0].MustHave || p.Requirements[len(p.Requirements)-1].MustHave {
		t.Errorf("order: %s", describe(p))
	}
}

func TestInlineMarkersDecideAClause(t *testing.T) {
	p := Default().Analyze("Qualifications\n- BSN required; MSN preferred\n- Experience with Epic is an advantage")
	if !requirement(t, p, "bsn").MustHave {
		t.Error("BSN is required")
	}
	if requirement(t, p, "msn").MustHave || requirement(t, p, "epic").MustHave {
		t.Error("MSN and Epic are preferred")
	}
}

func TestBenefitsAndEEOTextAreIgnored(t *testing.T) {
	posting := "Staff Accountant\n\nRequirements\n- Excel and GAAP\n\nWhat we offer\n- Free Spanish lessons and a Python course budget\n\n" +
		"We offer medical, dental and a 401(k) with Tableau training.\n" +
		"Acme is an equal opportunity employer and considers applicants without regard to race, religion, national origin or disability; we provide reasonable accommodations for sign language interpreters."
	p := Default().Analyze(posting)
	for _, id := range []string{"spanish", "python", "tableau", "asl"} {
		if hasRequirement(p, id) {
			t.Errorf("%s comes from the benefits or EEO text: %s", id, describe(p))
		}
	}
	if !hasRequirement(p, "excel") || !hasRequirement(p, "gaap") {
		t.Errorf("the requirements were lost: %s", describe(p))
	}
}

func TestAcronymsAndLongFormsMatchEachOther(t *testing.T) {
	v := Default()
	tests := []struct{ posting, text, id, evidence string }{
		{"Requirements: Kubernetes", "Ran k8s clusters", "kubernetes", "k8s"},
		{"Requirements: k8s", "Ran Kubernetes in production", "kubernetes", "Kubernetes"},
		{"Requirements: JavaScript", "Wrote JS daily", "javascript", "JS"},
		{"Requirements: JS", "Wrote JavaScript daily", "javascript", "JavaScript"},
		{"Requirements: Amazon Web Services", "Deployed on AWS", "aws", "AWS"},
		{"Requirements: EHR documentation", "Charted in electronic health records", "ehr", "electronic health records"},
		{"Requirements: APIs", "Built an API", "apis", "API"},
		{"Requirements: bank reconciliations", "Performed the bank reconciliation", "reconciliation", "bank reconciliation"},
		{"Requirements: CI/CD", "Set up continuous integration", "cicd", "continuous integration"},
	}
	for _, tt := range tests {
		r := v.Match(v.Analyze(tt.posting), tt.text)
		i := slices.IndexFunc(r.Matched, func(it Item) bool { return it.ID == tt.id })
		if i < 0 {
			t.Errorf("%q vs %q: %s not matched (missing %s)", tt.posting, tt.text, tt.id, names(r.Missing))
			continue
		}
		if !slices.Contains(r.Matched[i].Evidence, tt.evidence) {
			t.Errorf("%q vs %q: evidence %q, want %q", tt.posting, tt.text, r.Matched[i].Evidence, tt.evidence)
		}
	}
}

func TestGoTheLanguageIsNotGoTheVerb(t *testing.T) {
	v := Default()
	for _, text := range []string{"Own our go-to-market plan", "Help us go live in May", "You go above and beyond", "we go to conferences", "Ready to go"} {
		if p := v.Analyze("Requirements\n" + text); hasRequirement(p, "go") {
			t.Errorf("%q was read as the Go language", text)
		}
	}
	for _, text := range []string{"Services in Go", "Golang experience", "Go, Rust or C++"} {
		if p := v.Analyze("Requirements\n" + text); !hasRequirement(p, "go") {
			t.Errorf("%q: Go not found", text)
		}
	}
}

func TestSeniorityAndYears(t *testing.T) {
	v := Default()
	tests := []struct {
		posting   string
		seniority string
		years     int
	}{
		{"Senior Backend Engineer\n\nRequirements\n- 5+ years of Go\n- 2+ years with Kubernetes", "senior", 5},
		{"Staff Accountant\n\nRequirements: five (5) years of accounting experience", "", 5},
		{"Registered Nurse\n\nQualifications\n- 3-5 years of ICU experience\n\nNice to have\n- 10 years in leadership", "", 3},
		{"Engineering Manager, Platform\nWe need someone with 8 or more years of experience.", "manager", 8},
		{"Data Analyst\nThis is an entry-level role.", "entry", 0},
		{"About us\nFounded 20 years ago.\n\nSales Associate wanted", "", 0},
	}
	for _, tt := range tests {
		p := v.Analyze(tt.posting)
		if p.Seniority != tt.seniority || p.Years != tt.years {
			t.Errorf("%q: seniority %q, years %d; want %q, %d", tt.posting, p.Seniority, p.Years, tt.seniority, tt.years)
		}
	}
}

func TestRoleAndCompany(t *testing.T) {
	v := Default()
	tests := []struct{ posting, role, company string }{
		{"Senior Backend Engineer at Northwind\n\nRequirements: Go", "Senior Backend Engineer", "Northwind"},
		{"Job Title: Staff Nurse (Nights)\nCompany: St. Luke's Hospital", "Staff Nurse", "St. Luke's Hospital"},
		{"We're looking for a talented Product Designer to join our team.\nAbout Mosaic\nMosaic builds invoices.", "Product Designer", "Mosaic"},
		{"Account Executive | Ledgerline | Chicago", "Account Executive", ""},
		{"Head of Product\n\nAt Quillon, we automate insurance documents.", "Head of Product", "Quillon"},
		{"Data Analyst\n\nBluestone Property Group (Dallas, TX) is looking for an analyst.", "Data Analyst", "Bluestone Property Group"},
		{"Join Parcelwise as a Customer Support Team Lead.", "Customer Support Team Lead", "Parcelwise"},
		{"Requirements\n- Python is a plus", "", ""},
	}
	for _, tt := range tests {
		p := v.Analyze(tt.posting)
		if p.Role != tt.role || p.Company != tt.company {
			t.Errorf("%q: %q at %q, want %q at %q", tt.posting, p.Role, p.Company, tt.role, tt.company)
		}
	}
}

func TestImpliedSkillsMatchWithTheirSource(t *testing.T) {
	v := Default()
	r := v.Match(v.Analyze("Requirements: JavaScript, SQL and containers"), "React, PostgreSQL, Docker")
	for _, want := range []struct{ id, via string }{{"javascript", "React"}, {"sql", "PostgreSQL"}, {"containers", "Docker"}} {
		i := slices.IndexFunc(r.Matched, func(it Item) bool { return it.ID == want.id })
		if i < 0 || r.Matched[i].Via != want.via {
			t.Errorf("%s: matched %v, want via %s", want.id, r.Matched, want.via)
		}
	}
	if r.Score != 100 {
		t.Errorf("score %d, want 100", r.Score)
	}
	// An implication does not make a draft show the skill in its own words.
	p := v.Analyze("Requirements: JavaScript")
	if v.Shows(p, "React")[0] {
		t.Error("Shows counts an implied skill")
	}
}

func TestTargetWordsAreNotEvidence(t *testing.T) {
	v := Default()
	p := v.Analyze("Data Engineer at Northwind\n\nRequirements\n- Data engineering\n- Python")
	letter := "I am applying for the Data Engineer role at Northwind. I write Python every day."
	if r := v.Match(p, letter, "Data Engineer", "Northwind"); slices.ContainsFunc(r.Matched, func(it Item) bool { return it.ID == "data_engineering" }) {
		t.Errorf("naming the role counted as data engineering: %+v", r.Matched)
	}
	if r := v.Match(p, letter); !slices.ContainsFunc(r.Matched, func(it Item) bool { return it.ID == "data_engineering" }) {
		t.Error("without the exclusion the title words should match (the exclusion is what removes them)")
	}
}

func TestKeywordsAreRepeatedUnknownWords(t *testing.T) {
	v := Default()
	p := v.Analyze("Analyst\n\nResponsibilities\n- Review treaties for Northwind Mutual\n- Talk to Northwind Mutual brokers\n\nRequirements\n- Strong reinsurance judgment\n- Reinsurance pricing\n- Treaty wording and treaties")
	kw := requirement(t, p, "kw:reinsuranc")
	if kw.Category != "keyword" || kw.MustHave || kw.Weight != v.weights.Keyword || kw.Skill != "reinsurance" {
		t.Errorf("keyword %+v", kw)
	}
	if !hasRequirement(p, "kw:treaty") {
		t.Errorf("'treaties' and 'Treaty' are one keyword: %s", describe(p))
	}
	for _, r := range p.Requirements {
		if strings.Contains(r.ID, "northwind") || strings.Contains(r.ID, "mutual") || strings.Contains(r.ID, "broker") {
			t.Errorf("a name or a word said once became a keyword: %+v", r)
		}
	}
	if r := v.Match(p, "Reinsurance assistant"); !slices.ContainsFunc(r.Matched, func(it Item) bool { return it.ID == kw.ID }) {
		t.Errorf("keyword not matched: %+v", r)
	}
	if r := v.Match(p, "Insurance assistant"); slices.ContainsFunc(r.Matched, func(it Item) bool { return it.ID == kw.ID }) {
		t.Errorf("keyword matched by another word: %+v", r)
	}
}

func TestScoreIsTheMatchedShareOfTheWeight(t *testing.T) {
	v := Default()
	p := v.Analyze("Requirements\n- Go\n- PostgreSQL\n\nNice to have\n- Rust")
	total := 0
	for _, r := range p.Requirements {
		total += r.Weight
	}
	if total != 2*v.weights.Required+v.weights.Preferred {
		t.Fatalf("total %d", total)
	}
	tests := []struct {
		text string
		want int
	}{
		{"", 0},
		{"Go", (100*v.weights.Required + total/2) / total},
		{"Go and Rust", (100*(v.weights.Required+v.weights.Preferred) + total/2) / total},
		{"Go, PostgreSQL, Rust", 100},
	}
	for _, tt := range tests {
		if got := v.Match(p, tt.text).Score; got != tt.want {
			t.Errorf("%q: score %d, want %d", tt.text, got, tt.want)
		}
	}
	if r := v.Match(v.Analyze("We are a friendly team."), "Go"); r.Score != 0 || len(r.Matched)+len(r.Missing) != 0 {
		t.Errorf("a posting without requirements: %+v", r)
	}
}

func TestParseRefusesAnInconsistentVocabulary(t *testing.T) {
	base := `{"weights":{"soft_divisor":1},"keywords":{"max":1},"markers":{"required":["must"],"preferred":["plus"],"benefits":["pto"],"eeo":["eeo"]},"skills":[%s]}`
	tests := map[string]string{
		"two skills claim an alias": `{"id":"a","name":"A","category":"x","aliases":["same thing"]},{"id":"b","name":"B","category":"x","aliases":["Same things"]}`,
		"unknown implication":       `{"id":"a","name":"A","category":"x","implies":["nope"]}`,
		"duplicate id":              `{"id":"a","name":"A","category":"x"},{"id":"a","name":"B","category":"x"}`,
		"missing name":              `{"id":"a","category":"x"}`,
	}
	for name, skills := range tests {
		if _, err := Parse([]byte(strings.Replace(base, "%s", skills, 1))); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := Parse([]byte(strings.Replace(base, "%s", `{"id":"a","name":"A","category":"x","aliases":["aa"]}`, 1))); err != nil {
		t.Errorf("a consistent vocabulary was refused: %v", err)
	}
	if v := Default(); v.SkillCount() < 400 {
		t.Errorf("the shipped vocabulary has %d skills", v.SkillCount())
	}
}
