package writer

// Professions a role title names outright. They come before the broad fields of
// fieldtable.go: a speech-language pathologist, an optician or a court interpreter has
// words of their own for the work, and in the general field their letters shared the same
// closing sentences with everyone else's (ADR 0075).

import (
	"regexp"
	"slices"
)

// fieldEntry is a field and the words that name it in a title, a posting or the notes.
type fieldEntry struct {
	words *regexp.Regexp
	field fieldWords
}

// fieldOrder is the order fields are tried in: the named professions, the known fields,
// then project management, whose title words ("Project Manager") are the last resort
// after construction, IT and the other fields that run projects.
var fieldOrder = slices.Concat(professionFields, knownFields, []fieldEntry{
	{regexp.MustCompile(`\b(project manag\w*|project coordinat\w*|pmp|project delivery)\b`), fieldWords{
		learn: []string{"the projects, their owners and where they stand", "how projects are scoped, tracked and closed here", "the stakeholders, the tools and the reporting rhythm"},
		team:  []string{"the project teams and their sponsors", "the stakeholders across the business", "the team leads and sponsors"},
		serve: []string{"the sponsors who need projects landed", "the teams who depend on each project", "everyone waiting on the outcome"},
		value: []string{"projects delivered on scope, on time and on budget", "clear plans and honest status", "risks raised early and handled"},
		craft: []string{"each project", "the plan", "the project schedule"},
	}},
})

var professionFields = []fieldEntry{
	// Sterile processing: trays, loads and sterilizers, before the operating room's words
	// (a technician who builds the trays does not work the back table).
	{regexp.MustCompile(`\b(sterile processing|central sterile|sterile supply|decontamination technicians?|crcst|cbspd)\b`), fieldWords{
		learn: []string{"the department's trays, count sheets and sterilizers", "how the department tracks its loads, trays and instrument sets", "the surgeons' instrument sets and the day's case schedule"},
		team:  []string{"the other technicians on each shift", "the sterile processing team and the operating rooms", "the surgical teams who open our trays"},
		serve: []string{"the patients on each day's surgical schedule", "the surgical teams who count on complete trays", "every patient whose surgery depends on clean instruments"},
		value: []string{"complete, correct trays on time", "loads that pass every indicator", "instruments clean, whole and ready"},
		craft: []string{"the department", "the assembly area", "each tray"},
	}},
	// Water and wastewater treatment: a plant, its process and its permit, not a city's policy.
	{regexp.MustCompile(`\b(wastewater|water treatment|treatment plant|water reclamation|water resource recovery|activated sludge|plant operators?|water operators?)\b`), fieldWords{
		learn: []string{"the plant, its processes and its permit limits", "how the plant runs its shifts, sampling and process control", "the equipment, the control system and the plant's history"},
		team:  []string{"the operators on each shift", "the plant's operators, lab staff and mechanics", "the operations team"},
		serve: []string{"the residents who rely on the plant", "the river downstream and the people who use it", "the community the plant serves"},
		value: []string{"clean effluent and a permit kept", "steady process control and careful records", "a plant run safely on every shift"},
		craft: []string{"the plant", "each shift", "the process"},
	}},
	// A casino's table games: the pit and its players, not a game studio's.
	{regexp.MustCompile(`\b(table games|casinos?|croupiers?|pit (?:boss|bosses|supervisors?|managers?)|blackjack|craps|roulette|baccarat|gaming license)\b`), fieldWords{
		learn: []string{"the pit, its games and its procedures", "how the floor rates players and handles comps", "the games, the tables and the house's policies"},
		team:  []string{"the dealers and the pit team", "the dealers, surveillance and the shift manager", "the table games team"},
		serve: []string{"the guests at every table", "players who come back to the floor", "the guests on the floor"},
		value: []string{"games dealt fairly and accurately", "fair games and well-handled disputes", "a floor that runs smoothly and by the rules"},
		craft: []string{"the pit", "each table", "the floor"},
	}},
	// Chaplaincy and spiritual care: patients and families, before hospice's nursing words.
	{regexp.MustCompile(`\b(chaplains?|chaplaincy|spiritual care|pastoral care|clinical pastoral|bereavement)\b`), fieldWords{
		learn: []string{"the patients, the families and the care team's rhythm", "how the team shares care across home and facility visits", "the families on the caseload and what each one needs"},
		team:  []string{"the nurses, social workers and aides", "the interdisciplinary team", "the care team"},
		serve: []string{"the patients and families in our care", "families at the end of a life", "each patient and the people who love them"},
		value: []string{"presence that patients and families can rely on", "care that meets each family where they are", "steady, unhurried presence"},
		craft: []string{"the caseload", "each visit", "the team's care"},
	}},
	// A railroad's operations: crews, trains and rules, not a general office's.
	{regexp.MustCompile(`\b(railroads?|railways?|rail (?:operations|yards?|crews?)|trainmasters?|yardmasters?|train (?:and engine|crews?|conductors?)|locomotive engineers?)\b`), fieldWords{
		learn: []string{"the territory, its yards and its crews", "how the division plans its crews and trains", "the terminal's operating plan and its people"},
		team:  []string{"the train and engine crews", "the yardmasters, dispatchers and crews", "the crews on each shift"},
		serve: []string{"the shippers whose freight rides on every train", "the crews who go home safe every shift", "the customers waiting on each car"},
		value: []string{"trains run safely and on time", "crews that go home safe", "clean rules compliance and steady service"},
		craft: []string{"the terminal", "each shift", "the operation"},
	}},
	// Funeral service: families and services, not a building trade's clients on a job.
	{regexp.MustCompile(`\b(funeral\w*|mortuary|morticians?|embalm\w*|undertak\w*|crematory|cremation)\b`), fieldWords{
		learn: []string{"the home's families, its services and its procedures", "how the home arranges, prepares and directs each service", "the staff, the families they serve and the home's traditions"},
		team:  []string{"the funeral directors and staff", "the directors and the preparation room staff", "the funeral home's staff"},
		serve: []string{"the families in their hardest days", "each family who trusts the home", "the families we serve"},
		value: []string{"services that honour each life", "calm, careful care of the deceased and their families", "dignity in every detail"},
		craft: []string{"each service", "the preparation room", "the arrangements"},
	}},
	// Orthotics and prosthetics: devices and the patients who wear them, not a building site.
	{regexp.MustCompile(`\b(orthotic\w*|prosthet\w*|orthotists?|o&p|limb (?:&|and) brace)\b`), fieldWords{
		learn: []string{"the lab's devices, materials and methods", "how the lab takes each device from cast to fitting", "the clinicians' prescriptions and the lab's standards"},
		team:  []string{"the orthotists and prosthetists", "the clinicians and the other technicians", "the lab team"},
		serve: []string{"the patients who wear each device", "patients waiting on a device that fits", "each patient getting back on their feet"},
		value: []string{"devices that fit right the first time", "careful work with few remakes", "devices built to the prescription"},
		craft: []string{"the lab", "each device", "the fabrication bench"},
	}},
	// Piano care: instruments, halls and the musicians who play them.
	{regexp.MustCompile(`\b(piano (?:technicians?|techs?|tuners?|tuning)|pianos|piano technicians guild)\b`), fieldWords{
		learn: []string{"the instruments, their schedule and how the halls are used", "the pianos in each hall and studio and their history", "how the school books tunings around rehearsals and concerts"},
		team:  []string{"the faculty and the concert staff", "the performers and the stage crew", "the faculty, students and stage managers"},
		serve: []string{"the students who practise on the pianos each day", "the performers on each stage", "the musicians who play the instruments"},
		value: []string{"pianos that hold their tune", "instruments ready for every performance", "careful regulation and voicing"},
		craft: []string{"the pianos", "each instrument", "the collection"},
	}},
	// Farriery: horses' feet and the vets who treat them, not a small animal clinic's front desk.
	{regexp.MustCompile(`\b(farriers?|farriery|horseshoe\w*|hoof care|therapeutic shoeing)\b`), fieldWords{
		learn: []string{"the horses on the schedule and the clinicians' cases", "how the clinic books its cases and works up each lameness", "the herd, the cases and what the clinicians need"},
		team:  []string{"the clinicians and the large animal staff", "the veterinarians and residents", "the clinic's technicians and vets"},
		serve: []string{"the horses in our care and their owners", "each horse and the people who ride it", "the owners who trust us with their horses"},
		value: []string{"sound horses and balanced feet", "shoeing that keeps horses sound", "careful work the vets can rely on"},
		craft: []string{"the shoeing", "each horse", "the forge"},
	}},
	// An auction house's specialists: lots, sales and consignors.
	{regexp.MustCompile(`\b(auction\w*|auctioneers?|consignments?|consignors?|decorative arts)\b`), fieldWords{
		learn: []string{"the department's sales calendar and its consignors", "how the house catalogues, values and sells each lot", "the upcoming sales and the property coming in"},
		team:  []string{"the specialists and the cataloguing team", "the department's specialists", "the specialists, photographers and client services team"},
		serve: []string{"the consignors and buyers who trust the house", "collectors bidding in each sale", "the clients who consign with the house"},
		value: []string{"catalogue entries that are accurate and well researched", "honest condition reports", "sales that find the right buyers"},
		craft: []string{"each sale", "the catalogue", "the department"},
	}},
	// An airport's ground staff: turns, gates and passengers, not a warehouse's orders.
	{regexp.MustCompile(`\b(station (?:operations|managers?|agents?)|gate agents?|ramp (?:agents?|supervisors?|leads?)|ground operations|airport operations|customer service agents? \(airport\)|baggage)\b`), fieldWords{
		learn: []string{"the station's schedule, its turns and its people", "how the station plans each turn and handles disruptions", "the gates, the ramp and the handoffs between them"},
		team:  []string{"the gate and ramp teams", "the agents and leads on each shift", "the crews, ramp and gate agents"},
		serve: []string{"the passengers on every flight", "travellers on a delayed day", "every passenger at the gate"},
		value: []string{"on-time turns done safely", "calm, clear handling of disruptions", "departures that leave on time"},
		craft: []string{"the operation", "each turn", "the station"},
	}},
	// Audio and podcast production: episodes and shows, not a hotel's guests.
	{regexp.MustCompile(`\b(podcasts?|audio producers?|radio producers?|producers? \((?:audio|podcast|radio)\)|sound engineers?|audio engineers?|broadcast\w*)\b`), fieldWords{
		learn: []string{"the shows, their audiences and the production calendar", "how the team develops, records and ships each episode", "the formats, the hosts and what each show needs"},
		team:  []string{"the hosts and producers", "the editors, hosts and showrunners", "the production team"},
		serve: []string{"the listeners who come back every week", "the audience of each show", "the hosts and guests in the studio"},
		value: []string{"episodes that are clean, clear and on time", "stories listeners finish", "a steady release schedule"},
		craft: []string{"the production workflow", "the shows", "the production calendar"},
	}},
	// Research animal care: the vivarium's animals and protocols, not a chemist's bench.
	{regexp.MustCompile(`\b(laboratory animal|lab animal|animal technicians?|animal care technicians?|vivarium|alat|latg|aalas)\b`), fieldWords{
		learn: []string{"the facility's procedures, its housing rooms and the protocols in place", "how the vivarium runs its husbandry and health checks", "the species, the studies and the investigators' needs"},
		team:  []string{"the veterinary staff and the other technicians", "the investigators and their lab staff", "the animal care team"},
		serve: []string{"the animals in our care", "the researchers who depend on healthy animals", "the studies that depend on careful care"},
		value: []string{"careful husbandry and clean records", "humane, consistent care", "healthy animals and complete logs"},
		craft: []string{"the housing rooms", "the daily checks", "the facility"},
	}},
	// Food safety audits and inspections, before accounting's "audit".
	{regexp.MustCompile(`\b(food safety|haccp|sanitation (?:managers?|supervisors?|leads?)|food quality)\b`), fieldWords{
		learn: []string{"the audit standards, the region and the clients on the schedule", "how audits are planned, run and reported here", "the checklists, the code and what each client expects"},
		team:  []string{"the other auditors and the regional lead", "the client success team", "the audit team"},
		serve: []string{"the kitchens and plants I'd audit", "the managers who act on each report", "the diners who never see the kitchen"},
		value: []string{"fair, thorough audits and clear reports", "findings managers can act on", "kitchens that are safer after each visit"},
		craft: []string{"each audit", "the reports", "the audit schedule"},
	}},
	{regexp.MustCompile(`\b(benefits (?:consultants?|specialists?|administrators?|brokers?|advisors?|account managers?)|employee benefits|group benefits|open enrollment)\b`), fieldWords{
		learn: []string{"the book of clients, the carriers and the renewal calendar", "how the team quotes, renews and services each group", "the plans, the carriers and what each client needs"},
		team:  []string{"the account managers and the service team", "the carriers and the brokers on the team", "the benefits team"},
		serve: []string{"the employers who trust us with their plans", "the employees who rely on their coverage", "each client at renewal"},
		value: []string{"renewals clients stay for", "plans employees understand", "clear, accurate enrollment"},
		craft: []string{"the renewals", "each client's plans", "the book"},
	}},
	{regexp.MustCompile(`\b(solutions? (?:engineers?|consultants?|architects?)|sales engineers?|pre-?sales|technical account managers?)\b`), fieldWords{
		learn: []string{"the product, the integrations and the deals in flight", "how the team runs discovery, demos and proofs of concept", "the product, its integrations and the questions prospects ask"},
		team:  []string{"the account executives", "the account executives and product team", "sales and engineering"},
		serve: []string{"the prospects evaluating the product", "the customers who build on the product", "the developers on the other side of each demo"},
		value: []string{"demos that answer the real question", "proofs of concept that close deals", "clear, honest technical answers"},
		craft: []string{"each demo", "the deals", "the proofs of concept"},
	}},
	// Special educational needs coordination in a school.
	{regexp.MustCompile(`\b(sencos?|sendcos?|special educational needs|inclusion (?:leads?|managers?|coordinators?))\b`), fieldWords{
		learn: []string{"the needs register, the provision map and the children on it", "how the school plans, reviews and records its provision", "the children, their plans and the agencies involved"},
		team:  []string{"the class teachers and teaching assistants", "the parents, staff and outside agencies", "the senior leadership team"},
		serve: []string{"every child with additional needs", "the children and their families", "the pupils who need the most support"},
		value: []string{"provision that meets each child's needs", "plans families understand and trust", "reviews done well and on time"},
		craft: []string{"the provision", "the register", "each plan"},
	}},
	{regexp.MustCompile(`\b(fp&a|financial planning|financial analysts?|finance business partners?|budget analysts?)\b`), fieldWords{
		learn: []string{"the budget calendar, the models and the business drivers", "how the company plans, forecasts and reports", "the models, their assumptions and who relies on them"},
		team:  []string{"the finance leaders and department heads", "the operators whose budgets I'd model", "the accounting and operations teams"},
		serve: []string{"the leaders who decide from the forecast", "the budget owners across the company", "the people who act on the numbers"},
		value: []string{"forecasts leaders trust", "budgets tied to real drivers", "variance explained, not just reported"},
		craft: []string{"the forecast", "the budget", "the models"},
	}},
	// Case management in human services.
	{regexp.MustCompile(`\b(case managers?|case management|caseworkers?|social workers?|care coordinators?|community support workers?|peer support)\b`), fieldWords{
		learn: []string{"the caseload, the community resources and the documentation rules", "how the team coordinates housing, benefits and care", "the clients, their plans and the partners we refer to"},
		team:  []string{"the clinicians and the outreach team", "the other case managers and the supervisors", "the care team"},
		serve: []string{"the clients on my caseload", "each client and their family", "the people we help stay housed and in care"},
		value: []string{"clients connected to care and followed up", "timely, accurate notes", "plans clients help write"},
		craft: []string{"the caseload", "the case notes", "the referrals"},
	}},
	// Machining: programs and parts, before quality's inspections.
	{regexp.MustCompile(`\b(cnc (?:programmers?|machinists?|operators?|setup\w*)|machinists?|machining|cam programmers?|tool and die|toolmakers?)\b`), fieldWords{
		learn: []string{"the machines, the programs and the job schedule", "how the shop quotes, programs and runs its jobs", "the fixtures, the tooling and the parts in the queue"},
		team:  []string{"the machinists and programmers", "the operators on each shift", "quality and production"},
		serve: []string{"the customers who rely on every part", "the operators who run each program", "the assemblers downstream"},
		value: []string{"programs that run right the first time", "parts that meet the print", "shorter cycles without scrap"},
		craft: []string{"the programs", "each job", "the machines"},
	}},
	// A museum's registrar and collections staff: loans here are objects lent, not money.
	{regexp.MustCompile(`\b(museums?|curators?|curatorial|collections (?:manag\w*|assistants?|specialists?|care)|exhibitions?|art handl\w*|historical societ\w*|registrars? \(collections\))\b`), fieldWords{
		learn: []string{"the collection, its records and the loans in progress", "how the museum documents, moves and cares for its objects", "the collections system, the storage and the exhibition calendar"},
		team:  []string{"the curators and the collections team", "the registrars, preparators and curators", "the exhibitions and conservation staff"},
		serve: []string{"the objects in our care and the people who come to see them", "the visitors and researchers who use the collection", "the lenders and borrowers who trust us with their objects"},
		value: []string{"objects that travel and return safely", "records anyone can rely on", "careful handling and complete documentation"},
		craft: []string{"the collection", "each loan", "the records"},
	}},
	// A dental lab makes what the dentist fits: its people see cases, not patients in a chair.
	{regexp.MustCompile(`\b(dental lab\w*|dental technicians?|crown and bridge|ceramists?|denturists?)\b`), fieldWords{
		learn: []string{"the lab's workflow and each doctor's preferences", "how cases come in, are designed and are finished here", "the scanners, the mills and the case schedule"},
		team:  []string{"the other technicians and the case coordinators", "the design and finishing teams", "the lab team"},
		serve: []string{"the dentists who send us their cases", "the patients who will wear our work", "the practices that count on our turnaround"},
		value: []string{"restorations that fit the first time", "cases out the door on time", "careful, consistent work on every unit"},
		craft: []string{"each case", "the cases", "the lab"},
	}},
	// Governance, risk and compliance in security: controls and audits, not dashboards.
	{regexp.MustCompile(`\b(grc|governance,? risk|it audit\w*|security compliance|it compliance|soc 2 (?:analysts?|managers?)|compliance analysts? \(security\))\b`), fieldWords{
		learn: []string{"the control library, the audit calendar and the policies", "how the team runs audits, assessments and evidence requests", "the vendors, the risks and who owns each control"},
		team:  []string{"the security and engineering teams", "the control owners across the company", "the auditors and the security team"},
		serve: []string{"the customers who ask us for assurance", "the teams who need audits to go smoothly", "the customers and regulators who rely on our controls"},
		value: []string{"controls that work and evidence that holds up", "audits without surprises", "clear, practical policies people follow"},
		craft: []string{"the control library", "each audit", "the compliance program"},
	}},
	// A grocer's departments: the counter and the case, not a restaurant's kitchen.
	{regexp.MustCompile(`\b(meat (?:cutters?|department|managers?|clerks?)|butchers?|butcher(?:y|ing)|deli (?:managers?|clerks?)|grocery|grocers?|produce (?:managers?|clerks?)|seafood (?:counter|department))\b`), fieldWords{
		learn: []string{"the department, its orders and its regulars' habits", "how product is ordered, cut and rotated here", "the case, the cooler and the ordering calendar"},
		team:  []string{"the cutters and clerks", "the store manager and the other department leads", "the department team"},
		serve: []string{"the shoppers at the counter", "the customers who ask for a custom cut", "every shopper who trusts what is in the case"},
		value: []string{"a full, clean, well-rotated case", "safe, fresh product and low shrink", "cuts done right and orders on time"},
		craft: []string{"the case", "the department", "the cutting room"},
	}},
	// A building's own maintenance staff: work orders and systems, not a contractor's job sites.
	{regexp.MustCompile(`\b(facilities|facility (?:maintenance|technicians?|managers?|engineers?)|building (?:engineers?|maintenance|operators?|technicians?)|stationary engineers?)\b`), fieldWords{
		learn: []string{"the buildings, their systems and the work order queue", "how the department plans preventive maintenance and answers calls", "the equipment, the drawings and the life safety schedule"},
		team:  []string{"the facilities team", "the other technicians and the supervisors", "the engineers and trades on the team"},
		serve: []string{"the people who work in and visit the buildings", "the departments that call us", "everyone who needs the building to just work"},
		value: []string{"systems that run and work orders closed", "safe, well-kept buildings", "preventive work done before anything breaks"},
		craft: []string{"the buildings", "the work orders", "the building systems"},
	}},
	// A school's leaders, before its teachers; "Principal" alone is also an engineer's rank.
	{regexp.MustCompile(`\b(assistant principals?|vice principals?|deans? of students|school administrators?|head of school|headteachers?|school principals?|instructional leaders?)\b`), fieldWords{
		learn: []string{"the school's routines, its data and its people", "how the school handles discipline, attendance and coaching", "the staff, the students and the master schedule"},
		team:  []string{"the principal and the leadership team", "the teachers and staff", "the counselors, teachers and families"},
		serve: []string{"every student in the building", "the students and their families", "the teachers I'd support and the students they teach"},
		value: []string{"a calm, safe school where teaching comes first", "fair, consistent discipline", "coaching that makes teaching better"},
		craft: []string{"the building", "the school day", "the master schedule"},
	}},
	// Contracts: the deals' paper, between legal and the business.
	{regexp.MustCompile(`\b(contracts? (?:manag\w*|administrat\w*|specialists?|negotiat\w*|counsel)|legal operations|legal ops|commercial contracts)\b`), fieldWords{
		learn: []string{"the templates, the playbooks and the approval paths", "how deals move from redline to signature here", "the lifecycle tool and who owns each agreement"},
		team:  []string{"sales, finance and legal", "the deal teams I'd support", "the legal team and the business owners"},
		serve: []string{"the sales team waiting on signatures", "the customers and vendors on the other side of the table", "the business that needs deals closed cleanly"},
		value: []string{"clean contracts signed on time", "playbooks people actually use", "risk flagged early and deals kept moving"},
		craft: []string{"the contracts", "each agreement", "the contract queue"},
	}},
	{regexp.MustCompile(`\b(speech[- ]language|speech (?:therap\w*|patholog\w*)|slps?|slpas?|ccc-slp)\b`), fieldWords{
		learn: []string{"the caseload, the goals and how therapy is scheduled here", "how the team evaluates, plans and documents therapy", "each client's goals and the routines of the sessions"},
		team:  []string{"the therapy team", "the teachers, therapists and families I work alongside", "the other clinicians"},
		serve: []string{"each client and family", "the people on my caseload", "the clients who are finding their words"},
		value: []string{"therapy that carries over into daily life", "careful, honest progress notes", "sessions that are purposeful and fun"},
		craft: []string{"each session", "the caseload", "the therapy plans"},
	}},
	{regexp.MustCompile(`\b(audiolog\w*|hearing (?:aids?|instruments?|care|health))\b`), fieldWords{
		learn: []string{"how the clinic tests, fits and follows up with its patients", "the equipment, the schedule and the patients who come back", "each patient's history and the clinic's protocols"},
		team:  []string{"the audiology team", "the clinic's staff", "the providers and the front desk"},
		serve: []string{"every patient who walks in with a hearing concern", "the patients and the people who come with them", "patients of every age"},
		value: []string{"careful testing and fittings that feel right", "patients who leave understanding their results", "follow-up that keeps patients wearing their devices"},
		craft: []string{"the clinic", "each fitting", "the testing booth"},
	}},
	{regexp.MustCompile(`\b(opticians?|optometr\w*|ophthalm\w*|eyewear|eye care|optical)\b`), fieldWords{
		learn: []string{"the frame board, the lab and how orders are tracked", "how the practice handles fittings, orders and adjustments", "the optical's routines and the doctors' preferences"},
		team:  []string{"the optometrists and the front desk", "the optical team", "the doctors and opticians"},
		serve: []string{"every patient choosing frames", "patients picking up their glasses", "the patients who come back for adjustments"},
		value: []string{"lenses made right and frames that fit", "fittings patients are happy with", "orders that come back right the first time"},
		craft: []string{"the optical", "each order", "the dispensary"},
	}},
	{regexp.MustCompile(`\b(surgical tech\w*|scrub tech\w*|cst|operating rooms?|perioperative|or tech\w*|sterile processing)\b`), fieldWords{
		learn: []string{"the surgeons' preference cards and the department's routines", "how the department runs its rooms, trays and turnovers", "the instruments, the case mix and each surgeon's way of working"},
		team:  []string{"the surgeons and circulating nurses", "the surgical team", "the surgical team and sterile processing"},
		serve: []string{"each patient who trusts the team in the room", "the patients in our care", "the patients on each day's list"},
		value: []string{"a sterile field that never breaks", "rooms set up right and turned over fast", "counts that are right every time"},
		craft: []string{"the day's cases", "each case", "the back table"},
	}},
	{regexp.MustCompile(`\b(radiolog\w*|rad techs?|ct tech\w*|mri|x-ray|imaging|mammograph\w*|sonograph\w*|ultrasound|arrt)\b`), fieldWords{
		learn: []string{"the scanners, the protocols and how the department schedules", "how the department protocols, scans and reads its studies", "each scanner and the radiologists' preferences"},
		team:  []string{"the radiologists and technologists", "the imaging team", "the nurses and physicians who order studies"},
		serve: []string{"each patient who comes in for a scan", "patients who are nervous about their scan", "the physicians waiting on clear images"},
		value: []string{"clear images at the lowest dose", "safe, well-explained scans", "studies done right the first time"},
		craft: []string{"the department", "each scan", "the protocols"},
	}},
	// Therapists of the mind, not a school's counsellor nor a physical therapist.
	{regexp.MustCompile(`\b(lpcs?|lcsws?|lmhcs?|lmfts?|psychotherap\w*|mental health (?:therapists?|counsel\w*|clinicians?)|outpatient therapists?|behavioral health (?:therapists?|clinicians?|counsel\w*)|licensed professional counsel\w*|clinical social workers?)\b`), fieldWords{
		learn: []string{"the clinic's intake, documentation and supervision routines", "how the team assesses, plans and reviews care", "the caseload and the approaches the team uses"},
		team:  []string{"the clinical team", "the clinicians and the intake staff", "the care team"},
		serve: []string{"the clients who trust me with hard things", "each client", "clients and the people who support them"},
		value: []string{"a safe, steady place to do the work", "care that is warm, honest and evidence-based", "notes that are timely and clear"},
		craft: []string{"the caseload", "each session", "the treatment plans"},
	}},
	// Language interpreters; a park's "interpretation" is its ranger programs, below.
	{regexp.MustCompile(`\b((?:court|medical|staff|certified|conference|legal|healthcare|spanish|community|sign language) interpreters?|interpreting|translators?|translation|locali[sz]ation)\b`), fieldWords{
		learn: []string{"the assignments, the glossaries and how work is scheduled", "how the office assigns, prepares and reviews each job", "the terminology and the settings I'd interpret in"},
		team:  []string{"the other interpreters", "the coordinators who schedule assignments", "the interpreting team"},
		serve: []string{"the people who depend on being understood", "everyone on both sides of the conversation", "the clients who rely on every word"},
		value: []string{"faithful, complete interpretation", "accuracy and impartiality", "every word carried over as it was meant"},
		craft: []string{"each assignment", "the glossaries", "the assignments"},
	}},
	{regexp.MustCompile(`\b(park rangers?|rangers?|naturalists?|interpretive|national parks?|state parks?|visitor cent(?:er|re)s?)\b`), fieldWords{
		learn: []string{"the park, its trails and its visitors' questions", "how the park plans its programs and patrols", "the park's history, its rules and its seasons"},
		team:  []string{"the rangers and the visitor center staff", "the interpretive and maintenance staff", "the volunteers and the park staff"},
		serve: []string{"every visitor who comes through the gate", "the visitors and the land alike", "the families and school groups who visit"},
		value: []string{"programs visitors remember", "safe, well-informed visitors", "a park cared for and understood"},
		craft: []string{"the programs", "the trails", "each program"},
	}},
	{regexp.MustCompile(`\b(apprais\w*)\b`), fieldWords{
		learn: []string{"the market areas, the review process and the clients' guidelines", "how each order is scheduled, inspected and reviewed here", "the office's software and its review standards"},
		team:  []string{"the review appraisers", "the office and the other appraisers", "the clients' coordinators"},
		serve: []string{"the lenders and homeowners who rely on each report", "every client ordering a report", "buyers, sellers and lenders alike"},
		value: []string{"credible, well-supported reports", "reports delivered on time and defensible", "independence and careful support for every value"},
		craft: []string{"each report", "the orders", "the reports"},
	}},
	{regexp.MustCompile(`\b(claims adjust\w*|adjusters?|claims (?:examiners?|representatives?|specialists?)|field adjust\w*)\b`), fieldWords{
		learn: []string{"the claim guidelines, the systems and the authority levels", "how claims move from first notice to payment", "the carrier's guidelines and the vendors it uses"},
		team:  []string{"the claims team and the supervisors", "the adjusters and examiners", "the underwriters, vendors and the claims team"},
		serve: []string{"the policyholders on the worst day of their year", "each policyholder with a claim", "the people waiting on a fair answer"},
		value: []string{"fair, well-documented settlements", "claims closed accurately and on time", "clear answers policyholders can follow"},
		craft: []string{"each claim", "the files", "the claim files"},
	}},
	{regexp.MustCompile(`\b(buyers?|purchasing|procurement|strategic sourcing|sourcing|category manag\w*|indirect spend)\b`), fieldWords{
		learn: []string{"the spend, the suppliers and the approval process", "how the team sources, negotiates and places its orders", "the categories, the contracts and who owns them"},
		team:  []string{"the buyers and category managers", "the finance and operations teams", "the stakeholders who own each budget"},
		serve: []string{"the teams that need what we buy", "the business and its budgets", "the people waiting on each order"},
		value: []string{"contracts that save money without cutting corners", "suppliers who deliver on time", "clean, well-documented purchasing"},
		craft: []string{"the spend", "each category", "the supplier base"},
	}},
	{regexp.MustCompile(`\b(payroll)\b`), fieldWords{
		learn: []string{"the pay calendar, the systems and the approval steps", "how time, pay and deductions flow through each run", "the payroll system, the tax setup and who to ask"},
		team:  []string{"the people and finance teams", "the payroll and benefits team", "the managers who approve time"},
		serve: []string{"every employee who expects to be paid right", "the employees we pay", "each employee with a question about their pay"},
		value: []string{"accurate, on-time payroll", "pay right the first time", "filings done correctly and on time"},
		craft: []string{"each payroll run", "the pay calendar", "the payroll"},
	}},
	{regexp.MustCompile(`\b(accounts payable|accounts receivable|(?:ap|ar) (?:clerks?|specialists?|analysts?)|invoice processing)\b`), fieldWords{
		learn: []string{"the approval workflow, the vendors and the close calendar", "how invoices move from receipt to approval to payment", "the controls and the month-end routine"},
		team:  []string{"the accounting team", "the controller and the accounting team", "the buyers and budget owners"},
		serve: []string{"the vendors who expect to be paid on time", "the business and its suppliers", "the budget owners who need clean numbers"},
		value: []string{"clean, on-time payments", "a tidy ledger at every close", "payments right the first time"},
		craft: []string{"the invoices", "the payables", "each close"},
	}},
	{regexp.MustCompile(`\b(front of house|foh|dining rooms?|floor managers?)\b`), fieldWords{
		learn: []string{"the floor, the menu and the service standards", "how the dining room runs on a busy night", "the team, the reservations and the regulars"},
		team:  []string{"the servers, hosts and bartenders", "the kitchen and the floor team", "the front-of-house team"},
		serve: []string{"every guest who walks in", "the regulars and first-time guests", "the guests at every table"},
		value: []string{"warm, well-paced service", "a dining room that runs smoothly", "guests who come back"},
		craft: []string{"the floor", "each service", "the dining room"},
	}},
	{regexp.MustCompile(`\b(environmental (?:scientists?|specialists?|consultants?|engineers?|technicians?|compliance|planners?|analysts?)|ecolog\w*|wetlands?|remediation|stormwater|hydrogeolog\w*)\b`), fieldWords{
		learn: []string{"the sites, the permits and the reporting calendar", "how the team plans, samples and reports on each site", "the projects, the regulations and the clients' needs"},
		team:  []string{"the field and project teams", "the scientists and engineers", "the project managers and technicians"},
		serve: []string{"the clients and the communities near each site", "the land and water the work protects", "the regulators and clients who rely on the data"},
		value: []string{"defensible data and clear reports", "careful field work done safely", "reports that stand up to review"},
		craft: []string{"the field work", "each site", "the reports"},
	}},
	// An agile coach before a sports coach.
	{regexp.MustCompile(`\b(agile|scrum|kanban|release trains?)\b`), fieldWords{
		learn: []string{"how the teams plan, deliver and improve today", "the teams, their ceremonies and where work gets stuck", "the delivery rhythm and the people in it"},
		team:  []string{"the teams and their product owners", "the engineering and product leaders", "the scrum masters and team leads"},
		serve: []string{"the teams I coach", "the teams and the customers they deliver for", "every team that wants to work better"},
		value: []string{"teams that deliver steadily and improve", "honest retrospectives and real change", "a pace teams can keep"},
		craft: []string{"the teams' practice", "each sprint", "the delivery flow"},
	}},
	{regexp.MustCompile(`\b(pilots?|first officers?|flight instructors?|cfis?|cfiis?|airline transport pilot|atp)\b`), fieldWords{
		learn: []string{"the company's procedures, the fleet and the route structure", "how the operation trains, schedules and checks its crews", "the manuals, the aircraft and the operation's standards"},
		team:  []string{"the captains and the crews I fly with", "the flight crews and dispatch", "the training department and line crews"},
		serve: []string{"every passenger on board", "the passengers and the crew", "the people in the back"},
		value: []string{"safe, stable, by-the-book flying", "sound decisions and clear callouts", "flying that is precise and calm"},
		craft: []string{"the flight deck", "each flight", "the line"},
	}},
	{regexp.MustCompile(`\b(solar|pv (?:install\w*|systems?)|photovoltaic|nabcep)\b`), fieldWords{
		learn: []string{"the crew's installs, the racking and the permits", "how each job is scheduled, installed and inspected here", "the system designs and the install checklists"},
		team:  []string{"the install crew", "the electricians and the crew leads", "the designers and the project coordinators"},
		serve: []string{"the homeowners and businesses going solar", "every customer on the schedule", "the customers whose roofs we work on"},
		value: []string{"clean, code-compliant installs", "safe roofs and tidy work", "systems that pass inspection the first time"},
		craft: []string{"each install", "the roof", "the job site"},
	}},
	{regexp.MustCompile(`\b(athletic\w*|head coach(?:es)?|assistant coach(?:es)?|sports programs?)\b`), fieldWords{
		learn: []string{"the programs, the coaches and the athletic calendar", "how the department schedules, budgets and staffs its teams", "the teams, the facilities and the league's rules"},
		team:  []string{"the coaches and the athletic staff", "the coaches, trainers and administrators", "the principals and coaching staff"},
		serve: []string{"the student-athletes and their families", "every athlete in the program", "the athletes and the community that cheers them on"},
		value: []string{"programs where athletes grow on and off the field", "fair, safe and well-run programs", "competitive teams built on good habits"},
		craft: []string{"the program", "the athletic calendar", "each season"},
	}},
	{regexp.MustCompile(`\b(fire (?:inspect\w*|marshal\w*|prevention|protection)|code (?:enforcement|officials?)|building inspect\w*)\b`), fieldWords{
		learn: []string{"the code editions, the inspection schedule and the records system", "how the office inspects, cites and follows up on its cases", "the districts, the occupancies and the plans on file"},
		team:  []string{"the inspectors and the crews", "the inspectors and the permit desk", "the building department and the crews"},
		serve: []string{"the businesses and residents of the district", "the people who live and work in these buildings", "every occupant the code protects"},
		value: []string{"fair, consistent and well-documented inspections", "buildings that are safer after each visit", "clear findings owners can act on"},
		craft: []string{"each inspection", "the inspections", "the reports"},
	}},
	{regexp.MustCompile(`\b(medical science liaisons?|msls?|medical affairs|field medical)\b`), fieldWords{
		learn: []string{"the data, the therapeutic area and the territory", "how medical affairs plans its field work", "the clinical evidence and the questions experts ask"},
		team:  []string{"the medical affairs team", "the field medical and clinical teams", "the medical directors and colleagues in the field"},
		serve: []string{"the clinicians who treat patients", "the physicians who want straight answers on the data", "the patients the therapies are for"},
		value: []string{"scientific exchange that is accurate and balanced", "clear, compliant answers to hard questions", "trust built on the data"},
		craft: []string{"the territory", "each conversation", "the data"},
	}},
	// The people function as a whole; recruiters stay with hiring (fieldtable.go).
	{regexp.MustCompile(`\b(hr business partners?|hrbps?|head of people|people (?:partners?|leads?|operations|directors?|managers?)|chief people|hr (?:generalists?|managers?|directors?)|human resources|people and culture)\b`), fieldWords{
		learn: []string{"the teams, their leaders and what keeps good staff here", "how the company hires, grows and pays its people", "the policies, the systems and where they creak"},
		team:  []string{"the leadership team and managers", "managers across the company", "the managers I partner with"},
		serve: []string{"every employee", "the people who work here", "employees at every level"},
		value: []string{"fair, clear practices", "policies staff understand and trust", "a place good staff stay"},
		craft: []string{"the people function", "the policies", "the employee lifecycle"},
	}},
	{regexp.MustCompile(`\b(archiv\w*|records manag\w*|special collections|digital collections|catalog(?:u)?ers?|metadata librarians?|(?:public|academic|reference|digital|research) librarians?|library (?:assistants?|technicians?|associates?))\b`), fieldWords{
		learn: []string{"the collections, the systems and the backlog", "how the team acquires, describes and preserves its holdings", "the catalog, the standards and the users who rely on them"},
		team:  []string{"the archivists and librarians", "the curators and the collections team", "the collections staff"},
		serve: []string{"the researchers who use the collections", "the patrons and the public", "everyone who will look for these records later"},
		value: []string{"collections described well enough to be found", "careful preservation and open access", "metadata others can trust"},
		craft: []string{"the collections", "the catalog", "the holdings"},
	}},
	{regexp.MustCompile(`\b(growers?|greenhouses?|horticultur\w*|crop production|propagation|cultivation)\b`), fieldWords{
		learn: []string{"the crops, the schedule and the growing environment", "how the greenhouse plans, propagates and ships its crops", "the climate controls, the irrigation and the crop plan"},
		team:  []string{"the growers and the greenhouse crew", "the crew and the shipping team", "the sales and production teams"},
		serve: []string{"the customers who buy what we grow", "the retailers who count on our plants", "every customer expecting healthy plants on time"},
		value: []string{"healthy, uniform crops", "crops that ship on time", "a clean, well-run greenhouse"},
		craft: []string{"the greenhouse", "each crop", "the crop plan"},
	}},
	{regexp.MustCompile(`\b(landscap\w*|grounds (?:keep\w*|crews?|maintenance)|groundskeepers?|irrigation|lawn care|arborists?|hardscap\w*)\b`), fieldWords{
		learn: []string{"the routes, the properties and the crew's schedule", "how each job is bid, scheduled and checked here", "the clients' properties and the equipment"},
		team:  []string{"the crew", "the crew leads and the office", "the account managers and the crews"},
		serve: []string{"the clients whose properties we keep", "every property on the route", "the homeowners and managers who hire us"},
		value: []string{"sharp, safe work done on schedule", "properties that look cared for", "jobs finished clean and on time"},
		craft: []string{"the crew's day", "each property", "the routes"},
	}},
	{regexp.MustCompile(`\b((?:urban|city|land use|regional|transportation|senior|associate|principal|long-range|current) planners?|urban planning|land use|zoning|comprehensive plans?)\b`), fieldWords{
		learn: []string{"the plans, the code and the cases in the pipeline", "how each application is reviewed, noticed and heard here", "the communities and the plans that guide them"},
		team:  []string{"the planning staff", "the planners and the permitting team", "the commissions and the department"},
		serve: []string{"the residents and applicants", "the communities the plans shape", "the applicants waiting on a decision"},
		value: []string{"clear, well-reasoned staff reports", "fair reviews and plain answers", "plans the public can follow"},
		craft: []string{"the caseload", "each application", "the staff reports"},
	}},
}
