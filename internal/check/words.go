package check

import (
	"regexp"
	"strings"
	"unicode"
)

// The word lists the rules read. They are English, like the rest of the built-in writer's
// rules (ADR 0039).

func set(words string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(words) {
		out[w] = true
	}
	return out
}

// actionVerbs are the base forms of the verbs that open resume bullets. A bullet's first word
// is read as a verb when it is one of these in any form (manage, manages, managing, managed),
// or a past form of any word (…ed, or an irregular past below).
var actionVerbs = set(`accelerate accomplish achieve acquire adapt add address administer advise advocate align allocate
analyse analyze answer apply approve architect arrange assemble assess assign assist attain audit author automate award
balance boost brief budget build calculate campaign care catalog chair champion clarify close coach code collaborate
collect combine communicate compile complete compose compute conceive conduct configure consolidate construct consult
contribute control convert coordinate correct counsel craft create cultivate curate cut debug decrease define delegate
deliver demonstrate deploy design detect determine develop devise diagnose direct discover dispatch document double
draft drive earn edit educate eliminate enable encourage engineer enhance ensure establish evaluate examine execute
expand expedite experiment explain explore facilitate file finalize fix forecast forge formulate found generate grow
guide halve handle head help hire host identify illustrate implement improve increase influence inform initiate innovate
inspect install instruct integrate interview introduce invent investigate join judge launch lead learn lecture lift
lower maintain manage map market maximize measure mediate mentor merge migrate minimize model moderate modernize monitor
motivate negotiate nurse observe obtain onboard open operate optimise optimize orchestrate order organise organize
outperform overhaul oversee own participate partner perform pilot pioneer plan prepare present prevent prioritize process
produce program promote propose prototype provide publish purchase raise rank rebuild recommend reconcile record recruit
redesign reduce refactor refine regulate rehabilitate release remodel renovate reorganize repair replace report
represent research resolve respond restore restructure retain review revise revitalize rewrite run save scale schedule
screen secure select sell serve service set shape share ship simplify solve source spearhead speak specify sponsor
standardize start steer stimulate streamline strengthen structure supervise supply support surpass survey sustain
synthesize systematize tailor teach test track train transform translate treat triple troubleshoot tutor uncover
unify update upgrade use utilize validate verify volunteer win work write`)

// irregularPast are past forms that do not end in -ed.
var irregularPast = map[string]string{
	"built": "build", "led": "lead", "ran": "run", "grew": "grow", "won": "win", "wrote": "write", "drove": "drive",
	"began": "begin", "oversaw": "oversee", "taught": "teach", "sold": "sell", "made": "make", "brought": "bring",
	"held": "hold", "kept": "keep", "spent": "spend", "met": "meet", "rebuilt": "rebuild", "rewrote": "rewrite",
	"undertook": "undertake", "took": "take", "gave": "give", "found": "find", "sought": "seek", "chose": "choose",
	"spoke": "speak", "bought": "buy", "thought": "think", "did": "do", "got": "get", "was": "be", "were": "be",
	"had": "have", "flew": "fly", "saw": "see", "stood": "stand", "drew": "draw", "shook": "shake", "understood": "understand",
}

// weakVerbs open a bullet without saying what was done or achieved.
var weakVerbs = set(`helped worked assisted handled participated involved did made got used utilized tried
responsible duties tasked aided dealt performed`)

// weakOpeners are weak bullet openings of more than one word.
var weakOpeners = regexp.MustCompile(`(?i)^(?:responsible for|in charge of|duties include[ds]?|worked on|helped (?:to |with )?|assisted (?:with|in)|involved in|participated in|took part in|was part of|part of)\b`)

// passiveOpening is a bullet that opens in the passive voice ("Was tasked with…", "Tasked with…",
// "Was promoted…") or states its work as a duty given rather than done.
var passiveOpening = regexp.MustCompile(`(?i)^(?:i\s+)?(?:(?:was|were|have been|had been|has been|got|been)\s+(?:\w+ly\s+)?(?:tasked|charged|entrusted|asked|assigned|given|selected|chosen|promoted|responsible|involved|brought|hired|made|put|placed|\w+ed|built|done|written|taken|run|led|held|sent|seen|shown|taught|grown|drawn)\b|(?:tasked|charged|entrusted) with\b|assigned to\b)`)

// firstPerson are the first-person pronouns a resume bullet leaves out ("I led…" → "Led…").
var firstPersonWord = regexp.MustCompile(`(?:^|[^\p{L}\p{N}'’])(I|I'm|I’m|I've|I’ve|I'd|I’d|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself|[Ww]e|[Oo]ur|[Oo]urs|us)(?:$|[^\p{L}\p{N}'’-])`)

// fillerWords add length and no meaning.
var fillerWords = regexp.MustCompile(`(?i)(?:^|[^\p{L}\p{N}-])(very|really|just|basically|actually|various|successfully|effectively|in order to|a lot of|lots of|etc\.?|quite|extremely|literally|totally|somewhat|kind of|sort of|highly|truly|simply)(?:$|[^\p{L}\p{N}-])`)

// resultWords say what a piece of work changed; a bullet with one (or a number) states a result.
var resultWords = regexp.MustCompile(`(?i)\b(?:reduc|increas|improv|cut|cutting|sav|grew|grow|boost|rais|lower|decreas|doubl|tripl|halv|accelerat|speed|sped|shorten|eliminat|prevent|won|win|earn|generat|achiev|exceed|surpass|outperform|recogni[sz]ed|awarded|promoted|resulting|result|so that|enabling|enabled|allowing|which let|leading to|led to|unblock|freed|recovered|retain|convert|adopted by|used by|from \S+ to)\w*`)

// numberPattern is a figure: digits, a percentage, money, or a number word.
var numberPattern = regexp.MustCompile(`(?i)\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|billion|dozen|dozens|twice|half|double|doubled|triple|tripled|halved)\b`)

// firstWord is a bullet's opening word, lower-cased, without punctuation.
func firstWord(s string) string {
	s = strings.TrimSpace(s)
	end := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' && r != '-' })
	if end < 0 {
		end = len(s)
	}
	return strings.ToLower(s[:end])
}

// openingVerb is the word a bullet's verb is read from: its first word, after a leading
// "I" or "We" (a first-person bullet still has a verb and a tense).
func openingVerb(s string) string {
	s = strings.TrimSpace(s)
	if w := firstWord(s); w == "i" || w == "we" {
		s = s[len(w):]
	}
	return firstWord(s)
}

// verbBase returns the base form of w when w is a form of a known action verb (or any -ed
// word, read as a past verb), and which tense it is in: "past", "present" (base, -s, -ing)
// or "" when w is not read as a verb.
func verbBase(w string) (base, tense string) {
	if b, ok := irregularPast[w]; ok {
		return b, "past"
	}
	if actionVerbs[w] {
		// "cut", "set", "put": the same in both tenses; no tense to judge.
		if w == "cut" || w == "set" || w == "put" || w == "read" {
			return w, ""
		}
		return w, "present"
	}
	if strings.HasSuffix(w, "ed") && len(w) > 4 {
		stem := w[:len(w)-2]
		for _, c := range []string{stem, stem + "e", strings.TrimSuffix(stem, "i") + "y", undouble(stem)} {
			if actionVerbs[c] {
				return c, "past"
			}
		}
		return stem, "past"
	}
	for _, c := range presentCandidates(w) {
		if actionVerbs[c] {
			return c, "present"
		}
	}
	return "", ""
}

func presentCandidates(w string) []string {
	var out []string
	switch {
	case strings.HasSuffix(w, "ies"):
		out = append(out, w[:len(w)-3]+"y")
	case strings.HasSuffix(w, "es"):
		out = append(out, w[:len(w)-2], w[:len(w)-1])
	case strings.HasSuffix(w, "s"):
		out = append(out, w[:len(w)-1])
	case strings.HasSuffix(w, "ing") && len(w) > 5:
		stem := w[:len(w)-3]
		out = append(out, stem, stem+"e", undouble(stem))
	}
	return out
}

// undouble undoes a doubled final consonant ("plann" → "plan").
func undouble(s string) string {
	n := len(s)
	if n >= 3 && s[n-1] == s[n-2] && !strings.ContainsRune("aeiou", rune(s[n-1])) {
		return s[:n-1]
	}
	return s
}

// pastOf is the simple past of a base verb, for the rewrite rules.
func pastOf(base string) string {
	for past, b := range irregularPast {
		if b == base && past != "was" && past != "were" {
			return past
		}
	}
	switch {
	case strings.HasSuffix(base, "e"):
		return base + "d"
	case strings.HasSuffix(base, "y") && len(base) > 2 && !strings.ContainsRune("aeiou", rune(base[len(base)-2])):
		return base[:len(base)-1] + "ied"
	case doublesFinal[base]:
		return base + base[len(base)-1:] + "ed"
	}
	return base + "ed"
}

// doublesFinal are the verbs of the list that double their last letter before -ed and -ing.
var doublesFinal = set(`plan ship map scrap chair commit control drop equip program rebrand refit stop`)

// hasNumber reports whether s states a figure.
func hasNumber(s string) bool { return numberPattern.MatchString(s) }

// hasResult reports whether s says what its work changed.
func hasResult(s string) bool { return resultWords.MatchString(s) }

// currentEnd reports whether an entry's end date means the role goes on.
func currentEnd(end string) bool {
	e := strings.ToLower(strings.TrimSpace(end))
	switch e {
	case "present", "current", "now", "today", "ongoing", "date", "to date", "till date":
		return true
	}
	return strings.HasPrefix(e, "present") || strings.HasPrefix(e, "current")
}
