package revise

import (
	"regexp"
	"slices"
	"strings"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/check"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/plaintext"
	"github.com/draftsmith/draftsmith/internal/resume"
	"github.com/draftsmith/draftsmith/internal/writer"
)

// shorterShare is the length "shorter" aims for: three quarters of the draft, so the new
// version is at most 80% of the old even after the sentences it must keep.
const shorterShare = 0.75

// Apply makes the change to a draft of form's kind. The output has the same shape as the
// draft (a resume's sections, a deck's slides, a cold email's subject).
func Apply(ins Instruction, cur draft.Output, form draft.Form) (draft.Output, error) {
	var (
		out draft.Output
		err error
	)
	switch f := form.(type) {
	case *draft.ResumeForm:
		out, err = applyResume(ins, cur, f)
	case *draft.PitchDeckForm:
		out, err = applyDeck(ins, cur, f)
	case *draft.ColdEmailForm:
		subject, body := check.SplitEmail(cur.Text, cur.Subject)
		var doc *letter
		if doc, err = applyLetter(ins, body, emailSources(f)); err == nil {
			out = draft.Output{Subject: subject, Text: "Subject: " + subject + "\n\n" + doc.text()}
		}
	case *draft.CoverLetterForm:
		var doc *letter
		if doc, err = applyLetter(ins, cur.Text, []string{f.Intro, f.Background, f.Body}); err == nil {
			out = draft.Output{Text: doc.text()}
		}
	}
	if err != nil {
		return draft.Output{}, err
	}
	if strings.TrimSpace(out.Text) == strings.TrimSpace(cur.Text) {
		return draft.Output{}, apperr.Field("body.instruction", sprintf(MsgNoChange, describe(ins)))
	}
	return out, nil
}

func emailSources(f *draft.ColdEmailForm) []string {
	return append([]string{f.Icebreaker, f.Goal}, f.Offers()...)
}

func describe(ins Instruction) string {
	switch ins.Op {
	case Remove, Emphasise:
		return string(ins.Op) + " " + ins.Item
	case Formal, Confident:
		return "more " + string(ins.Op)
	}
	return string(ins.Op)
}

// ---- Words, sentence by sentence ----

var (
	contractions = [][2]string{
		{"I'm", "I am"}, {"I'd", "I would"}, {"I've", "I have"}, {"I'll", "I will"}, {"don't", "do not"}, {"can't", "cannot"},
		{"won't", "will not"}, {"it's", "it is"}, {"It's", "It is"}, {"we're", "we are"}, {"We're", "We are"}, {"you're", "you are"},
		{"that's", "that is"}, {"That's", "That is"}, {"Here's", "Here is"}, {"here's", "here is"}, {"let's", "let us"},
		{"isn't", "is not"}, {"didn't", "did not"}, {"wasn't", "was not"}, {"couldn't", "could not"}, {"wouldn't", "would not"},
	}
	formalSwaps = [][2]string{
		{"Thanks so much", "Thank you"}, {"Thanks", "Thank you"}, {"Hi ", "Dear "}, {"Hey ", "Dear "}, {"Hello ", "Dear "},
		{"Best,", "Kind regards,"}, {"Cheers,", "Kind regards,"}, {"a lot of", "many"}, {"lots of", "many"}, {"get in touch", "contact me"},
		{"chat", "conversation"}, {"super ", ""}, {"really ", ""}, {"awesome", "excellent"}, {"!", "."},
	}
	warmSwaps = [][2]string{
		{"Sincerely,", "Warm regards,"}, {"Kind regards,", "Warm regards,"}, {"Best regards,", "Warm regards,"},
		{"Dear Hiring Manager,", "Hello,"}, {"Thank you for your time and consideration.", "Thank you so much for your time."},
		{"I would welcome the opportunity", "I would love the chance"}, {"I would welcome the chance", "I would love the chance"},
		{"Please accept my application", "I'd love to be considered"}, {"I am writing to apply", "I'm excited to apply"},
	}
	hedges         = regexp.MustCompile(`(?i)\b(?:i (?:believe|think|feel|hope) (?:that )?|i would like to think (?:that )?|hopefully,?\s*|perhaps\s+|maybe\s+|just\s+|a bit\s+|somewhat\s+|fairly\s+|i'm not sure,? but\s+)`)
	confidentSwaps = [][2]string{{"I would like to", "I want to"}, {"I hope to", "I aim to"}, {"I could", "I can"}, {"I might", "I will"}, {"might be able to", "can"}}
	filler         = regexp.MustCompile(`(?i)\s*\b(?:very|really|basically|actually|successfully|effectively|quite|extremely|literally|totally|truly|simply)\b`)
	spaces         = regexp.MustCompile(`[ \t]{2,}`)
	digit          = regexp.MustCompile(`\d`)
)

func swap(s string, pairs [][2]string, reverse bool) string {
	for _, p := range pairs {
		from, to := p[0], p[1]
		if reverse {
			from, to = to, from
		}
		s = strings.ReplaceAll(s, from, to)
	}
	return s
}

// reword applies a word-level change to one sentence, bullet or line.
func reword(op Op, s string) string {
	switch op {
	case Formal:
		s = swap(swap(s, contractions, false), formalSwaps, false)
	case Warmer:
		s = swap(swap(s, warmSwaps, false), contractions, true)
	case Confident:
		s = swap(hedges.ReplaceAllString(filler.ReplaceAllString(s, ""), ""), confidentSwaps, false)
	case Concise, Shorter:
		s = filler.ReplaceAllString(s, "")
		s = strings.ReplaceAll(s, "in order to", "to")
		s = strings.ReplaceAll(s, "a lot of", "many")
	}
	s = spaces.ReplaceAllString(s, " ")
	return plaintext.UpperFirst(strings.TrimSpace(s))
}

// hasFact reports whether a sentence carries a fact: a figure or a name.
func hasFact(s string) bool {
	return digit.MatchString(s) || len(check.Facts.Added(s)) > 0
}

func containsItem(s, item string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(item))
}

// ---- Letters and emails: paragraphs of sentences ----

// letter is a letter or email as paragraphs. The opening lines (the sender's name, the
// greeting) and the sign-off are kept as they are; only the body's sentences change.
type letter struct {
	head, body, tail []string // paragraphs
}

// signOff is the closing word and the name under it ("Sincerely,\nAna"); a closing sentence
// ("Thank you for your time.") is part of the body.
var signOff = regexp.MustCompile(`^[^\n.!?]{1,30},?\s*(?:\n[^\n]*)?$`)

func parseLetter(text string) *letter {
	paras := check.Paragraphs(text)
	l := &letter{}
	i := 0
	for i < len(paras) && (i == 0 && !strings.Contains(paras[i], ". ") && len(strings.Fields(paras[i])) <= 6 || isGreeting(paras[i])) {
		l.head = append(l.head, paras[i])
		i++
		if isGreeting(l.head[len(l.head)-1]) {
			break
		}
	}
	j := len(paras)
	for j > i && signOff.MatchString(paras[j-1]) {
		j--
	}
	l.body = append(l.body, paras[i:j]...)
	l.tail = append(l.tail, paras[j:]...)
	return l
}

func isGreeting(p string) bool {
	return strings.HasSuffix(p, ",") && len(strings.Fields(p)) <= 6 && !strings.Contains(p, "\n")
}

func (l *letter) text() string {
	var all []string
	for _, p := range append(append(append([]string{}, l.head...), l.body...), l.tail...) {
		if strings.TrimSpace(p) != "" {
			all = append(all, p)
		}
	}
	return strings.Join(all, "\n\n")
}

// sentencesOf splits a paragraph into sentences, keeping a list (lines starting "- ") whole.
func sentencesOf(p string) []string {
	if strings.Contains(p, "\n") {
		return strings.Split(p, "\n")
	}
	return plaintext.Sentences(p)
}

func joinSentences(p string, ss []string) string {
	if strings.Contains(p, "\n") {
		return strings.Join(ss, "\n")
	}
	return strings.Join(ss, " ")
}

func applyLetter(ins Instruction, text string, sources []string) (*letter, error) {
	l := parseLetter(text)
	switch ins.Op {
	case Formal, Warmer, Confident, Concise:
		l.head = rewordAll(ins.Op, l.head)
		l.body = rewordAll(ins.Op, l.body)
		l.tail = rewordAll(ins.Op, l.tail)
		if ins.Op == Concise {
			l.body = dedupeSentences(l.body)
		}
	case Shorter:
		l.body = shorten(rewordAll(Shorter, dedupeSentences(l.body)), len(text))
	case Longer:
		var more []string
		said := wordsOf(text)
		for _, s := range sources {
			for _, sentence := range plaintext.Sentences(s) {
				if !saysAll(said, sentence) {
					more = append(more, plaintext.Sentence(sentence))
				}
			}
		}
		if len(more) == 0 {
			return nil, apperr.Field("body.instruction", MsgNothingMore)
		}
		// What the form says and the draft left out goes before the closing paragraph.
		at := max(0, len(l.body)-1)
		l.body = slices.Insert(l.body, at, strings.Join(more, " "))
	case Remove:
		found := false
		for i, p := range l.body {
			var kept []string
			for _, s := range sentencesOf(p) {
				if containsItem(s, ins.Item) {
					found = true
					continue
				}
				kept = append(kept, s)
			}
			l.body[i] = joinSentences(p, kept)
		}
		if !found {
			return nil, apperr.Field("body.instruction", sprintf(MsgNotFound, ins.Item, "remove"))
		}
	case Emphasise:
		at := -1
		for i, p := range l.body {
			ss := sentencesOf(p)
			if k := slices.IndexFunc(ss, func(s string) bool { return containsItem(s, ins.Item) }); k >= 0 {
				// The sentence leads its paragraph, and the paragraph leads the body after
				// the opening one.
				s := ss[k]
				ss = append([]string{s}, slices.Delete(ss, k, k+1)...)
				l.body[i] = joinSentences(p, ss)
				at = i
				break
			}
		}
		if at < 0 {
			return nil, apperr.Field("body.instruction", sprintf(MsgNotFound, ins.Item, "emphasise"))
		}
		if at > 1 {
			p := l.body[at]
			l.body = slices.Insert(slices.Delete(l.body, at, at+1), 1, p)
		}
	}
	return l, nil
}

func rewordAll(op Op, paras []string) []string {
	out := make([]string, len(paras))
	for i, p := range paras {
		ss := sentencesOf(p)
		for k, s := range ss {
			if strings.HasPrefix(s, "- ") {
				ss[k] = "- " + reword(op, strings.TrimPrefix(s, "- "))
			} else {
				ss[k] = reword(op, s)
			}
		}
		out[i] = joinSentences(p, ss)
	}
	return out
}

// dedupeSentences drops a sentence said before, or said again at more length ("I am applying
// for the role." before "I am applying for the role at Northwind.").
func dedupeSentences(paras []string) []string {
	var seen []string
	out := make([]string, 0, len(paras))
	for _, p := range paras {
		var kept []string
		ss := sentencesOf(p)
		for k, s := range ss {
			key := strings.ToLower(strings.TrimRight(s, ". "))
			dup := false
			for _, o := range seen {
				if o == key || strings.HasPrefix(o, key) {
					dup = true
				}
			}
			if k+1 < len(ss) && strings.HasPrefix(strings.ToLower(ss[k+1]), key) {
				dup = true
			}
			if !dup {
				kept = append(kept, s)
				seen = append(seen, key)
			}
		}
		out = append(out, joinSentences(p, kept))
	}
	return out
}

// shorten drops the body's weakest sentences — stock phrases and hedges, then sentences
// without a fact, then sentences whose facts the rest of the letter also states — until the
// letter is about three quarters of its length. A sentence whose fact is said nowhere else,
// and the letter's ask, are kept.
func shorten(body []string, total int) []string {
	target := int(float64(total) * shorterShare)
	type ref struct{ p, s int }
	ss := make([][]string, len(body))
	for i, p := range body {
		ss[i] = sentencesOf(p)
	}
	weak := func(s string) bool {
		stock := check.Letter(check.LetterInput{Text: s}).Findings
		return hedges.MatchString(s) || slices.ContainsFunc(stock, func(f check.Finding) bool { return f.Rule == check.RuleStockPhrase })
	}
	var order []ref
	for pass := 0; pass < 3; pass++ {
		for i := len(ss) - 1; i >= 0; i-- {
			for k := len(ss[i]) - 1; k >= 0; k-- {
				s := ss[i][k]
				switch {
				case check.Asks(s):
				case pass == 0 && weak(s), pass == 1 && !weak(s) && !hasFact(s), pass == 2 && !weak(s) && hasFact(s):
					order = append(order, ref{i, k})
				}
			}
		}
	}
	drop := map[ref]bool{}
	rest := func(skip ref) string {
		var b strings.Builder
		for i := range ss {
			for k, s := range ss[i] {
				if r := (ref{i, k}); r != skip && !drop[r] {
					b.WriteString(s + "\n")
				}
			}
		}
		return b.String()
	}
	size := total
	for _, r := range order {
		if size <= target {
			break
		}
		s := ss[r.p][r.s]
		if len(check.Facts.Added(s, rest(r))) > 0 {
			continue // its fact is said nowhere else
		}
		drop[r] = true
		size -= len(s) + 1
	}
	out := make([]string, 0, len(body))
	for i, p := range body {
		var kept []string
		for k, s := range ss[i] {
			if !drop[ref{i, k}] {
				kept = append(kept, s)
			}
		}
		if len(kept) > 0 {
			out = append(out, joinSentences(p, kept))
		}
	}
	return out
}

// ---- Resumes: sections ----

func applyResume(ins Instruction, cur draft.Output, f *draft.ResumeForm) (draft.Output, error) {
	if cur.Resume == nil {
		return draft.Output{}, apperr.Field("body.instruction", sprintf(MsgNoChange, describe(ins)))
	}
	r := cloneResume(cur.Resume)
	eachBullet := func(fn func(string) string) {
		for i := range r.Experience {
			for k := range r.Experience[i].Bullets {
				r.Experience[i].Bullets[k] = fn(r.Experience[i].Bullets[k])
			}
		}
		for i := range r.Projects {
			for k := range r.Projects[i].Bullets {
				r.Projects[i].Bullets[k] = fn(r.Projects[i].Bullets[k])
			}
		}
	}
	switch ins.Op {
	case Formal, Warmer, Concise:
		eachBullet(func(s string) string { return reword(ins.Op, s) })
		r.Summary = rewordParagraph(ins.Op, r.Summary)
	case Confident:
		eachBullet(check.StrongerBullet)
		r.Summary = rewordParagraph(Confident, r.Summary)
	case Shorter:
		eachBullet(func(s string) string { return reword(Shorter, s) })
		for i := range r.Experience {
			r.Experience[i].Bullets = strongest(r.Experience[i].Bullets, 3)
		}
		for i := range r.Projects {
			r.Projects[i].Bullets = strongest(r.Projects[i].Bullets, 2)
		}
		if ss := plaintext.Sentences(r.Summary); len(ss) > 1 {
			r.Summary = ss[0]
		}
		r.References = []string{}
	case Longer:
		full, _, err := writer.ResumePreview(f)
		if err != nil || countBullets(full) <= countBullets(r) && len(full.Skills) <= len(r.Skills) {
			return draft.Output{}, apperr.Field("body.instruction", MsgNothingMore)
		}
		r = full
	case Remove, Emphasise:
		found := false
		move := func(list []string) []string {
			var hit, rest []string
			for _, s := range list {
				if containsItem(s, ins.Item) {
					found = true
					hit = append(hit, s)
				} else {
					rest = append(rest, s)
				}
			}
			if ins.Op == Remove {
				return rest
			}
			return append(hit, rest...)
		}
		for i := range r.Experience {
			r.Experience[i].Bullets = move(r.Experience[i].Bullets)
		}
		for i := range r.Projects {
			r.Projects[i].Bullets = move(r.Projects[i].Bullets)
		}
		r.Skills = move(r.Skills)
		r.Certifications = move(r.Certifications)
		if !found {
			return draft.Output{}, apperr.Field("body.instruction", sprintf(MsgNotFound, ins.Item, string(ins.Op)))
		}
	}
	r.WithEmptyLists()
	return draft.Output{Text: writer.RenderResume(r, f.Template), Resume: r}, nil
}

func rewordParagraph(op Op, p string) string {
	if p == "" {
		return p
	}
	return rewordAll(op, []string{p})[0]
}

// strongest keeps up to n bullets, those with a figure first, in their order.
func strongest(bullets []string, n int) []string {
	if len(bullets) <= n {
		return bullets
	}
	keep := map[int]bool{}
	for pass := 0; pass < 2 && len(keep) < n; pass++ {
		for i, b := range bullets {
			if len(keep) < n && !keep[i] && (pass == 1 || digit.MatchString(b)) {
				keep[i] = true
			}
		}
	}
	var out []string
	for i, b := range bullets {
		if keep[i] {
			out = append(out, b)
		}
	}
	return out
}

func countBullets(r *resume.ResumeSections) int {
	n := 0
	for _, e := range r.Experience {
		n += len(e.Bullets)
	}
	for _, p := range r.Projects {
		n += len(p.Bullets)
	}
	return n
}

func cloneResume(r *resume.ResumeSections) *resume.ResumeSections {
	c := *r
	c.Skills = slices.Clone(r.Skills)
	c.Certifications = slices.Clone(r.Certifications)
	c.References = slices.Clone(r.References)
	c.Experience = slices.Clone(r.Experience)
	for i := range c.Experience {
		c.Experience[i].Bullets = slices.Clone(c.Experience[i].Bullets)
	}
	c.Projects = slices.Clone(r.Projects)
	for i := range c.Projects {
		c.Projects[i].Bullets = slices.Clone(c.Projects[i].Bullets)
	}
	c.Education = slices.Clone(r.Education)
	return &c
}

// ---- Pitch decks: slides of bullets ----

func applyDeck(ins Instruction, cur draft.Output, f *draft.PitchDeckForm) (draft.Output, error) {
	if cur.Deck == nil {
		return draft.Output{}, apperr.Field("body.instruction", sprintf(MsgNoChange, describe(ins)))
	}
	d := *cur.Deck
	d.Slides = slices.Clone(cur.Deck.Slides)
	found := false
	for i := range d.Slides {
		bs := slices.Clone(d.Slides[i].Bullets)
		switch ins.Op {
		case Shorter:
			bs = strongest(bs, 2)
		case Remove, Emphasise:
			var hit, rest []string
			for _, b := range bs {
				if containsItem(b, ins.Item) {
					hit, found = append(hit, b), true
				} else {
					rest = append(rest, b)
				}
			}
			bs = rest
			if ins.Op == Emphasise {
				bs = append(hit, rest...)
			}
		case Longer:
			return draft.Output{}, apperr.Field("body.instruction", MsgNothingMore)
		default:
			for k := range bs {
				bs[k] = reword(ins.Op, bs[k])
			}
		}
		d.Slides[i].Bullets = bs
	}
	if (ins.Op == Remove || ins.Op == Emphasise) && !found {
		return draft.Output{}, apperr.Field("body.instruction", sprintf(MsgNotFound, ins.Item, string(ins.Op)))
	}
	return draft.Output{Text: writer.RenderDeck(&d, f.Template), Deck: &d}, nil
}

// wordsOf are the words of a text, in lower case.
func wordsOf(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range wordToken.FindAllString(strings.ToLower(text), -1) {
		out[w] = true
	}
	return out
}

// saysAll reports a sentence of the form whose every word the draft has: the writer words
// a note its own way ("cut checkout latency 40%" → "I cut checkout latency by 40%"), so a
// sentence is in the draft when its words are, not only when its text is.
func saysAll(said map[string]bool, sentence string) bool {
	for _, w := range wordToken.FindAllString(strings.ToLower(sentence), -1) {
		if said[w] {
			continue
		}
		// "yrs" is in the draft as "years"
		out := wordToken.FindAllString(strings.ToLower(writer.WrittenOut(w)), -1)
		if len(out) == 0 || slices.ContainsFunc(out, func(o string) bool { return !said[o] }) {
			return false
		}
	}
	return true
}

// wordToken is a word or a figure.
var wordToken = regexp.MustCompile(`[\p{L}\p{N}]+`)
