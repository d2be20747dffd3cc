package writer

import "testing"

// An arrow between two values of one thing is "from … to …"; an arrow from an action to its
// result says the action led to the result.
func TestArrowsTellAChangeFromAnActionAndItsResult(t *testing.T) {
	n := newNotebook("", "", "", "")
	for _, c := range []struct{ in, want string }{
		{"redesigned our school's parent portal -> 40% fewer support emails", "redesigned our school's parent portal, which led to 40% fewer support emails"},
		{"launched referral program → $1.2M new ARR", "launched referral program, which led to $1.2M new ARR"},
		{"p99 800ms->120ms", "p99 from 800ms to 120ms"},
		{"grew team 3 -> 14 svcs", "grew team from 3 to 14 svcs"},
		{"moved from teacher -> ux", "moved from teacher to ux"},
		{"rules tightened in 2025 -> farms must report water use", "rules tightened in 2025, so farms must report water use"},
	} {
		if got := n.arrows(c.in); got != c.want {
			t.Errorf("arrows(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
