package writer

import (
	"github.com/draftsmith/draftsmith/internal/facts"
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
	field    string
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
	for _, name := range []string{"LinkedIn Recruiter", "Applied Epic", "Sage Intacct", "Sage 50", "Dentrix Ascend", "Epic Willow", "Open Dental", "Power Automate"} {
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
var healthWords = wordSet(`dpt ortho therapist therapy acl rehab nurse nursing rn bsn lpn nclex patient patients pt pts hospital hosp clinic clinical icu
med-surg surg preceptor charge ekg ekgs vitals cna emt paramedic pharmacy physician telemetry ed er acls bls
dental dentist hygienist hygiene rdh dds dmd perio periodontal`)

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
		if hasInnerCapital(w) || isAcronym(w) {
			n.casing[lw] = w
		}
	}
	for _, line := range strings.Split(texts[0], "\n") {
		prev := ""
		for i, w := range strings.Fields(line) {
			core := strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
			lw := strings.ToLower(core)
			if i > 0 && !strings.ContainsAny(prev, ".!?:;•-") && startsUpperLetter(core) && !ambiguousCasing[lw] && n.casing[lw] == "" && core != "I" {
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

// Shorthand written out, for every field. Keys are lower case, matched as whole words.
var shorthand = map[string]string{
	"yrs": "years", "yr": "year", "hrs": "hours", "mos": "months", "wks": "weeks", "wk": "week",
	"ltds": "limited companies", "exec": "executive", "thats": "that's", "im": "I'm", "swe": "software engineering", "hw": "hardware", "sw": "software", "mvr": "driving record", "dont": "don't", "didnt": "didn't", "doesnt": "doesn't", "isnt": "isn't", "wasnt": "wasn't",
	"cant": "can't", "couldnt": "couldn't", "wouldnt": "wouldn't", "shouldnt": "shouldn't", "havent": "haven't",
	"hasnt": "hasn't", "arent": "aren't", "ive": "I've", "youre": "you're", "theyre": "they're", "whats": "what's",
	"w/": "with", "w/o": "without", "bc": "because", "b/c": "because", "cuz": "because", "thru": "through",
	"incl": "including", "incl.": "including", "approx": "approximately", "approx.": "approximately",
	"svcs": "services", "svc": "service", "mgmt": "management", "mgr": "manager", "mgrs": "managers",
	"dept": "department", "depts": "departments", "govt": "government", "intl": "international", "mktg": "marketing",
	"acct": "account", "accts": "accounts", "biz": "business", "ppl": "people", "cust": "customer", "custs": "customers",
	"hosp": "hospital", "yoy": "year over year", "mom": "month over month", "wow": "week over week", "info": "information",
	"exp": "experience", "eng": "engineering", "engs": "engineers", "devs": "developers", "ops": "operations",
	"reqs": "requirements", "req": "requirement", "avg": "average", "mtgs": "meetings", "mtg": "meeting", "mo": "month", "b4": "before",
	"w": "with", "pts": "points", "pt": "point", "approx.,": "approximately", "appt": "appointment",
	"appts": "appointments", "msgs": "messages", "msg": "message", "nyc": "NYC", "sf": "SF", "esp": "especially", "prev": "previous", "mins": "minutes", "secs": "seconds", "k12": "K-12", "tho": "though", "thx": "thanks",
	"ux/ui": "UX/UI", "edu": "education", "oncall": "on-call", "sup": "supervisor", "sups": "supervisors", "supv": "supervisor",
	"resi": "residential", "bp": "business partner", "bps": "business partners", "readmits": "readmissions", "readmit": "readmission", "rpt": "report", "rpts": "reports",
	"intro'd": "introduced", "jr": "junior", "sr": "senior", "perf": "performance", "chem": "chemistry", "repo": "repository", "coord": "coordinator", "coords": "coordinators", "mech": "mechanical", "qtr": "quarter", "qtrs": "quarters",
	"fb": "Facebook", "ig": "Instagram", "execs": "executives", "bu": "business unit", "frt": "first response time", "lvl": "Level", "assoc": "associations", "assoc.": "associations", "poli": "political", "sci": "science",
	"ros": "repair orders", "pax": "passengers", "bev": "beverage", "cert": "certificate", "certs": "certificates", "asst": "assistant", "asst.": "assistant", "ur": "your", "u": "you", "rx": "prescriptions", "univ": "university", "anticoag": "anticoagulation", "hr/wk": "hours a week",
	"a11y": "accessibility", "peds": "pediatrics", "infra": "infrastructure", "preds": "predictions", "calcs": "calculations", "calc": "calculation", "i18n": "internationalization", "org": "organization", "orgs": "organizations", "k8s": "Kubernetes", "eval": "evaluation", "evals": "evaluations", "l10n": "localization", "fy": "fiscal year", "ytd": "year to date", "gov": "government", "sgt": "sergeant", "cpl": "corporal", "lt": "lieutenant",
}

// fieldShorthand overrides the general list in one field.
var fieldShorthand = map[string]map[string]string{
	fieldFinance: {"recs": "reconciliations", "rec": "reconciliation", "jes": "journal entries", "je": "journal entry"},
	fieldLegal: {"lit": "litigation", "atty": "attorney", "attys": "attorneys", "depo": "deposition", "depos": "depositions",
		"msj": "summary judgment motion", "para": "paralegal"},
	fieldHealth: {"pts": "patients", "pt": "patient", "med surg": "medical-surgical", "med-surg": "medical-surgical",
		"tx": "treatment", "dx": "diagnosis", "bp": "blood pressure", "hx": "history", "meds": "medications",
		"peds": "pediatric", "perio": "periodontal", "srp": "scaling and root planing", "resp": "respiratory", "vents": "ventilators", "micro": "microbiology", "chem": "chemistry", "heme": "hematology", "em": "emergency medicine", "fx": "fractures", "fw": "fieldwork", "maint": "maintenance", "pct": "PCT", "pcts": "PCTs"},
}

// WrittenOut is how the writer writes a shorthand word out in any field ("yrs" →
// "years"), or "".
func WrittenOut(word string) string {
	w := strings.ToLower(word)
	if v := shorthand[w]; v != "" {
		return v
	}
	for _, fs := range fieldShorthand {
		if v := fs[w]; v != "" {
			return v
		}
	}
	return ""
}

// Shorthand lists the shorthand the writer writes out, for tests that check none is left.
func Shorthand() []string {
	var out []string
	for k := range shorthand {
		out = append(out, k)
	}
	return out
}

var (
	// perPeriod is "2x/month", "3x/wk", "2x a week", "4x per year".
	perPeriod = regexp.MustCompile(`(?i)\b(\d+)\s*x\s*(?:/|per |a |an )\s*(day|wk|week|mo|month|yr|year|quarter|shift)\b`)
	// perUnit is a rate: "$9/mo", "30+ pts/shift", "$120k/yr".
	perUnit = regexp.MustCompile(`(?i)(\S)/(day|wk|week|mo|month|yr|year|shift|night|hr|hour|seat|user|meal|student|install|season|visit|patient|client|case|store|site|farm|field|room|walk|ride|order|booking|session|class|lesson)\b`)
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
	tilde        = regexp.MustCompile(`~\s*(\$?\d)`)
	plusBetween  = regexp.MustCompile(`([\p{L})\d%])\s+\+\s+([\p{L}$€£\d])|(\p{L})\+(\p{L})`)
	monthYear    = regexp.MustCompile(`(?i)\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?\s+((?:19|20)\d{2})\b`)
)

var monthNames = map[string]string{"january": "January", "february": "February", "march": "March", "april": "April", "may": "May",
	"june": "June", "july": "July", "august": "August", "september": "September", "october": "October", "november": "November",
	"december": "December", "jan": "Jan", "feb": "Feb", "mar": "Mar", "apr": "Apr", "jun": "Jun", "jul": "Jul", "aug": "Aug",
	"sep": "Sep", "sept": "Sept", "oct": "Oct", "nov": "Nov", "dec": "Dec"}

var monthPrepositions = wordSet(`in since by from until till to of on during before after through and or -`)

var (
	// groupOf is "team of 8", "kitchen of 18" without its article.
	groupOf = regexp.MustCompile(`(?i)(^|[,;] |\b(?:run|ran|led|lead|manage|managed|with|built|grew|and) )(team|kitchen|staff|crew|group|budget|department) of (\d)`)
	// usMarket is "us" the country before a market it names ("130k us public schools", "the
	// us market"); "us" the pronoun stays.
	// theUS is the country named last: "44M renter households in the us".
	theUS    = regexp.MustCompile(`(?i)\b(in|across|throughout) the us\b`)
	usMarket = regexp.MustCompile(`(?i)(\b(?:\d[\d.,]*[kmb]?\+?|the|in|across) )us ((?:public|private|residential|commercial|market|markets|schools|hospitals|companies|businesses|households|homes|adults|consumers|smbs|retail|healthcare|federal|state|based|only|wide|mid-size|midsize|metros|cities|urban|suburban|rural|community|banks|credit|hospitals|clinics|farms|restaurants)\b)`)
	// rateBeforeNoun is a money rate followed by a word: "$22M/yr store".
	rateBeforeNoun = regexp.MustCompile(`(?i)([$€£]\d[\d.,]*[kmb]?)/(yr|year|mo|month|day|wk|week) ([a-z]+)`)
	// companyCo is "co" for company after an article or an adjective ("a smaller co"); in a
	// name it stays as typed ("Baker & Co").
	companyCo = regexp.MustCompile(`(?i)(\b(?:a|an|the|this|that|my|our|same|another|small|smaller|big|bigger|large|larger|new|young|growing|early-stage|mid-size|mid-sized)\s+(?:[\w-]+\s+){0,2})co\b([^.&'’]|$)`)
	// bareYear is a year after a word with no preposition: "dpt 2019", "ucl 2024".
	bareYear = regexp.MustCompile(`(\b([\p{L}]+))\s((?:19|20)\d{2})\b([^-–\d]|$)`)
)

var periodWords = map[string]string{"day": "day", "wk": "week", "week": "week", "mo": "month", "month": "month",
	"yr": "year", "year": "year", "quarter": "quarter", "shift": "shift", "night": "night", "hr": "hour", "hour": "hour", "seat": "seat", "user": "user",
	"meal": "meal", "student": "student", "install": "install", "season": "season", "visit": "visit", "patient": "patient",
	"client": "client", "case": "case", "store": "store", "site": "site", "farm": "farm", "field": "field", "room": "room",
	"walk": "walk", "ride": "ride", "order": "order", "booking": "booking", "session": "session", "class": "class", "lesson": "lesson"}

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
	s = plusList(s)                         // "salesforce + outreach + gong": a list, before any rule joins two of them
	s = itWork.ReplaceAllString(s, "IT $1") // "it support tech" → "IT support tech"
	s = licensedIn.ReplaceAllStringFunc(s, func(m string) string {
		g := licensedIn.FindStringSubmatch(m)
		return g[1] + stateCodes.ReplaceAllStringFunc(g[2], strings.ToUpper) // "licensed in fl, ga" → "FL, GA"
	})
	s = equalsDemand.ReplaceAllString(s, ", which drives demand") // "fincen pushing risk-based programs = demand"
	s = equalsSo.ReplaceAllString(s, "$1, so $2")                 // "rates up = contractors rent"
	s = xRay.ReplaceAllString(s, "X-ray")
	s = theOR.ReplaceAllString(s, "${1}OR") // "be in the or": the operating room
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
	s = n.arrows(s)
	s = ledToRise.ReplaceAllStringFunc(s, func(m string) string { // "-> +22% nrr"
		g := ledToRise.FindStringSubmatch(m)
		return "led to a " + g[1] + " rise in " + g[2] + strings.Replace(g[3], "/", " per ", 1)
	})
	s = unitArticle.ReplaceAllString(s, "$1 the $2") // "move to nicu" → "move to the nicu"
	s = appStore.ReplaceAllString(s, "$1 the App Store")
	s = abTest.ReplaceAllString(s, "in an A/B test")
	s = laughter.ReplaceAllString(s, "")                 // "potty training x3 kids lol": no fact in the laugh
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
	s = plusBetween.ReplaceAllStringFunc(s, func(m string) string {
		p := plusBetween.FindStringSubmatch(m)
		if p[1] != "" {
			return p[1] + " and " + p[2]
		}
		return p[3] + " and " + p[4]
	})
	s = groupOf.ReplaceAllString(s, "${1}a $2 of $3")
	s = companyCo.ReplaceAllString(s, "${1}company${2}")
	s = bareYear.ReplaceAllStringFunc(s, func(m string) string {
		p := bareYear.FindStringSubmatch(m)
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
		if k > 0 && (pastTenseVerbs[strings.ToLower(lw[k-1])] || strings.EqualFold(lw[k-1], "via")) {
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

// clauseAfterArrow reports a right side of an arrow that is a clause: a subject and then a
// verb among its next words ("farms must report", "demand jumped").
func clauseAfterArrow(rw []string) bool {
	for i := 1; i < len(rw) && i < 3; i++ {
		if arrowClauseVerbs[strings.ToLower(rw[i])] {
			return true
		}
	}
	return false
}

var arrowClauseVerbs = wordSet(`must can cannot can't need needs have has had will would should are is were was jumped doubled
tripled rose fell grew dropped started stopped became`)

// changeNouns name a change from one thing to another ("monolith -> services split").
var changeNouns = wordSet(`split migration move rewrite transition switch shift pivot conversion upgrade port rebuild refactor`)

// words writes out shorthand and sets casing, word by word.
func (n *notebook) words(s string) string {
	if fs := fieldShorthand[n.field]; fs != nil {
		for k, v := range fs {
			if strings.Contains(k, " ") {
				s = replaceWordsCI(s, k, v)
			}
		}
	}
	toks := strings.SplitAfter(s, " ")
	for i, tok := range toks {
		trail := ""
		core := strings.TrimRight(tok, " ")
		space := tok[len(core):]
		// Keep surrounding punctuation: "(14", "svcs),".
		lead := ""
		for len(core) > 0 && strings.ContainsRune("(\"'[", rune(core[0])) {
			lead, core = lead+core[:1], core[1:]
		}
		for len(core) > 0 && strings.ContainsRune(",;:!?)\"']", rune(core[len(core)-1])) {
			trail, core = core[len(core)-1:]+trail, core[:len(core)-1]
		}
		if strings.HasSuffix(core, ".") && !shorthandKey(strings.ToLower(core)) {
			trail, core = "."+trail, core[:len(core)-1]
		}
		lc := strings.ToLower(core)
		next := ""
		if i+1 < len(toks) {
			next = strings.ToLower(strings.Trim(toks[i+1], " ,.;:()"))
		}
		prevTok := ""
		if i > 0 {
			prevTok = strings.ToLower(strings.Trim(toks[i-1], " ,.;:()"))
		}
		out := core
		switch {
		case core == "":
		case lc == "i":
			out = "I"
		case strings.HasPrefix(lc, "ex-") && len(lc) > 3 && isPlainWord(core[3:]) && !roleNouns[lc[3:]] && !roleNouns[strings.TrimSuffix(lc[3:], "s")]:
			// "ex-tesla" names a former employer: "ex-Tesla"; "ex-teacher" a former role.
			rest := core[3:]
			if k := knownCasing[strings.ToLower(rest)]; k != "" {
				rest = k
			} else if c := n.casing[strings.ToLower(rest)]; c != "" {
				rest = c
			} else {
				rest = strings.ToUpper(rest[:1]) + rest[1:]
			}
			out = core[:3] + rest
			if after := i + 2; after < len(toks) && next != "" && isPlainLowerWord(next) && !roleNouns[next] && shorthand[next] == "" && !complementWords[next] && next != "and" {
				// "ex-john deere eng": a two-word employer before the role ends at the role.
				if role := strings.ToLower(strings.Trim(toks[after], " ,.;:()")); roleNouns[role] || roleNouns[n.fieldWord(role)] || roleShorthand[role] {
					toks[i+1] = strings.ToUpper(toks[i+1][:1]) + toks[i+1][1:]
				}
			}
		case lc == "pm" && strings.HasPrefix(prevTok, "ex-"):
			out = "PM" // "ex-servicetitan pm": a product manager, not the afternoon
		case lc == "cos" && prevTok != "" && !strings.HasSuffix(prevTok, "%"):
			out = "companies"
		case lc == "ur" && core == lc && strings.HasSuffix(next, "ing") && len(next) > 4:
			out = "you're" // "ur hiring"
		case (lc == "u" || lc == "ur") && core != lc:
			// "U" and "UR" typed with a capital are names or acronyms, not "you" and "your"
		case lc == "mo" && prevTok != "" && prevTok != "1" && startsWithNumber(prevTok):
			out = "months" // "in 14 mo"
		case lc == "min" && startsWithNumber(prevTok):
			out = "minutes" // "30 min per alert"
			if minuteNouns[next] || next != "" && isPlainLowerWord(next) && !complementWords[next] && !determiners[next] && next != "per" && next != "and" && next != "or" {
				out = "minute" // "a 20 min chat", "a free 20 min audit"
			}
		case lc == "ur" && core == lc && youAreNext[next]:
			out = "you're" // "ur open to", "ur hiring"
		case lc == "hs" && highSchoolNext[next]:
			out = "high school" // "hs english teacher"
		case lc == "subs" && (strings.HasSuffix(prevTok, "k") && startsWithNumber(prevTok) || strings.Contains(strings.ToLower(s), "newsletter")):
			out = "subscribers" // "18k subs", a newsletter's; a builder's "20+ subs" are subcontractors
		case lc == "dev" && devWork[prevTok]:
			out = "development" // "menu dev", "product dev"
		case lc == "dev" && devRole[prevTok]:
			out = "developer" // "jr dev", "full stack dev"
		case lc == "w" && next == "":
			// a lone "w" at the end is not "with"
		case lc == "pt" && next != "" && !n.isHealth():
			// "pt" outside health care is left alone (part-time? point?)
		case lc == "eng" && (prevTok == "with" || prevTok == "w/" || prevTok == "w") && next == "":
			out = "engineering" // "go deep w/ eng"
		case lc == "eng" && (next == "" || strings.HasPrefix(prevTok, "ex-") || i > 1 && strings.HasPrefix(strings.ToLower(toks[i-2]), "ex-") || prevTok == "backend" || prevTok == "frontend" || prevTok == "software" || prevTok == "senior" || prevTok == "staff" || prevTok == "data" || engineerKinds[prevTok]):
			out = "engineer"
		case lc == "rx" && next != "" && isPlainLowerWord(next) && periodWords[next] == "" && next != "a" && next != "per":
			out = "prescription" // "rx insurance rejections": the kind of thing
		case lc == "auths":
			out = "authorizations" // "prior auths"
		case lc == "pd" && (prevTok == "led" || prevTok == "ran" || prevTok == "gave" || prevTok == "delivered" || next == "for" || next == "sessions"):
			out = "professional development" // "led pd for 14 teachers"
		case lc == "am" && core == lc && (prevTok == "lines" || prevTok == "account" || prevTok == "key"):
			out = "account manager" // "commercial lines am"
		case lc == "ds" && core == lc && (prevTok == "years" || prevTok == "yrs" || prevTok == "in" || next == "team" || next == "lead"):
			out = "data science" // "4 yrs ds in travel"
		case lc == "sec" && core == lc && (next == "eng" || next == "engineer" || next == "ops" || next == "team" || prevTok == "cloud" || prevTok == "app" || prevTok == "info" || prevTok == "net"):
			out = "security" // "sec eng", "cloud sec"
		case lc == "docs" && (prevTok == "customs" || prevTok == "shipping" || prevTok == "import" || prevTok == "export"):
			out = "documents" // "customs docs"
		case lc == "admin" && (next == "assistant" || next == "asst" || next == "coordinator" || next == "support"):
			out = "administrative" // "admin asst"
		case lc == "rev" && core == lc:
			out = "revenue" // "+6.5% rev/listing"
		case lc == "fri/sat" || lc == "fri-sat":
			out = "Friday and Saturday"
		case lc == "reg" && (prevTok == "logistic" || prevTok == "linear" || prevTok == "ridge" || prevTok == "lasso"):
			out = "regression" // "logistic reg"
		case lc == "pm" && core == lc && (pmBefore[prevTok] || next == "at" || next == "@" || next == "for" || i == 0 && startsWithNumber(next)):
			out = "PM" // "sr pm at shiftboard", "pm 7 yrs": the role, not the afternoon
		case lc == "eng" && startsWithNumber(prevTok):
			out = "engineers" // "team of 8 eng"
			if prevTok == "1" {
				out = "engineer"
			}
		case lc == "design" && startsWithNumber(prevTok) && (i < 2 || strings.HasSuffix(strings.ToLower(toks[i-2]), "and ") || strings.HasSuffix(toks[i-2], "+ ") || strings.HasSuffix(toks[i-2], ", ")):
			out = "designers" // "8 eng + 1 design": people counted by their craft
			if prevTok == "1" {
				out = "designer"
			}
		case lc == "mom" && !strings.HasSuffix(prevTok, "%"):
			// "mom" is month over month only after a percentage
		case (lc == "ii" || lc == "iii" || lc == "iv") && core == lc && (roleNouns[prevTok] || roleNouns[strings.TrimSuffix(prevTok, "s")]):
			out = strings.ToUpper(core) // "planner ii" → "planner II"
		case lc == "ed" || lc == "er":
			if n.isHealth() {
				out = strings.ToUpper(core)
			}
		case lc == "dbt":
			out = "DBT" // dialectical behaviour therapy…
			if n.dataWork || dataToolContext.MatchString(s) {
				out = "dbt" // …unless the note is about data pipelines
			}
		case lc == "go" && (goContext[next] || strings.HasSuffix(tok, ",") && next != ""):
			out = "Go"
		case n.fieldWord(lc) != "":
			out = matchCase(core, n.fieldWord(lc))
		case n.casing[lc] != "" && (isPlainWord(core) || core == lc && strings.ContainsFunc(core, unicode.IsDigit)):
			out = n.casing[lc]
		case knownCasing[lc] != "" && isPlainWord(core) && !ambiguousCasing[lc]:
			out = knownCasing[lc]
		case core == lc && standardCode.MatchString(lc):
			out = strings.ToUpper(core) // "as9100", "iso9001": a standard's code
		case core == lc && lead == "(" && strings.HasPrefix(trail, ")") && codeInBrackets.MatchString(lc):
			out = strings.ToUpper(core) // "(92y)", "(k-5)": a code or a grade range in brackets
		case strings.HasSuffix(lc, "s") && knownCasing[lc[:len(lc)-1]] != "" && isAcronym(knownCasing[lc[:len(lc)-1]]) && isPlainWord(core) && len(lc) > 2 && len(lc) <= 4:
			// "ekgs" → "EKGs"; a longer word is a name of its own ("leeds" is not LEEDs)
			out = knownCasing[lc[:len(lc)-1]] + "s" // "ekgs" → "EKGs"
		}
		toks[i] = lead + out + trail + space
	}
	return strings.Join(toks, "")
}

var (
	// armedForces is a service of the US armed forces typed in lower case: "us army".
	armedForces = regexp.MustCompile(`(?i)\b(?:the )?us (army|navy|air force|marine corps|coast guard|space force)\b`)
	// licensedIn is a list of US states a licence holds in, typed as their codes.
	licensedIn = regexp.MustCompile(`(?i)\b(licen[cs]ed in |licen[cs]es? in )((?:[a-z]{2}(?:,? (?:and )?|$))+)`)
	stateCodes = regexp.MustCompile(`\b(al|ak|az|ar|ca|co|ct|de|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy|dc)\b`)
	// plusMetric is a rise typed before the measure that rose: "+18% completion".
	plusMetric = regexp.MustCompile(`(?i),? \+(\d[\d.]*%) (completion|conversion|retention|engagement|revenue|sales|signups|sign-ups|activation|occupancy|nps|csat|ctr|bookings|traffic)\b`)
	// equalsSo is a cause and its effect written as an equation: "rates up = contractors rent".
	equalsSo = regexp.MustCompile(`(\w) = (\w)`)
	// equalsDemand is a cause written as an equation: "… = demand".
	equalsDemand = regexp.MustCompile(`\s*=\s*(?:more |rising |growing )?demand\b`)
	// theOR is the operating room typed in lower case: "in the or", "to the or".
	theOR = regexp.MustCompile(`\b((?:in|to|into|from) the )or\b`)
	// xRay is an X-ray typed in lower case.
	xRay = regexp.MustCompile(`\bx-ray\b`)
	// itWork is information technology as a field of work: "it support", "it manager".
	itWork = regexp.MustCompile(`\bit (support|tech|techs|technician|help ?desk|service desk|manager|administrator|director|department|team|specialist|analyst|operations)\b`)
	// wcagLevel is an accessibility standard's level: "wcag 2.1 aa".
	wcagLevel = regexp.MustCompile(`(?i)\bwcag (\d(?:\.\d)?) (aaa|aa|a)\b`)
	// standardCode is a standard's letters run into its number: "as9100", "iso13485".
	standardCode = regexp.MustCompile(`^[a-z]{2,4}\d{3,5}$`)
	// codeInBrackets is a short code or grade range in brackets: "(92y)", "(k-5)", "(k-12)".
	codeInBrackets = regexp.MustCompile(`^(?:\d{1,3}[a-z]|[a-z]\d{1,3}|[a-z]-\d{1,2})$`)
)

// minuteNouns follow a length in minutes that describes them: "a 20 min chat".
var minuteNouns = wordSet(`chat call meeting walk drive commute session demo intro introduction conversation talk coffee slot window break`)

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

func shorthandKey(lc string) bool { _, ok := shorthand[lc]; return ok }

// isPlainWord reports whether w is written all in lower case, or capitalised only at its
// start (a word the user did not give a casing of its own).
func isPlainWord(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	if n == 0 || !unicode.IsLetter(r) {
		return false
	}
	return !strings.ContainsFunc(w[n:], unicode.IsUpper)
}

// matchCase writes replacement with the capital of the word it replaces ("Yrs" → "Years").
func matchCase(word, replacement string) string {
	if startsUpperLetter(word) && !isAcronym(word) {
		r, n := utf8.DecodeRuneInString(replacement)
		return string(unicode.ToUpper(r)) + replacement[n:]
	}
	return replacement
}

// replaceWordsCI replaces whole-word occurrences of phrase (any case).
func replaceWordsCI(s, phrase, with string) string {
	re := regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(phrase) + `\b`)
	return re.ReplaceAllString(s, with)
}

func isLowerWord(w string) bool { return w == strings.ToLower(w) }

// plusList writes three or more things joined by plus signs as a list: "vents + bipap + abgs"
// → "vents, bipap + abgs", whose last plus becomes "and" as any other.
func plusList(s string) string {
	parts := strings.Split(s, ", ")
	for i, part := range parts {
		if n := strings.Count(part, " + "); n >= 2 {
			parts[i] = strings.Replace(part, " + ", ", ", n-1)
		}
	}
	return strings.Join(parts, ", ")
}

var (
	// ledToRise is a rise typed as a plus after an arrow: "launched usage pricing -> +22% nrr".
	ledToRise = regexp.MustCompile(`\bled to \+(\d[\d.]*%) ([\p{L}][\p{L}-]*(?: [\p{L}][\p{L}-]*)?)((?:/[\p{L}]+)?(?: in [^,;]+)?)$`)
	// unitArticle is a hospital unit after a preposition, which takes its article.
	unitArticle = regexp.MustCompile(`(?i)\b(to|in|on|into|from) ((?:adult |pediatric |peds |neonatal |cardiac |surgical |medical |neuro )?(?:icu|nicu|picu|cvicu|micu|sicu|pacu))\b`)
	// servedIn is an armed service in brackets after a job: "diesel mechanic (army)".
	servedIn         = regexp.MustCompile(`(?i)\s*\((army|us army|navy|us navy|air force|marines|marine corps|usmc|coast guard|national guard)\)`)
	armedServiceName = map[string]string{"army": "Army", "us army": "US Army", "navy": "Navy", "us navy": "US Navy", "air force": "Air Force", "marines": "Marines",
		"marine corps": "Marine Corps", "usmc": "Marine Corps", "coast guard": "Coast Guard", "national guard": "National Guard"}
	// lettersInBrackets is a credential written with its board in brackets: "mls(ascp)".
	lettersInBrackets = regexp.MustCompile(`\b[a-z]{2,5}\([a-z]{2,5}\)`)
	// noneAfter is a clean result after a comma: ", zero deficiencies".
	noneAfter = regexp.MustCompile(`, ((?:zero|no) [a-z-]+(?: [a-z-]+)?)$`)
	// officeApps are Microsoft's office programs typed in lower case.
	officeApps = regexp.MustCompile(`(?i)\bmicrosoft (office|word|excel|teams|outlook|powerpoint|access|project|dynamics)\b`)
	// inUSAnd is the US and another region, typed in lower case.
	inUSAnd = regexp.MustCompile(`(?i)\bin (?:the )?us (?:and|\+|&|/) (eu|uk)\b`)
	// newARR is new revenue closed, typed without "in": "closed $310k new arr".
	newARR = regexp.MustCompile(`(?i)([$€£]\d[\d.,]*[kmb]?) new (arr|mrr|revenue|business|bookings)\b`)
	// quotaIn is quota reached in a share of periods: ", 125% of quota 5 of 6 qtrs".
	quotaIn = regexp.MustCompile(`(?i), (\d+%) of quota (\d+ of (?:the last )?\d+ (?:quarters|qtrs|months|years))`)
	// monthAverage is a rate given as an average: "18 meetings a month avg".
	monthAverage = regexp.MustCompile(`(?i)(\b(?:a|per) (?:day|week|month|quarter|year)) (?:avg|average)\b`)
	// topAtCurrent is a rank held where the writer works now: ", top in reviews at current shop".
	topAtCurrent = regexp.MustCompile(`(?i), top (in|for|on) ([a-z ]+?) at current `)
	// flatRate is flat-rate pay, one word as an adjective: "10 yrs flat rate".
	flatRate = regexp.MustCompile(`(?i)\bflat rate\b`)
	// clinicalsAfter is training done at a place, after a credential: ", clinicals at …".
	clinicalsAfter = regexp.MustCompile(`(?i), (clinicals|rotations|placements?|practicum|externship) (at|in) `)
	// passedSection is a CPA exam section passed: "passed far".
	passedSection = regexp.MustCompile(`(?i)\bpassed (far|aud|reg|bec|isc|tcp)\b`)
	// medsBefore is "meds" before the noun it describes: "meds reminders".
	medsBefore = regexp.MustCompile(`(?i)\bmeds (reminders?|administration|management|passes|pass|checks?|counts?)\b`)
	// msOffice is Microsoft's office programs typed as "ms office".
	msOffice = regexp.MustCompile(`(?i)\bms (office|word|excel|outlook|teams|powerpoint|access|project)\b`)
	// requestsPer is a request rate: "2k req/min".
	requestsPer = regexp.MustCompile(`(?i)(\d[\d.,]*[km]? )req(?:s|uests)?/(second|sec|minute|min|hour|day)\b`)
	// stayedHome is time at home, typed without "for": "stayed home 5 yrs".
	stayedHome = regexp.MustCompile(`(?i)(^|\b)stayed home (\d+ (?:years|yrs|months|mos))`)
	// soClause is a consequence typed without its comma: "2 yrs so i know coffee".
	soClause = regexp.MustCompile(`(?i)([a-z0-9)]) so i `)
	// gradeRange is a range of school grades from kindergarten: "k-8".
	gradeRange = regexp.MustCompile(`(?i)\bk-(\d{1,2})\b`)
	// threePL is a third-party logistics company typed in lower case.
	threePL = regexp.MustCompile(`\b3pl\b`)
	// revenuePer is revenue per unit, typed short: "rev/listing".
	revenuePer = regexp.MustCompile(`(?i)\brev(?:enue)?/([a-z]+)\b`)
	// kilovolts are a voltage typed in lower case: "34.5kv".
	kilovolts = regexp.MustCompile(`(?i)\b(\d[\d.]*)\s?kv\b`)
	// cdlClassAfter is a CDL with its class after it: "cdl a", "cdl b".
	cdlClassAfter = regexp.MustCompile(`(?i)\bcdl (?:class )?([abc])\b`)
	// stateInBrackets is a US state's code in brackets after a licence: "licensed (ca)".
	stateInBrackets = regexp.MustCompile(`(?i)\((?:al|ak|az|ar|ca|co|ct|de|fl|ga|hi|id|il|ia|ks|ky|la|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy)\)`)
	// googleApps are Google's programs typed in lower case.
	googleApps = regexp.MustCompile(`(?i)\bgoogle (classroom|sheets|docs|slides|forms|drive|workspace|analytics|ads|calendar|meet)\b`)
	// laughter is a laugh typed at the end of a note.
	laughter = regexp.MustCompile(`(?i)\s+(?:lol|lmao|haha+|hehe|:\)|:D)$`)
	// timesCount is a count typed as "x3" before what was counted: "x3 kids".
	timesCount = regexp.MustCompile(`(?i)\bx(\d+) ([a-z]+)`)
	// trainingDoneYear is a training done in a year, typed without "in".
	trainingDoneYear = regexp.MustCompile(`(?i)\b(training(?: \([^()]+\))?) (?:done|completed|complete) ((?:19|20)\d\d)\b`)
	// adobeProducts are Adobe's programs typed in lower case.
	adobeProducts = regexp.MustCompile(`(?i)\b(?:adobe cc|adobe creative cloud|after effects|premiere pro|adobe xd|lightroom|indesign|illustrator|photoshop)\b`)
	adobeCasing   = map[string]string{"adobe cc": "Adobe CC", "adobe creative cloud": "Adobe Creative Cloud", "after effects": "After Effects", "premiere pro": "Premiere Pro",
		"adobe xd": "Adobe XD", "lightroom": "Lightroom", "indesign": "InDesign", "illustrator": "Illustrator", "photoshop": "Photoshop"}
	// wantWorkMode is a way of working wanted, typed without its verb: "want in-house".
	wantWorkMode = regexp.MustCompile(`(?i)(^|\b)want (in-house|inhouse|hybrid|full-time|part-time)\b`)
	// abTest is one A/B test, typed without its article.
	abTest = regexp.MustCompile(`(?i)\bin (?:a/b|ab) test\b`)
	// appStore is the App Store after a preposition.
	appStore = regexp.MustCompile(`(?i)\b(to|on|in|into) (?:the )?app store\b`)
	// didAsWell is a clause of something done, after a comma and without its subject: ", did 2-week rotation".
	didAsWell = regexp.MustCompile(`, did (\d+[- ](?:week|wk|month|day|year)s?\b)`)
	// tiredOf is a reason typed after a comma: ", tired of travel".
	tiredOf = regexp.MustCompile(`, (?:i'?m |i am )?tired of `)
)

// pmBefore are the words before "pm" that make it a product or project manager.
var pmBefore = wordSet(`sr senior jr junior lead principal staff group associate technical product project a as ex former years yrs`)

// fromAllCaps writes a note typed in capitals ("10 YRS FLAT RATE, LAST 6 AT A FORD DEALER")
// in lower case, but for the acronyms the writer knows and codes with figures ("ASE",
// "A1-A8"), so the rules that read notes read it; a note with any lower-case letter is left.
func fromAllCaps(s string) string {
	if !facts.TypedInCapitals(s) {
		return s
	}
	return allCapsWord.ReplaceAllStringFunc(s, func(w string) string {
		if k := knownCasing[strings.ToLower(w)]; isAcronym(k) || strings.ContainsFunc(w, unicode.IsDigit) {
			return w
		}
		return strings.ToLower(w)
	})
}

var allCapsWord = regexp.MustCompile(`[\p{L}][\p{L}\p{N}'-]*`)
