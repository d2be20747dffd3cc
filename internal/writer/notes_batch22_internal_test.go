package writer

import "testing"

// A twenty-second batch of people (a sterile processing technician, a wastewater operator, a
// casino dealer, a hospice chaplain, a stage manager, a GIS intern, a railroad conductor, a
// farrier, a piano technician, a mortuary science student, a tower crane operator, a ski
// patroller, an auction house cataloguer, an orthotics technician): the shapes their notes
// took that read as notes or took the wrong frame.
func TestNotesOfATwentySecondBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		// A credential and its body in brackets, then hours before their kind.
		{"cbspd certified (iahcsmm), 250 hrs supervised", "I am CBSPD certified (IAHCSMM), with 250 supervised hours."},
		{"forklift + reach truck (sit-down + stand-up) certified", "I am forklift and reach truck certified (sit-down and stand-up)."},
		// A role's years, then a certification held for the last few.
		{"welder 9 yrs, inspector certified last 3", "I have been a welder for 9 years, and a certified inspector for the last 3."},
		// Letters spelled out in brackets; certificates held.
		{"cwi (certified welding inspector, aws)", "I hold the CWI credential (certified welding inspector, AWS)."},
		{"first aid + confined space certs", "I hold first aid and confined space certifications."},
		// A degree still under way; a degree with its thesis.
		{"bs nursing, graduating dec 2025", "I am completing a BS in nursing, graduating in Dec 2025."},
		{"ms history 2022 (thesis on 19th c river trade)", "I earned an MS in history in 2022, with a thesis on 19th-century river trade."},
		// Years first, then the role; a place and a count after it.
		{"6 yrs school chaplain, level 1 trauma center, 120+ families supported", "I have been a school chaplain for 6 years, at a level 1 trauma center, and I have supported 120+ families."},
		{"3 units cpe", "I have completed 3 units of CPE."},
		{"on safety committee since 2019", "I have served on the safety committee since 2019."},
		{"on the hiring panel", "I serve on the hiring panel."},
		// Zero of something, with and without a stretch of time.
		{"zero lost-time injuries on my jobs", "I have had zero lost-time injuries on my jobs."},
		{"zero dropped loads last 4 yrs", "I had zero dropped loads in the last 4 years."},
		{"budgets up to $40k per show", "I have managed budgets of up to $40k per show."},
		// A role held for a recent stretch; an internship and its length.
		{"shift lead last 2 yrs", "I have been a shift lead for the last 2 years."},
		{"planning intern @ city parks dept (6 mo)", "I was a planning intern at city parks department for 6 months."},
		{"externship @ 3 vet clinics", "I completed an externship at 3 vet clinics."},
		// One exam section passed, the other to come.
		{"passed ncarb pcm section, pjm in august", "I passed the NCARB pcm section, and the pjm section is in August."},
		{"python scripts to merge survey files, saved ~3 hrs/wk", "I wrote Python scripts to merge survey files, saving about 3 hours a week."},
		{"mentor junior welders", "I mentor junior welders."},
		{"before college: grocery cashier 2 yrs", "Before college, I was a grocery cashier for 2 years."},
		{"patient w/ anxious kids, bilingual english/spanish", "I am patient with anxious kids and bilingual in English and Spanish."},
		{"food handler training current", "My food handler training is current."},
		{"~40 crowns/wk, <1% remakes", "I complete about 40 crowns a week, with under 1% remakes."},
		{"some italian, reading knowledge latin", "I speak some Italian and have a reading knowledge of Latin."},
		{"show day: guest check-in + vendor setup", "On show days, I handle guest check-in and vendor setup."},
		{"potain + terex towers up to 220 ft hook height", "I operate Potain and terex towers up to 220 feet of hook height."},
		{"14 story office job, 1 tower crane on site", "I worked on a 14-story office job, with 1 tower crane on site."},
		{"nremt-b (emt), cpr instructor", "I hold NREMT-B (EMT) certification, and I am a CPR instructor."},
		{"event prep for weddings + galas", "I handle event prep for weddings and galas."},
		{"water softener installs", "I handle water softener installs."},
		// A centre's name typed short is written out; the marketer's CTR keeps its letters.
		{"sterile processing tech 2 yrs @ st anne's surgical ctr", "I have been a sterile processing tech at St. Anne's Surgical Center for 2 years."},
		{"ctr up 20% on email", "CTR rose 20% on email."},
		// Shorthand read before the line is split: an operator, a plant's size, a lab's tests,
		// a list of readings, a century, own business, a program's size, a crew's size.
		{"forklift op 7 yrs", "I have been a forklift operator for 7 years."},
		{"4 yrs at 2 mgd trickling filter plant", "I have 4 years at a 2 MGD trickling filter plant."},
		{"lab: bod, tss, chlorine residual", "My work included lab tests for BOD, TSS and chlorine residual."},
		{"farrier 6 yrs, own business, ~90 horses", "I have been a farrier for 6 years, running my own business, with about 90 horses."},
		{"built new hire training program, 30 drivers", "I built a new hire training program for 30 drivers."},
		{"lead weekly caregiver group, 6-10 spouses", "I lead a weekly caregiver group of 6-10 spouses."},
		{"piano tech 4 yrs, self employed", "I have been a self-employed piano tech for 4 years."},
		{"want full-time role", "I want a full-time role."},
		{"catalogued ~800 lots, coins, stamps + medals", "I catalogued about 800 lots of coins, stamps and medals."},
		{"tune ~300 pianos/yr, homes + schools", "I tune about 300 pianos a year for homes and schools."},
	})
}
