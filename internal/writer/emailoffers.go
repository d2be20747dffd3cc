package writer

// A cold email's offer lines: listed or written as sentences for the ask, the raise and what
// the company builds taken out of them for a fundraising email.

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// offerBlock words the offer lines as what they are for the ask: the sender's credentials
// (in the first person) for a job, an introduction or advice; traction for investors;
// outcomes for a buyer; the role for a candidate. A tone that writes prose turns them into
// sentences; the others list them.
func (f emailWriter) offerBlock(lines []string, n *notebook, v *voice, tone emailTone, frame emailFrame, ask string) string {
	if len(lines) == 0 {
		return PlaceholderOffer
	}
	if tone.offerLines > 0 && len(lines) > tone.offerLines {
		var ps []point
		for _, l := range lines {
			ps = append(ps, point{typed: l, clean: n.clean(l), strength: strengthOf(n.clean(l))})
		}
		kept := map[string]bool{}
		for _, p := range strongest(ps, tone.offerLines) {
			kept[p.typed] = true
		}
		var out []string
		for _, l := range lines {
			if kept[l] || tone.keepsFigures && strings.ContainsAny(l, "0123456789") {
				out = append(out, l) // in the order typed; a figure is a fact the tone keeps
			}
		}
		lines = out
	}
	lead := v.pick(frame.lead...)
	personal := ask == draft.AskJob || ask == draft.AskInformational || ask == draft.AskIntroduction
	lines = mapLines(lines, func(l string) string { return lineStartCase(pointShorthand(typedCase(l, f.Offer), f.typed())) })
	// whoSender writes a line that says who the sender is in the sender's voice. In a hiring
	// email a role line is the role on offer, not the sender's.
	whoSender := func(clean string) (string, bool) {
		if ask == draft.AskHiring || !personal && ask != draft.AskSales && !roleOfOrg.MatchString(clean) {
			return "", false
		}
		return sendersRoleSentence(clean)
	}
	if tone.prose && personal {
		// Prose only when every line reads as a sentence of the sender's; else a list.
		var ps []point
		sentences := true
		for _, l := range lines {
			for _, p := range n.points(l, person{}) {
				if s, ok := whoSender(p.clean); ok {
					p.sentence = s + "."
				}
				ps = append(ps, p)
				sentences = sentences && strings.HasPrefix(p.sentence, "I ") || strings.Contains(p.sentence, ", I ")
			}
		}
		if sentences {
			return lead + " " + strings.Join(texts(sentencesOf(ps, v, emailMetricFrames, "")), " ")
		}
	}
	if len(lines) == 1 {
		line := orgsAfterAt(n.clean(lines[0]))
		if s, ok := whoSender(line); ok {
			return lead + " " + s + "."
		}
		return lead + " " + afterColon(plaintext.Sentence(line))
	}
	list := []string{lead}
	for _, l := range lines {
		item := figureCasing(offerItem(orgsAfterAt(n.clean(offerRates(l)))))
		if s, ok := whoSender(item); ok {
			item = s
		} else if personal || ask == draft.AskSales {
			item = sendersLine(item)
		}
		list = append(list, "- "+plaintext.UpperFirst(item))
	}
	return strings.Join(list, "\n")
}

// offerRates writes the rates and spans a note packs into one word before the notebook
// reads the line: "60+ meetings/qtr" → "60+ meetings a quarter", "2 hr response" → "2-hour
// response" (a span before its noun is one word, as "a 20-minute chat" is).
func offerRates(line string) string {
	line = perQuarter.ReplaceAllString(line, "$1 a quarter")
	return offerSpanBeforeNoun.ReplaceAllStringFunc(line, func(m string) string {
		p := offerSpanBeforeNoun.FindStringSubmatch(m)
		return p[1] + "-" + offerSpanUnits[strings.ToLower(p[2])] + " " + p[3]
	})
}

var (
	perQuarter          = regexp.MustCompile(`(?i)(\S)/(?:qtr|quarter)\b`)
	offerSpanBeforeNoun = regexp.MustCompile(`(?i)\b(\d+)[ -]?(hrs?|hours?|mins?|minutes?|days?|wks?|weeks?) (response|turnaround|callback|call-back|window|wait|arrival|delivery|install|installation|shift|drive|commute|course|class|session|visit|appointment|service)\b`)
	offerSpanUnits      = map[string]string{"hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour", "min": "minute", "mins": "minute",
		"minute": "minute", "minutes": "minute", "day": "day", "days": "day", "wk": "week", "wks": "week", "week": "week", "weeks": "week"}
)

// sendersLine gives a listed offer line that opens with the sender's own verb its subject:
// "own daley heating and air, 14 techs" reads as an order in a list; "I own Daley Heating
// and Air, 14 techs" as the sender. The business owned is a name, cased as one.
func sendersLine(item string) string {
	first, rest, ok := strings.Cut(item, " ")
	lf := strings.ToLower(first)
	if !ok || !sendersVerbs[lf] || first != lf && !startsUpperLetter(first) || hasInnerCapital(first) {
		return item
	}
	if lf == "own" {
		name, tail, _ := strings.Cut(rest, ",")
		if words := strings.Fields(name); len(words) > 0 && len(words) <= 5 && !determiners[strings.ToLower(words[0])] {
			rest = orgCase(name)
			if tail != "" {
				rest += "," + tail
			}
		}
	}
	return "I " + lf + " " + rest
}

// sendersVerbs open a note line that is the sender's, in the present: the note leaves out
// the "I".
var sendersVerbs = wordSet(`own run want make can speak know love enjoy hold manage teach handle bring have cover serve`)

// offerItem writes a line of the offer kept as a list item with its names in capitals: a
// credential by its name ("Lean Six Sigma Green Belt"), a role typed as its letters ("4 years
// CSM at Payroute").
func offerItem(item string) string {
	if credentialNamed.MatchString(item) && !strings.ContainsAny(item, ",;") {
		return credentialCase(item)
	}
	words := strings.Fields(item)
	for i, w := range words {
		if roleLetters[w] != "" && i+1 < len(words) && (words[i+1] == "at" || words[i+1] == "@") {
			words[i] = strings.ToUpper(w)
		}
	}
	return strings.Join(words, " ")
}

// raiseLine takes the offer line that states the raise ("raising $2.5M seed") out of the
// others, when there are others to list.
func raiseLine(lines []string) (rest []string, raise string) {
	for i, l := range lines {
		if strings.HasPrefix(strings.ToLower(strings.TrimSpace(l)), "raising ") && len(lines) > 1 {
			return append(append([]string{}, lines[:i]...), lines[i+1:]...), strings.TrimSpace(l)
		}
	}
	return lines, ""
}

// buildingLine takes out the offer line that says what the company builds ("building a $40
// at-home test for celiac"), without its verb.
func buildingLine(lines []string) (rest []string, building string) {
	for i, l := range lines {
		if m := buildingLead.FindStringSubmatch(strings.TrimSpace(l)); m != nil && len(lines) > 1 {
			return append(append([]string{}, lines[:i]...), lines[i+1:]...), m[1]
		}
	}
	return lines, ""
}

var buildingLead = regexp.MustCompile(`(?i)^(?:we(?:'re| are) )?building (.+)$`)

var roundWord = regexp.MustCompile(`(?i)\b(?:pre-seed|seed|series [a-z])$`)

// raisePurpose says the raise in the opening: "We're raising a $2.5M seed round, and your
// focus fits what we're building." The tone's own clause follows where it starts with "and".
func raisePurpose(raise string, parts [][]string, v *voice) string {
	raise = strings.TrimRight(raise, ". ")
	// "raising $2M seed, $600k committed": the round, then what is in it so far.
	raise, committed, _ := strings.Cut(raise, ", ")
	if roundWord.MatchString(raise) {
		raise += " round"
	}
	if _, amount, ok := strings.Cut(raise, " "); ok && strings.HasPrefix(amount, "$") || strings.HasPrefix(amount, "€") || strings.HasPrefix(amount, "£") {
		// "a $2.5M seed round", but "$1M to add 3 crews": the article belongs to the round.
		if _, after, _ := strings.Cut(amount, " "); roundWord.MatchString(after) || strings.HasSuffix(amount, " round") {
			raise = "raising a " + amount
		} else {
			raise = "raising " + amount
		}
	}
	if committed != "" {
		raise += ", with " + committed
	}
	if len(parts) < 2 {
		return "We're " + raise + "."
	}
	end := v.pick(parts[1]...)
	if !strings.HasPrefix(end, "and ") {
		return "We are " + raise + "." // the formal tone
	}
	return "We're " + raise + ", " + end
}

// emailMetricFrames frame a figure with no sentence before it to join.
var emailMetricFrames = []string{"Also: {x}.", "On top of that: {x}.", "And {x}."}

// strengthOf weighs an offer line as a letter weighs a point.
func strengthOf(clean string) int {
	_, s := weigh(clean, clean)
	return s
}

// offerSubject is the subject taken from the first offer line: its first clause, so that
// the subject names the sender without repeating the whole line listed below it ("own daley
// heating + air, 14 techs, 22 yrs in business" → "Daley Heating and Air"). A business the
// sender owns is named alone.
func offerSubject(n *notebook, line, typed string) string {
	item := figureCasing(offerItem(orgsAfterAt(n.clean(offerRates(lineStartCase(pointShorthand(line, typed)))))))
	if roleOfOrg.MatchString(item) {
		// "ed of greenroots detroit" → "Executive director of Greenroots Detroit"
		who, _ := sendersRoleSentence(item)
		item = strings.TrimPrefix(who, "I am the ")
	}
	if i := firstCommaOutsideBrackets(item); i > 0 && len(strings.Fields(item[:i])) >= 2 {
		item = item[:i]
	}
	item = sendersLine(item)
	if name, ok := strings.CutPrefix(item, "I own "); ok {
		return name
	}
	return item
}

// firstCommaOutsideBrackets is where a line's first clause ends, or -1.
func firstCommaOutsideBrackets(s string) int {
	depth := 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}
