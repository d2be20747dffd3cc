// Package drafttest holds sample forms that the tests of the writer, the generation service
// and the library share: each is a form a user could send, filled the way people fill it.
package drafttest

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/drafting"
	"github.com/draftsmith/draftsmith/internal/llm"
	"github.com/draftsmith/draftsmith/internal/quota"
)

// FullResume is a resume form with every section filled in.
func FullResume() *draft.ResumeForm {
	return &draft.ResumeForm{
		FullName: "Jane Doe", JobTitle: "Senior Backend Engineer", Email: "jane@example.com", Phone: "+1 555 0100",
		Location: "Berlin", Website: "janedoe.dev", LinkedIn: "linkedin.com/in/janedoe", GitHub: "github.com/janedoe",
		Skills:         "Go, PostgreSQL, Kubernetes\nAWS; gRPC",
		Summary:        "Backend engineer who likes boring, reliable systems.",
		Experience:     "Senior Engineer at Acme Corp, Berlin (Jan 2020 - Present)\n- built the billing platform handling 2M invoices a month\n- led a team of 4;\n\nSoftware Engineer | Initech | 2016 – 2019\nMaintained the TPS report pipeline.\n* Cut build times by 40%",
		Projects:       "Ledger — a double-entry bookkeeping library (Tech: Go, SQLite) https://github.com/janedoe/ledger\n- 1200 stars\n\nShortlinks (Go, Redis)",
		Education:      "BSc Computer Science, Technical University of Munich, 2016",
		Certifications: "AWS Certified Solutions Architect", References: "Available upon request",
	}
}

// FullLetter is a cover letter form with a role, a company and a background.
func FullLetter() *draft.CoverLetterForm {
	return &draft.CoverLetterForm{
		Name: "Jane Doe", ContactInfo: "jane@example.com | Berlin", JobTitle: "Staff Engineer", CompanyName: "Globex",
		Background: "Seven years building payment systems at Acme. Led the move to Kubernetes, cutting costs by 30%.\nMentored 5 engineers.",
	}
}

// FullEmail is a cold email form with every field filled in.
func FullEmail() *draft.ColdEmailForm {
	return &draft.ColdEmailForm{
		SenderName: "Sam Park", Recipient: "Priya", Icebreaker: "loved your talk at SaaStr on usage-based pricing",
		Offer: "- A pricing audit that finds revenue leaks in 2 weeks\n- Benchmarks from 40 SaaS companies",
		Goal:  "book a call to see if an audit fits your Q3 plans", CTA: "15 minutes to scope impact",
	}
}

// DeckForm is a pitch deck form with a product, an audience and two key points.
func DeckForm() *draft.PitchDeckForm {
	return &draft.PitchDeckForm{Product: "Draftsmith", Audience: "job seekers", KeyPoints: "Writing a resume takes hours\n1,200 users on the waitlist"}
}

// MustJSON is v as JSON.
func MustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// Fixture is a generation service over a test database, with the quota it charges.
type Fixture struct {
	DB    *bun.DB
	Quota *quota.Service
	Svc   *drafting.Service
}

// NewFixture gives free drafts a month (premium users 100) and writes with provider, or with
// the built-in writer when provider is nil.
func NewFixture(db *bun.DB, free int, premium quota.PremiumSource, provider llm.Provider) Fixture {
	q := quota.New(db, quota.Options{FreeMonthly: free, PremiumMonthly: 100, Premium: premium})
	return Fixture{DB: db, Quota: q, Svc: drafting.New(db, &drafting.Engine{Provider: provider, Timeout: time.Minute}, q, nil)}
}

// Used is how many drafts c has used this month.
func (f Fixture) Used(t testing.TB, c quota.Caller) int {
	t.Helper()
	u, err := f.Quota.UsageOf(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	return u.Used
}
