package writer

// letterTone is one tone's wordings. Each framing sentence is composed of parts with several
// wordings each (voice.compose), so two people's letters rarely share a sentence.
type letterTone struct {
	open        [][]string // names the role and company
	posting     [][]string // says a posting was read
	letterAim   [][]string // what the letter sets out (fills a short letter)
	connectors  []string   // before a second or later action: "In addition,"
	metricFrame []string   // a figure with nothing before it to attach to: "{x}" is the figure
	listLead    [][]string // variant 2: the line before the list
	storyRole   [][]string // variant 3: after the opening result, names the role
	requirement []string   // "{req}" the posting's words, "{s}" the user's sentence (lower-cased start)
	reqLead     [][]string // before the requirements, "{reqs}" the posting's words
	bring       [][]string // the last paragraph: what the writer would bring
	// approach are sentences on how the writer would start in the role: commitments in the
	// future tense, never a claim about the past.
	approach [][][]string
	signOff  string
	// fill is how many body words the tone's own sentences fill a letter to.
	fill int
	// joiners join two of the tone's own sentences into one (voice.merge); markers may open
	// one ("In short,"), "" for none.
	joiners, markers []string
	// tiePerRequirement answers each of the posting's requirements in its own sentence
	// rather than naming them all first.
	tiePerRequirement bool
}

var letterTones = map[string]letterTone{
	"professional": {
		open: [][]string{
			{"I am writing to apply for {role}{at}.", "Please consider this letter my application for {role}{at}.", "I would like to be considered for {role}{at}.", "This letter is my application for {role}{at}.", "I am pleased to apply for {role}{at}.", "I wish to apply for {role}{at}.", "I am applying for {role}{at}.", "I am submitting my application for {role}{at}."},
			{"My background, set out below, is closely aligned with the position.", "The experience below is the basis of my application.", "I have set out the relevant parts of my background below."},
		},
		posting: [][]string{
			{"I have read the posting for the position carefully,", "I have studied your job posting,", "I have gone through your posting in detail,", "I have reviewed the posting closely,", "I have read the job description with care,"},
			{"and I address its requirements below.", "and this letter follows its requirements.", "and I have set out my experience around what it asks for.", "and I answer its main points below."},
		},
		letterAim: [][]string{
			{"In the paragraphs that follow,", "In this letter,", "Below,"},
			{"I describe", "I set out", "I outline"},
			{"the work most relevant to the position.", "the experience that bears most directly on the role.", "my background as it relates to the position."},
		},
		connectors:  []string{"In addition,", "Further,", "Alongside this,", "Additionally,"},
		metricFrame: []string{"One measurable result: {x}.", "The record shows {x}.", "A documented result: {x}."},
		listLead: [][]string{
			{"My background in brief:", "In summary:", "The main points:", "My record in brief:"},
		},
		storyRole: [][]string{
			{"I am now applying for {role}{at}.", "I am applying for {role}{at} on that record.", "I would bring that experience to {role}{at}.", "That record is the basis of my application for {role}{at}.", "I am applying for {role}{at}."},
		},
		requirement: []string{"Your posting asks for {req}; {s}", "Regarding {req}: {s}", "On {req}, {s}"},
		reqLead: [][]string{
			{"Your posting lists {reqs} among its requirements.", "The requirements in your posting include {reqs}.", "Among the requirements you list are {reqs}."},
		},
		bring: [][]string{
			{"I would bring this experience,", "I would bring this record,", "I would bring the same standard of work,"},
			{"together with a careful and reliable approach,", "and the discipline behind it,", "and a commitment to thorough work,"},
			{"to {role}{at}.", "to the position{at}.", "to {company}."},
		},
		approach: [][][]string{
			{{"In my first months,", "From the outset,", "Early on,", "In the first weeks,"}, {"I would take the time to learn", "I would make it a priority to understand", "I would set out to learn"}, {"how {company} works and what matters most to the team.", "the systems, people and priorities behind the role.", "what the team needs most from the position."}},
			{{"I would keep", "I would make a point of keeping", "I intend to keep"}, {"my manager and colleagues", "the people around me", "everyone I work with"}, {"informed of progress and problems alike.", "up to date, and raise issues early.", "well informed as work moves forward."}},
			{{"Where I can add the most value,", "Wherever the role needs it most,", "Once I know the ground,"}, {"I would take on the work", "I would take responsibility for results", "I would commit fully to the work"}, {"and see it through to completion.", "and hold myself to a high standard.", "and follow it through carefully."}},
			{{"I would also look for", "Over time, I would look for", "Beyond the core duties, I would look for"}, {"ways to improve", "opportunities to strengthen", "chances to simplify"}, {"the processes I work within.", "how the team works day to day.", "the way work is handed over and documented."}},
			{{"Finally,", "Throughout,", "Above all,"}, {"I would welcome feedback", "I would seek out feedback", "I would ask for honest feedback"}, {"and act on it quickly.", "so that I keep improving in the role.", "from the people I work with."}},
			{{"I would also be glad", "I would equally be willing", "I would be prepared"}, {"to support colleagues", "to help across the team", "to take on additional responsibilities"}, {"wherever it would help {company}.", "as the needs of the role change.", "when the workload requires it."}},
			{{"I would aim", "My aim would be", "My objective would be"}, {"to become a dependable member of the team", "to earn the trust of my colleagues", "to contribute fully"}, {"as quickly as possible.", "within my first months.", "from an early stage."}},
		},
		fill:    195,
		joiners: []string{", and "},
		markers: []string{"", "", "Briefly,", "In short,", "For my part,", "To that end,", "Specifically,", "In practical terms,"},
		signOff: "Sincerely,",
	},
	"confident": {
		open: [][]string{
			{"I'm applying for {role}{at}.", "{Role}{at} is a fit for what I do best.", "I want {role}{at}, and I'm ready for it.", "I'm putting myself forward for {role}{at}.", "I'm going after {role}{at}.", "Count me in for {role}{at}.", "I'm a strong candidate for {role}{at}.", "I'm here for {role}{at}."},
			{"Here's the short version.", "The record speaks for itself.", "Let me show you why."},
		},
		posting: [][]string{
			{"I've read your posting,", "I went through the posting line by line,", "I've studied the posting,"},
			{"and I can meet what it asks.", "and my record lines up with it.", "and I've answered it point by point below."},
		},
		letterAim: [][]string{
			{"Here's the evidence,", "Below is the proof,", "What follows is the record,"},
			{"point by point.", "in plain terms.", "without padding."},
		},
		connectors:  []string{"On top of that,", "Just as important,", "And", "Beyond that,"},
		metricFrame: []string{"The numbers: {x}.", "The result: {x}.", "Proof: {x}."},
		listLead: [][]string{
			{"What I deliver:", "What I bring:", "The record:", "Proof points:"},
		},
		storyRole: [][]string{
			{"That's the kind of result I'd deliver in {role}{at}.", "I'd deliver results like that in {role}{at}.", "Results like that are what I'd bring to {role}{at}."},
		},
		requirement: []string{"You need {req}. {S}", "{Req}? {S}", "You want {req}: {s}"},
		reqLead: [][]string{
			{"You're asking for {reqs}, and I have them.", "Your must-haves include {reqs}. I've got them.", "{Reqs}: covered."},
		},
		bring: [][]string{
			{"I'll bring that drive", "I'll bring that track record", "I'll bring the same results-first focus"},
			{"to {role}{at},", "to {company},", "to your team{at},"},
			{"and I'll hit the ground running.", "starting on day one.", "and I'll make it count."},
		},
		approach: [][][]string{
			{{"Day one,", "From the start,", "Right away,"}, {"I'll get to know", "I'll dig into", "I'll learn"}, {"the team, the numbers and the priorities.", "what {company} needs most.", "where the biggest wins are."}},
			{{"Then", "After that,", "Next,"}, {"I'll go after", "I'll take on", "I'll own"}, {"the problems that matter most.", "the work with the biggest payoff.", "the toughest priorities first."}},
			{{"You'll always know", "You'll hear from me", "I'll be clear about"}, {"where things stand", "what's working and what isn't", "progress and risks"}, {"without having to ask.", "every step of the way.", "as soon as I know."}},
			{{"I set", "I hold myself to", "I work to"}, {"high standards", "clear goals", "ambitious targets"}, {"and I hit them.", "and deliver against them.", "and I don't let them slip."}},
			{{"Give me", "Hand me", "Trust me with"}, {"a hard problem", "a stretch goal", "a real challenge"}, {"and I'll run with it.", "and I'll deliver.", "and watch what happens."}},
			{{"I move fast,", "I work quickly,", "I act decisively,"}, {"but I never cut corners", "without cutting corners", "and I keep quality high"}, {"on what matters.", "where it counts.", "when it counts."}},
			{{"I don't wait to be told what to fix;", "I don't let problems grow;", "I don't wait for permission to improve things;", "I don't sit on problems;"}, {"I find the gap and close it.", "I get ahead of them.", "I act.", "I fix them early."}},
			{{"Deadlines matter to me:", "Commitments matter to me:", "My word matters to me:"}, {"when I say a thing will ship,", "when I promise a result,", "when I take something on,"}, {"it ships.", "it happens.", "I deliver it."}},
			{{"Expect straight answers,", "Expect direct feedback,", "Expect honest updates,"}, {"clear priorities", "sharp focus", "steady pace"}, {"and results you can measure.", "and visible progress.", "and no drama."}},
			{{"I'm ready", "I'm prepared", "I'm set"}, {"to take on the role's hardest problems", "to carry real responsibility", "to be measured on results"}, {"from the first week.", "at {company}.", "from day one."}},
			{{"My commitment is simple:", "My promise is simple:", "The deal is simple:"}, {"clear goals,", "honest updates,", "steady delivery,"}, {"and results you can see.", "and no excuses.", "and work you can rely on."}},
			{{"I know", "I'm certain", "I'm sure"}, {"I can raise the bar", "I can make a difference", "I can move the needle"}, {"at {company}.", "in this role.", "for your team."}},
			{{"Bring me in,", "Put me on the team,", "Give me the role,"}, {"and you'll get", "and you'll see", "and expect"}, {"focus, speed and follow-through.", "effort from the first day.", "work that speaks for itself."}},
			{{"I learn fast,", "I settle in quickly,", "I ramp up quickly,"}, {"and I'll be", "so I'll be", "which means I'll be"}, {"contributing in weeks, not months.", "useful sooner than you expect.", "pulling my weight early."}},
		},
		fill:              195,
		joiners:           []string{" — ", "; "},
		markers:           []string{"", "", "Bottom line:", "Simply put,", "Make no mistake:", "Frankly,", "Put plainly,", "Here's the thing:"},
		tiePerRequirement: true,
		signOff:           "Best regards,",
	},
	"warm": {
		open: [][]string{
			{"I'm delighted to be applying for {role}{at}.", "It's a real pleasure to put my name forward for {role}{at}.", "I'm glad to be applying for {role}{at}.", "I'm so pleased to be applying for {role}{at}.", "I'd be glad to be considered for {role}{at}.", "I'm happy to put myself forward for {role}{at}."},
			{"I'd like to tell you a little about myself.", "Let me share a bit of my story.", "I hope you'll enjoy getting to know me through this letter."},
		},
		posting: [][]string{
			{"I read your posting with real interest,", "I read your posting carefully,", "I enjoyed reading your posting,"},
			{"and much of it felt close to my own work.", "and I recognised a lot of my own path in it.", "and I'd like to show you where I fit in.", "and I answer it as I go below."},
		},
		letterAim: [][]string{
			{"I hope this letter", "My hope is that this letter", "I trust this letter"},
			{"gives you a feel for", "shows you", "paints a picture of"},
			{"the work I do and the way I do it.", "who I am as a colleague.", "what it would be like to work with me."},
		},
		connectors:  []string{"Along the way,", "Alongside that,", "I also", "Meanwhile,"},
		metricFrame: []string{"Something I'm glad to share: {x}.", "A moment I treasure: {x}.", "One happy result: {x}."},
		listLead: [][]string{
			{"Some highlights:", "Moments I'm proud of:", "Work I'm proud of:", "Work I've loved:"},
		},
		storyRole: [][]string{
			{"I'd love to bring that same care to {role}{at}.", "It would mean a lot to bring that kind of work to {role}{at}.", "I'd be glad to carry that spirit into {role}{at}."},
		},
		requirement: []string{"I noticed you're looking for {req}, and {s}", "You mention {req}, which I know well: {s}", "I was happy to see {req} in your posting; {s}"},
		reqLead: [][]string{
			{"I was glad to see {reqs} in your posting.", "It was lovely to find {reqs} in your posting.", "Your posting mentions {reqs}, all close to my heart."},
		},
		bring: [][]string{
			{"I'd bring warmth, steadiness", "I'd bring kindness, patience", "I'd bring a generous spirit"},
			{"and real care for the people I work with", "and genuine care for the team", "and a love of working together"},
			{"to {company}.", "to {role}{at}.", "to everyone{at}."},
		},
		approach: [][][]string{
			{{"If I join you,", "Should I join {company},", "As part of the team,"}, {"I'd start by listening", "my first step would be getting to know people", "I'd spend my early weeks listening"}, {"and learning how everyone works together.", "and understanding what the team cares about.", "so I could see where I'd help most."}},
			{{"I'd want", "I'd like"}, {"the people around me", "my colleagues", "everyone I work with"}, {"to feel they could count on me.", "to find me easy to work with.", "to feel supported."}},
			{{"And I'd", "I'd also", "Above all, I'd"}, {"ask questions early", "share what I learn", "keep an open door"}, {"and keep learning alongside the team.", "so we could grow together.", "and always lend a hand."}},
			{{"I believe", "I've always felt", "To me,"}, {"good teams", "the best results", "great teams"}, {"come from people who trust each other.", "grow out of kindness and honesty.", "start with listening well."}},
			{{"I'd bring", "You'd find in me", "I'd offer"}, {"a steady presence", "patience and good humour", "a willing pair of hands"}, {"on busy days and quiet ones.", "whatever the day brings.", "for the whole team."}},
			{{"Most of all,", "More than anything,", "Truly,"}, {"I'd love to grow", "I'd be glad to learn", "I'd hope to keep growing"}, {"with {company}.", "alongside your team.", "in this role."}},
			{{"I'd be glad", "I'd be happy", "It would be a pleasure"}, {"to help new colleagues settle in", "to pitch in wherever I'm needed", "to support the team on busy days"}, {"and to learn from everyone around me.", "as I find my feet.", "from the very start."}},
			{{"I'd also", "And I'd", "I'd always"}, {"make time for the small things:", "remember the little things:"}, {"a kind word and a quick reply.", "following up and following through.", "remembering what people asked for."}},
			{{"I think", "I feel", "I sense"}, {"{company} and I", "your team and I", "we"}, {"would work well together.", "could do good things together.", "would be a happy fit."}},
			{{"Whatever the day brings,", "On good days and hard ones,", "Through busy seasons,"}, {"I'd bring", "you'd get", "I'd offer"}, {"patience and care.", "my best effort.", "a calm, steady hand."}},
		},
		fill:              195,
		joiners:           []string{", and ", " — "},
		markers:           []string{"", "", "Honestly,", "Truthfully,", "In all honesty,", "Genuinely,", "Simply put,", "Quite simply,"},
		tiePerRequirement: true,
		signOff:           "Warm regards,",
	},
	"concise": {
		open: [][]string{
			{"I'm applying for {role}{at}.", "Application: {role}{at}.", "Re: {role}{at}.", "Applying for {role}{at}.", "I'd like {role}{at}.", "This is my application for {role}{at}."},
		},
		posting: [][]string{
			{"I've read the posting.", "Posting read.", "I checked the posting."},
		},
		letterAim: [][]string{
			{"In brief.", "Essentials below.", "Facts first.", "Details follow.", "Summary below.", "Points below.", "Briefly, then."},
		},
		connectors:  []string{""},
		metricFrame: []string{"Result: {x}.", "Figure: {x}.", "Outcome: {x}."},
		listLead: [][]string{
			{"Key points:", "In short:", "Summary:"},
		},
		storyRole: [][]string{
			{"Applying for {role}{at}.", "My application: {role}{at}.", "Seeking {role}{at}."},
		},
		requirement: []string{"{Req}: {s}", "{Req} — {s}", "For {req}: {s}"},
		reqLead: [][]string{
			{"Posting match: {reqs}.", "Matches: {reqs}.", "Requirements met: {reqs}."},
		},
		bring: [][]string{
			{"I'd welcome a conversation.", "Happy to talk further.", "I'd be glad to discuss the role.", "Open to next steps.", "I'd welcome an interview.", "Glad to talk when it suits you.", "Happy to meet and discuss."},
		},
		approach: [][][]string{
			{{"I'd learn the team's priorities first,", "I'd start by learning the priorities,", "I'd get to know the work first,", "I'd learn the systems first,", "I'd map the priorities first,"}, {"then deliver against them.", "then take on the work.", "then focus on results.", "then act on them.", "then get to work."}},
			{{"Expect clear, regular updates", "You'd get plain, steady updates", "Expect short, regular updates", "You'd get brief, frequent updates", "Expect plain reporting"}, {"and no surprises.", "and early warnings.", "as work moves.", "and risks raised early.", "week by week."}},
			{{"Happy to expand", "Glad to go deeper", "I can say more"}, {"on any point", "on any of this", "on these results"}, {"in an interview.", "when we speak.", "in conversation."}},
			{{"I'd aim to be useful early", "I'd aim to contribute quickly", "I'd expect to settle in fast", "I'd plan to be productive soon"}, {"and stay dependable.", "and stay consistent.", "and stay reliable."}},
			{{"I'd keep the work moving", "I'd keep projects on track", "I'd keep tasks moving", "I'd keep deliverables on track", "I'd keep work on schedule", "I'd keep handovers clean"}, {"and flag risks early.", "and raise blockers fast.", "and surface problems quickly.", "and report slips at once."}},
			{{"Questions welcome", "Happy to say more", "Glad to clarify", "Ask me anything"}, {"at any stage.", "before or after an interview.", "on any of the above.", "by email or in person."}},
		},
		fill:    80,
		joiners: []string{"; ", " — "},
		markers: []string{"", "", "Note:", "Also:", "Briefly:", "In short:", "Plus:", "Next:"},
		signOff: "Regards,",
	},
	"enthusiastic": {
		open: [][]string{
			{"I'm thrilled to apply for {role}{at}!", "I couldn't be more excited to apply for {role}{at}!", "Applying for {role}{at} has me genuinely excited!", "What a great opportunity: {role}{at}!", "I'm so excited to apply for {role}{at}!", "Count me in for {role}{at}!", "I'm delighted to throw my hat in for {role}{at}!"},
			{"I can't wait to tell you about my work.", "Here's what has me so energised.", "I've been looking forward to writing this."},
		},
		posting: [][]string{
			{"Your posting got me excited,", "I loved reading your posting,", "Reading your posting was a thrill,"},
			{"because so much of it matches my work!", "since it reads like my own to-do list!", "because it lines up with what I love doing!"},
		},
		letterAim: [][]string{
			{"I can't wait to", "I'd be delighted to", "I'm eager to"},
			{"share what I've been working on,", "tell you more about my work,", "show you what I can do,"},
			{"so here goes!", "so let's dive in!", "starting right here!"},
		},
		connectors:  []string{"Better still,", "Even better,", "Plus,", "What's more,"},
		metricFrame: []string{"A highlight: {x}!", "Best of all: {x}!", "A proud moment: {x}!"},
		listLead: [][]string{
			{"Highlights I love:", "Wins I'm proud of:", "My favourite wins:", "Big wins so far:"},
		},
		storyRole: [][]string{
			{"Imagine that energy in {role}{at}!", "That's the spark I'd bring to {role}{at}!", "Now I'm applying for {role}{at}!", "I'd bring that same drive to {role}{at}!"},
		},
		requirement: []string{"You're after {req}, and {s}", "{Req} is on your list, and {s}", "You asked for {req}; great news: {s}"},
		reqLead: [][]string{
			{"Your posting asks for {reqs}, and I'm excited to bring them!", "{Reqs} are right in my wheelhouse!", "I was delighted to spot {reqs} in your posting!"},
		},
		bring: [][]string{
			{"I'd bring real energy,", "I'd bring bags of enthusiasm,", "I'd bring fresh energy,"},
			{"curiosity and a love of learning", "drive and a big appetite to learn", "optimism and a can-do spirit"},
			{"to {company}!", "to {role}{at}!", "to the team{at}!"},
		},
		approach: [][][]string{
			{{"I'd hit the ground running,", "I'd jump straight in,", "I'd dive right in,"}, {"learning everything I can", "soaking up all I can", "getting to know everyone"}, {"about how {company} works!", "from the team!", "in my first weeks!"}},
			{{"Then", "After that,", "Before long,"}, {"I'd love to take on", "I'd be thrilled to tackle", "I'd jump at the chance to own"}, {"real challenges!", "the projects that matter most!", "whatever the team needs!"}},
			{{"And", "Along the way,", "Every step of the way,"}, {"I'd share ideas,", "I'd celebrate wins,", "I'd keep learning,"}, {"ask lots of questions and bring the energy!", "and help the team however I can!", "and bring a smile to the work!"}},
			{{"I love", "Nothing excites me more than", "I'm happiest"}, {"learning new things", "solving tricky problems", "working with great people"}, {"and this role has plenty of that!", "and I'd bring that every day!", "and I can't wait to do more of it!"}},
			{{"You'd get", "I'd bring", "Expect"}, {"a teammate who shows up ready", "someone who gives it their all", "bucketloads of enthusiasm"}, {"every single day!", "for every project!", "from day one!"}},
			{{"Honestly,", "Truly,", "Really,"}, {"I'd be so proud", "it would be a dream", "I'd be delighted"}, {"to help {company} grow!", "to join this team!", "to be part of {company}!"}},
			{{"I'd bring", "Expect me to bring", "You'd see me bring"}, {"fresh ideas", "curiosity", "real energy"}, {"to every meeting!", "to every challenge!", "to the whole team!"}},
			{{"I'd also love", "I'd be excited", "I'd jump at the chance"}, {"to help colleagues", "to pitch in on new projects", "to learn from the team"}, {"wherever I can!", "whenever it helps!", "from the very start!"}},
			{{"This is", "It's", "Honestly, it's"}, {"exactly the kind of role", "just the sort of challenge", "precisely the kind of team"}, {"I've been hoping for!", "I love!", "I'd thrive in!"}},
			{{"I'm ready", "I'm raring", "I'm itching"}, {"to get started", "to roll up my sleeves", "to make a difference"}, {"and learn fast!", "with {company}!", "right away!"}},
			{{"I'm a quick learner", "I pick things up fast", "I learn by doing"}, {"and I love a challenge,", "and I thrive on feedback,", "and I'm always curious,"}, {"so bring it on!", "so I'd grow quickly here!", "so I'd be contributing in no time!"}},
		},
		fill:              195,
		joiners:           []string{" — plus, ", " — oh, and "},
		markers:           []string{"", "", "Honestly,", "Seriously,", "Believe me,", "Truly,", "Best of all,", "And yes,"},
		tiePerRequirement: true,
		signOff:           "All the best,",
	},
}
