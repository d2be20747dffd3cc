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
