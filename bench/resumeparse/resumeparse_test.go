// Package resumeparse measures the resume parser (internal/drafting, ADR 0014) as
// POST /api/resume/preview runs it: a whole form read into the preview model.
//
//	go test ./bench/resumeparse -run '^$' -bench . -benchmem -count 5
package resumeparse

import (
	"fmt"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/writer"
)

// headers are the header forms of the corpus, one a role, in turn.
var headers = []string{
	"Senior Engineer at Acme Corp, Berlin (Jan 2020 - Present)",
	"Senior Product Designer\nGlobex · Full-time\nSep 2019 - Present · 5 yrs 3 mos\nLondon, England, United Kingdom",
	"2016-2019: Registered Nurse, St. Mary's Hospital",
	"Staff Engineer, Google (Mountain View, CA) 2015.03 – 2021.07",
	"Data Analyst, Initech, Austin, TX | March 2018 – current",
	"Ingeniera de Software, Telefónica S.A., Madrid (06/2019 - 08/2022)",
}

var bullets = []string{
	"Led the onboarding redesign that lifted activation 12%",
	"- Built the billing platform handling 2M invoices a month",
	"• Mentored 4 engineers, two of them promoted to senior",
	"Cut build times by 40% by caching dependencies across 30 services",
	"* Ran the incident review for the 2021 outage and wrote the runbook",
}

// form is a resume with roles entries of bulletsPerRole bullets, and its other sections.
func form(roles, bulletsPerRole int) *draft.ResumeForm {
	var exp []string
	for i := range roles {
		lines := []string{headers[i%len(headers)]}
		for j := range bulletsPerRole {
			lines = append(lines, bullets[(i+j)%len(bullets)])
		}
		exp = append(exp, strings.Join(lines, "\n"))
	}
	return &draft.ResumeForm{
		Name: "Ana Souza", JobTitle: "Staff Product Engineer", Email: "ana@example.com",
		Skills:         "Go, PostgreSQL, Kubernetes, React, TypeScript, Figma",
		Summary:        "product engineer with 10 years in fintech",
		Experience:     strings.Join(exp, "\n\n"),
		Projects:       "Ledger — a double-entry bookkeeping library (Tech: Go, SQLite) https://github.com/ana/ledger\n- 1200 stars\n\nShortlinks (Go, Redis)",
		Education:      "University of Texas at Austin — BFA Design (2018)\nMIT, MBA, 2023\n\nUniversity of Leeds\nBachelor of Science - BS, Computer Science\n2015 - 2018",
		Certifications: "AWS Certified Solutions Architect – Associate, 2022\nCertified Kubernetes Administrator (CKA)\nIssued Mar 2023 · Expires Mar 2026",
	}
}

func BenchmarkResumePreview(b *testing.B) {
	for _, size := range []struct{ roles, bullets int }{{3, 4}, {8, 5}, {20, 6}} {
		f := form(size.roles, size.bullets)
		chars := len([]rune(f.Experience + f.Projects + f.Education + f.Certifications))
		b.Run(fmt.Sprintf("roles=%d/bullets=%d/chars=%d", size.roles, size.bullets, chars), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				g := *f
				if _, _, err := writer.ResumePreview(&g); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
