package check

import (
	"strings"
)

// RoleTense is what a bullet's role says about tense: an ended role's bullets are in the
// past, the current role's in the present; a project's are not judged.
type RoleTense int

const (
	TenseAny     RoleTense = iota // no dates (a project, an undated role)
	TensePast                     // the role has ended
	TensePresent                  // the current role
)

// longBullet is the length, in characters, past which a bullet runs over two lines in the
// preview's templates (about 90 characters a line at the default size; ADR 0039).
const longBullet = 180

// bulletIssue is one rule a bullet breaks, with the words to tell the user.
type bulletIssue struct {
	rule, severity, message, why string
}

// BulletRules are the ids of the rules a bullet breaks, in order: for the corpus tests
// and for improve, which rewrites what they name. earlier are the bullets before it in the
// same role.
func BulletRules(text string, tense RoleTense, earlier []string) []string {
	var ids []string
	for _, is := range bulletIssues(text, tense, earlier) {
		ids = append(ids, is.rule)
	}
	return ids
}

func bulletIssues(text string, tense RoleTense, earlier []string) []bulletIssue {
	var out []bulletIssue
	text = strings.TrimSpace(text)
	if text == "" {
		return nil
	}
	fw := openingVerb(text)
	passive := passiveOpening.MatchString(text)
	if !hasNumber(text) && !hasResult(text) {
		out = append(out, bulletIssue{RuleDuty, Warning,
			"This bullet states a duty, not what came of it.",
			"Readers skim for results: what changed because of your work, and by how much (time saved, revenue, users, errors)."})
	}
	if !passive && (weakVerbs[fw] || weakOpeners.MatchString(text)) {
		out = append(out, bulletIssue{RuleWeakVerb, Warning,
			"“" + openingWords(text) + "” is a weak opening.",
			"A strong verb (led, built, cut, launched) says what you did in the first word a reader sees."})
	}
	if base, _ := verbBase(fw); base != "" && !passive {
		for _, e := range earlier {
			if b, _ := verbBase(openingVerb(e)); b == base {
				out = append(out, bulletIssue{RuleRepeatedVerb, Info,
					"This bullet opens with the same verb as an earlier one in this role.",
					"Varied verbs show the range of what you did; repeated ones read as a list of the same task."})
				break
			}
		}
	}
	if passive {
		out = append(out, bulletIssue{RulePassive, Warning,
			"This bullet is in the passive voice.",
			"“Was tasked with…” says what you were given; the active voice (“Migrated…”) says what you did."})
	}
	if firstPersonWord.MatchString(text) {
		out = append(out, bulletIssue{RuleFirstPerson, Warning,
			"This bullet uses a first-person pronoun.",
			"Resume bullets leave out “I”, “my” and “we”: the whole page is about you."})
	}
	if m := fillerWords.FindStringSubmatch(text); m != nil {
		out = append(out, bulletIssue{RuleFiller, Info,
			"“" + m[1] + "” adds length, not meaning.",
			"Every word of a bullet competes for a few seconds of attention."})
	}
	if chars(text) > longBullet {
		out = append(out, bulletIssue{RuleLongBullet, Info,
			"This bullet runs over two lines.",
			"Long bullets are skimmed past; keep one achievement to a bullet, two lines at most."})
	}
	if _, t := verbBase(fw); !passive && t != "" {
		switch {
		case tense == TensePast && t == "present":
			out = append(out, bulletIssue{RuleTense, Warning,
				"This role has ended, but the bullet is in the present tense.",
				"Past roles read in the past tense (“Managed”), the current one in the present (“Manage”)."})
		case tense == TensePresent && t == "past":
			out = append(out, bulletIssue{RuleTense, Warning,
				"This is your current role, but the bullet is in the past tense.",
				"The current role reads in the present tense (“Manage”), past roles in the past (“Managed”)."})
		}
	}
	return out
}

// openingWords are the first few words of a bullet, for a message.
func openingWords(s string) string {
	if m := weakOpeners.FindString(s); m != "" {
		return strings.TrimSpace(m)
	}
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return strings.Trim(f[0], ",;:.")
}
