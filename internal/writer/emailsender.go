package writer

// Who is writing and what the goal asks for beside the call to action: a freelancer offering
// "my services" writes as "I", and a meeting typed after the goal ("…, 20 min call?") is left
// to the call to action that already asks for it (ADR 0076).

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
)

// soleSender reports a sender who writes as one person: their goal or offer says "my" or
// "I" and never "we" or "our".
func soleSender(goal, offer string) bool {
	text := goal + "\n" + offer
	return senderAlone.MatchString(text) && !senderMany.MatchString(text)
}

// soleWe is the tone's "we" for the sender's side of a sale: "I think we can help your
// team", "Here's hoping we can {goal}", "that we {goal}".
var soleWe = regexp.MustCompile(`\b(think|hoping|that) we\b`)

// toSoleSenderFrame words a sale's frame for one sender: "I think I can help your team",
// "Here's hoping I can offer you my services".
func toSoleSenderFrame(f emailFrame) emailFrame {
	sole := func(s string) string { return soleWe.ReplaceAllString(s, "$1 I") }
	f.goal = mapLines(f.goal, sole)
	var purpose [][]string
	for _, part := range f.purpose {
		purpose = append(purpose, mapLines(part, sole))
	}
	f.purpose = purpose
	return f
}

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
