package writer

// Degrees and schools as people type them ("bs cs, univ of texas austin, may 2025", "masters in
// ed, ohio state"): the degree's letters, its subject written out and the school's capitals.

import (
	"regexp"
	"slices"
	"strings"
)

// degreeObject gives a degree typed as a note its grammar: "bs supply chain management at
// umuc" → "a BS in supply chain management at UMUC", "aa in ece" → "an AA in ECE". Other text
// is returned as it is.
func degreeObject(s string) string {
	words := strings.Fields(s)
	if len(words) >= 1 && credentialNouns[strings.ToLower(lastWord(s))] && !determiners[strings.ToLower(words[0])] {
		name := acronymCase(s)
		return article(name) + name // "an ARRT (CT) certificate"
	}
	if len(words) < 2 || !degreeWords[strings.ToLower(words[0])] && !associateDegrees[strings.ToLower(words[0])] {
		return s
	}
	degree := words[0]
	if isLowerWord(degree) {
		degree = degreeCasing(degree)
	}
	rest := words[1:]
	if !strings.EqualFold(rest[0], "in") && !strings.EqualFold(rest[0], "from") && !strings.EqualFold(rest[0], "at") {
		rest = append([]string{"in"}, rest...)
	}
	for i, w := range rest {
		if (strings.EqualFold(w, "at") || strings.EqualFold(w, "from") || strings.EqualFold(w, "in")) && i+1 < len(rest) && schoolAcronym(rest[i+1]) {
			rest[i+1] = strings.ToUpper(rest[i+1]) // "at umuc" → "at UMUC"
		}
		if (strings.EqualFold(w, "in") || i == 0) && i+1 < len(rest) {
			if full := subjectShorthand[strings.ToLower(rest[i+1])]; full != "" {
				rest[i+1] = full // "in ece" stays: only unambiguous subjects are written out
			}
		}
		if i > 0 && strings.EqualFold(rest[i-1], "in") && isLowerWord(w) && len(w) <= 4 && !strings.ContainsAny(w, "aeiouy") {
			rest[i] = strings.ToUpper(w) // "in ece" → "in ECE"
		}
	}
	return article(degree) + degree + " " + strings.Join(rest, " ")
}

// degreeSubjectSchoolYear reads a degree typed with its subject, school and year and no
// words between ("ms pa studies duke 2022", after clean "ms pa studies duke in 2022"): "I
// earned an MS in PA studies from Duke in 2022". The school is the last word before the year
// when it is no subject's word. "" for any other shape.
func degreeSubjectSchoolYear(words []string) string {
	n := len(words)
	if n >= 3 && degreeWords[strings.ToLower(words[0])] && !yearToken.MatchString(words[n-1]) {
		return degreeShortSubjectSchool(words)
	}
	if n < 3 || !degreeWords[strings.ToLower(words[0])] || !yearToken.MatchString(words[n-1]) {
		return "" // "bs nursing, 2019" has three words: a degree, its subject and the year
	}
	body := words[1 : n-1]
	if len(body) > 0 && strings.EqualFold(body[len(body)-1], "in") {
		body = body[:len(body)-1]
	}
	if len(body) == 0 {
		return ""
	}
	if school := schoolAfterSubject(body); school != "" {
		// "bs health sciences ohio state 2017": the subject's last word ends it; the school
		// follows.
		degree := degreeCasing(words[0])
		subject := subjectCased(slices.Clone(body[:len(body)-len(strings.Fields(school))]))
		return "I earned " + article(degree) + degree + " in " + strings.Join(subject, " ") + " from " + school + " in " + words[n-1]
	}
	if last := strings.TrimSuffix(body[len(body)-1], ","); subjectEnds[strings.ToLower(last)] || len(body) == 1 && subjectWords[strings.ToLower(last)] {
		// "ma museum studies 2025", "ma in math education 2021": the last word ends the
		// subject's name; no school is named.
		subject := append(slices.Clone(body[:len(body)-1]), last) // "ma museum studies, 2025": the comma before the year
		if strings.EqualFold(subject[0], "in") {
			subject = subject[1:]
		}
		degree := degreeCasing(words[0])
		return "I earned " + article(degree) + degree + " in " + strings.ToLower(strings.Join(subject, " ")) + " in " + words[n-1]
	}
	if len(body) < 2 {
		return ""
	}
	schoolLen := 1
	if schoolLeads[strings.ToLower(body[len(body)-1])] && len(body) >= 3 {
		schoolLen = 2 // "boston college"
		if isAcronym(body[0]) && len(body) >= 4 {
			schoolLen = len(body) - 1 // "ms OT texas woman's university": a subject by its letters, then the school
		}
	}
	for i, w := range body {
		lw := strings.ToLower(w)
		if lw == "from" || lw == "at" || lw == "in" || lw == "of" || schoolLeads[lw] && i < len(body)-1 || lw == "univ" || strings.ContainsAny(w, ",;") || !isLowerWord(w) && !isAcronym(w) {
			return ""
		}
	}
	school := strings.Join(body[len(body)-schoolLen:], " ")
	if schoolLen == 1 && (subjectWords[strings.ToLower(school)] || subjectShorthand[strings.ToLower(school)] != "" || schoolLeads[strings.ToLower(school)]) {
		return ""
	}
	subject := subjectCased(body[:len(body)-schoolLen])
	if schoolAcronym(school) {
		school = strings.ToUpper(school)
	} else {
		school = titleWords(school)
	}
	degree := degreeCasing(words[0])
	return "I earned " + article(degree) + degree + " in " + strings.Join(subject, " ") + " from " + school + " in " + words[n-1]
}

// subjectCased writes a subject's words out ("cs" → "computer science") and its letters in
// capitals ("pa studies" → "PA studies").
func subjectCased(subject []string) []string {
	for i, w := range subject {
		if full := subjectShorthand[strings.ToLower(w)]; full != "" {
			subject[i] = full
		} else if len(w) == 2 && vowelCount(w) <= 1 && !complementWords[strings.ToLower(w)] {
			subject[i] = strings.ToUpper(w)
		} else if isPlainWord(w) {
			subject[i] = strings.ToLower(w)
		}
	}
	return subject
}

// schoolAfterSubject is the school named after a subject whose last word ends it ("health
// sciences ohio state"), in its capitals; "" when no such word comes before the last one, or
// what follows reads as more of the subject.
func schoolAfterSubject(body []string) string {
	for k := len(body) - 2; k >= 0; k-- {
		if !subjectEnds[strings.ToLower(body[k])] {
			continue
		}
		school := body[k+1:]
		if len(school) > 4 {
			return ""
		}
		for _, w := range school {
			lw := strings.ToLower(w)
			if subjectWords[lw] || subjectEnds[lw] || subjectShorthand[lw] != "" || lw == "in" || lw == "and" || lw == "of" || lw == "from" || lw == "at" || !isPlainWord(w) {
				return "" // "ma arts and science", "ms data science in 2020"
			}
		}
		return schoolCase(strings.Join(school, " "))
	}
	return ""
}

// subjectEnds are the last words of a subject's name, never a school's: "museum studies",
// "health sciences", "public administration".
var subjectEnds = wordSet(`studies science sciences arts engineering administration management education design policy planning health therapy technology`)

// degreeShortSubjectSchool reads a degree typed with a subject's short name and a school and
// nothing else ("bs cs umass amherst"): "I earned a BS in computer science from UMass
// Amherst". Only a subject typed short is sure to end where the school begins. "" for any
// other shape.
func degreeShortSubjectSchool(words []string) string {
	subject := subjectShorthand[strings.ToLower(words[1])]
	school := words[2:]
	if subject == "" && subjectWords[strings.ToLower(words[1])] && len(school) == 1 && schoolAcronym(school[0]) {
		subject = strings.ToLower(words[1]) // "bs nursing osu": a school by its letters ends the subject
	}
	if subject == "" || len(school) > 4 {
		return ""
	}
	for _, w := range school {
		lw := strings.ToLower(w)
		if w != lw || !isPlainWord(w) || lw == "in" || lw == "at" || lw == "from" || subjectWords[lw] || subjectShorthand[lw] != "" || yearToken.MatchString(w) || monthNames[lw] != "" {
			return ""
		}
	}
	degree := degreeCasing(words[0])
	return "I earned " + article(degree) + degree + " in " + subject + " from " + schoolCase(strings.Join(school, " "))
}

// schoolWords are words of a school's name, never its initials: "georgia tech".
var schoolWords = wordSet(`tech state city poly law med arts art tech. univ`)

var associateDegrees = wordSet(`aa as aas`)

// degreeCasing writes a degree's letters as they are printed: "bs" → "BS", "phd" → "PhD".
func degreeCasing(d string) string {
	if k := knownCasing[strings.ToLower(d)]; k != "" {
		return k
	}
	return strings.ToUpper(d)
}

// degreeAside writes a degree and its school typed in brackets after a credential ("msn
// vanderbilt" → "MSN, Vanderbilt"); anything else is kept as typed.
func degreeAside(s string) string {
	degree, school, ok := strings.Cut(strings.TrimSpace(s), " ")
	if !ok || !degreeWords[strings.ToLower(degree)] {
		return s
	}
	return degreeCasing(degree) + ", " + schoolCase(school)
}

// subjectShorthand are subjects typed short after a degree: "bs cs" is a BS in computer
// science. Only those with one reading are written out ("ece" is early childhood education
// to a teacher and electrical engineering to an engineer).
var subjectShorthand = map[string]string{
	"cs": "computer science", "econ": "economics", "bio": "biology", "psych": "psychology", "stats": "statistics",
	"comms": "communications", "mgmt": "management", "ed": "education", "educ": "education", "poli": "political", "polisci": "political science",
}

// schoolAcronym reports a word typed for a school that is its initials: "umuc", "ucsd",
// "nyu", "osu" (few vowels, or the u of university at an end).
func schoolAcronym(w string) bool {
	lw := strings.ToLower(strings.Trim(w, ",.;"))
	if lw != w || len(lw) < 2 || len(lw) > 5 || len(lw) == 5 && strings.HasSuffix(lw, "s") || monthNames[lw] != "" || complementWords[lw] || determiners[lw] || schoolWords[lw] {
		return false
	}
	vowels := 0
	for _, r := range lw {
		if strings.ContainsRune("aeiouy", r) {
			vowels++
		}
	}
	return vowels <= 1 || strings.HasPrefix(lw, "u") || strings.HasSuffix(lw, "u")
}

// schoolCase writes a school typed in lower case with its capitals, its letters in capitals
// ("pima cc" → "Pima CC", "uc davis" → "UC Davis").
func schoolCase(school string) string {
	lower := strings.ToLower(school)
	if rest, ok := strings.CutPrefix(lower, "univ of "); ok || strings.HasPrefix(lower, "university of ") && isLowerWord(strings.Fields(school)[2]) {
		if !ok {
			rest = strings.TrimPrefix(lower, "university of ")
		}
		return "the University of " + orgCase(rest) // "univ of utah": a place, not initials
	}
	words := strings.Fields(school)
	cased := strings.Fields(orgCase(school))
	if len(cased) != len(words) {
		cased = slices.Clone(words)
	}
	for i, w := range words {
		if full := schoolWordCasing[strings.ToLower(w)]; full != "" {
			cased[i] = full // "cal state": Cal, not initials
			continue
		}
		if schoolAcronym(w) && (i == 0 || !strings.EqualFold(words[i-1], "of")) || w == "cc" {
			cased[i] = strings.ToUpper(w)
		}
	}
	return strings.Join(cased, " ")
}

// spelledDegrees are degrees typed as words rather than letters.
var spelledDegrees = map[string]string{"masters": "master's degree", "associate": "associate's degree", "master's": "master's degree", "bachelors": "bachelor's degree", "bachelor's": "bachelor's degree", "associates": "associate's degree", "associate's": "associate's degree"}

// titleMonth gives a month typed before a year its capital: "may 2025" → "May 2025".
func titleMonth(s string) string {
	if m, y, ok := strings.Cut(s, " "); ok {
		if full := monthNames[strings.ToLower(m)]; full != "" {
			return full + " " + y
		}
	}
	return s
}

// schoolWordCasing are short words of school names that are not initials.
var schoolWordCasing = map[string]string{"umass": "UMass", "cal": "Cal", "poly": "Poly", "penn": "Penn", "tech": "Tech", "st": "St", "san": "San", "los": "Los", "las": "Las", "del": "del", "la": "La", "el": "El",
	// Names of one syllable that read as initials by their letters alone: "kent state" is Kent.
	"kent": "Kent", "ball": "Ball", "utah": "Utah", "brown": "Brown", "clark": "Clark", "smith": "Smith", "drew": "Drew", "bryn": "Bryn", "mawr": "Mawr"}

// studyModes are how a degree was studied, typed where its school would be.
var studyModes = map[string]string{"nights": "at night", "evenings": "in the evenings", "online": "online", "part-time": "part-time", "part time": "part-time", "weekends": "on weekends"}

// namedDegreeSentence writes a degree named in words with its school and year ("culinary
// degree, cia 2010"), or with its subject and year ("assoc degree in business, 2024"), or one
// whose letters name its subject, with its school and date ("bsme iowa state may 2026, 3.6
// gpa", with no words between).
func (p person) namedDegreeSentence(core string) string {
	if m := subjectDegreeSchoolOf(core); m != nil {
		deg := degreeCasing(m[1])
		s := "I earned " + article(deg) + deg + " from " + schoolCase(m[2]) + " in " + titleMonth(m[3])
		if m[4] != "" {
			s += ", with a " + m[4] + " GPA"
		}
		return p.degreeSentence(s)
	}
	m := namedDegreeSchool.FindStringSubmatch(core)
	if subject, ok := strings.CutPrefix(strings.ToLower(m[2]), "in "); ok {
		return p.degreeSentence("I earned " + article(m[1]) + strings.ToLower(m[1]) + " degree in " + subject + " in " + m[3])
	}
	return p.degreeSentence("I earned " + article(m[1]) + strings.ToLower(m[1]) + " degree from " + schoolCase(m[2]) + " in " + m[3])
}

// subjectDegreeSchoolDate is a degree whose letters name its subject ("bsme", "bsn",
// "mba"), then its school and date: "bsme iowa state in May 2026, 3.6 GPA".
var subjectDegreeSchoolDate = regexp.MustCompile(`(?i)^(bsme|bsee|bsce|bsche|bsn|msn|mba|bba|bfa|mfa|mph|msw|mpa|mpp|mlis|dpt|dnp|pharmd|jd|meng|beng|mse) ([a-z][a-z .&'-]*?) (?:in )?((?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* )?(?:19|20)\d\d)(?:,? (?:with )?(?:a )?(\d\.\d+) gpa)?$`)

// subjectDegreeSchoolOf matches subjectDegreeSchoolDate where what stands for the school is
// one: "bsn from osu may 2024" and "dpt in 2019" are other shapes.
func subjectDegreeSchoolOf(core string) []string {
	m := subjectDegreeSchoolDate.FindStringSubmatch(core)
	if m == nil {
		return nil
	}
	first, _, _ := strings.Cut(strings.ToLower(m[2]), " ")
	if first == "from" || first == "at" || first == "in" || first == "of" || subjectEnds[strings.ToLower(lastWord(m[2]))] {
		return nil // "mpa public administration 2018": a subject, not a school
	}
	return m
}
