package match

// A posting pasted as one paragraph loses the line that set its benefits apart, and the
// sentence that gives them ("We offer a permanent contract, a training budget and 27
// holidays.", "Benefits include…", "Pebble Health offers…", "We can offer successful applicants
// benefits such as: • …") runs on from the last requirement or duty. Read there, its contract
// becomes contract management and its budget budgeting, as must-haves, asks or duties. The
// sentence is cut out into a segment of its own and read as benefits; when it ends in a colon,
// what follows is the benefits' list (ADR 0073). web/src/features/match/engine/offers.ts
// implements the same rules.

// offerModals stand between "we" and "offer" ("we can offer", "we're proud to offer").
var offerModals = map[string]bool{
	"can": true, "will": true, "ll": true, "also": true, "are": true, "re": true, "proud": true, "pleased": true,
	"happy": true, "able": true, "to": true, "would": true, "like": true, "do": true, "currently": true, "now": true,
}

// benefitsOpeners may stand before "benefits" or "perks" in a sentence that lists them ("Other
// benefits include…").
var benefitsOpeners = map[string]bool{"our": true, "other": true, "great": true, "additional": true, "the": true, "key": true}

// offerAt reports whether an offer of the employer's opens at toks[s]: "We (can) offer …", "In
// return, we offer …", "Benefits include …", "What we offer".
func offerAt(toks []token, s int) bool {
	lower := func(i int) string {
		if i < len(toks) && toks[i].barrier == 0 {
			return toks[i].lower
		}
		return ""
	}
	i := s
	if lower(i) == "in" && lower(i+1) == "return" {
		i += 2
		if i < len(toks) && toks[i].barrier == ',' {
			i++
		}
	}
	switch {
	case lower(i) == "what" && lower(i+1) == "we" && lower(i+2) == "offer":
		return true
	case lower(i) == "we":
		i++
		for n := 0; n < 4 && offerModals[lower(i)]; n++ {
			i++
		}
		return lower(i) == "offer" // at a sentence's start: what the employer gives, or what it does, never the job's ask
	}
	if benefitsOpeners[lower(i)] {
		i++
	}
	if lower(i) != "benefits" && lower(i) != "perks" {
		return false
	}
	i++
	if lower(i) == "package" {
		i++
	}
	return lower(i) == "include" || lower(i) == "includes"
}

// offerFollows: the rest of the sentence from i names a benefit, or leads into a list with a
// colon ("… offers the following:"). "Northwind offers payroll services to 300 firms" is the
// employer's description, which can stay where it is.
func (v *Vocabulary) offerFollows(toks []token, i int) bool {
	e := sentenceEnd(toks, i)
	if e < len(toks) && toks[e].barrier == ':' {
		return true
	}
	return i < e && v.markers[ctxBenefits].contains(toks[i:e])
}

// sentenceEnd is the index of the full stop, exclamation or question mark or colon that ends
// the sentence going on at i, len(toks) when none does.
func sentenceEnd(toks []token, i int) int {
	for ; i < len(toks); i++ {
		switch toks[i].barrier {
		case '.', '!', '?', ':':
			return i
		}
	}
	return len(toks)
}

// namedOfferAt is where a sentence starts in which the employer, by name, offers its benefits
// ("… HIPAA awareness Pebble Health offers competitive salary…", "The Trust offers…"): the
// capitalised words before "offers" at o, -1 when there are none or the rest names no benefit.
func (v *Vocabulary) namedOfferAt(toks []token, o int) int {
	s := o
	for s > 0 && o-s < 4 && capitalised(toks[s-1]) {
		s--
	}
	for k := s; k < o; k++ {
		if namedElsewhere(toks, k, o) {
			s = k // "… Some Python Quarry Lane Insights offers…": the name the header gave
			break
		}
	}
	if s == o && o >= 2 && v.employerNoun(toks[o-1]) && (toks[o-2].lower == "the" || toks[o-2].lower == "our") {
		s = o - 2 // "… the company offers"
	}
	// The name starts the sentence: the first words, a name given elsewhere in the text, after a
	// sentence's end, or after a word in lower case where a paste ran it on ("… HIPAA awareness
	// Pebble Health offers…").
	if s == o || s > 0 && !namedElsewhere(toks, s, o) && !(toks[s-1].barrier == '.' || toks[s-1].barrier == '!' ||
		toks[s-1].barrier == '?' || toks[s-1].barrier == 0 && !capitalised(toks[s-1])) || !v.offerFollows(toks, o+1) {
		return -1
	}
	return s
}

// namedElsewhere: the words toks[s:o] stand in the same order elsewhere in toks (the
// employer's name in the posting's header, pasted into the same paragraph).
func namedElsewhere(toks []token, s, o int) bool {
	n := o - s
	for i := 0; i+n <= len(toks); i++ {
		if i == s {
			continue
		}
		same := true
		for k := 0; k < n && same; k++ {
			same = toks[i+k].barrier == 0 && toks[i+k].lower == toks[s+k].lower
		}
		if same {
			return true
		}
	}
	return false
}

func (v *Vocabulary) employerNoun(t token) bool { return t.barrier == 0 && employerNouns[t.lower] }

// offerCuts are the offsets where a sentence of benefits starts within a piece (capitalised,
// or after a sentence's end or a semicolon), and where it ends, so that it becomes a segment of
// its own.
func (v *Vocabulary) offerCuts(toks []token) []int {
	var at []int
	for s := 0; s < len(toks); s++ {
		start := -1
		switch {
		case toks[s].barrier != 0:
		case toks[s].lower == "offers" && s > 0:
			start = v.namedOfferAt(toks, s)
		case (s == 0 || capitalised(toks[s]) || isSentenceBreak(toks[s-1])) && offerAt(toks, s):
			start = s
		}
		if start < 0 {
			continue
		}
		if start > 0 {
			at = append(at, toks[start].start)
			if h := v.benefitsHeadingBefore(toks, start); h > 0 {
				at = append(at, toks[h].start) // "… computer literacy Benefits We offer…": the heading stands alone
			}
		}
		e := sentenceEnd(toks, s)
		for e < len(toks) && toks[e].barrier == ':' {
			e = sentenceEnd(toks, e+1) // the list after the colon is the offer's
		}
		if e+1 < len(toks) {
			at = append(at, toks[e+1].start)
		}
		s = e
	}
	return at
}

// benefitsHeadingBefore is where a heading of benefits in title case ("Benefits", "Perks")
// starts right before the offer at start, -1 when there is none.
func (v *Vocabulary) benefitsHeadingBefore(toks []token, start int) int {
	for k := start - 1; k >= 0 && start-k <= 3 && capitalised(toks[k]); k-- {
		if kind, covered := v.headingKind(toks[k:start]); kind == ctxBenefits && covered == start-k {
			return k
		}
	}
	return -1
}

func isSentenceBreak(t token) bool {
	switch t.barrier {
	case '.', '!', '?', ':', ';':
		return true
	}
	return false
}

// opensOffer reports whether a segment opens with the employer's offer of benefits.
func (v *Vocabulary) opensOffer(toks []token) bool {
	if len(toks) == 0 {
		return false
	}
	if offerAt(toks, 0) {
		return true
	}
	for o := 1; o < len(toks) && o <= 5; o++ {
		if toks[o].barrier == 0 && toks[o].lower == "offers" {
			return v.namedOfferAt(toks, o) == 0
		}
	}
	return false
}
