package writer

// Notes of the work itself that no other shape knew, met on people the writer was not tuned
// on (ADR 0057): shifts worked at a place, freelancing since a time, an internship by its
// season and a two-digit year, a list of clinical skills led by one that is also a verb, a
// list ending in a certification, a portfolio's address.

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// workShape writes a note of one of these shapes as a sentence, or returns "". It is read
// after lifeShape and before noteShape.
func (p person) workShape(core string, words []string) string {
	switch {
	case shiftWorkAt.MatchString(core):
		// "small animal ER overnights at bluepearl, 3 years" → "I worked small animal ER
		// overnights at Bluepearl for 3 years"
		m := shiftWorkAt.FindStringSubmatch(core)
		return "I worked " + lowerLead(m[1]) + " at " + employer(m[2]) + " for " + m[3]
	case freelanceSince.MatchString(core):
		// "freelance since grad: 12 logo and brand kits…" → "Since graduating, I have worked
		// freelance: 12 logo and brand kits…"
		m := freelanceSince.FindStringSubmatch(core)
		since := m[1]
		if graduationWords[strings.ToLower(since)] {
			since = "graduating"
		}
		return "Since " + since + ", I have worked freelance: " + m[2]
	case roleSince.MatchString(core) && isRolePhrase(strings.Fields(roleSince.FindStringSubmatch(core)[1])):
		// "assistant manager since Jan, doing schedules for 12 trainers" → "I have been an
		// assistant manager since January, doing schedules for 12 trainers"
		m := roleSince.FindStringSubmatch(core)
		role := lowerLead(m[1])
		s := "I have been " + article(role) + role + m[2] + " since " + monthWritten(m[3])
		if tail := m[4]; tail != "" {
			s += roleTail(role, tail, p)
		}
		return s
	case bestOnTeam.MatchString(core) && verbless(strings.Fields(trailingAside.ReplaceAllString(core, ""))):
		// "top retention saves on my team in 2024 (…)" → "I had the top retention saves on
		// my team in 2024 (…)"
		return "I had the " + lowerLead(core)
	case seasonsAs.MatchString(core) && isRolePhrase(strings.Fields(seasonsAs.FindStringSubmatch(core)[1])):
		// "seasonal tax preparer 3 seasons at h&r block" → "I have worked 3 seasons as a
		// seasonal tax preparer at H&R Block"
		m := seasonsAs.FindStringSubmatch(core)
		role := lowerLead(m[1])
		return "I have worked " + m[2] + " " + strings.ToLower(m[3]) + " as " + article(role) + role + " at " + employer(m[4])
	case learningNow.MatchString(core):
		// "learning Revit on my own, did the Autodesk Revit certificate course in 2025" → "I am
		// learning Revit on my own, and I did…"
		m := learningNow.FindStringSubmatch(core)
		s := "I am " + lowerWord(m[1])
		if m[2] != "" {
			s += ", and " + p.clause(m[2])
		}
		return s
	case degreeYearThenSchool.MatchString(core) && degreeYearSchool2(degreeYearThenSchool.FindStringSubmatch(core)):
		// "bs accounting 2022, cal state fullerton" → "I earned a BS in accounting from Cal
		// State Fullerton in 2022"
		m := degreeYearThenSchool.FindStringSubmatch(core)
		deg := degreeCasing(strings.ToLower(m[1]))
		return p.degreeSentence("I earned " + article(deg) + deg + " in " + strings.ToLower(m[2]) + " from " + schoolCase(m[4]) + " in " + m[3])
	case calmWith.MatchString(core):
		return "I am " + lowerWord(core) // "calm with upset owners (daily)"
	case givingSince.MatchString(core):
		// "foster for the county shelter since 2022, 15 dogs so far" → "I have fostered for the
		// county shelter since 2022, 15 dogs so far"
		m := givingSince.FindStringSubmatch(core)
		return "I have " + givenWork[strings.ToLower(m[1])] + " " + m[2]
	case programDone.MatchString(core):
		// "SLPA certificate program done in May 2025 (100 fieldwork hours)" → "I completed an
		// SLPA certificate program in May 2025 (…)"
		m := programDone.FindStringSubmatch(core)
		return "I completed " + article(m[1]) + lowerLead(m[1]) + " " + m[2]
	case credentialSinceCerts.MatchString(core):
		// "RDA (CA) since 2023, xray and coronal polish certificates" → "I have been an RDA
		// (CA) since 2023, and I hold X-ray and coronal polish certificates"
		m := credentialSinceCerts.FindStringSubmatch(core)
		name := strings.ToUpper(m[1])
		return "I have been " + article(name) + name + m[2] + " since " + m[3] + ", and I hold " + xray.ReplaceAllString(m[4], "X-ray") + " " + m[5]
	case salesRun.MatchString(core):
		// "retail sales about $3k a month in skincare" → "My retail sales are about $3k a month
		// in skincare"
		m := salesRun.FindStringSubmatch(core)
		return "My " + strings.ToLower(m[1]) + "sales are " + m[2] + m[3]
	case degreeUnderWay.MatchString(core):
		// "associate degree in business (in progress, done Dec)" → "My associate degree in
		// business is in progress (done Dec)"
		m := degreeUnderWay.FindStringSubmatch(core)
		s := "My " + lowerLead(m[1]) + " is in progress"
		if m[2] != "" {
			s += " (" + m[2] + ")"
		}
		return s
	case toolsThenLearning.MatchString(core) && toolPhrase(toolsThenLearning.FindStringSubmatch(core)[1]) != "":
		// "Excel (VLOOKUP, pivot tables), learning Power BI" → "I use Excel (VLOOKUP, pivot
		// tables), and I am learning Power BI"
		m := toolsThenLearning.FindStringSubmatch(core)
		return "I use " + toolPhrase(m[1]) + ", and I am " + strings.ToLower(m[2]) + " " + m[3]
	case doneDaily.MatchString(core):
		return "I do " + lowerWord(core) // "cycle counts daily" → "I do cycle counts daily"
	case roleThenRole.MatchString(core) && isRolePhrase(strings.Fields(roleThenRole.FindStringSubmatch(core)[1])) && isRolePhrase(strings.Fields(roleThenRole.FindStringSubmatch(core)[3])):
		// "picker/packer 2 years then inventory control associate 1 year at a Target DC" → "I
		// was a picker/packer for 2 years, then an inventory control associate for 1 year at a
		// Target DC"
		m := roleThenRole.FindStringSubmatch(core)
		first, second := lowerLead(m[1]), strings.ToLower(m[3])
		s := "I was " + article(first) + first + " for " + m[2] + ", then " + article(second) + second + " for " + m[4]
		if m[5] != "" {
			s += " at " + employer(m[5])
		}
		return s
	case workModeSince.MatchString(core):
		// "remote since 2021" → "I have worked remotely since 2021"
		m := workModeSince.FindStringSubmatch(core)
		return "I have worked " + workModeWords[strings.ToLower(strings.ReplaceAll(m[1], " ", "-"))] + " since " + m[2]
	case seasonIntern.MatchString(core):
		// "summer 22 intern at a print shop - did prepress and file checks" → "In summer '22,
		// I was an intern at a print shop, where I did prepress and file checks"
		m := seasonIntern.FindStringSubmatch(core)
		return p.internship(m[1], m[2], strings.ToLower(m[3]), m[4], m[5])
	case partwayThrough.MatchString(core):
		// "halfway through the Google Data Analytics certificate, know SQL and some Tableau" →
		// "I am halfway through the Google Data Analytics certificate, and I know SQL and some
		// Tableau"
		m := partwayThrough.FindStringSubmatch(core)
		s := "I am " + strings.ToLower(m[1]) + " " + m[2]
		if m[3] != "" {
			return s + ", and " + p.clause(m[3])
		}
		return s
	case credentialInYear.MatchString(core) && verbless(words):
		// "Le Cordon Bleu pastry diploma 2020" → "I earned a Le Cordon Bleu pastry diploma in 2020"
		m := credentialInYear.FindStringSubmatch(core)
		return "I earned " + article(m[1]) + m[1] + " in " + m[2]
	case awardNamed.MatchString(core):
		// "teller of the quarter twice (2023, 2024)" → "I was named teller of the quarter twice
		// (2023, 2024)"
		m := awardNamed.FindStringSubmatch(core)
		times := m[2]
		if n := strings.TrimSuffix(strings.ToLower(times), "x"); n != strings.ToLower(times) && n != "" {
			times = n + " times"
		}
		return strings.TrimSpace("I was named " + strings.ToLower(m[1]) + " " + times + m[3])
	case powerUser.MatchString(core):
		// "Notion and Google Workspace power user" → "I am a Notion and Google Workspace power user"
		return "I am " + article(core) + core
	case examAhead.MatchString(core):
		return "I am " + lowerWord(core) // "sitting for the journeyman exam in March"
	case degreeYearSchool.MatchString(core) && degreeWords[strings.ToLower(degreeYearSchool.FindStringSubmatch(core)[1])]:
		// "DPT 2019 (univ of delaware)" → "I earned a DPT from the University of Delaware in 2019"
		m := degreeYearSchool.FindStringSubmatch(core)
		deg := degreeCasing(strings.ToLower(m[1]))
		return p.degreeSentence("I earned " + article(deg) + deg + " from " + schoolCase(m[3]) + " in " + m[2])
	case fieldYearsAt.MatchString(core) && workField(fieldYearsAt.FindStringSubmatch(core)[1]):
		// "outpatient orthopedics 5 years at athletico, about 12 patients a day" → "I have worked
		// in outpatient orthopedics at Athletico for 5 years, with about 12 patients a day"
		m := fieldYearsAt.FindStringSubmatch(core)
		s := "I have worked in " + lowerLead(m[1]) + " at " + employer(m[3]) + " for " + m[2]
		if m[4] != "" {
			s += ", with " + m[4]
		}
		return s
	case countOfThem.MatchString(core):
		// "Phase I/II ESAs, about 60 of them" → "I have worked on about 60 Phase I/II ESAs"
		m := countOfThem.FindStringSubmatch(core)
		return "I have worked on " + m[2] + " " + m[1]
	case currentCredential.MatchString(core):
		// "40-hour HAZWOPER, current" → "I hold a current 40-hour HAZWOPER certification"
		m := currentCredential.FindStringSubmatch(core)
		return "I hold a current " + strings.Replace(m[1], "-hr ", "-hour ", 1) + " certification"
	case licenceAndRecord.MatchString(core):
		// "valid driver's license, clean record" → "I hold a valid driver's license, and I have
		// a clean driving record"
		m := licenceAndRecord.FindStringSubmatch(core)
		return "I hold " + article(m[1]) + m[1] + ", and I have a clean driving record"
	case deskMoved.MatchString(core):
		// "help desk from tier 1 to tier 2 at a 600 seat law firm, 3 years" → "I have spent 3
		// years on the help desk at a 600 seat law firm, moving from tier 1 to tier 2"
		m := deskMoved.FindStringSubmatch(core)
		return "I have spent " + m[4] + " on the " + strings.ToLower(m[1]) + " at " + placeOf(m[3]) + ", moving " + m[2]
	case graduatedWith.MatchString(core):
		// "graduated in May 2025, BA communications, university of oregon" → "I graduated in May
		// 2025 with a BA in communications from the University of Oregon"
		m := graduatedWith.FindStringSubmatch(core)
		deg := degreeCasing(strings.ToLower(m[2]))
		return p.degreeSentence("I graduated " + m[1] + " with " + article(deg) + deg + " in " + strings.ToLower(m[3]) + " from " + schoolCase(m[4]))
	case internshipThen.MatchString(core):
		// "internship at a PR agency last summer - wrote press releases, built media lists" →
		// "Last summer, I interned at a PR agency, where I wrote press releases and built media lists"
		m := internshipThen.FindStringSubmatch(core)
		return plaintext.UpperFirst(m[2]) + ", I interned at " + placeOf(m[1]) + ", where I " + plaintext.JoinAnd(strings.Split(m[3], ", "))
	case trainedIn.MatchString(core):
		// "medication trained, and I give meds on the unit" → "I am medication trained, and I
		// give meds on the unit"
		return "I am " + lowerWord(core)
	case roleArrowAt.MatchString(core) && isRolePhrase(strings.Fields(roleArrowAt.FindStringSubmatch(core)[2])):
		// "from operations manager to senior operations manager at Sysco" → "At Sysco, I rose
		// from operations manager to senior operations manager"
		m := roleArrowAt.FindStringSubmatch(core)
		return "At " + placeOf(m[3]) + ", I rose from " + m[1] + " to " + m[2]
	case rotatingRole.MatchString(core):
		// "charge nurse on nights about twice a month" → "I work as charge nurse on nights about
		// twice a month"
		return "I work as " + lowerWord(core)
	case currentAndUnderWay.MatchString(core):
		// "ACLS and BLS current, CCRN in progress" → "I hold current ACLS and BLS
		// certifications, and my CCRN is in progress"
		m := currentAndUnderWay.FindStringSubmatch(core)
		s := "I hold current " + m[1] + " certification"
		if strings.Contains(m[1], " and ") {
			s += "s"
		}
		return s + ", and my " + m[2] + " is in progress"
	case degreeSchoolYear.MatchString(core) && degreeWords[strings.ToLower(degreeSchoolYear.FindStringSubmatch(core)[1])]:
		// "MBA, Ohio State, 2015" → "I earned an MBA from Ohio State in 2015"
		m := degreeSchoolYear.FindStringSubmatch(core)
		deg := degreeCasing(strings.ToLower(m[1]))
		if full := plainDegrees[strings.ToLower(m[1])]; full != "" {
			deg = full // "masters in reading ed" → "a master's degree in reading education"
		}
		s := "I earned " + article(deg) + deg
		if m[2] != "" {
			s += " in " + educationWord(m[2])
		}
		if m[3] != "" {
			s += " from " + schoolCase(m[3])
		}
		return p.degreeSentence(s + " in " + m[4])
	case taFor.MatchString(core) == false && taForCourse.MatchString(core):
		return "I was a TA for " + taForCourse.FindStringSubmatch(core)[1] // "ta for intro to c"
	case credentialsThen.MatchString(core):
		// "RN, BSN - 3 years medical-surgical at Mercy General" → "I am an RN with a BSN, and I
		// have 3 years in medical-surgical at Mercy General"
		m := credentialsThen.FindStringSubmatch(core)
		return "I am " + article(m[1]) + m[1] + " with " + article(m[2]) + m[2] + ", and " + p.clause(m[3])
	case unitYears.MatchString(core):
		// "1-year stepdown" → "I have 1 year in stepdown"
		m := unitYears.FindStringSubmatch(core)
		unit := m[2]
		if m[1] != "1" {
			unit += "s"
		}
		return "I have " + m[1] + " " + unit + " in " + m[3]
	case proAdvisor.MatchString(core):
		return "I am a QuickBooks Certified ProAdvisor" // "quickbooks certified proadvisor"
	case taskForClients.MatchString(core):
		// "month end close for 14 clients" → "I handle the month end close for 14 clients"
		return "I handle the " + lowerLead(core)
	case busyPlace.MatchString(core):
		// "busy brunch spot, 250+ covers on weekends" → "I work at a busy brunch spot, with 250+
		// covers on weekends"
		m := busyPlace.FindStringSubmatch(core)
		return "I work at " + article(m[1]) + strings.ToLower(m[1]) + ", with " + m[2]
	case portfolioAt.MatchString(core):
		return "My portfolio is at " + portfolioAt.FindStringSubmatch(core)[1] // "portfolio: norawhitaker.design"
	case listEndingCertified.MatchString(core):
		// "perio maintenance and SRP, local anesthesia certified" → "My skills include perio
		// maintenance and SRP, and I am certified in local anesthesia"; "OSHA 10, forklift and
		// reach truck certified" → "I hold OSHA 10, and I am forklift and reach truck certified"
		m := listEndingCertified.FindStringSubmatch(core)
		switch names, kind := onlySkills(m[1]); {
		case kind == "skills" || kind == "tools":
			lead := "My skills include "
			if kind == "tools" {
				lead = "I work with "
			}
			return lead + names + ", and I am certified in " + m[2]
		case kind == "certifications" && equipmentCertified.MatchString(m[2]):
			return "I hold " + names + ", and I am " + strings.ToLower(m[2]) + " certified"
		}
	case loadAndKinds.MatchString(core):
		// "about 40 files a month, conventional, FHA and VA" → "I handle about 40 files a
		// month: conventional, FHA and VA"
		m := loadAndKinds.FindStringSubmatch(core)
		return "I handle " + m[1] + ": " + m[2]
	case averageAgainst.MatchString(core):
		// "clear-to-close average 21 days vs 30 branch average" → "My clear-to-close average
		// is 21 days, against a branch average of 30"
		m := averageAgainst.FindStringSubmatch(core)
		return "My " + lowerLead(m[1]) + " average is " + m[2] + ", against " + article(m[4]) + m[4] + " average of " + m[3]
	case toolEveryDay.MatchString(core) && toolPhrase(toolEveryDay.FindStringSubmatch(core)[1]) != "":
		m := toolEveryDay.FindStringSubmatch(core)
		return "I use " + toolPhrase(m[1]) + " " + strings.ToLower(m[2]) // "Encompass LOS every day"
	case nounSkillList(words):
		// "triage, IV catheters, anesthesia monitoring and dentals": what the writer does,
		// named; "triage" is no verb here.
		return "My skills include " + plaintext.JoinAnd(strings.Split(strings.ReplaceAll(core, " and ", ", "), ", "))
	}
	return ""
}

var (
	// shiftWorkAt is shifts worked at a place, and for how long.
	shiftWorkAt = regexp.MustCompile(`(?i)^([\p{L}][\p{L} -]*? (?:overnights|nights|night shifts|overnight shifts|weekends|evenings|day shifts|shifts)) (?:at|@) ([\p{L}][\p{L}&'. -]*?),? (?:for )?(\d+\+? (?:years|months))$`)
	// freelanceSince is freelance work since a time, and what it made.
	freelanceSince = regexp.MustCompile(`(?i)^freelanc(?:e|ed|ing)(?: work)? since ((?:19|20)\d\d|grad|graduating|graduation|college|uni|university|school)\s*[:,-]\s*(.+)$`)
	// seasonIntern is an internship by its season and year, the year perhaps in two figures,
	// and what the intern did.
	seasonIntern = regexp.MustCompile(`(?i)^(summer|fall|spring|winter|autumn) (?:of |in )?['’]?(\d\d|(?:19|20)\d\d),? ((?:[a-z][a-z -]*? )?intern) (?:@|at) ([\p{L}][\p{L}&'. -]*?)(?:\s*[-–—:,]\s*(.+))?$`)
	// partwayThrough is a course or credential under way, and what else the writer knows.
	partwayThrough = regexp.MustCompile(`(?i)^(halfway|partway|midway|almost|nearly|most of the way) (through .+?|done with .+?)(?:, (.+))?$`)
	// credentialInYear is a diploma or certificate by name and its year.
	credentialInYear = regexp.MustCompile(`(?i)^([\p{L}][\p{L}&'. -]* (?:diploma|certificate|certification))(?: in)? ((?:19|20)\d\d)$`)
	// equipmentCertified is machines one is certified to run: "forklift and reach truck".
	equipmentCertified = regexp.MustCompile(`(?i)^(?:forklift|reach truck|pallet jack|order picker|scissor lift|boom lift|aerial lift|crane|telehandler)(?:,? (?:and )?(?:forklift|reach truck|pallet jack|order picker|scissor lift|boom lift|aerial lift|crane|telehandler))*$`)
	// loadAndKinds is a workload and the kinds it covers: "about 40 files a month, conventional,
	// FHA and VA".
	loadAndKinds = regexp.MustCompile(`(?i)^((?:about |around |over |up to )?\d[\d,]*\+? (?:files|loans|cases|claims|tickets|calls|orders|accounts|applications|returns|shipments|deliveries|jobs|patients|clients) (?:a|per) (?:day|week|month|shift|year)), ([^,]+(?:, [^,]+)*(?: and [^,]+))$`)
	// averageAgainst is an average set against another's: "clear-to-close average 21 days vs
	// 30 branch average".
	averageAgainst = regexp.MustCompile(`(?i)^([\p{L}][\p{L} -]*?) average (\d[\d.]* [a-z]+) (?:vs\.?|versus|against) (\d[\d.]*) ([a-z]+(?: [a-z]+)?) average$`)
	// toolEveryDay is a tool used every day or shift.
	// roleSince is a role held since a month, and what goes with it: "assistant manager since
	// jan, doing schedules for 12 trainers".
	roleSince = regexp.MustCompile(`(?i)^([\p{L}][\p{L} -]+?)( on (?:nights|days|weekends|evenings|overnights))? since ((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?: (?:19|20)\d\d)?|(?:19|20)\d\d)(?:, (.+))?$`)
	// bestOnTeam is a figure the writer had more of than anyone around them: "top retention
	// saves on my team", "most 5-star reviews in the store".
	bestOnTeam = regexp.MustCompile(`(?i)^(?:top|most|highest|best|fastest|lowest) [\p{L}\p{N} -]+? (?:on|in|across|of) (?:my|the|our) (?:team|region|district|store|office|floor|shift|branch|department|company|site|unit)\b`)
	// seasonsAs is a role held for so many seasons at a place.
	seasonsAs = regexp.MustCompile(`(?i)^([\p{L}][\p{L} -]+?) (\d+|two|three|four|five|six) (seasons?|summers?) (?:at|with) (.+)$`)
	// learningNow is something being learned, and what was done toward it.
	learningNow = regexp.MustCompile(`(?i)^((?:learning|teaching myself|studying|practising|practicing) [^,]+)(?:, (.+))?$`)
	// degreeYearThenSchool is a degree, its subject and year, then its school after a comma.
	degreeYearThenSchool = regexp.MustCompile(`(?i)^([a-z]{2,4}) ([a-z][a-z ]+?) (?:in )?((?:19|20)\d\d), ([a-z][\p{L} .&'-]+)$`)
	// calmWith is a quality with the people it is shown to: "calm with upset owners".
	calmWith = regexp.MustCompile(`(?i)^(?:calm|patient|good|great|gentle|friendly|firm but fair) (?:with|around|under) `)
	// givingSince is a giving of one's time for an organisation since a year.
	givingSince = regexp.MustCompile(`(?i)^(foster|volunteer|mentor|tutor|coach|referee|docent|usher) ((?:for|at|with) .+ since .+)$`)
	// programDone is a programme or course finished at a time.
	programDone = regexp.MustCompile(`(?i)^([\p{L}][\p{L} -]*? (?:program|programme|course|bootcamp|certificate|apprenticeship|externship|practicum)) (?:done|completed|finished) ((?:in )?.+)$`)
	// credentialSinceCerts is a credential held since a year, then certificates held.
	credentialSinceCerts = regexp.MustCompile(`(?i)^([a-z]{2,5}(?:-[a-z]{1,3})?)( \([A-Za-z]{2}\))? since ((?:19|20)\d\d), (.+?) (certs|certificates|certifications)$`)
	xray                 = regexp.MustCompile(`(?i)\bx-?ray\b`)
	// salesRun is what one's sales come to over a time: "retail sales about $3k a month".
	salesRun = regexp.MustCompile(`(?i)^(retail |product |skincare |service |add-on )?sales (?:of )?((?:about |around |~)?[$€£][\d.,]+[kKmM]?(?: a| per) (?:month|week|year|day|shift|quarter))(.*)$`)
	// degreeUnderWay is a degree typed with "(in progress…)".
	degreeUnderWay = regexp.MustCompile(`(?i)^((?:associate|associate's|bachelor's|bachelors|master's|masters|aa|as|aas|ba|bs|bsn|mba|ms|msn)(?: degree)?(?: in [\p{L} &]+)?) \(in progress(?:, ([^()]+))?\)$`)
	// toolsThenLearning is tools used and another being learned.
	toolsThenLearning = regexp.MustCompile(`(?i)^(.+?), (learning|studying|picking up) (.+)$`)
	// doneDaily is a recurring task and how often: "cycle counts daily".
	doneDaily = regexp.MustCompile(`(?i)^(?:[\p{L}-]+ ){0,2}(?:counts|audits|checks|rounds|inspections|reconciliations|walkthroughs|backups|huddles|safety talks|toolbox talks) (?:daily|weekly|monthly|every day|every shift|each shift|every week)$`)
	// roleThenRole is a role held for a time, then another, perhaps at one place.
	roleThenRole = regexp.MustCompile(`(?i)^([\p{L}][\p{L}/ -]+?) (\d+\+? (?:years?|months?)),? then (?:an? )?([\p{L}][\p{L}/ -]+?) (\d+\+? (?:years?|months?))(?: at (.+))?$`)
	// peopleCount is a number of people: "6 officers", "about 12 techs".
	peopleCount = regexp.MustCompile(`(?i)^(?:(?:about |~)?\d+\+? [\p{L}-]+s|(?:a )?(?:crews?|teams?|staff|squads?) of (?:up to |about )?\d+\+?)$`)
	// crewsUpTo is crews of a size typed without "of": "crews up to 12".
	crewsUpTo = regexp.MustCompile(`(?i)^(crews|teams|squads) (?:of )?up to (\d+)$`)
	// leadRole is a role that leads the people it is with.
	leadRole = regexp.MustCompile(`(?i)\b(lead|leader|supervisor|manager|captain|foreman|head|chief|director)\b`)
	// workModeSince is the way one has worked since a time: "remote since 2021".
	workModeSince = regexp.MustCompile(`(?i)^(remote|hybrid|on-?site|part[- ]time|full[- ]time) since (.+)$`)
	toolEveryDay  = regexp.MustCompile(`(?i)^(.+?) (every day|every shift|all day|day to day)$`)
	// awardNamed is an honour named for a period, and how often: "teller of the quarter
	// twice (2023, 2024)", "employee of the month 3x".
	awardNamed = regexp.MustCompile(`(?i)^([\p{L}][\p{L} -]*? of the (?:month|quarter|year))(?: award)? ?(twice|three times|\d+x|\d+ times)?(\s*\([^()]*\))?$`)
	// powerUser is tools one is a power user of.
	powerUser = regexp.MustCompile(`(?i)^[\p{L}][\p{L}\p{N} &+-]* power user$`)
	// examAhead is an exam to be sat: "sitting for journeyman exam in march".
	examAhead = regexp.MustCompile(`(?i)^(?:sitting for|taking|scheduled for|registered for|studying for) .*\bexam\b`)
	// degreeYearSchool is a degree, its year and its school in brackets.
	degreeYearSchool = regexp.MustCompile(`(?i)^([a-z]{2,6}) ((?:19|20)\d\d) \(([^()]+)\)$`)
	// fieldYearsAt is years in a kind of work at a place, and the load: "outpatient ortho 5
	// years at athletico, about 12 patients a day".
	fieldYearsAt = regexp.MustCompile(`(?i)^([a-z][a-z /-]*?) (\d+\+? (?:years|months)) (?:at|@|with) ([^,]+?)(?:, (.+))?$`)
	// countOfThem is things done and how many: "Phase I/II ESAs, about 60 of them".
	countOfThem = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N}/ -]*?s),? ((?:about |around |over |nearly )?\d[\d,]*\+?) of them$`)
	// currentCredential is a credential kept current: "40-hour HAZWOPER, current".
	currentCredential = regexp.MustCompile(`(?i)^(\d+-(?:hr|hour) [\p{L}][\p{L} /-]*?),? (?:current|up to date|valid)$`)
	// licenceAndRecord is a driving licence and a clean record.
	licenceAndRecord = regexp.MustCompile(`(?i)^((?:a )?(?:valid |current |full )?(?:driver'?s'? licen[cs]e|driving licen[cs]e|class [abc] cdl|cdl(?:-[abc])?))(?:,| and| \+)? (?:a )?clean (?:driving )?(?:record|mvr)$`)
	// deskMoved is a help desk and the tiers moved through there.
	deskMoved = regexp.MustCompile(`(?i)^(help ?desk|service desk|support desk) (from .+? to .+?) (?:at|@) (.+?),? (\d+\+? (?:years|months))$`)
	// graduatedWith is a graduation, the degree and subject, and the school.
	graduatedWith = regexp.MustCompile(`(?i)^graduated ((?:in )?(?:[a-z]+ )?(?:19|20)\d\d),? ([a-z]{2,4}) ([a-z][a-z ]*?),? (?:from |at )?((?:university|univ|college)\b[^,]*|[^,]+ (?:university|college))$`)
	// internshipThen is an internship, when, and what was done there: "internship at a pr
	// agency last summer - wrote press releases, built media lists".
	internshipThen = regexp.MustCompile(`(?i)^(?:an? )?internship (?:at|@|with) (.+?) (last summer|this summer|last year|last fall|last spring) [-–—:]\s*((?:[a-z]+ed|wrote|built|ran|made|did|led|taught|drew|gave|took|sent) [^,]+(?:, (?:[a-z]+ed|wrote|built|ran|made|did|led|taught|drew|gave|took|sent) [^,]+)*)$`)
	// trainedIn is a training held, perhaps with what it lets the writer do.
	trainedIn = regexp.MustCompile(`(?i)^(?:medication|manual handling|first aid|safeguarding|moving and handling|fire safety|forklift) trained(?:,? and I .+)?$`)
	// roleArrowAt is a rise from one role to the next at a workplace.
	roleArrowAt = regexp.MustCompile(`(?i)^from ([a-z][\w .-]*?) to ([a-z][\w .-]*?) (?:at|@) ([^,\d]+)$`)
	// rotatingRole is a role taken now and then: "charge nurse on nights about twice a month".
	rotatingRole = regexp.MustCompile(`(?i)^(?:charge nurse|shift lead|shift supervisor|team lead|relief supervisor|preceptor|acting manager|acting supervisor)(?: on (?:nights|days|weekends|evenings))?,? (?:about |around )?(?:once|twice|\d+ times) (?:a|per) (?:week|month|shift|quarter)$`)
	// currentAndUnderWay is certifications held and one under way: "ACLS and BLS current, CCRN
	// in progress".
	currentAndUnderWay = regexp.MustCompile(`(?i)^([A-Z][\w+/ -]*?) current,? (?:and )?([A-Z][\w+/-]*) in progress$`)
	// degreeSchoolYear is a degree, perhaps its subject, perhaps its school, and its year,
	// between commas: "MBA, Ohio State, 2015", "masters in reading ed, 2021".
	degreeSchoolYear = regexp.MustCompile(`(?i)^([a-z']{2,9})(?: in ([a-z][a-z ]*?))?,(?: ([^,]+?),)? ((?:19|20)\d\d)$`)
	// taForCourse is a teaching assistantship in a course.
	taForCourse = regexp.MustCompile(`(?i)^ta for (.+)$`)
	// credentialsThen is a licence and a degree by their letters, then after a dash the work.
	credentialsThen = regexp.MustCompile(`^(RN|LPN|LVN|CNA|EMT|CPA|PA|NP|RDH|PT|OT)(?:,| with| \+)? (BSN|ADN|MSN|BS|BA|MS|MBA|DNP|DPT|MPH)\s+[-–—]\s+(.+)$`)
	// unitYears is years in a hospital unit or a kind of care, typed as one adjective.
	unitYears = regexp.MustCompile(`(?i)^(\d+)[- ](year|month)s? (stepdown|step-down|icu|telemetry|tele|er|ed|pacu|nicu|picu|oncology|med-surg|medical-surgical|l&d|labor and delivery|home health|hospice|urgent care|outpatient|inpatient|dialysis|rehab)$`)
	// proAdvisor is QuickBooks' own certification, typed in lower case.
	proAdvisor = regexp.MustCompile(`(?i)^(?:a )?quickbooks (?:online )?certified pro ?advisor$`)
	// taskForClients is a recurring task done for a count of clients.
	taskForClients = regexp.MustCompile(`(?i)^(?:month[- ]end close|year[- ]end close|bookkeeping|payroll|reconciliations|tax returns|books)(?: and [a-z ]+)? for \d+\+? (?:clients|companies|businesses|entities|accounts)$`)
	// busyPlace is a busy workplace described, and its load: "busy brunch spot, 250+ covers".
	busyPlace = regexp.MustCompile(`(?i)^((?:busy|high-volume|fast-paced|popular) [a-z ]*?(?:spot|restaurant|kitchen|bar|cafe|café|diner|hotel|clinic|store|shop|practice|er|unit)), (\d.+)$`)
	// portfolioAt is a portfolio's address.
	portfolioAt = regexp.MustCompile(`(?i)^(?:my )?portfolio\s*[:-]?\s*((?:https?://)?[\w-]+(?:\.[\w-]+)+(?:/\S*)?)$`)
	// listEndingCertified is a list whose last item is a certification held: "…, local
	// anesthesia certified".
	listEndingCertified = regexp.MustCompile(`(?i)^(.+), ([\p{L}][\p{L} -]*?) certified$`)
)

// internship is an internship by its season and year, at a place, and what was done there,
// however the note ordered them: "In summer 2024, I was a software engineering intern at
// Capital One, where I built an internal API". A two-digit year stays as typed ("summer
// '22"), for a draft adds no figure (ADR 0037).
func (p person) internship(season, year, role, org, did string) string {
	if len(year) == 2 {
		year = "'" + year
	}
	s := "In " + strings.ToLower(season) + " " + year + ", I was " + article(role) + role + " at " + placeOf(org)
	if did != "" {
		return s + ", where " + p.clause(did)
	}
	return s
}

// clause writes a note as a clause to follow ", and" or ", where": in the plain voice, so
// that it opens with its "I" ("I did prepress…") and never with a tone's "For 3 years, I've…",
// and without its full stop. Nothing of the note is dropped.
// roleTail is what is typed after a role held since or for a time: the people it leads
// ("…since 2024, 6 officers" → ", leading 6 officers"; "framing foreman last 3, crews up to
// 12" → ", leading crews of up to 12"), the people it is with, or a note of its own (", and I
// led pd for 14 teachers").
func roleTail(role, tail string, p person) string {
	if m := crewsUpTo.FindStringSubmatch(tail); m != nil {
		tail = m[1] + " of up to " + m[2]
	}
	switch {
	case peopleCount.MatchString(tail) && leadRole.MatchString(role):
		if first, _, _ := strings.Cut(tail, " "); !startsWithNumber(tail) && first != "a" && !strings.HasSuffix(first, "s") {
			tail = "a " + tail // "crew of 3" → "a crew of 3"
		}
		return ", leading " + tail
	case peopleCount.MatchString(tail):
		return ", with " + tail
	case strings.HasPrefix(p.clause(tail), "I "):
		return ", and " + p.clause(tail)
	}
	return ", " + tail
}

func (p person) clause(note string) string {
	plain := p
	plain.tone = ""
	s := strings.TrimRight(plain.rewrite(note, 0), ".!")
	if first, _, _ := strings.Cut(s, " "); first != "I" && !strings.HasPrefix(first, "I'") {
		s = lowerWord(first) + s[len(first):]
	}
	return s
}

// workField reports a kind of work of two words or more ("outpatient orthopedics"), not a
// role ("SDR"), a verb ("stayed home") nor anything with a figure.
func workField(s string) bool {
	words := strings.Fields(strings.ToLower(s))
	if len(words) < 2 || isRolePhrase(strings.Fields(s)) || strings.ContainsAny(s, "0123456789") {
		return false
	}
	for _, w := range words {
		if pastTenseVerbs[w] || presentVerbs[w] || finiteWords[w] || roleNouns[w] || roleShorthand[w] {
			return false
		}
	}
	return true
}

// placeOf is a workplace named ("Athletico") or described ("a print shop", "a 600-seat law
// firm"), which keeps its lower case.
func placeOf(org string) string {
	if first, _, _ := strings.Cut(strings.ToLower(org), " "); first == "a" || first == "an" || first == "the" {
		return strings.ToLower(org[:1]) + org[1:]
	}
	return employer(org)
}

// educationWord writes a subject's trailing "ed" out: "reading ed" is reading education.
func educationWord(subject string) string {
	if head, ok := strings.CutSuffix(strings.ToLower(subject), " ed"); ok {
		return head + " education"
	}
	return strings.ToLower(subject)
}

// plainDegrees are degrees typed by their level only.
var plainDegrees = map[string]string{"masters": "master's degree", "master's": "master's degree", "bachelors": "bachelor's degree", "bachelor's": "bachelor's degree", "associates": "associate degree", "associate's": "associate degree"}

var graduationWords = wordSet(`grad graduating graduation college uni university school`)

// nounSkillList reports a list of three or more short items that name things done, the first
// a word that is a verb too ("triage", "design", "support"): no later item starts with a
// verb and none holds a figure.
func nounSkillList(words []string) bool {
	core := strings.Join(words, " ")
	items := strings.Split(strings.ReplaceAll(core, " and ", ", "), ", ")
	if len(items) < 3 || strings.ContainsAny(core, "0123456789$%:;") {
		return false
	}
	first := strings.ToLower(items[0])
	if !nounVerbs[first] {
		return false
	}
	for _, it := range items[1:] {
		w := strings.Fields(strings.ToLower(it))
		if len(w) == 0 || len(w) > 3 || presentVerbs[w[0]] || pastTenseVerbs[w[0]] || nounVerbs[w[0]] && len(w) > 1 {
			return false
		}
	}
	return true
}

// nounVerbs are words that name work as a noun as readily as a verb, which open a list of
// skills: "triage, IV catheters…".
var nounVerbs = wordSet(`triage design support research training testing phlebotomy intake scheduling billing coding charting dispatch inventory payroll bookkeeping prep plating sterilization suturing`)

// workModes are the ways of working a note may say one has worked since a time; they are
// no credential held ("remote since 2021" is not "the REMOTE").
var workModes = wordSet(`remote hybrid onsite on-site part-time full-time`)

var workModeWords = map[string]string{"remote": "remotely", "hybrid": "hybrid", "onsite": "on site", "on-site": "on site",
	"part-time": "part time", "full-time": "full time"}

// monthWritten writes a month typed short in full: "jan 2024" → "January 2024".
func monthWritten(s string) string {
	month, year, _ := strings.Cut(s, " ")
	lower := strings.ToLower(strings.TrimSuffix(month, "."))
	for _, full := range []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"} {
		if len(lower) >= 3 && strings.HasPrefix(strings.ToLower(full), lower) {
			month = full // "jan" → "January", never "Jan"
		}
	}
	return strings.TrimSpace(month + " " + year)
}

// givenWork are the ways of giving time, as done since a year.
var givenWork = map[string]string{"foster": "fostered", "volunteer": "volunteered", "mentor": "mentored", "tutor": "tutored",
	"coach": "coached", "referee": "refereed", "docent": "been a docent", "usher": "ushered"}

// degreeYearSchool2 reports a degree, its subject and year, then a school: "bs accounting
// 2022, cal state fullerton", not "phd in cs from ucl 2024, thesis…" (told by the degree
// rules) nor "bsce purdue 2024, eit" (a school, then a credential).
func degreeYearSchool2(m []string) bool {
	if !degreeWords[strings.ToLower(m[1])] || strings.Contains(" "+m[2]+" ", " in ") || strings.Contains(" "+m[2]+" ", " from ") {
		return false
	}
	return schoolish.MatchString(m[4])
}

// schoolish names a school by the words schools are named with.
var schoolish = regexp.MustCompile(`(?i)\b(university|univ|college|state|institute|tech|school|academy|polytechnic|cc)\b|^u ?[a-z]+$`)
