package match

import (
	"strings"
	"testing"
)

// The engine's cost (bench/README.md, "Match engine"): reading a posting, and scoring a
// resume against it, at the sizes the API accepts at most and at a typical size.

func benchPostings(b *testing.B) (typical, longest string, resume string) {
	b.Helper()
	corpus := loadCorpus(&testing.T{})
	var all []string
	for _, c := range corpus {
		all = append(all, c.Posting)
	}
	typical = corpus[0].Posting
	longest = strings.Join(all, "\n\n")
	if r := []rune(longest); len(r) > 20000 {
		longest = string(r[:20000]) // the API's limit
	}
	return typical, longest, resumeText(Default(), corpus[0].Fitting)
}

func BenchmarkAnalyzeTypicalPosting(b *testing.B) {
	typical, _, _ := benchPostings(b)
	benchAnalyze(b, typical)
}

func BenchmarkAnalyzeLongestPosting(b *testing.B) {
	_, longest, _ := benchPostings(b)
	benchAnalyze(b, longest)
}

func benchAnalyze(b *testing.B, posting string) {
	v := Default()
	b.SetBytes(int64(len(posting)))
	for b.Loop() {
		v.Analyze(posting)
	}
}

func BenchmarkMatchResume(b *testing.B) {
	v := Default()
	typical, _, resume := benchPostings(b)
	p := v.Analyze(typical)
	b.SetBytes(int64(len(resume)))
	for b.Loop() {
		v.Match(p, resume)
	}
}

func BenchmarkParseVocabulary(b *testing.B) {
	b.SetBytes(int64(len(vocabularyJSON)))
	for b.Loop() {
		if _, err := Parse(vocabularyJSON); err != nil {
			b.Fatal(err)
		}
	}
}
