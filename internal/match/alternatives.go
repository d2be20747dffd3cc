package match

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// A posting that names skills as alternatives ("Kubernetes or ECS", "Tableau, Looker or Power
// BI", "a Bachelor's or Master's degree", "AAT / CIPP") asks for one of them, not each: read
// as must-haves, every alternative a candidate lacks counts against them. The first named
// stays what its clause makes it; the others are read as nice-to-haves there (ADR 0068).
// Fields of work joined by "or" ("retail or customer service experience", "leading a team in
// logistics or warehousing") are each a fair must-have, as our corpus reads them, and stay so.
// web/src/features/match/engine/alternatives.ts implements the same rule.

// altRun is a run of a clause's skills named as alternatives: occ[start:end].
type altRun struct{ start, end int }

// alternativeRuns are the runs of a clause's skills (occ, left to right) that name
// alternatives: joined by commas, "or" or " / " with at least one "or" or " / " in them, and
// not fields of work. Everything after a run's first skill is named as its alternative.
func alternativeRuns(rs []rune, toks []token, occ []occurrence) []altRun {
	var runs []altRun
	start, anyOr := 0, false
	flush := func(end int) {
		if anyOr && !fieldsOfWork(toks, occ[start], occ[end-1]) {
			runs = append(runs, altRun{start, end})
		}
	}
	for k := 1; k < len(occ); k++ {
		link := altLink(rs, toks, occ[k-1], occ[k])
		if link == "" {
			flush(k)
			start, anyOr = k, false
			continue
		}
		anyOr = anyOr || link != ","
	}
	if len(occ) > 0 {
		flush(len(occ))
	}
	return runs
}

// altLink is what joins two skills next to each other — ",", "or", ", or", " / ", "and/or"
// with the spaces taken out — and "" for anything else ("and", other words, "/" without
// spaces). "or" also joins a skill to an acronym the posting spells out before it: "RMN or
// Learning Disability / RNLD" (see orSpelledOut).
func altLink(rs []rune, toks []token, a, b occurrence) string {
	from, to := toks[a.at+a.n-1].end, toks[b.at].start
	if from > to || to > len(rs) {
		return ""
	}
	if orSpelledOut.MatchString(string(rs[from:to])) && b.n == 1 && isAcronym(toks[b.at]) {
		return "or"
	}
	raw := lowerString(string(rs[from:to]))
	gap := strings.Join(strings.Fields(raw), "")
	switch gap {
	case ",", "or", ",or", "and/or", ",and/or":
		return gap
	case "/":
		if strings.Contains(raw, " / ") {
			return gap // "AAT / CIPP"; "UI/UX design" asks for both
		}
	}
	return ""
}

// orSpelledOut is the gap of an either/or ask whose second half is a name and its acronym:
// "or", one to four capitalised words, a slash ("… / RMN or Learning Disability / RNLD"). The
// acronym after it is checked by isAcronym.
var orSpelledOut = regexp.MustCompile(`^\s+or\s+(?:\p{Lu}[\p{L}'-]*\s+){0,3}\p{Lu}[\p{L}'-]*\s*/\s*$`)

// isAcronym: a word of two or more letters, all capitals ("RNLD").
func isAcronym(t token) bool {
	letters := 0
	for _, r := range t.surface {
		switch {
		case unicode.IsUpper(r):
			letters++
		case !unicode.IsDigit(r):
			return false
		}
	}
	return t.barrier == 0 && letters >= 2
}

// fieldWords after a run of skills make them fields of work ("… sales experience").
var fieldWords = map[string]bool{
	"experience": true, "experienced": true, "background": true, "backgrounds": true, "role": true, "roles": true,
	"setting": true, "settings": true, "environment": true, "environments": true, "sector": true, "sectors": true,
}

// fieldsOfWork: the run of skills from first to last names fields of work, "in" before it or
// a field word after it.
func fieldsOfWork(toks []token, first, last occurrence) bool {
	if after := last.at + last.n; after < len(toks) && fieldWords[toks[after].lower] {
		return true
	}
	return first.at > 0 && toks[first.at-1].lower == "in"
}

// A candidate who has one of the alternatives meets the ask ("Excel or Google Sheets" with only
// Google Sheets): the others are not missing, and are credited to the one they have (ADR 0073).

// addAlternatives notes, for each skill of a run, the run's other skills.
func addAlternatives(alts map[int][]int, occ []occurrence, r altRun) {
	for k := r.start; k < r.end; k++ {
		for m := r.start; m < r.end; m++ {
			if s, o := occ[k].skill, occ[m].skill; s != o && !slices.Contains(alts[s], o) {
				alts[s] = append(alts[s], o)
			}
		}
	}
}

// byAlternative is the skill of the text that meets req as one of its alternatives, and
// whether there is one: the first of req's alternatives the text names in its own words.
func (f *found) byAlternative(req Requirement) (int, bool) {
	for _, a := range req.alts {
		if f.words[a] != nil {
			return a, true
		}
	}
	return 0, false
}
