package writer_test

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/draft/drafttest"
	"github.com/draftsmith/draftsmith/internal/drafting"
	"github.com/draftsmith/draftsmith/internal/resume"
)

var builtinEngine = &drafting.Engine{}

func write(t *testing.T, f draft.Form) *drafting.Result {
	t.Helper()
	if err := draft.Normalise(f); err != nil {
		t.Fatalf("normalise: %v", err)
	}
	res, err := builtinEngine.Write(context.Background(), f, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Source != draft.SourceFallback || res.Reason != "" {
		t.Fatalf("built-in writer: source %s reason %q", res.Source, res.Reason)
	}
	return res
}

// typed returns the text fields the user filled in, by JSON name.
func typed(f draft.Form) map[string]string {
	out := map[string]string{}
	v := reflect.ValueOf(f).Elem()
	for i := range v.NumField() {
		field := v.Type().Field(i)
		name, _, _ := strings.Cut(field.Tag.Get("json"), ",")
		if s, ok := v.Field(i).Interface().(string); ok && s != "" && name != "tone" {
			out[name] = s
		}
	}
	return out
}

var wordPattern = regexp.MustCompile(`[\p{L}\p{N}]+`)

func words(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range wordPattern.FindAllString(strings.ToLower(s), -1) {
		out[w] = true
	}
	return out
}

// Headings and the writer's own capitalised words that may stand mid-line.
var writerVocabulary = words("Dear Hiring Manager Pitch Deck Business Model Go To Market I I'm I'd I'll Tech")

var headingLine = regexp.MustCompile(`^[^\p{L}]*(Summary|Skills|Experience|Projects|Education|Certifications|References|Problem|Solution|Product|Market|Business Model|Go-To-Market|Traction|Team|Ask)[^\p{L}]*$`)

// midSentenceCapitals returns capitalised words that do not start a line, a sentence or a
// list item: the names, places and employers in a text.
func midSentenceCapitals(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if headingLine.MatchString(line) || strings.ToUpper(line) == line {
			continue
		}
		start := true
		for _, tok := range strings.Fields(line) {
			w := strings.TrimFunc(tok, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
			w, _, _ = strings.Cut(w, "'") // I'm, I'd
			if w == "" {
				continue
			}
			r := []rune(w)[0]
			if !start && unicode.IsUpper(r) {
				out = append(out, w)
			}
			last := tok[len(tok)-1]
			start = strings.ContainsRune(".!?:", rune(last)) || (start && !unicode.IsLetter(r) && !unicode.IsDigit(r))
		}
	}
	return out
}

// checkDraft asserts what every built-in draft must be: complete, plain, built only from
// the user's facts, and containing all of them.
func checkDraft(t *testing.T, f draft.Form, text string) {
	t.Helper()
	if strings.TrimSpace(text) == "" {
		t.Fatal("empty draft")
	}
	// The only brackets are placeholders for what the user left empty ("[Add: …]", "[Your name]").
	bare := placeholder.ReplaceAllString(text, "placeholder")
	for _, bad := range []string{"{", "}", "[", "]", "<", ">", "  ", " .", " ,", "\n\n\n", "..", "undefined", "null"} {
		if strings.Contains(bare, bad) {
			t.Errorf("draft contains %q:\n%s", bad, text)
		}
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if l != strings.TrimSpace(l) {
			t.Errorf("line %d has stray spaces: %q", i+1, l)
		}
		// No section stands empty: a heading is followed by content.
		if headingLine.MatchString(l) && i > 0 {
			next := ""
			for _, n := range lines[i+1:] {
				if strings.Trim(n, "-─ ") != "" {
					next = n
					break
				}
			}
			if next == "" || headingLine.MatchString(next) {
				t.Errorf("heading %q has no content:\n%s", l, text)
			}
		}
	}
	input := typed(f)
	all := strings.Join(mapValues(input), "\n")
	// Every field the user gave appears.
	out := words(text)
	for name, value := range input {
		if name == "template" {
			continue
		}
		for w := range words(value) {
			// Separators of a typed header ("Role at Company", "2019 to 2023") become layout.
			if !out[w] && !separatorWords[w] {
				t.Errorf("the %s field's word %q is missing from the draft:\n%s", name, w, text)
			}
		}
	}
	// No invented numbers or dates.
	inputNumbers := map[string]bool{}
	for _, n := range regexp.MustCompile(`\d+`).FindAllString(all, -1) {
		inputNumbers[n] = true
	}
	for _, n := range regexp.MustCompile(`\d+`).FindAllString(text, -1) {
		if !inputNumbers[n] && !strings.Contains(draft.DefaultCTA, n) {
			t.Errorf("the draft has the number %s, which the user did not give:\n%s", n, text)
		}
	}
	// No invented names, employers or places.
	inputWords := words(all)
	for _, w := range midSentenceCapitals(text) {
		lw := strings.ToLower(w)
		if !inputWords[lw] && !writerVocabulary[lw] {
			t.Errorf("the draft names %q, which the user did not give:\n%s", w, text)
		}
	}
}

var separatorWords = words("at to until")

var placeholder = regexp.MustCompile(`\[(Add: [^\[\]]+|Your name)\]`)

func mapValues(m map[string]string) []string {
	var out []string
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

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

func TestCoverLetterDrafts(t *testing.T) {
	forms := map[string]func() *draft.CoverLetterForm{
		"full":      drafttest.FullLetter,
		"name only": func() *draft.CoverLetterForm { return &draft.CoverLetterForm{Name: "Jane Doe"} },
		"own intro and body": func() *draft.CoverLetterForm {
			f := drafttest.FullLetter()
			f.Intro, f.Body = "Your post about the payments rebuild caught my eye.", "I would love to help Globex ship it."
			f.Greeting, f.Closing, f.Signature = "Dear Ms. Park,", "Thanks for reading.", "Jane"
			return f
		},
	}
	texts := map[string]string{}
	for name, form := range forms {
		for _, tone := range draft.CoverLetterTones {
			for v := 1; v <= 3; v++ {
				t.Run(fmt.Sprintf("%s/%s/variant %d", name, tone, v), func(t *testing.T) {
					f := form()
					f.Tone, f.VariantIndex = tone, draft.VariantIndex(v)
					text := write(t, f).Text
					checkDraft(t, f, text)
					greeting, closing, signature := firstNonEmpty(f.Greeting, draft.DefaultGreeting), firstNonEmpty(f.Closing, draft.DefaultClosing), firstNonEmpty(f.Signature, f.Name)
					if !strings.Contains(text, "\n\n"+greeting+"\n\n") || !strings.Contains(text, "\n\n"+closing+"\n\n") || !strings.HasSuffix(text, "\n"+signature) {
						t.Errorf("greeting, closing or signature out of place:\n%s", text)
					}
					if f.CompanyName == "" && !strings.Contains(text, "your team") {
						t.Errorf("without a company the letter should say 'your team':\n%s", text)
					}
					key := name + "/" + tone + "/" + fmt.Sprint(v)
					texts[key] = text
				})
			}
		}
	}
	// Fifteen genuinely different letters for one form.
	seen := map[string]string{}
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			key := "full/" + tone + "/" + fmt.Sprint(v)
			if other, dup := seen[texts[key]]; dup {
				t.Errorf("%s and %s are the same letter", key, other)
			}
			seen[texts[key]] = key
		}
	}
}

func firstNonEmpty(v ...string) string {
	for _, s := range v {
		if s != "" {
			return s
		}
	}
	return ""
}

// The three variants differ in structure, not only in words.
func TestCoverLetterVariantsHaveTheirOwnShape(t *testing.T) {
	for _, tone := range draft.CoverLetterTones {
		t.Run(tone, func(t *testing.T) {
			body := func(v int) string {
				f := drafttest.FullLetter()
				f.Tone, f.VariantIndex = tone, draft.VariantIndex(v)
				text := write(t, f).Text
				_, after, _ := strings.Cut(text, draft.DefaultGreeting+"\n\n")
				return after
			}
			v1, v2, v3 := body(1), body(2), body(3)
			if strings.Contains(v1, "• ") || strings.Contains(v3, "• ") || strings.Count(v2, "• ") != 3 {
				t.Errorf("only variant 2 lists the highlights as bullets:\n1: %s\n2: %s\n3: %s", v1, v2, v3)
			}
			if !strings.HasPrefix(v3, "I bring seven years building payment systems at Acme.") {
				t.Errorf("variant 3 opens with the background:\n%s", v3)
			}
			if strings.HasPrefix(v1, "I bring seven years") || strings.HasPrefix(v2, "I bring seven years") {
				t.Errorf("variants 1 and 2 open with the role:\n%s\n%s", v1, v2)
			}
		})
	}
}

func TestCoverLetterFieldRules(t *testing.T) {
	tests := []struct {
		name      string
		form      draft.CoverLetterForm
		wantErr   string // the 422 message
		wantTone  string
		wantIndex draft.VariantIndex
	}{
		{name: "name is required", form: draft.CoverLetterForm{JobTitle: "Engineer"}, wantErr: "Please fill the required field: Name"},
		{name: "full_name counts as the name", form: draft.CoverLetterForm{FullName: "Jane"}, wantTone: "professional", wantIndex: 1},
		{name: "tone is matched without case", form: draft.CoverLetterForm{Name: "J", Tone: "Warm"}, wantTone: "warm", wantIndex: 1},
		{name: "unknown tone", form: draft.CoverLetterForm{Name: "J", Tone: "sarcastic"}, wantErr: "Tone must be one of: professional, confident, warm, concise, enthusiastic."},
		{name: "variant above 3", form: draft.CoverLetterForm{Name: "J", VariantIndex: 4}, wantErr: "variant_index must be 1, 2 or 3."},
		{name: "variant 3", form: draft.CoverLetterForm{Name: "J", VariantIndex: 3}, wantTone: "professional", wantIndex: 3},
		{name: "unknown template", form: draft.CoverLetterForm{Name: "J", Template: "fancy"}, wantErr: "Template must be one of: default, classic, modern, creative."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.form
			err := draft.Normalise(&f)
			if tt.wantErr != "" {
				if e, ok := apperr.As(err); !ok || e.Code != apperr.Invalid || e.Message != tt.wantErr {
					t.Fatalf("got %v, want 422 %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if f.Tone != tt.wantTone || f.VariantIndex != tt.wantIndex || f.Greeting != draft.DefaultGreeting || f.Closing != draft.DefaultClosing {
				t.Fatalf("normalised %+v", f)
			}
		})
	}
}

// variant_index: a positive whole number, anything else is 1 (spec section 5).
func TestVariantIndexDecoding(t *testing.T) {
	tests := map[string]draft.VariantIndex{
		`2`: 2, `3`: 3, `"2"`: 2, `1.0`: 1, `2.5`: 1, `0`: 1, `-2`: 1, `"abc"`: 1, `null`: 1, `true`: 1, `[]`: 1, `7`: 7,
	}
	for in, want := range tests {
		var v draft.VariantIndex
		if err := json.Unmarshal([]byte(in), &v); err != nil || v != want {
			t.Errorf("%s → %d (%v), want %d", in, v, err, want)
		}
	}
}

func TestColdEmailDrafts(t *testing.T) {
	forms := map[string]func() *draft.ColdEmailForm{
		"full":       drafttest.FullEmail,
		"offer only": func() *draft.ColdEmailForm { return &draft.ColdEmailForm{Offer: "Bookkeeping for freelancers"} },
		"no offer": func() *draft.ColdEmailForm {
			return &draft.ColdEmailForm{Icebreaker: "Congrats on the launch!", Goal: "an intro call"}
		},
	}
	texts := map[string]bool{}
	for name, form := range forms {
		for _, tone := range draft.ColdEmailTones {
			t.Run(name+"/"+tone, func(t *testing.T) {
				f := form()
				f.Tone = tone
				res := write(t, f)
				checkDraft(t, f, res.Text)
				if !strings.HasPrefix(res.Text, "Subject: "+res.Subject+"\n\n") {
					t.Errorf("the email starts with its subject:\n%s", res.Text)
				}
				if n := len(strings.Fields(res.Text)); n > 190 {
					t.Errorf("%d words: longer than the spec's best range", n)
				}
				for _, spam := range []string{"free ", "guarantee", "limited time", "act now", "cheap", "click here"} {
					if strings.Contains(strings.ToLower(res.Text), spam) {
						t.Errorf("spam word %q", spam)
					}
				}
				if name == "full" {
					texts[res.Text] = true
				}
			})
		}
	}
	if len(texts) != len(draft.ColdEmailTones) {
		t.Errorf("%d different emails for %d tones", len(texts), len(draft.ColdEmailTones))
	}
}

func TestColdEmailSpecDefaults(t *testing.T) {
	long := "A pricing audit for subscription businesses that finds the revenue you leave on the table every single month"
	tests := []struct {
		name                       string
		form                       draft.ColdEmailForm
		subject, opener, cta, tone string
	}{
		{"defaults", draft.ColdEmailForm{Goal: "a call"}, "Quick idea to help your team", "Hi there,", "Open to a 15-minute chat?", "Confident & warm"},
		{"subject is the first offer line", draft.ColdEmailForm{Recipient: "Priya", Offer: "• SEO audits\nContent plans"}, "SEO audits", "Hi Priya,", "Open to a 15-minute chat?", "Confident & warm"},
		{"long subject is cut at 80", draft.ColdEmailForm{Offer: long}, "A pricing audit for subscription businesses that finds the revenue you leave on", "Hi there,", "Open to a 15-minute chat?", "Confident & warm"},
		{"courteous hello", draft.ColdEmailForm{Recipient: "Dr. Lee", Offer: "x", Tone: "professional & courteous"}, "X", "Hello Dr. Lee,", "Open to a 15-minute chat?", "Professional & courteous"},
		{"chip: intro call", draft.ColdEmailForm{Offer: "x", CTA: "10-minute intro call this week"}, "X", "Hi there,", "Open to a 10-minute intro call this week?", "Confident & warm"},
		{"chip: demo", draft.ColdEmailForm{Offer: "x", CTA: "brief product demo next week"}, "X", "Hi there,", "Open to a brief product demo next week?", "Confident & warm"},
		{"chip: explore fit", draft.ColdEmailForm{Offer: "x", CTA: "short call to explore fit"}, "X", "Hi there,", "Open to a short call to explore fit?", "Confident & warm"},
		{"chip: scope", draft.ColdEmailForm{Offer: "x", CTA: "15 minutes to scope impact"}, "X", "Hi there,", "Could we take 15 minutes to scope impact?", "Confident & warm"},
		{"own question", draft.ColdEmailForm{Offer: "x", CTA: "would Tuesday work"}, "X", "Hi there,", "Would Tuesday work?", "Confident & warm"},
		{"own sentence", draft.ColdEmailForm{Offer: "x", CTA: "Reply with a time that suits you."}, "X", "Hi there,", "Reply with a time that suits you.", "Confident & warm"},
		{"own noun", draft.ColdEmailForm{Offer: "x", CTA: "intro call"}, "X", "Hi there,", "Open to an intro call?", "Confident & warm"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.form
			res := write(t, &f)
			if len([]rune(res.Subject)) > draft.MaxSubjectFromOffer {
				t.Errorf("subject is %d characters", len([]rune(res.Subject)))
			}
			if !strings.EqualFold(res.Subject, tt.subject) || f.CTA != tt.cta || f.Tone != tt.tone {
				t.Fatalf("subject %q cta %q tone %q", res.Subject, f.CTA, f.Tone)
			}
			if !strings.Contains(res.Text, "\n\n"+tt.opener+"\n\n") || !strings.Contains(res.Text, "\n\n"+tt.cta+"\n\n") {
				t.Fatalf("opener %q or CTA %q missing:\n%s", tt.opener, tt.cta, res.Text)
			}
		})
	}
}

func TestColdEmailNeedsSomethingToSay(t *testing.T) {
	f := &draft.ColdEmailForm{SenderName: "Sam", Recipient: "Priya"}
	err := draft.Normalise(f)
	if e, ok := apperr.As(err); !ok || e.Code != apperr.Invalid || e.Message != "Please fill at least one of: Icebreaker, Offer, Goal." {
		t.Fatalf("got %v", err)
	}
}

func TestPitchDeckDrafts(t *testing.T) {
	forms := map[string]func() *draft.PitchDeckForm{
		"full": func() *draft.PitchDeckForm {
			return &draft.PitchDeckForm{Product: "Draftsmith", Audience: "job seekers and early-stage founders",
				KeyPoints: "Writing a tailored resume takes hours\nAI drafts in seconds with a live preview\n$9/month subscription, credits for occasional users\n1,200 users on the waitlist\nFounders ex-Stripe and ex-Canva\nRaising $500k pre-seed\nPartnerships with university career centres\n3M job seekers in the UK"}
		},
		"product only":  func() *draft.PitchDeckForm { return &draft.PitchDeckForm{Product: "Draftsmith"} },
		"audience only": func() *draft.PitchDeckForm { return &draft.PitchDeckForm{Audience: "dog walkers"} },
	}
	for name, form := range forms {
		for _, tmpl := range []draft.Template{draft.TemplateDefault, draft.TemplateClassic, draft.TemplateModern, draft.TemplateCreative} {
			t.Run(name+"/"+string(tmpl), func(t *testing.T) {
				f := form()
				f.Template = tmpl
				res := write(t, f)
				checkDraft(t, f, res.Text)
				var titles []string
				for _, s := range res.Deck.Slides {
					titles = append(titles, s.Title)
					if len(s.Bullets) == 0 {
						t.Errorf("section %s is empty", s.Title)
					}
				}
				if !reflect.DeepEqual(titles, draft.DeckSectionTitles) {
					t.Fatalf("sections %v", titles)
				}
				if res.Deck.CompanyName != f.Product || res.Deck.Market != f.Audience {
					t.Errorf("preview mapping %+v", res.Deck)
				}
			})
		}
	}
}

func TestPitchDeckPlacesKeyPoints(t *testing.T) {
	tests := map[string]string{
		"Writing a tailored resume takes hours":               "Problem",
		"AI drafts in seconds with a live preview":            "Product",
		"$9/month subscription, credits for occasional users": "Business Model",
		"1,200 users on the waitlist":                         "Traction",
		"Founders ex-Stripe and ex-Canva":                     "Team",
		"Raising $500k pre-seed":                              "Ask",
		"Partnerships with university career centres":         "Go-To-Market",
		"3M job seekers in the UK market":                     "Market",
		"One place for every application":                     "Solution",
	}
	for point, want := range tests {
		res := write(t, &draft.PitchDeckForm{Product: "P", KeyPoints: point})
		for _, s := range res.Deck.Slides {
			if slicesContains(s.Bullets, point) && s.Title != want {
				t.Errorf("%q went to %s, want %s", point, s.Title, want)
			}
		}
	}
}

func slicesContains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestEmptyFormsAreRefused(t *testing.T) {
	for _, f := range []draft.Form{&draft.ResumeForm{}, &draft.CoverLetterForm{}, &draft.ColdEmailForm{}, &draft.PitchDeckForm{Template: "modern"}} {
		if err := draft.Normalise(f); !apperr.Is(err, apperr.Invalid) {
			t.Errorf("%s: empty form gave %v, want 422", f.Kind(), err)
		}
	}
}
