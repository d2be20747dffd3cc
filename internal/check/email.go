package check

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The cold email keeps its score (spec section 5), written once in the web app
// (web/src/features/generator/score.ts) and here for POST /api/check; both pass the same
// vectors (score.vectors.json). The findings say which part lost points.

var spamWords = []string{"free", "guarantee", "limited time", "win", "act now", "lowest price", "cheap", "click here"}

var emailActionVerbs = []string{"boost", "cut", "save", "grow", "increase", "reduce", "improve", "get", "book", "scale", "launch", "speed", "ship",
	"double", "triple", "win back", "unlock", "streamline", "automate", "help", "build", "drive", "lift", "raise", "fix", "make"}

var (
	emailWord     = regexp.MustCompile(`[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*`)
	greetingWord  = regexp.MustCompile(`(?i)^(?:dear|hey|heya|hiya|howdy|greetings|good\s+(?:morning|afternoon|evening|day))`)
	hiOpener      = regexp.MustCompile(`(?i)^(?:hi|hello)`)
	subjectPrefix = regexp.MustCompile(`(?i)^\s*subject\s*:\s*(.*)$`)
)

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsNumber(r) }

// followedByWord reports whether s continues a word right after the first n bytes.
func followedByWord(s string, n int) bool {
	r, _ := utf8.DecodeRuneInString(s[n:])
	return n < len(s) && isWordRune(r)
}

// emailHasWord finds phrase in text as whole words, case aside, any spaces between its words.
func emailHasWord(text, phrase string) bool {
	pattern := `(?i)` + strings.ReplaceAll(regexp.QuoteMeta(phrase), ` `, `\s+`)
	re := regexp.MustCompile(pattern)
	for _, m := range re.FindAllStringIndex(text, -1) {
		before, _ := utf8.DecodeLastRuneInString(text[:m[0]])
		if (m[0] == 0 || !isWordRune(before)) && !followedByWord(text, m[1]) {
			return true
		}
	}
	return false
}

func emailLengthPoints(words int) int {
	switch {
	case words >= 40 && words <= 190:
		return 40
	case words < 40:
		return words
	}
	// Floor of 40 - (words-190)/4, as score.ts.
	v := 40 - float64(words-190)/4
	if v <= 0 {
		return 0
	}
	return int(v)
}

func isGreetingLine(line string) bool {
	if m := greetingWord.FindStringIndex(line); m != nil && !followedByWord(line, m[1]) {
		return true
	}
	return strings.HasSuffix(line, ",") && len(emailWord.FindAllString(line, -1)) <= 4
}

// EmailScore is the cold email's score and its parts.
type EmailScore struct {
	Score, Words, Length, Subject, Opener int
	Spam                                  []string
}

// ScoreEmail scores a subject and body as the spec says.
func ScoreEmail(subject, body string) EmailScore {
	var s EmailScore
	s.Words = len(emailWord.FindAllString(body, -1))
	s.Length = emailLengthPoints(s.Words)
	if subj := strings.TrimSpace(subject); subj != "" {
		s.Subject = 10
		if strings.ContainsAny(subj, "0123456789") {
			s.Subject += 10
		}
		for _, v := range emailActionVerbs {
			if emailHasWord(subj, v) {
				s.Subject += 10
				break
			}
		}
	}
	first := strings.TrimSpace(strings.SplitN(strings.TrimSpace(body), "\n", 2)[0])
	switch {
	case hiOpener.MatchString(first) && !followedByWord(first, len(hiOpener.FindString(first))):
		s.Opener = 20
	case isGreetingLine(first):
		s.Opener = 8
	}
	all := subject + "\n" + body
	s.Spam = []string{}
	for _, w := range spamWords {
		if emailHasWord(all, w) {
			s.Spam = append(s.Spam, w)
		}
	}
	s.Score = max(0, min(100, s.Length+s.Subject+s.Opener+10-10*len(s.Spam)))
	return s
}

// SplitEmail splits a drafted email into subject and body ("Subject: …" first line).
func SplitEmail(text, fallbackSubject string) (subject, body string) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	if m := subjectPrefix.FindStringSubmatch(lines[0]); m != nil {
		return m[1], strings.TrimSpace(strings.Join(lines[1:], "\n"))
	}
	return fallbackSubject, strings.TrimSpace(text)
}

// Email checks a cold email: its score, and a finding for each part that lost points.
func Email(subject, body string) *Report {
	s := ScoreEmail(subject, body)
	var p parts
	p.add("length", "Length (40–190 words)", float64(s.Length), 40)
	p.add("subject", "Subject", float64(s.Subject), 30)
	p.add("opener", "Opener", float64(s.Opener), 20)
	p.add("clean", "No spam words", float64(max(0, 10-10*len(s.Spam))), 10)
	var findings []Finding
	if s.Length < 40 {
		msg := "The email is short: " + strconv.Itoa(s.Words) + " words."
		if s.Words > 190 {
			msg = "The email is long: " + strconv.Itoa(s.Words) + " words."
		}
		findings = append(findings, Finding{Section: "body", Rule: RuleEmailLength, Severity: Warning, Message: msg,
			Why: "Cold emails that get replies run 40 to 190 words: enough to say why, short enough to read on a phone."})
	}
	if s.Subject < 30 {
		findings = append(findings, Finding{Section: "subject", Rule: RuleEmailSubject, Severity: Info,
			Message: "The subject could carry a figure and an action verb (“Cut support time 30%”).",
			Why:     "A concrete, active subject is what gets the email opened."})
	}
	if s.Opener < 20 {
		findings = append(findings, Finding{Section: "body", Entry: intp(0), Rule: RuleEmailOpener, Severity: Info,
			Message: "Open with “Hi” or “Hello” and the person's name.",
			Why:     "A plain, friendly opener reads as a person writing, not a campaign."})
	}
	for _, w := range s.Spam {
		findings = append(findings, Finding{Section: "body", Rule: RuleEmailSpamWord, Severity: Warning,
			Message: "“" + w + "” reads as spam.",
			Why:     "Spam filters and readers both discount an email that sounds like an advert."})
	}
	r := p.report(findings)
	r.Score = s.Score // the spec's score, clamped as it says
	return r
}
