package writer

// Deck points the slide cues alone misread: a product defined with "=" and a clause with its
// own verb, and the supply side a marketplace has signed.

import (
	"regexp"
	"strings"
)

// definedAs is a name defined with "=": "countwise = phone camera counts shelves in 30 sec".
var definedAs = regexp.MustCompile(`^([\p{L}][\p{L}\p{N}]*)\s*=\s*(.+)$`)

// deckVerbs are what a product does, said of its parts: "phone camera counts shelves",
// "app texts reminders". Only these make a definition a clause; "video vet visits 24/7" stays
// a thing.
var deckVerbs = wordSet(`counts scans reads tracks texts sends flags finds matches books pays orders reorders sorts predicts
detects checks logs spots catches measures schedules routes syncs fills turns cuts builds writes makes plans alerts notifies
tells shows answers replaces automates handles collects delivers picks cleans fixes translates drafts prices`)

// notAnObject are the words after a verb-like noun that show it is a noun: "prices for
// farms", "orders in one place".
var notAnObject = wordSet(`for of in on at to with and or by from per a an the`)

// equalsClause writes a definition whose right side is a clause of its own as the name and
// that clause after a colon: "countwise = phone camera counts shelves in 30 sec" reads
// "countwise: a phone camera counts shelves in 30 sec", not "countwise is phone camera
// counts…". The article is the only word added; a definition that is a thing ("one order,
// one invoice") is left to the notebook's "is".
func equalsClause(point string) string {
	m := definedAs.FindStringSubmatch(strings.TrimSpace(point))
	if m == nil {
		return point
	}
	words := strings.Fields(m[2])
	for i := 1; i+1 < len(words); i++ {
		next, verb := strings.ToLower(words[i+1]), strings.ToLower(words[i])
		subject := words[:i]
		first, last := strings.ToLower(subject[0]), strings.ToLower(subject[len(subject)-1])
		plural := strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss")
		// "camera counts", and "sensors track": the verb agrees with its subject.
		isVerb := !plural && deckVerbs[verb] || plural && (deckVerbs[verb+"s"] || deckVerbs[verb+"es"])
		if !isVerb || notAnObject[next] || !isPlainLowerWord(next) {
			continue
		}
		art := ""
		if !determiners[first] && !startsWithNumber(first) && !plural && isPlainLowerWord(first) {
			art = article(m[2]) // "phone camera" is one camera; "sensors", "your phone" need none
		}
		return m[1] + ": " + art + m[2]
	}
	return equalsKind(point)
}

// supplySigned is the supply side a marketplace has signed: "40 farms signed up to supply",
// "12 growers onboarded as suppliers". It is traction, never the product.
var supplySigned = regexp.MustCompile(`(?i)\b\d[\d,]*\+? (?:[\w-]+ ){0,2}(?:signed(?: up| on)?|onboarded|joined|enrolled|registered|listed|committed)\b[^.]*?\b(?:to (?:supply|sell|list|host|deliver|provide|drive)|as (?:suppliers?|vendors?|sellers?|growers?|hosts?|providers?|partners?|drivers?))\b`)

// rankedAs is a thing set equal to its rank, after a comma or alone: "drowning = #1 cause of
// death ages 1-4". The notebook leaves this "=" in prose.
var rankedAs = regexp.MustCompile(`(?i)(^|, )([\p{L}][\p{L}' -]*?)\s*=\s*(#\d+|no\. ?\d+) ([\p{L}][\p{L} -]*?)(?: (ages? \d[\d-]*\+?(?: (?:years?|yrs|months?|mos))?|under \d+|over \d+))?$`)

// equalsRank writes a rank typed with "=" as a sentence: "drowning is the #1 cause of death
// for ages 1-4". Only "is" (or "are"), "the" and "for" are added.
func equalsRank(point string) string {
	m := rankedAs.FindStringSubmatchIndex(point)
	if m == nil {
		return point
	}
	g := func(i int) string {
		if m[2*i] < 0 {
			return ""
		}
		return point[m[2*i]:m[2*i+1]]
	}
	verb := " is the "
	if subject := strings.ToLower(g(2)); strings.HasSuffix(subject, "s") && !strings.HasSuffix(subject, "ss") {
		verb = " are the " // "falls are the #1 cause of injury"
	}
	s := point[:m[0]] + g(1) + g(2) + verb + g(3) + " " + g(4)
	if ages := g(5); ages != "" {
		s += " for " + ages
	}
	return s
}

// labelNoun is a point typed as a label and what it means: "marketplace: gcs list materials,
// buyers pick up". The label is one to three plain lower-case words.
var labelNoun = regexp.MustCompile(`^([a-z][a-z-]*(?: [a-z][a-z-]*){0,2}): (\S.+)$`)

// notAKind are labels that name a part of the pitch, not what the product is: "solution: …"
// cannot read "X is a solution for …".
var notAKind = wordSet(`solution problem product idea pitch model traction team ask market how what why who
pricing price economics unit vision mission goal result results status`)

// labelledWhat splits a solution typed as "label: clause" where the label is what the product
// is, a singular noun ("marketplace", "booking app"), and the clause has words of its own.
func labelledWhat(what string) (label, rest string, ok bool) {
	m := labelNoun.FindStringSubmatch(what)
	if m == nil {
		return "", "", false
	}
	words := strings.Fields(m[1])
	head := words[len(words)-1]
	if notAKind[head] || notAKind[words[0]] || determiners[words[0]] || strings.HasSuffix(head, "s") && !strings.HasSuffix(head, "ss") || len(strings.Fields(m[2])) < 2 {
		return "", "", false
	}
	return m[1], m[2], true
}

// whyNowLabel is a point the founder labelled as the moment's reason: "why now: led costs
// down 70% in 10 yrs". The label decides its place, whatever its figures say, and the slide
// writes the label once.
var whyNowLabel = regexp.MustCompile(`(?i)^why now\b\s*[:\-–—]?\s*`)

// kindNouns are what a product is, said after "=" with no article: "homewise = marketplace
// matching families…" is "a marketplace".
var kindNouns = wordSet(`marketplace app platform tool service network exchange device sensor wearable robot plugin
dashboard subscription kit camp franchise program programme course lender insurer broker card wallet agency studio
clinic school club company startup`)

// equalsKind gives a product defined as its kind its article: "homewise = marketplace
// matching families w/ caregivers" → "homewise = a marketplace matching…", so the notebook's
// "is" reads "Homewise is a marketplace…". Only "a" or "an" is added.
func equalsKind(point string) string {
	m := definedAs.FindStringSubmatch(strings.TrimSpace(point))
	if m == nil {
		return point
	}
	words := strings.Fields(m[2])
	if len(words) < 2 || !kindNouns[words[0]] {
		return point
	}
	return m[1] + " = " + article(m[2]) + m[2]
}
