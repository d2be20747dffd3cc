package writer

// Who is writing and what the goal asks for beside the call to action: a freelancer offering
// "my services" writes as "I", as does one whose notes name no business or team, and a
// meeting typed after the goal ("…, 20 min call?") is left to the call to action that
// already asks for it (ADR 0076).

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
)

var (
	// senderAlone are the words of a sender writing for themselves: "offer my services".
	senderAlone = regexp.MustCompile(`(?i)\b(?:my|me|i|i'm|i've|i'd|myself)\b`)
	// senderMany are the words of a sender writing for a company or a team.
	senderMany = regexp.MustCompile(`(?i)\b(?:we|we're|we've|we'd|our|ours|us)\b`)
	// senderBusiness is a business the sender owns or founded, or one named by a legal form
	// no other word spells: "own kim plumbing co", "founder of ledgerbird", "hale
	// bookkeeping ltd" ("inc", "corp" and "limited" are also "including", "corporate" and
	// "scarce" in notes).
	senderBusiness = regexp.MustCompile(`(?i)\b(?:own|owns|owner of|co-?owner of|(?:co-?)?founded|(?:co-?)?founder|ceo (?:of|at)|ltd|llc|llp|plc|gmbh|pty)\b`)
	// senderTeam is a team counted beside the sender's line, not after a verb: "…, 14 techs",
	// "4 stylists" opening a line, "team of 6". "trained 40 nurses" and "led team of 12"
	// are a record.
	senderTeam = regexp.MustCompile(`(?i)(?:^|[,;(]\s*)(?:\d+\+?\s+(?:staff|employees|techs|technicians|stylists|chairs|crews|trucks|vans|engineers|developers|designers|consultants|cleaners|installers|associates|agents|reps|ftes?)\b|(?:with )?(?:a )?(?:team|staff|crew) of \d+)`)
)

// firmWords name a business, not a person, in the sender's name: "Hale Bookkeeping Ltd",
// "Northside Studio".
var firmWords = wordSet(`ltd limited llc llp inc co corp plc gmbh pty group partners associates consulting solutions services studios labs media collective`)

// firmName reports a sender's name that is a firm's: a word of a business or two names
// joined ("Hale & Cole").
func firmName(sender string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(sender), func(r rune) bool { return r == ' ' || r == ',' || r == '.' }) {
		if firmWords[w] || orgKinds[w] || w == "&" || w == "+" {
			return true
		}
	}
	return false
}

// soleSender reports a sender who writes as one person. A sender who says "we" or "our" is a
// company or a team, and one who says "my" or "I" is one person (ADR 0076). Terse notes
// often say neither ("10 yrs bookkeeping, small practices"): then "we" would claim a team
// the form never gives, so the sender is one person unless the form names a business or a
// team of theirs: a firm's name to sign with ("Hale & Cole Ltd"), a business they own or
// founded, or a team counted in an offer line.
func soleSender(sender, goal, offer string) bool {
	text := goal + "\n" + offer
	switch {
	case senderMany.MatchString(text):
		return false
	case senderAlone.MatchString(text):
		return true
	}
	if senderBusiness.MatchString(ownAsAdjective.ReplaceAllString(text, "")) || firmName(sender) {
		return false
	}
	for _, line := range strings.Split(offer, "\n") {
		if senderTeam.MatchString(strings.TrimSpace(line)) {
			return false
		}
	}
	return true
}

// ownAsAdjective is "own" that owns no business: "your own books", "on their own".
var ownAsAdjective = regexp.MustCompile(`(?i)\b(?:my|your|their|his|her|its|our) own\b`)

// soleWe is the tone's "we" for the sender's side of a sale: "I think we can help your
// team", "Here's hoping we can {goal}", "that we {goal}".
var soleWe = regexp.MustCompile(`\b(think|hoping|that) we\b`)

// soleLead is the sender's side in a partnership's lead: "What we bring:", "About us:",
// "About our business:". Whole words only: "your team" stays the reader's.
var soleLead = regexp.MustCompile(`\b(?:we|our|us)\b`)

// soleLeadWord is a lead's word for one sender.
var soleLeadWord = map[string]string{"we": "I", "our": "my", "us": "me"}

// toSoleSenderFrame words a sale's frame for one sender: "I think I can help your team",
// and a partnership's "What I bring:". The goal's sentence is soleGoalLine's, once the goal
// is known.
func toSoleSenderFrame(f emailFrame) emailFrame {
	sole := func(s string) string { return soleWe.ReplaceAllString(s, "$1 I") }
	f.lead = mapLines(f.lead, func(s string) string {
		return soleLead.ReplaceAllStringFunc(s, func(w string) string { return soleLeadWord[w] })
	})
	var purpose [][]string
	for _, part := range f.purpose {
		purpose = append(purpose, mapLines(part, sole))
	}
	f.purpose = purpose
	return f
}

// soleGoalLine words the goal's sentence for one sender: "Here's hoping I can offer you my
// services", "What I suggest: that I walk you through…". A goal both sides do keeps its
// "we", which there is the sender and the reader ("that we have a 15-minute call"), not a
// firm; "that I have a call" would read as a call alone.
func soleGoalLine(line, goal string) string {
	if togetherGoal.MatchString(goal) {
		return line
	}
	return soleWe.ReplaceAllString(line, "$1 I")
}

// togetherGoal is a goal the sender and the reader do together: a talk, or a call or a
// meeting had, made or booked ("make an introduction call re…", "get on a call"). "see if
// you'd want…", "book a demo" and "get on your vendor list" are the sender's alone.
var togetherGoal = regexp.MustCompile(`(?i)^(?:(?:talk|chat|meet|speak|connect|catch up|sit down|discuss|compare notes)\b|(?:have|make|book|set up|schedule|arrange|grab|hop on|jump on|get on) (?:a |an )?(?:[\w-]+ ){0,3}(?:call|chat|meeting|coffee|conversation)\b)`)

// trailingMeeting is a meeting typed after the goal, apart from it by a comma, a semicolon or
// a dash: "raising $1.5m pre-seed, 20 min call?".
var trailingMeeting = regexp.MustCompile(`(?i)^(.*\S)\s*(?:,|;|\s[-–—])\s*(?:(?:a|an|quick|short)\s+)?(\d+)[ -]?(?:min|mins|minutes?)\b(?: (?:informational |intro |quick |short |video |phone )?(chat|call|demo|meeting|conversation|walkthrough)\b)?\s*\??$`)

// goalWithoutMeeting is the goal without a meeting typed after it when the call to action
// asks for that meeting ("Open to a 20-minute call?"): the goal sentence would otherwise
// read "…raising $1.5M pre-seed, 20 minutes call." When the user chose another call to
// action, the meeting stays, written as one: "…in a 20-minute call".
func goalWithoutMeeting(goal, cta string) string {
	m := trailingMeeting.FindStringSubmatch(strings.TrimSpace(goal))
	if m == nil {
		return goal
	}
	if meeting, ok := draft.MeetingCTA(goal); ok && cta == meeting {
		return m[1]
	}
	return m[1] + " in a " + m[2] + "-minute " + meetingKindOf(m[3])
}

// meetingKindOf is the kind of meeting typed, a chat when only minutes are.
func meetingKindOf(w string) string {
	if w == "" {
		return "chat"
	}
	return strings.ToLower(w)
}

// typed is everything the sender typed about the email, for the words a rendering may reuse.
func (f emailWriter) typed() string {
	return strings.Join([]string{f.Recipient, f.Icebreaker, f.Offer, f.Goal}, "\n")
}
