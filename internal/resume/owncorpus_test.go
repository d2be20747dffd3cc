package resume

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode"
)

// Our own corpus (testdata/resumes, ADR 0035): resumes we typeset in many layouts, each read
// by the browser's layout reader into <id>.txt (web/src/features/documents/pdfText.test.ts
// checks that text against the PDF), imported here and scored field by field against the
// truth file <id>.truth.json written with it.

type truthEntry struct {
	Role     string   `json:"role"`
	Company  string   `json:"company"`
	Location string   `json:"location"`
	Start    string   `json:"start"`
	End      string   `json:"end"`
	Bullets  []string `json:"bullets"`
	School   string   `json:"school"`
	Degree   string   `json:"degree"`
	Year     string   `json:"year"`
}

type resumeTruth struct {
	Name, JobTitle, Email, Phone, Location, Website, LinkedIn, GitHub, Summary string
	Experience                                                                 []truthEntry
	Education                                                                  []truthEntry
	Lists                                                                      map[string][]string
}

func loadTruth(t testing.TB, path string) resumeTruth {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	str := func(k string) string {
		var s string
		_ = json.Unmarshal(raw[k], &s)
		return s
	}
	tr := resumeTruth{Name: str("name"), JobTitle: str("job_title"), Email: str("email"), Phone: str("phone"), Location: str("location"),
		Website: str("website"), LinkedIn: str("linkedin"), GitHub: str("github"), Summary: str("summary"), Lists: map[string][]string{}}
	_ = json.Unmarshal(raw["experience"], &tr.Experience)
	_ = json.Unmarshal(raw["education"], &tr.Education)
	for _, k := range []string{"projects", "skills", "certifications", "volunteer", "awards", "languages", "interests", "publications"} {
		var xs []string
		if raw[k] != nil {
			if err := json.Unmarshal(raw[k], &xs); err != nil {
				t.Fatalf("%s: %s: %v", path, k, err)
			}
			tr.Lists[k] = xs
		}
	}
	return tr
}

// fieldScore counts the fields of one resume that landed right, and names those that did not.
type fieldScore struct {
	right, total int
	wrong        []string
}

func (s *fieldScore) check(field string, ok bool, got string) {
	s.total++
	if ok {
		s.right++
	} else {
		s.wrong = append(s.wrong, fmt.Sprintf("%s (got %q)", field, got))
	}
}

var nonWord = regexp.MustCompile(`[^\p{L}\p{N}]+`)

// same compares two values as a reader would: case, spacing and punctuation aside.
func same(a, b string) bool { return squash(a) == squash(b) }

func squash(s string) string { return nonWord.ReplaceAllString(strings.ToLower(s), "") }

func contains(hay, needle string) bool { return strings.Contains(squash(hay), squash(needle)) }

// handle is a profile link's last part: "linkedin.com/in/ana" and "ana" are the same profile.
func handle(s string) string {
	s = strings.TrimRight(strings.TrimSpace(s), "/")
	if i := strings.LastIndex(s, "/"); i >= 0 {
		s = s[i+1:]
	}
	return squash(s)
}

func digitsOf(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) {
			return r
		}
		return -1
	}, s)
}

var monthNames = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}
var truthYear = regexp.MustCompile(`(19|20)\d{2}`)

// isoMonth reads a date as typed ("Mar. 2021", "03/2021", "2021.03", "2021") as YYYY-MM or YYYY.
func isoMonth(s string) string {
	l := strings.ToLower(strings.TrimSpace(s))
	switch l {
	case "present", "current", "now":
		return "Present"
	}
	y := truthYear.FindString(l)
	if y == "" {
		return l
	}
	for i, m := range monthNames {
		if strings.Contains(l, m) {
			return fmt.Sprintf("%s-%02d", y, i+1)
		}
	}
	if m := regexp.MustCompile(`^(\d{1,2})[/.-](\d{4})$`).FindStringSubmatch(l); m != nil {
		return fmt.Sprintf("%s-%02s", m[2], m[1])
	}
	if m := regexp.MustCompile(`^(\d{4})[/.-](\d{1,2})`).FindStringSubmatch(l); m != nil {
		return fmt.Sprintf("%s-%02s", m[1], m[2])
	}
	return y
}

// scoreImport scores one import against its truth.
func scoreImport(tr resumeTruth, got *ResumeImport) fieldScore {
	var s fieldScore
	f := got.Fields
	s.check("name", same(f.Name, tr.Name), f.Name)
	s.check("job title", same(f.JobTitle, tr.JobTitle), f.JobTitle)
	for _, c := range []struct{ name, want, got string }{{"email", tr.Email, f.Email}, {"location", tr.Location, f.Location}, {"website", tr.Website, f.Website}} {
		if c.want != "" {
			s.check(c.name, same(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(c.got, "https://"), "http://"), "www."), c.want), c.got)
		}
	}
	if tr.Phone != "" {
		s.check("phone", digitsOf(f.Phone) == digitsOf(tr.Phone), f.Phone)
	}
	if tr.LinkedIn != "" {
		s.check("linkedin", handle(f.LinkedIn) == handle(tr.LinkedIn), f.LinkedIn)
	}
	if tr.GitHub != "" {
		s.check("github", handle(f.GitHub) == handle(tr.GitHub), f.GitHub)
	}
	if tr.Summary != "" {
		s.check("summary", contains(strings.SplitN(f.Summary, UnplacedMarker, 2)[0], tr.Summary), f.Summary)
	}
	jobs := ParseExperience(f.Experience)
	for i, w := range tr.Experience {
		var e ExperienceEntry
		for _, j := range jobs {
			if same(j.Company, w.Company) || (same(j.Role, w.Role) && j.Company == "") || contains(j.Text, w.Company) {
				e = j
				break
			}
		}
		at := fmt.Sprintf("experience[%d].", i)
		s.check(at+"role", same(e.Role, w.Role), e.Role+e.Text)
		s.check(at+"company", same(e.Company, w.Company), e.Company+e.Text)
		if w.Location != "" {
			s.check(at+"location", same(e.Location, w.Location), e.Location)
		}
		s.check(at+"start", isoMonth(e.StartDate) == w.Start, e.StartDate)
		s.check(at+"end", isoMonth(e.EndDate) == w.End, e.EndDate)
		for k, b := range w.Bullets {
			s.check(fmt.Sprintf("%sbullets[%d]", at, k), contains(strings.Join(e.Bullets, " "), b), strings.Join(e.Bullets, " / "))
		}
	}
	schools := ParseEducation(f.Education)
	for i, w := range tr.Education {
		var e EducationEntry
		for _, j := range schools {
			if contains(j.School+j.Text, w.School) {
				e = j
				break
			}
		}
		at := fmt.Sprintf("education[%d].", i)
		s.check(at+"school", same(e.School, w.School), e.School+" / "+e.Text)
		s.check(at+"degree", same(e.Degree, w.Degree) || contains(e.Degree+" "+e.Details, w.Degree), e.Degree)
		s.check(at+"year", strings.Contains(e.Year, w.Year), e.Year)
	}
	fieldOf := map[string]string{"projects": f.Projects, "skills": f.Skills, "certifications": f.Certifications, "volunteer": f.Volunteer,
		"awards": f.Awards, "languages": f.Languages, "interests": f.Interests, "publications": f.Publications}
	keys := make([]string, 0, len(tr.Lists))
	for k := range tr.Lists {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		for i, x := range tr.Lists[k] {
			s.check(fmt.Sprintf("%s[%d]", k, i), contains(fieldOf[k], x), fieldOf[k])
		}
	}
	return s
}

const ownCorpus = "../../testdata/resumes"

// TestOwnCorpusLandsInItsFields: at least 97% of the fields of our own corpus land right.
func TestOwnCorpusLandsInItsFields(t *testing.T) {
	texts, _ := filepath.Glob(filepath.Join(ownCorpus, "*.txt"))
	if len(texts) < 30 {
		t.Fatalf("found %d read PDFs in %s; the corpus has more", len(texts), ownCorpus)
	}
	right, total := 0, 0
	for _, path := range texts {
		id, got, tr := importCorpusFile(t, path)
		s := scoreImport(tr, got)
		right += s.right
		total += s.total
		if len(s.wrong) > 0 {
			t.Logf("%s: %d/%d; wrong: %s", id, s.right, s.total, strings.Join(s.wrong, "; "))
		}
	}
	pct := 100 * float64(right) / float64(total)
	t.Logf("own corpus: %d of %d fields right (%.1f%%)", right, total, pct)
	if pct < 97 {
		t.Errorf("own corpus: %.1f%% of fields right; at least 97%% must be", pct)
	}
}

// importCorpusFile imports one read PDF of the corpus, with the truth written beside it.
func importCorpusFile(t *testing.T, path string) (string, *ResumeImport, resumeTruth) {
	t.Helper()
	id := strings.TrimSuffix(filepath.Base(path), ".txt")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ImportResume(string(b))
	if err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	return id, got, loadTruth(t, filepath.Join(ownCorpus, id+".truth.json"))
}

// shapeLayouts are the corpus layouts made to try how entries come apart (README): Jake's
// resume with its tiny centred bullets and bulleted projects, and a long CV whose further
// sections follow Certificates. Their import must keep every entry whole: as many roles,
// bullets, projects and list items as the truth has, no more (an empty "•" bullet, a project
// swallowing the next, a talk filed as certifications). The builder layout (ADR 0062): rows set
// wide apart with bullets drawn as shapes, schools with notes, projects with a line of what
// they are. The student layout (ADR 0065): a school's coursework under a label line, skill
// groups in a two-column table, a role broken over two pages, projects as name / role /
// paragraph, the role "Volunteer" under its organisation, a street address.
var shapeLayouts = []string{"jake-dots-", "cv-sections-", "builder-", "student-"}

func TestOwnCorpusKeepsEveryEntryWhole(t *testing.T) {
	found := 0
	for _, prefix := range shapeLayouts {
		texts, _ := filepath.Glob(filepath.Join(ownCorpus, prefix+"*.txt"))
		for _, path := range texts {
			found++
			id, got, tr := importCorpusFile(t, path)
			jobs := ParseExperience(got.Fields.Experience)
			if len(jobs) != len(tr.Experience) {
				t.Errorf("%s: %d roles, want %d", id, len(jobs), len(tr.Experience))
			}
			for i := 0; i < len(jobs) && i < len(tr.Experience); i++ {
				if len(jobs[i].Bullets) != len(tr.Experience[i].Bullets) {
					t.Errorf("%s: role %d has bullets %q, want %d", id, i, jobs[i].Bullets, len(tr.Experience[i].Bullets))
				}
			}
			if n := len(ParseEducation(got.Fields.Education)); n != len(tr.Education) {
				t.Errorf("%s: %d schools, want %d", id, n, len(tr.Education))
			}
			counts := map[string]int{"projects": len(ParseProjects(got.Fields.Projects)), "certifications": len(BulletList(got.Fields.Certifications)),
				"publications": len(BulletList(got.Fields.Publications)), "awards": len(BulletList(got.Fields.Awards)),
				"volunteer": len(ParseExperience(got.Fields.Volunteer))}
			for k, n := range counts {
				if n != len(tr.Lists[k]) {
					t.Errorf("%s: %d %s, want %d", id, n, k, len(tr.Lists[k]))
				}
			}
			for _, l := range strings.Split(got.Fields.Skills, "\n") {
				if len(skillGroups(l)) > 1 {
					t.Errorf("%s: two skill groups on one line: %q", id, l)
				}
			}
			if got.Unplaced != 0 {
				t.Errorf("%s: %d lines left to place: %q", id, got.Unplaced, got.Fields.Summary)
			}
		}
	}
	if found < 6 {
		t.Fatalf("found %d resumes of the shape layouts in %s; the corpus has 6", found, ownCorpus)
	}
}
