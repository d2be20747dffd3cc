package match

import (
	"regexp"
	"slices"
	"strings"
)

// Ask is one thing a posting asks of the hire, in its own words: an item under a heading of
// requirements or nice-to-haves ("Experience leading a line", "Feeding therapy experience"),
// or what follows an inline label ("Nice to have: pastry experience").
type Ask struct {
	Text     string
	MustHave bool // under the requirements, not among the nice-to-haves
}

// asks are the posting's requirements and nice-to-haves as it words them, in its order and
// each once. The vocabulary names only the skills it knows; a letter answering the posting
// speaks to every ask the user's notes show, in the posting's words (ADR 0054).
func (v *Vocabulary) asks(lines []postingLine, read []readLine) []Ask {
	var out []Ask
	seen := map[string]bool{}
	underConditions := false
	// listEnded: a paragraph of prose followed the section's asks, so the list is over; a short
	// line after it is the employer's, not an ask, until the next heading.
	listEnded := false
	for li, l := range lines {
		r := read[li]
		if r.heading {
			// "Physical Requirements:" are the job's conditions, which a letter does not answer.
			underConditions = conditionsHeading.MatchString(l.text)
			listEnded = false
		}
		if listEnded && !l.bulleted {
			continue // "HCA Healthcare Co-Founder", a quote's attribution after the employer's prose
		}
		if r.heading || underConditions || len(r.toks) == 0 || r.ctx != ctxRequired && r.ctx != ctxPreferred ||
			v.markers[ctxEEO].contains(r.toks) {
			continue // "We are an equal opportunity employer", cut from the benefits before it, asks nothing
		}
		text := strings.TrimSpace(string(l.runes[min(r.toks[0].start, len(l.runes)):]))
		text = strings.TrimSpace(strings.TrimRight(text, ".;,:"))
		text = wrappedInDashes.ReplaceAllString(text, "$1$2$3")
		text = askLabel.ReplaceAllString(text, "")
		text = verifiedBy.ReplaceAllString(text, "")
		if physicalAsk.MatchString(text) || scheduleAsk.MatchString(text) || metadataWords[strings.ToLower(text)] {
			continue // "Able to lift 50 lbs", "Hours: Monday through Friday…": the job's conditions
		}
		if m := boardExperience.FindStringSubmatch(text); m != nil {
			// "Sales: 1 year (Required)", a job board's form of an ask: "1 year of sales experience".
			text = m[2] + " " + m[3] + " of " + strings.ToLower(m[1]) + " experience"
			if key := strings.ToLower(text); !seen[key] {
				seen[key] = true
				out = append(out, Ask{Text: text, MustHave: r.ctx == ctxRequired && strings.EqualFold(m[4], "required")})
			}
			continue
		}
		if items := semicolonList(text); items != nil {
			// "3+ years of applied ML; strong Python skills; …": a list written as a sentence.
			for _, item := range items {
				if n := len(strings.Fields(item)); n > 0 && n <= 24 && !seen[strings.ToLower(item)] {
					seen[strings.ToLower(item)] = true
					out = append(out, Ask{Text: item, MustHave: r.ctx == ctxRequired && !plusAsk.MatchString(item) && !notRequired.MatchString(item)})
				}
			}
			continue
		}
		if items := inlineList(text); items != nil && len(r.toks) < len(l.toks) {
			// "Requirements: 5+ years of sales leadership, Salesforce, forecasting accuracy": a
			// list written after its label, each item an ask.
			for _, item := range items {
				if key := strings.ToLower(item); !seen[key] {
					seen[key] = true
					out = append(out, Ask{Text: item, MustHave: r.ctx == ctxRequired && !plusAsk.MatchString(item) && !notRequired.MatchString(item)})
				}
			}
			continue
		}
		if must, nice, ok := strings.Cut(text, "; "); ok && plusAsk.MatchString(nice) && !plusAsk.MatchString(must) {
			// "NRP and PALS required; NPS preferred": two asks, one required and one not.
			for _, a := range []Ask{{strings.TrimSuffix(must, " required"), r.ctx == ctxRequired}, {nice, false}} {
				if key := strings.ToLower(a.Text); !seen[key] {
					seen[key] = true
					out = append(out, a)
				}
			}
			continue
		}
		n := len(strings.Fields(text))
		// A paragraph is the posting's prose, not one ask: an ask is a list item, what follows
		// an inline label, or a short line of its own (a list pasted without its bullets).
		labelled := len(r.toks) < len(l.toks)
		if n > 24 || strings.HasSuffix(strings.TrimSpace(l.text), ":") ||
			!l.bulleted && !labelled && (n > 12 || strings.Contains(text, ". ")) {
			listEnded = listEnded || len(out) > 0 && !l.bulleted && n > 24 && strings.Count(text, ". ") >= 2
			continue
		}
		key := strings.ToLower(text)
		if seen[key] {
			continue
		}
		seen[key] = true
		// "AWS D1.1 certification (3G/4G preferred)": what the brackets prefer is a detail of an
		// ask that is required.
		out = append(out, Ask{Text: text, MustHave: r.ctx == ctxRequired && !plusAsk.MatchString(trailingBracket.ReplaceAllString(text, "")) && !notRequired.MatchString(text)})
	}
	return out
}

// trailingBracket is a bracketed detail that ends an ask.
var trailingBracket = regexp.MustCompile(`\s*\([^()]*\)$`)

// boardExperience is a job board's line of experience asked: "Sales: 1 year (Required)".
var boardExperience = regexp.MustCompile(`(?i)^([\p{L}][\p{L} /&-]*): (\d+\+?) (years?|months?) \((required|preferred)\)$`)

// metadataWords are a job board's labels left alone on a line, which ask nothing.
var metadataWords = map[string]bool{"work": true, "location": true, "remote": true, "travel": true, "schedule": true, "onsite": true, "on-site": true, "hybrid": true}

// scheduleAsk is the job's hours or shifts written among its asks: "Hours: Monday through
// Friday from 7:00 am to 3:30 pm".
var scheduleAsk = regexp.MustCompile(`(?i)^(?:hours|schedule|shifts?|working hours|pay|salary|location)\s*:`)

// notRequired is an ask the posting says it does not require, wherever it says so: "Technical
// background appreciated but not required".
var notRequired = regexp.MustCompile(`(?i)\b(?:appreciated|but not required|not required|but not essential|not essential|(?:by no means |not )necessary|would be (?:beneficial|an advantage))\b`)

// physicalAsk is a physical condition of the job written among its asks: "Able to lift 50
// lbs", "Ability to stand for long periods".
var physicalAsk = regexp.MustCompile(`(?i)^(?:must be )?(?:able|ability) to (?:lift|stand|walk|sit|bend|carry|push|climb|kneel)\b|^lift(?:ing)? (?:up to )?\d`)

// proseAsks are what a posting's prose asks of the hire when it has no list of requirements:
// "The post holder will have strong experience using data mining methods…", "They must be
// comfortable working with a wide range of stakeholders", "You will need proven experience of
// working in a similar HR role". Each is cut at its first comma when long, so that it can be
// named in a sentence.
func (v *Vocabulary) proseAsks(lines []postingLine, read []readLine) []Ask {
	var out []Ask
	seen := map[string]bool{}
	for li, l := range lines {
		r := read[li]
		if r.heading || l.bulleted || dropped(r.ctx) || v.markers[ctxBoilerplate].contains(r.toks) || v.markers[ctxEEO].contains(r.toks) {
			continue
		}
		for _, text := range proseAskTexts(l.text) {
			if first, _, ok := strings.Cut(text, ", "); ok && len(strings.Fields(text)) > 12 {
				if len(strings.Fields(first)) < 3 {
					continue // "a friendly, positive, problem solving approach, be self-motivated…": a list of qualities
				}
				text = first
			}
			if n := len(strings.Fields(text)); n < 2 || n > 24 || seen[strings.ToLower(text)] {
				continue
			}
			seen[strings.ToLower(text)] = true
			nice := plusAsk.MatchString(text) || optionalInProse.MatchString(text) || notRequired.MatchString(text)
			out = append(out, Ask{Text: strings.ToUpper(text[:1]) + text[1:], MustHave: !nice})
		}
	}
	return out
}

// proseAskTexts are the asks of one line of prose, in its order: what a sentence asks the hire
// to have or be (proseAsk), the person it is looking for (soughtPerson), and what it calls
// essential or desirable (essentialAsk), the last two being how UK public-sector postings most
// often write their person specification in prose.
func proseAskTexts(line string) []string {
	type hit struct {
		at   int
		text string
	}
	var hits []hit
	for _, re := range []*regexp.Regexp{proseAsk, soughtPerson} {
		for _, m := range re.FindAllStringSubmatchIndex(line, -1) {
			var text string
			for g := 2; g+1 < len(m); g += 2 {
				if m[g] >= 0 {
					text += line[m[g]:m[g+1]]
				}
			}
			if text = strings.TrimSpace(text); !hasAccess.MatchString(text) {
				hits = append(hits, hit{m[0], text})
			}
		}
	}
	for _, sentence := range sentenceOf.FindAllStringIndex(line, -1) {
		for _, m := range essentialAsk.FindAllStringSubmatchIndex(line[sentence[0]:sentence[1]], -1) {
			subject := line[sentence[0]+m[2] : sentence[0]+m[3]]
			if i := strings.LastIndex(subject, ", "); i >= 0 {
				subject = subject[i+2:] // "…a busy kitchen at lunch, so a calm manner"
			}
			subject = strings.TrimSpace(leadWords.ReplaceAllString(subject, ""))
			if subject == "" || vagueSubject.MatchString(subject) {
				continue
			}
			hits = append(hits, hit{sentence[0] + m[0], subject + line[sentence[0]+m[3]:sentence[0]+m[5]]})
		}
	}
	slices.SortStableFunc(hits, func(a, b hit) int { return a.at - b.at })
	out := make([]string, 0, len(hits))
	for _, h := range hits {
		out = append(out, h.text)
	}
	return out
}

var (
	// proseAsk is a sentence that asks something of the hire: its subject, "will" or "must",
	// and what they are to have ("…will have strong experience using…") or to be ("…must be
	// comfortable working with…"). Candidates and applicants are the hire's subjects too, and
	// the ideal candidate may be "for the above position"; "It is essential you have…" asks the
	// same as "You must have…".
	proseAsk = regexp.MustCompile(`(?i)\b(?:you(?:'ll|\s+will|\s+must|\s+should)|it is essential (?:that )?you|(?:the post ?holder|the successful (?:candidate|applicant)|the (?:right|ideal) (?:candidate|person)(?: for the (?:above )?(?:post|position|role))?|(?:all )?(?:candidates|applicants)|they)\s+(?:will|must|should))\s+(?:also\s+)?(?:(?:need to )?be (?:an? )?((?:skilled|able|adept|experienced|proficient|comfortable|confident|registered|qualified|educated|familiar|excellent|numerate|literate)\b[^.!?;]{4,200})|(?:need(?: to have)?|have|possess|bring|hold)\s+([^.!?;]{6,200}))`)
	// soughtPerson is the person a posting says it looks for, with what they are to have: "we
	// want someone who is CIMA qualified…", "We need someone with a steady hand…", "looking for
	// a keen joiner with site experience to join…", "If you are a confident presenter with…,
	// then…".
	soughtPerson = regexp.MustCompile(`(?i)\b(?:(?:looking for|need|seeking|want)\s+(?:someone|a person|an individual)\s+(?:who is |who has |with )|looking for (?:an? )[^.!?;,]{0,60}?\bwith )([^.!?;]{6,200}?)(?:\s+to join\b[^.!?;]*)?(?:[.!?;]|$)|\bif you are (an? [^.!?;]{4,200}?)(?:,?\s+then\b|,\s+(?:we|please|apply)\b)`)
	// essentialAsk is what a sentence calls essential or desirable: "Previous kitchen experience
	// is essential", "A Level 2 food hygiene certificate is desirable".
	essentialAsk = regexp.MustCompile(`(?i)^\s*([^;]{6,160}?)\s+(?:is|are)\s+((?:also\s+)?(?:essential|desirable|important))\b`)
	// sentenceOf is a sentence or a clause between semicolons.
	sentenceOf = regexp.MustCompile(`[^.!?;]+`)
	// leadWords open a clause without being part of what it asks for.
	leadWords = regexp.MustCompile(`(?i)^(?:therefore|and|also|so|but)\s+`)
	// vagueSubject names no ask: "It is essential…", "This is important…", "What matters
	// most is…".
	vagueSubject = regexp.MustCompile(`(?i)^(?:it|this|that|what\b.*|which|there)$|^(?:it|this|what)\b`)
	// hasAccess is what the hire is given, not asked for: "will have access to a mentor".
	hasAccess = regexp.MustCompile(`(?i)^access\b`)
	// optionalInProse marks a prose ask the posting calls optional.
	optionalInProse = regexp.MustCompile(`(?i)\b(?:not essential|desirable|preferred|would be an advantage|is a plus|appreciated|not required)\b`)
)

// semicolonList splits requirements written as one sentence of items between semicolons
// ("3+ years of applied ML engineering; strong Python skills; …. A track record of … is
// essential."), each sentence after the list an item too; nil when the text has fewer than
// two semicolons.
func semicolonList(text string) []string {
	parts := splitOutsideBrackets(text, "; ")
	if len(parts) < 3 {
		return nil
	}
	var out []string
	for _, part := range parts {
		for _, item := range strings.Split(part, ". ") {
			if item = strings.TrimSpace(strings.TrimRight(item, ".;,")); item != "" {
				out = append(out, item)
			}
		}
	}
	return out
}

// splitOutsideBrackets splits text at sep where sep is not inside brackets: "Able to tutor two
// terms (Autumn: Sep – Dec; Spring: Jan – Mar)" is one ask with a detail, not two.
func splitOutsideBrackets(text, sep string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(text); i++ {
		switch {
		case text[i] == '(':
			depth++
		case text[i] == ')':
			depth = max(depth-1, 0)
		case depth == 0 && strings.HasPrefix(text[i:], sep):
			out = append(out, text[start:i])
			start = i + len(sep)
			i += len(sep) - 1
		}
	}
	return append(out, text[start:])
}

// inlineList splits a line of three or more short items between commas, the last perhaps
// after "and"; nil for a line that offers a choice ("Python, Go, or Java") or whose parts are
// too long to be items.
func inlineList(text string) []string {
	if strings.Count(text, ", ") < 2 || strings.Contains(text, " or ") {
		return nil
	}
	var out []string
	for _, item := range strings.Split(text, ", ") {
		item = strings.TrimSpace(strings.TrimPrefix(item, "and "))
		if n := len(strings.Fields(item)); n == 0 || n > 8 {
			return nil
		}
		out = append(out, item)
	}
	return out
}

// conditionsHeading heads the job's conditions rather than what it asks of the hire.
var conditionsHeading = regexp.MustCompile(`(?i)\b(?:physical|working conditions|work environment|environmental|experience level|travel requirements?|schedule|work location|shifts?)\b`)

// askLabel is a person specification's label left before its first item ("Essential -NVQ3-
// or equivalent"): the ask is the item.
var askLabel = regexp.MustCompile(`(?i)^(?:essential|desirable)(?: criteria)?\s*[-–:]?\s*`)

// verifiedBy is how a person specification says an ask is checked: "(A/I)" by application and
// interview, "(A.I.T)" with a test.
var verifiedBy = regexp.MustCompile(`\s*\(\s*[AIT](?:\s*[.,/]\s*[AIT])*\s*\)\s*$`)

// wrappedInDashes is a name set off in dashes: "-NVQ3- or equivalent".
var wrappedInDashes = regexp.MustCompile(`(^|\s)-(\S+)-(\s|$)`)

// plusAsk is an ask the posting itself calls optional: "Knowledge of Creative Curriculum a
// plus", "SQL preferred".
var plusAsk = regexp.MustCompile(`(?i)\b(?:(?:is )?a (?:big |huge )?plus|preferred|a bonus|nice to have)\W*$`)

// Answers returns the words of text that speak to an ask: the skills both name (one skill
// however it is written: "k8s" answers "Kubernetes") and the words of substance they share,
// stemmed ("grant writing success" is answered by "40+ grants a year"). Words
// every ask uses ("experience", "strong", "years") answer nothing. Empty when text does not
// speak to the ask.
func (v *Vocabulary) Answers(ask, text string) []string {
	askRunes, textRunes := []rune(normalise(ask)), []rune(normalise(text))
	askToks, textToks := tokenize(string(askRunes)), tokenize(string(textRunes))
	var out []string
	seen := map[string]bool{}
	add := func(w string) {
		if k := singular(lowerString(w)); !seen[k] { // "patient" and "patients" are one answer
			seen[k] = true
			out = append(out, w)
		}
	}
	asked := map[int]string{} // the ask's words for each skill it names
	askedWords := map[string]bool{}
	for _, o := range v.findSkills(askRunes, askToks) {
		asked[o.skill] = o.words
		for i := o.at; i < o.at+o.n && i < len(askToks); i++ {
			askedWords[singular(askToks[i].lower)] = true
		}
	}
	covered := map[int]bool{} // token indexes of text inside a shared skill
	other := map[int]bool{}   // token indexes of text inside a skill the ask does not name
	for _, o := range v.findSkills(textRunes, textToks) {
		words, ok := asked[o.skill]
		for i := o.at; i < o.at+o.n; i++ {
			if ok && sameSkill(words, o.words) {
				covered[i] = true
			} else {
				other[i] = true
			}
		}
		if ok && sameSkill(words, o.words) {
			add(o.words)
		}
	}
	// Words are compared in the singular only: "grants" answers "grant writing", but
	// "accounting" is not "account" nor "training" "trained".
	asks := map[string]bool{}
	for _, t := range askToks {
		if substantive(t) || shortName(t) {
			asks[singular(t.lower)] = true
		}
	}
	for i, t := range textToks {
		if other[i] && askedWords[singular(t.lower)] {
			continue // "graphic design" does not answer "motion design" by their "design"
		}
		if i > 0 && t.start > 0 && textRunes[t.start-1] == '-' && textToks[i-1].end == t.start-1 && boundPrefixes[textToks[i-1].lower] {
			continue // "pre-plan binders" are not "plan review": the prefix makes another word
		}
		if !covered[i] && (substantive(t) || asks[t.lower] && len(t.lower) == 2 && !shortWords[t.lower]) && asks[singular(t.lower)] {
			add(t.surface)
		}
	}
	// Names joined by "&" or "/" ("GD&T", "P&L", "CI/CD") are one word to both.
	joined := map[string]bool{}
	for _, w := range compound.FindAllString(lowerString(ask), -1) {
		joined[w] = true
	}
	for _, w := range compound.FindAllString(text, -1) {
		if joined[lowerString(w)] {
			add(w)
		}
	}
	return out
}

// boundPrefixes make another word of the one they are joined to by a hyphen.
var boundPrefixes = map[string]bool{"pre": true, "post": true, "non": true, "anti": true, "sub": true, "semi": true, "mid": true, "over": true, "under": true, "counter": true}

var compound = regexp.MustCompile(`[\p{L}\p{N}]+(?:[&/][\p{L}\p{N}]+)+`)

// singular undoes a plain English plural ("grants", "policies", "processes"), as stem does
// before it strips -ing and -ed.
func singular(w string) string {
	if len(w) <= 3 || !isASCIILower(w) {
		return w
	}
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "sses") || strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		return w[:len(w)-1]
	}
	return w
}

// sameSkill reports whether two names the vocabulary gives one skill name the same thing:
// one written short ("k8s" and "Kubernetes", "JS" and "JavaScript") or sharing a word ("CPR"
// and "CPR/AED"). A skill of many aliases is a family, not a synonym: "line cook" and
// "catering experience" are both cooking, and one does not show the other.
func sameSkill(a, b string) bool {
	short := func(s string) bool {
		return !strings.Contains(strings.TrimSpace(s), " ") && (len([]rune(s)) <= 5 || strings.ContainsAny(s, "0123456789"))
	}
	if short(a) || short(b) {
		return true
	}
	words := map[string]bool{}
	for _, w := range strings.Fields(lowerString(a)) {
		words[singular(w)] = true
	}
	for _, w := range strings.Fields(lowerString(b)) {
		if words[singular(w)] && !askFiller[stem(w)] {
			return true
		}
		for x := range words {
			if commonPrefix(x, w) >= 6 { // one word in two forms: "preceptor", "precepted"
				return true
			}
		}
	}
	return false
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// substantive is a word that says what an ask is about: not grammar, not a figure, and not
// one of the words every ask is worded with.
func substantive(t token) bool {
	if t.barrier != 0 || len(t.lower) < 3 || isDigits(t.lower) || askFiller[t.stem] || askFiller[t.lower] {
		return false
	}
	for _, r := range t.lower {
		if r >= '0' && r <= '9' {
			return false
		}
	}
	return true
}

// shortName is a name of two capitals in an ask: "PA Teaching certificate", "UK driving
// licence". The user may type it in lower case ("pa level 1 cert"); an English word of two
// letters ("it", "or") never answers it.
func shortName(t token) bool {
	return t.barrier == 0 && len(t.surface) == 2 && isAcronymWord(t.surface) && !shortWords[t.lower]
}

func isAcronymWord(w string) bool {
	for _, r := range w {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}

// shortWords are English words of two letters, which a posting may set in capitals ("IT",
// "OR") and a note uses as words.
var shortWords = lowerSet(strings.Fields(`it in on at to be we us or an as if is of by do go me my no so up am he hi ok`))

// askFiller are the stems of the words postings wrap every ask in.
var askFiller = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`the and for with from into onto our your their this that these those who what which when where
		will would should must can could able ability abilities experience experienced year years month months strong stronger
		proven excellent exceptional outstanding solid good great deep demonstrated demonstrable track record knowledge understanding
		understand familiarity familiar comfort comfortable background certification certified course coursework exposure related relevant field fields area areas similar another other
		plus preferred prefer required require requirement bonus nice have has having including include includes such like least
		more than over above below under within across per all any each every some one two three four five six seven eight nine ten
		work working worked role roles position team teams environment setting level high highly new skill skills skilled proficiency
		proficient expertise expert hands willing willingness eligibility eligible equivalent combination education degree minimum
		ideally ideal candidate someone person you are is be being been get getting make making use using used also well based
		professional equal opportunity employer company`) {
		m[stem(w)] = true
	}
	return m
}()

// Named is a skill of the vocabulary that a text names.
type Named struct {
	Words    string // the text's words for it, as written ("pc-dmis", "lean six sigma")
	Name     string // the vocabulary's name ("PC-DMIS", "Six Sigma")
	Category string // the vocabulary's category (tool, certification, language_spoken…)
}

// Skills are the vocabulary's skills a text names, left to right: the writer reads a note
// that only lists skills ("excel + gcss-army", "cpr + first aid") as what the writer works
// with or holds, whatever the field.
func (v *Vocabulary) Skills(text string) []Named {
	rs := []rune(normalise(text))
	var out []Named
	for _, o := range v.findSkills(rs, tokenize(string(rs))) {
		s := v.skills[o.skill]
		out = append(out, Named{Words: o.words, Name: s.Name, Category: s.Category})
	}
	return out
}
