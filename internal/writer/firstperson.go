package writer

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// People paste resume fragments into a cover letter's background ("Led onboarding redesign at
// Acme that lifted activation 12%"). A letter needs sentences with a subject, so the built-in
// writer rewrites each fragment into the first person. The rules only move the user's words
// and add grammar (I, I am, a/an, the, a neutral frame): never a fact. When a fragment is not
// recognised it is kept as written, capitalised and ended with a full stop. The rules are
// recorded in docs/adr/0013-built-in-writer-sentences.md.

// pastTenseVerbs are the past-tense verbs resume fragments start with.
var pastTenseVerbs = wordSet(`accelerated accomplished achieved acquired adapted added addressed administered advanced
advised advocated analysed analyzed announced answered applied appointed architected arranged assembled assessed assisted
attained audited authored automated balanced boosted bootstrapped brought budgeted built calculated campaigned captured
catalogued centralised centralized chaired championed changed charted clarified closed coached co-founded co-led
collaborated collected combined commissioned communicated compiled completed composed computed conceived conceptualised
conceptualized conducted configured consolidated constructed consulted contributed controlled converted convinced
coordinated co-wrote created cultivated curated customised customized cut debugged decreased defined delivered demonstrated
deployed designed detected developed devised diagnosed directed discovered doubled drafted drew drove earned edited
educated eliminated enabled encouraged engaged engineered enhanced ensured established estimated evaluated examined
exceeded executed expanded expedited experimented explained explored extended facilitated fixed forecasted forged formed
formulated fostered founded gained gathered generated grew guided halved handled headed helped hired identified
implemented improved incorporated increased influenced initiated innovated inspected installed instituted instructed
integrated interviewed introduced invented investigated joined launched lectured led leveraged lifted lowered maintained
managed mapped marketed maximised maximized measured mentored merged migrated minimised minimized modelled modeled
moderated modernised modernized monitored motivated moved negotiated onboarded opened operated optimised optimized
orchestrated organised organized oversaw overhauled owned partnered performed persuaded piloted pioneered planned
presented prevented prioritised prioritized processed produced programmed promoted proposed prototyped provided
published purchased qualified raised ran rebuilt recommended reconciled recruited redesigned reduced refactored
refined regained registered rehauled released remodelled remodeled renegotiated reorganised reorganized repaired
replaced reported represented researched resolved restored restructured retained revamped reviewed revised revitalised
revitalized rewrote saved scaled scheduled scoped secured selected served set shaped shipped simplified sold solved
sourced spearheaded promoted invited chosen appointed specialised specialized spent spoke sped sponsored standardised standardized started steered
streamlined strengthened structured succeeded supervised supported surpassed sustained systematised systematized taught
tested took tracked trained transformed translated tripled troubleshot turned unified upgraded used validated verified
volunteered won worked wrote
studied graduated interned freelanced switched transitioned pivoted returned travelled traveled competed
played lived practised practiced majored minored
loved enjoyed saw read noticed heard met watched followed listened caught found came visited attended liked
admired spotted learned learnt`)

// descriptiveParticiples look like past-tense verbs but open a description of the writer
// ("Experienced product manager", "Based in Berlin"): they become "I am …".
var descriptiveParticiples = wordSet(`accomplished accredited certified committed dedicated detail-oriented devoted
data-driven driven experienced focused highly-skilled interested licensed motivated organised organized passionate
qualified results-driven results-oriented seasoned self-motivated skilled talented trained based bilingual fluent
proficient versed well-versed registered chartered accredited board-certified`)

// roleNouns end a noun phrase that names the writer ("Product designer with 6 years in fintech").
var roleNouns = wordSet(`accountant administrator advisor adviser analyst architect artist assistant associate attorney
author builder buyer cfo chef clinician coach consultant contractor coordinator copywriter counsellor counselor cto ceo
coo designer developer director economist editor educator electrician engineer entrepreneur executive founder co-founder
freelancer generalist graduate head illustrator instructor intern journalist lawyer lead lecturer librarian manager
marketer mechanic mentor nurse officer operator owner paralegal pharmacist photographer physician physicist pilot
planner producer professional programmer psychologist recruiter representative researcher scientist specialist
strategist student supervisor surgeon teacher technician technologist therapist trainer veteran writer
tutor volunteer barista cashier clerk agent cook dentist doctor caregiver carer secretary receptionist translator
interpreter musician actor driver waiter server bookkeeper auditor broker chemist biologist statistician
contributor maintainer partner principal sre pm qa
master practitioner expert leader member speaker organiser organizer`)

// determiners already give a noun phrase its article.
var determiners = wordSet(`a an the my our your his her their its this that these those each every all some any no
several many multiple both more most over about up into with for to from on in by across through under within around
one two three four five six seven eight nine ten another other such what how`)

// numberWords are numbers written out; a sentence that starts with one starts with a number.
var numberWords = wordSet(`one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred hundreds thousand
thousands million millions dozen dozens half`)

// clauseAfterObject marks an object that is specified by what follows ("the onboarding
// redesign that lifted activation", "the redesign of onboarding"): there the definite article
// is what grammar needs, whether the noun is countable or not.
var clauseAfterObject = wordSet(`that which who whose of`)

func wordSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(s) {
		out[w] = true
	}
	return out
}

// person says how firstPerson may rewrite.
type person struct {
	moveEmployer bool // "Led X at Acme" → "At Acme, I led X" (background lines, not icebreakers)
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

var trailingPunct = regexp.MustCompile(`[.!?…]+["')\]]*$`)

// rewrite writes one sentence in the first person by the first rule that fits (the table in
// ADR 0013); numbered counts the figure-led sentences before it, so the neutral frame varies.
func (p person) rewrite(s string, numbered int) string {
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
	first := strings.ToLower(strings.Trim(words[0], ",:"))
	rest := strings.TrimSpace(strings.TrimPrefix(core, words[0]))
	switch {
	case passiveUse(first, rest):
		return p.fromVerb("was "+lowerWord(words[0]), rest) + end
	case pastTenseVerbs[first] && !descriptiveUse(first, rest):
		return p.fromVerb(words[0], rest) + end
	case descriptiveParticiples[first] && rest != "":
		return "I am " + article(core) + lowerLead(core) + end
	case startsWithNumber(core) && hasOwnSubject(core):
		// "2 years ago I moved into design": a sentence with its own subject, kept as written.
		return plaintext.Sentence(core + end)
	case startsWithNumber(core):
		if isTenure(core) {
			return "I bring " + lowerLead(core) + end
		}
		if numbered == 0 {
			return "Highlights include " + lowerLead(core) + end
		}
		return "Other highlights include " + lowerLead(core) + end
	case isRolePhrase(words):
		return "I am " + article(core) + lowerLead(core) + end
	case looksPastTense(words):
		return p.fromVerb(words[0], rest) + end
	}
	return plaintext.Sentence(core + end)
}

// looksPastTense catches a verb the list lacks: a word ending in "-ed" followed by a
// determiner, a preposition or a figure ("Localised the app into 9 languages").
func looksPastTense(words []string) bool {
	if len(words) < 2 {
		return false
	}
	w := words[0]
	lw := strings.ToLower(w)
	if !strings.HasSuffix(lw, "ed") || utf8.RuneCountInString(lw) < 5 || strings.ContainsFunc(w[1:], unicode.IsUpper) {
		return false
	}
	if descriptiveParticiples[lw] || !isPlainLowerWord(strings.TrimRight(lw, ",")) {
		return false
	}
	// "Distributed systems at scale" is a noun phrase: the word after decides.
	next := strings.ToLower(words[1])
	return determiners[next] || startsWithNumber(words[1])
}

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
	rest = withDefiniteArticle(rest)
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

// withDefiniteArticle adds "the" before a bare object of one to three lower-case words that
// a clause specifies ("onboarding redesign that lifted…" → "the onboarding redesign that
// lifted…"). Anything else is left as typed: "improved performance", "built payment systems".
func withDefiniteArticle(obj string) string {
	words := strings.Fields(obj)
	for n := 1; n <= 3 && n < len(words); n++ {
		if !clauseAfterObject[words[n]] {
			continue
		}
		for _, w := range words[:n] {
			if !isPlainLowerWord(w) {
				return obj
			}
		}
		if determiners[words[0]] || strings.HasSuffix(words[0], "ly") || pastTenseVerbs[words[0]] {
			return obj
		}
		return "the " + obj
	}
	return obj
}

func isPlainLowerWord(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if !unicode.IsLower(r) && r != '-' {
			return false
		}
	}
	return true
}

// isRolePhrase reports whether a sentence opens with a noun phrase naming the writer's role,
// followed by the end, a comma or a preposition: "Product designer with 6 years in fintech",
// "Senior Engineer at Acme". "Lead the payments team" is not one (a verb and its object).
func isRolePhrase(words []string) bool {
	for i := 0; i < len(words) && i < 4; i++ {
		w := strings.ToLower(strings.TrimRight(words[i], ",;:"))
		if !roleNouns[w] && !roleNouns[strings.TrimSuffix(w, "s")] {
			if determiners[w] || pastTenseVerbs[w] && !descriptiveParticiples[w] || startsWithNumber(w) {
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
		return next == "with" || next == "at" || next == "in" || next == "for" || next == "who" ||
			next == "of" || next == "and" || next == "from" || next == "specialising" || next == "specializing" ||
			next == "focused" || next == "based" || next == "since" || next == "turned"
	}
	return false
}

// startsWithNumber reports whether s opens with a figure ("12%", "$2M", "3x", "1,200") or a
// number word ("Seven years").
func startsWithNumber(s string) bool {
	s = strings.TrimLeft(s, "~≈+(")
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return false
	}
	if unicode.IsDigit(r) {
		return true
	}
	if strings.ContainsRune("$€£¥₹", r) {
		r2, _ := utf8.DecodeRuneInString(s[n:])
		return unicode.IsDigit(r2)
	}
	first, _, _ := strings.Cut(s, " ")
	first = strings.ToLower(strings.Trim(first, ",:;"))
	if i := strings.IndexByte(first, '-'); i > 0 { // "twenty-five", "five-person"
		first = first[:i]
	}
	return numberWords[first]
}

// hasOwnSubject reports whether a sentence names its subject after an opening phrase:
// "In 3 months we shipped", "2 years ago, I moved".
func hasOwnSubject(s string) bool {
	for _, w := range strings.Fields(s)[1:] {
		switch strings.ToLower(strings.Trim(w, ",;:")) {
		case "i", "we", "i've", "i'd", "i'm", "we've", "my", "our", "ago", "later":
			return true
		}
	}
	return false
}

// isTenure reports whether a sentence that starts with a number counts the writer's time:
// "7 years in fintech", "Seven years building payment systems", "10+ yrs of experience".
var tenurePattern = regexp.MustCompile(`(?i)^\S+\s+(?:\S+\s+)?(?:years?|yrs?|months?|decades?)\b`)

func isTenure(s string) bool {
	return tenurePattern.MatchString(s) && !strings.ContainsAny(strings.Fields(s)[0], "%$€£")
}

// article returns "a " or "an " for the noun phrase s, or "" when it has one already.
func article(s string) string {
	first, _, _ := strings.Cut(s, " ")
	lw := strings.ToLower(first)
	if determiners[lw] {
		return ""
	}
	// "Skilled in Go", "Bilingual (English and Spanish)", "Detail-oriented, calm": an
	// adjective takes an article only when a role follows ("a registered nurse").
	if descriptiveParticiples[strings.TrimRight(lw, ",")] && (strings.HasSuffix(first, ",") || !isRolePhrase(strings.Fields(s)[1:])) {
		return ""
	}
	if lw == "" {
		return "a "
	}
	if first == strings.ToUpper(first) && utf8.RuneCountInString(first) > 1 || plaintext.LowerCaseNames[lw] {
		// An acronym is read letter by letter: "an SRE", "a UX designer".
		if strings.ContainsRune("AEFHILMNORSX", unicode.ToUpper(rune(first[0]))) {
			return "an "
		}
		return "a "
	}
	for _, p := range []string{"uni", "use", "usu", "eu", "one", "ux"} {
		if strings.HasPrefix(lw, p) {
			return "a "
		}
	}
	for _, p := range []string{"hour", "honest", "honor", "honour"} {
		if strings.HasPrefix(lw, p) {
			return "an "
		}
	}
	if strings.ContainsRune("aeiou", rune(lw[0])) {
		return "an "
	}
	return "a "
}

// lowerLead lower-cases the first word when it is an ordinary capitalised word and the
// phrase it opens is not a title in capitals ("Product designer" → "product designer", but
// "Certified Scrum Master", "AWS engineer" and "Go developer"'s neighbours stay).
func lowerLead(s string) string {
	words := strings.Fields(s)
	if len(words) == 0 {
		return s
	}
	// A title in capitals keeps them: "Head of Support", "Certified Scrum Master".
	for i := 1; i < len(words) && i < 4; i++ {
		if startsUpper(words[i]) && !strings.HasPrefix(words[i], "(") {
			return s
		}
		if lw := strings.ToLower(words[i]); lw != "of" && lw != "and" && lw != "&" {
			break
		}
	}
	first := words[0]
	lw := strings.TrimRight(strings.ToLower(first), ",;:")
	if !pastTenseVerbs[lw] && !descriptiveParticiples[lw] && !roleNouns[lw] && !numberWords[strings.Split(lw, "-")[0]] && !commonLeadWords[lw] {
		return s
	}
	return lowerWord(first) + strings.TrimPrefix(s, first)
}

// commonLeadWords are ordinary words that often open a role ("Senior engineer").
var commonLeadWords = wordSet(`senior junior principal staff chief product software hardware data backend frontend
full-stack fullstack mobile web graphic visual creative marketing sales growth content technical registered
certified freelance independent former aspiring recent experienced operations customer support project program
research business financial legal medical clinical digital social self-taught hands-on embedded mechanical electrical civil chemical`)

// lowerWord lower-cases a capitalised word ("Led" → "led") and leaves acronyms and names with
// inner capitals ("AWS", "iOS") alone.
func lowerWord(w string) string {
	r, n := utf8.DecodeRuneInString(w)
	if n == 0 || !unicode.IsUpper(r) {
		return w
	}
	for _, x := range w[n:] {
		if unicode.IsUpper(x) {
			return w
		}
	}
	return string(unicode.ToLower(r)) + w[n:]
}

func startsUpper(w string) bool {
	w = strings.TrimLeft(w, "\"'(")
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) || unicode.IsDigit(r) && strings.ContainsFunc(w, unicode.IsUpper)
}
