package check

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/plaintext"
	"github.com/draftsmith/draftsmith/internal/resume"
)

// The built-in rewrite rules of POST /api/improve (ADR 0040): a stronger opening verb, the
// active voice, no first person, no filler, the role's tense, and a shorter version. They
// move and drop the user's words; the only words they bring are verbs, articles and a marked
// gap for the user to fill ("by [how much?]"), never a number, a name or a claim.

// MaxSuggestions is how many rewrites improve offers.
const MaxSuggestions = 3

// GapHowMuch and GapResult are the marked gaps the rules leave where a result belongs.
const (
	GapHowMuch = "by [how much?]"
	GapResult  = ", improving [what?] by [how much?]"
)

// ImproveInput is one bullet or paragraph to rewrite.
type ImproveInput struct {
	Kind string // resume, cover_letter or cold_email
	Text string
	// Experience is the resume form's experience field, which says whether the bullet's role
	// has ended (for its tense); "" when unknown.
	Experience string
}

var (
	passiveTask   = regexp.MustCompile(`(?i)^(?:i\s+)?(?:was|were|have been|had been|got)\s+(?:tasked|charged|entrusted|asked|responsible|assigned)\s+(?:with|for|to)\s+`)
	bareTask      = regexp.MustCompile(`(?i)^(?:tasked|charged|entrusted) with\s+|^responsible for\s+|^in charge of\s+|^duties include[ds]?:?\s+`)
	passiveAux    = regexp.MustCompile(`(?i)^(?:i\s+)?(?:was|were|have been|had been|got)\s+`)
	helperOpening = regexp.MustCompile(`(?i)^(?:helped(?: to| with)?|assisted(?: with| in)?|worked on|participated in|took part in|was part of|involved in)\s+`)
	leadingI      = regexp.MustCompile(`(?i)^(?:i|we)\s+`)
	possessive    = regexp.MustCompile(`\b(?:[Mm]y|[Oo]ur)\b`)
	fillerDrop    = regexp.MustCompile(`(?i)\s*\b(?:very|really|just|basically|actually|successfully|effectively|quite|extremely|literally|totally|somewhat|truly|simply)\b`)
	etcTail       = regexp.MustCompile(`(?i),?\s*\betc\.?`)
	hedges        = regexp.MustCompile(`(?i)\b(?:i (?:believe|think|feel) (?:that )?|i would like to think (?:that )?|hopefully,?\s*|perhaps\s+|maybe\s+)`)
	multiSpace    = regexp.MustCompile(`\s{2,}`)
	changeVerbs   = set(`reduce cut lower decrease increase grow boost raise improve speed accelerate shorten halve double triple save`)
)

// Improve returns up to three rewrites of the text by the built-in rules; none when the rules
// have nothing to change.
func Improve(in ImproveInput) []string {
	text := strings.TrimSpace(in.Text)
	if text == "" {
		return nil
	}
	var candidates []string
	if in.Kind == "resume" {
		better := strongerBullet(text, tenseOf(text, in.Experience))
		candidates = append(candidates, better)
		if !hasNumber(better) && !strings.Contains(better, "[") {
			candidates = append(candidates, withGap(better))
		}
		candidates = append(candidates, shorter(better, 110))
	} else {
		better := plainerParagraph(text)
		candidates = append(candidates, better, shorterParagraph(better))
	}
	var out []string
	seen := map[string]bool{normLine(text): true}
	for _, c := range candidates {
		c = strings.TrimSpace(c)
		if c == "" || seen[normLine(c)] || len(Facts.Added(c, text)) > 0 {
			continue
		}
		seen[normLine(c)] = true
		out = append(out, c)
		if len(out) == MaxSuggestions {
			break
		}
	}
	return out
}

// tenseOf finds the bullet's role in the experience field: past for an ended role, present
// for the current one.
func tenseOf(bullet, experience string) RoleTense {
	if experience == "" {
		return TenseAny
	}
	want := normLine(bullet)
	for _, e := range resume.ParseExperience(experience) {
		for _, b := range e.Bullets {
			if normLine(b) == want {
				switch {
				case currentEnd(e.EndDate):
					return TensePresent
				case e.EndDate != "":
					return TensePast
				}
				return TenseAny
			}
		}
	}
	return TenseAny
}

// strongerBullet rewrites a bullet's opening: active voice, a verb first, no first person or
// filler, in the role's tense.
func strongerBullet(text string, tense RoleTense) string {
	s := strings.TrimRight(strings.TrimSpace(text), ".")
	s = leadingI.ReplaceAllString(s, "")
	switch {
	case passiveTask.MatchString(s):
		s = verbFirst(passiveTask.ReplaceAllString(s, ""), TensePast)
	case bareTask.MatchString(s):
		s = verbFirst(bareTask.ReplaceAllString(s, ""), TensePast)
	case passiveAux.MatchString(s):
		s = passiveAux.ReplaceAllString(s, "") // "Was promoted to…" → "Promoted to…"
	case helperOpening.MatchString(s):
		rest := helperOpening.ReplaceAllString(s, "")
		if _, t := verbBase(firstWord(rest)); t != "" {
			s = "Contributed to " + gerundFirst(rest)
		} else {
			s = "Contributed to " + rest
		}
	}
	s = possessive.ReplaceAllString(s, "the")
	s = fillerDrop.ReplaceAllString(s, "")
	s = strings.ReplaceAll(s, "in order to", "to")
	s = strings.ReplaceAll(s, "a lot of", "many")
	s = etcTail.ReplaceAllString(s, "")
	s = multiSpace.ReplaceAllString(strings.TrimSpace(s), " ")
	s = inTense(s, tense)
	return plaintext.UpperFirst(strings.TrimSpace(s))
}

// StrongerBullet is a bullet with a stronger opening (active voice, a verb first, no first
// person or filler), its tense left as it is: what "more confident" does to a resume.
func StrongerBullet(s string) string { return strongerBullet(s, TenseAny) }

// verbFirst turns "managing the team" or "the team" (after "Responsible for") into a
// sentence that opens with a verb: "Managed the team", "Owned the team".
func verbFirst(rest string, tense RoleTense) string {
	w := firstWord(rest)
	if base, _ := verbBase(w); base != "" && w != base+"s" {
		return inTense(rest, tense)
	}
	if strings.HasSuffix(w, "ing") {
		return inTense(rest, tense)
	}
	return "Owned " + rest
}

// gerundFirst turns "build the API" into "building the API".
func gerundFirst(s string) string {
	w := firstWord(s)
	base, _ := verbBase(w)
	if base == "" || strings.HasSuffix(w, "ing") {
		return s
	}
	g := base + "ing"
	switch {
	case strings.HasSuffix(base, "ie"):
		g = base[:len(base)-2] + "ying"
	case strings.HasSuffix(base, "e") && !strings.HasSuffix(base, "ee"):
		g = base[:len(base)-1] + "ing"
	case doublesFinal[base]:
		g = base + base[len(base)-1:] + "ing"
	}
	return g + s[len(w):]
}

// inTense puts the opening verb in the role's tense (past when unknown for a gerund).
func inTense(s string, tense RoleTense) string {
	w := firstWord(s)
	base, t := verbBase(w)
	gerund := strings.HasSuffix(w, "ing")
	if base == "" && gerund {
		base = w[:len(w)-3]
	}
	if base == "" || (t == "" && !gerund) {
		return s
	}
	var verb string
	switch {
	case tense == TensePresent:
		verb = base
	case tense == TensePast, gerund:
		verb = pastOf(base)
	default:
		return s
	}
	if verb == w {
		return s
	}
	return plaintext.UpperFirst(verb) + s[len(w):]
}

// withGap marks where the bullet's result belongs.
func withGap(s string) string {
	if base, _ := verbBase(firstWord(s)); changeVerbs[base] {
		return s + " " + GapHowMuch
	}
	return s + GapResult
}

// shorter cuts a bullet to its main clause when it runs long.
func shorter(s string, limit int) string {
	if chars(s) <= limit {
		return s
	}
	for _, sep := range []string{", which ", ", including ", " including ", ", such as ", " such as ", "; ", " — ", ", and ", " (", ", "} {
		if i := strings.Index(s, sep); i > 20 {
			return strings.TrimRight(s[:i], ",;( ")
		}
	}
	return s
}

// plainerParagraph rewrites a letter's or email's paragraph: no stock phrases or hedges, no
// filler.
func plainerParagraph(text string) string {
	var kept []string
	sentences := plaintext.Sentences(text)
	for _, s := range sentences {
		if stockPhrases.MatchString(s) && len(sentences) > 1 {
			continue
		}
		s = hedges.ReplaceAllString(s, "")
		s = fillerDrop.ReplaceAllString(s, "")
		s = strings.ReplaceAll(s, "in order to", "to")
		s = multiSpace.ReplaceAllString(strings.TrimSpace(s), " ")
		if s != "" {
			kept = append(kept, plaintext.UpperFirst(s))
		}
	}
	return strings.Join(kept, " ")
}

// shorterParagraph keeps the sentences that carry a fact (a figure or a name) and drops the
// rest, while at least one sentence remains.
func shorterParagraph(text string) string {
	sentences := plaintext.Sentences(text)
	if len(sentences) < 2 {
		return text
	}
	var kept []string
	for _, s := range sentences {
		if hasNumber(s) || len(Facts.Added(s, "")) > 0 {
			kept = append(kept, s)
		}
	}
	if len(kept) == 0 || len(kept) == len(sentences) {
		return strings.Join(sentences[:max(1, len(sentences)-1)], " ")
	}
	return strings.Join(kept, " ")
}
