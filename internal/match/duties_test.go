package match

import (
	"slices"
	"testing"
)

// The duties a letter may speak to are the posting's own words for the work: the items under
// a heading of duties and what follows "you will" in its prose, never its requirements, its
// nice-to-haves or its benefits (ADR 0053).
func TestPostingDutiesAreTheWorkInThePostingsWords(t *testing.T) {
	for _, c := range []struct {
		name, posting string
		want          []string
	}{
		{"a list under a duties heading", "Staff Nurse\nResponsibilities:\n- Assess and monitor post-operative patients\n- Educate families before discharge\nRequirements:\n- Active RN license\n- 2+ years of acute care\nBenefits:\n- Tuition support for your MSN",
			[]string{"Assess and monitor post-operative patients", "Educate families before discharge"}},
		{"prose that says what you will do", "Front Desk Lead\nThe Marlowe is a 90-room hotel. You will lead the night team, handle late arrivals and balance the day's accounts. Requirements: 2+ years in hotels.",
			[]string{"lead the night team, handle late arrivals and balance the day's accounts"}},
		{"what the post holder will do is a duty, what you will need is an ask", "HR Advisor\nThe post holder will advise managers on policy and casework. You will need proven experience of working in a similar role. You will be skilled in Excel.",
			[]string{"advise managers on policy and casework"}},
		{"a list pasted without its bullets, each item ending in a semicolon", "Online Teacher\nPosition Description\nGrade student work and hold parent conferences on time;\nSupport students with daily assignments;\nRequirements:\n- Bachelor's degree",
			[]string{"Grade student work and hold parent conferences on time", "Support students with daily assignments"}},
		{"a duties heading that says they may vary", "Stocker\nJob duties may include, but are not limited to:\n* Unload and stock trucks\n* Count and record stock",
			[]string{"Unload and stock trucks", "Count and record stock"}},
		{"prose that says what the duties will include", "Chef\nPrevious experience is essential. Duties will include planning and preparing meals for clients and meeting dietary requirements. A caring attitude is important.",
			[]string{"planning and preparing meals for clients and meeting dietary requirements"}},
		{"small print under the duties is no duty", "Customer Service Rep\n## Duties and Responsibilities\n* Answer calls and emails\n* This job description is not designed to cover or contain a comprehensive listing of activities\n## Knowledge, Skills and Abilities Required\n* Proven customer support experience",
			[]string{"Answer calls and emails"}},
		{"a sentence of benefits run on from the last duty is no duty (ADR 0073)", "Kitchen Porter\nHarbour Kitchen\n\nDuties\n• Wash pots and pans after every service\n• Keep the kitchen floor clean and dry We offer a permanent contract, free meals on shift and a uniform budget.\n",
			[]string{"Wash pots and pans after every service", "Keep the kitchen floor clean and dry"}},
		{"requirements only", "Bookkeeper\nRequirements:\n- QuickBooks\n- 3+ years of bookkeeping\nNice to have: Xero", nil},
	} {
		got := Default().Analyze(c.posting).Duties
		if !slices.Equal(got, c.want) {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}
