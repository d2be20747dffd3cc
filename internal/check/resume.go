package check

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/match"
	"github.com/draftsmith/draftsmith/internal/resume"
	"github.com/draftsmith/draftsmith/internal/writer"
)

// ResumeInput is a resume to check: its sections as the server reads them, and — when a form
// was checked — the typed fields, so each finding can name its field and line.
type ResumeInput struct {
	Sections *resume.ResumeSections
	// Fields are the form's text fields by JSON name (experience, projects, skills…); nil
	// for a saved draft.
	Fields         map[string]string
	JobDescription string
	Now            time.Time
}

var (
	emailPattern = regexp.MustCompile(`[^\s@|,;<>()]+@[^\s@|,;<>()]+\.[A-Za-z]{2,}`)
	phonePattern = regexp.MustCompile(`\+?\(?\d[\d\s().-]{5,}\d`)
)

// Lines of a page in the preview's templates: the page estimate behind the too_long rule.
const (
	linesPerPage = 55
	charsPerLine = 100
)

// Resume checks a resume.
func Resume(in ResumeInput) *Report {
	r := in.Sections
	if r == nil {
		r = &resume.ResumeSections{}
	}
	if in.Now.IsZero() {
		in.Now = time.Now()
	}
	c := resumeCheck{in: in, r: r, lines: map[string][]string{}}
	for name, v := range in.Fields {
		c.lines[name] = strings.Split(v, "\n")
	}
	c.header()
	c.entries()
	c.skills()
	c.target()
	return c.score()
}

type resumeCheck struct {
	in       ResumeInput
	r        *resume.ResumeSections
	lines    map[string][]string
	findings []Finding
	// bullets and the bullets with a duty or a language finding, for the score.
	bullets, dutyBullets, languageBullets int
	consistency                           int // points lost to tense and dates
	tooLong                               bool
	skillsShown, skillsListed             int
	mustShown, mustAsked                  int
}

func (c *resumeCheck) add(f Finding) { c.findings = append(c.findings, f) }

// at sets a finding's field and line, when the form's text is known.
func (c *resumeCheck) at(f *Finding, field string, line int) {
	if c.in.Fields == nil {
		return
	}
	f.Field = field
	if line >= 0 {
		f.Line = intp(line)
	}
}

func (c *resumeCheck) header() {
	h := c.r.Header
	all := strings.Join([]string{h.Contact.Email, h.Contact.Phone, h.ContactInfo}, " ")
	if h.Contact.Email == "" && !emailPattern.MatchString(all) {
		f := Finding{Section: "header", Rule: RuleMissingEmail, Severity: Warning,
			Message: "There is no email address.",
			Why:     "An email is how most recruiters reply; without one, a good resume can go unanswered."}
		c.at(&f, "email", -1)
		c.add(f)
	}
	if h.Contact.Phone == "" && !phonePattern.MatchString(strings.Join([]string{h.ContactInfo}, " ")) {
		f := Finding{Section: "header", Rule: RuleMissingPhone, Severity: Warning,
			Message: "There is no phone number.",
			Why:     "Many recruiters call before they write; a number makes the first step easy."}
		c.at(&f, "phone", -1)
		c.add(f)
	}
}

// entries checks the bullets of every role and project, and the roles' dates.
func (c *resumeCheck) entries() {
	var spans []span
	heads := c.headLines("experience", len(c.r.Experience), func(i int) []string {
		e := c.r.Experience[i]
		return []string{e.Dates, e.Role, e.Company, e.Text}
	})
	for i, e := range c.r.Experience {
		tense := TenseAny
		if e.EndDate != "" {
			tense = TensePast
			if currentEnd(e.EndDate) {
				tense = TensePresent
			}
		}
		// A start without an end may be "Since 2021" or a header whose end was not read:
		// neither its tense nor its dates are judged.
		c.bulletFindings("experience", i, e.Bullets, tense, heads)
		if e.StartDate != "" && e.EndDate != "" {
			spans = append(spans, span{entry: i, start: parseDate(e.StartDate, c.in.Now), end: parseDate(e.EndDate, c.in.Now)})
		}
	}
	pheads := c.headLines("projects", len(c.r.Projects), func(i int) []string {
		p := c.r.Projects[i]
		return []string{p.Name, p.Text}
	})
	for i, p := range c.r.Projects {
		c.bulletFindings("projects", i, p.Bullets, TenseAny, pheads)
	}
	dfs, years := dateFindings(spans)
	for _, d := range dfs {
		f := Finding{Section: "experience", Entry: intp(d.entry), Rule: d.rule, Severity: d.severity, Message: d.message, Why: d.why}
		c.at(&f, "experience", heads[d.entry])
		c.add(f)
		if d.severity == Warning {
			c.consistency += 5
		} else {
			c.consistency += 1
		}
	}
	if pages := c.pages(); pages > 2 && years < 10 {
		c.tooLong = true
		f := Finding{Section: "experience", Rule: RuleTooLong, Severity: Warning,
			Message: "The resume runs to about " + strconv.Itoa(pages) + " pages.",
			Why:     "Under ten years of experience fits on one or two pages; readers stop before the third."}
		c.at(&f, "experience", -1)
		c.add(f)
	}
}

// headLines finds the line each entry's header starts on in a field (-1 when unknown).
func (c *resumeCheck) headLines(field string, n int, keys func(int) []string) []int {
	out := make([]int, n)
	lines := c.lines[field]
	from := 0
	for i := range out {
		out[i] = -1
		for _, k := range keys(i) {
			if k == "" {
				continue
			}
			if l := containsLine(lines, k, from, -1); l >= 0 {
				out[i] = l
				from = l + 1
				break
			}
		}
	}
	return out
}

func (c *resumeCheck) bulletFindings(section string, entry int, bullets []string, tense RoleTense, heads []int) {
	lines := c.lines[section]
	from, to := heads[entry], -1
	for j := entry + 1; j < len(heads); j++ {
		if heads[j] >= 0 {
			to = heads[j]
			break
		}
	}
	for b, text := range bullets {
		c.bullets++
		issues := bulletIssues(text, tense, bullets[:b])
		line := lineOf(lines, text, from, to)
		duty, language := false, false
		for _, is := range issues {
			f := Finding{Section: section, Entry: intp(entry), Bullet: intp(b), Rule: is.rule, Severity: is.severity, Message: is.message, Why: is.why}
			c.at(&f, section, line)
			c.add(f)
			switch is.rule {
			case RuleDuty:
				duty = true
			case RuleTense:
				c.consistency += 3
			default:
				language = true
			}
		}
		if duty {
			c.dutyBullets++
		}
		if language {
			c.languageBullets++
		}
	}
}

// pages estimates the resume's length in the preview's templates.
func (c *resumeCheck) pages() int {
	r := c.r
	lines := 4 // name, title, contact
	para := func(s string) int { return (chars(s) + charsPerLine - 1) / charsPerLine }
	if r.Summary != "" {
		lines += 2 + para(r.Summary)
	}
	if len(r.Skills) > 0 {
		lines += 2 + para(strings.Join(r.Skills, ", "))
	}
	bullets := func(bs []string) {
		for _, b := range bs {
			lines += max(1, para(b))
		}
	}
	if len(r.Experience) > 0 {
		lines += 2
	}
	for _, e := range r.Experience {
		lines++ // the role, company and dates share a line; a place or details add one
		if e.Location != "" || e.Details != "" {
			lines++
		}
		bullets(e.Bullets)
	}
	if len(r.Projects) > 0 {
		lines += 2
	}
	for _, p := range r.Projects {
		lines += 1 + para(p.Text)
		bullets(p.Bullets)
	}
	if len(r.Education) > 0 {
		lines += 2 + 2*len(r.Education)
	}
	for _, l := range [][]string{r.Certifications, r.References} {
		if len(l) > 0 {
			lines += 2 + len(l)
		}
	}
	return (lines + linesPerPage - 1) / linesPerPage
}

// skills finds the listed skills that no role or project shows.
func (c *resumeCheck) skills() {
	evidence := c.evidence()
	lower := strings.ToLower(evidence)
	v := match.Default()
	lines := c.lines["skills"]
	var unused []int
	byVocabulary := shownByVocabulary(v, c.r.Skills, evidence)
	for i, s := range c.r.Skills {
		c.skillsListed++
		if shown(lower, s) || byVocabulary(s) {
			c.skillsShown++
			continue
		}
		unused = append(unused, i)
	}
	const why = "A skill with a bullet behind it is believed; a bare list is skimmed. Say where you used it."
	if len(unused) > maxSkillFindings {
		// A long list is one finding, not a wall of them.
		var names []string
		for _, i := range unused[:maxSkillFindings] {
			names = append(names, c.r.Skills[i])
		}
		f := Finding{Section: "skills", Rule: RuleUnusedSkill, Severity: Info,
			Message: strconv.Itoa(len(unused)) + " listed skills are not shown by any role or project, e.g. " + strings.Join(names, ", ") + ".", Why: why}
		c.at(&f, "skills", -1)
		c.add(f)
		return
	}
	for _, i := range unused {
		s := c.r.Skills[i]
		f := Finding{Section: "skills", Entry: intp(i), Rule: RuleUnusedSkill, Severity: Info,
			Message: "“" + s + "” is listed but no role or project shows it.", Why: why}
		c.at(&f, "skills", containsLine(lines, s, 0, -1))
		c.add(f)
	}
}

// maxSkillFindings is how many unused skills get a finding each; more are one finding.
const maxSkillFindings = 5

// evidence is what the roles and projects say, for the skill and must-have rules.
func (c *resumeCheck) evidence() string {
	var b strings.Builder
	for _, e := range c.r.Experience {
		b.WriteString(e.Role + "\n" + e.Details + "\n")
		for _, x := range e.Bullets {
			b.WriteString(x + "\n")
		}
	}
	for _, p := range c.r.Projects {
		b.WriteString(p.Name + "\n" + p.Text + "\n" + p.Tech + "\n")
		for _, x := range p.Bullets {
			b.WriteString(x + "\n")
		}
	}
	return b.String()
}

// shown reports whether text (lower-cased) holds the skill as whole words.
func shown(lower, skill string) bool {
	s := strings.ToLower(strings.TrimSpace(skill))
	if s == "" {
		return true
	}
	for from := 0; ; {
		i := strings.Index(lower[from:], s)
		if i < 0 {
			return false
		}
		i += from
		before, after := i == 0 || !isWordByte(lower[i-1]), i+len(s) >= len(lower) || !isWordByte(lower[i+len(s)])
		if before && after {
			return true
		}
		from = i + 1
	}
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b >= 0x80
}

// shownByVocabulary tells which of the skills text shows under another of their names (k8s
// for Kubernetes), through the match engine's vocabulary: the skills are read once, as a
// posting's requirements.
func shownByVocabulary(v *match.Vocabulary, skills []string, text string) func(skill string) bool {
	if len(skills) == 0 {
		return func(string) bool { return false }
	}
	p := v.Analyze("Requirements:\n- " + strings.Join(skills, "\n- "))
	var words []string // the skills' own words for the skills the text shows
	for i, ok := range v.Shows(p, text) {
		if ok && p.Requirements[i].IsSkill() {
			for _, w := range p.Requirements[i].Words {
				words = append(words, strings.ToLower(w))
			}
		}
	}
	return func(skill string) bool {
		lower := strings.ToLower(skill)
		for _, w := range words {
			if shown(lower, w) {
				return true
			}
		}
		return false
	}
}

// target finds the target job's must-haves that the resume does not show (the posting
// reader's requirements; ADR 0022).
func (c *resumeCheck) target() {
	if strings.TrimSpace(c.in.JobDescription) == "" {
		return
	}
	v := match.Default()
	p := v.Analyze(c.in.JobDescription)
	// The roles' dates too: the reader counts the years they cover against "3+ years".
	var dates []string
	for _, e := range c.r.Experience {
		dates = append(dates, e.Dates)
	}
	text := strings.Join([]string{c.r.Header.Title, c.r.Summary, strings.Join(c.r.Skills, ", "), c.evidence(),
		strings.Join(dates, "\n"), strings.Join(c.r.Certifications, "\n"), educationText(c.r.Education)}, "\n")
	res := v.Match(p, text)
	for _, it := range res.Matched {
		if it.MustHave {
			c.mustAsked++
			c.mustShown++
		}
	}
	for _, it := range res.Missing {
		if !it.MustHave {
			continue
		}
		c.mustAsked++
		f := Finding{Section: "skills", Rule: RuleMissingMust, Severity: Warning,
			Message: "The job asks for " + it.Skill + ", which the resume does not show.",
			Why:     "Screeners and applicant tracking systems look for the posting's must-haves; if you have it, say where you used it. Never claim what you do not have."}
		c.at(&f, "skills", -1)
		c.add(f)
	}
}

func educationText(es []resume.EducationEntry) string {
	var parts []string
	for _, e := range es {
		parts = append(parts, e.Degree, e.School, e.Text)
	}
	return strings.Join(parts, "\n")
}

// score weighs the findings: see ADR 0039 for the parts.
func (c *resumeCheck) score() *Report {
	var p parts
	share := func(good, all int) float64 {
		if all == 0 {
			return 0
		}
		return float64(good) / float64(all)
	}
	p.add("impact", "Bullets with results", 35*share(c.bullets-c.dutyBullets, c.bullets), 35)
	p.add("language", "Strong, active, concise bullets", 25*share(c.bullets-c.languageBullets, c.bullets), 25)
	p.add("consistency", "Tense and dates", float64(15-c.consistency), 15)
	contact := 0
	for _, f := range c.findings {
		if f.Rule == RuleMissingEmail || f.Rule == RuleMissingPhone {
			contact++
		}
	}
	p.add("contact", "Email and phone", float64(10-5*contact), 10)
	length := 5.0
	if c.tooLong {
		length = 0
	}
	p.add("length", "Length", length, 5)
	p.add("skills", "Skills shown in the experience", 5*share(c.skillsShown, c.skillsListed), 5)
	target := 5.0
	if c.mustAsked > 0 {
		target = 5 * share(c.mustShown, c.mustAsked)
	}
	p.add("target", "The target job's must-haves", target, 5)
	return p.report(c.findings)
}

// ResumeForm checks a resume form as the server reads it (the preview's reading).
func ResumeForm(f *draft.ResumeForm, now time.Time) (*Report, error) {
	sections, _, err := writer.ResumePreview(f)
	if err != nil {
		return nil, err
	}
	return Resume(ResumeInput{
		Sections: sections, JobDescription: f.JobDescription, Now: now,
		Fields: map[string]string{"experience": f.Experience, "projects": f.Projects, "skills": f.Skills,
			"summary": f.Summary, "education": f.Education},
	}), nil
}
