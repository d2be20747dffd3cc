package writer

import (
	"regexp"
	"slices"
	"strings"
)

// A letter as it is composed: paragraphs of sentences, joined and finished into its text.

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

// joinShort joins a paragraph of a dozen words or fewer to the prose beside it: "I ran the
// grill and sauté stations." on a line of its own reads as a note left over. It joins the
// paragraph before it, or the next one when it opens the letter.
func (l *letter) joinShort() {
	prose := func(p []string) bool { return !(len(p) == 1 && strings.Contains(p[0], "\n")) }
	wordsOf := func(p []string) int { return len(strings.Fields(strings.Join(p, " "))) }
	for i := 0; i < len(l.paras); i++ {
		p := l.paras[i]
		if len(l.paras) <= 3 || !prose(p) || wordsOf(p) > 12 || strings.HasSuffix(p[len(p)-1], ":") {
			continue
		}
		switch {
		case i > 0 && prose(l.paras[i-1]) && !strings.HasSuffix(lastOf(l.paras[i-1]), ":") && !placeLead.MatchString(p[0]):
			// "At Acme, I built…" opens its own paragraph after one about another place.
			l.paras[i-1] = append(l.paras[i-1], p...)
		case i == 0 && prose(l.paras[1]):
			l.paras[i+1] = append(slices.Clone(p), l.paras[i+1]...)
		default:
			continue
		}
		l.paras = slices.Delete(l.paras, i, i+1)
		i--
	}
}

func lastOf(p []string) string { return p[len(p)-1] }

// placeLead opens a sentence with where it happened: "At Acme, …", "There, …".
var placeLead = regexp.MustCompile(`^(?:At|There|In) [^,]*,|^There,`)
