package match

import (
	"regexp"
	"strings"
	"unicode"
)

// The role and company a posting names. They are read, in order of trust, from labelled lines
// ("Job title: …", "Company: …"), the posting's title line ("Senior Backend Engineer at
// Northwind"), then sentences ("We're looking for a senior nurse to…", "About Northwind",
// "At Northwind, we…", "Northwind is hiring…", "Join Northwind").

var (
	roleLabel    = regexp.MustCompile(`(?i)^(?:job\s+title|job\s+role|job|title|position|role|opening|vacancy)\s*[:：]\s*(.+)$`)
	companyLabel = regexp.MustCompile(`(?i)^(?:company\s+name|company|employer|organi[sz]ation|hiring\s+company|client)\s*[:：]\s*(.+)$`)
	bracketed    = regexp.MustCompile(`\s*(?:\([^()]*\)|\[[^\[\]]*\])`)
	titleSep     = regexp.MustCompile(`\s+(?:[|—–·•@]|-{1,2}|at)\s+|\s*[|—]\s*|,\s+`)
)

func trimValue(s string) string {
	return strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ".,;:!"))
}

// isRoleWord: a word that ends a job title (engineer, nurse, manager…).
func (v *Vocabulary) isRoleWord(t token) bool { return t.barrier == 0 && v.roleWords[t.stem] }

// rolePhrase reads a job title in toks from index from: leading articles and adjectives
// skipped ("a talented"), then up to seven words until punctuation or a word that ends a title
// ("to", "who", "with"…), cut after its last role word — unless "of" follows a role word
// ("Head of Product", "Director of Nursing"), which keeps the words after it.
func (v *Vocabulary) rolePhrase(rs []rune, toks []token, from int) string {
	i := from
	for i < len(toks) && toks[i].barrier == 0 && v.roleSkip[toks[i].lower] {
		i++
	}
	end := i
	for end < len(toks) && end-i < 7 && toks[end].barrier == 0 && !v.roleStops[toks[end].lower] {
		end++
	}
	last, of := -1, false
	for k := i; k < end; k++ {
		if v.isRoleWord(toks[k]) {
			last = k
		}
		if toks[k].lower == "of" && k > i && v.isRoleWord(toks[k-1]) && k+1 < end {
			of = true
		}
	}
	if last < 0 {
		return ""
	}
	if of {
		last = end - 1
	}
	return spanOf(rs, toks[i:last+1])
}

// findRole reads the role, the index of the line it is the title of (-1 when it comes from a
// sentence or is not found) and the company that line names, if any.
func (v *Vocabulary) findRole(lines []postingLine) (role string, titleLine int, titleCompany string) {
	for i, l := range lines {
		if m := roleLabel.FindStringSubmatch(l.text); m != nil {
			value := bracketed.ReplaceAllString(m[1], "")
			value, _, _ = strings.Cut(value, " | ")
			if r := trimValue(value); r != "" {
				return r, i, ""
			}
		}
	}
	// The title line: one of the first lines before any heading, not a list item or a sentence.
	seen := 0
	for i, l := range lines {
		if seen == 3 || v.heading(l) != "" {
			break
		}
		if companyLabel.MatchString(l.text) {
			continue
		}
		seen++
		if l.bulleted || len(l.runes) > 100 || strings.HasSuffix(l.text, ".") || wordCount(l.toks) > 14 {
			continue
		}
		if role, company := v.titleParts(l.text); role != "" {
			return role, i, company
		}
		if r := v.roleAfterTrigger(l); r != "" {
			return r, i, ""
		}
	}
	for _, l := range lines {
		if r := v.roleAfterTrigger(l); r != "" {
			return r, -1, ""
		}
	}
	return "", -1, ""
}

// titleParts reads a title line: "Senior Backend Engineer — Northwind — Berlin",
// "Registered Nurse (ICU) | St. Mary's Hospital", "Account Executive at Acme". The role is
// the first part that reads as one; the company, the part after " at " or "@", else a later
// part with an organisation word (Inc, Labs, Hospital…).
func (v *Vocabulary) titleParts(line string) (role, company string) {
	line = bracketed.ReplaceAllString(line, "")
	seps := titleSep.FindAllStringIndex(line, -1)
	var parts, before []string
	prev, sep := 0, ""
	for _, s := range seps {
		parts, before = append(parts, line[prev:s[0]]), append(before, sep)
		sep = strings.ToLower(strings.TrimSpace(line[s[0]:s[1]]))
		prev = s[1]
	}
	parts, before = append(parts, line[prev:]), append(before, sep)
	ri := -1
	for i, part := range parts {
		rs := []rune(strings.TrimSpace(part))
		if r := v.rolePhrase(rs, tokenize(string(rs)), 0); r != "" {
			role, ri = r, i
			break
		}
	}
	if ri < 0 {
		return "", ""
	}
	for i := ri + 1; i < len(parts); i++ {
		part := trimValue(parts[i])
		if part == "" {
			continue
		}
		if i == ri+1 && (before[i] == "at" || before[i] == "@") {
			return role, part
		}
		toks := tokenize(part)
		if v.isSkillWord(toks) {
			continue // "Registered Nurse — Home Health": a department, not the company
		}
		for _, t := range toks {
			if t.barrier == 0 && v.orgWords[t.lower] {
				return role, part
			}
		}
	}
	return role, ""
}

// roleAfterTrigger finds "looking for a …", "hiring a …", "as a …" in a line.
func (v *Vocabulary) roleAfterTrigger(l postingLine) string {
	for i := range l.toks {
		p := v.roleTriggers.longestAt(l.toks, i)
		if p == nil {
			continue
		}
		if r := v.rolePhrase(l.runes, l.toks, i+len(p.keys)); r != "" {
			return r
		}
	}
	return ""
}

// findCompany reads the hiring company; titleCompany is what the title line (at titleLine) names.
func (v *Vocabulary) findCompany(lines []postingLine, titleLine int, titleCompany string) string {
	for _, l := range lines {
		if m := companyLabel.FindStringSubmatch(l.text); m != nil {
			if c := trimValue(m[1]); c != "" {
				return c
			}
		}
	}
	if titleCompany != "" {
		return titleCompany
	}
	if c := v.companyLine(lines, titleLine); c != "" {
		return c
	}
	// "About Northwind" as a heading.
	for _, l := range lines {
		if v.heading(l) != ctxAbout || len(l.toks) < 2 || l.toks[0].lower != "about" {
			continue
		}
		if name := v.nameAt(l.runes, l.toks, 1); name != "" {
			return name
		}
	}
	for _, l := range lines {
		toks := l.toks
		for i := range toks {
			atStart := i == 0 || toks[i-1].barrier != 0 && strings.ContainsRune(".;!?", toks[i-1].barrier)
			if !atStart || toks[i].barrier != 0 {
				continue
			}
			switch toks[i].lower {
			case "at":
				// "At Northwind, we build…"
				if name, end := v.nameSpan(l.runes, toks, i+1); name != "" && end+1 < len(toks) && toks[end].barrier == ',' &&
					(toks[end+1].lower == "we" || toks[end+1].lower == "our" || toks[end+1].lower == "you") {
					return name
				}
			case "join":
				if name, _ := v.nameSpan(l.runes, toks, i+1); name != "" {
					return name
				}
			}
			// "Northwind is hiring…", "Northwind (Dallas, TX) is an equal opportunity employer."
			name, end := v.nameSpan(l.runes, toks, i)
			end = skipParenthesis(toks, end)
			if name != "" && end+1 < len(toks) &&
				(toks[end].lower == "is" || toks[end].lower == "are") && v.companyVerbs[toks[end+1].lower] {
				return name
			}
		}
	}
	return ""
}

// skipParenthesis steps over "(Dallas, TX)" at toks[i].
func skipParenthesis(toks []token, i int) int {
	if i >= len(toks) || toks[i].barrier != '(' {
		return i
	}
	for j := i + 1; j < len(toks) && j <= i+10; j++ {
		if toks[j].barrier == ')' {
			return j + 1
		}
	}
	return i
}

// companyLine reads the line under the title, "Northwind — Berlin" or "St. Mary's Medical
// Center | Portland, OR": its first part, when it is a name and nothing else, and the posting
// names it (its first word) again elsewhere: a city under the title is seldom named twice.
func (v *Vocabulary) companyLine(lines []postingLine, titleLine int) string {
	if titleLine < 0 || titleLine+1 >= len(lines) {
		return ""
	}
	l := lines[titleLine+1]
	if l.bulleted || len(l.runes) > 80 || strings.HasSuffix(l.text, ".") || v.heading(l) != "" {
		return ""
	}
	text := bracketed.ReplaceAllString(l.text, "")
	part := text
	if sep := titleSep.FindStringIndex(text); sep != nil {
		part = text[:sep[0]]
	}
	rs := []rune(strings.TrimSpace(part))
	toks := tokenize(string(rs))
	name, end := v.nameSpan(rs, toks, 0)
	if name == "" || end != len(toks) {
		return ""
	}
	first := toks[0].surface
	for i, other := range lines {
		if i != titleLine && i != titleLine+1 && strings.Contains(other.text, first) {
			return name
		}
	}
	return ""
}

// nameAt is the name that starts at toks[i] and runs to a barrier or the end of the line.
func (v *Vocabulary) nameAt(rs []rune, toks []token, i int) string {
	name, end := v.nameSpan(rs, toks, i)
	if name == "" || end < len(toks) && toks[end].barrier == 0 {
		return ""
	}
	return name
}

// nameSpan reads a capitalised name at toks[i] ("Northwind", "St. Mary's Hospital", "Bank of
// America", "Johnson & Johnson"): up to five words, each capitalised, with "of", "and", "de",
// "the" between them, a full stop after a short word ("St.") and "'s". It returns the name and
// the index after it; "" when there is none, or it is a skill, a role word or a word like "We".
func (v *Vocabulary) nameSpan(rs []rune, toks []token, i int) (string, int) {
	if i >= len(toks) || !capitalised(toks[i]) || v.companySkip[toks[i].lower] {
		return "", i
	}
	end, words := i, 0
	for end < len(toks) && words < 5 {
		t := toks[end]
		switch {
		case t.barrier == '.' && end > i && len([]rune(toks[end-1].surface)) <= 3 && capitalised(toks[end-1]) && end+1 < len(toks) && capitalised(toks[end+1]):
			end++
			continue
		case t.barrier != 0:
		case capitalised(t) || unicode.IsDigit([]rune(t.surface)[0]) && end > i:
			end++
			words++
			continue
		case t.lower == "s" && t.start > 0 && rs[t.start-1] == '\'':
			end++
			continue
		case (t.lower == "of" || t.lower == "and" || t.lower == "de" || t.lower == "the") && end+1 < len(toks) && capitalised(toks[end+1]):
			end++
			continue
		}
		break
	}
	if words == 0 {
		return "", i
	}
	span := toks[i:end]
	if len(span) == 1 && (v.isRoleWord(span[0]) || v.isSkillWord(span)) || v.isSkillWord(span) {
		return "", i
	}
	return spanOf(rs, span), end
}

func capitalised(t token) bool {
	return t.barrier == 0 && unicode.IsUpper([]rune(t.surface)[0])
}

// isSkillWord reports whether the tokens are exactly one of the vocabulary's skills ("Python
// is a plus" names no company).
func (v *Vocabulary) isSkillWord(toks []token) bool {
	if len(toks) == 0 {
		return false
	}
	p := v.skillPhrases.longestAt(toks, 0)
	return p != nil && len(p.keys) == len(toks)
}
