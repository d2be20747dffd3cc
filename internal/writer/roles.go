package writer

import (
	"regexp"
	"strings"
)

// Roles and degrees as people type them: "assistant store manager", "analyst tier 1",
// "intern at X summer 2022", "MPP georgetown 2024".

// isRolePhrase reports whether a sentence opens with a noun phrase naming the writer's role,
// followed by the end, a comma or a preposition: "Product designer with 6 years in fintech",
// "Senior Engineer at Acme". "Lead the payments team" is not one (a verb and its object).
func isRolePhrase(words []string) bool {
	if len(words) > 1 && verbOnlyLeads[strings.ToLower(words[0])] {
		return false // "precept new techs": what the writer does, not a title
	}
	for i := 0; i < len(words) && i < 4; i++ {
		w := strings.ToLower(strings.TrimRight(words[i], ",;:"))
		plural := strings.HasSuffix(w, "s") && !isAcronym(strings.TrimRight(words[i], ",;:")) // "PMS" is not "PMs"
		if !roleNouns[w] && !(plural && roleNouns[strings.TrimSuffix(w, "s")]) && !slashRoles(w) {
			if determiners[w] || pastTenseVerbs[w] && !descriptiveParticiples[w] || startsWithNumber(w) && !ordinalWord.MatchString(w) && w != "911" { // a "911 dispatcher" is one
				return false
			}
			continue
		}
		if strings.HasSuffix(words[i], ",") || i+1 == len(words) {
			return true
		}
		next := strings.ToLower(words[i+1])
		if roleNouns[next] || roleNouns[strings.TrimSuffix(next, "s")] {
			continue // "Volunteer tutor", "Sales engineer"
		}
		if ok := next == "with" || next == "at" || next == "in" || next == "for" || next == "who" || strings.HasPrefix(next, "(") ||
			next == "of" || next == "and" || next == "from" || next == "specialising" || next == "specializing" ||
			next == "focused" || next == "based" || next == "since" || next == "turned" || next == "to" || // "EA to the CEO"
			next == "de" || // "chef de partie", "chef de cuisine"
			next == "on" && i > 0 || // "lead keeper on weekends": a title of two words, then where or when
			rankWords[next]; ok { // "analyst tier 1", "analyst II"
			return true
		}
		// "Assistant store manager": a role noun used as an adjective; the title goes on.
	}
	return false
}

// verbOnlyLeads are verbs that never open a title, though a role may follow them.
var verbOnlyLeads = wordSet(`precept precepted supervise supervised fit greet resolve counsel`)

// ordinalWord is a grade or year before a role: "7th grade math teacher", "3rd-year resident".
var ordinalWord = regexp.MustCompile(`^\d+(?:st|nd|rd|th)(?:-\w+)?$`)

// rankWords follow a role to give its grade: "analyst tier 1", "engineer II".
var rankWords = wordSet(`tier level grade ii iii iv i`)

// sinceYear ends a role held from a year on: "licensed architect (NCARB) since 2021".
var sinceYear = regexp.MustCompile(`\bsince (?:19|20)\d{2}$`)

// schoolLeads open a school's name: "PharmD university of michigan".
var schoolLeads = wordSet(`university college institute polytechnic`)

// pastSeason is a role typed with the season and year it was held: "intern at X summer 2022".
var pastSeason = regexp.MustCompile(`(?i)^(.+?),? (?:in )?((?:summer|spring|fall|autumn|winter) )?(?:in |of )?((?:19|20)\d{2})$`)

// degreeWords open a fragment that names a degree the writer earned.
var degreeWords = wordSet(`dnap dnp dvm dds dmd mlis mls mup mcp murp mla march mpas mmsc dpt dnp msn pharmd bsn bsce bsme bsee bsche bba bfa bsc ba bs msc ms ma mba phd mph med meng beng llb jd md mpp mpa msw mfa edd psyd llm mat mcs mse mism mhsa associate's associates bachelor's master's bachelors masters bachelor master diploma`)

// degreeSentence words an earned degree in the tone: warm and enthusiastic letters say it
// was completed or finished at the school ("I completed a PharmD at the University of
// Michigan in 2019"), so the same fact does not read word for word alike in every tone.
func (p person) degreeSentence(s string) string {
	verb := map[string]string{"warm": "I completed ", "enthusiastic": "I finished "}[p.tone]
	rest, ok := strings.CutPrefix(s, "I earned ")
	if verb == "" || !ok || strings.Count(rest, " from ") != 1 {
		return s
	}
	return verb + strings.Replace(rest, " from ", " at ", 1)
}

// slashRoles is two roles held as one: "picker/packer", "cashier/barista".
func slashRoles(w string) bool {
	a, b, ok := strings.Cut(w, "/")
	return ok && roleNouns[a] && roleNouns[b]
}

// slashRoleCase gives the letters of a role typed with a slash their capitals:
// "firefighter/emt" → "firefighter/EMT".
func slashRoleCase(role string) string {
	head, last := "", role
	if i := strings.LastIndex(role, " "); i >= 0 {
		head, last = role[:i+1], role[i+1:]
	}
	a, b, ok := strings.Cut(last, "/")
	if !ok || !slashRoles(strings.ToLower(last)) {
		return role
	}
	for _, part := range []*string{&a, &b} {
		if k := knownCasing[strings.ToLower(*part)]; k != "" && isAcronym(k) {
			*part = k
		}
	}
	return head + a + "/" + b
}
