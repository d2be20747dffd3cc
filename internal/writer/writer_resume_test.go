package writer_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/draft/drafttest"
	"github.com/draftsmith/draftsmith/internal/resume"
)

// The built-in writer's resume: sections, templates, experience formats and derived fields.

func TestResumeDrafts(t *testing.T) {
	tests := []struct {
		name string
		form func() *draft.ResumeForm
		want []string
	}{
		{"full", drafttest.FullResume, []string{"Jane Doe\nSenior Backend Engineer\njane@example.com | +1 555 0100 | janedoe.dev | Berlin | linkedin.com/in/janedoe | github.com/janedoe",
			"Senior Engineer — Acme Corp, Berlin\nJan 2020 – Present\n", "Software Engineer — Initech\n2016 – 2019\n", "Cut build times by 40%",
			"Ledger — a double-entry bookkeeping library\nTech: Go, SQLite\nhttps://github.com/janedoe/ledger"}},
		{"name only", func() *draft.ResumeForm { return &draft.ResumeForm{Name: "Jane Doe"} }, []string{"Jane Doe"}},
		{"title and skills build a summary", func() *draft.ResumeForm {
			return &draft.ResumeForm{Name: "Ann Lee", JobTitle: "Data Analyst", Skills: "SQL, Python, Tableau"}
		}, []string{"Data Analyst skilled in SQL, Python and Tableau."}},
		{"skills only", func() *draft.ResumeForm { return &draft.ResumeForm{Skills: "Welding\nForklift"} }, []string{"Skilled in Welding and Forklift."}},
		{"experience without dates or company", func() *draft.ResumeForm {
			return &draft.ResumeForm{Name: "Sam Roe", Experience: "Barista\n- Opened the café on weekdays"}
		}, []string{"Barista\n• Opened the café on weekdays"}},
	}
	for _, tt := range tests {
		for _, tmpl := range []draft.Template{draft.TemplateDefault, draft.TemplateClassic, draft.TemplateModern, draft.TemplateCreative} {
			t.Run(tt.name+"/"+string(tmpl), func(t *testing.T) {
				f := tt.form()
				f.Template = tmpl
				res := write(t, f)
				checkDraft(t, f, res.Text)
				for _, w := range tt.want {
					if tmpl == draft.TemplateDefault && !strings.Contains(res.Text, w) {
						t.Errorf("draft lacks %q:\n%s", w, res.Text)
					}
				}
				if res.Resume == nil || res.Resume.Header.Name != f.Name {
					t.Fatalf("sections %+v", res.Resume)
				}
			})
		}
	}
}

func TestResumeTemplatesLookDifferent(t *testing.T) {
	seen := map[string]draft.Template{}
	for _, tmpl := range []draft.Template{draft.TemplateDefault, draft.TemplateClassic, draft.TemplateModern, draft.TemplateCreative} {
		f := drafttest.FullResume()
		f.Template = tmpl
		text := write(t, f).Text
		if other, dup := seen[text]; dup {
			t.Fatalf("%s and %s give the same text", tmpl, other)
		}
		seen[text] = tmpl
	}
}

func TestResumeSectionsFollowThePreviewModel(t *testing.T) {
	res := write(t, drafttest.FullResume())
	r := res.Resume
	wantExperience := []resume.ExperienceEntry{
		{Company: "Acme Corp", Role: "Senior Engineer", Location: "Berlin", StartDate: "Jan 2020", EndDate: "Present", Dates: "Jan 2020 – Present",
			Bullets: []string{"Built the billing platform handling 2M invoices a month", "Led a team of 4"}},
		{Company: "Initech", Role: "Software Engineer", StartDate: "2016", EndDate: "2019", Dates: "2016 – 2019",
			Bullets: []string{"Maintained the TPS report pipeline", "Cut build times by 40%"}},
	}
	if !reflect.DeepEqual(r.Experience, wantExperience) {
		t.Errorf("experience\n got %+v\nwant %+v", r.Experience, wantExperience)
	}
	wantProjects := []resume.Project{
		{Name: "Ledger", Text: "a double-entry bookkeeping library", Tech: "Go, SQLite", Link: "https://github.com/janedoe/ledger", Bullets: []string{"1200 stars"}},
		{Name: "Shortlinks", Tech: "Go, Redis", Bullets: []string{}},
	}
	if !reflect.DeepEqual(r.Projects, wantProjects) {
		t.Errorf("projects\n got %+v\nwant %+v", r.Projects, wantProjects)
	}
	wantEducation := []resume.EducationEntry{{School: "Technical University of Munich", Degree: "BSc Computer Science", Year: "2016",
		Text: "BSc Computer Science, Technical University of Munich, 2016"}}
	if !reflect.DeepEqual(r.Education, wantEducation) {
		t.Errorf("education\n got %+v\nwant %+v", r.Education, wantEducation)
	}
	wantContact := resume.Contact{Email: "jane@example.com", Phone: "+1 555 0100", Location: "Berlin", Website: "janedoe.dev",
		LinkedIn: "linkedin.com/in/janedoe", GitHub: "github.com/janedoe"}
	if r.Header.Contact != wantContact || r.Header.Title != "Senior Backend Engineer" {
		t.Errorf("header %+v", r.Header)
	}
	if strings.Join(r.Skills, "|") != "Go|PostgreSQL|Kubernetes|AWS|gRPC" || r.Summary != "Backend engineer who likes boring, reliable systems." {
		t.Errorf("skills %q summary %q", r.Skills, r.Summary)
	}
	// Empty lists are [] (not null) for clients.
	b, _ := json.Marshal(write(t, &draft.ResumeForm{Name: "X Y"}).Resume)
	if strings.Contains(string(b), "null") {
		t.Errorf("sections JSON has null: %s", b)
	}
}

func TestExperienceFormats(t *testing.T) {
	tests := []struct {
		in   string
		want resume.ExperienceEntry
	}{
		{"Product Designer at Globex (2021 to 2023)", resume.ExperienceEntry{Role: "Product Designer", Company: "Globex", StartDate: "2021", EndDate: "2023", Dates: "2021 – 2023"}},
		{"Globex Ltd — Product Designer — Remote — 03/2019 - 11/2020", resume.ExperienceEntry{Role: "Product Designer", Company: "Globex Ltd", Location: "Remote", StartDate: "03/2019", EndDate: "11/2020", Dates: "03/2019 – 11/2020"}},
		{"Data Analyst, Initech, Austin, TX | March 2018 – current", resume.ExperienceEntry{Role: "Data Analyst", Company: "Initech", Location: "Austin, TX", StartDate: "March 2018", EndDate: "current", Dates: "March 2018 – current"}},
		{"Nurse\nSt. Mary's Hospital\n2015", resume.ExperienceEntry{Role: "Nurse", Company: "St. Mary's Hospital", StartDate: "2015", Dates: "2015"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			res := write(t, &draft.ResumeForm{Name: "A B", Experience: tt.in})
			got := res.Resume.Experience
			tt.want.Bullets = []string{}
			if len(got) != 1 || !reflect.DeepEqual(got[0], tt.want) {
				t.Fatalf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestResumeDerivedFields(t *testing.T) {
	tests := []struct {
		name                 string
		form                 draft.ResumeForm
		wantName, wantContac string
	}{
		{"full_name fills an empty name", draft.ResumeForm{FullName: "Jane Doe"}, "Jane Doe", ""},
		{"name wins over full_name", draft.ResumeForm{Name: "Jane", FullName: "Jane Doe"}, "Jane", ""},
		{"contact built in order without duplicates", draft.ResumeForm{Name: "J", Email: "j@x.io", Phone: "123", Website: "j.dev",
			Location: "Oslo", LinkedIn: "J.DEV", GitHub: "github.com/j"}, "J", "j@x.io | 123 | j.dev | Oslo | github.com/j"},
		{"typed contact info is kept", draft.ResumeForm{Name: "J", Email: "j@x.io", ContactInfo: "Call me: 123"}, "J", "Call me: 123"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.form
			if err := draft.Normalise(&f); err != nil {
				t.Fatal(err)
			}
			if f.Name != tt.wantName || f.ContactInfo != tt.wantContac {
				t.Fatalf("name %q contact %q", f.Name, f.ContactInfo)
			}
		})
	}
}

// Typed markup and script links never reach a draft.
func TestTypedHTMLAndScriptLinksAreDropped(t *testing.T) {
	f := &draft.ResumeForm{Name: "Jane <b>Doe</b>", Summary: "<script>alert(1)</script>I build <i>things</i>. Email me at Jane <jane@example.com>.",
		Website: "javascript:alert(1)", GitHub: "data:text/html,hi", Projects: "Tool — a thing javascript:alert(2)"}
	res := write(t, f)
	for _, bad := range []string{"<b>", "<i>", "<script", "alert(1)", "data:text"} {
		if strings.Contains(res.Text, bad) || strings.Contains(drafttest.MustJSON(res.Resume), bad) {
			t.Errorf("%q got through:\n%s\n%s", bad, res.Text, drafttest.MustJSON(res.Resume))
		}
	}
	if res.Resume.Header.Name != "Jane Doe" || !strings.Contains(res.Text, "I build things. Email me at Jane <jane@example.com>.") {
		t.Errorf("text lost: %q / %q", res.Resume.Header.Name, res.Text)
	}
	if res.Resume.Header.Contact.Website != "" || res.Resume.Header.Contact.GitHub != "" || res.Resume.Header.ContactInfo != "" {
		t.Errorf("unsafe links kept: %+v", res.Resume.Header)
	}
	if p := res.Resume.Projects; len(p) != 1 || p[0].Link != "" || p[0].Text != "a thing javascript:alert(2)" {
		t.Errorf("a script URL became a project link: %+v", p)
	}
}

// A resume typed in lower case gets a reader's capitals: titles and employers in title case,
// known names in the skills and bullets; a field typed with a capital stays as typed.
func TestResumeTypedInLowerCaseGetsItsCapitals(t *testing.T) {
	f := &draft.ResumeForm{Name: "Lee Park", JobTitle: "Support Engineer", Skills: "zendesk, python, sql",
		Experience: "it support lead - harbor freight logistics (2021-present)\n- triage 40 tickets/day in zendesk\nSupport Rep - DeskCo (2019-2021)\n- answered calls",
		Education:  "BS Computer Science, kent state university, 2019"}
	text := write(t, f).Text
	for _, want := range []string{"IT Support Lead", "Harbor Freight Logistics", "Zendesk · Python · SQL", "Triage 40 tickets/day in Zendesk", "Support Rep", "DeskCo", "Kent State University"} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q:\n%s", want, text)
		}
	}
	// A name that is also a plain word is a name in the skills, and a word in a bullet.
	plain := write(t, &draft.ResumeForm{Name: "Lee Park", Skills: "swift, sketch", Experience: "ios dev - boxly (2023-present)\n- shipped a swift fix for login crashes"}).Text
	if !strings.Contains(plain, "Swift · Sketch") || !strings.Contains(plain, "a swift fix") {
		t.Errorf("a name that is also a word:\n%s", plain)
	}
	// A nurse's unit after her title, a school's letters, a trade's title.
	ward := write(t, &draft.ResumeForm{Name: "Jess Tran", Experience: "rn, er - st. mary's hosp 2014-2022\n- charge nurse 3 yrs\nasst coach, riverside hs 2012-2014\nsolar installer - brightsun solar 2010-2012"}).Text
	for _, want := range []string{"RN, ER — St. Mary's Hosp", "Asst Coach — Riverside HS", "Solar Installer — Brightsun Solar"} {
		if !strings.Contains(ward, want) {
			t.Errorf("missing %q:\n%s", want, ward)
		}
	}
	// "dbt" among data tools is the tool, not dialectical behaviour therapy.
	data := write(t, &draft.ResumeForm{Name: "Lee Park", Skills: "sql, dbt, airflow", Experience: "analytics engineer - boxly (2023-present)\n- built dbt models for finance"}).Text
	if !strings.Contains(data, "SQL · dbt · Airflow") || strings.Contains(data, "DBT") {
		t.Errorf("dbt among data tools:\n%s", data)
	}
}

// A resume's bullets are typed as notes; the resume writes them out for its reader (ADR
// 0064): shorthand in full, arrows as "from … to …", "~" as "about", "+" between two things as
// "and", a capital to open. The bullet keeps its verb first and gains no "I"; every figure and
// name stays.
func TestResumeBulletsAreWrittenOut(t *testing.T) {
	tests := []struct {
		field      string
		experience string
		want       []string
	}{
		{"nurse", "rn - riverside methodist hosp (2019-now)\n- charge nurse 3 yrs on 24-bed med-surg unit\n- ~6 pts/shift, 30+ on tele\n- precepted 4 new grads w/ 100% retention\n- falls 8 -> 2 per qtr after hourly rounding",
			[]string{"Charge nurse 3 years on 24-bed medical-surgical unit", "About 6 patients/shift, 30+ on telemetry", "Precepted 4 new grads with 100% retention", "Falls from 8 to 2 per quarter after hourly rounding"}},
		{"backend engineer", "backend eng @ shopify (2015-2019)\n- led monolith -> go svcs split (14 svcs), p99 800ms->120ms\n- mentored 6 engs, 3 promoted to sr\n- on-call for payments api w/ 99.99% uptime\n- migrated redshift -> snowflake, cost -35%",
			[]string{"Led the split from monolith to Go services (14 services), p99 from 800ms to 120ms", "Mentored 6 engineers, 3 promoted to senior", "On-call for payments API with 99.99% uptime", "Migrated from Redshift to Snowflake, cost -35%"}},
		{"teacher", "8th grade science teacher - lincoln ms (2017-2024)\n- 150 students/yr across 5 sections\n- state test pass rate 61% -> 78% in 2 yrs\n- ran robotics club w/ ~20 kids + 2 parent volunteers\n- led pd for 14 teachers on google classroom",
			[]string{"150 students/year across 5 sections", "State test pass rate from 61% to 78% in 2 years", "Ran robotics club with about 20 kids and 2 parent volunteers", "Led professional development for 14 teachers on Google Classroom"}},
		{"sales", "account exec - globex (2019-now)\n- 130% of quota fy23, 118% fy24\n- closed $1.2M new arr in 12 mos\n- ramped 3 new aes + built outbound playbook\n- avg deal size $18k -> $31k",
			[]string{"130% of quota FY23, 118% FY24", "Closed $1.2M new ARR in 12 months", "Ramped 3 new AEs and built outbound playbook", "Average deal size from $18k to $31k"}},
		{"accountant", "senior accountant - baker & co (2019-now)\n- cut dso 52 -> 38 days\n- month-end close 10 days -> 4 days\n- asc 606 rollout, 40 contracts\n- 200+ bank recs/mo in netsuite",
			[]string{"Cut DSO from 52 to 38 days", "Month-end close from 10 days to 4 days", "ASC 606 rollout, 40 contracts", "200+ bank reconciliations/month in NetSuite"}},
		{"warehouse", "shift lead - amazon fulfillment (2020-2024)\n- 45 associates across 2 shifts\n- pick rate +18% yoy\n- 0 recordable injuries in 18 mos\n- trained 12 new hires on rf scanners + wms\n- ~1,200 picks/hr at peak",
			[]string{"45 associates across 2 shifts", "Pick rate +18% year over year", "0 recordable injuries in 18 months", "Trained 12 new hires on RF scanners and WMS", "About 1,200 picks/hour at peak"}},
		{"vet tech", "vet tech - maple animal hospital (2021-now)\n- spay/neuter + dentals + mass removals\n- see ~20 appts a day",
			[]string{"Spay/neuter, dentals and mass removals", "See about 20 appointments a day"}},
		{"links and plain words stay", "ios dev - boxly (2023-present)\n- shipped a swift fix, see github.com/boxly/app/day\n- im proud of it",
			[]string{"Shipped a swift fix, see github.com/boxly/app/day", "I'm proud of it"}},
	}
	for _, tt := range tests {
		t.Run(tt.field, func(t *testing.T) {
			f := &draft.ResumeForm{Name: "Alex Moreno", Experience: tt.experience}
			res := write(t, f)
			if got := res.Resume.Experience[0].Bullets; !reflect.DeepEqual(got, tt.want) {
				t.Errorf("bullets\n got %q\nwant %q", got, tt.want)
			}
			for _, w := range tt.want {
				if !strings.Contains(res.Text, "• "+w+"\n") && !strings.HasSuffix(res.Text, "• "+w) {
					t.Errorf("the text lacks the bullet %q:\n%s", w, res.Text)
				}
			}
			assertNothingInvented(t, f, res.Text)
		})
	}
}

// The summary the user typed is written out too, and stays in their voice.
func TestResumeSummaryIsWrittenOut(t *testing.T) {
	f := &draft.ResumeForm{Name: "Ana Ruiz", Summary: "icu rn w/ 6 yrs, ~5 pts/shift\nbls + acls certified", Experience: "rn - st. mary's hosp (2019-now)\n- charge nurse"}
	if got, want := write(t, f).Resume.Summary, "ICU RN with 6 years, about 5 patients/shift. BLS and ACLS certified."; got != want {
		t.Errorf("summary\n got %q\nwant %q", got, want)
	}
}
