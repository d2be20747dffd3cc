package check

import (
	"encoding/json"
	"os"
	"slices"
	"testing"
)

// The cold email score is one specification in two engines: the web app's score.ts and this
// port (POST /api/check for cold emails). Both must answer the shared vectors alike.
func TestEmailScoreAgreesWithTheWebVectors(t *testing.T) {
	raw, err := os.ReadFile("../../web/src/features/generator/score.vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Vectors []struct {
			Name, Subject, Body string
			Expected            struct {
				Score, Words, Length, Subject, Opener int
				Spam                                  []string
			}
		}
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Vectors) == 0 {
		t.Fatal("no vectors read")
	}
	for _, v := range file.Vectors {
		got := ScoreEmail(v.Subject, v.Body)
		want := v.Expected
		if got.Score != want.Score || got.Words != want.Words || got.Length != want.Length || got.Subject != want.Subject ||
			got.Opener != want.Opener || !slices.Equal(nonNil(got.Spam), nonNil(want.Spam)) {
			t.Errorf("%s: got %+v, want %+v", v.Name, got, want)
		}
	}
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
