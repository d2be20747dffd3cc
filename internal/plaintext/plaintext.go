// Package plaintext cleans text that is shown as a label, where a character that changes how
// text shows without showing itself could make it lie: a title "abc\u202Egnp.exe" shows as
// "abcexe.png". The web app strips the same set from titles and file names
// (web/src/lib/invisible.ts; ADR 0033).
package plaintext

import "strings"

// invisible reports whether r is a bidi control — an embedding or override
// (U+202A–U+202E), an isolate (U+2066–U+2069), or a mark (LRM U+200E, RLM U+200F, ALM
// U+061C) — or a zero-width character: space, non-joiner, joiner (U+200B–U+200D), word
// joiner and invisible operators (U+2060–U+2064), byte order mark (U+FEFF).
func invisible(r rune) bool {
	switch {
	case r == 0x061C, r == 0xFEFF:
		return true
	case r >= 0x200B && r <= 0x200F, r >= 0x202A && r <= 0x202E, r >= 0x2060 && r <= 0x2064, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

// StripInvisible returns s without bidi controls or zero-width characters.
func StripInvisible(s string) string {
	if !strings.ContainsFunc(s, invisible) {
		return s
	}
	return strings.Map(func(r rune) rune {
		if invisible(r) {
			return -1
		}
		return r
	}, s)
}
