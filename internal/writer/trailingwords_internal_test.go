package writer

import (
	"strings"
	"testing"
)

// Notes of a tenth batch of people (a surgical technologist, a firefighter moving into
// inspection, an actuarial analyst, a property manager, an SRE, an optician, a counsellor, a
// payroll specialist and a carpenter moving up to superintendent), each written by a rule
// this round added or widened.
func TestNotesOfATenthBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		// The word that says what the rest is comes last.
		{"bls current", "I hold a current BLS certification."},
		{"acls + pals current", "I hold current ACLS and PALS certifications."},
		{"cbt + dbt trained, emdr level 1", "I am trained in CBT and DBT, and in EMDR level 1."},
		{"medication trained", "I am medication trained."},
		{"spanish fluent", "I am fluent in Spanish."},
		{"procore daily for dailies + rfis", "I use Procore daily for dailies and RFIs."},
		{"top seller in district 2023", "I was the top seller in the district in 2023."},
		{"delinquency cut by half, ~$40k -> ~$19k", "Delinquency was cut by half, from about $40k to about $19k."},
		{"turnover cut 30%", "Turnover was cut by 30%."},
		{"vba macro cut monthly reserving prep from 2 days to 3 hrs", "VBA macro cut monthly reserving prep from 2 days to 3 hours."},
		// Degrees typed subject first, or with a dash or a lone comma.
		{"math + econ ba, univ of michigan 2024", "I earned a BA in math and economics from the University of Michigan in 2024."},
		{"biology bs - unc 2019", "I earned a BS in biology from UNC in 2019."},
		{"mba, wharton 2018", "I earned an MBA from Wharton in 2018."},
		{"data science ms, nyu 2023", "I earned an MS in data science from NYU in 2023."},
		// Roles.
		{"framing foreman last 3, crews up to 12", "For the last 3 years, I have been a framing foreman, leading crews of up to 12."},
		{"firefighter/emt 7 yrs, engine 4", "I have been a firefighter/EMT for 7 years, on Engine 4."},
		{"firefighter 7 yrs, station 12", "I have been a firefighter for 7 years, at Station 12."},
		{"licensed optician (tx) 4 yrs", "I have been a licensed optician (TX) for 4 years."},
		{"precept new techs, trained 4", "I precept new techs. | I trained 4."},
		{"data entry clerk 2 yrs then payroll clerk 3 yrs", "I was a data entry clerk for 2 years, then a payroll clerk for 3 years."},
		// Phrases.
		{"asst property mgr 3 yrs at a 280 unit class b community", "I have been an assistant property manager at a 280-unit Class B community for 3 years."},
		{"run biweekly payroll for ~400 employees, 3 states", "I run biweekly payroll for about 400 employees, across 3 states."},
		{"handle garnishments, pto accruals, year end w-2s", "I handle garnishments, PTO accruals, year-end W-2s."},
		{"k8s (eks), terraform, prometheus/grafana", "I work with Kubernetes (EKS), Terraform and Prometheus/Grafana."},
		{"lunchfield = one order, one invoice", "Lunchfield is one order, one invoice."},
		{"passed exam p + fm, srm sitting in may", "I passed exams P and FM, and I sit SRM in May."},
		{"want days + to focus on prevention", "I want to work days and to focus on prevention."},
		{"r, sql, some python", "I work with R and SQL, and some Python."},
		{"pro tools + izotope rx", "My work included Pro Tools and iZotope RX."}, // the audio suite, not prescriptions
	})
}

// "pts" are patients in an optician's notes too, and a state typed in brackets after a
// licence is the state, not health care's "tx" (treatment).
func TestHealthNotesOfATenthBatch(t *testing.T) {
	nb := newNotebook("licensed optician (tx) 4 yrs\nfit ~25 pts a day at a busy lenscrafters\n5 yrs OR at county general, ortho + neuro mostly")
	p := person{moveEmployer: true, verbless: "My work included"}
	for note, want := range map[string]string{
		"licensed optician (tx) 4 yrs":                     "I have been a licensed optician (TX) for 4 years.",
		"fit ~25 pts a day at a busy lenscrafters":         "I fit about 25 patients a day at a busy LensCrafters.",
		"5 yrs OR at county general, ortho + neuro mostly": "I have 5 years in OR at County General, mostly orthopedics and neuro.",
	} {
		var got []string
		for _, pt := range nb.points(note, p) {
			got = append(got, pt.sentence)
		}
		if s := join(got); s != want {
			t.Errorf("%q:\n got %q\nwant %q", note, s, want)
		}
	}
}

// Notes of an eleventh batch (a zoo keeper, a civil EIT, a front desk agent moving into
// revenue, a CNA finishing an LPN program, a technical writer, an aircraft technician, an
// underwriter and a dental office manager).
func TestNotesOfAnEleventhBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"b.s. zoology, ohio u 2018", "I earned a BS in zoology from Ohio U in 2018."},
		{"zookeeper 6 yrs, primates last 4 (gorillas, lemurs)", "I have been a zookeeper for 6 years, the last 4 working with primates (gorillas, lemurs)."},
		{"lead keeper on weekends", "I am a lead keeper on weekends."},
		{"eit, passed fe 2023", "I am an EIT, and I passed the FE exam in 2023."},
		{"built excel tracker for group blocks", "I built an Excel tracker for group blocks."},
		{"helped gm set weekend rates, adr up ~8% summer 2024", "I helped the GM set weekend rates, ADR up about 8% in summer 2024."},
		{"clinicals: med pass, wound care, g-tube feeds", "My clinicals covered med pass, wound care and g-tube feeds."},
		{"lpn program, graduate may 2025, nclex-pn in june", "I am in an LPN program, graduating in May 2025, with nclex-pn in June."},
		{"cut support tickets re: auth ~25% after rewriting quickstart", "I cut support tickets on auth about 25% after rewriting quickstart."},
		{"worked w/ 6 eng teams", "I worked with 6 engineering teams."},
		{"some python + curl for code samples", "I use some Python and curl for code samples."},
		{"8 yrs line maintenance, 737ng + 737 max", "I have 8 years in line maintenance, with 737NG and 737 MAX."},
		{"rii authorized", "I am RII authorized."},
		{"manage ~$6M book, 82% retention", "I manage a book of about $6M, with 82% retention."},
		{"managed $2M budget", "I managed a $2M budget."},
		{"cpcu in progress, 5 of 8 exams", "My CPCU is in progress, with 5 of 8 exams done."},
		{"guidewire + salesforce daily", "I use Guidewire and Salesforce daily."},
		{"dental front office 6 yrs, office mgr last 2", "I have worked in a dental front office for 6 years, the last 2 as an office manager."},
		{"collections 96%", "Collections were 96%."},
		{"intern at a senator's office summer 2022", "I was an intern at a senator's office in summer 2022."},
		{"docs as code: markdown, git, docusaurus", "I work docs-as-code, with Markdown, Git and Docusaurus."},
		{"a&p certificate 2016", "I earned an A&P certificate in 2016."},
		{"wrote + maintained api ref for 140 endpoints", "I wrote and maintained API reference for 140 endpoints."},
		{"collections 96%, ar over 90 days down from 18% to 7%", "Collections were 96%, and AR over 90 days fell from 18% to 7%."},
		{"loss ratio 48% vs 61% dept avg", "Loss ratio was 48% vs 61% department average."},
		{"commercial underwriter 4 yrs, small business + middle market", "I have been a commercial underwriter for 4 years, in small business and middle market."},
	})
}

// A grade typed "got an A" teaches no casing: every other "a" of the notes stays "a".
func TestAGradeTeachesNoCasing(t *testing.T) {
	notes := "took your invert zoology class, got an A\ndid a stats project on reef fish counts\ncan do 10 hrs a week"
	nb := newNotebook(notes)
	for _, line := range strings.Split(notes, "\n")[1:] {
		for _, pt := range nb.points(line, person{moveEmployer: true}) {
			if strings.Contains(pt.sentence, " A ") {
				t.Errorf("%q → %q", line, pt.sentence)
			}
		}
	}
}

// Notes of a twelfth batch (an oncology pharmacist moving into medical affairs, a courier
// moving into dispatch, a school librarian, an operations analyst and a chef moving into R&D).
func TestNotesOfATwelfthBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"then 3 yrs oncology sales at merck, #2 in region 2023", "I spent 3 years in oncology sales at Merck, where I was #2 in region in 2023."},
		{"oncology pharmacist 5 yrs at md anderson, breast + lung", "I have been an oncology pharmacist at MD Anderson for 5 years, in breast and lung."},
		{"pharmd, ut austin 2016", "I earned a PharmD from UT Austin in 2016."},
		{"mlis, ut austin 2019", "I earned an MLIS from UT Austin in 2019."},
		{"culinary degree, cia 2010", "I earned a culinary degree from CIA in 2010."},
		{"covered dispatch on sat mornings for 6 mo", "I covered dispatch on Saturday mornings for 6 months."},
		{"restarted the library after covid, circ up 3x", "I restarted the library after COVID, with circulation up 3x."},
		{"ops coordinator 2 yrs -> ops analyst 2 yrs at a 3pl", "I was an operations coordinator for 2 years, then an operations analyst for 2 years at a 3PL."},
		{"sql daily, python for cleanup scripts", "I use SQL daily, and Python for cleanup scripts."},
		{"pt clinics lose ~15% of visits to late cancels", "PT clinics lose about 15% of visits to late cancels."},
	})
}

// Notes of a thirteenth batch (an HR business partner, a master technician, a teacher moving
// into customer success, a sommelier and an engineering manager).
func TestNotesOfAThirteenthBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"hrbp 7 yrs, last 3 supporting eng + product (~350 ppl)", "I have been an HRBP for 7 years, the last 3 supporting engineering and product (about 350 people)."},
		{"teacher 6 yrs, dept chair last 2", "I have been a teacher for 6 years, the last 2 as a department chair."},
		{"trained ~40 teachers on google classroom during covid", "I trained about 40 teachers on Google Classroom during COVID."},
		{"trained in cbt", "I am trained in CBT."},
		{"led newsela rollout at my school, 90% of teachers using it weekly by spring", "I led the newsela rollout at my school, with 90% of teachers using it weekly by spring."},
		{"csi 94 (region avg 89)", "CSI was 94 (region average 89)."},
		{"ran 2 rifs with zero legal claims", "I ran 2 RIFs with zero legal claims."},
		{"cms certified sommelier, wset 3", "I am a CMS certified sommelier, and I hold WSET 3."},
		{"head sommelier 4 yrs at a 120 seat michelin starred spot", "I have been a head sommelier at a 120-seat Michelin-starred spot for 4 years."},
		{"built 600 label list", "I built a 600-label list."},
		{"eng manager 4 yrs, 2 teams (14 eng)", "I have been an engineering manager for 4 years, with 2 teams (14 engineers)."},
		{"looking for my next em role", "I am looking for my next EM role."},
	})
}

// Notes of a fourteenth batch (a behavior technician, a Salesforce admin, a buyer, a court
// reporter, a quality engineer, a brewer, a special education teacher, a network engineer, a
// loan officer and a veterinarian).
func TestNotesOfAFourteenthBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"official court reporter 11 yrs, cook county circuit ct", "I have been an official court reporter for 11 years, at the Cook County Circuit Court."},
		{"rpr + crr, 260 wpm realtime", "I hold the RPR and CRR credentials, with 260 wpm realtime."},
		{"network eng 8 yrs, ccnp ent", "I have been a network engineer for 8 years, and I hold the CCNP Enterprise certification."},
		{"qe 5 yrs at class ii device mfr (catheters)", "I have been a quality engineer at a Class II device manufacturer (catheters) for 5 years."},
		{"sped teacher 6 yrs, resource + co-teach grades 3-5", "I have been a special education teacher for 6 years, teaching grades 3-5 (resource and co-teach)."},
		{"math teacher 4 yrs, grades 6-8", "I have been a math teacher for 4 years, teaching grades 6-8."},
		{"co colorado license, sped generalist endorsement", "I hold a Colorado license. | I hold a special education generalist endorsement."},
		{"nmls licensed lo, 3 yrs", "I have been an NMLS licensed loan officer for 3 years."},
		{"asst brewer 4 yrs at a 30 bbl brewhouse, 12k bbl/yr", "I have been an assistant brewer at a 30 bbl brewhouse for 4 years, with 12k bbl a year."},
		{"developed 6 seasonals, 2 now year round", "I developed 6 seasonals, 2 of which are now year-round."},
		{"rbt 3 yrs, caseload of 5 kiddos ages 3-9", "I have been an RBT for 3 years, with a caseload of 5 kiddos ages 3-9."},
		{"run dtt + net sessions, collect data in centralreach", "I run DTT and net sessions and collect data in centralreach."},
		{"in bcba masters program at fit, done aug 2025", "I am in a BCBA master's program at fit, graduating in Aug 2025."},
		{"dvm, cornell 2021", "I earned a DVM from Cornell in 2021."},
		{"3 yrs general practice, then 1 yr er rotating internship", "I have 3 years in general practice. | I then did a 1-year er rotating internship."},
		{"iso 13485 + 21 cfr 820, fda audit w zero 483s", "I work to ISO 13485 and 21 CFR 820, with zero 483s in an FDA audit."},
		{"own capa + ncmr, closed 40+ capas avg 45 days", "I own CAPA and NCMR. | I closed 40+ CAPAs in an average of 45 days."},
		{"own indirect cats: facilities, mro, fleet", "I own indirect categories: facilities, MRO and fleet."},
		{"renegotiated fuel card contract, 6 cents/gal off", "I renegotiated fuel card contract, with 6 cents a gallon off."},
		{"cleaned up dupes w duplicate rules, dup rate 12% -> 2%", "I cleaned up duplicates with duplicate rules. | The duplicate rate went from 12% to 2%."},
		{"tx rn license (compact)", "I earned a TX RN license (compact)."},
		{"ca re salesperson license", "I hold a CA real estate salesperson license."},
		{"hs diploma", "I hold a high school diploma."},
		{"asq cqe", "I hold ASQ CQE certification."},
	})
}

// "sf" is San Francisco's letters, but a Salesforce admin's in a form that names Salesforce.
func TestSFAdminIsSalesforcesWhereTheFormNamesIt(t *testing.T) {
	note := "sf admin 4 yrs (adm 201 + advanced admin certs)"
	p := person{moveEmployer: true, verbless: "My work included"}
	var got []string
	for _, pt := range newNotebook(note, "Salesforce Administrator II").points(note, p) {
		got = append(got, pt.sentence)
	}
	if want := "I have been a Salesforce admin for 4 years (ADM 201 and advanced admin certificates)."; join(got) != want {
		t.Errorf("got %q, want %q", join(got), want)
	}
	if got := pointsOf("moved from nyc to sf in 2020", p); !strings.Contains(got, "SF") {
		t.Errorf("a move to SF lost its letters: %q", got)
	}
}

// Notes of a fifteenth batch (a 911 dispatcher, a surveyor, a pest control technician, an
// archivist, an audiologist, a grower, a correctional officer, a DevOps engineer and a pastry
// chef).
func TestNotesOfAFifteenthBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"911 dispatcher 7 yrs, police fire + ems", "I have been a 911 dispatcher for 7 years, in police fire and EMS."},
		{"take ~60 calls a shift, answer time 95% under 10 sec", "I take about 60 calls a shift, answer time 95% under 10 seconds."},
		{"cad: tritech, some spillman", "For CAD, I use tritech and some spillman."},
		{"sit (surveyor in training) passed 2023", "I passed the SIT (surveyor in training) in 2023."},
		{"crisis intervention trained (cit)", "I am crisis intervention trained (CIT)."},
		{"licensed applicator (tx spcs)", "I am a licensed applicator (TX SPCs)."},
		{"mlis + archives cert, simmons 2019", "I earned an MLIS and an archives certificate from Simmons in 2019."},
		{"project archivist 4 yrs at a university special collections", "I have been a project archivist at a university special collections for 4 years."},
		{"asst grower 4 yrs, 2 acre hydroponic greenhouse", "I have been an assistant grower for 4 years, at a 2-acre hydroponic greenhouse."},
		{"yield up 15% after new lighting schedule", "Yield rose 15% after new lighting schedule."},
		{"ipm program, cut pesticide use ~40%", "My work included IPM program. | I cut pesticide use by about 40%."},
		{"cut costs by 20%", "I cut costs by 20%."},
		{"ba criminal justice, nights, 2022", "I earned a BA in criminal justice in 2022, studying at night."},
		{"correctional officer 5 yrs, max security unit", "I have been a correctional officer for 5 years, in a maximum security unit."},
		{"devops 6 yrs, aws + gcp", "I have worked in DevOps for 6 years, with AWS and GCP."},
		{"on-call, mttr 90 -> 25 min", "I am on call, and MTTR went from 90 to 25 minutes."},
		{"terraform + helm, argo for gitops", "I work with Terraform, Helm and Argo for GitOps."},
		{"french culinary institute grad 2018", "I graduated from the French Culinary Institute in 2018."},
		{"processed 600+ linear ft, wrote 40 finding aids in archivesspace", "I processed 600+ linear feet. | I wrote 40 finding aids in ArchivesSpace."},
		{"bilingual gujarati", "I am bilingual in Gujarati."},
		{"aud, 4 yrs clinical, ccc-a", "I hold the AuD, with 4 years clinical and CCC-A."},
	})
}

// Notes of a sixteenth batch (a nurse anesthetist, an appraiser, a UX writer, an elevator
// mechanic, a wildland firefighter, an instructional coach, a court interpreter and a marine
// technician).
func TestNotesOfASixteenthBatchBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"crna 4 yrs at a level 1 trauma center", "I have been a CRNA for 4 years at a level 1 trauma center."},
		{"dnap, rush 2020", "I earned a DNAP from RUSH in 2020."},
		{"certified residential appraiser (ca) 6 yrs", "I have been a certified residential appraiser (CA) for 6 years."},
		{"rewrote error msgs -> support tickets -18%", "I rewrote error messages, and support tickets fell 18%."},
		{"a/b tested onboarding copy, +9% activation", "I A/B-tested onboarding copy, with activation up 9%."},
		{"certified court interpreter (spanish) 5 yrs, federal + state", "I have been a certified court interpreter (Spanish) for 5 years, in federal and state."},
		{"wildland ff 4 seasons, type 2ia crew", "I have been a wildland firefighter for 4 seasons, on a Type 2IA crew."},
		{"led interpretive walks summer 2023, groups of ~25", "I led interpretive walks in summer 2023, for groups of about 25."},
		{"google certified educator l2", "I am a Google Certified Educator L2."},
		{"google certified educator level 1", "I am a Google Certified Educator Level 1."},
		{"aws certified solutions architect", "I am an AWS Certified Solutions Architect."},
		{"abyc standards, abyc electrical cert", "I work to ABYC standards, and I hold the ABYC electrical certification."},
		{"elevator mechanic 9 yrs, iuec local 3", "I have been an elevator mechanic for 9 years, and I am a member of IUEC Local 3."},
		{"route of 45 units downtown, callbacks down 25%", "I run a route of 45 units downtown, with callbacks down 25%."},
		{"5th grade teacher 8 yrs, math interventionist last 2", "I have been a 5th grade teacher for 8 years, the last 2 as a math interventionist."},
		{"want year round work in interpretation", "I want year-round work in interpretation."},
	})
}
