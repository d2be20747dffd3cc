package writer_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/facts"
	"github.com/draftsmith/draftsmith/internal/resume"
	"github.com/draftsmith/draftsmith/internal/writer"
)

// A resume's bullets and summary are written out as a reader expects (ADR 0064): no
// shorthand, no arrows, "~" or plus signs left; the resume's voice (no "I", the bullet's verb
// first); every fact kept and none added.

// resumeCorpus is every resume of the persona corpus, and every line of the corpus's
// letter backgrounds set as the bullets of one role: the terse notes people really type
// ("led monolith -> go services split (14 svcs)", "cpa w 6 yrs"), in every field the
// corpus holds.
func resumeCorpus(t *testing.T) map[string]*draft.ResumeForm {
	out := map[string]*draft.ResumeForm{}
	for _, p := range loadPersonas(t) {
		if p.Resume != nil {
			f := *p.Resume
			out[p.ID+"/resume"] = &f
		}
		if p.CoverLetter == nil || strings.TrimSpace(p.CoverLetter.Background) == "" {
			continue
		}
		var bullets []string
		for _, l := range strings.Split(p.CoverLetter.Background, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				bullets = append(bullets, "- "+l)
			}
		}
		out[p.ID+"/background"] = &draft.ResumeForm{Name: p.CoverLetter.Name,
			Experience: "Past role\n" + strings.Join(bullets, "\n")}
	}
	return out
}

// resumeLines are the lines the writer writes out: bullets and the summary the user typed
// (a summary built from the skills is the skills' words, which stay as typed).
func resumeLines(f *draft.ResumeForm, r *resume.ResumeSections) []string {
	var out []string
	for _, list := range [][]resume.ExperienceEntry{r.Experience, r.Volunteer} {
		for _, e := range list {
			out = append(out, e.Bullets...)
		}
	}
	for _, p := range r.Projects {
		out = append(out, p.Bullets...)
	}
	if strings.TrimSpace(f.Summary) == "" {
		return out
	}
	return append(out, strings.Split(r.Summary, "\n")...)
}

// resumeLeftoverMarks are a note's marks a resume line should not keep. A rate's slash
// ("30+ patients/shift") and a figure's plus ("+18%", "30+") are resume style.
var resumeLeftoverMarks = regexp.MustCompile(`->|→|=>|\s~|~\d|\s\+\s`)

// firstPerson is a pronoun a resume goes without.
var firstPerson = regexp.MustCompile(`\b(?:I|I'm|I've|my|me)\b`)

// shorthandLeft returns the words of line that are shorthand the writer writes out. Shorthand
// that is also an ordinary word (ordinaryWords) is not looked for; nor is a word the writer
// would write as it stands ("SF", "NYC").
func shorthandLeft(line string) []string {
	keys := map[string]bool{}
	for _, k := range writer.Shorthand() {
		if !ordinaryWords[k] {
			keys[k] = true
		}
	}
	var out []string
	for _, w := range strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || strings.ContainsRune(",.;:!?()\"/", r) }) {
		// "U" in capitals is a university ("ohio U"), as the writer writes it.
		if keys[strings.ToLower(w)] && w != writer.WrittenOut(w) && w != "U" {
			out = append(out, w)
		}
	}
	return out
}

func TestResumeLinesHaveNoShorthandAndKeepTheirFacts(t *testing.T) {
	for id, f := range resumeCorpus(t) {
		t.Run(id, func(t *testing.T) {
			res := write(t, f)
			for _, line := range resumeLines(f, res.Resume) {
				if left := shorthandLeft(line); len(left) > 0 {
					t.Errorf("shorthand %q left in %q", left, line)
				}
				if m := resumeLeftoverMarks.FindString(line); m != "" {
					t.Errorf("note mark %q left in %q", m, line)
				}
			}
			src := formText(f)
			if typedWords := words(src); !typedWords["i"] && !typedWords["im"] && !typedWords["ive"] && !typedWords["my"] && !typedWords["me"] {
				for _, line := range resumeLines(f, res.Resume) {
					if firstPerson.MatchString(line) {
						t.Errorf("the resume speaks in the first person: %q", line)
					}
				}
			}
			allowed := []string{writerWords}
			for w := range words(src) {
				allowed = append(allowed, writer.WrittenOut(w)) // "hosp" → "hospital"
			}
			for _, finding := range facts.Check(src, res.Text, allowed...) {
				t.Errorf("%s\n%s", finding, res.Text)
			}
			for _, finding := range facts.Missing(src, res.Text) {
				t.Errorf("%s\n%s", finding, res.Text)
			}
		})
	}
}

// The property's check finds what it looks for: shorthand and a note's marks as typed.
func TestResumeShorthandCheckCanFail(t *testing.T) {
	if left := shorthandLeft("led monolith -> go svcs split (14 svcs), mentored 6 engs w/ sr devs"); len(left) != 6 {
		t.Errorf("found %q", left)
	}
	if !resumeLeftoverMarks.MatchString("p99 800ms->120ms") || !resumeLeftoverMarks.MatchString("~14 pts/day") {
		t.Error("a note's marks not found")
	}
}
