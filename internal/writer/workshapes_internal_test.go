package writer

import "testing"

// Notes met on a fresh batch of people (ADR 0057): shifts at a place, freelancing since
// graduating, an internship by season and a two-digit year (kept as typed), a clinical skills list led by a
// word that is also a verb, a list ending in a certification, tools and "a bit of" another, a
// licence and a clean record, a tool used at an earlier job, a quality after a comma, years
// over the road then regional, a schedule sought, a state typed in lower case.
func TestNotesOfTheWorkBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"small animal ER overnights at bluepearl, 3 yrs", "I worked small animal ER overnights at Bluepearl for 3 years."},
		{"freelance since grad: 12 logo + brand kits for local businesses", "Since graduating, I have worked freelance: 12 logo and brand kits for local businesses."},
		{"summer 22 intern at a print shop - did prepress + file checks", "In summer '22, I was an intern at a print shop, where I did prepress and file checks."},
		{"summer 2023 marketing intern @ hubspot - ran email tests", "In summer 2023, I was a marketing intern at HubSpot, where I ran email tests."},
		{"triage, iv catheters, anesthesia monitoring, dentals", "My skills include triage, IV catheters, anesthesia monitoring and dentals."},
		{"perio maintenance + srp, local anesthesia certified", "My skills include perio maintenance and SRP, and I am certified in local anesthesia."},
		{"figma, illustrator, indesign, a bit of after effects", "I work with Figma, Illustrator and InDesign, and a bit of After Effects."},
		{"portfolio: norawhitaker.design", "My portfolio is at norawhitaker.design."},
		{"class A cdl, clean mvr", "I hold a Class A CDL, and I have a clean driving record."},
		{"dentrix daily, some eaglesoft at my first office", "I use Dentrix daily, and I used some Eaglesoft at my first office."},
		{"pts say I explain stuff well, good w/ anxious patients", "Patients say I explain stuff well, and I am good with anxious patients."},
		{"6 yrs otr w/ werner then 2 yrs regional w/ knight", "I have 6 years of over-the-road driving with werner, then 2 years regional with knight."},
		{"looking for 4 day week", "I am looking for a 4-day week."},
		{"RDH, licensed in ohio since 2022", "I have been an RDH, licensed in Ohio since 2022."},
		{"moved from texas to ohio in 2020", "I moved from Texas to Ohio in 2020."},
		{"halfway thru the google data analytics cert, know sql + some tableau", "I am halfway through the Google Data Analytics certificate, and I know SQL and some Tableau."},
		{"le cordon bleu pastry diploma 2020", "I earned a Le Cordon Bleu pastry diploma in 2020."},
		{"shift lead at amazon fc for 3 yrs, ~40 associates on nights", "I have been a shift lead at Amazon FC for 3 years, with about 40 associates on nights."},
		{"before amazon: 2 yrs picker/packer at target dc", "Before Amazon, I spent 2 years as a picker/packer at Target DC."},
		{"loan processor 5 yrs at first horizon", "I have been a loan processor at First Horizon for 5 years."},
		{"osha 10, forklift + reach truck certified", "I hold OSHA 10, and I am forklift and reach truck certified."},
		{"~40 files/mo, conventional, fha + va", "I handle about 40 files a month: conventional, FHA and VA."},
		{"encompass los every day", "I use Encompass LOS every day."},
		{"clear-to-close avg 21 days vs 30 branch avg", "My clear-to-close average is 21 days, against a branch average of 30."},
		{"finished underwriting cert this year", "I finished an underwriting certificate this year."},
		{"balance my drawer every day, handle ~120 transactions a shift", "I balance my drawer every day and handle about 120 transactions a shift."},
		{"fix account problems on the spot - most customers leave happy", "I fix account problems on the spot, and most customers leave happy."},
		{"teller of the quarter twice (2023, 2024)", "I was named teller of the quarter twice (2023, 2024)."},
		{"employee of the month 3x", "I was named employee of the month 3 times."},
		{"4th yr apprentice, ibew local 46 - 7,200 hrs", "I am a 4th-year apprentice, IBEW Local 46, with 7,200 hours."},
		{"conduit bending (emt, rigid), panel terminations, fire alarm rough-in", "My work included conduit bending (EMT, rigid), panel terminations and fire alarm rough-in."},
		{"sitting for journeyman exam in march", "I am sitting for the journeyman exam in March."},
		{"notion + google workspace power user", "I am a Notion and Google Workspace power user."},
		{"DPT 2019 (univ of delaware)", "I earned a DPT from the University of Delaware in 2019."},
		{"outpatient ortho 5 yrs at athletico", "I have worked in outpatient ortho at Athletico for 5 years."},
		{"phase I/II ESAs, ~60 of them", "I have worked on about 60 phase I/II ESAs."},
		{"40-hr hazwoper, current", "I hold a current 40-hour HAZWOPER certification."},
		{"env scientist 4 yrs at aecom", "I have been an environmental scientist at AECOM for 4 years."},
		{"worked w/ hs football + soccer teams on acl rehab", "I worked with high school football and soccer teams on ACL rehab."},
		{"valid driver's license, clean record", "I hold a valid driver's license, and I have a clean driving record."},
		{"help desk tier 1 -> tier 2 at a 600 seat law firm, 3 yrs", "I have spent 3 years on the help desk at a 600-seat law firm, moving from tier 1 to tier 2."},
		{"internship at a pr agency last summer - wrote press releases, built media lists", "Last summer, I interned at a PR agency, where I wrote press releases and built media lists."},
		{"graduated may 2025, ba communications, university of oregon", "I graduated in May 2025 with a BA in communications from the University of Oregon."},
		{"mentor new starters, done inductions for 6", "I mentor new starters, and I have done inductions for 6."},
		{"close ~35 tickets a day, csat 4.8/5", "I close about 35 tickets a day, with a CSAT of 4.8/5."},
		{"wrote 40 kb articles that cut repeat tickets", "I wrote 40 knowledge base articles that cut repeat tickets."},
		{"med trained - give meds on the unit 3 days a wk", "I am medication trained, and I give meds on the unit 3 days a week."},
		{"active directory, intune, m365 admin", "I work with Active Directory, Intune and M365 admin."},
		{"led pricing revamp at billfold: +18% arpa in 2 qtrs", "I led the pricing revamp at billfold, which lifted ARPA by 18% in 2 quarters."},
		{"RN, BSN - 3 yrs med-surg at mercy general", "I am an RN with a BSN, and I have 3 years in medical-surgical at Mercy General."},
		{"1 yr stepdown", "I have 1 year in stepdown."},
		{"charge nurse on nights ~2x/month", "I work as charge nurse on nights about twice a month."},
		{"ACLS + BLS current, CCRN in progress", "I hold current ACLS and BLS certifications, and my CCRN is in progress."},
		{"ops mgr -> sr ops mgr at Sysco", "At Sysco, I rose from operations manager to senior operations manager."},
		{"MBA, Ohio State, 2015", "I earned an MBA from Ohio State in 2015."},
		{"masters in reading ed, 2021", "I earned a master's degree in reading education in 2021."},
		{"taught 1st grade 5 yrs at oakwood elementary", "At Oakwood Elementary, I taught 1st grade for 5 years."},
		{"junior, cs major @ purdue, gpa 3.6", "I am a junior, majoring in CS at Purdue, with a 3.6 GPA."},
		{"built a ros2 sim for our robotics club's rover, used at 2 competitions", "I built a ROS2 sim for our robotics club's rover, which was used at 2 competitions."},
		{"ta for intro to c", "I was a TA for intro to c."},
		{"know python, c++, some rust", "I know Python, C++ and some Rust."},
		{"used ros and gazebo for the rover", "I used ROS and gazebo for the rover."}, // repair orders only in a service bay
		{"saw your house on maple st has been listed for 90 days", "I saw your house on Maple St has been listed for 90 days."},
		{"bookkeeper 7 yrs, mostly small biz clients (restaurants, contractors)", "I have been a bookkeeper for 7 years, mostly with small business clients (restaurants, contractors)."},
		{"month end close for 14 clients", "I handle the month end close for 14 clients."},
		{"payroll thru gusto + adp", "My work included payroll through Gusto and ADP."},
		{"quickbooks certified proadvisor", "I am a QuickBooks Certified ProAdvisor."},
		{"busy brunch spot, 250+ covers on weekends", "I work at a busy brunch spot, with 250+ covers on weekends."},
		{"hr generalist 5 yrs, 300-person mfg co", "I have been an HR generalist for 5 years, at a 300-person manufacturing company."},
		{"went to the career fair at uc davis", "I went to the career fair at uc davis."}, // a school the writer does not know stays as typed
	})
}

// Notes met on a seventh batch of people (ADR 0058): a credential held since a year and one
// in progress, a credential's year with its degree and school, the way one has worked since
// a year, a licence's places after a credential's years, the last years as a role, a role
// since a month, a job typed with "before that" after its years, tools used daily led by one
// known, something learned beside them, a load and what the average one does, the most of
// something on a team, a clause after a comma with its own subject.
func TestNotesOfASeventhBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"cpc since 2020, ccs in progress", "I have held the CPC credential since 2020, and my CCS is in progress."},
		{"fnp-c 2022 (msn vanderbilt)", "I earned the FNP-C in 2022 (MSN, Vanderbilt)."},
		{"remote since 2021", "I have worked remotely since 2021."},
		{"LMT 6 yrs, licensed in HI + CA", "I have been an LMT for 6 years, licensed in HI and CA."},
		{"police officer 11 yrs, last 4 as detective (property crimes)", "I have been a police officer for 11 years, the last 4 as a detective (property crimes)."},
		{"assistant mgr since jan, doing schedules for 12 trainers", "I have been an assistant manager since January, doing schedules for 12 trainers."},
		{"rn 8 yrs before that, mostly er", "Before that, I was an RN for 8 years, mostly in ER."},
		{"epic + 3m encoder daily", "I use Epic and 3M encoder daily."},
		{"sql + excel daily, learning python (pandas)", "I use SQL and Excel daily, and I am learning Python (pandas)."},
		{"~30 clients/wk, avg client stays 14 months", "I see about 30 clients a week, and the average client stays 14 months."},
		{"top retention saves on my team 2024 (saved 310 accts from cancelling)", "I had the top retention saves on my team in 2024 (saved 310 accounts from cancelling)."},
		{"want to use data to help students, edtech is the obvious fit", "I want to use data to help students, and edtech is the obvious fit."},
		{"3 yrs np at a rural clinic", "I spent 3 years as an NP at a rural clinic."},
		{"tech at a ford dealership 4 yrs", "I have been a tech at a Ford dealership for 4 years."},
		{"chronic disease mgmt (diabetes, htn), peds + womens health", "My work included chronic disease management (diabetes, HTN), pediatrics and women's health."},
		{"istqb foundation", "I hold ISTQB Foundation certification."},
		{"left the dept in 2025, want to move into corporate investigations / loss prevention", "I left the department in 2025. | I want to move into corporate investigations or loss prevention."},
		{"ran 2 warehouses / cut pick errors 3.1%->0.8%", "I ran 2 warehouses. | I cut pick errors from 3.1% to 0.8%."},
		{"want to move into corporate investigations / loss prevention", "I want to move into corporate investigations or loss prevention."},
		{"want a fqhc", "I want an FQHC."},
		{"trained 4 new therapists at current spa (Kahala Resort)", "I trained 4 new therapists at my current spa (Kahala Resort)."},
		{"ba criminal justice", "I earned a BA in criminal justice."},
		{"BA english", "I earned a BA in English."},
		{"mba with honors", "I earned an MBA with honors."},
		{"nasm cpt, 5 yrs personal training", "I hold NASM CPT certification. | I have 5 years in personal training."},
		{"customer service rep 3 yrs at comcast call center", "I have been a customer service rep at a Comcast call center for 3 years."},
	})
}

// Notes met on an eighth batch (ADR 0058): how many of them did what, a role on nights since
// a year and the people it leads, the last years in a kind of place, seasons as a role, what
// is being learned and done toward it, a degree's year before its school, a quality with the
// people it is shown to, time given since a year, a programme completed, a credential since a
// year and certificates, held cards and permits, years at a front desk, a developer's and a
// practice's shorthand, a laugh in brackets.
func TestNotesOfAnEighthBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"coached 9 POs, 3 now lead their own teams", "I coached 9 POs, and 3 now lead their own teams."},
		{"shift lead on nights since 2024, 6 officers", "I have been a shift lead on nights since 2024, leading 6 officers."},
		{"security officer 5 yrs, hospital last 3 (er + behavioral health)", "I have been a security officer for 5 years, the last 3 in a hospital (ER and behavioral health)."},
		{"seasonal tax preparer 3 seasons @ h&r block", "I have worked 3 seasons as a seasonal tax preparer at H&R Block."},
		{"learning revit on my own, did the autodesk revit cert course 2025", "I am learning Revit on my own, and I did the Autodesk Revit certificate course in 2025."},
		{"starting cpa exam (far first)", "I am starting the CPA exam (far first)."},
		{"bs accounting 2022, cal state fullerton", "I earned a BS in accounting from Cal State Fullerton in 2022."},
		{"civil drafter 4 yrs (autocad civil 3d)", "I have been a civil drafter for 4 years (AutoCAD Civil 3D)."},
		{"calm w/ upset owners (lol daily)", "I am calm with upset owners (daily)."},
		{"foster for the county shelter since 2022, 15 dogs so far", "I have fostered for the county shelter since 2022, 15 dogs so far."},
		{"slpa cert program done may 2025 (100 fieldwork hrs)", "I completed an SLPA certificate program in May 2025 (100 fieldwork hours)."},
		{"kinder teacher assistant 3 yrs", "I have been a kindergarten teacher assistant for 3 years."},
		{"RDA (CA) since 2023, xray + coronal polish certs", "I have been an RDA (CA) since 2023, and I hold X-ray and coronal polish certificates."},
		{"guard card + exposed firearm permit (CA)", "I hold a guard card and an exposed firearm permit (CA)."},
		{"front desk at a pet grooming salon 2 yrs", "I spent 2 years at the front desk of a pet grooming salon."},
		{"before that dev 5 yrs (java)", "Before that, I was a developer for 5 years (Java)."},
		{"2 yrs chairside at a 4-dr general practice", "I have 2 years in chairside at a 4-doctor general practice."},
		{"dentrix + some open dental", "I work with Dentrix and some Open Dental."},
		{"scrum master 6 yrs (csm, psm ii, safe spc)", "I have been a scrum master for 6 years (CSM, PSM II, SAFe SPC)."},
		{"pa-c, 3 yrs emergency medicine at st. luke's (level 2 trauma)", "I hold the PA-C, with 3 years emergency medicine at St. Luke's (level 2 trauma)."},
	})
}

// Notes met on a ninth batch (ADR 0058): a lead role since a year and its crew, how many of
// them rebook, the last years in a second role, a recurring task, two roles at one place, a
// state's university typed short, a minimum, sales over a time, a degree in progress, tools
// and what is being learned, one's own truck, a list ending in a word in -ing.
func TestNotesOfANinthBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"solar installer 4 yrs, ~300 residential installs", "I have been a solar installer for 4 years, with about 300 residential installs."},
		{"lead installer since 2024, crew of 3", "I have been a lead installer since 2024, leading a crew of 3."},
		{"~25 clients/wk, 80% rebook", "I see about 25 clients a week, and 80% rebook."},
		{"head football coach 9 yrs, asst AD last 3", "I have been a head football coach for 9 years, the last 3 as an assistant AD."},
		{"cycle counts daily", "I do cycle counts daily."},
		{"picker/packer 2 yrs then inventory control associate 1 yr at a target dc", "I was a picker/packer for 2 years, then an inventory control associate for 1 year at a target DC."},
		{"masters in sport management, ohio u", "I earned a master's degree in sport management from Ohio U."},
		{"retail sales ~$3k/mo in skincare", "My retail sales are about $3k a month in skincare."},
		{"assoc degree in business (in progress, done dec)", "My associate degree in business is in progress (done Dec)."},
		{"excel (vlookup, pivot tables), learning power bi", "I use Excel (VLOOKUP and pivot tables), and I am learning Power BI."},
		{"clean driving record, own truck", "I have a clean driving record, and I have my own truck."},
		{"facials, chemical peels, dermaplaning, microneedling", "My work included facials, chemical peels, dermaplaning and microneedling."},
		{"nabcep pv associate", "I hold NABCEP PV Associate certification."},
		{"ba asl/english interpreting, gallaudet", "I earned a BA in ASL/English interpreting from Gallaudet."},
	})
	// A school or firm with its letters: "Lakeview HS", never "Lakeview Hs"; "St." is said.
	if got := orgCase("lakeview hs"); got != "Lakeview HS" {
		t.Errorf("got %q", got)
	}
	if got := orgCase("st. mary's hosp"); got != "St. Mary's Hosp" {
		t.Errorf("got %q", got)
	}
	// An offer's minimum and its price per person.
	if got := newNotebook("").clean("$95/person, min 8"); got != "$95 a person, minimum 8" {
		t.Errorf("got %q", got)
	}
}
