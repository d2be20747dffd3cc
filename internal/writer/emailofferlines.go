package writer

// An offer line that says who the sender is, written in the sender's voice: the capital a
// line's first word carries only because it opens the line is dropped where the word moves
// mid-sentence, and a role with its years or its organisation becomes the sender's sentence
// ("realtor 9 yrs in westfield" → "I have been a realtor for 9 years in westfield").

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// emailRoleNouns are roles people type in an offer that the shared role list lacks.
var emailRoleNouns = wordSet(`realtor realtors`)

// isEmailRole reports a word that names a role.
func isEmailRole(w string) bool {
	lw := strings.ToLower(strings.Trim(w, ",;:"))
	return roleNouns[lw] || roleNouns[strings.TrimSuffix(lw, "s")] || emailRoleNouns[lw]
}

// lineStartCase lower-cases an offer line's first word when its capital only opens the line:
// "Public librarian 6 yrs" is "public librarian" inside "I have been a public librarian…".
// Only a role ("Realtor"), a word before a role ("Public librarian", "Senior designer") or
// "Ed of…" (the executive director) is lowered; a known name or acronym ("Google UX
// cert", "RN 5 yrs"), a word with an inner capital, and any other capitalised word (which
// may be a company: "Acme sales lead") keep the user's case.
func lineStartCase(line string) string {
	words := strings.Fields(line)
	if len(words) == 0 {
		return line
	}
	first := words[0]
	lw := strings.ToLower(first)
	if !startsUpperLetter(first) || isAcronym(first) && lw != "ed" || hasInnerCapital(first) && lw != "ed" || knownCasing[lw] != "" {
		return line
	}
	next := ""
	if len(words) > 1 {
		next = words[1]
	}
	executive := lw == "ed" && strings.EqualFold(next, "of")
	if !executive && (lw == "ed" || !isEmailRole(first) && (!isLowerWord(next) || !isEmailRole(next))) {
		return line
	}
	return lw + strings.TrimPrefix(strings.TrimSpace(line), first)
}

var (
	// roleOfOrg is a leading role at a named organisation, after clean: "executive director
	// of greenroots detroit", "founder of readwell (after-school literacy)". What follows the
	// name in brackets or after a comma describes it ("…, urban tree planting nonprofit").
	// Two roles typed with a slash are both held: "cofounder/ceo of palletpal".
	roleOfOrg = regexp.MustCompile(`(?i)^((?:executive director|managing director|founder|co-?founder|owner|ceo|president|principal|chair|board chair)(?:/(?:founder|co-?founder|owner|ceo|cto|coo|cfo|president))?) (?:of|at) ([^,;()]+?)(\s*\(.+\)|, [^;]+)?$`)
	// roleYears is a role and the years in it, after clean: "realtor 9 years in westfield",
	// "public librarian 6 years", "local agent 8 years, 140+ homes sold…" (a count after
	// the years is what they brought).
	roleYears = regexp.MustCompile(`^((?:[\p{Ll}-]+ ){0,3}[\p{Ll}-]+) (\d+\+?) years?(?: (in|at) ([^,;()]+))?(, \d[\d,]*\+? [\p{Ll}-]+s\b[^;]*)?$`)
)

// sendersRoleSentence writes a cleaned offer line that says who the sender is as the
// sender's sentence, without a full stop: "I am the executive director of Greenroots
// Detroit", "I have been a realtor for 9 years in westfield". It reports false for any other
// line. Only grammar words and a named organisation's capitals are added.
func sendersRoleSentence(clean string) (string, bool) {
	clean = strings.TrimRight(strings.TrimSpace(clean), ".")
	if m := roleOfOrg.FindStringSubmatch(clean); m != nil {
		return "I am the " + heldRoles(m[1]) + " of " + namedOrg(m[2]) + appositive(m[3]), true
	}
	m := roleYears.FindStringSubmatch(clean)
	if m == nil {
		return "", false
	}
	role := strings.Fields(m[1])
	if !isEmailRole(role[len(role)-1]) || determiners[role[0]] || pastTenseVerbs[role[0]] || sendersVerbs[role[0]] {
		return "", false
	}
	s := "I have been " + article(m[1]) + m[1] + " for " + m[2] + " years"
	switch m[3] {
	case "at":
		s = "I have been " + article(m[1]) + m[1] + " at " + namedOrg(m[4]) + " for " + m[2] + " years"
	case "in":
		s += " in " + m[4]
	}
	if m[5] != "" {
		s += ", with " + m[5][2:] // "local agent 8 yrs, 140+ homes sold": what the years brought
	}
	return s, true
}

// heldRoles writes the roles of roleOfOrg in lower case, a chief's letters in capitals and
// two roles typed with a slash joined by "and": "cofounder/ceo" → "cofounder and CEO".
func heldRoles(roles string) string {
	parts := strings.Split(strings.ToLower(roles), "/")
	for i, r := range parts {
		if chiefLetters[r] {
			parts[i] = strings.ToUpper(r)
		}
	}
	return strings.Join(parts, " and ")
}

// chiefLetters are the chiefs people type as their letters.
var chiefLetters = wordSet(`ceo cto coo cfo`)

// mapLines is lines, each passed through fn, in a new slice.
func mapLines(lines []string, fn func(string) string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = fn(l)
	}
	return out
}

// namedOrg writes an organisation with its capitals when it is a name ("greenroots detroit"
// → "Greenroots Detroit"); a description ("a tree planting nonprofit") stays as typed.
func namedOrg(org string) string {
	org = strings.TrimSpace(org)
	if first, _, _ := strings.Cut(strings.ToLower(org), " "); determiners[first] {
		return org
	}
	return orgCase(org)
}

// appositive writes what follows an organisation's name after a comma as a description of it:
// ", urban tree planting nonprofit" → ", an urban tree planting nonprofit". Brackets, figures
// and a description with its own article stay as typed.
func appositive(tail string) string {
	desc, ok := strings.CutPrefix(tail, ", ")
	if !ok || desc == "" || strings.ContainsAny(desc, "0123456789,") || !isPlainLowerWord(strings.Fields(desc)[0]) || strings.HasSuffix(desc, "s") {
		return tail
	}
	return ", " + article(desc) + desc
}

// typedCase gives an offer line back the case its first letter was typed in: the form's
// Offers capitalise every line, so "familiar w/ athenahealth" would read "I am Familiar
// with athenahealth" inside a sentence (ADR 0076). A line the user typed with a capital keeps
// it, for lineStartCase to judge.
func typedCase(line, offer string) string {
	for _, typed := range plaintext.Lines(offer) {
		typed, _ = plaintext.StripBullet(strings.TrimSpace(typed))
		typed = strings.TrimRight(typed, " ;,.")
		if typed != line && strings.EqualFold(typed, line) && strings.ToUpper(typed[:1]) != typed[:1] {
			return strings.ToLower(line[:1]) + line[1:]
		}
	}
	return line
}
