package draft

import (
	"regexp"
	"strings"
)

// What a cold email asks for (issue 29, ADR 0038). The ask decides the email's frame: a job
// enquiry words the offer lines as credentials, a fundraising email as traction, a sales
// email as outcomes for the buyer, and so on.
const (
	AskJob           = "job_enquiry"
	AskInformational = "informational_interview"
	AskFundraising   = "fundraising"
	AskSales         = "sales"
	AskHiring        = "hiring"
	AskIntroduction  = "introduction"
)

// Asks lists the asks in the order the app shows them.
var Asks = []string{AskJob, AskInformational, AskFundraising, AskSales, AskHiring, AskIntroduction}

// askCues are the words that show each ask, the rarer asks first.
var askCues = []struct {
	ask string
	re  *regexp.Regexp
	// goalOnly: the cue counts in the goal only. "moving from libraries into UX research" is
	// what a chat is about when it is the goal, but background when it is an offer line ("want
	// to move from sales into operations" under a goal that asks for the ops role).
	goalOnly bool
}{
	{AskIntroduction, regexp.MustCompile(`(?i)\b(intro(duction)? to|intro me|introduce me|put me in touch|connect me with|warm intro)\b`), false},
	{AskInformational, regexp.MustCompile(`(?i)\b(informational|info interview|advice|pick your brain|learn (how|about|from)|hear how|your path|career (advice|change)|moving into|breaking into|transition(ing)? into|how you got|ask (you )?(how|for advice)|if you were me|what you'd do|how (?:[\w-]+ ){1,3}works at|not (?:asking|looking) for (?:a |an )?(?:job|role|position|opening)|not a job (?:ask|request))\b`), false},
	// A change of field is what the chat is about: "chat about moving from libraries into UX
	// research", "switching from teaching to product", "chat about getting into UX".
	{AskInformational, regexp.MustCompile(`(?i)\b((moving|switching|pivoting|transitioning|shifting|changing careers|career (move|switch|change|pivot)) from [^\n]{1,40}? (into|to)|(getting|switching|pivoting|shifting) into|pivot(ing)? to)\b`), true},
	// A role offered to the reader ("hire you as our founding engineer", "join us as our first
	// designer") is hiring, though the offer names the company's seed round. So is a role the
	// reader is asked to want ("see if you'd be interested in the bookkeeper role"): the sender
	// has the job, the reader would fill it.
	{AskHiring, regexp.MustCompile(`(?i)\b(hire you|bring you on|join us as|(be|become) our (first|founding)|founding (engineer|designer|developer|hire|pm|marketer)|first (engineering|design) hire|hiring (our|my) (first|founding|next)|hiring \d+|tell you about (the|our|this|a|an) (role|position|opening|job)|(you'?d|you would|you might|you'?re|you are) (be )?interested in (the|our|this|an?) (?:[\w-]+ ){0,2}(role|position|opening|job))\b`), false},
	// A grant asked of a foundation is money raised too: "…if our program fits your
	// education priorities", "30% from foundations".
	{AskFundraising, regexp.MustCompile(`(?i)\b(rais(e|ing)|pre-seed|seed (round|stage)?|series [a-d]|investors?|invest(ment)?|funding|fundrais\w*|(our|the) round|cheque|check size|term sheet|lead the round|grants?|grant (request|proposal|application)|from foundations|foundation (grants?|funding|support)|funders?|(fits?|match(es)?|aligns? with) your (\w+ ){0,3}priorit(y|ies))\b`), false},
	{AskHiring, regexp.MustCompile(`(?i)\b((we|i)('re| are| am|'m) hiring|(we|i)('re| are| am|'m) looking to hire|join (our|my) team|(our|my) open role|recruit(ing)? you|(we|i)'?d love to have you)\b`), false},
	// A goal asking whether the reader needs or is hiring people of a role ("ask if you need
	// nurses for the new site", "see if you're looking for a designer") is a job enquiry,
	// never a sale: the sender offers themselves (ADR 0076). In the goal only: a staffing
	// agency's offer line ("we place nurses in 48h") says what it sells.
	{AskJob, regexp.MustCompile(`(?i)\b(?:need|needs|needing|hiring|looking for|taking on|short on|adding) (?:more |any |extra |additional |new |some |another |a |an )?(?:[\w-]+ ){0,2}?(?:nurses?|rns|lpns|cnas|medical assistants?|techs?|technicians?|designers?|developers?|devs|engineers?|chefs?|cooks?|drivers?|assistants?|hygienists?|therapists?|teachers?|tutors?|paralegals?|electricians?|plumbers?|welders?|mechanics?|stylists?|barbers?|servers?|bartenders?|baristas?|caregivers?|aides|medics|paramedics?|pharmacists?|accountants?|bookkeepers?|analysts?|writers?|editors?|translators?|interpreters?|photographers?|carpenters?|installers?|instructors?|coaches|lifeguards?|receptionists?|dispatchers?|machinists?|operators?|hands|agents|recruiters?)\b`), true},
	{AskJob, regexp.MustCompile(`(?i)\b(job|jobs|role|position|opening|openings|vacanc\w+|apply|application|residency|cohort|internship|hiring|are you hiring|new grad|spots? (for|in|on)|opportunit(y|ies)|join your team|takes? (on )?(juniors?|new grads?)|junior (devs?|developers?|engineers?|designers?|roles?)|entry[- ]level|cdl|otr|routes? home|home (on )?weekends|home time|(day|night|weekend) shifts?|per diem|travel (nurse|contracts?)|locum|ride-?alongs?|shadow (a|for a) (shift|day)|job shadow\w*|working interview|trial shift|rent(ing)? a (chair|booth|station)|(chair|booth) rental|adding ([\w-]+ ){0,2}to your (team|staff|roster|brokerage|firm|office)|adding (agents|staff|people|techs|nurses|stylists|drivers|hires|hands|crew)|join (your|the) (brokerage|firm|practice|crew|kitchen|clinic|salon|shop|agency|office)|need (a|an|another) [\w -]{0,20}?(chef|cook|nurse|engineer|developer|designer|driver|tech|technician|assistant|manager|analyst|accountant|hygienist|therapist|teacher|paralegal|electrician|chemist|researcher)|(have|has) room for|research (assistant|position)s?|undergrad(uate)? ra|(in|join) your lab)\b`), false},
}

// countedWork is work done, counted: "closed 40+ jobs a quarter" are jobs finished, not a
// job sought ("3 open jobs", with a word between, still asks about jobs).
var countedWork = regexp.MustCompile(`(?i)\b\d[\d,.]*\+?\s+jobs\b`)

// ReadAsk reads what an email asks for from its goal and offer, the rarer asks first (an
// email that raises money or asks for an introduction may mention a role); an email that asks
// for none of them is selling a service or a partnership.
func ReadAsk(goal, offer string) string {
	text := countedWork.ReplaceAllString(goal+"\n"+offer, "")
	goal = countedWork.ReplaceAllString(goal, "")
	for _, c := range askCues {
		if c.goalOnly && c.re.MatchString(goal) || !c.goalOnly && c.re.MatchString(text) {
			return c.ask
		}
	}
	return AskSales
}

// goalMeeting is a goal that names a meeting by its length: "20 min chat about…", "book a
// 30-minute call", "20 min to ask how…".
var goalMeeting = regexp.MustCompile(`(?i)\b(\d+)[ -]?(?:min|mins|minutes?)\b(?: (?:informational |intro |quick |short |video |phone )?(chat|call|demo|meeting|conversation|walkthrough)\b)?`)

// CallToActionFor is the closing question of an email whose goal names a meeting by its
// length (ADR 0070): the spec's default, "Open to a 15-minute chat?", would ask for a second,
// different meeting after "a 20-minute chat about…", so it takes the goal's length and kind.
// A call to action the user chose is kept.
func CallToActionFor(goal, cta string) string {
	if m, ok := MeetingCTA(goal); ok && cta == DefaultCTA {
		return m
	}
	return cta
}

// MeetingCTA is the call to action for the meeting a goal names by its length ("Open to a
// 20-minute chat?"), if it names one.
func MeetingCTA(goal string) (string, bool) {
	m := goalMeeting.FindStringSubmatch(goal)
	if m == nil {
		return "", false
	}
	return "Open to a " + m[1] + "-minute " + meetingKind(m[2]) + "?", true
}

// meetingKind is the meeting a goal names, a chat when it names only minutes.
func meetingKind(w string) string {
	if w == "" {
		return "chat"
	}
	return strings.ToLower(w)
}
