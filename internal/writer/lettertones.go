package writer

// letterTone is one tone's wordings. Each framing sentence is composed of parts with several
// wordings each (voice.compose), so two people's letters rarely share a sentence.
type letterTone struct {
	open        [][]string // names the role and company
	posting     [][]string // says a posting was read
	connectors  []string   // before a second or later action: "In addition,"
	metricFrame []string   // a figure with nothing before it to attach to: "{x}" is the figure
	listLead    [][]string // variant 2: the line before the list
	tieListLead [][]string // variant 2 with a posting: the line before its requirements, each answered; a short label, not a sentence every letter repeats
	storyRole   [][]string // variant 3: after the opening result, names the role
	requirement []string   // "{req}" the posting's words, "{s}" the user's sentence (lower-cased start)
	reqLead     [][]string // before the requirements, "{reqs}" the posting's words
	bring       [][]string // the last paragraph: what the writer would bring
	// nextStep asks the reader for the next step (a conversation, an interview) in place of the
	// last part of bring: an ask, not a closing line — the form's closing thanks the reader.
	nextStep [][]string
	duties   [][]string // the posting's duties as the writer's future work: "{duties}" (letterduties.go)
	// approach are sentences on how the writer would start in the role: commitments in the
	// future tense, never a claim about the past.
	approach [][][]string
	signOff  string
	// fill is how many body words the tone's own sentences fill a letter to.
	fill int
	// joinsActions joins short actions told one after another into one sentence.
	joinsActions bool
	// tiePerRequirement answers each of the posting's requirements in its own sentence
	// rather than naming them all first.
	tiePerRequirement bool
}

var letterTones = map[string]letterTone{
	"professional": {
		duties: [][]string{
			{"In this role, I would {duties}.", "As {roleBare}, I would {duties}.", "The work your posting describes is work I want to do: I would {duties}.", "In the position, I would {duties}."},
		},
		open: [][]string{
			{"I am writing to put myself forward for {role}{at}.", "I would like to be considered for {role}{at}.", "I would like to apply for {role}{at}.", "I am pleased to apply for {role}{at}.", "I wish to apply for {role}{at}.", "I am applying for {role}{at}.", "I am submitting my application for {role}{at}.", "Please consider my application for {role}{at}.", "I am interested in {role}{at}.", "I am putting my name forward for {role}{at}."},
			{"My background, set out below, is closely aligned with the position.", "The experience below is the basis of my application.", "I have set out the relevant parts of my background below."},
		},
		posting: [][]string{
			{"I have read the posting for the position carefully,", "I have studied your job posting,", "I have gone through your posting in detail,", "I have reviewed the posting closely,", "I have read the job description with care,", "I have examined the posting in full,", "I have taken careful note of the posting,", "I have gone over the listing closely,"},
			{"and I address its requirements below.", "and this letter follows its requirements.", "and I have set out my experience around what it asks for.", "and I answer its main points below.", "and my letter responds to each of its points.", "and I set my qualifications against it below."},
		},
		connectors:  []string{"In addition,", "Further,", "Alongside this,", "Additionally,"},
		metricFrame: []string{"My record includes {x}.", "One result: {x}."},
		tieListLead: [][]string{
			{"Against your requirements:", "Your requirements, in turn:", "Your main requirements:", "Requirement by requirement:", "Your criteria, in turn:", "Your criteria and my record:", "On your requirements:"},
		},
		listLead: [][]string{
			{"My background in brief:", "In summary:", "The main points:", "My record in brief:"},
		},
		storyRole: [][]string{
			{"This is my application for {role}{at}.", "I would bring that experience to {role}{at}.", "On that record, I am applying for {role}{at}.", "I am now applying for {role}{at}.", "It is with that experience that I apply for {role}{at}."},
		},
		requirement: []string{"Your posting asks for {req}: {s}", "You list {req} among your requirements, and {s}", "The role calls for {req}; {s}", "Regarding {req}, {s}", "{Req} is among the requirements you list: {s}", "Your requirements include {req}: {s}", "On the requirement for {req}, {s}"},
		reqLead: [][]string{
			{"Your posting lists {reqs} among its requirements.", "The requirements in your posting include {reqs}.", "Among the requirements you list are {reqs}."},
		},
		nextStep: [][]string{
			{"I would welcome the opportunity", "I would be glad of the chance", "I would appreciate the opportunity", "I would value the chance"}, {"to discuss it with you", "to discuss the role with you", "to talk about where I could contribute", "to discuss how I could help"}, {"in an interview.", "at your convenience.", "in person.", "whenever convenient."},
		},
		bring: [][]string{
			{"I would bring this record,", "I would bring this experience,", "I would bring the same standard of work,", "I would bring these results,"},
			{"together with a careful and reliable approach,", "and the discipline behind my work,", "and a commitment to getting the details right,", "and a steady, methodical approach,", "and a habit of checking my own work,"},
			{"to {role}{at}", "to the position{at}", "to {company}", "to your team{at}"},
			{"from the first day.", "without delay.", "from the outset.", "at every step.", "from my first week.", "in everything I take on."},
		},
		approach: [][][]string{
			{{"My first step would be to learn {learn}", "At the outset, I would study {learn}", "Before proposing any change, I would get to know {learn}", "I would start by understanding {learn}"}, {"and where help is needed most.", "so that my work fits how the team already operates.", "and what the team needs from me first.", "and ask where I can help first."}},
			{{"{Team} would hear from me early and often:", "{Team} would always know where my work stands:", "With {team}, I would be clear and direct:", "{Team} could rely on plain updates from me:", "{Team} would never have to guess where things stand:", "I would keep {team} informed:"}, {"I would report progress openly", "I would share what I find", "I would say what is on track", "I would name risks early", "I would flag issues as soon as I see them", "I would give honest updates"}, {"and raise problems before they grow.", "and ask for help when it is needed.", "and keep my commitments.", "and follow through on what I promise.", "and close the loop on every request.", "and hand work over cleanly."}},
			{{"I would measure my work by", "I would judge my work by", "My work would be measured by", "I would hold my work to one test:"}, {"what it does for {serve}", "the difference it makes to {serve}", "how well it serves {serve}"}, {"in the first week and every week after.", "rather than how busy it looks.", "when priorities compete.", "in every decision I make."}},
			{{"I would ask {team} for feedback", "I would ask {team} to challenge my work", "I would invite feedback from {team}", "I would seek regular feedback from {team}"}, {"early and often", "at every stage", "from the start", "as a matter of routine"}, {"and act on it promptly.", "and put it into practice.", "and learn from it.", "and use it to improve."}},
			{{"Over time,", "In due course,", "Once settled,", "As I gain experience,"}, {"I would look for ways to make the work easier for {serve}", "I would propose improvements that serve {serve}", "I would look for better ways to support {serve}", "I would suggest changes that help {serve}"}, {"where the evidence backs them.", "without losing what already works.", "in agreement with the team.", "one step at a time."}},
			{{"Careful preparation is how I avoid surprises:", "I prefer an early question to a guess:", "I would rather check twice than fix later:", "Getting the details right matters to me:"}, {"I would check my work with {team} before it goes further.", "I would confirm what is expected with {team} before starting.", "I would review each task before it reaches {serve}.", "I would test my assumptions with {team} first."}},
			{{"Where a question falls between roles,", "If priorities conflict,", "When a process is unclear,", "Where responsibilities overlap,"}, {"I would ask {team} for a decision", "I would seek clarity from {team} before acting", "I would raise it promptly with {team}", "I would consult {team} rather than assume"}, {"and keep everyone affected informed.", "and follow the decision through.", "and record what was agreed.", "and act on what we agree."}},
		},
		fill:              230,
		tiePerRequirement: true,
		joinsActions:      true,
		signOff:           "Sincerely,",
	},
	"confident": {
		duties: [][]string{
			{"From day one, I'll {duties}.", "Give me the work your posting describes: I'll {duties}.", "I'm ready to {duties}.", "Here's what I'll do: {duties}."},
		},
		open: [][]string{
			{"I'm applying for {role}{at}.", "I'm putting myself forward for {role}{at}.", "I'm ready for {role}{at}.", "I'm going after {role}{at}.", "I want {role}{at}.", "I'm your candidate for {role}{at}.", "I'm making my case for {role}{at}.", "I'm in the running for {role}{at}."},
			{"Here's the short version.", "The record speaks for itself.", "Let me show you why."},
		},
		posting: [][]string{
			{"I've sized up the role,", "I went through the ad line by line,", "I've done my homework,", "I've checked your list against my record,", "I've worked through your ad,", "I know exactly what this role demands,", "I've mapped the ad against my record,", "I've read what you're after,", "I've studied the posting,", "I've gone over the ad carefully,"},
			{"and I can meet what it asks.", "and my record lines up with it.", "and I've answered it point by point below.", "and here's how I match it.", "and it reads like work I've done.", "and I can show you I fit it.", "and I've got it covered.", "and I'm built for it.", "and you'll see the match below.", "and the fit is plain."},
		},
		connectors:  []string{"On top of that,", "Just as important,", "Add to that:", "Beyond that,"},
		metricFrame: []string{"Proof: {x}.", "The numbers: {x}."},
		tieListLead: [][]string{
			{"What you need:", "Your must-haves:", "Your list, and my record:", "Your asks, answered:", "Point by point:", "Your list, covered:", "Asked and delivered:", "Your needs, met:"},
		},
		listLead: [][]string{
			{"What I deliver:", "What I bring:", "The record:", "Proof points:"},
		},
		storyRole: [][]string{
			{"I'd bring that to {role}{at}.", "I'd deliver results like that in {role}{at}.", "I'll do it again in {role}{at}.", "That's the standard I'd set in {role}{at}.", "I'm applying to do the same in {role}{at}.", "Expect the same from me in {role}{at}.", "I want to repeat that in {role}{at}.", "That record is why I'm going after {role}{at}.", "Now I'm going after {role}{at}.", "That's what I'd bring to {role}{at}."},
		},
		requirement: []string{"You need {req}: {s}", "On {req}, the record is clear: {s}", "{Req} is covered: {s}", "{Req}? {S}", "You want {req}, and I've done it: {s}", "For {req}, look at the record: {s}", "{Req} is no stretch for me: {s}"},
		reqLead: [][]string{
			{"You're asking for {reqs}, and I have them.", "Your must-haves include {reqs}, and I've done that work.", "Your posting names {reqs}; my record covers them.", "{Reqs}: that's my record, not a stretch.", "On {reqs}, the work above speaks for itself.", "You want {reqs}, and the record above shows them.", "The record above covers {reqs}.", "Your list names {reqs}; I've delivered on them."},
		},
		nextStep: [][]string{
			{"I'd like to meet", "I'd welcome a meeting", "I'd value a conversation", "I'd like a conversation"}, {"to show you how I'd start", "to walk you through my first month", "to go through where I'd start", "to show you what I'd take on first"}, {"and what you can expect.", "and how I'd measure it.", "and where I'd add value.", "and how you'd know it's working."},
		},
		bring: [][]string{
			{"I'll bring that track record", "I'll bring the same results-first focus", "I'll bring that drive", "I'll bring that record"},
			{"to {role}{at},", "to {company},", "to your team{at},", "to the role{at},"},
			{"and you'll see it in {craft} within weeks.", "starting on day one, with {value} as my standard.", "and it will show in {craft} before long.", "and I'll hold myself to {value} from the start."},
		},
		approach: [][][]string{
			{{"I'll get on top of {learn} fast,", "I'll learn {learn} quickly,", "I'll get to grips with {learn} early,", "I'll dig into {learn} in week one,"}, {"then go after the problems that matter most.", "then take on the work with the biggest payoff.", "then start delivering.", "then set priorities and move."}},
			{{"{Team} won't have to chase me for updates:", "{Team} will always know where things stand:", "{Team} will get straight answers from me:", "{Team} will hear about risks from me first:"}, {"I flag risks before they grow.", "I report problems the day I see them.", "I say what's working and what isn't.", "no surprises, no spin."}},
			{{"In my first month,", "Early on,", "In the first weeks,", "Once I'm in,", "Within a month,", "From the start,"}, {"I'll find the biggest bottleneck in {craft}", "I'll pick one problem in {craft}", "I'll find one thing in {craft} to improve", "I'll find one slow process in {craft}"}, {"and agree the fix with the team.", "and bring the team a plan to fix it.", "and see it through.", "and report back with a result.", "and show you the difference.", "and close it out."}},
			{{"I set clear weekly goals,", "I plan each week,", "I agree targets early,", "I set priorities fast,"}, {"update {team} on progress", "keep {team} in the loop", "check results with {team}", "report back to {team} every week"}, {"and adjust quickly.", "and close the gaps.", "and fix what slips.", "and own the outcome."}},
			{{"My standard is {value}:", "I hold my work to {value}:", "What I deliver is {value}:", "I stand behind {value}:"}, {"every quarter, I'll say plainly where I stand on it.", "I'll show in figures how my work measures up.", "I'll track my own record against it and report it.", "hold me to it."}},
			{{"Deadlines are commitments to me:", "I don't let work drift:", "I finish what I start:", "I close loops:"}, {"if something in {craft} slips,", "when a task in {craft} stalls,", "if work on {craft} hits a snag,", "when something in {craft} goes wrong,"}, {"I say so early and bring a fix.", "I own it and bring a plan to recover.", "I name it, fix it and move on.", "I flag it the same day, with options."}},
		},
		fill:              230,
		tiePerRequirement: true,
		joinsActions:      true,
		signOff:           "Best regards,",
	},
	"warm": {
		duties: [][]string{
			{"I'd love to {duties}.", "The work itself is what draws me: I'd be glad to {duties}.", "It would be a joy to {duties}.", "I'm looking forward to the chance to {duties}."},
		},
		open: [][]string{
			{"It's with warmth that I apply for {role}{at}.", "I'm delighted to be applying for {role}{at}.", "It's a real pleasure to put my name forward for {role}{at}.", "I'm writing with real pleasure to apply for {role}{at}.", "With real pleasure, I'm applying for {role}{at}.", "I'm glad to be applying for {role}{at}.", "I'm so happy to be applying for {role}{at}.", "I'd be glad to be considered for {role}{at}.", "I'm happy to put myself forward for {role}{at}."},
			{"I'd like to tell you a little about myself.", "Let me share a bit of my story.", "I hope you'll enjoy getting to know me through this letter."},
		},
		posting: [][]string{
			{"I read your posting with real interest,", "I read your posting carefully,", "I enjoyed reading your posting,", "I spent some time with your posting,", "your posting caught my eye,", "I took my time over your posting,", "your posting spoke to me,", "I lingered over your posting,"},
			{"and much of it felt close to my own work.", "and I recognised a lot of my own path in it.", "and I'd like to show you where I fit in.", "and I answer it as I go below.", "and it felt like a natural fit for me.", "and I'd love to share how I fit."},
		},
		connectors:  []string{"Along the way,", "Alongside that,", "I also", "Meanwhile,"},
		metricFrame: []string{"A result I'm proud of: {x}.", "I'm glad to share this: {x}."},
		tieListLead: [][]string{
			{"Where we match:", "Where I fit:", "Your list, and my path:", "Common ground:", "Where we meet:", "What we share:", "Your hopes, and my path:"},
		},
		listLead: [][]string{
			{"Some highlights:", "Moments I'm proud of:", "Work I'm proud of:", "Work I've loved:"},
		},
		storyRole: [][]string{
			{"I'd love to bring that same care to {role}{at}.", "It would mean a lot to bring that kind of work to {role}{at}.", "I'd be glad to carry that spirit into {role}{at}.", "I'd love to keep doing work like that in {role}{at}.", "That's the work I hope to continue in {role}{at}."},
		},
		requirement: []string{"{Req} is familiar ground for me: {s}", "I noticed you're looking for {req}, and {s}", "{S-}, which is just what your posting asks for.", "{Req} is work I know well: {s}", "I was glad to see {req} in your posting, because {s}", "Happily, {req} is part of my story: {s}", "It was lovely to find {req} on your list: {s}"},
		reqLead: [][]string{
			{"I was glad to see {reqs} in your posting, because that is work I know.", "It was lovely to find {reqs} in your posting, because I've done that work."},
		},
		nextStep: [][]string{
			{"I'd love the chance", "I'd be so glad of the chance", "I'd really welcome the chance", "it would be lovely"}, {"to talk with you", "to speak with you", "to have a conversation with you", "to sit down and talk"}, {"about how I could help.", "and hear more about the team.", "about where I might fit in.", "about what matters most to you."},
		},
		bring: [][]string{
			{"I'd bring warmth, steadiness", "I'd bring kindness, patience", "I'd bring a generous spirit", "I'd bring a calm head", "I'd bring good humour"},
			{"and real care for my colleagues", "and genuine care for the people around me", "and a love of working together", "and a good ear", "and an open door"},
			{"to {company}", "to {role}{at}", "to everyone{at}", "to the team{at}"},
			{"from the very start.", "day in, day out.", "on good days and hard ones.", "wherever I'm needed.", "in busy weeks and quiet ones."},
		},
		approach: [][][]string{
			{{"I look forward to getting to know {team}", "My first weeks would be spent getting to know {team}", "I hope to start by spending time with {team}", "I'm looking forward to meeting {team}"}, {"and learning how everything fits together.", "and listening before I change anything.", "as I find my feet.", "and hearing what matters to them."}},
			{{"{Serve} would always come first for me,", "I want {serve} to feel well looked after,", "Doing right by {serve} matters to me,", "There is always time for {serve},"}, {"on busy days and quiet ones.", "whatever the day brings.", "in small things as much as big ones.", "however full the day gets."}},
			{{"I care about {value},", "Few things matter more to me than {value},", "I take real pride in {value},", "I've always believed in {value},"}, {"and my colleagues can count on that care.", "and I work hard to live up to it.", "and I want my work to show it.", "and I hope my colleagues would feel it."}},
			{{"Day to day,", "Most days,", "Every day,", "In the everyday,"}, {"you'll find me asking questions, sharing what I learn", "you'll find me listening closely, sharing what I know", "you'll find me checking in often", "you'll find me making time for others"}, {"and lending a hand with {craft} wherever it helps.", "and pitching in on {craft} wherever I'm needed.", "and helping with {craft} where I can.", "and taking my share of {craft}."}},
			{{"In time,", "Little by little,", "Over the months,", "As I settle in,"}, {"I hope to become someone {team} can lean on,", "my wish is to be a steady presence for {serve},", "I hope to make each day a bit easier for {serve},", "I want to be a colleague {team} are glad to have,"}, {"and grow with the team.", "whatever comes our way.", "one day at a time.", "and learn from them too."}},
			{{"Learning {learn}", "Understanding {learn}", "Getting to know {learn}", "Finding my way around {learn}"}, {"is something I'd take on with patience and care.", "is something I'd enjoy at a kind, steady pace.", "is best done alongside the team, and that's how I'd do it.", "comes easier with curiosity, and I bring plenty."}},
			{{"For {team}, I'd like to be the kind of colleague who", "With {team}, I hope to be someone who", "Among {team}, I want to be a colleague who"}, {"notices when a teammate is stretched.", "remembers the small things.", "makes newcomers feel welcome.", "says thank you and means it."}},
		},
		fill:              245,
		tiePerRequirement: true,
		signOff:           "Warm regards,",
	},
	"concise": {
		open: [][]string{
			{"I'm applying for {role}{at}."},
		},
		posting: [][]string{
			// Two words of the writer's own: a sentence this plain is no stock sentence, however
			// many letters say it.
			{"I've read the posting.", "I've read your posting.", "I read your posting."},
		},
		connectors:  []string{""},
		metricFrame: []string{"Result: {x}.", "Outcome: {x}."},
		tieListLead: [][]string{
			{"Your requirements:", "Against your requirements:"},
		},
		listLead: [][]string{
			{"Key points:", "In short:", "Summary:"},
		},
		storyRole: [][]string{
			{"I'm applying for {role}{at}."},
		},
		requirement: []string{"On {req}: {s}", "For {req}: {s}", "As for {req}: {s}"},
		reqLead: [][]string{
			{"Your posting asks for {reqs}.", "From your requirements: {reqs}."},
		},
		bring: [][]string{
			{"I'd welcome a conversation with {company}.", "Happy to talk with {company}.", "I'd welcome an interview at {company}.", "I'd be glad to meet {company}.", "I'd like to speak with {company}."},
		},
		approach: [][][]string{
			{{"I'd start by learning {learn}.", "My first step would be to learn {learn}.", "First, I'd learn {learn}.", "I'd begin with {learn}.", "I'd first get to know {learn}.", "Week one: {learn}.", "Learning {learn} comes first."}},
			{{"My standard is {value}.", "I aim for {value}.", "I hold myself to {value}.", "Expect {value}.", "My bar is {value}.", "I work to {value}.", "My aim: {value}."}},
			{{"I keep {serve} in view", "I work with {serve} in mind", "I put {serve} first", "I plan my days around {serve}"}, {"at every step.", "in each decision.", "from day one.", "week after week."}},
		},
		fill:              90,
		tiePerRequirement: true,
		joinsActions:      true,
		signOff:           "Regards,",
	},
	"enthusiastic": {
		duties: [][]string{
			{"I can't wait to {duties}!", "I'm excited to {duties}.", "The chance to {duties} is exactly what I'm after.", "I'd jump at the chance to {duties}."},
		},
		open: [][]string{
			{"I'm thrilled to apply for {role}{at}!", "I couldn't be more excited to apply for {role}{at}!", "What a thrill to be applying for {role}{at}!", "Here's my application for {role}{at}, and I'm excited!", "I'm all in for {role}{at}!", "I'm applying for {role}{at}!", "I'm so excited to apply for {role}{at}!", "I'm delighted to throw my hat in for {role}{at}!", "I'm excited to put my name forward for {role}{at}!", "It's a thrill to be applying for {role}{at}!", "Count me in for {role}{at}!", "I jumped at the chance to apply for {role}{at}!", "I'd love to be your pick for {role}{at}!"},
			{"I can't wait to tell you about my work.", "Here's what has me so energised.", "I've been looking forward to writing this."},
		},
		posting: [][]string{
			{"The job description had me hooked,", "I loved every line of the job ad,", "The listing got me genuinely excited,", "Reading your posting made my day,", "Your posting lit me up,", "The ad had me nodding along,", "I was grinning as I read your posting,"},
			{"because so much of it matches my work!", "since it reads like my own to-do list!", "because it lines up with what I love doing!", "because I've done so much of what it asks!", "because it's the work I love most!", "since it's everything I enjoy doing!"},
		},
		connectors:  []string{"Better still,", "Even better,", "And here's a favourite:", "What's more,"},
		metricFrame: []string{"A highlight: {x}!", "Best of all: {x}!"},
		tieListLead: [][]string{
			{"Perfect matches:", "Your asks, my answers:", "Matches I'm excited about:", "Where we click:", "Your list, my wins:", "Best matches:", "Spot-on matches:"},
		},
		listLead: [][]string{
			{"Highlights I love:", "Wins I'm proud of:", "My favourite wins:", "Big wins:", "Proudest moments:", "Work I adore:", "Wins to share:"},
		},
		storyRole: [][]string{
			{"I'd love to do the same in {role}{at}!", "That's the spark I'd bring to {role}{at}!", "Now I'm applying for {role}{at}!", "I'd bring that same drive to {role}{at}!", "Now I hope to bring it to {role}{at}!", "I can't wait to do more of that in {role}{at}!"},
		},
		requirement: []string{"You're after {req}, and {s}", "{S-}, and that's exactly what you're after!", "You asked for {req}, and great news: {s}", "I love that you mention {req}, because {s}", "{Req}? Yes! {S}", "I was thrilled to see {req} on your list, because {s}", "Good news on {req}: {s}"},
		reqLead: [][]string{
			{"{Reqs}? That's exactly my kind of work!", "{Reqs} are right in my wheelhouse!", "You want {reqs}, and that's my favourite kind of work!"},
		},
		nextStep: [][]string{
			{"let's chat", "I'd welcome a chat", "I'm up for a chat", "I'd be thrilled to talk"}, {"about where I can pitch in", "about what I could take on", "about your plans for the team", "about the team's plans"}, {"soon!", "whenever suits you!", "any time this week!", "as soon as you like!"},
		},
		bring: [][]string{
			{"Expect real energy,", "Expect bags of enthusiasm,", "Expect fresh energy,", "Expect big enthusiasm,", "Expect a real appetite for the work,", "Expect boundless energy,", "Expect all my enthusiasm,"},
			{"curiosity and a love of learning", "drive and a big appetite to learn", "optimism and a can-do spirit", "ideas and good humour", "grit and a sense of fun", "warmth and a steady hand", "focus and a love of the craft", "heart and a habit of finishing things"},
			{"from me at {company}", "from me in {role}{at}", "from me on the team{at}", "from me{at}"},
			{"from day one!", "every single day!", "from the first week!", "right from the start!", "without holding back!"},
		},
		approach: [][][]string{
			{{"I can't wait to get started", "I'd love to dive straight in", "I'm eager to jump in", "I'm ready to roll up my sleeves"}, {"and help the team deliver {value}!", "and put my energy into {value}!", "and get to work on {value}!", "and play my part in {value}!"}},
			{{"I'd put {serve} first", "I'd keep {serve} front and centre", "I'd think about {serve}", "I'd champion {serve}"}, {"in everything I do!", "in every idea I bring!", "in every choice I make!", "from my very first week!"}},
			{{"Honestly,", "And", "Plus,", "On top of that,"}, {"I learn fast", "I pick things up quickly", "I'm curious", "I love feedback", "I thrive on challenges"}, {"and ask lots of questions,", "and ask plenty of questions,", "and always keep learning,", "and never stop improving,", "and say yes to new things,"}, {"so I'd be contributing to {craft} in no time!", "so I'd be useful in {craft} quickly!", "so I'd find my feet in {craft} fast!", "so I'd be up to speed on {craft} fast!", "so I'd know {craft} from the inside quickly!"}},
			{{"From day one, I'd be all questions:", "I'd start out all ears:", "I'd arrive with a page of questions:", "First, I'd listen hard:", "I'd begin with questions:"}, {"what's working in {craft}, what's stuck", "what you're proud of in {craft}, what's slowing it down", "what a great week in {craft} looks like", "where work on {craft} gets stuck", "what matters most in {craft}", "which parts of {craft} matter most", "what slows {craft} down"}, {"and where my experience fits best!", "and where I'm most useful!", "and how I can help!", "and where to begin!", "and what to fix first!", "and where I'd start!"}},
			{{"For {serve},", "When it comes to {serve},", "With {serve} in mind,", "On behalf of {serve},"}, {"I'd go the extra mile", "I'd give it my best", "I'd put in all the care the work deserves", "I'd raise my own bar"}, {"every single time!", "every day!", "week after week!", "without hesitation!"}},
		},
		fill:              245,
		tiePerRequirement: true,
		signOff:           "All the best,",
	},
}
