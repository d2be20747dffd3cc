package writer

// Notes whose parts need words between them: a wish with a condition after it ("want more
// field work, ok w travel"), an amount a thing added ("upsell program +$60k room rev/yr"), a
// course taken by its name ("took amadeus basics course 2024").

import (
	"regexp"
	"strings"
)

// clauseShape writes those notes as sentences, or returns "".
func (p person) clauseShape(core string) string {
	if m := lettersYears.FindStringSubmatch(core); m != nil && roleLetters[strings.ToLower(m[1])] != "" {
		// "A&P 11 years, part 121 line maintenance": a role typed as its letters, then its years.
		return strings.TrimSuffix(p.rewrite(roleLetters[strings.ToLower(m[1])]+" "+m[2]+m[3], 0), ".")
	}
	if m := helpDeskYears.FindStringSubmatch(core); m != nil {
		// "IT help desk 2 years at a hospital" → "I worked on the IT help desk at a hospital for 2 years"
		tail := m[4]
		if rest, ok := strings.CutPrefix(tail, ", about "); ok {
			tail = ", handling about " + rest // "…, about 50 tickets a day"
		}
		return "I worked on the " + m[1] + " at " + m[3] + " for " + m[2] + tail
	}
	if m := homeLabColon.FindStringSubmatch(core); m != nil {
		// "home lab: Splunk, security onion, pfsense" → "In my home lab, I run Splunk, …"
		return "In my home lab, I run " + listWithAnd(m[1])
	}
	if m := roleYearsWith.FindStringSubmatch(core); m != nil && isRolePhrase(strings.Fields(m[1])) && !careField.MatchString(m[3]) {
		// "flight attendant 8 years with delta": "with" one name after a role's years is its employer.
		return strings.TrimSuffix(p.rewrite(m[1]+" "+m[2]+" at "+m[3], 0), ".")
	}
	if m := licenceThenDegree.FindStringSubmatch(core); m != nil && degreeWords[strings.ToLower(strings.Fields(m[2])[0])] {
		// "TX license, ms OT texas woman's university in 2020": a licence held and a degree
		// earned, each its own clause
		return strings.TrimSuffix(p.rewrite(m[1], 0), ".") + ", and " + strings.TrimSuffix(p.rewrite(m[2], 0), ".")
	}
	if m := wishThenOK.FindStringSubmatch(core); m != nil {
		// "want more field work, ok with travel" → "I want more field work, and I am
		// comfortable with travel"
		if strings.EqualFold(m[2], "open") {
			return "I want " + m[1] + ", and I am open to " + m[3]
		}
		if strings.EqualFold(m[2], "happy") {
			return "I want " + m[1] + ", and I am happy to " + m[3]
		}
		return "I want " + m[1] + ", and I am comfortable with " + m[3]
	}
	if m := amountAdded.FindStringSubmatch(core); m != nil && !presentVerbs[strings.ToLower(strings.Fields(m[1])[0])] && !pastTenseVerbs[strings.ToLower(strings.Fields(m[1])[0])] {
		// "upsell program +$60k room revenue a year" → "The upsell program added $60k in room
		// revenue a year"
		return "The " + lowerLead(m[1]) + " added " + m[2] + " in " + m[3]
	}
	if m := credentialSinceThen.FindStringSubmatch(core); m != nil {
		// "CPC since 2021, CPC-A removed in 2022" → "I have held the CPC since 2021, and the
		// CPC-A was removed in 2022"
		return "I have held the " + m[1] + " credential since " + m[2] + ", and the " + m[3] + " was " + strings.ToLower(m[4]) + " in " + m[5]
	}
	if m := coopsAt.FindStringSubmatch(core); m != nil {
		// "2 co-ops at vermeer: designed brackets" → "In 2 co-ops at Vermeer, I designed brackets"
		return "In " + m[1] + " at " + orgAside(m[2]) + ", I " + m[3]
	}
	if m := inProgressDegree.FindStringSubmatch(core); m != nil {
		// "MBA in progress, university of maryland" → "I am working toward an MBA at the
		// University of Maryland"
		deg := degreeCasing(m[1])
		if m[2] == "" {
			return "I am working toward " + article(deg) + deg
		}
		return "I am working toward " + article(deg) + deg + " at " + schoolCase(m[2])
	}
	if m := clearanceHeld.FindStringSubmatch(core); m != nil {
		// "secret clearance (active)" → "I hold an active Secret clearance"
		level := clearanceLevels[strings.ToLower(m[1])]
		if m[2] != "" {
			return "I hold " + article(strings.ToLower(m[2])) + strings.ToLower(m[2]) + " " + level + " clearance"
		}
		return "I hold " + article(level) + level + " clearance"
	}
	if m := rankAfterYears.FindStringSubmatch(core); m != nil {
		// "army logistics officer 8 years, CPT" → "I have been an Army logistics officer for 8
		// years, at the rank of captain"
		service, role, _ := strings.Cut(m[1], " ")
		return strings.TrimSuffix(p.rewrite(titleWords(service)+" "+role+" "+m[2], 0), ".") + ", at the rank of " + militaryRanks[strings.ToLower(m[3])]
	}
	if m := heldByKind.FindStringSubmatch(core); m != nil {
		// "qualified applicator license (pesticides)" → "I hold a qualified applicator license
		// (pesticides)": the adjective is the licence's name, not a verb
		return "I hold " + article("licence "+m[1]) + m[1] + m[2] // the article of the thing held, not of its adjective
	}
	if m := workThenCard.FindStringSubmatch(core); m != nil && !strings.ContainsFunc(m[1], func(r rune) bool { return r >= 'A' && r <= 'Z' }) && !credentialNouns[strings.ToLower(lastWord(m[1]))] {
		// "irrigation repair and install, backflow certificate" → "My work covers irrigation
		// repair and install, and I hold a backflow certificate"
		return "My work covers " + m[1] + ", and I hold " + article(m[2]) + m[2] + " " + m[3]
	}
	if m := wantedWith.FindStringSubmatch(core); m != nil {
		// "want public sector job, stable hours" → "I want a public sector job with stable hours"
		thing := m[1]
		if first, _, _ := strings.Cut(thing, " "); !determiners[first] {
			thing = article(thing) + thing
		}
		return "I want " + thing + " with " + m[2]
	}
	if m := clubOffice.FindStringSubmatch(core); m != nil {
		// "president of supply chain club, 80 members" → "I am president of the supply chain
		// club, with 80 members"
		s := "I am " + strings.ToLower(m[1]) + " of the " + m[2]
		if m[3] != "" {
			s += ", with " + m[3]
		}
		return s
	}
	if m := passedExam.FindStringSubmatch(core); m != nil {
		// "APICS CPIM part 1 passed" → "I passed APICS CPIM part 1"
		return "I passed " + m[1]
	}
	if m := twoCards.FindStringSubmatch(core); m != nil {
		// "OSHA 30, forklift certificate" → "I hold OSHA 30 and forklift certificates"
		return "I hold " + m[1] + " and " + m[2] + " " + m[3] + "s"
	}
	if m := zeroRecord.FindStringSubmatch(core); m != nil {
		// "0 failed UT inspections in the last 2 years" → "I had 0 failed UT inspections in the
		// last 2 years": a record kept, said as the writer's.
		return "I had " + strings.TrimPrefix(strings.TrimPrefix(core, "had "), "Had ")
	}
	if m := courseTaken.FindStringSubmatch(core); m != nil {
		// "took Amadeus basics course in 2024" → "I took an Amadeus basics course in 2024"
		return "I " + strings.ToLower(m[1]) + " " + article(m[2]) + m[2] + m[3]
	}
	return ""
}

var (
	inProgressDegree  = regexp.MustCompile(`(?i)^(mba|ms|ma|msc|mph|msw|mpa|med|bs|ba|bsn|msn|phd|jd|aa|as|mlis|meng|dnp)(?: degree)? in progress(?:,? (?:at |from )?([a-z][a-z .&'-]{1,40}))?$`)
	clearanceHeld     = regexp.MustCompile(`(?i)^(top secret|ts/sci|secret|public trust)(?: security)? clearance(?: \((active|current)\))?$`)
	rankAfterYears    = regexp.MustCompile(`(?i)^((?:army|navy|air force|marine corps|marines|coast guard|usmc|usaf) [a-z][a-z -]{2,40}) (\d+ years), (cpt|capt|maj|ltc|col|sgt|ssg|sfc|msg|1lt|2lt|lt|cpl|spc|cw2|cw3)$`)
	heldByKind        = regexp.MustCompile(`^((?:qualified|certified|licensed|registered|commercial|journeyman|master) [a-z][a-z -]{2,30} (?:license|licence|certificate|card|permit))((?: \([^)]*\))?)$`)
	workThenCard      = regexp.MustCompile(`^([a-z][a-z -]{3,40}(?: and [a-z]+)?), ([a-z][a-z -]{1,25}) (certificate|certification|license|licence|card)$`)
	wantedWith        = regexp.MustCompile(`^want ((?:[a-z-]+ ){0,3}(?:job|role|position|schedule|team|company|workplace)), ((?:stable|regular|predictable|steady|flexible|more|fewer|better|set|normal|day) [a-z ]{3,30})$`)
	clubOffice        = regexp.MustCompile(`(?i)^(president|vice president|treasurer|secretary|captain|co-captain|founder|co-founder|chair|vice chair) of (?:the )?([a-z][\w -]{2,40} (?:club|society|chapter|association|team|council|league))(?:, (\d+\+? members))?$`)
	passedExam        = regexp.MustCompile(`^([A-Z]{2,}[A-Z0-9/&-]*(?: [\w/&-]+){0,4}) passed$`)
	licenceThenDegree = regexp.MustCompile(`^([^,]{2,30} licen[cs]e), ([^,]+)$`)
	lettersYears      = regexp.MustCompile(`^(\S+) (\d+(?:\.\d+)? years?)((?:, .+)?)$`)
	helpDeskYears     = regexp.MustCompile(`(?i)^((?:IT |tech )?(?:help ?desk|service desk|support desk)) (\d+(?:\.\d+)? years?) at ([^,]+)((?:, .+)?)$`)
	homeLabColon      = regexp.MustCompile(`(?i)^home ?lab: (.+)$`)
	// roleYearsWith is a role, its years and one lower-case word after "with".
	roleYearsWith = regexp.MustCompile(`^([a-z][a-z -]{2,40}) (\d+\+? years) with ([a-z][a-z&.-]{2,20})$`)
	// careField are words for a kind of work or of people, not an employer: "with twins",
	// "with pediatrics", "with hospice", "with dementia".
	careField = regexp.MustCompile(`(?:s|ic|ics|ogy|ice|ia|ism|care|ed|al)$`)
	// credentialSinceThen is a credential by its letters held since a year, and perhaps a second one
	// removed or lapsed since: "CPC since 2021, CPC-A removed in 2022".
	credentialSinceThen = regexp.MustCompile(`^([A-Z]{2,}[A-Z0-9-]*) since ((?:19|20)\d\d), ([A-Z]{2,}[A-Z0-9-]*) (removed|dropped|lifted|cleared|lapsed|retired) in ((?:19|20)\d\d)$`)
	// coopsAt is a count of placements at an employer and what was done there: "2 co-ops at
	// vermeer: designed brackets and weldments in Creo".
	coopsAt = regexp.MustCompile(`(?i)^(\d+ (?:co-?ops|internships|placements|rotations|summers)) at ([^:]{2,40}): ((?:designed|built|wrote|ran|led|tested|developed|analy[sz]ed|created|worked|supported|made|drafted|modeled|modelled)\b.+)$`)
	// twoCards are two credentials, the second named by its kind: "OSHA 30, forklift certificate".
	twoCards = regexp.MustCompile(`^([A-Z][A-Z0-9]+(?: \d+)?), ([a-z][a-z -]{2,20}) (certificate|certification|card|license|licence)$`)
	// zeroRecord is a count of zero of something that went wrong: "0 failed inspections", "0
	// lost-time incidents last year", "0 write-offs".
	zeroRecord  = regexp.MustCompile(`^0 (?:failed |missed |lost-time |recordable |reportable |late |lost |rejected |returned )?(?:[A-Za-z&-]+ )?(?:inspections|incidents|injuries|accidents|complaints|write-offs|errors|defects|findings|violations|deadlines|callbacks|chargebacks|returns|variances|claims|recalls|escapes|citations|grievances)\b`)
	wishThenOK  = regexp.MustCompile(`(?i)^want ([^,]{3,60}), (ok|okay|fine|comfortable|open|happy) (?:with|to) ([^,]{3,40})$`)
	amountAdded = regexp.MustCompile(`^([a-zA-Z][\w -]{2,40}?) \+([$€£]\d[\d.,]*[kKmMbB]?) ([a-z][\w -]{2,40})$`)
	courseTaken = regexp.MustCompile(`(?i)^(took|completed|finished|passed) ([\p{L}][\p{L}\d-]*(?: [\p{L}\d-]+){0,3} (?:course|class|workshop|bootcamp|certificate|program|programme|module))((?: in (?:[a-z]+ )?\d{4})?)$`)
)

// clearanceLevels and militaryRanks are written as they are said.
var (
	clearanceLevels = map[string]string{"top secret": "Top Secret", "ts/sci": "TS/SCI", "secret": "Secret", "public trust": "Public Trust"}
	militaryRanks   = map[string]string{"cpt": "captain", "capt": "captain", "maj": "major", "ltc": "lieutenant colonel", "col": "colonel", "sgt": "sergeant", "ssg": "staff sergeant", "sfc": "sergeant first class", "msg": "master sergeant", "1lt": "first lieutenant", "2lt": "second lieutenant", "lt": "lieutenant", "cpl": "corporal", "spc": "specialist", "cw2": "chief warrant officer 2", "cw3": "chief warrant officer 3"}
)
