package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/draftsmith/draftsmith/internal/apperr"
)

// Importing an existing resume (ADR 0019): the browser extracts a PDF's text layer and sends
// the text here; ImportResume splits it into the resume form's fields. The name and contact
// lines at the top go to their fields, each recognised section's text to its field as typed
// (the one resume parser then reads it, as it reads what a user types), and whatever is
// neither goes to the end of the summary under a marker line, for the user to place. No word
// of the input is dropped: it is in a field, or it is one of the section headings found.

// ImportMaxChars bounds the text of one import: far more than any resume's.
const ImportMaxChars = 100_000

// UnplacedMarker starts the part of the summary that holds the text the import could not place.
const UnplacedMarker = "Not placed on import (move these lines where they belong, then delete this note):"

// Messages of the import.
const (
	MsgImportEmpty = "The text is empty, so there is nothing to import."
)

// ImportedResume is the resume form's fields, filled from a resume's text.
type ImportedResume struct {
	Name           string `json:"name"`
	JobTitle       string `json:"job_title"`
	Email          string `json:"email"`
	Phone          string `json:"phone"`
	Location       string `json:"location"`
	Website        string `json:"website"`
	LinkedIn       string `json:"linkedin"`
	GitHub         string `json:"github"`
	Summary        string `json:"summary"`
	Experience     string `json:"experience"`
	Projects       string `json:"projects"`
	Education      string `json:"education"`
	Certifications string `json:"certifications"`
	Skills         string `json:"skills"`
	References     string `json:"references"`
}

// ResumeImport is ImportResume's answer.
type ResumeImport struct {
	Fields ImportedResume `json:"fields"`
	// Headings are the section headings found, as typed, in order.
	Headings []string `json:"headings"`
	// Unplaced counts the lines put at the end of the summary for the user to place.
	Unplaced int `json:"unplaced"`
}

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
	// secOther: a section the form has no field for ("Languages", "Awards"); its heading and
	// lines go to the summary's unplaced part.
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
		"career history|professional history|career|experience and employment|work|positions|professional background|industry experience")
	add(secProjects, "projects|project|selected projects|personal projects|side projects|key projects|academic projects|open source|"+
		"open source projects|open-source|open-source projects|portfolio|project experience|notable projects")
	add(secEducation, "education|education and training|academic background|academics|academic history|educational background|"+
		"education and qualifications|qualifications|studies|training|education and certifications")
	add(secCertifications, "certifications|certification|certificates|certificate|licenses|licences|license|licence|licenses and certifications|"+
		"licences and certifications|certifications and licenses|certifications and licences|courses|courses and certifications|"+
		"professional development|accreditations|credentials")
	add(secSkills, "skills|technical skills|key skills|core skills|core competencies|competencies|skills and tools|tools|"+
		"technologies|tech stack|skills and technologies|skills and interests|areas of expertise|expertise|toolkit|"+
		"skills and abilities|skill set|skillset|professional skills|hard skills|soft skills|technical proficiencies")
	add(secReferences, "references|referees|references available upon request|references available on request")
	add(secOther, "languages|language skills|interests|hobbies|hobbies and interests|awards|honors|honours|awards and honors|"+
		"awards and honours|honors and awards|achievements|volunteer|volunteering|volunteer experience|volunteer work|publications|"+
		"activities|extracurricular activities|leadership|memberships|affiliations|professional affiliations|additional information|"+
		"personal details|personal information|other|miscellaneous|patents|talks|speaking|presentations")
	return m
}()

// headingOf reads a line as a section heading ("EXPERIENCE", "Work History:", "Skills: Go, SQL").
// It returns the section, the heading as typed, and any text after a colon on the same line.
func headingOf(line string) (importSection, string, string) {
	head, rest := line, ""
	if i := strings.IndexAny(line, ":："); i > 0 {
		head, rest = line[:i], strings.TrimSpace(line[i+len(string([]rune(line[i:])[0])):])
	}
	key := strings.ToLower(strings.Join(strings.FieldsFunc(head, func(r rune) bool {
		return unicode.IsSpace(r) || r == '_' || r == '=' || r == '*' || r == '#'
	}), " "))
	key = strings.ReplaceAll(key, "&", " and ")
	key = strings.Join(strings.Fields(key), " ")
	if s, ok := sectionHeadings[key]; ok {
		return s, strings.TrimSpace(head), rest
	}
	// S U M M A R Y, as some templates space their headings.
	if squeezed := strings.ReplaceAll(key, " ", ""); len(key) > len(squeezed)*3/2 {
		if s, ok := sectionHeadings[squeezed]; ok {
			return s, strings.TrimSpace(head), rest
		}
	}
	return secNone, "", ""
}

var (
	emailRE    = regexp.MustCompile(`(?i)^(?:e-?mail(?:\s*:\s*|\s+))?(?:mailto:)?([a-z0-9._%+\-]+@[a-z0-9.\-]+\.[a-z]{2,})$`)
	phoneRE    = regexp.MustCompile(`(?i)^(?:(?:phone|tel|mobile|cell)(?:\s*:\s*|\s+))?(\+?[\d][\d ().\-]{6,}\d)$`)
	linkRE     = regexp.MustCompile(`(?i)^(?:https?://)?(?:www\.)?[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,}(?:/\S*)?$`)
	placeRE    = regexp.MustCompile(`^\p{Lu}[\p{L} .'\-]{1,40},\s*\p{Lu}[\p{L} .'\-]{0,40}$`)
	contactSep = regexp.MustCompile(`\s*[|•·●▪◦♦]\s*|\s{3,}|\s+[-–—]\s+`)
	pdfBullets = strings.NewReplacer("\uf0b7", "•", "\uf0a7", "•", "\uf076", "•", "\uf0d8", "•", "●", "•", "▪", "•", "■", "•", "◦", "•", "➢", "•", "►", "•")
)

// ImportResume splits a resume's text into the resume form's fields.
func ImportResume(text string) (*ResumeImport, error) {
	lines := importLines(text)
	if len(lines) == 0 {
		return nil, apperr.Field("body.text", MsgImportEmpty)
	}
	out := &ResumeImport{Headings: []string{}}
	f := &out.Fields
	var sections [secOther][]string
	var unplaced []string
	current := secNone
	top := true // before the first heading
	for _, line := range lines {
		if line == "" {
			if current != secNone && current != secOther {
				sections[current] = append(sections[current], "")
			}
			continue
		}
		if s, head, rest := headingOf(line); s == secOther {
			current, top = s, false
			unplaced = append(unplaced, line)
			continue
		} else if s != secNone {
			current, top = s, false
			out.Headings = append(out.Headings, head)
			if len(sections[s]) > 0 {
				sections[s] = append(sections[s], "")
			}
			if rest != "" {
				sections[s] = append(sections[s], rest)
			}
			continue
		}
		if current != secNone && current != secOther {
			sections[current] = append(sections[current], line)
			continue
		}
		if top && placeHeaderLine(f, line) {
			continue
		}
		unplaced = append(unplaced, line)
	}
	f.Summary = joinSection(sections[secSummary])
	f.Experience = joinSection(sections[secExperience])
	f.Projects = joinSection(sections[secProjects])
	f.Education = joinSection(sections[secEducation])
	f.Certifications = joinSection(sections[secCertifications])
	f.Skills = joinSection(sections[secSkills])
	f.References = joinSection(sections[secReferences])
	if len(unplaced) > 0 {
		out.Unplaced = len(unplaced)
		note := UnplacedMarker + "\n" + strings.Join(unplaced, "\n")
		if f.Summary != "" {
			f.Summary += "\n\n" + note
		} else {
			f.Summary = note
		}
	}
	return out, nil
}

// importLines cleans the text (line ends, control characters, the private-use bullets PDFs
// carry) and trims each line, keeping one blank line where there were any.
func importLines(text string) []string {
	if !utf8.ValidString(text) {
		text = strings.ToValidUTF8(text, "")
	}
	text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	text = pdfBullets.Replace(text)
	text = strings.Map(func(r rune) rune {
		switch {
		case r == '\n':
			return r
		case r == '\t' || r == '\u00a0':
			return ' '
		case unicode.IsControl(r), r == '\u200b', r == '\ufeff', r == '\u00ad':
			return -1
		}
		return r
	}, text)
	var out []string
	for _, raw := range strings.Split(text, "\n") {
		l := strings.Join(strings.Fields(raw), " ")
		if l == "" && (len(out) == 0 || out[len(out)-1] == "") {
			continue
		}
		out = append(out, l)
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

func joinSection(lines []string) string {
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// placeHeaderLine fills the name, job title and contact fields from one line at the top of a
// resume. It reports false, placing nothing, when any part of the line is not understood, so
// that the whole line goes to the summary for the user.
func placeHeaderLine(f *ImportedResume, line string) bool {
	if f.Name == "" && nameLike(line) {
		f.Name = line
		return true
	}
	parts := contactSep.Split(line, -1)
	if len(parts) == 1 && f.Name != "" && f.JobTitle == "" && f.Email == "" && f.Phone == "" &&
		contactSlot(&ImportedResume{}, line) == nil && !placeRE.MatchString(line) && titleLine(line) {
		f.JobTitle = line
		return true
	}
	fill := *f
	contacts := 0
	var places []string
	for _, p := range parts {
		p = strings.Trim(p, " ,;")
		if p == "" {
			continue
		}
		switch slot := contactSlot(&fill, p); {
		case slot != nil && *slot == "":
			*slot = contactValue(p)
			contacts++
		case slot == nil && placeRE.MatchString(p) && fill.Location == "":
			places = append(places, p)
		default:
			return false
		}
	}
	switch {
	case contacts > 0 && len(places) <= 1:
		if len(places) == 1 {
			fill.Location = places[0]
		}
	case contacts == 0 && len(places) == 1 && len(parts) == 1:
		fill.Location = places[0]
	default:
		return false
	}
	*f = fill
	return true
}

// contactSlot is the field a contact part belongs in, or nil.
func contactSlot(f *ImportedResume, p string) *string {
	lower := strings.ToLower(p)
	switch {
	case emailRE.MatchString(p):
		return &f.Email
	case phoneRE.MatchString(p) && digits(p) >= 7:
		return &f.Phone
	case strings.Contains(lower, "linkedin.com/") && linkRE.MatchString(strings.TrimPrefix(lower, "linkedin: ")):
		return &f.LinkedIn
	case strings.Contains(lower, "github.com/") && linkRE.MatchString(strings.TrimPrefix(lower, "github: ")):
		return &f.GitHub
	case linkRE.MatchString(p) && strings.Contains(p, "."):
		return &f.Website
	}
	return nil
}

// contactValue is a contact part without its label ("Email: a@b.co" → "a@b.co").
func contactValue(p string) string {
	if m := emailRE.FindStringSubmatch(p); m != nil {
		return m[1]
	}
	if m := phoneRE.FindStringSubmatch(p); m != nil {
		return m[1]
	}
	if i := strings.Index(p, ": "); i > 0 && !strings.Contains(p[:i], "/") {
		return strings.TrimSpace(p[i+2:])
	}
	return p
}

func digits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

// nameLike: a person's name as a resume's first line has it: two to five words of letters.
func nameLike(line string) bool {
	words := strings.Fields(line)
	if len(words) < 2 || len(words) > 5 || utf8.RuneCountInString(line) > 100 {
		return false
	}
	for _, w := range words {
		for _, r := range w {
			if !unicode.IsLetter(r) && !strings.ContainsRune(".'-’", r) {
				return false
			}
		}
	}
	return true
}

// titleLine: a job title under the name ("Senior Product Designer"): short, no digits, no
// sentence.
func titleLine(line string) bool {
	words := strings.Fields(line)
	if len(words) == 0 || len(words) > 8 || utf8.RuneCountInString(line) > 120 || strings.HasSuffix(line, ".") {
		return false
	}
	return digits(line) == 0 && !strings.ContainsAny(line, "@:")
}
