// Package check reads a resume, a cover letter or a cold email the way a careful reviewer
// would: it points at the weak places (a bullet that states a duty, a passive opening, a
// missing email…), scores the document from 0 to 100 with a breakdown, and rewrites one
// bullet or paragraph on request without adding a fact (improve.go). The rules, their words
// and the score's weights are ADR 0039.
package check

import (
	"strings"
	"unicode/utf8"
)

// Severities of a finding.
const (
	Warning = "warning" // worth fixing: it costs points
	Info    = "info"    // worth a look: it may be fine (a gap between jobs)
)

// Rules, by id.
const (
	RuleDuty          = "duty"          // a bullet that states a duty without a result or a number
	RuleWeakVerb      = "weak_verb"     // a weak opening verb
	RuleRepeatedVerb  = "repeated_verb" // the same opening verb as an earlier bullet of the role
	RulePassive       = "passive"       // "Was tasked with…"
	RuleFirstPerson   = "first_person"  // "I", "my", "we" in a bullet
	RuleFiller        = "filler"        // "very", "successfully", "in order to"
	RuleLongBullet    = "long_bullet"   // over two lines
	RuleTense         = "tense"         // present in an ended role, past in the current one
	RuleDateOverlap   = "date_overlap"  // two roles at once
	RuleDateGap       = "date_gap"      // more than six months between roles
	RuleDateFormats   = "date_formats"  // "Jan 2020" beside "03/2021"
	RuleMissingEmail  = "missing_email" // no email address
	RuleMissingPhone  = "missing_phone" // no phone number
	RuleTooLong       = "too_long"      // over two pages for under ten years of experience
	RuleUnusedSkill   = "unused_skill"  // a skill the experience never shows
	RuleMissingMust   = "missing_must"  // a must-have of the target job the resume does not show
	RuleLetterLength  = "letter_length" // a letter much shorter or longer than one page
	RuleStockPhrase   = "stock_phrase"  // "I am writing to apply for…"
	RuleCompanyNamed  = "company_named" // the letter never names the company
	RuleClearAsk      = "clear_ask"     // the letter does not ask for a next step
	RuleEmailLength   = "email_length"  // the cold email's length score
	RuleEmailSubject  = "email_subject" // the subject lacks a figure or an action verb
	RuleEmailOpener   = "email_opener"  // no Hi or Hello
	RuleEmailSpamWord = "email_spam"    // a spam word
)

// Finding is one weak place. Section is the form's section ("header" for contact details);
// Entry and Bullet are 0-based indexes into the server's reading of it (the roles and their
// bullets), nil where they do not apply. Field and Line say where the user typed it: the form
// field and its 0-based line, when the check read a form.
type Finding struct {
	Section  string `json:"section" doc:"The form's section: header (contact details), summary, skills, experience, projects, education; for letters the field or 'letter'; for emails subject or body"`
	Entry    *int   `json:"entry" doc:"0-based index of the role, project, skill or paragraph in the server's reading of the section; null when the finding is about the whole section"`
	Bullet   *int   `json:"bullet" doc:"0-based index of the bullet within the entry; null when the finding is about the entry or section"`
	Rule     string `json:"rule" doc:"The rule's id (duty, weak_verb, repeated_verb, passive, first_person, filler, long_bullet, tense, date_overlap, date_gap, date_formats, missing_email, missing_phone, too_long, unused_skill, missing_must, letter_length, stock_phrase, company_named, clear_ask, email_length, email_subject, email_opener, email_spam)"`
	Severity string `json:"severity" enum:"warning,info" doc:"warning: costs points; info: worth a look"`
	Message  string `json:"message" doc:"What is weak, in a sentence"`
	Why      string `json:"why" doc:"Why it matters to a reader"`
	Field    string `json:"field,omitempty" doc:"The form field to fix it in (checked forms only)"`
	Line     *int   `json:"line,omitempty" doc:"The 0-based line of that field (checked forms only)"`
}

// Part is one part of the score.
type Part struct {
	Label  string `json:"label" doc:"What this part measures"`
	Points int    `json:"points" doc:"Points earned"`
	Max    int    `json:"max" doc:"Points available"`
}

// Report is a check's answer.
type Report struct {
	Score     int             `json:"score" minimum:"0" maximum:"100"`
	Breakdown map[string]Part `json:"breakdown" doc:"The score's parts by id; their points add up to the score"`
	Findings  []Finding       `json:"findings"`
}

func intp(i int) *int { return &i }

// parts accumulates a breakdown in order.
type parts struct {
	m     map[string]Part
	total int
}

func (p *parts) add(id, label string, points float64, max int) {
	if p.m == nil {
		p.m = map[string]Part{}
	}
	pts := int(points + 0.5)
	if pts < 0 {
		pts = 0
	}
	if pts > max {
		pts = max
	}
	p.m[id] = Part{Label: label, Points: pts, Max: max}
	p.total += pts
}

func (p *parts) report(findings []Finding) *Report {
	if findings == nil {
		findings = []Finding{}
	}
	score := p.total
	if score > 100 {
		score = 100
	}
	return &Report{Score: score, Breakdown: p.m, Findings: findings}
}

// words counts the words of s.
func words(s string) int { return len(strings.Fields(s)) }

// chars is s's length in characters.
func chars(s string) int { return utf8.RuneCountInString(s) }

// normLine is a line as compared when finding where a reading came from: without its list
// marker, case, end punctuation or runs of spaces.
func normLine(s string) string {
	s = strings.ToLower(strings.Join(strings.Fields(s), " "))
	s = strings.TrimLeft(s, "-*•·▪◦●○■□➢►▸→✓✔–—>+ ")
	return strings.TrimRight(s, ".;:, ")
}

// lineOf finds the first line of text in [from, to) (to < 0: the end) that reads as want.
func lineOf(lines []string, want string, from, to int) int {
	w := normLine(want)
	if w == "" {
		return -1
	}
	if to < 0 || to > len(lines) {
		to = len(lines)
	}
	for i := max(from, 0); i < to; i++ {
		l := normLine(lines[i])
		if l == w || strings.HasPrefix(l, w) || (len(l) > 12 && strings.HasPrefix(w, l)) {
			return i
		}
	}
	return -1
}

// containsLine finds the first line in [from, to) that holds needle, case aside.
func containsLine(lines []string, needle string, from, to int) int {
	n := strings.ToLower(strings.TrimSpace(needle))
	if n == "" {
		return -1
	}
	if to < 0 || to > len(lines) {
		to = len(lines)
	}
	for i := max(from, 0); i < to; i++ {
		if strings.Contains(strings.ToLower(lines[i]), n) {
			return i
		}
	}
	return -1
}
