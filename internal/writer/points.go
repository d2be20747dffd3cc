package writer

import (
	"regexp"
	"slices"
	"strings"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// A point is one thing the user typed about themselves — a note, a fragment, a sentence —
// written out and framed as a sentence in the writer's voice, and weighed so that a short
// draft keeps the strongest.

type pointKind int

const (
	pointAction   pointKind = iota // "Led the split…": something the writer did
	pointIdentity                  // "CPA with 6 years", "BSN from osu": who the writer is
	pointMetric                    // "130% of quota two years running": a figure on its own
	pointMotive                    // "Want med-surg because I love…": what the writer wants
	pointOther
)

type point struct {
	typed    string // as typed (one fragment)
	clean    string // written out (notes.go), not yet a sentence
	sentence string // in the first person
	kind     pointKind
	strength int
	line     int // which typed line it came from
}

var (
	figureRe = regexp.MustCompile(`[$€£]?\d+(?:[.,]\d+)*(?:%|[kKmMbB]\b|x\b|\+)?`)
	// labelNumber is a number that names rather than measures: "section 2/3", "level 1".
	labelNumber = regexp.MustCompile(`(?i)\b(?:section|level|tier|phase|grade|class|type|step|band|stage|part|article|chapter|title)\s+\d+(?:/\d+)?\b`)
	// clauseBreak splits "BSN from osu may 2024, passed nclex july 2024" before a clause
	// that is a fact of its own.
	motiveWords = wordSet(`want wants wanted love loves enjoy enjoys interested passionate hope hoping looking excited drawn keen eager aim aiming ready`)
)

// points reads a typed text into its points, in order.
func (n *notebook) points(text string, p person) []point {
	var out []point
	for li, line := range plaintext.Lines(text) {
		for _, s := range sentencesOfLine(line) {
			for _, frag := range splitClauses(s) {
				clean := n.clean(frag)
				pt := point{typed: frag, clean: clean, line: li}
				pt.sentence = sentenceTidy(p.rewrite(clean, 0))
				pt.kind, pt.strength = weigh(clean, pt.sentence)
				out = append(out, pt)
			}
		}
	}
	return out
}

// sentencesOfLine is a line's sentences, where a slash, bar or bullet between spaces also
// ends one: people type "ran 2 warehouses / cut pick errors 3.1%->0.8% / before that…" as
// one line of separate facts. Inside brackets they stay: "aws (eks / rds)".
func sentencesOfLine(line string) []string {
	// "b.s. zoology, ohio u 2018": a degree's dotted letters end no sentence.
	line = strings.TrimSpace(dottedDegree.ReplaceAllString(line, "$1$2 "))
	// "developed 6 seasonals, 2 now year round": the second count is some of the first's.
	line = subsetNow.ReplaceAllStringFunc(line, func(m string) string {
		g := subsetNow.FindStringSubmatch(m)
		if presentVerbs[strings.ToLower(g[4])] || strings.HasSuffix(g[4], "s") {
			return m // "9 POs, 3 now lead their own teams": what they do, a clause of its own
		}
		return g[1] + ", " + g[2] + " of which are " + g[3] + " " + g[4]
	})
	if wishLead.MatchString(line) {
		// "want to move into corporate investigations / loss prevention": in a wish, a short
		// phrase after a slash is the other thing wished for.
		line = wishAlternative.ReplaceAllString(line, " or ${1}${2}")
	}
	var out []string
	for _, seg := range splitOutsideBrackets(line, " / ", " | ", " • ", "; ") {
		out = append(out, plaintext.Sentences(seg)...)
	}
	return out
}

var (
	// subsetNow is a count of things, then how many of them are so now: "6 seasonals, 2 now".
	subsetNow = regexp.MustCompile(`(\b\d+ [\p{L}-]+s), (\d+) (now|still) ([\p{L}-]+)`)
	// wishLead opens a note, or a clause after a comma, of what the writer wants, up to a slash.
	wishLead = regexp.MustCompile(`(?i)(?:^|, )(?:i )?(?:want|wanting|hope|hoping|looking|seeking|interested|aiming|open to|would love|keen)\b[^/]* / `)
	// wishAlternative is a short phrase after a slash, with no figure and no verb of its own.
	wishAlternative = regexp.MustCompile(`(?i) / ((?:[a-z][\w&-]* ){0,2}[a-z][\w&-]*)($|[,.;(])`)
)

// splitOutsideBrackets splits s at each separator that is not inside ( ) or [ ].
func splitOutsideBrackets(s string, seps ...string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[':
			depth++
			continue
		case ')', ']':
			depth = max(0, depth-1)
			continue
		}
		if depth > 0 {
			continue
		}
		for _, sep := range seps {
			if strings.HasPrefix(s[i:], sep) {
				if part := strings.TrimSpace(s[start:i]); part != "" {
					out = append(out, part)
				}
				start = i + len(sep)
				i = start - 1
				break
			}
		}
	}
	if part := strings.TrimSpace(s[start:]); part != "" {
		out = append(out, part)
	}
	return out
}

// splitClauses splits a sentence at a comma or semicolon that starts a fact of its own: a
// clause opening with a past-tense verb ("…, passed NCLEX"), or a figure's change ("…, p99
// 800ms->120ms"). Lists ("vitals, EKGs") stay whole.
// dashDoings is a place or a time, then after a dash what was done there: "… - wrote press
// releases".
var dashDoings = regexp.MustCompile(`(?i) [-–—] (?:[a-z]+ed|wrote|built|ran|made|did|led|taught|drew|gave|took|sent)\b`)

func splitClauses(s string) []string {
	parts := strings.Split(s, ", ")
	var out []string
	cur := parts[0]
	for _, p := range parts[1:] {
		first, _, _ := strings.Cut(p, " ")
		lw := strings.ToLower(strings.Trim(first, "(),;:"))
		fields := strings.Fields(p)
		passive := len(fields) > 1 && (strings.EqualFold(fields[1], "by") || lw == "used" && (fields[1] == "at" || fields[1] == "in")) // "…, used by 30 volunteers", "…, used at 2 competitions"
		actsOnCount := len(fields) > 1 && startsWithNumber(fields[1])                                                                  // "trained 6 new staff"
		// "automated the report, saved ~2 days/mo": what the work saved stays with the work.
		if lw == "saved" && len(fields) > 1 {
			cur += ", " + p // rewrite reads it as ", saving …"
			continue
		}
		if typingLead.MatchString(p) {
			out = append(out, cur) // "ms office, typing 65 wpm, …": the typing speed is a fact of its own
			cur = p
			continue
		}
		if towardsLevel.MatchString(p) {
			cur += ", " + p // "aat level 3, working towards level 4": the next level of the same
			continue
		}
		if dashDoings.MatchString(cur) && pastTenseVerbs[lw] {
			cur += ", " + p // "internship at a pr agency - wrote press releases, built media lists": what was done there
			continue
		}
		underway := (underWay[lw] || lw == "working" && len(fields) > 1 && (fields[1] == "on" || fields[1] == "toward" || fields[1] == "towards")) && len(fields) > 2
		if earlierLead.MatchString(p) && len(fields) > 2 || licenceActive.MatchString(p) {
			underway = true // "ux writer @ payfast 2 yrs, before that copywriter at an agency": an earlier job
		}
		independent := underway || (pastTenseVerbs[lw] && (!descriptiveParticiples[lw] || actsOnCount) || looksPastTense(fields)) && len(fields) > 1 && !passive ||
			(arrowFigures.MatchString(p) && !strings.Contains(cur, "(") && !actionWithMeasure(cur, fields)) || motiveWords[lw] || isTenure(p) && len(strings.Fields(p)) > 2
		// A single word before the clause is a fact of its own only when it names a tool the
		// vocabulary knows and the clause is an action: "hubspot, kept the crm clean".
		_, kind := onlySkills(cur)
		if underway || roleAtWithLength(fields) || roleWithLength(fields) {
			independent = true // "arrt (r) since 2020, x-ray tech 5 yrs at …": a job of its own
		}
		if independent && (len(strings.Fields(cur)) > 1 || kind == "tools" && pastTenseVerbs[lw] || kind != "" && underway) {
			out = append(out, cur)
			cur = p
			continue
		}
		cur += ", " + p
	}
	return append(out, cur)
}

// roleAtWithLength reports a job typed as a role, a length of time and an employer: "x-ray
// tech 5 yrs at st. jude", "buyer @ cascade 4 yrs".
func roleAtWithLength(fields []string) bool {
	role, number, at := false, false, false
	for i, f := range fields {
		lf := strings.ToLower(strings.Trim(f, ",;:()"))
		switch {
		case i < 3 && roleNouns[lf]:
			role = true
		case startsWithNumber(f) && i < 6:
			number = true
		case lf == "at" || lf == "@":
			at = true
		}
	}
	return role && number && at
}

// roleWithLength reports a role and a length of time with no employer: "rn 12 yrs total".
func roleWithLength(fields []string) bool {
	return len(fields) >= 3 && (roleNouns[strings.ToLower(fields[0])] || isAcronym(strings.ToUpper(fields[0])) && roleNouns[strings.ToLower(fields[0])]) && startsWithNumber(fields[1])
}

func lowerClean(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// measures are the figures of a text that measure something: "section 2/3 paperwork" has
// none, so it is no result to lead a letter with.
func measures(s string) []string {
	return figureRe.FindAllString(formName.ReplaceAllString(aYear.ReplaceAllString(labelNumber.ReplaceAllString(s, ""), ""), ""), -1)
}

// formName is a form known by its number ("1099s", "W-2s", "I-9s"), which measures nothing.
var formName = regexp.MustCompile(`(?i)\b(?:1099|1040|941|940|990|w-?2|w-?4|w-?9|i-?9)s?\b`)

// aYear is a year, which dates a fact and measures nothing: "MUP from UW in 2019" is no
// figure to attach to the sentence before it.
var aYear = regexp.MustCompile(`\b(?:19|20)\d{2}\b`)

// weigh says what a point is and how strong: figures and results weigh most, then actions
// and who the writer is; a motive is kept but weighs least.
func weigh(clean, sentence string) (pointKind, int) {
	words := strings.Fields(strings.ToLower(clean))
	if len(words) == 0 {
		return pointOther, 0
	}
	first := strings.Trim(words[0], ",:;")
	figures := len(measures(clean))
	strength := 2 * figures
	if strings.ContainsAny(clean, "%$€£") {
		strength += 2
	}
	if strings.Contains(clean, " from ") && strings.Contains(clean, " to ") && figures >= 2 {
		strength += 2
	}
	switch {
	case motiveWords[first] || strings.HasPrefix(sentence, "I want") || strings.HasPrefix(sentence, "I love"):
		return pointMotive, strength
	case earlierLead.MatchString(sentence) || strings.HasSuffix(strings.TrimRight(lowerClean(clean), "."), " before that"):
		// "Before that, I had 3 years…": an earlier job is told with the work, after the job it
		// came before, never as who the writer is now.
		return pointAction, strength + 2
	case underWay[first] || first == "working" && len(words) > 1 && (words[1] == "on" || words[1] == "toward" || words[1] == "towards"):
		// "finishing a BS…", "working on an AA…": what the writer is studying is told with
		// the rest of the record, not as who they are in the letter's opening.
		return pointOther, strength + 1
	case strings.HasPrefix(sentence, "I am ") || strings.HasPrefix(sentence, "I have ") && isTenure(clean) || strings.HasPrefix(sentence, "I earned ") || isTenure(clean):
		return pointIdentity, strength + 3
	case startsWithNumber(clean) && !strings.HasPrefix(sentence, "I ") && !strings.HasPrefix(sentence, "I'") && !strings.Contains(sentence, ", I "):
		// "For 5 years, I have been a 7th grade teacher" is the writer's own sentence, not a figure.
		return pointMetric, strength + 1
	case strings.HasPrefix(sentence, "I ") || strings.Contains(sentence, ", I "):
		return pointAction, strength + 2
	case figures > 0 && sentence == plaintext.Sentence(clean) && verbless(strings.Fields(clean)):
		// "Zero lost-time injuries 2 years running": a figure with no verb.
		return pointMetric, strength + 1
	}
	return pointOther, strength
}

// strongest returns up to n points, strongest first among equals in typed order, keeping
// identity first.
func strongest(ps []point, n int) []point {
	idx := make([]int, len(ps))
	for i := range idx {
		idx[i] = i
	}
	for i := 1; i < len(idx); i++ {
		for j := i; j > 0 && ps[idx[j]].strength > ps[idx[j-1]].strength; j-- {
			idx[j], idx[j-1] = idx[j-1], idx[j]
		}
	}
	if len(idx) > n {
		idx = idx[:n]
	}
	// Back in typed order: a letter reads in the order the writer gave.
	for i := 1; i < len(idx); i++ {
		for j := i; j > 0 && idx[j] < idx[j-1]; j-- {
			idx[j], idx[j-1] = idx[j-1], idx[j]
		}
	}
	out := make([]point, len(idx))
	for i, k := range idx {
		out[i] = ps[k]
	}
	return out
}

// actionWithMeasure reports a measure named in words that moved after an action ("rebuilt a
// uikit app in swiftui, crash rate 2.1% -> 0.3%"): the result stays with the work that made
// it, so an answer to the posting carries both.
func actionWithMeasure(cur string, clause []string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(cur), " ")
	verb := pastTenseVerbs[strings.ToLower(first)] || presentVerbs[strings.ToLower(first)]
	if verb && grownCount.MatchString(strings.Join(clause, " ")) {
		return true // "run ig for the club, 800 -> 3.1k followers": the following grew with the work
	}
	return pastTenseVerbs[strings.ToLower(first)] && len(clause) >= 3 && isPlainLowerWord(clause[0]) && isPlainLowerWord(clause[1])
}

// grownCount is a count that grew, typed with an arrow: "800 -> 3.1k followers".
var grownCount = regexp.MustCompile(`(?i)^\d[\d.,]*[km]?\s*(?:->|→)\s*\d[\d.,]*[km]? (?:followers|subscribers|users|members|customers|students|listeners|readers|downloads)\b`)

// towardsLevel is the next level of a qualification under way: "working towards level 4".
var towardsLevel = regexp.MustCompile(`(?i)^(?:working towards?|studying for|studying towards?) (?:level )?\d$`)

// typingLead opens a clause with a typing speed: "typing 65 wpm".
var typingLead = regexp.MustCompile(`(?i)^typing \d+ ?(?:wpm|words per minute)\b`)

// sentencesOf writes the work points as sentences: a figure on its own joins the sentence
// before it ("…, with 12 patients a shift"), or gets the tone's frame. A figure that sizes
// the work rather than reporting a result ("local and road switching, yards up to 40
// tracks") gets the frame for what the work held (scopeFrame), not "One result:".
func sentencesOf(ps []point, v *voice, metricFrames []string, scopeFrame string) []scored {
	var out []scored
	for _, p := range ps {
		s := p.sentence
		if p.kind == pointMetric {
			x := strings.TrimRight(p.clean, ".!; ")
			if len(out) > 0 && !strings.Contains(out[len(out)-1].text, ", with ") {
				last := &out[len(out)-1]
				last.text = strings.TrimRight(last.text, ".!") + ", with " + x + "."
				last.strength += p.strength
				continue
			}
			s = strings.Replace(v.pick(metricFrames...), "{x}", x, 1)
			if scopeFrame != "" && !readsAsResult(x) {
				s = scopeFrame + " " + x + "."
			}
		}
		out = append(out, scored{s, p.strength})
	}
	return out
}

func sentences(ps []point) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.sentence)
	}
	return out
}

// readsAsResult reports whether a figure on its own reads as a result: it opens with the
// figure ("1.2 million safe miles"), or names a change, an amount or a win. "737NG and max,
// some A320" opens with a model name, and "plan sets for about 30 projects" sizes the work.
func readsAsResult(x string) bool {
	return opensWithFigure.MatchString(x) || resultWords.MatchString(x)
}

var (
	opensWithFigure = regexp.MustCompile(`(?i)^(?:about |approx\.? |approximately |around |over |nearly |almost |more than |~)?[$€£]?\d[\d,.]*(?:k|m|bn|\+|%)?(?:\s|$)`)
	resultWords     = regexp.MustCompile(`(?i)[%$€£]|\b\d+(?:\.\d+)?x\b|\b(?:zero|record|cut|saved|won|awards?|titles?|ranked|top|#1)\b|\bfrom\b.*\bto\b`)
)

// joinShort joins a paragraph of a dozen words or fewer to the prose beside it: "I ran the
// grill and sauté stations." on a line of its own reads as a note left over. It joins the
// paragraph before it, or the next one when it opens the letter.
func (l *letter) joinShort() {
	prose := func(p []string) bool { return !(len(p) == 1 && strings.Contains(p[0], "\n")) }
	wordsOf := func(p []string) int { return len(strings.Fields(strings.Join(p, " "))) }
	for i := 0; i < len(l.paras); i++ {
		p := l.paras[i]
		if len(l.paras) <= 3 || !prose(p) || wordsOf(p) > 12 || strings.HasSuffix(p[len(p)-1], ":") {
			continue
		}
		switch {
		case i > 0 && prose(l.paras[i-1]) && !strings.HasSuffix(lastOf(l.paras[i-1]), ":") && !placeLead.MatchString(p[0]):
			// "At Acme, I built…" opens its own paragraph after one about another place.
			l.paras[i-1] = append(l.paras[i-1], p...)
		case i == 0 && prose(l.paras[1]):
			l.paras[i+1] = append(slices.Clone(p), l.paras[i+1]...)
		default:
			continue
		}
		l.paras = slices.Delete(l.paras, i, i+1)
		i--
	}
}

func lastOf(p []string) string { return p[len(p)-1] }

// placeLead opens a sentence with where it happened: "At Acme, …", "There, …".
var placeLead = regexp.MustCompile(`^(?:At|There|In) [^,]*,|^There,`)
