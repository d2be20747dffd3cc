package writer

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/draftsmith/draftsmith/internal/facts"
)

// Phrases people type that read wrong word by word: a unit name, a credential, a shorthand
// whose meaning hangs on its neighbour ("2 hr" is hours, "hr generalist" HR), a wish written
// as a fragment ("want bigger trial team"). notebook.clean applies the first set before the
// shorthand is written out and the second after (ADR 0052).

// phrasesBeforeWords rewrites the phrases that are read from the words as typed.
func phrasesBeforeWords(s string) string {
	s = initialsAcronyms(s)                                              // "sit (surveyor in training)", "crisis intervention trained (cit)"
	s = changedByPercent.ReplaceAllStringFunc(s, func(m string) string { // "cut pesticide use ~40%" → "cut pesticide use by ~40%"
		g := changedByPercent.FindStringSubmatch(m)
		if obj := strings.Fields(g[2]); obj[len(obj)-1] == "by" || obj[len(obj)-1] == "to" || obj[len(obj)-1] == "from" {
			return m // "cut costs by 20%" already says by how much
		}
		return g[1] + " " + g[2] + "by " + g[3] + g[4] + g[5]
	})
	s = rideAlong.ReplaceAllString(s, "ride-along $1")
	s = yearRound.ReplaceAllString(s, "year-round")
	s = abTested.ReplaceAllString(s, "A/B-$1")                      // "a/b tested onboarding copy": one verb
	s = ledToChange.ReplaceAllStringFunc(s, func(m string) string { // "rewrote error msgs -> support tickets -18%"
		g := ledToChange.FindStringSubmatch(m)
		verb := " rose "
		if g[3] == "-" {
			verb = " fell "
		}
		return g[1] + ", and " + g[2] + verb + g[4]
	})
	s = atSign.ReplaceAllString(s, "$1 at $2")                // "pharmacist @ walgreens"; an address has no spaces
	s = roleArrowRole.ReplaceAllString(s, "$1 $2 then $3 $4") // "ops coordinator 2 yrs -> ops analyst 2 yrs": one job, then the next
	s = plusCredential.ReplaceAllStringFunc(s, func(m string) string { return plusCredentials[strings.ToLower(m)] })
	s = usMarket.ReplaceAllString(s, "${1}US ${2}")
	s = usLeadsMarket.ReplaceAllString(s, "${1}US ${2}") // "us laundry services ~$15b"
	s = theUS.ReplaceAllString(s, "$1 the US")
	s = powerBI.ReplaceAllString(s, "Power BI")
	s = civil3D.ReplaceAllString(s, "Civil 3D")
	s = fearFree.ReplaceAllString(s, "Fear Free")
	s = apCourse.ReplaceAllStringFunc(s, func(m string) string { // "ap calc" → "AP Calculus"
		return "AP " + apCourses[strings.ToLower(apCourse.FindStringSubmatch(m)[1])]
	})
	s = algebraCourse.ReplaceAllString(s, "Algebra $1") // "alg 1" → "Algebra 1"
	s = precalc.ReplaceAllString(s, "precalculus")
	s = profCookery.ReplaceAllString(s, "professional cookery")
	s = adminRole.ReplaceAllString(s, "$1 administrator") // "payroll admin 4 yrs"
	s = workforceNow.ReplaceAllString(s, "ADP Workforce Now")
	s = militaryPolice.ReplaceAllString(s, "$1 military police officer") // "ex-army mp"
	s = stateList.ReplaceAllStringFunc(s, strings.ToUpper)               // "(oh, pa, mi)" → "(OH, PA, MI)"
	s = perioAlone.ReplaceAllString(s, "${1}perio work${2}")             // "more perio": the work, not the adjective
	s = canvasLMS.ReplaceAllString(s, "$1 Canvas")                       // "on canvas + zoom": the learning platform
	s = adobeApps.ReplaceAllStringFunc(s, adobeAppNames)                 // "adobe cc (illustrator, indesign, ps)"
	s = latencyUnder.ReplaceAllStringFunc(s, func(m string) string {     // "…, p99 <50ms" → "…, with p99 latency under 50ms"
		g := latencyUnder.FindStringSubmatch(m)
		if g[1] != "" {
			g[1] = ", with "
		}
		return g[1] + g[2] + " latency under " + g[3]
	})
	s = hoursAfterFigure.ReplaceAllStringFunc(s, func(m string) string {
		p := hoursAfterFigure.FindStringSubmatch(m)
		if p[1] == "1" {
			return "1 hour"
		}
		return p[1] + " hours"
	})
	s = mostlyAfter.ReplaceAllString(s, ", mostly $1") // "…, ortho + neuro mostly"
	s = sizedNoun.ReplaceAllString(s, "$1-$2 $3")
	s = madeSized.ReplaceAllString(s, "$1 a $2")                   // "built 600-label list" → "built a 600-label list"                  // "a 280 unit class b community"
	s = assetClass.ReplaceAllStringFunc(s, func(m string) string { // "class b community" → "Class B community"
		g := assetClass.FindStringSubmatch(m)
		return "Class " + strings.ToUpper(g[1]) + " " + g[2]
	})
	s = firstAidCPR.ReplaceAllString(s, "first aid/CPR")
	s = dottedDegree.ReplaceAllString(s, "$1$2")                            // "b.s. zoology" → "bs zoology"
	s = passedLicensingExam.ReplaceAllStringFunc(s, func(m string) string { // "passed fe 2023"
		return "passed the " + strings.ToUpper(passedLicensingExam.FindStringSubmatch(m)[1]) + " exam"
	})
	s = regarding.ReplaceAllString(s, "on ")                          // "tickets re: auth"
	s = aircraftType.ReplaceAllStringFunc(s, strings.ToUpper)         // "737ng", "737 max", "a320s"
	s = helpedTheRole.ReplaceAllStringFunc(s, func(m string) string { // "helped gm set weekend rates"
		g := helpedTheRole.FindStringSubmatch(m)
		return g[1] + " the " + strings.ToUpper(g[2])
	})
	s = amountHeld.ReplaceAllString(s, "$1 a $4 of $2$3")        // "manage ~$6M book" → "manage a book of ~$6M"
	s = toolMade.ReplaceAllStringFunc(s, func(m string) string { // "built excel tracker" → "built an Excel tracker"
		g := toolMade.FindStringSubmatch(m)
		return g[1] + " " + article(g[2]) + g[2] + " " + g[3]
	})
	s = actuarialExams.ReplaceAllStringFunc(s, func(m string) string { // "passed exam p + fm" → "passed exams P and FM"
		g := actuarialExams.FindStringSubmatch(m)
		if g[2] == "" {
			return "exam " + strings.ToUpper(g[1])
		}
		return "exams " + strings.ToUpper(g[1]) + " and " + strings.ToUpper(g[2])
	})
	s = examSitting.ReplaceAllStringFunc(s, func(m string) string { // "…, srm sitting in may" → "…, and I sit SRM in may"
		g := examSitting.FindStringSubmatch(m)
		return ", and I sit " + strings.ToUpper(g[1]) + " in " + g[2]
	})
	s = yearEnd.ReplaceAllString(s, "year-end $1") // "year end w-2s"
	s = michelinStarred.ReplaceAllString(s, "Michelin-starred")
	s = usAndUK.ReplaceAllString(s, "in the US and UK")
	s = sousChef.ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasSuffix(strings.ToLower(m), "vide") {
			return m
		}
		return "sous chef"
	})
	s = eachAfterFigure.ReplaceAllString(s, "$1 each")
	s = theER.ReplaceAllString(s, "$1 ER")
	s = towardPE.ReplaceAllString(s, "$1 a PE")
	s = toTheChief.ReplaceAllString(s, "to the $1")
	s = classCDL.ReplaceAllStringFunc(s, func(m string) string { return "Class " + strings.ToUpper(classCDL.FindStringSubmatch(m)[1]) + " CDL" })
	s = languagePair.ReplaceAllStringFunc(s, func(m string) string {
		p := languagePair.FindStringSubmatch(m)
		return languageName(p[1]) + " and " + languageName(p[2])
	})
	s = fluentIn.ReplaceAllString(s, "$1 in $2")
	s = wantHome.ReplaceAllString(s, "want to be home on $1")
	s = wantShift.ReplaceAllString(s, "want to work $1 and to") // "want days + to focus on prevention"
	s = wantPlace.ReplaceAllStringFunc(s, func(m string) string {
		p := wantPlace.FindStringSubmatch(m)
		return p[1] + "to work in " + article(p[2]) + p[2]
	})
	s = inUS.ReplaceAllString(s, "in the US$1")
	s = unionLocal.ReplaceAllString(s, "$1 Local")
	s = wantComparative.ReplaceAllStringFunc(s, func(m string) string {
		p := wantComparative.FindStringSubmatch(m)
		lead := p[1]
		if strings.EqualFold(strings.TrimSpace(lead), "want") && placeNouns.MatchString(p[3]) {
			lead += "to join " // "want bigger trial team" → "want to join a bigger trial team"
		}
		if last := lastWord(p[3]); massNouns[strings.ToLower(last)] || strings.HasSuffix(last, "s") {
			return lead + p[2] + " " + p[3] // "want bigger civic work", "want larger projects": no "a"
		}
		return lead + "a " + p[2] + " " + p[3]
	})
	return s
}

// phrasesAfterWords rewrites the phrases that are read once shorthand is written out ("w/
// new scanning flow" is "with new…" by then).
func phrasesAfterWords(s string) string {
	s = spanBeforeNoun.ReplaceAllStringFunc(s, func(m string) string {
		p := spanBeforeNoun.FindStringSubmatch(m)
		if notAfterSpan[strings.ToLower(p[3])] {
			return m
		}
		return p[1] + "-" + p[2] + " " + p[3] // "8 week anxiety group" → "8-week anxiety group"
	})
	s = operaPMS.ReplaceAllString(s, "Opera PMS")
	s = seriesRound.ReplaceAllStringFunc(s, func(m string) string { return "Series " + strings.ToUpper(m[len(m)-1:]) }) // "series a"
	s = northAmerica.ReplaceAllString(s, "North America")
	s = regionInParens.ReplaceAllStringFunc(s, strings.ToUpper) // "remote (us)"
	s = languageR.ReplaceAllString(s, "$1 R")                   // "stata + r": the language R
	s = ambiguousMonth.ReplaceAllStringFunc(s, func(m string) string {
		p := ambiguousMonth.FindStringSubmatch(m)
		return p[1] + " " + strings.ToUpper(p[2][:1]) + strings.ToLower(p[2][1:]) // "BCPS in march" → "in March"
	})
	s = moneyNoun.ReplaceAllString(s, "$1 a $2 $3")
	s = withNewThing.ReplaceAllString(s, "${1}a new $2")
	s = unitName.ReplaceAllStringFunc(s, func(m string) string {
		p := unitName.FindStringSubmatch(m)
		if strings.EqualFold(strings.TrimSpace(p[4]), "coast") {
			return m // "2 west coast clients"
		}
		return p[1] + p[2] + " " + strings.ToUpper(p[3][:1]) + strings.ToLower(p[3][1:]) + p[4] // "on 6 west" is the unit 6 West
	})
	return s
}

// massNouns take no article: "bigger civic work".
var massNouns = wordSet(`work experience responsibility scope impact ownership growth equipment travel research`)

var (
	// spanBeforeNoun is a length typed before what lasted it: "8 week anxiety group".
	spanBeforeNoun = regexp.MustCompile(`\b(\d+) (week|month|day|hour|year|minute) ([A-Za-z][\w-]*)`)
	notAfterSpan   = wordSet(`ago at in of on for with and or as to later before after from into left each per old so`)
	// ambiguousMonth is "march" or "may" after a word of time, where it can only be the month.
	ambiguousMonth = regexp.MustCompile(`(?i)\b(in|by|since|until|till|before|after|early|late|mid|this|next|last) (march|may)\b`)
	languageR      = regexp.MustCompile(`(?i)\b((?:stata|python|sql|sas|spss|matlab|excel|tableau)\s*(?:\+|and|,))\s*r\b`)
	seriesRound    = regexp.MustCompile(`(?i)\bseries [a-e]\b`)
	northAmerica   = regexp.MustCompile(`(?i)\bnorth america\b`)
	regionInParens = regexp.MustCompile(`\((?:us|uk|eu)\)`)
	operaPMS       = regexp.MustCompile(`(?i)\bopera (pms|cloud)\b`)
	atSign         = regexp.MustCompile(`(\S) +@ +(\S)`)
	// plusCredential is a CompTIA credential typed in lower case: "sec+", "cysa+".
	plusCredential  = regexp.MustCompile(`(?i)\b(?:sec|security|net|network|a|cysa|casp|pentest|cloud|linux|server|data|project)\+`)
	plusCredentials = map[string]string{"sec+": "Security+", "security+": "Security+", "net+": "Network+", "network+": "Network+",
		"a+": "A+", "cysa+": "CySA+", "casp+": "CASP+", "pentest+": "PenTest+", "cloud+": "Cloud+", "linux+": "Linux+",
		"server+": "Server+", "data+": "Data+", "project+": "Project+"}

	// inUS is "in us" closing a phrase: "shops in us".
	inUS = regexp.MustCompile(`(?i)\bin us([,.;)]|$)`)
	// unionLocal is a union local: "IBEW local 98".
	unionLocal = regexp.MustCompile(`(?i)\b(IBEW|UA|SEIU|UAW|UFCW|AFSCME|IATSE) local\b`)
	// wantComparative is a wish for a bigger or smaller one: "want bigger trial team".
	wantComparative  = regexp.MustCompile(`(?i)\b(want(?:s|ed)? (?:to join |to work (?:at|in|on) )?)(bigger|larger|smaller|faster-growing|growing|new) ([a-z]+(?: [a-z]+)?[^s\W](?:\W|$))`)
	placeNouns       = regexp.MustCompile(`(?i)\b(team|firm|company|practice|group|hospital|school|studio|agency|startup|clinic|organisation|organization)\b`)
	hoursAfterFigure = regexp.MustCompile(`(?i)(\d[\d.,]*\+?) (hr)\b`)
	usAndUK          = regexp.MustCompile(`(?i)\bin us (?:and|&|\+) uk\b`)
	sousChef         = regexp.MustCompile(`(?i)\bsous(?: chef| vide)?\b`)
	// unitName is a hospital unit named by floor and wing: "6 west".
	unitName = regexp.MustCompile(`(?i)\b((?:on|in|at|to|from) )(\d{1,2}) (west|east|north|south)\b( coast)?`)
	// withNewThing is "w/ new scanning flow": a new flow.
	withNewThing = regexp.MustCompile(`(?i)\b(with |using |via )new ((?:[a-z-]+ ){0,2}(?:flow|process|system|tool|app|workflow|layout|schedule|program|policy|model|dashboard|portal|pipeline|playbook)\b)`)
	fearFree     = regexp.MustCompile(`(?i)\bfear free\b`)
	// apCourse is an Advanced Placement course typed short: "ap calc", "ap bio".
	apCourse = regexp.MustCompile(`(?i)\bap (calc(?: ab| bc)?|bio|chem|stats|lit|lang|gov|psych|physics(?: 1| 2| c)?|apush|us history|world history|euro|csa|csp|comp sci|env sci|apes|econ|macro|micro|spanish|french)\b`)
	// algebraCourse is an algebra course by its number: "alg 1", "alg ii".
	algebraCourse  = regexp.MustCompile(`(?i)\balg\.? (1|2|i|ii)\b`)
	adminRole      = regexp.MustCompile(`(?i)\b(payroll|office|hr|system|systems|network|database|salesforce|school|medical|practice|program|contract|benefits|clinic|sales|marketing|it) admin\b`)
	workforceNow   = regexp.MustCompile(`(?i)\badp workforce now\b`)
	militaryPolice = regexp.MustCompile(`(?i)\b(army|navy|air force|marines|marine corps|military) mp\b`)
	// stateList is a list of US states by their codes in brackets: "(oh, pa, mi)".
	stateList   = regexp.MustCompile(`\((?:(?:al|ak|az|ar|ca|co|ct|de|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy|dc),\s*)+(?:and\s+)?(?:al|ak|az|ar|ca|co|ct|de|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy|dc)\)`)
	perioAlone  = regexp.MustCompile(`(?i)(\bmore |\bin |\bdo |\bdoing )perio(\s*(?:[,.;)]|$))`)
	profCookery = regexp.MustCompile(`(?i)\bprof\.? cookery\b`)
	precalc     = regexp.MustCompile(`(?i)\bpre-?calc\b`)
	canvasLMS   = regexp.MustCompile(`(?i)\b(on|in|via|using|through) canvas\b`)
	// latencyUnder is a latency percentile typed as a bound: "p99 <50ms".
	latencyUnder = regexp.MustCompile(`(?i)(, )?\b(p(?:50|90|95|99|999))\s*<\s*(\d[\d.]*\s?(?:ms|s|µs))`)
	// adobeApps is Adobe's suite with its apps in brackets, typed short: "adobe cc daily
	// (illustrator, indesign, ps)".
	adobeApps       = regexp.MustCompile(`(?i)\badobe( cc| creative cloud| creative suite| suite)?(\s+\w+)?\s*\(([^()]*)\)`)
	civil3D         = regexp.MustCompile(`(?i)\bcivil 3d\b`)
	eachAfterFigure = regexp.MustCompile(`(?i)([$€£]?\d[\d.,]*[km]?) ea\b`)
	theER           = regexp.MustCompile(`(?i)\b(animal|emergency|busy|the|an|in|at) er\b`)
	towardPE        = regexp.MustCompile(`(?i)\b(towards?|for|earn|earning|get|getting) (?:my |a |the )?pe\b`)
	toTheChief      = regexp.MustCompile(`(?i)\bto (ceo|cfo|coo|cto|cmo|founder|founders|president|managing director)\b`)
	classCDL        = regexp.MustCompile(`(?i)\bclass ([abc]) cdl\b`)
	powerBI         = regexp.MustCompile(`(?i)\bpower bi\b`)
	// languagePair is two languages typed with a slash: "eng/spanish".
	languagePair = regexp.MustCompile(`(?i)\b(eng|english|spanish|span|spa|esp|french|fr|german|portuguese|port|mandarin|cantonese|arabic|hindi|italian|korean|japanese|russian|tagalog|vietnamese|viet)/(eng|english|spanish|span|spa|esp|french|fr|german|portuguese|port|mandarin|cantonese|arabic|hindi|italian|korean|japanese|russian|tagalog|vietnamese|viet)\b`)
	// moneyNoun is an amount before a singular noun after a preposition: "for $400M business
	// unit" takes its article.
	moneyNoun = regexp.MustCompile(`(?i)\b(for|of|in|at|with|into) ([$€£]\d[\d.,]*[kmb]?) ((?:[a-z]+ )?(?:unit|business|company|budget|portfolio|book|account|fund|program|programme|project|division|region|territory|line)\b)`)
	// mostlyAfter is what a job mostly was, typed after it: "…, ortho + neuro mostly".
	mostlyAfter = regexp.MustCompile(`(?i), ([a-z][a-z &+/-]{1,40}?) mostly$`)
	// sizedNoun is a size before its noun, before what it sizes: "280 unit community".
	sizedNoun = regexp.MustCompile(`(?i)\b(\d+) (unit|bed|seat|room|acre|key|door|label|item|bottle|person|employee|location|store|chair|truck|student) ([a-z])`)
	madeSized = regexp.MustCompile(`(?i)\b(built|created|wrote|curated|designed|launched|opened|ran) (\d+-[a-z]+ [a-z]+)`)
	// assetClass is a building's class: "class b community".
	assetClass      = regexp.MustCompile(`(?i)\bclass ([abc]) (communit(?:y|ies)|propert(?:y|ies)|buildings?|office|offices|apartments?|assets?|multifamily|space)\b`)
	michelinStarred = regexp.MustCompile(`(?i)\bmichelin[ -]starred\b`)
	yearEnd         = regexp.MustCompile(`(?i)\byear end ([a-z])`)
	// actuarialExams are the societies' exams by their letters: "exam p + fm".
	actuarialExams      = regexp.MustCompile(`(?i)\bexams? (p|fm|ifm|srm|stam|ltam|mas-i|mas-ii|pa|fam|atpa|mfe)(?: (?:\+|and|&) (p|fm|ifm|srm|stam|ltam|pa|fam|atpa|mfe))?\b`)
	examSitting         = regexp.MustCompile(`(?i), (p|fm|ifm|srm|stam|ltam|pa|fam|atpa|mfe) sitting in ([a-z]+)\b`)
	dottedDegree        = regexp.MustCompile(`(?i)\b([bm])\.(s|a|sc|ed)\.(?:\s|$)`)
	passedLicensingExam = regexp.MustCompile(`(?i)\bpassed (?:the )?(fe|pe|are|sie)\b(?: exam)?`)
	regarding           = regexp.MustCompile(`(?i)\bre: `)
	aircraftType        = regexp.MustCompile(`(?i)\b(?:7[0-8]7[ -]?(?:ng|max)|a3[1-5]0(?:neo)?s?|crj[ -]?\d{3}|erj[ -]?\d{3})\b`)
	helpedTheRole       = regexp.MustCompile(`(?i)\b(helped|assisted|supported|reported to|shadowed) (gm|dm|agm|cfo|ceo|coo|cto|vp|dos|don)\b`)
	// toolMade is a thing made in a tool, typed without its article: "built excel tracker".
	toolMade = regexp.MustCompile(`(?i)\b(built|made|created|designed|developed|set up) (excel|google sheets|airtable|power bi|tableau|smartsheet|access) (tracker|dashboard|model|template|report|workbook|database|macro)\b`)
	// amountHeld is an amount of a thing managed, typed without its article: "manage ~$6M book".
	amountHeld  = regexp.MustCompile(`(?i)\b(manage|managed|run|ran|own|owned|grew|handle|handled|oversee|oversaw|carry|carried) (~|about |approximately )([$€£]\d[\d.,]*[kmb]?) (book|budget|portfolio|territory|pipeline)\b`)
	firstAidCPR = regexp.MustCompile(`(?i)\bfirst aid ?/ ?cpr\b`)
	// roleArrowRole is a job and its years, an arrow, then the next job and its years.
	roleArrowRole = regexp.MustCompile(`(?i)^([a-z][a-z /]*?) (\d+ (?:yrs?|years?|mos?|months?)) ?(?:->|→|=>) ?([a-z][a-z /]*?) (\d+ (?:yrs?|years?|mos?|months?))`)
	fluentIn      = regexp.MustCompile(`(?i)\b(bilingual|trilingual|fluent) (English|Spanish|French|German|Portuguese|Mandarin|Cantonese|Arabic|Hindi|Italian|Korean|Japanese|Russian|Gujarati|Punjabi|Bengali|Urdu|Tamil|Telugu|Farsi|Persian|Hebrew|Greek|Turkish|Thai|Vietnamese|Tagalog|Polish|Ukrainian|Somali|Amharic|Swahili|Yoruba|Igbo|Hausa|Dutch|Swedish|Haitian Creole|Creole|ASL|eng|span)\b`)
	wantShift     = regexp.MustCompile(`(?i)\bwant (days|nights|weekends|mornings|evenings|day shift|night shift) (\+|and|&) to\b`)
	wantHome      = regexp.MustCompile(`(?i)\bwant home (?:on )?(weekends|nights)\b`)
	wantPlace     = regexp.MustCompile(`(?i)\b(want(?:s|ed)? )((?:[a-z-]+ ){0,3}(?:setting|environment))\b`)
)

// languageName writes a language typed in short or in lower case with its capital.
func languageName(w string) string {
	switch lw := strings.ToLower(w); lw {
	case "eng":
		return "English"
	case "span", "spa", "esp":
		return "Spanish"
	case "fr":
		return "French"
	case "port":
		return "Portuguese"
	case "viet":
		return "Vietnamese"
	default:
		return strings.ToUpper(lw[:1]) + lw[1:]
	}
}

// apCourses are the Advanced Placement courses by the names the College Board gives them.
var apCourses = map[string]string{"calc": "Calculus", "calc ab": "Calculus AB", "calc bc": "Calculus BC", "bio": "Biology",
	"chem": "Chemistry", "stats": "Statistics", "lit": "Literature", "lang": "Language", "gov": "Government",
	"psych": "Psychology", "physics": "Physics", "physics 1": "Physics 1", "physics 2": "Physics 2", "physics c": "Physics C",
	"apush": "US History", "us history": "US History", "world history": "World History", "euro": "European History",
	"csa": "Computer Science A", "csp": "Computer Science Principles", "comp sci": "Computer Science",
	"env sci": "Environmental Science", "apes": "Environmental Science", "econ": "Economics", "macro": "Macroeconomics",
	"micro": "Microeconomics", "spanish": "Spanish", "french": "French"}

// adobeAppNames writes Adobe's suite and the apps after it by their names.
func adobeAppNames(m string) string {
	g := adobeApps.FindStringSubmatch(m)
	suite := "Adobe"
	switch strings.ToLower(strings.TrimSpace(g[1])) {
	case "cc":
		suite += " CC"
	case "":
	default:
		suite += " " + strings.Join(titleCased(strings.Fields(strings.ToLower(g[1]))), " ")
	}
	apps := strings.Split(g[3], ",")
	for i, a := range apps {
		a = strings.TrimSpace(a)
		lead := ""
		if rest, ok := strings.CutPrefix(strings.ToLower(a), "and "); ok {
			lead, a = "and ", a[len(a)-len(rest):]
		}
		if name := adobeAppNamesByShort[strings.ToLower(a)]; name != "" {
			a = name
		}
		apps[i] = lead + a
	}
	return suite + g[2] + " (" + strings.Join(apps, ", ") + ")"
}

// adobeAppNamesByShort are Adobe's apps by the letters and names people type.
var adobeAppNamesByShort = map[string]string{"ps": "Photoshop", "photoshop": "Photoshop", "ai": "Illustrator", "illustrator": "Illustrator",
	"id": "InDesign", "indesign": "InDesign", "ae": "After Effects", "after effects": "After Effects", "pr": "Premiere Pro",
	"premiere": "Premiere Pro", "premiere pro": "Premiere Pro", "lr": "Lightroom", "lightroom": "Lightroom", "xd": "XD", "acrobat": "Acrobat"}

// plusList writes three or more things joined by plus signs as a list: "vents + bipap + abgs"
// → "vents, bipap + abgs", whose last plus becomes "and" as any other.
// A list's items are short: "soil sensors + app tell growers exactly when + how much to
// water" joins a product and a sentence, not three things.
func shortItems(items []string) bool {
	for _, it := range items[1 : len(items)-1] {
		if len(strings.Fields(it)) > 3 {
			return false
		}
	}
	return true
}

func plusList(s string) string {
	parts := strings.Split(s, ", ")
	for i, part := range parts {
		if n := strings.Count(part, " + "); n >= 2 && shortItems(strings.Split(part, " + ")) {
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
	laughter = regexp.MustCompile(`(?i)\s+(?:lol|lmao|haha+|hehe|:\)|:D)$|\b(?:lol|lmao|haha+) (\w)`)
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

var (
	// changedByPercent is a thing cut or raised, then by how much with no "by": "cut cloud bill
	// ~30% w rightsizing".
	changedByPercent = regexp.MustCompile(`(?i)\b(cut|reduced|lowered|trimmed|raised|increased|boosted|grew) ((?:the |our |my )?(?:[a-z-]+ ){0,3}[a-z-]+ )(~|about |approx\.? |nearly |over |almost )?(\d[\d.]*%)(,|;| w\b| w/| with\b| after\b| in\b| by\b|$)`)
	// ledToChange is work, an arrow, and a measure that moved after it: "rewrote error msgs
	// -> support tickets -18%".
	ledToChange = regexp.MustCompile(`(\S) (?:->|→) ([a-z][a-z ]{1,30}?) ([+-])(\d[\d.]*%)`)
	// abTested is "a/b tested", a verb of two words.
	abTested = regexp.MustCompile(`(?i)\ba/b (tested)\b`)
	// usLeadsMarket is "us" opening a line about a market and its size: "us laundry services
	// ~$15b" is the United States', not "us".
	usLeadsMarket = regexp.MustCompile(`(?im)(^|\n)us ([a-z][a-z -]{2,40} (?:~|about |approx\.? )?[$€£]\d)`)
	// yearRound is "year round", one adjective: "want year round work".
	yearRound = regexp.MustCompile(`(?i)\byear round\b`)
	// rideAlong is a ride-along, a trainee riding with a worker: "ride along trainer".
	rideAlong = regexp.MustCompile(`(?i)\bride along (trainers?|programs?|shifts?|training)\b`)
	// letterThenWords is a lower-case word, then words in brackets that may spell it out.
	letterThenWords = regexp.MustCompile(`\b([a-z]{2,6}) \(([a-z][a-z -]+)\)`)
	// wordsThenLetters is words, then a lower-case word in brackets that may be their letters.
	wordsThenLetters = regexp.MustCompile(`\b((?:[a-z-]+ ){0,5}[a-z-]+) \(([a-z]{2,6})\)`)
)

// initialsAcronyms writes in capitals a word the user spelled out beside it, whose letters
// are the first letters of the words in brackets or before them: "sit (surveyor in
// training)" → "SIT (surveyor in training)", "crisis intervention trained (cit)" → "…(CIT)".
// Such a word is an acronym the user explained, though typed in lower case.
func initialsAcronyms(s string) string {
	s = letterThenWords.ReplaceAllStringFunc(s, func(m string) string {
		g := letterThenWords.FindStringSubmatch(m)
		if initials(strings.Fields(g[2])) != g[1] {
			return m
		}
		return strings.ToUpper(g[1]) + m[len(g[1]):]
	})
	return wordsThenLetters.ReplaceAllStringFunc(s, func(m string) string {
		g := wordsThenLetters.FindStringSubmatch(m)
		words := strings.Fields(g[1])
		if len(words) < len(g[2]) || initials(words[len(words)-len(g[2]):]) != g[2] {
			return m
		}
		return m[:len(m)-len(g[2])-1] + strings.ToUpper(g[2]) + ")"
	})
}

// initials are the first letters of words.
func initials(words []string) string {
	var b strings.Builder
	for _, w := range words {
		b.WriteByte(w[0])
	}
	return b.String()
}

// plusAnd writes a "+" between two things as "and": "cpr + first aid", "eng+product".
func plusAnd(s string) string {
	return plusBetween.ReplaceAllStringFunc(s, func(m string) string {
		p := plusBetween.FindStringSubmatch(m)
		if p[1] != "" {
			return p[1] + " and " + p[2]
		}
		return p[3] + " and " + p[4]
	})
}
