package resume

import (
	"strings"
	"unicode"
)

// projectsOutOfExperience takes the projects a template sets among the jobs under Experience
// (billryan's resume: "Draftsmith | Jan 2015 – Present" / "Go, SQL | Individual Projects")
// out of it. An entry is a project when a part of its first two lines names it one: a
// segment ending in "Project" or "Projects" ("Individual Projects", "Side Project"), which a
// job's header never has ("Project Manager" ends in its role). The rest stays as it was.
func projectsOutOfExperience(lines []string) (jobs, projects []string) {
	_, starts := parseExperience(strings.Join(lines, "\n"))
	if len(starts) < 2 {
		return lines, nil // a lone entry: the section is what its heading says
	}
	jobs = append(jobs, lines[:starts[0]]...)
	for k, from := range starts {
		to := len(lines)
		if k+1 < len(starts) {
			to = starts[k+1]
		}
		if namesProject(lines[from:to]) {
			if len(projects) > 0 {
				projects = append(projects, "")
			}
			projects = append(projects, trimBlank(lines[from:to])...)
			continue
		}
		jobs = append(jobs, lines[from:to]...)
	}
	if len(projects) == 0 || len(projects) == len(lines) {
		return lines, nil
	}
	return jobs, projects
}

// namesProject: a segment of the entry's first two lines ends in the word project(s).
func namesProject(entry []string) bool {
	seen := 0
	for _, l := range entry {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if seen++; seen > 2 {
			break
		}
		for _, sg := range splitAt(l) {
			words := strings.FieldsFunc(strings.ToLower(sg.text), func(r rune) bool { return !unicode.IsLetter(r) })
			if n := len(words); n > 0 && (words[n-1] == "project" || words[n-1] == "projects") {
				return true
			}
		}
	}
	return false
}

func trimBlank(ls []string) []string {
	for len(ls) > 0 && strings.TrimSpace(ls[len(ls)-1]) == "" {
		ls = ls[:len(ls)-1]
	}
	return ls
}
