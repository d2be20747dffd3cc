package check_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/check"
	"github.com/draftsmith/draftsmith/internal/draft"
)

// BenchmarkCheckResumeForm is one keystroke's check of a full resume: 4 roles of 6 bullets,
// 12 skills and a posting (the panel asks it 250 ms after the typing rests).
func BenchmarkCheckResumeForm(b *testing.B) {
	var exp strings.Builder
	for r := range 4 {
		fmt.Fprintf(&exp, "Engineer at Company %d, Berlin (Jan %d – Dec %d)\n", r, 2012+3*r, 2014+3*r)
		for i := range 6 {
			fmt.Fprintf(&exp, "- Cut the run time of pipeline %d by %d%% by caching results between its stages in Redis\n", i, 10+i)
		}
		exp.WriteString("\n")
	}
	f := &draft.ResumeForm{Name: "Ana", Email: "a@example.com", Phone: "555 010 0000", Experience: exp.String(),
		Skills: "Go, Python, PostgreSQL, Redis, Kubernetes, AWS, Terraform, Kafka, React, TypeScript, Docker, Linux"}
	f.JobDescription = "Senior Backend Engineer\nRequirements:\n- 5+ years of Go\n- PostgreSQL and Kubernetes\n- AWS\nNice to have: Terraform"
	for b.Loop() {
		g := *f
		if _, err := check.ResumeForm(&g, now); err != nil {
			b.Fatal(err)
		}
	}
}
