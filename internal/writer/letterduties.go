package writer

import (
	"regexp"
	"slices"
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/facts"
	"github.com/draftsmith/draftsmith/internal/match"
	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// The work itself (ADR 0053): a letter written to a posting says what the writer would do in
// the role in the posting's own words ("In this role, I would verify medication orders,
// participate in interdisciplinary rounds and manage pharmacy-to-dose protocols"), in place
// of one of the writer's general sentences on how they would work. It promises the work the
// employer described; it claims no experience of it.

// dutyVerbs are the verbs a duty may start with to be taken up as the writer's own future
// work. A duty that starts otherwise ("Excellent communication skills", "Threat hunting
// across…", a question) is a requirement or a heading in disguise and is left out.
var dutyVerbs = wordSet(`administer advise analyse analyze answer assess assist audit build care close coach collaborate
communicate conduct contribute cook coordinate counsel create define deliver design develop diagnose document draft drive
edit educate ensure establish evaluate facilitate greet grow guide handle help hire implement improve inspect install
interview investigate lead maintain manage mentor monitor negotiate onboard operate organise organize oversee own
participate partner perform plan prepare present process produce provide recruit repair report research resolve respond
review run schedule sell serve shape support teach test track train tune verify welcome work write
join attend reconcile recommend source screen stock supervise lift load drive deliver clean greet
adhere meet follow keep cook bake prep order receive store label record check count pack pick sort unload
room give take draw collect service repair install partner transport restock keep guide`)

// maxDutyWords is the longest duty a letter quotes; longer ones are paragraphs of a posting.
const maxDutyWords = 14

// dutyClause writes a duty of the posting as a clause of the writer's future work: its verb
// in the base form and the employer's "our" as "your". ok is false for a duty the letter
// cannot take up as it stands.
func dutyClause(duty string) (string, bool) {
	ws := strings.Fields(duty)
	if len(ws) < 2 || len(ws) > maxDutyWords || strings.ContainsAny(duty, "?;") {
		return "", false
	}
	verb := strings.ToLower(ws[0])
	switch {
	case dutyVerbs[verb]:
	case strings.HasSuffix(verb, "es") && dutyVerbs[strings.TrimSuffix(verb, "es")]: // "Teaches"
		verb = strings.TrimSuffix(verb, "es")
	case strings.HasSuffix(verb, "s") && dutyVerbs[strings.TrimSuffix(verb, "s")]: // "Maintains"
		verb = strings.TrimSuffix(verb, "s")
	default:
		return "", false
	}
	ws[0] = verb
	for i, w := range ws[1:] {
		switch strings.ToLower(strings.Trim(w, ",.")) {
		case "you", "your", "yours", "i", "me", "my":
			return "", false // "help you grow": whose work it is would blur
		case "our":
			ws[i+1] = strings.Replace(w, w[:3], "your", 1)
		case "us", "we":
			return "", false
		}
	}
	return strings.Join(ws, " "), true
}

// dutiesOpenTo are the posting's duties that name nothing the user has not shown: a duty
// naming a skill, a figure or a name the user never wrote ("own your PostgreSQL schemas")
// would read as a claim to it, which the letter never makes (ADR 0022).
func dutiesOpenTo(t *draft.Target, evidence string, allowed ...string) []string {
	p := t.Analysis()
	v := match.Default()
	userShows := v.Shows(p, evidence)
	var out []string
	for _, d := range dutyParts(p.Duties) {
		ok := len(facts.Check(evidence, d, allowed...)) == 0
		for i, shown := range v.Shows(p, d) {
			if shown && p.Requirements[i].IsSkill() && !userShows[i] {
				ok = false
			}
		}
		if ok {
			out = append(out, d)
		}
	}
	return out
}

// dutyParts splits a duty that lists several ("lead 8 store managers, drive sales across the
// district, and build the bench") at each comma that a duty's verb follows, so that one
// part naming a figure does not take the others with it; "handle calls, emails and walk-ins"
// stays whole.
func dutyParts(duties []string) []string {
	var out []string
	for _, d := range duties {
		if first, _, _ := strings.Cut(d, " "); strings.HasSuffix(strings.ToLower(first), "ing") {
			// "planning and preparing meals for clients, …": said as the work to do.
			if d = baseDuty(d); d == "" {
				continue
			}
		}
		parts := strings.Split(d, ", ")
		cur := parts[0]
		for _, p := range parts[1:] {
			p = strings.TrimPrefix(p, "and ")
			// "partner with engineering, design and risk": a word followed by "and" is a
			// list's item, not a new duty's verb.
			first, after, _ := strings.Cut(p, " ")
			if next, _, _ := strings.Cut(after, " "); dutyVerbs[strings.ToLower(first)] && next != "and" && next != "or" && !strings.HasSuffix(first, ",") {
				out = append(out, cur)
				cur = p
				continue
			}
			cur += ", " + p
		}
		out = append(out, cur)
	}
	return out
}

// baseDuty words a duty the posting lists as gerunds ("planning and preparing meals,
// adhering to hygiene practices and meeting dietary requirements") as the work to do ("plan
// and prepare meals, adhere to hygiene practices and meet dietary requirements"); "" when a
// gerund that opens a part is no duty verb the writer knows.
func baseDuty(d string) string {
	words := strings.Fields(d)
	for i, w := range words {
		opens := i == 0 || strings.HasSuffix(words[i-1], ",") || strings.EqualFold(words[i-1], "and") || strings.EqualFold(words[i-1], "or")
		if !opens || !strings.HasSuffix(strings.ToLower(strings.TrimRight(w, ",")), "ing") {
			continue
		}
		trail := w[len(strings.TrimRight(w, ",")):]
		base := gerundBase[strings.ToLower(strings.TrimRight(w, ","))]
		if base == "" {
			if i == 0 {
				return ""
			}
			continue // "and meeting", "and ongoing support": a noun, left as it is
		}
		words[i] = base + trail
	}
	return strings.Join(words, " ")
}

// gerundBase maps each duty verb's -ing form to the verb: "planning" → "plan".
var gerundBase = func() map[string]string {
	m := map[string]string{}
	for v := range dutyVerbs {
		m[gerund(v)] = v
	}
	return m
}()

// gerund writes a verb's -ing form: "plan" → "planning", "prepare" → "preparing".
func gerund(v string) string {
	switch {
	case strings.HasSuffix(v, "ie"):
		return v[:len(v)-2] + "ying"
	case strings.HasSuffix(v, "e") && !strings.HasSuffix(v, "ee"):
		return v[:len(v)-1] + "ing"
	case len(v) >= 3 && doubledFinal[v]:
		return v + v[len(v)-1:] + "ing"
	}
	return v + "ing"
}

// doubledFinal are the duty verbs that double their last letter before -ing.
var doubledFinal = wordSet(`plan run shop stop map chat prep admit commit control patrol`)

// takenDuties are the duties a letter can take up as clauses: up to three, about 35 words in all.
func takenDuties(duties []string) []string {
	var picked []string
	words := 0
	for _, d := range duties {
		c, ok := dutyClause(d)
		if !ok || words+len(strings.Fields(c)) > 35 {
			continue
		}
		picked = append(picked, strings.TrimSuffix(c, ","))
		words += len(strings.Fields(c))
		if len(picked) == 3 {
			break
		}
	}
	return picked
}

// dutiesForTone is the part of the duties a tone quotes: professional all of them, the others
// each a different part (confident the first, warm those after it, enthusiastic the last), so
// the posting's words do not make two tones' letters alike (issue 29: at most 60% shared).
func dutiesForTone(tone string, duties []string) string {
	picked := takenDuties(duties)
	if n := len(picked); n > 1 && len(strings.Fields(picked[n-1])) >= 3 {
		switch tone {
		case "confident":
			picked = picked[:1]
		case "warm":
			picked = picked[1:]
		case "enthusiastic":
			picked = picked[n-1:]
		}
	}
	return joinDuties(picked)
}

// joinDuties joins duties as one list; a duty with its own "and" is set off by commas.
func joinDuties(picked []string) string {
	for _, c := range picked {
		if strings.Contains(c, " and ") && len(picked) > 1 {
			// "verify orders and perform reviews, and participate in rounds": the list's own
			// "and" is set off by a comma so the duties stay apart.
			return strings.Join(picked[:len(picked)-1], ", ") + ", and " + picked[len(picked)-1]
		}
	}
	return plaintext.JoinAnd(picked)
}

// dutyToLearn is a duty the tone does not quote, as what a newcomer would learn first: "how
// the team handles Windows servers and backups" for "Maintain Windows servers and backups".
// The tone's sentence on how the writer would start then speaks of the posting's own work
// rather than the field's in general. "" when no duty fits: its object must be a short noun
// phrase of the posting's ("weekly reports"), not a clause ("with sales on upsell").
func dutyToLearn(tone string, open, all []string) string {
	quoted := dutiesForTone(tone, open)
	for _, c := range takenDuties(all) {
		if strings.Contains(quoted, c) {
			continue
		}
		_, obj, _ := strings.Cut(c, " ")
		if head, tail, ok := strings.Cut(obj, " and "); ok {
			// "investigate incidents and track corrective actions": the first thing done only,
			// not "how the team handles incidents and track corrective actions".
			if next, _, _ := strings.Cut(tail, " "); dutyVerbs[strings.ToLower(next)] || presentVerbs[strings.ToLower(next)] {
				obj = head
			}
		}
		words := strings.Fields(obj)
		// "Help develop new treatments": a second verb is no object to handle.
		if len(words) < 2 || len(words) > 5 || strings.ContainsAny(obj, "0123456789,") || objectLeads[strings.ToLower(words[0])] || dutyVerbs[strings.ToLower(words[0])] || presentVerbs[strings.ToLower(words[0])] || peopleNoun(words[len(words)-1]) || slices.ContainsFunc(words, namedPeople) {
			continue
		}
		clauseWord := false
		for _, w := range words {
			if clauseWords[strings.ToLower(w)] {
				clauseWord = true
			}
		}
		if !clauseWord {
			return "how the team handles " + obj
		}
	}
	return ""
}

var (
	// objectLeads open what is not a duty's object: a second verb, a preposition, a pronoun.
	objectLeads = wordSet(`and or with on in at for to from by as the your their its it them this that all`)
	// clauseWords turn an object into a clause: "parents so progress carries over".
	clauseWords = wordSet(`so that which who when where while if because to your you`)
)

// dutyPeople are the people a posting's duties name: whom the work is for ("Design training
// for warehouse teams" → "the warehouse teams") and whom the hire works with ("Work closely
// with designers" → "the designers"). The tone's own sentences then speak of them rather than
// of the field's people in general ("I would ask the designers to challenge my work").
func dutyPeople(duties []string) (team, serve string) {
	for _, d := range duties {
		if strings.ContainsAny(d, "0123456789") {
			continue // a figure of the posting's stays out of the letter
		}
		if serve == "" {
			if m := dutyFor.FindStringSubmatch(d); m != nil && peopleNoun(m[2]) {
				serve = "the " + m[1] + m[2]
			}
		}
		if team == "" {
			if m := dutyWith.FindStringSubmatch(d); m != nil && peopleNoun(m[2]) {
				team = "the " + m[1] + m[2]
			}
		}
	}
	return team, serve
}

var (
	// dutyFor is whom a duty's work is for: "for warehouse teams", "for new supervisors".
	dutyFor = regexp.MustCompile(`\bfor (?:our |the |all |every )?((?:[a-z-]+ ){0,2})([a-z-]+s)\b`)
	// dutyWith is whom a duty's work is done with: "with designers", "alongside nurses".
	dutyWith = regexp.MustCompile(`\b(?:with|alongside) (?:our |the |other )?((?:[a-z-]+ ){0,2})([a-z-]+s)\b`)
)

// peopleNoun reports a plural noun that names people.
// namedPeople is a word that names people by what they are ("officers", "nurses"), not by
// the "-ers" ending of many things ("servers").
func namedPeople(w string) bool {
	w = strings.ToLower(w)
	return peopleNouns[w] || roleNouns[strings.TrimSuffix(w, "s")] && !thingRoles[w]
}

// thingRoles are roles whose plural names things in a duty: "Windows servers".
var thingRoles = wordSet(`servers drivers monitors scanners printers routers`)

func peopleNoun(w string) bool {
	w = strings.ToLower(w)
	return peopleNouns[w] || roleNouns[strings.TrimSuffix(w, "s")] || strings.HasSuffix(w, "ers") && !thingsEndingErs[w]
}

var (
	peopleNouns     = wordSet(`teams colleagues staff families parents patients students residents clients customers members users guests players merchants donors volunteers employees supervisors managers leaders physicians nurses clinicians caregivers designers engineers analysts agents drivers technicians artists writers`)
	thingsEndingErs = wordSet(`servers containers computers printers trailers tractors folders filters orders papers letters numbers matters others layers`)
)
