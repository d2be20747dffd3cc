package writer

import (
	"regexp"
	"strings"
	"unicode"
)

// The grammar a note lacks when it becomes a sentence (issue 29: "I led ASC 606 rollout",
// "I precepted on 6 west med surg, 12 week capstone", "I mentored 6 engineers, 3 promoted
// to senior", "at riverside methodist hospital"). Each rule adds only grammar words or a
// name's capitals: never a figure, a name or a claim.

// orgCase writes an organisation the user typed in lower case with its capitals
// ("riverside methodist hospital" → "Riverside Methodist Hospital", "baker & co" → "Baker &
// Co"). A name with any capital is the user's casing and stays; so does a short single word
// ("osu", "n26"), which may be an acronym the writer cannot know.
func orgCase(name string) string {
	if name == "" {
		return name
	}
	words := strings.Fields(name)
	for _, w := range words {
		// A word the user capitalised keeps the whole name as typed; an acronym
		// ("cyberguard MSSP", cased by the writer) does not.
		if strings.ContainsFunc(w, unicode.IsUpper) && !isAcronym(w) && len(w) > 1 { // "ohio U": the writer's U
			return name
		}
	}
	if len(words) == 1 && (len([]rune(words[0])) < 4 || strings.ContainsFunc(words[0], unicode.IsDigit)) {
		return name
	}
	if n := len(words); n > 1 && siteWords[strings.ToLower(words[n-1])] {
		// "united rentals branch" → "United Rentals branch": a site of the named company
		return orgCase(strings.Join(words[:n-1], " ")) + " " + strings.ToLower(words[n-1])
	}
	for i, w := range words {
		lw := strings.ToLower(w)
		switch {
		case knownCasing[lw] != "":
			words[i] = knownCasing[lw]
		case i > 0 && (lw == "of" || lw == "and" || lw == "the" || lw == "&" || lw == "for"):
		case i > 0 && len(lw) <= 3 && isPlainLowerWord(lw) && !strings.ContainsAny(lw, "aeiouy") && !nameAbbreviations[lw]:
			words[i] = strings.ToUpper(w) // "lakeview hs" → "Lakeview HS", "acme llc" → "Acme LLC"
		case strings.ContainsFunc(w, unicode.IsDigit) || !isPlainLowerWord(strings.TrimSuffix(strings.TrimSuffix(strings.TrimRight(w, ".,"), "'s"), "’s")): // "luke's" is Luke's
		default:
			parts := strings.Split(w, "-") // "tri-county" → "Tri-County"
			for j, part := range parts {
				if part != "" && (j == 0 || !hyphenSuffixes[part]) {
					parts[j] = strings.ToUpper(part[:1]) + part[1:]
				}
			}
			words[i] = strings.Join(parts, "-")
		}
	}
	return strings.Join(words, " ")
}

// nameAbbreviations are short words in a name said as words, not letters: "St. Luke's".
var nameAbbreviations = wordSet(`st mt ft dr jr sr pt rd`)

var (
	// foundedName is the company a founder typed: "founded heatwell, …".
	foundedName = regexp.MustCompile(`(?i)\b((?:co-)?founded|started|launched) ([a-z][a-z0-9]{3,})(,|$)`)
	// countAt is a count of years at a place: "the last 5 at stripe", "4 at nobu".
	countAt = regexp.MustCompile(`\b(\d+) at ([a-z][a-z0-9]{3,}(?: [a-z][a-z0-9]{3,}){0,2})(?:[,.;]| \(|$)`)
	// andCo is a firm named "… & co".
	andCo = regexp.MustCompile(`\b([a-z]+) & co\b`)
	// placeName is an institution named by its kind: "for riverbend youth center".
	placeName = regexp.MustCompile(`\b(for|at|with|from) ((?:[a-z]+ ){1,3}(?:center|centre|hospital|school|elementary|academy|foundation|trust|clinic|university|college|church|museum|library|nursing home|care home))\b`)
	// budgetOf is "budget $3M": "a budget of $3M".
	budgetOf = regexp.MustCompile(`(^|, )budget ([$€£][\d.,]+[kKmMbB]?)\b`)
)

// employer writes an employer as typed: named ("riverside methodist hospital" → "Riverside
// Methodist Hospital", orgCase) or described ("fintech startup" → "a fintech startup").
func employer(org string) string {
	if first, rest, _ := strings.Cut(org, " "); (first == "a" || first == "an") && rest != "" {
		return org // "a rural clinic", "a target DC": described, not named ("A Plus Tutoring" is a name)
	}
	if describedOrg(org) {
		// "class ii device manufacturer" → "a Class II device manufacturer": the device class
		// keeps its numeral
		return article(org) + deviceClass.ReplaceAllStringFunc(strings.ToLower(org), func(c string) string { return "Class " + strings.ToUpper(c[6:]) })
	}
	if m := namedSite.FindStringSubmatch(org); m != nil && !strings.ContainsFunc(m[2], unicode.IsUpper) {
		// "comcast call center" → "a Comcast call center": a site of a named company
		name := orgCase(m[1])
		return article(name) + name + " " + strings.ToLower(m[2])
	}
	return orgCase(org)
}

// namedSite is a company's name and the kind of site of it that was the workplace:
// "comcast call center", "ford dealership".
var namedSite = regexp.MustCompile(`(?i)^([\p{L}&'.-]+(?: [\p{L}&'.-]+)?) (call cent(?:er|re)|contact cent(?:er|re)|franchise|dealership|distribution cent(?:er|re)|fulfil?lment cent(?:er|re)|warehouse|plant|location|branch|factory)$`)

// describedOrg reports an employer described rather than named: a kind of organisation after
// words that describe it ("fintech startup", "local firm", "small design agency").
func describedOrg(org string) bool {
	words := strings.Fields(strings.ToLower(org))
	// A device's class in capitals ("class II") names no one.
	named := strings.ContainsFunc(deviceClass.ReplaceAllString(org, ""), unicode.IsUpper)
	if len(words) < 2 || len(words) > 4 || !orgKinds[words[len(words)-1]] || named && !isAcronym(strings.Fields(org)[0]) {
		return false
	}
	for _, w := range words[:len(words)-1] {
		if !kindAdjectives[w] && !sectorWords[w] {
			return false
		}
	}
	return true
}

// orgKinds are the kinds of organisation a described employer ends in.
var orgKinds = wordSet(`startup start-up agency firm company studio consultancy nonprofit charity bank hospital clinic
school restaurant bakery cafe store shop warehouse practice lab brand publisher retailer manufacturer hotel plant factory
distributor fund scaleup scale-up business franchise contractor supplier wholesaler house`)

// siteWords are the kinds of site a named company runs, written in lower case after its name.
var siteWords = wordSet(`branch location franchise dealership warehouse`)

// deviceClass is a medical device's class: "class ii".
var deviceClass = regexp.MustCompile(`(?i)\bclass i{1,3}\b`)

// sectorWords say what field a described employer is in: "a fintech startup".
var sectorWords = wordSet(`fintech edtech healthtech medtech proptech insurtech climate saas b2b b2c ai ml tech software
consulting marketing design creative ad digital media ecommerce e-commerce logistics series-a seed-stage early-stage
late-stage mid-size midsize boutique dental vet veterinary law accounting engineering construction staffing recruiting
food fashion beauty fitness travel gaming games biotech pharma nonprofit family family-owned independent specialist
commercial domestic growing national global device devices medical class i ii iii auction publishing`)

// kindAdjectives describe a place rather than name it: "a local cardiology clinic".
var kindAdjectives = wordSet(`local nearby small large big busy rural urban public private regional area major outpatient
inpatient teaching independent family-run`)

// names gives the organisations in a cleaned note their capitals (orgCase), where the
// note's words show them to be one: after "founded", in "N at X", in "X & co".
func names(s string) string {
	s = foundedName.ReplaceAllStringFunc(s, func(m string) string {
		p := foundedName.FindStringSubmatch(m)
		if knownCasing[strings.ToLower(p[2])] != "" {
			return m
		}
		return p[1] + " " + orgCase(p[2]) + p[3]
	})
	s = countAt.ReplaceAllStringFunc(s, func(m string) string {
		p := countAt.FindStringSubmatch(m)
		return p[1] + " at " + employer(p[2]) + m[len(p[1])+len(" at ")+len(p[2]):]
	})
	s = andCo.ReplaceAllStringFunc(s, func(m string) string {
		return orgCase(strings.TrimSuffix(m, " & co")) + " & Co"
	})
	s = placeName.ReplaceAllStringFunc(s, func(m string) string {
		p := placeName.FindStringSubmatch(m)
		for _, w := range strings.Fields(p[2]) {
			if determiners[w] || complementWords[w] || numberWords[w] {
				return m // "for the school", "from retail to hospital": not a name
			}
		}
		first, _, _ := strings.Cut(p[2], " ")
		if kindAdjectives[first] {
			return p[1] + " " + article(p[2]) + p[2] // "with local cardiology clinic": a kind of place, not a name
		}
		if determiners[first] || numberWords[first] || schoolLevels[p[2]] {
			return m // "for the school", "at one clinic", "with high school teams": not a name
		}
		if p[1] == "at" && namedSite.MatchString(p[2]) {
			return p[1] + " " + employer(p[2]) // "at comcast call center" → "at a Comcast call center"
		}
		return p[1] + " " + orgCase(p[2])
	})
	return budgetOf.ReplaceAllString(s, "${1}a budget of $2")
}

// schoolLevels are kinds of school, never a school's name.
var schoolLevels = map[string]bool{"high school": true, "middle school": true, "elementary school": true, "primary school": true, "secondary school": true,
	"grad school": true, "graduate school": true, "med school": true, "law school": true, "nursing school": true, "trade school": true,
	"community college": true, "junior college": true, "technical college": true, "business school": true, "art school": true, "culinary school": true}

// countNouns are things one builds or leads, one at a time: the object they head takes an
// article ("I led the ASC 606 rollout", "I built a Kafka event pipeline").
var countNouns = wordSet(`revamp overhaul relaunch rollout pipeline protocol playbook dataset redesign migration process program programme system
platform service tool app portal model framework library campaign launch initiative project feature database integration
dashboard pilot study course curriculum rebrand workflow website site api team unit clinic kitchen restaurant store
shop startup company business agency newsletter podcast report audit review strategy plan roadmap budget policy exam repository
warehouse stack story`)

// theVerbs lead something that was already there ("led the rollout"); the others make
// something new ("built a pipeline").
// periodicWords end in -ly but are adjectives: "a monthly variance report".
// measuredAdjective is a length before its noun: "8-week", "600-hour".
var measuredAdjective = regexp.MustCompile(`^\d+-(?:week|month|day|hour|year|session|bed|room)$`)

var periodicWords = wordSet(`daily weekly monthly quarterly yearly hourly nightly`)

// particleVerbs take "up" or "out" before their object: "set up", "rolled out".
var particleVerbs = wordSet(`set rolled stood spun built carried`)

var theVerbs = wordSet(`led ran owned managed drove oversaw headed directed coordinated organised organized chaired
spearheaded steered supervised passed moved migrated`)
var aVerbs = wordSet(`broke rolled stood spun built created designed developed wrote launched started opened set shipped prototyped drafted
established authored produced made delivered cleaned automated rebuilt redesigned tested audited mapped wrote`)

// objectArticle gives a bare singular object its article: "rollout for 40 contracts" after
// "led" is "the ASC 606 rollout…". Objects with a determiner, a plural head, a name of their
// own (a capitalised first word that is not an acronym) or no head noun stay as typed.
func objectArticle(verb, obj string) string {
	lv := strings.ToLower(verb)
	art := ""
	switch {
	case theVerbs[lv]:
		art = "the "
	case aVerbs[lv]:
		art = "a "
	default:
		return obj
	}
	words := strings.Fields(obj)
	if len(words) < 2 {
		return obj
	}
	if (words[0] == "up" || words[0] == "out") && particleVerbs[lv] {
		return words[0] + " " + objectArticle(verb, strings.Join(words[1:], " ")) // "set up a recall system", "rolled out a new process"
	}
	first := strings.ToLower(strings.Trim(words[0], ",;:"))
	if measuredAdjective.MatchString(first) && len(words) > 1 {
		return article(obj) + obj // "ran an 8-week anxiety group"
	}
	if determiners[first] || numberWords[first] || strings.HasSuffix(first, "s") && !isAcronym(words[0]) && len(words) == 1 || strings.HasSuffix(first, "'s") || pastTenseVerbs[first] || strings.HasSuffix(first, "ly") && !periodicWords[first] {
		return obj
	}
	if startsUpperLetter(words[0]) && !isAcronym(words[0]) && knownCasing[first] != words[0] {
		return obj
	}
	for i := 0; i < len(words) && i < 5; i++ {
		w := strings.ToLower(strings.Trim(words[i], ",;:()"))
		if i > 0 && (complementWords[w] || w == "used" || w == "that" || w == "which" || w == "across" || w == "about") {
			return obj
		}
		if countNouns[w] {
			if strings.HasSuffix(words[i], ",") || i+1 == len(words) || isBoundary(words[i+1]) {
				if art == "a " {
					art = article(obj)
				}
				if i+1 < len(words) && !strings.HasSuffix(words[i], ",") && !strings.HasPrefix(words[i+1], "(") && (startsWithNumber(words[i+1]) || words[i+1] == "about" || words[i+1] == "approximately") {
					// "a pipeline about 2B events a day": "a pipeline of about 2B events a day"
					return art + strings.Join(words[:i+1], " ") + " of " + strings.Join(words[i+1:], " ")
				}
				return art + obj
			}
		}
	}
	return obj
}

func isBoundary(w string) bool {
	lw := strings.ToLower(strings.Trim(w, ",;:()"))
	return complementWords[lw] || lw == "used" || lw == "that" || lw == "which" || lw == "across" || lw == "about" ||
		lw == "twice" || lw == "once" || lw == "every" || lw == "each" || lw == "weekly" || lw == "daily" || lw == "monthly" ||
		lw == "approximately" || startsWithNumber(w) || strings.HasPrefix(w, "(")
}

var (
	// spanClause is "12 week capstone": something that lasted a span.
	spanClause = regexp.MustCompile(`^(\d+)[ -](week|month|day|year|hour)s? ((?:capstone|program|programme|course|rotation|internship|residency|placement|contract|project|sprint|bootcamp|fellowship|externship|practicum|clinical|study|trial)\b.*)$`)
	// countDid is "3 promoted to senior": a count of people and what happened to them.
	countDid = regexp.MustCompile(`^(\d+\+?) (promoted|hired|placed|certified|retained|converted|graduated|published|accepted)\b(.*)$`)
	// toolDaily is a tool and how often it is used: "yardi voyager daily".
	toolDaily = regexp.MustCompile(`(?i)^([\p{L}][\p{L}\p{N}.+-]*(?: [\p{L}][\p{L}\p{N}.+-]*){0,2}) (daily|weekly|every day)$`)
	// namedMeasure is a measure by its name and value: "p50 latency 40ms", "uptime 99.9%".
	namedMeasure = regexp.MustCompile(`(?i)^((?:p\d\d |average |avg |median )?(?:latency|uptime|accuracy|error rate|recall|precision|throughput|load time|response time))\s+(\d[\d.,]*\s*(?:ms|s|%|seconds|minutes)?)$`)
	// namedMeasureAfter is a named measure ending a sentence after a comma.
	namedMeasureAfter = regexp.MustCompile(`(?i), ((?:p\d\d |average |avg |median )?(?:latency|uptime|accuracy|error rate|load time|response time)) (\d[\d.,]*\s*(?:ms|s|%|seconds|minutes)?)(\.?)$`)
	// countedThings is a count of things described by a participle: "120+ supervised scans".
	countedThings = regexp.MustCompile(`^\d[\d,.]*\+? [a-z]+ed [a-z]+s$`)
	// rankedIn is a rank held in a share of periods: "top leasing rep 5 of 8 quarters".
	rankedIn = regexp.MustCompile(`(?i), (top|best|#1|number one|highest-rated) ([a-z][a-z -]*?) (\d+ of (?:the last )?\d+ (?:quarters|months|years|weeks|seasons))([,.;]|$)`)
	// clinicalsAt is training done at a place: "clinicals at sunrise nursing home".
	clinicalsAt     = regexp.MustCompile(`(?i)^(clinicals|rotations?|placements?|practicum|externship|internship) (at|in) ([a-z][a-z '&.-]+)$`)
	grewFromToAfter = regexp.MustCompile(`(?i), from (\S+) to (\S+) (followers|subscribers|users|members|customers|students|listeners|readers|downloads)\b`)
	// grewFromTo is a following that grew, typed as its two counts: "from 800 to 3.1k followers".
	grewFromTo        = regexp.MustCompile(`(?i)^from (\S+) to (\S+) (followers|subscribers|users|members|customers|students|listeners|readers|downloads)(.*)$`)
	roleForYearsAfter = regexp.MustCompile(`, ([A-Za-z][A-Za-z -]*?) (\d+ (?:years|months))( \([^()]+\))?$`)
	// roleForYears is a role held for some years, after a comma: "pta treasurer 2 years".
	roleForYears = regexp.MustCompile(`^([A-Za-z][A-Za-z -]*?) (\d+ (?:years|months))( \([^()]+\))?$`)
	topInAfter   = regexp.MustCompile(`(?i), top (in|for|on) ([^,]+)$`)
	// averageOfDays is an average measure in days: "average time to fill for 32 days".
	averageOfDays = regexp.MustCompile(`(?i)(, |^)(?:avg|average) ((?:time to [a-z]+|[a-z]+ time)) (?:for )?(\d+ (?:days|hours|weeks|minutes))`)
	// topIn is a rank held: "top in reviews at current shop".
	topIn = regexp.MustCompile(`(?i)^top (in|for|on) (.+)$`)
	// noneOf is a clean result: "zero deficiencies", "no findings".
	noneOf = regexp.MustCompile(`(?i)^(?:zero|no) [\p{L}-]+(?: [\p{L}-]+)?$`)
	// countDone is a count of things and what became of them: "300+ issues fixed".
	countDone = regexp.MustCompile(`^\d[\d,.]*\+? [\p{L}-]+(?: [\p{L}-]+)? (fixed|resolved|closed|shipped|migrated|cleared|automated|retired|removed|merged|filled|completed|delivered)$`)
	// amountDone is "$2.1M raised last year": an amount and what the work did with it.
	amountDone  = regexp.MustCompile(`(?i)^((?:about |approximately |over |nearly )?[$€£]\d[\d.,]*[kKmMbB]?\+?) (raised|saved|generated|sold|closed|booked|won|secured)\b(.*)$`)
	amountVerbs = map[string]string{"raised": "raising", "saved": "saving", "generated": "generating", "sold": "selling", "closed": "closing", "booked": "booking", "won": "winning", "secured": "securing"}
	// namedMeasureFromTo is ", crash rate from 2.1% to 0.3%": a measure of two plain words.
	namedMeasureFromTo = regexp.MustCompile(`, ([a-z]+ (?:rate|time|times|cost|costs|score|scores|count|size|share|margin|ratio|churn|latency|uptime|turnover))( from [^,;]+ to [^,;]+)$`)
	// groupsOf is the size of the groups the work was for: "…, groups of about 25".
	groupsOf = regexp.MustCompile(`, ((?:groups|crowds|audiences|cohorts) of (?:about |up to |over )?\d)`)
	// ofWhich is a clause of some of the things counted before it: "2 of which are now…".
	ofWhich = regexp.MustCompile(`^\d+ of which (?:are|were|is|was) `)
	// oneDid is "one" heading a clause with its past-tense verb: ", one hit 50k downloads".
	oneDid = regexp.MustCompile(`, one ((?:hit|reached|passed|topped|won|made|became|got|went|sold|crossed)\b[^,;]*)$`)
	// measureFromTo is ", p99 from 800ms to 120ms": a measure that moved, with no verb.
	measureFromTo = regexp.MustCompile(`, ([\p{L}][\p{L}\d-]*) (from [^,;]+ to [^,;]+)$`)
)

// clauseGrammar writes a trailing clause of a sentence as grammar: ", 12 week capstone" →
// ", in a 12-week capstone"; ", 3 promoted to senior" → ", and 3 were promoted to senior";
// ", p99 from 800ms to 120ms" → ", with p99 going from 800ms to 120ms". ok is false when
// the clause is none of these.
func clauseGrammar(clause string) (string, bool) {
	if strings.HasPrefix(clause, "with ") {
		return ", " + clause, true // already joined: "…, with activation up 9%"
	}
	if ofWhich.MatchString(clause) {
		return ", " + clause, true // ", 2 of which are now year round": already a clause
	}
	if m := spanClause.FindStringSubmatch(clause); m != nil {
		return ", in a " + m[1] + "-" + m[2] + " " + m[3], true
	}
	if m := amountDone.FindStringSubmatch(clause); m != nil {
		return ", " + amountVerbs[strings.ToLower(m[2])] + " " + m[1] + m[3], true // ", raising about $2.1M last year"
	}
	if m := toolDaily.FindStringSubmatch(clause); m != nil {
		if names, kind := onlySkills(m[1]); kind == "tools" || knownCasing[strings.ToLower(strings.Fields(m[1])[0])] != "" {
			if names == "" {
				names = m[1]
			}
			return ", using " + names + " " + m[2], true // ", yardi voyager daily" → ", using Yardi Voyager daily"
		}
	}
	if m := namedMeasure.FindStringSubmatch(clause); m != nil {
		return ", with " + m[1] + " at " + m[2], true // ", p50 latency 40ms" → ", with p50 latency at 40ms"
	}
	if workResult.MatchString(clause) {
		return ", with " + clause, true // ", comebacks down about 30%", ", 90% of teachers using it weekly"
	}
	if countedPlaces.MatchString(clause) {
		return ", across " + clause, true // ", 3 states": where the work reached, not what it came with
	}
	if countedThings.MatchString(clause) {
		return ", with " + clause, true // ", 120+ supervised scans" → ", with 120+ supervised scans"
	}
	if m := clinicalsAt.FindStringSubmatch(clause); m != nil {
		return ", with " + strings.ToLower(m[1]) + " " + m[2] + " " + orgCase(m[3]), true // ", clinicals at sunrise nursing home"
	}
	if m := grewFromTo.FindStringSubmatch(clause); m != nil {
		return ", growing from " + m[1] + " to " + m[2] + " " + m[3] + m[4], true // ", from 800 to 3.1k followers in 1 year"
	}
	if m := roleForYears.FindStringSubmatch(clause); m != nil && isRolePhrase(strings.Fields(m[1])) {
		return ", and I was " + m[1] + " for " + m[2] + m[3], true // ", pta treasurer 2 years ($40k budget)"
	}
	if m := topIn.FindStringSubmatch(clause); m != nil {
		return ", and I am top " + m[1] + " " + strings.Replace(m[2], " at current ", " at my current ", 1), true // ", top in reviews at current shop"
	}
	if noneOf.MatchString(clause) {
		return ", with " + clause, true // ", zero deficiencies" → ", with zero deficiencies"
	}
	if countDone.MatchString(clause) {
		return ", with " + clause, true // ", 300+ issues fixed" → ", with 300+ issues fixed"
	}
	if m := countDid.FindStringSubmatch(clause); m != nil {
		verb := " were "
		if m[1] == "1" {
			verb = " was "
		}
		return ", and " + m[1] + verb + m[2] + m[3], true
	}
	return "", false
}

// roseMetric is a rise written before the measure that rose, after the thing that raised it:
// "onboarding copy rose 18% completion".
var roseMetric = regexp.MustCompile(`(?i) rose (\d[\d.]*%) (completion|conversion|retention|engagement|revenue|sales|signups|sign-ups|activation|occupancy|nps|csat|ctr|bookings|traffic)\b`)

// parallelFromTo gives a second measure its "from" after a first: "from 8k to 41k, TikTok 0
// to 26k" → "…, TikTok from 0 to 26k".
var parallelFromTo = regexp.MustCompile(`(\bfrom [^,;]+ to [^,;]+), ([\p{L}][\p{L}\p{N}-]*) (\d[\d.,]*[kKmMbB%]?) to (\d)`)

// bareSpan is a length of time after a word, before a comma or the end: "cross-trained on CT
// 6 months, …".
var bareSpan = regexp.MustCompile(`([\p{L}]+) (\d+\+? (?:months|years|weeks|days))(,|$)`)

var (
	// countedGroup is a group counted without its article: "for class of 18".
	countedGroup = regexp.MustCompile(`\b(for|with|to|in|on|of|across|from) (class|team|group|cohort|caseload|staff|crew|book|portfolio|budget|fleet|roster) of ((?:about |approximately |over )?\d)`)
	// bareSubject is a clause whose subject lacks its article: "when lead was out".
	bareSubject     = regexp.MustCompile(`\b(when|while|after|before|until|since|because) ([a-z]+) (was|is|went|left|got|came)\b`)
	subjectPronouns = wordSet(`i we they he she it you everyone someone somebody nobody everybody one this that there who what`)
)

// spanWithoutFor gives a length of time after an action its "for": "I cross-trained on CT 6
// months" → "… CT for 6 months"; a length after a preposition ("in 6 weeks", "last 2
// years") or a count ("of 3 years") is left as typed.
func spanWithoutFor(s string) string {
	return bareSpan.ReplaceAllStringFunc(s, func(m string) string {
		g := bareSpan.FindStringSubmatch(m)
		if complementWords[strings.ToLower(g[1])] || spanLeads[strings.ToLower(g[1])] || startsWithNumber(g[1]) {
			return m
		}
		return g[1] + " for " + g[2] + g[3]
	})
}

var spanLeads = wordSet(`last past over within after before every each first next nearly almost about around roughly than under and or
have has had having bring brings brought spent spend spending with total totaling totalling another average averaging avg of`)

func measureGrammar(s string) string {
	s = parallelFromTo.ReplaceAllString(s, "$1, $2 from $3 to $4")
	s = plusMetric.ReplaceAllString(s, ", with $2 up $1")             // "onboarding copy +18% completion"
	s = groupsOf.ReplaceAllString(s, ", for $1")                      // "led interpretive walks, groups of ~25"
	s = roseMetric.ReplaceAllString(s, " lifted $2 by $1")            // "onboarding copy rose 18% completion" → "lifted completion by 18%"
	s = rankedIn.ReplaceAllString(s, ", and I was the $1 $2 in $3$4") // ", top leasing rep 5 of 8 quarters"
	s = spanWithoutFor(s)
	s = namedMeasureAfter.ReplaceAllString(s, ", with $1 at $2$3") // "…, p50 latency 40ms" → "…, with p50 latency at 40ms"
	s = countedGroup.ReplaceAllString(s, "$1 a $2 of $3")          // "for class of 18" → "for a class of 18"
	s = bareSubject.ReplaceAllStringFunc(s, func(m string) string {
		g := bareSubject.FindStringSubmatch(m)
		if subjectPronouns[g[2]] || strings.HasSuffix(g[2], "s") {
			return m
		}
		return g[1] + " the " + g[2] + " " + g[3] // "when lead was out" → "when the lead was out"
	})
	s = rateOf.ReplaceAllStringFunc(s, func(m string) string {
		g := rateOf.FindStringSubmatch(m)
		if g[1] == "with" {
			return ", with a " + g[2] + " " + g[3] // ", with 62% win rate" (withFigures) → ", with a 62% win rate"
		}
		if strings.HasPrefix(g[1], "with ") {
			return m // already given its grammar: ", with a 62% win rate"
		}
		return ", with a " + g[2] + " " + g[3] + " in " + g[1]
	})
	s = measureFromTo.ReplaceAllString(s, ", with $1 going $2")
	s = grewFromToAfter.ReplaceAllString(s, ", growing from $1 to $2 $3")
	s = topInAfter.ReplaceAllStringFunc(s, func(m string) string {
		g := topInAfter.FindStringSubmatch(m)
		return ", and I am top " + g[1] + " " + strings.Replace(g[2], "at current ", "at my current ", 1)
	})
	s = averageOfDays.ReplaceAllStringFunc(s, func(m string) string {
		g := averageOfDays.FindStringSubmatch(m)
		lead := g[1]
		if lead == ", " {
			lead = ", with "
		}
		return lead + "an average " + g[2] + " of " + g[3] // ", avg time to fill 32 days"
	})
	s = roleForYearsAfter.ReplaceAllStringFunc(s, func(m string) string {
		g := roleForYearsAfter.FindStringSubmatch(m)
		if !isRolePhrase(strings.Fields(g[1])) {
			return m
		}
		return ", and I was " + g[1] + " for " + g[2] + g[3] // ", pta treasurer 2 years ($40k budget)"
	})
	s = strings.Replace(s, ", a team of ", ", with a team of ", 1) // "owned the roadmap, a team of 8"
	// ", crash rate from 2.1% to 0.3%": a measure named in two words takes its article.
	s = namedMeasureFromTo.ReplaceAllString(s, ", with the $1 going$2")
	// ", one hit 50k downloads": one of the things counted, and what it did.
	return oneDid.ReplaceAllString(s, ", and one $1")
}

var (
	// rateOf is ", grant writing, 70% win rate": an activity and the rate it reached.
	rateOf = regexp.MustCompile(`, ([\p{L}][\p{L} -]*?),? (\d+(?:\.\d+)?%) ((?:win|success|hit|close|pass|approval|acceptance|conversion|response|retention|renewal|completion) rate)$`)
	// schoolGrad is "bootcamp grad (le wagon) mar 2025": who graduated from what.
	schoolGrad = regexp.MustCompile(`(?i)^((?:coding |design |ux |data |ui )?(?:bootcamp|college|university|school|academy|program|programme|course)) (?:grad|graduate)\b(.*)$`)
)

// degreeClause writes what follows a degree: "…, thesis on speech recognition" → "…, with a
// thesis on speech recognition".
func degreeClause(s string) string {
	s = degreeWhat.ReplaceAllString(s, ", with a $1")
	// "a BA political science from rutgers" → "a BA in political science from Rutgers"
	if m := degreeSubject.FindStringSubmatchIndex(s); m != nil {
		if subject := s[m[4]:m[5]]; !strings.HasPrefix(subject, "in ") && !strings.HasPrefix(subject, "of ") && (m[1] < len(s) || subjectOnly(subject)) {
			// "a BA criminal justice" at the end: the subject, when it is one ("a BA with
			// honours" is not)
			s = s[:m[4]] + "in " + s[m[4]:]
		}
	}
	if m := degreeSchool.FindStringSubmatchIndex(s); m != nil {
		s = s[:m[2]] + orgCase(s[m[2]:m[3]]) + s[m[3]:]
	}
	return s
}

var (
	// degreeSubject is a degree with its subject and school: "BA political science from".
	degreeSubject = regexp.MustCompile(`\b(BA|BS|BSc|BFA|BEng|BBA|MA|MS|MSc|MFA|MEng|MBA|MEd|MPH|PhD|JD|AAS|AS|AA) ([A-Za-z][A-Za-z ]*?)(?: from |$)`)
	// degreeSchool is the school a degree is from, up to its year or the end.
	degreeSchool = regexp.MustCompile(` from ([a-z][a-z&' ]*?[a-z])(?: in (?:19|20)\d{2}|,|$)`)
)

// subjectOnly reports a degree's subject typed after it with nothing else: a few words in
// lower case, not a clause ("with honours", "and a minor").
func subjectOnly(s string) bool {
	words := strings.Fields(s)
	if len(words) == 0 || len(words) > 4 {
		return false
	}
	for _, w := range words {
		if !isLowerWord(w) && knownCasing[strings.ToLower(w)] != w {
			return false // a name of its own ("a BA Honours"), not a subject ("English")
		}
	}
	return !degreeTails[words[0]]
}

var degreeTails = wordSet(`with and at summa magna cum honours honors hons first second upper lower distinction merit pass
from in of for on candidate student program programme degree`)

var degreeWhat = regexp.MustCompile(`, ((?:thesis|dissertation|focus|concentration|major|minor|capstone) )`)

// orgsAfterAt gives an organisation typed in lower case after "at" its capitals, in a line
// kept as a fragment ("3 years as pct at riverside methodist" → "… at Riverside Methodist"):
// a list line is no sentence the rewrite reads, but the recipient reads the name.
func orgsAfterAt(s string) string {
	return atOrg.ReplaceAllStringFunc(s, func(m string) string {
		p := atOrg.FindStringSubmatch(m)
		org, tail := p[2], ""
		if loc := wordFromDigit.FindStringIndex(org); loc != nil {
			org, tail = org[:loc[0]], org[loc[0]:] // "lumen 5 years": the name ends at the figure
		}
		first, _, _ := strings.Cut(org, " ")
		if org == "" || notOrgAfterAt[first] || len(strings.Fields(org)) > 4 {
			return m
		}
		return p[1] + orgCase(org) + tail + p[3]
	})
}

var (
	wordFromDigit = regexp.MustCompile(`\s\d`)
	atOrg         = regexp.MustCompile(`(\b(?:at|@) )([a-z][a-z0-9&'.\- ]*?[a-z0-9])(,|;|\s\(|\s(?:for|since|from|in|with)\s|$)`)
	// notOrgAfterAt start the words after "at" that name no organisation: "at least", "at
	// scale", "at a startup".
	notOrgAfterAt = wordSet(`current the a an least most scale home work night once first risk times my our your their this that each every all full peak speed launch`)
)

// moneyAmount is a sum of money on its own: "$48M".
var moneyAmount = regexp.MustCompile(`^[$€£]\d[\d.,]*[kKmMbB]?$`)

// moneyThing reports an object that is an amount before one thing: "$48M hospital wing", "$2M
// budget" — not "$1.2M a year" or "$40k costs".
func moneyThing(obj string) bool {
	words := strings.Fields(obj)
	if len(words) < 2 || !moneyAmount.MatchString(words[0]) {
		return false
	}
	if amountTimeWords[strings.ToLower(words[1])] {
		return false // "$4.2M last year": an amount over a time, not a thing
	}
	head := ""
	for _, w := range words[1:] {
		lw := strings.ToLower(strings.TrimRight(w, ",.;:"))
		if determiners[lw] || complementWords[lw] || lw == "per" || !isPlainLowerWord(lw) {
			break
		}
		head = lw
		if strings.HasSuffix(w, ",") {
			break
		}
	}
	return len(head) > 2 && !strings.HasSuffix(head, "s")
}

// hyphenSuffixes end a word after a hyphen without being a name's part: "Amazon-ish".
var hyphenSuffixes = wordSet(`ish based like style owned run led backed sized level wide`)

// amountTimeWords follow an amount that is counted over a time: "$4.2M last year".
var amountTimeWords = wordSet(`last this next in during over per each a an annually yearly monthly`)

// countedPlaces are places counted after a note: "…, 3 states", "…, 12 sites".
var countedPlaces = regexp.MustCompile(`(?i)^(?:about |~)?\d+\+? (?:states|countries|sites|locations|stores|clinics|regions|offices|warehouses|plants|hospitals|campuses|markets|time zones|branches|properties)$`)

// workResult is what a piece of work led to, typed after it: "comebacks down about 30%",
// "90% of teachers using it weekly by spring".
var workResult = regexp.MustCompile(`(?i)^(?:[a-z][a-z -]{2,30} (?:down|up) (?:about |by |~)?\d[\d.]*%|\d+% of [a-z ]+? [a-z]+ing\b.*)$`)
