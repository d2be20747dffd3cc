package match

import "strings"

// A posting's "N years" asks for experience only when the years are the candidate's work:
// "3+ years of experience", "5 years in a kitchen", "two years' work as a porter", "4 years
// building APIs", "3 years of Python". The same phrase also tells a company's age ("the canteen
// celebrated 30 years of success last May", "for over 50 years we have cooked for…"), which a
// posting pasted as one paragraph runs into its requirements; read as "30+ years of
// experience" it fails every applicant (ADR 0068). web/src/features/match/engine/yearsAsked.ts
// implements the same rules.

// yearsQualifiers are the words between a verb and its number that do not change whom the
// years belong to ("celebrated over 30 years", "for the past 50 years").
var yearsQualifiers = map[string]bool{
	"over": true, "more": true, "than": true, "nearly": true, "almost": true, "about": true, "around": true,
	"some": true, "the": true, "past": true, "last": true, "well": true, "a": true, "further": true, "another": true,
}

// companyAgeVerbs before a number make its years the employer's ("celebrated 30 years",
// "marking 25 years"); "for" does too ("for over 50 years we have…") unless the clause names
// work before it ("worked in a care home for 2 years").
var companyAgeVerbs = map[string]bool{
	"celebrated": true, "celebrating": true, "celebrate": true, "celebrates": true, "marked": true, "marking": true,
	"marks": true, "mark": true, "since": true, "spanning": true, "spans": true,
}

// workWords tie years to work wherever they stand near them ("3 years' relevant experience").
var workWords = map[string]bool{
	"experience": true, "experiences": true, "experienced": true, "work": true, "worked": true, "working": true,
	"employment": true, "pqe": true, "practice": true,
}

// yearsLinks tie years to work when they follow them ("5 years in a kitchen", "2 years as a
// porter", "two years on a service desk")…
var yearsLinks = map[string]bool{"in": true, "as": true, "on": true, "within": true, "with": true}

// …unless what follows is the employer's standing ("30 years in business", "25 years with us",
// "30 years of success").
var companyAgeObjects = map[string]bool{
	"business": true, "operation": true, "existence": true, "us": true, "trading": true, "success": true,
	"service": true, "serving": true, "excellence": true, "history": true, "heritage": true, "growth": true,
}

// notWorkGerunds follow years without making them work ("six years running", "30 years
// serving the town").
var notWorkGerunds = map[string]bool{"running": true, "serving": true, "trading": true}

// bareYearsWords may stand with the years in an item under a requirements heading that asks
// for nothing else ("Minimum 3 years", "2+ years required").
var bareYearsWords = map[string]bool{
	"minimum": true, "min": true, "at": true, "least": true, "required": true, "preferred": true, "essential": true,
	"desirable": true, "or": true, "more": true, "plus": true, "of": true, "over": true, "a": true,
}

// yearsAsked is the largest number of years a clause asks for as experience, and the index of
// its number (-1 for none): yearsIn's "N years", kept only when tied to work. listed says the
// clause is an item under a requirements or nice-to-haves heading, where "Minimum 3 years"
// alone is the ask.
func (v *Vocabulary) yearsAsked(c clause, listed bool) (int, int) {
	best, at := 0, -1
	var inSkill []bool
	for i, t := range c.toks {
		n := v.numberValue(t)
		if n < 1 || n > 40 || n <= best {
			continue
		}
		if i > 0 && (v.numberValue(c.toks[i-1]) > 0 || c.toks[i-1].lower == "to" || c.toks[i-1].lower == "or") {
			continue
		}
		j := v.yearsWordAfter(c.toks, i)
		if j < 0 || v.companyAge(c.toks, i) || v.employersYears(c, i, j) {
			continue
		}
		if inSkill == nil {
			inSkill = v.skillTokens(c)
		}
		if v.yearsTiedToWork(c.toks, j, inSkill, listed) || workBefore(c.toks, i) || listed && bareYears(c.toks, i, j) {
			best, at = n, i
		}
	}
	return best, at
}

// yearsWordAfter is the index of "years" after the number at i ("5+ years", "five (5) years",
// "10 or more years"), -1 when none.
func (v *Vocabulary) yearsWordAfter(toks []token, i int) int {
	for j := i + 1; j < len(toks) && j <= i+4; j++ {
		u := toks[j]
		if u.stem == "year" || u.stem == "yr" {
			return j
		}
		if u.barrier == '(' || u.barrier == ')' || v.numberValue(u) > 0 || u.lower == "to" || u.lower == "or" || u.lower == "plus" || u.lower == "more" {
			continue
		}
		return -1
	}
	return -1
}

// companyAge: the word before the number at i (past "over", "the past"…) makes the years the
// employer's.
func (v *Vocabulary) companyAge(toks []token, i int) bool {
	k := i - 1
	for k >= 0 && toks[k].barrier == 0 && yearsQualifiers[toks[k].lower] {
		k--
	}
	if k < 0 || toks[k].barrier != 0 {
		return false
	}
	w := toks[k].lower
	return companyAgeVerbs[w] || w == "for" && !workBefore(toks, i)
}

// yearsTiedToWork: the words after "years" at j make them work — a work word among the next
// four, a link ("in", "as"), a gerund ("building"), or "of" and then, before any punctuation,
// a skill, a role or a work word ("of Python", "of classroom teaching", "of backend
// development experience"). In an item under a requirements heading (listed) "of" and any
// words but the employer's standing will do: a paste that lost its line breaks can cut the
// item before its work word ("1+ year of online or classroom | English teaching experience").
func (v *Vocabulary) yearsTiedToWork(toks []token, j int, inSkill []bool, listed bool) bool {
	for k := j + 1; k < len(toks) && k <= j+4 && toks[k].barrier == 0; k++ {
		if workWords[toks[k].lower] || toks[k].lower == "post" && k+1 < len(toks) && postQualified(toks[k+1].lower) {
			return true
		}
	}
	k := j + 1
	for k < len(toks) && toks[k].barrier == 0 && (toks[k].lower == "s" || toks[k].lower == "plus") {
		k++ // "years' …" leaves an "s" in some pastes ("year's")
	}
	if k >= len(toks) || toks[k].barrier != 0 {
		return false
	}
	w := toks[k].lower
	switch {
	case yearsLinks[w]:
		return k+1 < len(toks) && !companyAgeObjects[toks[k+1].lower]
	case strings.HasSuffix(w, "ing") && len([]rune(w)) > 4:
		return !notWorkGerunds[w]
	case w == "of":
		for m := k + 1; m < len(toks) && m <= k+6 && toks[m].barrier == 0; m++ {
			if companyAgeObjects[toks[m].lower] {
				return false
			}
			if inSkill[m] || v.isRoleWord(toks[m]) || workWords[toks[m].lower] {
				return true
			}
		}
		return listed && k+1 < len(toks) && toks[k+1].barrier == 0
	}
	return false
}

// postQualified is the second half of "post-qualification", "post-registration".
func postQualified(w string) bool {
	return strings.HasPrefix(w, "qualif") || strings.HasPrefix(w, "regist") || strings.HasPrefix(w, "graduat")
}

// workBefore: the clause names work before index i ("Experience: 3 years", "worked in a care
// home for 2 years").
func workBefore(toks []token, i int) bool {
	for k := 0; k < i; k++ {
		if workWords[toks[k].lower] {
			return true
		}
	}
	return false
}

// bareYears: the clause is the years from i to j and words that only qualify them.
func bareYears(toks []token, i, j int) bool {
	for k, t := range toks {
		if (k < i || k > j) && t.barrier == 0 && !bareYearsWords[t.lower] {
			return false
		}
	}
	return true
}

// skillTokens marks the clause's tokens that belong to a skill other than a soft skill or a
// condition.
func (v *Vocabulary) skillTokens(c clause) []bool {
	in := make([]bool, len(c.toks))
	for _, o := range v.findSkills(c.runes, c.toks) {
		if v.light[v.skills[o.skill].Category] {
			continue
		}
		for k := o.at; k < o.at+o.n; k++ {
			in[k] = true
		}
	}
	return in
}

// The employer also states its experience in years: "With over 35 years of experience, we
// look after…", "Our firm has 30 years of experience in payroll", "Ledgerline brings 25 years
// of experience". Whose years they are is the subject of the sentence, before the years or
// after the opening phrase that holds them; "With 3+ years of experience, you will…" and "We
// are looking for someone with 3 years of experience" still ask (ADR 0073).

// employerNouns after "the" name the employer as a subject ("the company has…").
var employerNouns = map[string]bool{
	"company": true, "firm": true, "business": true, "group": true, "practice": true, "charity": true, "trust": true,
	"organisation": true, "organization": true, "team": true, "agency": true, "studio": true, "brand": true,
}

// claimVerbs between the employer and its years make them its own ("we have 30 years…").
var claimVerbs = map[string]bool{
	"have": true, "has": true, "had": true, "ve": true, "bring": true, "brings": true, "boast": true, "boasts": true,
	"combine": true, "combines": true,
}

// candidatePronouns stand for the hire in a posting's prose ("They have 3 years of…").
var candidatePronouns = map[string]bool{"they": true, "he": true, "she": true, "i": true}

// openingPhraseWords open a phrase that holds the years before the sentence's subject ("With
// over 35 years of experience, we…", "After 30 years in payroll, our team…", "Drawing on 40
// years of…").
var openingPhraseWords = map[string]bool{
	"with": true, "after": true, "having": true, "boasting": true, "bringing": true, "combining": true, "drawing": true,
	"backed": true, "built": true,
}

// employersYears: the "N years" from i to j is the employer's, its subject before it ("Our
// firm has 30 years") or after the opening phrase that holds it ("With 35 years of
// experience, we…", "…, Brightwire Electrical wires…"): any subject there but the candidate
// ("you", "the successful applicant"), whom a posting so written asks for the years.
func (v *Vocabulary) employersYears(c clause, i, j int) bool {
	k := i - 1
	for k >= 0 && c.toks[k].barrier == 0 && yearsQualifiers[c.toks[k].lower] {
		k--
	}
	if k < 0 || c.toks[k].barrier != 0 {
		return false
	}
	if claimVerbs[c.toks[k].lower] {
		if k > 0 && capitalised(c.toks[k-1]) && !candidatePronouns[c.toks[k-1].lower] && v.jobWords.longestAt(c.toks, k-1) == nil {
			return true // a name the reader did not take for the company's ("… Brightwire Electrical has 25 years"), not "You have"
		}
		for s := k - 1; s >= 0 && s >= k-3; s-- {
			if employerSubjectAt(c, s) {
				return true
			}
			if c.toks[s].barrier != 0 {
				return false
			}
		}
		return false
	}
	if (c.toks[k].lower == "on" || c.toks[k].lower == "by") && k > 0 {
		k-- // "Drawing on 40 years", "Backed by 30 years"
	}
	// The phrase opens the sentence: first in the clause, or capitalised where a paste ran the
	// sentence on from the header ("Ledgerline Accounting With over 25 years…"); "someone with
	// 3 years of experience, we train…" is an ask.
	if !openingPhraseWords[c.toks[k].lower] || k > 0 && !capitalised(c.toks[k]) {
		return false
	}
	for m := j + 1; m+1 < len(c.toks); m++ {
		if c.toks[m].barrier == ',' {
			return employerSubjectAt(c, m+1) || c.toks[m+1].barrier == 0 && v.jobWords.longestAt(c.toks, m+1) == nil
		}
		if c.toks[m].barrier != 0 {
			return false
		}
	}
	return false
}

// employerSubjectAt: the words at k name the employer — "we", "our …", "the company", or its
// name (taken out of the clause, its words are barriers there).
func employerSubjectAt(c clause, k int) bool {
	t := c.toks[k]
	switch {
	case t.barrier != 0:
		return t.start < len(c.runes) && isWordRune(c.runes[t.start]) // the employer's name, masked
	case t.lower == "we" || t.lower == "our":
		return true
	}
	return t.lower == "the" && k+1 < len(c.toks) && employerNouns[c.toks[k+1].lower]
}

// employersExperience: the clause states the employer's years ("With over 50 years of
// industry experience, we…"), so its words of experience ask for none.
func (v *Vocabulary) employersExperience(c clause) bool {
	for i := range c.toks {
		if v.numberValue(c.toks[i]) > 0 {
			if j := v.yearsWordAfter(c.toks, i); j > 0 && v.employersYears(c, i, j) {
				return true
			}
		}
	}
	return false
}
