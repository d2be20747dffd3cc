package writer

// Credentials typed by their letters or named as held: a list of letters ("rrt, nps cert,
// bls/pals/nrp"), cards and certificates held together ("guard card + cpr/first aid").

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// credentialLetters writes a list of credentials typed by their letters ("rrt, nps cert,
// bls/pals/nrp") as held ("I hold the RRT, NPS, BLS, PALS and NRP credentials"); "" when an
// item is not such a credential, or the list names fewer than three (two known
// credentials), or none is one the writer or the form knows.
func credentialLetters(core string) string {
	var names []string
	known := false
	for _, item := range regexp.MustCompile(`\s*[,/+]\s*|\s+and\s+`).Split(core, -1) {
		m := credentialItem.FindStringSubmatch(strings.TrimSpace(item))
		if m == nil || complementWords[strings.ToLower(m[1])] || determiners[strings.ToLower(m[1])] {
			return ""
		}
		name := m[1]
		if k := knownCasing[strings.ToLower(name)]; k != "" {
			name, known = k, true
		} else if isLowerWord(name) {
			name = strings.ToUpper(name)
		} else if isAcronym(name) {
			known = true
		}
		names = append(names, name)
	}
	// Two are a list of credentials only when both are ones the writer knows as such ("rpr +
	// crr"): "sql + python" are two skills.
	if len(names) < 2 || len(names) == 2 && !(certificationOnly.MatchString(names[0]) && certificationOnly.MatchString(names[1])) || !known {
		return ""
	}
	return "I hold the " + plaintext.JoinAnd(names) + " credentials"
}

// heldCardsAndCerts writes cards and certifications held, joined by "and" ("guard card and
// cpr/first aid"), as held ("I hold a guard card and CPR/first aid certification"); "" when
// any item is neither.
func heldCardsAndCerts(core string) string {
	items := strings.Split(core, " and ")
	if len(items) < 2 {
		return ""
	}
	var cards, certs []string
	for _, item := range items {
		item = strings.TrimSpace(item)
		switch {
		case heldCard.MatchString(item):
			cards = append(cards, article(item)+strings.ToLower(item))
		case allCertifications(strings.Split(item, "/")):
			parts := strings.Split(item, "/")
			for i, c := range parts {
				if certificationOnly.MatchString(c) && isLowerWord(c) && len(c) <= 4 {
					parts[i] = strings.ToUpper(c) // "cpr"
				}
			}
			certs = append(certs, strings.Join(parts, "/"))
		default:
			return ""
		}
	}
	if len(cards) == 0 {
		return ""
	}
	out := "I hold " + plaintext.JoinAnd(cards)
	if len(certs) > 0 {
		out += " and " + plaintext.JoinAnd(certs) + " certification"
	}
	return out
}

// heldCard is a card a job asks the holder to carry: "guard card", "food handler card".
var heldCard = regexp.MustCompile(`(?i)^(?:a )?[\p{L}][\p{L}' -]* card$`)

// codeList is a range or list of codes: "A1-A8", "A1, A4 and A5".
var codeList = regexp.MustCompile(`^[A-Z]\d+(?:\s*[-–,/]\s*[A-Z]\d+)*$`)

// drivingLicenceSentence writes a driving licence described ("full clean uk licence") as one
// the writer holds ("I hold a full clean UK driving licence"), or returns "".
func drivingLicenceSentence(core string) string {
	m := drivingLicence.FindStringSubmatch(core)
	if m == nil {
		return ""
	}
	if said := strings.ToLower(m[1]); m[2] == "" && !strings.Contains(said, "full") && !strings.Contains(said, "clean") {
		return "" // "uk licence" may be any licence; a full or clean one is to drive
	}
	var parts []string
	for _, w := range strings.Fields(strings.ToLower(strings.ReplaceAll(m[1], ",", ""))) {
		if len(w) == 2 {
			w = strings.ToUpper(w) // "uk", "eu"
		}
		parts = append(parts, w)
	}
	if m[2] == "" {
		parts = append(parts, "driving") // a full, clean licence is a driving licence
	} else {
		parts = append(parts, strings.ToLower(strings.TrimSpace(m[2])))
	}
	return "I hold a " + strings.Join(append(parts, strings.ToLower(m[3])), " ")
}

// shiftsOrPending writes two kinds of short note that read as lists of credentials but are
// not: the shifts a person works ("nights, 12s" → "I work nights, in 12-hour shifts"), and
// credentials still under way ("NRP and PALS in progress" → "My NRP and PALS are in
// progress"). "" for any other note.
func shiftsOrPending(core string) string {
	if m := shiftNote.FindStringSubmatch(core); m != nil {
		when := strings.ToLower(strings.Join(strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == '+' || r == '/' }), " and "))
		when = strings.Join(strings.Fields(when), " ")
		hours := m[2] + m[3]
		if hours == "" {
			return "I work " + when
		}
		return "I work " + when + ", in " + hours + "-hour shifts"
	}
	if m := pendingCredentials.FindStringSubmatch(core); m != nil {
		return "My " + m[1] + " " + map[bool]string{true: "are", false: "is"}[strings.Contains(m[1], " and ") || strings.Contains(m[1], ", ")] + " in progress"
	}
	return ""
}

var (
	// shiftNote is a note of when someone works: "nights, 12s", "days + weekends", "nights 12 hr
	// shifts".
	shiftNote = regexp.MustCompile(`(?i)^((?:nights|days|evenings|weekends|nocs|overnights)(?:\s*[,+/]\s*(?:nights|days|evenings|weekends|nocs|overnights)|\s+and\s+(?:nights|days|evenings|weekends))*)(?:,?\s+(?:on\s+)?(?:(8|10|12)s|(?:(8|10|12)[- ]?(?:hr|hour)s?(?:\s+shifts)?)))?$`)
	// pendingCredentials are credentials by their letters, still being earned: "NRP and PALS
	// in progress".
	pendingCredentials = regexp.MustCompile(`^((?:[A-Z][A-Z0-9/-]+)(?:(?:, | and )[A-Z][A-Z0-9/-]+)*) in progress$`)
)
