package check

import (
	"regexp"
	"strconv"
	"strings"
)

// LetterInput is a cover letter to check: the letter's text, the company it is for, and —
// when a form was checked — the user's own fields, where stock phrases are looked for (the
// built-in writer's fixed wording is not the user's to fix).
type LetterInput struct {
	Text    string
	Company string
	// Fields are the user's own text fields by JSON name (intro, body, background, greeting,
	// closing); nil for a saved draft, whose text is checked whole.
	Fields map[string]string
}

// Letter lengths in words: a cover letter reads best at 250–400 words, and is read at all
// between these bounds.
const (
	letterMinWords = 150
	letterMaxWords = 450
)

// stockPhrases are the lines every hiring manager has read a thousand times.
var stockPhrases = regexp.MustCompile(`(?i)\b(?:i am writing to (?:apply|express)|to whom it may concern|i (?:believe|feel|think) (?:that )?i (?:would be|am) (?:a )?(?:great|perfect|ideal|good|strong) (?:fit|candidate|match)|please find (?:attached|enclosed)|(?:my|the) enclosed (?:resume|cv)|team player|hard[- ]working|think outside the box|go-getter|self-starter|detail[- ]oriented|results[- ]driven|passionate about|i am excited to apply|dream job|(?:i am|i'm) confident (?:that )?i (?:would|will) be|thank you for considering my application|i look forward to hearing from you)\b`)

// askWords say what the reader should do next.
var askWords = regexp.MustCompile(`(?i)\b(?:interview|discuss|conversation|talk|call|meet|meeting|chat|speak|next step|hear from you|connect|available)\b`)

// Asks reports whether s asks the reader for a next step (an interview, a call).
func Asks(s string) bool { return askWords.MatchString(s) }

// Letter checks a cover letter.
func Letter(in LetterInput) *Report {
	var findings []Finding
	var p parts
	paragraphs := Paragraphs(in.Text)
	n := words(in.Text)
	lengthPts := 25.0
	switch {
	case n < letterMinWords:
		lengthPts = 25 * float64(n) / letterMinWords
		findings = append(findings, Finding{Section: "letter", Rule: RuleLetterLength, Severity: Warning,
			Message: "The letter is short: " + strconv.Itoa(n) + " words.",
			Why:     "A letter of 250–400 words has room for why this job and one or two results; a short one reads as a form letter."})
	case n > letterMaxWords:
		lengthPts = max(0, 25-float64(n-letterMaxWords)/10)
		findings = append(findings, Finding{Section: "letter", Rule: RuleLetterLength, Severity: Warning,
			Message: "The letter is long: " + strconv.Itoa(n) + " words.",
			Why:     "Past one page (about 400 words) most readers skim; keep the two strongest points."})
	}
	p.add("length", "Length", lengthPts, 25)

	stock := 0
	if in.Fields != nil {
		for _, name := range []string{"greeting", "intro", "background", "body", "closing"} {
			for li, line := range strings.Split(in.Fields[name], "\n") {
				for _, m := range stockPhrases.FindAllString(line, -1) {
					stock++
					findings = append(findings, Finding{Section: name, Rule: RuleStockPhrase, Severity: Warning,
						Message: "“" + m + "” is a stock phrase.", Why: stockWhy, Field: name, Line: intp(li)})
				}
			}
		}
	} else {
		for i, para := range paragraphs {
			for _, m := range stockPhrases.FindAllString(para, -1) {
				stock++
				findings = append(findings, Finding{Section: "letter", Entry: intp(i), Rule: RuleStockPhrase, Severity: Warning,
					Message: "“" + m + "” is a stock phrase.", Why: stockWhy})
			}
		}
	}
	p.add("phrases", "Your own words", float64(25-8*stock), 25)

	// Each whole-letter rule: its part of the score, and its finding when it fails, at the
	// form field to fix it in when a form was checked.
	whole := func(ok bool, part, label, rule, field, message, why string) {
		if ok {
			p.add(part, label, 25, 25)
			return
		}
		f := Finding{Section: "letter", Rule: rule, Severity: Warning, Message: message, Why: why}
		if in.Fields != nil {
			f.Section, f.Field = field, field
		}
		findings = append(findings, f)
		p.add(part, label, 0, 25)
	}
	company := strings.TrimSpace(in.Company)
	whole(company != "" && strings.Contains(strings.ToLower(in.Text), strings.ToLower(company)),
		"company", "Names the company", RuleCompanyNamed, "company_name",
		"The letter does not name the company.",
		"Naming the company (and why it, not any company) shows the letter was written for this job.")
	// The ask belongs at the end: the last paragraphs before the sign-off.
	tail := paragraphs
	if len(tail) > 4 {
		tail = tail[len(tail)-4:]
	}
	whole(askWords.MatchString(strings.Join(tail, "\n")), "ask", "A clear ask", RuleClearAsk, "closing",
		"The letter does not ask for a next step.",
		"End by asking for what you want (“I would welcome an interview”), so the reader knows what to do.")
	return p.report(findings)
}

const stockWhy = "Hiring managers have read it in most letters; your own words about this job stand out."

var blankLine = regexp.MustCompile(`\n\s*\n`)

// Paragraphs splits a text at blank lines.
func Paragraphs(s string) []string {
	var out []string
	for _, p := range blankLine.Split(strings.TrimSpace(s), -1) {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
