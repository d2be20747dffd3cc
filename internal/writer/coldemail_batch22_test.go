package writer_test

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// A goal that asks whether the reader would want a role the sender has is a hire, not a job
// enquiry: "What I'd bring:" would pitch the sender for their own opening. A reader asked to
// consider the sender for a role is still a job enquiry.
func TestGoalOfferingTheReaderARoleIsHiring(t *testing.T) {
	for goal, want := range map[string]string{
		"see if you'd be interested in the line cook role":              draft.AskHiring,
		"ask if you would be interested in our office manager position": draft.AskHiring,
		"ask if you'd consider me for the line cook role":               draft.AskJob,
	} {
		if got := draft.ReadAsk(goal, "family diner, 30 seats\nneed a line cook, 4 nights/wk"); got != want {
			t.Errorf("%q: ask %q, want %q", goal, got, want)
		}
	}
	form := draft.ColdEmailForm{SenderName: "Jo Park", Recipient: "Sam",
		Icebreaker: "a friend at the farmers market mentioned you", Offer: "family diner, 30 seats\nneed a line cook, 4 nights/wk\npay $22/hr",
		Goal: "see if you'd be interested in the line cook role"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		if strings.Contains(text, "What I'd bring") || strings.Contains(text, "My background") || strings.Contains(text, "You should hire me") {
			t.Errorf("a hire framed as the sender's job search:\n%s", text)
		}
	})
}

// A round typed with the meeting asked for after "would love" is one goal: the sender walks
// the investor through the round, never "a chance to raising…".
func TestRaisingGoalWithWouldLoveMinutes(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Ana Ruiz", Recipient: "Lee, partner at Oakline Capital",
		Icebreaker: "liked your thread on farm robotics", Offer: "cofounder of weedbot\n4 paid pilots w/ growers",
		Goal: "raising a $2m seed, would love 15 min to walk you through it"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		if strings.Contains(text, "to raising") || strings.Contains(text, "can raising") || !strings.Contains(text, "walk you through our $2M seed round in 15 minutes") {
			t.Errorf("the round is not the goal:\n%s", text)
		}
	})
}

// A maker's units are written out in an offer line: "pcs" is pieces, "min order" a minimum.
func TestMakersPiecesAndMinimumOrder(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Bea Lund", Recipient: "Kim, buyer at Fern Goods",
		Icebreaker: "loved the candle display in your window", Offer: "hand-poured soy candles\npour ~250 pcs/mo\nmin order 12 pcs",
		Goal: "get my candles into your shops"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		if strings.Contains(text, "pcs") || strings.Contains(text, "min order") {
			t.Errorf("shorthand left as typed:\n%s", text)
		}
		if strings.Contains(text, "12 pieces") && !strings.Contains(strings.ToLower(text), "minimum order 12 pieces") {
			t.Errorf("the minimum is not written out:\n%s", text)
		}
	})
}

// Two roles typed with a slash are both the sender's: "cofounder/ceo of weedbot" is "the
// cofounder and CEO of Weedbot", in the subject too.
func TestSlashedRolesOfTheSendersCompany(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Ana Ruiz", Recipient: "Lee, partner at Oakline Capital",
		Icebreaker: "liked your thread on farm robotics", Offer: "cofounder/ceo of weedbot, robots that weed rows\n4 paid pilots w/ growers",
		Goal: "raising a $2m seed"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		if strings.Contains(text, "cofounder/ceo") || !strings.Contains(text, "Subject: Cofounder and CEO of Weedbot") {
			t.Errorf("the roles are not written out:\n%s", text)
		}
	})
}

// A goal that asks for a meeting hopes for the meeting: "a chance to have a 20-minute
// informational interview", not "a chance to ask for…". A planner's shorthand and a month
// after "graduating" are written out.
func TestAskedForMeetingAndPlannersShorthand(t *testing.T) {
	form := draft.ColdEmailForm{SenderName: "Rui Costa", Recipient: "Ms. Barr, planner at the county",
		Icebreaker: "saw your housing element update", Offer: "mup student, focus on infill dev\ngis work for a comp plan\ngraduating june",
		Goal: "ask for a 20 min informational interview about county planning"}
	emailIn(t, form, func(t *testing.T, tone, text string) {
		if strings.Contains(text, "to ask for a 20") || !strings.Contains(text, "have a 20-minute informational interview about county planning") {
			t.Errorf("the meeting is not the goal:\n%s", text)
		}
		for _, typed := range []string{"infill dev\n", "comp plan", "Gis ", "Mup "} {
			if strings.Contains(text, typed) {
				t.Errorf("%q left as typed:\n%s", typed, text)
			}
		}
		if strings.Contains(text, "raduating") && !strings.Contains(text, "raduating in June") {
			t.Errorf("the month is not written out:\n%s", text)
		}
	})
}
