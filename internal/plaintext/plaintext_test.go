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

// Markup is stripped, but a title typed in angle brackets is the user's text and stays
// ("Researcher for <Detecting video torrents>"): its first word names no HTML element.
func TestCleanTextKeepsAnglesThatAreNoMarkup(t *testing.T) {
	for in, want := range map[string]string{
		"Researcher for <Detecting video torrents in P2P networks>": "Researcher for <Detecting video torrents in P2P networks>",
		"Presenter for <Metasploit 101>":                            "Presenter for <Metasploit 101>",
		"I am <b>very</b> keen<img src=x onerror=alert(1)>":         "I am very keen",
		"<SCRIPT>alert(1)</SCRIPT>Hello <Div class=x>there</DIV>":   "Hello there",
		"<my-widget data-x=1>Hi</my-widget> <!DOCTYPE html>":        "Hi",
		"Jane <jane@example.com>, A < B and C > D, <3":              "Jane <jane@example.com>, A < B and C > D, <3",
	} {
		if got := plaintext.CleanText(in); got != want {
			t.Errorf("CleanText(%q) = %q, want %q", in, got, want)
		}
	}
}
