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
type voice struct{ r *rand.Rand }

func newVoice(seed ...string) *voice {
	h := fnv.New64a()
	for _, s := range seed {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	sum := h.Sum64()
	return &voice{r: rand.New(rand.NewPCG(sum, sum>>7|1))}
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
