package writer

import (
	"strings"

	"github.com/draftsmith/draftsmith/internal/resume"
)

// A resume typed in lower case ("soc analyst tier 1 — cyberguard mssp", "splunk, python")
// reads as notes. The built-in writer gives it the capitals a reader expects: a name or an
// acronym the user capitalised anywhere in the form, or a known one, in the skills and bullets
// ("Splunk", "ELK"); and a job's title and employer, and a school, in title case. A field the
// user typed with any capital is theirs and is left as typed. Only letters' case changes.

// cased gives the resume's lower-case fields their capitals.
func (n *notebook) cased(r *resume.ResumeSections) {
	for i, s := range r.Skills {
		r.Skills[i] = n.caseWords(s, true)
	}
	for _, list := range [][]resume.ExperienceEntry{r.Experience, r.Volunteer} {
		for i := range list {
			e := &list[i]
			if isLowerText(e.Role) {
				e.Role = titleCase(n.caseWords(e.Role, false))
			}
			if isLowerText(e.Company) {
				e.Company = n.caseWords(orgAside(e.Company), false)
			}
			for j, b := range e.Bullets {
				e.Bullets[j] = n.caseWords(b, false)
			}
		}
	}
	for i := range r.Projects {
		for j, b := range r.Projects[i].Bullets {
			r.Projects[i].Bullets[j] = n.caseWords(b, false)
		}
	}
	for i := range r.Education {
		if e := &r.Education[i]; isLowerText(e.School) {
			school := n.caseWords(orgCase(e.School), false)
			e.Text = strings.Replace(e.Text, e.School, school, 1) // the line as typed shows it too
			e.School = school
		}
	}
}

// isLowerText reports a field typed with no capital at all.
func isLowerText(s string) bool { return s != "" && strings.ToLower(s) == s }

// caseWords sets the casing of the names and acronyms in s, word by word, and nothing else:
// a skill is a name, and a bullet's shorthand was written out before (resumeLine). In a list of
// skills every known name is a name ("swift", "sketch"); elsewhere a name that is also a
// plain word keeps the user's case, since "a swift fix" or "sketch the flow" are plain words.
func (n *notebook) caseWords(s string, skillList bool) string {
	return noteWord.ReplaceAllStringFunc(s, func(w string) string {
		lw := strings.ToLower(w)
		switch {
		case !isPlainWord(w):
			return w
		case lw == "dbt" && n.dataWork:
			return "dbt" // the data tool, not dialectical behaviour therapy
		case n.casing[lw] != "" && (isAcronym(n.casing[lw]) || hasInnerCapital(n.casing[lw])):
			// "NCLEX", "iOS" typed anywhere; a capital at a word's start alone may be a title's
			// ("Product Design"), not a name.
			return n.casing[lw]
		case knownCasing[lw] != "" && !ambiguousCasing[lw] && (skillList || !plainWordNames[lw]):
			return knownCasing[lw]
		}
		return w
	})
}

// plainWordNames are known names that are also everyday words.
var plainWordNames = wordSet(`swift sketch notion slack epic oracle excel rust react spark jest ruby rails flask stripe gong
redux vite canvas relativity outreach sage grace rhino opera markdown`)

// titleCase writes a job title in title case: "soc analyst tier 1" → "SOC Analyst Tier 1",
// "it helpdesk" → "IT Helpdesk". Short joining words stay lower case after the first word.
func titleCase(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		lw := strings.ToLower(w)
		switch {
		case i == 0 && lw == "it":
			words[i] = "IT" // "it helpdesk", "it support": information technology
		case i > 0 && strings.HasSuffix(words[i-1], ",") && hospitalUnits[lw]:
			words[i] = strings.ToUpper(w) // "rn, er" → "RN, ER": the unit after the title
		case i > 0 && titleSmallWords[lw]:
		case isPlainLowerWord(w):
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// hospitalUnits are the units a nurse names after a title, said by their letters.
var hospitalUnits = wordSet(`er ed icu micu sicu nicu picu pacu or l&d`)

var titleSmallWords = wordSet(`of and the for in at to on a an or with`)
