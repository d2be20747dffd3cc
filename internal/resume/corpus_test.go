package resume

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// The parser's corpus (testdata/resume_corpus.json): entries as people type and paste them,
// each with every field the parser must give. A case names its section and lists the entries
// expected, empty fields left out.

type corpusCase struct {
	Name    string          `json:"name"`
	Section string          `json:"section"`
	Input   string          `json:"input"`
	Want    json.RawMessage `json:"want"`
}

func loadCorpus(t testing.TB) []corpusCase {
	t.Helper()
	b, err := os.ReadFile("testdata/resume_corpus.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []corpusCase
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	return cases
}

// sectionText is a section's input as the resume form cleans it.
func sectionText(section, input string) (string, error) {
	switch section {
	case "experience", "education", "projects", "certifications":
		return plaintext.CleanText(input), nil
	}
	return "", fmt.Errorf("unknown section %q", section)
}

// parsedSection is the section as the built-in writer's resume holds it: parsed, then
// polished.
func parsedSection(text, section string) any {
	r := &ResumeSections{}
	switch section {
	case "experience":
		r.Experience = ParseExperience(text)
	case "education":
		r.Education = ParseEducation(text)
	case "projects":
		r.Projects = ParseProjects(text)
	default:
		r.Certifications = BulletList(text)
	}
	r = Polish(r).WithEmptyLists()
	switch section {
	case "experience":
		return r.Experience
	case "education":
		return r.Education
	case "projects":
		return r.Projects
	}
	return r.Certifications
}

// decodeWant reads a case's expected entries into the section's own type, refusing unknown
// field names (a misspelt field would otherwise expect nothing).
func decodeWant(section string, raw json.RawMessage) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	switch section {
	case "experience":
		var v []ExperienceEntry
		err := dec.Decode(&v)
		for i := range v {
			if v[i].Bullets == nil {
				v[i].Bullets = []string{}
			}
		}
		return v, err
	case "education":
		var v []EducationEntry
		return v, dec.Decode(&v)
	case "projects":
		var v []Project
		err := dec.Decode(&v)
		for i := range v {
			if v[i].Bullets == nil {
				v[i].Bullets = []string{}
			}
		}
		return v, err
	}
	var v []string
	return v, dec.Decode(&v)
}

func TestResumeCorpus(t *testing.T) {
	cases := loadCorpus(t)
	if len(cases) < 80 {
		t.Fatalf("the corpus has %d cases; it must keep at least 80", len(cases))
	}
	names := map[string]bool{}
	for _, c := range cases {
		if names[c.Name] {
			t.Errorf("two cases are named %q", c.Name)
		}
		names[c.Name] = true
		t.Run(c.Name, func(t *testing.T) {
			want, err := decodeWant(c.Section, c.Want)
			if err != nil {
				t.Fatalf("want: %v", err)
			}
			text, err := sectionText(c.Section, c.Input)
			if err != nil {
				t.Fatal(err)
			}
			got := parsedSection(text, c.Section)
			if !reflect.DeepEqual(got, want) {
				g, _ := json.MarshalIndent(got, "", " ")
				w, _ := json.MarshalIndent(want, "", " ")
				t.Errorf("input:\n%s\ngot:\n%s\nwant:\n%s", c.Input, g, w)
			}
		})
	}
}

// The issue's examples, each named here so that losing one from the corpus fails.
func TestResumeCorpusHoldsTheIssueExamples(t *testing.T) {
	inputs := map[string]bool{}
	for _, c := range loadCorpus(t) {
		for _, l := range strings.Split(c.Input, "\n") {
			inputs[l] = true
		}
	}
	for _, ex := range []string{
		"University of Texas at Austin — BFA Design (2018)", "BFA Design, UT Austin, 2018", "MIT, MBA, 2023",
		"Acme Corp, Senior Product Designer, 2021 - present", "2016-2019: Registered Nurse, St. Mary's Hospital",
		"Staff Engineer, Google (Mountain View, CA) 2015.03 – 2021.07", "Acme · Full-time", "Sep 2019 - Present · 5 yrs 3 mos",
	} {
		if !inputs[ex] {
			t.Errorf("the corpus lacks the issue's example %q", ex)
		}
	}
}

// ---- Nothing dropped ----

var parserWord = regexp.MustCompile(`[\p{L}\p{N}]+`)

// separatorWords may stand between a header's parts and leave with the separators ("Engineer
// at Acme", "from 2019 to 2021"); projectLabels introduce a project's tech list.
var (
	separatorWords = phraseSet(`at from to until till through thru between and`)
	projectLabels  = phraseSet(`tech technologies stack built with tools`)
)

func foldWord(w string) string { return strings.ToLower(strings.ToUpper(w)) }

// droppedWords lists the words of a section's input (without list markers) that its parsed
// entries do not hold, counting repeats.
func droppedWords(section, input string, parsed any) []string {
	b, _ := json.Marshal(parsed)
	var fields []string
	var collect func(v any)
	collect = func(v any) {
		switch x := v.(type) {
		case string:
			fields = append(fields, x)
		case []any:
			for _, e := range x {
				collect(e)
			}
		case map[string]any:
			for k, e := range x {
				// Dates holds the start and the end again; count each once.
				if k != "start_date" && k != "end_date" {
					collect(e)
				}
			}
		}
	}
	var v any
	_ = json.Unmarshal(b, &v)
	collect(v)
	have := map[string]int{}
	for _, f := range fields {
		for _, w := range parserWord.FindAllString(f, -1) {
			have[foldWord(w)]++
		}
	}
	var dropped []string
	for _, l := range typedLines(input) {
		for _, w := range parserWord.FindAllString(l.text, -1) {
			k := foldWord(w)
			if have[k] > 0 {
				have[k]--
				continue
			}
			if separatorWords[strings.ToLower(w)] || section == "projects" && projectLabels[strings.ToLower(w)] {
				continue
			}
			dropped = append(dropped, w)
		}
	}
	return dropped
}

func checkNothingDropped(t *testing.T, section, input string) {
	t.Helper()
	in, err := sectionText(section, input)
	if err != nil {
		return
	}
	parsed := parsedSection(in, section)
	if section == "certifications" {
		// Repeated certifications are listed once: count each distinct line.
		in = strings.Join(plaintext.Dedupe(strings.Split(in, "\n")), "\n")
	}
	if d := droppedWords(section, in, parsed); len(d) > 0 {
		b, _ := json.Marshal(parsed)
		t.Errorf("%s: words dropped %q\ninput: %q\nparsed: %s", section, d, in, b)
	}
}

func TestResumeParserDropsNoWordOfTheCorpus(t *testing.T) {
	for _, c := range loadCorpus(t) {
		t.Run(c.Name, func(t *testing.T) { checkNothingDropped(t, c.Section, c.Input) })
	}
}

func TestDroppedWordsCheckCanFail(t *testing.T) {
	parsed := []ExperienceEntry{{Role: "Engineer", Company: "Acme"}}
	if d := droppedWords("experience", "Engineer at Acme, Berlin", parsed); !reflect.DeepEqual(d, []string{"Berlin"}) {
		t.Errorf("dropped %q, want [Berlin]", d)
	}
	if d := droppedWords("experience", "Engineer at Acme", parsed); len(d) != 0 {
		t.Errorf("dropped %q, want none ('at' is a separator)", d)
	}
}

// FuzzResumeParserKeepsWords: whatever is typed, every word of it is in the parsed entries.
// `go test ./internal/drafting -run '^$' -fuzz FuzzResumeParserKeepsWords -fuzztime 30s`
// explores further; as a normal test it runs the seeds (the corpus and testdata/fuzz).
func FuzzResumeParserKeepsWords(f *testing.F) {
	sections := []string{"experience", "education", "projects", "certifications"}
	for _, c := range loadCorpus(f) {
		for i, s := range sections {
			if s == c.Section {
				f.Add(uint8(i), c.Input)
			}
		}
	}
	f.Fuzz(func(t *testing.T, section uint8, input string) {
		checkNothingDropped(t, sections[int(section)%len(sections)], input)
	})
}
