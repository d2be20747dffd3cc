package writer

// Notes of a life and a career that no rule of noteShape knew, met on people the writer was not
// tuned on (ADR 0056): a current or earlier role, a credential and what it covers, a degree
// typed every way, an internship, a student's year, a job held before having kids, a caregiver
// for a relative, qualities, equipment run, a licence held since a year.

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// lifeShape writes a note of one of these shapes as a sentence, or returns "". It is read
// before noteShape, so a more particular shape wins over a general one.
func (p person) lifeShape(core string, words []string, first, rest string) string {
	if s := shiftsOrPending(core); s != "" {
		return s
	}
	if s := p.clauseShape(core); s != "" {
		return s
	}
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
		return p.internship(m[3], m[4], m[1], m[2], m[5])
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
		s := "I am " + article(m[1]) + strings.ToLower(m[1]) + ", majoring in " + m[2] + " at " + schoolCase(m[3])
		if m[4] != "" {
			s += ", with a " + m[4] + " GPA"
		}
		return s
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
		return p.andRest("I have "+article(m[1])+strings.ToLower(m[1]), m[2])
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
			s += roleTail(m[1], m[4], p)
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
	}
	return ""
}

var (
	// currentRole is the job held now, the line opening with "currently": "currently sr pm
	// at shiftboard".
	currentRole = regexp.MustCompile(`(?i)^(currently|now|presently) ([a-z][a-z ./-]*?) (?:at|@) (.+)$`)
	// formerRoleAt is an earlier job: "ex consultant @ deloitte 2 yrs".
	formerRoleAt = regexp.MustCompile(`(?i)^ex[- ]([a-z][a-z ./-]*?) (?:at|@) ([\p{L}][\p{L}\p{N}&.' -]*?),? (\d+(?:\.\d+)?\+? (?:years|months))$`)
	// ownedFor is a business owned, for how long, and what it holds: "own glow studio 6 yrs, 4
	// stylists".
	ownedFor = regexp.MustCompile(`(?i)^own ([a-z][a-z&' -]*?) (\d+(?:\.\d+)?\+? (?:years|months))(?:, (\d[\d,+]* [a-z][a-z -]*))?$`)
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
	hoursDone = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N} -]*?) in progress,? \(?(?:done |completed |with )?(\d+ of \d+ (?:hours|credits|modules|units|courses|clinical hours|exams|parts|papers|levels))\)?$`)
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
	someMoreTools = regexp.MustCompile(`(?i)^(.+?), (?:and )?(some|a bit of|a little|a little bit of|basic) ([^,]+)$`)
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
	more, moreKind := onlySkills(m[3])
	if kind != "tools" || moreKind != "tools" {
		return ""
	}
	return "I work with " + names + ", and " + strings.ToLower(m[2]) + " " + more // "…, and a bit of After Effects"
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
var formerRole = regexp.MustCompile(`(?i)^(?:former |ex-|ex )([a-z0-9][a-z0-9 -]*?) (\d+(?:\.\d+)?\+? (?:years|months))$`)

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
	caregiverFor = regexp.MustCompile(`(?i)^([a-z][a-z -]*?) for ((?:my|a|an|two|three|\d+) [a-z][a-z -]*?) (\d+(?:\.\d+)?\+? (?:years|months))( \([^()]+\))?$`)
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
	studentMajor = regexp.MustCompile(`(?i)^(freshman|sophomore|junior|senior|first-year|second-year|third-year|final-year)[, -]+([a-z][a-z &]*?) major (?:@|at) ([a-z][a-z .&'-]+?)(?:,? gpa (\d\.\d+))?$`)
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
	licensedRoleYears = regexp.MustCompile(`(?i)^((?:licensed|certified|registered) [a-z][a-z -]*?(?: \([A-Za-z]{2}\))?) (\d+(?:\.\d+)?\+? (?:years|months))$`)
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
