package claims

import (
	"encoding/json"
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/facts"
	"github.com/draftsmith/draftsmith/internal/llm"
)

// The facts check of a model's draft (ADR 0037): numbers, names, employers, schools and
// links only from the form. The posting may lend the draft its names (the company, its
// product, the skills it lists — a skill the form does not show is refused by CheckSkills),
// never its numbers: "5+ years" in a posting is not the user's.

// fixedWording is what every draft of a kind may say without the user typing it: the spec's
// defaults, the deck's slide titles and the resume's headings.
var fixedWording = strings.Join([]string{
	draft.DefaultGreeting, draft.DefaultClosing, draft.DefaultSubject, draft.DefaultOpener, draft.DefaultCTA,
	strings.Join(draft.DeckSectionTitles, " "), "Go-To-Market Pitch Deck",
	"Summary Skills Experience Projects Education Certifications References Present",
}, "\n")

var digitsRe = regexp.MustCompile(`\d`)

// sourceOf is every text field of the form but the posting.
func sourceOf(f draft.Form) string {
	b, err := json.Marshal(f)
	if err != nil {
		return ""
	}
	var fields map[string]any
	if json.Unmarshal(b, &fields) != nil {
		return ""
	}
	var parts []string
	for k, v := range fields {
		if s, ok := v.(string); ok && k != "job_description" && k != "template" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "\n")
}

// InventedFacts are the facts in a model's draft that the form does not give.
func InventedFacts(f draft.Form, out draft.Output) []facts.Finding {
	t := f.TargetOf()
	allowed := []string{fixedWording, digitsRe.ReplaceAllString(t.JobDescription, " ")}
	allowed = append(allowed, draft.TargetWords(f)...)
	return facts.Check(sourceOf(f), out.Text, allowed...)
}

// WithFindings tells the model, on its second try, what its first draft added.
func WithFindings(p llm.Prompt, invented []facts.Finding) llm.Prompt {
	if len(invented) == 0 {
		return p
	}
	p.System += "\n\nYour previous draft was refused: " + strings.Join(facts.Strings(invented), "; ") +
		". Write the draft again using only numbers, names, employers, schools and links that appear in the form. Do not add any other."
	return p
}
