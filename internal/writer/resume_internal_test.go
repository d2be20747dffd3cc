package writer

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// The polish runs on the built-in writer's resume, whatever the parse gave.
func TestBuiltinResumeIsPolished(t *testing.T) {
	f := &draft.ResumeForm{Name: "Sam Roe", Summary: "barista with 3 years in specialty coffee", Skills: "Latte art, latte art, Customer service",
		Experience: "Barista at Blue Bottle (2019 - 2021)\n- opened the café on weekdays\n- trained 3 new baristas. Became shift lead in 2020"}
	if err := draft.Normalise(f); err != nil {
		t.Fatal(err)
	}
	out := Write(f)
	for _, want := range []string{"Barista with 3 years in specialty coffee.", "Latte art · Customer service",
		"• Opened the café on weekdays.\n• Trained 3 new baristas. Became shift lead in 2020."} {
		if !strings.Contains(out.Text, want) {
			t.Errorf("resume lacks %q:\n%s", want, out.Text)
		}
	}
}
