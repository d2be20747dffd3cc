package writer

import "testing"

// A seventeenth batch of people (a welder, a respiratory therapist, a data engineer, a flight
// attendant, a front office manager, a grant writer, a medical coder, a mechanical engineering
// graduate, a bank teller): the shapes their notes took that read as notes.
func TestNotesOfASeventeenthBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		// Degrees typed with no words between their parts.
		{"bs cs umass amherst", "I earned a BS in computer science from UMass Amherst."},
		{"bs nursing osu", "I earned a BS in nursing from OSU."},
		{"bsme iowa state may 2026, 3.6 gpa", "I earned a BSME from Iowa State in May 2026, with a 3.6 GPA."},
		{"assoc degree in business, 2024", "I earned an associate degree in business in 2024."},
		// Shifts and credentials under way are not certifications held.
		{"nights, 12s", "I work nights, in 12-hour shifts."},
		{"days + weekends", "I work days and weekends."},
		{"nrp + pals in progress", "My NRP and PALS are in progress."},
		// A wish with its condition; an amount a thing added; a course by its name.
		{"want more field work, ok w travel", "I want more field work, and I am comfortable with travel."},
		{"upsell program +$60k room rev/yr", "The upsell program added $60k in room revenue a year."},
		{"took amadeus basics course 2024", "I took an Amadeus basics course in 2024."},
		// Records of none, and the time they cover.
		{"0 failed ut inspections last 2 yrs", "I had 0 failed UT inspections in the last 2 years."},
		{"balanced drawer 0 variances 18 months", "I balanced my drawer with 0 variances for 18 months."},
		{"drove 400k miles 0 accidents", "I drove 400k miles with 0 accidents."},
		{"rn 3 yrs icu", "I have been an RN for 3 years in the ICU."},
		// Arrows of a move go "to"; shorthand on either side of a slash is written out.
		{"moved batch etl -> streaming (kafka + flink)", "I moved batch ETL to streaming (Kafka and Flink)."},
		{"migrated on-prem -> aws", "I migrated on-prem to AWS."},
		{"6 yrs structural + misc steel, shop + field", "I have 6 years in structural and miscellaneous steel, shop and field."},
		{"cut part count 9 -> 5 on a hitch assy", "I cut part count from 9 to 5 on a hitch assembly."},
		{"4 yrs coding for a multi specialty clinic (ortho, cardio, derm)", "I have 4 years coding for a multispecialty clinic (orthopedics, cardiology, dermatology)."},
		{"want to move to peds/nicu", "I want to move to pediatrics/NICU."},
		// A credential held since a year and its apprentice mark removed; placements and what
		// was done in them; two cards; an employer after "with".
		{"cpc since 2021, cpc-a removed 2022", "I have held the CPC credential since 2021, and the CPC-A was removed in 2022."},
		{"2 co-ops at vermeer: designed brackets + weldments in creo", "In 2 co-ops at Vermeer, I designed brackets and weldments in Creo."},
		{"osha 30, forklift cert", "I hold OSHA 30 and forklift certificates."},
		{"flight attendant 8 yrs w delta", "I have been a flight attendant at Delta for 8 years."},
		{"nurse 5 yrs w peds", "I have been a nurse for 5 years with pediatrics."},
		// A list of work done, not tools: no capital for "vent".
		{"vent mgmt, abgs, bipap, hfnc", "My skills include vent management, ABGs, BiPAP and HFNC."},
	})
}

// An eighteenth batch (a solar installer, an Army officer moving into project management, an HR
// generalist, a landscape foreman, a court clerk, a pharmacy technician, a senior product
// designer, a supply chain graduate).
func TestNotesOfAnEighteenthBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"solar installer 4 yrs, crew lead last 1.5", "I have been a solar installer for 4 years, the last 1.5 as a crew lead."},
		{"landscaper 7 yrs, foreman last 3", "I have been a landscaper for 7 years, the last 3 as a foreman."},
		{"pharmacy tech 1.5 yrs at walgreens", "I have been a pharmacy tech at Walgreens for 1.5 years."},
		{"mba in progress, univ of maryland", "I am working toward an MBA at the University of Maryland."},
		{"secret clearance (active)", "I hold an active Secret clearance."},
		{"army logistics officer 8 yrs, cpt", "I have been an Army logistics officer for 8 years, at the rank of captain."},
		{"qualified applicator license (pesticides)", "I hold a qualified applicator license (pesticides)."},
		{"irrigation repair + install, backflow cert", "My work covers irrigation repair and install, and I hold a backflow certificate."},
		{"want public sector job, stable hrs", "I want a public sector job with stable hours."},
		{"apics cpim part 1 passed", "I passed APICS CPIM part 1."},
		{"figma, protopie, usertesting", "I work with Figma, ProtoPie and UserTesting."},
		{"handle er cases, ~60/yr", "I handle employee relations cases, with about 60 a year."},
		{"bilingual eng/spa", "I am bilingual in English and Spanish."},
		{"pres of supply chain club, 80 members", "I am president of the supply chain club, with 80 members."},
		{"ran supply for a 900-soldier battalion, $40m equipment, 0 losses", "I ran supply for a 900-soldier battalion, with $40M in equipment and 0 losses."},
		{"osha 10, fall protection trained", "I am trained in OSHA 10 and fall protection."},
		{"aa paralegal studies, gcc 2023", "I earned an AA in paralegal studies from GCC in 2023."},
		{"managed 3 attys calendars", "I managed 3 attorneys' calendars."},
		{"hr coordinator -> generalist at a 600 person mfg co, 5 yrs", "Over 5 years, I went from HR coordinator to generalist at a 600-person manufacturing company."},
	})
}

// A nineteenth batch (a school OT, a SOC analyst, an event coordinator, a litigation
// paralegal, an aircraft technician, a home health aide).
func TestNotesOfANineteenthBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"tx license, ms ot texas woman's univ 2020", "I hold a TX license, and I earned an MS in OT from Texas Woman's University in 2020."},
		{"it help desk 2 yrs at a hospital, ~50 tickets/day", "I worked on the IT help desk at a hospital for 2 years, handling about 50 tickets a day."},
		{"home lab: splunk, pfsense", "In my home lab, I run Splunk and pfSense."},
		{"a&p 11 yrs, part 121 line mx", "I have been an A&P mechanic for 11 years, in Part 121 line maintenance."},
		{"rii authorized", "I am RII authorized."},
		{"0 findings on last 3 faa audits", "I had 0 findings on the last 3 FAA audits."},
		{"cert paralegal (nala cp)", "I am a certified paralegal (NALA CP)."},
		{"paralegal 6 yrs, civil lit at a 40-atty firm", "I have been a paralegal for 6 years, in civil litigation at a 40-attorney firm."},
		{"hs spanish teacher 7 yrs", "I have been a high school Spanish teacher for 7 years."},
		{"cmp in progress", "My CMP is in progress."},
		{"osha 10, fall protection trained", "I am trained in OSHA 10 and fall protection."},
	})
}
