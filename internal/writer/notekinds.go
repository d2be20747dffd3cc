package writer

import (
	"regexp"
	"slices"
	"strings"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// Kinds of note that hold no verb but say what they are by their words (ADR 0054): a list
// of skills the match vocabulary knows ("advanced excel + gcss-army"), a credential by its
// name ("lean six sigma green belt", "cda credential 2023"), figures by their names ("nrr
// 118% last fy, gross churn 4%"), a study or a task under way ("finishing bs supply chain
// mgmt at umuc"), what the writer answered for ("accountable for $14M in equipment"), work
// done lately ("cmm programming last 2 yrs") and a count after its noun ("as9100 audits x3").
// Each is read by its shape and words, whatever the field, so a note from a trade the writer
// has never met still becomes a sentence rather than a pasted note.

// kindShape writes a note of one of these kinds as a sentence, or returns "".
func (p person) kindShape(core string, words []string, first, rest string) string {
	switch {
	case len(words) > 3 && roleLetters[first] != "" && startsWithNumber(words[1]) && (words[3] == "at" || words[3] == "@"):
		// "sdr 2 yrs at a payroll saas": the role's letters, its years, then where.
		return strings.TrimRight(p.rewrite(roleLetters[first]+" "+rest, 0), ".")
	case len(words) > 2 && roleLetters[first] != "" && (words[1] == "at" || words[1] == "@"):
		// "csm at payroute 4 yrs": a role typed as its letters, read as the job it is.
		return strings.TrimRight(p.rewrite(roleLetters[first]+" "+rest, 0), ".")
	case len(words) >= 4 && degreeWords[first] && !strings.ContainsAny(core, ",;") && !yearToken.MatchString(words[len(words)-1]) && slices.IndexFunc(words[1:len(words)-1], yearToken.MatchString) >= 0:
		// "bs cs 2022 uc davis": the year typed before the school goes after it.
		i := 1 + slices.IndexFunc(words[1:len(words)-1], yearToken.MatchString)
		moved := append(append(slices.Clone(words[:i]), words[i+1:]...), words[i])
		return strings.TrimSuffix(p.rewrite(strings.Join(moved, " "), 0), ".")
	case subjectThenDegree.MatchString(core) && verbless(strings.Fields(subjectThenDegree.FindStringSubmatch(core)[1])) && !isRolePhrase(strings.Fields(subjectThenDegree.FindStringSubmatch(core)[1])):
		// "math + econ ba, univ of michigan 2024": the subject typed before its degree goes
		// after it, as "ba math and econ, univ of michigan 2024" reads.
		m := subjectThenDegree.FindStringSubmatch(core)
		return strings.TrimSuffix(p.rewrite(m[2]+" "+m[1]+", "+m[3], 0), ".")
	case degreeDashSchool.MatchString(core):
		// "bs nursing - ohio state 2020": the school after a dash.
		m := degreeDashSchool.FindStringSubmatch(core)
		return strings.TrimSuffix(p.rewrite(m[1]+", "+m[2], 0), ".")
	case degreeCommaSchool.MatchString(core):
		// "mba, wharton 2018", "pharmd, ut austin 2016": a degree alone, then its school
		// and year; all of what is between is the school.
		m := degreeCommaSchool.FindStringSubmatch(core)
		deg := degreeCasing(m[1])
		return p.degreeSentence("I earned " + article(deg) + deg + " from " + schoolCase(m[2]) + " in " + m[3])
	case namedDegreeSchool.MatchString(core) || subjectDegreeSchoolOf(core) != nil:
		return p.namedDegreeSentence(core)
	case associateDegree.MatchString(core):
		// "as in resp care from pima cc 2020" → "I earned an AS in respiratory care from Pima CC
		// in 2020"
		m := associateDegree.FindStringSubmatch(core)
		deg := strings.ToUpper(m[1])
		s := "I earned " + article(deg) + deg + " in " + m[2] + " from " + schoolCase(m[3])
		if m[4] != "" {
			s += " in " + m[4]
		}
		return p.degreeSentence(s)
	case degreeThenSchool.MatchString(core) && (degreeWords[first] || associateDegrees[first]):
		// "bs occupational safety, murray state" → "I earned a BS in occupational safety from
		// Murray State"
		m := degreeThenSchool.FindStringSubmatch(core)
		deg := m[1]
		if full := spelledDegrees[strings.ToLower(deg)]; full != "" {
			deg = full // "masters in ed" → "a master's degree in education"
		} else if isLowerWord(deg) {
			deg = degreeCasing(deg)
		}
		m[2] = strings.TrimPrefix(m[2], "in ")
		if also, ok := strings.CutPrefix(m[2], "and "); ok {
			// "mlis + archives cert, simmons 2019": a second award beside the degree, no subject
			s := "I earned " + article(deg) + deg + " and " + article(also) + also + " from " + schoolCase(m[3])
			if m[4] != "" {
				s += " in " + titleMonth(m[4])
			}
			return p.degreeSentence(s)
		}
		subject := strings.Fields(m[2])
		for i, w := range subject {
			if full := subjectShorthand[strings.ToLower(w)]; full != "" {
				subject[i] = full // "stats" → "statistics"
			}
		}
		s := "I earned " + article(deg) + deg + " in " + strings.Join(subject, " ") + " from " + schoolCase(m[3])
		mode := studyModes[strings.ToLower(m[3])]
		if mode != "" {
			s = "I earned " + article(deg) + deg + " in " + strings.Join(subject, " ") // "ba criminal justice, nights, 2022": when, not where
		}
		if m[4] != "" {
			s += " in " + titleMonth(m[4])
		}
		if mode != "" {
			return s + ", studying " + mode
		}
		if m[5] != "" {
			s += ", with a " + m[5] + " GPA"
		}
		return p.degreeSentence(s)
	case certifiedCovering.MatchString(core):
		// "aws d1.1 certified, 3g/4g plate, flux core and stick" → "I am AWS D1.1 certified, with
		// 3G/4G plate, flux core and stick"
		m := certifiedCovering.FindStringSubmatch(core)
		if m[2] == "" {
			return "I am " + m[1] + " certified"
		}
		if codeList.MatchString(m[2]) {
			return "I am " + m[1] + " certified in " + m[2] // "ASE certified in A1-A8"
		}
		return "I am " + m[1] + " certified, with " + m[2]
	case credentialLetters(core) != "":
		return credentialLetters(core) // "rrt, nps cert, bls/pals/nrp"
	case strings.Contains(core, ", ") && credentialLetters(strings.SplitN(core, ", ", 2)[0]) != "" && startsWithNumber(strings.SplitN(core, ", ", 2)[1]):
		// "rpr + crr, 260 wpm realtime" → "I hold the RPR and CRR credentials, with 260 wpm realtime"
		held, figure, _ := strings.Cut(core, ", ")
		return credentialLetters(held) + ", with " + figure
	case inProgressAfter.MatchString(core):
		// "osha 30, chst in progress" → "I hold OSHA 30 certification, and my CHST is in progress"
		m := inProgressAfter.FindStringSubmatch(core)
		if held := strings.TrimSuffix(p.longStandingWording().rewrite(m[1], 0), "."); strings.HasPrefix(held, "I hold ") || strings.HasPrefix(held, "I have held ") {
			// "cpc since 2020, ccs in progress" → "I have held the CPC since 2020, and my CCS is in progress"
			return held + ", and my " + credentialWord(m[2]) + " is in progress"
		}
		return ""
	case len(words) >= 3 && degreeWords[first] && subjectShorthand[strings.ToLower(words[1])] != "" && yearToken.MatchString(words[len(words)-1]):
		// "bs cs ucsd 2021" → "BS in computer science from UCSD in 2021"
		school := words[2 : len(words)-1]
		if n := len(school); n > 0 && strings.EqualFold(school[n-1], "in") {
			school = school[:n-1] // "ucsd in 2021": clean puts "in" before the year
		}
		for i, w := range school {
			if schoolAcronym(w) {
				school[i] = strings.ToUpper(w)
			}
		}
		degree := words[0]
		if isLowerWord(degree) {
			degree = degreeCasing(degree)
		}
		s := "I earned " + article(degree) + degree + " in " + subjectShorthand[strings.ToLower(words[1])]
		if len(school) > 0 {
			s += " from " + orgCase(strings.Join(school, " "))
		}
		return p.degreeSentence(s + " in " + words[len(words)-1])
	case levelQualification.MatchString(core):
		// "nvq level 3 plumbing & heating, 2014" → "I earned an NVQ Level 3 in plumbing and
		// heating in 2014"
		m := levelQualification.FindStringSubmatch(core)
		name := qualificationName(m[1])
		if m[2] != "" {
			name += " Level " + m[2]
		}
		subject := strings.ReplaceAll(strings.TrimSpace(m[3]), " & ", " and ")
		if isLowerWord(strings.Fields(subject)[0]) {
			subject = strings.ToLower(subject)
		}
		if m[4] != "" {
			return "I earned " + article(name) + name + " in " + subject + " in " + m[4]
		}
		return "I hold " + article(name) + name + " in " + subject
	case stateCredential.MatchString(core) && stateCodes.MatchString(strings.ToLower(strings.Fields(core)[0])):
		// "pa level 1 certificate, math 7-12" → "I hold a PA Level 1 certificate in math 7-12"
		m := stateCredential.FindStringSubmatch(core)
		name := strings.ToUpper(m[1])
		if kind := strings.TrimSpace(m[2]); kind != "" {
			if lk := strings.ToLower(kind); strings.HasPrefix(lk, "level ") || strings.HasPrefix(lk, "lvl ") {
				kind = "Level " + strings.ToUpper(kind[strings.Index(kind, " ")+1:])
			} else {
				kind = lk
			}
			name += " " + kind
		}
		s := "I hold " + article(name) + name + " " + strings.ToLower(m[3])
		if what := strings.TrimSpace(m[4]); what != "" {
			s += " in " + what
		}
		return s
	case trainingTaken.MatchString(core) && verbless(words):
		return "I completed " + lowerLead(core) // "de-escalation training (CPI)"
	case heldCardsAndCerts(core) != "":
		return heldCardsAndCerts(core) // "guard card and CPR/first aid"
	case levelCertificate.MatchString(core):
		// "level 3 food hygiene" → "I hold a Level 3 certificate in food hygiene"
		m := levelCertificate.FindStringSubmatch(core)
		return "I hold a Level " + m[1] + " certificate in " + strings.ToLower(m[2])
	case numberedQualification.MatchString(core):
		// "city & guilds 2391 inspection and testing" → "I hold City & Guilds 2391 (inspection
		// and testing)"
		m := numberedQualification.FindStringSubmatch(core)
		s := "I hold City & Guilds " + m[1]
		if subject := strings.TrimSpace(m[2]); subject != "" {
			s += " (" + subject + ")"
		}
		return s
	case siteCard.MatchString(core):
		m := siteCard.FindStringSubmatch(core)
		name := strings.ToUpper(m[1])
		if m[2] != "" {
			name += " " + strings.ToLower(m[2])
		}
		return "I hold " + article(name) + name + " card" // "a CSCS card", "an ECS gold card"
	case degreeSubjectSchoolYear(words) != "":
		return p.degreeSentence(degreeSubjectSchoolYear(words)) // "ms pa studies duke 2022"
	case toolsUsedDaily.MatchString(core) && toolPhrase(toolsUsedDaily.FindStringSubmatch(core)[1]) != "":
		// "Adobe CC daily (Illustrator, InDesign, Photoshop), some Figma": the tools used
		// daily, which ones, and what else.
		m := toolsUsedDaily.FindStringSubmatch(core)
		s := "I use " + toolPhrase(m[1]) + " " + strings.ToLower(m[2]) + m[3]
		if more := strings.TrimSpace(m[4]); more != "" {
			if tool, place, ok := strings.Cut(more, " at my "); ok && earlierPlace.MatchString(place) {
				if _, kind := onlySkills(strings.TrimPrefix(tool, "some ")); kind == "tools" {
					return s + ", and I used " + lowerWord(more) // "…, and I used some Eaglesoft at my first office"
				}
			}
			if _, kind := onlySkills(strings.TrimPrefix(more, "some ")); kind == "tools" && !strings.HasSuffix(more, "ing") {
				return s + ", as well as " + lowerWord(more) // "…, as well as some Figma"
			}
			if first, _, _ := strings.Cut(strings.ToLower(more), " "); first == "learning" || first == "studying" || first == "picking" {
				return s + ", and I am " + lowerWord(more) // "…, learning python" → "and I am learning Python"
			}
			if first, _, _ := strings.Cut(more, " "); knownCasing[strings.ToLower(first)] != "" {
				return s + ", and " + knownCasing[strings.ToLower(first)] + more[len(first):] // "…, python for cleanup scripts"
			}
			return s + ", and I do " + lowerWord(more) // "…, and I do some user testing"
		}
		return s
	case len(words) >= 2 && usedDaily[strings.ToLower(words[len(words)-1])] && toolPhrase(strings.Join(words[:len(words)-1], " ")) != "":
		return "I use " + toolPhrase(strings.Join(words[:len(words)-1], " ")) + " " + strings.ToLower(words[len(words)-1]) // "figma daily"
	case len(words) >= 3 && len(words) <= 7 && namedToolsOnly(words) && !certificationsOnly(strings.Join(words, " ")):
		// "Dentrix and some Open Dental" → "I work with Dentrix and some Open Dental"
		return "I work with " + toolsLedByOne(words)
	case len(words) >= 4 && len(words) <= 8 && usedDaily[strings.ToLower(words[len(words)-1])] && toolsLedByOne(words[:len(words)-1]) != "":
		// "epic + 3m encoder daily" → "I use Epic and 3M encoder daily": a known tool leads
		// the list, and the others are tools beside it.
		return "I use " + toolsLedByOne(words[:len(words)-1]) + " " + strings.ToLower(words[len(words)-1])
	case credentialTenure.MatchString(core) && !roleNouns[first] && !degreeWords[first]:
		// "otr/l 5 yrs, snf and home health": a credential held as the writer's job.
		m := credentialTenure.FindStringSubmatch(core)
		name := strings.ToUpper(m[1])
		s := "I have been " + article(name) + name + " for " + m[2]
		if m[4] != "" {
			return s + " " + tenureTail(m[4]) // "crna 4 yrs at a level 1 trauma center"
		}
		if tail := strings.TrimSpace(m[3]); tail != "" {
			if first, _, _ := strings.Cut(strings.ToLower(tail), " "); descriptiveParticiples[first] || focusPrepositions[first] {
				s += ", " + tail // "LMT 6 yrs, licensed in HI + CA": the tail says how
			} else if lastCount.MatchString(tail) {
				s += ", the " + tail // "hrbp 7 yrs, last 3 supporting eng + product"
			} else if heldCount.MatchString(tail) {
				s += ", with a " + tail // "rbt 3 yrs, caseload of 5 kiddos"
			} else {
				s += ", in " + tail
			}
		}
		return s
	case workAtTenure.MatchString(core) && !isRolePhrase(words) && verbless(words) && !earlierLead.MatchString(core) && p.jobLine(core) == "":
		// "front desk + admin at valley dental group 3 yrs": work done at an employer.
		m := workAtTenure.FindStringSubmatch(core)
		if strings.EqualFold(m[1], "front desk") {
			return "I spent " + m[3] + " at the front desk of " + employer(m[2]) // "…of a pet grooming salon"
		}
		return "I spent " + m[3] + " in " + lowerLead(m[1]) + " at " + employer(m[2])
	case rankOfClause(core) != "":
		return rankOfClause(core)
	case rankLine.MatchString(core):
		// "#1 in region 2 of last 3 years" → "I was #1 in my region in 2 of the last 3 years"
		m := rankLine.FindStringSubmatch(core)
		s := "I was " + m[1] + " in " + rankScope(m[2])
		if m[3] != "" {
			s += " in " + strings.Replace(m[3], " of last ", " of the last ", 1)
		}
		return withFigures(s + m[4])
	case len(words) > 2 && answeredFor[first] && strings.EqualFold(words[1], "for"):
		return withFigures("I was " + lowerWord(words[0]) + " " + rest) // "accountable for $14M in equipment, 0 losses"
	case underWay[first] && rest != "" && !strings.HasPrefix(strings.ToLower(rest), "to "):
		return "I am " + lowerWord(words[0]) + " " + degreeObject(rest) // "finishing a BS in supply chain management"
	case first == "working" && len(words) > 2 && (words[1] == "on" || words[1] == "toward" || words[1] == "towards"):
		return "I am working " + words[1] + " " + degreeObject(strings.Join(words[2:], " ")) // "working on an AA in ECE"
	case licenceActive.MatchString(core):
		m := licenceActive.FindStringSubmatch(core)
		name := strings.Fields(m[1])
		for i, w := range name {
			if isLowerWord(w) && len(w) <= 3 && !plainLicenceWords[w] {
				name[i] = strings.ToUpper(w) // "dea", "rn": a licence's letters
			}
		}
		return "My " + acronymCase(strings.Join(name, " ")) + " license is " + strings.ToLower(m[2]) // "dea license active"
	case lettersYear.MatchString(core) && !roleNouns[first] && !degreeWords[first]:
		m := lettersYear.FindStringSubmatch(core)
		s := "I earned the " + strings.ToUpper(m[1]) + " in " + m[2] // "aicp 2023"
		if m[3] != "" {
			s += " (" + degreeAside(m[3]) + ")" // "fnp-c 2022 (msn vanderbilt)" → "(MSN, Vanderbilt)"
		}
		return s
	case credentialThenMore.MatchString(core) && !roleNouns[first]:
		// "CCC-SLP, 4 years in a school district (K-5), caseload about 55": the credential
		// held, then the rest of the line as what goes with it.
		m := credentialThenMore.FindStringSubmatch(core)
		more := strings.Split(m[2], ", ")
		for i, x := range more {
			if strings.HasPrefix(strings.ToLower(x), "caseload ") {
				more[i] = "a caseload of " + strings.TrimPrefix(x[len("caseload "):], "of ")
			}
		}
		for i := range more {
			more[i] = orgsAfterAt(more[i])
		}
		return "I hold the " + credentialWord(m[1]) + ", with " + plaintext.JoinAnd(more)
	case skillLevels[first] && len(words) > 1:
		if names, kind := onlySkills(rest); kind == "tools" {
			return "I have " + lowerWord(words[0]) + " skills in " + names // "advanced skills in Excel and GCSS-Army"
		}
	case recentWork.MatchString(core):
		m := recentWork.FindStringSubmatch(core)
		return "For the last " + m[2] + ", I have done " + lowerLead(m[1]) // "CMM programming (PC-DMIS)"
	case countAfter.MatchString(core) && verbless(words) && p.verbless != "":
		m := countAfter.FindStringSubmatch(core)
		return p.verbless + " " + m[2] + " " + m[1] // "as9100 audits x3" → "… 3 AS9100 audits"
	case heldSince.MatchString(core) && !roleNouns[first] && !workModes[first]:
		m := heldSince.FindStringSubmatch(core)
		s := "I have held the " + strings.ToUpper(m[1]) + " since " + m[2] // "ARRT (R) since 2020"
		if m[3] != "" {
			s += ", and my " + strings.ToUpper(m[3]) + " is " + m[4] // "… and ccs in progress" → "and my CCS is in progress"
		}
		return s
	case credentialYear.MatchString(core):
		m := credentialYear.FindStringSubmatch(core)
		name := acronymCase(m[1])
		return "I earned " + article(name) + name + " in " + m[2] // "cda credential 2023" → "a CDA credential in 2023"
	case credentialNamed.MatchString(core) && verbless(words) && !startsWithNumber(core):
		name := credentialCase(core)
		if strings.HasPrefix(strings.ToLower(name), "high school ") {
			name = strings.ToLower(name) // a school's diploma is no named programme
		}
		return "I hold " + article(name) + name // "a Lean Six Sigma Green Belt"
	}
	if s := metricSentence(core); s != "" {
		return s
	}
	if names, kind := onlySkills(core); kind != "" && verbless(words) {
		switch kind {
		case "certifications":
			if held, ok := strings.CutSuffix(names, " and clean driving record"); ok {
				// "class A cdl, clean mvr": a licence held and a record kept, not two certifications.
				if strings.Contains(held, "CDL") && !strings.Contains(held, " and ") || strings.HasSuffix(held, "licence") || strings.HasSuffix(held, "license") {
					return "I hold " + article(held) + held + ", and I have a clean driving record"
				}
				return p.certified(held) + ", and I have a clean driving record"
			}
			return p.certified(names)
		case "languages":
			return "I speak " + names
		case "skills":
			return "My skills include " + names
		}
		return "I work with " + names
	}
	return ""
}

// earlierPlace is a workplace the writer has left: "first office", "last job", "old clinic".
var earlierPlace = regexp.MustCompile(`(?i)^(?:first|previous|last|old|former|earlier) (?:office|job|practice|clinic|company|hospital|store|school|firm|agency|role|place)$`)

var (
	// levelQualification is a vocational qualification at a level, in a subject, maybe with
	// its year: "nvq level 3 plumbing & heating, 2014", "btec l3 engineering in 2012".
	levelQualification = regexp.MustCompile(`(?i)^(nvq|svq|btec|vrq|rqf|qcf|cache|hnc|hnd|onc|ond)(?: (?:level|lvl|l) ?(\d))?(?: (?:extended )?(?:diploma|certificate|award))?(?: in)? (\p{L}[\p{L}&/ -]*?)(?:,? (?:in )?((?:19|20)\d{2}))?$`)
	// stateCredential is a teaching or other credential of a US state: "pa level 1 cert, math
	// 7-12", "ny teaching license (ela 7-12)".
	stateCredential = regexp.MustCompile(`(?i)^([a-z]{2}) ((?:level|lvl) \w+ |(?:instructional|teaching|teacher|educator|initial|professional|standard|clear)(?: \w+)? )?(cert|certificate|certification|credential|license|licence)(?:,? (?:in |for )?\(?([^()]+?)\)?)?$`)
	// trainingTaken is a training the writer took: "de-escalation training (CPI)".
	trainingTaken = regexp.MustCompile(`(?i)^[\p{L}][\p{L} -]*? training(?: \([^()]+\))?$`)
	// levelCertificate is a certificate by its level and subject, as UK courses name them:
	// "level 3 food hygiene", "level 2 food safety certificate".
	levelCertificate = regexp.MustCompile(`(?i)^(?:a )?level (\d) ((?:food hygiene|food safety|health and safety|first aid|haccp|allergen awareness|award in [a-z ]+|supervising food safety)(?: in catering)?)(?: certificate| cert| award)?$`)
	// numberedQualification is a City & Guilds qualification by its number: "c&g 2391 testing".
	numberedQualification = regexp.MustCompile(`(?i)^(?:city (?:&|and) guilds|c ?& ?g) (\d{3,4}(?:-\d{2})?)(?: (\p{L}[\p{L}&/ -]*))?$`)
	// drivingLicence is a driving licence described: "full clean uk licence", "clean
	// driving license".
	drivingLicence = regexp.MustCompile(`(?i)^(?:a )?((?:(?:full|clean|uk|eu|manual),? ){1,4})(driving |drivers'? |driver's )?(licen[cs]e)$`)
	// siteCard is a site card by its scheme's letters: "cscs card", "ecs gold card".
	siteCard = regexp.MustCompile(`(?i)^(cscs|ecs|cpcs|npors|jib|sia|pasma|ipaf)(?: (gold|blue|green|black|red|white))? card$`)
	// answeredFor open what the writer answered for: "accountable for $14M in equipment".
	answeredFor = wordSet(`accountable responsible`)
	// underWay open a study or a task the writer is in the middle of.
	underWay = wordSet(`finishing completing pursuing studying earning taking starting`)
	// skillLevels say how well the writer works with what follows: "advanced excel".
	skillLevels = wordSet(`advanced intermediate basic expert strong working`)
	// recentWork is work done over a recent stretch: "cmm programming (pc-dmis) last 2 years".
	recentWork = regexp.MustCompile(`(?i)^((?:\S+\s+){0,2}\S+(?:ing|work)\b.*?)\s+(?:for\s+)?(?:the\s+)?(?:last|past)\s+(\d+\+?\s+(?:years?|months?))$`)
	// countAfter is a count after its noun: "as9100 audits x3", "promotions x2".
	countAfter = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N}&/ -]*?s)\s+x\s?(\d+)$`)
	// heldSince is a credential's letters held since a year: "arrt (r) since 2020".
	heldSince = regexp.MustCompile(`(?i)^([a-z]{2,6}(?:-[a-z]{1,4})?(?: \([a-z]{1,3}\))?) since ((?:19|20)\d{2})(?: and ([a-z]{2,6}(?:-[a-z]{1,4})?) (in progress|under ?way|pending|scheduled|booked|next))?$`)
	// credentialYear is a credential and the year it was earned: "CDA credential in 2023".
	credentialYear = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N}&/+ -]*?\s(?:credential|certification|certificate|license|licence|belt))\s+(?:in\s+)?((?:19|20)\d{2})$`)
	// credentialNamed is a credential named and nothing else: "lean six sigma green belt".
	credentialNamed = regexp.MustCompile(`(?i)^(?:[\p{L}][\p{L}\p{N}&/+-]*\s){0,5}(?:credential|certification|certificate|license|licence|belt|diploma)$`)
)

// credentialCase writes a credential's name typed in lower case in capitals, as it is
// printed: "lean six sigma green belt" → "Lean Six Sigma Green Belt"; what the user capitalised
// stays, and the kind of credential stays a common noun ("CDA credential").
func credentialCase(name string) string {
	words := strings.Fields(name)
	for i, w := range words {
		lw := strings.ToLower(w)
		switch {
		case !isLowerWord(w) || i == len(words)-1 && credentialNouns[lw] && lw != "belt":
		case knownCasing[lw] != "":
			words[i] = knownCasing[lw]
		case len(lw) <= 4 && !strings.ContainsAny(lw, "aeiouy"), strings.Contains(lw, "-") && len(lw) <= 8:
			words[i] = strings.ToUpper(w) // "cda", "ccc-slp"
		case lw == "of" || lw == "and" || lw == "in" || plainCredentialWords[lw]:
		default:
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// credentialThenMore is a credential's letters and then the line's other facts, the first a
// length of time: "ccc-slp, 4 years in a school district".
var credentialThenMore = regexp.MustCompile(`(?i)^([a-z]{2,5}(?:-[a-z]{1,5})?|(?:NASM|ACE|NSCA|ISSA) CPT|ISTQB Foundation), (\d+\+? (?:years?|months?)\b.*)$`)

var (
	// rankLine is a rank held and where: "#1 in region 2 of last 3 years", "top 5% in the
	// country".
	// rankOf is a rank among a group and for how long: "top 10% of team 3 quarters", "#1 on
	// the team 2 of the last 3 years".
	rankOf   = regexp.MustCompile(`(?i)^(top \d+%|top \d+|#\d+) (?:of|on) ((?:the |my )?(?:team|region|district|class|cohort|store|office|branch|company|floor|site|agents|reps))(?: (?:for )?(\d+ (?:straight |consecutive )?(?:years|quarters|months|weeks)|\d+ of (?:the )?last \d+ (?:years|quarters|months)))?$`)
	rankLine = regexp.MustCompile(`(?i)^(#\d+|top \d+%?|number one|no\. ?1) in ((?:the |my )?[a-z][a-z ]*?)(?: (\d+ of (?:the )?last \d+ (?:years|quarters|months)))?(,.*)?$`)
	// credentialTenure is a credential's letters and how long it has been held: "otr/l 5 yrs".
	credentialTenure = regexp.MustCompile(`(?i)^([a-z]{2,5}(?:[/-][a-z]{1,4})?) (\d+\+? (?:years?|months?))(?:,\s*(.+)| (at .+))?$`)
	// workAtTenure is work done at an employer for a time: "front desk and admin at valley
	// dental group 3 years".
	workAtTenure = regexp.MustCompile(`(?i)^([a-z][a-z &/-]{2,40}?) at ([a-z][\w&' .-]{1,40}?) (\d+\+? (?:years?|months?))$`)
	// licenceActive is a licence and its standing: "dea license active".
	licenceActive = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N} -]*?) licen[cs]e (active|current|valid|in good standing)$`)
	// lettersYear is a credential's letters and the year it was earned: "aicp 2023".
	lettersYear = regexp.MustCompile(`(?i)^([a-z]{3,6}(?:-[a-z]{1,2})?) (?:in )?((?:19|20)\d{2})(?: \(([^()]+)\))?$`)
)

// acronymCase writes the words of a name that read as letters in capitals ("cda credential"
// → "CDA credential") and leaves the rest as typed.
func acronymCase(name string) string {
	words := strings.Fields(name)
	for i, w := range words {
		if lw := strings.ToLower(w); knownCasing[lw] != "" && isLowerWord(w) {
			words[i] = knownCasing[lw]
		} else if isLowerWord(w) && len(w) <= 4 && vowelCount(w) == 0 {
			words[i] = strings.ToUpper(w)
		}
	}
	return strings.Join(words, " ")
}

var credentialNouns = wordSet(`credential certification certificate license licence belt`)

// roleLetters are roles typed as their letters before "at": only where the letters name one
// role in any field.
var roleLetters = map[string]string{
	"a&p": "A&P mechanic",
	"csm": "customer success manager", "sdr": "sales development representative", "bdr": "business development representative",
	"tam": "technical account manager", "pmm": "product marketing manager", "csr": "customer service representative",
	"bsa": "business systems analyst",
}

var usedDaily = wordSet(`daily weekly`)

// toolsUsedDaily is a tool used daily, then which of its parts and what else: "Adobe CC daily
// (Illustrator, InDesign), some Figma".
var toolsUsedDaily = regexp.MustCompile(`(?i)^(.+?) (daily|weekly|every day)( \([^()]+\))?(?:, (.+))?$`)

// rankScope is where a rank was held, with "my" before a place of the writer's own: "my
// region", "the nation".
func rankScope(s string) string {
	if strings.HasPrefix(s, "the ") || strings.HasPrefix(s, "my ") {
		return s
	}
	switch strings.ToLower(s) {
	case "region", "district", "territory", "area", "division", "team", "class", "cohort", "store", "office", "branch", "company":
		return "my " + strings.ToLower(s)
	case "country", "nation", "state", "world", "us":
		return "the " + strings.ToLower(s)
	}
	return s
}

// plainLicenceWords are short words before "license" that are not its letters.
var plainLicenceWords = wordSet(`bar tax gun pet my`)

// metricNames are words that name a figure people track: a note that gives them figures
// ("nrr 118% last fy, gross churn 4%") states results.
var metricNames = regexp.MustCompile(`(?i)\b(nrr|grr|arr|mrr|churn|retention|nps|csat|conversion|margin|revenue|growth|accuracy|uptime|p\d\d|latency|turnover|attainment|utili[sz]ation|occupancy|yield|scrap|defects?|win rate|close rate|cac|ltv|roi|gmv|aov|open rate|click rate|ctr|quota|caseload|score|rating|collections|loss ratio|combined ratio|expense ratio|csi)\b`)

// changeClause is a measure's change, already a clause: "AR over 90 days fell from 18% to 7%".
var changeClause = regexp.MustCompile(`^[\p{L}][\p{L}\p{N} -]*? (?:fell|rose|went|dropped|grew|climbed|improved|down|up) (?:from|to|by) `)

// metricPart is one figure by its name: "gross churn 4%", "NRR 118% last fiscal year".
var metricPart = regexp.MustCompile(`^([\p{L}][\p{L}\p{N}&/ -]*?)\s+(~?(?:about |approximately )?[$€£]?\d[\d.,]*(?:%|[kKmMbB]\b|x\b)?\+?)(\s.*)?$`)

// metricSentence writes figures given by their names as a sentence: "NRR was 118% last fiscal
// year, and gross churn was 4%." It returns "" unless every part is a named figure.
func metricSentence(core string) string {
	parts := strings.Split(core, ", ")
	var out []string
	for i, part := range parts {
		if rank := rankOfClause(part); rank != "" && i > 0 {
			out = append(out, rank) // "csat 94%, top 10% of team 3 qtrs"
			continue
		}
		if i > 0 && changeClause.MatchString(part) {
			part = strings.Replace(strings.Replace(part, " down from ", " fell from ", 1), " up from ", " rose from ", 1)
			out = append(out, part) // "collections 96%, ar over 90 days down from 18% to 7%": a clause of its own
			continue
		}
		m := metricPart.FindStringSubmatch(strings.TrimSpace(part))
		if m == nil || !metricNames.MatchString(m[1]) || pastTenseVerbs[strings.ToLower(strings.Fields(m[1])[0])] || complementWords[strings.ToLower(lastWord(m[1]))] || namesARole(m[1]) {
			return ""
		}
		name := m[1]
		if len(out) == 0 {
			name = plaintext.UpperFirst(name)
		}
		if measure, ok := strings.CutSuffix(name, " up"); ok {
			out = append(out, measure+" rose "+m[2]+m[3]) // "yield up 15% after…" → "Yield rose 15% after…"
			continue
		} else if measure, ok := strings.CutSuffix(name, " down"); ok {
			out = append(out, measure+" fell "+m[2]+m[3])
			continue
		}
		verb := " was "
		if lw := strings.ToLower(lastWord(name)); strings.HasSuffix(lw, "s") && !strings.HasSuffix(lw, "ss") && !strings.HasSuffix(lw, "us") && !isAcronym(lastWord(name)) && lw != "nps" && lw != "roi" {
			verb = " were " // "collections 96%" → "Collections were 96%"
		}
		out = append(out, name+verb+m[2]+m[3])
	}
	return strings.Join(out, ", and ")
}

// rankOfClause writes a rank among others and for how long as the writer's: "top 10% of team 3
// quarters" → "I was in the top 10% of my team for 3 quarters"; "" for any other text.
func rankOfClause(s string) string {
	m := rankOf.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return ""
	}
	out := "I was "
	if strings.HasPrefix(strings.ToLower(m[1]), "top") {
		out += "in the " + strings.ToLower(m[1]) + " of " + rankScope(m[2])
	} else {
		out += m[1] + " on " + rankScope(m[2])
	}
	switch {
	case strings.Contains(m[3], " of "):
		out += " in " + strings.Replace(m[3], " of last ", " of the last ", 1)
	case m[3] != "":
		out += " for " + m[3]
	}
	return out
}

// qualificationName writes a qualification's letters as they are printed: "nvq" → "NVQ",
// "cache" → "CACHE".
func qualificationName(letters string) string {
	return strings.ToUpper(letters)
}

var (
	// associateDegree is an associate's degree typed by its letters, which are also English
	// words ("as", "aa"), so only before "in … from": "as in resp care from pima cc 2020".
	associateDegree = regexp.MustCompile(`(?i)^(as|aas|aa|aos|aps) in ([\p{L}][\p{L} &-]*?) from ([\p{L}][\p{L} .&'-]*?)(?:,? (?:in )?((?:19|20)\d\d))?$`)
	// degreeThenSchool is a degree and its subject, then the school after a comma.
	degreeThenSchool = regexp.MustCompile(`(?i)^(\S+) ([a-z][a-z &/-]*?), ([a-z][a-z .&'-]*?)(?:,? (?:in )?((?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* )?(?:19|20)\d\d))?(?:,? gpa (\d\.\d+))?$`)
	// certifiedCovering is a certification the writer holds, then what it covers: "aws d1.1
	// certified, 3g/4g plate".
	certifiedCovering = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N}./ -]{1,30}?) certified(?:,? (.+))?$`)
	// inProgressAfter is a credential held and another under way: "osha 30, chst in progress".
	inProgressAfter = regexp.MustCompile(`(?i)^(.+?), ([\p{L}][\p{L}\p{N} -]*) in progress$`)
	// credentialItem is a credential typed by its letters: "rrt", "nps cert", "bls".
	credentialItem = regexp.MustCompile(`(?i)^([a-z]{2,5}(?:-[a-z]{1,3})?)(?: (?:cert|certified|certificate|certification|credential))?$`)
)

var (
	// subjectThenDegree is a subject typed before its degree, then the school: "math and econ
	// ba, univ of michigan 2024".
	subjectThenDegree = regexp.MustCompile(`(?i)^([a-z][a-z&]*(?: (?:and|&) [a-z]+| [a-z]+){0,3}) (ba|bs|bsc|bsn|ma|ms|msc|mba|bba|bfa|mfa|phd)(?:,| -| –) ([a-z].+)$`)
	// degreeDashSchool is a degree and its subject, then the school after a dash: "bs
	// nursing - ohio state 2020".
	degreeDashSchool = regexp.MustCompile(`(?i)^((?:ba|bs|bsc|bsn|ma|ms|msc|mba|bba|bfa|mfa|phd|aa|as|aas)(?: [a-z&]+)*) (?:-|–) ([a-z].+)$`)
	// degreeCommaSchool is a degree alone, then its school and year: "mba, wharton 2018".
	degreeCommaSchool = regexp.MustCompile(`(?i)^(ba|bs|bsc|bsn|ma|ms|msc|mba|bba|bfa|mfa|phd|msw|mph|mpa|jd|pharmd|mlis|dpt|dnp|dnap|edd|md|dvm|dds|dmd), ([a-z][a-z .&'-]+?)(?: in)? ((?:19|20)\d\d)$`)
	// namedDegreeSchool is a degree named by its field, then the school and year: "culinary
	// degree, cia 2010".
	namedDegreeSchool = regexp.MustCompile(`(?i)^([a-z]+(?: [a-z]+)?) degree,? (?:from |at )?([a-z][a-z .&'-]+?),?(?: in)? ((?:19|20)\d\d)$`)
)
