package writer

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// The built-in cover letter (ADR 0013, ADR 0037): the user's notes written out as sentences
// in the first person, framed by sentences of the writer's own that each tone words its own
// way, in one of three structures — variant 1 flowing paragraphs, 2 highlights as a list, 3
// opening with the strongest result. Facts come only from the form; the writer adds framing,
// never an employer, date, number, name or motive. The letter ends with the form's closing
// line: the writer adds no closing sentence of its own before it.

// letterWriter writes a cover letter from its form.
type letterWriter struct {
	*draft.CoverLetterForm
	roleNoun string // "role" or "position": chosen per letter, so openings vary between people
}

// Body lengths in words (the greeting, closing line and signature excluded).
const (
	conciseMinWords = 90
	conciseFacts    = 3 // the strongest facts a concise letter keeps
	maxParagraph    = 3 // of the tone's own sentences, in one paragraph
)

func (f letterWriter) fill(s string) string {
	role, roleBare, at, company := "this role", "part of the team", "", "your team"
	if f.JobTitle != "" {
		noun := f.roleNoun
		if noun == "" {
			noun = "role"
		}
		title := midSentenceTitle(f.JobTitle)
		role = "the " + title + " " + noun
		roleBare = article(title) + title
	}
	if f.CompanyName != "" {
		at, company = " at "+f.CompanyName, f.CompanyName
	}
	return strings.NewReplacer("{Role}", plaintext.UpperFirst(role), "{role}", role, "{roleBare}", roleBare, "{at}", at, "{company}", company).Replace(s)
}

// midSentenceTitle writes a role typed in sentence case ("Patient care tech") as it reads
// inside a sentence ("patient care tech"); a title in title case, an acronym or a known
// name ("Go developer") keeps the user's casing.
func midSentenceTitle(title string) string {
	words := strings.Fields(title)
	if len(words) < 2 || !startsUpperLetter(words[0]) || hasInnerCapital(words[0]) || isAcronym(words[0]) || knownCasing[strings.ToLower(words[0])] == words[0] {
		return title
	}
	for _, w := range words[1:] {
		if strings.ContainsFunc(w, unicode.IsUpper) {
			return title
		}
	}
	return lowerWord(words[0]) + title[len(words[0]):]
}

// letter is a letter being composed: paragraphs of sentences.
type letter struct {
	paras [][]string
}

func (l *letter) add(sentences ...string) {
	var p []string
	for _, s := range sentences {
		if s = strings.TrimSpace(s); s != "" {
			p = append(p, s)
		}
	}
	if len(p) > 0 {
		l.paras = append(l.paras, p)
	}
}

func (l *letter) words() int {
	n := 0
	for _, p := range l.paras {
		for _, s := range p {
			n += len(strings.Fields(s))
		}
	}
	return n
}

func (l *letter) text() []string {
	var out []string
	exclaimed := false
	for _, p := range l.paras {
		if after, ok := strings.CutPrefix(p[0], "Before that, "); ok {
			// The job it followed in the notes is told elsewhere (under a requirement of the
			// posting, say): "before that" would point at the wrong sentence.
			p = append([]string{"Earlier in my career, " + after}, p[1:]...)
		}
		para := doubledIn.ReplaceAllString(strings.Join(p, " "), "$1 in, in ") // "…who walks in in every decision"
		if len(p) == 1 && strings.Contains(p[0], "\n") {
			para = p[0] // a list
		}
		// One exclamation mark is enthusiasm; one in every sentence reads as shouting: the
		// later sentences end with a full stop.
		para = exclamation.ReplaceAllStringFunc(para, func(m string) string {
			if !exclaimed {
				exclaimed = true
				return m
			}
			return "." + m[1:]
		})
		out = append(out, para)
	}
	return out
}

var (
	exclamation = regexp.MustCompile(`!(\s|$)`)
	// doubledIn is a phrase that ends in "in" before one that opens with it.
	doubledIn = regexp.MustCompile(`\b(\w+) in in `)
)

// letterFacts are the background, intro and body read into points.
type letterFacts struct {
	identity, work, motive []point
}

func (f letterWriter) facts(n *notebook, frame string) letterFacts {
	return sortedFacts(n.points(f.Background, person{moveEmployer: true, verbless: frame, tone: f.Tone, wording: wordingTurn(f.Name, "frames", 12)}))
}

// sortedFacts sorts points into who the writer is, the work, and why the role.
func sortedFacts(points []point) letterFacts {
	var lf letterFacts
	for _, p := range points {
		switch p.kind {
		case pointIdentity:
			lf.identity = append(lf.identity, p)
		case pointMotive:
			lf.motive = append(lf.motive, p)
		default:
			lf.work = append(lf.work, p)
		}
	}
	return lf
}

func (f letterWriter) body() []string {
	tone := letterTones[f.Tone]
	n := newNotebook(f.Background+"\n"+f.Intro+"\n"+f.Body, f.JobTitle, f.CompanyName, f.Name).withNames(f.CompanyName, f.Name).withPostingCasing(f.JobDescription)
	v := newVoice("letter", f.Tone, string(rune('0'+f.VariantIndex)), f.Name, f.Background, f.JobTitle, f.CompanyName)
	f.roleNoun = v.pick("role", "position")
	lf := f.facts(n, f.verblessFrame())
	if f.Tone != "professional" {
		lf = letterFacts{contractedPoints(lf.identity), framedActions(contractedPoints(lf.work), f.Tone, v), framedMotives(contractedPoints(lf.motive), f.Tone)}
	}
	if f.Tone == "professional" {
		lf.motive = framedMotives(lf.motive, f.Tone)
	}
	lf.work = tonedMeasures(lf.work, f.Tone)
	concise := f.Tone == "concise"
	if concise {
		all := append(append(append([]point{}, lf.identity...), lf.work...), lf.motive...)
		lf = sortedFacts(strongest(answeringFirst(f, all), conciseFacts))
	}
	intro := n.prose(f.Intro)
	own := n.prose(f.Body)
	// Points that show one of the posting's requirements are told under that requirement.
	ties, rest := f.requirements(append(append([]point{}, lf.identity...), lf.work...))
	var identity []point
	for _, p := range rest {
		if p.kind == pointIdentity {
			identity = append(identity, p)
		}
	}
	rest = slices.DeleteFunc(rest, func(p point) bool { return p.kind == pointIdentity })
	lf.identity = identity
	var l letter
	answered := len(ties) > 0
	allTies := ties // variant 2 lists the ties and clears them

	// The opening: the user's intro, the tone's sentence naming the role, the posting.
	opening := []string{intro}
	posting := ""
	if f.JobDescription != "" && (len(ties) == 0 || len(lf.identity) == 0 || !whoTheWriterIs(lf.identity[0].sentence)) {
		// A letter that answers the posting's asks below says it read the posting there; its
		// opening says who the writer is instead ("…, and I have been a buyer at…").
		posting = f.fill(v.compose(tone.posting...))
	}
	work := sentencesOf(rest, v, tone.metricFrame, f.verblessFrame())
	switch f.VariantIndex {
	case 3:
		// The strongest result opens the letter; the role follows. No reason is claimed.
		if len(work) > 0 {
			best := 0
			for i, w := range work {
				if w.strength > work[best].strength {
					best = i
				}
			}
			role, ids := f.fill(v.compose(tone.storyRole...)), sentences(lf.identity)
			if posting == "" && len(ids) > 0 {
				if joined := joinSentences(role, ids[0]); joined != role {
					role, ids = joined, ids[1:]
				}
			}
			if posting != "" && f.Tone != "concise" && !f.longRole() {
				// One sentence, as the other variants open: "I'd bring that to the X role at
				// Y, and I've read your posting closely." Not after a long name (ADR 0075).
				read := posting
				if strings.Contains(read, ", and ") {
					// "…, and I read your posting with real interest.": its first half only.
					read = strings.TrimRight(f.fill(v.pick(tone.posting[0]...)), ",") + "."
				}
				role, posting = joinClauses(role, read), ""
			}
			l.add(intro, work[best].text, role, plaintext.UpperFirst(posting)) // a posting sentence of its own after a long name: "Your posting spoke to me, …"
			work = append(work[:best:best], work[best+1:]...)
			// Who the writer is opens the paragraph of their work, not one of its own.
			work = append(scoredOf(ids), work...)
		} else {
			open, ids := f.openingWith(v, tone, posting, sentences(lf.identity))
			l.add(append(append(opening, open...), ids...)...)
		}
		l.addWork(texts(work), v, tone)
	case 2:
		open, ids := f.openingWith(v, tone, posting, sentences(lf.identity))
		l.add(append(append(opening, open...), ids...)...)
		// With a posting, the list answers its requirements one by one in its own words
		// ("• Food cost control: I cut food cost…") and the rest of the work is told before
		// it; else the list holds every highlight. A figure on its own is a highlight as it
		// stands: no "One result:" before it.
		if len(ties) > 1 {
			l.addWork(texts(work), v, tone)
			list := []string{v.compose(tone.tieListLead...)}
			for _, t := range ties {
				list = append(list, "• "+tieSentence("{Req}: {s}", t))
			}
			l.paras = append(l.paras, []string{strings.Join(list, "\n")})
			ties = nil
			break
		}
		// One answered ask is said in a sentence of its own after the list, as the posting's
		// ("I earned a PharmD…, as your posting asks."), not named over a list it heads.
		var highlights []string
		for _, w := range sentencesOf(rest, v, []string{"{x}."}, "") {
			highlights = append(highlights, plaintext.UpperFirst(w.text))
		}
		highlights = sameFrameJoined(highlights)
		if len(highlights) > 1 {
			list := []string{v.compose(tone.listLead...)}
			for _, s := range highlights {
				list = append(list, "• "+s)
			}
			l.paras = append(l.paras, []string{strings.Join(list, "\n")})
		} else {
			l.add(texts(work)...)
		}
	default:
		// Who the writer is follows the sentence naming the role, in it where it can be.
		open, ids := f.openingWith(v, tone, posting, sentences(lf.identity))
		ws := texts(work)
		l.add(append(append(opening, open...), ids...)...)
		l.addWork(ws, v, tone)
	}
	l.add(requirementSentences(ties, v, tone)...)
	// The work the posting describes and what the writer wants, in one paragraph: a wish the
	// posting lists among its nice-to-haves is said to be one (ADR 0054).
	var ahead []string
	duties := dutiesOpenTo(&f.Target, draft.EvidenceText(f.CoverLetterForm), f.JobTitle, f.CompanyName)
	if len(tone.duties) > 0 && f.JobDescription != "" {
		if d := dutiesForTone(f.Tone, duties); d != "" {
			ahead = append(ahead, strings.Replace(f.fill(v.compose(tone.duties...)), "{duties}", d, 1))
			answered = true
		}
	}
	ahead = append(ahead, sentences(lf.motive)...)
	if s := f.wishListed(lf.motive, allTies); s != "" {
		ahead = append(ahead, s)
	}
	l.add(ahead...)
	l.add(own)
	field := fieldOf(f.JobTitle, f.CompanyName, f.JobDescription, f.Background).unclaimed(f.Analysis(), draft.EvidenceText(f.CoverLetterForm))
	// Learning a duty claims nothing, so any duty of the posting without a figure may be named.
	if learn := dutyToLearn(f.Tone, duties, dutyParts(f.Analysis().Duties)); learn != "" {
		field.learn = []string{learn} // the posting's own work, not the field's in general
	}
	if team, serve := dutyPeople(f.Analysis().Duties); team != "" || serve != "" {
		// The posting's own people: the designers the hire works with, the warehouse teams
		// the work is for.
		if team != "" {
			field.team = []string{team}
		}
		if serve != "" {
			field.serve = []string{serve}
		}
	}
	uses := map[string]int{} // field words named so far (fillCounted)
	bring := v.compose(tone.bring...)
	if len(tone.nextStep) > 0 {
		// "I would bring this record, and the discipline behind my work, to Acme, and I would
		// welcome the chance to discuss the role with you in an interview."
		bring = strings.TrimRight(v.compose(tone.bring[:len(tone.bring)-1]...), ",") + ", and " + v.compose(tone.nextStep...)
	}
	closing := field.fillCounted(f.Tone, f.fill(bring), nameTurn(f.Name), uses)
	// The tone's own sentences fill the letter to a real letter's length (ADR 0045); concise
	// stops at its floor, so that it stays within 60% of professional.
	target := tone.fill
	if concise {
		target = conciseMinWords
	}
	// The tone's own sentences, written for the role's field (letterfields.go), fill a
	// short letter: how the writer would start, whom the work is for. Never a fact.
	// A letter that answers the posting has said what it came to say: two of the tone's
	// sentences at most round it off; a letter without one may take four.
	most := 5
	if answered && tone.fill < 245 {
		most = 4
	}
	var approach []string
	startingOut := startingOut.MatchString(f.Background) || startingOut.MatchString(f.JobTitle) || entryTitle.MatchString(f.JobTitle)
	for _, a := range tone.approach {
		if l.words()+wordsIn(approach)+len(strings.Fields(closing)) >= target || len(approach) == most {
			break
		}
		if startingOut && promisesAFix(a) {
			a = learnByDoing // a student or new graduate promises to learn by real work, not to fix the team's bottleneck in a month
		}
		// Each sentence has its own seed, made with the field's words too: two people of
		// different fields never word it alike by the chance of one shared stream.
		av := newVoice("approach", f.Tone, string(rune('0'+f.VariantIndex)), f.Name, f.Background, field.learn[0], strconv.Itoa(len(approach)))
		approach = append(approach, field.fillCounted(f.Tone, f.fill(av.compose(a...)), nameTurn(f.Name), uses))
	}
	final := append(approach, closing)
	for len(final) > maxParagraph {
		cut := min(maxParagraph, (len(final)+1)/2)
		l.add(final[:cut]...)
		final = final[cut:]
	}
	l.add(final...)
	l.joinShort()
	return l.text()
}

// addWork adds the work sentences as one or two paragraphs, joined by the tone's connectors.
func (l *letter) addWork(work []string, v *voice, tone letterTone) {
	if len(work) == 0 {
		return
	}
	if tone.joinsActions {
		work = joinedActions(work)
	}
	work = sameFrameJoined(work)
	var linked []string
	used := map[string]bool{} // a connector once a letter: "Meanwhile, … Meanwhile, …" stutters
	for i, s := range sameEmployerOnce(work) {
		if i > 0 && i%2 == 1 && strings.HasPrefix(s, "I ") && !stateLead(s) && !leavingLead(s) {
			left := slices.DeleteFunc(slices.Clone(tone.connectors), func(c string) bool { return used[c] })
			c := v.pick(left...)
			used[c] = true
			if c == "I also" {
				s = "I also " + s[2:]
			} else if c != "" {
				s = c + " " + s
			}
		}
		linked = append(linked, s)
	}
	if len(linked) > 4 { // more than four work sentences make two paragraphs
		half := (len(linked) + 1) / 2
		l.add(linked[:half]...)
		l.add(linked[half:]...)
		return
	}
	l.add(linked...)
}

// leavingLead is a sentence about leaving a job ("I left the department in 2025"): no
// connector of praise ("Even better,") or of adding ("Beyond that,") fits before it.
func leavingLead(s string) bool {
	verb, _, _ := strings.Cut(strings.TrimPrefix(s, "I "), " ")
	return leavingVerbs[verb] || strings.HasPrefix(s, "I was laid off") || strings.HasPrefix(s, "I was let go")
}

var leavingVerbs = wordSet(`left quit resigned retired stepped`)

// stateLead is a sentence that says what the writer holds or is ("I hold a Class A CDL"): a
// connector of sequence ("Along the way,") does not fit before it.
func stateLead(s string) bool {
	for _, lead := range []string{"I hold ", "I have ", "I am ", "I speak ", "I'm ", "I've "} {
		if strings.HasPrefix(s, lead) {
			return true
		}
	}
	return false
}

// joinedActions joins short actions told one after another into one sentence, as a person
// writes them: "I wrote 60+ IEPs a year. I ran parent training nights." → "I wrote 60+ IEPs a
// year and ran parent training nights." At most three a sentence, and only actions without a
// clause of their own, so that no sentence runs on.
func joinedActions(sentences []string) []string {
	var out []string
	var run []string
	flush := func() {
		switch len(run) {
		case 0:
		case 1:
			out = append(out, run[0])
		default:
			var preds []string
			for _, r := range run {
				preds = append(preds, strings.TrimSuffix(strings.TrimPrefix(r, "I "), "."))
			}
			out = append(out, "I "+plaintext.JoinAnd(preds)+".")
		}
		run = nil
	}
	for _, s := range sentences {
		if simpleAction(s) && len(run) < 3 && wordsIn(run)+len(strings.Fields(s)) <= 36 {
			run = append(run, s)
			continue
		}
		flush()
		if simpleAction(s) {
			run = append(run, s)
		} else {
			out = append(out, s)
		}
	}
	flush()
	return out
}

// simpleAction is "I <past-tense verb> …." with no comma, semicolon, "and" of its own or
// second sentence: one action that can stand in a list of them.
func simpleAction(s string) bool {
	rest, ok := strings.CutPrefix(s, "I ")
	if !ok || !strings.HasSuffix(s, ".") || strings.ContainsAny(s, ",;:!?") || strings.Contains(rest, " and ") || strings.Count(s, ". ") > 0 {
		return false
	}
	verb, _, _ := strings.Cut(rest, " ")
	return (baseForms[verb] != "" || strings.HasSuffix(verb, "ed") && len(verb) > 4) && len(strings.Fields(s)) <= 16
}

// scored is a sentence and the strength of the points in it.
type scored struct {
	text     string
	strength int
}

func scoredOf(ss []string) []scored {
	out := make([]scored, len(ss))
	for i, s := range ss {
		out[i] = scored{text: s}
	}
	return out
}

func texts(ss []scored) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.text
	}
	return out
}

// prose writes a paragraph the user typed as sentences, shorthand written out.
func (n *notebook) prose(s string) string {
	var out []string
	for _, x := range plaintext.Sentences(s) {
		out = append(out, person{}.rewrite(n.clean(x), 0))
	}
	return strings.Join(out, " ")
}

// headerName sets the writer's name at the top of a letter in the template's style.
func headerName(t draft.Template, name string) string {
	switch t {
	case draft.TemplateClassic:
		return strings.ToUpper(name)
	case draft.TemplateModern:
		return name + "\n" + strings.Repeat("─", min(len([]rune(name)), 40))
	case draft.TemplateCreative:
		return "✦ " + name + " ✦"
	}
	return name
}

func (f letterWriter) letter(paras []string) string {
	var b strings.Builder
	b.WriteString(headerName(f.Template, f.Name) + "\n")
	if f.ContactInfo != "" {
		b.WriteString(f.ContactInfo + "\n")
	}
	b.WriteString("\n" + f.Greeting + "\n\n")
	for _, p := range paras {
		b.WriteString(p + "\n\n")
	}
	b.WriteString(f.Closing + "\n\n")
	b.WriteString(letterTones[f.Tone].signOff + "\n" + f.Signature)
	return b.String()
}

func (f letterWriter) write() draft.Output {
	g := letterWriter{CoverLetterForm: f.WithTarget()} // the target job's role and company where the user gave none (tailor.go)
	return draft.Output{Text: g.letter(g.body())}
}

// fillMargin is how far past the floor the tone's sentences fill: concise stays near its
// floor so it keeps to at most 60% of professional.
func fillMargin(concise bool) int {
	if concise {
		return 0
	}
	return 15
}

func wordsIn(ss []string) int {
	n := 0
	for _, s := range ss {
		n += len(strings.Fields(s))
	}
	return n
}

// sameEmployerOnce rewrites "At Acme, I led X. At Acme, I built Y." as "At Acme, I led X.
// There, I built Y.": the employer is named in the sentence just before.
func sameEmployerOnce(sentences []string) []string {
	out := make([]string, len(sentences))
	prev := ""
	for i, s := range sentences {
		out[i] = s
		employer := ""
		if strings.HasPrefix(s, "At ") {
			if j := strings.Index(s, ", I "); j > 0 {
				employer = s[len("At "):j]
				if employer == prev {
					out[i] = "There, I " + s[j+len(", I "):]
				}
			}
		}
		prev = employer
	}
	return out
}

// sameFrameJoined joins two sentences in a row that open with the same frame around the
// user's words: "My remit included insurance rejections. My remit included compounding." →
// "My remit included insurance rejections, as well as compounding."
func sameFrameJoined(sentences []string) []string {
	var out []string
	for _, s := range sentences {
		if n := len(out); n > 0 {
			a, b := verblessFrame.FindStringSubmatch(out[n-1]), verblessFrame.FindStringSubmatch(s)
			if a != nil && b != nil && a[1] == b[1] && !strings.Contains(a[2], ", as well as ") {
				out[n-1] = a[1] + " " + a[2] + ", as well as " + b[2] + "."
				continue
			}
		}
		out = append(out, s)
	}
	return out
}

var verblessFrame = regexp.MustCompile(`^(I (?:took on|handled|covered|tackled)|My [a-z]+(?: [a-z]+)? (?:included|covered|spanned|took in)) (.+)\.$`)
