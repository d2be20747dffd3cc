package writer

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/match"
)

// The general field's words, the fallback for every field whose own words would claim a
// skill the notes do not show, name no skill of the vocabulary.
func TestGeneralFieldWordsNameNoSkill(t *testing.T) {
	v := match.Default()
	var b strings.Builder
	b.WriteString("Requirements\n")
	for _, name := range v.SkillNames() {
		b.WriteString("- " + name + "\n")
	}
	p := v.Analyze(b.String())
	for _, f := range []fieldWords{generalField} {
		for _, words := range [][]string{f.learn, f.team, f.serve, f.value, f.craft} {
			for _, w := range words {
				for i, shown := range v.Shows(p, w) {
					if r := p.Requirements[i]; shown && r.IsSkill() {
						t.Errorf("%q names the skill %q", w, r.Skill)
					}
				}
			}
		}
	}
}

// The field is read from the role's title, else from the notes.
func TestFieldOfReadsTheTitleFirst(t *testing.T) {
	for _, c := range []struct{ title, notes, learn string }{
		{"RN, Med-Surg", "", "unit"},
		{"Associate Product Designer", "7 years teaching", "users"},
		{"ML Engineer", "", "models"},
		{"Staff Backend Engineer", "", "codebase"},
		{"Senior Accountant", "", "ledgers"},
		{"", "head chef 15 yrs", "kitchen"},
		{"Office assistant", "typed letters", "team"},
		// A pharmacist's letter is about the pharmacy, not a ward's charge nurses.
		{"Clinical Pharmacist", "patient care, 4 yrs retail pharmacy", "dispensing"},
		{"", "pharmd 2019, hospital pharmacy", "dispensing"},
		// A SOC analyst watches alerts, not dashboards; a night audit is a front-desk shift.
		{"Security Analyst II", "triage alerts in splunk", "alerts"},
		{"Guest Experience Manager", "front desk agent + night audit 2 yrs, front office mgr", "front office"},
		{"", "night audit at a 200-room hotel, front desk lead", "front office"},
		// A store manager's comp sales are not a pipeline; a policy analyst briefs council.
		{"District Manager", "store mgr 6 yrs, comp sales +14%, shrink 2.1% -> 0.9%", "stores"},
		{"Policy Analyst", "MPP 2024, wrote briefs on rental assistance", "programmes"},
		{"Medical Assistant", "3 yrs front desk at a dental office, ccma 2024", "charting and schedule"},
		// A loan officer serves members, not the close; a wellness coordinator runs programmes.
		{"Loan Officer", "head teller 2 yrs, balanced drawer daily, bs finance", "loan"},
		{"Employee Wellness Coordinator", "yoga teacher 7 yrs, built stress program w/ HR", "programmes"},
		{"Clinical Research Coordinator", "lab tech 2 yrs, ran elisa assays", "protocols"},
		{"Bar Manager", "head bartender 4 yrs, bev sales +22%", "the bar"},
		{"Project Architect", "8 yrs, led design of a middle school", "drawings"},
		{"Communications Manager", "reporter 7 yrs, newsletter 18k subs", "stories"},
		// A structural welder works in a shop, not at an engineer's desk; an EHS coordinator
		// looks after people, not parts; a respiratory therapist works on a unit; an iOS
		// engineer writes code, not designs.
		{"Structural Welder", "aws d1.1, 6 yrs structural", "weld procedures"},
		{"EHS Coordinator", "osha 30, trir 4.1 -> 1.8", "safety programs"},
		{"Registered Respiratory Therapist - NICU", "rrt, 4 yrs adult icu", "unit"},
		{"iOS Engineer", "swift + swiftui 2 yrs", "codebase"},
		{"Medical Laboratory Scientist - Microbiology", "mls(ascp), 5 yrs hospital lab", "QC"},
		{"Wind Turbine Technician", "gwo bst, 2 yrs wind tech", "turbine"},
		// A car's technician works in the shop's bays, not on a contractor's job sites.
		{"Automotive Technician", "ase certified a1-a8, 10 yrs flat rate", "bays"},
		{"Diesel Technician", "cdl-a, 4 yrs fleet shop", "work orders"},
		// A nurse practitioner sees a clinic's patients; a fitness manager runs a gym floor; a
		// massage therapist's menu; a coder's charts; an investigator's cases.
		{"Family Nurse Practitioner", "fnp-c 2022", "practice"},
		{"Fitness Manager", "nasm cpt", "members"},
		{"Lead Massage Therapist", "lmt 6 yrs", "guests are booked"},
		{"Medical Coder II", "cpc since 2020", "claim"},
		{"Corporate Investigator", "detective 4 yrs", "cases"},
		// A security officer's shifts and posts, not a SOC's alerts.
		{"Security Supervisor", "security officer 5 yrs", "posts"},
		// A dental office manager runs a schedule and claims, not an executive's week; a keeper
		// cares for animals; an aircraft technician's line is no job site; an underwriter's
		// book is no branch's; a technical writer's readers are developers.
		{"Dental Office Manager", "dental front office 6 yrs", "verifies and bills"},
		{"Senior Zookeeper, Primates", "zookeeper 6 yrs", "animals"},
		{"Aircraft Maintenance Technician", "a&p certificate 2016", "fleet"},
		{"Commercial Lines Underwriter", "loss ratio 48%", "agencies"},
		{"Technical Writer", "api ref for 140 endpoints", "docs"},
		// A pilot's FAA certificates make no mechanic: a pilot learns the operation's routes.
		{"First Officer", "CFI/CFII/MEI, 1,650 hrs TT", "route structure"},
		// A behavior technician runs sessions, not repairs; a Salesforce admin builds for the
		// reps and sells nothing; a captioner writes the record; a brewer's brewhouse; a
		// network engineer's network.
		{"Lead Behavior Technician", "rbt 3 yrs", "treatment plan"},
		{"Salesforce Administrator II", "sf admin 4 yrs, sales + service cloud", "automations"},
		{"CART Captioner", "official court reporter 11 yrs", "style guide"},
		{"", "official court reporter 11 yrs, rpr + crr", "style guide"},
		{"Head Brewer", "asst brewer 4 yrs", "brewhouse"},
		{"Senior Network Engineer", "ccnp ent", "network"},
		// Professions named in the title have their own words (ADR 0075), where the general
		// field's closings were the same in everyone's letters; a school's counsellor stays
		// with the school, a recruiter with hiring, a construction PM on site.
		{"Speech-Language Pathologist", "ccc-slp, 6 yrs schools", "therapy"},
		{"CT Technologist", "arrt (ct)", "scanners"},
		{"Certified Surgical Technologist", "cst 2019", "preference cards"},
		{"Licensed Optician", "abo certified", "frame board"},
		{"Audiologist", "aud 2018", "fits and follows up"},
		{"Outpatient Therapist (LPC)", "lpc, 3 yrs cmh", "intake"},
		{"Staff Court Interpreter (Spanish)", "certified court interpreter", "glossaries"},
		{"Park Ranger (Interpretation)", "seasonal ranger 3 summers", "trails"},
		{"Residential Appraiser", "certified residential 2017", "review"},
		{"Senior Property Claims Adjuster", "6 yrs field adjuster", "first notice"},
		{"Category Manager, Indirect Spend", "senior buyer 5 yrs", "suppliers"},
		{"Payroll Specialist", "adp 4 yrs", "pay calendar"},
		{"Accounts Payable Specialist", "3-way match", "invoices"},
		{"Front of House Manager", "server 5 yrs", "dining room"},
		{"Environmental Scientist II", "phase i esas", "permits"},
		{"Agile Coach", "scrum master 4 yrs", "ceremonies"},
		{"Lead Solar Installer", "nabcep pv associate", "racking"},
		{"Athletic Director", "head coach 8 yrs", "athletic calendar"},
		{"Fire Inspector I", "firefighter 9 yrs", "code editions"},
		{"Medical Science Liaison, Oncology", "pharm sales 6 yrs", "therapeutic area"},
		{"Head of People", "hrbp 5 yrs", "hires, grows and pays"},
		{"HR Generalist", "", "policies"},
		{"Digital Archivist", "mlis 2020", "holdings"},
		{"Head Grower", "greenhouse 8 yrs", "crop"},
		{"Landscape Foreman", "crew lead 4 yrs", "routes"},
		{"Senior Planner", "aicp", "each application"},
		{"Project Manager", "pmp 2021", "projects"},
		{"School Counselor", "", "curriculum"},
		{"Technical Recruiter", "", "hiring"},
		{"Construction Project Manager", "", "preconstruction"},
		// A hospital's maintenance technician answers work orders, a dental lab's technician
		// sees cases not patients, a GRC analyst keeps controls not dashboards, a meat
		// department its case, an assistant principal a building, a contracts manager deals.
		{"Facilities Maintenance Technician II", "journeyman electrician 7 yrs", "work order"},
		{"CAD/CAM Dental Technician", "dental lab tech 5 yrs", "each doctor's preferences"},
		{"GRC Analyst", "it auditor 3 yrs", "control library"},
		{"Meat Department Manager", "meat cutter 8 yrs", "rotated"},
		{"Assistant Principal", "8th grade ela teacher 11 yrs", "master schedule"},
		{"Contracts Manager", "paralegal 6 yrs", "redline"},
		{"CNC Programmer", "cnc machinist 9 yrs", "programs"},
		{"Quality Technician", "cnc machinist 4 yrs", "inspection"},
		// A twenty-first batch: an airport's station, a podcast's episodes, a vivarium, food
		// safety audits (not accounting's), benefits, solutions engineering, SEN coordination,
		// FP&A and case management.
		{"Station Operations Supervisor", "gate agent 5 yrs", "turn"},
		{"Senior Podcast Producer", "public radio producer 6 yrs", "episode"},
		{"Laboratory Animal Technician", "vet assistant 1 yr", "housing rooms"},
		{"Food Safety Auditor", "exec chef 12 yrs", "audit"},
		{"Employee Benefits Consultant", "licensed life + health agent", "carriers"},
		{"Solutions Engineer", "tier 2 support eng 4 yrs", "proofs of concept"},
		{"SENCo", "eyfs teacher 7 yrs", "provision"},
		{"FP&A Manager", "sr financial analyst 5 yrs", "forecast"},
		{"Case Manager", "mental health tech 3 yrs", "caseload"},
	} {
		if got := strings.Join(fieldOf(c.title, "", "", c.notes).learn, " | "); !strings.Contains(got, c.learn) {
			t.Errorf("%q / %q: learn %q, want one with %q", c.title, c.notes, got, c.learn)
		}
	}
}

func TestDutyClausesAreTheWritersFutureWork(t *testing.T) {
	for _, c := range []struct {
		duty, want string
		ok         bool
	}{
		{"Verify medication orders", "verify medication orders", true},
		{"Maintains customer records by updating account information", "maintain customer records by updating account information", true},
		{"Teaches reading to small groups", "teach reading to small groups", true},
		{"Own our content calendar", "own your content calendar", true},
		{"Excellent communication skills", "", false},
		{"Threat hunting across telemetry", "", false},
		{"Help us grow the team", "", false},
		{"Would you like to make a difference?", "", false},
		{"Lead the team", "lead the team", true},
	} {
		got, ok := dutyClause(c.duty)
		if got != c.want || ok != c.ok {
			t.Errorf("%q: got %q, %v; want %q, %v", c.duty, got, ok, c.want, c.ok)
		}
	}
	// "design" after a comma is a list's item here, not a duty of its own.
	if got := dutyParts([]string{"Partner with engineering, design and risk to ship features merchants love"}); len(got) != 1 {
		t.Errorf("a list of teams split into duties: %q", got)
	}
	if got := dutyParts([]string{"lead 8 store managers, drive sales across the district, and build the next bench", "handle calls, emails and walk-ins"}); len(got) != 4 || got[1] != "drive sales across the district" || got[3] != "handle calls, emails and walk-ins" {
		t.Errorf("a duty listing several is cut where a verb follows a comma: %q", got)
	}
	if got := dutiesForTone("professional", []string{"Verify orders and perform reviews", "Join rounds", "Manage protocols"}); got != "verify orders and perform reviews, join rounds, and manage protocols" {
		t.Errorf("a duty with its own \"and\" is set off by commas: %q", got)
	}
}

// A title no field names is read with its employer's name before the notes: a registrar at an
// art museum lends objects, and her "loans" make her no banker.
func TestAnUnnamedTitleIsReadWithItsEmployer(t *testing.T) {
	got := strings.Join(fieldOf("Associate Registrar", "Corcoran Art Museum", "", "managed loans in/out (14 loans, incl 2 intl)").learn, " | ")
	if !strings.Contains(got, "the collection") || strings.Contains(got, "loan products") {
		t.Errorf("learn %q, want the museum's", got)
	}
	// A title that names a field keeps it, whatever the employer's name says.
	if got := strings.Join(fieldOf("Marketing Coordinator", "Oat & Ember Coffee", "", "").learn, " | "); strings.Contains(got, "bar") {
		t.Errorf("learn %q, want marketing's", got)
	}
}
