package writer

import (
	"regexp"
	"strings"
)

// Lines a resume gives a letter's background ("Fill from my resume", or a summary pasted
// in): a job's header with its dates, a summary in the third person without a subject
// ("Innovative web developer with 5 years of experience…", "Specializes in…"), and an
// objective ("To obtain a position…"). People do not type notes this way, so the note
// shapes misread them ("I have Innovative Web Developer…", "My duties covered Specializes
// in…"); these are written as the sentences a letter needs.

// resumeLineShape writes a resume's line in the first person, or returns "" for any other.
func (p person) resumeLineShape(core string) string {
	switch {
	case jobWithDates.MatchString(core):
		// "Web Developer at TechAdvancers (June 2016 – December 2018)" → "From June 2016 to
		// December 2018, I was a Web Developer at TechAdvancers"; a job held now is held
		// since its start.
		m := jobWithDates.FindStringSubmatch(core)
		role, employer, from, to := strings.TrimSpace(m[1]), strings.TrimSpace(m[2]), m[3], m[4]
		if ongoing[strings.ToLower(to)] {
			return "Since " + from + ", I have been " + article(role) + role + " at " + employer
		}
		// The dates last: an employer ending "Inc." would end the sentence with two stops.
		return "I was " + article(role) + role + " at " + employer + " from " + from + " to " + to
	case summaryWithYears.MatchString(core) && (roleNouns[strings.ToLower(lastWord(summaryWithYears.FindStringSubmatch(core)[1]))] || roleEnding.MatchString(summaryWithYears.FindStringSubmatch(core)[1])):
		// "Innovative Web Developer with 5 years of experience in building…" → "I am an
		// innovative Web Developer with 5 years of experience in building…"
		m := summaryWithYears.FindStringSubmatch(core)
		who := midSentenceTitle(m[1]) // "Registered nurse" → "a registered nurse"
		if first, rest, ok := strings.Cut(who, " "); ok && summaryAdjectives[strings.ToLower(first)] {
			who = strings.ToLower(first) + " " + rest
		}
		return "I am " + article(who) + who + " " + m[2]
	case thirdPersonLead.MatchString(core):
		// "Specializes in front-end technologies and passionate about…" → "I specialize in
		// front-end technologies and am passionate about…"
		m := thirdPersonLead.FindStringSubmatch(core)
		rest := andAdjective.ReplaceAllString(m[2], " and am $1 $2")
		return "I " + thirdPersonVerbs[strings.ToLower(m[1])] + " " + rest
	case degreeInFull.MatchString(core):
		// "Bachelor of Science in Computer Science, University of California, Berkeley, 2016"
		// → "I earned a Bachelor of Science in Computer Science from the University of
		// California, Berkeley, in 2016"
		m := degreeInFull.FindStringSubmatch(core)
		s := "I earned " + article(m[1]) + m[1]
		if school := m[2]; school != "" {
			if strings.HasPrefix(school, "University of ") || strings.HasPrefix(school, "College of ") {
				school = "the " + school
			}
			s += " from " + school
		}
		if m[3] != "" {
			if m[2] != "" && strings.Contains(m[2], ",") {
				s += "," // "…, Berkeley, in 2016": the school's own comma is closed
			}
			s += " in " + m[3]
		}
		return s
	case recordLead.MatchString(core):
		// "Proven track record of leading projects…" → "I have a proven track record of…";
		// "Strong experience in…" → "I have strong experience in…".
		m := recordLead.FindStringSubmatch(core)
		what := strings.ToLower(m[1]) + " " + m[2]
		if countable[strings.ToLower(strings.Fields(m[2])[0])] {
			what = article(what) + what
		}
		return "I have " + what + m[3]
	case objective.MatchString(core):
		// "To obtain an on-campus position serving my fellow students…" → "I am seeking an
		// on-campus position serving my fellow students…": what the writer wants, not a duty.
		m := objective.FindStringSubmatch(core)
		if seeks[strings.ToLower(m[1])] {
			return "I am seeking " + m[2]
		}
		return "I hope to " + strings.ToLower(m[1]) + " " + m[2]
	}
	return ""
}

var (
	// jobWithDates is a resume's job header: role, employer and the months or years between.
	jobWithDates = regexp.MustCompile(`^([A-Z][^()]*?) (?:at|@) ([^()]+?),? \(((?:[A-Z][a-z]+\.? )?(?:19|20)\d{2}) ?[–—-]{1,2} ?((?:[A-Z][a-z]+\.? )?(?:19|20)\d{2}|[Pp]resent|[Cc]urrent|[Nn]ow|[Tt]oday)\)$`)
	ongoing      = wordSet(`present current now today`)
	// roleEnding ends a role's name: "developer", "specialist", "technician", "accountant".
	roleEnding = regexp.MustCompile(`(?i)(?:er|or|ist|ian|ant|ent|ee|nurse|lead|manager)$`)
	// summaryWithYears is a summary's first line: who, with so many years of experience.
	summaryWithYears = regexp.MustCompile(`^([A-Z][\p{L}-]*(?:,? [\p{L}-]+){0,4}) (with (?:over |more than |nearly )?\d+\+? years? of (?:experience|expertise)\b.*)$`)
	// summaryAdjectives describe the writer before their role; the role keeps its capitals.
	summaryAdjectives = wordSet(`innovative dedicated motivated experienced passionate creative dynamic enthusiastic resourceful skilled accomplished seasoned versatile driven diligent compassionate energetic organized organised hardworking hard-working detail-oriented results-driven results-oriented self-motivated proactive reliable talented highly committed caring friendly`)
	// thirdPersonLead opens a summary's line with a verb of the third person and no subject.
	thirdPersonLead  = regexp.MustCompile(`^(Specializes|Specialises|Specializing|Brings|Thrives|Excels|Enjoys|Combines|Delivers|Leads|Builds|Manages|Holds|Possesses|Offers|Loves) (.+)$`)
	thirdPersonVerbs = map[string]string{
		"specializes": "specialize", "specialises": "specialise", "specializing": "specialize", "brings": "bring", "thrives": "thrive",
		"excels": "excel", "enjoys": "enjoy", "combines": "combine", "delivers": "deliver", "leads": "lead", "builds": "build",
		"manages": "manage", "holds": "hold", "possesses": "have", "offers": "offer", "loves": "love",
	}
	// andAdjective is an adjective joined to the verb's clause with no verb of its own:
	// "…and passionate about modern web standards".
	andAdjective = regexp.MustCompile(` and (passionate|skilled|experienced|proficient|dedicated|committed|known|eager|keen) (about|in|at|to|for)\b`)
	// degreeInFull is a degree written out, then its school and year, as a resume lists it.
	degreeInFull = regexp.MustCompile(`^((?:Bachelor|Master|Associate|Doctor)(?:'s)? (?:of|in) [^,]+?)(?:, ([A-Z][^0-9]*?))?(?:,? ((?:19|20)\d{2}))?$`)
	// recordLead opens a summary's line with what the writer has, with no subject.
	recordLead = regexp.MustCompile(`^(Proven|Strong|Demonstrated|Solid|Deep|Extensive|Broad) (track record|record|ability|background|experience|expertise|knowledge|understanding)\b(.*)$`)
	countable  = wordSet(`track record ability background`)
	// objective is a resume's objective: "To obtain…", "To gain experience in…".
	objective = regexp.MustCompile(`^To (obtain|secure|find|land|gain|pursue|build|develop|apply|use|join) (.+)$`)
	seeks     = wordSet(`obtain secure find land`)
)

// inTitledRole reports a word of a role written in title case ("Senior Web Developer at
// Acme"): its capitals are the title's, not a name's, so "web apps" elsewhere stays as typed.
func inTitledRole(fields []string, i int) bool {
	for j := i; j < len(fields); j++ {
		w := strings.Trim(fields[j], ",.;:()")
		if !startsUpperLetter(w) {
			return false
		}
		if lw := strings.ToLower(w); roleNouns[lw] || roleEnding.MatchString(lw) && j+1 < len(fields) && !startsUpperLetter(fields[j+1]) || j+1 == len(fields) && roleEnding.MatchString(lw) {
			return true
		}
	}
	return false
}
