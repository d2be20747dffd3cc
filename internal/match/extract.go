package match

import (
	"regexp"
	"slices"
	"sort"
	"strings"
)

// Requirement is one skill or keyword a posting asks for.
type Requirement struct {
	ID       string   `json:"id" doc:"The vocabulary's id of the skill, experience for the experience the posting asks for, or kw:<stem> for a keyword the vocabulary does not know"`
	Skill    string   `json:"skill" doc:"The skill's name, or what the experience asked for is ('3+ years of experience')"`
	Category string   `json:"category" doc:"The skill's category (language, cloud, clinical, hospitality, trades, certification, education, condition, soft…), experience, or keyword"`
	MustHave bool     `json:"must_have" doc:"Asked for as a requirement (not only as a nice-to-have)"`
	Weight   int      `json:"weight" doc:"How much it counts in the score"`
	Words    []string `json:"words" doc:"The posting's own words for it, as written"`

	skill int    // index in the vocabulary, or -1 for a keyword or the experience
	alts  []int  // the skills named as its alternatives, when it is asked for only as one of them
	stem  string // a keyword's stem
	years int    // the experience's years, 0 for none stated
	first int    // position of its first mention
}

// experienceID is the id of the experience a posting asks for (not a skill of the vocabulary).
const experienceID = "experience"

// Posting is what a job posting asks for.
type Posting struct {
	Role         string        `json:"role" doc:"The role the posting is for, when it can be found"`
	Company      string        `json:"company" doc:"The hiring company, when it can be found"`
	Seniority    string        `json:"seniority" doc:"The level the posting asks for (intern, entry, junior, mid, senior, staff, lead, principal, manager, director, executive), when it says"`
	Years        int           `json:"years" doc:"The years of experience asked for (the largest 'N+ years' in the requirements), 0 when none"`
	Requirements []Requirement `json:"requirements"`
	// Duties are what the hire will do, in the posting's words (duties.go); the writer speaks
	// to them, and nothing on the page shows them, so they stay out of the API.
	Duties []string `json:"-"`
	// Asks are its requirements and nice-to-haves in its own words (asks.go), for the same
	// reason and also kept out of the API.
	Asks []Ask `json:"-"`
}

// listMarker is a list bullet or number at the start of a line.
var listMarker = regexp.MustCompile(`^(?:[-*•·▪◦●○■□➢►▸→✓✔–—>+]+\s*|(?:\d{1,2}\)|\d{1,2}\.\s|[a-z]\)\s|\([a-z0-9]\))\s*)`)

// postingLine is one segment of a posting (splitPosting), ready to be read: a line, or a
// piece of one (a heading or a list item run into a paragraph).
type postingLine struct {
	text     string // without list marker and emphasis
	runes    []rune
	toks     []token
	bulleted bool
	cont     bool // a later piece of the same line as the segment before
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
// Responsibilities") — or any heading words before a final colon or dash ("Who we're looking
// for –"), or "About" and a name. A question before it is left out ("Why Northwind? We'll offer
// you…"). A heading of requirements that says they are preferred ("Preferred Education and
// Experience") is a heading of nice-to-haves.
func (v *Vocabulary) heading(l postingLine) string {
	words := wordCount(l.toks)
	if v.offerLeadIn(l, words) {
		return ctxBenefits
	}
	// A label that ends in a colon may be a short question ("What experience and education do you
	// need for this job:"), so it may run to twelve words; a bare heading to eight.
	limit := 8
	if strings.HasSuffix(l.text, ":") {
		limit = 12
	}
	if l.bulleted || words == 0 || words > limit || len(l.runes) > 60 || strings.HasSuffix(l.text, ".") {
		return ""
	}
	toks := l.toks
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i].barrier == '?' && i < len(toks)-1 {
			toks = toks[i+1:]
			break
		}
	}
	endsLabel := strings.HasSuffix(l.text, ":") || strings.HasSuffix(l.text, " –") || strings.HasSuffix(l.text, " -") ||
		strings.HasSuffix(l.text, "—")
	for i, t := range toks {
		if v.isRoleWord(t) || t.barrier == ':' && i < len(toks)-1 {
			return ""
		}
	}
	words = wordCount(toks)
	kind, covered := v.headingKind(toks)
	if kind == "" {
		return ""
	}
	fillers := 0
	for _, t := range toks {
		if t.barrier == 0 && v.headingFillers[t.lower] {
			fillers++
		}
	}
	switch {
	case covered+fillers >= words,
		endsLabel,
		toks[0].lower == "about" && words <= 5:
		if kind == ctxRequired && v.markers[ctxPreferred].contains(toks) {
			return ctxPreferred
		}
		return kind
	}
	return ""
}

// headingPrefix reads a line that opens with a heading of two words or more and goes on
// ("Person Specification Assessed at interview…", "Responsibilities include…"): the kind,
// or "" when the line does not open so.
func (v *Vocabulary) headingPrefix(l postingLine) string {
	if l.bulleted || len(l.runes) > 120 || len(l.toks) < 3 {
		return ""
	}
	p := v.headings.longestAt(l.toks, 0)
	if p == nil || len(p.keys) < 2 || len(p.keys) >= wordCount(l.toks) {
		return ""
	}
	switch l.toks[0].lower {
	case "you", "your", "we", "our", "the", "a", "what", "who", "how":
		return ""
	}
	kind := headingKinds[p.owner]
	if kind != ctxRequired && kind != ctxPreferred && kind != ctxDuties {
		return ""
	}
	return kind
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

// part is a clause of a sentence: its words, and where it is a parenthesis, the index of the
// clause it sits in (-1 for a clause of its own).
type part struct {
	toks  []token
	outer int
}

// clauses cuts a sentence's tokens at semicolons (and sentence ends) and takes each
// parenthesis out of its clause, so "BSN required; MSN preferred" is two clauses with their own
// markers and in "Child Development Associate (CDA) preferred" the parenthesis reads with its
// clause. A number in parentheses that restates one ("five (5) years") is dropped instead.
func (v *Vocabulary) clauses(toks []token) []part {
	var kept []token
	for i := 0; i < len(toks); i++ {
		if toks[i].barrier == '(' && i+2 < len(toks) && toks[i+2].barrier == ')' && isDigits(toks[i+1].lower) && len(kept) > 0 {
			i += 2
			continue
		}
		kept = append(kept, toks[i])
	}
	var out []part
	flush := func(seg []token) {
		var outer []token
		var parens [][]token
		depth := 0
		for _, t := range seg {
			switch {
			case t.barrier == '(':
				if depth == 0 {
					outer = append(outer, t) // a barrier where the parenthesis was
					parens = append(parens, nil)
				}
				depth++
			case t.barrier == ')' && depth > 0:
				depth--
			case depth > 0:
				parens[len(parens)-1] = append(parens[len(parens)-1], t)
			default:
				outer = append(outer, t)
			}
		}
		oi := -1
		if wordCount(outer) > 0 {
			out = append(out, part{toks: outer, outer: -1})
			oi = len(out) - 1
		}
		for _, p := range parens {
			if wordCount(p) > 0 {
				out = append(out, part{toks: p, outer: oi})
			}
		}
	}
	start := 0
	for i, t := range kept {
		if t.barrier != 0 && strings.ContainsRune(".;!?", t.barrier) {
			flush(kept[start:i])
			start = i + 1
		} else if v.qualifierAt(kept, i) {
			flush(kept[start:i])
			start = i + 1
		}
	}
	flush(kept[start:])
	return out
}

// qualifierAt reports whether a nice-to-have qualifies what comes before it at toks[i]: a
// comma, "and" or "or" followed by a nice-to-have's marker and more words ("3+ years of
// recruiting, ideally at a startup", "Microsoft Office and ideally a school MIS"). The
// clause is cut there, so the marker holds for what follows it only.
func (v *Vocabulary) qualifierAt(toks []token, i int) bool {
	t := toks[i]
	if t.barrier != ',' && t.lower != "and" && t.lower != "or" {
		return false
	}
	if i+1 >= len(toks) {
		return false
	}
	p := v.markers[ctxPreferred].longestAt(toks, i+1)
	return p != nil && i+1+len(p.keys) < len(toks) && toks[i+1+len(p.keys)].barrier == 0
}

// clause is a piece of the posting in its context.
type clause struct {
	runes []rune
	toks  []token
	ctx   string
	pos   int // position of its first token in the whole posting
}

// Analyze reads a job posting: the role, company, seniority and years it asks for, and its
// requirements (the vocabulary's skills, the experience it asks for, and repeated words it does
// not know), weighted by where they appear (ADR 0022, 0030).
func (v *Vocabulary) Analyze(text string) *Posting {
	lines, boldRole := v.splitPosting(text)
	read := v.sections(lines)
	p := &Posting{Requirements: []Requirement{}}
	role, titleLine, titleCompany := v.findRole(lines, read, boldRole)
	p.Role = role
	p.Company = v.findCompany(lines, read, titleLine, titleCompany)
	p.Seniority = v.seniorityOf(p.Role, lines)
	cls := v.readClauses(lines, read, titleLine, p.Company, p.Role)

	hasRequired := false
	for _, c := range cls {
		if c.ctx == ctxRequired {
			hasRequired = true
		}
		if c.ctx == ctxRequired || c.ctx == ctxGeneral || c.ctx == ctxDuties || c.ctx == ctxTitle {
			n, _ := v.yearsAsked(c, c.ctx == ctxRequired)
			p.Years = max(p.Years, n)
		}
	}
	p.Duties = v.duties(lines, read)
	p.Asks = v.asks(lines, read)
	if len(p.Asks) == 0 {
		p.Asks = v.proseAsks(lines, read) // a posting written as prose asks in its sentences
	}
	p.Requirements = v.skillRequirements(cls, hasRequired)
	if exp, ok := v.experienceRequirement(cls, hasRequired, p.Years); ok {
		p.Requirements = append(p.Requirements, exp)
	}
	p.Requirements = append(p.Requirements, v.keywordRequirements(cls, p)...)
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

// readLine is a segment placed in its section: the context it is read in and its words after
// any label; heading when it is a heading (and has no words to read).
type readLine struct {
	ctx     string
	toks    []token
	heading bool
}

// dropped: sections whose text never holds a requirement.
func dropped(ctx string) bool { return ctx == ctxEEO || ctx == ctxBenefits || ctx == ctxApply }

// sections places each segment under its heading. An inline label ("Nice to have: Rust")
// gives its kind to the rest of its segment and to the later segments of the same line, as a
// heading does to the lines under it: a one-paragraph posting is read like the lined one.
func (v *Vocabulary) sections(lines []postingLine) []readLine {
	out := make([]readLine, len(lines))
	section, lineLabel := ctxGeneral, ""
	fieldLabel := false // lineLabel comes from a field's label ("Location:"), not a section's ("Contact:")
	for li, l := range lines {
		if !l.cont {
			lineLabel = ""
		}
		if kind := v.heading(l); kind != "" {
			section, lineLabel = kind, ""
			out[li] = readLine{ctx: kind, heading: true}
			continue
		}
		if kind := v.headingPrefix(l); kind != "" {
			section, lineLabel = kind, ""
		}
		toks, ctx := l.toks, section
		p := v.fieldLabels.longestAt(toks, 0)
		labelled := p != nil && len(p.keys) < len(toks) && toks[len(p.keys)].barrier == ':'
		if labelled && fieldLabel {
			lineLabel = "" // "… Location: Leeds Hours: 37.5 a week …": each field's label holds for that field
		}
		// Under pay and benefits, "Bonus: 10% performance bonus each term" is pay, not a nice-to-have.
		if kind, from := v.inlineLabel(toks); kind != "" && !(section == ctxBenefits && v.markers[ctxBenefits].contains(toks)) {
			ctx, toks, lineLabel, fieldLabel = kind, toks[from:], kind, labelled
		} else if lineLabel != "" {
			ctx = lineLabel
		}
		if ctx != ctxBenefits && v.opensOffer(toks) { // "We offer a permanent contract…" (offers.go), and the list its colon leads into
			ctx = ctxBenefits
			if strings.HasSuffix(l.text, ":") {
				section, lineLabel = ctxBenefits, ""
			}
		}
		out[li] = readLine{ctx: ctx, toks: toks}
	}
	return out
}

// sentences cuts tokens at full stops, exclamation and question marks.
func sentences(toks []token) [][]token {
	var out [][]token
	start := 0
	for i, t := range toks {
		if t.barrier == '.' || t.barrier == '!' || t.barrier == '?' {
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

// What a sentence of the body is about.
const (
	aboutNeither = iota
	aboutJob     // the job or the candidate ("you will", "the post holder", a requirement's marker)
	aboutEmployer
	aboutDropped // boilerplate: benefits, equal opportunity, how to apply
)

// sentenceSubject tells a sentence about the job (its markers, "you", the role's own word)
// from one about the employer ("Meadow Care is a national provider…", "We create a
// therapeutic environment…", "Our focus is…").
func (v *Vocabulary) sentenceSubject(s []token, companyWords []string, roleStem string) int {
	for _, kind := range []string{ctxRequired, ctxPreferred} {
		if v.markers[kind].contains(s) {
			return aboutJob
		}
	}
	if v.jobWords.contains(s) || v.roleTriggers.contains(s) {
		return aboutJob
	}
	if v.opensWithUnit(s) {
		// "The Site Services Department is responsible for … the gardens": what a part
		// of the employer does, not the job's duties.
		return aboutEmployer
	}
	if v.markers[ctxDuties].contains(s) {
		return aboutJob
	}
	if roleStem != "" {
		for _, t := range s {
			if t.barrier == 0 && t.stem == roleStem {
				return aboutJob
			}
		}
	}
	// The employer is the sentence's subject: named in its first words ("We create…", "Our
	// focus is…", "It was established in…", "Meadow Care is…"), not its object ("… for the
	// Trust").
	words := 0
	for i, t := range s {
		if t.barrier != 0 {
			continue
		}
		if words++; words > 4 {
			break
		}
		// "US" in capitals is the country ("Knowledge of US GAAP"), not the employer's "us".
		if t.surface != "US" && v.employerWords.longestAt(s, i) != nil || slices.Contains(companyWords, t.surface) {
			return aboutEmployer
		}
	}
	return aboutNeither
}

// opensWithUnit reports whether a sentence's subject is a named part of the organisation:
// "The Site Services Department is…", "Our Finance Team has…" — capitalised words (after "The" or
// "Our") ending in a unit word.
func (v *Vocabulary) opensWithUnit(s []token) bool {
	i := 0
	if len(s) > 0 && (s[0].lower == "the" || s[0].lower == "our") {
		i = 1
	}
	for j := i; j < len(s) && j-i < 4; j++ {
		if !capitalised(s[j]) {
			return false
		}
		if v.unitWords[s[j].lower] {
			return j > i
		}
	}
	return false
}

// readClauses cuts the posting's segments into sentences, drops boilerplate sentence by
// sentence (equal opportunity; how to apply, unless it states a requirement; benefits, unless
// under requirements), tells the employer's own description from the job's, and cuts the rest
// into clauses with their context (ADR 0022, 0030).
func (v *Vocabulary) readClauses(lines []postingLine, read []readLine, titleLine int, company, role string) []clause {
	// The employer's name, and the acronym the posting gives it, are never requirements
	// ("Riverside Partnership Trust" names no partnerships) and make a sentence about it.
	var companyKeys [][]string
	var companyWords []string
	for _, name := range []string{company, acronymOf(lines, company)} {
		keys := nameKeys(name)
		if len(keys) == 0 {
			continue
		}
		companyKeys = append(companyKeys, keys)
		if first := tokenize(normalise(name))[0]; len(first.lower) >= 3 && !v.companySkip[first.lower] {
			companyWords = append(companyWords, first.surface)
		}
	}
	roleStem := ""
	rt := tokenize(normalise(role))
	for i := len(rt) - 1; i >= 0; i-- {
		if v.isRoleWord(rt[i]) {
			roleStem = rt[i].stem
			break
		}
	}
	var cls []clause
	pos := 0
	for li, l := range lines {
		r := read[li]
		if r.heading || r.ctx == ctxEEO {
			continue
		}
		ctx := r.ctx
		if li == titleLine {
			ctx = ctxTitle
		}
		ss := sentences(r.toks)
		subjects := make([]int, len(ss))
		anyJob, anyEmployer := false, false
		for si, s := range ss {
			switch {
			case v.markers[ctxEEO].contains(s), v.markers[ctxBoilerplate].contains(s),
				v.markers[ctxApply].contains(s) && len(v.findSkills(l.runes, s)) == 0,
				v.markers[ctxBenefits].contains(s) && ctx != ctxRequired && ctx != ctxPreferred && ctx != ctxDuties && ctx != ctxTitle &&
					!v.markers[ctxRequired].contains(s): // "You must have payroll experience including PAYE, auto-enrolment pensions…"
				subjects[si] = aboutDropped
			case ctx == ctxBenefits || ctx == ctxApply:
				// A sentence about the job under a benefits or contact heading ("… is seeking a
				// Nursery Teacher to join our rooms", "A valid driving licence is
				// essential") is read as the body.
				subjects[si] = aboutDropped
				// Not a benefit run into the invitation to apply ("… Contract of Employment If this appeals to you…").
				if wordCount(s) >= 10 && !(ctx == ctxBenefits && v.markers[ctxApply].contains(s)) && v.sentenceSubject(s, companyWords, roleStem) == aboutJob {
					subjects[si] = aboutJob
				}
			case l.bulleted:
				// an item of a list: a duty or a requirement, never the employer's description
			case ctx == ctxGeneral || ctx == ctxDuties || ctx == ctxRequired || ctx == ctxPreferred:
				// A paragraph under a list of requirements may be the employer's description
				// ("Meadow Lodge is rated 'Good' by the regulator…").
				subjects[si] = v.sentenceSubject(s, companyWords, roleStem)
			}
			anyJob = anyJob || subjects[si] == aboutJob
			anyEmployer = anyEmployer || subjects[si] == aboutEmployer
		}
		for si, s := range ss {
			sctx := ctx
			switch {
			case subjects[si] == aboutDropped:
				continue
			case ctx == ctxBenefits || ctx == ctxApply:
				sctx = ctxGeneral
			case subjects[si] == aboutEmployer,
				subjects[si] == aboutNeither && anyEmployer && !anyJob && !l.bulleted && ctx != ctxTitle:
				sctx = ctxAbout
			}
			// A nice-to-have's marker holds for its clause ("BSN required; MSN preferred") and
			// the parentheses in it; a requirement's, for its sentence ("You will be skilled in
			// IT applications; including Outlook…"). A sentence of the body about the job ("you
			// manage absence…") and an item of a list in it list duties.
			// A sentence with a nice-to-have in it ("Welsh speakers welcome; the ability to speak
			// Welsh is desirable") makes none of its other clauses a must-have.
			nice := v.markers[ctxPreferred].contains(s)
			required := v.markers[ctxRequired].contains(s) && !nice
			duty := (v.markers[ctxDuties].contains(s) || subjects[si] == aboutJob || l.bulleted) && !nice
			for _, keys := range companyKeys {
				s = maskName(s, keys, ',') // "Riverside Partnership Trust" names no partnerships
			}
			parts := v.clauses(s)
			ctxs := make([]string, len(parts))
			for pi, c := range parts {
				cctx := sctx
				if cctx != ctxTitle {
					switch {
					case v.markers[ctxPreferred].contains(c.toks), c.outer >= 0 && ctxs[c.outer] == ctxPreferred:
						cctx = ctxPreferred
					case (required || v.markers[ctxRequired].contains(c.toks)) && (cctx == ctxGeneral || cctx == ctxDuties || cctx == ctxAbout),
						// A sentence after the nice-to-haves that says what is essential ("… rural
						// sites, so own transport is essential") is a must-have.
						!nice && cctx == ctxPreferred && saysEssential(s):
						cctx = ctxRequired
					case duty && cctx == ctxGeneral:
						cctx = ctxDuties
					}
				}
				ctxs[pi] = cctx
				cls = append(cls, clause{runes: l.runes, toks: c.toks, ctx: cctx, pos: pos})
				pos += len(c.toks)
			}
		}
	}
	return cls
}
