package writer

import (
	"hash/fnv"
	"math/rand/v2"
	"strings"
)

// voice chooses the writer's own wording. A letter's framing sentences are built from parts
// (an opening, a verb, an object…), each with several wordings per tone, chosen by a seed
// made from the form: the same form always gives the same draft, two people's drafts rarely
// share a framing sentence, and two tones share none (ADR 0037).
type voice struct {
	r    *rand.Rand
	used map[string]bool // markers already used: none opens two sentences of a draft
}

func newVoice(seed ...string) *voice {
	h := fnv.New64a()
	for _, s := range seed {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	sum := h.Sum64()
	return &voice{r: rand.New(rand.NewPCG(sum, sum>>7|1)), used: map[string]bool{}}
}

// pick returns one of options.
func (v *voice) pick(options ...string) string {
	if len(options) == 0 {
		return ""
	}
	return options[v.r.IntN(len(options))]
}

// compose picks one wording for each part and joins them with spaces.
func (v *voice) compose(parts ...[]string) string {
	var out []string
	for _, p := range parts {
		if w := v.pick(p...); w != "" {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

// chance reports true with probability n/d.
func (v *voice) chance(n, d int) bool { return v.r.IntN(d) < n }

// merge joins the sentences in pairs with one of joiners ("A. B." → "A; b."): the writer's
// own sentences then rarely read the same in two people's letters, and each tone's sentences
// have their own length.
func (v *voice) merge(sentences []string, joiners []string) []string {
	var out []string
	// With an odd count the first three make one sentence, so none stands alone.
	start := 0
	if len(sentences)%2 == 1 {
		if len(sentences) >= 3 {
			out = append(out, v.mergeAll(sentences[:3], joiners))
			start = 3
		} else {
			out = append(out, strings.TrimSpace(sentences[0]))
			start = 1
		}
	}
	for i := start; i < len(sentences); i++ {
		a := strings.TrimSpace(sentences[i])
		if a == "" {
			continue
		}
		if i+1 < len(sentences) && strings.TrimSpace(sentences[i+1]) != "" && len(joiners) > 0 {
			b := strings.TrimSpace(sentences[i+1])
			end := a[len(a)-1:]
			if end == "." || end == "!" {
				a = a[:len(a)-1]
			} else {
				end = "."
			}
			if !strings.HasPrefix(b, "I ") && !strings.HasPrefix(b, "I'") && !strings.HasPrefix(b, "I’") {
				b = lowerWord(strings.SplitN(b, " ", 2)[0]) + b[strings.Index(b+" ", " "):]
			}
			if strings.HasSuffix(b, "!") || strings.HasSuffix(b, ".") {
				b = b[:len(b)-1]
			}
			out = append(out, a+v.pick(joiners...)+b+end)
			i++
			continue
		}
		out = append(out, a)
	}
	return out
}

// mergeAll joins sentences into one: an opening that names the role, says what the letter
// sets out and that the posting was read.
func (v *voice) mergeAll(sentences []string, joiners []string) string {
	var kept []string
	for _, s := range sentences {
		if s = strings.TrimSpace(s); s != "" {
			kept = append(kept, s)
		}
	}
	for len(kept) > 1 {
		m := v.merge(kept[len(kept)-2:], joiners)
		kept = append(kept[:len(kept)-2], m...)
	}
	if len(kept) == 0 {
		return ""
	}
	return kept[0]
}

// splitCompose picks one wording per part, each part a sentence of its own.
func (v *voice) splitCompose(parts ...[]string) []string {
	var out []string
	for _, p := range parts {
		if w := v.pick(p...); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// marked opens each sentence with one of markers ("" for none): "In short, I would…".
func (v *voice) marked(sentences []string, markers []string) []string {
	out := make([]string, len(sentences))
	for i, s := range sentences {
		out[i] = v.marked1(s, markers)
	}
	return out
}

func (v *voice) marked1(s string, markers []string) string {
	m := v.pick(markers...)
	if m == "" || s == "" || v.used[m] {
		return s
	}
	v.used[m] = true
	first, _, _ := strings.Cut(s, " ")
	if strings.HasSuffix(first, ",") || strings.HasSuffix(first, ":") || first == "And" || first == "Then" {
		return s // it has its own opening word
	}
	if first != "I" && !strings.HasPrefix(first, "I'") {
		s = lowerWord(first) + s[len(first):]
	}
	return m + " " + s
}
