package writer

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// Note shapes (ADR 0052): a note that names no verb but says what kind of fact it is — a year
// of training, an absence, a certification, a caseload, a rise — is written as that fact; and
// the clauses a rewrite leaves ("…, with 1 with 200 users", "…, cost -35%") are tidied.

// tidyClauses tidies the clauses a rewritten sentence was left with.
func tidyClauses(out string) string {
	out = twoWiths.ReplaceAllString(out, ", with $1 and ")
	out = oneOfThem.ReplaceAllStringFunc(out, func(m string) string {
		n := oneOfThem.FindStringSubmatch(m)[1]
		if n == "1" {
			n = "one"
		}
		return ", " + n + " of them with "
	})
	out = resultClause.ReplaceAllString(out, ", with $1 $2 $3")
	out = signedClause.ReplaceAllStringFunc(out, func(m string) string {
		p := signedClause.FindStringSubmatch(m)
		verb := " rose "
		if p[2] == "-" {
			verb = " fell "
		}
		return ", and " + p[1] + verb + p[3] // "…, cost -35%" → "…, and cost fell 35%"
	})
	out = trailingCredential.ReplaceAllStringFunc(out, func(m string) string {
		c := trailingCredential.FindStringSubmatch(m)[1]
		return ", and I am " + article(c) + c + "." // "…in 2024, EIT." → "…, and I am an EIT."
	})
	if strings.HasPrefix(out, "I ") {
		out = strings.Replace(out, ", saved ", ", saving ", 1) // "…in Power BI, saving about 2 days a month"
	}
	if i := strings.Index(out, ", "); strings.HasPrefix(out, "I spent ") && i > 0 && strings.Count(out, ", ") == 1 {
		// "I spent 2 summers as an intern at Indot, bridge inspection and plan review."
		if tail := strings.Fields(strings.TrimRight(out[i+2:], ".!")); verbless(tail) && activityNoun(tail) {
			out = out[:i+2] + "working on " + out[i+2:]
		}
	}
	out = usingTools(out)
	return roseMetric.ReplaceAllString(out, " lifted $2 by $1") // "copy rose 18% completion" → "copy lifted completion by 18%"
}

var (
	// oneOfThem is a count of some of the things just named: "3 React apps, with 1 with 200
	// users" reads "3 React apps, one of them with 200 users".
	oneOfThem          = regexp.MustCompile(`, (?:with )?(\d+) with `)
	signedClause       = regexp.MustCompile(`, ([a-z][\w-]*(?: [a-z][\w-]*)?) ([+-])(\d[\d.,]*%)`)
	trailingCredential = regexp.MustCompile(`, (EIT|PE|CPA|RN|LCSW|CVT|RVT|RDH|CFA|PMP)\.$`)
	// resultClause is a measure that moved, after a comma: ", readmissions down 22%".
	resultClause = regexp.MustCompile(`, ([a-z][\w-]*(?: [a-z][\w-]*)?) (down|up) ([$€£~]?\d[^,;]*)`)
	// twoWiths are two figure clauses in a row: ", with 80 staff, with a $22M-a-year store" reads
	// ", with 80 staff and a $22M-a-year store".
	twoWiths = regexp.MustCompile(`, with ([^,]+), with `)
)

// certified words certifications held in the tone: "I hold ACLS and PALS certifications", or
// in warm and enthusiastic letters "I'm certified in ACLS and PALS".
func (p person) certified(names string) string {
	if p.tone == "warm" || p.tone == "enthusiastic" {
		return "I'm certified in " + names
	}
	if !strings.Contains(names, " and ") && !strings.Contains(names, ", ") {
		return "I hold " + names + " certification" // one
	}
	return "I hold " + names + " certifications"
}

// inThePast puts a sentence of the writer's own about the present into the past: "I have been
// a shift supervisor at Acme for 2 years." → "I was a shift supervisor at Acme for 2 years."
func inThePast(sentence string) string {
	for _, r := range [][2]string{{"I have been ", "I was "}, {"I am ", "I was "}, {"I've been ", "I was "}, {"I'm ", "I was "}, {"I have ", "I had "}} {
		if strings.HasPrefix(sentence, r[0]) {
			return r[1] + sentence[len(r[0]):]
		}
	}
	return sentence
}

// noteShape writes the shapes of note that name no verb but say what kind of fact they are:
// a year of training ("4th year apprentice"), an absence ("no lost time incidents"), a
// certification alone ("OSHA 10"), a move under way ("moving into product operations"). It
// returns "" for any other note.
func (p person) noteShape(core string, words []string, first, rest string) string {
	switch {
	case licensedRoleYears.MatchString(core):
		// "licensed journeyman plumber (IL) 7 years" → "I have been a licensed journeyman plumber
		// (IL) for 7 years"
		m := licensedRoleYears.FindStringSubmatch(core)
		return "I have been " + article(m[1]) + m[1] + " for " + m[2]
	case ownGear.MatchString(core):
		// "own truck + tools" → "I have my own truck and tools"
		return "I have my " + lowerWord(core)
	case hoursCompleted.MatchString(core):
		// "200 observation hours at 2 outpatient clinics" → "I completed 200 observation hours at…"
		return "I completed " + core
	case (first == "applying" || first == "planning" || first == "studying" || first == "preparing") && len(words) > 2:
		return "I am " + lowerWord(words[0]) + " " + rest // "applying to dpt programs next cycle"
	case subjectDegreeYear.MatchString(core):
		// "kinesiology bs 2024, cal state fullerton" → "I earned a BS in kinesiology from Cal State
		// Fullerton in 2024"
		m := subjectDegreeYear.FindStringSubmatch(core)
		deg := degreeCasing(strings.ToLower(m[2]))
		return p.degreeSentence("I earned " + article(deg) + deg + " in " + strings.ToLower(m[1]) + " from " + schoolCase(m[4]) + " in " + m[3])
	case backgroundBefore.MatchString(core):
		// "agency background before that (staffing, 2 yrs)" → "Before that, I had an agency
		// background (staffing, 2 years)"
		m := backgroundBefore.FindStringSubmatch(core)
		return "Before that, I had " + article(m[1]) + m[1] + m[2]
	case beforeKids.MatchString(core):
		// "admin asst 6 yrs at an insurance agency before kids" → "I was an administrative
		// assistant at an insurance agency for 6 years before having kids"
		plain := p
		plain.tone = ""
		s := strings.TrimSuffix(inThePast(plain.rewrite(beforeKids.ReplaceAllString(core, ""), 0)), ".")
		return s + " before having kids"
	case internAt.MatchString(core):
		// "swe intern @ capital one summer 2024 - built internal api" → "In summer 2024, I was a
		// software engineering intern at Capital One, where I built an internal API"
		m := internAt.FindStringSubmatch(core)
		s := "In " + strings.ToLower(m[3]) + " " + m[4] + ", I was " + article(m[1]) + m[1] + " at " + employer(m[2])
		if m[5] != "" {
			did := strings.TrimSuffix(p.rewrite(m[5], 0), ".")
			if strings.HasPrefix(did, "I ") {
				return s + ", where " + did
			}
		}
		return s
	case taFor.MatchString(core):
		// "ta for data structures 2 semesters" → "I was a TA for data structures for 2 semesters"
		m := taFor.FindStringSubmatch(core)
		return "I was a TA for " + m[1] + " for " + m[2]
	case winnerOf.MatchString(core):
		// "hackathon winner (hacktx 2023)" → "I was a hackathon winner (HackTX 2023)"
		m := winnerOf.FindStringSubmatch(core)
		return "I was " + article(m[1]) + m[1] + " winner" + m[2]
	case studentMajor.MatchString(core):
		// "junior, marketing major @ depaul" → "I am a junior, majoring in marketing at Depaul"
		m := studentMajor.FindStringSubmatch(core)
		return "I am " + article(m[1]) + strings.ToLower(m[1]) + ", majoring in " + m[2] + " at " + schoolCase(m[3])
	case studentGraduating.MatchString(core):
		// "high school senior, graduating june" → "I am a high school senior, graduating in June"
		m := studentGraduating.FindStringSubmatch(core)
		s := "I am " + article(m[1]) + strings.ToLower(m[1])
		if m[2] != "" {
			s += ", graduating in " + m[2]
		}
		return s
	case teamRole.MatchString(core):
		// "varsity soccer captain" → "I am the varsity soccer captain"
		return "I am the " + lowerLead(core)
	case canWork.MatchString(core):
		// "can work evenings + weekends" → "I can work evenings and weekends"
		return "I " + lowerWord(core)
	case qualities(core) != "":
		return qualities(core) // "reliable, good with people"
	case caregiverFor.MatchString(core) && isRolePhrase(strings.Fields(caregiverFor.FindStringSubmatch(core)[1])):
		// "caregiver for my grandmother 3 years (dementia)" → "I have been a caregiver for my
		// grandmother for 3 years (dementia)"
		m := caregiverFor.FindStringSubmatch(core)
		return "I have been " + article(m[1]) + m[1] + " for " + m[2] + " for " + m[3] + m[4]
	case ownTransport.MatchString(core):
		// "reliable car, ok with driving between clients" → "I have a reliable car, and I am
		// comfortable with driving between clients"
		m := ownTransport.FindStringSubmatch(core)
		s := "I have " + article(m[1]) + strings.ToLower(m[1])
		if m[2] != "" {
			more := strings.TrimSuffix(p.rewrite(m[2], 0), ".")
			if !strings.HasPrefix(more, "I ") {
				return ""
			}
			s += ", and " + more
		}
		return s
	case placeLastYears.MatchString(core):
		// "dental office last 2" → "For the last 2 years, I have worked in a dental office"
		m := placeLastYears.FindStringSubmatch(core)
		return "For the last " + m[2] + " years, I have worked in " + article(m[1]) + strings.ToLower(m[1])
	case movedTo.MatchString(core):
		// "move to us 2024, have work permit" → "I moved to the US in 2024, and I have a work permit"
		m := movedTo.FindStringSubmatch(core)
		s := "I moved to the US in " + m[1]
		if m[2] != "" {
			s += ", and I have " + article(m[2]) + strings.ToLower(m[2])
		}
		return s
	case goodAtTool.MatchString(core):
		// "excel very good, sap user" → "I am very good at Excel, and I use SAP"
		m := goodAtTool.FindStringSubmatch(core)
		s := "I am " + strings.ToLower(m[2]) + " at " + m[1]
		if m[3] != "" {
			s += ", and I use " + m[3]
		}
		return s
	case credentialNowStudying.MatchString(core):
		// "cpa (china), now study us cpa" → "I am a CPA (China), and I am now studying for the US CPA"
		m := credentialNowStudying.FindStringSubmatch(core)
		return "I am " + article(m[1]) + m[1] + " (" + titleWords(strings.ToLower(m[2])) + "), and I am now studying for the " + usPrefix(m[3])
	case averageOf.MatchString(core):
		// "avg 45-50 flag hrs/wk" → "I average 45-50 flag hours a week"
		return "I average " + averageOf.FindStringSubmatch(core)[1]
	case formerSo.MatchString(core):
		// "ex-engineer (4 yrs java) so i can go deep w/ eng" → "I was an engineer (4 years,
		// Java), so I can go deep with engineering"
		m := formerSo.FindStringSubmatch(core)
		if !isRolePhrase(strings.Fields(m[1])) {
			return ""
		}
		return "I was " + article(m[1]) + m[1] + m[2] + ", so " + m[3]
	case certNamesLine(core) != "":
		return certNamesLine(core) // "oscp, aws security specialty"
	case formerRole.MatchString(core) && formerRoleOnly(formerRole.FindStringSubmatch(core)[1]):
		// "former 4th grade teacher 2 yrs" → "Earlier, I spent 2 years as a 4th grade teacher"
		m := formerRole.FindStringSubmatch(core)
		return "Earlier, I spent " + m[2] + " as " + article(m[1]) + m[1]
	case equipmentLine(core) != "":
		return equipmentLine(core) // "bucket truck + digger derrick, cdl a"
	case goodWith.MatchString(core):
		// "good w kids, raised 3 of my own" → "I am good with kids: I raised 3 of my own"
		m := goodWith.FindStringSubmatch(core)
		s := "I am good " + strings.ToLower(m[1]) + " " + m[2]
		if m[3] != "" {
			if did := strings.TrimSuffix(p.rewrite(m[3], 0), "."); strings.HasPrefix(did, "I ") {
				return s + ": " + did
			}
			return s + ", " + m[3]
		}
		return s
	case topOnStaff.MatchString(core):
		// "top check avg on staff 4 quarters straight" → "I had the top check average on staff
		// for 4 quarters straight"
		m := topOnStaff.FindStringSubmatch(core)
		return "I had the top " + m[1] + " " + m[2] + " for " + m[3]
	case licensedSince.MatchString(core):
		// "p&c licensed (ca) since 2019" → "I have been P&C licensed (CA) since 2019"
		return "I have been " + core
	case bookOf.MatchString(core):
		// "book of 180 small biz accounts, 94% retention" → "I manage a book of 180 small
		// business accounts, with 94% retention"
		m := bookOf.FindStringSubmatch(core)
		s := "I manage a book of " + m[1]
		if m[2] != "" {
			s += ", with " + m[2]
		}
		return s
	case twoRoles.MatchString(core) && isRolePhrase(strings.Fields(twoRoles.FindStringSubmatch(core)[1])) && isRolePhrase(strings.Fields(twoRoles.FindStringSubmatch(core)[3])):
		// "personal lines csr 3 yrs, commercial lines am 2 yrs" → "I spent 3 years as a personal
		// lines CSR and 2 years as a commercial lines account manager"
		m := twoRoles.FindStringSubmatch(core)
		return "I spent " + m[2] + " as " + article(m[1]) + m[1] + " and " + m[4] + " as " + article(m[3]) + m[3]
	case crewsIn.MatchString(core):
		// "storm restoration crews in 6 states" → "I worked on storm restoration crews in 6 states"
		return "I worked on " + lowerLead(core)
	case cardEarned.MatchString(core):
		// "journeyman lineman card 2021, ibew local 77" → "I earned my journeyman lineman card in
		// 2021 (IBEW Local 77)"
		m := cardEarned.FindStringSubmatch(core)
		s := "I earned my " + lowerLead(m[1]) + " in " + m[2]
		if m[3] != "" {
			s += " (" + m[3] + ")"
		}
		return s
	case readyTo.MatchString(core):
		// "ready to leave the classroom but still teach" → "I am ready to leave the classroom but
		// still teach": what the writer wants, never the work they did.
		return "I am " + lowerWord(core)
	case hoursDone.MatchString(core):
		// "cda in progress, done 80 of 120 hrs" → "My CDA is in progress, with 80 of 120 hours done"
		m := hoursDone.FindStringSubmatch(core)
		return "My " + m[1] + " is in progress, with " + m[2] + " done"
	case roleLastYears.MatchString(core) && isRolePhrase(strings.Fields(roleLastYears.FindStringSubmatch(core)[1])):
		// "dept head last 3" → "For the last 3 years, I have been department head"
		m := roleLastYears.FindStringSubmatch(core)
		s := "For the last " + m[2] + " years, I have been " + article(m[1]) + m[1]
		if at := strings.TrimSpace(m[3]); at != "" {
			org := strings.TrimSpace(at[strings.Index(at, " ")+1:])
			s += " at " + orgAside(org) // "shift lead last 2 at the grill house (220 seats)"
		}
		if m[4] != "" {
			s += ", and I " + strings.TrimSuffix(p.rewrite(m[4], 0)[2:], ".") // ", led pd for 14 teachers"
		}
		return s
	case experienceFrom.MatchString(core):
		// "pyxis + omnicell experience from hospital externship" → "I have Pyxis and Omnicell
		// experience from a hospital externship"
		m := experienceFrom.FindStringSubmatch(core)
		where := m[3]
		if first, _, _ := strings.Cut(where, " "); !determiners[strings.ToLower(first)] {
			where = article(where) + where
		}
		return "I have " + m[1] + " experience " + m[2] + " " + where
	case credentialSince.MatchString(core):
		// "cpht (ptcb) since 2020" → "I have held the CPhT (PTCB) credential since 2020"
		m := credentialSince.FindStringSubmatch(core)
		name := m[1]
		if i := strings.Index(name, "("); i > 0 {
			name = name[:i] + strings.ToUpper(name[i:]) // "(ptcb)": the board's letters
		}
		return "I have held the " + name + " credential since " + m[2]
	case trainingInYear.MatchString(core):
		// "sterile compounding training (USP 797) in 2024" → "I completed sterile compounding
		// training (USP 797) in 2024"
		return "I completed " + lowerLead(core)
	case someMoreToolsLine(core) != "":
		// "Adobe CC and Figma, some After Effects" → "I work with Adobe CC and Figma, and some
		// After Effects"
		return someMoreToolsLine(core)
	case certifiedList.MatchString(core):
		// "cpr + first aid certified" → "I am CPR and first aid certified"
		return "I am " + core
	case typingSpeed.MatchString(core):
		// "typing 70 wpm, audio typing from dictation" → "I type at 70 words per minute, and I do
		// audio typing from dictation"
		m := typingSpeed.FindStringSubmatch(core)
		s := "I type at " + m[1] + " words per minute"
		if more := strings.TrimSpace(m[2]); more != "" {
			s += ", and I do " + lowerWord(more)
		}
		return s
	case levelTowards.MatchString(core):
		// "aat level 3, working towards level 4" → "I hold AAT Level 3, and I am working
		// towards Level 4"
		m := levelTowards.FindStringSubmatch(core)
		name := m[1]
		if isLowerWord(name) && len(name) <= 5 {
			name = strings.ToUpper(name)
		}
		return "I hold " + name + " Level " + m[2] + ", and I am " + strings.ToLower(m[3]) + " Level " + m[4]
	case currentlyAtDoing.MatchString(core):
		// "currently at tripnest - own dynamic pricing model for 12k listings" → "I am currently
		// at Tripnest, where I own the dynamic pricing model for 12k listings"
		m := currentlyAtDoing.FindStringSubmatch(core)
		did := strings.TrimSuffix(p.rewrite(m[3], 0), ".")
		if !strings.HasPrefix(did, "I ") {
			return ""
		}
		return "I am " + strings.ToLower(m[1]) + " at " + orgCase(m[2]) + ", where " + did
	case comfortableWith.MatchString(core):
		// "ok w heights + travel 3 wks on/1 off" → "I am comfortable with heights and travel (3
		// weeks on, 1 off)"
		m := comfortableWith.FindStringSubmatch(core)
		what := m[1]
		if r := rotation.FindStringSubmatchIndex(what); r != nil {
			what = strings.TrimSpace(what[:r[0]]) + " (" + what[r[2]:r[3]] + " on, " + what[r[4]:r[5]] + " off)"
		}
		return "I am comfortable with " + listWithAnd(what)
	case currentRole.MatchString(core) && isRolePhrase(strings.Fields(currentRole.FindStringSubmatch(core)[2])):
		// "currently sr pm at shiftboard (scheduling)" → "I am currently a senior PM at
		// Shiftboard (scheduling)"
		m := currentRole.FindStringSubmatch(core)
		org, doing, _ := strings.Cut(m[3], ", ")
		s := "I am " + strings.ToLower(m[1]) + " " + article(m[2]) + m[2] + " at " + orgAside(org)
		if first, _, _ := strings.Cut(doing, " "); presentVerbs[strings.ToLower(first)] {
			return s + ", where I " + lowerWord(doing) // "…, own onboarding and integrations"
		} else if doing != "" {
			return s + ", " + doing
		}
		return s
	case formerRoleAt.MatchString(core) && isRolePhrase(strings.Fields(formerRoleAt.FindStringSubmatch(core)[1])):
		// "ex consultant @ deloitte 2 yrs" → "Earlier, I spent 2 years as a consultant at Deloitte"
		m := formerRoleAt.FindStringSubmatch(core)
		return "Earlier, I spent " + m[3] + " as " + article(m[1]) + m[1] + " at " + employer(m[2])
	case ownedFor.MatchString(core):
		// "own glow studio 6 yrs, 4 stylists" → "I have owned Glow Studio for 6 years, with 4
		// stylists"
		m := ownedFor.FindStringSubmatch(core)
		s := "I have owned " + orgCase(m[1]) + " for " + m[2]
		if m[3] != "" {
			s += ", with " + m[3]
		}
		return s
	case noneFailed.MatchString(core):
		// "zero failed x-ray tests last 2 yrs" → "I had zero failed X-ray tests in the last 2
		// years"; "no failed x-rays 2 yrs" → "…in 2 years"
		m := noneFailed.FindStringSubmatch(core)
		when := m[4]
		if m[3] != "" {
			when = "the " + strings.ToLower(m[3]) + " " + when
		}
		return "I had " + strings.ToLower(m[1]) + " " + m[2] + " in " + when
	case teamMember.MatchString(core):
		// "rapid response team member" → "I am a member of the rapid response team"
		return "I am a member of the " + teamMember.FindStringSubmatch(core)[1] + " team"
	case sideProject.MatchString(core):
		// "side proj: dog walk tracker app 1.2k users" → "A side project of mine, a dog walk
		// tracker app, has 1.2k users"
		m := sideProject.FindStringSubmatch(core)
		if m[3] == "" {
			return "A side project of mine: " + m[1]
		}
		return "A side project of mine, " + article(m[1]) + m[1] + ", has " + m[2] + " " + m[3]
	case ordinalRole.MatchString(core):
		m := ordinalRole.FindStringSubmatch(core)
		if !roleNouns[strings.ToLower(m[2])] {
			return ""
		}
		s := "I am a " + m[1] + "-year " + m[2]
		switch tail := strings.TrimSpace(m[3]); {
		case tail == "":
		case strings.HasPrefix(tail, ","):
			s += tail
		default:
			s += " with " + tail
		}
		return withFigures(s)
	case strings.EqualFold(first, "caseload") && rest != "":
		return "I carry a caseload of " + strings.TrimPrefix(rest, "of ") // "caseload ~45 adults"
	case milesFree.MatchString(core):
		m := milesFree.FindStringSubmatch(core)
		return "I have driven " + m[1] + " " + strings.ToLower(m[2]) + "-free"
	case licenceOnly.MatchString(core):
		m := licenceOnly.FindStringSubmatch(core)
		if m[3] != "" {
			return "I hold a CDL-" + strings.ToUpper(m[3]) // as typed: "cdl-a"
		}
		return "I hold a Class " + strings.ToUpper(m[1]+m[2]) + " CDL"
	case cleanRecord.MatchString(core):
		return "I have a clean driving record" // "clean driving record", "clean mvr"
	case cleanRecordWith.MatchString(core):
		// "clean mvr, 0 accidents" → "I have a clean driving record, with 0 accidents"
		return "I have a clean driving record, with " + cleanRecordWith.FindStringSubmatch(core)[2]
	case drivingLicenceSentence(core) != "":
		return drivingLicenceSentence(core)
	case heldThings.MatchString(core) && verbless(words) && !startsWithNumber(core):
		held := lowerLead(core)
		if strings.HasPrefix(held, "Class ") {
			held = "a " + held // "a Class B CDL with passenger and school bus endorsements"
		}
		return "I hold " + held // "hazmat and tanker endorsements"
	case adjectiveLeads[first] && (strings.HasPrefix(rest, "with ") || strings.HasPrefix(rest, "in ") || strings.HasPrefix(rest, "at ")):
		return "I am " + listWithAnd(lowerLead(core)) // "comfortable with TypeScript, Tailwind and Jest"
	case first == "no" && len(words) > 1 && !pastTenseVerbs[strings.ToLower(words[1])]:
		return "I had " + lowerLead(core)
	case verbless(words) && activityNoun(words) && !startsWithNumber(core) && !strings.ContainsAny(core, "%$€£") && !fromTo.MatchString(core):
		return "I worked on " + lowerLead(core) // "stormwater design for 3 subdivisions"
	case promotion.MatchString(core):
		// "from line cook to junior sous chef at fable kitchen 5 years": a rise in one place.
		m := promotion.FindStringSubmatch(core)
		return withFigures("Over " + m[4] + ", I went from " + m[1] + " to " + m[2] + " at " + employer(m[3]) + m[5])
	case dailyLoad.MatchString(core):
		// "about 10 patients a day including…": the writer's daily load, in their voice.
		m := dailyLoad.FindStringSubmatch(core)
		verb := "I handle "
		switch strings.ToLower(m[1]) {
		case "patients", "clients":
			verb = "I see "
		case "students":
			verb = "I teach "
		}
		if load, what, ok := strings.Cut(core, ", "); ok && verb == "I see " && verbless(strings.Fields(what)) && !startsWithNumber(what) {
			return verb + lowerLead(load) + " for " + what // "about 9 patients a day for periodontal maintenance"
		}
		return verb + lowerLead(core)
	case papersOnly.MatchString(core):
		return "I have " + core // "4 first-author papers"
	case strings.HasSuffix(core, " daily") && toolsOnly(strings.TrimSuffix(core, " daily")):
		return "I use " + listWithAnd(core) // "HPLC, NMR and LC-MS daily"
	case patentsOnly.MatchString(core):
		return "I hold " + core // "6 patents"
	case strings.HasSuffix(core, " certified") && strings.Contains(core, ", ") && allCertifications(strings.Split(strings.TrimSuffix(core, " certified"), ", ")):
		return p.certified(plaintext.JoinAnd(strings.Split(strings.TrimSuffix(core, " certified"), ", "))) // "EPA 608 Universal, NATE certified"
	case strings.Contains(core, ", ") && allCertifications(strings.Split(core, ", ")):
		var names []string
		for _, c := range strings.Split(core, ", ") {
			names = append(names, strings.TrimSuffix(strings.TrimSuffix(c, " certified"), " certification"))
		}
		return p.certified(plaintext.JoinAnd(names)) // "OSHA 30, LEED AP", "TIPS certified, Cicerone level 1"
	case strings.Contains(core, " and ") && allCertifications(strings.Split(core, " and ")):
		return p.certified(core) // "Security+ and CySA+"
	case toolsOnly(core) && skillsKind(core) == "tools":
		if strings.Count(core, ", ") == 1 && !strings.Contains(core, " and ") {
			return "I work in " + strings.Replace(core, ", ", " and ", 1) // "Opera PMS and SynXis"
		}
		return "I work in " + listWithAnd(core) // "SolidWorks and FEA (ANSYS)"
	case certificationOnly.MatchString(core):
		name := strings.TrimSuffix(strings.TrimSuffix(core, " certified"), " certification")
		if strings.HasPrefix(strings.ToLower(name), "servsafe ") {
			name = "ServSafe " + titleWords(strings.ToLower(name[len("servsafe "):])) // "ServSafe Manager", "ServSafe Food Handler"
		}
		if strings.HasSuffix(strings.ToLower(name), " belt") {
			name = credentialCase(name)
			return "I hold a " + name // "a Six Sigma Black Belt"
		}
		return "I hold " + name + " certification"
	case certifiedParen.MatchString(core):
		m := certifiedParen.FindStringSubmatch(core)
		// "ASE certified (A4, A5)": codes in capitals; "forklift certified (sit down and
		// reach)": the kinds of truck as typed.
		items := strings.Split(m[2], ", ")
		for i, item := range items {
			if codeInBrackets.MatchString(strings.ToLower(item)) {
				items[i] = strings.ToUpper(item)
			}
		}
		return "I am " + m[1] + " certified (" + strings.Join(items, ", ") + ")"
	case trainingDone.MatchString(core):
		m := trainingDone.FindStringSubmatch(core)
		return "I have completed " + m[1] + " training" + m[2] // "gcp training done (citi)"
	case strings.Contains(core, " certified, ") && allCertifications(strings.Split(strings.Replace(core, " certified, ", ", ", 1), ", ")):
		return p.certified(plaintext.JoinAnd(strings.Split(strings.Replace(core, " certified, ", ", ", 1), ", "))) // "TIPS certified, Cicerone level 1"
	case certifiedIn.MatchString(core):
		m := certifiedIn.FindStringSubmatch(core)
		return "I became " + m[1] + " certified in " + m[2] // "CCMA certified 2024"
	case first == "on-call" && len(words) > 1 && words[1] == "for" || first == "on" && len(words) > 2 && strings.EqualFold(words[1], "call") && words[2] == "for":
		what := strings.TrimPrefix(core, words[0]+" ") // "on-call for 20+ daily jobs"
		if first == "on" {
			what = strings.TrimPrefix(what, words[1]+" ") // "on call for…"
		}
		return "I am on call " + what
	case trailingBefore.MatchString(core):
		// "3 years front desk at a dental office before that": the earlier job, told first.
		m := trailingBefore.FindStringSubmatch(core)
		plain := p
		plain.tone = "" // the tone's own wordings ("I bring 3 years") do not go into the past
		where := m[1]
		if m[2] != "" {
			where += " " + m[2] // "4 yrs diesel mechanic before that (army)": where, after the job
		}
		s := strings.TrimSuffix(inThePast(plain.rewrite(where, 0)), ".")
		if !strings.HasPrefix(s, "I ") && !strings.HasPrefix(s, "I'") {
			s = lowerWord(s)
		}
		return "Before that, " + s
	case dailyLoadList.MatchString(core) && verbless(words) && p.verbless != "":
		// "rooming, vitals, EKGs, injections, about 25 patients a day"
		m := dailyLoadList.FindStringSubmatch(core)
		return p.verbless + " " + plaintext.JoinAnd(strings.Split(lowerLead(m[1]), ", ")) + ", for " + m[2]
	case labelLine.MatchString(core):
		// "portfolio: 3 case studies", "certs: bls, acls": a label and what it holds.
		m := labelLine.FindStringSubmatch(core)
		what := strings.TrimSpace(m[2])
		if items := strings.Split(what, ", "); len(items) > 1 && !strings.Contains(what, " and ") {
			what = plaintext.JoinAnd(items) // "bls, acls" → "BLS and ACLS"
		}
		switch strings.ToLower(m[1]) {
		case "portfolio":
			return "My portfolio holds " + what
		case "certs", "certifications", "certificates", "licenses", "licences":
			return "I hold " + listWithAnd(what)
		case "tools", "stack", "software":
			return "I work with " + listWithAnd(what)
		case "languages":
			return "I speak " + listWithAnd(what)
		}
		return "My skills include " + listWithAnd(what)
	case first == "did" && len(words) > 1 && !finiteWords[strings.ToLower(words[1])]:
		return withFigures("I did " + rest) // "did anticoagulation consults with a clinic"
	case (first == "looking" || first == "hoping" || first == "aiming") && len(words) > 2:
		return "I am " + lowerWord(words[0]) + " " + rest // "looking for a tier 2 role"
	case examScheduled.MatchString(core):
		m := examScheduled.FindStringSubmatch(core)
		return "My " + m[1] + " " + strings.ToLower(m[2]) + " is scheduled for " + monthCase(m[3])
	case homeLab.MatchString(core):
		return "I run a home lab " + homeLab.FindStringSubmatch(core)[1] // "homelab with ELK and Suricata"
	case clientsIncluded.MatchString(core):
		m := clientsIncluded.FindStringSubmatch(core)
		return "My " + strings.ToLower(m[1]) + " have included " + m[2]
	case noteWithOwnClause.MatchString(core):
		return "The " + lowerLead(core) // "blog I ran grew…" → "The blog I ran grew…"
	case placement.MatchString(core):
		// "internship at roosevelt middle 600 hours, caseload about 45 students"
		m := placement.FindStringSubmatch(core)
		what := strings.ToLower(m[1])
		if m[3] != "" {
			what = m[3] + "-hour " + what
		}
		s := "I completed " + article(what) + what + " at " + orgAside(m[2])
		if tail := strings.TrimSpace(m[4]); tail != "" {
			s += ", " + strings.TrimPrefix(tail, ", ")
		}
		return withFigures(caseloadClause.ReplaceAllString(s, ", with a caseload of "))
	case credentialUnderWay.MatchString(core):
		m := credentialUnderWay.FindStringSubmatch(core)
		return "My " + m[1] + " is " + strings.ToLower(m[2]) // "My NMLS license is in progress"
	case licencePending.MatchString(core):
		m := licencePending.FindStringSubmatch(core)
		what, state := strings.TrimSpace(m[1]), ""
		if ws := strings.Fields(what); len(ws) > 1 && usStates[strings.ToLower(ws[len(ws)-1])] {
			state, what = stateCase(ws[len(ws)-1])+" ", strings.Join(ws[:len(ws)-1], " ")
		}
		return "My " + state + what + " license is pending"
	case movesUnderWay[first] && rest != "":
		return "I am " + lowerLead(core)
	}
	return ""
}

var (
	// ordinalRole is a year of a training or a course: "4th year apprentice", "3rd-year student".
	ordinalRole = regexp.MustCompile(`(?i)^(\d+(?:st|nd|rd|th))[- ]year ([a-z]+)\b(.*)$`)
	// certificationOnly is a note that names one certification and nothing else.
	certificationOnly = regexp.MustCompile(`(?i)^(?:OSHA ?\d+|BLS|ACLS|PALS|CPR|first aid|(?:Security|Network|A|CySA|CASP|PenTest|Cloud|Linux|Server|Data|Project)\+|CISSP|CCNA|CISM|OSCP|BCPS|RYT-?(?:200|500)|TIPS|Cicerone(?: level \d)?|PHTLS|TNCC|NRP|NIHSS|CCRN|CEN|EPA 60[89](?: universal| type (?:i|ii|iii))?|ASE(?: master(?: truck| auto| technician)?| [a-z]\d+)?|NATE|CCMA|CMA|RMA|CPhT|CDL(?: class [abc])?|ServSafe(?: manager| food handler)?|SHRM-S?CP|S?PHR|PMP|LEED AP|CSM|CAPM|Six Sigma \w+ belt)(?: certified| certification)?$`)
	milesFree         = regexp.MustCompile(`(?i)^([\d.,]+[kmKM]?\+? miles) (accident|incident)[- ]free$`)
	licenceOnly       = regexp.MustCompile(`(?i)^(?:class ([abc]) CDL|CDL class ([abc])|CDL-([abc]))$`)
	heldThings        = regexp.MustCompile(`(?i)\b(endorsements?|licen[cs]es?|permits?)$`)
	// adjectiveLeads open a note that says what the writer is: "comfortable with TypeScript".
	adjectiveLeads = wordSet(`comfortable proficient fluent familiar experienced skilled bilingual trilingual`)
	// movesUnderWay open a note about a change the writer is making: "moving into product ops".
	movesUnderWay = wordSet(`moving transitioning switching pivoting shifting returning relocating changing`)
)

// usingTools writes a clause that only names tools after a comma as what the work used:
// "I managed discovery for 30+ cases, Relativity and Clio." → "…, using Relativity and Clio."
func usingTools(s string) string {
	m := toolsClause.FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	for _, w := range strings.FieldsFunc(s[m[2]:m[3]], func(r rune) bool { return r == ' ' || r == ',' }) {
		if w = strings.TrimRight(w, ".!"); w != "and" && !toolNames[w] {
			return s
		}
	}
	return s[:m[2]] + "using " + s[m[2]:]
}

var (
	toolsClause = regexp.MustCompile(`, ([A-Z][\w.]*(?:,? (?:and )?[A-Z][\w.]*)*)[.!]?$`)
	// toolNames are software people name as what they worked in.
	toolNames = wordSet(`Excel Tableau NetSuite QuickBooks Xero SAP Oracle Workday Salesforce HubSpot Jira Notion Figma Sketch
Relativity Clio Dentrix Epic Cerner Procore AutoCAD Revit ServiceTitan Zendesk Intercom Shopify Looker Snowflake dbt Airflow
BigQuery PyTorch TensorFlow Python SQL R Canva Cvent Aisle Planner Rhino Enscape SketchUp Bluebeam Lumion Opera PMS SynXis Splunk CrowdStrike SentinelOne Suricata ELK WordPress Webflow SolidWorks ANSYS FEA Civil 3D Revit Fusion Creo CATIA MATLAB`)
)

// listWithAnd ends a list of three or more with "and": "fit-outs, panel upgrades, EV
// chargers" → "fit-outs, panel upgrades and EV chargers".
func listWithAnd(s string) string {
	aside := ""
	if m := trailingAside.FindStringIndex(s); m != nil {
		s, aside = s[:m[0]], s[m[0]:] // "…, root cause (5 whys)": the list, then its aside
	}
	if n := strings.Count(s, ", "); n == 0 || n == 1 && strings.ContainsFunc(s, unicode.IsDigit) || strings.ContainsAny(s, ";()") {
		return s + aside
	}
	i := strings.LastIndex(s, ", ")
	last := s[i+2:]
	if first, _, _ := strings.Cut(last, " "); first == "and" || first == "or" || startsWithNumber(last) || strings.HasSuffix(first, "ing") || pastTenseVerbs[first] ||
		strings.Contains(last, " and ") || strings.Contains(last, " or ") {
		return s + aside // "Salesforce, outreach and Gong" already has its "and"
	}
	return s[:i] + " and " + last + aside
}

// trailingAside is a bracketed aside that ends a note.
var trailingAside = regexp.MustCompile(`\s*\([^()]*\)$`)

// activityNoun reports a noun phrase whose head, among its first three words, names work done:
// "stormwater design for 3 subdivisions", "bridge inspection".
func activityNoun(words []string) bool {
	for i, w := range words {
		if i == 3 {
			break
		}
		if activityNouns[strings.ToLower(strings.Trim(w, ",;:"))] {
			return i+1 == len(words) || words[i+1] == "for" || words[i+1] == "and" || words[i+1] == "on" || words[i+1] == "of" || words[i+1] == "in" || words[i+1] == "at" || words[i+1] == "across"
		}
	}
	return false
}

var (
	activityNouns = wordSet(`design inspection review analysis planning modeling modelling drafting testing research reporting
coordination scheduling estimating surveying permitting budgeting forecasting auditing`)
	// subjectWords are fields of study: "BS biology in 2019" is the subject, not the school.
	subjectWords = wordSet(`biology chemistry physics math mathematics maths economics history english psychology nursing cs
finance accounting marketing business engineering art arts design music sociology philosophy statistics education
communications journalism law kinesiology nutrition geography geology linguistics architecture`)
)

var (
	dailyLoad           = regexp.MustCompile(`(?i)^(?:about |approximately |around )?\d[\d,]*\+? (patients|clients|students|cases|calls|tickets|orders|exams|scans|studies|covers|tables) (?:a|per) (?:day|shift|week|night)\b`)
	degreeSubjectSchool = regexp.MustCompile(`^(\S+) (?:in )?([a-z][a-z ]+?), ([A-Za-z][\w&' ]*?),? (?:in )?((?:[A-Z][a-z]+\.? )?(?:19|20)\d{2})$`)
	promotion           = regexp.MustCompile(`(?i)^from ([a-z][\w ]*?) to ([a-z][\w ]*?) at ([a-z][\w&' ]*?),? (\d+\+? (?:years?|months?))(.*)$`)
	papersOnly          = regexp.MustCompile(`(?i)^\d+\+? (?:[\w-]+ )?(?:papers|publications|peer-reviewed papers)(?: [\w ]+)?$`)
)

var (
	certifiedParen    = regexp.MustCompile(`(?i)^(\S+) certified \(([^()]+)\)$`)
	trainingDone      = regexp.MustCompile(`(?i)^(.+?) training (?:done|completed|complete)(.*)$`)
	labelLine         = regexp.MustCompile(`(?i)^(portfolio|certs|certifications|certificates|licen[cs]es|tools|stack|software|languages|skills)\s*:\s*(\S.*)$`)
	certifiedIn       = regexp.MustCompile(`(?i)^([A-Za-z][\w+-]*(?: [A-Za-z][\w+-]*)?) certified (?:in |since )?((?:19|20)\d{2})$`)
	trailingBefore    = regexp.MustCompile(`(?i)^(.+?),? before that(?: (in the [\p{L} ]+))?$`)
	dailyLoadList     = regexp.MustCompile(`^((?:[^,]+, ){2,}[^,]+), ((?:about |approximately |around )?\d[\d,]*\+? (?:patients|clients|students|customers|calls|tickets|orders|guests) (?:a|per) (?:day|shift|week))$`)
	examScheduled     = regexp.MustCompile(`(?i)^(.+?) (exam|boards?|test) (?:is )?(?:scheduled|booked|set) (?:for |in )?((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?: \d{4})?)$`)
	homeLab           = regexp.MustCompile(`(?i)^(?:a |my )?home ?lab ((?:with|on) .+)$`)
	clientsIncluded   = regexp.MustCompile(`(?i)^(clients|customers|accounts|brands|partners) (?:including|include|incl\.?|such as) (.+)$`)
	noteWithOwnClause = regexp.MustCompile(`^[a-z]+ I (?:ran|led|built|started|wrote|managed|launched|edited|founded|created|designed|grew|set up) \S`)
	placement         = regexp.MustCompile(`(?i)^(internship|externship|practicum|residency|placement|apprenticeship|fellowship|co-op) at ([^,\d]+?)(?:,? (\d[\d,]*) hours)?(,.*)?$`)
	caseloadClause    = regexp.MustCompile(`, caseload (?:of )?`)
	cleanRecord       = regexp.MustCompile(`(?i)^(?:a )?clean (?:driving|driver's|drivers|motor vehicle) record$|^(?:a )?clean mvr$`)
	// cleanRecordWith is a clean record and what shows it: "clean mvr, 0 accidents".
	cleanRecordWith = regexp.MustCompile(`(?i)^(?:a )?clean ((?:driving|driver's|drivers|motor vehicle) record|mvr),? (.+)$`)
	licencePending  = regexp.MustCompile(`(?i)^licen[cs]ed (.+?),? \(?pending\)?$`)
	// credentialUnderWay is a licence or certification still to come: "nmls license in progress".
	credentialUnderWay = regexp.MustCompile(`(?i)^(.+? (?:licen[cs]e|certification|registration|certificate)|[a-z]{2,6}(?:-[a-z]{1,4})?)(?: is)? (in progress|pending|under way|underway)$`)
)

// usStates are the US states people name after a licence ("licensed counselor ohio").
var usStates = wordSet(`alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho
illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana
nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming`)

func stateCase(w string) string { return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) }

// monthCase writes a month named after "scheduled for" with its capital: "march" is the month here.
func monthCase(s string) string {
	first, rest, _ := strings.Cut(s, " ")
	first = strings.ToUpper(first[:1]) + strings.ToLower(first[1:])
	if rest != "" {
		return first + " " + rest
	}
	return first
}

var patentsOnly = regexp.MustCompile(`(?i)^\d+\+? (?:granted |issued |us )?patents?$`)

// toolsOnly reports a note that only names tools: "SolidWorks and FEA (ANSYS)".
func toolsOnly(core string) bool {
	words := strings.FieldsFunc(core, func(r rune) bool { return r == ' ' || r == ',' || r == '(' || r == ')' || r == '+' })
	if len(words) < 2 {
		return false
	}
	tools := 0
	for _, w := range words {
		switch {
		case w == "and" || w == "&":
		case toolNames[w] || knownCasing[strings.ToLower(w)] == w && isAcronym(w):
			tools++
		default:
			return false
		}
	}
	return tools >= 2
}

// figureClauseItem is a list item that is a figure of its own: "p99 from 800ms to 120ms",
// "cost -35%", "40% fewer tickets".
func figureClauseItem(item string) bool {
	return startsWithNumber(item) || strings.ContainsAny(item, "%$€£") || fromTo.MatchString(item)
}

func allCertifications(parts []string) bool {
	for _, p := range parts {
		if !certificationOnly.MatchString(strings.TrimSpace(p)) {
			return false
		}
	}
	return true
}

var (
	// currentRole is the job held now, the line opening with "currently": "currently sr pm
	// at shiftboard".
	currentRole = regexp.MustCompile(`(?i)^(currently|now|presently) ([a-z][a-z ./-]*?) (?:at|@) (.+)$`)
	// formerRoleAt is an earlier job: "ex consultant @ deloitte 2 yrs".
	formerRoleAt = regexp.MustCompile(`(?i)^ex[- ]([a-z][a-z ./-]*?) (?:at|@) ([\p{L}][\p{L}\p{N}&.' -]*?),? (\d+\+? (?:years|months))$`)
	// ownedFor is a business owned, for how long, and what it holds: "own glow studio 6 yrs, 4
	// stylists".
	ownedFor = regexp.MustCompile(`(?i)^own ([a-z][a-z&' -]*?) (\d+\+? (?:years|months))(?:, (\d[\d,+]* [a-z][a-z -]*))?$`)
	// noneFailed is a clean record over a span: "zero failed x-ray tests last 2 years".
	noneFailed = regexp.MustCompile(`(?i)^(zero|no) ((?:failed|missed|lost|late|rejected|returned)\b[\p{L} -]*?) (?:in )?(?:the )?(?:(last|past) )?(\d+ (?:years|months|weeks|quarters))$`)
	// teamMember is a team the writer is on: "rapid response team member".
	teamMember = regexp.MustCompile(`(?i)^([a-z][a-z -]*?) team member$`)
	// sideProject is a project of the writer's own, and who uses it: "side proj: dog walk
	// tracker app 1.2k users".
	sideProject = regexp.MustCompile(`(?i)^side (?:project|proj)\s*:\s*(.+?)(?:,? (\d[\d.,]*[kKmM]?\+?) (users|downloads|subscribers|members|installs|players|customers))?$`)
)

var (
	// currentlyAtDoing is where the writer works now and what they do there: "currently at
	// tripnest - own dynamic pricing model".
	currentlyAtDoing = regexp.MustCompile(`(?i)^(currently|now) at ([\p{L}][\p{L}\p{N}&' -]*?) [-–—:] ([a-z].+)$`)
	// comfortableWith is what the writer is at ease with: "ok w heights", "fine with travel".
	comfortableWith = regexp.MustCompile(`(?i)^(?:ok|okay|fine|happy|comfortable) (?:w/?|with) (.+)$`)
	// rotation is a work rotation: "3 weeks on/1 off".
	rotation = regexp.MustCompile(`(?i)\b(\d+ (?:weeks?|days?|months?)) on ?/ ?(\d+(?: (?:weeks?|days?|months?))?) off\b`)
)

// levelTowards is a qualification's level held and the next under way: "aat level 3, working
// towards level 4".
var levelTowards = regexp.MustCompile(`(?i)^([\p{L}]+) level (\d), (working towards?|studying for|studying towards?) (?:level )?(\d)$`)

// typingSpeed is a typing speed and what else is typed: "typing 70 wpm, audio typing".
var typingSpeed = regexp.MustCompile(`(?i)^(?:typing|type|typing speed)\s*:?\s*(\d+)\s*(?:wpm|words per minute)(?:,\s*((?:audio |copy )?typing.*|dictation.*|transcription.*))?$`)

var (
	// readyTo is what the writer is ready for: "ready to leave the classroom".
	readyTo = regexp.MustCompile(`(?i)^ready (?:to|for) \S`)
	// hoursDone is a credential under way and how much of it is done: "cda in progress, done
	// 80 of 120 hrs".
	hoursDone = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N} -]*?) in progress,? \(?(?:done |completed |with )?(\d+ of \d+ (?:hours|credits|modules|units|courses|clinical hours))\)?$`)
	// roleLastYears is a role held for the last years of a career: "dept head last 3".
	roleLastYears = regexp.MustCompile(`(?i)^([a-z][a-z -]*?) (?:for )?(?:the )?last (\d+(?:\.\d+)?)(?: years)?( (?:at|@) [^,]+)?(?:, (.+))?$`)
	// experienceFrom is experience and where it came from: "pyxis experience from hospital
	// externship".
	experienceFrom = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N} &/-]*?) experience (from|at|during|in) ([a-z][a-z -]+)$`)
	// credentialSince is a credential held since a year: "cpht (ptcb) since 2020".
	credentialSince = regexp.MustCompile(`^([A-Z][A-Za-z]{1,5}(?: \([A-Za-z]{2,6}\))?) since ((?:19|20)\d\d)$`)
	// trainingInYear is a training completed in a year.
	trainingInYear = regexp.MustCompile(`(?i)^[\p{L}][\p{L} -]*? training(?: \([^()]+\))? in (?:19|20)\d\d$`)
	// someMoreTools is tools used, then some of another: "adobe cc + figma, some after effects".
	someMoreTools = regexp.MustCompile(`(?i)^([^,]+), (?:and )?some ([^,]+)$`)
	// certifiedList is certifications held, ending in "certified": "CPR and first aid certified".
	certifiedList = regexp.MustCompile(`(?i)^[\p{L}][\p{L}\p{N} /&-]* and [\p{L}][\p{L}\p{N} /&-]* certified$`)
)

// someMoreToolsLine words tools used and some of another, or returns "".
func someMoreToolsLine(core string) string {
	m := someMoreTools.FindStringSubmatch(core)
	if m == nil {
		return ""
	}
	names, kind := onlySkills(m[1])
	more, moreKind := onlySkills(m[2])
	if kind != "tools" || moreKind != "tools" {
		return ""
	}
	return "I work with " + names + ", and some " + more
}

var (
	// goodWith is what the writer is good with, and what shows it: "good w kids, raised 3 of
	// my own".
	goodWith = regexp.MustCompile(`(?i)^good (with|at|under) ([^,]+?)(?:, (.+))?$`)
	// topOnStaff is the best figure on a team over a run of periods: "top check avg on staff 4
	// quarters straight".
	topOnStaff = regexp.MustCompile(`(?i)^top ([a-z][a-z -]*?) ((?:on|in|among|across) (?:the |my )?(?:staff|team|store|region|district|company|floor)) (\d+ (?:quarters|months|years|weeks|shifts) (?:straight|running|in a row))$`)
	// licensedSince is a licence held since a year: "p&c licensed (CA) since 2019".
	licensedSince = regexp.MustCompile(`(?i)^[\p{L}&/ -]+ licensed(?: \([A-Za-z]{2}\))? since (?:19|20)\d\d$`)
	// bookOf is a book of business and how it held: "book of 180 accounts, 94% retention".
	bookOf = regexp.MustCompile(`(?i)^(?:a )?book of (\d[^,]*?)(?:, (\d[\d.]*% [a-z]+))?$`)
	// twoRoles is two jobs with their years: "personal lines csr 3 yrs, commercial lines am 2 yrs".
	twoRoles = regexp.MustCompile(`(?i)^([a-z][a-z &/-]*?) (\d+ (?:years|months)), ([a-z][a-z &/-]*?) (\d+ (?:years|months))$`)
	// crewsIn is crews worked on, and where: "storm restoration crews in 6 states".
	crewsIn = regexp.MustCompile(`(?i)^[a-z][a-z -]*? (?:crews|teams) (?:in|across) \S.*$`)
	// cardEarned is a trade's card earned in a year: "journeyman lineman card 2021, ibew local 77".
	cardEarned = regexp.MustCompile(`(?i)^([a-z][a-z -]* card) (?:in )?((?:19|20)\d\d)(?:, (.+))?$`)
)

// equipmentLine words machines the writer runs, and a licence after them ("bucket truck and
// digger derrick, Class A CDL" → "I operate a bucket truck and digger derrick, and I hold a
// Class A CDL"), or returns "".
func equipmentLine(core string) string {
	machines, licence, _ := strings.Cut(core, ", ")
	items := strings.Split(strings.ReplaceAll(machines, " and ", ", "), ", ")
	if len(items) < 2 {
		return ""
	}
	for _, it := range items {
		words := strings.Fields(strings.ToLower(it))
		if len(words) == 0 || len(words) > 3 || !equipmentNouns[words[len(words)-1]] {
			return ""
		}
	}
	s := "I operate " + article(machines) + machines
	switch {
	case licence == "":
		return s
	case classLicence.MatchString(licence):
		return s + ", and I hold a " + licence
	}
	return ""
}

// equipmentNouns are machines an operator runs.
var equipmentNouns = wordSet(`truck trucks derrick derricks forklift forklifts crane cranes excavator excavators loader loaders backhoe backhoes bulldozer dozer dozers grader graders lift lifts reach-truck scissor-lift boom booms tractor tractors skid-steer bobcat`)

// classLicence is a licence by its class: "Class A CDL".
var classLicence = regexp.MustCompile(`^Class [ABC] CDL$`)

// formerRole is an earlier job and its years, with no employer: "former 4th grade teacher 2 yrs".
var formerRole = regexp.MustCompile(`(?i)^(?:former|ex|ex-) ?([a-z0-9][a-z0-9 -]*?) (\d+\+? (?:years|months))$`)

// formerRoleOnly reports a role with no employer and no service: "4th grade teacher", not
// "consultant at deloitte" nor "army mp" (their own rules say where).
func formerRoleOnly(role string) bool {
	first, _, _ := strings.Cut(strings.ToLower(role), " ")
	return isRolePhrase(strings.Fields(role)) && !strings.Contains(role, " at ") && !armedServiceWords[first] && !startsUpperLetter(role)
}

var armedServiceWords = wordSet(`army navy marine marines usmc air coast national military`)

// formerSo is an earlier career and what it lets the writer do now: "ex-engineer (4 yrs java)
// so i can go deep w/ eng".
var formerSo = regexp.MustCompile(`(?i)^(?:ex-|ex |former )([a-z][a-z -]*?)( \([^()]+\))?,? so (I .+)$`)

// averageOf is a rate the writer averages: "avg 45-50 flag hours a week".
var averageOf = regexp.MustCompile(`(?i)^(?:avg|average|averaging) (\d[\d.,]*(?:\s*[-–]\s*\d[\d.,]*)? [a-z][a-z ]* (?:a|per) (?:day|week|month|shift|year))$`)

var (
	// caregiverFor is a role held for someone, and for how long: "caregiver for my grandmother 3 years".
	caregiverFor = regexp.MustCompile(`(?i)^([a-z][a-z -]*?) for ((?:my|a|an|two|three|\d+) [a-z][a-z -]*?) (\d+\+? (?:years|months))( \([^()]+\))?$`)
	// ownTransport is transport the writer has: "reliable car, ok with driving".
	ownTransport = regexp.MustCompile(`(?i)^((?:reliable|own|my own) (?:car|vehicle|transportation|transport|truck))(?:, (.+))?$`)
	// placeLastYears is a kind of workplace for the last years: "dental office last 2".
	placeLastYears = regexp.MustCompile(`(?i)^([a-z][a-z -]* (?:office|clinic|practice|hospital|store|restaurant|warehouse|school|kitchen|lab|bank|hotel|salon|shop|plant|factory)) (?:for )?(?:the )?last (\d+(?:\.\d+)?)(?: years)?$`)
	// movedTo is a move to the US in a year, and the right to work there.
	movedTo = regexp.MustCompile(`(?i)^mov(?:e|ed) to (?:the )?us(?:a)? (?:in )?((?:19|20)\d\d)(?:,? (?:and )?(?:i )?(?:have|got|hold) (?:a )?(work permit|green card|work visa|work authorization|ead))?$`)
	// goodAtTool is a tool the writer is good at, and another they use: "excel very good, sap user".
	goodAtTool = regexp.MustCompile(`(?i)^([\p{L}][\p{L} ]*?) (very good|good|strong|advanced|expert)(?:, ([\p{L}][\p{L} ]*?) user)?$`)
	// credentialNowStudying is a credential from another country and the local one under way.
	credentialNowStudying = regexp.MustCompile(`(?i)^([A-Za-z]{2,5}) \(([a-z ]+)\)\s*,\s*now (?:study|studying|studying for|working on|preparing for) (.+)$`)
)

// usPrefix writes "us cpa" as "US CPA".
func usPrefix(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		if strings.EqualFold(w, "us") || isLowerWord(w) && len(w) <= 4 && knownCasing[strings.ToLower(w)] != "" {
			words[i] = strings.ToUpper(w)
		}
	}
	return strings.Join(words, " ")
}

var (
	// internAt is an internship at an employer in a season, and what was done there.
	internAt = regexp.MustCompile(`(?i)^([a-z][a-z -]*? intern) (?:@|at) ([\p{L}][\p{L}&'. -]*?) (summer|fall|spring|winter|autumn) (?:in )?((?:19|20)\d\d)(?:\s*[-–—:,]\s*(.+))?$`)
	// taFor is a teaching assistantship: "ta for data structures 2 semesters".
	taFor = regexp.MustCompile(`(?i)^ta for (.+?) (\d+ (?:semesters?|terms?|quarters|years?))$`)
	// winnerOf is a prize won: "hackathon winner (hacktx 2023)".
	winnerOf = regexp.MustCompile(`(?i)^([a-z][a-z -]*?) winner( \([^()]+\))?$`)
	// studentMajor is a student's year and major: "junior, marketing major @ depaul".
	studentMajor = regexp.MustCompile(`(?i)^(freshman|sophomore|junior|senior|first-year|second-year|third-year|final-year)[, -]+([a-z][a-z &]*?) major (?:@|at) ([a-z][a-z .&'-]+)$`)
	// studentGraduating is a student and when they graduate: "high school senior, graduating june".
	studentGraduating = regexp.MustCompile(`(?i)^((?:high school |college |university |grad |graduate )?(?:senior|junior|student))(?:, graduating (?:in )?(.+))?$`)
	// teamRole is a position held on a team or club: "varsity soccer captain", "pta treasurer".
	teamRole = regexp.MustCompile(`(?i)^[a-z][a-z -]* (?:captain|co-captain|president|vice president|treasurer|secretary)$`)
	// canWork is what the writer can do: "can work evenings + weekends".
	canWork = regexp.MustCompile(`(?i)^can (?:work|start|drive|travel|lift|commit)\b`)
)

// qualityWords are qualities a writer names in a note: "reliable, good with people".
var qualityWords = wordSet(`reliable punctual hardworking hard-working organized organised friendly patient honest dependable flexible motivated self-motivated detail-oriented calm positive outgoing responsible trustworthy energetic`)

// qualities writes a note of qualities as the writer's ("I am reliable and good with
// people"), or returns "".
func qualities(core string) string {
	items := strings.Split(strings.ReplaceAll(core, " and ", ", "), ", ")
	if len(items) < 2 {
		return ""
	}
	for _, it := range items {
		lw := strings.ToLower(strings.TrimSpace(it))
		if !qualityWords[lw] && !strings.HasPrefix(lw, "good with ") && !strings.HasPrefix(lw, "good at ") && !strings.HasPrefix(lw, "great with ") {
			return ""
		}
	}
	return "I am " + plaintext.JoinAnd(items)
}

// beforeKids is a job held before a break to raise children.
var beforeKids = regexp.MustCompile(`(?i)\s+before (?:my |having |the )?(?:kids|children|baby|babies)$`)

var (
	// licensedRoleYears is a licensed role, its state and its years.
	licensedRoleYears = regexp.MustCompile(`(?i)^((?:licensed|certified|registered) [a-z][a-z -]*?(?: \([A-Za-z]{2}\))?) (\d+\+? (?:years|months))$`)
	// ownGear is gear the writer owns: "own truck + tools".
	ownGear = regexp.MustCompile(`(?i)^own (?:truck|tools|vehicle|car|van|equipment|kit)\b`)
	// hoursCompleted is hours of training done: "200 observation hours at 2 clinics".
	hoursCompleted = regexp.MustCompile(`(?i)^\d[\d,]*\+? (?:observation|clinical|volunteer|shadowing|practicum|internship|supervised|flight|training) hours\b`)
	// subjectDegreeYear is a subject, its degree and year, then the school: "kinesiology bs
	// 2024, cal state fullerton".
	subjectDegreeYear = regexp.MustCompile(`(?i)^([a-z][a-z ]*?) (bs|ba|bsc|ms|ma|msc|mba|phd|bba) (?:in )?((?:19|20)\d\d),? ([a-z][a-z .&'-]+)$`)
	// backgroundBefore is a background the writer had before: "agency background before that
	// (staffing, 2 yrs)".
	backgroundBefore = regexp.MustCompile(`(?i)^([a-z][a-z -]* background),? before that( \([^()]+\))?$`)
)
