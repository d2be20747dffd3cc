package match

import (
	"slices"
	"strings"
	"testing"
)

// A registered nurse's resume shows nursing and patient care in the words nurses use: the
// credential (RN, BSN), the roles (charge nurse) and the work at the bedside; rarely the word
// "nursing" itself (ADR 0089).
const rnResume = `Maria Delgado, RN, BSN
Registered Nurse
Medical-surgical and stepdown, 6 years. Charge nurse two shifts a month; ICU float.
Riverside Regional Medical Center, 2020 – present
- Telemetry monitoring and head-to-toe assessments for a 5-patient assignment
- Patient education before discharge; bedside shift report
Mercy General Hospital, Med-Surg, 2018 – 2020
- Precepted BSN students on clinical rotations
Education: BSN, State University, 2018
Certifications: BLS, ACLS`

// A posting of our own wording that asks for nursing and patient care by those names.
const rnPosting = `Staff Nurse – Medical Unit
Requirements:
- Nursing experience in an acute hospital
- Excellent patient care
- BLS certification`

// Resumes of other fields that use the same words in other senses: "ER", "care", "charge",
// "telemetry", "active license", "stepdown" and "bedside" must give them no nursing.
var nonNurseResumes = map[string]string{
	"software engineer": `Sam Lee, Software Engineer
Go, TypeScript, React, Kubernetes. Built the ER wait-time dashboard and a patient scheduling app for a clinic.
Added OpenTelemetry telemetry to the payments service; charge card refunds; customer care portal.`,
	"customer service rep": `Jo Park, Customer Service Representative
5 years in a call centre: complaint handling, customer care, took card charges and refunds.
Cared for customers with patience; charge duties and taxes on overseas orders.`,
	"electrician": `Chris Hale, Electrician
Currently licensed in the state of Ohio; active license. Installed stepdown transformers.
Fitted bedside lamps and call points on hospital wards.`,
}

func missingSkills(r *Result) []string {
	var out []string
	for _, m := range r.Missing {
		out = append(out, m.Skill)
	}
	return out
}

func TestANurseResumeShowsNursingAndPatientCare(t *testing.T) {
	v := Default()
	p := v.Analyze(rnPosting)
	for _, want := range []string{"Nursing", "Patient care"} {
		if !slices.ContainsFunc(p.Requirements, func(r Requirement) bool { return r.Skill == want && r.MustHave }) {
			t.Fatalf("the posting does not ask for %s as a must-have: %+v", want, p.Requirements)
		}
	}
	r := v.MatchIn(2026, p, rnResume)
	for _, m := range r.Missing {
		if m.Skill == "Nursing" || m.Skill == "Patient care" {
			t.Errorf("%s is listed missing for a registered nurse (missing: %q)", m.Skill, missingSkills(r))
		}
	}
	for name, text := range nonNurseResumes {
		miss := missingSkills(v.MatchIn(2026, p, text))
		for _, want := range []string{"Nursing", "Patient care"} {
			if !slices.Contains(miss, want) {
				t.Errorf("the %s's resume is credited with %s (missing: %q)", name, want, miss)
			}
		}
	}
}

// What a nurse's resume shows comes from her credential and her work, not from a unit's name:
// a respiratory therapist or a ward clerk works in the ICU too.
func TestNursingIsCreditedByTheCredentialNotTheUnit(t *testing.T) {
	v := Default()
	p := v.Analyze(rnPosting)
	for _, c := range []struct {
		text string
		want bool // Nursing shown
	}{
		{"RN, BSN", true},
		{"Registered Nurse, 2019 – present", true},
		{"Charge nurse on nights", true},
		{"LPN, long-term care", true},
		{"ADN, 2021", true},
		{"ER nurse", true},
		{"ED nurse at Mercy", true},
		{"Respiratory therapist: ICU, stepdown, med-surg and telemetry units", false},
		{"Unit secretary, emergency department", false},
		{"Active license; currently licensed in Texas", false},
		{"Associate of Applied Science, 2019", false},
	} {
		miss := missingSkills(v.MatchIn(2026, p, c.text))
		if got := !slices.Contains(miss, "Nursing"); got != c.want {
			t.Errorf("%q shows Nursing = %v, want %v (missing: %q)", c.text, got, c.want, miss)
		}
	}
}

// A unit or a licence named in a posting asks for that, not for nursing; words of other
// fields that share a nurse's words ask for neither nursing nor patient care.
func TestPostingsOfOtherFieldsAskNoNursing(t *testing.T) {
	v := Default()
	for _, posting := range []string{
		"Respiratory Therapist\nRequirements:\n- 2+ years in an ICU or stepdown unit\n- Ventilator management",
		"Electrician\nRequirements:\n- Currently licensed in the state\n- Experience with stepdown transformers",
		"Hotel Housekeeper\nDuties:\n- Dust bedside tables and lamps\n- Change linen",
		"Customs Clerk\nDuties:\n- Calculate and charge duties and taxes on imports",
	} {
		for _, r := range v.Analyze(posting).Requirements {
			if r.Skill == "Nursing" || r.Skill == "Patient care" || r.Skill == "RN license" || r.Skill == "Charge nurse experience" {
				t.Errorf("%q asks for %s (%q)", strings.SplitN(posting, "\n", 2)[0], r.Skill, r.Words)
			}
		}
	}
}

// "or" between two asks is no operating room: "OR nursing" is theatre nursing only in capitals.
func TestOrBetweenNurseAsksIsNoOperatingRoom(t *testing.T) {
	v := Default()
	for _, c := range []struct {
		posting string
		want    []string // skills asked for
		not     string
	}{
		{"Clinic Lead\nRequirements:\n- Registered nurse or nurse practitioner", []string{"RN license", "Nurse practitioner license"}, "Perioperative nursing"},
		{"Nurse Aide\nRequirements:\n- CNA or nursing assistant certificate", []string{"CNA"}, "Perioperative nursing"},
		{"Theatre Nurse\nRequirements:\n- 2+ years of OR nursing", []string{"Perioperative nursing"}, ""},
	} {
		var got []string
		for _, r := range v.Analyze(c.posting).Requirements {
			got = append(got, r.Skill)
		}
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%q: %s is not asked for (%q)", c.posting, w, got)
			}
		}
		if c.not != "" && slices.Contains(got, c.not) {
			t.Errorf("%q asks for %s (%q)", c.posting, c.not, got)
		}
	}
}
