package drafting

import (
	"regexp"
	"strings"
)

type emailTone struct {
	hello       string // before the recipient's name
	noIce       string // first line when there is no icebreaker
	offerLead   string
	goalLead    string
	signOff     string
	offerSingle string // lead for a single offer line; {offer} is replaced
}

var emailTones = map[string]emailTone{
	"Confident & warm": {
		hello: "Hi", noIce: "I'll keep this short.", offerLead: "Here's how I can help:",
		offerSingle: "Here's how I can help: {offer}", goalLead: "My aim is simple:", signOff: "Best,",
	},
	"Direct & concise": {
		hello: "Hi", noIce: "I'll be brief.", offerLead: "What I offer:",
		offerSingle: "What I offer: {offer}", goalLead: "The goal:", signOff: "Thanks,",
	},
	"Professional & courteous": {
		hello: "Hello", noIce: "I hope this message finds you well.", offerLead: "I would like to offer the following:",
		offerSingle: "I would like to offer the following: {offer}", goalLead: "My objective:", signOff: "Kind regards,",
	},
	"Friendly & upbeat": {
		hello: "Hi", noIce: "Hope your week is going well!", offerLead: "Here's what I'd love to help with:",
		offerSingle: "Here's what I'd love to help with: {offer}", goalLead: "What I'm hoping for:", signOff: "Cheers,",
	},
	"Bold & persuasive": {
		hello: "Hi", noIce: "I'll get straight to the point.", offerLead: "Here's what I'll deliver:",
		offerSingle: "Here's what I'll deliver: {offer}", goalLead: "The outcome I'm after:", signOff: "Best regards,",
	},
}

var leadingMinutes = regexp.MustCompile(`^\d+\s+minutes?\b`)

// callToAction turns a chip ("15-minute chat") or the user's own words into the closing
// question; empty gives the spec's default, 'Open to a 15-minute chat?'.
func callToAction(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return DefaultCTA
	}
	if strings.HasSuffix(s, "?") || strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") {
		return upperFirst(s)
	}
	lower := strings.ToLower(s)
	// Already a question: "would Tuesday work", "open to a call", "any chance for a demo".
	for _, q := range []string{"open to ", "would ", "could ", "can ", "are ", "do ", "does ", "is ", "shall ", "should ", "may ",
		"will ", "how ", "what ", "when ", "which ", "any chance", "interested in "} {
		if strings.HasPrefix(lower, q) {
			return upperFirst(s) + "?"
		}
	}
	switch {
	case leadingMinutes.MatchString(lower):
		return "Could we take " + s + "?"
	case hasAnyPrefix(lower, "a ", "an ", "the ", "some ", "one ", "your ", "my "):
		return "Open to " + s + "?"
	case strings.ContainsRune("aeiou", rune(lower[0])):
		return "Open to an " + s + "?"
	}
	return "Open to a " + s + "?"
}

func hasAnyPrefix(s string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// offers are the offer lines without list markers.
func (f *ColdEmailForm) offers() []string {
	var out []string
	for _, l := range lines(f.Offer) {
		if b := strings.TrimRight(bullet(l), " "); b != "" {
			out = append(out, b)
		}
	}
	return out
}

// subject is the first offer line, up to 80 characters, else the spec's default.
func (f *ColdEmailForm) subject() string {
	if o := f.offers(); len(o) > 0 {
		return truncate(o[0], MaxSubjectFromOffer)
	}
	return DefaultSubject
}

func (f *ColdEmailForm) opener() string {
	if f.Recipient == "" {
		return DefaultOpener
	}
	return emailTones[f.Tone].hello + " " + f.Recipient + ","
}

func (f *ColdEmailForm) builtin() Output {
	tone := emailTones[f.Tone]
	var paras []string
	if ice := paragraph(f.Icebreaker); ice != "" {
		paras = append(paras, ice)
	} else {
		paras = append(paras, tone.noIce)
	}
	switch o := f.offers(); len(o) {
	case 0:
	case 1:
		paras = append(paras, strings.Replace(tone.offerSingle, "{offer}", sentence(o[0]), 1))
	default:
		list := []string{tone.offerLead}
		for _, x := range o {
			list = append(list, "- "+x)
		}
		paras = append(paras, strings.Join(list, "\n"))
	}
	if f.Goal != "" {
		paras = append(paras, tone.goalLead+" "+sentence(f.Goal))
	}
	paras = append(paras, f.CTA)
	subject := f.subject()
	text := "Subject: " + subject + "\n\n" + f.opener() + "\n\n" + strings.Join(paras, "\n\n") + "\n\n" + tone.signOff
	if f.SenderName != "" {
		text += "\n" + f.SenderName
	}
	return Output{Text: text, Subject: subject}
}

func (f *ColdEmailForm) title(o Output) string {
	return truncate(firstNonEmpty(o.Subject, f.subject()), 120)
}
