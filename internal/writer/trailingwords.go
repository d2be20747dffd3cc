package writer

// Notes whose last word says what the rest is: "spanish fluent", "bls current", "cbt + dbt
// trained", "procore daily for dailies + rfis", "delinquency cut by half", "top seller in
// district 2023". People type the thing first and what it is after it; the sentence says it
// the other way round.

import (
	"github.com/draftsmith/draftsmith/internal/plaintext"

	"regexp"
	"strings"
)

// trailingWordShape writes a note of one of these shapes as a sentence, or returns "".
func (p person) trailingWordShape(core string, words []string) string {
	switch {
	case strings.HasSuffix(core, " current") && allCertifications(splitList(strings.TrimSuffix(core, " current"))):
		// "bls current", "acls and pals current": certifications kept current.
		names := strings.TrimSuffix(core, " current")
		if strings.Contains(names, " and ") || strings.Contains(names, ", ") {
			return "I hold current " + listWithAnd(names) + " certifications"
		}
		return "I hold a current " + names + " certification"
	case methodsTrained.MatchString(core) && verbless(strings.Fields(methodsTrained.FindStringSubmatch(core)[1])) && !trainedIn.MatchString(core):
		// "cbt and dbt trained, emdr level 1" → "I am trained in CBT and DBT, and in EMDR level 1"
		m := methodsTrained.FindStringSubmatch(core)
		s := "I am trained in " + listWithAnd(m[1])
		if m[2] != "" {
			s += ", and in " + m[2]
		}
		return s
	case languageFluent.MatchString(core):
		// "spanish fluent" → "I am fluent in Spanish"
		return "I am fluent in " + languageName(languageFluent.FindStringSubmatch(core)[1])
	case toolDailyFor.MatchString(core) && toolPhrase(toolDailyFor.FindStringSubmatch(core)[1]) != "":
		// "procore daily for dailies and rfis" → "I use Procore daily for dailies and RFIs"
		m := toolDailyFor.FindStringSubmatch(core)
		return "I use " + toolPhrase(m[1]) + " " + strings.ToLower(m[2]) + " " + m[3]
	case topPerformer.MatchString(core):
		// "top seller in district 2023" → "I was the top seller in the district in 2023"
		m := topPerformer.FindStringSubmatch(core)
		s := "I was the " + strings.ToLower(m[1]) + " " + m[2]
		if m[3] != "" {
			place := m[4]
			if first, _, _ := strings.Cut(place, " "); !determiners[strings.ToLower(first)] {
				place = "the " + place
			}
			s += " " + strings.ToLower(m[3]) + " " + place
		}
		if m[5] != "" {
			s += " in " + m[5]
		}
		return s
	case certifiedRole.MatchString(core) && roleNouns[strings.ToLower(certifiedRole.FindStringSubmatch(core)[2])]:
		// "cms certified sommelier, wset 3" → "I am a CMS certified sommelier, and I hold WSET 3"
		m := certifiedRole.FindStringSubmatch(core)
		body := strings.ToUpper(m[1])
		s := "I am " + article(body) + body + " certified " + strings.ToLower(m[2])
		if m[3] != "" {
			s += ", and I hold " + m[3]
		}
		return s
	case thenYears.MatchString(core):
		// "then 3 yrs oncology sales at merck, #2 in region 2023" → "I spent 3 years in
		// oncology sales at Merck, where I was #2 in region in 2023": a letter may set its
		// notes in another order, so the sentence stands without its "then".
		m := thenYears.FindStringSubmatch(core)
		s := "I spent " + m[1] + " in " + lowerLead(m[2]) + " at " + employer(m[3])
		switch tail := m[4]; {
		case tail == "":
		case rankLead.MatchString(tail):
			s += ", where I was " + tail
		default:
			s += ", " + tail
		}
		return s
	case passedWhen.MatchString(core) && verbless(strings.Fields(passedWhen.FindStringSubmatch(core)[1])):
		// "sit (surveyor in training) passed 2023" → "I passed the SIT (surveyor in training)
		// in 2023"
		m := passedWhen.FindStringSubmatch(core)
		exam := m[1]
		if !determiners[strings.ToLower(strings.Fields(exam)[0])] {
			exam = "the " + exam
		}
		return "I passed " + exam + " in " + m[2]
	case namedSchoolGrad.MatchString(core) && schoolGradName(namedSchoolGrad.FindStringSubmatch(core)[1]):
		// "french culinary institute grad 2018" → "I graduated from the French Culinary
		// Institute in 2018"
		m := namedSchoolGrad.FindStringSubmatch(core)
		school := orgCase(strings.ToLower(m[1]))
		if strings.Contains(strings.ToLower(school), "institute") && !strings.HasPrefix(strings.ToLower(school), "the ") {
			school = "the " + school
		}
		return "I graduated from " + school + " in " + m[2]
	case onCallLead.MatchString(core) && bareMeasureMoved.MatchString(onCallLead.FindStringSubmatch(core)[1]):
		// "on-call, mttr 90 -> 25 min" → "I am on call, and MTTR went from 90 to 25 minutes"
		m := bareMeasureMoved.FindStringSubmatch(onCallLead.FindStringSubmatch(core)[1])
		return "I am on call, and " + m[1] + " went from " + m[2]
	case toolKindLabel.MatchString(core):
		// "cad: tritech, some spillman" → "For CAD, I use Tritech and some Spillman"
		m := toolKindLabel.FindStringSubmatch(core)
		tools := m[2]
		if names, kind := onlySkills(tools); kind == "tools" {
			tools = names
		} else {
			tools = listWithAnd(tools)
		}
		return "For " + strings.ToUpper(m[1]) + ", I use " + tools
	case fieldYears.MatchString(core):
		// "devops 6 yrs, aws + gcp" → "I have worked in DevOps for 6 years, with AWS and GCP"
		m := fieldYears.FindStringSubmatch(core)
		s := "I have worked in " + m[1] + " for " + m[2]
		if names, kind := onlySkills(m[3]); m[3] != "" && kind == "tools" {
			return s + ", with " + names
		} else if m[3] != "" {
			return s + ", " + m[3]
		}
		return s
	case certifiedTitle.MatchString(core):
		// "google certified educator l2" → "I am a Google Certified Educator Level 2": the
		// certification's own title
		m := certifiedTitle.FindStringSubmatch(core)
		issuer := knownCasing[strings.ToLower(m[1])]
		if issuer == "" {
			issuer = titleWords(strings.ToLower(m[1]))
		}
		title := issuer + " Certified " + titleWords(strings.ToLower(m[2]))
		if m[3] != "" && strings.EqualFold(m[3], "l") {
			title += " L" + m[4] // "l2": the user's letters, not a word they did not type
		} else if m[3] != "" {
			title += " Level " + m[4]
		}
		return "I am " + article(title) + title
	case standardsLed.MatchString(core):
		// "iso 13485 + 21 cfr 820, fda audit w zero 483s" → "I work to ISO 13485 and 21 CFR
		// 820, with zero 483s in an FDA audit"
		m := standardsLed.FindStringSubmatch(core)
		s := "I work to " + m[1]
		if a := auditResult.FindStringSubmatch(m[2]); a != nil {
			return s + ", with " + a[2] + " in " + article(a[1]) + a[1] + " audit"
		} else if heldCredential.MatchString(m[2]) {
			return s + tenureCertification(heldCredential.FindStringSubmatch(m[2])[1], p) // "abyc standards, abyc electrical cert"
		} else if m[2] != "" {
			return s + ", " + m[2]
		}
		return s
	case thenSpan.MatchString(core):
		// "3 yrs general practice, then 1 yr er rotating internship": the clause after the
		// comma is the next step, a span of it ("1-year") before what it was.
		m := thenSpan.FindStringSubmatch(core)
		return "I then did " + article(m[1]) + m[1] + " " + m[2]
	case thenYearsIn.MatchString(core):
		m := thenYearsIn.FindStringSubmatch(core)
		return "I then spent " + m[1] + " in " + lowerLead(m[2]) // "then 2 yrs icu" → "I then spent 2 years in ICU"
	case authorizedAs.MatchString(core):
		// "rii authorized" → "I am RII authorized"
		return "I am " + core
	case someToolsFor.MatchString(core) && knownCasing[strings.ToLower(someToolsFor.FindStringSubmatch(core)[1])] != "":
		// "some python and curl for code samples" → "I use some Python and curl for code samples"
		return "I use " + lowerWord(core)
	case programGraduating.MatchString(core):
		// "lpn program, graduate may 2025, nclex-pn in june" → "I am in an LPN program,
		// graduating in May 2025, with NCLEX-PN in June"
		m := programGraduating.FindStringSubmatch(core)
		program := mastersProgram.ReplaceAllString(m[1], "${1}'s$2") // "bcba masters program"
		s := "I am in " + article(program) + program + ", graduating in " + m[2]
		if m[3] != "" {
			s += ", with " + m[3]
		}
		return s
	case placeYears.MatchString(core) && !strings.Contains(placeYears.FindStringSubmatch(core)[1], " at ") && !isRolePhrase(words):
		// "dental front office 6 yrs, office mgr last 2" → "I have worked in a dental front
		// office for 6 years, the last 2 as office manager"
		m := placeYears.FindStringSubmatch(core)
		place := lowerLead(m[1])
		s := "I have worked in " + article(place) + place + " for " + m[2]
		if m[3] != "" {
			s += ", the last " + m[4] + " as " + article(m[3]) + m[3]
		}
		return s
	case changedBy.MatchString(core) && len(words) <= 10:
		// "delinquency cut by half, from about $40k to about $19k" → "Delinquency was cut by
		// half, …": a measure typed before what was done to it.
		m := changedBy.FindStringSubmatch(core)
		if subject := strings.Fields(m[1]); !verbless(subject) || isRolePhrase(subject) || toolPhrase(m[1]) != "" {
			return ""
		}
		by := m[3]
		if startsWithNumber(by) {
			by = "by " + by // "turnover cut 30%" → "was cut by 30%"
		}
		return plaintext.UpperFirst(m[1]) + " was " + strings.ToLower(m[2]) + " " + by
	}
	return ""
}

// standardByCode is a standard or regulation by its code: "ISO 13485", "21 CFR 820", "AS9100D".
const standardByCode = `(?:ISO|IEC|IATF|AS|EN|ASME|API|IPC)[ -]?\d{3,5}[A-Z]?(?:[-:]\d+)*|\d+ CFR(?: part)? \d+|c?GMP|GLP|HACCP|(?:ABYC|NEC|NFPA|ADA|OSHA|ASHRAE|IBC|IPC|UPC|NEMA) standards`

var (
	// methodsTrained are methods one is trained in, typed before the word: "cbt and dbt
	// trained, emdr level 1".
	methodsTrained = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N} &,/-]{1,40}?) trained(?:, ([\p{L}][\p{L}\p{N} ]{1,30}))?$`)
	languageFluent = regexp.MustCompile(`(?i)^(english|spanish|french|german|portuguese|mandarin|cantonese|arabic|hindi|italian|korean|japanese|russian|vietnamese|tagalog|polish|asl) \(?fluent\)?$`)
	// toolDailyFor is a tool used daily for a purpose: "procore daily for dailies and rfis".
	toolDailyFor = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N} .&-]{1,30}?) (daily|every day|weekly) ((?:for|to|on) .+)$`)
	// topPerformer is the best of a team at selling or producing: "top seller in district 2023".
	topPerformer = regexp.MustCompile(`(?i)^(top|best|#1|number one) (seller|producer|performer|rep|closer|recruiter|biller|earner|salesperson|associate|agent|server|stylist|tech|technician|collector)(?: (in|on|of|across) ((?:(?:my|the|our) )?[a-z]+))?(?:,? (?:in )?((?:19|20)\d\d))?$`)
	// certifiedRole is a role certified by a body's letters: "cms certified sommelier".
	certifiedRole = regexp.MustCompile(`(?i)^([a-z]{2,5}) certified ([a-z]+)(?:, (.+))?$`)
	// passedWhen is an exam typed before "passed" and when: "sit passed 2023".
	passedWhen = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N} ()-]{1,60}?) passed,? (?:in )?((?:[a-z]+ )?(?:19|20)\d\d)$`)
	// namedSchoolGrad is a school, then "grad" and the year: "french culinary institute grad 2018".
	namedSchoolGrad = regexp.MustCompile(`(?i)^([\p{L}][\p{L}&' .-]*?) (?:grad|graduate),? (?:in |of |class of )?((?:[a-z]+ )?(?:19|20)\d\d)$`)
	// bareMeasureMoved is a measure with no verb, from one figure to another: "MTTR from 90 to 25".
	bareMeasureMoved = regexp.MustCompile(`^([\p{L}][\p{L}\p{N} -]{0,30}?) from (\S+ to .+)$`)
	// onCallLead is being on call, then what came of it: "on-call, mttr 90 -> 25 min".
	onCallLead = regexp.MustCompile(`(?i)^on[- ]call(?: rotation)?, (.+)$`)
	// toolKindLabel is a kind of system, then the ones used: "cad: tritech, some spillman".
	toolKindLabel = regexp.MustCompile(`(?i)^(cad|crm|ehr|emr|pos|erp|ats|lms|cms|wms|tms|pms|rms|cmms|hris)s?: ([\p{L}].+)$`)
	// fieldYears is years in a field of work typed as its name: "devops 6 yrs".
	fieldYears = regexp.MustCompile(`(?i)^(devops|sre|qa|ux|ui|ux/ui|sales|marketing|finance|hr|it|security|support|procurement|logistics|compliance|recruiting|accounting|product marketing|data engineering|data science|customer success) (\d+\+? (?:years?|months?))(?:, (.+))?$`)
	// certifiedTitle is a certification named as the title it gives: "google certified
	// educator l2", "aws certified solutions architect".
	certifiedTitle = regexp.MustCompile(`(?i)^([a-z]+) certified ((?:[a-z]+ )?(?:educator|trainer|innovator|coach|professional|architect|developer|administrator|associate|specialist|instructor|practitioner))(?: (l|level ?)(\d))?$`)
	// standardsLed is a note led by the standards the work follows: "ISO 13485 and 21 CFR 820".
	standardsLed = regexp.MustCompile(`(?i)^((?:` + standardByCode + `)(?:(?:,| and| &) (?:` + standardByCode + `))*)(?:, (.+))?$`)
	// heldCredential is a certificate named after a comma: "abyc electrical cert".
	heldCredential = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N} -]*?) (?:cert|certificate|certification)$`)
	// auditResult is an audit and what it found: "FDA audit with zero 483s".
	auditResult = regexp.MustCompile(`(?i)^([\p{L}]+) audits? with (.+)$`)
	// thenSpan is a next step typed with its length as an adjective: "then 1-year rotating
	// internship".
	thenSpan = regexp.MustCompile(`(?i)^then (?:an? )?(\d+-(?:year|month|week)) ([\p{L}][\p{L} -]*?(?:internship|residency|fellowship|rotation|program|programme|placement|contract|assignment|apprenticeship|course))$`)
	// thenYearsIn is the next span of a career with no employer: "then 2 yrs icu".
	thenYearsIn = regexp.MustCompile(`(?i)^then (\d+ (?:years?|months?)) (?:in )?([\p{L}][\p{L} -]*)$`)
	// thenYears is the next job of a career, typed as what came then: "then 3 years oncology
	// sales at merck, #2 in region in 2023".
	thenYears = regexp.MustCompile(`(?i)^then (\d+ (?:years?|months?)) (?:in |of |doing )?([\p{L}][\p{L} -]*?) at ([\p{L}][\p{L}&'. -]*?)(?:, (.+))?$`)
	// rankLead opens a rank among others: "#2 in region", "top 5%".
	rankLead = regexp.MustCompile(`(?i)^(?:#\d+|no\. ?\d+|top \d+%?)\b`)
	// authorizedAs is an authorization held, typed before the word: "rii authorized".
	authorizedAs = regexp.MustCompile(`(?i)^[\p{L}][\p{L}\p{N}&/-]{1,12}(?: [\p{L}\p{N}&/-]{1,12})? (?:authorized|authorised|endorsed)$`)
	// someToolsFor is some of a tool, used for a purpose: "some python and curl for code samples".
	someToolsFor = regexp.MustCompile(`(?i)^some ([\p{L}][\p{L}\p{N}#+.-]*)(?: and [\p{L}][\p{L}\p{N}#+.-]*)? (?:for|to) .+$`)
	// mastersProgram is "masters" or "bachelors" before "program": the degree's.
	mastersProgram = regexp.MustCompile(`(?i)\b(master|bachelor)s( program)`)
	// programGraduating is a program one is in, its graduation and what follows: "lpn
	// program, graduate may 2025, nclex-pn in june".
	programGraduating = regexp.MustCompile(`(?i)^(?:in )?(?:an? )?([\p{L}][\p{L}\p{N} -]*? program(?: at [\p{L}][\p{L}.&' -]*?)?), (?:graduat(?:e|ing)|done|finish(?:ing|es)?|complet(?:e|es|ing)|ends?) (?:in |by )?([A-Za-z]+\.? (?:19|20)\d\d)(?:, (.+))?$`)
	// placeYears is a workplace held as the job, its years, and a role of its last years:
	// "dental front office 6 years, office manager last 2".
	placeYears = regexp.MustCompile(`(?i)^([a-z][a-z ]*? (?:front office|front desk|office|shop|clinic|kitchen|warehouse|pharmacy|practice|salon|lab)) (\d+ years?)(?:, ([a-z][a-z ]*?) last (\d+))?$`)
	// changedBy is a measure and what was done to it, typed without its subject: "delinquency
	// cut by half", "turnover reduced 30%".
	changedBy = regexp.MustCompile(`(?i)^([a-z][a-z -]{2,30}?) (cut|reduced|lowered|increased|raised|improved|halved|doubled|tripled) ((?:by|from) .+|\d.*)$`)
)

// splitList is the items of a list typed with commas and "and".
func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ", ") {
		for _, item := range strings.Split(part, " and ") {
			if item = strings.TrimSpace(item); item != "" {
				out = append(out, item)
			}
		}
	}
	return out
}

// schoolGradName reports a school's name before "grad": "french culinary institute", "ohio
// state"; not a degree or a field ("bootcamp", "nursing").
func schoolGradName(name string) bool {
	lower := strings.ToLower(name)
	return regexp.MustCompile(`\b(institute|university|college|academy|school|polytechnic|state)$`).MatchString(lower) || strings.HasPrefix(lower, "university of ")
}
