package resume

import (
	"strings"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// EntryCards is one section of the resume form as the generator shows it: a card per entry
// (issue 27, ADR 0049). Each entry is what the one parser reads, and Starts says at which line
// of the section's text (split at "\n", blank lines counted) it begins, so the web app can
// cut the text into cards and join them back without losing a character: the text stays
// what the API takes, and this reader stays the only one.
type EntryCards struct {
	Starts []int `json:"starts" doc:"For each entry, the index of its first line in the text split at line breaks (blank lines counted)"`
	// One of these is filled, by the section's shape.
	Experience []ExperienceEntry `json:"experience" doc:"Experience and Volunteer: the roles"`
	Projects   []Project         `json:"projects" doc:"Projects"`
	Education  []EducationEntry  `json:"education" doc:"Education"`
	Items      []string          `json:"items" doc:"Certifications, Awards and Publications: one item a line (a certification's Issued / Credential lines stay with it)"`
}

// CardSections are the form fields that show as cards, by their shape.
var CardSections = map[string]string{
	"experience": "experience", "volunteer": "experience", "projects": "projects", "education": "education",
	"certifications": "items", "awards": "items", "publications": "items",
}

// ReadEntryCards reads a section's text into its cards. ok is false for a field that has none.
func ReadEntryCards(section, text string) (EntryCards, bool) {
	var c EntryCards
	text = cleanLines(text)
	switch CardSections[section] {
	case "experience":
		c.Experience, c.Starts = parseExperience(text)
	case "projects":
		c.Projects, c.Starts = parseProjects(text)
	case "education":
		c.Education, c.Starts = parseEducation(text)
	case "items":
		c.Items, c.Starts = listItems(text)
	default:
		return c, false
	}
	if c.Starts == nil {
		c.Starts = []int{}
	}
	return c, true
}

// listItems is BulletList's reading, item by item with the line each starts at, and without
// its dedupe: a card is what the user typed, twice if they typed it twice.
func listItems(s string) ([]string, []int) {
	var out []string
	var starts []int
	for _, l := range typedLines(s) {
		if len(out) > 0 && !l.marked && certDetail.MatchString(l.text) {
			out[len(out)-1] += " · " + strings.TrimRight(l.text, " ;,.")
			continue
		}
		if b := plaintext.Bullet(l.text); b != "" {
			out = append(out, b)
			starts = append(starts, l.line)
		}
	}
	return out, starts
}

// cleanLines is the form's cleaning (plaintext.CleanText) line by line: the same words for the
// parser, and the same lines, so that Starts index the text as the user has it.
func cleanLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = plaintext.CleanText(strings.ReplaceAll(l, "\r", ""))
	}
	return strings.Join(lines, "\n")
}
