package resume

// ResumeSections is the spec's Resume preview model.
type ResumeSections struct {
	Header         ResumeHeader      `json:"header"`
	Summary        string            `json:"summary"`
	Skills         []string          `json:"skills"`
	Experience     []ExperienceEntry `json:"experience"`
	Projects       []Project         `json:"projects"`
	Education      []EducationEntry  `json:"education"`
	Certifications []string          `json:"certifications"`
	References     []string          `json:"references"`
	// The sections JSON Resume has beyond those (issue 22): volunteering reads like
	// experience; the others are one item per line.
	Volunteer    []ExperienceEntry `json:"volunteer"`
	Awards       []string          `json:"awards"`
	Publications []string          `json:"publications"`
	Languages    []string          `json:"languages"`
	Interests    []string          `json:"interests"`
}

// ResumeHeader is the top of a resume. ContactInfo is the one-line contact text (the user's
// own, or built from the contact fields).
type ResumeHeader struct {
	Name        string  `json:"name"`
	Title       string  `json:"title"`
	Contact     Contact `json:"contact"`
	ContactInfo string  `json:"contact_info"`
}

// Contact holds the contact fields. Links are http(s) only; anything else is dropped.
type Contact struct {
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Location string `json:"location"`
	Website  string `json:"website"`
	LinkedIn string `json:"linkedin"`
	GitHub   string `json:"github"`
}

// ExperienceEntry is one role. The parser (resumeparse.go, ADR 0014) fills a field only with
// the user's own words for it; a header it cannot split with confidence stays whole in Text.
type ExperienceEntry struct {
	Company   string   `json:"company"`
	Role      string   `json:"role"`
	Location  string   `json:"location"`
	StartDate string   `json:"start_date"`
	EndDate   string   `json:"end_date"`
	Dates     string   `json:"dates"`
	Details   string   `json:"details,omitempty" doc:"The header's other words, as typed: employment type, length of stay, team ('Full-time · 5 yrs 3 mos')"`
	Text      string   `json:"text,omitempty" doc:"The header as typed, when it could not be split into role and company with confidence"`
	Bullets   []string `json:"bullets"`
}

// Project is one project.
type Project struct {
	Name    string   `json:"name"`
	Bullets []string `json:"bullets"`
	Text    string   `json:"text"`
	Tech    string   `json:"tech"`
	Link    string   `json:"link"`
}

// EducationEntry is one school or course. Text is the entry as the user typed it (its lines
// joined by " · "); Details holds its words that are neither school, degree nor year.
type EducationEntry struct {
	School  string `json:"school"`
	Degree  string `json:"degree"`
	Year    string `json:"year"`
	Details string `json:"details,omitempty" doc:"What the entry says beyond school, degree and year, as typed ('First-class honours')"`
	Text    string `json:"text"`
}

func (r *ResumeSections) WithEmptyLists() *ResumeSections {
	// Lists are [] rather than null so clients can map over them.
	if r.Skills == nil {
		r.Skills = []string{}
	}
	if r.Experience == nil {
		r.Experience = []ExperienceEntry{}
	}
	if r.Projects == nil {
		r.Projects = []Project{}
	}
	if r.Education == nil {
		r.Education = []EducationEntry{}
	}
	if r.Certifications == nil {
		r.Certifications = []string{}
	}
	if r.References == nil {
		r.References = []string{}
	}
	if r.Volunteer == nil {
		r.Volunteer = []ExperienceEntry{}
	}
	for _, l := range []*[]string{&r.Awards, &r.Publications, &r.Languages, &r.Interests} {
		if *l == nil {
			*l = []string{}
		}
	}
	for i := range r.Volunteer {
		if r.Volunteer[i].Bullets == nil {
			r.Volunteer[i].Bullets = []string{}
		}
	}
	for i := range r.Experience {
		if r.Experience[i].Bullets == nil {
			r.Experience[i].Bullets = []string{}
		}
	}
	for i := range r.Projects {
		if r.Projects[i].Bullets == nil {
			r.Projects[i].Bullets = []string{}
		}
	}
	return r
}
