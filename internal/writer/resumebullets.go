package writer

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/draftsmith/draftsmith/internal/plaintext"
	"github.com/draftsmith/draftsmith/internal/resume"
)

// A resume's bullets are typed as notes ("led monolith -> go svcs split (14 svcs)", "p99
// 800ms->120ms", "mentored 6 engs, 3 promoted to sr"), and a reader should not have to
// decode them. The letters already write such notes out (notebook.clean), but clean also
// turns a note into the writer's own sentence: it adds "I", "my", ", so I …", "I work with".
// A resume has no pronoun and its bullets open with their verb, so its lines get only the
// word-level part: arrows as "from … to …", "~" as "about", a plus between two things as
// "and", "@" as "at", shorthand written out and names given their casing. Each fact stays
// and none is added (ADR 0064).

// resumeLine writes one bullet or summary line out at the word level, keeping its shape.
func (n *notebook) resumeLine(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	// A line typed in capitals stays so: the letters' case is the user's (ADR 0053).
	s = atSign.ReplaceAllString(s, "$1 at $2") // "presented @ kubecon"; an address has no spaces
	s = plusList(s)                            // "salesforce + outreach + gong": a list, not two pairs
	s = levelArrow.ReplaceAllString(s, "from $1 $2 to $1 $3")
	s = n.arrows(s)
	s = tilde.ReplaceAllString(s, "about $1")
	s = plusAnd(s)
	s = languagePair.ReplaceAllStringFunc(s, func(m string) string { // "bilingual eng/spanish"
		p := languagePair.FindStringSubmatch(m)
		return languageName(p[1]) + " and " + languageName(p[2])
	})
	s = n.slashes(s)
	s = n.wordsKeepingPlainNames(s)
	s = appNames(s)
	s = fiscalYear.ReplaceAllString(s, "FY$1") // "118% fy24": the year's letters, run into it
	for _, nc := range n.names {
		s = nc.re.ReplaceAllLiteralString(s, nc.text) // "applied epic" → "Applied Epic"
	}
	return s
}

// slashPair is two words, or a figure and a period, typed with a slash between them:
// "30+ pts/shift", "150 students/yr", "$120k/yr", "(chem/heme)". A link's path is not one:
// it is followed by another slash or a dot.
var slashPair = regexp.MustCompile(`([$€£]?[\p{L}\p{N}][\p{L}\p{N}.,+%'-]*)/([\p{L}][\p{L}-]*)\b([/.]\p{L})?`)

// ratePeriods are the periods a rate is counted in, written out.
var ratePeriods = map[string]string{"day": "day", "wk": "week", "week": "week", "mo": "month", "month": "month", "yr": "year",
	"year": "year", "shift": "shift", "hr": "hour", "hour": "hour", "night": "night", "visit": "visit", "session": "session",
	"class": "class", "min": "minute", "minute": "minute", "sec": "second", "second": "second", "qtr": "quarter", "quarter": "quarter"}

// webAddress is a domain: a dot followed by letters ("acme.com"), where "$1.2M" has a digit.
var webAddress = regexp.MustCompile(`\.[\p{L}]{2,}`)

// fiscalYear is a fiscal year typed with its year run in: "fy23", "fy2024".
var fiscalYear = regexp.MustCompile(`(?i)\bfy(\d{2}|\d{4})\b`)

// appNames gives Microsoft's and Google's programs their names' capitals: "ms excel" →
// "Microsoft Excel", "google classroom" → "Google Classroom", as notebook.clean does.
func appNames(s string) string {
	s = msOffice.ReplaceAllString(s, "Microsoft $1")
	for _, apps := range []*regexp.Regexp{officeApps, googleApps} {
		s = apps.ReplaceAllStringFunc(s, func(m string) string {
			maker, app, _ := strings.Cut(m, " ")
			return upperFirstLetter(maker) + " " + upperFirstLetter(strings.ToLower(app))
		})
	}
	return s
}

// upperFirstLetter raises a word's first letter: "classroom" → "Classroom".
func upperFirstLetter(w string) string {
	r, size := utf8.DecodeRuneInString(w)
	return string(unicode.ToUpper(r)) + w[size:]
}

// slashes writes out the shorthand on either side of a slash and keeps the slash: "30+
// pts/shift" → "30+ patients/shift", "(chem/heme)" → "(chemistry/hematology)". A resume may
// keep its rates short; "pts" or "yr" it should not, and notebook.words reads "pts/shift"
// as one word it does not know.
func (n *notebook) slashes(s string) string {
	s = requestsPer.ReplaceAllStringFunc(s, func(m string) string { // "2k req/min": requests, not requirements
		g := requestsPer.FindStringSubmatch(m)
		return g[1] + "requests/" + ratePeriods[strings.ToLower(g[2])]
	})
	return slashPair.ReplaceAllStringFunc(s, func(m string) string {
		p := slashPair.FindStringSubmatch(m)
		left, right := p[1], p[2]
		whole := strings.ToLower(left + "/" + right)
		if p[3] != "" || webAddress.MatchString(left) || shorthandKey(whole) || n.fieldWord(whole) != "" {
			return m // a link's path; "w/o", "b/c", "hr/wk": notebook.words knows them whole
		}
		period := ratePeriods[strings.ToLower(right)]
		if period != "" {
			right = period
		} else {
			right = n.slashSide(right, "")
		}
		if startsLetter(left) && (period != "" || !strings.EqualFold(left, "pt") && !strings.EqualFold(left, "pts")) {
			// "pt/ot" is therapy's pair, not patients: "pt" is written out only in a rate.
			left = n.slashSide(left, period)
		}
		return left + "/" + right
	})
}

// slashSide writes one side of a slash out, read before the period it is counted in ("ros"
// a day are repair orders): the period is given to notebook.words as the next word, then
// taken off again.
func (n *notebook) slashSide(w, period string) string {
	if period == "" {
		return n.wordsKeepingPlainNames(w)
	}
	return strings.TrimSuffix(n.wordsKeepingPlainNames(w+" "+period), " "+period)
}

// plainName is a known name that is also an everyday word, typed in lower case.
var plainName = func() *regexp.Regexp {
	var names []string
	for w := range plainWordNames {
		names = append(names, regexp.QuoteMeta(w))
	}
	slices.Sort(names)
	return regexp.MustCompile(`\b(?:` + strings.Join(names, "|") + `)\b`)
}()

// wordsKeepingPlainNames is notebook.words under the resume's casing rule (caseWords): a
// name that is also a plain word ("a swift fix", "sketch the flow") keeps the user's case,
// so it is hidden from words behind a private-use mark and put back after.
func (n *notebook) wordsKeepingPlainNames(s string) string {
	var kept []string
	s = plainName.ReplaceAllStringFunc(s, func(m string) string {
		kept = append(kept, m)
		return string(rune(privateMark)) + string(rune(privateMark+len(kept)))
	})
	// Twice: a word is read by the word after it as typed, so "go svcs" is only "Go
	// services" once "svcs" is written out.
	s = n.words(n.words(s))
	for i, w := range kept {
		s = strings.Replace(s, string(rune(privateMark))+string(rune(privateMark+i+1)), w, 1)
	}
	return s
}

func startsLetter(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

// privateMark opens a run of Unicode's private-use characters, which no one types.
const privateMark = 0xE000

// resumeNotebook is the notebook for a resume's lines: a capital the user gave only at a
// word's start elsewhere in the form ("BS Computer Science") may be a title's, not a name's,
// so only acronyms and inner capitals ("NCLEX", "iOS") are taken as the user's casing, as in
// caseWords.
func (n *notebook) resumeNotebook() *notebook {
	rn := *n
	rn.casing = map[string]string{}
	for lw, c := range n.casing {
		if isAcronym(c) || hasInnerCapital(c) {
			rn.casing[lw] = c
		}
	}
	return &rn
}

// summary writes each line of a typed summary out at the word level, before the lines are
// made sentences and joined (plaintext.Paragraph): an arrow's right side then ends with its
// line.
func (n *notebook) summary(s string) string {
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		l, _ = plaintext.StripBullet(strings.TrimSpace(l))
		lines = append(lines, l)
	}
	return strings.Join(n.resumeLines(lines), "\n")
}

// writtenOut writes every bullet of the resume out at the word level (resumeLine).
// Headers, names, dates, schools and list items are left as typed: they are names, not
// notes.
func (n *notebook) writtenOut(r *resume.ResumeSections) {
	for _, list := range [][]resume.ExperienceEntry{r.Experience, r.Volunteer} {
		for i := range list {
			list[i].Bullets = n.resumeLines(list[i].Bullets)
		}
	}
	for i := range r.Projects {
		r.Projects[i].Bullets = n.resumeLines(r.Projects[i].Bullets)
	}
}

func (n *notebook) resumeLines(lines []string) []string {
	for i, l := range lines {
		lines[i] = n.resumeLine(l)
		if slashFirst.MatchString(lines[i]) {
			// "spay/neuter, dentals…": resume.Polish leaves a first word with a slash as it is,
			// as it may be a path; two words with a slash between them are a bullet's start.
			lines[i] = upperFirstLetter(lines[i])
		}
	}
	return lines
}

// slashFirst is a line opening with two lower-case words joined by a slash: "spay/neuter".
var slashFirst = regexp.MustCompile(`^\p{Ll}+/\p{L}+(?:[\s,;:]|$)`)
