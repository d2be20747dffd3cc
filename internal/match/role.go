package match

import (
	"regexp"
	"strings"
	"unicode"
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
			return role, part
		}
		toks := tokenize(part)
		if v.isSkillWord(toks) {
			continue // "Registered Nurse — Home Health": a department, not the company
		}
		if v.hasOrgWord(toks) {
			return role, part
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

// findCompany reads the hiring company; titleCompany is what the title line (at titleLine)
// names.
func (v *Vocabulary) findCompany(lines []postingLine, read []readLine, titleLine int, titleCompany string) string {
	for i, l := range lines {
		if !readable(read[i]) {
			continue
		}
		if m := companyLabel.FindStringSubmatch(l.text); m != nil {
			if c := labelValue(m[1]); c != "" {
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
	var found []companyCandidate
	add := func(name string, toks []token) {
		if name == "" {
			return
		}
		for _, c := range found {
			if c.name == name {
				return
			}
		}
		found = append(found, companyCandidate{name: name, org: v.hasOrgWord(toks), order: len(found)})
	}
	for i, l := range lines {
		if read[i].ctx == ctxApply {
			continue
		}
		// "About Northwind" as a heading.
		if read[i].heading && read[i].ctx == ctxAbout && len(l.toks) >= 2 && l.toks[0].lower == "about" {
			if name, end := v.nameSpan(l.runes, l.toks, 1); name != "" && (end == len(l.toks) || l.toks[end].barrier != 0) {
				add(name, l.toks[1:end])
			}
		}
		v.companiesIn(l, add)
	}
	if len(found) == 0 {
		return ""
	}
	var all strings.Builder
	for _, l := range lines {
		all.WriteString(l.text)
		all.WriteByte('\n')
	}
	text := all.String()
	for k := range found {
		found[k].name = v.shortestNamed(text, found[k].name)
	}
	best, bestCount := found[0], -1
	for _, c := range found {
		n := mentionCount(text, c.name)
		switch {
		case bestCount < 0,
			c.org && !best.org,
			c.org == best.org && n > bestCount:
			best, bestCount = c, n
		}
	}
	for _, c := range found {
		if strings.HasPrefix(c.name, best.name+" ") {
			return c.name // "Stonebridge" is short for "Stonebridge Construction"
		}
	}
	return best.name
}

// shortestNamed trims a word a name picked up from the text around it in a posting without
// line breaks ("Boise, ID Trailhead Outfitters is hiring", "Lumen Labs Remote"): when the name
// is said once and, without its first or last word, at least twice, that shorter name (of two
// words or more, or with an organisation word, and not losing one).
func (v *Vocabulary) shortestNamed(text, name string) string {
	words := strings.Fields(name)
	if len(words) < 3 || strings.Count(text, name) != 1 {
		return name
	}
	for _, cut := range [][2]int{{1, len(words)}, {0, len(words) - 1}} {
		dropped := words[0]
		if cut[0] == 0 {
			dropped = words[len(words)-1]
		}
		if v.orgWords[lowerString(strings.Trim(dropped, ".,"))] {
			continue
		}
		part := strings.Join(words[cut[0]:cut[1]], " ")
		if strings.Count(text, part) >= 2 {
			return part
		}
	}
	return name
}

// mentionCount is how often a posting names a company, counting an acronym it gives it in
// brackets ("Northwind Health Partners (NHP)").
func mentionCount(text, name string) int {
	n := strings.Count(text, name)
	if i := strings.Index(text, name+" ("); i >= 0 {
		rest := text[i+len(name)+2:]
		if j := strings.IndexByte(rest, ')'); j >= 2 && j <= 8 && isAllCaps(rest[:j]) && !strings.ContainsAny(rest[:j], " ,") {
			n += strings.Count(text, rest[:j]) - 1
		}
	}
	return n
}

// acronymOf is the acronym a posting gives a company in brackets after its name
// ("Northwind Health Partners (NHP)"), "" when it gives none.
func acronymOf(lines []postingLine, name string) string {
	if name == "" {
		return ""
	}
	for _, l := range lines {
		i := strings.Index(l.text, name+" (")
		if i < 0 {
			continue
		}
		rest := l.text[i+len(name)+2:]
		if j := strings.IndexByte(rest, ')'); j >= 2 && j <= 8 && isAllCaps(rest[:j]) && !strings.ContainsAny(rest[:j], " ,") {
			return rest[:j]
		}
	}
	return ""
}

// companiesIn adds the names a segment's sentences give the employer.
func (v *Vocabulary) companiesIn(l postingLine, add func(string, []token)) {
	toks := l.toks
	for i := range toks {
		t := toks[i]
		if t.barrier != 0 {
			continue
		}
		atStart := i == 0 || toks[i-1].barrier != 0 && strings.ContainsRune(".;!?,", toks[i-1].barrier)
		switch {
		case t.lower == "at" && atStart:
			// "At Northwind, we build…", "At NHP we believe…"
			if name, end := v.nameSpan(l.runes, toks, i+1); name != "" {
				if end < len(toks) && toks[end].barrier == ',' {
					end++
				}
				if end < len(toks) && (toks[end].lower == "we" || toks[end].lower == "our" || toks[end].lower == "you") {
					add(name, toks[i+1:end])
				}
			}
		case t.lower == "join":
			// "Join Northwind", "join us at Northwind", "to join NHS Professionals"
			from := i + 1
			if from+1 < len(toks) && toks[from].lower == "us" && toks[from+1].lower == "at" {
				from += 2
			}
			if name, end := v.nameSpan(l.runes, toks, from); name != "" {
				add(name, toks[from:end])
			}
		case t.lower == "at" && i > 0 && (v.isRoleWord(toks[i-1]) || v.companyBefore[toks[i-1].lower]):
			// "Medical Secretary at Riverside Hospital", "a close team at Acme"
			if name, end := v.nameSpan(l.runes, toks, i+1); name != "" {
				add(name, toks[i+1:end])
			}
		case t.lower == "for" && i > 0 && v.isRoleWord(toks[i-1]):
			// "The Customer Service Representative for Acme Supplies Inc"
			if name, end := v.nameSpan(l.runes, toks, i+1); name != "" && v.hasOrgWord(toks[i+1:end]) {
				add(name, toks[i+1:end])
			}
		case t.lower == "why" && atStart:
			// "Why Northwind?"
			if name, end := v.nameSpan(l.runes, toks, i+1); name != "" && end < len(toks) && toks[end].barrier == '?' {
				add(name, toks[i+1:end])
			}
		}
		if !atStart {
			continue
		}
		// "Northwind is hiring…", "Meadow Care is a national provider…", "Riverside
		// Hospital is no exception", "Acme Legal team requires…", "Northwind offers…"
		name, end := v.nameSpan(l.runes, toks, i)
		if name == "" {
			continue
		}
		nameToks := toks[i:end]
		end = v.skipAside(toks, end)
		group := end
		for group < len(toks) && group < end+2 && capitalised(toks[group]) {
			group++
		}
		if group+1 < len(toks) && v.companyGroups[toks[group].lower] && v.companyActs[toks[group+1].lower] {
			// "Acme Legal & Risk Services Clinical Negligence team requires…": the name is the
			// organisation's part of it
			for k := len(nameToks) - 1; k > 0; k-- {
				if v.orgWords[nameToks[k].lower] {
					name, nameToks = spanOf(l.runes, nameToks[:k+1]), nameToks[:k+1]
					break
				}
			}
			add(name, nameToks)
			continue
		}
		if end >= len(toks) || toks[end].barrier != 0 {
			continue
		}
		verb := toks[end].lower
		be := verb == "is" || verb == "are" || verb == "has" || verb == "have"
		switch {
		case be && end+1 < len(toks) && v.companyVerbs[toks[end+1].lower],
			be && v.hasOrgWord(nameToks),
			v.companyActs[verb]:
			add(name, nameToks)
		}
	}
}

// skipAside steps over what may stand between a name and its verb: "(Dallas, TX)", "in
// Richmond", "DBA Acme Soap".
func (v *Vocabulary) skipAside(toks []token, i int) int {
	if i > 0 && i < len(toks) && toks[i].barrier == '.' && v.companySuffix[toks[i-1].lower] {
		i++ // "Acme, Inc. is…"
	}
	if i < len(toks) && toks[i].barrier == '.' && i+1 < len(toks) && toks[i+1].lower == "dba" {
		i++
	}
	if i < len(toks) && toks[i].barrier == ',' && i+1 < len(toks) && toks[i+1].lower == "dba" {
		i++
	}
	if i < len(toks) && (toks[i].lower == "dba" || toks[i].lower == "in") && i+1 < len(toks) && capitalised(toks[i+1]) {
		j := i + 1
		for j < len(toks) && capitalised(toks[j]) {
			j++
		}
		i = j
	}
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

// onlyOrgWords reports whether a name is made of organisation words only ("Trust", "Health
// Care"): a way of speaking of the employer, not its name.
func (v *Vocabulary) onlyOrgWords(toks []token) bool {
	for _, t := range toks {
		if t.barrier == 0 && !v.orgWords[t.lower] && t.lower != "and" && t.lower != "of" {
			return false
		}
	}
	return true
}

// hasOrgWord reports whether a name has an organisation word (Inc, Hospital, Trust…).
func (v *Vocabulary) hasOrgWord(toks []token) bool {
	for _, t := range toks {
		if t.barrier == 0 && v.orgWords[t.lower] {
			return true
		}
	}
	return false
}

// companyLine reads the line under the title, "Northwind — Berlin" or "St. Mary's Medical
// Center | Portland, OR": its first part, when it is a name and nothing else, and it has an
// organisation word or the posting names it (its first word) again elsewhere: a city under
// the title is seldom named twice.
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
	if v.hasOrgWord(toks) {
		return name // "Harbour Hotel Group — The Quayside Hotel, Falmouth"
	}
	first := toks[0].surface
	for i, other := range lines {
		if i != titleLine && i != titleLine+1 && strings.Contains(other.text, first) {
			return name
		}
	}
	return ""
}

// nameSpan reads a capitalised name at toks[i] ("Northwind", "St. Mary's Hospital", "Bank of
// America", "Johnson & Johnson", "The Oakfield School", "Acme Supplies, Inc."): up to five
// words, each capitalised, with "of", "and", "de", "the" between them, a full stop after a short
// word ("St."), "'s" and a company suffix after a comma; "The" before it when it has an
// organisation word. It returns the name and the index after it; "" when there is none, or it is
// a skill, a role word or a word like "We".
func (v *Vocabulary) nameSpan(rs []rune, toks []token, i int) (string, int) {
	if i < len(toks) && toks[i].surface == "The" {
		if name, end := v.nameSpan(rs, toks, i+1); name != "" && v.hasOrgWord(toks[i+1:end]) && !v.onlyOrgWords(toks[i+1:end]) {
			return spanOf(rs, toks[i:end]), end
		}
		return "", i
	}
	if i >= len(toks) || !capitalised(toks[i]) || v.companySkip[toks[i].lower] {
		return "", i
	}
	end, words := i, 0
	for end < len(toks) && words < 5 {
		t := toks[end]
		switch {
		case t.lower == "dba":
		case t.barrier == '.' && end > i && len([]rune(toks[end-1].surface)) <= 3 && capitalised(toks[end-1]) && !v.companySuffix[toks[end-1].lower] &&
			end+1 < len(toks) && capitalised(toks[end+1]):
			end++
			continue
		case t.barrier == ',' && end > i && end+1 < len(toks) && v.companySuffix[toks[end+1].lower]:
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
	if len(span) == 1 && (v.isRoleWord(span[0]) || v.isSkillWord(span)) || v.isSkillWord(span) || v.onlyOrgWords(span) {
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
