package writer

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// emailWriter writes a cold email from its form.
type emailWriter struct{ *draft.ColdEmailForm }

// emailTone is one tone's wordings: its greeting word, a first line when there is no
// icebreaker, its sign-off, and per ask a purpose sentence, a lead for the offer lines and a
// frame for the goal ({goal} is the goal as a verb phrase).
type emailTone struct {
	hello, signOff string
	noIce          []string
	// offerLines is how many offer lines the tone keeps (0: all); keepsFigures keeps every
	// line with a figure beyond them, so that only a short tone drops a fact.
	offerLines   int
	keepsFigures bool
	// prose: the offer lines are written as sentences rather than listed.
	prose bool
	// closer is the tone's sentence before the call to action: about the reader's time or
	// the next step, never a fact. bridge follows the offer lines.
	closer, bridge, aside [][]string
	asks                  map[string]emailFrame
}

type emailFrame struct {
	purpose [][]string // says what the email is about
	lead    []string   // before the offer lines
	goal    []string   // "{goal}"
	bridge  [][]string // after the offer lines, in place of the tone's when it would not fit the ask
	closer  [][]string // before the call to action, in place of the tone's when it would not fit the ask
	aside   [][]string // after the purpose, in place of the tone's when it would not fit the ask
}

var emailTones = map[string]emailTone{
	"Confident & warm": {
		hello: "Hi", signOff: "Best,", prose: true,
		noIce:  []string{"I'll keep this short.", "I'll get right to it.", "A short note from me."},
		closer: [][]string{{"I know your time is precious,", "I realise you're busy,", "I know inboxes are full,"}, {"so I'll come prepared and keep any call short and useful.", "so a short, well-prepared conversation is all I'd ask for.", "so I'll make sure it's worth your while."}},
		bridge: [][]string{{"That's the short version,", "Those are the highlights,", "That's the gist,"}, {"and each line has a story behind it", "and I'd gladly go deeper on any of it", "and I can expand on any of it"}, {"whenever it's useful.", "if you're curious.", "when we speak."}},
		aside:  [][]string{{"This won't take long to read,", "I'll be brief,", "This is a short note,"}, {"and I think you'll see why I wrote.", "and I hope it's useful to you.", "and here is why I'm writing."}},
		asks: map[string]emailFrame{
			draft.AskJob:           {purpose: [][]string{{"I'm reaching out about joining your team,", "I'm writing about a role on your team,"}, {"and I think my background fits.", "and I'd like to make my case briefly."}}, lead: []string{"My background in brief:", "What I'd bring:"}, goal: []string{"What I'm hoping for is simple: a chance to {goal}.", "If the timing works, I'm hoping to {goal}."}},
			draft.AskInformational: {purpose: [][]string{{"I'm not asking for a job:", "This isn't a job request:"}, {"I'd value your perspective.", "I'm hoping to learn from your experience."}}, lead: []string{"A little context on me:", "Where I'm coming from:"}, goal: []string{"What I'm hoping for is simple: a chance to {goal}.", "If you're willing, I'm hoping to {goal}."}},
			draft.AskFundraising:   {purpose: [][]string{{"I'm writing because we're raising,", "We're raising our next round,"}, {"and your focus fits what we're building.", "and I think it's a fit for your fund."}}, lead: []string{"Where we are today:", "Our traction so far:"}, goal: []string{"What I'm hoping for is simple: a chance to {goal}.", "If the timing works, I'm hoping to {goal}."}},
			draft.AskSales:         {purpose: [][]string{{"I think we can help your team,", "I have an idea for your team,"}, {"and I'll keep it brief.", "and it's quick to explain."}}, lead: []string{"Here's how I can help:", "What you'd get:"}, goal: []string{"What I'm hoping for is simple: a chance to {goal}.", "If the timing works, I'm hoping to {goal}."}},
			draft.AskHiring:        {purpose: [][]string{{"Your work caught my eye for a position we're filling,", "There's an opening I think suits you,"}, {"and I wanted you to hear it from me first.", "and I'd rather explain it myself than send a job ad."}}, lead: []string{"About the role:", "The role in brief:"}, goal: []string{"What I'm hoping for is simple: a chance to {goal}.", "If the timing works, I'm hoping to {goal}."}},
			draft.AskIntroduction:  {purpose: [][]string{{"I have a small favour to ask,", "I'm hoping you can help with an introduction,"}, {"and I'll make it easy.", "and I've kept it simple."}}, lead: []string{"A bit about me, for context:", "So you know who you'd be introducing:"}, goal: []string{"I'd be grateful if you could {goal}.", "If you're comfortable with it, I'm hoping you'll {goal}."}},
		},
	},
	"Direct & concise": {
		hello: "Hi", signOff: "Thanks,", offerLines: 2,
		// Short, plain sentences: no filler line before the purpose, none after the offer.
		noIce:  []string{""},
		closer: [][]string{{"A one-line reply is plenty, even if the answer is no.", "A quick yes or no is fine; either one helps me plan.", "A brief reply either way would help me plan my next step."}},
		bridge: [][]string{{""}},
		aside:  [][]string{{""}},
		asks: map[string]emailFrame{
			draft.AskJob:           {purpose: [][]string{{"A plain question: is there room for someone like me?", "My question is simple: do you have room for one more?"}}, lead: []string{"In brief:", "My background:"}, goal: []string{"I'd like to {goal}.", "Ideally, I'd {goal}."}},
			draft.AskInformational: {purpose: [][]string{{"A plain question: could you spare some advice? I'm not asking for a job.", "My request is for advice, not a job."}}, lead: []string{"In brief:", "About me:"}, goal: []string{"I'd like to {goal}.", "Ideally, I'd {goal}."}},
			draft.AskFundraising:   {purpose: [][]string{{"We're raising, and our numbers match what your fund backs.", "We're raising our next round, and this is the summary."}}, lead: []string{"Traction so far:", "Where we are:"}, goal: []string{"I'd like to {goal}.", "Ideally, I'd {goal}."}},
			draft.AskSales:         {purpose: [][]string{{"I have a short proposal for your team.", "I have an idea for your team."}}, lead: []string{"What it delivers:", "The result:"}, goal: []string{"I'd like to {goal}.", "What I suggest: that we {goal}."}},
			draft.AskHiring:        {purpose: [][]string{{"We're hiring, and your name came up first.", "I'm recruiting for one role, and your background matches it."}}, lead: []string{"The role:", "In brief:"}, goal: []string{"I'd like to {goal}.", "Put simply, we'd love to {goal}."}},
			draft.AskIntroduction:  {purpose: [][]string{{"A plain request: an introduction.", "My request is simple: an introduction."}}, lead: []string{"About me:", "In brief:"}, goal: []string{"My one request: that you {goal}.", "I'd be grateful if you could {goal}."}},
		},
	},
	"Professional & courteous": {
		hello: "Hello", signOff: "Kind regards,",
		noIce:  []string{"I hope this message finds you well.", "I hope you are keeping well.", "Thank you for taking a moment to read this."},
		closer: [][]string{{"I appreciate that your schedule is demanding,", "I am mindful of the many requests that reach you,", "I recognise that your calendar is full,"}, {"and I would be glad to work around your availability.", "and would of course keep any conversation concise.", "and I thank you for considering this request."}},
		bridge: [][]string{{"I would be pleased to provide", "I can readily supply", "I would gladly share"}, {"further detail on any of these points", "additional information", "supporting material"}, {"should it be of interest.", "at your request.", "if that would be helpful."}},
		aside:  [][]string{{"I have kept this message brief", "I will keep this short", "I have limited this note to the essentials"}, {"out of respect for your time.", "as I know your schedule is full.", "in consideration of your schedule."}},
		asks: map[string]emailFrame{
			draft.AskJob:           {purpose: [][]string{{"I am writing to enquire about opportunities on your team,", "I am writing to ask about openings with your organisation,"}, {"for which I believe I am well qualified.", "and I would be grateful for your consideration."}}, lead: []string{"My qualifications include the following.", "By way of background:"}, goal: []string{"I would welcome the opportunity to {goal}.", "I would be grateful for the chance to {goal}."}},
			draft.AskInformational: {purpose: [][]string{{"I am writing to ask for your advice,", "I am reaching out for your perspective,"}, {"rather than for a position.", "as I consider my next step."}}, lead: []string{"By way of background:", "For context:"}, goal: []string{"I would be grateful for the chance to {goal}.", "I would welcome the opportunity to {goal}."}},
			draft.AskFundraising:   {purpose: [][]string{{"I am writing to introduce our company,", "I would like to introduce our company to you,"}, {"which is currently raising its next round.", "as we open our current round to investors."}}, lead: []string{"Our progress to date:", "Key figures:"}, goal: []string{"I would welcome the opportunity to {goal}.", "I would be grateful for the chance to {goal}."}},
			draft.AskSales:         {purpose: [][]string{{"I am writing to propose a service", "I would like to suggest a service"}, {"that may be of value to your organisation.", "that could benefit your team."}}, lead: []string{"What your team would gain:", "The results you could expect:"}, goal: []string{"I would welcome the opportunity to {goal}.", "If convenient, I would be glad to {goal}."}},
			draft.AskHiring:        {purpose: [][]string{{"I am writing about a position on our team", "I would like to tell you about an opening"}, {"that may interest you.", "for which your experience stands out."}}, lead: []string{"The position, in brief:", "About the opportunity:"}, goal: []string{"I would welcome the opportunity to {goal}.", "I would be glad to {goal}."}},
			draft.AskIntroduction:  {purpose: [][]string{{"I am writing to ask a favour:", "May I ask a small favour:"}, {"an introduction, if you feel comfortable.", "a brief introduction, if you are willing."}}, lead: []string{"For context, my background:", "So that you know more about me:"}, goal: []string{"I would be most grateful if you could {goal}.", "Should you be willing, I would ask you to {goal}."}},
		},
	},
	"Friendly & upbeat": {
		hello: "Hi", signOff: "Cheers,", offerLines: 3, keepsFigures: true,
		noIce:  []string{"Hope your week is going well!", "Hope you're having a great week!", "Hope all's well on your side!"},
		closer: [][]string{{"Totally understand if things are hectic,", "No worries at all if now's not a good time,", "Things get busy, I know,"}, {"but it would really make my day to hear back!", "but fingers crossed we can connect soon!", "but a reply, whenever suits, would brighten my week!"}},
		bridge: [][]string{{"There's lots more I'd love to share,", "I could chat about this all day,", "Happy to tell you more,"}, {"so just say the word!", "so shout if you're curious!", "anytime you like!"}},
		aside:  [][]string{{"Promise I'll keep this short and sweet", "I'll keep this quick and fun", "Here's the quick, happy version"}, {"(well, I'll try).", "since I know you're busy!", "so you can get back to your day!"}},
		asks: map[string]emailFrame{
			draft.AskJob:           {purpose: [][]string{{"I'd love to join your team,", "Your team looks like a wonderful place to work,"}, {"so I thought I'd say hello!", "so here's a quick hello!"}}, lead: []string{"A little about me, super quick:", "My story so far, in a nutshell:"}, goal: []string{"Here's hoping we can {goal}; that would be brilliant!", "It would honestly be great to {goal}!"}},
			draft.AskInformational: {purpose: [][]string{{"I'm exploring a new direction,", "I'm at a bit of a crossroads,"}, {"and your path really inspires me!", "and I'd love your take!"}}, lead: []string{"A little about me:", "Where I'm at:"}, goal: []string{"It would be amazing to {goal}!", "I'd be so grateful to {goal}!"}},
			draft.AskFundraising:   {purpose: [][]string{{"We're raising,", "Exciting times here: we're fundraising,"}, {"and you were top of my list!", "and I'd love you to be part of it!"}}, lead: []string{"Our progress so far:", "Some numbers we're proud of:"}, goal: []string{"Here's hoping we can {goal}; that would be brilliant!", "It would honestly be great to {goal}!"}},
			draft.AskSales:         {purpose: [][]string{{"I've got something your team might love,", "I had an idea for you,"}, {"and I couldn't resist sharing!", "so I'm reaching out!"}}, lead: []string{"Here's what I'd love to help with:", "What's in it for you:"}, goal: []string{"Here's hoping we can {goal}; that would be brilliant!", "It would honestly be great to {goal}!"}},
			draft.AskHiring:        {purpose: [][]string{{"We're growing,", "Things are moving fast here,"}, {"and I'd love to tell you about a role!", "and there's a role I think you'd love!"}}, lead: []string{"The role:", "Here's the scoop:"}, goal: []string{"Here's hoping we can {goal}; that would be brilliant!", "It would honestly be great to {goal}!"}},
			draft.AskIntroduction:  {purpose: [][]string{{"Could I ask a small favour?", "I have a tiny favour to ask!"}}, lead: []string{"A little about me:", "Quick context:"}, goal: []string{"If you could {goal}, it would mean a lot!", "I'd be so grateful if you could {goal}!"}},
		},
	},
	"Bold & persuasive": {
		hello: "Hi", signOff: "Best regards,",
		noIce:  []string{"I'll get straight to the point.", "Straight to it.", "No fluff here."},
		closer: [][]string{{"This deserves a look this week,", "The upside is real,", "Waiting costs more than a short talk,"}, {"and I'll prove it fast.", "and the sooner we talk, the better.", "so let's not leave it on the table."}},
		bridge: [][]string{{"None of this is luck.", "None of that is an accident.", "This record is repeatable."}, {"It comes from a way of working that carries over.", "It's a method, and methods travel.", "Results like these compound when they're pointed at the right problem."}},
		aside:  [][]string{{"Read the next lines carefully:", "Here's why you should keep reading:", "A minute of reading is all it takes:"}, {"the lines below make the case better than any adjective could.", "the evidence is below, and it's concrete.", "the facts speak louder than any pitch."}},
		asks: map[string]emailFrame{
			draft.AskJob: {purpose: [][]string{{"You should hire me,", "I'm the candidate you're looking for,"}, {"and here's the evidence.", "and the record shows it."}}, lead: []string{"The evidence:", "My record:"}, goal: []string{"Let's {goal}.", "My ask: to {goal}."}},
			draft.AskInformational: {purpose: [][]string{{"I'm making a deliberate career move,", "I'm changing direction on purpose,"}, {"and your insight would save me months.", "and you've done what I'm setting out to do."}}, lead: []string{"Where I stand:", "My starting point:"}, goal: []string{"My ask: to {goal}.", "What I want is simple: to {goal}."},
				bridge: [][]string{{"I've done the groundwork,", "I've thought this move through,"}, {"and I'll come with specific questions.", "and I know exactly what I want to ask."}},
				closer: [][]string{{"Your perspective would sharpen my next step,", "A short conversation would go a long way,"}, {"and I'll keep it focused.", "and I'll make it worth your time."}},
				aside:  [][]string{{"To be plain about where I stand,", "For context,"}, {"here's what I bring to the conversation.", "here's where I'm starting from."}}},
			draft.AskFundraising: {purpose: [][]string{{"We're raising,", "This round is moving,"}, {"and the numbers make the case.", "and you should see it early."}}, lead: []string{"The numbers, no spin:", "Traction that speaks for itself:"}, goal: []string{"Let's {goal} while allocation is still open.", "My ask: {goal} before the round fills."}},
			draft.AskSales:       {purpose: [][]string{{"Your team is leaving results on the table,", "There's a quick win waiting for your team,"}, {"and I can show you where.", "and it's easy to prove."}}, lead: []string{"Here's what I'll deliver:", "What you get:"}, goal: []string{"Let's {goal}.", "My proposal: to {goal}."}},
			draft.AskHiring:      {purpose: [][]string{{"You're exactly who we want,", "I'll be direct: we want you on the team,"}, {"and this role is built for you.", "and here's why it's worth a look."}}, bridge: [][]string{{"Roles like this rarely stay open long,", "It's a rare opening,"}, {"and this one is open now.", "and I think it fits you."}}, lead: []string{"The role:", "What's on offer:"}, goal: []string{"Let's {goal}.", "My ask: to {goal}."}},
			draft.AskIntroduction: {purpose: [][]string{{"One intro from you", "A single introduction"}, {"would make a real difference.", "could open an important door."}}, lead: []string{"Who I am:", "Why it's worth it:"}, goal: []string{"My ask: to {goal}.", "All I ask: that you {goal}."},
				bridge: [][]string{{"I'll do the legwork,", "I'll carry the follow-up,"}, {"so it costs you one email.", "so it takes you a minute at most."}},
				closer: [][]string{{"Your word opens doors,", "A single intro from you carries weight,"}, {"and I'll honour it.", "and I won't waste it."}},
				aside:  [][]string{{"You'd be vouching for someone serious,", "You'd be backing someone solid,"}, {"and the facts below show it.", "so here are the facts."}}},
		},
	},
}

// partnershipGoal is a goal of working together rather than selling: "partner on bridal
// packages", "a referral deal", "co-host a workshop".
var partnershipGoal = regexp.MustCompile(`(?i)\b(?:partner|partners|partnering|partnership|co-market\w*|co-host\w*|co-brand\w*|refer|referrals?|cross-promot\w*|team up)\b`)

// partnershipFrames word a partnership in each tone: the sender's business and what both
// sides gain, not a service and its results.
var partnershipFrames = map[string]emailFrame{
	"Confident & warm":         {purpose: [][]string{{"I'd like to propose a partnership,", "I have a partnership idea for us,"}, {"and I'll keep it brief.", "and I think it works for both sides."}}, lead: []string{"What we bring:", "About us:"}},
	"Direct & concise":         {purpose: [][]string{{"I have a partnership proposal.", "A short partnership proposal."}}, lead: []string{"About us:", "What we bring:"}},
	"Professional & courteous": {purpose: [][]string{{"I am writing to propose a partnership", "I would like to suggest a partnership"}, {"that may be of value to both our businesses.", "that could benefit your clients and ours."}}, lead: []string{"About our business:", "What we would bring:"}},
	"Friendly & upbeat":        {purpose: [][]string{{"I've got a partnership idea,", "I had an idea for us to team up,"}, {"and I couldn't resist sharing!", "so I'm reaching out!"}}, lead: []string{"A little about us:", "What we'd bring:"}},
	"Bold & persuasive":        {purpose: [][]string{{"There's a partnership here worth having,", "We should be working together,"}, {"and the numbers show why.", "and here's why."}}, lead: []string{"What we bring:", "Why us:"}},
}

// grantAsk shows money asked of a funder, not investors: a grant, a foundation, what it
// funds.
var grantAsk = regexp.MustCompile(`(?i)\b(grants?|grantmaking|from foundations|foundation (grants?|funding|support)|funders?|(fits?|match(es)?|aligns? with) your (\w+ ){0,3}priorit(y|ies)|nonprofit|non-profit|donors?)\b`)

// raisingRound is a company's round: a seed, a series, investors.
var raisingRound = regexp.MustCompile(`(?i)\b(pre-seed|seed|series [a-d]|investors?|safe|valuation|term sheet)\b`)

// grantFrames word a request for funding from a funder in each tone: the work and its
// results, then the ask, never a round or an allocation.
var grantFrames = map[string]emailFrame{
	"Confident & warm":         {purpose: [][]string{{"I'm writing about our work,", "I'm reaching out about your funding,"}, {"and I think it fits what you fund.", "and the results are below."}}, lead: []string{"Our work in brief:", "What we've done so far:"}, goal: []string{"What I'm hoping for is simple: a chance to {goal}.", "If the timing works, I'm hoping to {goal}."}},
	"Direct & concise":         {purpose: [][]string{{"I'm writing about your funding.", "A short note about our work and your funding."}}, lead: []string{"Our work:", "In brief:"}, goal: []string{"I'd like to {goal}.", "Ideally, I'd {goal}."}},
	"Professional & courteous": {purpose: [][]string{{"I am writing to introduce our work,", "I would like to introduce our organisation to you,"}, {"in the hope that it may fit your funding priorities.", "as I believe it aligns with what you support."}}, lead: []string{"Our work to date:", "Key figures:"}, goal: []string{"I would welcome the opportunity to {goal}.", "I would be grateful for the chance to {goal}."}},
	"Friendly & upbeat":        {purpose: [][]string{{"I'm reaching out about our work,", "I wanted to share what we've been up to,"}, {"and I think it fits what you fund!", "and I'd love you to hear about it!"}}, lead: []string{"What we've done so far:", "Some numbers we're proud of:"}, goal: []string{"It would honestly be great to {goal}!", "Here's hoping we can {goal}; that would be brilliant!"}},
	"Bold & persuasive":        {purpose: [][]string{{"Our results make the case for funding,", "This work has earned a closer look,"}, {"and the numbers show why.", "and here's why."}}, lead: []string{"The results, no spin:", "What the work delivers:"}, goal: []string{"Let's {goal}.", "My ask: {goal}."}},
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
	ask := plaintext.FirstNonEmpty(f.Ask, draft.ReadAsk(f.Goal, f.Offer))
	frame := tone.asks[ask]
	if p, ok := partnershipFrames[f.Tone]; ok && ask == draft.AskSales && partnershipGoal.MatchString(f.Goal) {
		// A partnership offers no service to buy: "you refer, we give your brides 10% off".
		frame.purpose, frame.lead = p.purpose, p.lead
	}
	if g, ok := grantFrames[f.Tone]; ok && ask == draft.AskFundraising && grantAsk.MatchString(f.Goal+"\n"+f.Offer) && !raisingRound.MatchString(f.Offer) {
		// A grant asked of a funder is no round: no "fund", no "allocation", no investors.
		frame.purpose, frame.lead, frame.goal = g.purpose, g.lead, g.goal
	}
	sole := ask == draft.AskSales && soleSender(f.SenderName, f.Goal, f.Offer)
	if sole {
		// A freelancer offering "my services", or typing no pronoun at all, is "I", not "we"
		// (ADR 0076).
		frame = toSoleSenderFrame(frame)
	}
	if ask == draft.AskSales && peopleRecipient(f.Recipient) {
		// "Mr. and Mrs. Patel" have no team: the tone speaks to them (ADR 0074).
		frame = toPeopleFrame(frame)
		tone.closer, tone.bridge, tone.aside = toPeopleParts(tone.closer), toPeopleParts(tone.bridge), toPeopleParts(tone.aside)
	}
	// The email asks for one meeting (ADR 0070): a goal that names one by its length sets the
	// default call to action, stored with the form as the ask read from the goal is.
	f.CTA = draft.CallToActionFor(f.Goal, f.CTA)
	n := newNotebook(f.Icebreaker+"\n"+f.Offer+"\n"+f.Goal, f.Recipient, f.SenderName).withNames(append([]string{f.Recipient, f.SenderName}, orgNames(f.Recipient)...)...)
	v := newVoice("email", f.Tone, ask, f.SenderName, f.Recipient, f.Offer, f.Goal)
	var paras []string
	purpose := v.compose(frame.purpose...)
	offers, raise := f.Offers(), ""
	if ask == draft.AskFundraising {
		// The raise is the ask, not traction: it goes in the opening, the list keeps the rest.
		offers, raise = raiseLine(offers)
		if raise != "" {
			purpose = raisePurpose(n.clean(raise), frame.purpose, v)
		}
		// What the company builds is no traction: it opens the email, before the raise.
		var building string
		if offers, building = buildingLine(offers); building != "" {
			// "We're building a $40 at-home test for celiac, and we're raising a $2M seed
			// round, with $600k committed.": one sentence, without the tone's "…what we're
			// building" after it.
			we := "We're "
			if f.Tone == "Professional & courteous" {
				we = "We are "
			}
			round := "we're raising our next round."
			if raise != "" {
				round = raisePurpose(n.clean(raise), frame.purpose[:1], v)
				round = strings.ToLower(round[:1]) + round[1:]
			}
			purpose = we + "building " + strings.TrimRight(n.clean(building), ".") + ", and " + strings.Replace(round, "we're ", strings.ToLower(we), 1)
		}
	}
	if ice := iceSentence(n.prose(f.Icebreaker)); ice != "" {
		paras = append(paras, plaintext.JoinNonEmpty(" ", ice, purpose))
	} else {
		paras = append(paras, plaintext.JoinNonEmpty(" ", v.pick(tone.noIce...), purpose))
	}
	asideParts := tone.aside
	if frame.aside != nil {
		asideParts = frame.aside // advice is asked for, not argued ("the lines below make the case")
	}
	aside := v.compose(asideParts...)
	if promisesBrevity(purpose) && promisesBrevity(aside) {
		// Not "I'll keep it brief. I'll be brief, and I hope it's useful to you.": the
		// opening promises it once, and the aside keeps only its second half.
		_, second, _ := strings.Cut(aside, ", and ")
		if aside = plaintext.UpperFirst(second); promisesBrevity(aside) {
			aside = ""
		}
	}
	if aside != "" {
		paras[len(paras)-1] += " " + aside
	}
	if ask == draft.AskJob {
		paras = append(paras, f.targetParagraph()...) // the target job, if any (tailor.go)
	}
	if block := f.offerBlock(offers, n, v, tone, frame, ask); block != "" {
		paras = append(paras, block)
		if f.Offer != "" {
			parts := tone.bridge
			if frame.bridge != nil {
				parts = frame.bridge // a job offered is not a record ("None of this is luck")
			}
			if bridge := v.compose(parts...); bridge != "" {
				paras = append(paras, bridge)
			}
		}
	}
	if f.Goal != "" {
		// "…, 20 min call?" typed after the goal is the call to action's to ask (ADR 0076).
		typed, reason := goalAndReason(goalWithoutMeeting(f.Goal, f.CTA))
		goal := askGoal(ask, n.clean(typed))
		var line string
		if q, ok := goalQuestion(goal, f.Tone); ok {
			line = q // "ask if you need a sous chef" is asked: "Do you need a sous chef?"
		} else {
			line = strings.Replace(v.pick(frame.goal...), "{goal}", goal, 1)
			if sole {
				line = soleGoalLine(line, goal)
			}
		}
		if rest, ok := strings.CutPrefix(line, "Let's talk with you about joining"); ok {
			line = "Let's talk about you joining" + rest // the invitation, in the bold tone's "Let's"
		} else if rest, ok := strings.CutPrefix(line, "Let's "); ok && addressesReader.MatchString(rest) {
			line = "Let me " + rest // "Let's walk you through the round" is the sender's to do
		}
		if reason != "" {
			// "informational interview - want to learn how your analysts work before I
			// apply": the reason is a sentence of its own after the ask.
			line += " " + (person{}).rewrite(n.clean(reason), 0)
		}
		paras = append(paras, line)
	}
	closer := tone.closer
	if frame.closer != nil {
		closer = frame.closer // advice asked is no deal to close ("let's not leave it on the table")
	}
	paras = plaintext.NonEmpty(append(paras, v.compose(closer...)))
	// One exclamation mark is cheer; one per line reads as shouting (as in letters).
	exclaimed := false
	for i, p := range paras {
		paras[i] = exclamation.ReplaceAllStringFunc(p, func(m string) string {
			if !exclaimed {
				exclaimed = true
				return m
			}
			return "." + m[1:]
		})
	}
	// Names typed in lower case ("memoq", "ymca"), a language pair and an amount's unit
	// ("$1.5m" → "$1.5M"), wherever the user's words landed (ADR 0076).
	// A journal or magazine typed in lower case before "paper" or "mag" ("nature paper",
	// "brides mag") is written as its publisher writes it (ADR 0078).
	paras = append(mapLines(paras, func(p string) string {
		return publicationCasing(moneyUnit.ReplaceAllStringFunc(pointCasing(p), strings.ToUpper))
	}), f.CTA)
	subject := f.Subject()
	if o := f.Offers(); len(o) > 0 {
		subject = draft.SubjectFromOffer(publicationCasing(pointCasing(plaintext.UpperFirst(offerSubject(n, o[0], f.typed())))))
	}
	text := "Subject: " + subject + "\n\n" + Opener(f.ColdEmailForm) + "\n\n" + strings.Join(paras, "\n\n") + "\n\n" + tone.signOff
	text += "\n" + plaintext.FirstNonEmpty(f.SenderName, PlaceholderSender)
	return draft.Output{Text: text, Subject: subject}
}

// iceSentence gives an icebreaker typed as a thing the sender saw its verb: "Your post on
// plain language in banking apps." → "I enjoyed your post on plain language in banking apps."
func iceSentence(s string) string {
	first, rest, _ := strings.Cut(s, " ")
	if iceDoings[strings.ToLower(first)] && rest != "" {
		// "Had afternoon tea at the Grand Harbor in June": what the sender did, with its subject.
		s, first = "I "+strings.ToLower(first)+" "+rest, "I"
	}
	// "…, the mille-feuille was perfect": a second clause joined, not spliced.
	s = iceSplice.ReplaceAllString(s, ", and $1 ")
	// "…is great, watched all 14": what the sender did, with its subject.
	s = iceDid.ReplaceAllString(s, ", and I $1 ")
	// "…ceremony space on your Instagram, gorgeous": the praise, as a clause.
	s = icePraise.ReplaceAllString(s, ", and it's $1$2")
	if (first == "Your" || first == "The") && rest != "" && verbless(strings.Fields(strings.TrimRight(rest, ".!"))) && iceThings.MatchString(rest) {
		return "I enjoyed " + lowerWord(first) + " " + rest
	}
	if first == "Your" && iceWork.MatchString(rest) && verbless(strings.Fields(strings.TrimRight(rest, ".!"))) {
		return "I admired your " + rest // "your redesign of the mono banking app onboarding"
	}
	return s
}

// iceDoings are what a sender did, typed without "I": "had afternoon tea at…", "ate at…".
var iceDoings = wordSet(`had ate went visited stayed tried heard watched attended met loved enjoyed caught listened bought ordered toured`)

// promisesBrevity reports a sentence of the tone's that promises to be short: the opening
// says it once.
func promisesBrevity(s string) bool { return brevity.MatchString(s) }

var brevity = regexp.MustCompile(`(?i)\b(brief(?:ly)?|short|quick|won't take long|keep (?:it|this) (?:short|brief)|get (?:right )?to (?:it|the point))\b`)

// iceDid is a second clause of what the sender did, typed without "I".
var iceDid = regexp.MustCompile(`, (watched|read|listened to|tried|loved|visited|ate|had|saw|followed|used|bought|shared|attended) `)

// icePraise is a word of praise after a comma at the end of an icebreaker.
var icePraise = regexp.MustCompile(`(?i), (gorgeous|beautiful|stunning|amazing|great|brilliant|lovely|incredible|impressive|fantastic|awesome|so good)([.!]*)$`)

// iceSplice is a second clause after a comma, with its own subject and verb.
var iceSplice = regexp.MustCompile(`, ((?:the|your|their|it|that|this|you|we|they|he|she) (?:[\p{L}-]+ ){0,3}(?:was|is|were|are)) `)

// addressesReader is a goal done to the reader: "walk you through", "show you".
var addressesReader = regexp.MustCompile(`^\S+ you\b`)

// iceWork is work of the reader's a sender may admire: "redesign of the onboarding".
var iceWork = regexp.MustCompile(`(?i)^(?:recent |latest |new )?(?:redesign|rebrand|design|work|launch|campaign|rollout|rewrite|migration|build|portfolio|case study|project|renovation|menu|collection|shoot) (?:of|on|for)\b`)

// iceThings are what a sender may have read, heard or seen.
var iceThings = regexp.MustCompile(`(?i)^(?:recent |latest |new |last )?(?:post|posts|article|talk|keynote|podcast|episode|interview|thread|newsletter|essay|paper|book|video|panel|piece|blog|launch|demo|webinar|note|notes|thesis|report|memo|tweet|deck|research)\b`)

var (
	// minutesChat is a goal typed as a meeting of so many minutes: "15 min informational
	// chat about…" (after clean: "15 minutes informational chat…").
	minutesChat = regexp.MustCompile(`(?i)^(?:talk about )?(\d+)[ -]?min(?:ute)?s? ((?:informational |intro |quick |short )?(?:chat|call|conversation|coffee|meeting)\b.*)$`)
	raisingGoal = regexp.MustCompile(`(?i)^(?:talk about )?raising (?:a |our )?([$€£][\d.,]+[kKmMbB]? (?:pre-seed|seed|series [a-e]))(?: round)?(?:,? (?:and )?(?:(?:want|would like|would love|i'd love|hoping for|looking for) )?(\d+) min(?:ute)?s? to (?:pitch|walk (?:you|u) through it)\??)?$`)
	timeFor     = regexp.MustCompile(`(?i)^ask for (\d+) min(?:ute)?s? (to .+|of (?:your )?(?:advice|time) .+)$`)
)

// orgNames are the recipient's organisation as they typed it and its first word, which people
// use alone: "Ops lead at Harbor Logistics" makes "saw harbor just opened…" read "saw Harbor…".
func orgNames(recipient string) []string {
	m := recipientAt.FindStringSubmatch(recipient) // "Head of Marketing at Tandem": the firm follows "at"
	if m == nil {
		m = recipientOrg.FindStringSubmatch(recipient)
	}
	if m == nil {
		m = placeAfterName(recipient) // "Chef Andrea Russo, Lupa Trattoria"
	}
	if m == nil || !startsUpperLetter(m[1]) {
		return nil
	}
	out := []string{m[1]}
	words := strings.Fields(m[1])
	if words[0] == "The" && len(words) > 1 {
		words = words[1:] // "The Grand Harbor Hotel" is "Grand Harbor Hotel" after a sender's "the"
		out = append(out, strings.Join(words, " "))
	}
	if len(words) > 2 && orgKinds[strings.ToLower(words[len(words)-1])] {
		out = append(out, strings.Join(words[:len(words)-1], " ")) // "the grand harbor" for the hotel
	}
	if len(words) > 1 && len([]rune(words[0])) >= 4 && startsUpperLetter(words[0]) {
		out = append(out, words[0])
	}
	return out
}

// placeAfterName is the part after a recipient's name that names a place, not a title:
// "Chef Andrea Russo, Lupa Trattoria" → "Lupa Trattoria", but not "Dana, VP Sales". Every
// word is capitalised, and none is a word of a job title.
func placeAfterName(recipient string) []string {
	_, after, ok := strings.Cut(recipient, ",")
	after = strings.TrimSpace(after)
	words := strings.Fields(after)
	if !ok || len(words) == 0 || len(words) > 4 {
		return nil
	}
	for _, w := range words {
		lw := strings.ToLower(strings.Trim(w, ".,"))
		if !startsUpperLetter(w) || notANameWords[lw] || roleNouns[lw] || roleNouns[strings.TrimSuffix(lw, "s")] || roleLetters[lw] != "" {
			return nil
		}
	}
	return []string{after, after}
}

var (
	recipientOrg = regexp.MustCompile(`\b(?:at|of|@)\s+([^,()]+?)\s*(?:[,(]|$)`)
	recipientAt  = regexp.MustCompile(`(?:\bat|@)\s+([^,()]+?)\s*(?:[,(]|$)`)
)

// goalQuestion asks a goal that is a yes-or-no question about the recipient ("learn if you
// need a sous chef this spring") as the question itself, in the tone's words: "Could I learn
// if you need…?" reads as a form, "Do you need…?" as a person.
func goalQuestion(goal, tone string) (string, bool) {
	var q, clause string
	goal = youWould.ReplaceAllString(goal, "you would ") // "if you'd be open to…"
	if m := yesNoGoal.FindStringSubmatch(goal); m != nil && modalLead.MatchString(m[3]) {
		// "learn if you could intro me to…" → "Could you introduce me to…?"
		mm := modalLead.FindStringSubmatch(m[3])
		rest := strings.TrimRight(introVerb.ReplaceAllString(mm[2], "introduce"), ".?! ")
		q, clause = plaintext.UpperFirst(mm[1])+" you "+rest+"?", "you "+mm[1]+" "+rest
	} else if m := yesNoGoal.FindStringSubmatch(goal); m != nil {
		rest := strings.TrimRight(m[3], ".?! ")
		q, clause = "Do you "+rest+"?", "you "+rest
		if m[2] != "" {
			q, clause = "Are you "+rest+"?", "you are "+rest // "learn if you're hiring"
		}
	} else if m := mayIGoal.FindStringSubmatch(goal); m != nil {
		// "learn if I can come in for a ride-along" → "Could I come in for a ride-along?"
		rest := strings.TrimRight(m[2], ".?! ")
		q, clause = "Could I "+rest+"?", "I could "+rest
	} else if m := yesNoAbout.FindStringSubmatch(goal); m != nil {
		// "learn if the residency has spots" → "Does the residency have spots?"
		subject, verb, rest := m[2], m[3], strings.TrimRight(m[4], ".?! ")
		clause = subject + " " + verb + " " + rest
		if verb == "is" {
			q = "Is " + subject + " " + rest + "?"
		} else {
			q = "Does " + subject + " " + baseVerb[verb] + " " + rest + "?"
		}
	} else {
		return "", false
	}
	lower := strings.ToLower(q[:1]) + q[1:]
	switch tone {
	case "Professional & courteous":
		return "I would be grateful to know whether " + clause + ".", true
	case "Friendly & upbeat":
		return "So I'd love to know: " + lower, true
	case "Confident & warm":
		return "Which brings me to my question: " + lower, true
	case "Bold & persuasive":
		return "So, directly: " + lower, true
	}
	return q, true
}

// yesNoGoal is a goal that asks whether the recipient does something: "learn if you take
// junior devs", "learn whether you're hiring".
var (
	yesNoAbout = regexp.MustCompile(`^learn (if|whether) ((?:the|your) [\w -]+?) (has|is|takes|offers|needs|accepts) (.+)$`)
	baseVerb   = map[string]string{"has": "have", "takes": "take", "offers": "offer", "needs": "need", "accepts": "accept"}
)

var (
	yesNoGoal = regexp.MustCompile(`^learn (if|whether) you('re| are)? (.+)$`)
	youWould  = regexp.MustCompile(`(?i)\byou(?:'|’)d `)
	mayIGoal  = regexp.MustCompile(`(?i)^learn (if|whether) I (?:can|could|may|might) (.+)$`)
	modalLead = regexp.MustCompile(`^(could|can|would|might) (.+)$`)
	introVerb = regexp.MustCompile(`^intro\b`)
)
