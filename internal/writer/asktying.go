package writer

// A letter answers the posting's asks with the user's notes (ADR 0054, ADR 0056): which note
// answers which ask, and how the ask is named in a sentence in the posting's words.

import (
	"cmp"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/draftsmith/draftsmith/internal/match"
	"github.com/draftsmith/draftsmith/internal/plaintext"
)

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
			if len(answers) == 1 && partOfAnotherThing(ask.Text, answers[0], pt.clean) {
				continue // "shop" in "6 years of structural steel, shop and field" is not "shop drawings"
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
			// "Proven grant writing success" is answered by what the grants won, never by the
			// years spent writing them: a result asked for is shown by a figure.
			if resultAsk.MatchString(ask.Text) && len(measures(duration.ReplaceAllString(pt.clean, ""))) == 0 {
				continue
			}
			// A degree is answered by a degree, not by years of work in its field.
			if degreeAsk.MatchString(ask.Text) && !holdsDegree(pt.clean) {
				continue
			}
			// A licence is answered by a licence: "responsible gaming training" does not hold "a
			// state gaming license"; "RN" names one.
			if licenceAsk.MatchString(ask.Text) && !licenceHeld.MatchString(pt.clean) && !slices.ContainsFunc(answers, isAcronym) {
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
		phrase, named := askPhraseTyped(asks[c.ask].Text, work[c.point].clean)
		req := ""
		if named {
			req = answeredPart(v, phrase, work[c.point].clean)
			if names := adjacentJoined(properNames(c.answers), asks[c.ask].Text); len(names) > 0 && namesMore(req, work[c.point].clean) && !degreeAsk.MatchString(req) && !qualificationIn.MatchString(req) && !strings.HasSuffix(strings.Fields(req + " x")[0], "ing") {
				// "ServSafe Manager" shown only as "ServSafe": name what is shown; but "coaching
				// teams of AEs" is work done with the AEs, not the AEs.
				req = plaintext.JoinAnd(names)
			}
		} else if names := adjacentJoined(properNames(c.answers), asks[c.ask].Text); len(names) > 0 {
			// An ask the letter cannot name in the posting's words (it holds a figure:
			// "Articulate 360") is named by the user's own words for it, when those are names.
			req = plaintext.JoinAnd(names)
		} else {
			continue
		}
		used[c.point] = true
		tied[c.ask] = reqTie{req: req, ask: asks[c.ask].Text, point: work[c.point], nice: !asks[c.ask].MustHave}
	}
	var ties []reqTie
	for ai := range asks {
		if t, ok := tied[ai]; ok {
			ties = append(ties, t)
		}
	}
	return ties
}

var (
	// duration is a length of time, which measures no result: "grant writer 5 years".
	duration = regexp.MustCompile(`(?i)\b\d+\+? ?(?:years?|yrs?|months?|mos?|weeks?|wks?)\b`)
	// resultAsk asks for results shown: "proven … success", "a track record of …".
	resultAsk = regexp.MustCompile(`(?i)\b(?:proven|track record|demonstrated success|success(?:ful)? in|results)\b|\bsuccess\b`)
	// licenceAsk is an ask for a licence or a permit.
	licenceAsk = regexp.MustCompile(`(?i)\b(?:licen[cs]e|licensure|permit)\b`)
	// licenceHeld is a note that holds one: licensed, a licence, a permit, certified.
	licenceHeld = regexp.MustCompile(`(?i)\b(?:licen[cs](?:e|ed|es|ure)|permits?|certified|certification|cert|registered)\b`)
)

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

// adjacentJoined joins names that stand side by side in the ask into one: "Scrum" and
// "Master" in "5+ years as a Scrum Master" are one role, not "Scrum and Master".
func adjacentJoined(names []string, ask string) []string {
	lower := strings.ToLower(ask)
	var out []string
	for _, n := range names {
		if k := len(out) - 1; k >= 0 && strings.Contains(lower, strings.ToLower(out[k]+" "+n)) {
			out[k] += " " + n
			continue
		}
		out = append(out, n)
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
	if len(parts) < 2 || askQualifier.MatchString(phrase) || qualificationIn.MatchString(phrase) {
		// "product management experience, ideally in B2B SaaS" is one ask and its qualifier.
		return phrase
	}
	var shown []string
	if w := strings.Fields(parts[0]); len(w) == 1 && strings.HasSuffix(strings.ToLower(w[0]), "ing") {
		return phrase // "building and coaching teams of AEs": two verbs of one object
	}
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

// levelNumber is a level's number, part of a qualification's name ("NVQ Level 3"), not a
// figure the draft could not hold.
var levelNumber = regexp.MustCompile(`(?i)\b(?:level|lvl) \d\b`)

// qualificationIn is a qualification in a subject whose name holds "and": "NVQ Level 3 in
// Health and Social Care" is one ask.
var qualificationIn = regexp.MustCompile(`(?i)\b(?:nvq|svq|btec|degree|diploma|certificate|bachelor's|master's|ba|bs|bsc|msc|level \d)\b.* in [A-Z]`)

// askParts cut an ask of several things: "Blueprint reading and GD&T", "calipers,
// micrometers, height gauges" ("or" offers a choice, and one answers it whole).
var askParts = regexp.MustCompile(`,\s*(?:and\s+)?|\s+and\s+`)

// askQualifier is a comma before words that narrow the ask rather than add to it.
var askQualifier = regexp.MustCompile(`(?i),\s*(?:ideally|preferably|especially|particularly|including|such as|e\.g\.)\b`)

var (
	askYears  = regexp.MustCompile(`(?i)^(?:at least |minimum(?: of)? )?\d+\+?(?:\s*[-–]\s*\d+)?\s*(?:years?|yrs?)(?:'|’)?\s+(?:of\s+)?(.+)$`)
	askFigure = regexp.MustCompile(`(?i)\s+(?:of |at |by )?(?:above|over|under|below|at least|more than|less than|greater than|exceeding|>|<)\s*[$€£]?\d.*$`)
	askAside  = regexp.MustCompile(`\s*\([^)]*\)`)
	// youWill opens a sentence of the job's duties.
	youWill = regexp.MustCompile(`(?i)^\s*(?:you will|you'll|you would|you'd|you are going to)\b`)
	// askLabel is an ask typed as a label and what it covers: "Observability: Prometheus,
	// Grafana or similar".
	askLabel = regexp.MustCompile(`^([\p{L}][\p{L} -]{2,30}): (.+)$`)
	// twoExperiences is a choice of two experiences: "clinical experience or externship experience".
	twoExperiences = regexp.MustCompile(`(?i)\b([\w-]+) experience or ([\w-]+) experience\b`)
	// askNumber is a figure of the ask's own ("Articulate 360", "5 years"); digits inside a
	// word ("B2B", "S3") are part of a name.
	askNumber = regexp.MustCompile(`(^|[\s(])[$€£]?\d`)
	// askOrTraining is "experience or training": training as a lesser alternative, not the
	// work ("Feeding therapy experience or training").
	askOrTraining = regexp.MustCompile(`(?i)\s+or (?:training|certification|equivalent)\b`)
	askOptional   = regexp.MustCompile(`(?i)[,;]?\s*(?:(?:is |are |would be )?a (?:big |huge )?plus|preferred|(?:is |are |would be )?a bonus|(?:is |are )?nice to have|required|strongly preferred|desired)\W*$`)
	mustObtain    = regexp.MustCompile(`(?i)^\s*(?:must|able to|ability to) (?:obtain|hold|have|possess|maintain|get)(?: and maintain)? (?:an? |the )?`)
	askDoing      = regexp.MustCompile(`^(?:in|at|as|on|with|within|across|leading|managing|building|teaching|working|running|supporting|writing|designing|developing|delivering|using|selling|caring|providing|coordinating)\b`)
)

// askPhrase writes an ask for the middle of a sentence, in the posting's words: "3+ years in a
// high-volume kitchen" → "experience in a high-volume kitchen", "A track record of net revenue
// retention above 110%" → "a track record of net revenue retention". Its figures are left out
// (a draft holds only the user's numbers, ADR 0037); an ask that is only a figure, or too long
// to name in a sentence, is not named.
func askPhrase(ask string) (string, bool) {
	s, _, _ := strings.Cut(ask, ";")
	if youWill.MatchString(s) {
		return "", false // "You will support reserving and pricing": a duty of the job, not an ask of the hire
	}
	s = askAside.ReplaceAllString(s, "")
	s = mustObtain.ReplaceAllString(s, "")      // "Must obtain a state gaming license": what is obtained is the ask
	s = askLabel.ReplaceAllString(s, "$1 ($2)") // "Observability: Prometheus, Grafana or similar"
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
	if s == "" || askNumber.MatchString(levelNumber.ReplaceAllString(s, "")) || len(strings.Fields(s)) > 12 {
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
	if held, ok := strings.CutSuffix(s, " trained"); ok && !strings.Contains(held, " ") || ok && strings.HasPrefix(strings.ToLower(held), "medication") {
		s = held + " training" // "Medication trained" is asked for as "medication training"
	}
	// "full clean driving licence" is one thing held: "a full clean driving licence".
	head, _, _ := strings.Cut(s, " in ")
	if words := strings.Fields(head); countableAsks[strings.ToLower(words[len(words)-1])] {
		s = article(s) + s
	}
	if degreeWord.MatchString(s) {
		// "Bachelor's Degree in Nursing", set in title case as a list item: "a bachelor's
		// degree in nursing" mid-sentence; letters in capitals ("BSN", "ABET") stay.
		s = titleWord.ReplaceAllStringFunc(s, strings.ToLower)
	}
	return s, true
}

var (
	degreeWord = regexp.MustCompile(`(?i)\b(?:degree|diploma)\b`)
	titleWord  = regexp.MustCompile(`\b[A-Z][a-z]+\b`)
)

// askPhraseTyped is askPhrase, but a figure that is part of a name the user typed too
// ("NFPA 1031" in "NFPA 1031 Fire Inspector I certification", typed "nfpa 1031 … cert") is
// the user's own and keeps the ask nameable.
func askPhraseTyped(ask, typed string) (string, bool) {
	kept := map[string]string{}
	for i, m := range namedFigure.FindAllStringSubmatch(ask, 3) {
		if regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(m[0]) + `\b`).MatchString(typed) {
			token := "Namedfigure" + string(rune('a'+2*i))
			named := m[2] + " " + token
			kept[token] = m[3]
			if m[1] != "" { // "21 CFR 820": the title's number before the name
				title := "Namedfigure" + string(rune('a'+2*i+1))
				named, kept[title] = title+" "+named, m[1]
			}
			ask = strings.Replace(ask, m[0], named, 1)
		}
	}
	s, ok := askPhrase(ask)
	for token, figure := range kept {
		s = strings.Replace(s, token, figure, 1)
	}
	return s, ok
}

// namedFigure is a figure that belongs to the name before it: "NFPA 1031", "OSHA 30", and
// a code's title before it ("21 CFR 820").
var namedFigure = regexp.MustCompile(`\b(?:(\d+) )?([A-Z][A-Za-z]*[A-Z]) (\d+)\b`)

// adjectiveAsks name an ask worded as what the hire is by what it asks for.
var adjectiveAsks = map[string]string{
	"comfortable": "comfort", "passionate about": "a passion for", "adept at": "skill at", "skilled in": "skill in", "skilled at": "skill at", "able to": "the ability to",
	"experienced in": "experience in", "experienced with": "experience with", "proficient in": "proficiency in", "proficient with": "proficiency with",
	"familiar with": "familiarity with", "confident in": "confidence in", "confident with": "confidence with", "excellent team player": "an excellent team player",
}

// countableAsks end an ask for one thing held, said with its article.
var countableAsks = wordSet(`licence license certificate diploma degree qualification card cdl endorsement permit`)

// commonCapital reports a word capitalised only because it opens a list item: a capital,
// then lower case, and no name the writer knows ("Mentoring", "Food"; not "Yardi", "Epic").
func commonCapital(w string) bool {
	if !startsUpperLetter(w) || hasInnerCapital(w) || isAcronym(w) || knownCasing[strings.ToLower(w)] != "" || usStates[strings.ToLower(w)] {
		return false
	}
	for _, s := range match.Default().Skills(w) {
		if s.Name == w && s.Category != "soft" {
			return false // "Go", "Epic": a skill's name, where "Mentoring" is a common word
		}
	}
	return strings.ToLower(w[1:]) == w[1:]
}

// askLeads are the common words a posting opens an ask with.
var askLeads = wordSet(`experience experienced knowledge strong excellent proven advanced a an the ability familiarity
comfort comfortable proficiency proficient bachelor's master's associate associate's degree minimum solid deep
demonstrated understanding background working hands-on high current active valid state excellent exceptional
outstanding good great clear effective superb track previous prior some basic intermediate expert fluency fluent`)

// degreeRequirement is a degree a posting asks for by its level.
// orRelated ends an ask for a field with "or related".
var orRelated = regexp.MustCompile(`(?i) or (?:a )?related(?: field)?$`)

// degreeAsk is an ask for a degree in a field, named whole though the user's degree is in a
// related one: "a bachelor's degree in Medical Laboratory Science or a related field".
var degreeAsk = regexp.MustCompile(`(?i)\b(?:bachelor'?s|master'?s|associate'?s|doctoral)(?: degree)?\b`)

// degreeNote is a note that names a degree: "bs occupational safety", "masters in ed".
var degreeNote = regexp.MustCompile(`(?i)\b(?:b\.?s\.?c?|b\.?a\.?|m\.?s\.?c?|m\.?a\.?|mba|phd|bsn|msn|bba|bfa|mfa|med|mph|jd|md|pharmd|dpt|associate'?s|associates|bachelor'?s|bachelors|master'?s|masters|degree|diploma|aas|as in|aa in|ged|hnd|hnc)\b`)

// holdsDegree reports a note that names a degree: "MD" in "MD Anderson" is part of a name,
// not a doctor's degree.
func holdsDegree(note string) bool {
	for _, m := range degreeNote.FindAllStringIndex(note, -1) {
		if rest := note[m[1]:]; note[m[0]:m[1]] == "MD" && len(rest) > 1 && rest[0] == ' ' && unicode.IsUpper(rune(rest[1])) {
			continue
		}
		return true
	}
	return false
}

var degreeRequirement = regexp.MustCompile(`(?i)^(bachelor's|master's|associate's|bachelors|masters|doctoral|graduate|undergraduate) degree$`)

// partOfAnotherThing reports whether one common word shared by an ask and a note names, in the
// ask, something else that the note never mentions: "shop" of "shop drawings" in "Able to
// read blueprints and shop drawings" (the note's "shop and field" work), "clinical" of
// "clinical microbiology" (a BS in clinical lab science), or a noun of the ask that the note
// uses as its verb ("schedule and train 15 agents" and "Flexible schedule incl. weekends").
// A word before an activity ("grant writing", "event planning") is the field of that work,
// and names and acronyms are the things themselves.
func partOfAnotherThing(ask, word, note string) bool {
	if strings.Contains(word, " ") || startsUpperLetter(word) || isAcronym(word) {
		return false
	}
	noteWords := lowerWordsIn(note)
	inNote := func(w string) bool {
		for _, n := range noteWords {
			if n == w || len(w) > 4 && len(n) > 4 && n[:5] == w[:5] { // "design" and "designed"
				return true
			}
		}
		return false
	}
	acronyms := map[string]bool{} // "MVR" may be what the note spells out ("driving record")
	for _, w := range strings.Fields(ask) {
		if w = strings.Trim(w, ",.;:()"); isAcronym(w) {
			acronyms[strings.ToLower(w)] = true
		}
	}
	other := func(w string) bool { // a word of the ask that names something of its own
		return len(w) > 2 && !acronyms[w] && !genericAskWords[w] && !domainWords[strings.TrimSuffix(w, "s")] && !strings.ContainsAny(w, "0123456789") && !inNote(w)
	}
	target := strings.ToLower(word)
	same := func(w string) bool { return w == target || len(w) > 4 && len(target) > 4 && w[:5] == target[:5] }
	for _, part := range askItems.Split(strings.ToLower(ask), -1) {
		words := lowerWordsIn(part)
		for i, w := range words {
			if !same(w) {
				continue
			}
			if i+1 < len(words) && other(words[i+1]) && !kindOfWork(words[i+1]) {
				return true
			}
			if i > 0 && other(words[i-1]) && len(noteWords) > 0 && same(noteWords[0]) && dutyVerbs[noteWords[0]] {
				return true
			}
			return false
		}
	}
	return false
}

// askItems cut an ask into the things it lists: "supply chain, logistics or inventory control".
var askItems = regexp.MustCompile(`[,;/()]|\s(?:and|or|&)\s`)

func lowerWordsIn(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '&' && r != '-'
	})
}

// kindOfWork is a noun for a kind of work: the word before it names the work's field ("grant
// writing", "diesel repair", "storm response").
func kindOfWork(w string) bool {
	if base, ok := strings.CutSuffix(w, "s"); ok && !strings.HasSuffix(base, "ing") && base != w && kindOfWork(base) {
		return true // "interventions"; but "drawings" are things drawn
	}
	for _, suffix := range []string{"ing", "ment", "tion", "sion", "ance", "ence", "ity", "ics"} {
		if strings.HasSuffix(w, suffix) {
			return true
		}
	}
	return workNouns[w]
}

var workNouns = wordSet(`repair response design marketing sales support rehab care work service services
relationships relations savings analysis research strategy ops operations`)

// genericAskWords qualify an ask without naming another thing: "strong", "experience",
// "skills", and the grammar between them.
var genericAskWords = wordSet(`the and for with from into that this its your our their any all per
experience experienced skills skill knowledge ability able strong excellent proven solid good great demonstrated
credential credentials cert certs certified registration designation course courses setting settings environment environments
working basic advanced deep hands-on effective outstanding exceptional understanding familiarity proficiency
proficient background track record years year plus preferred required including incl use using
must should will can comfortable willing ideally preferably especially related relevant similar equivalent
level minimum least more than over prior previous current recent stay remain keep be domain role roles position team teams`)
