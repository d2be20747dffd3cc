package writer_test

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// scratch: SCRATCH=<json of a CoverLetterForm or {"kind":"email",...}>
func TestScratch(t *testing.T) {
	in := os.Getenv("SCRATCH")
	if in == "" {
		t.Skip()
	}
	var f draft.CoverLetterForm
	if err := json.Unmarshal([]byte(in), &f); err != nil {
		t.Fatal(err)
	}
	fmt.Println(write(t, &f).Text)
}

func TestScratchNotes(t *testing.T) {
	in := os.Getenv("NOTES")
	if in == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(in)
	f := &draft.CoverLetterForm{Name: "A B", Background: string(b), Tone: "professional", VariantIndex: 1}
	fmt.Println(write(t, f).Text)
}
