package writer

// Shorthand written out word by word ("yrs", "w/", "mgmt", "pm" as a role, "eng" after a count),
// and the casing a note's words take from the form, the posting or a known name.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Shorthand written out, for every field. Keys are lower case, matched as whole words.
var shorthand = map[string]string{
	"yrs": "years", "yr": "year", "hrs": "hours", "mos": "months", "wks": "weeks", "wk": "week", "maint": "maintenance",
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
	"fb": "Facebook", "ig": "Instagram", "execs": "executives", "bu": "business unit", "frt": "first response time", "lvl": "Level", "assoc": "associate", "assoc.": "associate", "poli": "political", "sci": "science",
	"ros": "repair orders", "pax": "passengers", "bev": "beverage", "cert": "certificate", "certs": "certificates", "asst": "assistant", "asst.": "assistant", "ur": "your", "u": "you", "rx": "prescriptions", "conf": "conference", "ref": "reference", "circ": "circulation", "confs": "conferences", "univ": "university", "anticoag": "anticoagulation", "hr/wk": "hours a week",
	"a11y": "accessibility", "peds": "pediatrics", "infra": "infrastructure", "preds": "predictions", "calcs": "calculations", "calc": "calculation", "i18n": "internationalization", "org": "organization", "orgs": "organizations", "k8s": "Kubernetes", "eval": "evaluation", "evals": "evaluations", "l10n": "localization", "fy": "fiscal year", "ytd": "year to date", "gov": "government", "sgt": "sergeant", "cpl": "corporal", "lt": "lieutenant",
	"mfr": "manufacturer", "assn": "association", "assns": "associations", "ffe": "FF&E", "pnw": "Pacific Northwest", "dupes": "duplicates", "dup": "duplicate", "hoh": "hard-of-hearing", "depos": "depositions", "qe": "quality engineer", "qes": "quality engineers",
	"pres": "president", "mx": "maintenance", "misc": "miscellaneous", "assy": "assembly", "assys": "assemblies",
	"womens": "women's", "mens": "men's", "childrens": "children's", "kinder": "kindergarten", "insta": "Instagram",
}

// fieldShorthand overrides the general list in one field.
var fieldShorthand = map[string]map[string]string{
	fieldFinance: {"recs": "reconciliations", "rec": "reconciliation", "jes": "journal entries", "je": "journal entry"},
	fieldLegal: {"lit": "litigation", "atty": "attorney", "attys": "attorneys", "depo": "deposition", "depos": "depositions",
		"msj": "summary judgment motion", "para": "paralegal"},
	fieldHealth: {"pts": "patients", "pt": "patient", "med surg": "medical-surgical", "med-surg": "medical-surgical",
		"tx": "treatment", "dx": "diagnosis", "bp": "blood pressure", "hx": "history", "meds": "medications",
		"peds": "pediatric", "perio": "periodontal", "srp": "scaling and root planing", "resp": "respiratory", "vents": "ventilators", "micro": "microbiology", "chem": "chemistry", "heme": "hematology", "em": "emergency medicine", "fx": "fractures", "fw": "fieldwork", "maint": "maintenance", "pct": "PCT", "pcts": "PCTs",
		"cardio": "cardiology", "derm": "dermatology", "multi specialty": "multispecialty", "multi-specialty": "multispecialty",
		"ortho": "orthopedics", "tele": "telemetry", "sports med": "sports medicine", "med trained": "medication trained", "meds trained": "medication trained",
		"sim": "simulation", "sims": "simulations", "sim lab": "simulation lab"},
}

// roleModifiers open a compound role ("category manager", "account executive"): after an
// "ex-" employer they are the role's, not a second word of the employer's name.
var roleModifiers = wordSet(`service category account product project program programme sales office store general operations marketing brand engineering finance hr regional district area shift floor kitchen customer client content community`)

// serviceWork marks a note about a service bay, where "ros" are repair orders.
var serviceWork = regexp.MustCompile(`\b(?:repair|service|advisor|advisors|shop|bay|vehicles?|cars?|auto|customers?|techs?|labor|parts|hours|day|week|month)\b|/day|/wk|/week`)

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
	// A CompTIA credential typed short: "net+" is Network+.
	if v := plusCredentials[w]; v != "" {
		return v
	}
	// An AP course typed short: "ap stats" is AP Statistics.
	if v := apCourses[w]; v != "" {
		return v
	}
	if w == "qbo" {
		return "QuickBooks Online" // written out by its own rule (notebook.words)
	}
	if w == "ent" {
		return "Enterprise" // "ccnp ent": written out by its own rule (notebook.words)
	}
	if w == "ctr" {
		return "center" // "surgical ctr": written out by centerShort, in a centre's name only
	}
	if w == "span" || w == "spa" || w == "esp" {
		return "Spanish" // "bilingual eng/span", "eng/spa": written out by languagePair
	}
	if w == "port" || w == "viet" || w == "fr" {
		return languageName(w) // "eng/port": written out by languagePair
	}
	return plusCredentials[w+"+"]
}

// Shorthand lists the shorthand the writer writes out, for tests that check none is left.
func Shorthand() []string {
	var out []string
	for k := range shorthand {
		out = append(out, k)
	}
	return out
}

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
		case lc == "i've" || lc == "i'm" || lc == "i'd" || lc == "i'll" || lc == "i’ve" || lc == "i’m" || lc == "i’d" || lc == "i’ll":
			out = "I" + core[1:] // "the clearest one i've seen"
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
			if after := i + 2; after < len(toks) && next != "" && isPlainLowerWord(next) && !roleNouns[next] && !roleModifiers[next] && shorthand[next] == "" && !complementWords[next] && next != "and" {
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
		case lc == "ur" && core == lc && next == "new" && i+2 < len(toks) && !strings.ContainsAny(toks[i+1], ",.;:") && isPlainLowerWord(strings.Trim(toks[i+2], " ,.;:()")) && !youAreNewTo[strings.Trim(toks[i+2], " ,.;:()")]:
			out = "your" // "ur new cancer center": a thing that is new, not the reader
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
		case lc == "pt" && core == lc && ptOf[next]:
			out = "PT" // "pt clinics": physical therapy's, not the patients'
		case lc == "pt" && next != "" && !n.isHealth():
			// "pt" outside health care is left alone (part-time? point?)
		case len(lc) == 2 && strings.HasSuffix(lead, "(") && strings.HasPrefix(trail, ")") && usPostalCodes[lc]:
			out = strings.ToUpper(lc) // "licensed optician (tx)": the state, not "treatment"
		case lc == "eng" && core == lc && startsWithNumber(prevTok) && prevTok != "1" && !engineeringOf[next]:
			out = "engineers" // "(14 eng)"
		case lc == "eng" && (prevTok == "with" || prevTok == "w/" || prevTok == "w") && next == "":
			out = "engineering" // "go deep w/ eng"
		case lc == "eng" && (next == "" || strings.HasPrefix(prevTok, "ex-") || i > 1 && strings.HasPrefix(strings.ToLower(toks[i-2]), "ex-") || prevTok == "backend" || prevTok == "frontend" || prevTok == "software" || prevTok == "senior" || prevTok == "staff" || prevTok == "data" || engineerKinds[prevTok]):
			out = "engineer"
		case (lc == "sat" || lc == "sun") && core == lc && dayParts[next]:
			out = map[string]string{"sat": "Saturday", "sun": "Sunday"}[lc] // "sat mornings"
		case lc == "em" && core == lc && emOf[next]:
			out = "EM" // "my next em role": an engineering manager's
		case lc == "eng" && core == lc && engineeringOf[next]:
			out = "engineering" // "6 eng teams": the teams of engineering, not of engineers
		case lc == "r" && core == lc && (statsTools[next] || statsTools[prevTok]):
			out = "R" // "r, sql, some python": the language, beside others like it
		case lc == "rx" && prevTok == "izotope":
			out = "RX" // the audio repair suite, not prescriptions
		case lc == "rx" && trail == "" && next != "" && isPlainLowerWord(next) && periodWords[next] == "" && next != "a" && next != "per":
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
		case (lc == "ros" || lc == "ro") && !serviceWork.MatchString(strings.ToLower(s)):
			out = strings.ToUpper(core) // "ros" outside a service bay is the robots' operating system, not repair orders
		case lc == "pms" && (prevTok == "senior" || prevTok == "junior" || prevTok == "product" || prevTok == "technical" || prevTok == "hiring" || prevTok == "other" || prevTok == "more" || prevTok == "group"):
			out = "PMs" // "hiring senior pms": product managers, not a property system
		case lc == "qbo":
			out = "QuickBooks Online"
		case lc == "u" && usStates[prevTok]:
			out = "U" // "ohio u" is Ohio U, the university, not "Ohio you"
		case lc == "mfg" && (next == "company" || next == "plant" || next == "firm" || next == "business"):
			out = "manufacturing" // "mfg plant"
		case len(lc) == 2 && core == lc && usPostalCodes[lc] && stateLicensed[next]:
			out = strings.ToUpper(lc) // "tx rn license": the state's, not "treatment"
		case lc == "re" && core == lc && (next == "salesperson" || next == "broker" || next == "license" || next == "licence" || next == "agent" || next == "agents"):
			out = "real estate" // "ca re salesperson license"
		case len(lc) == 2 && strings.HasSuffix(lead, "(") && usPostalCodes[lc] && next != "" && len(next) <= 5 && !strings.ContainsAny(next, "aeiou"):
			out = strings.ToUpper(lc) // "licensed applicator (tx spcs)": the state, then the licence's letters
		case lc == "ff" && core == lc && (prevTok == "wildland" || prevTok == "structural" || prevTok == "volunteer" || prevTok == "career" || prevTok == "municipal"):
			out = "firefighter" // "wildland ff 4 seasons"
		case lc == "sec" && core == lc && startsWithNumber(prevTok):
			out = "seconds" // "under 10 sec"
		case lc == "ft" && core == lc && (startsWithNumber(prevTok) || prevTok == "linear" || prevTok == "square" || prevTok == "sq" || prevTok == "cubic"):
			out = "feet" // "600+ linear ft"
		case lc == "max" && core == lc && (next == "security" || next == "custody"):
			out = "maximum" // "max security unit"
		case lc == "sped" && (next == "teacher" || next == "teachers" || next == "ed" || next == "students" || next == "classroom" || next == "caseload" || next == "department" || next == "generalist" || next == "endorsement" || next == "services" || next == "program" || next == "para" || next == "paraprofessional" || next == "coordinator"):
			out = "special education" // "sped teacher", not "sped up"
		case lc == "lo" && core == lc && (prevTok == "licensed" || prevTok == "mortgage" || prevTok == "nmls"):
			out = "loan officer" // "nmls licensed lo"
		case lc == "psych" && (prevTok == "school" || prevTok == "the"):
			out = "psychologist" // "behavior plans w school psych"
		case lc == "avg" && core == lc && strings.HasSuffix(prevTok, "s") && startsWithNumber(next) && i+2 < len(toks) && durationWords[strings.ToLower(strings.Trim(toks[i+2], " ,.;:()"))]:
			out = "in an average of" // "closed 40+ capas avg 45 days"
		case lc == "cats" && (prevTok == "indirect" || prevTok == "direct" || prevTok == "spend" || prevTok == "sourcing"):
			out = "categories" // a buyer's "indirect cats"
		case lc == "sf" && core == lc && n.salesforce && (next == "admin" || next == "administrator" || next == "developer" || next == "dev" || next == "consultant" || next == "org" || next == "certs"):
			out = "Salesforce" // "sf admin" in a form that names Salesforce, not San Francisco
		case lc == "rpt" && core == lc && (next == "piano" || next == "ptg"):
			out = "registered piano technician" // "rpt (piano technicians guild)", not a report
		case lc == "ent" && prevTok == "ccnp":
			out = "Enterprise" // "ccnp ent"
		case lc == "kb" && (next == "articles" || next == "article" || next == "docs" || next == "base"):
			out = "knowledge base" // "40 kb articles"
		case lc == "env" && (next == "scientist" || next == "science" || next == "engineer" || next == "engineering" || next == "health" || next == "consulting" || next == "compliance"):
			out = "environmental" // "env scientist"
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
		case lc == "ut" && core == lc && (next == "inspections" || next == "inspection" || next == "testing" || next == "tested" || next == "level" || next == "tech"):
			out = "UT" // ultrasonic testing, not Utah
		case lc == "er" && core == lc && !n.isHealth() && (next == "cases" || next == "case" || next == "investigations" || next == "issues" || next == "matters" || next == "partner"):
			out = "employee relations" // "er cases" to an HR generalist
		case lc == "cert" && core == lc && roleNouns[next]:
			out = "certified" // "cert paralegal": a certified paralegal
		case lc == "cp" && core == lc && prevTok == "nala":
			out = "CP"
		case core == lc && strings.Count(lc, "-") == 1 && startsWithNumber(lc) && n.fieldWord(strings.SplitN(lc, "-", 2)[1]) != "":
			// "a 40-atty firm" → "a 40-attorney firm": shorthand after a count's hyphen
			num, word, _ := strings.Cut(lc, "-")
			out = num + "-" + strings.TrimSuffix(n.fieldWord(word), "s")
		case lc == "ed" && core == lc && next == "of" && !n.isHealth():
			out = "executive director" // "ed of greenroots detroit"
		case strings.HasSuffix(lc, "'s") && core == lc && n.casing[strings.TrimSuffix(lc, "'s")] != "":
			out = n.casing[strings.TrimSuffix(lc, "'s")] + "'s" // "kresge's", when the form writes "Kresge"
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
		case strings.HasSuffix(lc, "s") && !strings.HasSuffix(lc, "ss") && knownCasing[lc[:len(lc)-1]] != "" && isAcronym(knownCasing[lc[:len(lc)-1]]) && isPlainWord(core) && len(lc) > 2 && len(lc) <= 4:
			// "ekgs" → "EKGs"; a longer word is a name of its own ("leeds" is not LEEDs), and
			// a word in "ss" is no plural ("loss" is not LOSs)
			out = knownCasing[lc[:len(lc)-1]] + "s" // "ekgs" → "EKGs"
		case core == lc && strings.Count(lc, "/") == 1:
			// "prometheus/grafana": two names the writer knows, each with its capitals
			a, b, _ := strings.Cut(lc, "/")
			if knownCasing[a] != "" && knownCasing[b] != "" && !ambiguousCasing[a] && !ambiguousCasing[b] {
				out = knownCasing[a] + "/" + knownCasing[b]
			} else if x, y := n.partWord(a), n.partWord(b); x != "" && y != "" && (n.fieldWord(a) != "" || n.fieldWord(b) != "") {
				out = x + "/" + y // "peds/nicu" → "pediatrics/NICU": shorthand written out on either side
			}
		}
		toks[i] = lead + out + trail + space
	}
	return strings.Join(toks, "")
}

// partWord is one side of a pair typed with a slash, written out or with its capitals, or ""
// when the writer knows neither.
func (n *notebook) partWord(w string) string {
	if f := n.fieldWord(w); f != "" {
		return f
	}
	if k := knownCasing[w]; k != "" && !ambiguousCasing[w] {
		return k
	}
	return ""
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
	// equalsIs is a name defined by what it is: "lunchfield = one order, one invoice".
	equalsIs = regexp.MustCompile(`^([\p{L}][\p{L}\p{N}]*) = `)
	// equalsDemand is a cause written as an equation: "… = demand".
	equalsDemand = regexp.MustCompile(`\s*=\s*(?:more |rising |growing )?demand\b`)
	// theOR is the operating room typed in lower case: "in the or", "to the or".
	theOR = regexp.MustCompile(`\b((?:in|to|into|from) the )or\b`)
	// xRay is an X-ray typed in lower case.
	xRay = regexp.MustCompile(`\bx-ray\b`)
	// itWork is information technology as a field of work: "it support", "it manager".
	itWork = regexp.MustCompile(`\bit (support|tech|techs|technician|help ?desk|service desk|manager|administrator|director|department|team|specialist|analyst|operations|auditors?|audit|security|consultants?|compliance|procurement)\b`)
	// wcagLevel is an accessibility standard's level: "wcag 2.1 aa".
	wcagLevel = regexp.MustCompile(`(?i)\bwcag (\d(?:\.\d)?) (aaa|aa|a)\b`)
	// standardCode is a standard's letters run into its number: "as9100", "iso13485".
	standardCode = regexp.MustCompile(`^[a-z]{2,4}\d{3,5}$`)
	// codeInBrackets is a short code or grade range in brackets: "(92y)", "(k-5)", "(k-12)".
	codeInBrackets = regexp.MustCompile(`^(?:\d{1,3}[a-z]|[a-z]\d{1,3}|[a-z]-\d{1,2})$`)
)

// minuteNouns follow a length in minutes that describes them: "a 20 min chat".
var minuteNouns = wordSet(`chat call meeting walk drive commute session demo intro introduction conversation talk coffee slot window break`)

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

// pmBefore are the words before "pm" that make it a product or project manager.
var pmBefore = wordSet(`sr senior jr junior lead principal staff group associate technical product project a as ex former years yrs`)

// usPostalCodes are the states' two letters, as typed in brackets after a licence: "(tx)".
// "in" and "me" are words before they are Indiana and Maine.
// durationWords are spans of time an average is counted in: "closed 40+ capas avg 45 days".
var durationWords = wordSet(`minutes mins hours hrs days weeks wks months`)

// stateLicensed follow a state's letters for a licence held there: "tx rn license".
var stateLicensed = wordSet(`rn rns lpn lvn np aprn license licensed licence lmt lcsw lpc cdl notary pharmacist pe cpa realtor real re`)

var usPostalCodes = wordSet(`al ak az ar ca co ct de fl ga hi id il ia ks ky la md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc`)

// statsTools are the tools typed beside R, the statistics language: "r, sql, some python".
var statsTools = wordSet(`sql python sas stata spss excel matlab tableau julia`)

// engineeringOf are nouns "eng" names the engineering of: "eng teams", "eng leads".
var engineeringOf = wordSet(`team teams org orgs leads leaders managers manager lead blog hiring culture`)

// ptOf are nouns "pt" names physical therapy's: "pt clinics", "pt aide".
var ptOf = wordSet(`clinic clinics practice practices aide aides assistant assistants tech techs program school gym`)

// dayParts follow a day's shorthand: "sat mornings".
var dayParts = wordSet(`morning mornings night nights afternoon afternoons evening evenings shift shifts`)

// emOf follow "em" as an engineering manager's: "em role", "em opening".
var emOf = wordSet(`role roles opening openings position positions job jobs`)

// hoursShort is hours typed as a figure and an "h" ("6h", "1.5h"), and the word after it.
var hoursShort = regexp.MustCompile(`\b(\d+(?:\.\d+)?)h\b( [a-z]+)?`)

// hoursWritten writes them out: "6 hours", or "24-hour" before the noun it describes ("24h
// support").
func hoursWritten(m string) string {
	g := hoursShort.FindStringSubmatch(m)
	if next := strings.TrimSpace(g[2]); next != "" && !complementWords[next] && !hoursFollowers[next] {
		return g[1] + "-hour" + g[2]
	}
	if g[1] == "1" {
		return "1 hour" + g[2]
	}
	return g[1] + " hours" + g[2]
}

// hoursFollowers follow a number of hours without being described by it: "6h to 5 min".
var hoursFollowers = wordSet(`to and or per a an the of in on at with from for vs down up saved cut faster less more`)

// weldPositions are weld test positions typed in lower case: "3g/4g", "6g pipe".
var weldPositions = regexp.MustCompile(`\b[1-6][gf](?:/[1-6][gf])+\b|\b[1-6][gf](?: (?:plate|pipe|positions?|certified|cert|test))\b`)

// upperFirstWord writes a phrase's first word in capitals: "6g pipe" → "6G pipe".
func upperFirstWord(s string) string {
	first, rest, ok := strings.Cut(s, " ")
	if !ok {
		return strings.ToUpper(s)
	}
	return strings.ToUpper(first) + " " + rest
}
