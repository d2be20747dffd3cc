package match

import (
	"sort"
	"strconv"
	"strings"
)

// The experience a posting asks for (experienceRequirement) is credited from the whole text,
// not from one phrase: the years its dated roles add up to ("Cook, Oakfield (2019 – present)"),
// or that it states ("six years in hospital kitchens"), and work in the posting's line — the
// role's own word ("Chef") or half the posting's must-have skills. ADR 0030;
// web/src/features/match/engine/years.ts implements the same rules.

var monthWords = map[string]bool{
	"jan": true, "january": true, "feb": true, "february": true, "mar": true, "march": true, "apr": true, "april": true,
	"may": true, "jun": true, "june": true, "jul": true, "july": true, "aug": true, "august": true, "sep": true,
	"sept": true, "september": true, "oct": true, "october": true, "nov": true, "november": true, "dec": true, "december": true,
}

var presentWords = map[string]bool{"present": true, "current": true, "now": true, "today": true, "date": true, "ongoing": true}

// yearOf reads a token as a year from 1950 to the year after now, else 0.
func yearOf(t token, now int) int {
	if t.barrier != 0 || len(t.lower) != 4 || !isDigits(t.lower) {
		return 0
	}
	n, _ := strconv.Atoi(t.lower)
	if n < 1950 || n > now+1 {
		return 0
	}
	return n
}

// datedYears adds up the years of the text's date ranges ("2016 – 2019", "Jan 2018 – Mar 2021",
// "2019 – present"), counting overlapping ones once and leaving out lines that name a degree
// (a course's years are not experience).
func (v *Vocabulary) datedYears(text string, now int) int {
	type span struct{ from, to int }
	var spans []span
	for _, line := range strings.Split(normalise(text), "\n") {
		rs := []rune(line)
		toks := tokenize(line)
		degree := false
		for _, o := range v.findSkills(rs, toks) {
			if v.skills[o.skill].Category == "education" {
				degree = true
				break
			}
		}
		if degree {
			continue
		}
		for i, t := range toks {
			from := yearOf(t, now)
			if from == 0 {
				continue
			}
			for j := i + 1; j < len(toks) && j <= i+4; j++ {
				u := toks[j]
				if u.barrier == '–' || u.barrier == '—' || u.lower == "to" || u.lower == "until" || u.lower == "till" || monthWords[u.lower] {
					continue
				}
				to := yearOf(u, now)
				if presentWords[u.lower] {
					to = now
				}
				if to >= from {
					spans = append(spans, span{from, min(to, now)})
				}
				break
			}
		}
	}
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].from < spans[j].from })
	total, end := 0, 0
	for _, s := range spans {
		if s.from > end {
			end = s.from
		}
		if s.to > end {
			total += s.to - end
			end = s.to
		}
	}
	return min(total, 60)
}

// experienceEvidence is the text's evidence of the experience a posting asks for, nil when it
// has none: its years (when the posting asks for a number of them) and its words for the kind
// of work.
func (v *Vocabulary) experienceEvidence(p *Posting, req Requirement, f *found, text string, now int) []string {
	var evidence []string
	if req.years > 0 {
		n := max(v.datedYears(text, now), v.yearsIn(tokenize(normalise(text))))
		if n < req.years {
			return nil
		}
		evidence = append(evidence, strconv.Itoa(n)+" years")
	}
	if w := v.roleWordIn(p.Role, f); w != "" {
		return append(evidence, w)
	}
	total, shown, first := 0, 0, ""
	for _, r := range p.Requirements {
		if r.skill < 0 || !r.MustHave || v.light[r.Category] {
			continue
		}
		total++
		words := f.words[r.skill]
		if words == nil {
			if by, ok := f.via[r.skill]; ok {
				words = f.words[by]
			} else if by, ok := f.byAlternative(r); ok {
				words = f.words[by]
			}
		}
		if words != nil {
			shown++
			if first == "" {
				first = words[0]
			}
		}
	}
	if total == 0 || 2*shown < total {
		return nil
	}
	return append(evidence, first)
}

// roleWordIn is the text's word for the role's last role word ("Chef" for "Chef - Part
// Time"), "" when the text does not have it or the word names no line of work ("Associate").
func (v *Vocabulary) roleWordIn(role string, f *found) string {
	toks := tokenize(normalise(role))
	for i := len(toks) - 1; i >= 0; i-- {
		if v.isRoleWord(toks[i]) {
			if v.broadRoleWords[toks[i].lower] {
				return "" // "Associate", "Manager": any line of work has them
			}
			if words := f.stems[toks[i].stem]; words != nil {
				return words[0]
			}
			return ""
		}
	}
	return ""
}
