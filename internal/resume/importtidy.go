package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// Steps of the import that keep what the user wrote readable by the rest of the product
// (ADR 0079): a summary's wrapped rows, sub-headings inside a list
// section, bullet glyphs before skill groups, and a running footer of the name.

// quotedTitle is a title in curly quotes or in angle brackets ("“Metasploit 101”",
// "<Metasploit 101>", as Awesome-CV sets a talk's title); plaintext.CleanText keeps the
// brackets, since their first word names no HTML element.
var quotedTitle = regexp.MustCompile(`“[^“”]+”|<[^<>@/\s][^<>@]*>`)

// runsOnEnd is how a row cannot end a sentence: without a stop, colon or closing quote.
var runsOnEnd = regexp.MustCompile(`[.!?:;…"”’')\]]$`)

// joinSummaryWraps joins a summary's row that a PDF wrapped ("… experiments with Claude" /
// "Code-powered AI workflows …") onto the one above. The preview makes each line of a summary
// a sentence of its own, so a wrapped row, even one that starts in upper case, would have
// been given a full stop in the middle of a phrase. A row is wrapped when the one above is
// long (a full row of a paragraph, not a short line of its own) and does not end a sentence.
func joinSummaryWraps(lines []string) []string {
	var out []string
	for _, l := range lines {
		if n := len(out); n > 0 && l != "" && out[n-1] != "" && continuesRow(out[n-1], l) {
			out[n-1] += " " + l
			continue
		}
		out = append(out, l)
	}
	return out
}

func continuesRow(above, row string) bool {
	if utf8.RuneCountInString(above) < 60 || runsOnEnd.MatchString(above) || bulleted(row) {
		return false
	}
	first, _ := utf8.DecodeRuneInString(row)
	return unicode.IsLetter(first) || unicode.IsDigit(first)
}

// subHeadingWord is a word of a group's label: capitalised, or a joining word.
var subHeadingWord = regexp.MustCompile(`^(?:\p{Lu}[\p{L}'’.-]*|&|and|of|in|for|the)$`)

func subHeadingLike(line string) bool {
	if line == "" || bulleted(line) || utf8.RuneCountInString(line) > 40 || strings.ContainsAny(line, "0123456789|,:;·()") || runsOnEnd.MatchString(line) {
		return false
	}
	words := strings.Fields(line)
	if len(words) > 4 {
		return false
	}
	for _, w := range words {
		if !subHeadingWord.MatchString(w) {
			return false
		}
	}
	return true
}

// subHeadings finds the labels that group a list section's entries ("International Awards",
// "Domestic Awards", "Community" under Honors & Awards): short capitalised lines with no date,
// each followed by a dated entry, in a section whose every other line is a dated entry or a
// bullet under one. One label alone is taken only as the section's first line and a plural
// ("Scholarships"); otherwise a lone undated award ("Dean's List") could be one. It returns
// the section without them, and the labels.
func subHeadings(lines []string) (kept, labels []string) {
	var at []int
	for i, l := range lines {
		if l == "" || bulleted(l) {
			continue
		}
		if subHeadingLike(l) {
			next := i + 1
			for next < len(lines) && lines[next] == "" {
				next++
			}
			if next < len(lines) && hasYear(lines[next]) && !subHeadingLike(lines[next]) {
				at = append(at, i)
				continue
			}
			return lines, nil
		}
		if !hasYear(l) {
			return lines, nil
		}
	}
	first := 0
	for first < len(lines) && lines[first] == "" {
		first++
	}
	if len(at) == 0 || len(at) == 1 && (at[0] != first || !strings.HasSuffix(lines[at[0]], "s")) {
		return lines, nil
	}
	for i, l := range lines {
		if len(at) > 0 && at[0] == i {
			labels = append(labels, l)
			at = at[1:]
			continue
		}
		kept = append(kept, l)
	}
	return kept, labels
}

// withoutBullet drops a bullet glyph before a line of skills ("• Programming Languages: C, Go"):
// the form's skills are one group a line, not bullets.
func withoutBullet(line string) string {
	text, _ := plaintext.StripBullet(line)
	return text
}

// footerKind is what a running header or footer holds beside the name: the document's kind,
// a date, the page's number.
var footerKind = regexp.MustCompile(`(?i)r[ée]sum[ée]s?|\bcv\b|curriculum\s+vitae|(?:page\s+)?\b\d{1,2}(?:\s*(?:/|of)\s*\d{1,2})?\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?\d{4}\b|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+\d{4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b|\b(?:19|20)\d{2}\b|(?:last\s+)?updated:?|['’]s\b`)

// nameFooter reports a line that holds only the person's name beside the document's kind, a
// date or a page's number ("February 10, 2026 | Ana Ruiz · Résumé"): a page's running header or
// footer, in text pasted from a PDF (the PDF reader drops it already, pdfLayoutFooters.ts).
func nameFooter(line, name string) bool {
	n := strings.ToLower(strings.Join(strings.Fields(name), " "))
	l := strings.ToLower(line)
	if utf8.RuneCountInString(n) < 3 || !strings.Contains(l, n) {
		return false
	}
	rest := strings.ReplaceAll(l, n, " ")
	if !strings.ContainsFunc(rest, isWordRune) {
		return false
	}
	return !strings.ContainsFunc(footerKind.ReplaceAllString(rest, " "), isWordRune)
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
