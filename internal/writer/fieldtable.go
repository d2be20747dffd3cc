package writer

// The fields of work a letter can be written for, and each field's words for what the writer
// would learn, whom they would work with and serve, and what they value (letterfields.go).

import "regexp"

// knownFields' order matters: "Product Designer" is design before product, "ML Engineer"
// machine learning before software, "Brand Designer" design before marketing. fieldOrder
// (fieldtable_roles.go) puts the named professions before them.
var knownFields = []fieldEntry{
	// A dental practice's front office first: its office manager runs a schedule and claims
	// for the dentists, not an executive's week.
	{regexp.MustCompile(`\b(dental office|dental front office|dental practice manag\w*|practice manag\w* \(dental\)|dental front desk)\b`), fieldWords{
		learn: []string{"how the practice books, verifies and bills its patients", "the schedule, the payer mix and where claims get stuck", "the front office's routines and the dentists' preferences"},
		team:  []string{"the dentists and the front office", "the front desk and the clinical team", "the dentists, hygienists and front staff"},
		serve: []string{"patients and the dentists who treat them", "every patient who calls or walks in", "the patients who come back every six months"},
		value: []string{"a full schedule and clean claims", "a front office patients find calm and clear", "collections that keep the practice healthy"},
		craft: []string{"the front office", "the schedule", "the practice's day"},
	}},
	// A CRM's administrators before sales: a Salesforce admin builds for the reps, and
	// sells nothing.
	{regexp.MustCompile(`\b(salesforce (?:admin\w*|developers?|consultants?)|crm admin\w*|hubspot admin\w*|business systems)\b`), fieldWords{
		learn: []string{"the objects, automations and the teams that use them", "how each team works in the system today", "the data model, the automations and the release calendar"},
		team:  []string{"the sales and service leaders", "the business teams I build for", "the admins and developers on the team"},
		serve: []string{"every user who works in the system each day", "the reps and agents who live in the system", "the teams who depend on clean data"},
		value: []string{"clean data and automations people trust", "changes that ship safely every release", "a system users are glad to work in"},
		craft: []string{"the platform", "the release calendar", "the automations"},
	}},
	// Behaviour therapy (ABA) before the trades: a "behavior technician" runs sessions
	// with children, not repairs.
	{regexp.MustCompile(`\b(behaviou?r (?:technicians?|therap\w*|analysts?|interventionists?)|rbts?|bcbas?|bcabas?|aba|applied behaviou?r)\b`), fieldWords{
		learn: []string{"each client's treatment plan and the clinic's routines", "how the clinic plans, supervises and reviews its programs", "the clients, their goals and how sessions are run here"},
		team:  []string{"the behavior analysts and technicians", "the clinical team", "the supervisors and the other technicians"},
		serve: []string{"the children on my caseload and their families", "each client and family", "the kids we work with and their parents"},
		value: []string{"consistent, data-driven sessions", "progress families can see", "sessions that are safe, kind and on plan"},
		craft: []string{"each session", "the caseload", "the session data"},
	}},
	// Court reporting and captioning before legal and the press: a reporter here writes the
	// record, not the news.
	{regexp.MustCompile(`\b(court reporters?|court reporting|stenograph\w*|captioners?|captioning|cart (?:captioning|providers?|writers?|services)|realtime writers?|rpr|crr)\b`), fieldWords{
		learn: []string{"the clients, the schedule and each job's style guide", "how jobs are booked, prepared and delivered", "the platform, the dictionaries and each client's needs"},
		team:  []string{"the scheduling team", "the other captioners and reporters", "the coordinators who book each job"},
		serve: []string{"the people who rely on every word", "every reader who depends on an accurate record", "the students and clients who rely on the captions"},
		value: []string{"a verbatim, accurate record", "accuracy at full speed", "clean transcripts delivered on time"},
		craft: []string{"the record", "each job", "the transcripts"},
	}},
	// Brewing before the kitchen: the brewhouse and the cellar are the work.
	{regexp.MustCompile(`\b(brewers?|brewing|brewery|breweries|brewhouse|brew days?)\b`), fieldWords{
		learn: []string{"the brewhouse, the recipes and the cellar schedule", "how the brewery plans, brews and packages each batch", "the equipment, the yeast program and the production calendar"},
		team:  []string{"the cellar crew", "the brewers and the packaging team", "the brewing and taproom teams"},
		serve: []string{"the taproom and every account that pours our beer", "the people who drink what we brew", "the accounts and drinkers who expect the same beer every time"},
		value: []string{"clean, consistent beer batch after batch", "a safe, tidy brewhouse", "beer that tastes the way it should"},
		craft: []string{"the brewhouse", "each batch", "the cellar"},
	}},
	// A hotel's front office before an office manager's: its manager runs arrivals for guests,
	// not an executive's week.
	{regexp.MustCompile(`\b(front office|front desk|hotels?|guest services)\b`), hospitalityField},
	// Business travel: the travellers and their trips, not a warehouse's orders.
	{regexp.MustCompile(`\b(travel (?:coordinator|agent|manager|consultant|specialist|advisor|counselor)s?|corporate travel|flight attendants?|cabin crew)\b`), fieldWords{
		learn: []string{"the travel policy and the people who travel most", "how trips are requested, booked and changed", "the travel desk's tools and its busiest routes"},
		team:  []string{"the travel team", "the travellers and their assistants", "the people who book through the desk"},
		serve: []string{"every traveller on the road", "the travellers", "the people whose plans change at the last minute"},
		value: []string{"trips that go to plan", "calm answers when plans change", "bookings right the first time"},
		craft: []string{"the bookings", "each trip", "the travel desk"},
	}},
	// A design engineer designs machines, not screens: before design's designers.
	{regexp.MustCompile(`\b(mechanical design|design engineers?|mechanical engineers?|product design engineers?)\b`), engineeringField},
	// An assistant to executives first: "Executive Assistant to the CEO" supports the CEO,
	// and is no founder.
	{regexp.MustCompile(`\b(executive assistants?|administrative assistants?|admin assistants?|personal assistants?|ea to the|chief of staff|office managers?)\b`), fieldWords{
		learn: []string{"the executives' priorities and the way decisions get made", "how the leadership team runs its week", "the rhythm of the office and who needs what"},
		team:  []string{"the leadership team", "the executives I support", "the people across the office"},
		serve: []string{"the executives I support", "everyone who relies on the office running smoothly", "the leadership team and their guests"},
		value: []string{"discretion and calm organisation", "a calendar that never surprises anyone", "details handled before anyone has to ask"},
		craft: []string{"the calendar", "the office", "the week's logistics"},
	}},
	// Care work: care homes, home care and support work, where the residents are the work.
	{regexp.MustCompile(`\b(care assistants?|senior care assistants?|carers?|caregivers?|care workers?|support workers?|care homes?|home care|residential care|healthcare assistants?|personal care aides?|home health aides?|dementia)\b`), fieldWords{
		learn: []string{"the residents, their care plans and the home's routines", "each person's care plan and how they like things done", "the home's routines and the people in it"},
		team:  []string{"the nurses and the care team", "the staff on each shift", "the care team and the families"},
		serve: []string{"the residents and their families", "each person in my care", "the people we care for"},
		value: []string{"care that keeps people's dignity", "patient, unhurried care", "care people can trust"},
		craft: []string{"each shift", "the unit", "the care plans"},
	}},
	// Drivers: freight, buses and deliveries, where the road and the schedule are the work.
	{regexp.MustCompile(`\b(cdl(?:-[abc])?|truck drivers?|(?:regional|otr|local|delivery|bus|route|freight|linehaul|cdl-a|cdl) drivers?|dispatch(?:ers?)?)\b`), fieldWords{
		learn: []string{"the routes, the equipment and how dispatch plans each week", "the lanes, the customers and the yard's routines", "the routes and the people who load and receive"},
		team:  []string{"dispatch", "the dispatchers and the shop", "dispatch and the other drivers"},
		serve: []string{"the customers waiting on each load", "everyone who shares the road", "the people who count on every delivery"},
		value: []string{"safe, on-time deliveries", "clean logs and safe miles", "equipment checked before every trip"},
		craft: []string{"the route", "the schedule", "each run"},
	}},
	// A café's counter and its team, before the restaurant's kitchen.
	{regexp.MustCompile(`\b(cafe|café|coffee shop|coffee bar|barista|baristas)\b`), fieldWords{
		learn: []string{"the menu, the bar and how each shift runs", "the café's regulars, its suppliers and its busiest hours", "how the bar is set up, stocked and closed"},
		team:  []string{"the baristas on each shift", "the café team", "the team behind the bar"},
		serve: []string{"the regulars and everyone who walks in", "every guest at the counter", "the people who start their day with us"},
		value: []string{"great coffee served with care", "a calm bar at the busiest hour", "a café people come back to"},
		craft: []string{"the bar", "each shift", "the café's day"},
	}},
	// Trainers of adults at work: courses, sessions and what people do after them.
	{regexp.MustCompile(`\b(corporate trainers?|technical trainers?|sales trainers?|software trainers?|training specialists?|training coordinators?|learning and development|learning & development|l&d|instructional designers?|enablement)\b`), fieldWords{
		learn: []string{"the teams, the skills they need and the training already in place", "how new hires are onboarded and what they find hard", "the courses, the learners and what managers ask of them"},
		team:  []string{"the managers who send their teams", "the learning team", "the subject experts I build with"},
		serve: []string{"the learners in every session", "new hires finding their feet", "everyone who takes the training"},
		value: []string{"training that is used the next day", "sessions that change how teams work", "clear, practical learning"},
		craft: []string{"the sessions", "the courses", "the training calendar"},
	}},
	{regexp.MustCompile(`\b(dietitians?|dietician|nutritionists?|rdn|medical nutrition|nutrition therapy)\b`), fieldWords{
		learn: []string{"the clinic's referrals, its patients and its education programmes", "how the providers refer and follow up on nutrition care", "the patient education materials and the care team's routines"},
		team:  []string{"the physicians and nurses who refer", "the care team", "the providers and educators"},
		serve: []string{"patients managing their health day to day", "every patient on my schedule", "patients and the families who cook for them"},
		value: []string{"nutrition advice patients can live with", "care that is practical and kind", "plans patients actually follow"},
		craft: []string{"the nutrition visits", "the education classes", "the care plans"},
	}},
	{regexp.MustCompile(`\b(physical therap\w*|physiotherap\w*|occupational therap\w*|dpt)\b`), fieldWords{
		learn: []string{"the clinic's protocols, scheduling and documentation", "how the clinic plans, documents and reviews care", "the clinic's protocols and the way it documents care"},
		team:  []string{"the therapists and referring physicians", "the clinic team", "the front desk and the rest of the clinic"},
		serve: []string{"each patient on my caseload", "patients working back to full function", "every patient who walks in"},
		value: []string{"careful, evidence-based care", "measurable progress for every patient", "treatment that is explained as well as delivered"},
		craft: []string{"the caseload", "the clinic's day", "the treatment room"},
	}},
	// Pharmacy before nursing: a pharmacist who mentions patient care is not joining a ward.
	{regexp.MustCompile(`\b(pharmacist|pharmacy|pharmd|pharmacies|dispensing)\b`), fieldWords{
		learn: []string{"the pharmacy's verification and dispensing steps", "how the pharmacy checks, dispenses and documents each order", "the formulary and the pharmacy's checks"},
		team:  []string{"the pharmacists and technicians", "the prescribers who rely on the pharmacy", "the pharmacy team"},
		serve: []string{"every patient whose medicines pass through the pharmacy", "patients and the clinicians who treat them", "the patients who depend on the right dose"},
		value: []string{"safe, accurate dispensing", "careful medication safety", "accuracy on every order"},
		craft: []string{"the pharmacy", "the dispensary", "the pharmacy's work"},
	}},
	// Zoos and aquariums: keepers care for the animals, for the visitors who come to see them.
	{regexp.MustCompile(`\b(zoos?|zookeepers?|keepers?|aquariums?|animal care|husbandry|primates?|enrichment|aazk)\b`), fieldWords{
		learn: []string{"the animals, their routines and the keepers' protocols", "each animal's history, diet and training plan", "the section's routines and the animals in it"},
		team:  []string{"the keepers and the veterinary team", "my fellow keepers", "the keepers, curators and vets"},
		serve: []string{"the animals in our care", "the animals and the visitors who come to see them", "every animal on the section"},
		value: []string{"animal welfare before anything else", "careful, consistent husbandry", "training built on trust"},
		craft: []string{"the section", "the husbandry routines", "the animals' days"},
	}},
	{regexp.MustCompile(`\b(veterinar\w*|vet tech\w*|cvt|rvt|lvt|animal hospital|small animal)\b`), fieldWords{
		learn: []string{"the hospital's protocols, charts and anaesthesia routines", "how the hospital runs its appointments, surgeries and treatments", "the doctors' preferences and the hospital's routines"},
		team:  []string{"the veterinarians and the rest of the team", "the doctors and technicians", "the front desk and the treatment team"},
		serve: []string{"every patient and the people who love them", "the animals in our care and their owners", "pets and their families"},
		value: []string{"calm, careful patient care", "safe anaesthesia and gentle handling", "care owners can trust"},
		craft: []string{"the treatment area", "the hospital's day", "the surgery schedule"},
	}},
	// Clinical research before labs and nursing: a coordinator's work is the study and its
	// participants.
	{regexp.MustCompile(`\b(clinical research|clinical trials?|research coordinator|study participants|crc|irb|gcp)\b`), fieldWords{
		learn: []string{"the studies, their protocols and the people running them", "how each study screens, enrols and follows its participants", "the protocols and the sponsors' requirements"},
		team:  []string{"the investigators and study staff", "the research team", "the coordinators and the investigators"},
		serve: []string{"the participants in every study", "the people who volunteer for each trial", "participants and the science that depends on them"},
		value: []string{"data that follows the protocol", "careful, well-documented study work", "participants who are safe and well informed"},
		craft: []string{"the studies", "the study visits", "the study records"},
	}},
	// A bar before kitchens and sales: bev sales are the bar's, not a rep's.
	{regexp.MustCompile(`\b(bar manager|bartend\w*|cocktails?|pour cost|mixolog\w*|barbacks?)\b`), fieldWords{
		learn: []string{"the bar, its menu and its regulars", "how the bar stocks, sets up and runs a service", "the team behind the bar and the drinks they are known for"},
		team:  []string{"the bartenders and barbacks", "the bar team", "the bar and floor staff"},
		serve: []string{"every guest at the bar", "the regulars and first-timers alike", "the guests on a full night"},
		value: []string{"drinks made right every time", "a bar that runs smoothly on the busiest night", "a menu guests come back for"},
		craft: []string{"the bar", "the cocktail menu", "the service"},
	}},
	// A clinic's medical assistant before dental and nursing: a front desk once held at a
	// dental office does not make the letter about cleanings, nor a clinic about a ward.
	// Medical coders and billers work from the charts to the claims, for the practice's revenue.
	{regexp.MustCompile(`\b(medical cod\w+|coders?|coding specialists?|medical billing|medical billers?|billing specialists?|revenue cycle|cpc|ccs|rhit|denials?)\b`), fieldWords{
		learn: []string{"the providers' documentation and the payers' rules", "how charts move from the visit to a clean claim", "the specialties, the payer mix and where denials come from"},
		team:  []string{"the coding team", "the providers and the billing team", "the auditors and my fellow coders"},
		serve: []string{"the providers who rely on clean claims", "the practice and its patients", "every provider whose charts I code"},
		value: []string{"accurate codes that hold up in an audit", "clean claims the first time", "documentation and codes that match"},
		craft: []string{"the charts", "the claims", "the coding queue"},
	}},
	// Nurse practitioners and physician assistants see a clinic's patients, not a ward's.
	{regexp.MustCompile(`\b(nurse practitioners?|np|fnp|fnp-c|physician assistants?|pa-c|medical assistants?|ccma|family medicine|urgent care|primary care|rooming|phlebotom\w*|outpatient clinic|fqhc|community health)\b`), fieldWords{
		learn: []string{"the practice's workflows, charting and schedule", "how the practice rooms, charts and follows up with its patients", "the providers' preferences and the clinic's routines"},
		team:  []string{"the providers and nurses", "the front desk and the clinical team", "the rest of the practice"},
		serve: []string{"every patient who comes in", "patients and their families", "the patients on each day's schedule"},
		value: []string{"safe, accurate patient care", "careful, friendly care", "care that keeps the day on time"},
		craft: []string{"the clinic's day", "the patient flow", "the schedule"},
	}},
	{regexp.MustCompile(`\b(dental|dentist|dentistry|hygienist|rdh|dds|dmd|orthodont\w*)\b`), fieldWords{
		learn: []string{"the practice's charting, recall and sterilisation routines", "how the practice books, charts and recalls its patients", "the practice's routines and the dentists' preferences"},
		team:  []string{"the dentists and assistants", "the front desk and the clinical team", "the rest of the practice"},
		serve: []string{"every patient in the chair", "patients and their families", "the patients who come back every six months"},
		value: []string{"gentle, thorough care", "careful, unhurried cleanings", "care patients are glad to come back for"},
		craft: []string{"the hygiene schedule", "the practice's day", "the hygiene chair"},
	}},
	{regexp.MustCompile(`\b(paralegal|attorney|lawyer|litigation|legal|law firm|counsel|llp)\b`), fieldWords{
		learn: []string{"the firm's matters, deadlines and filing rules", "how the team runs its cases and its calendar", "the open matters and the way the firm keeps its files"},
		team:  []string{"the attorneys and the rest of the trial team", "the attorneys I support", "the case team"},
		serve: []string{"the clients and the attorneys who rely on the file", "the firm's clients", "the attorneys who depend on the record"},
		value: []string{"accurate, well-organised files", "filings that are right the first time", "deadlines met without drama"},
		craft: []string{"the case files", "the docket", "the trial preparation"},
	}},
	{regexp.MustCompile(`\b(rn|nurse|nursing|respiratory therap\w*|respiratory care|rrt|nicu|picu|med-surg|medical-surgical|nclex|bsn|icu|patient care|emergency department|emergency room|ed tech\w*|er tech\w*|emt|paramedic|ems)\b`), fieldWords{
		learn: []string{"the unit's routines, protocols and handoffs", "the unit's handoffs, charting and routines", "the unit's protocols and the way its shifts hand over"},
		team:  []string{"the nurses and the wider care team", "the charge nurse and the rest of the shift", "the care team on every shift"},
		serve: []string{"patients and their families", "every patient in my care", "patients and the people who visit them"},
		value: []string{"safe, attentive care", "careful, safe patient care", "calm, thorough bedside care"},
		craft: []string{"the unit", "the unit's work", "the ward"},
	}},
	{regexp.MustCompile(`\b(ml|machine learning|ai|research scientist|deep learning|nlp)\b`), fieldWords{
		learn: []string{"the data, the models and how they reach production", "the training data and the evaluation setup", "how the models are trained, evaluated and shipped"},
		team:  []string{"the researchers and engineers", "the ML and product engineers", "the people who run the experiments"},
		serve: []string{"the people who use the models", "the products built on the models", "the teams who ship on top of the models"},
		value: []string{"careful, reproducible experiments", "models that are measured honestly", "results that hold up outside the lab"},
		craft: []string{"the modelling work", "the models", "the research"},
	}},
	// Policy before data: an analyst of housing policy writes for council, not dashboards.
	{regexp.MustCompile(`\b(policy|policies|government|council|legislat\w*|public sector|municipal|city of|senator\w*)\b`), fieldWords{
		learn: []string{"the office's priorities, its programmes and the data behind them", "how policy questions reach the office and how its advice is used", "the programmes, the data and the people who decide"},
		team:  []string{"the policy team and senior staff", "the analysts and programme staff", "the colleagues who brief council"},
		serve: []string{"the residents the policies reach", "the council and the public it serves", "the people each programme is for"},
		value: []string{"clear, balanced advice", "analysis decision-makers can trust", "briefings that are short, sourced and fair"},
		craft: []string{"the briefings", "the research", "the policy work"},
	}},
	// Architecture before design and construction: an architect draws buildings, not screens.
	{regexp.MustCompile(`\b(architects?|architecture|ncarb|construction documents|design development|rhino|enscape)\b`), fieldWords{
		learn: []string{"the projects, the drawings and the firm's standards", "how the firm takes a project from design to construction", "the active projects and the consultants on each"},
		team:  []string{"the project teams and consultants", "the designers and engineers on each project", "the principals and the project team"},
		serve: []string{"the clients and the people who will use the buildings", "the communities the buildings serve", "every client and their users"},
		value: []string{"drawings that are coordinated and buildable", "design that holds up on site", "projects delivered as designed"},
		craft: []string{"the drawings", "the project work", "the construction documents"},
	}},
	// Communications before marketing: a press officer pitches stories, not campaigns.
	{regexp.MustCompile(`\b(communications|comms|public relations|media relations|press|journalis\w*|reporter|newsroom|spokesperson)\b`), fieldWords{
		learn: []string{"the organisation's stories, its spokespeople and the reporters who cover it", "how news is found, cleared and shared", "the audiences, the channels and the people who speak for the organisation"},
		team:  []string{"the communications team and the executives", "the spokespeople and the comms team", "the colleagues who sign off each story"},
		serve: []string{"the readers and the communities the organisation serves", "the public and the press", "the people each story is for"},
		value: []string{"clear, accurate stories", "news that is right before it is fast", "messages people trust"},
		craft: []string{"the stories", "the newsletter", "the press work"},
	}},
	// Customer experience before sales: a CX lead keeps customers, not a pipeline.
	{regexp.MustCompile(`\b(property manag\w*|leasing|residents|occupancy|yardi|realpage|apartments?|multifamily)\b`), fieldWords{
		learn: []string{"the community, its residents and its numbers", "how the office leases, renews and collects", "the property, the team and the residents' biggest concerns"},
		team:  []string{"the property manager and the leasing team", "the office and maintenance teams", "the leasing and maintenance staff"},
		serve: []string{"the residents who call the community home", "every resident and prospect who walks in", "the residents and the owners alike"},
		value: []string{"a community residents want to renew in", "accurate books and full units", "quick, courteous answers for residents"},
		craft: []string{"the office", "the leasing work", "the property"},
	}},
	{regexp.MustCompile(`\b(system administrator|systems administrator|sysadmin|it support|it technician|it specialist|it manager|it administrator|it analyst|help ?desk|service desk|active directory|microsoft 365|m365|intune|windows servers?|desktop support|network administrator)\b`), fieldWords{
		learn: []string{"the systems, the accounts and the backups", "how the team manages users, devices and servers", "the network, the servers and where the tickets come from"},
		team:  []string{"the IT team", "the people who call the help desk", "the IT team and the offices it supports"},
		serve: []string{"the people who need their systems to just work", "every user at every site", "the staff who rely on their laptops and accounts"},
		value: []string{"systems that stay up and stay patched", "tidy, documented systems", "quick fixes and fewer repeat tickets"},
		craft: []string{"the systems", "the servers", "the ticket queue"},
	}},
	// Network engineers: the network and its sites, before software's "platform".
	{regexp.MustCompile(`\b(network engineer\w*|network architects?|ccna|ccnp|ccie|sd-wan|routing and switching)\b`), fieldWords{
		learn: []string{"the network, its sites and the change windows", "how the network is built, monitored and changed", "the topology, the vendors and where the outages come from"},
		team:  []string{"the network and systems teams", "the engineers who share the on-call", "the infrastructure team"},
		serve: []string{"every user at every site", "the people who need the network to just work", "the teams whose work runs over the network"},
		value: []string{"a network nobody has to think about", "changes made safely and documented", "fewer outages and faster recoveries"},
		craft: []string{"the network", "the change calendar", "the routing"},
	}},
	// Technical writers before software: their readers are the developers who use the docs.
	{regexp.MustCompile(`\b(technical writ\w*|tech writers?|documentation|docs|api reference|developer docs|docs-as-code)\b`), fieldWords{
		learn: []string{"the product, its users and the docs already in place", "how the engineering teams ship and where the docs fall behind", "the APIs, the support tickets and the questions developers ask"},
		team:  []string{"the engineers and product managers", "the engineering teams I write with", "the docs team and the engineers"},
		serve: []string{"the developers who read the docs", "every developer who hits the quickstart", "the people who build on the product"},
		value: []string{"docs that answer the question the first time", "clear, accurate docs", "examples that run as written"},
		craft: []string{"the docs", "the API reference", "the quickstarts"},
	}},
	// Aircraft maintenance before the trades: a technician signs off aircraft, not buildings.
	// A pilot's FAA certificates and Part 121 time do not make a mechanic.
	{regexp.MustCompile(`\b(a&p|airframe|powerplant|aircraft maintenance|aircraft mechanics?|aviation maintenance|line maintenance|part 145|avionics|rii)\b`), fieldWords{
		learn: []string{"the fleet, the maintenance programme and the station's routines", "how the station plans its checks and turns its aircraft", "the aircraft types, the task cards and the station's people"},
		team:  []string{"the other technicians and the lead on each shift", "maintenance control and the crew on shift", "the technicians and inspectors"},
		serve: []string{"the flight crews and passengers who fly our aircraft", "everyone who boards one of our aircraft", "the crews who take the aircraft out each morning"},
		value: []string{"airworthy aircraft, signed off right", "work done to the manual every time", "on-time departures without shortcuts"},
		craft: []string{"the aircraft", "the line", "each turn"},
	}},
	// Insurance underwriting before banks: an underwriter writes a book with agents, not loans.
	{regexp.MustCompile(`\b(commercial lines|personal lines|insurance|insurers?|cpcu|loss ratios?|policyholders?|property and casualty|p&c)\b`), fieldWords{
		learn: []string{"the book, the appetite and the agencies that write it", "how submissions come in, are priced and are bound", "the guidelines, the agencies and the accounts up for renewal"},
		team:  []string{"the agents and brokers", "the underwriting team and the agencies", "the agencies and my fellow underwriters"},
		serve: []string{"the agents and the clients they insure", "the businesses we insure", "the policyholders who count on their cover"},
		value: []string{"a profitable book written with care", "clear, well-reasoned decisions", "pricing that matches the risk"},
		craft: []string{"the book", "the submissions", "the renewals"},
	}},
	// Compliance before data: an AML analyst works cases, not dashboards.
	// Investigators and loss prevention look into cases, with HR, legal and the stores.
	{regexp.MustCompile(`\b(investigators?|investigations?|loss prevention|asset protection|detectives?|internal theft)\b`), fieldWords{
		learn: []string{"the open cases, the stores and how cases are reported", "how cases come in, are worked and are closed", "the policies, the case files and the people who refer them"},
		team:  []string{"HR, legal and store leadership", "the loss prevention team", "the store managers and HR"},
		serve: []string{"the stores and the people who work in them", "the employees who count on fair investigations", "the company and its people"},
		value: []string{"fair, thorough investigations", "case files that hold up", "facts before conclusions"},
		craft: []string{"the caseload", "the case files", "each investigation"},
	}},
	{regexp.MustCompile(`\b(aml|bsa|kyc|compliance|sanctions|fraud investigat\w*|regulatory exams?|sars?)\b`), fieldWords{
		learn: []string{"the bank's policies, its alert queues and the cases in progress", "how the team escalates, investigates and files", "the programme, its risks and the examiners' last findings"},
		team:  []string{"the compliance team", "the investigators and the BSA officer", "compliance and the business lines"},
		serve: []string{"the bank and the customers it protects", "the institution and its examiners", "the customers who trust the bank with their money"},
		value: []string{"investigations that hold up to an examiner", "clear, well-documented cases", "decisions made on the evidence"},
		craft: []string{"the case work", "the alert queue", "the investigations"},
	}},
	// Games before software: a gameplay programmer builds for players, not a pager.
	{regexp.MustCompile(`\b(gameplay|game developer|game programmer|game dev\w*|games?|unity|unreal|level design)\b`), fieldWords{
		learn: []string{"the game, its systems and the tools behind it", "how the team prototypes, tunes and ships a feature", "the codebase and the designers' plans"},
		team:  []string{"the designers and engineers", "the design and engineering team", "the rest of the studio"},
		serve: []string{"the players", "everyone who picks up the controller", "the players and the designers who dream it up"},
		value: []string{"gameplay that feels right in the hand", "code that designers can tune", "a game that runs smoothly on every platform"},
		craft: []string{"the gameplay code", "the game's systems", "the build"},
	}},
	{regexp.MustCompile(`\b(customer success|csm|account manag\w*|client success)\b`), fieldWords{
		learn: []string{"the accounts, their goals and where each one stands", "how the team onboards, supports and renews its customers", "the portfolio and the people behind each account"},
		team:  []string{"the customer success team", "sales, support and product", "the account teams"},
		serve: []string{"the customers who rely on the product", "every account in my book", "the customers and the teams who use the product"},
		value: []string{"customers who renew because the product works for them", "accounts that grow with us", "honest, well-kept customer relationships"},
		craft: []string{"the accounts", "the renewals", "the book of business"},
	}},
	// Manufacturing quality before construction and the trades: an inspector checks parts
	// against the print, not job sites.
	// A clinical laboratory serves patients and clinicians, not a research programme.
	{regexp.MustCompile(`\b(medical laborator\w*|clinical laborator\w*|clinical lab|medical lab|mls|mlt|ascp|microbiology|hematology|blood bank|histotech\w*|cytotech\w*)\b`), fieldWords{
		learn: []string{"the lab's instruments, QC and turnaround targets", "how the lab runs its benches, its QC and its sign-outs", "the lab's procedures and the way results are released"},
		team:  []string{"the techs on each shift", "the pathologists and the rest of the lab", "the bench leads and my fellow scientists"},
		serve: []string{"the patients behind every sample", "the clinicians waiting on results", "every patient whose results cross my bench"},
		value: []string{"accurate results, released on time", "results clinicians can trust", "careful, documented bench work"},
		craft: []string{"the bench", "the lab's work", "the benches"},
	}},
	// Wind technicians climb and service turbines across sites, not a contractor's job sites.
	{regexp.MustCompile(`\b(wind turbines?|wind tech\w*|turbine tech\w*|wind farms?|wind energy)\b`), fieldWords{
		learn: []string{"the sites, the turbine models and the safety rules", "how the sites plan, log and sign off their maintenance", "the turbines on each site and the procedures for them"},
		team:  []string{"the site lead and my climb partner", "the techs on my crew", "the site supervisors and crews"},
		serve: []string{"the sites counting on turbines back online", "the people who rely on the power these turbines make", "every site on the schedule"},
		value: []string{"safe climbs and turbines back online fast", "work done safely and right the first time", "maintenance that keeps turbines turning"},
		craft: []string{"the sites", "the turbines", "the maintenance schedule"},
	}},
	// Safety before quality and engineering: an EHS coordinator at a packaging plant looks
	// after the people on its floor, not its parts.
	{regexp.MustCompile(`\b(ehs|hse|osha|safety (?:coordinator|manager|specialist|officer|director|lead|engineer)|environmental,? health|health (?:and|&) safety)\b`), fieldWords{
		learn: []string{"the site's safety programs, its records and its people", "how the site reports, investigates and fixes hazards", "the site's procedures and where its risks sit"},
		team:  []string{"the supervisors and crews on the floor", "operations and maintenance", "the people on every shift"},
		serve: []string{"everyone who works on the floor", "the people who go home safe after each shift", "every employee on site"},
		value: []string{"safe work that keeps the floor running", "hazards fixed before anyone is hurt", "a safety program people believe in"},
		craft: []string{"the safety program", "the site's safety work", "the floor"},
	}},
	// Welders and fabricators work in a shop, not on the job sites of the trades nor at the
	// drawing boards of a structural engineer.
	{regexp.MustCompile(`\b(welders?|welding|fabricators?|fabrication|fitters?|millwrights?|boilermakers?)\b`), fieldWords{
		learn: []string{"the shop drawings, the fixtures and the weld procedures", "how jobs move through the shop from fit-up to inspection", "the shop's procedures and the way work is checked"},
		team:  []string{"the fitters and the shop foreman", "the crew on my shift", "the foreman and the inspectors"},
		serve: []string{"the customers waiting on each job", "the crews who erect what we build", "every customer on the schedule"},
		value: []string{"welds that pass inspection the first time", "safe, accurate work", "work that is right before it ships"},
		craft: []string{"the shop floor", "the fabrication work", "the jobs on the floor"},
	}},
	{regexp.MustCompile(`\b(quality (?:technician|inspector|engineer|control|assurance)|qc|machin\w+|cnc|cmm|gd&t|as9100|iso 9001|manufactur\w*|production line|first article)\b`), fieldWords{
		learn: []string{"the parts, the prints and the inspection plans", "how the shop runs its jobs from first article to shipment", "the machines, the tooling and the customers' requirements"},
		team:  []string{"the machinists and the quality team", "production and quality", "the operators on each shift"},
		serve: []string{"the customers who rely on every part", "the people who fly and depend on these parts", "the customers downstream of every part"},
		value: []string{"parts that meet the print every time", "measurements anyone can trust", "quality built in, not inspected in"},
		craft: []string{"the inspections", "the quality records", "the shop floor"},
	}},
	{regexp.MustCompile(`\b(customer experience|cx|customer support|support agents?|support team|csat|escalations|customer service|contact cent(?:er|re))\b`), fieldWords{
		learn: []string{"the customers, the queue and the team that answers it", "how questions arrive, get answered and get closed", "the playbooks and the problems customers bring"},
		team:  []string{"the support agents", "the support team and the product team", "the agents on every shift"},
		serve: []string{"every customer who writes in", "customers waiting for an answer", "the customers and the agents who help them"},
		value: []string{"fast, kind answers", "customers who leave happier than they came", "a queue that stays under control"},
		craft: []string{"the queue", "the playbooks", "the support team's work"},
	}},
	// Security before data: a SOC analyst watches alerts, not dashboards.
	// Security officers keep people and buildings safe, on shifts: not a SOC's systems.
	{regexp.MustCompile(`\b(security (?:officers?|guards?|supervisors?|patrol|shift leads?|lead)|guard cards?|campus security|hospital security|armed security|unarmed security|door supervisors?|bouncers?)\b`), fieldWords{
		learn: []string{"the site, its posts and its patrol routes", "how incidents are reported, handed over and followed up", "the building, its people and where the risks are"},
		team:  []string{"the officers on each shift", "the officers and the site managers", "the security team"},
		serve: []string{"the patients, visitors and staff", "everyone in the building", "the people who count on a safe building"},
		value: []string{"calm, safe de-escalation", "reports that say exactly what happened", "a building where people feel safe"},
		craft: []string{"the posts", "each shift", "the patrols"},
	}},
	{regexp.MustCompile(`\b(security|soc|siem|cyber\w*|infosec|incident response|threat\w*|edr|splunk|crowdstrike)\b`), fieldWords{
		learn: []string{"the environment, the alert sources and the escalation paths", "how alerts are triaged, escalated and closed", "the detections and the systems they watch"},
		team:  []string{"the analysts and incident responders", "the security team", "the engineers who own the systems I watch"},
		serve: []string{"the people whose data the systems hold", "the business and everyone who depends on its systems", "every team whose systems I watch"},
		value: []string{"incidents caught early and closed cleanly", "detections that fire on what matters", "careful, well-documented investigations"},
		craft: []string{"the alert queue", "the detections", "the investigations"},
	}},
	{regexp.MustCompile(`\b(data|analyst|analytics|bi|insights)\b`), fieldWords{
		learn: []string{"the data, where it comes from and who relies on it", "the data sources and the questions the business asks", "which questions the business most needs answered"},
		team:  []string{"the analysts and the teams who use the numbers", "the data team", "the people who ask the questions"},
		serve: []string{"the people who act on the numbers", "the decisions the numbers support", "the managers who make the calls"},
		value: []string{"numbers people can trust", "careful, reproducible work", "answers that are clear about their limits"},
		craft: []string{"the data", "the reporting", "the dashboards"},
	}},
	{regexp.MustCompile(`\b(brand designer|brand|branding|packaging|graphic designer)\b`), fieldWords{
		learn: []string{"the brand, its guidelines and where it shows up", "how the brand speaks across packaging, web and social", "the brand's history and its audience"},
		team:  []string{"the marketing and product teams", "the people who brief the design work", "the copywriters and marketers"},
		serve: []string{"the people who pick the product off the shelf", "the customers who meet the brand", "the audience the brand speaks to"},
		value: []string{"work that looks right wherever the brand appears", "a brand that stays consistent", "design that helps the product sell"},
		craft: []string{"the brand", "the packaging", "the brand's look"},
	}},
	{regexp.MustCompile(`\b(designer|design|ux|ui)\b`), fieldWords{
		learn: []string{"your users, the design system and how product decisions are made", "who your users are and what slows them down", "the product as your users meet it today"},
		team:  []string{"the designers, engineers and product managers", "the product and design team", "the people who build what gets designed"},
		serve: []string{"the people who use the product", "your users", "the people on the other side of the screen"},
		value: []string{"design tested with real people", "clear, usable design", "design that earns its place"},
		craft: []string{"the design work", "the product's design", "the user experience"},
	}},
	{regexp.MustCompile(`\b(frontend|front-end|front end|react|web developer|ui developer)\b`), fieldWords{
		learn: []string{"the codebase, the design system and the release process", "how the front end is built, tested and shipped", "the components and the people who use them"},
		team:  []string{"the designers and engineers", "the front-end team", "the people who review my code"},
		serve: []string{"the people who use the site", "every user on every screen size", "the users on the other side of the screen"},
		value: []string{"fast, accessible pages", "clean, tested components", "interfaces that work for everyone"},
		craft: []string{"the front end", "the components", "the user interface"},
	}},
	{regexp.MustCompile(`\b(construction|general contractor|superintendent|subcontractors?|rfis?|change orders?|procore|p6|leed|job ?sites?)\b`), fieldWords{
		learn: []string{"the projects, their schedules and their budgets", "how the firm runs its jobs from preconstruction to closeout", "the active jobs and the people running them"},
		team:  []string{"the superintendents and subcontractors", "the project team and the field", "the estimators, supers and subs"},
		serve: []string{"the owners we build for", "the clients and the people who will use the buildings", "the owners and their users"},
		value: []string{"jobs that finish safely, on time and on budget", "safe sites and clean closeouts", "schedules and budgets that hold"},
		craft: []string{"the jobs", "the schedule", "the project work"},
	}},
	{regexp.MustCompile(`\b(chemist|chemistry|laboratory|lab|synthesis|assays?|hplc|nmr|lc-ms|scale-up|analytical)\b`), fieldWords{
		learn: []string{"the lab's methods, instruments and safety rules", "how the lab plans, runs and records its work", "the current projects and the methods behind them"},
		team:  []string{"the chemists and analysts", "the lab team", "the scientists who use my results"},
		serve: []string{"the teams who depend on the results", "the programmes the lab supports", "the people who rely on the data"},
		value: []string{"results that reproduce", "careful, well-recorded experiments", "safe, clean lab work"},
		craft: []string{"the lab work", "the experiments", "the bench"},
	}},
	// Engineers who build physical things come before software: a civil or mechanical
	// engineer does not share a pager.
	{regexp.MustCompile(`\b(civil|mechanical|structural|electrical engineer\w*|chemical engineer\w*|manufacturing|geotechnical|eit|solidworks|civil 3d|autocad|fea|cad)\b`), engineeringField},
	{regexp.MustCompile(`\b(software|ios|android|swiftui|mobile app\w*|backend|back-end|full-stack|fullstack|developer|programmer|gameplay|game dev\w*|unity|unreal|sre|devops|platform|microservices|kubernetes|golang|codebase|api|apis|software engineer\w*|engineering manager)\b`), fieldWords{
		learn: []string{"the codebase, the services and the on-call rota", "how your systems are built, deployed and run", "the architecture and the services that matter most"},
		team:  []string{"the engineers around me", "the engineering team", "the people who share the pager"},
		serve: []string{"the customers who rely on the platform", "the people who depend on the systems", "everyone who ships on the platform"},
		value: []string{"reliable, well-tested systems", "simple, dependable code", "code that is easy to change"},
		craft: []string{"the backend", "the systems", "the platform"},
	}},
	// Retail before sales: a store's comp sales are not a rep's pipeline.
	{regexp.MustCompile(`\b(retail|stores?|store managers?|district manager|shrink|comp sales|merchandis\w*|sales floor|outfitters)\b`), fieldWords{
		learn: []string{"the stores, their teams and their numbers", "how each store runs its floor, its stock and its schedule", "the district's stores and the managers who run them"},
		team:  []string{"the store managers and their teams", "the managers and associates", "the teams on the sales floor"},
		serve: []string{"the customers in every store", "every shopper who comes through the door", "the customers and the teams who serve them"},
		value: []string{"stores that hit their numbers safely", "well-run floors and honest numbers", "steady sales and low shrink"},
		craft: []string{"the stores", "the sales floor", "the district"},
	}},
	{regexp.MustCompile(`\b(sales|account executive|business development|quota|revenue)\b`), fieldWords{
		learn: []string{"the territory, the pipeline and the team's open deals", "the customers, the pipeline and how the team sells", "the open deals and the accounts behind them"},
		team:  []string{"the reps and the leadership team", "the sales team", "the account executives"},
		serve: []string{"customers", "the accounts in the region", "the buyers on the other side of the table"},
		value: []string{"a disciplined, repeatable sales process", "a steady pipeline and honest forecasts", "forecasts the business can plan on"},
		craft: []string{"the pipeline", "the region's deals", "the territory"},
	}},
	{regexp.MustCompile(`\b(program|programme) (manager|coordinator|director|lead|officer)\b`), fieldWords{
		learn: []string{"the programmes, the sites and the people who run them", "how each programme is planned, run and measured", "the programmes and the partners behind them"},
		team:  []string{"the programme staff and partners", "the site leads and volunteers", "the programme team"},
		serve: []string{"the people we serve", "the participants and their families", "the communities we reach"},
		value: []string{"programmes that show their results", "well-run programmes with clear outcomes", "reporting that funders can trust"},
		craft: []string{"the sessions", "the sites", "the day-to-day running of each site"},
	}},
	{regexp.MustCompile(`\b(development director|director of development|fundrais\w*|donors?|grants?|nonprofit|philanthrop\w*)\b`), fieldWords{
		learn: []string{"the donors, the grants calendar and the campaigns", "who gives, why they give and how they are thanked", "the programmes the money pays for"},
		team:  []string{"the development team and volunteers", "the programme staff", "the board and the development team"},
		serve: []string{"the people the programmes serve", "donors and the communities they fund", "every donor who gives"},
		value: []string{"gifts that are stewarded well", "honest, well-kept donor relationships", "money raised that reaches the programmes"},
		craft: []string{"the fundraising", "the donor programme", "the grant pipeline"},
	}},
	{regexp.MustCompile(`\b(marketing|growth|content|demand gen\w*|cmo|social media|social strategy|influencers?|creators?|short-form video)\b`), fieldWords{
		learn: []string{"the brand, the channels and the pipeline numbers", "the audience, the channels and what already works", "the brand's voice and the channels that work today"},
		team:  []string{"the marketing team and sales", "the people across marketing and sales", "the team that turns campaigns into pipeline"},
		serve: []string{"the customers the brand speaks to", "the sales team and the customers", "the prospects at every stage"},
		value: []string{"marketing measured by pipeline", "campaigns that earn their budget", "spend that can be traced to results"},
		craft: []string{"the funnel", "the campaigns", "the marketing plan"},
	}},
	// Lending before accounting: a loan officer serves members, not the close.
	// A branch's tellers and bankers before lending: a personal banker opens accounts for
	// the branch's customers, and is no loan processor.
	{regexp.MustCompile(`\b(tellers?|personal bankers?|bankers?|branch (?:manager|associate|banker)s?|universal bankers?|relationship bankers?)\b`), fieldWords{
		learn: []string{"the branch, its customers and its products", "how accounts are opened and customers served", "the bank's products and the customers who use them"},
		team:  []string{"the branch team", "the tellers and bankers", "the branch manager and the team"},
		serve: []string{"every customer who walks in", "the customers and the community", "the people who bank with us"},
		value: []string{"clear, honest advice", "accounts opened right the first time", "customers who leave understanding their choices"},
		craft: []string{"the branch's daily work", "the branch", "account opening"},
	}},
	{regexp.MustCompile(`\b(loans?|lending|mortgages?|credit union|teller|banker|branch|nmls|underwrit\w*)\b`), fieldWords{
		learn: []string{"the products, the members and how each loan moves to closing", "how applications are taken, reviewed and closed", "the branch, its members and its loan products"},
		team:  []string{"the lending team and the branch staff", "the underwriters and processors", "the branch team"},
		serve: []string{"every member who walks in", "the members and the community", "first-time borrowers and their families"},
		value: []string{"clear, honest advice on every loan", "applications that are complete and right", "members who leave understanding their loan"},
		craft: []string{"the pipeline of applications", "the branch's loans", "each application"},
	}},
	// Wellness before HR: a wellness coordinator runs programmes, not hiring.
	// A gym's trainers and members, not an employer's wellness programmes.
	{regexp.MustCompile(`\b(gyms?|fitness (?:manager|director|coach|instructor)|personal trainers?|personal training|strength coach\w*|group fitness|nasm)\b`), fieldWords{
		learn: []string{"the members, the trainers and how the floor runs", "how the gym sells, schedules and keeps its members", "the class schedule, the trainers and the members' goals"},
		team:  []string{"the trainers and the front desk", "the training team", "the coaches on the floor"},
		serve: []string{"every member who walks in", "the members and their goals", "the clients on each trainer's book"},
		value: []string{"safe, effective training", "members who stay because they get results", "a clean, safe floor"},
		craft: []string{"the gym floor", "the training team", "the class schedule"},
	}},
	// A spa's therapists and guests.
	{regexp.MustCompile(`\b(massage|lmt|spas?|day spa|estheticians?|aestheticians?|facials?|bodywork)\b`), fieldWords{
		learn: []string{"the menu, the rooms and the way guests are booked", "the spa's treatments and its standards", "the guests, the therapists and the rhythm of the day"},
		team:  []string{"the therapists and the front desk", "the spa team", "my fellow therapists"},
		serve: []string{"every guest on the table", "the guests who book with us", "guests and their comfort"},
		value: []string{"treatments guests come back for", "calm, attentive care", "each guest's comfort and safety"},
		craft: []string{"the spa's day", "the menu", "the booking flow"},
	}},
	{regexp.MustCompile(`\b(wellness|wellbeing|well-being|yoga|fitness|health education|health coach\w*)\b`), fieldWords{
		learn: []string{"the programmes, who takes part and what they need", "how the programmes are planned, run and measured", "the people the programmes serve and what they ask for"},
		team:  []string{"HR and the benefits team", "the programme partners", "the people who run each session"},
		serve: []string{"every employee who joins in", "the people in each programme", "employees and their families"},
		value: []string{"programmes people come back to", "sessions that are welcoming and safe", "participation that keeps growing"},
		craft: []string{"the programmes", "the sessions", "the wellness calendar"},
	}},
	{regexp.MustCompile(`\b(accountant|accounting|cpa|finance|controller|bookkeep\w*|audit\w*|tax)\b`), fieldWords{
		learn: []string{"the close calendar, the ledgers and the controls", "how the books are closed and reconciled", "the chart of accounts and the month-end routine"},
		team:  []string{"the finance team and the auditors", "the accounting team", "the controller and the people who close the books"},
		serve: []string{"the people who rely on the numbers", "the business and its auditors", "the leaders who read the reports"},
		value: []string{"accurate books and a clean close", "numbers that hold up in an audit", "reconciled, well-documented accounts"},
		craft: []string{"the close", "the books", "the ledgers"},
	}},
	// Events before kitchens: an event manager books the catering, and does not cook it.
	{regexp.MustCompile(`\b(events?|event manager|event planner|event coord\w*|weddings?|conferences?|venues?)\b`), fieldWords{
		learn: []string{"the venue, its calendar and the teams who run each event", "how events move from contract to close", "the clients, the calendar and the way each event is staffed"},
		team:  []string{"the sales, catering and operations teams", "the event team", "the teams who set each room"},
		serve: []string{"every client and their guests", "the guests at every event", "the clients who book the venue"},
		value: []string{"events that run on time and on budget", "calm, well-run events", "clients who book again"},
		craft: []string{"the events", "the event calendar", "the event schedule"},
	}},
	{regexp.MustCompile(`\b(chef|culinary|kitchen|catering|restaurant\w*|cook)\b`), fieldWords{
		learn: []string{"the kitchens, the menus and the teams", "each kitchen's prep, service and standards", "the menus and the way each service runs"},
		team:  []string{"the chefs and kitchen staff", "the kitchen teams", "the cooks and the front of house"},
		serve: []string{"every guest", "the guests at every service", "every table on a full night"},
		value: []string{"consistent food and calm kitchens", "food that is right every time", "dishes that taste the same on the busiest night"},
		craft: []string{"the kitchens", "the menus", "the pass"},
	}},
	// Hospitality before accounting: a night audit is a front-desk shift.
	{regexp.MustCompile(`\b(hotels?|hospitality|front office|front desk|guests?|guest experience|concierge|housekeeping|resorts?|night audit)\b`), hospitalityField},
	{regexp.MustCompile(`\b(talent|recruit\w*|hr|people ops|hiring)\b`), fieldWords{
		learn: []string{"the hiring plan, the hiring managers and the open roles", "what each team needs from its next hires", "the open roles and what each hiring manager needs"},
		team:  []string{"the hiring managers and recruiters", "the talent team", "the recruiters and coordinators"},
		serve: []string{"candidates and the teams hiring them", "every candidate in the process", "the people on both sides of an offer"},
		value: []string{"a fair, fast hiring process", "hiring that is quick and fair", "a process candidates speak well of"},
		craft: []string{"the hiring process", "the open roles", "the hiring pipeline"},
	}},
	// Product operations is product work: the roadmap, not the warehouse floor.
	{regexp.MustCompile(`\b(product operations|product ops)\b`), productField},
	{regexp.MustCompile(`\b(operations|ops|warehouse|logistics|fulfillment|supply chain|installs?)\b`), fieldWords{
		learn: []string{"the sites, the shifts and the numbers that run the operation", "the rhythm of each shift", "the daily numbers and the people behind them"},
		team:  []string{"the shift leads and crews", "the people doing the work", "the supervisors on the floor"},
		serve: []string{"the customers waiting on every order", "the customers and the crews", "the people counting on each delivery"},
		value: []string{"safe, steady operations", "safety first and a steady pace", "work that is safe before it is fast"},
		craft: []string{"the operation", "the day's orders", "the shifts"},
	}},
	// Vehicle technicians work in a shop's bays on customers' vehicles, not on job sites.
	{regexp.MustCompile(`\b(auto(?:motive)? (?:technicians?|techs?|mechanics?|service)|car mechanics?|diesel (?:technicians?|techs?|mechanics?)|service advisors?|service writers?|master techs?|lube techs?|tire techs?|collision|auto body|body shop|dealerships?|ase certifi\w*|flat[- ]rate|flag hours|fleet (?:technicians?|mechanics?))\b`), fieldWords{
		learn: []string{"the shop, its bays and how work orders move through it", "the service drive and the way jobs are dispatched to the bays", "the shop's equipment, its work orders and its lines"},
		team:  []string{"the service advisors and the other techs", "the shop foreman and the techs", "the techs in the next bays"},
		serve: []string{"the customers waiting on their vehicles", "every driver who comes through the service drive", "the customers who trust the shop with their cars"},
		value: []string{"repairs done right the first time", "honest diagnoses and few comebacks", "clean, careful work in the bay"},
		craft: []string{"the bays", "the shop", "the work orders"},
	}},
	{regexp.MustCompile(`\b(electrician|electrical|journeyman|apprentice|plumb\w*|carpent\w*|hvac|technicians?|mechanics?|diesel|fleet maintenance|preventive maintenance|repairs?)\b`), fieldWords{
		learn: []string{"the crews, the job sites and the safety rules", "how jobs are planned, scheduled and signed off", "the current projects and the standards they're built to"},
		team:  []string{"the foremen and crews", "the crew on each site", "the other trades on site"},
		serve: []string{"the clients on each job", "the people who use the buildings we work on", "every customer on the schedule"},
		value: []string{"safe, code-compliant work", "work that passes inspection the first time", "clean, safe job sites"},
		craft: []string{"the job sites", "the installs", "the crews' work"},
	}},
	{regexp.MustCompile(`\b(product|pm|roadmap)\b`), productField},
	{regexp.MustCompile(`\b(teachers?|teaching|schools?|curriculum|tutor\w*|students?|classrooms?)\b`), fieldWords{
		learn: []string{"the students, the curriculum and the school's routines", "how the school plans and reviews its teaching", "the curriculum and the school's routines"},
		team:  []string{"the teachers and staff", "my colleagues across the school", "the other teachers in the department"},
		serve: []string{"every student", "the students and their families", "the families the school serves"},
		value: []string{"clear, patient teaching", "lessons that reach every student", "lessons that keep every student with me"},
		craft: []string{"the classroom", "the lessons", "the school day"},
	}},
}

var productField = fieldWords{
	learn: []string{"the product, its users and the roadmap", "how customers use the product today", "the roadmap and the reasoning behind it"},
	team:  []string{"engineering, design and the business", "the design and engineering teams", "the engineers, designers and sales team"},
	serve: []string{"every customer", "customers", "the users who give feedback"},
	value: []string{"clear priorities and shipped work", "products people rely on", "decisions grounded in how people use the product"},
	craft: []string{"the product", "the roadmap", "the product's direction"},
}

var generalField = fieldWords{
	learn: []string{"the team, the work and its priorities", "how the team works and what matters most", "the work in hand and its deadlines"},
	team:  []string{"my colleagues", "the people around me", "the wider team"},
	serve: []string{"the people the team serves", "the team's customers", "everyone who depends on the work"},
	value: []string{"careful, dependable work", "work done well and on time", "work others can rely on"},
	craft: []string{"the work", "the day-to-day", "the job"},
}
