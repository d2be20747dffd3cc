package writer

// Who a cold email is written to and what a hiring email asks: people who are not a company
// are pitched as "you", not "your team", and a role offered is an invitation to talk, not a
// hire announced ("Let me hire you as…").

import (
	"regexp"
	"strings"
)

// peopleRecipient reports a recipient who is people rather than a company: a couple ("Mr.
// and Mrs. Patel", "Tom and Jenny Walsh"), a family ("the Patels", "the Patel family") or one
// person by a title and surname alone ("Mrs. Patel"). A recipient with a role or an
// organisation ("Dee, office manager at Bell Dental") has a team.
func peopleRecipient(recipient string) bool {
	r := strings.TrimSpace(recipient)
	lower := " " + strings.ToLower(r) + " "
	if r == "" || strings.ContainsAny(r, ",@()") || strings.Contains(lower, " at ") || strings.Contains(lower, " of ") || orgNames(r) != nil {
		return false
	}
	words := strings.Fields(r)
	title := func(w string) bool { return personalTitles[strings.ToLower(strings.Trim(w, "."))] }
	switch {
	case len(words) == 4 && (words[1] == "and" || words[1] == "&"):
		return title(words[0]) && title(words[2]) || startsUpperLetter(words[0]) && startsUpperLetter(words[2]) && startsUpperLetter(words[3])
	case len(words) >= 2 && strings.EqualFold(words[0], "the"):
		last := words[len(words)-1]
		return len(words) <= 3 && (strings.EqualFold(last, "family") || len(words) == 2 && strings.HasSuffix(last, "s") && startsUpperLetter(last))
	case len(words) == 2 || len(words) == 3:
		return title(words[0]) && startsUpperLetter(words[len(words)-1])
	}
	return false
}

// personalTitles are the titles of a private person; "Dr." or "Chef" may head a practice.
var personalTitles = wordSet(`mr mrs ms mx miss`)

// teamOfReader is the reader's team or organisation in a tone's sentence.
var teamOfReader = regexp.MustCompile(`\b([Yy])our (?:team|organisation|organization)( is\b)?`)

// toPeople words a tone's sentence for readers who are people, not a company: "I think we
// can help your team" → "I think we can help you", "Your team is leaving…" → "You are
// leaving…".
func toPeople(s string) string {
	return teamOfReader.ReplaceAllStringFunc(s, func(m string) string {
		you := m[:1] + "ou"
		if strings.HasSuffix(m, " is") {
			return you + " are"
		}
		return you
	})
}

// toPeopleFrame is an ask's frame worded for readers who are people.
func toPeopleFrame(f emailFrame) emailFrame {
	f.purpose, f.bridge, f.closer, f.aside = toPeopleParts(f.purpose), toPeopleParts(f.bridge), toPeopleParts(f.closer), toPeopleParts(f.aside)
	f.lead, f.goal = mapLines(f.lead, toPeople), mapLines(f.goal, toPeople)
	return f
}

func toPeopleParts(parts [][]string) [][]string {
	if parts == nil {
		return nil
	}
	out := make([][]string, len(parts))
	for i, p := range parts {
		out[i] = mapLines(p, toPeople)
	}
	return out
}

// hireYou is a goal that announces a hire: "hire you as our founding designer", "bring you
// on as our first engineer", "hire you".
var hireYou = regexp.MustCompile(`(?i)^(?:hire|recruit|bring|get) you(?: on(?: board)?| aboard)?(?: (as|for) (.+))?$`)

// invitedGoal writes a hire announced as an invitation to talk about it: the reader decides
// whether to join, so "hire you as our founding designer" reads "talk with you about joining
// as our founding designer".
func invitedGoal(goal string) string {
	m := hireYou.FindStringSubmatch(strings.TrimSpace(goal))
	switch {
	case m == nil:
		return goal
	case strings.EqualFold(m[1], "as"):
		return "talk with you about joining as " + m[2]
	case m[1] != "":
		return "talk with you about " + m[2] // "hire you for the design lead role"
	}
	return "talk with you about joining us"
}
