package resume

import (
	"strings"
	"testing"
)

// Shapes of the misreads found on public resumes (ADR 0069), typed anew with our own words.

// OpenResume's activities: "Organisation, Part of it | Dates" over a role alone on its line.
func TestLoneRoleUnderOrganisationHeader(t *testing.T) {
	jobs := ParseExperience("Robotics Society, Northfield College | September 2019 – Present\nMember\n• Built a line-following robot for the spring fair\n• Ran the weekly soldering workshop")
	if len(jobs) != 1 || jobs[0].Role != "Member" || jobs[0].Company != "Robotics Society, Northfield College" || len(jobs[0].Bullets) != 2 {
		t.Fatalf("got %+v", jobs)
	}
	// A place among the names: the header is not one organisation as typed; "Volunteer" stays
	// the role as before.
	jobs = ParseExperience("Harbor Food Bank, Dayton, OH | June 2018 – Present\nVolunteer\n• Sorted donations every Saturday")
	if len(jobs) != 1 || jobs[0].Role != "Volunteer" || jobs[0].Company != "Harbor Food Bank" || jobs[0].Location != "Dayton, OH" {
		t.Fatalf("got %+v", jobs)
	}
}

// billryan's template: the role under the company's dated header, then a sentence of what the
// team does, then the bullets.
func TestRoleOverADescriptionLine(t *testing.T) {
	jobs := ParseExperience("Harbor Analytics | Portland, OR | 2018 – Present\nData Intern | Mentor: Dana Wu\nBrief introduction: a team that forecasts ferry traffic.\n• Cleaned five years of ticket data\n• Built the weekly forecast report")
	if len(jobs) != 1 || jobs[0].Role != "Data Intern" || jobs[0].Company != "Harbor Analytics" || len(jobs[0].Bullets) != 3 {
		t.Fatalf("got %+v", jobs)
	}
}

// A degree with its own expected date under a school with its years: one school, not two.
func TestDegreeWithItsOwnDateUnderADatedSchool(t *testing.T) {
	schools := ParseEducation("Northfield College, Portland, OR | 2016 – Present\nMaster student in Applied Statistics, expected June 2020\nEastbrook University, Salem, OR | 2012 – 2016\nB.S. in Mathematics")
	if len(schools) != 2 || schools[0].School != "Northfield College" || !strings.HasPrefix(schools[0].Degree, "Master student in Applied Statistics") || schools[1].Degree != "B.S. in Mathematics" {
		t.Fatalf("got %+v", schools)
	}
}

const projectsAmongJobs = `Ana Lima
ana.lima@example.org

Experience
Harbor Analytics | Portland, OR | 2018 – Present
Data Intern
• Cleaned five years of ticket data
Tidepool | Jan. 2019 – Present
Go, SQLite | Individual Projects
• Wrote a tide table library used by two sailing clubs
Ferrylog | May 2017 – Dec. 2017
Python | Course Project
• Logged ferry delays from the public feed

Skills
Go, Python, SQL`

// billryan's template sets projects among the jobs under Experience, each named one on its
// second line ("Individual Projects").
func TestProjectsAmongJobsGoToProjects(t *testing.T) {
	got, err := ImportResume(projectsAmongJobs)
	if err != nil {
		t.Fatal(err)
	}
	f := got.Fields
	if jobs := ParseExperience(f.Experience); len(jobs) != 1 || jobs[0].Company != "Harbor Analytics" {
		t.Errorf("experience: %q", f.Experience)
	}
	if ps := ParseProjects(f.Projects); len(ps) != 2 || !strings.Contains(f.Projects, "Tidepool") || !strings.Contains(f.Projects, "Ferrylog") {
		t.Errorf("projects: %q", f.Projects)
	}
	// "Project Manager" names a role, not a project: the job stays.
	got, _ = ImportResume("Ana Lima\n\nExperience\nProject Manager | Acme | 2019 – 2021\n• Ran the launch\nEngineer | Initech | 2016 – 2019\n• Built the API")
	if n := len(ParseExperience(got.Fields.Experience)); n != 2 || got.Fields.Projects != "" {
		t.Errorf("jobs: %d, projects %q", n, got.Fields.Projects)
	}
}

// RenderCV's Classic: the right column's third row, the length of stay, beside a bullet.
func TestLengthOfStayBesideABullet(t *testing.T) {
	got, _ := ImportResume("Ana Lima\n\nExperience\nFerry Labs, Research Intern | Salem, OR\n• Wrote the delay model | May 2022 – Aug 2022\n• Co-wrote a paper on tides | 4 months")
	jobs := ParseExperience(got.Fields.Experience)
	if len(jobs) != 1 || strings.Contains(strings.Join(jobs[0].Bullets, " "), "months") || jobs[0].StartDate != "May 2022" {
		t.Fatalf("got %+v", jobs)
	}
}

const lowerCaseProjectAmongJobs = `Ana Lima
ana.lima@example.org

Experience
Harbor Analytics | Portland, OR | 2018 – Present
Data Intern | Mentor: Dana Wu
Brief introduction: a team that forecasts ferry traffic.
• Cleaned five years of ticket data
• Built the weekly forecast report
tidepool Projects | Jan. 2019 – Present
Go, SQLite, Linux | Individual Projects, with two classmates
Brief introduction: a tide table library.
• Wrote the harmonic model
• Published it for two sailing clubs
Ferrylog | May 2017 – Dec. 2017
Python, Flask | Course Project
• Logged ferry delays from the public feed

Skills
Go, Python, SQL`

// billryan's template (ADR 0072): a project named in lower case, its dates in a cell of their
// own, after the last job's bullets; under it, the tools it was made with and what it was.
func TestLowerCaseProjectHeaderAfterBullets(t *testing.T) {
	got, err := ImportResume(lowerCaseProjectAmongJobs)
	if err != nil {
		t.Fatal(err)
	}
	f := got.Fields
	jobs := ParseExperience(f.Experience)
	if len(jobs) != 1 || jobs[0].Company != "Harbor Analytics" || len(jobs[0].Bullets) != 3 || strings.Contains(f.Experience, "tidepool") {
		t.Fatalf("experience: %q", f.Experience)
	}
	ps := ParseProjects(f.Projects)
	if len(ps) != 2 {
		t.Fatalf("projects: %q", f.Projects)
	}
	if ps[0].Name != "tidepool Projects" || ps[0].Tech != "Go, SQLite, Linux" || !strings.Contains(ps[0].Text, "Individual Projects, with two classmates") || len(ps[0].Bullets) != 3 {
		t.Errorf("first project: %+v", ps[0])
	}
	if ps[1].Name != "Ferrylog" || ps[1].Tech != "Python, Flask" || len(ps[1].Bullets) != 1 {
		t.Errorf("second project: %+v", ps[1])
	}
}

// The same header in its own section: the date in a cell of its own sets a lower-case name
// apart from the bullets above, where a lower-case row is otherwise the bullet's wrap.
func TestLowerCaseDatedNameStartsAnEntry(t *testing.T) {
	ps := ParseProjects("Ledgerly | 2021\n• Wrote the importer\ndotfiles | Mar. 2020 – Present\n• Kept every machine alike")
	if len(ps) != 2 || ps[1].Name != "dotfiles" {
		t.Fatalf("got %+v", ps)
	}
	// A bullet's wrapped row stays the bullet's.
	jobs := ParseExperience("Acme | 2019 – 2021\n• Moved the billing jobs to the new queue and\ncut the nightly run from four hours to one")
	if len(jobs) != 1 || len(jobs[0].Bullets) != 1 {
		t.Fatalf("got %+v", jobs)
	}
}

// OpenResume's activities (ADR 0072): one season over several years, typed as a list.
func TestSeasonsOverSeveralYears(t *testing.T) {
	jobs := ParseExperience("Lakeside Pool, Dayton, OH | Summer 2016, 2017\nSwim Instructor\n• Watched the deep end")
	if len(jobs) != 1 || jobs[0].StartDate != "Summer 2016" || jobs[0].EndDate != "Summer 2017" || jobs[0].Dates != "Summer 2016, 2017" || jobs[0].Role != "Swim Instructor" {
		t.Fatalf("got %+v", jobs)
	}
	jobs = ParseExperience("Camp Birch | Counselor | Summers 2015 & 2018\n• Led the canoe trips")
	if len(jobs) != 1 || jobs[0].StartDate != "Summer 2015" || jobs[0].EndDate != "Summer 2018" || jobs[0].Company != "Camp Birch" {
		t.Fatalf("got %+v", jobs)
	}
}
