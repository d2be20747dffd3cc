package resume

import (
	"slices"
	"testing"
)

// A group's label, its level and its list on lines of their own are one group; skills one per
// line, a level alone and a label over no list stay as they are.
func TestLabelledSkillGroupsJoinTheirLines(t *testing.T) {
	got := labelledSkillGroups([]string{
		"Web Technologies", "Advanced", "HTML5, JavaScript, PHP",
		"Data & Cloud", "BigQuery, AWS",
		"Python", "Go",
		"Leadership",
		"Tools: Git, Docker",
	})
	want := []string{
		"Web Technologies (Advanced): HTML5, JavaScript, PHP",
		"Data & Cloud: BigQuery, AWS",
		"Python", "Go",
		"Leadership",
		"Tools: Git, Docker",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Imported, such a group counts its skills and shows as one item.
func TestImportedSkillGroupWithALevel(t *testing.T) {
	got, err := ImportResume("Ana Souza\nana@example.com\n\nSkills\nWeb Frameworks\nIntermediate\nReact.js, Angular, Vue.js\nTools\nWebpack, Git")
	if err != nil {
		t.Fatal(err)
	}
	if want := "Web Frameworks (Intermediate): React.js, Angular, Vue.js\nTools: Webpack, Git"; got.Fields.Skills != want {
		t.Errorf("skills = %q, want %q", got.Fields.Skills, want)
	}
	if got.Skills != 5 {
		t.Errorf("%d skills counted, want 5", got.Skills)
	}
}
