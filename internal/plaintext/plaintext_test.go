package plaintext_test

import (
	"testing"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

func TestStripInvisibleTakesOutBidiControlsAndZeroWidthCharacters(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"abc\u202Egnp.exe", "abcgnp.exe"}, // shows as "abcexe.png"
		{"\u2066Ann\u2069 \u2067Lee\u2069 \u2068CV\u2069", "Ann Lee CV"},
		{"\u202Aleft\u202C \u202Bright\u202C \u202Doverride\u202C", "left right override"},
		{"zero\u200Bwidth\u200C join\u200D word\u2060joiner\uFEFF", "zerowidth join wordjoiner"},
		{"marks\u200E\u200F\u061C", "marks"},
		{"Łukasz Zoë — Résumé · مرحبا · שלום · 日本語 · Привет", "Łukasz Zoë — Résumé · مرحبا · שלום · 日本語 · Привет"},
		{"", ""},
	} {
		if got := plaintext.StripInvisible(tc.in); got != tc.want {
			t.Errorf("StripInvisible(%+q) = %+q, want %+q", tc.in, got, tc.want)
		}
	}
}
