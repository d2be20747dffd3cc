package writer

import (
	"regexp"
	"strings"
)

// Names and kinds a note types in lower case that a rule of their own writes out: a company
// named by its kind after "at" ("the last 3 at saas co"), a report's or a class's type in
// Roman numerals ("soc 2 type ii"), and a retired role's years ("retired rn 31 yrs").

var (
	// kindCompanyAt is a company named by its industry after "at", with no article: "at saas
	// co" is "at a SaaS company". "at acme co" is a name and stays, "tech co-op" a co-op.
	kindCompanyAt = regexp.MustCompile(`(?i)\bat ((?:saas|tech|fintech|healthtech|edtech|proptech|insurtech|biotech|software|startup|consulting|staffing|logistics|insurance|payments|marketing|media|retail|e-?commerce|b2b|b2c) )co\b([^.&'’-]|$)`)
	// typeNumeral is a type, tier or class in Roman numerals after a code: "SOC 2 type ii" is
	// "SOC 2 Type II" as the report is named, "EPA 608 Type II" as the certification is; a stage or
	// a level keeps its word ("stage IV").
	typeNumeral = regexp.MustCompile(`(?i)(\b[a-z]{2,5} \d+ )type (i|ii)\b`)
	// retiredYears is a retired role with its years: "retired rn 31 yrs, last 12 in
	// palliative care" is a career of 31 years, not 31 years of being retired.
	retiredYears   = regexp.MustCompile(`(?i)^retired ([a-z][a-z -]{0,30}?),? (\d+)\+? (?:yrs|years)\b`)
	afterYearsLast = regexp.MustCompile(`(?i)(, after \d+ years), last (\d+)\b`)
	// romanAfter is a Roman numeral after the words that take one: "stage iv", "level ii".
	romanAfter = regexp.MustCompile(`(?i)\b(stage|level|tier|class|phase|grade|type) (i{1,3}|iv|vi{0,3}|ix|x)\b([^'’-]|$)`)
)

// kindTidy writes the kinds and numerals above as they are named.
func kindTidy(s string) string {
	s = withArticle(s)
	s = retiredYears.ReplaceAllString(s, "retired $1, after $2 years")
	s = afterYearsLast.ReplaceAllString(s, "$1, the last $2")
	s = kindCompanyAt.ReplaceAllString(s, "at a ${1}company$2")
	s = formerEmployers.ReplaceAllStringFunc(s, func(m string) string {
		g := formerEmployers.FindStringSubmatch(m)
		orgs := strings.Split(strings.ReplaceAll(g[1], " + ", " and "), " and ")
		for i, o := range orgs {
			if typedLower(o) {
				orgs[i] = orgCase(strings.ToLower(o)) // "Boston dynamics" (the place cased, the name not)
			}
		}
		return "ex-" + strings.Join(orgs, " and ") + " " + g[2] // "ex-boston dynamics and amazon robotics team"
	})
	s = typeNumeral.ReplaceAllStringFunc(s, func(m string) string {
		g := typeNumeral.FindStringSubmatch(m)
		return g[1] + "Type " + strings.ToUpper(g[2])
	})
	return romanAfter.ReplaceAllStringFunc(s, func(m string) string {
		g := romanAfter.FindStringSubmatch(m)
		return g[1] + " " + strings.ToUpper(g[2]) + g[3]
	})
}

var (
	// formerEmployers are the companies a team came from, typed in lower case before "team":
	// "ex-boston dynamics and amazon robotics team".
	formerEmployers = regexp.MustCompile(`\bex-([A-Za-z][A-Za-z0-9&'+ ]*?[A-Za-z0-9]) ((?:founding |core |engineering |leadership )?team|engineers|founders)\b`)
	// colonThenDone is a note's colon before what was done in the role: "I have been a unit
	// educator for 3 years: ran orientation for 40+ new grads".
	colonThenDone = regexp.MustCompile(`^(I (?:have been|am|was) .+? for \d+\+? (?:years|months)): ([a-z]+)\b`)
	// degreeInProgress is a degree under way after a comma: ", msn in progress".
	degreeInProgress = regexp.MustCompile(`(?i), ([a-z]{2,5}) in progress\b`)
	// saintName is a saint's name typed without its capitals or apostrophe: "st marys".
	saintName = regexp.MustCompile(`(?i)\bst\.? (mary|luke|john|joseph|jude|vincent|anne|ann|elizabeth|paul|peter|michael|david|patrick|catherine|clare|margaret|andrew|george|anthony|francis|agnes|barnabas|thomas|james)(?:'?s)\b`)
)

// madeThing is a thing made, typed without its article: "built sepsis sim day", "started
// peer mentoring program". A thing run is left to the rules that know it as the team's ("ran
// the orientation program").
var madeThing = regexp.MustCompile(`(?i)\b(built|created|designed|launched|started|organized|organised|founded|developed|set up) ((?:[a-z][a-z-]* ){0,3}(?:day|program|programme|course|workshop|series|fair|camp|drive|tracker|dashboard|template|toolkit|newsletter|podcast|club|curriculum))\b`)

// withArticle gives a thing made its article where the note left it out.
func withArticle(s string) string {
	return madeThing.ReplaceAllStringFunc(s, func(m string) string {
		g := madeThing.FindStringSubmatch(m)
		first, rest, _ := strings.Cut(strings.ToLower(g[2]), " ")
		if known := knownCasing[first]; known != "" && rest != "" && !determiners[first] && (len(known) <= 3 || !isAcronym(known)) {
			// Letters said one by one ("HIV") or a name ("Epic") take their article; "LOTO" is
			// said as a word, which the letters' article would not know.
			return g[1] + " " + article(known) + known + " " + rest // "launched hiv testing drive": an HIV testing drive
		}
		if determiners[first] || numberWords[first] || first == "own" || strings.HasSuffix(first, "'s") || len(first) <= 3 || knownCasing[first] != "" {
			// "built hiv testing drive": a short word may be letters the notebook cases later
			return m
		}
		return g[1] + " " + article(g[2]) + g[2]
	})
}

// sentenceTidy mends a sentence the notebook wrote from a note line where the note's own
// punctuation or shorthand is left: the colon before a thing done, a degree in progress after a
// comma, a saint's name.
func sentenceTidy(s string) string {
	if m := colonThenDone.FindStringSubmatchIndex(s); m != nil && pastTenseVerbs[s[m[4]:m[5]]] {
		s = s[:m[3]] + ", and I " + s[m[4]:]
	}
	s = degreeInProgress.ReplaceAllStringFunc(s, func(m string) string {
		g := degreeInProgress.FindStringSubmatch(m)
		if !degreeWords[strings.ToLower(g[1])] {
			return m
		}
		return ", and my " + degreeCasing(g[1]) + " is in progress"
	})
	return saintName.ReplaceAllStringFunc(s, func(m string) string {
		g := saintName.FindStringSubmatch(m)
		return "St. " + strings.ToUpper(g[1][:1]) + strings.ToLower(g[1][1:]) + "'s"
	})
}

// typedLower reports a name with a word typed in lower case and none with inner capitals:
// "Boston dynamics" (the place cased by the writer) was typed lower case; "McKinsey" was not.
func typedLower(name string) bool {
	lower := false
	for _, w := range strings.Fields(name) {
		if hasInnerCapital(w) {
			return false
		}
		lower = lower || len(w) >= 3 && isLowerWord(w)
	}
	return lower
}
