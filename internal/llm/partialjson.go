package llm

import "strings"

// completePartialJSON turns the beginning of a JSON object, as a model streams it, into a
// valid JSON document holding everything complete so far plus the string being written: it
// cuts after the last complete value (or inside an unfinished string value) and closes what
// is open. It reports false when nothing usable has arrived yet.
func CompletePartialJSON(s string) (string, bool) {
	start := strings.IndexByte(s, '{')
	if start < 0 {
		return "", false
	}
	s = s[start:]
	type frame struct {
		object    bool
		expectKey bool
	}
	var stack []frame
	closers := func() string {
		var b strings.Builder
		for i := len(stack) - 1; i >= 0; i-- {
			if stack[i].object {
				b.WriteByte('}')
			} else {
				b.WriteByte(']')
			}
		}
		return b.String()
	}
	safeLen, safeClose := -1, ""
	markSafe := func(n int) { safeLen, safeClose = n, closers() }

	inString, stringIsValue, escaped := false, false, false
	escapeAt := -1 // where an unfinished escape sequence started
	unicodeLeft := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if inString {
			switch {
			case unicodeLeft > 0:
				unicodeLeft--
				if unicodeLeft == 0 {
					escapeAt = -1
				}
			case escaped:
				escaped = false
				if c == 'u' {
					unicodeLeft = 4
				} else {
					escapeAt = -1
				}
			case c == '\\':
				escaped, escapeAt = true, i
			case c == '"':
				inString = false
				if stringIsValue {
					markSafe(i + 1)
				}
			}
			continue
		}
		switch c {
		case '{':
			stack = append(stack, frame{object: true, expectKey: true})
			markSafe(i + 1)
		case '[':
			stack = append(stack, frame{})
			markSafe(i + 1)
		case '}', ']':
			if len(stack) == 0 {
				return "", false
			}
			stack = stack[:len(stack)-1]
			markSafe(i + 1)
			if len(stack) == 0 {
				return s[:i+1], true // the object is complete
			}
		case '"':
			inString = true
			top := &stack[len(stack)-1]
			stringIsValue = !(top.object && top.expectKey)
			if top.object && top.expectKey {
				top.expectKey = false
			}
		case ',':
			if len(stack) > 0 && stack[len(stack)-1].object {
				stack[len(stack)-1].expectKey = true
			}
		case ' ', '\n', '\r', '\t', ':':
		default:
			// A number, true, false or null: complete once something follows it.
			j := i
			for j < len(s) && strings.IndexByte(",}] \n\r\t", s[j]) < 0 {
				j++
			}
			if j < len(s) {
				markSafe(j)
			}
			i = j - 1
		}
	}
	if inString && stringIsValue {
		cut := len(s)
		if escapeAt >= 0 {
			cut = escapeAt
		}
		return s[:cut] + `"` + closers(), true
	}
	if safeLen < 0 {
		return "", false
	}
	return s[:safeLen] + safeClose, true
}
