package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The resume parser: what people type and paste into Experience, Projects, Education and
// Certifications, read into the preview model. Its one rule is that the user's words are the
// facts: a word goes into the field it names or stays, whole and in order, in the text that
// shows the entry as typed. Nothing is dropped but separators ("—", "|", "at", "from", "to")
// and list markers, and nothing is invented. The rules are recorded in ADR 0014; the corpus
// in testdata/resume_corpus.json holds the formats it reads.

// ---- Dates ----

const (
	monthRE  = `(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`
	seasonRE = `(?:spring|summer|fall|autumn|winter)`
	yearRE   = `(?:19|20)\d{2}`
	pointRE  = `(?:` + monthRE + `\s*(?:\d{1,2},?\s+)?` + yearRE + `|` + monthRE + `\s*'\d{2}|` + seasonRE + `\s+` + yearRE +
		`|q[1-4]\s+` + yearRE + `|\d{1,2}/` + yearRE + `|` + yearRE + `[-/.](?:1[0-2]|0?[1-9])|(?:1[0-2]|0?[1-9])[.-]` + yearRE + `|` + yearRE + `)`
	endRE = `(?:` + pointRE + `|present|current(?:ly)?|now|today|ongoing|date)`
)

var (
	// The end may be expected: "Mar. 2016 – Exp. Jun. 2017".
	dateRangeRE  = regexp.MustCompile(`(?i)(?:\b(from|since|between)\s+)?\b(` + pointRE + `)(?:\s*[-–—~]\s*|\s+(?:to|until|till|through|thru|and)\s+)((?:exp(?:ected)?\.?\s*)?` + endRE + `)\b`)
	singleDateRE = regexp.MustCompile(`(?i)(?:\b(class of|expected|graduated|grad\.?|since|from|started|in)\s+)?\b(` + pointRE + `)\b`)
	// durationPattern is a length of stay as LinkedIn and people write it: "5 yrs 3 mos", "(2 years)".
	// seasonsRE is one season in several years, typed as a list ("Summer 2013, 2014", "Summers
	// 2019 & 2020", "Summer 2012 and 2013"): a summer job or a camp that came back, not the
	// months between (ADR 0072 read "and" as a range; shown as "Summer 2012 – 2013" it said
	// the job ran the year round).
	seasonsRE       = regexp.MustCompile(`(?i)\b(` + seasonRE + `)s?\s+(` + yearRE + `)((?:\s*[,&]\s*` + yearRE + `|\s+and\s+` + yearRE + `)+)\b`)
	yearsRE         = regexp.MustCompile(yearRE)
	durationPattern = regexp.MustCompile(`(?i)^\(?(?:\d+\+?\s*(?:yrs?|years?|mos?|months?)(?:\s*,?\s*\d+\s*(?:mos?|months?))?|less than a year)\)?$`)
)

// span is a date found in a line: its bytes, and its parts as typed.
type span struct {
	from, to          int
	start, end, shown string
}

// separatorRunes stand between a header's parts.
const separatorRunes = ",،、，|—–-·•:;/()[]@"

// headerDate finds the date of a header line: a range, else a single date, that starts or
// ends the line or stands between separators ("Acme, 2019 – 2021", "(2018)", "2016-2019:"). A
// date inside a sentence ("Led the 2019 – 2021 migration", "Launched v2 in 2021") is not one.
func headerDate(line string) (span, bool) {
	if !hasYear(line) {
		return span{}, false // every date form has a year: most bullets are done here
	}
	if m := seasonsRE.FindStringSubmatchIndex(line); m != nil && delimited(line, m[0], m[1], false, true) {
		// From the first of those seasons to the last, shown as typed: written as a range it
		// would claim the months between the seasons too.
		season, years := line[m[2]:m[3]], yearsRE.FindAllString(line[m[6]:m[7]], -1)
		return span{from: m[0], to: m[1], start: season + " " + line[m[4]:m[5]], end: season + " " + years[len(years)-1], shown: line[m[0]:m[1]]}, true
	}
	ranges := dateRangeRE.FindAllStringSubmatchIndex(line, -1)
	if n := len(ranges); n > 1 && strings.TrimSpace(line[ranges[n-1][1]:]) == ")" && strings.HasSuffix(strings.TrimSpace(line[:ranges[n-1][0]]), "(") {
		// Two ranges, the last in brackets closing the line: the entry's own dates, as a card
		// writes them ("BSc, Lagos, Tutor (2012 – 2013) (2010 – 2014)"); the first is a detail's.
		ranges = append(ranges[n-1:], ranges[:n-1]...)
	}
	for _, m := range ranges {
		if delimited(line, m[0], m[1], m[2] >= 0, true) {
			d := span{from: m[0], to: m[1], start: line[m[4]:m[5]], end: line[m[6]:m[7]]}
			d.shown = d.start + " – " + d.end
			if m[2] >= 0 && strings.EqualFold(line[m[2]:m[3]], "since") {
				d.shown = line[m[2]:m[3]] + " " + d.shown
			}
			return d, true
		}
	}
	all := singleDateRE.FindAllStringSubmatchIndex(line, -1)
	for i := len(all) - 1; i >= 0; i-- { // the last single date: "Acme (2012), Berlin 2019" is 2019
		m := all[i]
		prefix := ""
		if m[2] >= 0 {
			prefix = strings.ToLower(line[m[2]:m[3]])
		}
		if prefix == "in" { // "in 2021" is a sentence's
			continue
		}
		if delimited(line, m[0], m[1], prefix != "", false) {
			d := span{from: m[0], to: m[1], start: line[m[4]:m[5]]}
			d.shown = d.start
			if prefix != "" && prefix != "from" {
				d.shown = line[m[2]:m[3]] + " " + d.start
			}
			return d, true
		}
	}
	return span{}, false
}

// hasYear reports whether s holds four digits starting 19 or 20.
func hasYear(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		if (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') && isDigit(s[i+2]) && isDigit(s[i+3]) {
			return true
		}
	}
	return false
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// delimited reports whether line[from:to] stands apart from the words around it.
func delimited(line string, from, to int, prefixed, isRange bool) bool {
	// Go's \b knows only ASCII: "Գ2000" must not give up its year.
	if r, _ := utf8.DecodeLastRuneInString(line[:from]); unicode.IsLetter(r) || unicode.IsDigit(r) {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(line[to:]); unicode.IsLetter(r) || unicode.IsDigit(r) {
		return false
	}
	before := strings.TrimRightFunc(line[:from], unicode.IsSpace)
	after := strings.TrimLeftFunc(line[to:], unicode.IsSpace)
	last, _ := utf8.DecodeLastRuneInString(before)
	next, _ := utf8.DecodeRuneInString(after)
	startsLine := strings.TrimFunc(before, isSeparator) == ""
	endsLine := strings.TrimFunc(after, isSeparator) == ""
	sepBefore := before == "" || strings.ContainsRune(separatorRunes, last)
	sepAfter := after == "" || strings.ContainsRune(separatorRunes, next)
	switch {
	case startsLine && sepAfter, sepBefore && (sepAfter || isRange), prefixed && (sepAfter || endsLine):
		return true
	case endsLine && (isRange || before != "" && !unicode.IsLower(lastWordRune(before))):
		// "Engineer, Acme 2019 – 2021" and "Acme Corp 2019"; not "Grew revenue 40% in 2021".
		return true
	}
	return false
}

func lastWordRune(s string) rune {
	f := strings.Fields(s)
	if len(f) == 0 {
		return 0
	}
	r, _ := utf8.DecodeRuneInString(f[len(f)-1])
	return r
}

func isSeparator(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune(separatorRunes, r)
}

// cutDate returns line without its header date, a separator in its place.
func cutDate(line string) (string, span, bool) {
	d, ok := headerDate(line)
	if !ok {
		return line, d, false
	}
	before, after := strings.TrimRightFunc(line[:d.from], unicode.IsSpace), strings.TrimLeftFunc(line[d.to:], unicode.IsSpace)
	// "(2018)" and "[2019 – 2021]" go with their brackets.
	if strings.HasSuffix(before, "(") && strings.HasPrefix(after, ")") || strings.HasSuffix(before, "[") && strings.HasPrefix(after, "]") {
		before, after = before[:len(before)-1], after[1:]
	}
	before, after = tidy(before), tidy(after)
	if before == "" || after == "" {
		return before + after, d, true
	}
	return before + " | " + after, d, true
}

// tidy trims separators from both ends of s, and brackets that are left without their pair.
func tidy(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for {
		t := strings.TrimFunc(s, func(r rune) bool {
			return unicode.IsSpace(r) || strings.ContainsRune(",،、，|—–-·•:;/@~", r)
		})
		t = strings.ReplaceAll(t, "()", "")
		if strings.HasSuffix(t, ")") && strings.Count(t, "(") < strings.Count(t, ")") {
			t = strings.TrimSuffix(t, ")")
		}
		if strings.HasPrefix(t, "(") && strings.Count(t, ")") < strings.Count(t, "(") {
			t = strings.TrimPrefix(t, "(")
		}
		if strings.HasSuffix(t, "(") {
			t = strings.TrimSuffix(t, "(")
		}
		if strings.HasPrefix(t, ")") {
			t = strings.TrimPrefix(t, ")")
		}
		t = strings.TrimSpace(t)
		if t == s {
			return s
		}
		s = t
	}
}
