package match

import (
	"strings"
	"unicode"
)

// The employer's name: where a posting states it, and how it is told from other capitalised words.

// findCompany reads the hiring company; titleCompany is what the title line (at titleLine)
// names.
func (v *Vocabulary) findCompany(lines []postingLine, read []readLine, titleLine int, titleCompany string) string {
	for i, l := range lines {
		if !readable(read[i]) {
			continue
		}
		if m := companyLabel.FindStringSubmatch(l.text); m != nil {
			if c := labelValue(m[1]); c != "" {
				return withSuffixStop(c, m[1])
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
// organisation word, the posting names it (its first word) again elsewhere — a city under
// the title is seldom named twice — or a dash or bar after it leads to a place and then only
// the job's terms ("Microsoft — Berlin (Hybrid), Full-time"; see placeThenTerms).
func (v *Vocabulary) companyLine(lines []postingLine, titleLine int) string {
	if titleLine < 0 || titleLine+1 >= len(lines) {
		return ""
	}
	l := lines[titleLine+1]
	if l.bulleted || len(l.runes) > 80 || strings.HasSuffix(l.text, ".") || v.heading(l) != "" {
		return ""
	}
	text := bracketed.ReplaceAllString(l.text, "")
	part, rest := text, ""
	if sep := titleSep.FindStringIndex(text); sep != nil {
		part = text[:sep[0]]
		if strings.ContainsAny(text[sep[0]:sep[1]], "—–-|") {
			rest = text[sep[1]:]
		}
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
	if rest != "" && !jobTerms(toks) && placeThenTerms(rest) {
		return name // "Microsoft — Berlin, Full-time"
	}
	first := toks[0].surface
	for i, other := range lines {
		if i != titleLine && i != titleLine+1 && strings.Contains(other.text, first) {
			return name
		}
	}
	return ""
}

// jobTermWords are the words of a job's terms that may follow a place on the line under the
// title: "Full-time", "Part time", "Permanent", "Contract", "Temporary", "Hybrid", "Remote",
// "On-site", "Internship".
var jobTermWords = map[string]bool{
	"full": true, "part": true, "time": true, "fulltime": true, "parttime": true, "permanent": true, "contract": true,
	"temporary": true, "hybrid": true, "remote": true, "on": true, "site": true, "onsite": true, "internship": true,
}

// jobTerms reports whether toks are words of a job's terms and nothing else ("Full-time").
func jobTerms(toks []token) bool {
	words := 0
	for _, t := range toks {
		if t.barrier != 0 {
			continue
		}
		if !jobTermWords[t.lower] {
			return false
		}
		words++
	}
	return words > 0
}

// placeThenTerms reports whether the rest of a line, after a dash or bar, is a place and then
// only the job's terms: "Berlin, Full-time", "London, UK | Permanent"; not "Hybrid, Full-time"
// (no place), nor "Berlin" (no terms, which are what shows the line's first part is not a
// place too). A place is one or two parts of one to three capitalised words.
func placeThenTerms(rest string) bool {
	var parts [][]token
	for _, p := range strings.FieldsFunc(strings.ReplaceAll(rest, " - ", ","), func(r rune) bool { return strings.ContainsRune(",|—–·•", r) }) {
		if toks := tokenize(strings.TrimSpace(p)); len(toks) > 0 {
			parts = append(parts, toks)
		}
	}
	places := 0
	for places < len(parts) && !jobTerms(parts[places]) {
		toks := parts[places]
		if len(toks) > 3 {
			return false
		}
		for _, t := range toks {
			if !capitalised(t) {
				return false
			}
		}
		places++
	}
	if places == 0 || places > 2 || places == len(parts) {
		return false
	}
	for _, toks := range parts[places:] {
		if !jobTerms(toks) {
			return false
		}
	}
	return true
}

// nameSpan reads a capitalised name at toks[i] ("Northwind", "St. Mary's Hospital", "Bank of
// America", "Johnson & Johnson", "The Oakfield School", "Acme Supplies, Inc."): up to five
// words, each capitalised, with "of", "and", "de", "the" between them, a full stop after a short
// word ("St."), "'s" and a company suffix after a comma, and the full stop written right after
// an abbreviated suffix ("Inc.", "Ltd."), which ends the name; "The" before it when it has an
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
	if end < len(toks) && suffixStop(toks[end-1], toks[end]) {
		end++ // "Acme Supplies, Inc.": the stop is the suffix's
	}
	span := toks[i:end]
	if len(span) == 1 && (v.isRoleWord(span[0]) || v.isSkillWord(span)) || v.isSkillWord(span) || v.onlyOrgWords(span) {
		return "", i
	}
	return spanOf(rs, span), end
}

// suffixAbbrevs are the company suffixes written with a full stop ("Inc.", "Ltd.", "Corp.", "Co.").
var suffixAbbrevs = map[string]bool{"inc": true, "ltd": true, "corp": true, "co": true}

// suffixStop reports whether stop is a full stop written right after t, an abbreviated company
// suffix: it belongs to the name ("Natural Essentials, Inc."), though it may end a sentence too.
func suffixStop(t, stop token) bool {
	return t.barrier == 0 && suffixAbbrevs[t.lower] && stop.barrier == '.' && stop.start == t.end
}

// withSuffixStop gives a company's name read from a label or a title line (value, trimmed of
// the punctuation that ends raw) back the full stop raw writes right after its abbreviated
// suffix: "Company: Acme Inc." is "Acme Inc.", as the name is in a sentence; "Company:
// Acme." is "Acme".
func withSuffixStop(value, raw string) string {
	words := strings.Fields(value)
	if len(words) > 0 && suffixAbbrevs[lowerString(words[len(words)-1])] && strings.Contains(raw, value+".") {
		return value + "."
	}
	return value
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
