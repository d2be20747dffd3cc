package draft

import (
	"encoding/json"
	"strings"

	"github.com/draftsmith/draftsmith/internal/match"
	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// MaxJobDescription is the longest posting accepted, in characters: real postings run to a
// few thousand; this leaves room for the longest without letting one request carry a book.
const MaxJobDescription = 20000

// Target is the job a draft is aimed at. Every field is optional.
type Target struct {
	JobDescription string `json:"job_description,omitempty" maxLength:"20000" doc:"A job posting to aim the draft at, pasted as text. It is used as data only: its skills are matched against yours, and a draft never claims one you did not write"`
	TargetRole     string `json:"target_role,omitempty" maxLength:"120" doc:"The role to aim at, when typed rather than read from the posting"`
	TargetCompany  string `json:"target_company,omitempty" maxLength:"120" doc:"The company to aim at, when typed rather than read from the posting"`

	posting *match.Posting // the analysed posting, once read
}

// TargetOf is the form's target (every form embeds one).
func (t *Target) TargetOf() *Target { return t }

// Normalise cleans the target's text and forgets a posting read before.
func (t *Target) Normalise() {
	t.JobDescription = plaintext.CleanText(t.JobDescription)
	cleanLines(&t.TargetRole, &t.TargetCompany)
	t.posting = nil
}

// aimed reports whether the user gave a target at all.
func (t *Target) Aimed() bool {
	return t.JobDescription != "" || t.TargetRole != "" || t.TargetCompany != ""
}

// analysis is the posting read by the match engine (no requirements when there is none).
func (t *Target) Analysis() *match.Posting {
	if t.posting == nil {
		t.posting = match.Default().Analyze(t.JobDescription)
	}
	return t.posting
}

// role and company are the user's own, else the posting's.
func (t *Target) AimedRole() string { return plaintext.FirstNonEmpty(t.TargetRole, t.Analysis().Role) }

func (t *Target) AimedCompany() string {
	return plaintext.FirstNonEmpty(t.TargetCompany, t.Analysis().Company)
}

// evidenceText is what the user wrote about themselves in a form: its evidence fields (the
// vocabulary lists them per kind), one per line.
func EvidenceText(f Form) string {
	values := formStrings(f)
	var parts []string
	for _, name := range match.Default().EvidenceFields(string(f.Kind())) {
		if s := values[name]; s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "\n")
}

// targetWords are the words of a draft that name its target rather than the writer: for the
// kinds that name it (letters and emails, as the vocabulary lists them), the target fields of
// the form and the posting's role and company.
func TargetWords(f Form) []string {
	fields := match.Default().TargetFields(string(f.Kind()))
	if len(fields) == 0 {
		return nil
	}
	values := formStrings(f)
	var words []string
	for _, name := range fields {
		words = append(words, values[name])
	}
	p := f.TargetOf().Analysis()
	return plaintext.NonEmpty(append(words, p.Role, p.Company))
}

// formStrings are a form's text fields by their JSON names.
func formStrings(f Form) map[string]string {
	out := map[string]string{}
	b, err := json.Marshal(f)
	if err != nil {
		return out
	}
	var fields map[string]any
	if json.Unmarshal(b, &fields) != nil {
		return out
	}
	for k, v := range fields {
		if s, ok := v.(string); ok {
			out[k] = s
		}
	}
	return out
}

// withTarget is the form with the target's role and company where the user left the job title
// and company empty, so the letter names them.
func (f *CoverLetterForm) WithTarget() *CoverLetterForm {
	g := *f
	g.JobTitle = plaintext.FirstNonEmpty(f.JobTitle, f.AimedRole())
	g.CompanyName = plaintext.FirstNonEmpty(f.CompanyName, f.AimedCompany())
	return &g
}

// TargetJob names the job a draft is aimed at, "role @ company" (one side alone when the
// other is unknown; "" when there is no target): the form's target role and company, else
// the posting's. A cover letter's own job title and company name come first, as they are the
// job it applies for. The drafts list shows it (ADR 0050).
func TargetJob(f Form) string {
	t := f.TargetOf()
	role, company := t.TargetRole, t.TargetCompany
	if cl, ok := f.(*CoverLetterForm); ok {
		role = plaintext.FirstNonEmpty(cl.JobTitle, role)
		company = plaintext.FirstNonEmpty(cl.CompanyName, company)
	}
	if (role == "" || company == "") && t.JobDescription != "" {
		p := t.Analysis()
		role = plaintext.FirstNonEmpty(role, p.Role)
		company = plaintext.FirstNonEmpty(company, p.Company)
	}
	switch {
	case role != "" && company != "":
		return role + " @ " + company
	case company != "":
		return "@ " + company
	}
	return role
}
