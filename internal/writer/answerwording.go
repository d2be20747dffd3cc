package writer

// How a letter answers the posting's requirements in the tone's words: one wording per
// answer, none used twice, held things answered as held (ADR 0054, 0057).

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// requirementSentences answer the posting's requirements with the user's own sentences.
func requirementSentences(ties []reqTie, v *voice, tone letterTone) []string {
	ties = experienceOnce(ties)
	switch {
	case len(ties) == 0:
		return nil
	case len(ties) == 1 && !ties[0].named:
		return []string{tieSentence(v.pick(wordingsFor(tone.requirement, ties[0])...), ties[0])}
	case !ties[0].named && tone.tiePerRequirement:
		// The tone answers each requirement in a sentence of its own, each in the next of
		// its wordings, so three answers never open alike ("I noticed… I noticed…").
		var out []string
		start := v.r.IntN(len(tone.requirement))
		used := map[string]bool{} // the wordings taken, so that no two answers read alike
		for i, t := range ties {
			// The next wording in turn whose final form (after the colon and held rules) is not
			// taken yet, else the one in turn.
			fits := wordingsFor(tone.requirement, t)
			pick := fits[(start+i)%len(fits)]
			for k := range len(tone.requirement) {
				if tpl := tone.requirement[(start+i+k)%len(tone.requirement)]; !used[finalTemplate(tpl, t, used)] && slices.Contains(fits, tpl) {
					pick = tpl
					break
				}
			}
			out = append(out, tieSentence(pick, t, used))
		}
		return out
	}
	var names []string
	for _, t := range ties {
		names = append(names, t.req)
	}
	lead := v.compose(tone.reqLead...)
	if len(names) == 1 {
		// "You're asking for editing, and I have it.": one requirement is "it".
		lead = strings.NewReplacer(" them.", " it.", " covers them.", " covers it.").Replace(lead)
	}
	out := []string{strings.NewReplacer("{Reqs}", plaintext.UpperFirst(plaintext.JoinAnd(names)), "{reqs}", plaintext.JoinAnd(names)).Replace(lead)}
	for _, t := range ties {
		if !t.named {
			out = append(out, t.point.sentence)
		}
	}
	return out
}

// wordingsFor are the tone's wordings that fit a tie: a nice-to-have is not one of the
// posting's "requirements", nor something "you need".
func wordingsFor(wordings []string, t reqTie) []string {
	if !t.nice {
		return wordings
	}
	fits := slices.DeleteFunc(slices.Clone(wordings), mustHaveWording.MatchString)
	if len(fits) == 0 {
		return wordings
	}
	return fits
}

var mustHaveWording = regexp.MustCompile(`(?i)requirement|you need|calls for`)

func tieSentence(template string, t reqTie, used ...map[string]bool) string {
	seen := map[string]bool{}
	if len(used) > 0 && used[0] != nil {
		seen = used[0]
	}
	template = finalTemplate(template, t, seen)
	seen[template] = true
	s := t.point.sentence
	for _, lead := range []string{"Before that, ", "Earlier, ", "Previously, ", "Before this, ", "Scope: "} {
		// An earlier job answers an ask on its own: "before that" points at nothing here.
		// A concise list's label ("Scope: …") is no answer's either: the answer has its own.
		if rest, ok := strings.CutPrefix(s, lead); ok && (strings.HasPrefix(rest, "I ") || lead == "Scope: ") {
			s = rest
		}
	}
	lower := s
	if first, _, _ := strings.Cut(s, " "); first != "I" && !strings.HasPrefix(first, "I'") {
		lower = lowerWord(first) + s[len(first):]
	}
	req, head := askWithArticle(sentenceCaseAsk(t.req, t.point.sentence)), t.req
	if !strings.HasPrefix(template, "{Req}:") && !strings.HasPrefix(template, "{Req}?") {
		head = req // a list's label names the ask bare: "• Master's in counseling: I earned…"
	}
	return strings.NewReplacer("{Req}", plaintext.UpperFirst(head), "{req}", req, "{S-}", strings.TrimRight(s, ".!"), "{S}", s, "{s}", lower).Replace(template)
}

// finalTemplate is the wording an answer takes for its sentence: an echo where the sentence
// names the ask last, a colon where it opens with something other than its "I", a plain
// wording where the ask is for something held, and "are" for two things asked together.
func finalTemplate(template string, t reqTie, seen map[string]bool) string {
	s := t.point.sentence
	if echo := echoTemplates[template]; echo != "" && strings.HasPrefix(s, "I") && namedInLastClause(s, t.req) {
		template = echo // "I hold ServSafe Manager certification, as your posting asks."
	} else if lead := leadingTemplates[template]; lead != "" && !namedInLastClause(s, t.req) {
		template = lead // "{S-}, which is just what your posting asks for." after a clause about something else
	} else if colons := colonTemplates[template]; len(colons) > 0 && (!strings.HasPrefix(s, "I ") && !strings.HasPrefix(s, "I'") || strings.HasSuffix(template, ", and {s}") && strings.Contains(s, ", and ")) {
		template = firstUnused(colons, seen) // not "…, because since 2019, I've been…", nor "…, and I use Dentrix daily, and I used…"
	}
	if (heldAsk.MatchString(t.req) || heldAsk.MatchString(t.ask)) && workFrame.MatchString(template) {
		// A licence or a certification is held, not work known: "A valid Class A CDL is work I
		// know well" reads wrong.
		template = firstUnused(heldTemplates[template], seen)
	}
	if strings.Contains(t.req, " and ") {
		// "Anesthesia monitoring and dental cleanings are familiar ground…"
		template = strings.NewReplacer("{Req} is ", "{Req} are ", "{req} is ", "{req} are ").Replace(template)
	}
	return template
}

// namedInLastClause reports a sentence that names the ask in its last clause, where "…, as your
// posting asks" reads as said of it; "I built a fraud model (XGBoost to PyTorch), with
// precision going from 0.81 to 0.92" names PyTorch before a clause about something else.
func namedInLastClause(sentence, ask string) bool {
	lower, ask := strings.ToLower(sentence), strings.ToLower(ask)
	i := strings.LastIndex(lower, ask)
	return i >= 0 && !strings.Contains(lower[i+len(ask):], ", ")
}

// echoTemplates word an answer whose sentence already names the ask ("I hold ServSafe
// Manager certification" for "ServSafe Manager certification") without naming it twice, by
// the template the tone picked for it.
var echoTemplates = func() map[string]string {
	m := map[string]string{}
	for tone, echoes := range map[string][]string{
		"professional": {"{S-}, as your posting asks.", "{S-}, which your requirements list.", "{S-}, as the role calls for."},
		"confident":    {"{S-}, as you need.", "{S-}: no gap there.", "{S-}, so that box is ticked."},
		"warm":         {"{S-}, as your posting hopes for.", "{S-}, just as you're looking for.", "{S-}, which your posting asks for.", "{S-}, which I was glad to see on your list."},
		"concise":      {"{S-}, as required.", "{S-}.", "{S-}, as asked."},
		"enthusiastic": {"{S-}, just like you asked!", "{S-}, and that's exactly what you're after!", "{S-}, right on your list!", "{S-}: one more match!"},
	} {
		for i, t := range letterTones[tone].requirement {
			m[t] = echoes[i%len(echoes)]
		}
	}
	return m
}()

// leadingTemplates give each answer that follows the user's sentence ("{S-}, which is just
// what your posting asks for.") the tone's first answer that names the ask before it, for a
// sentence whose last clause is about something else.
var leadingTemplates = func() map[string]string {
	m := map[string]string{}
	for _, tone := range letterTones {
		lead := ""
		for _, t := range tone.requirement {
			if !strings.HasPrefix(t, "{S-}") {
				lead = t
				break
			}
		}
		for _, t := range tone.requirement {
			if strings.HasPrefix(t, "{S-}") && lead != "" {
				m[t] = lead
			}
		}
	}
	return m
}()

// colonTemplates give each answer that glues the user's sentence on as a clause ("…, because
// {s}", "Regarding {req}, {s}") the tone's first answer that sets it after a colon, for a
// sentence that opens with something other than its "I": "because since 2019, I've been…"
// stumbles where "…: since 2019, I've been…" reads.
var colonTemplates = func() map[string][]string {
	m := map[string][]string{}
	for _, tone := range letterTones {
		var plain, work []string // answers after a colon: those that speak of work last
		for _, t := range tone.requirement {
			if strings.HasSuffix(t, ": {s}") || strings.HasSuffix(t, ": {S}") {
				if workFrame.MatchString(t) {
					work = append(work, t)
				} else {
					plain = append(plain, t)
				}
			}
		}
		for _, t := range tone.requirement {
			if strings.HasSuffix(t, "because {s}") || strings.HasSuffix(t, "since {s}") || strings.HasSuffix(t, ", and {s}") || strings.HasPrefix(t, "Regarding ") || strings.HasPrefix(t, "On the requirement") {
				m[t] = append(append([]string{}, plain...), work...)
			}
		}
	}
	return m
}()

// heldAsk is an ask for something held — a licence, a certification, an endorsement, a
// registration, a degree — rather than work done.
var heldAsk = regexp.MustCompile(`(?i)\b(?:licen[cs]e|licensure|cdl|certifications?|certified|certificate|credential|endorsements?|registration|registered|degree|diploma|bachelor's|master's|card|permit|trained|nvq|svq|btec|dpt|bsn|msn|pharmd|phd|mba|bs|ba|ms|md|jd)\b`)

// workFrame is an answer that speaks of the ask as work the writer knows.
var workFrame = regexp.MustCompile(`work I know well|familiar ground|part of my story|no stretch for me|I've done it|look at the record|the record is clear`)

// heldTemplates give each work frame the tone's first answer that names the ask plainly.
var heldTemplates = func() map[string][]string {
	m := map[string][]string{}
	for _, tone := range letterTones {
		var colon, other []string // the plain answers, those after a colon first
		for _, t := range tone.requirement {
			if workFrame.MatchString(t) || strings.HasPrefix(t, "{S-}") || strings.HasPrefix(t, "{Req}?") {
				continue
			}
			if strings.Contains(t, ": {") {
				colon = append(colon, t)
			} else {
				other = append(other, t)
			}
		}
		for _, t := range tone.requirement {
			if workFrame.MatchString(t) {
				m[t] = append(append([]string{}, colon...), other...)
			}
		}
	}
	return m
}()

// firstUnused is the first of the wordings not yet taken, else the first.
func firstUnused(wordings []string, used map[string]bool) string {
	for _, w := range wordings {
		if !used[w] {
			return w
		}
	}
	return wordings[0]
}

// ---- Cold email ----

// The sentence naming the role and company, per tone; {target} is "the X role at Y", "the X
// role" or "the open role at Y".
var emailTargetLine = map[string]string{
	"Confident & warm":         "I'm reaching out about {target}.",
	"Direct & concise":         "I'm writing about {target}.",
	"Professional & courteous": "I am writing regarding {target}.",
	"Friendly & upbeat":        "I'm reaching out about {target}!",
	"Bold & persuasive":        "I'm writing about {target}.",
}

// askWithArticle gives an ask that names one thing its article, as a sentence about it needs:
// "a track record of delivering cost savings", "a working knowledge of Excel", "a current
// BLS certification". Asks of a kind ("experience with…", "knowledge of…") take none.
func askWithArticle(req string) string {
	lower := strings.ToLower(req)
	if !singularAsk.MatchString(lower) {
		return req
	}
	return article(req) + req
}

// singularAsk opens an ask that names one countable thing.
var singularAsk = regexp.MustCompile(`^(?:(?:proven|strong|solid|demonstrated) )?track record\b|^(?:(?:strong|solid|good|basic) )?(?:working knowledge|understanding|background)\b|^(?:master's|bachelor's|associate's) (?:in|of)\b|^high school diploma\b|^(?:current|valid|active|unrestricted|clean) (?:[\w'/-]+ ){0,4}(?:licen[cs]e|certification|certificate|card|registration|passport|record)\b`)

// sentenceCaseAsk writes an ask the posting's list capitalised only as the first word of its
// line in lower case, for the middle of a sentence: "Retail pharmacy experience" → "retail
// pharmacy experience". A known name ("Guidewire experience") and an ask with another capital
// ("Fear Free certification", "Lean or Six Sigma"), and a name the answer capitalises too
// ("Greenhouse"), keep theirs.
func sentenceCaseAsk(req, answer string) string {
	first, rest, _ := strings.Cut(req, " ")
	if len(first) < 2 || !startsUpper(first) || strings.ToLower(first[1:]) != first[1:] || knownCasing[strings.ToLower(first)] != "" || strings.ContainsFunc(rest, unicode.IsUpper) || strings.Contains(answer, " "+first) {
		return req
	}
	return strings.ToLower(first[:1]) + req[1:]
}
