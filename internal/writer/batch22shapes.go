package writer

// Note lines of a twenty-second batch of people (a sterile processing technician, a
// wastewater operator, a casino dealer, a hospice chaplain, a stage manager, a GIS intern, a
// railroad conductor, a farrier, a piano technician, a mortuary science student, a tower
// crane operator, a ski patroller, an auction house cataloguer, an orthotics technician) that
// were pasted as typed or took the wrong frame.

import (
	"regexp"
	"strings"
)

// batch22Tidy writes out shorthand these notes typed that the word-by-word pass cannot read,
// before any rule splits the line: an operator typed "op", a century
// typed "18th c", hours before their kind, a plant's size, a credential's " + ".
func batch22Tidy(s string) string {
	s = centerShort.ReplaceAllString(s, "$1 center") // "st anne's surgical ctr": a centre's name, not the CTR of a marketer's ads
	s = operatorShort.ReplaceAllString(s, "$1 operator")
	s = centuryShort.ReplaceAllString(s, "$1-century$2")
	s = hoursOfKind.ReplaceAllString(s, "$1 $3 hours")
	s = plantSize.ReplaceAllString(s, "$1 a $2")
	s = divinityMaster.ReplaceAllString(s, "master of divinity") // in words: "MDiv" is a name the facts check would not find typed
	s = decontamShort.ReplaceAllString(s, "decontamination")
	s = offRadiographs.ReplaceAllString(s, "from radiographs")
	s = storeys.ReplaceAllString(s, "$1-$2 ")
	s = underPercent.ReplaceAllString(s, "under $1")
	s = wantAKind.ReplaceAllString(s, "want a $1 $2")
	s = fabLab.ReplaceAllString(s, " in a ${1}fabrication lab")
	s = orthoticsAndProsthetics.ReplaceAllString(s, "orthotics and prosthetics")
	s = titleSection.ReplaceAllString(s, "Title $1")
	if strings.HasSuffix(strings.ToLower(s), " certified") {
		s = strings.ReplaceAll(s, " + ", " and ") // "tower + mobile (lattice + telescopic) certified": one credential, not a list
	}
	s = labTests.ReplaceAllString(s, "lab tests for ")
	s = oxygenFirst.ReplaceAllString(s, ": DO, ")
	s = arcgisPro.ReplaceAllString(s, "ArcGIS Pro")
	s = pianoModel.ReplaceAllStringFunc(s, func(m string) string {
		g := pianoModel.FindStringSubmatch(m)
		if modelNotWord[strings.ToLower(g[2])] {
			return m
		}
		return g[1] + " " + strings.ToUpper(g[2]) + g[3] // "steinway d": a piano's model letters
	})
	s = machineShop.ReplaceAllString(s, "shop machining and 3D printing")
	s = traumaLevel.ReplaceAllString(s, ", at a $1")
	s = countAttended.ReplaceAllString(s, ", and I have $3 $1 $2")
	s = periodForPlaces.ReplaceAllString(s, "$1 for $2")
	s = lotsOfKinds.ReplaceAllString(s, "$1 of ")
	s = showsWith.ReplaceAllString(s, ", including shows with ")
	s = crewsOf.ReplaceAllString(s, ", with crews of $1")
	s = equityTheatre.ReplaceAllString(s, "$1 (Equity)")
	s = leadAGroup.ReplaceAllString(s, "lead a $1 $2")
	s = groupOfCount.ReplaceAllString(s, "$1 of $2 $3")
	s = programmeFor.ReplaceAllString(s, "$1 for $2 $3")
	s = teachingWanted.ReplaceAllString(s, "want $1 and the chance to teach")
	s = ownBusiness.ReplaceAllString(s, ", running my own $1$2")
	s = seasonalNow.ReplaceAllString(s, "want $2, not $1 seasonal work")
	s = playerBanned.ReplaceAllString(s, ", and the $1 was $2")
	if tableGames.MatchString(s) {
		s = dealerYears.ReplaceAllString(s, "dealer $1, dealing ")
		s = threeCard.ReplaceAllString(s, "${1}three card poker")
		s = blackjackShort.ReplaceAllString(s, "blackjack")
		s = pastPost.ReplaceAllString(s, "past-post")
	}
	if m := selfEmployedTail.FindStringSubmatch(s); m != nil {
		s = "self-employed " + m[1] // "piano tech 10 yrs, self employed": the kind of role, not a place
	}
	return s
}

// batch22Shape writes one of these lines as the writer's sentence, or "" for any other line.
func (p person) batch22Shape(core string) string {
	if m := yearsThenRole.FindStringSubmatchIndex(core); m != nil && m[7] < len(core) && roleNouns[strings.ToLower(lastWord(core[m[6]:m[7]]))] {
		// "9 yrs hospital chaplain, …": the role first, as the role rules read it. In a letter
		// only: an email's list keeps the line as typed.
		if s := strings.TrimSuffix(p.rewrite(core[m[6]:m[7]]+" "+core[m[2]:m[3]]+" "+core[m[4]:m[5]]+core[m[7]:], 0), "."); strings.HasPrefix(s, "I ") {
			return s
		}
	}
	if m := certifiedByBody.FindStringSubmatch(core); m != nil {
		// "crcst certified (hspa), 400+ clinical hours" → "I am CRCST certified (HSPA), with
		// 400+ clinical hours."
		s := "I am " + m[1] + " certified (" + strings.ToUpper(m[2]) + ")" // the body's letters
		if m[3] != "" {
			s += ", with " + m[3]
		}
		return s
	}
	if m := certifiedAfterBrackets.FindStringSubmatch(core); m != nil {
		return "I am " + m[1] + " certified (" + m[2] + ")" // "smart-cars (remote control operator) certified"
	}
	if m := roleThenCertified.FindStringSubmatch(core); m != nil && roleNouns[strings.ToLower(lastWord(m[1]))] {
		// "conductor 12 yrs, engineer certified last 5" → "…, and a certified engineer for the last 5"
		return "I have been " + article(m[1]) + m[1] + " for " + m[2] + " years, and a certified " + m[3] + " for the last " + m[4]
	}
	if m := credentialSpelledOut.FindStringSubmatch(core); m != nil {
		// "cjf (certified journeyman farrier, afa)": the letters and what they stand for.
		return "I hold the " + strings.ToUpper(m[1]) + " credential (" + m[2] + ")"
	}
	if m := roleBracketSince.FindStringSubmatch(core); m != nil && roleNouns[strings.ToLower(lastWord(m[1]))] {
		return "I have been " + article(m[1]) + m[1] + " (" + m[2] + ") since " + m[3] // "registered piano technician (…) since 2019"
	}
	if m := certsHeld.FindStringSubmatch(core); m != nil && !presentVerbs[strings.ToLower(firstWord(m[1]))] {
		return "I hold " + m[1] + " certifications" // "signal person + rigger level ii certs"
	}
	if m := degreeGraduating.FindStringSubmatch(core); m != nil {
		// "aas mortuary science, graduating may 2026": a degree not yet earned.
		d := strings.ToUpper(m[1])
		return "I am completing " + article(d) + d + " in " + m[2] + ", graduating in " + m[3]
	}
	if m := degreeThesis.FindStringSubmatch(core); m != nil {
		// "ma art history 2023 (thesis on …)": the year and the thesis stay with the degree.
		d := strings.ToUpper(m[1])
		return "I earned " + article(d) + d + " in " + m[2] + " in " + m[3] + ", with a " + strings.ToLower(m[4]) + " on " + m[5]
	}
	if m := degreeThenRoleSince.FindStringSubmatch(core); m != nil {
		// "m.div 2009, board certified chaplain (bcc) since 2015"
		d := m[1]
		if !strings.Contains(d, " ") {
			d = strings.ToUpper(d) // "ba", "msw": a degree's letters
		}
		return "I earned " + article(d) + d + " in " + m[2] + ", and I have been " + article(m[3]) + m[3] + " since " + m[4]
	}
	if m := unitsCompleted.FindStringSubmatch(core); m != nil {
		return "I have completed " + m[1] + " units of " + strings.ToUpper(m[2]) // "4 units cpe": clinical pastoral education
	}
	if m := onCommittee.FindStringSubmatch(core); m != nil {
		if m[2] != "" {
			return "I have served on the " + m[1] + " since " + m[2] // "on ethics committee since 2020"
		}
		return "I serve on the " + m[1]
	}
	if m := interfaithWork.FindStringSubmatch(core); m != nil {
		return "My work is interfaith, with " + m[1] // "interfaith - christian, muslim, jewish + no faith families"
	}
	if m := zeroSince.FindStringSubmatch(core); m != nil {
		if what, stretch, ok := strings.Cut(m[1], " last "); ok {
			if !timeStretch.MatchString(stretch) {
				return "" // "zero findings on last 2 faa audits": not a length of time
			}
			return "I had zero " + what + " in the last " + stretch // "zero incidents on my crane last 10 yrs"
		}
		return "I have had zero " + m[1] // "zero fra reportable injuries on my crews"
	}
	if m := budgetsUpTo.FindStringSubmatch(core); m != nil {
		return "I have managed budgets of up to " + m[1] // "budgets up to $120k per production"
	}
	if m := roleLastStretch.FindStringSubmatch(core); m != nil && roleNouns[strings.ToLower(lastWord(m[1]))] {
		// "dual-rate supervisor last 18 months (…)": held now, for a while.
		return "I have been " + article(m[1]) + m[1] + " for the last " + m[2] + m[3]
	}
	if m := internshipFor.FindStringSubmatch(core); m != nil {
		// "gis intern @ county public works (9 months)": an internship done, for its length.
		return "I was " + article(m[1]) + m[1] + " at " + m[2] + " for " + m[3]
	}
	if m := placementAt.FindStringSubmatch(core); m != nil {
		if hoursAfter.MatchString(m[2]) {
			return "" // "practicum @ lincoln elementary 300 hrs": the hours rules' (workshapes.go)
		}
		s := "I completed " + article(m[1]) + strings.ToLower(m[1]) + " at " + m[2]
		if m[3] == "" {
			return s
		}
		return p.andRest(s, m[3]) // "practicum @ 2 funeral homes, assisted w/ 30+ embalmings"
	}
	if m := examSectionPassed.FindStringSubmatch(core); m != nil {
		// "passed nbe arts section, sciences in june": one section passed, the other to come.
		return "I passed the " + strings.ToUpper(m[1]) + " " + m[2] + " section, and the " + m[3] + " section is in " + m[4]
	}
	if m := scriptsTo.FindStringSubmatch(core); m != nil && !pastTenseVerbs[strings.ToLower(firstWord(m[1]))] && !presentVerbs[strings.ToLower(firstWord(m[1]))] {
		s := "I wrote " + m[1] + " to " + m[2]
		if m[3] != "" {
			s += ", saving " + m[3] // "python (arcpy) scripts to clean parcel data, saved ~6 hrs/wk"
		}
		return s
	}
	if m := mentorPlural.FindStringSubmatch(core); m != nil {
		return "I " + strings.ToLower(m[1]) + " " + m[2] // "mentor apprentice operators": the verb, not the role
	}
	if m := calmAndBilingual.FindStringSubmatch(core); m != nil {
		return "I am " + m[1] + " and bilingual in " + m[2] + " and " + m[3]
	}
	if m := prepFor.FindStringSubmatch(core); m != nil {
		return "I handle " + strings.ToLower(m[1]) + "prep for " + m[2] // "concert prep for steinway d + yamaha cf"
	}
	if m := installsOf.FindStringSubmatch(core); m != nil && !presentVerbs[strings.ToLower(firstWord(m[1]))] {
		if bare := strings.TrimSpace(innerAside.ReplaceAllString(m[1], "")); !strings.HasSuffix(strings.ToLower(bare), "s") {
			return "I handle " + m[1] + " installs" // "water softener installs": no plural to install
		}
		return "I install " + m[1] // "climate control systems (dampp-chaser) installs"
	}
	if m := trainingCurrent.FindStringSubmatch(core); m != nil {
		return "My " + m[1] + " training is current" // "title 31 + responsible gaming training current"
	}
	if m := outputAndRemakes.FindStringSubmatch(core); m != nil {
		// "~25 devices/wk, <2% remakes" → "I complete about 25 devices a week, with under 2% remakes."
		return "I complete " + strings.ToLower(m[1]) + m[2] + " " + m[3] + " a " + m[4] + ", with under " + m[5] + " " + m[6]
	}
	if m := someLanguages.FindStringSubmatch(core); m != nil {
		return "I speak some " + m[1] + " and have a reading knowledge of " + m[2] // "some french, reading knowledge german"
	}
	if m := dayOfWork.FindStringSubmatch(core); m != nil {
		return "On " + strings.ToLower(m[1]) + " days, I handle " + m[2] // "sale day: phone bidding + condition reports"
	}
	if m := cranesUpTo.FindStringSubmatch(core); m != nil {
		return "I operate " + m[1] + " up to " + m[2] + " of hook height" // "liebherr + potain towers up to 300 ft hook height"
	}
	if m := storeyJob.FindStringSubmatch(core); m != nil {
		return "I worked on " + article(m[1]) + m[1] + " " + m[2] + ", with " + m[3] // "22 story hospital job, 2 tower cranes on site"
	}
	if m := credentialAndInstructor.FindStringSubmatch(core); m != nil {
		// "nremt-a (aemt), oec instructor": a credential, then what the writer teaches.
		i := strings.ToUpper(m[3])
		return "I hold " + strings.ToUpper(m[1]) + " (" + strings.ToUpper(m[2]) + ") certification, and I am " + article(i) + i + " instructor"
	}
	if m := earlierSchool.FindStringSubmatch(core); m != nil {
		// "before school: hospital unit clerk 3 yrs": the job before study, told as one.
		if next := strings.TrimSuffix(p.rewrite(m[2], 0), "."); strings.HasPrefix(next, "I ") {
			next = strings.Replace(next, "I have been ", "I was ", 1) // before school is over: "was", not "have been"
			return "Before " + strings.ToLower(m[1]) + ", " + next
		}
	}
	return ""
}

func firstWord(s string) string { w, _, _ := strings.Cut(s, " "); return w }

var (
	operatorShort           = regexp.MustCompile(`(?i)\b(crane|equipment|machine|forklift|loader|excavator|press|dozer|backhoe|grader) op\b`)
	centuryShort            = regexp.MustCompile(`(?i)\b(\d{1,2}(?:st|nd|rd|th)) c\.?(\s|$)`)
	hoursOfKind             = regexp.MustCompile(`(?i)\b(\d[\d,]*\+?) (hours|hrs) (clinical|supervised|practicum|flight|field)\b`)
	plantSize               = regexp.MustCompile(`(?i)\b(at|in) (\d+(?:\.\d+)? mgd)\b`)
	divinityMaster          = regexp.MustCompile(`(?i)\bm\.? ?div\b\.?`)
	decontamShort           = regexp.MustCompile(`(?i)\bdecontam\b`)
	offRadiographs          = regexp.MustCompile(`(?i)\b(?:off|from) rads\b`)
	storeys                 = regexp.MustCompile(`(?i)\b(\d+) (story|storey) `)
	underPercent            = regexp.MustCompile(`<\s?(\d[\d.]*%)`)
	wantAKind               = regexp.MustCompile(`(?i)\bwant (year-round|full-time|part-time|permanent|seasonal|salaried) (role|job|position)\b`)
	fabLab                  = regexp.MustCompile(`(?i), ((?:central |in-house |main )?)fab lab$`)
	titleSection            = regexp.MustCompile(`(?i)\btitle (31|ix|iv|i|24)\b`)
	tableGames              = regexp.MustCompile(`(?i)\b(craps|roulette|baccarat|pai gow|poker|dealers?|casino)\b`)
	blackjackShort          = regexp.MustCompile(`(?i)\bbj\b`)
	pastPost                = regexp.MustCompile(`(?i)\bpastpost\b`)
	yearsThenRole           = regexp.MustCompile(`(?i)^(\d+\+?) (yrs?|years?) (?:as )?(?:an? )?([a-z][a-z -]*?[a-z])(?:,|$)`)
	traumaLevel             = regexp.MustCompile(`(?i), (level (?:[1-4]|i{1,3}|iv) trauma cent(?:er|re))\b`)
	countAttended           = regexp.MustCompile(`(?i), (\d[\d,]*\+?) ([a-z]+) (attended|supported|served|visited|trained)$`)
	labTests                = regexp.MustCompile(`(?i)^lab: `)
	oxygenFirst             = regexp.MustCompile(`(?i): do, `) // dissolved oxygen, first in a plant's list of readings
	arcgisPro               = regexp.MustCompile(`(?i)\barcgis pro\b`)
	pianoModel              = regexp.MustCompile(`(?i)\b(steinway|yamaha|kawai|bosendorfer|fazioli|baldwin|mason & hamlin) ([a-z]{1,2})(\s|,|$)`)
	modelNotWord            = wordSet(`a i at in on to of or an is as by and`)
	machineShop             = regexp.MustCompile(`(?i)^machine shop (?:\+|and) 3d print(?:ing)?\b`)
	periodForPlaces         = regexp.MustCompile(`(?i)(/yr|/year|/mo|/wk|a year|a month|a week), (homes|churches|schools|clinics|hotels|offices|businesses|venues|restaurants)\b`)
	lotsOfKinds             = regexp.MustCompile(`(?i)(\d[\d,]*\+? (?:lots|items|objects|pieces)), `)
	showsWith               = regexp.MustCompile(`(?i), shows (?:w/|with) `)
	crewsOf                 = regexp.MustCompile(`(?i), crews of (\d+\+?)$`)
	equityTheatre           = regexp.MustCompile(`(?i)\b(theat(?:re|er)) \(equity\)`)
	leadAGroup              = regexp.MustCompile(`(?i)\blead (monthly|weekly|daily) ([a-z]+ group)\b`)
	groupOfCount            = regexp.MustCompile(`(?i)\b(group|class|crew), (\d+(?:[-–]\d+)?\+?) ([a-z][a-z ]*)$`)
	programmeFor            = regexp.MustCompile(`(?i)\b(program|programme|course|curriculum), (\d+\+?) (patrollers|drivers|staff|employees|students|nurses|volunteers|techs|technicians|members|hires|agents|teachers|officers|operators|cashiers|lifeguards|guards|coaches)$`)
	timeStretch             = regexp.MustCompile(`^\d+ (?:years?|months?|weeks?|seasons?)$`)
	teachingWanted          = regexp.MustCompile(`(?i)\bwant ([a-z][a-z ]*?) \+ teaching\b`)
	ownBusiness             = regexp.MustCompile(`(?i), own (business|shop|company|practice)(,|$)`)
	seasonalNow             = regexp.MustCompile(`(?i)^(winter|summer) seasonal, want (.+)$`)
	playerBanned            = regexp.MustCompile(`(?i), (player|guest|customer|patron) (banned|trespassed|removed|arrested)$`)
	dealerYears             = regexp.MustCompile(`(?i)^dealer (\d+\+? (?:yrs?|years?)), `)
	threeCard               = regexp.MustCompile(`(?i)(, |\+ |and )3 card$`)
	orthoticsAndProsthetics = regexp.MustCompile(`(?i)\bo&p\b`)
	// selfEmployedTail is a role's years, then "self employed" after a comma.
	selfEmployedTail = regexp.MustCompile(`(?i)^([a-z][a-z ]+ \d+\+? (?:yrs?|years?)),? self[- ]employed$`)

	certifiedByBody         = regexp.MustCompile(`(?i)^([\w-]{2,10}) certified \(([a-z]{3,8})\)(?:, (.+))?$`)
	certifiedAfterBrackets  = regexp.MustCompile(`(?i)^([\w-]+(?: [\w-]+){0,4}) \(([^)]+)\) certified$`)
	roleThenCertified       = regexp.MustCompile(`(?i)^([a-z][a-z ]*?) (\d+) (?:yrs?|years?), ([a-z]+) certified (?:for )?(?:the )?last (\d+(?: (?:yrs?|years?))?)$`)
	credentialSpelledOut    = regexp.MustCompile(`(?i)^([a-z]{2,5}) \(((?:certified|registered|licensed|board) [^)]+)\)$`)
	roleBracketSince        = regexp.MustCompile(`(?i)^([a-z][a-z -]+?) \(([^)]+)\) since (\d{4})$`)
	certsHeld               = regexp.MustCompile(`(?i)^([a-z][\w ,&/-]+?) (?:certs|certificates)$`)
	degreeGraduating        = regexp.MustCompile(`(?i)^(aas|aa|as|ba|bs|bsc|bsn|ma|ms|msc|mba|msw|mph|mfa) (?:in )?([a-z][a-z ]+?),? (?:graduating|grad|expected|finishing) (?:in )?((?:[a-z]+ )?\d{4})$`)
	degreeThesis            = regexp.MustCompile(`(?i)^(ba|bs|bsc|ma|ms|msc|mfa|mphil|phd|mdiv|mres) (?:in )?([a-z][a-z ]+?),? (?:in )?(\d{4}) \((thesis|dissertation) on ([^)]+)\)$`)
	degreeThenRoleSince     = regexp.MustCompile(`^(master of divinity|ba|bs|ma|ms|msw|mba|mph|bsn|msn) (?:in )?(\d{4}), ([a-z][a-zA-Z ()-]+?) since (\d{4})$`)
	unitsCompleted          = regexp.MustCompile(`(?i)^(\d+) units (?:of )?(cpe)$`)
	onCommittee             = regexp.MustCompile(`(?i)^on (?:the )?([a-z][a-z ]*?(?:committee|board|council|panel))(?: since (\d{4}))?$`)
	interfaithWork          = regexp.MustCompile(`(?i)^interfaith\s*[-–:]\s*(.+)$`)
	zeroSince               = regexp.MustCompile(`(?i)^zero ([a-z][^,]*)$`)
	budgetsUpTo             = regexp.MustCompile(`(?i)^budgets (?:of )?up to ([$€£]\d.*)$`)
	roleLastStretch         = regexp.MustCompile(`(?i)^([a-z][a-z -]*?) (?:for )?(?:the )?last (\d+ (?:months?|years?))( \([^)]*\))?$`)
	internshipFor           = regexp.MustCompile(`(?i)^([a-z][a-z ]* intern) (?:@|at) ([^(,]+?) \((\d+ (?:months?|weeks?))\)$`)
	placementAt             = regexp.MustCompile(`(?i)^(practicum|externship|placement|rotation) (?:@|at) ([^,]+?)(?:, (.+))?$`)
	hoursAfter              = regexp.MustCompile(`(?i)\d+\+? (?:hours|hrs)$`)
	examSectionPassed       = regexp.MustCompile(`(?i)^passed (?:the )?([a-z]{2,6}) ([a-z]+) section,? ([a-z]+)(?: section)? (?:in|on) ([A-Za-z]+(?: \d{4})?)$`)
	scriptsTo               = regexp.MustCompile(`(?i)^([a-z][\w ()]*? scripts?) to ([^,]+?)(?:, saved (.+))?$`)
	mentorPlural            = regexp.MustCompile(`(?i)^(mentor|coach|train|supervise) ((?:new|apprentice|junior|student|trainee|seasonal) [a-z]+s)$`)
	calmAndBilingual        = regexp.MustCompile(`(?i)^(calm [^,]+|patient [^,]+), bilingual (?:in )?([a-z]+(?: creole)?)\s*(?:/|\+|and) ?([a-z]+(?: creole)?)$`)
	centerShort             = regexp.MustCompile(`(?i)\b(surgical|surgery|medical|med|health|community|wellness|distribution|call|data|service|learning|rehab|cancer|trauma|fulfil?lment|youth|recreation|senior|dialysis|imaging|urgent care|training|contact|logistics|outpatient|ambulatory|treatment|counseling|counselling|research|student|career|family|fitness|dental|heart|transplant|child care|childcare|day care|daycare|nature|arts|civic|conference|convention) ctr\b`)
	prepFor                 = regexp.MustCompile(`(?i)^((?:concert|event|show|stage|case|surgical) )prep for (.+)$`)
	installsOf              = regexp.MustCompile(`(?i)^([a-z][\w ()&/-]+?) installs$`)
	trainingCurrent         = regexp.MustCompile(`(?i)^([a-z0-9][\w ]*?) training (?:is )?current$`)
	outputAndRemakes        = regexp.MustCompile(`(?i)^(about |~)?(\d[\d,]*\+?) ([a-z]+) (?:a|per) (day|week|shift|month), (?:under|<) ?(\d+(?:\.\d+)?%) ([a-z]+)$`)
	someLanguages           = regexp.MustCompile(`(?i)^some ([a-z]+), reading knowledge (?:of )?([a-z]+)$`)
	dayOfWork               = regexp.MustCompile(`(?i)^(sale|show|race|game|auction|market) days?: (.+)$`)
	cranesUpTo              = regexp.MustCompile(`(?i)^([a-z][\w ]*? (?:towers|tower cranes|cranes)) up to (\d+ (?:feet|ft|m|meters|metres)) (?:of )?hook height$`)
	storeyJob               = regexp.MustCompile(`(?i)^(\d+-(?:story|storey)) ([a-z][a-z ]*? (?:job|project|build|tower)), (.+)$`)
	credentialAndInstructor = regexp.MustCompile(`(?i)^([a-z]{2,6}(?:-[a-z])?) \(([a-z]{2,6})\), ([a-z]{2,6}) instructor$`)
	earlierSchool           = regexp.MustCompile(`(?i)^before (school|college|university|grad school|nursing school|mortuary school)[:,] (.+)$`)
)
