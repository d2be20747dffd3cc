package writer

import (
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/match"
	"github.com/draftsmith/draftsmith/internal/plaintext"
	"github.com/draftsmith/draftsmith/internal/resume"
)

// Tailoring a draft to a job (issue 15, ADR 0022). Every form carries a Target: a job posting
// the user pasted, or the role and company they typed. The posting is read by the match
// engine; the built-in writer then puts the user's most relevant skills and bullets first,
// names the role and company in letters and emails, and mentions only the posting's
// requirements that the user's own words show. A model gets the posting as fenced, untrusted
// data, and an answer that claims a skill the form does not show is not used.

// shownSkills are the posting's skills that text shows in its own words, most important
// first, each with the text's first word for it ("k8s" for Kubernetes). Keywords and skills
// only implied ("React" implies JavaScript) are left out: a draft names only what the user wrote.
func shownSkills(t *draft.Target, text string, limit int) []string {
	p := t.Analysis()
	v := match.Default()
	var out []string
	seen := map[string]bool{}
	for i, ok := range v.Shows(p, text) {
		req := p.Requirements[i]
		if !ok || !req.IsSkill() || len(out) == limit {
			continue
		}
		w := v.Words(req, text)
		if len(w) == 0 || seen[strings.ToLower(w[0])] {
			continue
		}
		seen[strings.ToLower(w[0])] = true
		out = append(out, w[0])
	}
	return out
}

// byRelevance orders items by the weight of the posting's requirements each shows, keeping
// the user's order among equals.
func byRelevance(items []string, p *match.Posting) []string {
	v := match.Default()
	rel := make(map[string]int, len(items))
	for _, it := range items {
		rel[it] = v.Relevance(p, it)
	}
	out := append([]string(nil), items...)
	stableSort(out, func(a, b string) bool { return rel[a] > rel[b] })
	return out
}

func stableSort(items []string, less func(a, b string) bool) {
	for i := 1; i < len(items); i++ {
		for j := i; j > 0 && less(items[j], items[j-1]); j-- {
			items[j], items[j-1] = items[j-1], items[j]
		}
	}
}

// ---- Resume ----

// tailored puts the skills and the bullets of each role and project that the posting asks
// for first. When the summary is the one built from the skills (the user wrote none), it is
// built again from the reordered skills. Nothing is added or dropped.
func (f resumeWriter) tailored(r *resume.ResumeSections) *resume.ResumeSections {
	p := f.Analysis()
	if len(p.Requirements) == 0 {
		return r
	}
	built := f.Summary == "" && r.Summary == resume.PolishSummary(builtSummary(f.JobTitle, r.Skills))
	r.Skills = byRelevance(r.Skills, p)
	for i := range r.Experience {
		r.Experience[i].Bullets = byRelevance(r.Experience[i].Bullets, p)
	}
	for i := range r.Projects {
		r.Projects[i].Bullets = byRelevance(r.Projects[i].Bullets, p)
	}
	if built {
		r.Summary = resume.PolishSummary(builtSummary(f.JobTitle, r.Skills))
	}
	return r
}

// ---- Cover letter ----

// The sentence that names the posting's requirements the background shows, per tone.
// {skills} is "Go, Kubernetes and PostgreSQL"; {are} is "are" or "is".
var matchedRequirementsLine = map[string]string{
	"professional": "Your posting asks for {skills}, which {are} part of my background.",
	"confident":    "You're looking for {skills}, and that is exactly what I bring.",
	"warm":         "I was glad to see {skills} in your posting, as {they} part of my experience.",
	"concise":      "Relevant to your posting: {skills}.",
	"enthusiastic": "I was excited to see {skills} in your posting, since {they} part of my experience!",
}

// withMatchedRequirements opens the closing paragraph with the tone's sentence naming up to
// four of the posting's skills that the letter's own text shows — never one it does not.
func (f letterWriter) withMatchedRequirements(paras []string) []string {
	skills := shownSkills(f.TargetOf(), draft.EvidenceText(f.CoverLetterForm), 4)
	if len(skills) == 0 {
		return paras
	}
	are, they := "are", "they're"
	if len(skills) == 1 {
		are, they = "is", "it's"
	}
	line := strings.NewReplacer("{skills}", plaintext.JoinAnd(skills), "{are}", are, "{they}", they).Replace(matchedRequirementsLine[f.Tone])
	if len(paras) == 0 {
		return []string{line}
	}
	out := append([]string(nil), paras[:len(paras)-1]...)
	return append(out, line+" "+paras[len(paras)-1])
}

// ---- Cold email ----

// The sentence naming the role and company, per tone; {target} is "the X role at Y", "the X
// role" or "the open role at Y".
var emailTargetLine = map[string]string{
	"Confident & warm":         "I'm reaching out about {target}.",
	"Direct & concise":         "I'm writing about {target}.",
	"Professional & courteous": "I am writing regarding {target}.",
	"Friendly & upbeat":        "I'm reaching out about {target}!",
	"Bold & persuasive":        "I'm writing about {target}.",
}

// targetParagraph names the role and company the email is about, then the posting's skills
// the email's own text shows. None when there is no target.
func (f emailWriter) targetParagraph() []string {
	role, company := f.AimedRole(), f.AimedCompany()
	var target string
	switch {
	case role != "" && company != "":
		target = "the " + role + " role at " + company
	case role != "":
		target = "the " + role + " role"
	case company != "":
		target = "the open role at " + company
	default:
		return nil
	}
	line := strings.Replace(emailTargetLine[f.Tone], "{target}", target, 1)
	if skills := shownSkills(f.TargetOf(), draft.EvidenceText(f.ColdEmailForm), 3); len(skills) > 0 {
		verb := "are"
		if len(skills) == 1 {
			verb = "is"
		}
		line += " The posting asks for " + plaintext.JoinAnd(skills) + ", which " + verb + " part of my work."
	}
	return []string{line}
}

// ---- Models ----
