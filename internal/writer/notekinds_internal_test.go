package writer

import "testing"

// Notes of a kind read by their words, whatever the field (ADR 0054): skills the vocabulary
// knows, credentials by name, figures by name, studies under way, what the writer answered
// for, recent work, counts after their noun, roles typed as letters, labels before an earlier
// job, and clauses that give an amount or a count its grammar.
func TestNoteKindsBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		{"responsible for $3M in inventory, 0 write-offs", "I was responsible for $3M in inventory, with 0 write-offs."},
		{"nvq level 3 plumbing & heating, 2014", "I earned an NVQ Level 3 in plumbing and heating in 2014."},
		{"hnc electrical engineering", "I hold an HNC in electrical engineering."},
		{"city & guilds 2391 inspection and testing", "I hold City & Guilds 2391 (inspection and testing)."},
		{"full clean uk licence", "I hold a full clean UK driving licence."},
		{"cscs card", "I hold a CSCS card."},
		{"9 yrs w/ local firm - boilers, unvented cylinders", "I spent 9 years with a local firm, working on boilers, unvented cylinders."},
		{"picker/packer at amazon fc 2 yrs, ~150 units/hr", "I have been a picker/packer at Amazon FC for 2 years, with about 150 units an hour."},
		{"forklift trained (sit down + reach)", "I am forklift trained (sit down and reach)."},
		{"forklift certified (sit down + reach)", "I am forklift certified (sit down and reach)."},
		{"ase certified (a4, a5)", "I am ASE certified (A4, A5)."},
		{"completing ms data science at gatech may 2026", "I am completing an MS in data science at gatech in May 2026."},
		{"working on aas in paralegal studies", "I am working on an AAS in paralegal studies."},
		{"intermediate excel + tableau", "I have intermediate skills in Excel and Tableau."},
		{"six sigma black belt", "I hold a Six Sigma Black Belt."},
		{"cdl credential 2022", "I earned a CDL credential in 2022."},
		{"churn 3% last qtr, nps 61", "Churn was 3% last quarter, and NPS was 61."},
		{"forklift operating last 3 yrs", "For the last 3 years, I have done forklift operating."},
		{"osha inspections x4", "My work included 4 OSHA inspections."},
		{"sdr at brightwave 2 yrs", "I have been a sales development representative at Brightwave for 2 years."},
		{"prev: line cook at olive street 3 yrs", "Previously, I was a line cook at Olive Street for 3 years."},
		{"ba econ uvm 2019", "I earned a BA in economics from UVM in 2019."},
		{"sold 12 homes, $4.1M closed last yr", "I sold 12 homes, closing $4.1M last year."},
		{"led a11y audit to wcag 2.2 aa, 140 issues fixed", "I led the accessibility audit to WCAG 2.2 AA, with 140 issues fixed."},
		{"hubspot, kept the crm clean", "I work with HubSpot. | I kept the CRM clean."},
		{"lpn, 3 yrs in long-term care", "I have been an LPN for 3 years in long-term care."},
		{"rhit since 2018, coding specialist 4 yrs at lakeview clinic", "I have held the RHIT credential since 2018. | I have been a coding specialist at Lakeview Clinic for 4 years."},
		{"closed 40% of demos, top sdr 3 of 4 quarters", "I closed 40% of demos, and I was the top SDR in 3 of 4 quarters."},
		{"shadowed on the ward 8 weeks, 60+ observed procedures", "I shadowed on the ward for 8 weeks, with 60+ observed procedures."},
		{"grew newsletter from 2k to 9k, podcast 300 to 1,100", "I grew newsletter from 2k to 9k, podcast from 300 to 1,100."},
		{"ran bookings for team of 12 when owner was away", "I ran the bookings for a team of 12 when the owner was away."},
		{"want pediatric oncology bc of my clinical rotation", "I want to work in pediatric oncology because of my clinical rotation."},
		{"want to lead a team", "I want to lead a team."},
		{"cpr, working on cna cert", "I hold CPR certification. | I am working on a CNA certificate."},
		{"np-c, 5 yrs in family practice", "I hold the NP-C, with 5 years in family practice."},
		{"ma econ rutgers 2016", "I earned an MA in economics from Rutgers in 2016."},
		{"bls + acls, dea license current", "I hold BLS and ACLS certifications. | My DEA license is current."},
		{"drafted the 2035 transit plan, 9 workshops", "I drafted the 2035 transit plan, with 9 workshops."},
		{"cfp 2021", "I earned the CFP in 2021."},
		{"mpa from gwu 2018", "I earned an MPA from GWU in 2018."},
		{"qgis weekly", "I use QGIS weekly."},
		{"licensed in ny, nj and ct", "I am licensed in NY, NJ and CT."},
		{"cota 4 yrs, outpatient hands", "I have been a COTA for 4 years, in outpatient hands."},
		{"reception + billing at lakeside vet 2 yrs", "I spent 2 years in reception and billing at Lakeside Vet."},
		{"shipped a search api, p95 latency 120ms", "I shipped a search API, with p95 latency at 120ms."},
		{"ba history boston college 2015", "I earned a BA in history from Boston College in 2015."},
		{"3rd grade teacher 4 yrs at oak hill elementary", "I have been a 3rd grade teacher at Oak Hill Elementary for 4 years."},
		{"team lead on 20-person support desk 3 yrs, agent 5 yrs total", "I have been a team lead on a 20-person support desk for 3 years. | I have been an agent for 5 years."},
		{"sales rep 4 yrs at medline, wound care", "I have been a sales rep at Medline for 4 years, in wound care."},
		{"want to scrub in the or", "I want to scrub in the OR."},
		{"#2 in district 3 of last 4 quarters, 112% of plan", "I was #2 in my district in 3 of the last 4 quarters, with 112% of plan."},
		{"product analyst at fernway, checkout copy +9% conversion", "I am a product analyst at Fernway, and checkout copy lifted conversion by 9%."},
		{"analyst ii at harbor bank 3 yrs, before that teller 2 yrs", "I have been an analyst II at Harbor Bank for 3 years. | Before that, I was a teller for 2 years."},
	})
}

// noteWant is a note and the sentences the writer makes of it, joined by " | ".
type noteWant struct{ note, want string }

// expectPoints checks each note's sentences, as a letter's background reads them.
func expectPoints(t *testing.T, cases []noteWant) {
	t.Helper()
	p := person{moveEmployer: true, verbless: "My work included"}
	for _, c := range cases {
		if s := pointsOf(c.note, p); s != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.note, s, c.want)
		}
	}
}

// pointsOf is a note's sentences as the writer makes them, joined by " | ".
func pointsOf(note string, p person) string {
	var got []string
	for _, pt := range newNotebook(note).points(note, p) {
		got = append(got, pt.sentence)
	}
	return join(got)
}

func join(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += " | "
		}
		out += s
	}
	return out
}
