package resume

import (
	"regexp"
	"strings"
)

// Builders set a group of skills as its label, its level and its items on lines of their own
// ("Web Frameworks" / "Intermediate" / "React.js, Angular, Vue.js"). Read line by line, the
// label and the level became skills of their own ("Advanced" among the tags). The import
// writes such a group on one line, as a typed group reads: "Web Frameworks (Intermediate):
// React.js, Angular, Vue.js".

// skillGroupLabel is a group's label on its own line: a few words in capitals, no list.
var skillGroupLabel = regexp.MustCompile(`^\p{Lu}[\p{L}.+#]*(?:\s+(?:&|and|/|\p{Lu}[\p{L}.+#/-]*)){0,3}$`)

// skillLevels are the levels builders set under a group's label.
var skillLevels = map[string]bool{"beginner": true, "elementary": true, "novice": true, "intermediate": true, "advanced": true,
	"expert": true, "proficient": true, "fluent": true, "native": true, "basic": true, "master": true}

// labelledSkillGroups joins a label, its level and the list under it into one line. A label
// joins only a list (a line with a comma): skills one per line ("Python" / "Go") stay apart.
func labelledSkillGroups(lines []string) []string {
	var out []string
	for i := 0; i < len(lines); i++ {
		label := strings.TrimSpace(lines[i])
		if !skillGroupLabel.MatchString(label) || skillLevels[strings.ToLower(label)] {
			out = append(out, lines[i])
			continue
		}
		j, level := i+1, ""
		if j < len(lines) && skillLevels[strings.ToLower(strings.TrimSpace(lines[j]))] {
			level, j = strings.TrimSpace(lines[j]), j+1
		}
		if j >= len(lines) || !strings.Contains(lines[j], ",") || strings.Contains(lines[j], ":") {
			out = append(out, lines[i])
			continue
		}
		if level != "" {
			label += " (" + level + ")"
		}
		out = append(out, label+": "+strings.TrimSpace(lines[j]))
		i = j
	}
	return out
}
