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
		if rest := strings.TrimSpace(core[len(m[0]):]); rest != "" {
			if next := strings.TrimSuffix(p.rewrite(rest, 0), "."); strings.HasPrefix(next, "I ") {
				return s + ", and " + next
			}
			return ""
		}
		return s
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
	if m := toolAdmin.FindStringSubmatch(core); m != nil {
		if tool := knownCasing[strings.ToLower(m[1])]; tool != "" {
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
	toolAdmin         = regexp.MustCompile(`(?i)^([a-z][\w.]+) (?:admin|administrator)$`)
)

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
