package writer

// A cold email's greeting and its goal: whom it greets by name, and the typed goal written as
// what the sender asks for ("15 min to learn how…" → "have 15 minutes of your time to learn…").

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// meetingNoun is a goal that names a meeting: "a short call", "an intro chat next week".
var meetingNoun = regexp.MustCompile(`^(a|an|one|quick|short|brief|free|\d+-minute)\b.*\b(call|chat|meeting|demo|intro|conversation|coffee|catch-up|walkthrough|review|audit|consultation|assessment|estimate|quote|tasting)\b`)

// opener greets the recipient in the email's tone.
func Opener(f *draft.ColdEmailForm) string {
	name := greetingName(f.Recipient)
	if name == "" {
		return draft.DefaultOpener
	}
	return emailTones[f.Tone].hello + " " + name + ","
}

// Words that start a job title or a team rather than a name: "Head of Talent at Stripe" is
// greeted 'Hi there,', not 'Hi Head,'.
var notANameWords = map[string]bool{
	"head": true, "director": true, "vp": true, "manager": true, "team": true, "hiring": true, "recruiter": true,
	"recruiting": true, "founder": true, "founders": true, "co-founder": true, "ceo": true, "cto": true, "cfo": true,
	"coo": true, "cmo": true, "chief": true, "lead": true, "engineering": true, "sales": true, "marketing": true,
	"product": true, "the": true, "a": true, "an": true, "dear": true,
	"ops": true, "operations": true, "procurement": true, "finance": true, "talent": true, "people": true, "design": true,
	"hr": true, "it": true, "admin": true, "clinic": true, "practice": true, "store": true, "shop": true, "office": true, "facilities": true, "growth": true, "partnerships": true, "admissions": true,
	"partner": true, "investor": true, "editor": true, "owner": true, "president": true, "senior": true, "staff": true,
}

// honorifics are titles people are greeted by with their name: "Dr. Lee", "Chef Andrews".
var honorifics = map[string]bool{"dr": true, "mr": true, "mrs": true, "ms": true, "mx": true, "prof": true, "professor": true,
	"chef": true, "coach": true, "pastor": true, "rev": true, "father": true, "sister": true, "judge": true, "captain": true, "officer": true}

// greetingName is the name to greet: "Priya at Linear" → "Priya", "Dana Scully, VP Sales"
// → "Dana", "Dr. Lee" → "Dr. Lee", "hiring team at Acme" → "" (the default opener).
func greetingName(recipient string) string {
	r := strings.TrimSpace(recipient)
	for _, sep := range []string{" at ", " from ", " @ ", ",", " (", " - ", " – ", " — ", " of "} {
		if i := strings.Index(strings.ToLower(r), sep); i > 0 {
			r = r[:i]
		}
	}
	words := strings.Fields(r)
	if len(words) == 4 && strings.EqualFold(words[1], "and") && honorifics[strings.ToLower(strings.Trim(words[0], "."))] && honorifics[strings.ToLower(strings.Trim(words[2], "."))] {
		return strings.Join(words, " ") // "Mr. and Mrs. Patel": a couple, by their titles and name
	}
	if len(words) == 4 && strings.EqualFold(words[1], "and") && startsUpperLetter(words[0]) && startsUpperLetter(words[2]) {
		return words[0] + " and " + words[2] // "Tom and Jenny Walsh": both, by first name
	}
	if len(words) == 0 || len(words) > 3 {
		return ""
	}
	first := strings.Trim(words[0], ".")
	if honorifics[strings.ToLower(first)] && len(words) > 1 {
		return words[0] + " " + words[len(words)-1]
	}
	if notANameWords[strings.ToLower(first)] || strings.ContainsAny(first, "@0123456789") {
		return ""
	}
	// "Northline recruiting", "Acme hiring team": a company's team, not a person.
	if len(words) > 1 && notANameWords[strings.ToLower(words[1])] && !startsUpperLetter(words[1]) {
		return ""
	}
	// "Localization Manager", "Head of Ops": a title, not a name.
	if last := strings.ToLower(strings.Trim(words[len(words)-1], ".,")); len(words) > 1 && (roleNouns[last] || roleNouns[strings.TrimSuffix(last, "s")]) {
		return ""
	}
	return plaintext.UpperFirst(first)
}

// Verbs a goal usually starts with; a goal that starts otherwise ("a partnership",
// "partnership opportunities") is something to talk about.
var goalVerbs = map[string]bool{
	"book": true, "get": true, "set": true, "schedule": true, "explore": true, "discuss": true, "talk": true,
	"learn": true, "meet": true, "introduce": true, "share": true, "show": true, "find": true, "help": true,
	"hire": true, "join": true, "land": true, "secure": true, "start": true, "build": true, "grow": true,
	"understand": true, "see": true, "chat": true, "connect": true, "partner": true, "collaborate": true,
	"demo": true, "pitch": true, "apply": true, "ask": true, "request": true, "arrange": true, "plan": true,
	"review": true, "walk": true, "hear": true, "run": true, "offer": true, "present": true, "win": true,
	"sign": true, "close": true, "try": true, "test": true, "pilot": true, "invite": true, "work": true,
	// Free work offered to show it: "edit one video free so you can see".
	"edit": true, "design": true, "write": true, "shoot": true, "film": true, "audit": true, "fix": true, "clean": true,
	"cater": true, "photograph": true, "translate": true, "draft": true, "send": true, "mock": true, "redesign": true,
	"drop": true, "bring": true, "stop": true, "swing": true, "deliver": true, "visit": true, "host": true,
	"be": true, "refer": true, "recommend": true, "forward": true, "pass": true, "put": true, "tell": true,
}

// goalMinutes is a goal that asks for some minutes: "15 min to learn how the team works".
var goalMinutes = regexp.MustCompile(`(?i)^(\d+|ten|fifteen|twenty|thirty)[ -]?(?:min|mins|minutes)\b(?: of your time)?\s*(.*)$`)

// typedQuestion is a goal typed as the question to the reader: "would you introduce me to…",
// "could u be open to a quick call".
var typedQuestion = regexp.MustCompile(`(?i)^(would|could|can|will) (?:you|u) (.+)$`)

// goalRegarding is "re" or "re:" between two words of a goal: "call re your spring audit".
var goalRegarding = regexp.MustCompile(`(?i)(\S\s+)re:?\s+`)

// goalPhrase turns the typed goal into the verb phrase that follows "I'd love to".
func goalPhrase(goal string) string {
	g := strings.TrimRight(strings.TrimSpace(goal), ".!?")
	g = goalRegarding.ReplaceAllString(g, "${1}about ") // "intro call re bookkeeping": "re" is note-taking, "about" is prose
	lower := strings.ToLower(g)
	lower = strings.TrimPrefix(lower, "to ")
	g = g[len(g)-len(lower):]
	if m := typedQuestion.FindStringSubmatch(g); m != nil {
		// "would you introduce me to the hiring manager": typed as the question itself, and
		// asked as one (goalQuestion).
		return "learn if you " + strings.ToLower(m[1]) + " " + m[2]
	}
	if m := goalMinutes.FindStringSubmatch(g); m != nil {
		// "15 min to learn how the payments team works": some of the reader's time, and why.
		return strings.TrimSpace("have " + m[1] + " minutes of your time " + m[2])
	}
	first, _, _ := strings.Cut(lower, " ")
	switch first {
	case "coffee", "lunch", "drinks":
		return "meet for " + lowerFirstWord(g) // "coffee next week" → "meet for coffee next week"
	case "call", "chat", "meeting", "demo", "zoom":
		return "set up a " + lowerFirstWord(g) // "call on thursday" → "set up a call on thursday"
	}
	if !goalVerbs[first] && !verbBeforeObject(lower) {
		// "a short call", "an intro chat": a meeting is set up; anything else is talked about.
		if meetingNoun.MatchString(lower) {
			if first == "free" {
				return "set up a " + g // "free 20-minute pricing review this week"
			}
			if startsWithNumber(lower) {
				if strings.Contains(lower, "demo") || strings.Contains(lower, "walkthrough") {
					return "set up a " + g // "15-minute demo next week" → "set up a 15-minute demo next week"
				}
				return "have a " + g // "20-minute informational chat about…"
			}
			return "set up " + article(lower) + lowerFirstWord(g) // "quick call" → "set up a quick call"
		}
		return "talk about " + talkedAbout(lowerFirstWord(g))
	}
	return lowerFirstWord(g)
}

// bareGoalVerbs are verbs a goal may open with that are not done in the email itself, so
// they are talked about: "become one of your preferred vendors".
var bareGoalVerbs = wordSet(`become add expand supply provide stock carry feature list sponsor support improve reduce
cut switch move use sell buy rent lease replace upgrade launch create make handle take cover serve teach train coach
mentor speak volunteer contribute represent distribute co-host cohost sub subcontract cater source design`)

// talkedAbout writes a verb after "talk about" in its -ing form: "talk about become one of
// your preferred vendors" → "talk about becoming one of…" (ADR 0078).
func talkedAbout(g string) string {
	first, rest, _ := strings.Cut(g, " ")
	if !bareGoalVerbs[first] || rest == "" {
		return g
	}
	if first == "cut" || first == "sub" {
		return first + first[len(first)-1:] + "ing " + rest
	}
	return gerund(first) + " " + rest
}

// verbBeforeObject reports a goal that opens with a verb the list above lacks, known by the
// object that follows it: "quote a maintenance contract", "price out the job". A noun is
// followed by a preposition ("quote for all 3 buildings"), not by an article.
func verbBeforeObject(lower string) bool {
	words := strings.Fields(lower)
	if len(words) < 3 || !isPlainLowerWord(words[0]) || determiners[words[0]] || meetingNoun.MatchString(lower) {
		return false
	}
	second := words[1]
	if second == "out" || second == "up" { // "price out the job", "line up a visit"
		second = words[2]
	}
	return objectOpeners[second]
}

// objectOpeners open the object of a verb.
var objectOpeners = wordSet(`a an the your our my all some this these those every each you me us them both`)

// askedMeeting is a goal that asks for a meeting of some length or kind: "ask for a
// 20-minute informational interview about…", "ask for a short call".
var askedMeeting = regexp.MustCompile(`(?i)^ask for ((?:a|an) (?:\d+-minute |short |quick |brief )?(?:informational |intro |phone |video )?(?:interview|call|chat|meeting|conversation)\b.*)$`)

// goalReason is a goal typed with its reason after a dash or a semicolon.
var goalReason = regexp.MustCompile(`^(.+?)\s+(?:-|–|—)\s+(.+)$|^(.+?);\s*(.+)$`)

// goalAndReason splits a goal from the reason typed after it: "informational interview -
// want to learn how your analysts work" → the interview, and wanting to learn. A reason that
// is not a clause of the writer's own ("intro - ideally this month") stays with the goal.
func goalAndReason(goal string) (string, string) {
	m := goalReason.FindStringSubmatch(strings.TrimSpace(goal))
	if m == nil {
		return goal, ""
	}
	g, r := m[1]+m[3], m[2]+m[4]
	first, _, _ := strings.Cut(strings.ToLower(r), " ")
	if presentVerbs[first] || motiveWords[first] || first == "i" || first == "i'd" || first == "i'm" {
		return g, r
	}
	return goal, ""
}

// askGoal writes the goal for its frame: "pitch our seed round" is shared, not pitched;
// "informational interview about X" and "intro to X" become what is asked.
func askGoal(ask, goal string) string {
	g := goalPhrase(goal)
	lower := strings.ToLower(g)
	switch {
	case ask == draft.AskHiring && hireYou.MatchString(g):
		return invitedGoal(g)
	case ask == draft.AskFundraising && strings.HasPrefix(lower, "pitch "):
		return "walk you through " + strings.TrimPrefix(g[len("pitch "):], "you on ")
	case strings.HasPrefix(lower, "talk about informational interview"):
		return "have a short informational interview" + g[len("talk about informational interview"):]
	case strings.HasPrefix(lower, "talk about informational "):
		// "informational chat about…", "informational call about…"
		return "have a short informational " + g[len("talk about informational "):]
	case strings.HasPrefix(lower, "talk about intro"):
		return "make an introduction" + strings.TrimPrefix(g[len("talk about intro"):], "duction")
	case strings.HasPrefix(lower, "ask for an intro to "):
		return "introduce me to " + g[len("ask for an intro to "):]
	case strings.HasPrefix(lower, "ask for a referral"), strings.HasPrefix(lower, "ask for your referral"):
		return "get a referral" + g[strings.Index(lower, "referral")+len("referral"):] // the email is the asking
	case strings.HasPrefix(lower, "ask if "), strings.HasPrefix(lower, "ask about "), strings.HasPrefix(lower, "ask whether "):
		return "learn " + g[len("ask "):]
	case askedMeeting.MatchString(g):
		// "ask for a 20 min informational interview about…": the email is the asking, so
		// what is hoped for is the meeting itself.
		return "have " + askedMeeting.FindStringSubmatch(g)[1]
	case ask == draft.AskFundraising && raisingGoal.MatchString(g):
		// "raising $3M seed, want 30 min to pitch" → "walk you through our $3M seed round in 30 minutes"
		m := raisingGoal.FindStringSubmatch(g)
		s := "walk you through our " + m[1] + " round"
		if m[2] != "" {
			s += " in " + m[2] + " minutes"
		}
		return s
	case timeFor.MatchString(g):
		// "ask for 20 min to hear how…" → "have 20 minutes of your time to hear how…"
		m := timeFor.FindStringSubmatch(g)
		if rest, ok := strings.CutPrefix(m[2], "of "); ok {
			// "ask for 15 min of advice on X" → "have 15 minutes of your advice on X"
			return "have " + m[1] + " minutes of your " + strings.TrimPrefix(rest, "your ")
		}
		return "have " + m[1] + " minutes of your time " + m[2]
	case minutesChat.MatchString(g):
		// "15 min informational chat about content design" → "have a 15-minute informational
		// chat about content design"
		m := minutesChat.FindStringSubmatch(g)
		return "have a " + m[1] + "-minute " + m[2]
	case strings.HasPrefix(lower, "ask to "):
		return g[len("ask to "):] // "ask to chat about the role": the chat is the ask
	case ask == draft.AskSales && strings.HasPrefix(lower, "offer ") && !strings.HasPrefix(lower, "offer you"):
		return "offer you " + g[len("offer "):] // "offer a free audit" → "offer you a free audit"
	}
	return g
}
