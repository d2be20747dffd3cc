package match

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"reflect"
	"testing"
)

// testdata/vectors.json is the specification's executable half: inputs and the outputs both
// implementations must produce, to the unit. The web suite (web/src/features/match/
// vectors.test.ts) runs the same file. `go test ./internal/match -run Vectors -update`
// rewrites the outputs from this implementation; review the diff before committing it,
// since the web suite then holds the web app to it.
var update = flag.Bool("update", false, "rewrite testdata/vectors.json's expected outputs")

type vectorFile struct {
	Description      string           `json:"description"`
	VocabularySHA256 string           `json:"vocabulary_sha256"`
	Year             int              `json:"year"` // the year matches are made in ("2019 – present" counts to it)
	Tokenize         []tokenizeVector `json:"tokenize"`
	Stem             [][2]string      `json:"stem"`
	Analyze          []analyzeVector  `json:"analyze"`
	Match            []matchVector    `json:"match"`
	Corpus           []corpusVector   `json:"corpus"`
}

type tokenizeVector struct {
	Text   string     `json:"text"`
	Tokens [][]string `json:"tokens"` // [surface, lower, stem] for a word, [barrier] for punctuation
}

type analyzeVector struct {
	Name    string   `json:"name"`
	Posting string   `json:"posting"`
	Expect  *Posting `json:"expect"`
}

type matchVector struct {
	Name    string   `json:"name"`
	Posting string   `json:"posting"`
	Text    string   `json:"text"`
	Exclude []string `json:"exclude,omitempty"`
	Expect  *Result  `json:"expect"`
}

// corpusVector is a corpus posting's full analysis and both resumes' results, and its analysis
// with its line breaks removed (oneParagraph): the segmenter's rules for pastes that lost them
// (ADR 0061) must agree as closely as the rest.
type corpusVector struct {
	ID           string   `json:"id"`
	Analysis     *Posting `json:"analysis"`
	Fitting      *Result  `json:"fitting"`
	Unrelated    *Result  `json:"unrelated"`
	OneParagraph *Posting `json:"one_paragraph"`
}

func tokenVector(text string) [][]string {
	out := [][]string{}
	for _, t := range tokenize(normalise(text)) {
		if t.barrier != 0 {
			out = append(out, []string{string(t.barrier)})
		} else {
			out = append(out, []string{t.surface, t.lower, t.stem})
		}
	}
	return out
}

func computeVectors(t *testing.T, in vectorFile) vectorFile {
	v := Default()
	out := in
	out.VocabularySHA256 = VocabularySHA256()
	if out.Year == 0 {
		out.Year = 2026
	}
	out.Tokenize = nil
	for _, tv := range in.Tokenize {
		out.Tokenize = append(out.Tokenize, tokenizeVector{Text: tv.Text, Tokens: tokenVector(tv.Text)})
	}
	out.Stem = nil
	for _, s := range in.Stem {
		out.Stem = append(out.Stem, [2]string{s[0], stem(lowerString(s[0]))})
	}
	out.Analyze = nil
	for _, a := range in.Analyze {
		out.Analyze = append(out.Analyze, analyzeVector{Name: a.Name, Posting: a.Posting, Expect: v.Analyze(a.Posting)})
	}
	out.Match = nil
	for _, m := range in.Match {
		out.Match = append(out.Match, matchVector{Name: m.Name, Posting: m.Posting, Text: m.Text, Exclude: m.Exclude,
			Expect: v.MatchIn(out.Year, v.Analyze(m.Posting), m.Text, m.Exclude...)})
	}
	out.Corpus = nil
	corpus := loadCorpus(t)
	byID := map[string]corpusPosting{}
	for _, c := range corpus {
		byID[c.ID] = c
	}
	for _, c := range corpus {
		p := v.Analyze(c.Posting)
		out.Corpus = append(out.Corpus, corpusVector{ID: c.ID, Analysis: p,
			Fitting: v.MatchIn(out.Year, p, resumeText(v, c.Fitting)), Unrelated: v.MatchIn(out.Year, p, resumeText(v, byID[c.Unrelated].Fitting)),
			OneParagraph: v.Analyze(oneParagraph(c.Posting))})
	}
	return out
}

func TestVectors(t *testing.T) {
	raw, err := os.ReadFile("testdata/vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var in vectorFile
	if err := json.Unmarshal(raw, &in); err != nil {
		t.Fatal(err)
	}
	got := computeVectors(t, in)
	if *update {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", " ")
		if err := enc.Encode(got); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("testdata/vectors.json", b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if in.VocabularySHA256 != VocabularySHA256() {
		t.Fatalf("vectors.json was written for another vocabulary (%s, the embedded one is %s): run with -update and review", in.VocabularySHA256, VocabularySHA256())
	}
	// Compare as JSON, which is what the web suite sees.
	norm := func(x any) any {
		b, _ := json.Marshal(x)
		var v any
		_ = json.Unmarshal(b, &v)
		return v
	}
	for i := range in.Tokenize {
		if !reflect.DeepEqual(norm(in.Tokenize[i]), norm(got.Tokenize[i])) {
			t.Errorf("tokenize %q:\n got %v\nwant %v", in.Tokenize[i].Text, got.Tokenize[i].Tokens, in.Tokenize[i].Tokens)
		}
	}
	for i := range in.Stem {
		if in.Stem[i] != got.Stem[i] {
			t.Errorf("stem %q = %q, want %q", in.Stem[i][0], got.Stem[i][1], in.Stem[i][1])
		}
	}
	for i := range in.Analyze {
		if !reflect.DeepEqual(norm(in.Analyze[i].Expect), norm(got.Analyze[i].Expect)) {
			t.Errorf("analyze %s:\n got %s\nwant %s", in.Analyze[i].Name, js(got.Analyze[i].Expect), js(in.Analyze[i].Expect))
		}
	}
	for i := range in.Match {
		if !reflect.DeepEqual(norm(in.Match[i].Expect), norm(got.Match[i].Expect)) {
			t.Errorf("match %s:\n got %s\nwant %s", in.Match[i].Name, js(got.Match[i].Expect), js(in.Match[i].Expect))
		}
	}
	if len(in.Corpus) != len(got.Corpus) {
		t.Fatalf("vectors.json has %d corpus entries, the corpus %d: run with -update", len(in.Corpus), len(got.Corpus))
	}
	for i := range in.Corpus {
		if !reflect.DeepEqual(norm(in.Corpus[i]), norm(got.Corpus[i])) {
			t.Errorf("corpus %s differs from vectors.json", in.Corpus[i].ID)
		}
	}
}

func js(x any) string {
	b, _ := json.Marshal(x)
	return string(b)
}
