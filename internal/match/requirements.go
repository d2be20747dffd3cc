package match

import (
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// Requirements from a posting's clauses: skills, experience, keywords, years and seniority.

type mentions struct {
	req       Requirement
	best      int
	count     int
	title     bool
	must      bool
	mustSoft  bool // mentioned in the body outside any section: a must-have when the posting lists no requirements
	onlyAbout bool // mentioned only in the employer's description
	alone     bool // mentioned once or more outside a run of alternatives: asked for on its own
	words     map[string]bool
}

func (m *mentions) addWords(w string) {
	if lw := lowerString(w); !m.words[lw] && len(m.req.Words) < 5 {
		m.words[lw] = true
		m.req.Words = append(m.req.Words, w)
	}
}

func (v *Vocabulary) skillRequirements(cls []clause, hasRequired bool) []Requirement {
	found := map[int]*mentions{}
	alts := map[int][]int{} // skill → the skills named as its alternatives
	var order []int
	for _, c := range cls {
		var occ []occurrence
		for _, o := range v.findSkills(c.runes, c.toks) {
			if !v.namesUnit(c.toks, o) { // "the Accounting and Shipping departments", "our Finance team"
				occ = append(occ, o)
			}
		}
		runOf := make([]int, len(occ))
		for k := range runOf {
			runOf[k] = -1
		}
		for ri, r := range alternativeRuns(c.runes, c.toks, occ) {
			addAlternatives(alts, occ, r)
			for k := r.start; k < r.end; k++ {
				runOf[k] = ri
			}
		}
		for k, o := range occ {
			ctx := c.ctx
			if runOf[k] >= 0 && k > 0 && runOf[k-1] == runOf[k] && (ctx == ctxRequired || ctx == ctxDuties || ctx == ctxGeneral) {
				ctx = ctxPreferred // "Kubernetes or ECS": one of them is asked for
			}
			m := found[o.skill]
			if m == nil {
				s := v.skills[o.skill]
				m = &mentions{req: Requirement{ID: s.ID, Skill: s.Name, Category: s.Category, Words: []string{}, skill: o.skill,
					first: c.pos + o.at}, words: map[string]bool{}}
				found[o.skill] = m
				order = append(order, o.skill)
			}
			if m.count == 0 {
				m.onlyAbout = true
			}
			m.onlyAbout = m.onlyAbout && c.ctx == ctxAbout
			m.count++
			m.best = max(m.best, v.contextWeight(ctx))
			m.title = m.title || ctx == ctxTitle
			m.must = m.must || ctx == ctxRequired || ctx == ctxTitle || ctx == ctxDuties
			m.mustSoft = m.mustSoft || ctx == ctxGeneral
			m.alone = m.alone || runOf[k] < 0
			m.addWords(o.words)
		}
	}
	out := make([]Requirement, 0, len(order))
	for _, i := range order {
		m := found[i]
		if !v.inContext(i, found) || m.onlyAbout {
			continue // "Spring" without Java; a topic of the employer's own description
		}
		w := m.best + min(m.count-1, v.weights.RepeatCap)*v.weights.RepeatBonus
		if m.title {
			w += v.weights.TitleBonus
		}
		if v.light[m.req.Category] {
			w = (w + v.weights.SoftDivisor - 1) / v.weights.SoftDivisor
		}
		m.req.Weight = w
		m.req.MustHave = m.must || !hasRequired && m.mustSoft
		if !m.alone {
			m.req.alts = alts[i] // asked for only as one of several: any of them meets it
		}
		out = append(out, m.req)
	}
	return out
}

// namesUnit reports whether a skill's mention names a part of the organisation: followed, up
// to three capitalised words or "and" on, by "department", "team"… ("Accounting and
// Shipping departments", "our Finance team").
func (v *Vocabulary) namesUnit(toks []token, o occurrence) bool {
	for j := o.at + o.n; j < len(toks) && j <= o.at+o.n+3; j++ {
		t := toks[j]
		switch {
		case t.barrier != 0:
			return false
		case v.unitWords[t.lower]:
			return true
		case t.lower != "and" && t.lower != "or" && !capitalised(t):
			return false // "coach your team", "create content with our design team"
		}
	}
	return false
}

// inContext reports whether a skill that is also an ordinary word where other skills are
// absent ("Spring" without Java is a season) has one of the skills it needs in the posting.
func (v *Vocabulary) inContext(skill int, found map[int]*mentions) bool {
	if len(v.with[skill]) == 0 {
		return true
	}
	for _, j := range v.with[skill] {
		if found[j] != nil {
			return true
		}
	}
	return false
}

// experienceRequirement is the experience a posting asks for in so many words: "3+ years of
// experience", "previous experience is essential", "experience in a similar role". Experience
// of a named skill ("experience with Python") is that skill's requirement instead; a number of
// years always makes one. Its weight is its best clause's, like a skill's.
func (v *Vocabulary) experienceRequirement(cls []clause, hasRequired bool, years int) (Requirement, bool) {
	r := Requirement{ID: experienceID, Category: "experience", Words: []string{}, skill: -1, first: -1}
	best, must, mustSoft, preferredYears := 0, false, false, 0
	words := map[string]bool{}
	for _, c := range cls {
		if c.ctx == ctxAbout {
			continue
		}
		n, yearsAt := v.yearsAsked(c, c.ctx == ctxRequired || c.ctx == ctxPreferred)
		phrase, at := v.experienceAt(c.toks)
		if n == 0 && (phrase == 0 || v.namesSkill(c) || v.employersExperience(c)) {
			continue
		}
		if n > 0 && c.ctx == ctxPreferred {
			preferredYears = max(preferredYears, n)
		}
		if r.first < 0 {
			r.first = c.pos + at
		}
		best = max(best, v.contextWeight(c.ctx))
		must = must || c.ctx == ctxRequired || c.ctx == ctxTitle || c.ctx == ctxDuties
		mustSoft = mustSoft || c.ctx == ctxGeneral
		var w string
		if phrase > 0 {
			w = spanOf(c.runes, c.toks[at:at+phrase])
		} else {
			w = v.yearsWords(c, yearsAt)
		}
		if lw := lowerString(w); w != "" && !words[lw] && len(r.Words) < 5 {
			words[lw] = true
			r.Words = append(r.Words, w)
		}
	}
	if r.first < 0 {
		return r, false
	}
	r.years = years
	if years == 0 {
		r.years = preferredYears
	}
	if r.years > 0 {
		r.Skill = strconv.Itoa(r.years) + "+ years of experience"
	} else {
		r.Skill = "Previous experience in the role"
	}
	r.Weight = best
	r.MustHave = must || !hasRequired && mustSoft
	return r, true
}

// experienceAt finds a phrase that asks for experience as such ("previous experience",
// "experience in a similar role"): its length in tokens and where it starts, 0 when none.
func (v *Vocabulary) experienceAt(toks []token) (int, int) {
	for i := range toks {
		if p := v.experiencePhrases.longestAt(toks, i); p != nil {
			return len(p.keys), i
		}
	}
	return 0, 0
}

// namesSkill reports whether a clause names one of the vocabulary's skills (other than a soft
// skill or a condition): "previous experience with Excel" asks for Excel.
func (v *Vocabulary) namesSkill(c clause) bool {
	for _, o := range v.findSkills(c.runes, c.toks) {
		if !v.light[v.skills[o.skill].Category] {
			return true
		}
	}
	return false
}

// yearsWords are a clause's words from the number of years at i to "years" ("3+ years").
func (v *Vocabulary) yearsWords(c clause, i int) string {
	if i < 0 {
		return ""
	}
	if j := v.yearsWordAfter(c.toks, i); j > 0 {
		if i >= 2 && (c.toks[i-1].barrier == '–' || c.toks[i-1].barrier == '—' || c.toks[i-1].lower == "to") && v.numberValue(c.toks[i-2]) > 0 {
			i -= 2 // "1–3 years": the range, though its top is the number read
		}
		return spanOf(c.runes, c.toks[i:j+1])
	}
	return ""
}

// keywordRequirements are words the vocabulary does not know that the posting repeats in its
// requirements and duties ("underwriting", "visits"): not stop-words or generic posting
// words, not names (never written in lower case), not the role's or company's words, and
// not part of a skill.
func (v *Vocabulary) keywordRequirements(cls []clause, p *Posting) []Requirement {
	if v.keywords.Max == 0 {
		return nil
	}
	own := map[string]bool{}
	for _, s := range []string{p.Role, p.Company} {
		for _, t := range tokenize(normalise(s)) {
			own[t.stem] = true
		}
	}
	type kw struct {
		req       Requirement
		count     int
		lowerSeen bool // seen in lower case at least once: a word always capitalised is a name
		words     map[string]bool
	}
	found := map[string]*kw{}
	var order []string
	for _, c := range cls {
		if c.ctx != ctxRequired && c.ctx != ctxPreferred {
			continue // what a candidate must have, not what the job does or the employer is
		}
		covered := make([]bool, len(c.toks))
		for _, o := range v.findSkills(c.runes, c.toks) {
			for k := o.at; k < o.at+o.n; k++ {
				covered[k] = true
			}
		}
		for i, t := range c.toks {
			if t.barrier != 0 {
				continue
			}
			if covered[i] || len(t.lower) < v.keywords.MinLength || !isASCIILower(t.lower) || v.ignored[t.stem] || own[t.stem] ||
				v.adjectiveLike(t.lower) {
				continue
			}
			k := found[t.stem]
			if k == nil {
				k = &kw{req: Requirement{ID: "kw:" + t.stem, Category: "keyword", Words: []string{}, skill: -1, stem: t.stem,
					first: c.pos + i}, words: map[string]bool{}}
				found[t.stem] = k
				order = append(order, t.stem)
			}
			k.count++
			if !unicode.IsUpper([]rune(t.surface)[0]) {
				k.lowerSeen = true
			}
			if !k.words[t.lower] && len(k.req.Words) < 5 {
				k.words[t.lower] = true
				k.req.Words = append(k.req.Words, t.surface)
			}
		}
	}
	var picked []*kw
	for _, s := range order {
		k := found[s]
		if k.count < v.keywords.MinCount || !k.lowerSeen {
			continue
		}
		picked = append(picked, k)
	}
	sort.SliceStable(picked, func(i, j int) bool { return picked[i].count > picked[j].count })
	if len(picked) > v.keywords.Max {
		picked = picked[:v.keywords.Max]
	}
	out := make([]Requirement, 0, len(picked))
	for _, k := range picked {
		k.req.Skill = lowerString(k.req.Words[0])
		k.req.Weight = v.weights.Keyword
		out = append(out, k.req)
	}
	return out
}

// adjectiveLike: a word with an adjective's or adverb's ending ("available", "invaluable").
func (v *Vocabulary) adjectiveLike(w string) bool {
	for _, suffix := range v.keywords.SkipSuffixes {
		if strings.HasSuffix(w, suffix) {
			return true
		}
	}
	return false
}

// numberValue reads "5" or "five" as 5; anything else is 0.
func (v *Vocabulary) numberValue(t token) int {
	if t.barrier != 0 {
		return 0
	}
	if n, ok := v.numberWords[t.lower]; ok {
		return n
	}
	if len(t.lower) > 2 || !isDigits(t.lower) {
		return 0
	}
	n := 0
	for _, r := range t.lower {
		n = n*10 + int(r-'0')
	}
	return n
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// yearsIn finds "5+ years", "3-5 years", "five (5) years", "10 or more years" in a clause:
// the largest first number before "years", from 1 to 40 ("up to 5 years" is a limit, not a
// requirement).
func (v *Vocabulary) yearsIn(toks []token) int {
	best := 0
	for i, t := range toks {
		n := v.numberValue(t)
		if n < 1 || n > 40 {
			continue
		}
		if i > 0 && (v.numberValue(toks[i-1]) > 0 || toks[i-1].lower == "to" || toks[i-1].lower == "or") {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			u := toks[j]
			if u.stem == "year" || u.stem == "yr" {
				best = max(best, n)
				break
			}
			if u.barrier == '(' || u.barrier == ')' || v.numberValue(u) > 0 || u.lower == "to" || u.lower == "or" || u.lower == "plus" || u.lower == "more" {
				continue
			}
			break
		}
	}
	return best
}

// seniorityOf is the level the role names ("Senior Backend Engineer" → senior; the highest
// when it names two), else one the text states in so many words ("entry-level").
func (v *Vocabulary) seniorityOf(role string, lines []postingLine) string {
	best := -1
	scan := func(set *phraseSet, toks []token) {
		for i := 0; i < len(toks); {
			p := set.longestAt(toks, i)
			if p == nil {
				i++
				continue
			}
			best = max(best, p.owner)
			i += len(p.keys)
		}
	}
	scan(v.seniority, tokenize(normalise(role)))
	if best < 0 {
		for _, l := range lines {
			scan(v.levelPhrases, l.toks)
		}
	}
	if best < 0 {
		return ""
	}
	return v.levels[best]
}

// saysEssential is a sentence that calls something essential in so many words ("… rural sites,
// so own transport is essential"), which no heading of nice-to-haves above it can soften.
func saysEssential(s []token) bool {
	for i := 1; i < len(s); i++ {
		if s[i].lower == "essential" && (s[i-1].lower == "is" || s[i-1].lower == "are") && wordCount(s) >= 8 {
			return true
		}
	}
	return false
}

// contextWeight is what a mention counts for where it stands.
func (v *Vocabulary) contextWeight(ctx string) int {
	switch ctx {
	case ctxRequired, ctxTitle:
		return v.weights.Required
	case ctxPreferred:
		return v.weights.Preferred
	case ctxAbout:
		return v.weights.About
	}
	return v.weights.General
}
