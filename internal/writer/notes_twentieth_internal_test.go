package writer

import "testing"

// A twentieth batch of people (an electrician moving into hospital facilities, a museum
// registrar, a GRC analyst, a dental lab technician, a meat cutter, a speech-language clinical
// fellow, a forklift trainer moving into safety, a CNC machinist, a teacher moving into school
// leadership): the shapes their notes took that read as notes or took the wrong frame.
func TestNotesOfATwentiethBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		// A count certified is work done, not a certification earned ("I earned certified 40+").
		{"certified 40+ operators", "I certified 40+ operators."},
		// Held since a year: "have been", not "am".
		{"licensed in ohio since 2019", "I have been licensed in Ohio since 2019."},
		// An exam by name, then "passed".
		{"praxis passed", "I passed the Praxis."},
		{"usmle step 1 passed", "I passed USMLE Step 1."},
		// An M.Ed. typed "med ed", and what else is held after it.
		{"med ed leadership 2024, admin license (tx)", "I earned an MEd in educational leadership in 2024, and I hold an admin license (TX)."},
		{"osha 30 general industry 2025", "I completed OSHA 30 general industry training in 2025."},
		// Years in a place, then the role of the last ones.
		{"warehouse 6 yrs, forklift trainer last 3", "I have worked in a warehouse for 6 years, the last 3 as a forklift trainer."},
		{"meat cutter 8 yrs, last 2 as lead", "I have been a meat cutter for 8 years, the last 2 as lead."},
		// A role's years are no measure named "collections".
		{"collections asst @ county historical society 3 yrs", "I have been a collections assistant at County Historical Society for 3 years."},
		// "IT" before an auditor; being through with something; a second thing done, in the past.
		{"it auditor 3 yrs at regional bank", "I have been an IT auditor at a regional bank for 3 years."},
		{"want steady days + benefits, done w chasing jobs", "I want steady days and benefits, and I am done with chasing jobs."},
		{"know ordering + inventory, did it when mgr was out", "I know ordering and inventory, and I did it when the manager was out."},
		// The tools one works in, the shop's verbs, a board's credential, a tool's administrator.
		{"program in mastercam, post edits", "I program in Mastercam and make post edits."},
		{"mill zirconia + emax", "I mill zirconia and emax."},
		{"cdt (nbc) 2022", "I earned my CDT (NBC) in 2022."},
		{"ironclad admin", "I am an Ironclad administrator."},
		{"mill operator 4 yrs", "I have been a mill operator for 4 years."},
	})
}

// A twenty-first batch (an airline gate agent, a podcast producer, a laboratory animal
// technician, an executive chef moving into food safety audits, a benefits consultant, a
// support engineer moving into solutions engineering, an early-years teacher moving into SEN
// coordination, a construction laborer, an FP&A analyst, a mental health technician).
func TestNotesOfATwentyFirstBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		// A label, a colon and what was done: the label goes, the doing keeps its "I".
		{"turn times: helped cut avg turn 45 -> 38 min on our gates", "I helped cut average turn from 45 to 38 minutes on our gates."},
		{"handle irrops, rebook up to 150 pax on cancellations", "I handle IRROPS and rebook up to 150 passengers on cancellations."},
		// A podcast, a count in millions, the first season; how long something was done.
		{"launched narrative pod, 2m downloads 1st season", "I launched a narrative podcast, with 2M downloads in season 1."},
		{"handled mice + rats in undergrad lab, 6 months", "I handled mice and rats in undergrad lab, for 6 months."},
		// A role since a year; what the writer accepts; the languages it was done in.
		{"servsafe instructor/proctor since 2018", "I have been a ServSafe instructor and proctor since 2018."},
		{"want to audit instead of cook, travel ok", "I want to audit instead of cook, and I am open to travel."},
		{"ran open enrollment mtgs, english + korean", "I ran open enrollment meetings, in English and Korean."},
		// Small businesses counted, employees in a range, courses under way, an award's year.
		{"sold group plans to 40+ small biz (5-100 ees)", "I sold group plans to 40+ small businesses (5-100 employees)."},
		{"cebs courses in progress", "My CEBS courses are in progress."},
		{"nasenco award 2024", "I received the NASENCo award in 2024."},
		// A company by its kind; kinds of place; a licence's standing; a tool's administrator.
		{"tier 2 support eng 4 yrs at api co", "I have been a tier 2 support engineer at an API company for 4 years."},
		{"sr financial analyst 5 yrs, healthcare services co", "I have been a senior financial analyst for 5 years, at a healthcare services company."},
		{"exec chef 12 yrs, hotels + banquets (up to 1,200 covers)", "I have been an executive chef for 12 years, in hotels and banquets (up to 1,200 covers)."},
		{"construction laborer 2 yrs, commercial sites", "I have been a construction laborer for 2 years, on commercial sites."},
		{"cpa inactive, mba 2019", "My CPA is inactive, and I earned an MBA in 2019."},
		{"sr financial analyst 5 yrs, healthcare services co ($400m rev)", "I have been a senior financial analyst for 5 years, at a healthcare services company ($400M revenue)."},
		{"send lead for eyfs last 3 yrs", "For the last 3 years, I have been a SEND lead for EYFS."},
		{"adaptive insights admin", "I am an Adaptive Insights administrator."},
		{"office admin 3 yrs", "I have been an office administrator for 3 years."},
		// Patients in a psychiatric unit's notes, and a second thing done in the past.
		{"mental health tech 3 yrs, inpatient psych unit\nhelped discharge planning, connected pts to housing + outpatient", "I have been a mental health tech for 3 years, in an inpatient psych unit. | I helped with discharge planning, and I connected patients to housing and outpatient."},
	})
}

// A school named by a short word before "State" or "University" is that name, not initials:
// "kent state" is Kent State, as "unlv" is UNLV.
func TestShortSchoolNamesAreNotInitials(t *testing.T) {
	for in, want := range map[string]string{
		"kent state": "Kent State", "ball state": "Ball State", "utah state": "Utah State", "brown": "Brown",
		"unlv": "UNLV", "umass amherst": "UMass Amherst",
	} {
		if got := schoolCase(in); got != want {
			t.Errorf("schoolCase(%q) = %q, want %q", in, got, want)
		}
	}
	expectPoints(t, []noteWant{
		{"med school counseling, kent state may 2025", "I earned an MEd in school counseling from Kent State in May 2025."},
	})
}
