package writer

// Lists of skills, tools and certifications typed as a note ("python, sql, xgboost, airflow",
// "oscp, aws security specialty"): what kind of things a list names, and their casing.

import (
	"regexp"
	"slices"
	"strings"

	"github.com/draftsmith/draftsmith/internal/match"
	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// toolPhrase is a short phrase naming a tool the vocabulary knows, or one word like a
// product's name (unknownToolWord), with its casing; "" otherwise.
func toolPhrase(s string) string {
	if names, kind := onlySkills(s); kind == "tools" {
		return names
	}
	words := strings.Fields(s)
	if len(words) <= 2 && knownCasing[strings.ToLower(words[0])] != "" {
		return strings.Join(append([]string{knownCasing[strings.ToLower(words[0])]}, titleCased(words[1:])...), " ")
	}
	return ""
}

// titleCased gives each lower-case word a capital: "pro" after "ArcGIS" is "Pro".
func titleCased(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w
		if isLowerWord(w) && w != "" {
			out[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return out
}

// onlySkills reads a note that does nothing but name skills the vocabulary knows, joined by
// commas, "and", "&" or "+", each perhaps with an aside in brackets ("gcss-army (sap based)"):
// it returns them as a list and what kind they are — "certifications", "languages" or
// "tools" — or "" when the note says anything else.
func onlySkills(s string) (string, string) {
	if first, rest, _ := strings.Cut(strings.ToLower(strings.TrimSpace(s)), " "); presentVerbs[first] || pastTenseVerbs[first] {
		return "", "" // "know opera pms": a sentence with its verb, not a list of skills
	} else if degreeWords[first] && rest != "" && !strings.ContainsAny(rest, ",+&/") {
		return "", "" // "BA english": a degree and its subject, not a certification
	}
	found := match.Default().Skills(s)
	if len(found) == 0 || descriptiveParticiples[strings.ToLower(strings.Fields(s)[0])] {
		return "", "" // "bilingual (English and Spanish)", "certified scrum master": who the writer is
	}
	rest := strings.ToLower(s)
	kinds := map[string]int{}
	for _, f := range found {
		rest = strings.Replace(rest, strings.ToLower(f.Words), " ", 1)
		switch {
		case f.Category == "soft":
			return "", "" // "detail-oriented, analytical and calm": qualities, not tools
		case f.Category == "certification":
			kinds["certifications"]++
		case f.Category == "language_spoken":
			kinds["languages"]++
		case toolCategories[f.Category] || softwareLetters[strings.ToLower(f.Name)]:
			kinds["tools"]++ // "SAP", "TMS": software by its letters, not a certification
		case isAcronym(f.Name) || isAcronym(strings.ToUpper(f.Words)) && len(f.Words) <= 6:
			kinds["certifications"]++ // "CELTA", "TESOL": a qualification by its letters
		default:
			kinds["skills"]++
		}
	}
	rest = bracketAside.ReplaceAllString(rest, " ")
	named := map[string]bool{} // the words the note gives a capital, not first in it
	for i, w := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(" ,+&/;", r) }) {
		if i > 0 && startsUpperLetter(w) {
			named[strings.ToLower(w)] = true
		}
	}
	for _, w := range strings.FieldsFunc(rest, func(r rune) bool { return strings.ContainsRune(" ,+&/;", r) }) {
		if w == "and" || w == "certified" || w == "certifications" || w == "certification" || w == "basics" || w == "fundamentals" {
			continue
		}
		if k := knownCasing[w]; k != "" && !ambiguousCasing[w] && (hasInnerCapital(k) || startsUpperLetter(k)) || named[w] && kinds["tools"] > 0 {
			continue // "xgboost", "airflow", "Google Classroom": a name, though the vocabulary does not know it
		}
		// One word the vocabulary does not know is a tool it has not met ("gcss-army"),
		// when the note names at least one it does.
		if len(found) > 0 && unknownToolWord(w) && kinds["unknown"] == 0 {
			kinds["unknown"]++
			continue
		}
		return "", ""
	}
	kind := "tools"
	for _, k := range []string{"certifications", "languages", "skills"} {
		if kinds[k] == len(found) {
			kind = k
		}
	}
	items := strings.Split(strings.NewReplacer(" + ", ", ", " & ", ", ", " and ", ", ").Replace(s), ", ")
	for i, it := range items {
		items[i] = skillItemCase(strings.TrimSpace(it), found)
	}
	return plaintext.JoinAnd(items), kind
}

// linkWords join the names in a tool's item: "argo for gitops".
var linkWords = wordSet(`for of with and on in to`)

// toolCategories are the vocabulary's categories of things one works with.
var toolCategories = wordSet(`tool language frontend backend database devops cloud data design mobile testing ai sales
marketing support admin security logistics product`)

// skillsKind is what kind of things a list names (onlySkills), "tools" when the vocabulary
// does not know them: the writer's own list of tools (toolsOnly) decides then.
func skillsKind(s string) string {
	if _, kind := onlySkills(s); kind != "" {
		return kind
	}
	return "tools"
}

var bracketAside = regexp.MustCompile(`\([^)]*\)`)

// unknownToolWord is a word that reads as a product's name rather than an English word:
// it holds a hyphen, a digit or a dot ("gcss-army", "pc-dmis", "next.js").
func unknownToolWord(w string) bool {
	if strings.Contains(w, "-") && !strings.ContainsAny(w, ".0123456789") {
		for _, part := range strings.Split(w, "-") {
			if vowelCount(part) == 0 || len(part) <= 2 {
				return true // "gcss-army", "sap-b1"
			}
		}
		return false // "multi-state", "cross-functional": English words joined
	}
	return strings.ContainsAny(w, "-.0123456789") && len(w) > 2 || len(w) >= 3 && len(w) <= 5 && vowelCount(w) <= 1
}

func vowelCount(w string) int {
	n := 0
	for _, r := range strings.ToLower(w) {
		if strings.ContainsRune("aeiouy", r) {
			n++
		}
	}
	return n
}

// skillItemCase writes one item of a skills list with the vocabulary's casing where the user
// typed it in lower case ("excel" → "Excel"), and a product's name typed in lower case with a
// hyphen in capitals ("gcss-army" → "GCSS-Army").
func skillItemCase(item string, found []match.Named) string {
	for _, f := range found {
		if strings.EqualFold(f.Words, item) && isLowerWord(item) && !strings.ContainsAny(f.Name, " ()") && strings.EqualFold(f.Name, item) {
			return f.Name
		}
	}
	head, aside, _ := strings.Cut(item, " (")
	words := strings.Fields(head)
	if len(words) > 1 && kindOfWork(words[len(words)-1]) {
		return item // "vent management": work done, not a tool's name
	}
	for i, w := range words {
		if !isLowerWord(w) || knownCasing[w] != "" || !unknownToolWord(w) || i > 0 && linkWords[w] {
			continue // "argo for gitops": the "for" between names is no name
		}
		parts := strings.Split(w, "-")
		for j, part := range parts {
			if vowelCount(part) == 0 || len(part) <= 2 {
				parts[j] = strings.ToUpper(part) // "gcss", "npsp"
			} else {
				parts[j] = strings.ToUpper(part[:1]) + part[1:] // "army"
			}
		}
		words[i] = strings.Join(parts, "-")
	}
	head = strings.Join(words, " ")
	if aside != "" {
		return head + " (" + aside
	}
	return head
}

// certNamesLine writes a list of certifications by their names ("oscp, aws security
// specialty") as held ("I hold the OSCP and AWS Security Specialty certifications"), or "":
// each item is a certification's letters the vocabulary knows, or a name ending in the level
// a certification is named by.
func certNamesLine(core string) string {
	items := strings.Split(strings.NewReplacer(" + ", ", ", " and ", ", ").Replace(core), ", ")
	if len(items) < 2 {
		return ""
	}
	for i, it := range items {
		words := strings.Fields(it)
		switch {
		case len(words) == 1 && isAcronym(strings.ToUpper(words[0])) && len(words[0]) <= 6 && certificationOnly.MatchString(strings.ToLower(words[0])):
			items[i] = strings.ToUpper(words[0])
		case len(words) >= 2 && len(words) <= 5 && certLevels[strings.ToLower(words[len(words)-1])]:
			for j, w := range words {
				if k := knownCasing[strings.ToLower(w)]; k != "" {
					words[j] = k
				} else if isLowerWord(w) {
					words[j] = strings.ToUpper(w[:1]) + w[1:]
				}
			}
			items[i] = strings.Join(words, " ")
		default:
			return ""
		}
	}
	if !slices.ContainsFunc(items, func(it string) bool { return strings.Contains(it, " ") }) {
		return "" // letters only ("bls, acls, pals"): the tone words them (person.certified)
	}
	return "I hold the " + plaintext.JoinAnd(items) + " certifications"
}

// softwareLetters are software known by its letters.
var softwareLetters = wordSet(`sap tms wms erp crm ehr emr pos pms cms lms ats hris hcm mrp cad cmms`)

// certLevels end a certification's name: "AWS Security Specialty", "Azure Administrator
// Associate".
var certLevels = wordSet(`specialty associate professional practitioner foundations fundamentals expert`)

// credentialWord writes a credential typed in lower case by its letters in capitals ("ccs" →
// "CCS"); a name of words is kept as typed.
func credentialWord(s string) string {
	if k := knownCasing[strings.ToLower(s)]; k != "" {
		return k // "aud" → "AuD"
	}
	if hasInnerCapital(s) {
		return s // the user's own casing
	}
	if credentialItem.MatchString(s) && !strings.Contains(s, " ") {
		return strings.ToUpper(s)
	}
	return s
}

// toolsLedByOne writes a short list of tools led by one the vocabulary knows ("epic and 3m
// encoder" → "Epic and 3M encoder"), each word with its known casing, or "".
func toolsLedByOne(words []string) string {
	items := strings.Split(strings.Join(words, " "), " and ")
	if len(items) < 2 || toolPhrase(items[0]) == "" || strings.ContainsAny(strings.Join(words, " "), ",;:") {
		return ""
	}
	items[0] = toolPhrase(items[0])
	for i, it := range items[1:] {
		ws := strings.Fields(it)
		if len(ws) > 3 || len(ws) == 0 || presentVerbs[strings.ToLower(ws[0])] || pastTenseVerbs[strings.ToLower(ws[0])] {
			return ""
		}
		for j, w := range ws {
			if k := knownCasing[strings.ToLower(w)]; k != "" {
				ws[j] = k
			}
		}
		items[i+1] = strings.Join(ws, " ")
	}
	return plaintext.JoinAnd(items)
}

// namedToolsOnly reports a short list of tools each named with its capitals, led by one the
// vocabulary knows: "Dentrix and some Open Dental".
func namedToolsOnly(words []string) bool {
	list := toolsLedByOne(words)
	if list == "" {
		return false
	}
	for _, it := range strings.Split(strings.ReplaceAll(list, " and ", ", "), ", ") {
		it = strings.TrimPrefix(it, "some ")
		if !startsUpperLetter(it) {
			return false
		}
	}
	return true
}

// certificationsOnly reports a note that names certifications and nothing else: "celta +
// tesol" are held, not worked with.
func certificationsOnly(s string) bool {
	_, kind := onlySkills(s)
	return kind == "certifications"
}

// plainCredentialWords name what a certificate lets its holder do, in common words that stay
// in lower case: "a forklift and overhead crane certificate", "first aid certification".
var plainCredentialWords = wordSet(`forklift forklifts crane cranes overhead mobile tower first aid food handler handlers confined space fall protection scissor boom aerial lift lifts rigging rigger signal flagger flagging pallet jack reach truck defensive driving water safety lifeguard`)
