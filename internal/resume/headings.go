package resume

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

type importSection int

const (
	secNone importSection = iota
	secSummary
	secExperience
	secProjects
	secEducation
	secCertifications
	secSkills
	secReferences
	secVolunteer
	secAwards
	secPublications
	secLanguages
	secInterests
	// secContact: "Contact", "Personal details": its lines fill the contact fields (a
	// sidebar's contact block); what is not a contact part is left to place.
	secContact
	// secOther: a section the form has no field for ("Patents", "References available"); its
	// heading and lines go to the summary's unplaced part.
	secOther
)

// sectionHeadings are the headings a resume's sections go by (lower case, without a trailing
// colon); "&" and "and" are the same word here.
var sectionHeadings = func() map[string]importSection {
	m := map[string]importSection{}
	add := func(s importSection, names string) {
		for _, n := range strings.Split(names, "|") {
			m[n] = s
		}
	}
	add(secSummary, "summary|professional summary|career summary|executive summary|summary of qualifications|qualifications summary|"+
		"profile|professional profile|career profile|personal profile|about|about me|objective|career objective|professional objective|overview|introduction|personal statement")
	add(secExperience, "experience|work experience|professional experience|relevant experience|employment|employment history|work history|"+
		"career history|professional history|career|experience and employment|work|positions|professional background|industry experience|"+
		"leadership|leadership experience|teaching experience|research experience|internships|internship experience|relevant work experience")
	add(secProjects, "projects|project|selected projects|personal projects|side projects|key projects|academic projects|open source|"+
		"open source projects|open-source|open-source projects|portfolio|project experience|notable projects")
	add(secEducation, "education|education and training|academic background|academics|academic history|educational background|"+
		"education and qualifications|qualifications|studies|training|education and certifications")
	add(secCertifications, "certifications|certification|certificates|certificate|licenses|licences|license|licence|licenses and certifications|"+
		"licences and certifications|certifications and licenses|certifications and licences|courses|courses and certifications|"+
		"professional development|accreditations|credentials")
	add(secSkills, "skills|technical skills|key skills|core skills|core competencies|competencies|skills and tools|tools|"+
		"technologies|tech stack|skills and technologies|skills and interests|areas of expertise|expertise|toolkit|"+
		"skills and abilities|skill set|skillset|professional skills|hard skills|soft skills|technical proficiencies|skills and languages")
	add(secReferences, "references|referees|references available upon request|references available on request")
	add(secVolunteer, "volunteer|volunteering|volunteer experience|volunteer work|community service|community involvement|"+
		"activities|extracurricular activities|extracurricular activity|extracurricular|extracurriculars|activities and involvement|involvement|campus involvement|on campus involvement|"+
		"leadership and activities|leadership and involvement|activities and leadership|activities and societies|clubs and societies")
	add(secAwards, "awards|honors|honours|awards and honors|awards and honours|honors and awards|honours and awards|achievements|"+
		"honors/awards|awards/honors|honors-awards|scholarships|awards and achievements|recognition|honors and recognition")
	// A long CV's talks and writing are publications; its program committees and other unpaid
	// service are volunteering (ADR 0060).
	add(secPublications, "publications|papers|selected publications|talks|speaking|presentations|publications and talks|patents|"+
		longCVPublications)
	add(secVolunteer, longCVService)
	add(secLanguages, "languages|language skills|language|spoken languages")
	add(secInterests, "interests|hobbies|hobbies and interests|interests and hobbies|personal interests|outside interests")
	add(secContact, "contact|contacts|contact information|contact info|contact details|personal details|personal information|profiles|links|find me online")
	add(secOther, "memberships|affiliations|professional affiliations|additional information|other|miscellaneous")
	return m
}()

// A long CV's further sections. These names are also a skills group's label, a word of an
// entry ("Writing: grant proposals", "Service | Kubernetes") or an interest ("Writing"), so
// they are headings only alone on their line, and in a list of single words only after a
// blank line (longCVHeading).
const (
	longCVPublications = "presentation|talk|conference talks|talks and presentations|presentations and talks|publications and presentations|" +
		"writing|writings|articles|articles and talks"
	longCVService = "program committees|program committee|programme committees|programme committee|committees|committee work|" +
		"service|professional service|academic service|university service|reviewing|peer review|editorial boards"
)

var longCVNames = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Split(longCVPublications+"|"+longCVService, "|") {
		m[n] = true
	}
	return m
}()

// longCVHeading: head is one of a long CV's further sections' names.
func longCVHeading(head string) bool {
	return longCVNames[strings.Join(strings.Fields(strings.ReplaceAll(strings.ToLower(head), "&", " and ")), " ")]
}

var headingQualifiers = phraseSet(`selected key relevant recent additional other notable invited major select main top`)

// qualified: a heading with a qualifier before its name ("Selected Honors").
func qualified(head string) bool {
	first, _, ok := strings.Cut(strings.ToLower(strings.TrimSpace(head)), " ")
	return ok && headingQualifiers[first]
}

// humanLanguages are the languages people list in a resume's Languages section, to tell
// "Languages: English, Spanish" from a skills line "Languages: Python, Go".
var humanLanguages = phraseSet(`english spanish french german italian portuguese dutch swedish norwegian danish finnish polish czech slovak
	hungarian romanian bulgarian greek turkish russian ukrainian arabic hebrew persian farsi hindi urdu bengali punjabi tamil telugu marathi
	gujarati kannada malayalam mandarin cantonese chinese japanese korean vietnamese thai indonesian malay tagalog filipino swahili
	catalan basque galician croatian serbian slovenian lithuanian latvian estonian icelandic irish welsh afrikaans amharic`)

// namesHumanLanguage: the text names a language people speak ("Fluent in Spanish").
func namesHumanLanguage(s string) bool { return hasWord(s, humanLanguages, nil) }

// headingOf reads a line as a section heading ("EXPERIENCE", "Work History:", "Skills: Go, SQL",
// "\uf0b1 Experience", "I Experience" behind an icon font's letter, "Honors/Awards", "Skills | Go").
// It returns the section, the heading as typed, and any text after a colon or bar on the line.
func headingOf(line string) (importSection, string, string) {
	line = strings.TrimLeftFunc(line, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	head, rest := line, ""
	if i := strings.IndexAny(line, ":：|"); i > 0 {
		head, rest = line[:i], strings.TrimSpace(line[i+len(string([]rune(line[i:])[0])):])
	}
	if s, typed := headingKey(head); s != secNone {
		if rest != "" && longCVHeading(typed) {
			return secNone, "", ""
		}
		return s, typed, rest
	}
	// One letter before the heading is an icon font's glyph read as a letter ("b Education").
	if f := strings.Fields(head); len(f) > 1 && utf8.RuneCountInString(f[0]) == 1 {
		if s, typed := headingKey(strings.Join(f[1:], " ")); s != secNone {
			return s, typed, rest
		}
	}
	return secNone, "", ""
}

func headingKey(head string) (importSection, string) {
	key := strings.ToLower(strings.Join(strings.FieldsFunc(head, func(r rune) bool {
		return unicode.IsSpace(r) || r == '_' || r == '=' || r == '*' || r == '#'
	}), " "))
	key = strings.ReplaceAll(key, "&", " and ")
	key = strings.Join(strings.Fields(key), " ")
	if s, ok := sectionHeadings[key]; ok {
		return s, strings.TrimSpace(head)
	}
	if s, ok := sectionHeadings[strings.ReplaceAll(key, " / ", "/")]; ok {
		return s, strings.TrimSpace(head)
	}
	// "Selected Honors", "Invited Talks", "Other Skills": a qualifier before a heading's name.
	if q, name, ok := strings.Cut(key, " "); ok && headingQualifiers[q] {
		if s, ok := sectionHeadings[name]; ok {
			return s, strings.TrimSpace(head)
		}
	}
	// S U M M A R Y, as some templates space their headings.
	if squeezed := strings.ReplaceAll(key, " ", ""); len(key) > len(squeezed)*3/2 {
		if s, ok := sectionHeadings[squeezed]; ok {
			return s, strings.TrimSpace(head)
		}
	}
	return secNone, ""
}

// itemSections are the sections of one item a line: a section of another name that follows
// one of them would otherwise be read as more of its items.
var itemSections = map[importSection]bool{secCertifications: true, secAwards: true, secPublications: true, secLanguages: true, secInterests: true, secReferences: true}

// sectionWords are the words of each section's headings ("awards", "honors", …): a label under
// a section that holds one ("Regional Awards") is a group of the section, not a new one.
var sectionWords = func() map[importSection]map[string]bool {
	m := map[importSection]map[string]bool{}
	for name, s := range sectionHeadings {
		if m[s] == nil {
			m[s] = map[string]bool{}
		}
		for _, w := range strings.FieldsFunc(name, func(r rune) bool { return r == ' ' || r == '/' || r == '-' }) {
			m[s][w] = true
		}
	}
	return m
}()

// unknownHeading reads lines[i], the first line after a blank one in an item section, as the
// heading of a section the import has no name for: a short title in capitals ("Exhibitions",
// "Open Source Work") with no word of the section's own headings, over an entry (a line with
// a bar, a date or a bullet) rather than over one more item.
func unknownHeading(lines []string, i int, current importSection) bool {
	if !itemSections[current] {
		return false
	}
	words := strings.Fields(lines[i])
	if len(words) > 3 || len(lines[i]) > 40 {
		return false
	}
	for _, w := range words {
		first, _ := utf8.DecodeRuneInString(w)
		if w != "&" && (!unicode.IsUpper(first) || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) >= 0) {
			return false
		}
		if sectionWords[current][strings.ToLower(w)] {
			return false
		}
	}
	// The entries below: after at most one blank line, two lines or more, the first of them an
	// entry's header or bullet (a certification's "Issued …" line is its item's detail).
	j := i + 1
	if j < len(lines) && lines[j] == "" {
		j++
	}
	if j+1 >= len(lines) || lines[j+1] == "" || certDetail.MatchString(lines[j]) {
		return false
	}
	_, marked := plaintext.StripBullet(lines[j])
	return strings.Contains(lines[j], " | ") || marked || isDated(lines[j])
}
