package writer

import "testing"

// A duty a posting lists as gerunds is said as the work to do, and one that opens with a
// word that is no duty verb is left out rather than misread.
func TestDutiesListedAsGerundsAreSaidAsTheWork(t *testing.T) {
	for in, want := range map[string]string{
		"planning and preparing meals for clients, adhering to health and hygiene practices and meeting dietary requirements": "plan and prepare meals for clients, adhere to health and hygiene practices and meet dietary requirements",
		"running the pass and ordering stock": "run the pass and order stock",
		"ongoing support for the team":        "",
		"interesting work in a friendly team": "",
	} {
		if got := baseDuty(in); got != want {
			t.Errorf("baseDuty(%q) = %q, want %q", in, got, want)
		}
	}
}
