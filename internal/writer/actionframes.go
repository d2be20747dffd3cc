package writer

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// baseForms are the plain forms of the past-tense verbs notes open with (pastTenseVerbs):
// a tone that words an action its own way needs "lead" for "led" ("I had the chance to lead
// the rollout"). Written out rather than derived: English past tenses are too irregular
// ("reduced", "planned", "mentored") for a rule to get each one right.
var baseForms = map[string]string{
	"kept": "keep", "held": "hold", "stayed": "stay", "ordered": "order", "stocked": "stock", "restocked": "restock", "booked": "book", "billed": "bill", "filed": "file", "made": "make", "gave": "give", "sent": "send", "bought": "buy", "paid": "pay", "hit": "hit", "reset": "reset",
	"accelerated": "accelerate", "accomplished": "accomplish", "achieved": "achieve", "acquired": "acquire",
	"adapted": "adapt", "added": "add", "addressed": "address", "administered": "administer",
	"admired": "admire", "advanced": "advance", "advised": "advise", "advocated": "advocate",
	"analysed": "analyse", "analyzed": "analyze", "announced": "announce", "answered": "answer",
	"applied": "apply", "appointed": "appoint", "architected": "architect", "arranged": "arrange",
	"asked": "ask", "assembled": "assemble", "assessed": "assess", "assisted": "assist", "attained": "attain",
	"attended": "attend", "audited": "audit", "authored": "author", "automated": "automate",
	"balanced": "balance", "boosted": "boost", "bootstrapped": "bootstrap", "broke": "break",
	"brought": "bring", "budgeted": "budget", "built": "build", "calculated": "calculate", "came": "come",
	"campaigned": "campaign", "captured": "capture", "catalogued": "catalogue", "caught": "catch",
	"centralised": "centralise", "centralized": "centralize", "chaired": "chair", "championed": "champion",
	"changed": "change", "charted": "chart", "chosen": "choose", "clarified": "clarify", "closed": "close",
	"co-founded": "co-found", "co-led": "co-lead", "co-wrote": "co-write", "coached": "coach",
	"collaborated": "collaborate", "collected": "collect", "combined": "combine", "commissioned": "commission",
	"communicated": "communicate", "competed": "compete", "compiled": "compile", "completed": "complete",
	"composed": "compose", "computed": "compute", "conceived": "conceive", "conceptualised": "conceptualise",
	"conceptualized": "conceptualize", "conducted": "conduct", "configured": "configure",
	"consolidated": "consolidate", "constructed": "construct", "consulted": "consult",
	"contributed": "contribute", "controlled": "control", "converted": "convert", "convinced": "convince",
	"coordinated": "coordinate", "created": "create", "cultivated": "cultivate", "curated": "curate",
	"customised": "customise", "customized": "customize", "cut": "cut", "debugged": "debug",
	"decreased": "decrease", "defined": "define", "delivered": "deliver", "demonstrated": "demonstrate",
	"deployed": "deploy", "designed": "design", "detected": "detect", "developed": "develop",
	"devised": "devise", "diagnosed": "diagnose", "directed": "direct", "discovered": "discover",
	"doubled": "double", "drafted": "draft", "drew": "draw", "drove": "drive", "earned": "earn",
	"edited": "edit", "educated": "educate", "eliminated": "eliminate", "enabled": "enable",
	"encouraged": "encourage", "engaged": "engage", "engineered": "engineer", "enhanced": "enhance",
	"enjoyed": "enjoy", "ensured": "ensure", "established": "establish", "estimated": "estimate",
	"evaluated": "evaluate", "examined": "examine", "exceeded": "exceed", "executed": "execute",
	"expanded": "expand", "expedited": "expedite", "experimented": "experiment", "explained": "explain",
	"explored": "explore", "extended": "extend", "facilitated": "facilitate", "finished": "finish",
	"fixed": "fix", "followed": "follow", "forecasted": "forecast", "forged": "forge", "formed": "form",
	"formulated": "formulate", "fostered": "foster", "found": "find", "founded": "found",
	"freelanced": "freelance", "gained": "gain", "gathered": "gather", "generated": "generate",
	"graduated": "graduate", "grew": "grow", "guided": "guide", "halved": "halve", "handled": "handle",
	"headed": "head", "heard": "hear", "helped": "help", "hired": "hire", "identified": "identify",
	"implemented": "implement", "improved": "improve", "incorporated": "incorporate", "increased": "increase",
	"influenced": "influence", "initiated": "initiate", "innovated": "innovate", "inspected": "inspect",
	"installed": "install", "instituted": "institute", "instructed": "instruct", "integrated": "integrate",
	"interned": "intern", "interviewed": "interview", "introduced": "introduce", "invented": "invent",
	"investigated": "investigate", "invited": "invite", "joined": "join", "launched": "launch",
	"learned": "learn", "learnt": "learn", "lectured": "lecture", "led": "lead", "leveraged": "leverage",
	"lifted": "lift", "liked": "like", "listened": "listen", "lived": "live", "loved": "love",
	"lowered": "lower", "maintained": "maintain", "majored": "major", "managed": "manage", "mapped": "map",
	"marketed": "market", "maximised": "maximise", "maximized": "maximize", "measured": "measure",
	"mentored": "mentor", "merged": "merge", "met": "meet", "migrated": "migrate", "minimised": "minimise",
	"minimized": "minimize", "minored": "minor", "modeled": "model", "modelled": "model",
	"moderated": "moderate", "modernised": "modernise", "modernized": "modernize", "monitored": "monitor",
	"motivated": "motivate", "moved": "move", "negotiated": "negotiate", "noticed": "notice",
	"onboarded": "onboard", "opened": "open", "operated": "operate", "optimised": "optimise",
	"optimized": "optimize", "orchestrated": "orchestrate", "organised": "organise", "organized": "organize",
	"overhauled": "overhaul", "oversaw": "oversee", "owned": "own", "partnered": "partner", "passed": "pass",
	"performed": "perform", "persuaded": "persuade", "piloted": "pilot", "pioneered": "pioneer",
	"pivoted": "pivot", "planned": "plan", "played": "play", "practiced": "practice", "practised": "practise",
	"presented": "present", "prevented": "prevent", "prioritised": "prioritise", "prioritized": "prioritize",
	"processed": "process", "produced": "produce", "programmed": "program", "promoted": "promote",
	"proposed": "propose", "prototyped": "prototype", "provided": "provide", "published": "publish",
	"purchased": "purchase", "qualified": "qualify", "raised": "raise", "ran": "run", "read": "read",
	"rebuilt": "rebuild", "recommended": "recommend", "reconciled": "reconcile", "recruited": "recruit",
	"redesigned": "redesign", "reduced": "reduce", "refactored": "refactor", "refined": "refine",
	"regained": "regain", "registered": "register", "rehauled": "rehaul", "released": "release",
	"remodeled": "remodel", "remodelled": "remodel", "renegotiated": "renegotiate", "reorganised": "reorganise",
	"reorganized": "reorganize", "repaired": "repair", "replaced": "replace", "reported": "report",
	"represented": "represent", "researched": "research", "resolved": "resolve", "restored": "restore",
	"restructured": "restructure", "retained": "retain", "returned": "return", "revamped": "revamp",
	"reviewed": "review", "revised": "revise", "revitalised": "revitalise", "revitalized": "revitalize",
	"rewrote": "rewrite", "rolled": "roll", "saved": "save", "saw": "see", "scaled": "scale",
	"scheduled": "schedule", "scoped": "scope", "secured": "secure", "selected": "select", "served": "serve",
	"set": "set", "shaped": "shape", "shipped": "ship", "simplified": "simplify", "sold": "sell",
	"solved": "solve", "sourced": "source", "spearheaded": "spearhead", "specialised": "specialise",
	"specialized": "specialize", "sped": "speed", "spent": "spend", "spoke": "speak", "sponsored": "sponsor",
	"spotted": "spot", "standardised": "standardise", "standardized": "standardize", "started": "start",
	"steered": "steer", "streamlined": "streamline", "strengthened": "strengthen", "structured": "structure",
	"studied": "study", "succeeded": "succeed", "supervised": "supervise", "supported": "support",
	"surpassed": "surpass", "sustained": "sustain", "switched": "switch", "systematised": "systematise",
	"systematized": "systematize", "taught": "teach", "tested": "test", "took": "take", "tracked": "track",
	"trained": "train", "transformed": "transform", "transitioned": "transition", "translated": "translate",
	"traveled": "travel", "travelled": "travel", "tripled": "triple", "troubleshot": "troubleshoot",
	"turned": "turn", "unified": "unify", "upgraded": "upgrade", "used": "use", "validated": "validate",
	"verified": "verify", "visited": "visit", "volunteered": "volunteer", "watched": "watch", "went": "go",
	"won": "win", "worked": "work", "wrote": "write",
}

// BaseForm is the plain form of a past-tense verb the writer may word in a tone's frame
// ("mentored" → "mentor"), or "": tests that look for every typed word accept it.
func BaseForm(verb string) string { return baseForms[strings.ToLower(verb)] }

// actionFrames are each tone's wordings for an action of the user's ("I led the rollout" →
// "I had the chance to lead the rollout"): so that a tone rewords the facts themselves, not
// only the sentences around them (issue 29: tones rewrite the sentences). Professional and
// confident keep the plain past; concise has no words to spare.
var framedParity = map[string]int{"warm": 1, "enthusiastic": 0}

var actionFrames = map[string][]string{
	"warm": {"I was lucky enough to", "I was glad to", "I had the privilege to", "It was a joy to", "I was proud to",
		"I felt lucky to", "It meant a lot to", "I was happy to"},
	"enthusiastic": {"I got to", "I loved getting to", "I jumped in to", "I was thrilled to", "I had a blast getting to",
		"I got the chance to", "I leapt at the chance to", "I was excited to"},
}

// framedActions words every other action point in the tone's frames, so that a paragraph
// never opens two sentences alike: warm the first, third…, enthusiastic the second, fourth…,
// so that the two tones never word the same action alike. A sentence that does not open "I
// <past-tense verb>" is left as it is.
func framedActions(ps []point, tone string, v *voice) []point {
	frames := actionFrames[tone]
	if len(frames) == 0 {
		return ps
	}
	out := make([]point, len(ps))
	n, start := 0, v.r.IntN(len(frames))
	// The strongest result is told plainly: it may open the letter (variant 3), and a result
	// reads strongest without a frame.
	best := -1
	for i, p := range ps {
		if p.kind == pointAction && (best < 0 || p.strength > ps[best].strength) {
			best = i
		}
	}
	for i, p := range ps {
		out[i] = p
		rest, ok := strings.CutPrefix(p.sentence, "I ")
		if p.kind != pointAction || !ok || i == best {
			continue
		}
		verb, obj, _ := strings.Cut(rest, " ")
		base := baseForms[verb]
		if base == "" || obj == "" || !framedVerb(verb) || !achievement(verb, obj) || secondPast(obj) {
			continue
		}
		n++
		if n%2 == framedParity[tone] {
			out[i].sentence = frames[(start+n/2)%len(frames)] + " " + base + " " + obj
		}
	}
	return out
}

// secondPast reports an object that goes on to a second thing done ("reports and testified
// in court"), which a frame would leave in the past: "I was glad to write reports and
// testified".
func secondPast(obj string) bool {
	words := strings.Fields(obj)
	for i := 1; i < len(words); i++ {
		if w := words[i]; words[i-1] == "and" && (baseForms[w] != "" || pastTenseVerbs[w] || strings.HasSuffix(w, "ied")) {
			return true
		}
	}
	return false
}

// framedVerb reports whether a verb is something the writer did that a tone may word as a
// chance taken ("I got to lead…"): not passing an exam, earning a degree or joining a team,
// which read as a joke in those frames ("I got to pass NCLEX").
func framedVerb(verb string) bool { return !unframedVerbs[verb] }

var unframedVerbs = wordSet(`passed earned completed finished graduated studied majored minored interned joined spent went
came lived loved enjoyed liked saw read noticed heard met watched followed listened caught found visited attended admired
spotted learned learnt won gained qualified registered returned switched transitioned pivoted worked volunteered served
freelanced chosen invited appointed promoted selected succeeded exceeded surpassed doubled tripled halved moved used
broke went competed played practised practiced retained regained sold`)

// motiveFrames are each tone's wordings of what the writer wants ("I want to learn pastry"):
// the same wish, said in the tone's voice.
var motiveFrames = map[string]map[string]string{
	"professional": {"I want to ": "I hope to ", "I want ": "I am seeking "},
	"confident":    {"I want to ": "I intend to ", "I want ": "I'm going after "},
	"warm":         {"I want to ": "My hope is to ", "I want ": "I'm drawn to "},
	"enthusiastic": {"I want to ": "I'm eager to ", "I want ": "I'm excited about "},
}

// framedMotives words what the writer wants in the tone's voice.
func framedMotives(ps []point, tone string) []point {
	out := make([]point, len(ps))
	for i, p := range ps {
		out[i] = p
		for _, lead := range []string{"I want to ", "I want "} {
			if rest, ok := strings.CutPrefix(p.sentence, lead); ok && motiveFrames[tone][lead] != "" && (lead == "I want to " || wantedThing(rest)) {
				out[i].sentence = motiveFrames[tone][lead] + rest
				break
			}
		}
	}
	return out
}

// wantedThing reports a wish for a thing ("a school that…", "the chance to…"), which a tone may
// word as seeking it; "off the tools and into estimating" is kept as typed.
func wantedThing(rest string) bool {
	first, _, _ := strings.Cut(rest, " ")
	return determiners[strings.ToLower(first)] && !complementWords[strings.ToLower(first)] || first == "more"
}

// measureMoved is a measure that moved, as the writer words it: ", with p99 going from 800ms
// to 120ms" or "The crash rate went from 2.1% to 0.3%".
var measureMoved = regexp.MustCompile(`(, with (?:the )?([^,;]+?) going|^(The |)([^,;]+?) went) from ([^,;]+?) to ([^,;.]+)`)

// measureVerbs are each tone's verbs for a measure that fell, rose, or moved either way:
// the same change, said in the tone's voice (issue 29: tones rewrite the sentences).
var measureVerbs = map[string][3]string{
	"confident":    {"fell", "rose", "moved"},
	"warm":         {"went down", "went up", "went"},
	"enthusiastic": {"dropped", "climbed", "jumped"},
}

// tonedMeasures words each measure that moved with the tone's verb: "…, and p99 fell from
// 800ms to 120ms" (confident), "…, and p99 dropped from 800ms to 120ms" (enthusiastic).
// Professional and concise keep the plain wording.
func tonedMeasures(ps []point, tone string) []point {
	verbs, ok := measureVerbs[tone]
	if !ok {
		return ps
	}
	out := make([]point, len(ps))
	for i, p := range ps {
		out[i] = p
		m := measureMoved.FindStringSubmatchIndex(p.sentence)
		if m == nil {
			continue
		}
		from, to := p.sentence[m[10]:m[11]], p.sentence[m[12]:m[13]]
		verb := verbs[2]
		if a, b, ok := figuresOf(from, to); ok && a > b {
			verb = verbs[0]
		} else if ok && a < b {
			verb = verbs[1]
		}
		if verb == "jumped" {
			continue // a change of unknown direction is said plainly
		}
		var said string
		if m[4] >= 0 { // ", with p99 going"
			said = ", and " + p.sentence[m[4]:m[5]] + " " + verb
			if strings.HasPrefix(p.sentence[m[2]:m[5]], ", with the ") {
				said = ", and the " + p.sentence[m[4]:m[5]] + " " + verb
			}
		} else {
			said = p.sentence[m[6]:m[7]] + p.sentence[m[8]:m[9]] + " " + verb
		}
		out[i].sentence = p.sentence[:m[0]] + said + " from " + from + " to " + to + p.sentence[m[1]:]
	}
	return out
}

// figuresOf reads the first figure of two amounts in one unit ("800ms", "$2.1M", "34%"); ok
// is false when either has none.
func figuresOf(a, b string) (float64, float64, bool) {
	x, okA := figure(a)
	y, okB := figure(b)
	// "from 3 days to 6 hours" is in two units: its figures say nothing of the direction.
	ua, ub := unitOf(a), unitOf(b)
	return x, y, okA && okB && (ua == ub || ua == "" || ub == "")
}

// unitOf is what follows an amount's figure: "ms" in "800ms", "days" in "3 days".
func unitOf(s string) string {
	s = strings.TrimSpace(s)
	m := leadingFigure.FindStringIndex(s)
	if m == nil {
		return ""
	}
	return strings.ToLower(strings.TrimSpace(s[m[1]:]))
}

var leadingFigure = regexp.MustCompile(`^[$€£]?(\d[\d,]*(?:\.\d+)?)\s*([kKmMbB]?)`)

func figure(s string) (float64, bool) {
	m := leadingFigure.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return 0, false
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(m[1], ",", ""), 64)
	if err != nil {
		return 0, false
	}
	switch strings.ToLower(m[2]) {
	case "k":
		f *= 1e3
	case "m":
		f *= 1e6
	case "b":
		f *= 1e9
	}
	return f, true
}

// achievement reports an action worth a tone's frame: something made, led or won, or work
// with a figure in it. A routine task ("ordered supplies", "raised 3 of my own") framed as a
// privilege ("I felt lucky to order supplies") reads as a joke.
func achievement(verb, obj string) bool {
	return achievementVerbs[verb] || strings.ContainsFunc(obj, unicode.IsDigit)
}

var achievementVerbs = wordSet(`built led launched created designed founded started grew scaled rebuilt redesigned shipped
launched pioneered introduced developed wrote authored published organized organised ran mentored coached trained taught
co-founded co-led spearheaded delivered automated migrated modernized modernised implemented rolled overhauled rewrote
negotiated secured raised won opened established set`)
