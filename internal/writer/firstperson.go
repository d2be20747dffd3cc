package writer

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// People paste resume fragments into a cover letter's background ("Led onboarding redesign at
// Acme that lifted activation 12%"). A letter needs sentences with a subject, so the built-in
// writer rewrites each fragment into the first person. The rules only move the user's words
// and add grammar (I, I am, a/an, the, a neutral frame): never a fact. When a fragment is not
// recognised it is kept as written, capitalised and ended with a full stop. The rules are
// recorded in docs/adr/0013-built-in-writer-sentences.md.

// person says how firstPerson may rewrite.
type person struct {
	moveEmployer bool // "Led X at Acme" → "At Acme, I led X" (background lines, not icebreakers)
	// verbless frames a fragment with no verb of its own ("My work included"), or "" to
	// keep it as typed.
	verbless string
	// tone is the letter's tone: it words the frames the writer adds around a job or a
	// tenure its own way ("I worked as…" / "From 2021 to 2024, I was…"), never the facts.
	tone string
	// wording is which of a frame's wordings this person takes (wordingTurn): 0, the
	// long-standing one, for a form with no name.
	wording int
}

// firstPersonSentences rewrites the sentences of a typed text, in order.
func firstPersonSentences(s string, p person) []string {
	var out []string
	numbered := 0
	for _, x := range plaintext.Sentences(s) {
		r := p.rewrite(x, numbered)
		if startsWithNumber(x) && !isTenure(x) && !hasOwnSubject(x) {
			numbered++
		}
		out = append(out, r)
	}
	return out
}

// trailingEarlier is a job typed with "before that" after its years: "rn 8 yrs before that,
// mostly er".
var trailingEarlier = regexp.MustCompile(`(?i)^(.+? \d+(?:\.\d+)?\+? (?:years?|yrs?|months?)),? before (?:that|this)(,.*)?$`)

var trailingPunct = regexp.MustCompile(`[.!?…]+["')\]]*$`)

// rewrite writes one sentence in the first person by the first rule that fits (the table in
// ADR 0013); numbered counts the figure-led sentences before it, so the neutral frame varies.
func (p person) rewrite(s string, numbered int) (out string) {
	s = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ";,"))
	if s == "" {
		return ""
	}
	end := trailingPunct.FindString(s)
	core := strings.TrimSpace(strings.TrimSuffix(s, end))
	if end == "" && !strings.HasSuffix(core, ":") {
		end = "."
	}
	words := strings.Fields(core)
	if len(words) == 0 {
		return plaintext.Sentence(s)
	}
	if m := trailingEarlier.FindStringSubmatch(core); m != nil && !earlierLead.MatchString(core) {
		// "rn 8 yrs before that, mostly er": the earlier job, told as one ("Before that, I
		// was an RN for 8 years, mostly in ER").
		return p.rewrite("before that "+m[1]+m[2]+end, numbered)
	}
	first := strings.ToLower(strings.Trim(words[0], ",:"))
	rest := strings.TrimSpace(strings.TrimPrefix(core, words[0]))
	if (first == "i" || first == "i'm" || first == "i've") && len(words) > 2 && (first != "i" || ownSentenceVerbs[strings.ToLower(words[1])]) {
		// "i have 4 years experience in accounting": the writer's own sentence, which needs its
		// grammar, not another subject ("I have I have…").
		return plaintext.Sentence(tidyClauses(withFigures(tenureOf.ReplaceAllString(core, "$1 of experience"))) + end)
	}
	if s := p.batch22Shape(core); s != "" {
		return shapeTidy(s) + end
	}
	if s := p.lineShape(core); s != "" {
		return shapeTidy(s) + end
	}
	if s := p.lifeShape(core, words, first, rest); s != "" {
		return shapeTidy(s) + end
	}
	if s := p.workShape(core, words); s != "" {
		return shapeTidy(s) + end
	}
	if s := p.trailingWordShape(core, words); s != "" {
		return shapeTidy(s) + end
	}
	if s := p.noteShape(core, words, first, rest); s != "" {
		return shapeTidy(s) + end
	}
	if s := p.kindShape(core, words, first, rest); s != "" {
		return shapeTidy(s) + end
	}
	defer func() { out = tidyClauses(out) }()
	if m := beforeNamed.FindStringSubmatch(core); m != nil && !earlierLead.MatchString(core) {
		// "before amazon: 2 yrs picker/packer at target dc" → "Before Amazon, I was a
		// picker/packer at Target DC for 2 years."
		plain := p
		plain.tone = ""
		return "Before " + orgCase(m[1]) + ", " + inThePast(plain.rewrite(m[2], numbered))
	}
	if m := earlierLead.FindStringSubmatch(core); m != nil {
		// "before that shift sup at acme 2 yrs" → "Before that, I was a shift supervisor at
		// Acme for 2 years.": the earlier job, in the past tense.
		plain := p
		plain.tone = "" // the tone's own wordings ("I bring 3 years") do not go into the past
		return earlierLeads[strings.ToLower(m[1])] + ", " + inThePast(plain.rewrite(m[2], numbered))
	}
	switch {
	case p.jobLine(core) != "":
		// "patient care tech at riverside methodist hospital 2021-2024" → "I worked as a
		// patient care tech at riverside methodist hospital from 2021 to 2024."
		return withFigures(p.jobLine(core)) + end
	case passiveUse(first, rest):
		return p.fromVerb("was "+lowerWord(words[0]), rest) + end
	case pastTenseVerbs[first] && !descriptiveUse(first, rest):
		return withFigures(p.fromVerb(words[0], rest)) + end
	case (isRolePhrase(words) || descriptiveParticiples[first] && isRolePhrase(words[1:])) && sinceYear.MatchString(core):
		return "I have been " + article(core) + lowerLead(core) + end // "licensed architect since 2021"
	case descriptiveParticiples[first] && rest != "" && !objectFollows(rest):
		return "I am " + article(core) + lowerLead(core) + end
	case startsWithNumber(core) && (hasOwnSubject(core) || numberWords[first] && len(words) > 2 && strings.EqualFold(words[1], "of")):
		// "one of your techs told me…": a number word heading its own subject.
		// "2 years ago I moved into design": a sentence with its own subject, kept as written.
		return plaintext.Sentence(core + end)
	case startsWithNumber(core):
		if isTenure(core) {
			if m := tenureInFunction.FindStringSubmatch(core); m != nil && workFunctions[strings.ToLower(m[2])] {
				// "4 years retail at Walgreens, pharmacist in charge since 2022": a field of work
				// at an employer, then the title held there.
				s := "I spent " + m[1] + " in " + m[2] + " at " + orgAside(m[3])
				if tail := strings.TrimSpace(m[4]); tail != "" {
					if r := strings.Fields(tail); isRolePhrase(r) && strings.Contains(tail, " since ") {
						s += ", and I have been " + article(tail) + tail
					} else {
						s += ", " + tail
					}
				}
				return withFigures(s) + end
			}
			if m := tenureWithWork.FindStringSubmatch(core); m != nil {
				// "9 years with local firm - boilers, unvented cylinders": an employer, then
				// the work done there.
				return withFigures("I spent "+m[1]+" "+strings.ToLower(m[2])+" "+orgAside(m[3])+", working on "+m[4]) + end
			}
			if m := tenureInSubject.FindStringSubmatch(core); m != nil && schoolSubjects[strings.ToLower(m[3])] {
				// "6 years high school math at reading SD (Algebra 1, geometry)": a subject
				// taught at a school, and the courses.
				return "I spent " + m[1] + " in " + lowerLead(m[2]+m[3]) + " at " + orgCase(strings.TrimSpace(m[4])) + m[5] + end
			}
			if m := tenureAsRole.FindStringSubmatch(core); m != nil && isRolePhrase(strings.Fields(m[2])) {
				role := m[2]
				if i := strings.LastIndex(role, " at "); i > 0 {
					org, tail, _ := strings.Cut(role[i+4:], ",")
					if equipmentTail.MatchString(tail) {
						tail = " working on" + tail // ", ge 1.5 + 2.x turbines": the machines worked on
					}
					if tail != "" || strings.HasSuffix(role, ",") {
						tail = "," + tail
					}
					role = role[:i] + " at " + employerIn(org) + tail // "intern at freshmart"
				}
				return "I spent " + m[1] + " as " + article(role) + role + end
			}
			return withFigures(tenureTail(strings.Replace(tenureVerb[p.tone]+tenureObject(lowerLead(core)), ", last ", ", the last ", 1))) + end
		}
		if numbered == 0 {
			return "Highlights include " + lowerLead(core) + end
		}
		return "Other highlights include " + lowerLead(core) + end
	case degreeWords[first] && rest != "" && isLowerWord(words[0]) && len(words[0]) <= 5:
		// "mup from uw 2019": the degree's letters in capitals, then as below.
		return strings.TrimSuffix(p.rewrite(degreeCasing(words[0])+" "+rest, numbered), ".") + end
	case degreeWords[first] && rest != "":
		// "BSN from osu in May 2024" → "I earned a BSN from osu in May 2024."
		if len(words) >= 4 && words[2] == "in" && !complementWords[strings.ToLower(words[1])] && yearToken.MatchString(words[3]) {
			if subjectWords[strings.ToLower(words[1])] {
				core = words[0] + " in " + strings.Join(words[1:], " ") // "BS biology in 2019": the subject
			} else {
				core = words[0] + " from " + orgCase(words[1]) + " " + strings.Join(words[2:], " ") // "PharmD uf in 2019": the school
			}
		}
		if len(words) == 3 && yearToken.MatchString(words[2]) && !subjectWords[strings.ToLower(words[1])] && !complementWords[strings.ToLower(words[1])] {
			core = words[0] + " from " + orgCase(words[1]) + " in " + words[2] // "MPA nyu 2023"
			words = strings.Fields(core)
		}
		if len(words) >= 3 && schoolLeads[strings.ToLower(words[1])] && !strings.Contains(core, " from ") {
			// "PharmD university of michigan in 2019" → "a PharmD from the University of Michigan in 2019"
			school, tail := strings.Join(words[1:], " "), ""
			if i := strings.Index(school, " in "); i > 0 {
				school, tail = school[:i], school[i:]
			}
			the := ""
			if strings.HasPrefix(strings.ToLower(school), "university of ") {
				the = "the "
			}
			core = words[0] + " from " + the + orgCase(strings.ToLower(school)) + tail
		}
		if m := degreeSubjectSchool.FindStringSubmatch(core); m != nil {
			school := m[3]
			switch {
			case schoolAcronym(school):
				school = strings.ToUpper(school) // "unlv": a school by its letters
			case !startsUpperLetter(lastWord(school)):
				school = orgCase(strings.ToLower(school)) // "UW madison": casing from the writer's list, not the user's
			}
			if strings.HasPrefix(school, "University of ") {
				school = "the " + school // "from the University of Leeds"
			}
			core = m[1] + " in " + m[2] + " from " + school + " in " + m[4] // "PhD organic chem, uw madison 2025"
		}
		return withFigures(p.degreeSentence(schoolLetters(degreeClause("I earned "+article(core)+core)))) + end
	case schoolGrad.MatchString(core):
		// "bootcamp grad (le wagon) mar 2025" → "I graduated from a bootcamp (le wagon) in
		// Mar 2025.": a school's graduate, not a role.
		m := schoolGrad.FindStringSubmatch(core)
		return withFigures("I graduated from "+article(m[1])+lowerLead(m[1])+m[2]) + end
	case isRolePhrase(words) && pastSeason.MatchString(core) && !strings.Contains(pastSeason.FindStringSubmatch(core)[1], ", "):
		// "intern at a senator's office summer 2022": a role held then, in the past tense.
		m := pastSeason.FindStringSubmatch(core)
		role := lowerLead(strings.TrimSpace(m[1]))
		if i := strings.LastIndex(role, " at "); i > 0 {
			org := role[i+4:]
			if strings.Contains(org, "'s ") {
				org = article(org) + org // "a state senator's office": described, not named
			} else {
				org = orgAside(org)
			}
			role = role[:i] + " at " + org
		}
		return "I was " + article(role) + role + " in " + strings.ToLower(m[2]) + m[3] + end
	case isRolePhrase(words):
		role := lowerLead(core)
		if head, did, ok := strings.Cut(role, ", "); ok && looksPastTense(strings.Fields(did)) && !strings.Contains(did, ", ") {
			// "eit, passed the FE exam in 2023": who the writer is, then what they did
			return "I am " + article(head) + orgsAfterAt(head) + ", and " + withFigures(p.fromVerb(strings.Fields(did)[0], strings.TrimSpace(strings.TrimPrefix(did, strings.Fields(did)[0])))) + end
		}
		if withYears.MatchString(role) {
			role += yearsOf[p.tone] // "CPA with 6 years" → "… with 6 years of experience"
		}
		return "I am " + article(core) + orgsAfterAt(role) + end
	case looksPastTense(words):
		return withFigures(p.fromVerb(words[0], rest)) + end
	case first == "want" && wantedPlace(rest) != "":
		// "want outpatient peds so I can…" → "I want to work in outpatient pediatrics so I
		// can…"; "want level 1 trauma center" → "I want to work at a level 1 trauma center".
		return withFigures("I want to work "+wantedPlace(rest)) + end
	case countVerbs[first] && rest != "" && (startsWithNumber(rest) || strings.HasPrefix(rest, "about ") || determiners[strings.ToLower(strings.Fields(rest)[0])]):
		// "process about 400 invoices a week": a verb that is also a noun, known by its count.
		return withFigures("I "+lowerWord(core)) + end
	case presentVerbs[first] && rest != "":
		// "Want med-surg because…" → "I want med-surg because…"
		if parts := strings.Split(rest, ", "); len(parts) >= 2 && verbLedClauses(parts[1:]) {
			// "run dtt + net sessions, collect data in centralreach": each clause another
			// thing done, joined as one list of them.
			rest = strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
		} else if parts := strings.Split(rest, ", "); len(parts) >= 2 && !strings.ContainsFunc(rest, unicode.IsDigit) && !slices.ContainsFunc(parts[1:], func(p string) bool {
			first, _, _ := strings.Cut(p, " ")
			return pastTenseVerbs[strings.ToLower(first)] || presentVerbs[strings.ToLower(first)] || strings.Contains(p, " ")
		}) {
			rest = strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1] // "speak english, igbo"
		} else if len(parts) >= 3 && !strings.ContainsFunc(rest, unicode.IsDigit) {
			rest = listWithAnd(rest) // "help with bathing, meds reminders, meal prep"
		}
		return withFigures("I "+lowerWord(words[0])+" "+rest) + end
	case first == "open" && len(words) > 2 && strings.EqualFold(words[1], "sourced"):
		return "I open-sourced " + strings.Join(words[2:], " ") + end
	case verbless(words) && fromTo.MatchString(core):
		// "p99 from 800ms to 120ms" → "P99 went from 800ms to 120ms."
		if loc := fromFigure.FindStringIndex(core); loc != nil && loc[0] > 0 {
			head := theMeasure(core[:loc[0]])
			switch {
			case strings.HasSuffix(head, " up"):
				return plaintext.Sentence(strings.TrimSuffix(head, " up") + " rose" + core[loc[0]:] + end) // "pass rate up from 71% to 84%"
			case strings.HasSuffix(head, " down"):
				return plaintext.Sentence(strings.TrimSuffix(head, " down") + " fell" + core[loc[0]:] + end)
			}
			return plaintext.Sentence(head + " went" + core[loc[0]:] + end)
		}
	case verbless(words) && certified.MatchString(core):
		// "forklift and osha 30 certified" → "I am forklift and OSHA 30 certified."
		// "forklift trained (sit down and reach)": what is in brackets says which.
		if head, _, _ := strings.Cut(strings.ToLower(core), " ("); strings.HasSuffix(head, "certified") || strings.HasSuffix(head, "trained") {
			return "I am " + core + end
		}
		return withFigures("I earned "+article(core)+core) + end
	case verbless(words) && plusFigure.MatchString(core):
		// "pick rate +18% after re-slotting" → "Pick rate rose 18% after re-slotting."
		m := plusFigure.FindStringSubmatchIndex(core)
		verb := " rose "
		if core[m[2]:m[3]] == "-" {
			verb = " fell "
		}
		return plaintext.Sentence(theMeasure(strings.TrimSpace(core[:m[0]])) + verb + core[m[4]:] + end)
	case verbless(words) && p.verbless != "" && (len(measures(askAside.ReplaceAllString(core, ""))) == 0 || strings.Count(core, ", ") >= 2 && !startsWithNumber(core) || countedWork(core, words)):
		// A list of three or more with a figure inside one item ("vat returns, payroll for 15
		// clients, bank recs") is still a list of the work.
		// A figure in brackets ("root cause (5 whys)") names a method, not a result.
		// "Vitals, EKGs for 30+ patients a shift" is a list of what the work held.
		if rest, ok := strings.CutPrefix(core, "also "); ok && strings.HasPrefix(p.verbless, "I ") {
			return "I also " + strings.TrimPrefix(p.verbless, "I ") + " " + listWithAnd(lowerLead(rest)) + end // "also freelance depos"
		}
		list, lead, when := core, namesLead[p.tone], ""
		if ws := strings.Fields(core); len(ws) > 2 && usedDaily[strings.ToLower(ws[len(ws)-1])] {
			list, lead, when = strings.Join(ws[:len(ws)-1], " "), "I use", " "+strings.ToLower(ws[len(ws)-1]) // "greenhouse + linkedin recruiter daily"
		}
		if lead != "" && namesOnly(lowerLead(list)) {
			return lead + " " + listWithAnd(list) + when + end // "pro tools, descript, izotope rx": tools worked with, not duties
		}
		return p.verbless + " " + listWithAnd(lowerLead(core)) + end
	}
	return plaintext.Sentence(measureGrammar(core) + end)
}

// namesLead words, per tone, a list of names worked with: tools, products, makes.
var namesLead = map[string]string{"professional": "I work with", "confident": "I know", "warm": "I'm at home with", "enthusiastic": "I love working with", "concise": "Tools:"}

// namesOnly reports a list of two or more items that are each a name of up to three words
// ("Pro Tools, Descript and iZotope RX", "Cisco, Palo Alto and some Arista").
func namesOnly(list string) bool {
	items := strings.Split(strings.ReplaceAll(list, " and ", ", "), ", ")
	if len(items) < 2 {
		return false
	}
	for _, it := range items {
		ws := strings.Fields(strings.TrimPrefix(strings.TrimSpace(it), "some "))
		if len(ws) == 0 || len(ws) > 3 || !startsUpper(ws[0]) && !hasInnerCapital(ws[0]) {
			return false
		}
	}
	return true
}

var (
	// earlierLead opens a fact about an earlier time: "before that", "previously".
	// beforeNamed is an earlier job after the name of the later one: "before amazon: …".
	beforeNamed  = regexp.MustCompile(`(?i)^before ([\p{L}][\p{L}&'.-]*(?: [\p{L}&'.-]+)?)\s*:\s*(\S.*)$`)
	earlierLead  = regexp.MustCompile(`(?i)^(before that|before this|prior to that|previously|previous|earlier|before:|prior:|prev:|previously:)[,:]?\s+(\S.*)$`)
	earlierLeads = map[string]string{"before that": "Before that", "before this": "Before that", "prior to that": "Before that", "previously": "Previously", "previous": "Previously", "earlier": "Earlier",
		"before:": "Before that", "prior:": "Before that", "prev:": "Previously", "previously:": "Previously"}
	// jobAt is "role at org" with its dates or length: "(2021-2024)", "2019-now", "4 years".
	jobAt  = regexp.MustCompile(`(?i)^([^,()]+?) (?:at|@) ([^,()]+?),? \(?((?:19|20)\d{2})\s*(?:-|–|—|to)\s*((?:19|20)\d{2}|now|present|current|today)\)?(.*)$`)
	jobFor = regexp.MustCompile(`(?i)^([^,()]+?) (?:at|@) ([^,()]+?(?: \([^()]*\))?),? (?:for )?(\d+(?:\.\d+)?\+? (?:years?|months?))(.*)$`)
	// roleFor is "recruiter 6 years, 4 at n26", "head chef 15 years".
	roleFor = regexp.MustCompile(`(?i)^([^,()]+?(?: \([^()]+\))?),? (\d+(?:\.\d+)?\+? (?:years?|months?|seasons?))(?: total| in total)?(.*)$`)
	// roleOn is a role held on a unit or a team, and for how long: "charge nurse on 32-bed tele
	// unit 6 years".
	roleOn = regexp.MustCompile(`(?i)^([^,()\d]+?) on (?:a |an |the )?([^,()]+?) (\d+(?:\.\d+)?\+? (?:years?|months?))(.*)$`)
	// tenureInSubject is time teaching a subject at a school: "6 years high school math at
	// reading SD (Algebra 1, AP Calculus)".
	tenureInSubject  = regexp.MustCompile(`(?i)^(\S+\+? (?:years?|months?)) (?:in |of |teaching )?((?:[\p{L}-]+ ){0,2})([\p{L}]+) at ([^,(]+?)((?: \([^)]*\))?)$`)
	tenureInFunction = regexp.MustCompile(`(?i)^(\S+\+? (?:years?|months?)) (?:in )?(\S+) at ([^,]+)(?:, (.+))?$`)
	// tenureWithWork is time at an employer, then what the work was after a dash: "9 years
	// with local firm - boilers, unvented cylinders".
	tenureWithWork = regexp.MustCompile(`(?i)^(\S+\+? (?:years?|months?)) (with|at|for) ([\p{L}&'. ]+?) [-–—] (\p{L}[^-–—]+)$`)
	tenureAsRole   = regexp.MustCompile(`(?i)^(\S+\+? (?:years?|months?|summers?)) (.+?)$`)
	// figureClause is a clause of figures with no verb after a comma: ", 140 installs".
	figureClause = regexp.MustCompile(`, ((?:about |approximately )?[$€£]?\d[^,;]*)`)
)

// schoolSubjects are subjects taught at a school.
var schoolSubjects = wordSet(`math maths mathematics english ela science biology chemistry physics history geography
spanish french german art music pe drama computing economics algebra geometry calculus literature reading writing`)

// withFigures joins a trailing clause of figures to its sentence: "I founded heatwell, 140
// installs in 18 months" → "…, with 140 installs in 18 months".
func withFigures(s string) string {
	return measureGrammar(replaceOutsideBrackets(figureClause, s, func(m string) string {
		clause := m[2:]
		if strings.HasPrefix(clause, "+") {
			return m // "+9% activation" is measureGrammar's to word
		}
		if g, ok := clauseGrammar(clause); ok {
			return g
		}
		if !verbless(strings.Fields(clause)) || strings.HasPrefix(clause, "with ") {
			return m
		}
		if rateAdjective.MatchString(clause) || singularFigure.MatchString(clause) {
			return ", with a " + clause // "a $22M-a-year store", "a $9M store"
		}
		if durationOnly.MatchString(clause) {
			return ", for " + clause // "handled mice and rats in the lab, 6 months": how long
		}
		return ", with " + clause
	}))
}

// replaceOutsideBrackets is ReplaceAllStringFunc for the matches outside brackets: "(haas +
// mazak, 5-axis)" is an aside, not a clause to give grammar to.
func replaceOutsideBrackets(re *regexp.Regexp, s string, fn func(string) string) string {
	var b strings.Builder
	last := 0
	for _, loc := range re.FindAllStringIndex(s, -1) {
		b.WriteString(s[last:loc[0]])
		if strings.Count(s[:loc[0]], "(") > strings.Count(s[:loc[0]], ")") {
			b.WriteString(s[loc[0]:loc[1]])
		} else {
			b.WriteString(fn(s[loc[0]:loc[1]]))
		}
		last = loc[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// schoolLetters writes a school typed as its initials after "from" in capitals: "from gwu"
// → "from GWU".
func schoolLetters(s string) string {
	return fromSchool.ReplaceAllStringFunc(s, func(m string) string {
		g := fromSchool.FindStringSubmatch(m)
		if schoolAcronym(g[2]) {
			return g[1] + strings.ToUpper(g[2])
		}
		return m
	})
}

var fromSchool = regexp.MustCompile(`\b(from |at )([a-z]{2,5})\b`)

// countVerbs are verbs that are also nouns ("process", "file"): a fragment opens with one in
// the present tense when a count or a determiner follows.
var countVerbs = wordSet(`close resolve book process file reconcile prepare maintain handle coordinate operate dispatch inspect audit answer greet sort pick pack load unload stock rate`)

// presentVerbs open a fragment in the present tense: the writer says what they do or want.
var presentVerbs = wordSet(`fix balance handle resolve sort greet answer file want love enjoy like have hold speak know manage lead run own build teach work care prefer
shoot film edit photograph code cook bake drive install repair
hope plan aim volunteer mentor coach write design help support train speak see treat serve precept counsel
triage edit review supervise schedule fit collect track monitor document assess conduct oversee take fabricate tune`)

var (
	// rateAdjective is a rate written before its noun: "$22M-a-year store".
	// singularFigure is an amount before one thing: "$9M store", "40-bed unit".
	singularFigure = regexp.MustCompile(`^(?:[$€£]\d[\d.,]*[kKmMbB]?|\d+-\w+) [a-z]+[^s\W]$`)
	rateAdjective  = regexp.MustCompile(`^[$€£]\d[\d.,]*[kmbKMB]?-a-\w+ \w`)
	fromFigure     = regexp.MustCompile(` from [$€£~]?\d`)
	certified      = regexp.MustCompile(`(?i)\b(cert|certificate|certification|certified|license|licence|trained)\b`)
	plusFigure     = regexp.MustCompile(`\s([+-])(\d[\d.,]*%?.*)$`)
)

var withYears = regexp.MustCompile(`with \S+ (?:years|yrs)$`)

var fromTo = regexp.MustCompile(`\bfrom\s+\S+.*\bto\s+\S+`)

// Verbs a resume uses in the passive: "Awarded a grant" means "I was awarded a grant".
var (
	passiveVerbs  = wordSet(`awarded nominated elected featured ranked shortlisted honoured honored named`)
	passiveBefore = wordSet(`promoted selected invited chosen appointed hired recruited headhunted accepted admitted
transferred relocated seconded`)
	// passiveNext are the words after "Promoted", "Hired" that show the passive: "Promoted
	// twice", "Hired as the first engineer", "Invited to speak".
	passiveNext = wordSet(`to as by for twice into in within after from onto at three four`)
)

func passiveUse(verb, rest string) bool {
	if passiveVerbs[verb] {
		return true
	}
	if !passiveBefore[verb] {
		return false
	}
	next, _, _ := strings.Cut(rest, " ")
	return next == "" || passiveNext[strings.ToLower(next)]
}

// descriptiveUse reports whether a word that can be a verb opens a description instead:
// "Trained nurse with…" and "Trained in CPR" describe; "Trained 20 new hires" and
// "Organized events" act.
func descriptiveUse(verb, rest string) bool {
	if !descriptiveParticiples[verb] {
		return false
	}
	words := strings.Fields(rest)
	if len(words) == 0 {
		return true
	}
	if objectFollows(rest) {
		return false // "trained about 40 teachers": what was done, to whom
	}
	if complementWords[strings.ToLower(words[0])] {
		return true
	}
	return isRolePhrase(words)
}

// complementWords follow an adjective that takes no article: "skilled in", "passionate about".
var complementWords = wordSet(`in at with to for on and about of from by`)

// fromVerb writes "I <verb> <object>", moving " at Employer" to the front when allowed.
func (p person) fromVerb(verb, rest string) string {
	v := lowerWord(verb)
	prefix := ""
	if p.moveEmployer {
		if before, employer, after, ok := splitAtEmployer(rest); ok && before != "" {
			prefix = "At " + employer + ", "
			rest = before
			if after != "" {
				if strings.HasPrefix(after, ",") {
					rest += after
				} else {
					rest += " " + after
				}
			}
		}
	}
	if parts := strings.Split(rest, ", "); len(parts) >= 3 && !strings.Contains(parts[len(parts)-1], " and ") && !slices.ContainsFunc(parts[1:], figureClauseItem) {
		rest = listWithAnd(rest) // "ran calendars, board prep and travel"
	}
	if r := withDefiniteArticle(rest); r != rest {
		rest = r
	} else if moneyThing(rest) {
		rest = "a " + rest // "delivered $48M hospital wing" → "a $48M hospital wing"
	} else {
		rest = objectArticle(v, rest)
	}
	return prefix + strings.TrimSpace("I "+v+" "+rest)
}

// splitAtEmployer finds " at Employer" in a fragment: "at" followed by capitalised words
// (with "of", "and", "&" between them), then the end, a comma or a lower-case word.
func splitAtEmployer(s string) (before, employer, after string, ok bool) {
	words := strings.Fields(s)
	for i := 0; i+1 < len(words); i++ {
		if words[i] != "at" || !startsUpper(words[i+1]) {
			continue
		}
		j := i + 1
		var name []string
		for j < len(words) && len(name) < 6 {
			w := words[j]
			joiner := (w == "of" || w == "and" || w == "&" || w == "de") && j+1 < len(words) && startsUpper(words[j+1])
			if !startsUpper(w) && !joiner {
				break
			}
			name = append(name, w)
			j++
			if strings.HasSuffix(w, ",") {
				break
			}
		}
		// A year right after the name belongs to it: "at NeurIPS 2021".
		if j < len(words) && len(name) > 0 && !strings.HasSuffix(name[len(name)-1], ",") && yearToken.MatchString(words[j]) {
			name = append(name, words[j])
			j++
		}
		if len(name) == 0 {
			continue
		}
		// Punctuation inside what looks like a name ("at Acme; Drove adoption") means the
		// fragment is not one clause: nothing is moved.
		if joined := strings.Join(name, " "); strings.ContainsAny(strings.TrimSuffix(joined, "."), ";:!?") ||
			strings.HasSuffix(joined, ".") && !plaintext.EndsInAbbreviation(joined) {
			return "", "", "", false
		}
		last := name[len(name)-1]
		comma := strings.HasSuffix(last, ",")
		name[len(name)-1] = strings.TrimRight(last, ",")
		employer = strings.Join(name, " ")
		if strings.ContainsAny(employer, "()[]") {
			continue
		}
		before = strings.Join(words[:i], " ")
		after = strings.Join(words[j:], " ")
		if comma && after != "" {
			after = ", " + after
		}
		return before, employer, after, true
	}
	return "", "", "", false
}

var yearToken = regexp.MustCompile(`^(19|20)\d{2},?$`)

// countedWork reports work named with a count inside it ("potty training 3 kids"): no
// percentage or amount, no number first or last, nothing that moved.
func countedWork(core string, words []string) bool {
	if upToFigure.MatchString(core) && !strings.ContainsAny(core, "%$€£") && !startsWithNumber(core) {
		return true // "overhead and underground distribution, up to 34.5kV": the range of the work
	}
	last := words[len(words)-1]
	return !strings.ContainsAny(core, "%$€£") && !startsWithNumber(core) && !startsWithNumber(last) && !numberWords[strings.ToLower(words[0])] &&
		!strings.Contains(core, " from ") && slices.ContainsFunc(words[:min(2, len(words))], func(w string) bool { return strings.HasSuffix(strings.ToLower(w), "ing") })
}

// upToFigure is the upper end of a range of work after a comma: ", up to 34.5kV".
var upToFigure = regexp.MustCompile(`, up to \d`)

// ownSentenceVerbs follow "I" in a note typed as a sentence: "i have 4 years…", "i am a…".
var ownSentenceVerbs = wordSet(`have am was worked work manage managed led lead ran run built build love want hope speak know moved studied`)
