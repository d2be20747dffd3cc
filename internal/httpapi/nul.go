package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"github.com/danielgtaylor/huma/v2"
)

// No text a client sends may contain the NUL character (U+0000). PostgreSQL cannot store it
// in text at all (SQLite can, but nothing shows it), and no form, link or name needs it, so
// it is refused where text enters the server — the request's address and its JSON body —
// with a 400 that names at most the field, never the value. See ADR 0024. The one exception
// is the resume import's text (below, ADR 0036).

const (
	msgNULInAddress = "The address must not contain the NUL character (U+0000)."
	msgNULInText    = "must not contain the NUL character (U+0000)."
)

// withoutNUL refuses a request whose decoded path or query holds a NUL.
func withoutNUL(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.ContainsRune(r.URL.Path, 0) || queryHasNUL(r.URL.RawQuery) {
			writeProblem(w, http.StatusBadRequest, msgNULInAddress)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func queryHasNUL(raw string) bool {
	if raw == "" {
		return false
	}
	// A query that does not parse is judged by the API as it always was; only what it
	// decodes to matters here.
	values, _ := url.ParseQuery(raw)
	for k, vs := range values {
		if strings.ContainsRune(k, 0) || slices.ContainsFunc(vs, func(v string) bool { return strings.ContainsRune(v, 0) }) {
			return true
		}
	}
	return false
}

// withoutNULFormats wraps the API's body formats (all JSON) so that a body with a NUL in any
// string, key or value, fails to decode with a message naming the field.
func withoutNULFormats(formats map[string]huma.Format) map[string]huma.Format {
	out := make(map[string]huma.Format, len(formats))
	for name, f := range formats {
		decode := f.Unmarshal
		f.Unmarshal = func(data []byte, v any) error {
			if jsonHasNUL(data) {
				return nulInBody(data)
			}
			return decode(data, v)
		}
		out[name] = f
	}
	return out
}

// jsonHasNUL reports whether JSON text decodes to a string holding U+0000: the escape
// \u0000 inside a string, or a raw NUL byte (invalid JSON, refused the same way).
func jsonHasNUL(data []byte) bool {
	inString := false
	for i := 0; i < len(data); i++ {
		switch c := data[i]; {
		case c == 0:
			return true
		case !inString:
			inString = c == '"'
		case c == '"':
			inString = false
		case c == '\\':
			if i+5 < len(data) && data[i+1] == 'u' && string(data[i+2:i+6]) == "0000" {
				return true
			}
			i++ // the escaped character cannot end the string
		}
	}
	return false
}

// nulInBody is the decoding error for a body with a NUL: it names the field when the path to
// it is made of plain field names, so no arbitrary text the client sent is echoed.
func nulInBody(data []byte) error {
	var v any
	if json.Unmarshal(data, &v) == nil {
		if path, ok := nulPath(v, ""); ok && path != "" {
			return fmt.Errorf("%s: %s", path, msgNULInText)
		}
	}
	return fmt.Errorf("Text %s", msgNULInText)
}

var plainFieldName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]{0,63}$`)

// nulPath finds the first string holding a NUL in a decoded JSON value and returns its path
// ("full_name", "items[2].title"), or "" when a name on the way is not a plain field name.
func nulPath(v any, at string) (string, bool) {
	switch x := v.(type) {
	case string:
		return at, strings.ContainsRune(x, 0)
	case []any:
		for i, item := range x {
			if path, ok := nulPath(item, fmt.Sprintf("%s[%d]", at, i)); ok {
				return path, true
			}
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			if !plainFieldName.MatchString(k) {
				if _, ok := nulPath(x[k], ""); ok || strings.ContainsRune(k, 0) {
					return "", true
				}
				continue
			}
			path := k
			if at != "" {
				path = at + "." + k
			}
			if found, ok := nulPath(x[k], path); ok {
				return found, true
			}
		}
	}
	return "", false
}

// importTextPath is the one operation whose text may hold a NUL: a resume's text read from a
// PDF, where some fonts map the fi/fl ligatures to U+0000 (issue 22). Refusing it would sink
// the whole file, so its "text" has each NUL replaced by U+FFFD before the API reads the body
// (the import then guesses the letters). Every other field, of this request too, is still
// refused.
const importTextPath = "/api/resume/import"

// withImportTextNULReplaced rewrites the "text" of POST /api/resume/import so that it holds
// no NUL. A body that is not a JSON object, or is larger than the server reads, is passed on
// unread for the API to judge as always.
func withImportTextNULReplaced(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.URL.Path != importTextPath || r.Body == nil {
			next.ServeHTTP(w, r)
			return
		}
		data, err := io.ReadAll(io.LimitReader(r.Body, maxRequestBody+1))
		if err == nil && len(data) <= maxRequestBody {
			data = importTextWithoutNUL(data)
		}
		r.Body = struct {
			io.Reader
			io.Closer
		}{io.MultiReader(bytes.NewReader(data), r.Body), r.Body}
		r.ContentLength = -1
		if len(data) <= maxRequestBody {
			r.ContentLength = int64(len(data))
		}
		next.ServeHTTP(w, r)
	})
}

// importTextWithoutNUL returns the body with its top-level "text" string's NULs replaced by
// U+FFFD; any other key is kept byte for byte.
func importTextWithoutNUL(data []byte) []byte {
	if !jsonHasNUL(data) {
		return data
	}
	var body map[string]json.RawMessage
	if json.Unmarshal(data, &body) != nil {
		return data
	}
	var text string
	if raw, ok := body["text"]; !ok || json.Unmarshal(raw, &text) != nil || !strings.ContainsRune(text, 0) {
		return data
	}
	cleaned, err := json.Marshal(strings.ReplaceAll(text, "\x00", "\uFFFD"))
	if err != nil {
		return data
	}
	body["text"] = cleaned
	out, err := json.Marshal(body)
	if err != nil {
		return data
	}
	return out
}
