package draft_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

func TestReadAskFromGoalAndOffer(t *testing.T) {
	tests := []struct{ goal, offer, want string }{
		{"ask if the med surg residency has spots for the fall cohort", "BSN, passed NCLEX", draft.AskJob},
		{"see if our program fits your climate resilience priority", "ed of a tree planting nonprofit\nplanted 4,200 trees", draft.AskFundraising},
		{"ask about regional routes home weekends", "class a cdl 8 yrs, 1.1M miles accident free", draft.AskJob},
		{"ask if you need a sous chef this spring", "5 yrs line, jr sous at fable kitchen", draft.AskJob},
		{"ask if i can come in for a ride-along", "4 yrs resi plumbing", draft.AskJob},
		{"ask if you could intro me to whoever hires for the clinic", "3 yrs front desk", draft.AskIntroduction},
		{"find out if you're hiring a staff engineer for the ledger team", "9 yrs backend", draft.AskJob},
		{"ask about renting a chair", "licensed barber 7 yrs\nbring ~120 regular clients", draft.AskJob},
		{"find out if you're adding agents to your team", "licensed agent 5 yrs (MA)\n$14M closed volume 2024", draft.AskJob},
		{"partner on bridal packages - you refer, we give your brides 10% off", "own glow studio 6 yrs", draft.AskSales},
		{"informational interview about moving into edtech ux", "7 yrs teaching", draft.AskInformational},
		// "not asking for a job" says what the chat is not: a job is named only to be ruled out.
		{"15 min chat about how pmm works at a larger co, not asking for a job", "product marketer 3 yrs", draft.AskInformational},
		{"learn how your team got into demand forecasting", "", draft.AskInformational},
		{"pitch our seed round", "raising $2.5M seed", draft.AskFundraising},
		{"get 30 min to walk you through the round", "raising $4M seed", draft.AskFundraising},
		{"book a 20 min demo", "route planning software that cuts fuel spend ~15%", draft.AskSales},
		{"see if you'd be open to a chat about the role", "we're hiring a senior ios engineer", draft.AskHiring},
		{"ask for an intro to tidewater's ceo", "marketing director 5 yrs", draft.AskIntroduction},
		{"set up a pilot in 3 of your schools this spring", "attendance + parent texts in one app", draft.AskSales},
		{"", "Raising $500k pre-seed", draft.AskFundraising},
		{"ask if pixelworks takes junior devs", "3 react apps", draft.AskJob},
		{"hire you as our founding engineer", "first engineer at Plotline (seed, $3.5M)", draft.AskHiring},
		{"raising to hire 2 engineers", "raising $1.5M pre-seed", draft.AskFundraising},
		// A recruiter tells the reader about the role: the sender hires, the reader is sought.
		{"quick call to tell you about the role", "recruiter at St. Anne's\nhiring 12 ICU RNs, nights, $8k sign-on", draft.AskHiring},
		{"15 min call", "hiring 3 apprentices this spring, paid training", draft.AskHiring},
		// A role the reader is asked to want is the sender's to fill; one the sender asks to be
		// considered for is theirs to seek.
		{"see if you'd be interested in the part-time bookkeeper role", "dairy co-op, 40 members\nbooks on quickbooks, 10 hrs/wk", draft.AskHiring},
		{"ask if you'd consider me for the bookkeeper role", "bookkeeper 6 yrs, quickbooks", draft.AskJob},
		// A partner hiring an investment analyst: the fund is no round raised.
		{"coffee next week to tell you about the role", "partner at Harbor Ventures, $120M fund II\nhiring our first investment analyst", draft.AskHiring},
		// Advice asked for, though the offer says a job is sought.
		{"20 min to ask how you'd spend the next 6 months if you were me", "self-taught, 8 months in\nlooking for my first dev job", draft.AskInformational},
		// A grant asked of a foundation's program officer is money raised.
		{"ask for 20 min to learn if our program fits your education priorities", "exec director, readwell (after-school literacy)\n$380k budget, 30% from foundations", draft.AskFundraising},
		{"ask about your spring grant cycle", "we serve 240 kids in 6 schools", draft.AskFundraising},
		// A student asks a professor for a place in the lab.
		{"ask if you have room for an undergrad RA in your lab this summer", "junior, marine bio major, 3.7 gpa", draft.AskJob},
		// A change of field as the goal is what the chat is about, not a service sold.
		{"20 min chat about moving from libraries into ux research", "public librarian 6 yrs\ngoogle ux cert 2025", draft.AskInformational},
		{"coffee to talk about switching from teaching to product management", "7th grade science teacher 8 yrs", draft.AskInformational},
		{"quick chat about getting into ux writing", "copywriter 4 yrs", draft.AskInformational},
		// Jobs counted are work done, not a job sought.
		{"book a walkthrough of your building", "own kim plumbing, 9 techs\nclosed 40+ jobs/qtr", draft.AskSales},
		{"ask about your 3 open jobs for techs", "hvac tech 4 yrs", draft.AskJob},
		// The same change as an offer line is background to a job enquiry.
		{"ask if you'd consider me for the ops manager role", "licensed agent 6 yrs\nwant to move from sales into operations", draft.AskJob},
		// Asking whether the reader needs people of a role is a job enquiry, not a sale (ADR 0076).
		{"ask if you need nurses for the new site", "rn 6 yrs, er then urgent care\nbilingual eng/cantonese", draft.AskJob},
		{"see if the shop needs more techs this summer", "hvac tech 4 yrs, epa 608", draft.AskJob},
		{"find out if you're looking for a designer for the rebrand", "brand designer 5 yrs", draft.AskJob},
		// In an offer line the same words are what a staffing firm sells.
		{"book a 20 min call", "we place travel-ready nurses in 48 hrs for clinics that need nurses fast", draft.AskSales},
	}
	for _, tt := range tests {
		if got := draft.ReadAsk(tt.goal, tt.offer); got != tt.want {
			t.Errorf("ReadAsk(%q, %q) = %s, want %s", tt.goal, tt.offer, got, tt.want)
		}
	}
}

// An ask the user chose is kept; an empty one is read and stored with the form.
func TestColdEmailAskIsReadOrKept(t *testing.T) {
	f := &draft.ColdEmailForm{Goal: "pitch our seed round", Offer: "raising $2.5M seed"}
	if err := draft.Normalise(f); err != nil || f.Ask != draft.AskFundraising {
		t.Fatalf("ask %q err %v", f.Ask, err)
	}
	f = &draft.ColdEmailForm{Goal: "pitch our seed round", Ask: "introduction"}
	if err := draft.Normalise(f); err != nil || f.Ask != draft.AskIntroduction {
		t.Fatalf("ask %q err %v", f.Ask, err)
	}
	if err := draft.Normalise(&draft.ColdEmailForm{Goal: "x", Ask: "bribe"}); err == nil {
		t.Fatal("an unknown ask was accepted")
	}
}

// The default call to action takes the length and kind of the meeting the goal names, so the
// email asks for one meeting; a call to action the user chose is kept.
func TestDefaultCallToActionFollowsTheGoalsMeeting(t *testing.T) {
	tests := []struct{ goal, cta, want string }{
		{"20 min chat about moving from libraries into ux research", draft.DefaultCTA, "Open to a 20-minute chat?"},
		{"book a 30-minute demo next week", draft.DefaultCTA, "Open to a 30-minute demo?"},
		{"ask for 10 mins to hear how you hire", draft.DefaultCTA, "Open to a 10-minute chat?"},
		{"intro to your head of sales", draft.DefaultCTA, draft.DefaultCTA},
		{"20 min chat about the role", "Would Tuesday work?", "Would Tuesday work?"},
	}
	for _, tt := range tests {
		if got := draft.CallToActionFor(tt.goal, tt.cta); got != tt.want {
			t.Errorf("CallToActionFor(%q, %q) = %q, want %q", tt.goal, tt.cta, got, tt.want)
		}
	}
}

// The web app previews the call to action with its own copy of CallToActionFor (ask.ts): both
// pass the cases in cta.vectors.json, so the preview and the draft ask for the same meeting.
func TestCallToActionVectorsSharedWithTheWebApp(t *testing.T) {
	raw, err := os.ReadFile("../../web/src/features/generator/cta.vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var in struct {
		Default string
		Vectors []struct{ Goal, CTA, Want string }
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		t.Fatal(err)
	}
	if in.Default != draft.DefaultCTA || len(in.Vectors) == 0 {
		t.Fatalf("vectors for default %q (%d cases), the form's is %q", in.Default, len(in.Vectors), draft.DefaultCTA)
	}
	for _, v := range in.Vectors {
		if got := draft.CallToActionFor(v.Goal, v.CTA); got != v.Want {
			t.Errorf("CallToActionFor(%q, %q) = %q, want %q", v.Goal, v.CTA, got, v.Want)
		}
	}
}
