package resume

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// ---- Projects ----

var (
	urlPattern = regexp.MustCompile(`(?i)\b(?:https?://[^\s)]+|(?:www\.)?[a-z0-9-]+\.(?:com|dev|io|app|org|net|co|ai|me|xyz|tech)(?:/[^\s)]*)?)`)
	techLabel  = regexp.MustCompile(`(?i)\b(?:tech(?:nologies)?|stack|built with|tools)\s*[:\-–]\s*(.+)$`)
	nameSep    = regexp.MustCompile(`\s+[—–-]\s+|:\s+|\s+\|\s+`)
)

func ParseProjects(s string) []Project {
	out, _ := parseProjects(s)
	return out
}

// parseProjects also gives the line each project starts at (EntryCards).
func parseProjects(s string) ([]Project, []int) {
	var out []Project
	var starts []int
	for _, b := range groupEntries(typedLines(s), false) {
		var p Project
		all := append(append([]string{}, b.head...), b.body...)
		// The link and the tech list may be anywhere in the entry.
		for i, l := range all {
			if p.Link == "" {
				if u := urlPattern.FindString(l); u != "" {
					u = strings.TrimRight(u, ".,;")
					if plaintext.SafeLink(u) != "" {
						p.Link = u
						all[i] = tidy(strings.Replace(l, u, "", 1))
					}
				}
			}
			if p.Tech == "" {
				if m := techLabel.FindStringSubmatchIndex(all[i]); m != nil {
					p.Tech = strings.TrimRight(strings.TrimSpace(all[i][m[2]:m[3]]), ".)")
					all[i] = tidy(all[i][:m[0]])
				}
			}
		}
		head := all[0]
		if name, tech, rest, ok := barredProjectHead(head); ok && p.Tech == "" {
			p.Name, p.Tech, p.Text = name, tech, rest
		} else if name, text, ok := dashedProjectHead(head); ok {
			p.Name, p.Text = name, text
		} else if loc := nameSep.FindStringIndex(head); loc != nil {
			p.Name, p.Text = strings.TrimSpace(head[:loc[0]]), strings.TrimSpace(head[loc[1]:])
		} else {
			p.Name = head
		}
		if p.Tech == "" {
			// "Name (Go, React)" lists the tech in brackets.
			if i := strings.LastIndex(p.Name, "("); i > 0 && strings.HasSuffix(p.Name, ")") {
				p.Tech = strings.TrimSpace(p.Name[i+1 : len(p.Name)-1])
				p.Name = strings.TrimSpace(p.Name[:i])
			}
		}
		body := all[1:]
		if tech, rest, ok := toolsLine(b, all); ok && p.Tech == "" {
			// billryan's "C, Python, Django | Individual Projects" under the name: the tools, and
			// what the project was.
			p.Tech, p.Text, body = tech, strings.Trim(p.Text+" · "+rest, " ·"), all[2:]
		}
		if p.Text == "" && len(b.head) == 1 && len(body) > 1 && !b.firstMarked && roleLine(body[0]) {
			// Reactive Resume's "Name" / "Project Lead" / what was done: the role is what the
			// project was to its author, not something done in it.
			p.Text, body = body[0], body[1:]
		}
		for _, l := range body {
			if x := plaintext.Bullet(l); x != "" {
				p.Bullets = append(p.Bullets, x)
			}
		}
		if p.Name == "" && p.Text == "" && len(p.Bullets) == 0 && p.Link == "" {
			continue
		}
		out = append(out, p)
		starts = append(starts, b.first)
	}
	return out, starts
}

// barredProjectHead reads Jake's resume's project header, "Name | Tech, Tech | Jun 2022": the
// bars part the fields, so a dash or colon inside the name ("Team Lead - Tram Map") stays in
// it, the list after the first bar is the tech, and what follows (the date) is the text.
func barredProjectHead(head string) (name, tech, rest string, ok bool) {
	parts := strings.Split(head, " | ")
	if len(parts) < 2 || !techList(parts[1]) {
		return "", "", "", false
	}
	return strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1]), strings.TrimSpace(strings.Join(parts[2:], " | ")), true
}

// toolsLine reads an entry's second line, unmarked, as a list of tools then what the project
// was ("Go, SQLite | Individual Projects"), as billryan's template sets it under the name.
func toolsLine(b entryLines, all []string) (tech, rest string, ok bool) {
	if len(b.head) != 1 || len(b.body) == 0 || b.firstMarked {
		return "", "", false
	}
	tech, rest, ok = strings.Cut(all[1], " | ")
	if !ok || !techList(tech) {
		return "", "", false
	}
	return strings.TrimSpace(tech), strings.TrimSpace(rest), true
}

// dashedProjectHead reads the card's own form, "Name — Description" (the web app's formatEntry,
// ADR 0049): the spaced em dash parts the name from its description even when a hyphen, colon
// or bar inside the name comes first ("Team Lead - Tram Map (Open Data) — Jun. 2019"), or the
// card would not read back into the name it was written from. A name that holds such a
// separator and has no description is written with the em dash closing the line ("Team Lead -
// Tram Map —"), so that it is not cut at its own hyphen.
func dashedProjectHead(head string) (name, text string, ok bool) {
	if n, cut := strings.CutSuffix(head, " —"); cut {
		return strings.TrimSpace(n), "", strings.TrimSpace(n) != ""
	}
	name, text, ok = strings.Cut(head, " — ")
	name, text = strings.TrimSpace(name), strings.TrimSpace(text)
	return name, text, ok && name != ""
}

// roleLine is a line that is a role only ("Project Lead", "Frontend Developer"): a few words
// of a title that name a role, no date.
func roleLine(s string) bool {
	return len(strings.Fields(s)) <= 4 && titleLike(s) && !hasYear(s) && !strings.ContainsAny(s, ",|:") && kindOf(segment{text: s}) == roleSeg
}

// techList: a list of short names parted by commas ("Go, Kafka, Grafana"), not a sentence
// and not a date or a place with a date.
func techList(s string) bool {
	items := strings.Split(s, ",")
	if len(items) < 2 || hasYear(s) {
		return false
	}
	for _, it := range items {
		n := len(strings.Fields(it))
		if n == 0 || n > 3 || strings.HasSuffix(strings.TrimSpace(it), ".") {
			return false
		}
	}
	return true
}

// ---- Certifications and references ----

// certDetail opens the lines LinkedIn puts under a certification.
var certDetail = regexp.MustCompile(`(?i)^(?:issued|credential id|credential url|expires|expired|no expiration date|license|licence)\b`)

// bulletList is one item a line; a certification's "Issued …" and "Credential ID …" lines
// stay with it.
func BulletList(s string) []string {
	items, _ := listItems(s)
	return plaintext.Dedupe(items)
}
