package plaintext

import (
	"net/url"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Everything a user types, and everything a model writes, is plain text. These helpers strip
// markup and tidy whitespace so that no HTML reaches a draft, whatever renders it later.

var (
	scriptBlock = regexp.MustCompile(`(?is)<(script|style|iframe|object|template)\b.*?(</(script|style|iframe|object|template)\s*>|$)`)
	htmlComment = regexp.MustCompile(`(?s)<!--.*?(-->|$)`)
	// A tag: '<', optional '/', a name, then attributes or nothing, then '>'. "<3" and
	// "Jane <jane@example.com>" are not tags and stay; nor is a title typed in angle brackets
	// ("Researcher for <Detecting video torrents>"), whose first word names no HTML element.
	htmlTag    = regexp.MustCompile(`</?([a-zA-Z][a-zA-Z0-9-]*)(\s[^<>]*)?/?>|<![a-zA-Z][^<>]*>`)
	manySpaces = regexp.MustCompile(`[ \t\f\v\x{00a0}]+`)
	manyBlank  = regexp.MustCompile(`\n{3,}`)
)

// stripHTML removes tags, comments, and whole script/style blocks.
func stripHTML(s string) string {
	if !strings.Contains(s, "<") {
		return s
	}
	s = scriptBlock.ReplaceAllString(s, "")
	s = htmlComment.ReplaceAllString(s, "")
	return htmlTag.ReplaceAllStringFunc(s, func(tag string) string {
		name := strings.ToLower(htmlTag.FindStringSubmatch(tag)[1])
		if name == "" || htmlElements[name] || strings.Contains(name, "-") {
			return "" // an element, a custom element ("<my-widget>") or a declaration
		}
		return tag
	})
}

// htmlElements are the names of HTML's elements, current and obsolete, and SVG's and MathML's
// roots: a tag of one of these is markup whatever its case.
var htmlElements = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`a abbr acronym address applet area article aside audio b base basefont bdi bdo bgsound big
blink blockquote body br button canvas caption center cite code col colgroup data datalist dd del details dfn dialog dir
div dl dt em embed fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html
i iframe image img input ins isindex kbd keygen label legend li link listing main map mark marquee math menu menuitem meta
meter multicol nav nextid nobr noembed noframes noscript object ol optgroup option output p param picture plaintext pre
progress q rb rp rt rtc ruby s samp script search section select slot small source spacer span strike strong style sub
summary sup svg table tbody td template textarea tfoot th thead time title tr track tt u ul var video wbr xmp`) {
		m[n] = true
	}
	return m
}()

// cleanText is the multi-line form of a typed or generated text: no markup, no control
// characters, single spaces, at most one blank line in a row, trimmed.
func CleanText(s string) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "")
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	s = stripHTML(s)
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\t':
			return r
		case unicode.IsControl(r), r == '\u200b', r == '\ufeff':
			return -1
		}
		return r
	}, s)
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(manySpaces.ReplaceAllString(l, " "))
	}
	s = strings.Join(lines, "\n")
	s = manyBlank.ReplaceAllString(s, "\n\n")
	return strings.TrimSpace(s)
}

// cleanLine is cleanText for one-line fields: line breaks become spaces.
func CleanLine(s string) string {
	return strings.Join(strings.Fields(CleanText(s)), " ")
}

// lines returns the non-empty lines of s, trimmed.
func Lines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// A list marker: a bullet glyph, or "-", "*", "+", ">", "1." or "a)" followed by a space
// ("-5% churn" and "3.5 years" are not list items).
var bulletMarker = regexp.MustCompile(`^(?:[•·‣▪●◦▸►→–—]\s*|[-*+>]\s+|\d{1,2}[.)]\s+|[a-zA-Z]\)\s+)`)

// stripBullet removes a list marker ("- ", "• ", "1. ") and reports whether there was one.
func StripBullet(line string) (string, bool) {
	loc := bulletMarker.FindStringIndex(line)
	if loc == nil {
		return line, false
	}
	rest := strings.TrimSpace(line[loc[1]:])
	if rest == "" {
		return line, false
	}
	return rest, true
}

// bullet tidies one bullet point: no marker, capitalised, no trailing separator or full stop.
func Bullet(line string) string {
	line, _ = StripBullet(strings.TrimSpace(line))
	line = strings.TrimRight(line, " ;,.")
	return UpperFirst(line)
}

// upperFirst capitalises the first letter, unless the first word is meant to be written
// in lower case: a word with a capital inside ("iOS", "eBay", "macOS"), a name written in
// lower case ("npm"), or an address, handle or file ("github.com/x", "@jane", "go.mod").
func UpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	first := s
	if i := strings.IndexFunc(s, unicode.IsSpace); i >= 0 {
		first = s[:i]
	}
	word := strings.TrimRight(first, ",;:.!?)")
	if strings.ContainsFunc(word, unicode.IsUpper) || strings.ContainsAny(word, "./@_\\") || LowerCaseNames[word] {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// lowerCaseNames are tools and brands whose names are written in lower case even at the
// start of a sentence.
var LowerCaseNames = map[string]bool{
	"npm": true, "pnpm": true, "npx": true, "kubectl": true, "k8s": true, "dbt": true, "vcpkg": true,
	"nginx": true, "ffmpeg": true, "systemd": true, "zsh": true, "iptables": true,
}

// sentence makes s a sentence: capitalised and ending in punctuation.
func Sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	s = UpperFirst(s)
	last, _ := utf8.DecodeLastRuneInString(s)
	if !strings.ContainsRune(".!?…:\"')", last) {
		s += "."
	}
	return s
}

// paragraph joins the lines of a typed text into sentences of one paragraph.
func Paragraph(s string) string {
	var parts []string
	for _, l := range Lines(s) {
		l, _ = StripBullet(l)
		parts = append(parts, Sentence(l))
	}
	return strings.Join(parts, " ")
}

// A sentence ends at . ! ? or ; followed by a space: people list achievements as
// "built X; led Y; mentored Z", and each is a point of its own.
var sentenceEnd = regexp.MustCompile(`([.!?;])\s+`)

// abbreviations end in a full stop that does not end the sentence ("e.g. rebuilt onboarding"
// must not become "e.g." and "Rebuilt onboarding").
var abbreviations = map[string]bool{
	"e.g.": true, "i.e.": true, "etc.": true, "vs.": true, "approx.": true, "no.": true,
	"mr.": true, "mrs.": true, "ms.": true, "dr.": true, "prof.": true, "st.": true,
	"inc.": true, "ltd.": true, "co.": true, "corp.": true, "jr.": true, "sr.": true,
	"incl.": true, "esp.": true, "dept.": true, "est.": true, "univ.": true, "mgr.": true,
}

// endsInAbbreviation reports whether text ends in a known abbreviation or an initial ("J.").
func EndsInAbbreviation(text string) bool {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return false
	}
	typed := strings.TrimLeft(fields[len(fields)-1], "([\"'")
	word := strings.ToLower(typed)
	if letters := strings.TrimRight(typed, "."); utf8.RuneCountInString(letters) == 2 && letters == strings.ToUpper(letters) && letters != strings.ToLower(letters) {
		return false // "at Lincoln MS.", "in the OR.": two capitals end a sentence; "Ms.", "Dr." and "J." do not
	}
	return abbreviations[word] || (utf8.RuneCountInString(word) == 2 && unicode.IsLetter([]rune(word)[0]))
}

// sentences splits a text into its sentences and lines, without a trailing semicolon.
func Sentences(s string) []string {
	var out []string
	add := func(part string) {
		if part = strings.TrimRight(strings.TrimSpace(part), ";"); part != "" {
			out = append(out, part)
		}
	}
	for _, l := range Lines(s) {
		l, _ = StripBullet(l)
		start := 0
		for _, m := range sentenceEnd.FindAllStringIndex(l, -1) {
			end := m[0] + 1 // keep the punctuation with its sentence
			if l[m[0]] == '.' && EndsInAbbreviation(l[start:end]) {
				continue
			}
			add(l[start:end])
			start = m[1]
		}
		add(l[start:])
	}
	return out
}

// splitList splits a typed list (commas, semicolons, bullets or lines) into unique items. A
// line that opens with a group's label ("Languages: Python, Go", as resumes group their
// skills) is one item: split, "Go" would lose its label and read as one more group.
func SplitList(s string) []string {
	var out []string
	seen := map[string]bool{}
	for _, l := range Lines(s) {
		l, _ = StripBullet(l)
		items := splitOutsideBrackets(l, ",;|•·")
		if listLabel.MatchString(l) {
			items = []string{l}
		}
		for _, item := range items {
			item = strings.TrimRight(strings.TrimSpace(item), ".")
			key := strings.ToLower(item)
			if item == "" || seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, item)
		}
	}
	return out
}

// listLabel is a group's label before its items: "Languages: Python, Go", "Cloud & DevOps:
// AWS", "Frameworks (Intermediate): React, Vue". A link ("https://…") or a time ("9:30") is no label.
var listLabel = regexp.MustCompile(`^\p{L}[\p{L}\p{N}&/+#.() -]{0,40}:\s+\S`)

// splitOutsideBrackets splits s at any of seps that stands outside brackets, so a group
// keeps its own separators: "AWS (EKS · RDS · SQS)" is one item.
func splitOutsideBrackets(s, seps string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch {
		case r == '(' || r == '[':
			depth++
		case (r == ')' || r == ']') && depth > 0:
			depth--
		case depth == 0 && strings.ContainsRune(seps, r):
			out = append(out, s[start:i])
			start = i + utf8.RuneLen(r)
		}
	}
	return append(out, s[start:])
}

// joinAnd joins items as "a, b and c".
func JoinAnd(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// truncate shortens s to at most n characters, at a word boundary when there is one.
func Truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	runes := []rune(s)
	cut := string(runes[:n])
	if i := strings.LastIndexAny(cut, " \t"); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:-–—")
}

// safeLink returns a link that is safe to follow — http(s) or mailto — or "" for anything
// else (javascript:, data: and friends). A bare domain gets https://.
func SafeLink(raw string) string {
	raw = strings.TrimSpace(raw)
	if raw == "" || strings.ContainsAny(raw, " <>\"'`") {
		return ""
	}
	lower := strings.ToLower(raw)
	if strings.HasPrefix(lower, "mailto:") {
		return raw
	}
	if !strings.HasPrefix(lower, "http://") && !strings.HasPrefix(lower, "https://") {
		if strings.Contains(lower, ":") && !strings.Contains(lower, ".") {
			return ""
		}
		if i := strings.Index(lower, ":"); i >= 0 && !strings.Contains(lower[:i], ".") {
			return "" // some other scheme (javascript:, data:, vbscript:)
		}
		raw = "https://" + raw
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || !strings.Contains(u.Host, ".") && u.Hostname() != "localhost" {
		return ""
	}
	return raw
}

// dedupe drops repeated values, comparing case-insensitively.
func Dedupe(values []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, v := range values {
		key := strings.ToLower(strings.TrimSpace(v))
		if key == "" || seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, strings.TrimSpace(v))
	}
	return out
}

// firstNonEmpty returns the first value that is not blank.
func FirstNonEmpty(values ...string) string {
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}

func JoinNonEmpty(sep string, parts ...string) string {
	var keep []string
	for _, p := range parts {
		if strings.TrimSpace(p) != "" {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, sep)
}

func NonEmpty(values []string) []string {
	var out []string
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			out = append(out, v)
		}
	}
	return out
}
