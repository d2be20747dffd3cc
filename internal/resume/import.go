package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/plaintext"
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
	Volunteer      string `json:"volunteer"`
	Awards         string `json:"awards"`
	Publications   string `json:"publications"`
	Languages      string `json:"languages"`
	Interests      string `json:"interests"`
}

// ResumeImport is ImportResume's answer.
type ResumeImport struct {
	Fields ImportedResume `json:"fields"`
	// Headings are the section headings found, as typed, in order.
	Headings []string `json:"headings"`
	// Unplaced counts the lines put at the end of the summary for the user to place.
	Unplaced int `json:"unplaced"`
	// Jobs, Schools and Skills count what the one parser reads in the imported fields, for the
	// message after an import ("5 jobs, 2 schools, 14 skills; 3 lines to place").
	Jobs    int `json:"jobs"`
	Schools int `json:"schools"`
	Skills  int `json:"skills"`
	// Unsure names the fields the import was not sure of, each with why, for the user to check.
	Unsure map[string]string `json:"unsure"`
}

var (
	emailRE = regexp.MustCompile(`(?i)^(?:e-?mail(?:\s*:\s*|\s+))?(?:mailto:)?([a-z0-9._%+\-]+@[a-z0-9.\-]+\.[a-z]{2,})$`)
	phoneRE = regexp.MustCompile(`(?i)^(?:(?:phone|tel|mobile|cell)(?:\s*:\s*|\s+))?(\+?[\d][\d ().\-]{6,}\d)$`)
	linkRE  = regexp.MustCompile(`(?i)^(?:https?://)?(?:www\.)?[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,}(?:/\S*)?$`)
	// placeRE is a place as a contact line has it: "Austin, TX", "Mapo-gu, Seoul, South Korea",
	// "Springfield, IL 62701".
	placeRE    = regexp.MustCompile(`^\p{Lu}[\p{L} .'\-]{1,40}(?:,\s*\p{Lu}[\p{L} .'\-]{0,40}){1,2}(?:\s+\d{4,5}(?:-\d{4})?)?$`)
	contactSep = regexp.MustCompile(`\s*[|•·●▪◦♦]\s*|\s{3,}|\s+[-–—]\s+`)
	// A soft hyphen (U+00AD) or U+2010–U+2015, U+2212 between dates is the range dash; inside a word it
	// joins its parts ("Co-founder"); elsewhere it is dropped.
	softHyphens      = regexp.MustCompile(`(\S?)[\x{00AD}\x{2010}\x{2011}]+(\S?)`)
	spacedSoftHyphen = regexp.MustCompile(`(\S)[ \t]+\x{00AD}+[ \t]+(\S)`)
	spaceBeforeComma = regexp.MustCompile(`([\p{L}\p{N})]) +,`)
	wrappedLink      = regexp.MustCompile(`(?i)(?:^|\s)(?:https?://)?(?:www\.)?[a-z0-9\-]+\.[a-z]{2,}/\S*[a-z0-9]-$`)
	linkTail         = regexp.MustCompile(`^[a-z0-9][a-z0-9\-]*/?$`)
	loneBullet       = regexp.MustCompile(`^[•◦‣⁃○∙*]$`)
	pdfBullets       = strings.NewReplacer("\uf0b7", "•", "\uf0a7", "•", "\uf076", "•", "\uf0d8", "•", "●", "•", "▪", "•", "■", "•", "◦", "•", "➢", "•", "►", "•")
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
	// titleOpen: the job title stands in the name's block, before any blank line; a line
	// after one is the start of a section with a heading the import does not know.
	titleOpen := true
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		// At the top, a line ending in a comma runs on ("Austin," / "TX linkedin.com/in/ana").
		for top && strings.HasSuffix(line, ",") && i+1 < len(lines) && lines[i+1] != "" {
			if s, _, _ := headingOf(lines[i+1]); s != secNone {
				break
			}
			i++
			line += " " + lines[i]
		}
		// A profile's handle above its network's name ("ana" / "LinkedIn", or a row of them):
		// the name labels the handle.
		// "+1 (512) 555-0188" / "(Mobile)": a sidebar too narrow for the kind after the detail.
		if current == secContact && i+1 < len(lines) && contactNameLine.MatchString(lines[i+1]) {
			i++
			line += " " + lines[i]
		}
		if current == secContact && i+1 < len(lines) {
			if labelled, ok := handlesNamed(line, lines[i+1]); ok {
				line = labelled
				i++
			}
		}
		if !top && f.Name != "" && nameFooter(line, f.Name) {
			// A page's running footer of the name, the document's kind and a date (ADR 0079).
			continue
		}
		if line == "" {
			titleOpen = titleOpen && f.Name == ""
			if current != secNone && current != secOther && current != secContact {
				sections[current] = append(sections[current], "")
			}
			continue
		}
		if s, head, rest := headingOf(line); s == secOther {
			current, top = s, false
			unplaced = append(unplaced, line)
			continue
		} else if s != secNone && s == current && (qualified(head) || rest == "" && i > 0 && isDated(lines[i-1])) {
			// "Other awards" under Honors and Awards: a line of the section, not a new heading.
			// "Volunteer" under an entry's dated header in Volunteer Experience is the role.
			sections[current] = append(sections[current], line)
			continue
		} else if (current == secInterests || current == secSkills) && longCVHeading(head) && i > 0 && lines[i-1] != "" {
			// "Writing" in a list of interests or skills is one of them; a long CV's section of
			// that name starts after a blank line.
			sections[current] = append(sections[current], line)
			continue
		} else if current == secSkills && (s == secSkills || s == secLanguages && rest != "" && !namesHumanLanguage(rest)) {
			// A skills group's label under Skills ("Tools", "Languages: Python, Go") stays in
			// it; a list of spoken languages starts Languages.
			sections[secSkills] = append(sections[secSkills], line)
			continue
		} else if groups := skillGroups(line); current == secSkills && s == secLanguages && rest != "" && (i+1 < len(lines) && lines[i+1] != "" || len(groups) > 1) {
			// "Language: Fluent in Spanish" between two skill groups, or beside one in a
			// table: the languages go to their field, and the other groups are still skills.
			_, _, spoken := headingOf(groups[0])
			sections[secLanguages] = append(sections[secLanguages], spoken)
			sections[secSkills] = append(sections[secSkills], groups[1:]...)
			out.Headings = append(out.Headings, head)
			continue
		} else if s != secNone {
			current, top = s, false
			out.Headings = append(out.Headings, head)
			if len(sections[s]) > 0 {
				sections[s] = append(sections[s], "")
			}
			if rest != "" {
				if s == secContact {
					if !placeContactLine(f, rest) {
						unplaced = append(unplaced, rest)
					}
				} else {
					sections[s] = append(sections[s], rest)
				}
			}
			continue
		}
		// A contact line wherever it is: a sidebar's block, a running footer, a line under a
		// "Contact" heading. Lines of Projects and Experience keep their links.
		if current == secContact || (!top && current != secProjects && current != secExperience && current != secReferences && personalContactLine(line)) {
			if placeContactLine(f, line) {
				continue
			}
			if current == secContact {
				if rest, ok := placeContactParts(f, line, false); ok {
					line = rest
				}
				if line != "" {
					unplaced = append(unplaced, line)
				}
				continue
			}
		}
		if i > 0 && lines[i-1] == "" && unknownHeading(lines, i, current) {
			// A section the import has no name for ("Exhibitions") after a list section: its
			// heading and lines are left to place, not filed under the list above.
			current = secOther
			unplaced = append(unplaced, line)
			continue
		}
		if current != secNone && current != secOther {
			if current == secExperience || current == secVolunteer {
				line = withoutDuration(line)
			}
			if current == secSkills {
				sections[current] = append(sections[current], skillGroups(line)...)
				continue
			}
			sections[current] = append(sections[current], line)
			continue
		}
		if top && placeHeaderLine(f, line, titleOpen) {
			continue
		}
		// A resume's opening sentences, under the name and before any heading, are its summary.
		if top && f.Name != "" && sentenceLike(line) {
			sections[secSummary] = append(sections[secSummary], line)
			continue
		}
		if rest, ok := placeContactParts(f, line, top); ok {
			if rest != "" {
				unplaced = append(unplaced, rest)
			}
			continue
		}
		unplaced = append(unplaced, line)
	}
	if jobs, projects := projectsOutOfExperience(sections[secExperience]); projects != nil {
		sections[secExperience] = jobs
		if len(sections[secProjects]) > 0 {
			projects = append([]string{""}, projects...)
		}
		sections[secProjects] = append(sections[secProjects], projects...)
	}
	for _, sec := range []importSection{secAwards, secCertifications, secPublications} {
		if sec != secPublications {
			sections[sec] = stackedItems(sections[sec]) // before its lines are taken for labels
		}
		// Group labels inside the section ("International Awards") are headings, not entries.
		kept, labels := subHeadings(sections[sec])
		out.Headings = append(out.Headings, labels...)
		sections[sec] = kept
	}
	for sec, field := range map[importSection]*string{
		secSummary: &f.Summary, secExperience: &f.Experience, secProjects: &f.Projects, secEducation: &f.Education,
		secCertifications: &f.Certifications, secSkills: &f.Skills, secReferences: &f.References, secVolunteer: &f.Volunteer,
		secAwards: &f.Awards, secPublications: &f.Publications, secLanguages: &f.Languages, secInterests: &f.Interests,
	} {
		switch sec {
		case secCertifications, secAwards, secPublications:
			sections[sec] = entriesOnOneLine(sections[sec])
		case secLanguages:
			sections[sec] = languageLevels(sections[sec])
		case secSummary:
			sections[sec] = joinSummaryWraps(sections[sec])
		case secSkills:
			for i, l := range sections[sec] {
				sections[sec][i] = withoutBullet(l)
			}
			sections[sec] = labelledSkillGroups(sections[sec])
		}
		*field = joinSection(sections[sec])
	}
	out.countAndDoubt()
	if len(unplaced) > 0 {
		out.Unsure["summary"] = MsgUnsureUnplaced
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

// softHyphen keeps a word whole across a soft hyphen or U+2010 ("Co­founder" → "Co-founder")
// and reads one between digits or dates as the range dash the parser knows.
func softHyphen(m string) string {
	first, _ := utf8.DecodeRuneInString(m)
	last, _ := utf8.DecodeLastRuneInString(m)
	switch {
	case unicode.IsLetter(first) && unicode.IsLetter(last) && !strings.ContainsAny(m, " "):
		return string(first) + "-" + string(last)
	case unicode.IsDigit(first) || strings.ContainsAny(m[len(string(first)):], " "):
		return strings.NewReplacer("\u00ad", " – ", "\u2010", " – ", "\u2011", "-").Replace(m)
	}
	return strings.NewReplacer("\u00ad", "", "\u2010", "-", "\u2011", "-").Replace(m)
}

// importLines cleans the text (line ends, control characters, the private-use bullets PDFs
// carry) and trims each line, keeping one blank line where there were any.
func importLines(text string) []string {
	if !utf8.ValidString(text) {
		text = strings.ToValidUTF8(text, "")
	}
	text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	text = pdfBullets.Replace(text)
	// A soft hyphen set apart between two words ("Networking ­ Specialty", as LaTeX gives a
	// spaced dash) is the dash, not a word broken in two.
	text = spacedSoftHyphen.ReplaceAllString(text, "$1 – $2")
	text = softHyphens.ReplaceAllStringFunc(text, softHyphen)
	text = strings.Map(func(r rune) rune {
		switch {
		case r == '\n':
			return r
		case r == '\t' || r == '\u00a0':
			return ' '
		case r == 0:
			// What a font gave for a glyph it could not name (often a ligature): shown, for
			// the user to correct, rather than refusing the whole file (issue 22).
			return '\ufffd'
		case r >= '\ue000' && r <= '\uf8ff', r >= '\U000f0000':
			// Icon glyphs of the Private Use Area (the common PDF bullets were mapped above).
			return -1
		case unicode.IsControl(r), r == '\u200b', r == '\ufeff':
			return -1
		}
		return r
	}, text)
	var out []string
	for _, raw := range strings.Split(text, "\n") {
		l := strings.Join(strings.Fields(raw), " ")
		// A space the PDF reader put before a comma for the gap a left-out dash left ("Specialty ,").
		l = spaceBeforeComma.ReplaceAllString(l, "$1,")
		if l == "" && (len(out) == 0 || out[len(out)-1] == "") {
			continue
		}
		// A bullet on a line of its own ("•" / "Wrote the driver"), as some PDF readers and
		// copy-pastes give a bullet set smaller or raised, is the bullet of the next line.
		if n := len(out); n > 0 && l != "" && loneBullet.MatchString(out[n-1]) {
			out[n-1] += " " + l
			continue
		}
		// A link broken at its hyphen over two lines ("linkedin.com/in/ana-" / "souza") is one.
		if n := len(out); n > 0 && wrappedLink.MatchString(out[n-1]) {
			first, rest, _ := strings.Cut(l, " ")
			if linkTail.MatchString(first) {
				out[n-1] += first
				if l = rest; l == "" {
					continue
				}
			}
		}
		out = append(out, l)
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// trailingDuration is the length of stay LinkedIn prints after a job's dates ("September 2022 -
// Present (3 years 2 months)", "Sep 2019 - Present · 5 yrs 3 mos").
var trailingDuration = regexp.MustCompile(`(?i)\s*(?:·\s*)?(?:\(\s*(?:\d+\+?\s*(?:yrs?|years?|mos?|months?)(?:\s*,?\s*\d+\s*(?:mos?|months?))?|less than a year)\s*\)|\d+\+?\s*(?:yrs?|years?|mos?|months?)(?:\s*,?\s*\d+\s*(?:mos?|months?))?|less than a year)$`)

// cellDuration is a length of stay alone in the right column, set beside a bullet where the
// column's third row (place, dates, length) meets the text (RenderCV's Classic: "• Co-authored
// … | 4 months").
var cellDuration = regexp.MustCompile(`(?i)\s+\|\s+\d+\+?\s*(?:yrs?|years?|mos?|months?)(?:\s*,?\s*\d+\s*(?:mos?|months?))?$`)

// withoutDuration drops the length of stay after an imported job's dates: the dates say it,
// and the form would show it as a detail of the job. What a user types stays as typed.
func withoutDuration(line string) string {
	if loc := cellDuration.FindStringIndex(line); loc != nil && loc[0] > 0 {
		return line[:loc[0]]
	}
	loc := trailingDuration.FindStringIndex(line)
	if loc == nil || loc[0] == 0 {
		return line
	}
	if _, ok := headerDate(line[:loc[0]]); !ok || !dateRangeRE.MatchString(line[:loc[0]]) {
		return line
	}
	return strings.TrimSpace(line[:loc[0]])
}

// skillGroup is a skills group's label opening a part of a line ("Hardware Tools: …").
var skillGroup = regexp.MustCompile(`^\p{Lu}[\p{L}&/+ ]{0,40}:\s`)

// skillGroups parts a line of skill groups set side by side in a table ("Languages: Go, C |
// Hardware: FPGA, UART"; the layout reader joins a row's cells with " | ", ADR 0035) into one
// group a line, so no group's items run into the next group's label.
func skillGroups(line string) []string {
	parts := strings.Split(line, " | ")
	if len(parts) < 2 || !skillGroup.MatchString(parts[0]) {
		return []string{line}
	}
	var out []string
	for _, p := range parts {
		if n := len(out); n > 0 && !skillGroup.MatchString(p) {
			out[n-1] += " | " + p
			continue
		}
		out = append(out, p)
	}
	return out
}

// entriesOnOneLine writes each entry of a list section on one line, as the form's lists hold
// their items: a long CV's talk or article set as an entry ("Event | Place" over "Role | Date",
// bullets under them) becomes one item, "Event | Place | Role | Date · bullet · bullet". Only
// an entry's header (a line with a date or a bar) takes the bullets under it: a group's label
// over bulleted items ("Scholarships" / "• Merit award") stays a list.
func entriesOnOneLine(lines []string) []string {
	var out []string
	header := false // the last line out is an entry's header, and takes the bullets below
	for i := 0; i < len(lines); i++ {
		text, marked := plaintext.StripBullet(lines[i])
		switch {
		case marked && header:
			out[len(out)-1] += " · " + text
		case !marked && entryHeader(lines[i]) && !isDated(lines[i]) && i+2 < len(lines) && isDated(lines[i+1]) && bulleted(lines[i+2]):
			// "Event | Place" over "Role | Date": one header.
			out = append(out, lines[i]+" | "+lines[i+1])
			header = true
			i++
		default:
			out = append(out, lines[i])
			header = !marked && entryHeader(lines[i]) && i+1 < len(lines) && bulleted(lines[i+1])
		}
	}
	return out
}

func entryHeader(line string) bool { return strings.Contains(line, " | ") || isDated(line) }

func bulleted(line string) bool {
	_, marked := plaintext.StripBullet(line)
	return marked
}

func joinSection(lines []string) string {
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// sentenceLike: a line that reads as prose, not a header: six or more words, ending in a full
// stop, or eight or more mostly in lower case.
func sentenceLike(line string) bool {
	words := strings.Fields(line)
	return len(words) >= 6 && (strings.HasSuffix(line, ".") || len(words) >= 8 && lowerWords(words)*2 > len(words)) && !strings.ContainsAny(line, "@|;")
}

// What the import tells the user to check, field by field.
const (
	MsgUnsureUnplaced  = "Lines the import could not place are at the end: move them where they belong."
	MsgUnsureRoles     = "Some roles could not be split into role, company and dates: check them."
	MsgUnsureSchools   = "Some entries have no school or no degree the import could tell: check them."
	MsgUnsureName      = "No name was found at the top of the file."
	MsgUnsureVolunteer = "Some roles could not be split into role, organisation and dates: check them."
)

// skillCount counts the skills of the field, each of a labelled group's ("Languages: Python,
// Go" is two), as the list the resume shows keeps the group whole (plaintext.SplitList).
func skillCount(skills string) int {
	n := 0
	for _, item := range plaintext.SplitList(skills) {
		if _, rest, ok := strings.Cut(item, ": "); ok {
			n += len(plaintext.SplitList(rest))
		} else {
			n++
		}
	}
	return n
}

// countAndDoubt counts the entries the one parser reads in the imported fields and names the
// fields whose reading the user should check.
func (out *ResumeImport) countAndDoubt() {
	f := out.Fields
	out.Unsure = map[string]string{}
	jobs := ParseExperience(f.Experience)
	schools := ParseEducation(f.Education)
	out.Jobs, out.Schools, out.Skills = len(jobs), len(schools), skillCount(f.Skills)
	if unsplit(jobs) {
		out.Unsure["experience"] = MsgUnsureRoles
	}
	if unsplit(ParseExperience(f.Volunteer)) {
		out.Unsure["volunteer"] = MsgUnsureVolunteer
	}
	for _, s := range schools {
		if s.School == "" || s.Degree == "" && s.Details == "" {
			out.Unsure["education"] = MsgUnsureSchools
			break
		}
	}
	if f.Name == "" {
		out.Unsure["name"] = MsgUnsureName
	}
}

// unsplit: an entry kept whole as typed, or one without dates.
func unsplit(entries []ExperienceEntry) bool {
	for _, e := range entries {
		if e.Text != "" || e.Dates == "" {
			return true
		}
	}
	return false
}
