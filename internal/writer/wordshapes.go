package writer

// What a note's words are: lower case, a figure first, a verb or none, a lead word to lower.

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// finiteWords show that a fragment already has its verb or subject.
var finiteWords = wordSet(`i we you he she they it is are was were am has have had be been i'm i've i'd we're we've
want love enjoy went go goes did do does can could will would should`)

// verbless reports whether a fragment has no verb or subject of its own.
func verbless(words []string) bool {
	for _, w := range words {
		lw := strings.ToLower(strings.Trim(w, ",;:.()"))
		if finiteWords[lw] || pastTenseVerbs[lw] && !descriptiveParticiples[lw] {
			return false
		}
	}
	return true
}

// looksPastTense catches a verb the list lacks: a word ending in "-ed" followed by a
// determiner, a preposition or a figure ("Localised the app into 9 languages").
func looksPastTense(words []string) bool {
	if len(words) < 2 {
		return false
	}
	w := words[0]
	lw := strings.ToLower(w)
	if !strings.HasSuffix(lw, "ed") || utf8.RuneCountInString(lw) < 5 || strings.ContainsFunc(w[1:], unicode.IsUpper) {
		return false
	}
	if descriptiveParticiples[lw] || !isPlainLowerWord(strings.TrimRight(lw, ",")) {
		return false
	}
	// "Distributed systems at scale" is a noun phrase: the word after decides.
	next := strings.ToLower(words[1])
	return determiners[next] || startsWithNumber(words[1])
}

func isPlainLowerWord(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if !unicode.IsLower(r) && r != '-' {
			return false
		}
	}
	return true
}

// startsWithNumber reports whether s opens with a figure ("12%", "$2M", "3x", "1,200") or a
// number word ("Seven years").
func startsWithNumber(s string) bool {
	s = strings.TrimLeft(s, "~≈+(")
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return false
	}
	if unicode.IsDigit(r) {
		return true
	}
	if strings.ContainsRune("$€£¥₹", r) {
		r2, _ := utf8.DecodeRuneInString(s[n:])
		return unicode.IsDigit(r2)
	}
	first, _, _ := strings.Cut(s, " ")
	first = strings.ToLower(strings.Trim(first, ",:;"))
	if i := strings.IndexByte(first, '-'); i > 0 { // "twenty-five", "five-person"
		first = first[:i]
	}
	return numberWords[first]
}

// hasOwnSubject reports whether a sentence names its subject after an opening phrase:
// "In 3 months we shipped", "2 years ago, I moved".
func hasOwnSubject(s string) bool {
	for _, w := range strings.Fields(s)[1:] {
		switch strings.ToLower(strings.Trim(w, ",;:")) {
		case "i", "we", "i've", "i'd", "i'm", "we've", "my", "our", "ago", "later":
			return true
		}
	}
	return false
}

// lowerLead lower-cases the first word when it is an ordinary capitalised word and the
// phrase it opens is not a title in capitals ("Product designer" → "product designer", but
// "Certified Scrum Master", "AWS engineer" and "Go developer"'s neighbours stay).
func lowerLead(s string) string {
	words := strings.Fields(s)
	if len(words) == 0 {
		return s
	}
	// A title in capitals keeps them: "Head of Support", "Certified Scrum Master".
	for i := 1; i < len(words) && i < 4; i++ {
		if startsUpper(words[i]) && !strings.HasPrefix(words[i], "(") {
			return s
		}
		if lw := strings.ToLower(words[i]); lw != "of" && lw != "and" && lw != "&" {
			break
		}
	}
	first := words[0]
	lw := strings.TrimRight(strings.ToLower(first), ",;:")
	if !pastTenseVerbs[lw] && !descriptiveParticiples[lw] && !roleNouns[lw] && !numberWords[strings.Split(lw, "-")[0]] && !commonLeadWords[lw] {
		return s
	}
	return lowerWord(first) + strings.TrimPrefix(s, first)
}

// commonLeadWords are ordinary words that often open a role ("Senior engineer").
var commonLeadWords = wordSet(`senior junior principal staff chief product software hardware data backend frontend
full-stack fullstack mobile web graphic visual creative marketing sales growth content technical registered
certified freelance independent former aspiring recent experienced operations customer support project program
research business financial legal medical clinical digital social self-taught hands-on embedded mechanical electrical civil chemical
patient nursing dental pharmacy physical occupational respiratory surgical shift charge warehouse retail store`)

// lowerWord lower-cases a capitalised word ("Led" → "led") and leaves acronyms and names with
// inner capitals ("AWS", "iOS") alone.
func lowerWord(w string) string {
	r, n := utf8.DecodeRuneInString(w)
	if n == 0 || !unicode.IsUpper(r) {
		return w
	}
	for _, x := range w[n:] {
		if unicode.IsUpper(x) {
			return w
		}
	}
	return string(unicode.ToLower(r)) + w[n:]
}

func startsUpper(w string) bool {
	w = strings.TrimLeft(w, "\"'(")
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) || unicode.IsDigit(r) && strings.ContainsFunc(w, unicode.IsUpper)
}
