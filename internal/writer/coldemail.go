package writer

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// emailWriter writes a cold email from its form.
type emailWriter struct{ *draft.ColdEmailForm }

type emailTone struct {
	hello       string // before the recipient's name
	noIce       string // first line when there is no icebreaker
	offerLead   string
	goal        string // {goal} is replaced by the goal as a verb phrase: "book a demo"
	signOff     string
	offerSingle string // lead for a single offer line; {offer} is replaced
}

var emailTones = map[string]emailTone{
	"Confident & warm": {
		hello: "Hi", noIce: "I'll keep this short.", offerLead: "Here's how I can help:",
		offerSingle: "Here's how I can help: {offer}", goal: "I'd love to {goal}.", signOff: "Best,",
	},
	"Direct & concise": {
		hello: "Hi", noIce: "I'll be brief.", offerLead: "What I offer:",
		offerSingle: "What I offer: {offer}", goal: "I'd like to {goal}.", signOff: "Thanks,",
	},
	"Professional & courteous": {
		hello: "Hello", noIce: "I hope this message finds you well.", offerLead: "I would like to offer the following:",
		offerSingle: "I would like to offer the following: {offer}", goal: "I would welcome the opportunity to {goal}.", signOff: "Kind regards,",
	},
	"Friendly & upbeat": {
		hello: "Hi", noIce: "Hope your week is going well!", offerLead: "Here's what I'd love to help with:",
		offerSingle: "Here's what I'd love to help with: {offer}", goal: "It would be great to {goal}!", signOff: "Cheers,",
	},
	"Bold & persuasive": {
		hello: "Hi", noIce: "I'll get straight to the point.", offerLead: "Here's what I'll deliver:",
		offerSingle: "Here's what I'll deliver: {offer}", goal: "Let's {goal}.", signOff: "Best regards,",
	},
}

// meetingNoun is a goal that names a meeting: "a short call", "an intro chat next week".
var meetingNoun = regexp.MustCompile(`^(a|an|one|quick|short|brief)\b.*\b(call|chat|meeting|demo|intro|conversation|coffee|catch-up)\b`)

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
	"partner": true, "investor": true, "editor": true, "owner": true, "president": true, "senior": true, "staff": true,
}

var honorifics = map[string]bool{"dr": true, "mr": true, "mrs": true, "ms": true, "mx": true, "prof": true}

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
}

// goalPhrase turns the typed goal into the verb phrase that follows "I'd love to".
func goalPhrase(goal string) string {
	g := strings.TrimRight(strings.TrimSpace(goal), ".!?")
	lower := strings.ToLower(g)
	lower = strings.TrimPrefix(lower, "to ")
	g = g[len(g)-len(lower):]
	first, _, _ := strings.Cut(lower, " ")
	if !goalVerbs[first] {
		// "a short call", "an intro chat": a meeting is set up; anything else is talked about.
		if meetingNoun.MatchString(lower) {
			return "set up " + lowerFirstWord(g)
		}
		return "talk about " + lowerFirstWord(g)
	}
	return lowerFirstWord(g)
}

// lowerFirstWord lower-cases a capitalised first word ("Book a call" → "book a call") but
// leaves names and acronyms ("AWS credits") alone.
func lowerFirstWord(s string) string {
	first, rest, _ := strings.Cut(s, " ")
	if first == "" || (len(first) > 1 && strings.ToUpper(first) == first) {
		return s
	}
	return strings.Join(plaintext.NonEmpty([]string{strings.ToLower(first[:1]) + first[1:], rest}), " ")
}

// afterColon lower-cases an ordinary first word that follows the tone's colon ("Here's how I
// can help: cut first-reply time…", "…: a pricing audit"); names and acronyms keep their case.
func afterColon(s string) string {
	first, _, _ := strings.Cut(s, " ")
	lw := strings.ToLower(first)
	if determiners[lw] || pastTenseVerbs[lw] || goalVerbs[lw] {
		return lowerWord(first) + s[len(first):]
	}
	return s
}

// Placeholders for the parts of an email the sender left empty: in brackets, so they are
// recognised as something to fill in, and never a made-up offer or name.
const (
	PlaceholderOffer  = "[Add: what you offer them, in one line, and the result it brings]"
	PlaceholderSender = "[Your name]"
)

func (f emailWriter) write() draft.Output {
	tone := emailTones[f.Tone]
	var paras []string
	if ice := strings.Join(firstPersonSentences(f.Icebreaker, person{}), " "); ice != "" {
		paras = append(paras, ice)
	} else {
		paras = append(paras, tone.noIce)
	}
	paras = append(paras, f.targetParagraph()...) // the target job, if any (tailor.go)
	switch o := f.Offers(); len(o) {
	case 0:
		paras = append(paras, PlaceholderOffer)
	case 1:
		paras = append(paras, strings.Replace(tone.offerSingle, "{offer}", afterColon(plaintext.Sentence(o[0])), 1))
	default:
		list := []string{tone.offerLead}
		for _, x := range o {
			list = append(list, "- "+x)
		}
		paras = append(paras, strings.Join(list, "\n"))
	}
	if f.Goal != "" {
		paras = append(paras, strings.Replace(tone.goal, "{goal}", goalPhrase(f.Goal), 1))
	}
	paras = append(paras, f.CTA)
	subject := f.Subject()
	text := "Subject: " + subject + "\n\n" + Opener(f.ColdEmailForm) + "\n\n" + strings.Join(paras, "\n\n") + "\n\n" + tone.signOff
	text += "\n" + plaintext.FirstNonEmpty(f.SenderName, PlaceholderSender)
	return draft.Output{Text: text, Subject: subject}
}
