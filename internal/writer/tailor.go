package writer

import (
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
	ask   string // the posting's words for it, whole
	point point
	named bool // the point's sentence is told elsewhere: name the requirement only
	nice  bool // the posting lists it among its nice-to-haves
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
func (f letterWriter) wishListed(motives []point, ties []reqTie) string {
	wordings := wishListedWordings[f.Tone]
	if f.JobDescription == "" || len(wordings) == 0 {
		return ""
	}
	wording := wordings[wordingTurn(f.Name, "wish", len(wordings))]
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
				return strings.NewReplacer("{Ask}", plaintext.UpperFirst(answeredPart(v, phrase, m.clean)), "{ask}", answeredPart(v, phrase, m.clean)).Replace(wording)
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

// answeringFirst weighs the points that answer the posting's asks above the rest, so that a
// concise letter's few facts include the credentials the posting asks for ("hazmat
// endorsement", "NABCEP PV installer") before a second result.
func answeringFirst(f letterWriter, ps []point) []point {
	ties, _ := f.requirements(slices.DeleteFunc(slices.Clone(ps), func(p point) bool { return p.kind == pointMotive }))
	out := slices.Clone(ps)
	for _, t := range ties {
		for i := range out {
			if out[i].clean == t.point.clean {
				out[i].strength += answerWeight
			}
		}
	}
	return out
}

// answerWeight lifts a point that answers an ask above any point's own strength.
const answerWeight = 100
