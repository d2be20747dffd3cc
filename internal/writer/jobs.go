package writer

import (
	"regexp"
	"strings"
)

// sizedCompany is a workplace described by its size: "300-person manufacturing company".
var sizedCompany = regexp.MustCompile(`(?i)^\d[\d,.]*[- ](?:person|people|employee|seat|bed|acre|bbl|room|unit|store) [a-z ]*(?:company|firm|agency|startup|hospital|practice|clinic|school|nonprofit|business|plant|greenhouse|farm|brewery|brewhouse|restaurant|hotel|property|warehouse|kitchen)$`)

// clientFocus is whom the work was mostly for: "mostly small business clients".
var clientFocus = regexp.MustCompile(`(?i)\b(?:clients|customers|accounts|patients|families|students)\b`)

// A job typed as a header ("patient care tech at riverside methodist hosp 2021-2024") is
// written as a sentence in the letter's tone (firstperson.go).

// jobLine writes a job typed as a header — a role at an organisation with its dates or
// length — as a sentence, or returns "".
func (p person) jobLine(s string) string {
	line := jobHeader(s, p.tone)
	if line == "" {
		return ""
	}
	// What follows the header is what the job held: ", vitals and EKGs for 30+ patients". A
	// comma inside brackets is the aside's ("(restaurants, contractors)"), not the header's.
	i := strings.LastIndex(innerAside.ReplaceAllStringFunc(line, func(m string) string { return strings.Repeat("x", len(m)) }), ", ")
	if i < 0 || strings.HasPrefix(line, "Since ") && i == strings.Index(line, ", ") {
		return line
	}
	head, rest := line[:i], line[i+2:]
	switch {
	case strings.HasPrefix(rest, "a team of") || strings.HasPrefix(rest, "a kitchen of") || strings.HasPrefix(rest, "a staff of"):
		return head + ", with " + rest
	case heldCount.MatchString(rest):
		return head + ", with a " + rest // "…, book of 38 accounts" → "with a book of 38 accounts"
	case lastCount.MatchString(rest):
		// "…for 5 years, the last 2 at a 400-person SaaS company"; "…, the last 3 in cloud
		// security at a fintech": a field of the work before its employer takes "in".
		rest = lastInField.ReplaceAllStringFunc(rest, func(m string) string {
			g := lastInField.FindStringSubmatch(m)
			if strings.HasSuffix(strings.Fields(g[2])[0], "ing") {
				return m // "last 3 supporting eng and product (…)": what was done, not a field
			}
			if role, ok := strings.CutPrefix(g[2], "as "); ok {
				// "last 4 as detective (property crimes)" → "the last 4 as a detective (…)"
				g[2] = "as " + article(role) + role
				if g[3] == "(" {
					return g[1] + g[2] + " ("
				}
				return g[1] + g[2] + " " + g[3] + " "
			}
			if focusPrepositions[strings.Fields(g[2])[0]] {
				return m // "last 3 in cloud security at…" already says where
			}
			if g[3] == "(" {
				return g[1] + "in " + g[2] + " (" // "last 2 tech (eng + data roles)"
			}
			return g[1] + "in " + g[2] + " " + g[3] + " "
		})
		return head + ", the " + orgsAfterAt(rest)
	case focusLead.MatchString(rest):
		// "paralegal at brandt law group 4 yrs, mostly employment lit": where the work lay.
		m := focusLead.FindStringSubmatch(rest)
		if focusPrepositions[strings.ToLower(m[2])] {
			return line
		}
		if clientFocus.MatchString(rest) {
			return head + ", " + m[1] + " with " + rest[len(m[1])+1:] // "…, mostly with small business clients"
		}
		return head + ", " + m[1] + " in " + rest[len(m[1])+1:]
	case lastInPlace.MatchString(rest) && workplaceNouns[strings.ToLower(lastInPlace.FindStringSubmatch(rest)[1])]:
		// "security officer 5 years, hospital last 3 (ER and behavioral health)" → "…, the last
		// 3 in a hospital (ER and behavioral health)"
		m := lastInPlace.FindStringSubmatch(rest)
		place := strings.ToLower(m[1])
		return head + ", the last " + m[2] + " in " + article(place) + place + m[3]
	case lastAsRole.MatchString(rest) && (roleNouns[strings.ToLower(lastAsRole.FindStringSubmatch(rest)[1])] || isRolePhrase(strings.Fields(lastAsRole.FindStringSubmatch(rest)[1])) || isAcronym(lastWord(lastAsRole.FindStringSubmatch(rest)[1]))):
		m := lastAsRole.FindStringSubmatch(rest)
		s := head + ", the last " + m[2] + " as " + article(m[1]) + m[1] // "…, purser last 2"
		if m[3] != "" {
			s += roleTail(m[1], m[3], p) // "…, dept chair last 2, 8 teachers" → "…, leading 8 teachers"
		}
		return s
	case lastInPlace.MatchString(rest) && verbless([]string{lastInPlace.FindStringSubmatch(rest)[1]}) && strings.HasSuffix(strings.ToLower(lastInPlace.FindStringSubmatch(rest)[1]), "s"):
		// "zookeeper 6 years, primates last 4 (gorillas, lemurs)" → "…, the last 4 working
		// with primates (gorillas, lemurs)": what the last years were spent on
		m := lastInPlace.FindStringSubmatch(rest)
		return head + ", the last " + m[2] + " working with " + strings.ToLower(m[1]) + m[3]
	case beatOf.MatchString(rest):
		return head + ", on the " + rest // "…, health beat" → "on the health beat"
	case certificationOnly.MatchString(rest):
		name := strings.TrimSuffix(strings.TrimSuffix(rest, " certified"), " certification")
		return head + tenureCertification(name, p) // "yoga teacher 7 years, RYT-500"
	case sizedCompany.MatchString(rest):
		return head + ", at " + article(rest) + rest // "…for 5 years, at a 300-person manufacturing company"
	case aboutFigure.MatchString(rest):
		if strings.Contains(head, " with ") {
			return head + ", at " + rest // "…with county EMS, at about 12 calls a shift"
		}
		return head + ", with " + rest
	case payFrequency[strings.ToLower(rest)] && (strings.HasSuffix(head, "employees") || strings.HasSuffix(head, "staff")):
		if i := strings.LastIndex(head, ", "); i > 0 && aboutFigure.MatchString(head[i+2:]) {
			head = head[:i] + ", with " + head[i+2:]
		}
		return head + " paid " + strings.ToLower(rest) // "…, with about 800 employees paid biweekly"
	case shiftTail.MatchString(rest):
		return head + ", on the " + strings.ToLower(strings.TrimSuffix(rest, "s")) // "…, night shift" → "on the night shift"
	case currentlyAt.MatchString(rest):
		// "rdh 5 yrs, currently at brightsmile dental (4 day wk)": where the job is held now.
		m := currentlyAt.FindStringSubmatch(rest)
		return head + ", " + strings.ToLower(m[1]) + " " + strings.ToLower(m[2]) + " " + orgAside(m[3])
	case courtPlace.MatchString(rest):
		// "court reporter 11 yrs, cook county circuit ct" → "…, at the Cook County Circuit
		// Court": a place, though "cook" is a verb
		return head + ", at the " + orgCase(courtWord.ReplaceAllString(strings.ToLower(rest), "${1}court"))
	case gradesTaught.MatchString(rest) && verbless(strings.Fields(rest)):
		// "sped teacher 6 yrs, resource + co-teach grades 3-5" → "…, teaching grades 3-5
		// (resource and co-teach)"
		m := gradesTaught.FindStringSubmatch(rest)
		if m[1] == "" {
			return head + ", teaching " + strings.ToLower(m[2])
		}
		return head + ", teaching " + strings.ToLower(m[2]) + " (" + strings.ToLower(m[1]) + ")"
	case presentVerbs[strings.ToLower(strings.Fields(rest)[0])] || countVerbs[strings.ToLower(strings.Fields(rest)[0])]:
		return head + ", where I " + lowerWord(rest) // "volunteer at a food bank, sort donations + help…"
	case caredFor.MatchString(rest):
		return head + ", caring for " + rest // "nanny for 5 years for 2 families, kids ages 1-7"
	case unitAt.MatchString(rest):
		// "…, cardiology clinic at st marys" → "…, in the cardiology clinic at St Marys"
		m := unitAt.FindStringSubmatch(rest)
		return head + ", in the " + strings.ToLower(m[1]) + " at " + employer(m[2])
	case dataTail.MatchString(rest):
		return head + ", working with " + rest // "…, public health data"
	case marketSegment(trailingAside.ReplaceAllString(rest, "")) && strings.Contains(rest, "("):
		return head + ", in " + lowerLead(rest) // "…, b2b saas (hr tech + payroll)"
	case marketSegment(rest):
		return head + ", in " + lowerLead(rest) // "pm for 7 years, b2b saas" → "…, in B2B SaaS"
	case sectorsOnly(rest):
		return head + ", in " + strings.ToLower(rest) + " work" // "…, residential and light commercial"
	case strings.HasPrefix(rest, "since "):
		return line // "…for 3 years, since 2022"
	case strings.HasPrefix(rest, "including "):
		// "head chef for 15 years, including 4 at nobu": the clause already says what it is.
		return line
	case numberedCompany.MatchString(rest):
		// "firefighter 7 yrs, engine 4" → "…, on Engine 4"; "…, station 12" → "…, at Station 12"
		m := numberedCompany.FindStringSubmatch(rest)
		on := " on "
		if strings.EqualFold(m[1], "station") || strings.EqualFold(m[1], "house") {
			on = " at "
		}
		return head + "," + on + titleWords(strings.ToLower(m[1])) + " " + strings.ToUpper(m[2])
	case partRule.MatchString(rest):
		m := partRule.FindStringSubmatch(rest) // "…, part 121 line maintenance" → "…, in Part 121 line maintenance"
		return head + ", in Part " + m[1] + " " + m[2]
	case typedCrew.MatchString(rest):
		m := typedCrew.FindStringSubmatch(rest) // "wildland ff 4 seasons, type 2ia crew" → "…, on a Type 2IA crew"
		return head + ", on a Type " + strings.ToUpper(m[1]) + " " + strings.ToLower(m[2])
	case unionLocalTail.MatchString(rest):
		m := unionLocalTail.FindStringSubmatch(rest) // "…, iuec local 3" → "…, and I am a member of IUEC Local 3"
		return head + ", and I am a member of " + strings.ToUpper(m[1]) + " Local " + m[2]
	case placeUnit.MatchString(rest) && !strings.ContainsAny(rest, "0123456789"):
		return head + ", in " + article(rest) + strings.ToLower(rest) // "…, max security unit" → "in a maximum security unit"
	case companyByKind.MatchString(rest):
		// "…, healthcare services co ($400m rev)" → "…, at a healthcare services company ($400M
		// revenue)": where the job was, by the kind of company.
		m := companyByKind.FindStringSubmatch(rest)
		org := strings.ToLower(m[1]) + " company"
		return head + ", at " + article(org) + org + m[2]
	case venuesOnly.MatchString(rest):
		in := ", in "
		if strings.HasSuffix(strings.Fields(venuesOnly.FindStringSubmatch(rest)[1])[0], "site") || strings.Contains(rest, "sites") {
			in = ", on "
		}
		return head + in + lowerLead(rest) // "exec chef 12 yrs, hotels + banquets" → "…, in hotels and banquets"
	case verbless(strings.Fields(rest)) && !startsWithNumber(rest) && !strings.HasPrefix(rest, "with "):
		if ws := strings.Fields(rest); (len(ws) <= 2 || len(ws) <= 4 && ws[len(ws)-2] == "and") && !strings.ContainsAny(rest, "0123456789&+") && !isAcronym(ws[0]) {
			if _, kind := onlySkills(rest); kind == "" || kind == "skills" {
				return head + ", in " + lowerLead(rest) // "pharma rep at Novagen, cardiology" → "…, in cardiology"; "…, breast + lung"
			}
		}
		if names, kind := onlySkills(rest); kind == "tools" {
			return head + ", where I worked with " + names // "…, c#" → "…, where I worked with C#"
		}
		if m := fieldAtPlace.FindStringSubmatch(rest); m != nil && !roleNouns[lastWord(m[1])] {
			return head + ", in " + m[1] + " at " + m[2] // "…, civil litigation at a 40-attorney firm"
		}
		if jobFrames[p.verbless] == "" {
			return line // no frame to put the words in: as typed, rather than "where  …"
		}
		return head + ", where " + jobFrames[p.verbless] + " " + rest
	}
	return line
}

// typedCrew is a crew or engine of a type, as wildland fire crews are: "type 2ia crew".
var typedCrew = regexp.MustCompile(`(?i)^type (\d[a-z]{0,2}|[iv]{1,3}) (crew|engine|team|hand crew)$`)

// unionLocalTail is a trade union's local the writer belongs to: "iuec local 3", "ibew local 46".
var unionLocalTail = regexp.MustCompile(`(?i)^([a-z]{3,6}) local (\d+)$`)

// placeUnit is the unit of a place a job was held in: "max security unit", "cardiac step-down wing".
var placeUnit = regexp.MustCompile(`(?i)^[a-z][a-z -]* (?:unit|ward|wing|pod|floor)$`)

// courtPlace is a court a job was held at: "cook county circuit ct".
var courtPlace = regexp.MustCompile(`(?i)^[a-z][a-z.' -]* (?:circuit|district|superior|county|municipal|family|federal|supreme|probate|juvenile|criminal|civil|magistrates'?|crown) (?:ct|court)$`)

// courtWord is "ct" as a court's last word.
var courtWord = regexp.MustCompile(`\b(circuit |district |superior |county |municipal |family |federal |supreme |probate |juvenile |criminal |civil |magistrates'? |crown )ct$`)

// gradesTaught are the grades a teacher taught, after what: "resource + co-teach grades 3-5".
var gradesTaught = regexp.MustCompile(`(?i)^(?:([a-z][a-z /&-]*[a-z]),? )?(grades? (?:k|\d+)(?:\s*[-–]\s*\d+)?)$`)

// numberedCompany is the crew or house a firefighter or medic serves with: "engine 4".
var numberedCompany = regexp.MustCompile(`(?i)^(engine|ladder|truck|station|medic|rescue|squad|house|tower|ambulance) (\d+[a-z]?)$`)

// payFrequency are how often a payroll runs.
var payFrequency = wordSet(`weekly biweekly bi-weekly fortnightly semimonthly semi-monthly monthly`)

// shiftTail is the shift a job was worked on: "night shift", "overnights".
var shiftTail = regexp.MustCompile(`(?i)^(?:night|day|evening|overnight|weekend|graveyard|swing|late|early) shifts?$`)

// currentlyAt is where a job is held now: "currently at brightsmile dental".
var currentlyAt = regexp.MustCompile(`(?i)^(currently|now|presently) (at|with) (.+)$`)

// sectorsOnly reports a tail that names only the sectors the work was in: "residential and
// light commercial", "commercial, industrial".
func sectorsOnly(s string) bool {
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ' ' || r == ',' })
	sectors := 0
	for _, w := range words {
		switch {
		case workSectors[w]:
			sectors++
		case w == "and" || w == "light" || w == "heavy" || w == "&" || w == "+":
		default:
			return false
		}
	}
	return sectors >= 2
}

// workSectors are the sectors a trade's work is in.
var workSectors = wordSet(`residential commercial industrial domestic institutional retail municipal agricultural marine`)

// heldCount is what a job held, counted: "book of 38 mid-market accounts", "caseload of 55".
var heldCount = regexp.MustCompile(`^(?:book|portfolio|caseload|territory|roster|team|class|list|fleet|patch|route) of (?:about |approximately |over )?\d`)

var (
	// focusLead opens what a job mostly was: "mostly employment litigation".
	lastCount         = regexp.MustCompile(`^last \d+ `)
	focusLead         = regexp.MustCompile(`(?i)^(mostly|mainly|primarily|largely|chiefly) (\S+)`)
	focusPrepositions = wordSet(`in on at with for across as through`)
)

// Each tone's frame around a tenure and its years.
var (
	tenureVerb = map[string]string{"": "I have ", "professional": "I have ", "concise": "I have ", "confident": "I bring ", "warm": "I've had ", "enthusiastic": "I've spent "}
	yearsOf    = map[string]string{"": " of experience", "professional": " of experience", "concise": " of experience", "confident": " behind me", "warm": " of experience", "enthusiastic": " under my belt"}
)

// titleLetters writes a title typed as its letters in capitals: "pm" is a PM, "vp" a VP.
func titleLetters(role string) string {
	if len(role) <= 3 && !strings.ContainsAny(role, "aeiou ") {
		return strings.ToUpper(role)
	}
	return role
}

// workFunctions are the parts of a business people say they work in: "fp&a at medline".
var workFunctions = wordSet(`fp&a finance marketing sales operations engineering design hr recruiting support product research
accounting procurement compliance legal consulting analytics retail hospitality banking insurance healthcare logistics
nonprofit government publishing journalism`)

// tenureBeforeEmployer is a role, its length, then where: "payroll administrator 4 years at
// metro logistics, about 800 employees".
var tenureBeforeEmployer = regexp.MustCompile(`(?i)^(.+?) (\d+(?:\.\d+)?\+? (?:years?|months?)) at ([^,]+)(,.*)?$`)

// exRoleBracket is a former role with its length and field in brackets: "ex-journalist (5
// years local news)".
var exRoleBracket = regexp.MustCompile(`(?i)^ex-([\p{L}]+) \((\d+(?:\.\d+)?\+? (?:years?|months?))(?: (?:in |of )?([^()]+))?\)$`)

// armedService are the services an "ex-" role was held in: "ex-army mp".
var armedService = map[string]string{"army": "the Army", "navy": "the Navy", "air force": "the Air Force", "marines": "the Marines",
	"usmc": "the Marine Corps", "marine corps": "the Marine Corps", "coast guard": "the Coast Guard", "raf": "the RAF"}

// exRole is a former employer before a role and its length: "ex-Nubank pm 3 years".
var exRole = regexp.MustCompile(`(?i)^ex-(\S+) ([^,()\d]+?),? (?:for )?(\d+(?:\.\d+)?\+? (?:years?|months?))(.*)$`)

// lastAsRole is a rank held for the last years of a job: "purser last 2"; beatOf a
// reporter's beat.
var (
	lastAsRole = regexp.MustCompile(`^((?:\w+ ){0,2}\w+) last (\d+(?:\.\d+)?)(?:, (.+))?$`)
	// lastInPlace is the kind of place of the last years: "hospital last 3 (er + behavioral health)".
	lastInPlace = regexp.MustCompile(`^(\w+) last (\d+)( \(.+\))?$`)
	beatOf      = regexp.MustCompile(`^[a-z]+(?: [a-z]+){0,2} beat$`)
)

// aboutFigure is an approximate figure: "about 12 calls a shift".
var aboutFigure = regexp.MustCompile(`^(?:about|approximately|around|roughly|nearly|over) \d`)

// tenureAtEnd is a length typed after an employer: "shopwise 3 years".
// partRule is work under an FAA rule's part: "part 121 line maintenance".
var partRule = regexp.MustCompile(`(?i)^part (\d{2,3}) ([a-z][a-z ]+)$`)

// fieldAtPlace is a field of work and where it was done: "civil litigation at a 40-attorney firm".
var fieldAtPlace = regexp.MustCompile(`^([a-z][a-z -]{2,30}) at ((?:a |an )[a-z0-9][\w -]{2,40})$`)

var tenureAtEnd = regexp.MustCompile(`^(.+?) (\d+(?:\.\d+)?\+? (?:years?|months?))$`)

func startsWithDeterminer(s string) bool {
	first, _, _ := strings.Cut(s, " ")
	return determiners[strings.ToLower(first)]
}

// roleBeforeAnd reports a role and a duty joined: "front desk agent and night audit".
func roleBeforeAnd(s string) bool {
	before, _, ok := strings.Cut(s, " and ")
	return ok && roleNouns[strings.ToLower(lastWord(before))]
}

// orgAside cases an employer typed with a note after it and a leading "the": "the lindley
// (220 rooms)" → "the Lindley (220 rooms)".
func orgAside(org string) string {
	if a, b, ok := strings.Cut(org, " and "); ok && (startsWithDeterminer(a) || startsWithDeterminer(b)) {
		// "quicklube and a dodge dealer": two employers, one named and one described.
		return orgAside(a) + " and " + orgAside(b)
	}
	if first, _, _ := strings.Cut(org, " "); determiners[strings.ToLower(first)] && strings.ToLower(first) != "the" {
		return org // "a dodge dealer": described, not named
	}
	name, aside, _ := strings.Cut(org, " (")
	if aside != "" {
		aside = " (" + aside
	}
	if rest, ok := strings.CutPrefix(name, "the "); ok && rest != "" {
		if describedOrg(rest) {
			return "the " + strings.ToLower(rest) + aside
		}
		return "the " + orgCase(rest) + aside
	}
	return employer(name) + aside
}

func jobHeader(s, tone string) string {
	if m := jobAt.FindStringSubmatch(s); m != nil && isRolePhrase(strings.Fields(m[1])) {
		role := titleLetters(lowerLead(m[1]))
		tenure := ""
		if t := tenureAtEnd.FindStringSubmatch(m[2]); t != nil {
			m[2], tenure = t[1], t[2] // "shopwise 3 years (2022-now)": the length is not the name
		}
		m[2] = employer(m[2])
		switch strings.ToLower(m[4]) {
		case "now", "present", "current", "today":
			if tenure != "" {
				return "I have been " + article(role) + role + " at " + m[2] + " for " + tenure + ", since " + m[3] + m[5]
			}
			return "Since " + m[3] + ", I have been " + article(role) + role + " at " + m[2] + m[5]
		}
		if tenure != "" {
			m[5] = " (" + tenure + ")" + m[5]
		}
		switch tone {
		case "confident":
			return "I was " + article(role) + role + " at " + m[2] + " from " + m[3] + " to " + m[4] + m[5]
		case "warm":
			return "From " + m[3] + " to " + m[4] + ", I was " + article(role) + role + " at " + m[2] + m[5]
		case "enthusiastic":
			return "I spent " + m[3] + " to " + m[4] + " as " + article(role) + role + " at " + m[2] + m[5]
		}
		return "I worked as " + article(role) + role + " at " + m[2] + " from " + m[3] + " to " + m[4] + m[5]
	}
	if m := jobFor.FindStringSubmatch(s); m != nil && isRolePhrase(strings.Fields(m[1])) {
		role := titleLetters(lowerLead(m[1]))
		m[2] = orgAside(m[2])
		switch tone {
		case "warm":
			return "For " + m[3] + ", I have been " + article(role) + role + " at " + m[2] + m[4]
		case "enthusiastic":
			return "I've spent " + m[3] + " as " + article(role) + role + " at " + m[2] + m[4]
		}
		return "I have been " + article(role) + role + " at " + m[2] + " for " + m[3] + m[4]
	}
	if m := jobFor.FindStringSubmatch(s); m != nil && workFunctions[strings.ToLower(m[1])] {
		// "fp&a @ medline 5 years": a function, not a title.
		return "I have worked in " + m[1] + " at " + orgAside(m[2]) + " for " + m[3] + m[4]
	}
	if m := tenureBeforeEmployer.FindStringSubmatch(s); m != nil && isRolePhrase(strings.Fields(m[1])) && !strings.Contains(m[1], " at ") && !strings.HasSuffix(m[1], ",") {
		// "payroll administrator 4 years at metro logistics, …": as "… at metro logistics 4
		// years, …".
		if line := jobHeader(m[1]+" at "+m[3]+" "+m[2]+m[4], tone); line != "" {
			return line
		}
	}
	if m := exRole.FindStringSubmatch(s); m != nil && isRolePhrase(strings.Fields(m[2])) {
		// "ex-Nubank pm 3 years": a former job, "I spent 3 years as a PM at Nubank".
		role := lowerLead(m[2])
		if len(role) <= 3 && !strings.ContainsAny(role, "aeiou ") {
			role = strings.ToUpper(role) // "pm", "vp": a title's letters
		}
		if service := armedService[strings.ToLower(m[1])]; service != "" {
			return "I spent " + m[3] + " as " + article(role) + role + " in " + service + m[4] // "ex-army mp 4 yrs"
		}
		return "I spent " + m[3] + " as " + article(role) + role + " at " + m[1] + m[4]
	}
	if m := exRoleBracket.FindStringSubmatch(s); m != nil && isRolePhrase([]string{m[1]}) {
		// "ex-journalist (5 yrs local news)": a former job, its length and where.
		s := "I was " + article(m[1]) + strings.ToLower(m[1])
		if where := strings.TrimSpace(m[3]); where != "" {
			s += " in " + where
		}
		return s + " for " + m[2]
	}
	if m := roleOn.FindStringSubmatch(s); m != nil && isRolePhrase(strings.Fields(m[1])) && roleNouns[strings.ToLower(lastWord(m[1]))] {
		// "charge nurse on 32-bed tele unit 6 years" → "…a charge nurse on a 32-bed tele unit for 6 years"
		role, unit := lowerLead(m[1]), m[2]
		return "I have been " + article(role) + role + " on " + article(unit) + unit + " for " + m[3] + m[4]
	}
	if m := roleFor.FindStringSubmatch(s); m != nil && isRolePhrase(strings.Fields(m[1])) && (roleNouns[strings.ToLower(lastWord(trailingAside.ReplaceAllString(m[1], "")))] || slashRoles(strings.ToLower(lastWord(m[1]))) || roleBeforeAnd(m[1])) {
		role := slashRoleCase(lowerLead(m[1]))
		tail := m[3]
		if org, ok := strings.CutPrefix(tail, " at "); ok {
			if first, _, _ := strings.Cut(org, " "); !determiners[strings.ToLower(first)] {
				tail = " at " + orgAside(org) // "resi hvac tech 5 yrs @ comfortpro"; "a busy small animal ER" is described
			}
		}
		return "I have been " + article(role) + role + " for " + m[2] + tail
	}
	return ""
}

// marketSegment reports a tail that names only the market a job served: "B2B SaaS",
// "enterprise fintech".
func marketSegment(s string) bool {
	words := strings.Fields(strings.ToLower(s))
	if len(words) == 0 || len(words) > 5 {
		return false
	}
	markets := 0
	for _, w := range words {
		switch {
		case marketWords[strings.Trim(w, ",")]:
			markets++
		case w == "and" || w == "&" || w == "+":
		default:
			return false
		}
	}
	return markets > 0
}

var marketWords = wordSet(`small business middle market travel marketplace marketplaces hospitality retail healthcare logistics b2b b2c b2b2c d2c dtc saas paas smb smbs mid-market enterprise fintech healthtech edtech proptech insurtech martech adtech ecommerce e-commerce consumer`)

// dataTail is the data a job worked with: "public health data", "claims data".
var dataTail = regexp.MustCompile(`(?i)^[a-z][a-z -]{2,40} (?:data|records|datasets)$`)

// unitAt is the part of an organisation a job was in: "cardiology clinic at st marys".
var unitAt = regexp.MustCompile(`(?i)^([a-z][a-z -]{2,30} (?:clinic|unit|ward|department|dept|practice|team|office|lab|laboratory|branch|desk)) at ([\p{L}][\p{L}&'. -]+)$`)

// caredFor are the people a job cared for, by age: "kids ages 1-7".
var caredFor = regexp.MustCompile(`(?i)^(?:kids|children|infants|toddlers|teens|seniors|residents|patients|students) (?:ages?|aged) \d+\s*(?:[-–]|to)\s*\d+$`)

// lastInField is the last years of a career in a field, then where: "last 3 cloud security at".
var lastInField = regexp.MustCompile(`^(last \d+ )((?:[a-z]+ ){0,2}[a-z]+) (at|with|\() ?`)
