package writer

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// People type notes: "Bsn from osu may 2024, passed nclex july 2024", "led monolith -> go
// services split (14 svcs), p99 800ms->120ms", "Cpa w 6 yrs". Before a note is framed as a
// sentence, its shorthand is written out, its arrows become "from … to …", and its names and
// acronyms get the casing the user gave anywhere in the form, else a known one (ADR 0037).
// Only the writing changes: every figure, name and claim stays, and none is added.

// notebook cleans the notes of one form: it knows the casing the user typed and the form's
// field (which decides what "pts" means).
type notebook struct {
	casing map[string]string // lower case → the casing to write
	// dataWork is a form about data pipelines, where "dbt" is the tool.
	dataWork bool
	// salesforce is a form that names Salesforce, where "sf admin" is its administrator.
	salesforce bool
	field      string
	// names are proper names the user typed in a field of their own (the company, a
	// person): where the notes write one in lower case, the field's casing wins.
	names []nameCasing
}

type nameCasing struct {
	re   *regexp.Regexp
	text string
}

// knownProducts are products named in two words, one of them an ordinary word ("applied",
// "sage"), written so wherever they are typed.
var knownProducts = func() []nameCasing {
	var out []nameCasing
	for _, name := range []string{"LinkedIn Recruiter", "Applied Epic", "Sage Intacct", "Sage 50", "Dentrix Ascend", "Epic Willow", "Open Dental", "Power Automate", "GitHub Actions", "Looker Studio", "Google Sheets", "Google Analytics", "Epic Clarity", "Epic Caboodle",
		"Microsoft Teams", "Power BI", "Pro Tools", "iZotope RX", "A&P", "Google Maps", "Follow Up Boss", "MD Anderson", "Mitchell 1", "ISTQB Foundation", "NASM CPT", "NABCEP PV Associate", "NABCEP PV Installation Professional", "PSM II", "PSM I", "PSPO I", "SAFe SPC",
		// Schools and courses people name in lower case.
		"Le Cordon Bleu", "Active Directory", "Google Data Analytics", "Google UX Design", "Google Project Management", "Google IT Support", "Ohio State", "Penn State", "Michigan State", "Arizona State", "Florida State"} {
		out = append(out, nameCasing{regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(name) + `\b`), name})
	}
	return out
}()

// withNames records the casing of names typed in the form's name fields ("Riverside
// Methodist Hospital"), matched in the notes whatever their case.
func (n *notebook) withNames(names ...string) *notebook {
	for _, name := range names {
		name = strings.TrimSpace(name)
		if name == "" || !strings.ContainsFunc(name, unicode.IsUpper) {
			continue
		}
		n.names = append(n.names, nameCasing{regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(name) + `\b`), name})
	}
	return n
}

// Fields with their own shorthand.
const (
	fieldHealth  = "health"
	fieldFinance = "finance"
	fieldLegal   = "legal"
	fieldGeneral = "general"
)

// healthWords mark a form written by someone in health care.
var healthWords = wordSet(`psych psychiatric dpt ortho therapist therapy acl rehab nurse nursing rn bsn lpn nclex patient patients pt pts hospital hosp clinic clinical icu
med-surg surg preceptor charge ekg ekgs vitals cna emt paramedic pharmacy physician telemetry ed er acls bls
dental dentist hygienist hygiene rdh dds dmd perio periodontal np fnp aprn fqhc
optician opticians optometrist optometry ophthalmic ophthalmology surgical surgeon surgeons cst neuro
phlebotomy phlebotomist radiology sonographer sonography mri chiropractic chiropractor dermatology`)

// legalWords mark a form written by someone in a law firm or legal team.
var legalWords = regexp.MustCompile(`\b(paralegal|attorney|atty|attys|litigation|law firm|law group|llp|subpoenas?|depositions?|e-discovery|legal assistant)\b`)

// financeWords mark a form written by someone in accounting.
var financeWords = regexp.MustCompile(`\b(cpa|accountant|accounting|netsuite|quickbooks|gaap|ledger|reconciliations?|month[- ]end)\b`)

// newNotebook reads the casing and field of a form from all its text.
func newNotebook(texts ...string) *notebook {
	n := &notebook{casing: map[string]string{}, field: fieldGeneral, names: slices.Clone(knownProducts)}
	texts = slices.Clone(texts)
	for i, t := range texts {
		lines := strings.Split(t, "\n")
		for j, l := range lines {
			lines[j] = fromAllCaps(l) // a note typed in capitals gives no casing ("FLAT RATE")
		}
		texts[i] = strings.Join(lines, "\n")
	}
	all := strings.Join(texts, "\n")
	n.dataWork = dataToolContext.MatchString(all)
	n.salesforce = strings.Contains(strings.ToLower(all), "salesforce")
	health := 0
	for _, w := range noteWord.FindAllString(all, -1) {
		lw := strings.ToLower(w)
		if healthWords[lw] {
			health++
		}
		if ambiguousCasing[lw] {
			continue
		}
		// The user's casing wins: a word with a capital after its first letter ("iOS",
		// "PostgreSQL") or in capitals ("NCLEX"). A capitalised first letter alone may only
		// start a sentence, so it counts when the word is not first on its line or sentence.
		if (hasInnerCapital(w) || isAcronym(w)) && len(lw) > 1 {
			n.casing[lw] = w
		}
	}
	for _, line := range strings.Split(texts[0], "\n") {
		prev := ""
		for i, w := range strings.Fields(line) {
			core := strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
			lw := strings.ToLower(core)
			if i > 0 && !strings.ContainsAny(prev, ".!?:;•-") && startsUpperLetter(core) && !ambiguousCasing[lw] && n.casing[lw] == "" && len(lw) > 1 { // "got an A" teaches no casing of "a"
				n.casing[lw] = core
			}
			prev = w
		}
	}
	switch lower := strings.ToLower(all); {
	case health >= 2:
		n.field = fieldHealth
	case financeWords.MatchString(lower):
		n.field = fieldFinance
	case legalWords.MatchString(lower):
		n.field = fieldLegal
	}
	return n
}

// medsTrained is trained to give medication: "med trained", "meds trained".
var medsTrained = regexp.MustCompile(`(?i)\bmeds? trained\b`)

// medsTrainedDash is that training, then what it lets the writer do: "med trained - give meds…".
var medsTrainedDash = regexp.MustCompile(`(?i)\bmedication trained\s+[-–—]\s+`)

// mfgCompany is a manufacturing company typed short.
var mfgCompany = regexp.MustCompile(`(?i)\bmfg (?:co|company|firm)\b`)

// streetName is a street typed in lower case: "maple st", "5th ave".
var streetName = regexp.MustCompile(`\b([a-z0-9]+) (st|street|ave|avenue|rd|road|blvd|boulevard|ln|lane|dr|drive|ct|court)\b`)

// streets capitalises a street typed in lower case: its name is a word of its own, not a
// preposition ("at st marys" is a saint), and the street word ends the phrase.
func streets(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range streetName.FindAllStringSubmatchIndex(s, -1) {
		name, end := s[m[2]:m[3]], m[1]
		if len(name) < 3 || campaignDrive(name, s[m[4]:m[5]]) || determiners[name] || complementWords[name] || name == "and" || name == "for" || name == "from" || name == "with" ||
			end < len(s) && s[end] == ' ' && end+1 < len(s) && unicode.IsLetter(rune(s[end+1])) && !strings.HasPrefix(s[end+1:], "has ") && !strings.HasPrefix(s[end+1:], "is ") && !strings.HasPrefix(s[end+1:], "in ") {
			continue
		}
		b.WriteString(s[last:m[0]])
		b.WriteString(strings.Join(titleCased(strings.Fields(s[m[0]:m[1]])), " "))
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// campaignDrive is a drive run for a cause, not a street: "testing drive", "food drive".
func campaignDrive(name, street string) bool {
	return street == "drive" && (strings.HasSuffix(name, "ing") || strings.HasSuffix(name, "tion") || campaignWords[name])
}

var campaignWords = wordSet(`food toy blood coat book donation fundraiser membership voter supply canned clothing diaper`)

// levelArrow is a move from one level to the next: "tier 1 -> tier 2", "band 5 -> 6".
var levelArrow = regexp.MustCompile(`(?i)\b(tier|level|grade|band|step|l) ?(\d+) ?(?:->|→|=>|-->) ?(?:tier |level |grade |band |step |l)?(\d+)\b`)

var noteWord = regexp.MustCompile(`[\p{L}][\p{L}\p{N}]*(?:[./-][\p{L}\p{N}]+)*`)

func hasInnerCapital(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	return unicode.IsLetter(r) && strings.ContainsFunc(w[n:], unicode.IsUpper) && strings.ContainsFunc(w, unicode.IsLower)
}

func isAcronym(w string) bool {
	letters := 0
	for _, r := range w {
		if unicode.IsLetter(r) {
			letters++
			if !unicode.IsUpper(r) {
				return false
			}
		}
	}
	return letters >= 2
}

func startsUpperLetter(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

var (
	// perPeriod is "2x/month", "3x/wk", "2x a week", "4x per year".
	perPeriod = regexp.MustCompile(`(?i)\b(\d+)\s*x\s*(?:/|per |a |an )\s*(day|wk|week|mo|month|yr|year|quarter|shift)\b`)
	// perUnit is a rate: "$9/mo", "30+ pts/shift", "$120k/yr".
	perUnit = regexp.MustCompile(`(?i)(\S)/(day|wk|week|mo|month|yr|year|shift|person|head|guest|attendee|employee|night|hr|hour|seat|user|meal|student|install|season|visit|patient|client|case|store|site|farm|field|room|walk|ride|order|booking|session|class|lesson|gal|lb|mile)\b`)
	// arrowFigures is "800ms->120ms", "8% → 3%", "4 to 18" with an arrow.
	arrowFigures = regexp.MustCompile(`(\(?[$€£]?~?\d[\d.,]*(?:[\p{L}%+]+| (?:days?|hours?|hrs|weeks?|wks|months?|mos|years?|yrs|minutes?|mins|people|users|staff))?)\s*(?:->|→|=>|-->|⇒)\s*([$€£]?~?\d[\d.,]*(?:[\p{L}%+]+| (?:days?|hours?|hrs|weeks?|wks|months?|mos|years?|yrs|minutes?|mins|people|users|staff))?\)?)`)
	// arrowResult is an arrow to a result: "-> shrink down 1.2 pts", "→ sales up 20%".
	arrowThenMeasure = regexp.MustCompile(`^([a-z][^,>]*?)\s*(?:->|→)\s*([a-z][a-z -]*?) (\d[\d.,]*(?:%| ?[a-z]+)?)\s*(?:->|→)\s*(\d[\d.,]*(?:%| ?[a-z]+)?)$`)
	arrowResult      = regexp.MustCompile(`(?i)\s*(?:->|→|=>|-->|⇒)\s*([a-z][\w-]*(?: [a-z][\w-]*)?) (down|up) ([$€£~]?\d)`)
	arrowWords       = regexp.MustCompile(`\s*(?:->|→|=>|-->|⇒)\s*`)
	// resultFigure is the right side of an arrow that is a result: "40% fewer support emails".
	resultFigure = regexp.MustCompile(`^[$€£~+]?\d`)
	// endsInFigure is a left side that is itself a value ("3", "800ms"): then the arrow is
	// from one value to another.
	endsInFigure = regexp.MustCompile(`\d[\p{L}%]*$`)
	tilde        = regexp.MustCompile(`~\s*(\$?\d|twice\b|once\b|half\b)`)
	plusBetween  = regexp.MustCompile(`([\p{L})\d%])\s+\+\s+([\p{L}$€£\d])|(\p{L})\+(\p{L})`)
	monthYear    = regexp.MustCompile(`(?i)\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?\s+((?:19|20)\d{2})\b`)
)

var monthNames = map[string]string{"january": "January", "february": "February", "march": "March", "april": "April", "may": "May",
	"june": "June", "july": "July", "august": "August", "september": "September", "october": "October", "november": "November",
	"december": "December", "jan": "Jan", "feb": "Feb", "mar": "Mar", "apr": "Apr", "jun": "Jun", "jul": "Jul", "aug": "Aug",
	"sep": "Sep", "sept": "Sept", "oct": "Oct", "nov": "Nov", "dec": "Dec"}

// minimumOf is "min" before a number: "$95/person, min 8".
var minimumOf = regexp.MustCompile(`(?i)(^|[\s,(])min\.? (\d)`)

// doctorsPractice is a practice by its number of doctors: "4-dr"; devYears is a developer's
// years typed short at the start of a note ("dev 5 yrs").
var (
	doctorsPractice = regexp.MustCompile(`(?i)\b(\d+)-drs?\b`)
	devYears        = regexp.MustCompile(`(?i)^((?:before that,? |previously,? |prev:? )?)dev (\d)`)
)

// ownPlace is the writer's own workplace typed without its "my": "at current spa".
var ownPlace = regexp.MustCompile(`(?i)\b(at|from|in|to) (current|previous|prior|last|old|former|first) (job|spa|shop|company|employer|clinic|store|school|practice|hospital|role|firm|agency|restaurant|salon|gym|office|team|workplace|position|unit|site|dealership|district)\b`)

var monthPrepositions = wordSet(`in since by from until till to of on during before after through and or -`)

var (
	// groupOf is "team of 8", "kitchen of 18" without its article.
	groupOf = regexp.MustCompile(`(?i)(^|[,;] |\b(?:run|ran|led|lead|manage|managed|with|built|grew|and) )(team|kitchen|staff|crew|group|budget|department) of (\d)`)
	// usMarket is "us" the country before a market it names ("130k us public schools", "the
	// us market"); "us" the pronoun stays.
	// theUS is the country named last: "44M renter households in the us".
	theUS    = regexp.MustCompile(`(?i)\b(in|across|throughout) the us\b`)
	usMarket = regexp.MustCompile(`(?i)((?:\b\d[\d.,]*[kmb]?\+?|[$€£]\d[\d.,]*[kmb]?|\bthe|\bin|\bacross) )us ((?:public|private|residential|commercial|market|markets|schools|hospitals|companies|businesses|households|homes|adults|consumers|smbs|retail|healthcare|federal|state|based|only|wide|mid-size|midsize|metros|cities|urban|suburban|rural|community|banks|credit|hospitals|clinics|farms|restaurants|appliance|home|auto|dental|pet|food)\b)`)
	// rateBeforeNoun is a money rate followed by a word: "$22M/yr store".
	rateBeforeNoun = regexp.MustCompile(`(?i)([$€£]\d[\d.,]*[kmb]?)/(yr|year|mo|month|day|wk|week) ([a-z]+)`)
	// companyCo is "co" for company after an article or an adjective ("a smaller co"); in a
	// name it stays as typed ("Baker & Co"), and a prefix stays one ("a co-branded beer").
	companyCo = regexp.MustCompile(`(?i)(\b(?:a|an|the|this|that|my|our|same|another|small|smaller|big|bigger|large|larger|new|young|growing|early-stage|mid-size|mid-sized)\s+(?:[\w-]+\s+){0,2})co\b([^.&'’-]|$)`)
	// seasonWords name a season of a year: "summer 2024".
	seasonWords = wordSet(`summer spring fall autumn winter`)
	// bareYear is a year after a word with no preposition: "dpt 2019", "ucl 2024".
	bareYear = regexp.MustCompile(`(\b([\p{L}]+))\s((?:19|20)\d{2})\b([^-–\d]|$)`)
)

var periodWords = map[string]string{"day": "day", "wk": "week", "week": "week", "mo": "month", "month": "month",
	"yr": "year", "year": "year", "quarter": "quarter", "shift": "shift", "night": "night", "hr": "hour", "hour": "hour", "seat": "seat", "user": "user",
	"meal": "meal", "student": "student", "install": "install", "season": "season", "visit": "visit", "patient": "patient",
	"client": "client", "case": "case", "store": "store", "site": "site", "farm": "farm", "field": "field", "room": "room",
	"walk": "walk", "ride": "ride", "order": "order", "booking": "booking", "session": "session", "class": "class", "lesson": "lesson",
	"person": "person", "head": "head", "guest": "guest", "attendee": "attendee", "employee": "employee",
	"gal": "gallon", "lb": "pound", "mile": "mile"}

// perArticle says a rate's period with its article: "a day", "an hour".
func perArticle(period string) string {
	return article(period) + period
}

// timesWord writes a count of times: 1 "once", 2 "twice", else "N times".
func timesWord(n string) string {
	switch n {
	case "1":
		return "once"
	case "2":
		return "twice"
	}
	return n + " times"
}

// clean writes a note out: rates, arrows, "~", "+", shorthand and casing. It does not make
// it a sentence.
func (n *notebook) clean(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	s = armedForces.ReplaceAllStringFunc(s, func(m string) string {
		g := armedForces.FindStringSubmatch(m)
		return "the US " + titleWords(strings.ToLower(g[1])) // "8 yrs us army" → "8 years the US Army"… read on
	})
	s = strings.ReplaceAll(s, "yrs the US ", "yrs in the US ")
	s = requestsPer.ReplaceAllStringFunc(s, func(m string) string {
		g := requestsPer.FindStringSubmatch(m)
		unit := strings.ToLower(g[2])
		if full := map[string]string{"sec": "second", "min": "minute"}[unit]; full != "" {
			unit = full
		}
		return g[1] + "requests a " + unit // "2k req/min" → "2k requests a minute"
	})
	s = fromAllCaps(s)                      // "10 YRS FLAT RATE": typed with caps lock, read as lower case
	s = batch22Tidy(s)                      // "surgical ctr", "crane op", "tower + mobile … certified" (batch22shapes.go)
	s = plusList(s)                         // "salesforce + outreach + gong": a list, before any rule joins two of them
	s = itWork.ReplaceAllString(s, "IT $1") // "it support tech" → "IT support tech"
	s = kindTidy(lineTidy(s))               // "…, travel ok", "(5-100 ees)", "narrative pod" (lineshapes.go), "at saas co" (kindnames.go)
	s = licensedIn.ReplaceAllStringFunc(s, func(m string) string {
		g := licensedIn.FindStringSubmatch(m)
		return g[1] + stateCodes.ReplaceAllStringFunc(g[2], strings.ToUpper) // "licensed in fl, ga" → "FL, GA"
	})
	s = equalsDemand.ReplaceAllString(s, ", which drives demand") // "fincen pushing risk-based programs = demand"
	s = equalsIs.ReplaceAllString(s, "$1 is ")                    // "lunchfield = one order, one invoice": what a name is
	s = equalsSo.ReplaceAllString(s, "$1, so $2")                 // "rates up = contractors rent"
	s = xRay.ReplaceAllString(s, "X-ray")
	s = hoursShort.ReplaceAllStringFunc(s, hoursWritten)      // "freshness 6h -> 5 min"
	s = weldPositions.ReplaceAllStringFunc(s, upperFirstWord) // "3g/4g plate": weld test positions
	s = theOR.ReplaceAllString(s, "${1}OR")                   // "be in the or": the operating room
	s = wcagLevel.ReplaceAllStringFunc(s, func(m string) string {
		g := wcagLevel.FindStringSubmatch(m)
		return "WCAG " + g[1] + " " + strings.ToUpper(g[2])
	})
	s = perPeriod.ReplaceAllStringFunc(s, func(m string) string {
		p := perPeriod.FindStringSubmatch(m)
		return timesWord(p[1]) + " " + perArticle(periodWords[strings.ToLower(p[2])])
	})
	// A rate before its noun is one word: "$22M/yr store" → "$22M-a-year store".
	s = rateBeforeNoun.ReplaceAllStringFunc(s, func(m string) string {
		p := rateBeforeNoun.FindStringSubmatch(m)
		if monthPrepositions[strings.ToLower(p[3])] || p[3] == "for" || p[3] == "with" || p[3] == "per" {
			return m
		}
		return p[1] + "-" + strings.ReplaceAll(perArticle(periodWords[strings.ToLower(p[2])]), " ", "-") + " " + p[3]
	})
	// Twice: "$3/student/yr" is two rates, "$3 a student a year".
	for range 2 {
		s = perUnit.ReplaceAllStringFunc(s, func(m string) string {
			p := perUnit.FindStringSubmatch(m)
			return p[1] + " " + perArticle(periodWords[strings.ToLower(p[2])])
		})
	}
	s = phrasesBeforeWords(s)
	s = levelArrow.ReplaceAllString(s, "from $1 $2 to $1 $3")   // "tier 1 -> tier 2": the level moved
	s = streets(s)                                              // "on maple st" → "on Maple St"
	s = mfgCompany.ReplaceAllString(s, "manufacturing company") // "300-person mfg co"
	s = medsTrained.ReplaceAllString(s, "medication trained")   // "med trained", never a master's in education
	s = medsTrainedDash.ReplaceAllString(s, "medication trained, and I ")
	s = n.arrows(s)
	s = ledToRise.ReplaceAllStringFunc(s, func(m string) string { // "-> +22% nrr"
		g := ledToRise.FindStringSubmatch(m)
		return "led to a " + g[1] + " rise in " + g[2] + strings.Replace(g[3], "/", " per ", 1)
	})
	s = unitArticle.ReplaceAllString(s, "$1 the $2") // "move to nicu" → "move to the nicu"
	s = appStore.ReplaceAllString(s, "$1 the App Store")
	s = abTest.ReplaceAllString(s, "in an A/B test")
	s = laughter.ReplaceAllString(s, "$1")               // "potty training x3 kids lol", "(lol daily)": no fact in the laugh
	s = timesCount.ReplaceAllString(s, "$1 $2")          // "x3 kids" → "3 kids"
	s = trainingDoneYear.ReplaceAllString(s, "$1 in $2") // "training (usp 797) done 2024"
	s = adobeProducts.ReplaceAllStringFunc(s, func(m string) string { return adobeCasing[strings.ToLower(m)] })
	s = wantWorkMode.ReplaceAllString(s, "${1}want to work $2")
	s = kilovolts.ReplaceAllString(s, "${1}kV")                                                                // "34.5kv"
	s = revenuePer.ReplaceAllString(s, "revenue per $1")                                                       // "rev/listing"
	s = passedSection.ReplaceAllStringFunc(s, func(m string) string { return m[:7] + strings.ToUpper(m[7:]) }) // "passed far"
	s = clinicalsAfter.ReplaceAllString(s, ", with $1 $2 ")
	s = flatRate.ReplaceAllString(s, "flat-rate")
	s = topAtCurrent.ReplaceAllString(s, ", and I am top $1 $2 at my current ") // ", top in reviews at current shop"                                                    // ", clinicals at sunrise nursing home"
	s = medsBefore.ReplaceAllString(s, "medication $1")                         // "meds reminders"
	s = msOffice.ReplaceAllString(s, "Microsoft $1")
	s = stayedHome.ReplaceAllString(s, "${1}stayed home for $2")
	s = soClause.ReplaceAllString(s, "$1, so I ")
	s = gradeRange.ReplaceAllString(s, "K-$1") // "k-8"
	s = newARR.ReplaceAllString(s, "$1 in new $2")
	s = quotaIn.ReplaceAllString(s, ", with $1 of quota in $2")
	s = monthAverage.ReplaceAllString(s, "$1 on average")
	s = ownPlace.ReplaceAllString(s, "$1 my $2 $3")      // "at current spa" → "at my current spa"
	s = doctorsPractice.ReplaceAllString(s, "$1-doctor") // "a 4-dr general practice"
	s = minimumOf.ReplaceAllString(s, "${1}minimum $2")  // "min 8": a minimum, not minutes
	s = devYears.ReplaceAllString(s, "${1}developer $2") // "before that dev 5 yrs (java)"
	s = threePL.ReplaceAllString(s, "3PL")
	s = cdlClassAfter.ReplaceAllStringFunc(s, func(m string) string { // "cdl a" → "Class A CDL"
		return "Class " + strings.ToUpper(cdlClassAfter.FindStringSubmatch(m)[1]) + " CDL"
	})
	s = stateInBrackets.ReplaceAllStringFunc(s, strings.ToUpper) // "licensed (ca)" → "(CA)"
	s = inUSAnd.ReplaceAllStringFunc(s, func(m string) string {  // "in us + eu" → "in the US and EU"
		g := inUSAnd.FindStringSubmatch(m)
		return "in the US and " + strings.ToUpper(g[1])
	})
	s = googleApps.ReplaceAllStringFunc(s, func(m string) string { // "google classroom" → "Google Classroom"
		_, app, _ := strings.Cut(m, " ")
		return "Google " + strings.ToUpper(app[:1]) + strings.ToLower(app[1:])
	})
	s = officeApps.ReplaceAllStringFunc(s, func(m string) string { // "microsoft office" → "Microsoft Office"
		_, app, _ := strings.Cut(m, " ")
		return "Microsoft " + strings.ToUpper(app[:1]) + strings.ToLower(app[1:])
	})
	s = servedIn.ReplaceAllStringFunc(s, func(m string) string { // "(army)" after a job
		return " in the " + armedServiceName[strings.ToLower(servedIn.FindStringSubmatch(m)[1])]
	})
	s = lettersInBrackets.ReplaceAllStringFunc(s, strings.ToUpper) // "mls(ascp)" → "MLS(ASCP)"
	s = noneAfter.ReplaceAllString(s, ", with $1")                 // "…in 2023, zero deficiencies"
	s = didAsWell.ReplaceAllString(s, "; I did a $1")              // "want to move to nicu, did 2 wk rotation"
	s = tiredOf.ReplaceAllString(s, ", as I am tired of ")         // "want a shop w steady hours, tired of travel"
	s = tilde.ReplaceAllString(s, "about $1")
	s = plusAnd(s)
	s = groupOf.ReplaceAllString(s, "${1}a $2 of $3")
	s = companyCo.ReplaceAllString(s, "${1}company${2}")
	s = bareYear.ReplaceAllStringFunc(s, func(m string) string {
		p := bareYear.FindStringSubmatch(m)
		if seasonWords[strings.ToLower(p[2])] {
			// "adr up ~8% summer 2024" → "… in summer 2024": the season takes the preposition
			before := strings.Fields(s[:max(0, strings.Index(s, m))])
			if len(before) > 0 && (monthPrepositions[strings.ToLower(before[len(before)-1])] || determiners[strings.ToLower(before[len(before)-1])]) || len(before) == 0 {
				return m
			}
			return "in " + m
		}
		if degreeWords[p[2]] || strings.HasSuffix(strings.TrimSpace(s[:max(0, strings.Index(s, m))]), " from") && isLowerWord(p[2]) {
			return p[1] + " in " + p[3] + p[4] // "dpt 2019", "from ucl 2024": a degree's year
		}
		if !isLowerWord(p[2]) || knownCasing[p[2]] != "" || monthPrepositions[strings.ToLower(p[2])] || numberWords[strings.ToLower(p[2])] || monthNames[strings.ToLower(p[2])] != "" ||
			strings.EqualFold(p[2], "started") || strings.EqualFold(p[2], "since") ||
			determiners[strings.ToLower(p[2])] { // "the 2040 comp plan": a year that names a plan, not a date
			return m
		}
		return p[1] + " in " + p[3] + p[4]
	})
	s = names(n.words(s))
	s = phrasesAfterWords(s)
	// "passed nclex july 2024" → "… in July 2024": a bare month and year gets its preposition.
	var b strings.Builder
	last := 0
	for _, m := range monthYear.FindAllStringSubmatchIndex(s, -1) {
		before := strings.TrimRight(s[last:m[0]], " ")
		prev := ""
		if f := strings.Fields(s[:m[0]]); len(f) > 0 {
			prev = strings.ToLower(f[len(f)-1])
		}
		b.WriteString(s[last:m[0]])
		if before != "" && !monthPrepositions[prev] && !strings.HasSuffix(prev, ",") && !strings.HasSuffix(prev, "(") {
			b.WriteString("in ")
		}
		b.WriteString(monthNames[strings.ToLower(s[m[2]:m[3]])] + " " + s[m[4]:m[5]])
		last = m[1]
	}
	b.WriteString(s[last:])
	out := b.String()
	for _, nc := range n.names {
		out = nc.re.ReplaceAllLiteralString(out, nc.text)
		// "applied epic + ivans": a product whose name opens with a past-tense verb is a tool
		// worked with, not something the writer applied.
		if first, _, _ := strings.Cut(nc.text, " "); strings.HasPrefix(out, nc.text) && pastTenseVerbs[strings.ToLower(first)] {
			out = "I work with " + out
		}
	}
	return out
}

// arrows writes "800ms->120ms" as "from 800ms to 120ms", and "teacher -> ux" as "from
// teacher to ux"; "monolith -> go services split" becomes "the split from monolith to go
// services" (the noun that names the change goes first).
func (n *notebook) arrows(s string) string {
	// "…in my store -> shrink down 1.2 pts": what the work led to, not a change of one thing
	// into another.
	s = arrowResult.ReplaceAllString(s, ", and $1 went $2 $3")
	// "shipped self-serve onboarding -> time to value 21 days -> 6": an action, then a measure
	// that moved because of it.
	s = arrowThenMeasure.ReplaceAllString(s, "$1, with $2 going $3 -> $4")
	s = arrowFigures.ReplaceAllStringFunc(s, func(m string) string {
		p := arrowFigures.FindStringSubmatch(m)
		return "from " + p[1] + " to " + p[2]
	})
	for {
		loc := arrowWords.FindStringIndex(s)
		if loc == nil {
			return strings.ReplaceAll(s, "from from ", "from ")
		}
		before, after := s[:loc[0]], s[loc[1]:]
		// The left side: the words back to a verb, a preposition or punctuation (at most 3).
		lw := strings.Fields(before)
		k := len(lw)
		for k > 0 && len(lw)-k < 3 {
			w := strings.ToLower(lw[k-1])
			if strings.ContainsAny(w, ",;:.()") || pastTenseVerbs[w] || determiners[w] || w == "from" || w == "via" || w == "sell" {
				break
			}
			k--
		}
		left := strings.Join(lw[k:], " ")
		head := strings.Join(lw[:k], " ")
		// The right side: up to punctuation.
		end := strings.IndexAny(after, ",;()")
		if end < 0 {
			end = len(after)
		}
		right, tail := strings.TrimSpace(after[:end]), after[end:]
		rw := strings.Fields(right)
		if len(lw) > 1 && len(rw) == 1 && namedTool(lw[len(lw)-1]) && namedTool(rw[0]) {
			// "moved warehouse redshift -> snowflake": a move from one named tool to another;
			// the words before it are what moved.
			s = strings.Join(lw[:len(lw)-1], " ") + " from " + lw[len(lw)-1] + " to " + right + tail
			continue
		}
		if left != "" && len(rw) > 1 && pastTenseVerbs[strings.ToLower(rw[0])] {
			// "built our own routing tool -> cut miles 18%": what the work did, a clause.
			s = withTail(strings.TrimRight(strings.TrimSpace(before), ",;")+", which "+right, tail)
			continue
		}
		if left != "" && clauseAfterArrow(rw) {
			// "rules tightened in 2025 -> farms must report water use": a cause and what it
			// brought about, each a clause of its own.
			s = withTail(strings.TrimRight(strings.TrimSpace(before), ",;")+", so "+right, tail)
			continue
		}
		if left != "" && resultFigure.MatchString(right) && !endsInFigure.MatchString(left) {
			// "redesigned the portal -> 40% fewer emails": an action and its result, not a
			// before and an after of one thing.
			cause := strings.TrimRight(strings.TrimSpace(before), ",;")
			if first, _, _ := strings.Cut(cause, " "); !pastTenseVerbs[strings.ToLower(first)] && !strings.EqualFold(first, "I") && len(strings.Fields(cause)) <= 4 && !strings.Contains(cause, ",") {
				// "pricing model -> +6.5% revenue": a thing and what it brought, with no verb.
				if isPlainLowerWord(first) && !determiners[first] {
					cause = "the " + cause
				}
				s = withTail(cause+" led to "+right, tail)
				continue
			}
			s = withTail(cause+", which led to "+right, tail)
			continue
		}
		phrase := "from " + left + " to " + right
		if k > 0 && movedVerbs[strings.ToLower(lw[k-1])] {
			// "moved batch etl -> streaming", "migrated on-prem -> aws": what moved, and where to.
			phrase = left + " to " + right
		} else if k > 0 && (pastTenseVerbs[strings.ToLower(lw[k-1])] || strings.EqualFold(lw[k-1], "via")) {
			// "led 2 district pilots -> full contracts": the verb carries it through.
			phrase = left + " through to " + right
		}
		if len(rw) > 1 && changeNouns[strings.ToLower(rw[len(rw)-1])] {
			phrase = "the " + rw[len(rw)-1] + " from " + left + " to " + strings.Join(rw[:len(rw)-1], " ")
		}
		if left == "" {
			phrase = "to " + right
		}
		s = withTail(strings.TrimSpace(head+" "+phrase), tail)
	}
}

// movedVerbs move a thing from one state or place to another: its arrow is "to".
var movedVerbs = wordSet(`moved migrated switched shifted converted transitioned ported upgraded changed turned took brought`)

// namedTool reports a word that names a tool or product: "redshift", "snowflake".
func namedTool(w string) bool {
	k := knownCasing[strings.ToLower(w)]
	return k != "" && !ambiguousCasing[strings.ToLower(w)] && (toolNames[k] || startsUpperLetter(k) && !isAcronym(k))
}

// withTail puts back what followed an arrow's right side: ", cost down 35%" as it is, a word
// after a space.
func withTail(s, tail string) string {
	if tail == "" {
		return s
	}
	if !strings.HasPrefix(tail, ",") && !strings.HasPrefix(tail, ";") && !strings.HasPrefix(tail, ")") {
		s += " " // "(xgboost -> pytorch)": no space before the bracket that closes
	}
	return s + tail
}

// titleWords writes each word with a capital: "air force" → "Air Force".
func titleWords(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

func (n *notebook) isHealth() bool { return n.field == fieldHealth }

// fieldWord is the written-out form of a shorthand word in the form's field, or "".
func (n *notebook) fieldWord(lc string) string {
	if fs := fieldShorthand[n.field]; fs != nil {
		if v, ok := fs[lc]; ok {
			return v
		}
	}
	return shorthand[lc]
}

// replaceWordsCI replaces whole-word occurrences of phrase (any case).
func replaceWordsCI(s, phrase, with string) string {
	re := regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(phrase) + `\b`)
	return re.ReplaceAllString(s, with)
}

func isLowerWord(w string) bool { return w == strings.ToLower(w) }
