package match

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// Requirement is one skill or keyword a posting asks for.
type Requirement struct {
	ID       string   `json:"id" doc:"The vocabulary's id of the skill, or kw:<stem> for a keyword the vocabulary does not know"`
	Skill    string   `json:"skill" doc:"The skill's name"`
	Category string   `json:"category" doc:"The skill's category (language, cloud, clinical, sales, soft, certification…), or keyword"`
	MustHave bool     `json:"must_have" doc:"Asked for as a requirement (not only as a nice-to-have)"`
	Weight   int      `json:"weight" doc:"How much it counts in the score"`
	Words    []string `json:"words" doc:"The posting's own words for it, as written"`

	skill int    // index in the vocabulary, or -1 for a keyword
	stem  string // a keyword's stem
	first int    // position of its first mention
}

// Posting is what a job posting asks for.
type Posting struct {
	Role         string        `json:"role" doc:"The role the posting is for, when it can be found"`
	Company      string        `json:"company" doc:"The hiring company, when it can be found"`
	Seniority    string        `json:"seniority" doc:"The level the posting asks for (intern, entry, junior, mid, senior, staff, lead, principal, manager, director, executive), when it says"`
	Years        int           `json:"years" doc:"The years of experience asked for (the largest 'N+ years' in the requirements), 0 when none"`
	Requirements []Requirement `json:"requirements"`
}

// listMarker is a list bullet or number at the start of a line.
var listMarker = regexp.MustCompile(`^(?:[-*•·▪◦●○■□➢►▸→✓✔–—>+]+\s*|(?:\d{1,2}[.)]|[a-z]\)|\([a-z0-9]\))\s+)`)

// markdown is emphasis and heading marks, which are not part of the words.
var markdown = regexp.MustCompile(`\*\*|__|^#{1,6}\s*`)

// postingLine is one line of a posting, ready to be read.
type postingLine struct {
	text     string // without list marker and markdown
	runes    []rune
	toks     []token
	bulleted bool
}

func splitLines(text string) []postingLine {
	var out []postingLine
	for _, raw := range strings.Split(normalise(text), "\n") {
		l := strings.TrimSpace(markdown.ReplaceAllString(strings.TrimSpace(raw), ""))
		bulleted := false
		if m := listMarker.FindString(l); m != "" {
			l, bulleted = strings.TrimSpace(l[len(m):]), true
		}
		if l == "" {
			continue
		}
		rs := []rune(l)
		out = append(out, postingLine{text: l, runes: rs, toks: tokenize(l), bulleted: bulleted})
	}
	return out
}

func wordCount(toks []token) int {
	n := 0
	for _, t := range toks {
		if t.barrier == 0 {
			n++
		}
	}
	return n
}

// headingKind is the kind of heading phrases in toks cover most words of ("" for none), with
// the number of words they cover; ties go to the earlier kind in headingKinds.
func (v *Vocabulary) headingKind(toks []token) (string, int) {
	covered := make([]int, len(headingKinds))
	for i := 0; i < len(toks); {
		p := v.headings.longestAt(toks, i)
		if p == nil {
			i++
			continue
		}
		covered[p.owner] += len(p.keys)
		i += len(p.keys)
	}
	best := -1
	for k, c := range covered {
		if c > 0 && (best < 0 || c > covered[best]) {
			best = k
		}
	}
	if best < 0 {
		return "", 0
	}
	return headingKinds[best], covered[best]
}

// heading reads a line as a section heading ("Requirements", "Nice to have:", "About
// Northwind"): short, not a list item, not a sentence, not a job title ("Benefits
// Specialist"), with nothing after a colon, and made of heading words and fillers ("Your
// Responsibilities") — or any heading words before a final colon, or "About" and a name.
func (v *Vocabulary) heading(l postingLine) string {
	words := wordCount(l.toks)
	if l.bulleted || words == 0 || words > 8 || len(l.runes) > 60 || strings.HasSuffix(l.text, ".") {
		return ""
	}
	for i, t := range l.toks {
		if v.isRoleWord(t) || t.barrier == ':' && i < len(l.toks)-1 {
			return ""
		}
	}
	kind, covered := v.headingKind(l.toks)
	if kind == "" {
		return ""
	}
	fillers := 0
	for _, t := range l.toks {
		if t.barrier == 0 && v.headingFillers[t.lower] {
			fillers++
		}
	}
	switch {
	case covered+fillers >= words,
		strings.HasSuffix(l.text, ":"),
		l.toks[0].lower == "about" && words <= 5:
		return kind
	}
	return ""
}

// inlineLabel reads "Nice to have: Rust" as a heading for the rest of its line: the kind
// and the index of the first token after the colon, or "" when the line has no such label.
func (v *Vocabulary) inlineLabel(toks []token) (string, int) {
	for i, t := range toks {
		if t.barrier == 0 {
			continue
		}
		if t.barrier != ':' || i == 0 || i > 6 || i+1 >= len(toks) {
			return "", 0
		}
		kind, covered := v.headingKind(toks[:i])
		if kind != "" && covered*2 >= wordCount(toks[:i]) {
			return kind, i + 1
		}
		return "", 0
	}
	return "", 0
}

// clauses cuts a line's tokens at sentence ends, semicolons and parentheses, so "BSN
// required; MSN preferred" is two clauses with their own markers. A number in parentheses
// that restates one ("five (5) years") is dropped instead.
func clauses(toks []token) [][]token {
	var out [][]token
	var kept []token
	for i := 0; i < len(toks); i++ {
		if toks[i].barrier == '(' && i+2 < len(toks) && toks[i+2].barrier == ')' && isDigits(toks[i+1].lower) && len(kept) > 0 {
			i += 2
			continue
		}
		kept = append(kept, toks[i])
	}
	toks = kept
	start := 0
	for i, t := range toks {
		if t.barrier != 0 && strings.ContainsRune(".;!?()", t.barrier) {
			if i > start {
				out = append(out, toks[start:i])
			}
			start = i + 1
		}
	}
	if start < len(toks) {
		out = append(out, toks[start:])
	}
	return out
}

// clause is a piece of the posting in its context.
type clause struct {
	runes []rune
	toks  []token
	ctx   string
	pos   int // position of its first token in the whole posting
}

// Analyze reads a job posting: the role, company, seniority and years it asks for, and its
// requirements (the vocabulary's skills, and repeated words it does not know), weighted by
// where they appear (ADR 0022).
func (v *Vocabulary) Analyze(text string) *Posting {
	lines := splitLines(text)
	p := &Posting{Requirements: []Requirement{}}
	role, titleLine, titleCompany := v.findRole(lines)
	p.Role = role
	p.Company = v.findCompany(lines, titleLine, titleCompany)
	p.Seniority = v.seniorityOf(p.Role, lines)

	var cls []clause
	section, pos := ctxGeneral, 0
	for li, l := range lines {
		if kind := v.heading(l); kind != "" && li != titleLine {
			section = kind
			continue
		}
		toks := l.toks
		ctx := section
		if kind, from := v.inlineLabel(toks); kind != "" {
			ctx, toks = kind, toks[from:]
		}
		if li == titleLine {
			ctx = ctxTitle
		}
		if ctx == ctxEEO || ctx == ctxBenefits || v.markers[ctxEEO].contains(toks) {
			continue
		}
		if v.markers[ctxBenefits].contains(toks) && ctx != ctxRequired && ctx != ctxPreferred && ctx != ctxTitle {
			continue
		}
		for _, c := range clauses(toks) {
			cctx := ctx
			if cctx != ctxTitle {
				switch {
				case v.markers[ctxPreferred].contains(c):
					cctx = ctxPreferred
				case v.markers[ctxRequired].contains(c) && (cctx == ctxGeneral || cctx == ctxDuties || cctx == ctxAbout):
					cctx = ctxRequired
				}
			}
			cls = append(cls, clause{runes: l.runes, toks: c, ctx: cctx, pos: pos})
			pos += len(c)
		}
	}

	hasRequired := false
	for _, c := range cls {
		if c.ctx == ctxRequired {
			hasRequired = true
		}
		if c.ctx == ctxRequired || c.ctx == ctxGeneral || c.ctx == ctxDuties || c.ctx == ctxTitle {
			p.Years = max(p.Years, v.yearsIn(c.toks))
		}
	}
	p.Requirements = append(v.skillRequirements(cls, hasRequired), v.keywordRequirements(cls, p)...)
	sort.SliceStable(p.Requirements, func(i, j int) bool {
		a, b := p.Requirements[i], p.Requirements[j]
		if a.MustHave != b.MustHave {
			return a.MustHave
		}
		if a.Weight != b.Weight {
			return a.Weight > b.Weight
		}
		return a.first < b.first
	})
	return p
}

func (v *Vocabulary) contextWeight(ctx string) int {
	switch ctx {
	case ctxRequired, ctxTitle:
		return v.weights.Required
	case ctxPreferred:
		return v.weights.Preferred
	case ctxAbout:
		return v.weights.About
	}
	return v.weights.General
}

type mentions struct {
	req      Requirement
	best     int
	count    int
	title    bool
	must     bool
	mustSoft bool // mentioned in the body outside any section: a must-have when the posting lists no requirements
	words    map[string]bool
}

func (m *mentions) addWords(w string) {
	if lw := lowerString(w); !m.words[lw] && len(m.req.Words) < 5 {
		m.words[lw] = true
		m.req.Words = append(m.req.Words, w)
	}
}

func (v *Vocabulary) skillRequirements(cls []clause, hasRequired bool) []Requirement {
	found := map[int]*mentions{}
	var order []int
	for _, c := range cls {
		for _, o := range v.findSkills(c.runes, c.toks) {
			m := found[o.skill]
			if m == nil {
				s := v.skills[o.skill]
				m = &mentions{req: Requirement{ID: s.ID, Skill: s.Name, Category: s.Category, Words: []string{}, skill: o.skill,
					first: c.pos + o.at}, words: map[string]bool{}}
				found[o.skill] = m
				order = append(order, o.skill)
			}
			m.count++
			m.best = max(m.best, v.contextWeight(c.ctx))
			m.title = m.title || c.ctx == ctxTitle
			m.must = m.must || c.ctx == ctxRequired || c.ctx == ctxTitle || c.ctx == ctxDuties
			m.mustSoft = m.mustSoft || c.ctx == ctxGeneral
			m.addWords(o.words)
		}
	}
	out := make([]Requirement, 0, len(order))
	for _, i := range order {
		m := found[i]
		w := m.best + min(m.count-1, v.weights.RepeatCap)*v.weights.RepeatBonus
		if m.title {
			w += v.weights.TitleBonus
		}
		if m.req.Category == "soft" {
			w = (w + v.weights.SoftDivisor - 1) / v.weights.SoftDivisor
		}
		m.req.Weight = w
		m.req.MustHave = m.must || !hasRequired && m.mustSoft
		out = append(out, m.req)
	}
	return out
}

// keywordRequirements are words the vocabulary does not know that the posting repeats in its
// requirements and duties ("underwriting", "visits"): not stop-words or generic posting
// words, not names (never written in lower case), not the role's or company's words, and
// not part of a skill.
func (v *Vocabulary) keywordRequirements(cls []clause, p *Posting) []Requirement {
	if v.keywords.Max == 0 {
		return nil
	}
	own := map[string]bool{}
	for _, s := range []string{p.Role, p.Company} {
		for _, t := range tokenize(normalise(s)) {
			own[t.stem] = true
		}
	}
	type kw struct {
		req       Requirement
		count     int
		lowerSeen bool // seen in lower case at least once: a word always capitalised is a name
		words     map[string]bool
	}
	found := map[string]*kw{}
	var order []string
	for _, c := range cls {
		if c.ctx == ctxAbout || c.ctx == ctxTitle {
			continue
		}
		covered := make([]bool, len(c.toks))
		for _, o := range v.findSkills(c.runes, c.toks) {
			for k := o.at; k < o.at+o.n; k++ {
				covered[k] = true
			}
		}
		for i, t := range c.toks {
			if t.barrier != 0 {
				continue
			}
			if covered[i] || len(t.lower) < v.keywords.MinLength || !isASCIILower(t.lower) || v.ignored[t.stem] || own[t.stem] {
				continue
			}
			k := found[t.stem]
			if k == nil {
				k = &kw{req: Requirement{ID: "kw:" + t.stem, Category: "keyword", Words: []string{}, skill: -1, stem: t.stem,
					first: c.pos + i}, words: map[string]bool{}}
				found[t.stem] = k
				order = append(order, t.stem)
			}
			k.count++
			if !unicode.IsUpper([]rune(t.surface)[0]) {
				k.lowerSeen = true
			}
			if !k.words[t.lower] && len(k.req.Words) < 5 {
				k.words[t.lower] = true
				k.req.Words = append(k.req.Words, t.surface)
			}
		}
	}
	var picked []*kw
	for _, s := range order {
		k := found[s]
		if k.count < v.keywords.MinCount || !k.lowerSeen {
			continue
		}
		picked = append(picked, k)
	}
	sort.SliceStable(picked, func(i, j int) bool { return picked[i].count > picked[j].count })
	if len(picked) > v.keywords.Max {
		picked = picked[:v.keywords.Max]
	}
	out := make([]Requirement, 0, len(picked))
	for _, k := range picked {
		k.req.Skill = lowerString(k.req.Words[0])
		k.req.Weight = v.weights.Keyword
		out = append(out, k.req)
	}
	return out
}

// numberValue reads "5" or "five" as 5; anything else is 0.
func (v *Vocabulary) numberValue(t token) int {
	if t.barrier != 0 {
		return 0
	}
	if n, ok := v.numberWords[t.lower]; ok {
		return n
	}
	if len(t.lower) > 2 || !isDigits(t.lower) {
		return 0
	}
	n := 0
	for _, r := range t.lower {
		n = n*10 + int(r-'0')
	}
	return n
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// yearsIn finds "5+ years", "3-5 years", "five (5) years", "10 or more years" in a clause:
// the largest first number before "years", from 1 to 40 ("up to 5 years" is a limit, not a
// requirement).
func (v *Vocabulary) yearsIn(toks []token) int {
	best := 0
	for i, t := range toks {
		n := v.numberValue(t)
		if n < 1 || n > 40 {
			continue
		}
		if i > 0 && (v.numberValue(toks[i-1]) > 0 || toks[i-1].lower == "to" || toks[i-1].lower == "or") {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			u := toks[j]
			if u.stem == "year" || u.stem == "yr" {
				best = max(best, n)
				break
			}
			if u.barrier == '(' || u.barrier == ')' || v.numberValue(u) > 0 || u.lower == "to" || u.lower == "or" || u.lower == "plus" || u.lower == "more" {
				continue
			}
			break
		}
	}
	return best
}

// seniorityOf is the level the role names ("Senior Backend Engineer" → senior; the highest
// when it names two), else one the text states in so many words ("entry-level").
func (v *Vocabulary) seniorityOf(role string, lines []postingLine) string {
	best := -1
	scan := func(set *phraseSet, toks []token) {
		for i := 0; i < len(toks); {
			p := set.longestAt(toks, i)
			if p == nil {
				i++
				continue
			}
			best = max(best, p.owner)
			i += len(p.keys)
		}
	}
	scan(v.seniority, tokenize(normalise(role)))
	if best < 0 {
		for _, l := range lines {
			scan(v.levelPhrases, l.toks)
		}
	}
	if best < 0 {
		return ""
	}
	return v.levels[best]
}
