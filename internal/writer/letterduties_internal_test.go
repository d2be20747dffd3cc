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

// A duty whose object is a second verb ("Help develop new treatments") is no work to learn
// how the team handles.
func TestDutyToLearnNeedsAnObject(t *testing.T) {
	if got := dutyToLearn("confident", nil, []string{"Help develop new treatments"}); got != "" {
		t.Errorf("got %q", got)
	}
	if got := dutyToLearn("confident", nil, []string{"Maintain Windows servers and backups"}); got != "how the team handles Windows servers and backups" {
		t.Errorf("got %q", got)
	}
}

// People are led, not handled: "Supervise security officers on assigned shift" is no work
// to learn "how the team handles".
func TestDutyToLearnIsNoPeople(t *testing.T) {
	if got := dutyToLearn("concise", nil, []string{"Supervise security officers on assigned shift"}); got != "" {
		t.Errorf("got %q", got)
	}
}
