package writer

// Note lines of a twentieth batch of people (ADR 0076) that were pasted as typed or took the
// wrong frame: a count certified, a licence held since a year, an exam passed, an M.Ed.,
// years in a place and then a role, a tool one programs in, a second thing done in the past.

import (
	"regexp"
	"strings"
)

// lineShape writes one of these lines as the writer's sentence, or "" for any other line.
func (p person) lineShape(core string) string {
	lower := strings.ToLower(core)
	if m := certifiedCount.FindStringSubmatch(core); m != nil {
		return "I certified " + m[1] // "certified 40+ operators": the writer certified them
	}
	if m := licenceHeldSince.FindStringSubmatch(core); m != nil {
		// "licensed in ohio since 2019": held since then, so "have been", not "am".
		return "I have been " + strings.ToLower(m[1]) + m[2] + " since " + m[3]
	}
	if m := namedExamPassed.FindStringSubmatch(core); m != nil {
		// "praxis passed" → "I passed the Praxis"; "usmle step 1 passed" → "I passed USMLE Step 1".
		exam := examCase(m[1])
		if theExams.MatchString(exam) {
			exam = "the " + exam
		}
		return "I passed " + exam
	}
	if m := masterOfEducation.FindStringSubmatch(lower); m != nil {
		// "med ed leadership 2024, admin license (tx)": an M.Ed., then what else is held.
		s := "I earned an MEd in " + educationSubject(m[1]) // no full stops inside: they would end the sentence
		if m[2] != "" {
			s += " in " + m[2]
		}
		rest := strings.TrimSpace(core[len(m[0]):])
		if rest != "" && !licenceWord.MatchString(rest) {
			return "" // "med c&i, ut 2019": the school and year are the degree rules' (degrees.go)
		}
		return p.andRest(s, rest)
	}
	if m := oshaCard.FindStringSubmatch(lower); m != nil {
		// "osha 30 general industry 2025" → "I completed OSHA 30 general industry training in 2025."
		s := "I completed OSHA " + m[1] + " " + m[2] + " training"
		if m[3] != "" {
			s += " in " + m[3]
		}
		return s
	}
	if m := placeThenRole.FindStringSubmatch(lower); m != nil && namesARole(m[3]) {
		// "warehouse 6 yrs, forklift trainer last 3" → "I have worked in a warehouse for 6
		// years, the last 3 as a forklift trainer."
		place := m[1]
		if placesWithArticle[place] {
			place = article(place) + place
		}
		return "I have worked in " + place + " for " + m[2] + " years, the last " + m[4] + " as " + article(m[3]) + m[3]
	}
	if m := programIn.FindStringSubmatch(core); m != nil {
		// "program in mastercam, post edits" → "I program in Mastercam and make post edits";
		// "design in 3shape + exocad, ~25 units/day" → "I design in 3Shape and exocad, about
		// 25 units a day".
		s := "I " + strings.ToLower(m[1]) + " in " + m[2]
		switch {
		case m[3] == "":
		case editsWork.MatchString(m[3]):
			s += " and make " + m[3]
		case strings.ContainsAny(m[3], "0123456789"):
			s += ", " + m[3]
		default:
			return ""
		}
		return s
	}
	if m := shopWork.FindStringSubmatch(core); m != nil && !namesARole(m[2]) {
		return "I " + strings.ToLower(m[1]) + " " + m[2] // "mill zirconia + emax" → "I mill zirconia and emax"
	}
	if m := credentialOfBoard.FindStringSubmatch(core); m != nil {
		// "cdt (nbc) 2022" → "I earned my CDT (NBC) in 2022."
		return "I earned my " + strings.ToUpper(m[1]) + " (" + strings.ToUpper(m[2]) + ") in " + m[3]
	}
	if m := coursesUnderWay.FindStringSubmatch(core); m != nil {
		verb := " are "
		if !strings.HasSuffix(strings.ToLower(m[1]), "s") {
			verb = " is "
		}
		return "My " + m[1] + verb + "in progress" // "CEBS courses in progress"
	}
	if m := awardYear.FindStringSubmatch(core); m != nil {
		return "I received the " + m[1] + " in " + m[2] // "NASENCo award 2024"
	}
	if m := labelThenDoing.FindStringSubmatch(core); m != nil {
		return "I " + strings.ToLower(m[1]) + " " + m[2] // "Turn times: helped cut…" → "I helped cut…"
	}
	if m := roleHeldSince.FindStringSubmatch(core); m != nil && roleNouns[strings.ToLower(lastWord(strings.ReplaceAll(m[1], "/", " ")))] {
		// "ServSafe instructor/proctor since 2018" → "I have been a ServSafe instructor and
		// proctor since 2018."
		role := strings.ReplaceAll(m[1], "/", " and ")
		return "I have been " + article(role) + role + " since " + m[2]
	}
	if m := roleYearsAtCompany.FindStringSubmatch(core); m != nil && roleNouns[strings.ToLower(lastWord(m[1]))] {
		// "tier 2 support engineer 4 years at API co" → "I have been a tier 2 support engineer
		// at an API company for 4 years."
		org := m[3] + " company"
		return "I have been " + article(m[1]) + m[1] + " at " + article(org) + org + " for " + m[2] + " years"
	}
	if m := licenceStanding.FindStringSubmatch(core); m != nil {
		// "CPA inactive, MBA 2019" → "My CPA is inactive, and I earned an MBA in 2019."
		return p.andRest("My "+strings.ToUpper(m[1])+" is "+strings.ToLower(m[2]), m[3])
	}
	if m := toolAdmin.FindStringSubmatch(core); m != nil {
		if tool := toolName(m[1]); tool != "" {
			return "I am " + article(tool) + tool + " administrator" // "ironclad admin": who runs the tool
		}
	}
	return ""
}

var (
	certifiedCount   = regexp.MustCompile(`(?i)^certified (\d[\d,]*\+? .+)$`)
	licenceHeldSince = regexp.MustCompile(`(?i)^(?:i am |i'm )?(licensed|certified|registered|bonded|credentialed|board[- ]certified)( (?:in|by|with|to) .+?)? since ((?:[A-Z][a-z]+ )?\d{4})$`)
	// namedExamPassed are exams by name, typed before "passed" in any case.
	namedExamPassed = regexp.MustCompile(`(?i)^((?:the )?(?:praxis(?: [\w-]+){0,3}|nclex(?:-rn|-pn)?|usmle step \d|comlex level \d|fe exam|pe exam|bar exam|sie(?: exam)?|series \d+|cfa level (?:i{1,3}|\d)|cpa exams?|ea exams?|ncidq|are exams?|arrt(?: registry)?|nbcot|npte|nbdhe)) passed$`)
	theExams        = regexp.MustCompile(`(?i)^(praxis|nclex|fe exam|pe exam|bar exam|sie|series|cpa exam|ea exam|ncidq|are exam|arrt|nbcot|npte|nbdhe)`)
	licenceWord     = regexp.MustCompile(`(?i)\b(?:licen[cs]e|certif\w*|credential|award|endorsement)\b`)
	// masterOfEducation is an M.Ed. typed as "med ed …" or "m.ed. …", then its year.
	masterOfEducation = regexp.MustCompile(`^(?:med|m\.ed\.?) (?:in )?((?:ed|education|educational) [a-z ]+?|curriculum and instruction|special education|school counseling)(?: (?:in )?(\d{4}))?(?:,|$)`)
	oshaCard          = regexp.MustCompile(`^osha[ -]?(10|30)(?:[ -]hour)? (general industry|construction)(?: (?:in )?(\d{4}))?$`)
	placeThenRole     = regexp.MustCompile(`^(warehouse|retail|restaurant|hospital|bank|kitchen|factory|plant|call center|hotel|store|shop|clinic|daycare|construction|hospitality|manufacturing|logistics) (\d+) (?:yrs?|years?),? ([a-z ]+?),? (?:the )?last (\d+)(?: (?:yrs?|years?))?$`)
	programIn         = regexp.MustCompile(`(?i)^(program|code|design|draft|model) in ([^,]+?)(?:, ([~a-z0-9][\w ~/.+-]{2,40}))?$`)
	editsWork         = regexp.MustCompile(`^(?:post )?(?:edits|changes|tweaks|revisions)$`)
	// shopWork opens with a verb of the shop floor: "mill zirconia + emax".
	shopWork = regexp.MustCompile(`(?i)^(mill|grind|weld|machine|fabricate|sew|tile) ([a-z][^,]*)$`)
	// credentialOfBoard is a credential's letters, its board's in brackets, then the year.
	credentialOfBoard = regexp.MustCompile(`(?i)^([a-z]{2,5}) \(([a-z]{2,6})\),? (?:in )?((?:19|20)\d{2})$`)
	toolAdmin         = regexp.MustCompile(`(?i)^([a-z][\w.]+(?: [a-z][\w.]+){0,2}) (?:admin|administrator)$`)
	coursesUnderWay   = regexp.MustCompile(`(?i)^([A-Za-z0-9&/ -]+? (?:courses|classes|coursework|modules|course|program|module))(?: (?:are|is))? (?:in progress|under ?way|ongoing)$`)
	awardYear         = regexp.MustCompile(`(?i)^([A-Za-z0-9&/ -]+? award) (?:in )?((?:19|20)\d{2})$`)
	// labelThenDoing is a label, a colon and what the writer did: "turn times: helped cut…".
	labelThenDoing = regexp.MustCompile(`(?i)^[a-z][a-z ]{2,24}: (helped|led|cut|built|ran|trained|managed|reduced|raised|improved|launched|created|wrote|designed|grew|saved) (.+)$`)
	// roleHeldSince is a role held since a year: "ServSafe instructor/proctor since 2018".
	roleHeldSince = regexp.MustCompile(`^([A-Za-z][\w/ -]*?) since ((?:19|20)\d{2})$`)
	// roleYearsAtCompany is a role, its years and a company by its kind: "… 4 years at API co".
	roleYearsAtCompany = regexp.MustCompile(`(?i)^([a-z][a-z0-9 ]*?) (\d+) years? at ([\w ]+?) co$`)
	// licenceStanding is a licence and its standing: "CPA inactive", "RN active".
	licenceStanding = regexp.MustCompile(`(?i)^(cpa|pe|rn|lpn|cfa|cma|ea|pmp|esq|lcsw|lpc) (inactive|lapsed|active|current)(?:, (.+))?$`)
)

// secondPastDoing gives a second thing done in the past its "I" ("…, and I did it when the
// manager was out"), unless what follows the verb says how something went: "…at Northgate
// in March, ran so smoothly" is the event's, not the writer's.
func secondPastDoing(out string) string {
	m := pastDoing.FindStringSubmatchIndex(out)
	if m == nil {
		return out
	}
	if next, _, _ := strings.Cut(out[m[1]:], " "); howItWent[strings.ToLower(strings.Trim(next, ".,!"))] {
		return out
	}
	return out[:m[0]] + out[m[2]:m[3]] + ", and I " + out[m[4]:m[5]] + " " + out[m[1]:]
}

// howItWent are words after a verb that say how a thing went, not what was done.
var howItWent = wordSet(`so smoothly well great fine perfectly late early over long smooth beautifully badly`)

// andRest joins what else a line holds after its first part, as a sentence of the writer's
// own: "My CPA is inactive" + "mba 2019" → "…, and I earned an MBA in 2019". It returns ""
// when the rest reads as no such sentence, so the line is left to the other shapes.
func (p person) andRest(s, rest string) string {
	if rest == "" {
		return s
	}
	next := strings.TrimSuffix(p.rewrite(rest, 0), ".")
	if !strings.HasPrefix(next, "I ") {
		return ""
	}
	return s + ", and " + next
}

// toolName is a tool's name with its capitals, for a known tool or a name of two or three
// words none of which names a kind of system ("adaptive insights" → "Adaptive Insights"; not
// "office", "system" or "network"); "" for anything else.
func toolName(s string) string {
	words := strings.Fields(s)
	if len(words) == 1 {
		return knownCasing[strings.ToLower(s)]
	}
	for i, w := range words {
		lw := strings.ToLower(w)
		if genericSystemWords[lw] || roleNouns[lw] {
			return ""
		}
		if k := knownCasing[lw]; k != "" {
			words[i] = k
		} else if lw == "and" || lw == "&" || lw == "or" {
			words[i] = lw // "salesforce and hubspot admin": two tools, joined
		} else {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// genericSystemWords name a kind of system, not a product: "office admin", "system admin".
var genericSystemWords = wordSet(`office system systems network database web site it hr crm lms ehr emr sales marketing social account accounts payroll benefits school front desk`)

// examCase writes an exam's name with its capitals: "usmle step 1" → "USMLE Step 1".
func examCase(exam string) string {
	words := strings.Fields(exam)
	for i, w := range words {
		lw := strings.ToLower(w)
		switch {
		case examWordCase[lw] != "":
			words[i] = examWordCase[lw]
		case knownCasing[lw] != "":
			words[i] = knownCasing[lw]
		case len(lw) <= 6 && lw != "the" && lw != "exam" && lw != "exams" && lw != "bar" && lw != "boards" && !strings.ContainsAny(lw, "0123456789"):
			words[i] = strings.ToUpper(w) // "nclex-rn", "sie", "cfa": an exam by its letters
		}
	}
	return strings.Join(words, " ")
}

var examWordCase = map[string]string{"praxis": "Praxis", "step": "Step", "level": "Level", "series": "Series", "i": "I", "ii": "II", "iii": "III"}

// lineTidy writes out what a line says in shorthand the word-by-word pass cannot read: an
// "ok" after what the writer accepts, the languages a thing was done in, help with a kind of
// work, small businesses counted, employees in a range, a podcast and a magazine.
func lineTidy(s string) string {
	s = acceptedAfterComma.ReplaceAllString(s, ", and I am open to $1$2")
	s = inLanguages.ReplaceAllString(s, ", in $1 and $2")
	s = helpedWithWork.ReplaceAllString(s, "helped with $1")
	s = smallBusinesses.ReplaceAllString(s, "$1 small businesses$2")
	s = employeesInRange.ReplaceAllString(s, "$1 employees)")
	s = podcastWord.ReplaceAllString(s, "${1}podcast$2")
	s = magazineShorthand(s)                                   // "news mag show", "brides mag" (pointsnames.go)
	s = millionsCasing(s)                                      // "2m downloads" → "2M downloads" (pointsnames.go)
	s = firstStretch.ReplaceAllString(s, "$1 in $2 1")         // "2m downloads 1st season" → "…in season 1": the number stays
	s = moneyMillions.ReplaceAllStringFunc(s, strings.ToUpper) // "$400m" → "$400M", as decks write it
	s = sendNeeds.ReplaceAllString(s, "SEND $1")
	if strings.Contains(strings.ToLower(s), "speech") {
		s = saltTeam.ReplaceAllString(s, "${1}SALT") // speech and language therapy, in a UK school
	}
	return s
}

var (
	// companyByKind is a company named by its kind: "healthcare services co ($400m revenue)".
	companyByKind = regexp.MustCompile(`(?i)^([a-z][a-z -]*?) (?:co|company)( \([^)]*\))?$`)
	// venuesOnly are kinds of place a job was done in: "hotels and banquets (up to 1,200
	// covers)", "commercial sites".
	venuesOnly = regexp.MustCompile(`(?i)^((?:(?:commercial|residential|industrial|construction|job) )?(?:hotels|banquets|restaurants|resorts|casinos|hospitals|clinics|schools|sites|warehouses|stores|cafes|bars|kitchens|cruise ships|stadiums|arenas)(?:,? (?:and|\+) (?:hotels|banquets|restaurants|resorts|casinos|hospitals|clinics|schools|sites|warehouses|stores|cafes|bars|kitchens|catering|events))?)(?: \([^)]*\))?$`)
	// durationOnly is a length of time and nothing else: "6 months".
	durationOnly = regexp.MustCompile(`^(?:about |over |nearly )?\d+\+? (?:days?|weeks?|months?|years?)$`)
	// acceptedAfterComma is what the writer accepts, typed "travel ok" after a comma.
	acceptedAfterComma = regexp.MustCompile(`(?i), (travel|relocation|relocating|nights|weekends|overtime|on-call|night shifts?|weekend shifts?) (?:is |are )?ok\b([.!]?)`)
	// inLanguages are two languages after a comma: "ran open enrollment mtgs, english + korean".
	inLanguages = regexp.MustCompile(`(?i), (english|spanish|french|korean|mandarin|cantonese|vietnamese|tagalog|portuguese|arabic|hindi|russian|german|italian|japanese|polish|somali|punjabi|urdu|haitian creole) (?:\+|and|&) (english|spanish|french|korean|mandarin|cantonese|vietnamese|tagalog|portuguese|arabic|hindi|russian|german|italian|japanese|polish|somali|punjabi|urdu|haitian creole)$`)
	// helpedWithWork is help given to a kind of work: "helped discharge planning".
	helpedWithWork   = regexp.MustCompile(`(?i)\bhelped ((?:[a-z]+ )?(?:planning|scheduling|onboarding|staffing|billing|recruiting|hiring|testing|reporting|inventory|intake|triage))\b`)
	smallBusinesses  = regexp.MustCompile(`(?i)(\d[\d,]*\+?) small biz\b( \(|[,.;]|$)`) // "180 small biz accounts" stays one noun
	employeesInRange = regexp.MustCompile(`(?i)(\(\d+\s*[-–]\s*\d+\+?) ees\)`)
	// podcastWord is "pod" for a podcast; "pod 2" is a post-operative day and is left.
	podcastWord   = regexp.MustCompile(`(?i)(\b(?:narrative|interview|news|weekly|daily|true crime|branded|company|the|a|my|our) )pod\b([^\d-]|$)`)
	moneyMillions = regexp.MustCompile(`[$€£]\d+(?:\.\d+)?[mb]\b`)
	// sendNeeds is special educational needs and disabilities, typed "send": "send lead".
	sendNeeds = regexp.MustCompile(`(?i)\bsend (lead|coordinator|register|provision|support|team|pupils|children)\b`)
	saltTeam  = regexp.MustCompile(`(?i)(\bw(?:ith|/)? )salt\b`)
	// firstStretch is a count in its first season or year: "2m downloads 1st season".
	firstStretch = regexp.MustCompile(`(?i)\b(downloads|listens|plays|streams|views|users|sales) (?:1st|first) (season|year|month|quarter|week)\b`)
)

// placesWithArticle are places one works "in a": "in a warehouse", but "in retail".
var placesWithArticle = wordSet(`warehouse restaurant hospital bank kitchen factory plant hotel store shop clinic daycare`)

// educationSubject writes an M.Ed.'s subject out: "ed leadership" → "educational leadership".
func educationSubject(s string) string {
	for _, short := range []string{"ed ", "education "} {
		if rest, ok := strings.CutPrefix(s, short); ok {
			return "educational " + rest
		}
	}
	return s
}

// namesARole reports a figure's name that holds a role ("collections assistant at county
// historical society 3 yrs"): a job and its years, not a measure named "collections".
func namesARole(name string) bool {
	for _, w := range strings.Fields(strings.ToLower(name)) {
		if roleNouns[w] {
			return true
		}
	}
	return false
}
