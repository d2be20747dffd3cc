// Package match scores a text — a resume, a cover letter, a cold email, or the form they are
// written from — against a job posting: which of the posting's skills and requirements the
// text shows, which it lacks, and a score from 0 to 100.
//
// It is one specification with two implementations: this package (the API and the built-in
// writer's tailoring) and web/src/features/match (the browser, offline as the user types).
// Both read the same vocabulary (vocabulary.json) and pass the same vectors
// (testdata/vectors.json). The rules are ADR 0022; why two implementations, ADR 0023.
//
// It reads texts and postings only: it does not know the forms or the saved drafts. The forms'
// Target (package draft) reads its posting here, and POST /api/match's request, which finds
// the form or draft to score, is drafting's (matchrequest.go; ADR 0029).
package match

import (
	"slices"
	"time"
)

// Item is a requirement of the posting, matched or missing.
type Item struct {
	Requirement
	// Evidence is the text's own words for it (matched only).
	Evidence []string `json:"evidence,omitempty" doc:"Matched only: the words in your text that show it"`
	// Via names the skill of the text that implies it ("React" implies JavaScript), or that meets
	// it as one of the alternatives the posting named ("Google Sheets" for "Excel or Google
	// Sheets", ADR 0073).
	Via string `json:"via,omitempty" doc:"Matched only: set when another skill of yours implies it (React implies JavaScript)"`
}

// Result is how well a text matches a posting.
type Result struct {
	Score   int    `json:"score" minimum:"0" maximum:"100" doc:"The share of the posting's weighted requirements the text shows, 0 to 100"`
	Matched []Item `json:"matched" doc:"The posting's requirements the text shows, must-haves first, then by weight"`
	Missing []Item `json:"missing" doc:"The posting's requirements the text lacks, must-haves first, then by weight"`
}

// found is what a text shows: its skills with their words, the skills those imply, and its stems.
type found struct {
	words map[int][]string // skill → the text's words for it
	via   map[int]int      // implied skill → the skill of the text that implies it
	stems map[string][]string
}

// excludeTargets turns the words of each target (a role, a company) into barriers, so that a
// letter naming "the Data Engineer role" is not taken to claim data engineering.
func excludeTargets(toks []token, targets []string) []token {
	for _, target := range targets {
		toks = maskName(toks, nameKeys(target), '\n')
	}
	return toks
}

func (v *Vocabulary) scan(text string, exclude []string) *found {
	rs := []rune(normalise(text))
	toks := excludeTargets(tokenize(string(rs)), exclude)
	f := &found{words: map[int][]string{}, via: map[int]int{}, stems: map[string][]string{}}
	var order []int
	for _, o := range v.findSkills(rs, toks) {
		if _, seen := f.words[o.skill]; !seen {
			order = append(order, o.skill)
		}
		f.words[o.skill] = appendDistinct(f.words[o.skill], o.words, 3)
	}
	for _, s := range order {
		for _, j := range v.implied[s] {
			if _, direct := f.words[j]; direct {
				continue
			}
			if _, ok := f.via[j]; !ok {
				f.via[j] = s
			}
		}
	}
	for _, t := range toks {
		if t.barrier == 0 {
			f.stems[t.stem] = appendDistinct(f.stems[t.stem], t.surface, 3)
		}
	}
	return f
}

// appendDistinct adds w unless the list has it (ignoring case) or already holds limit words.
func appendDistinct(list []string, w string, limit int) []string {
	if len(list) >= limit {
		return list
	}
	lw := lowerString(w)
	for _, x := range list {
		if lowerString(x) == lw {
			return list
		}
	}
	return append(list, w)
}

// Match scores text against an analysed posting. exclude lists words that name the target
// rather than the writer's experience (the role and company a letter is addressed to); they
// count for nothing.
//
// The score is the matched requirements' share of the total weight, rounded half up:
// (100 × matched + total / 2) / total in whole numbers, so both implementations agree to the
// unit. A posting with no requirements scores 0.
func (v *Vocabulary) Match(p *Posting, text string, exclude ...string) *Result {
	return v.MatchIn(time.Now().Year(), p, text, exclude...)
}

// MatchIn is Match in a given year: the year "present" means in a role's dates ("2019 –
// present"), which the experience a posting asks for is counted from.
func (v *Vocabulary) MatchIn(year int, p *Posting, text string, exclude ...string) *Result {
	f := v.scan(text, exclude)
	r := &Result{Matched: []Item{}, Missing: []Item{}}
	total, got := 0, 0
	for _, req := range p.Requirements {
		total += req.Weight
		item := Item{Requirement: req}
		item.Words = slices.Clone(req.Words)
		switch {
		case req.ID == experienceID:
			item.Evidence = v.experienceEvidence(p, req, f, text, year)
		case req.skill >= 0 && f.words[req.skill] != nil:
			item.Evidence = f.words[req.skill]
		case req.skill >= 0:
			if by, ok := f.via[req.skill]; ok {
				item.Evidence, item.Via = f.words[by], v.skills[by].Name
			} else if by, ok := f.byAlternative(req); ok {
				item.Evidence, item.Via = f.words[by], v.skills[by].Name // "Excel or Google Sheets" met by Google Sheets
			}
		default:
			item.Evidence = f.stems[req.stem]
		}
		if item.Evidence != nil {
			got += req.Weight
			r.Matched = append(r.Matched, item)
		} else {
			r.Missing = append(r.Missing, item)
		}
	}
	if total > 0 {
		r.Score = (100*got + total/2) / total
	}
	return r
}

// Shows reports, for each of the posting's requirements, whether text shows it in its own
// words (an implication does not count: a draft may only mention what the user wrote).
// exclude is as for Match.
func (v *Vocabulary) Shows(p *Posting, text string, exclude ...string) []bool {
	f := v.scan(text, exclude)
	out := make([]bool, len(p.Requirements))
	for i, req := range p.Requirements {
		switch {
		case req.ID == experienceID:
			// experience is no word a draft may repeat
		case req.skill >= 0:
			out[i] = f.words[req.skill] != nil
		default:
			out[i] = f.stems[req.stem] != nil
		}
	}
	return out
}

// Relevance is the weight of the posting's requirements that text shows in its own words:
// how the built-in writer orders skills and bullets.
func (v *Vocabulary) Relevance(p *Posting, text string) int {
	w := 0
	for i, ok := range v.Shows(p, text) {
		if ok {
			w += p.Requirements[i].Weight
		}
	}
	return w
}

// Words returns the text's own words for a requirement ("k8s" for Kubernetes), nil when the
// text does not show it.
func (v *Vocabulary) Words(req Requirement, text string) []string {
	f := v.scan(text, nil)
	switch {
	case req.ID == experienceID:
		return nil
	case req.skill >= 0:
		return f.words[req.skill]
	}
	return f.stems[req.stem]
}

// IsSkill reports whether the requirement is one of the vocabulary's skills (not a keyword).
func (r Requirement) IsSkill() bool { return r.skill >= 0 }
