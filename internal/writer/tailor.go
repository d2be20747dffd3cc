package writer

import (
	"cmp"
	"regexp"
	"slices"
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/match"
	"github.com/draftsmith/draftsmith/internal/plaintext"
	"github.com/draftsmith/draftsmith/internal/resume"
)

// Tailoring a draft to a job (issue 15, ADR 0022). Every form carries a Target: a job posting
// the user pasted, or the role and company they typed. The posting is read by the match
// engine; the built-in writer then puts the user's most relevant skills and bullets first,
// names the role and company in letters and emails, and mentions only the posting's
// requirements that the user's own words show. A model gets the posting as fenced, untrusted
// data, and an answer that claims a skill the form does not show is not used.

// shownSkills are the posting's skills that text shows in its own words, most important
// first, each with the text's first word for it ("k8s" for Kubernetes). Keywords and skills
// only implied ("React" implies JavaScript) are left out: a draft names only what the user wrote.
func shownSkills(t *draft.Target, text string, limit int) []string {
	p := t.Analysis()
	v := match.Default()
	var out []string
	seen := map[string]bool{}
	for i, ok := range v.Shows(p, text) {
		req := p.Requirements[i]
		if !ok || !req.IsSkill() || len(out) == limit {
			continue
		}
		w := v.Words(req, text)
		if len(w) == 0 || seen[strings.ToLower(w[0])] {
			continue
		}
		seen[strings.ToLower(w[0])] = true
		out = append(out, w[0])
	}
	return out
}

// byRelevance orders items by the weight of the posting's requirements each shows, keeping
// the user's order among equals.
func byRelevance(items []string, p *match.Posting) []string {
	v := match.Default()
	rel := make(map[string]int, len(items))
	for _, it := range items {
		rel[it] = v.Relevance(p, it)
	}
	out := append([]string(nil), items...)
	stableSort(out, func(a, b string) bool { return rel[a] > rel[b] })
	return out
}

func stableSort(items []string, less func(a, b string) bool) {
	for i := 1; i < len(items); i++ {
		for j := i; j > 0 && less(items[j], items[j-1]); j-- {
			items[j], items[j-1] = items[j-1], items[j]
		}
	}
}

// ---- Resume ----

// tailored puts the skills and the bullets of each role and project that the posting asks
// for first. When the summary is the one built from the skills (the user wrote none), it is
// built again from the reordered skills. Nothing is added or dropped.
func (f resumeWriter) tailored(r *resume.ResumeSections) *resume.ResumeSections {
	p := f.Analysis()
	if len(p.Requirements) == 0 {
		return r
	}
	built := f.Summary == "" && r.Summary == resume.PolishSummary(builtSummary(f.JobTitle, r.Skills))
	r.Skills = byRelevance(r.Skills, p)
	for i := range r.Experience {
		r.Experience[i].Bullets = byRelevance(r.Experience[i].Bullets, p)
	}
	for i := range r.Projects {
		r.Projects[i].Bullets = byRelevance(r.Projects[i].Bullets, p)
	}
	if built {
		r.Summary = resume.PolishSummary(builtSummary(f.JobTitle, r.Skills))
	}
	return r
}

// ---- Cover letter ----

// reqTie is a requirement of the posting and the user's point that shows it.
type reqTie struct {
	req   string // the skill's name
	point point
	named bool // the point's sentence is told elsewhere: name the requirement only
}

// maxTies is how many of the posting's requirements a letter answers one by one.
const maxTies = 3

// requirements ties the posting's skills, must-haves first, to the user's points that show
// them as the user's own: a point that names a skill only as someone else's ("worked with a
// preceptor") does not claim it. It returns the ties and the points left over. It reads the
// posting only through match's exported API (the posting reader of issue 23).
func (f letterWriter) requirements(work []point) ([]reqTie, []point) {
	if f.JobDescription == "" {
		return nil, work
	}
	p := f.Analysis()
	v := match.Default()
	if len(p.Asks) > 0 {
		// The posting lists what it asks: each ask is answered in its own words.
		used := make([]bool, len(work))
		ties := f.askTies(p, work, used)
		return ties, unusedPoints(work, used)
	}
	reqs := append([]match.Requirement(nil), p.Requirements...)
	slices.SortStableFunc(reqs, func(a, b match.Requirement) int { return mustHaveFirst(a.MustHave, b.MustHave) })
	used := make([]bool, len(work))
	var ties []reqTie
	title := postingTitle(f.JobTitle, f.JobDescription)
	for _, req := range reqs {
		if !req.IsSkill() || len(ties) == maxTies || inTitle(req, title) {
			continue
		}
		for i, pt := range work {
			if used[i] {
				continue
			}
			if w := v.Words(req, pt.clean); len(w) > 0 && ownedMention(pt.clean, w[0]) {
				name := req.Skill
				posting := strings.ToLower(f.JobDescription)
				if !strings.Contains(posting, strings.ToLower(name)) && len(req.Words) > 0 {
					// The posting's own words: "Kafka", not the vocabulary's "Apache Kafka". When
					// the posting never names what the user shows ("crisis intervention" read as
					// mental health, the user's "mental health"), the user's sentence answers
					// something else: no tie is claimed.
					if !strings.Contains(posting, strings.ToLower(w[0])) && !sameSkillWords(req.Words[0], w[0]) {
						continue
					}
					name = req.Words[0]
					if dutyVerbs[strings.ToLower(name)] {
						name = req.Skill // "write and edit blog copy": the skill is "editing", not "edit"
					}
				}
				ties = append(ties, reqTie{req: skillName(name), point: pt})
				used[i] = true
				break
			}
		}
	}
	return ties, unusedPoints(work, used)
}

// wishListed says that what the writer wants is among the posting's nice-to-haves ("Your
// posting lists Kafka among its nice-to-haves, which is where I hope to grow."): a fact about
// the posting beside a wish the user typed, never a claim of the skill. "" when no wish meets
// a nice-to-have, or the tone has no words for it.
func (f letterWriter) wishListed(motives []point, tone letterTone, ties []reqTie) string {
	if f.JobDescription == "" || tone.wishListed == "" {
		return ""
	}
	v := match.Default()
	for _, ask := range f.Analysis().Asks {
		if ask.MustHave || answeredAsk(ask.Text, ties) {
			continue // an ask the letter answers with the writer's record is no wish
		}
		phrase, ok := askPhrase(ask.Text)
		if !ok {
			continue
		}
		for _, m := range motives {
			if answers := v.Answers(ask.Text, m.clean); len(answers) > 0 && !domainWords[strings.ToLower(answers[0])] {
				return strings.NewReplacer("{Ask}", plaintext.UpperFirst(answeredPart(v, phrase, m.clean)), "{ask}", answeredPart(v, phrase, m.clean)).Replace(tone.wishListed)
			}
		}
	}
	return ""
}

// answeredAsk reports whether a tie answers the ask.
func answeredAsk(ask string, ties []reqTie) bool {
	for _, t := range ties {
		if p, ok := askPhrase(ask); ok && strings.Contains(strings.ToLower(p), strings.ToLower(t.req)) {
			return true
		}
	}
	return false
}

// unusedPoints are the points no tie took.
func unusedPoints(work []point, used []bool) []point {
	var rest []point
	for i, pt := range work {
		if !used[i] {
			rest = append(rest, pt)
		}
	}
	return rest
}

// mustHaveFirst orders a posting's must-haves before its nice-to-haves, keeping its order.
func mustHaveFirst(a, b bool) int {
	switch {
	case a && !b:
		return -1
	case b && !a:
		return 1
	}
	return 0
}

// askTies answers the posting's asks ("Experience leading a line", "Food cost control", "3+
// years in a high-volume kitchen") with the user's point that speaks to most of it, each
// point once, must-haves first (ADR 0054). The answer is found by the skills both name and the
// words they share (match.Answers); an ask is named in the posting's words without its
// figures, and of an ask of several things ("Blueprint reading and GD&T") only the things the
// point shows are named. A point that shows an ask only as someone else's, or as still to
// come, answers nothing, and an ask nothing answers is left out, never claimed.
func (f letterWriter) askTies(p *match.Posting, work []point, used []bool) []reqTie {
	v := match.Default()
	asks := append([]match.Ask(nil), p.Asks...)
	slices.SortStableFunc(asks, func(a, b match.Ask) int { return mustHaveFirst(a.MustHave, b.MustHave) })
	title := postingTitle(f.JobTitle, f.JobDescription)
	// Every ask is weighed against every point first, and the closest pairs are tied first: a
	// point that answers two asks answers the one it speaks to most ("shipped 6 client apps to
	// app store" is the answer to "Experience shipping to the App Store", not to "2+ years
	// building iOS apps", which the iOS developer's years answer).
	type candidate struct {
		ask, point, score int
		answers           []string
	}
	var cands []candidate
	for ai, ask := range asks {
		for i, pt := range work {
			if used[i] || pt.kind == pointMotive {
				continue
			}
			// The ask as written, its asides too: "ERP experience (NetSuite a plus)" is
			// answered by NetSuite, though the letter names only "ERP experience".
			answers := slices.DeleteFunc(v.Answers(askOrTraining.ReplaceAllString(askFigure.ReplaceAllString(ask.Text, ""), ""), pt.clean), func(w string) bool { return inTitleWords(w, title) })
			if len(answers) == 0 || len(answers) == 1 && domainWords[strings.TrimSuffix(strings.ToLower(answers[0]), "s")] {
				continue // "patient" alone does not make patient care answer "patient education"
			}
			// A word the ask itself uses counts twice: "AML" answers "BSA/AML
			// investigations" better than "KYC", a skill of the same family.
			score := 0
			for _, a := range answers {
				score++
				if strings.Contains(strings.ToLower(ask.Text), strings.ToLower(a)) {
					score++
				}
			}
			// A degree is answered by a degree, not by years of work in its field.
			if degreeAsk.MatchString(ask.Text) && !degreeNote.MatchString(pt.clean) {
				continue
			}
			if ownedMention(pt.clean, answers[0]) {
				cands = append(cands, candidate{ai, i, score, answers})
			}
		}
	}
	// Must-haves first, and among them the closest; among equals, the posting's order.
	slices.SortStableFunc(cands, func(a, b candidate) int {
		return cmp.Or(mustHaveFirst(asks[a.ask].MustHave, asks[b.ask].MustHave), b.score-a.score, a.ask-b.ask, a.point-b.point)
	})
	tied := map[int]reqTie{}
	for _, c := range cands {
		if len(tied) == maxTies {
			break
		}
		if _, done := tied[c.ask]; done || used[c.point] {
			continue
		}
		phrase, named := askPhrase(asks[c.ask].Text)
		req := ""
		if named {
			req = answeredPart(v, phrase, work[c.point].clean)
			if names := properNames(c.answers); len(names) > 0 && namesMore(req, work[c.point].clean) && !degreeAsk.MatchString(req) {
				req = plaintext.JoinAnd(names) // "ServSafe Manager" shown only as "ServSafe": name what is shown
			}
		} else if names := properNames(c.answers); len(names) > 0 {
			// An ask the letter cannot name in the posting's words (it holds a figure:
			// "Articulate 360") is named by the user's own words for it, when those are names.
			req = plaintext.JoinAnd(names)
		} else {
			continue
		}
		used[c.point] = true
		tied[c.ask] = reqTie{req: req, point: work[c.point]}
	}
	var ties []reqTie
	for ai := range asks {
		if t, ok := tied[ai]; ok {
			ties = append(ties, t)
		}
	}
	return ties
}

// namesMore reports whether an ask names something the text does not: a capitalised word
// of the ask ("Manager" in "ServSafe Manager") that the text never uses.
func namesMore(ask, text string) bool {
	lower := strings.ToLower(text)
	for _, w := range strings.Fields(ask) {
		w = strings.Trim(w, ",.;:()")
		if (startsUpperLetter(w) || isAcronym(w)) && !strings.Contains(lower, strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// properNames are the answers that are names — capitalised or an acronym — as the user's
// notes give them.
func properNames(answers []string) []string {
	var out []string
	for _, a := range answers {
		if startsUpperLetter(a) || isAcronym(a) {
			out = append(out, a)
		}
	}
	return out
}

// domainWords are the words a whole field shares: alone, they show no particular ask.
var domainWords = wordSet(`patient client customer student child kid family people person staff team member user
project product data business service process system sale support care work job role company organization
organisation industry field community program programme operation management license licence certification
certificate degree`)

// clauseOf is the clause of a note that holds a word, lower-cased: in "CDA credential 2023,
// working on an AA in ECE" the CDA is held and the AA still to come.
func clauseOf(text, word string) string {
	lower := strings.ToLower(text)
	i := strings.Index(lower, strings.ToLower(word))
	if i < 0 {
		return lower
	}
	start := strings.LastIndexAny(lower[:i], ",;") + 1
	end := strings.IndexAny(lower[i:], ",;")
	if end < 0 {
		return lower[start:]
	}
	return lower[start : i+end]
}

// inTitleWords reports whether a word is one of the role's own title ("kitchen" is not, "chef"
// for a sous chef is): a point answers an ask by what it shows, not by naming the job.
func inTitleWords(w, title string) bool {
	return regexp.MustCompile(`(^|\W)` + regexp.QuoteMeta(strings.ToLower(w)) + `($|\W)`).MatchString(title)
}

// answeredPart is the part of an ask of several things that a text answers: "a strong grasp
// of web performance and accessibility" answered by an accessibility pass is "accessibility".
// An ask of one thing, or one answered whole, is named whole.
func answeredPart(v *match.Vocabulary, phrase, text string) string {
	parts := askParts.Split(phrase, -1)
	if len(parts) < 2 || askQualifier.MatchString(phrase) {
		// "product management experience, ideally in B2B SaaS" is one ask and its qualifier.
		return phrase
	}
	var shown []string
	for _, part := range parts {
		if len(v.Answers(part, text)) > 0 {
			shown = append(shown, strings.TrimSpace(part))
		}
	}
	if len(shown) == 0 || len(shown) == len(parts) {
		return phrase
	}
	return skillName(plaintext.JoinAnd(shown))
}

// askParts cut an ask of several things: "Blueprint reading and GD&T", "calipers,
// micrometers, height gauges" ("or" offers a choice, and one answers it whole).
var askParts = regexp.MustCompile(`,\s*(?:and\s+)?|\s+and\s+`)

// askQualifier is a comma before words that narrow the ask rather than add to it.
var askQualifier = regexp.MustCompile(`(?i),\s*(?:ideally|preferably|especially|particularly|including|such as|e\.g\.)\b`)

var (
	askYears  = regexp.MustCompile(`(?i)^(?:at least |minimum(?: of)? )?\d+\+?(?:\s*[-–]\s*\d+)?\s*(?:years?|yrs?)(?:'|’)?\s+(?:of\s+)?(.+)$`)
	askFigure = regexp.MustCompile(`(?i)\s+(?:of |at |by )?(?:above|over|under|below|at least|more than|less than|greater than|exceeding|>|<)\s*[$€£]?\d.*$`)
	askAside  = regexp.MustCompile(`\s*\([^)]*\)`)
	// twoExperiences is a choice of two experiences: "clinical experience or externship experience".
	twoExperiences = regexp.MustCompile(`(?i)\b([\w-]+) experience or ([\w-]+) experience\b`)
	// askNumber is a figure of the ask's own ("Articulate 360", "5 years"); digits inside a
	// word ("B2B", "S3") are part of a name.
	askNumber = regexp.MustCompile(`(^|[\s(])[$€£]?\d`)
	// askOrTraining is "experience or training": training as a lesser alternative, not the
	// work ("Feeding therapy experience or training").
	askOrTraining = regexp.MustCompile(`(?i)\s+or (?:training|certification|equivalent)\b`)
	askOptional   = regexp.MustCompile(`(?i)[,;]?\s*(?:(?:is )?a (?:big |huge )?plus|preferred|(?:is )?a bonus|nice to have|required|strongly preferred|desired)\W*$`)
	askDoing      = regexp.MustCompile(`^(?:in|at|as|on|with|within|across|leading|managing|building|teaching|working|running|supporting|writing|designing|developing|delivering|using|selling|caring|providing|coordinating)\b`)
)

// askPhrase writes an ask for the middle of a sentence, in the posting's words: "3+ years in a
// high-volume kitchen" → "experience in a high-volume kitchen", "A track record of net revenue
// retention above 110%" → "a track record of net revenue retention". Its figures are left out
// (a draft holds only the user's numbers, ADR 0037); an ask that is only a figure, or too long
// to name in a sentence, is not named.
func askPhrase(ask string) (string, bool) {
	s, _, _ := strings.Cut(ask, ";")
	s = askAside.ReplaceAllString(s, "")
	s = askOrTraining.ReplaceAllString(s, "")
	s = strings.TrimSpace(askOptional.ReplaceAllString(strings.TrimSpace(s), ""))
	if m := askYears.FindStringSubmatch(s); m != nil {
		rest := strings.TrimSpace(m[1])
		switch {
		case strings.Contains(strings.ToLower(rest), "experience"):
			s = rest // "clinical experience or externship"
		case askDoing.MatchString(strings.ToLower(rest)):
			s = "experience " + rest
		case len(strings.Fields(rest)) >= 3:
			s = "experience in " + rest // "experience in B2B or medical sales with a record of…"
		default:
			s = rest + " experience"
		}
	}
	s = strings.TrimSpace(askFigure.ReplaceAllString(s, ""))
	s = twoExperiences.ReplaceAllString(s, "$1 or $2 experience") // "clinical experience or externship experience"
	s = strings.TrimRight(s, ".,:;!")
	s = orRelated.ReplaceAllString(s, " or a related field")
	if s == "" || askNumber.MatchString(s) || len(strings.Fields(s)) > 12 {
		return "", false
	}
	// The posting's casing, but for a first word capitalised only because it opens a list
	// item ("Experience with…", "Strong…"): "Yardi or RealPage experience" keeps its name.
	first, rest, _ := strings.Cut(s, " ")
	next, _, _ := strings.Cut(rest, " ")
	titled := next != "" && startsUpperLetter(next) // "Registered Dietitian Nutritionist": a title in capitals
	if lf := strings.ToLower(first); askLeads[lf] || degreeRequirement.MatchString(s) || commonCapital(first) && !titled {
		s = strings.TrimSpace(lf + " " + rest)
	} else if rest == "" || !startsUpperLetter(first) || isAcronym(first) {
		s = skillName(s)
	}
	// An ask a posting's prose words as what the hire is ("comfortable working with
	// stakeholders", "skilled in IT applications") is named as what it asks for.
	for adj, noun := range adjectiveAsks {
		if rest, ok := strings.CutPrefix(s, adj+" "); ok {
			s = noun + " " + rest
			break
		}
	}
	s = strings.Replace(s, " your own ", " one's own ", 1) // "organise your own workload": the hire's, not the reader's
	// "full clean driving licence" is one thing held: "a full clean driving licence".
	head, _, _ := strings.Cut(s, " in ")
	if words := strings.Fields(head); countableAsks[strings.ToLower(words[len(words)-1])] {
		s = article(s) + s
	}
	return s, true
}

// adjectiveAsks name an ask worded as what the hire is by what it asks for.
var adjectiveAsks = map[string]string{
	"comfortable": "comfort", "passionate about": "a passion for", "adept at": "skill at", "skilled in": "skill in", "skilled at": "skill at", "able to": "the ability to",
	"experienced in": "experience in", "experienced with": "experience with", "proficient in": "proficiency in", "proficient with": "proficiency with",
	"familiar with": "familiarity with", "confident in": "confidence in", "confident with": "confidence with", "excellent team player": "an excellent team player",
}

// countableAsks end an ask for one thing held, said with its article.
var countableAsks = wordSet(`licence license certificate diploma degree qualification card`)

// commonCapital reports a word capitalised only because it opens a list item: a capital,
// then lower case, and no name the writer knows ("Mentoring", "Food"; not "Yardi", "Epic").
func commonCapital(w string) bool {
	if !startsUpperLetter(w) || hasInnerCapital(w) || isAcronym(w) || knownCasing[strings.ToLower(w)] != "" || usStates[strings.ToLower(w)] {
		return false
	}
	for _, s := range match.Default().Skills(w) {
		if s.Name == w {
			return false // "Go", "Epic": a skill's name
		}
	}
	return strings.ToLower(w[1:]) == w[1:]
}

// askLeads are the common words a posting opens an ask with.
var askLeads = wordSet(`experience experienced knowledge strong excellent proven advanced a an the ability familiarity
comfort comfortable proficiency proficient bachelor's master's associate associate's degree minimum solid deep
demonstrated understanding background working hands-on high current active valid state excellent exceptional
outstanding good great clear effective superb track previous prior some basic intermediate expert fluency fluent`)

// sameSkillWords reports whether the posting's and the user's words for a skill are one name
// written two ways ("Apache Kafka" and "kafka", "preceptor" and "precepted" are; "crisis
// intervention" and "mental health" are not). Spellings the posting never uses ("k8s" for its
// "Kubernetes") are not matched here: the tie is left out rather than guessed.
func sameSkillWords(posting, user string) bool {
	p, u := strings.ToLower(posting), strings.ToLower(user)
	if strings.Contains(p, u) || strings.Contains(u, p) {
		return true
	}
	// One word in two forms: "precepted" and "preceptor".
	n := 0
	for n < len(p) && n < len(u) && p[n] == u[n] {
		n++
	}
	return n >= 6
}

// postingTitle is the role as the form and the posting's first line name it, in lower case.
func postingTitle(jobTitle, posting string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(posting), "\n")
	return strings.ToLower(jobTitle + " " + first)
}

// inTitle reports whether a requirement is only a word of the role's own title ("backend"
// for a backend engineer, "Medical/Surgical" for a med-surg nurse): naming it back reads as
// an echo of the title, not as an answer to what the posting asks.
func inTitle(req match.Requirement, title string) bool {
	for _, w := range append([]string{req.Skill}, req.Words...) {
		if w != "" && regexp.MustCompile(`(^|\W)`+regexp.QuoteMeta(strings.ToLower(w))+`($|\W)`).MatchString(title) {
			return true
		}
	}
	return false
}

// degreeRequirement is a degree a posting asks for by its level.
// orRelated ends an ask for a field with "or related".
var orRelated = regexp.MustCompile(`(?i) or (?:a )?related(?: field)?$`)

// degreeAsk is an ask for a degree in a field, named whole though the user's degree is in a
// related one: "a bachelor's degree in Medical Laboratory Science or a related field".
var degreeAsk = regexp.MustCompile(`(?i)\b(?:bachelor'?s|master'?s|associate'?s|doctoral)(?: degree)?\b`)

// degreeNote is a note that names a degree: "bs occupational safety", "masters in ed".
var degreeNote = regexp.MustCompile(`(?i)\b(?:b\.?s\.?c?|b\.?a\.?|m\.?s\.?c?|m\.?a\.?|mba|phd|bsn|msn|bba|bfa|mfa|med|mph|jd|md|pharmd|dpt|associate'?s|associates|bachelor'?s|bachelors|master'?s|masters|degree|diploma|aas|as in|aa in|ged|hnd|hnc)\b`)

var degreeRequirement = regexp.MustCompile(`(?i)^(bachelor's|master's|associate's|bachelors|masters|doctoral|graduate|undergraduate) degree$`)

// skillName writes a skill's name for the middle of a sentence: "Patient education" →
// "patient education"; names and acronyms ("Apache Kafka", "BSN", "Go") keep their capitals.
func skillName(s string) string {
	if degreeRequirement.MatchString(s) {
		return "a " + strings.ToLower(s[:1]) + s[1:] // "a bachelor's degree"
	}
	if degreeWords[strings.ToLower(s)] && isAcronym(s) || s == "PhD" || s == "PharmD" {
		return article(s) + s // "a PhD", "an MBA"
	}
	words := strings.Fields(s)
	if len(words) == 0 || knownCasing[strings.ToLower(s)] != "" || isAcronym(words[0]) || len(words[0]) <= 3 || strings.HasSuffix(words[0], "+") {
		return s
	}
	if len(words) > 1 && startsUpperLetter(words[1]) {
		return s
	}
	return lowerWord(words[0]) + s[len(words[0]):]
}

// othersWords before a skill make it someone else's: "worked with a preceptor", "trained
// under the charge nurse", "shadowed a PM".
var othersWords = wordSet(`with under by alongside shadowed shadowing assisted assisting supported supporting`)

// ownedMention reports whether the text shows the word as the writer's own: no word among
// the three before it hands it to someone else.
func ownedMention(text, word string) bool {
	lower := strings.ToLower(text)
	i := strings.Index(lower, strings.ToLower(word))
	if i < 0 {
		return false
	}
	before := strings.Fields(lower[:i])
	for k := len(before) - 1; k >= 0 && k >= len(before)-3; k-- {
		w := strings.Trim(before[k], ",;:()")
		if othersWords[w] {
			// "with" after a skill list is fine ("Go with gRPC"); before it, someone else.
			return false
		}
	}
	return !receivedMention(before, lower[i:]) && !pendingMention.MatchString(clauseOf(text, word))
}

// pendingMention is a skill still to come: "BCPS exam scheduled for March", "license
// pending", "studying for the CPA". The requirement is not yet the user's to claim.
var pendingMention = regexp.MustCompile(`\b(scheduled|booked|pending|in progress|studying for|working toward|working towards|working on|preparing for|sitting (?:for|the)|will (?:take|sit)|plan to take|expected|eligible|finishing|completing|pursuing|enrolled in|currently (?:in|taking|studying))\b`)

// receivedMention reports a word the writer received rather than did: a passive ("was
// mentored", "mentored by a lead") or a student's placement ("precepted on 6 West": she
// worked under a preceptor; "precepted 3 new grads" is a preceptor's own).
func receivedMention(before []string, from string) bool {
	after := strings.Fields(from)
	if len(after) == 0 {
		return false
	}
	word := strings.Trim(after[0], ",;:().")
	if !strings.HasSuffix(word, "ed") {
		return false
	}
	if n := len(before); n > 0 && passiveAux[strings.Trim(before[n-1], ",;:()")] {
		return true
	}
	if len(after) < 2 {
		return false
	}
	next := strings.Trim(after[1], ",;:()")
	return next == "by" || strings.HasPrefix(word, "precept") && placeWords[next]
}

var (
	passiveAux = wordSet(`was were been being be is are got`)
	placeWords = wordSet(`on in at during through for under with`)
)

func tieSentences(ties []reqTie) []string {
	var out []string
	for _, t := range ties {
		out = append(out, t.point.sentence)
	}
	return out
}

// experienceOnce says "experience" once among the asks a letter names: "EHR experience" after
// "clinical or externship experience" is "EHR".
func experienceOnce(ties []reqTie) []reqTie {
	out := make([]reqTie, len(ties))
	said := false
	for i, t := range ties {
		out[i] = t
		if head, ok := strings.CutSuffix(t.req, " experience"); ok && head != "" && said && !strings.HasSuffix(head, " or") {
			out[i].req = head
		}
		said = said || strings.Contains(t.req, "experience")
	}
	return out
}

// leadOnly marks ties whose sentences are told elsewhere: only their names are said.
func leadOnly(ties []reqTie) []reqTie {
	out := make([]reqTie, len(ties))
	for i, t := range ties {
		t.named = true
		out[i] = t
	}
	return out
}

// requirementSentences answer the posting's requirements with the user's own sentences.
func requirementSentences(ties []reqTie, v *voice, tone letterTone) []string {
	ties = experienceOnce(ties)
	switch {
	case len(ties) == 0:
		return nil
	case len(ties) == 1 && !ties[0].named:
		return []string{tieSentence(v.pick(tone.requirement...), ties[0])}
	case !ties[0].named && tone.tiePerRequirement:
		// The tone answers each requirement in a sentence of its own, each in the next of
		// its wordings, so three answers never open alike ("I noticed… I noticed…").
		var out []string
		start := v.r.IntN(len(tone.requirement))
		for i, t := range ties {
			out = append(out, tieSentence(tone.requirement[(start+i)%len(tone.requirement)], t))
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

func tieSentence(template string, t reqTie) string {
	s := t.point.sentence
	if echo := echoTemplates[template]; echo != "" && strings.HasPrefix(s, "I") && namedInLastClause(s, t.req) {
		template = echo // "I hold ServSafe Manager certification, as your posting asks."
	} else if lead := leadingTemplates[template]; lead != "" && !namedInLastClause(s, t.req) {
		template = lead // "{S-}, which is just what your posting asks for." after a clause about something else
	}
	lower := s
	if first, _, _ := strings.Cut(s, " "); first != "I" && !strings.HasPrefix(first, "I'") {
		lower = lowerWord(first) + s[len(first):]
	}
	return strings.NewReplacer("{Req}", plaintext.UpperFirst(t.req), "{req}", t.req, "{S-}", strings.TrimRight(s, ".!"), "{S}", s, "{s}", lower).Replace(template)
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
		"warm":         {"{S-}, just as your posting hopes for.", "{S-}, just as you're looking for.", "{S-}, which is just what your posting asks for.", "{S-}, which I was glad to see on your list."},
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

// targetParagraph names the role and company the email is about, then the posting's skills
// the email's own text shows. None when there is no target.
func (f emailWriter) targetParagraph() []string {
	role, company := f.AimedRole(), f.AimedCompany()
	var target string
	switch {
	case role != "" && company != "":
		target = "the " + role + " role at " + company
	case role != "":
		target = "the " + role + " role"
	case company != "":
		target = "the open role at " + company
	default:
		return nil
	}
	line := strings.Replace(emailTargetLine[f.Tone], "{target}", target, 1)
	if skills := shownSkills(f.TargetOf(), draft.EvidenceText(f.ColdEmailForm), 3); len(skills) > 0 {
		verb := "are"
		if len(skills) == 1 {
			verb = "is"
		}
		line += " The posting asks for " + plaintext.JoinAnd(skills) + ", which " + verb + " part of my work."
	}
	return []string{line}
}

// ---- Models ----
