package writer

import (
	"strings"
	"testing"
)

// Notes become sentences with the grammar they lack — articles, the clause words after a
// comma, a former employer, a degree's year — and organisations typed in lower case get
// their capitals; nothing else changes.
// A list of what the work held with its daily load takes the letter's frame.
func TestAListWithItsDailyLoadIsFramed(t *testing.T) {
	p := person{moveEmployer: true, verbless: "My work included"}
	n := newNotebook("")
	if got := p.rewrite(n.clean("check-in, vitals, swabs, ~30 patients/day"), 0); got != "My work included check-in, vitals and swabs, for about 30 patients a day." {
		t.Errorf("got %q", got)
	}
}

// A list of work with a method in brackets is framed too: the bracket's figure is no result.
func TestAListWithAMethodInBracketsIsFramed(t *testing.T) {
	p := person{moveEmployer: true, verbless: "My work included"}
	n := newNotebook("")
	for note, want := range map[string]string{
		"incident investigations, root cause (5 whys)":              "My work included incident investigations and root cause (5 whys).",
		"rx insurance rejections, prior auths":                      "My work included prescription insurance rejections and prior authorizations.",
		"vat returns, payroll for 15 clients, bank reconciliations": "My work included VAT returns, payroll for 15 clients and bank reconciliations.",
		"potty training x3 kids lol":                                "My work included potty training 3 kids.",
		"overhead + underground distribution, up to 34.5kv":         "My work included overhead and underground distribution, up to 34.5kV.",
		"salesforce + outreach + gong":                              "My work included Salesforce, outreach and Gong.",
		"vendor setup + 1099s":                                      "My work included vendor setup and 1099s.",
	} {
		if got := p.rewrite(n.clean(note), 0); got != want {
			t.Errorf("%q: got %q, want %q", note, got, want)
		}
	}
}

func TestNotesGetTheirGrammar(t *testing.T) {
	p := person{moveEmployer: true}
	n := newNotebook("")
	for _, c := range []struct{ note, want string }{
		{"led asc 606 rollout for 40 contracts", "I led the ASC 606 rollout for 40 contracts."},
		{"built kafka event pipeline ~2B events/day", "I built a Kafka event pipeline of about 2B events a day."},
		{"built acl return-to-sport protocol used by 6 clinics", "I built an ACL return-to-sport protocol used by 6 clinics."},
		{"built weekly sales dashboards in tableau", "I built weekly sales dashboards in Tableau."},
		{"mentored 6 engs, 3 promoted to senior", "I mentored 6 engineers, and 3 were promoted to senior."},
		{"precepted on the unit, 12 wk capstone", "I precepted on the unit, in a 12-week capstone."},
		{"precepted on 6 west, 12 wk capstone", "I precepted on 6 West, in a 12-week capstone."},
		{"won 2 west coast clients", "I won 2 west coast clients."},
		{"sold to 3 west coast chains", "I sold to 3 west coast chains."},
		{"I led the services split, p99 800ms->120ms", "I led the services split, with p99 going from 800ms to 120ms."},
		{"patient care tech at riverside methodist hosp 2021-2024", "I worked as a patient care tech at Riverside Methodist Hospital from 2021 to 2024."},
		{"ex-nubank pm 3 yrs", "I spent 3 years as a PM at Nubank."},
		{"dpt 2019", "I earned a DPT in 2019."},
		// Fresh notes from a welder, a PM, a respiratory therapist, a salon owner, an EHS
		// coordinator and an iOS developer (ADR 0054).
		{"aws d1.1 certified, 3g/4g plate, flux core + stick", "I am AWS D1.1 certified, with 3G/4G plate, flux core and stick."},
		{"6 yrs structural, last 4 at tri-county ironworks", "I have 6 years of structural work, the last 4 at Tri-County Ironworks."},
		{"zero failed x-ray tests last 2 yrs", "I had zero failed X-ray tests in the last 2 years."},
		{"no failed x-rays 2 yrs", "I had no failed x-rays in 2 years."},
		{"want a shop w steady hours, tired of travel", "I want a shop with steady hours, as I am tired of travel."},
		{"currently sr pm at shiftboard (scheduling)", "I am currently a senior PM at Shiftboard (scheduling)."},
		{"pm 7 yrs, b2b saas", "I have been a PM for 7 years, in B2B SaaS."},
		{"owned billing + invoicing roadmap, team of 8 eng + 1 design", "I owned billing and invoicing roadmap, with a team of 8 engineers and 1 designer."},
		{"launched usage based pricing -> +22% nrr", "I launched usage based pricing, which led to a 22% rise in NRR."},
		{"ex consultant @ deloitte 2 yrs", "Earlier, I spent 2 years as a consultant at Deloitte."},
		{"want payments bc thats where my best work has been", "I want payments because that's where my best work has been."},
		{"rrt, nps cert, bls/pals/nrp", "I hold the RRT, NPS, BLS, PALS and NRP credentials."},
		{"4 yrs adult icu at mercy general, vents + bipap + abgs", "I have 4 years in adult ICU at Mercy General, working with vents, BiPAP and ABGs."},
		{"rapid response team member", "I am a member of the rapid response team."},
		{"want to move to nicu, did 2 wk nicu rotation in school + loved it", "I want to move to the NICU; I did a 2-week NICU rotation in school and loved it."},
		{"as in resp care from pima cc 2020", "I earned an AS in resp care from Pima CC in 2020."},
		{"own glow studio 6 yrs, 4 stylists", "I have owned Glow Studio for 6 years, with 4 stylists."},
		{"osha 30, chst in progress", "I hold OSHA 30 certification, and my CHST is in progress."},
		{"bs occupational safety, murray state", "I earned a BS in occupational safety from Murray State."},
		{"shipped 6 client apps to app store, one hit 50k downloads", "I shipped 6 client apps to the App Store, and one hit 50k downloads."},
		{"rebuilt a uikit app in swiftui, crash rate 2.1% -> 0.3%", "I rebuilt a UIKit app in SwiftUI, with the crash rate going from 2.1% to 0.3%."},
		{"side proj: dog walk tracker app 1.2k users", "A side project of mine, a dog walk tracker app, has 1.2k users."},
		{"bs cs 2022 uc davis", "I earned a BS in computer science from UC Davis in 2022."},
		// And a lab scientist, a data scientist, a UK bookkeeper and a wind technician.
		{"mls(ascp) cert 2019", "I earned an MLS(ASCP) certificate in 2019."},
		{"led cap inspection prep 2023, zero deficiencies", "I led CAP inspection prep in 2023, with zero deficiencies."},
		{"bs clinical lab science, univ of utah", "I earned a BS in clinical lab science from the University of Utah."},
		{"ms stats, uc berkeley 2020", "I earned an MS in statistics from UC Berkeley in 2020."},
		{"data scientist 4 yrs, travel + marketplaces", "I have been a data scientist for 4 years, in travel and marketplaces."},
		{"currently at tripnest - own dynamic pricing model for 12k listings", "I am currently at Tripnest, where I own dynamic pricing model for 12k listings."},
		{"pricing model -> +6.5% revenue/listing in a/b test", "The pricing model led to a 6.5% rise in revenue per listing in an A/B test."},
		{"python, sql, xgboost, airflow", "I work with Python, SQL, XGBoost and Airflow."},
		{"aat level 3, working towards level 4", "I hold AAT Level 3, and I am working towards Level 4."},
		{"6 yrs bookkeeping for small biz clients (sole traders + ltds)", "I have 6 years of bookkeeping for small business clients (sole traders and limited companies)."},
		{"seven years designing onboarding flows for fintech products", "I have seven years designing onboarding flows for fintech products."},
		{"2 yrs wind tech at nextera sites in sd, ge 1.5 + 2.x turbines", "I spent 2 years as a wind tech at Nextera sites in SD, working on GE 1.5 and 2.x turbines."},
		{"4 yrs diesel mechanic before that (army)", "Before that, I spent 4 years as a diesel mechanic in the Army."},
		{"ok w heights + travel 3 wks on/1 off", "I am comfortable with heights and travel (3 weeks on, 1 off)."},
		// Notes typed for real postings by hand: a medical secretary and an NHS data scientist.
		{"medical secretary 4 yrs, cardiology clinic at st marys", "I have been a medical secretary for 4 years, in the cardiology clinic at St Marys."},
		{"typing 70 wpm, audio typing from dictation", "I type at 70 words per minute, and I do audio typing from dictation."},
		{"epr (cerner) + microsoft office daily", "I use EPR (Cerner) and Microsoft Office daily."},
		{"data analyst 3 yrs at county council, public health data", "I have been a data analyst at County Council for 3 years, working with public health data."},
		{"built a readmissions model (logistic reg), used by 2 wards", "I built a readmissions model (logistic regression), used by 2 wards."},
		{"msc data science, kings college 2021", "I earned an MSc in data science from Kings College in 2021."},
		// A nanny, a pharmacy technician, a freelance designer and a teacher moving into training.
		{"nanny 5 yrs for 2 families, kids ages 1-7", "I have been a nanny for 5 years for 2 families, caring for kids ages 1-7."},
		{"cda in progress, done 80 of 120 hrs", "My CDA is in progress, with 80 of 120 hours done."},
		{"cpr + first aid certified", "I am CPR and first aid certified."},
		{"cpht (ptcb) since 2020", "I have held the CPhT (PTCB) credential since 2020."},
		{"sterile compounding training (usp 797) done 2024", "I completed sterile compounding training (USP 797) in 2024."},
		{"pyxis + omnicell experience from hospital externship", "I have Pyxis and Omnicell experience from a hospital externship."},
		{"adobe cc + figma, some after effects", "I work with Adobe CC and Figma, and some After Effects."},
		{"want in-house to go deeper on one brand", "I want to work in-house to go deeper on one brand."},
		{"dept head last 3, led pd for 14 teachers", "For the last 3 years, I have been a department head, and I led professional development for 14 teachers."},
		{"masters in ed, ohio state", "I earned a master's degree in education from Ohio State."},
		{"ready to leave the classroom but still teach", "I am ready to leave the classroom but still teach."},
		{"canvas + google classroom", "I work with canvas and Google Classroom."},
		// An AP clerk, a restaurant server, a lineworker, an insurance account manager and a bus driver.
		{"process ~400 invoices/wk, 3-way match", "I process about 400 invoices a week, with a 3-way match."},
		{"associates in accounting, cuyahoga cc", "I earned an associate's degree in accounting from Cuyahoga CC."},
		{"shift lead last 2 at the grill house (220 seats)", "For the last 2 years, I have been a shift lead at the Grill House (220 seats)."},
		{"ran fri/sat closes, cash outs, comps", "I ran Friday and Saturday closes, cash outs and comps."},
		{"top check avg on staff 4 quarters straight", "I had the top check average on staff for 4 quarters straight."},
		{"journeyman lineman card 2021, ibew local 77", "I earned my journeyman lineman card in 2021 (IBEW Local 77)."},
		{"storm restoration crews in 6 states", "I worked on storm restoration crews in 6 states."},
		{"bucket truck + digger derrick, cdl a", "I operate a bucket truck and digger derrick, and I hold a Class A CDL."},
		{"p&c licensed (ca) since 2019", "I have been P&C licensed (CA) since 2019."},
		{"personal lines csr 3 yrs, commercial lines am 2 yrs", "I spent 3 years as a personal lines CSR and 2 years as a commercial lines account manager."},
		{"book of 180 small biz accounts, 94% retention", "I manage a book of 180 small business accounts, with 94% retention."},
		{"applied epic + ivans", "I work with Applied Epic and IVANS."},
		{"cic in progress (3 of 5 courses)", "My CIC is in progress, with 3 of 5 courses done."},
		{"cdl b w/ passenger + school bus endorsements", "I hold a Class B CDL with passenger and school bus endorsements."},
		{"clean mvr, 0 accidents", "I have a clean driving record, with 0 accidents."},
		{"good w kids, raised 3 of my own lol", "I am good with kids: I raised 3 of my own."},
		{"4 yrs ds in travel", "I have 4 years in data science in travel."},
		// A logistics coordinator, a cloud security engineer, a housekeeping lead and a museum educator.
		{"logistics coord 4 yrs at a 3pl (ltl + ftl)", "I have been a logistics coordinator at a 3PL (LTL and FTL) for 4 years."},
		{"book ~60 loads/wk w/ 30+ carriers", "I book about 60 loads a week with 30+ carriers."},
		{"sap + mcleod tms", "I work with SAP and McLeod TMS."},
		{"customs docs for ocean imports (isf, bol)", "Customs documents for ocean imports (ISF, BOL)."},
		{"sec eng 6 yrs, last 3 cloud sec at a fintech (aws heavy)", "I have been a security engineer for 6 years, the last 3 in cloud security at a fintech (AWS heavy)."},
		{"oscp, aws security specialty", "I hold the OSCP and AWS Security Specialty certifications."},
		{"lead room attendant last 1.5 yrs, train new hires", "For the last 1.5 years, I have been a lead room attendant, and I train new hires."},
		{"know opera pms", "I know Opera PMS."},
		{"led 200+ school tours/yr, k-8", "I led 200+ school tours a year, K-8."},
		{"former 4th grade teacher 2 yrs", "Earlier, I spent 2 years as a 4th grade teacher."},
		// Notes typed for a real product manager posting by hand.
		{"pm 6 yrs, b2b saas (hr tech + payroll)", "I have been a PM for 6 years, in B2B SaaS (HR tech and payroll)."},
		{"currently sr pm at paycircle, own onboarding + integrations", "I am currently a senior PM at Paycircle, where I own onboarding and integrations."},
		{"shipped self-serve onboarding -> time to value 21 days -> 6", "I shipped self-serve onboarding, with time to value going from 21 days to 6."},
		{"ex-engineer (4 yrs java) so i can go deep w/ eng", "I was an engineer (4 years Java), so I can go deep with engineering."},
		// And for a real inside sales posting.
		{"sdr 2 yrs at a payroll saas, 60+ dials/day", "I have been a sales development representative at a payroll SaaS for 2 years, with 60+ dials a day."},
		{"booked 18 mtgs/mo avg, 125% of quota 5 of 6 qtrs", "I booked 18 meetings a month on average, with 125% of quota in 5 of 6 quarters."},
		{"closed $310k new arr", "I closed $310k in new ARR."},
		{"promoted to ae last yr", "I was promoted to AE last year."},
		// Notes typed other ways: in capitals, as sentences with their "I", in English as a
		// second language, by a caregiver.
		{"ASE CERTIFIED A1-A8", "I am ASE certified in A1-A8."},
		{"10 YRS FLAT RATE, LAST 6 AT A FORD DEALER", "I have 10 years of flat-rate work, the last 6 at a Ford dealer."},
		{"AVG 45-50 FLAG HRS/WK", "I average 45-50 flag hours a week."},
		{"i have 4 years experience in accounting", "I have 4 years of experience in accounting."},
		{"i am a certified pharmacy tech", "I am a certified pharmacy tech."},
		{"caregiver for my grandmother 3 years (dementia)", "I have been a caregiver for my grandmother for 3 years (dementia)."},
		{"help with bathing, meds reminders, meal prep", "I help with bathing, medication reminders and meal prep."},
		{"reliable car, ok with driving between clients", "I have a reliable car, and I am comfortable with driving between clients."},
		{"speak english, igbo", "I speak English and Igbo."},
		{"CNA certificate 2025, clinicals at sunrise nursing home", "I earned a CNA certificate in 2025, with clinicals at sunrise nursing home."},
		{"dental office last 2", "For the last 2 years, I have worked in a dental office."},
		{"move to us 2024, have work permit", "I moved to the US in 2024, and I have a work permit."},
		{"excel very good, sap user", "I am very good at Excel, and I use SAP."},
		{"cpa (china) , now study us cpa", "I am a CPA (China), and I am now studying for the US CPA."},
		{"passed far", "I passed FAR."},
		{"closed $4.2M last yr at snowplow, 140% of plan", "I closed $4.2M last year at snowplow, with 140% of plan."},
		// Students and people starting out or coming back.
		{"bs cs, univ of texas austin, may 2025, gpa 3.7", "I earned a BS in computer science from the University of Texas Austin in May 2025, with a 3.7 GPA."},
		{"swe intern @ capital one summer 2024 - built internal api in java/spring, 2k req/min", "In summer 2024, I was a software engineering intern at Capital One, where I built an internal API in java/spring, with 2k requests a minute."},
		{"ta for data structures 2 semesters", "I was a TA for data structures for 2 semesters."},
		{"python, java, react, sql, aws basics", "I work with Python, Java, React, SQL and AWS basics."},
		{"junior, marketing major @ depaul", "I am a junior, majoring in marketing at Depaul."},
		{"run ig for campus coffee club, 800 -> 3.1k followers in 1 yr", "I run Instagram for campus coffee club, growing from 800 to 3.1k followers in 1 year."},
		{"barista 2 yrs so i know coffee lol", "I have been a barista for 2 years, so I know coffee."},
		{"high school senior, graduating june", "I am a high school senior, graduating in June."},
		{"volunteer at food bank 2 yrs, sort donations + help at front desk", "I have been a volunteer at a food bank for 2 years, where I sort donations and help at front desk."},
		{"varsity soccer captain", "I am the varsity soccer captain."},
		{"can work evenings + weekends", "I can work evenings and weekends."},
		{"reliable, good with people", "I am reliable and good with people."},
		{"admin asst 6 yrs at an insurance agency before kids", "I was an administrative assistant at an insurance agency for 6 years before having kids."},
		// A plumber, a technical recruiter and a PT aide.
		{"licensed journeyman plumber (il) 7 yrs", "I have been a licensed journeyman plumber (IL) for 7 years."},
		{"~6 calls/day, top in reviews at current shop", "I handle about 6 calls a day, and I am top in reviews at my current shop."},
		{"own truck + tools", "I have my own truck and tools."},
		{"recruiter 4 yrs, last 2 tech (eng + data roles)", "I have been a recruiter for 4 years, the last 2 in tech (engineering and data roles)."},
		{"filled 45 roles in 2024, avg time to fill 32 days", "I filled 45 roles in 2024, with an average time to fill of 32 days."},
		{"agency background before that (staffing, 2 yrs)", "Before that, I had an agency background (staffing, 2 years)."},
		{"kinesiology bs 2024, cal state fullerton", "I earned a BS in kinesiology from Cal State Fullerton in 2024."},
		{"200 observation hrs at 2 outpatient clinics", "I completed 200 observation hours at 2 outpatient clinics."},
		{"personal trainer 1 yr (nasm cpt)", "I have been a personal trainer for 1 year (NASM CPT)."},
		{"applying to dpt programs next cycle", "I am applying to DPT programs next cycle."},
		{"stayed home 5 yrs w/ my kids, pta treasurer 2 yrs ($40k budget)", "I stayed home for 5 years with my kids, and I was PTA treasurer for 2 years ($40k budget)."},
		{"42% gross margin at current volume", "Highlights include 42% gross margin at current volume."},
		{"7 yrs pm b2b saas", "I have 7 years in PM B2B SaaS."},
		{"raised rev/listing by 6.5% in a/b test", "I raised revenue per listing by 6.5% in an A/B test."},
		{"phd in cs from ucl 2024, thesis on speech recognition", "I earned a PhD in CS from UCL in 2024, with a thesis on speech recognition."},
		{"founded heatwell, 140 installs in 18 mos", "I founded Heatwell, with 140 installs in 18 months."},
		{"recruiter 6 yrs, 4 at osu", "I have been a recruiter for 6 years, with 4 at osu."},
		{"raised $1.2M/yr for riverbend youth center", "I raised $1.2M a year for Riverbend Youth Center."},
		{"taught art for the school", "I taught art for the school."},
		{"moved from retail to hospital pharmacy", "I moved from retail to hospital pharmacy."},
		{"shift sup at fastfreight 2 yrs", "I have been a shift supervisor at Fastfreight for 2 years."},
		// An earlier job is told in the past; "co" after an adjective is a company, in a
		// name it stays.
		{"before that shift sup at amazon-ish 3pl 2 yrs", "Before that, I was a shift supervisor at Amazon-ish 3PL for 2 years."},
		{"previously ops lead at fastfreight 4 yrs", "Previously, I was an operations lead at Fastfreight for 4 years."},
		{"want to move to a smaller co where i can build", "I want to move to a smaller company where I can build."},
		{"ran ap at baker & co", "At Baker & Co, I ran AP."},
		// Notes from the trades, law, dentistry and retail (held-back personas).
		{"4th yr apprentice ibew local 98, 7,200 hrs logged", "I am a 4th-year apprentice with IBEW Local 98, with 7,200 hours logged."},
		{"no lost time incidents", "I had no lost time incidents."},
		{"osha 10", "I hold OSHA 10 certification."},
		{"passed journeyman exam oct 2026", "I passed the journeyman exam in Oct 2026."},
		{"moving into product ops bc i liked the pilot work most", "I am moving into product operations because I liked the pilot work most."},
		{"want bigger trial team", "I want to join a bigger trial team."},
		{"want bigger challenges", "I want bigger challenges."},
		{"set up recall system", "I set up a recall system."},
		{"ran pilot of shelfwise handhelds in my store -> shrink down 1.2 pts", "I ran the pilot of shelfwise handhelds in my store, and shrink went down 1.2 points."},
		{"managed discovery for 30+ cases, relativity + clio", "I managed discovery for 30+ cases, using Relativity and Clio."},
		{"ba poli sci from rutgers 2019", "I earned a BA in political science from Rutgers in 2019."},
		{"bs in biology from penn state 2018", "I earned a BS in biology from Penn State in 2018."},
		{"store mgr at target 6 yrs, $22M/yr store", "I have been a store manager at Target for 6 years, with a $22M-a-year store."},
		{"paralegal at brandt law group 4 yrs, mostly employment lit", "I have been a paralegal at Brandt Law Group for 4 years, mostly in employment lit."},
		{"rdh, 5 yrs in general practice", "I have been an RDH for 5 years in general practice."},
		{"store mgr at target 6 yrs, 80 staff, $22M/yr store", "I have been a store manager at Target for 6 years, with 80 staff and a $22M-a-year store."},
		{"caseload ~45 adults w/ smi", "I carry a caseload of about 45 adults with SMI."},
		{"ran discharge planning w/ 3 hospitals, readmits down 22%", "I ran discharge planning with 3 hospitals, with readmissions down 22%."},
		{"lcsw, 6 yrs in community mental health", "I have been an LCSW for 6 years in community mental health."},
		{"bilingual eng/spanish", "I am bilingual in English and Spanish."},
		{"want acute care setting", "I want to work in an acute care setting."},
		{"class a cdl", "I hold a Class A CDL."},
		{"1.1M miles accident free", "I have driven 1.1M miles accident-free."},
		{"hazmat + tanker endorsements", "I hold hazmat and tanker endorsements."},
		{"want home weekends", "I want to be home on weekends."},
		{"prev 4 yrs retail mgr", "Previously, I spent 4 years as a retail manager."},
		{"comfortable w/ typescript, tailwind, jest", "I am comfortable with TypeScript, Tailwind and Jest."},
		{"built 3 react apps, 1 w/ 200 real users", "I built 3 React apps, one of them with 200 real users."},
		{"fp&a @ medline 5 yrs", "I have worked in FP&A at Medline for 5 years."},
		{"built 3-statement model for $400M bu", "I built a 3-statement model for a $400M business unit."},
		{"automated monthly variance rpt in power bi", "I automated a monthly variance report in Power BI."},
		{"csat 86 -> 94", "CSAT went from 86 to 94."},
		{"frt 9h -> 2h", "First response time went from 9 hours to 2 hours."},
		{"automated monthly variance rpt in power bi, saved ~2 days/mo", "I automated a monthly variance report in Power BI, saving about 2 days a month."},
		{"cvt, 3 yrs at a busy small animal er", "I have been a CVT for 3 years at a busy small animal ER."},
		{"bsce purdue 2024", "I earned a BSCE from Purdue in 2024."},
		{"bs biology 2019", "I earned a BS in biology in 2019."},
		{"2 summers intern at indot, bridge inspection + plan review", "I spent 2 summers as an intern at Indot, working on bridge inspection and plan review."},
		{"stormwater design for 3 subdivisions in civil 3d", "I worked on stormwater design for 3 subdivisions in Civil 3D."},
		{"want to work toward pe in water resources", "I want to work toward a PE in water resources."},
		{"ea to ceo + cfo at tallis bio 4 yrs", "I have been an EA to the CEO and CFO at Tallis Bio for 4 years."},
		{"$12 ea", "Highlights include $12 each."},
		{"ran calendars, board prep, travel for 2 execs", "I ran calendars, board prep and travel for 2 executives."},
		{"intro'd notion for team docs, adopted by 60 ppl", "I introduced Notion for team docs, adopted by 60 people."},
		{"part count 42 -> 17, cost -35%", "Part count went from 42 to 17, and cost fell 35%."},
		{"solidworks + fea (ansys)", "I work in SolidWorks and FEA (ANSYS)."},
		{"6 patents", "I hold 6 patents."},
		{"bsce purdue 2024, eit", "I earned a BSCE from Purdue in 2024, and I am an EIT."},
		{"8 yrs mech design, last 4 at boston dynamics", "I have 8 years in mechanical design, the last 4 at Boston Dynamics."},
		{"program coord at city year 3 yrs", "I have been a program coordinator at City Year for 3 years."},
		{"line cook -> jr sous at fable kitchen 5 yrs, 180 covers/night", "Over 5 years, I went from line cook to junior sous chef at Fable Kitchen, with 180 covers a night."},
		{"servsafe manager", "I hold ServSafe Manager certification."},
		{"hr generalist 5 yrs, last 2 at a 400-person saas co", "I have been an HR generalist for 5 years, the last 2 at a 400-person SaaS company."},
		{"rolled out new perf review process, completion 62% -> 95%", "I rolled out a new performance review process, with completion going from 62% to 95%."},
		{"shrm-cp", "I hold SHRM-CP certification."},
		{"want a bp role closer to leadership", "I want a business partner role closer to leadership."},
		{"phd organic chem, uw madison 2025", "I earned a PhD in organic chemistry from UW Madison in 2025."},
		{"4 first-author papers", "I have 4 first-author papers."},
		{"hplc, nmr, lc-ms daily", "I use HPLC, NMR and LC-MS daily."},
		{"spent 2 hr a day on it", "I spent 2 hours a day on it."},
		{"pm at turner 7 yrs, commercial + healthcare", "I have been a PM at Turner for 7 years, in commercial and healthcare."},
		{"osha 30, leed ap", "I hold OSHA 30 and LEED AP certifications."},
		{"ma hci from cmu 2018", "I earned an MA in HCI from CMU in 2018."},
		{"cut pick errors 3.1%->0.8% w/ new scanning flow", "I cut pick errors from 3.1% to 0.8% with a new scanning flow."},
		{"cut costs w/ new vendors", "I cut costs with new vendors."},
		{"~10 patients/day incl kids", "I see about 10 patients a day including kids."},
		{"40 tickets/day", "I handle 40 tickets a day."},
		{"120k hvac and plumbing shops in us", "Highlights include 120k HVAC and plumbing shops in the US."},
		{"130k us public schools", "Highlights include 130k US public schools."},
		{"$3/student/yr, district contracts", "Highlights include $3 a student a year, district contracts."},
		{"send us a note", "Send us a note."},
		// A school's graduate is not a role ("I'm a bootcamp grad… in Mar 2025"), and a rate
		// is what an activity reached (not ", with grant writing, 70% win rate").
		{"bootcamp grad (le wagon) mar 2025", "I graduated from a bootcamp (le wagon) in Mar 2025."},
		{"run team of 3 + 40 volunteers, grant writing 70% win rate", "I run a team of 3 and 40 volunteers, with a 70% win rate in grant writing."},
		// Shapes from a fifth reading (ADR 0053): "@" for "at", a field of work at an
		// employer, a fragment opening with "did" or "looking", an exam booked, credentials with
		// a plus, a placement's hours, a licence pending, a span before its noun.
		{"pharmacist @ cvs 3 yrs", "I have been a pharmacist at CVS for 3 years."},
		{"5 yrs banking at chase, branch manager since 2021", "I spent 5 years in banking at Chase, and I have been a branch manager since 2021."},
		{"did discharge teaching w/ families", "I did discharge teaching with families."},
		{"looking for a role w/ more travel", "I am looking for a role with more travel."},
		{"nclex exam scheduled june", "My NCLEX exam is scheduled for June."},
		{"net+ and sec+", "I hold Network+ and Security+ certifications."},
		{"home lab w/ pfsense + wazuh", "I run a home lab with pfSense and wazuh."},
		{"customers incl. 3 hospitals + a hospice", "My customers have included 3 hospitals and a hospice."},
		{"newsletter i started grew 2k -> 9k readers", "The newsletter I started grew from 2k to 9k readers."},
		{"practicum @ lincoln elementary 300 hrs", "I completed a 300-hour practicum at Lincoln Elementary."},
		{"licensed counselor texas (pending)", "My Texas counselor license is pending."},
		{"MSc data science, univ of leeds, sept 2023", "I earned an MSc in data science from the University of Leeds in Sept 2023."},
		{"pharmd univ of florida 2018", "I earned a PharmD from the University of Florida in 2018."},
		{"ran 6 wk parenting class", "I ran a 6-week parenting class."},
		{"ran 8 wk bootcamp for new hires", "I ran an 8-week bootcamp for new hires."},
		{"triage 40 tickets/day in zendesk", "I triage 40 tickets a day in Zendesk."},
		{"heard ur podcast on triage", "I heard your podcast on triage."},
		{"filled 200 rx/day", "I filled 200 prescriptions a day."},
		{"front desk lead @ the marlowe (90 rooms) 2 yrs", "I have been a front desk lead at the Marlowe (90 rooms) for 2 years."},
		{"opera pms, zendesk", "I work in Opera PMS and Zendesk."},
		{"UR nurse at mercy 4 yrs", "I have been a UR nurse at Mercy for 4 years."},
		{"bellhop + valet 3 yrs", "I have been a bellhop and valet for 3 years."},
		{"concierge + night audit 2 yrs", "I have been a concierge and night audit for 2 years."},
		{"did home visits w/ local clinic", "I did home visits with a local clinic."},
		{"clients incl. a bank", "My clients have included a bank."},
		// A sixth reading (ADR 0053): a length typed with a job's dates, a move between named
		// tools, on call, a year certified, "before that" typed last, a list with a daily load,
		// a store's size, a season held, and a degree's letters.
		{"analytics eng @ boxly 2 yrs (2023-now)", "I have been an analytics engineer at Boxly for 2 years, since 2023."},
		{"moved reporting tableau -> looker", "I moved reporting from Tableau to Looker."},
		{"on call for 12 services", "I am on call for 12 services."},
		{"cpht certified 2021", "I became CPhT certified in 2021."},
		{"2 yrs barista @ bean there before that", "Before that, I spent 2 years as a barista at Bean There."},
		{"asst store mgr @ northway 3 yrs, $4M store", "I have been an assistant store manager at Northway for 3 years, with a $4M store."},
		{"epa 608 type ii, nate certified", "I hold EPA 608 Type II and NATE certifications."},
		{"plumber 6 yrs @ flowright", "I have been a plumber at Flowright for 6 years."},
		{"mpa nyu 2023", "I earned an MPA from NYU in 2023."},
		{"research fellow @ civic lab 1 yr", "I have been a research fellow at Civic Lab for 1 year."},
		{"intern @ the mayor's office summer 2023", "I was an intern at the mayor's office in summer 2023."},
		{"built dagster + dbt models", "I built Dagster and dbt models."},
		{"ran dbt groups for teens", "I ran DBT groups for teens."},
		{"one of your nurses told me ur hiring", "One of your nurses told me you're hiring."},
		{"delivered $12M school gym 2 wks early", "I delivered a $12M school gym 2 weeks early."},
		{"managed $2M budget", "I managed a $2M budget."},
		{"cut $40k costs in q2", "I cut $40k costs in Q2."},
		{"want to learn baking + menu dev", "I want to learn baking and menu development."},
		{"jr dev @ pixel 1 yr", "I have been a junior developer at Pixel for 1 year."},
		// A seventh reading (ADR 0053): a label and what it holds, a certificate, emergency
		// credentials, an approximate load after a job.
		{"portfolio: 4 case studies", "My portfolio holds 4 case studies."},
		{"certs: bls, acls", "I hold BLS and ACLS."},
		{"languages: spanish, tagalog", "I speak Spanish and Tagalog."},
		{"aws cloud cert 2024", "I earned an AWS cloud certificate in 2024."},
		{"bls, acls, phtls", "I hold BLS, ACLS and PHTLS certifications."},
		{"emt 3 yrs w/ metro ambulance, ~10 calls/shift", "I have been an EMT for 3 years with metro ambulance, at about 10 calls a shift."},
		{"planned 40 events/yr, up to 300 guests", "I planned 40 events a year, up to 300 guests."},
		{"went to the career fair at ohio state", "At Ohio State, I went to the career fair."}, // a school the writer knows
		{"$30/class, we keep 15%", "$30 a class, we keep 15%."},
		// An eighth reading: a credential under way, a credential after a job, a teller.
		{"nmls license in progress", "My NMLS license is in progress."},
		{"pilates instructor 5 yrs, ryt-200", "I have been a pilates instructor for 5 years, and I hold the RYT-200 certification."},
		{"teller @ river bank 3 yrs", "I have been a teller at River Bank for 3 years."},
		{"before that cdl-b driver 2 yrs", "Before that, I was a CDL-B driver for 2 years."},
		// A ninth reading: a rank held last, a reporter's beat, a role since a year, a story
		// broken, subscribers, passengers, work that takes no article.
		{"flight attendant @ north air 5 yrs, lead last 1", "I have been a flight attendant at North Air for 5 years, the last 1 as a lead."},
		{"reporter @ the valley times 4 yrs, city hall beat", "I have been a reporter at the Valley Times for 4 years, on the city hall beat."},
		{"licensed electrician since 2019", "I have been a licensed electrician since 2019."},
		{"broke story on school funding", "I broke a story on school funding."},
		{"started a newsletter w/ 9k subs", "I started a newsletter with 9k subscribers."},
		{"calmed 40+ irate pax a week", "I calmed 40+ irate passengers a week."},
		{"want bigger research work", "I want bigger research work."},
		// A tenth reading: a rate "up from … to …", high school, ASE codes, training done,
		// certifications typed with "certified", an employer described, not named.
		{"pass rate up from 60% to 75%", "The pass rate rose from 60% to 75%."},
		{"ap calc pass rate 58% -> 81% over 3 yrs", "The AP Calculus pass rate went from 58% to 81% over 3 years."},
		{"pick rate +18% after re-slotting", "The pick rate rose 18% after re-slotting."},
		{"6 yrs hs math at reading sd (alg 1, geometry, ap calc)", "I spent 6 years in high school math at Reading SD (Algebra 1, geometry, AP Calculus)."},
		{"pa level 1 cert, math 7-12", "I hold a PA Level 1 certificate in math 7-12."},
		{"taught hybrid during covid on canvas + zoom", "I taught hybrid during COVID on Canvas and Zoom."},
		{"adobe cc daily (illustrator, indesign, ps), some figma", "I use Adobe CC daily (Illustrator, InDesign, Photoshop), as well as some Figma."},
		{"want in-house w/ a small team", "I want to work in-house with a small team."},
		{"want remote", "I want to work remotely."},
		{"ml eng @ fintech startup 3 yrs", "I have been an ML engineer at a fintech startup for 3 years."},
		{"chef de partie at the swan hotel 4 yrs, 120 covers", "I have been a chef de partie at the Swan Hotel for 4 years, with 120 covers."},
		{"nvq level 2 prof cookery", "I hold an NVQ Level 2 in professional cookery."},
		{"level 3 food hygiene", "I hold a Level 3 certificate in food hygiene."},
		{"accubid + bluebeam", "I work with Accubid and Bluebeam."},
		{"rdh 5 yrs, currently at brightsmile dental (4 day wk)", "I have been an RDH for 5 years, currently at Brightsmile Dental (4-day week)."},
		{"hvac tech 6 yrs, resi + light commercial", "I have been an HVAC tech for 6 years, in residential and light commercial work."},
		{"clean driving record", "I have a clean driving record."},
		{"payroll admin 4 yrs at metro logistics, ~800 employees, biweekly", "I have been a payroll administrator at Metro Logistics for 4 years, with about 800 employees paid biweekly."},
		{"multi-state payroll (oh, pa, mi)", "My skills include multi-state payroll (OH, PA and MI)."},
		{"adp workforce now + ukg", "My skills include ADP Workforce Now and UKG."},
		{"ex-journalist (5 yrs local news)", "I was a journalist in local news for 5 years."},
		{"figma daily, some user testing", "I use Figma daily, and I do some user testing."},
		{"want product work w/ a smaller team", "I want product work with a smaller team."},
		{"security officer at westfield mall 3 yrs, night shift", "I have been a security officer at Westfield Mall for 3 years, on the night shift."},
		{"de-escalation training (cpi)", "I completed de-escalation training (CPI)."},
		{"ex-army mp 4 yrs", "I spent 4 years as a military police officer in the Army."},
		{"guard card + cpr/first aid", "I hold a guard card and CPR/first aid certification."},
		{"ba hospitality mgmt, unlv 2022", "I earned a BA in hospitality management from UNLV in 2022."},
		{"ran crews of 4-6 on jobs up to $1.2M", "I ran crews of 4-6 on jobs up to $1.2M."},
		{"csat 94%, top 10% of team 3 qtrs", "CSAT was 94%, and I was in the top 10% of my team for 3 quarters."},
		{"#1 on team 2 of last 3 years", "I was #1 on my team in 2 of the last 3 years."},
		{"designer at small design agency 2019-2022", "I worked as a designer at a small design agency from 2019 to 2022."},
		{"patient care tech at riverside methodist hospital 2021-2024", "I worked as a patient care tech at Riverside Methodist Hospital from 2021 to 2024."},
		{"served models w/ fastapi on k8s, p99 <50ms", "I served models with FastAPI on Kubernetes, with p99 latency under 50ms."},
		{"built fraud model (xgboost -> pytorch), precision 0.81 -> 0.92", "I built a fraud model (XGBoost to PyTorch), with precision going from 0.81 to 0.92."},
		{"want nights, better pay", "I want nights, better pay."},
		{"hs math teacher 6 yrs", "I have been a high school math teacher for 6 years."},
		{"ase certified (a1, a8)", "I am ASE certified (A1, A8)."},
		{"gcp training done (citi)", "I have completed GCP training (CITI)."},
		{"tips certified, cicerone level 1", "I hold TIPS and Cicerone level 1 certifications."},
		{"tech 4 yrs @ quicklube + a ford dealer", "I have been a tech at Quicklube and a Ford dealer for 4 years."},
		{"line cook @ salt and pine 3 yrs", "I have been a line cook at Salt and Pine for 3 years."},
		{"wrote up ~20 ros/day", "I wrote up about 20 repair orders a day."},
		{"heard ur open to a 20 min chat", "I heard you're open to a 20-minute chat."},
		{"raised a series a in 2024", "I raised a Series A in 2024."},
		// Read with a real posting: a UK nursing title, an on-call role, a move between named
		// tools, an employer before its brackets.
		{"rmn 4 yrs on a rehab ward", "I have been an RMN for 4 years on a rehab ward."},
		{"on-call lead for 8 svcs", "I am an on-call lead for 8 services."},
		{"moved jobs queue celery -> kafka", "I moved jobs queue from Celery to Kafka."},
		{"backend eng 5 yrs, last 2 at shipwell (go + postgres)", "I have been a backend engineer for 5 years, the last 2 at Shipwell (Go and Postgres)."},
	} {
		if got := p.rewrite(n.clean(c.note), 0); got != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.note, got, c.want)
		}
	}
}

func TestOrgCaseKeepsTheUsersCapitalsAndShortWords(t *testing.T) {
	for in, want := range map[string]string{
		"riverside methodist hospital": "Riverside Methodist Hospital", "baker & co": "Baker & Co",
		"bank of the west": "Bank of the West", "osu": "osu", "n26": "n26", "freshmart": "Freshmart", "McKinsey": "McKinsey",
	} {
		if got := orgCase(in); got != want {
			t.Errorf("orgCase(%q) = %q, want %q", in, got, want)
		}
	}
}

// "trained 6 new staff" after a comma is a fact of its own, "trained in CPR" describes.
func TestAClauseThatActsOnACountIsItsOwnFact(t *testing.T) {
	if got := splitClauses("4 yrs barista, trained 6 new staff"); len(got) != 2 {
		t.Errorf("got %q", got)
	}
	if got := splitClauses("nurse, trained in CPR"); len(got) != 1 {
		t.Errorf("got %q", got)
	}
}

// A slash, bar or bullet between spaces ends a fact of its own, so no fact is glued to the
// one before ("…with new scanning flow, with before that shift sup…"); inside brackets it
// stays.
func TestSeparatorsBetweenSpacesEndAFact(t *testing.T) {
	got := sentencesOfLine("ran 2 warehouses (60 ppl) / cut pick errors 3.1%->0.8% | built aws stack (eks / rds) • before that shift sup")
	want := []string{"ran 2 warehouses (60 ppl)", "cut pick errors 3.1%->0.8%", "built aws stack (eks / rds)", "before that shift sup"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("fact %d: got %q, want %q", i, got[i], want[i])
		}
	}
	if got := sentencesOfLine("and/or 24/7 on-call"); len(got) != 1 {
		t.Errorf("a slash inside a word is no separator: %q", got)
	}
}

// An offer line kept as a list line still gets its organisation's capitals, and only an
// organisation: "at least", "at scale" and figures after the name stay as typed.
func TestOfferLinesGetTheirOrganisationsCapitals(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"3 years as pct at riverside methodist, 30+ patients a shift", "3 years as pct at Riverside Methodist, 30+ patients a shift"},
		{"marketing director at lumen 5 years", "marketing director at Lumen 5 years"},
		{"shipped at scale for 2 years", "shipped at scale for 2 years"},
		{"at least 40 installs", "at least 40 installs"},
		{"analyst at osu since 2020", "analyst at osu since 2020"},
		{"designer at Baker & Co", "designer at Baker & Co"},
	} {
		if got := orgsAfterAt(c.in); got != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// An earlier job is told in the past in every tone: the tone's own present wordings ("I bring
// 3 years", "I've spent") are not used for it.
func TestEarlierJobsAreInThePastInEveryTone(t *testing.T) {
	n := newNotebook("")
	for _, tone := range []string{"professional", "confident", "warm", "concise", "enthusiastic"} {
		p := person{moveEmployer: true, tone: tone}
		for _, note := range []string{"3 yrs barista @ bean there before that", "before that 3 yrs barista @ bean there"} {
			got := p.rewrite(n.clean(note), 0)
			if !strings.HasPrefix(got, "Before that, I ") || strings.Contains(got, "I bring") || strings.Contains(got, "I've") || strings.Contains(got, "i've") {
				t.Errorf("%s %q: %q", tone, note, got)
			}
		}
	}
}

// A degree and certifications are worded in the tone, so the same fact does not read word for
// word alike in every tone's letter; the facts themselves do not change.
func TestDegreesAndCertificationsAreWordedInTheTone(t *testing.T) {
	n := newNotebook("")
	for _, c := range []struct{ tone, note, want string }{
		{"professional", "pharmd univ of florida 2018", "I earned a PharmD from the University of Florida in 2018."},
		{"warm", "pharmd univ of florida 2018", "I completed a PharmD at the University of Florida in 2018."},
		{"enthusiastic", "pharmd univ of florida 2018", "I finished a PharmD at the University of Florida in 2018."},
		{"confident", "bls, acls, pals", "I hold BLS, ACLS and PALS certifications."},
		{"warm", "bls, acls, pals", "I'm certified in BLS, ACLS and PALS."},
	} {
		p := person{moveEmployer: true, tone: c.tone}
		if got := p.rewrite(n.clean(c.note), 0); got != c.want {
			t.Errorf("%s %q: got %q, want %q", c.tone, c.note, got, c.want)
		}
	}
}

// A code the posting writes in capitals and figures ("AWS D1.1", "3G/4G") is written so in
// the user's notes; a word the posting capitalises only inside a longer name ("the App Store")
// or also writes in lower case ("iOS apps") is not a name of its own.
func TestThePostingsCodesAndNamesCaseTheNotes(t *testing.T) {
	n := newNotebook("").withPostingCasing("Structural Welder\nRequirements:\n- AWS D1.1 certification (3G/4G preferred)\n- Experience shipping to the App Store\n- 2+ years building iOS apps")
	p := person{}
	for note, want := range map[string]string{
		"aws d1.1, 3g/4g":                "AWS D1.1, 3G/4G.",
		"rebuilt a uikit app in swiftui": "I rebuilt a UIKit app in SwiftUI.",
	} {
		if got := p.rewrite(n.clean(note), 0); got != want {
			t.Errorf("%q: got %q, want %q", note, got, want)
		}
	}
}

// A measure that moved is said with the tone's verb for its direction, and plainly when its
// two amounts are in different units.
func TestTonesSayWhichWayAMeasureMoved(t *testing.T) {
	for _, c := range []struct{ tone, sentence, want string }{
		{"confident", "I led the split, with p99 going from 800ms to 120ms.", "I led the split, and p99 fell from 800ms to 120ms."},
		{"enthusiastic", "I grew the list, with subscribers going from 8k to 41k.", "I grew the list, and subscribers climbed from 8k to 41k."},
		{"warm", "The crash rate went from 2.1% to 0.3%.", "The crash rate went down from 2.1% to 0.3%."},
		{"confident", "I cut the close, with the close going from 3 days to 6 hours.", "I cut the close, and the close moved from 3 days to 6 hours."},
		{"professional", "I led the split, with p99 going from 800ms to 120ms.", "I led the split, with p99 going from 800ms to 120ms."},
	} {
		if got := tonedMeasures([]point{{sentence: c.sentence}}, c.tone)[0].sentence; got != c.want {
			t.Errorf("%s %q:\n got %q\nwant %q", c.tone, c.sentence, got, c.want)
		}
	}
}
