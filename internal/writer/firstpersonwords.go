package writer

import "strings"

// The word lists the first-person rules read (firstperson.go).

// pastTenseVerbs are the past-tense verbs resume fragments start with.
var pastTenseVerbs = wordSet(`a/b-tested covered stuck resonated left quit resigned stayed ordered stocked restocked booked billed filed went broke asked rolled scaled accelerated accomplished achieved acquired adapted added addressed administered advanced
advised advocated analysed analyzed announced answered applied appointed architected arranged assembled assessed assisted
attained audited authored automated balanced boosted bootstrapped brought budgeted built calculated campaigned captured
catalogued centralised centralized chaired championed changed charted clarified closed coached co-founded co-led
collaborated collected combined commissioned communicated compiled completed composed computed conceived conceptualised
conceptualized conducted configured consolidated constructed consulted contributed controlled converted convinced
coordinated co-wrote created cultivated curated customised customized cut debugged decreased defined delivered demonstrated
deployed designed detected developed devised diagnosed directed discovered doubled drafted drew drove earned edited
educated eliminated enabled encouraged engaged engineered enhanced ensured established estimated evaluated examined
exceeded executed expanded expedited experimented explained explored extended facilitated fixed forecasted forged formed
formulated fostered founded gained gathered generated grew guided halved handled headed helped hired identified
implemented improved incorporated increased influenced initiated innovated inspected installed instituted instructed
integrated interviewed introduced invented investigated joined launched lectured led leveraged lifted lowered maintained
managed mapped marketed maximised maximized measured mentored merged migrated minimised minimized modelled modeled
moderated modernised modernized monitored motivated moved negotiated onboarded opened operated optimised optimized
orchestrated organised organized oversaw overhauled owned partnered performed persuaded piloted pioneered planned
presented prevented prioritised prioritized processed produced programmed promoted proposed prototyped provided
published purchased qualified raised ran rebuilt recommended reconciled recruited redesigned reduced refactored
refined regained registered rehauled released remodelled remodeled renegotiated reorganised reorganized repaired
replaced reported represented researched resolved restored restructured retained revamped reviewed revised revitalised
revitalized rewrote saved scaled scheduled scoped secured selected served set shaped shipped simplified sold solved
sourced spearheaded promoted invited chosen appointed specialised specialized spent spoke sped sponsored standardised standardized started steered
streamlined strengthened structured succeeded supervised supported surpassed sustained systematised systematized taught
tested took tracked trained transformed translated tripled troubleshot turned unified upgraded used validated verified
volunteered won worked wrote passed earned completed finished
studied graduated interned freelanced switched transitioned pivoted returned travelled traveled competed
played lived practised practiced majored minored
loved enjoyed saw read noticed heard met watched followed listened caught found came visited attended liked
admired spotted learned learnt kept held made gave sent bought paid hit reset`)

// descriptiveParticiples look like past-tense verbs but open a description of the writer
// ("Experienced product manager", "Based in Berlin"): they become "I am …".
var descriptiveParticiples = wordSet(`accomplished accredited certified committed dedicated detail-oriented devoted
data-driven driven experienced focused highly-skilled interested licensed motivated organised organized passionate
qualified results-driven results-oriented seasoned self-motivated skilled talented trained based bilingual fluent
proficient versed well-versed registered chartered accredited board-certified`)

// roleNouns end a noun phrase that names the writer ("Product designer with 6 years in fintech").
var roleNouns = wordSet(`dealer dealers farrier farriers conductor conductors patroller patrollers chaplain chaplains chairman chairwoman chairperson laborer laborers labourer labourers proctor proctors cutter cutters realtor realtors landscaper landscapers foreman foremen forewoman purser pursers groundskeeper groundskeepers interventionist interventionists appraiser appraisers interpreter interpreters firefighter firefighters archivist archivists grower growers surveyor surveyors applicator applicators telecommunicator telecommunicators audiologist audiologists locksmith locksmiths groomer groomers scribe scribes admin admins brewer brewers captioner captioners installer esthetician aesthetician phlebotomist interpreter drafter draftsman draftsperson preparer treasurer secretary captain co-captain csr csrs accountant administrator advisor adviser analyst architect artist assistant associate attorney
author builder buyer cfo chef clinician coach consultant contractor coordinator copywriter counsellor counselor cto ceo
coo designer developer director economist editor educator electrician engineer entrepreneur executive founder co-founder
freelancer generalist graduate head illustrator instructor intern journalist lawyer lead lecturer librarian manager
marketer mechanic mentor nurse officer operator owner paralegal pharmacist photographer physician physicist pilot
planner producer professional programmer psychologist recruiter representative researcher scientist specialist
strategist student supervisor surgeon teacher technician technologist therapist trainer veteran writer
tutor volunteer apprentice journeyman electrician plumber carpenter welder barista cashier clerk agent cook dentist doctor caregiver carer secretary receptionist translator
interpreter musician actor driver waiter server bookkeeper auditor broker chemist biologist statistician
contributor maintainer partner principal sre pm qa tech associates rdh rn lpn cna emt cpa lcsw lmsw lpc msw cvt rvt lvt ea eit physio physiotherapist
master practitioner expert leader member speaker organiser organizer
cpa rn lpn cna emt np cfa pe grad exec
fellow rmn rgn hca rep reps machinist fabricator assembler inspector sergeant soldier marine sailor airman superintendent foreman estimator scheduler adjuster pathologist audiologist dietitian nutritionist optometrist radiographer sonographer phlebotomist aide nanny paraprofessional reporter correspondent columnist purser teller banker underwriter paramedic emt medic firefighter dispatcher lifeguard concierge valet bellhop housekeeper porter host hostess bartender doorman attendant hygienist counsellor
picker packer loader unloader processor originator closer stocker selector sorter handler courier caretaker groundskeeper custodian janitor cleaner
optician actuary keeper zookeeper chair sommelier ranger zookeeper surveyor paralegal interpreter translator dishwasher busser barista`)

// determiners already give a noun phrase its article.
var determiners = wordSet(`a an the my our your his her their its this that these those each every all some any no
several many multiple both more most over about up into with for to from on in by across through under within around
one two three four five six seven eight nine ten another other such what how`)

// numberWords are numbers written out; a sentence that starts with one starts with a number.
var numberWords = wordSet(`one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred hundreds thousand
thousands million millions dozen dozens half`)

// clauseAfterObject marks an object that is specified by what follows ("the onboarding
// redesign that lifted activation", "the redesign of onboarding"): there the definite article
// is what grammar needs, whether the noun is countable or not.
var clauseAfterObject = wordSet(`that which who whose of`)

func wordSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(s) {
		out[w] = true
	}
	return out
}

// objectFollows reports a verb's object after a word that may also describe the writer:
// "trained ~40 teachers" did something; "trained in CBT" is who the writer is.
func objectFollows(rest string) bool {
	first, _, _ := strings.Cut(strings.ToLower(rest), " ")
	return startsWithNumber(rest) || verbObjectLeads[first]
}

// verbObjectLeads open a verb's object: "trained a new cohort", "trained over 40 teachers".
var verbObjectLeads = wordSet(`a an the my our every all some several many each about over nearly almost`)

// verbLedClauses reports clauses that each open with a verb in the present tense: "collect
// data in centralreach".
func verbLedClauses(clauses []string) bool {
	for _, c := range clauses {
		first, rest, _ := strings.Cut(c, " ")
		if second, _, _ := strings.Cut(rest, " "); !presentVerbs[strings.ToLower(first)] || measureNouns[strings.ToLower(second)] {
			return false // "answer time 95% under 10 sec" is a measure, not a thing done
		}
	}
	return true
}

// lastWord is the last word of s, without the punctuation after it.
func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return strings.Trim(f[len(f)-1], ",;:")
}

// measureNouns after a verb make a measure of it: "answer time", "response rate".
var measureNouns = wordSet(`time times rate rates speed score`)
