package match

import (
	"regexp"
	"strings"
)

// The role and company a posting names. The role is read, in order of trust, from a labelled
// line ("Job title: …", "Position – …"), the posting's title line ("Senior Backend Engineer at
// Northwind"), a title in bold in the text, then sentences ("We're looking for a senior nurse
// to…", "The Warehouse Associate supports…", "Experienced Plumber required"). The company from a
// labelled line, the title line or the line under it; else from sentences that name the
// employer ("About Northwind", "At Northwind, we…", "Northwind is hiring…", "Join us at
// Northwind", "Nurse at Northwind", "Why Northwind?"), the likeliest of them: a name with an
// organisation word (Hospital, Trust, Inc…) first, then the one the posting names most often.
// Contact details ("For further details contact: … Job title: Payroll Manager") are not read.
// When the posting does not say, both stay empty (ADR 0030).

var (
	roleLabel    = regexp.MustCompile(`(?i)^(?:job[\s_-]+title|job\s+role|job|title|position|role|opening|vacancy|post)\s*(?:[:：]|\s[–—-]\s)\s*(.+)$`)
	companyLabel = regexp.MustCompile(`(?i)^(?:company\s+name|company|employer\s+name|employer|organi[sz]ation|hiring\s+organi[sz]ation|hiring\s+company|client)\s*(?:[:：]|\s[–—-]\s)\s*(.+)$`)
	bracketed    = regexp.MustCompile(`\s*(?:\([^()]*\)|\[[^\[\]]*\])`)
	titleSep     = regexp.MustCompile(`\s+(?:[|—–·•@]|-{1,2}|at)\s+|\s*[|—]\s*|,\s+`)
	valueSep     = regexp.MustCompile(`\s+[|–—-]\s+|\s*\|\s*`)
)

func trimValue(s string) string {
	return strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ".,;:!"))
}

// labelValue is a label's value up to a separator ("Medical Secretary – Part time" is "Medical
// Secretary"), without brackets.
func labelValue(s string) string {
	s = bracketed.ReplaceAllString(s, "")
	if loc := valueSep.FindStringIndex(s); loc != nil {
		s = s[:loc[0]]
	}
	return trimValue(s)
}

// isRoleWord: a word that ends a job title (engineer, nurse, manager…). A word in -ing is not
// one ("engineering", "nursing" are fields, not titles).
func (v *Vocabulary) isRoleWord(t token) bool {
	return t.barrier == 0 && v.roleWords[t.stem] && !strings.HasSuffix(t.lower, "ing")
}

// rolePhrase reads a job title in toks from index from: leading articles and adjectives
// skipped ("a talented", "a motivated, experienced and knowledgeable"), then up to seven words
// until punctuation or a word that ends a title ("to", "who", "with"…), cut after its last role
// word — unless "of" follows a role word ("Head of Product", "Director of Nursing"), which keeps
// the words after it.
func (v *Vocabulary) rolePhrase(rs []rune, toks []token, from int) string {
	r, _ := v.rolePhraseEnd(rs, toks, from)
	return r
}

// rolePhraseEnd is rolePhrase with the index of the token after the phrase.
func (v *Vocabulary) rolePhraseEnd(rs []rune, toks []token, from int) (string, int) {
	i := from
	for i < len(toks) {
		t := toks[i]
		if t.barrier == 0 && v.roleSkip[t.lower] || i > from && (t.barrier == ',' || t.lower == "and") {
			i++
			continue
		}
		break
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
		return "", from
	}
	if of {
		last = end - 1
	}
	// "an approved Electrician", "a detail-oriented Staff Accountant": the title starts at its
	// first capital when it has one.
	for k := i; k < last; k++ {
		if capitalised(toks[k]) {
			i = k
			break
		}
	}
	return spanOf(rs, toks[i:last+1]), last + 1
}

// readable reports whether a segment may name the role or company: not a heading and not in
// a section of boilerplate or contact details.
func readable(r readLine) bool { return !r.heading && !dropped(r.ctx) }

// findRole reads the role, the index of the line it is the title of (-1 when it comes from
// elsewhere) and the company that line names, if any.
func (v *Vocabulary) findRole(lines []postingLine, read []readLine, boldRole string) (role string, titleLine int, titleCompany string) {
	for i, l := range lines {
		if !readable(read[i]) {
			continue
		}
		if m := roleLabel.FindStringSubmatch(l.text); m != nil {
			if r := labelValue(m[1]); r != "" && v.namesRole(r) {
				return r, i, ""
			}
		}
	}
	// The title line: one of the first lines before any heading (but the "About the job" a
	// posting may open with), not a list item or a sentence; in a posting that runs on, its
	// first sentence ("Dental Nurse wanted at Harbour Lane Dental, a friendly practice.").
	seen := 0
	for i, l := range lines {
		if read[i].heading && seen == 0 {
			continue
		}
		if seen == 3 || read[i].heading {
			break
		}
		if companyLabel.MatchString(l.text) {
			continue
		}
		seen++
		text := l.text
		if i == 0 && len(l.runes) > 100 {
			if ss := sentences(l.toks); len(ss) > 0 && len(ss) < len(l.toks) {
				first := ss[0]
				text = string(l.runes[first[0].start:first[len(first)-1].end])
			}
		}
		// A sentence is no title, unless it opens the posting in ten words or fewer ("Nursery
		// Practitioner at Little Acorns Nursery.").
		sentence := strings.HasSuffix(text, ".") && text == l.text && (i > 0 || wordCount(l.toks) > 10)
		if l.bulleted || len([]rune(text)) > 100 || sentence || wordCount(tokenize(text)) > 14 {
			continue
		}
		if role, company := v.titleParts(text); role != "" {
			if text != l.text {
				return role, -1, company // the first sentence of a paragraph, not a title line
			}
			return role, i, company
		}
		if r := v.roleInSentences(l); r != "" && text == l.text {
			return r, i, ""
		}
	}
	if boldRole != "" {
		return boldRole, -1, ""
	}
	for i, l := range lines {
		if read[i].heading || read[i].ctx == ctxApply {
			continue
		}
		if r := v.roleInSentences(l); r != "" {
			return r, -1, ""
		}
	}
	return "", -1, ""
}

// namesRole reports whether a label's value reads as a job title: a role word in its first
// twelve words ("Remote Math Teacher", not "Full time").
func (v *Vocabulary) namesRole(value string) bool {
	toks := tokenize(normalise(value))
	if wordCount(toks) > 12 {
		return false
	}
	for _, t := range toks {
		if v.isRoleWord(t) {
			return true
		}
	}
	return false
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
			return role, withSuffixStop(part, parts[i])
		}
		toks := tokenize(part)
		if v.isSkillWord(toks) {
			continue // "Registered Nurse — Home Health": a department, not the company
		}
		if v.hasOrgWord(toks) {
			return role, withSuffixStop(part, parts[i])
		}
	}
	return role, ""
}

// roleInSentences finds the role in a segment's sentences, leaving out boilerplate: after a
// trigger ("looking for a …", "as a …", "fill our … vacancy"), or as a sentence's subject
// ("The Warehouse Associate supports…", "Experienced Plumber required…").
func (v *Vocabulary) roleInSentences(l postingLine) string {
	for _, s := range sentences(l.toks) {
		if v.markers[ctxEEO].contains(s) || v.markers[ctxApply].contains(s) || v.markers[ctxBenefits].contains(s) {
			continue
		}
		for i := range s {
			p := v.roleTriggers.longestAt(s, i)
			if p == nil {
				continue
			}
			if r := v.rolePhrase(l.runes, s, i+len(p.keys)); r != "" {
				return r
			}
		}
		if r := v.roleSubject(l.runes, s); r != "" {
			return r
		}
	}
	return ""
}

// roleSubject reads a role that is a clause's subject: after "The", "Our", "This" and followed
// by a verb or "for"/"at" ("The Customer Service Representative for Acme will…"), or
// followed by "required", "wanted", "needed" ("Experienced Plumber required").
func (v *Vocabulary) roleSubject(rs []rune, s []token) string {
	for i := 0; i < len(s); i++ {
		if i > 0 && s[i-1].barrier == 0 {
			continue
		}
		from, det := i, false
		switch s[i].lower {
		case "the", "our", "this":
			from, det = i+1, true
		}
		r, end := v.rolePhraseEnd(rs, s, from)
		if r == "" || end >= len(s) || s[end].barrier != 0 {
			continue
		}
		next := s[end].lower
		if v.roleVerbs[next] && (det || next == "required" || next == "wanted" || next == "needed") ||
			det && (next == "for" || next == "at") {
			return r
		}
	}
	return ""
}

// companyCandidate is a name a sentence gives the employer.
type companyCandidate struct {
	name  string
	org   bool // it has an organisation word
	order int
}
