package writer

// A letter's opening (the role, the posting read, who the writer is), and the promises a
// confident letter makes to someone starting out.

import (
	"github.com/draftsmith/draftsmith/internal/plaintext"
	"regexp"
	"strings"
)

// openingSentences name the role in one sentence of the tone's, and say the posting was
// read in a second where one was given: two plain sentences, never clauses glued together.
func (f letterWriter) openingSentences(v *voice, tone letterTone, posting string) []string {
	openTemplate := v.pick(tone.open[0]...)
	long := f.longRole()
	if long {
		// "What a thrill to be applying for the Staff Court Interpreter (Spanish) position at
		// Superior Court of California, County of Los Angeles!": a long name reads best in
		// the plainest frame, and the tone shows in the sentences after it.
		openTemplate = plainOpening[f.Tone]
	}
	open := f.fill(openTemplate)
	if posting == "" {
		return []string{open}
	}
	if long {
		return []string{open, plaintext.UpperFirst(f.fill(posting))} // no clause hung on a long name
	}
	// Two halves of one opening never say the same word of the tone's: not "I couldn't be
	// more excited to apply…, and the listing got me genuinely excited".
	readTemplate := v.pick(tone.posting[0]...)
	for _, t := range tone.posting[0] {
		if !sharesToneWord(openTemplate, readTemplate) {
			break
		}
		readTemplate = t
	}
	read := strings.TrimRight(f.fill(readTemplate), ",")
	full := strings.TrimRight(f.fill(posting), ".!")
	if sharesToneWord(openTemplate, posting) {
		full, posting = read, read+"."
	}
	if !strings.Contains(full, ", and ") && !strings.Contains(full, ". ") {
		read = full // "…, and the job description had me hooked, because so much of it matches my work!"
	}
	if !strings.HasPrefix(open, "I") || strings.Contains(open, ", and") || f.Tone == "concise" {
		return []string{open, plaintext.UpperFirst(f.fill(posting))} // "Your posting caught my eye, …"
	}
	// "I am applying for the X role at Y, and I have read your posting closely."
	end := open[len(open)-1:]
	if first, _, _ := strings.Cut(read, " "); first != "I" && !strings.HasPrefix(first, "I'") {
		read = lowerWord(first) + read[len(first):]
	}
	return []string{strings.TrimRight(open, ".!") + ", and " + read + end}
}

// longRoleWords is the length of the role and company named together ("the Executive
// Assistant to the CEO role at Northwind Labs") from which the opening names them plainly.
const longRoleWords = 10

// longRole reports a role and company long enough to be named plainly, with nothing hung on them.
func (f letterWriter) longRole() bool {
	return len(strings.Fields(f.fill("{role}{at}"))) >= longRoleWords
}

// plainOpening is each tone's plainest sentence naming the role.
var plainOpening = map[string]string{
	"professional": "I am applying for {role}{at}.",
	"confident":    "I'm applying for {role}{at}.",
	"warm":         "I'm applying for {role}{at}.",
	"concise":      "I'm applying for {role}{at}.",
	"enthusiastic": "I'm applying for {role}{at}!",
}

// sharesToneWord reports two wordings of the tone's that share a word of five letters or
// more ("excited", "posting"), placeholders aside.
func sharesToneWord(a, b string) bool {
	seen := map[string]bool{}
	for _, w := range toneWords.FindAllString(strings.ToLower(placeholders.ReplaceAllString(a, "")), -1) {
		seen[w] = true
	}
	for _, w := range toneWords.FindAllString(strings.ToLower(placeholders.ReplaceAllString(b, "")), -1) {
		if seen[w] {
			return true
		}
	}
	return false
}

var (
	toneWords    = regexp.MustCompile(`\b[a-z]{5,}\b`)
	placeholders = regexp.MustCompile(`\{[A-Za-z-]+\}`)
)

// openingWith names the role and, where no posting sentence follows it, joins the writer's
// first sentence of their own to it: "I am applying for the X role at Y, and I am a CPA with
// 6 years of experience." It returns the opening and the sentences left of next.
func (f letterWriter) openingWith(v *voice, tone letterTone, posting string, next []string) ([]string, []string) {
	open := f.openingSentences(v, tone, posting)
	if len(open) != 1 || len(next) == 0 || !continuesOpening(next[0]) {
		return open, next
	}
	if joined := joinSentences(open[0], next[0]); joined != open[0] {
		return []string{joined}, next[1:]
	}
	return open, next
}

// joinClauses joins two sentences of the writer's own into one with ", and": the second's
// first word loses its capital unless it is "I".
func joinClauses(a, b string) string {
	end := a[len(a)-1:]
	if end != "." && end != "!" || strings.Contains(a, ", and ") || strings.Contains(b, ", and ") {
		return a + " " + b
	}
	first, _, _ := strings.Cut(b, " ")
	if first != "I" && !strings.HasPrefix(first, "I'") {
		b = lowerWord(first) + b[len(first):]
	}
	tail := strings.TrimRight(b, ".!")
	if bEnd := b[len(tail):]; bEnd == "!" {
		end = "!"
	}
	return strings.TrimSuffix(a, end) + ", and " + tail + end
}

// continuesOpening reports whether a sentence of the writer's reads as the second half of
// the one naming the role: who they are ("…, and I have 7 years teaching") joins it; a
// single event ("…, and I earned a DPT in 2019") reads as a non sequitur and stays apart.
func continuesOpening(s string) bool {
	if asideNotIdentity.MatchString(s) {
		return false // "…, and I am fluent in Spanish": the languages someone speaks are not who they are
	}
	for _, lead := range []string{"I have ", "I am ", "I'm ", "I've ", "I bring "} {
		if strings.HasPrefix(s, lead) {
			return true
		}
	}
	return false
}

// asideNotIdentity are sentences of the writer's own that say what they speak or accept, not
// who they are: joined to the role's sentence they read as a non sequitur.
var asideNotIdentity = regexp.MustCompile(`(?i)^I(?: am|'m) (?:fluent|bilingual|trilingual|conversational|comfortable|happy|open|willing|available)\b`)

// whoTheWriterIs reports a sentence that says who the writer is, by a role or a length of
// time ("I have been a buyer at…", "I have 9 years in backend…"), that can open a letter in
// place of saying the posting was read; "I am on call for 20+ daily jobs" cannot.
func whoTheWriterIs(s string) bool {
	lower := strings.ToLower(s)
	if strings.Contains(lower, " years") || strings.Contains(lower, " since ") {
		return true
	}
	for _, w := range strings.Fields(strings.Trim(lower, ".")) {
		if roleNouns[strings.Trim(w, ",")] {
			return true
		}
	}
	return false
}

// joinSentences joins two sentences into one where the second is the writer's own ("I …"):
// "A, and I b.". Else it returns a alone.
func joinSentences(a, b string) string {
	end := a[len(a)-1:]
	if asideNotIdentity.MatchString(b) {
		return a // "…at Deloitte, and I am fluent in Spanish" does not follow
	}
	if end != "." && end != "!" || strings.Contains(a, ", and ") || strings.Contains(b, ", and ") || strings.Contains(a, " — ") || strings.HasPrefix(a, "Please ") {
		return a // "Please consider my application…" asks; ", and I am…" cannot follow it
	}
	tail := strings.TrimRight(b, ".!")
	bEnd := b[len(tail):]
	if bEnd == "" {
		bEnd = end
	}
	if !strings.HasPrefix(b, "I ") && !strings.HasPrefix(b, "I'") {
		return a
	}
	return strings.TrimSuffix(a, end) + ", and " + tail + bEnd
}

// startingOut is notes of someone at the start of a career: a student, an intern, a new
// graduate, a first job.
var startingOut = regexp.MustCompile(`(?i)\b(?:student|intern|internship|new grad|new graduate|graduating|freshman|sophomore|high school|first job|bootcamp grad(?:uate)?|entry[- ]level|apprentice|passed nclex)\b`)

// entryTitle is a job title for someone starting out: "New Grad RN", "Junior Analyst",
// "Civil Engineer I".
var entryTitle = regexp.MustCompile(`(?i)\b(?:new grad\w*|junior|jr\.?|trainee|associate|graduate|residency)\b|\bI$`)

// learnByDoing is a confident start for someone at the start of a career.
var learnByDoing = [][]string{
	{"In my first month,", "Early on,", "From the start,"},
	{"I'll ask for a real piece of {craft}", "I'll take on real work in {craft}", "I'll pitch in on {craft}"},
	{"and learn by doing it.", "and ask for honest feedback on it.", "and get up to speed fast."},
}

// promisesAFix reports an approach sentence that promises to find and fix a problem early
// ("Within a month, I'll find the biggest bottleneck…").
func promisesAFix(parts [][]string) bool {
	for _, options := range parts {
		for _, o := range options {
			if strings.Contains(o, "bottleneck") || strings.Contains(o, "the fix") || strings.Contains(o, "plan to fix") {
				return true
			}
		}
	}
	return false
}
