package writer

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// Note shapes (ADR 0052): a note that names no verb but says what kind of fact it is — a year
// of training, an absence, a certification, a caseload, a rise — is written as that fact; and
// the clauses a rewrite leaves ("…, with 1 with 200 users", "…, cost -35%") are tidied.

// tidyClauses tidies the clauses a rewritten sentence was left with.
func tidyClauses(out string) string {
	out = twoWiths.ReplaceAllString(out, ", with $1 and ")
	out = secondPastDoing(out)
	out = oneOfThem.ReplaceAllStringFunc(out, func(m string) string {
		n := oneOfThem.FindStringSubmatch(m)[1]
		if n == "1" {
			n = "one"
		}
		return ", " + n + " of them with "
	})
	out = resultClause.ReplaceAllStringFunc(out, func(m string) string {
		if strings.HasPrefix(m, ", with ") {
			return m // ", with activation up 9%" already has its "with"
		}
		return resultClause.ReplaceAllString(m, ", with $1 $2 $3")
	})
	out = signedClause.ReplaceAllStringFunc(out, func(m string) string {
		p := signedClause.FindStringSubmatch(m)
		verb := " rose "
		if p[2] == "-" {
			verb = " fell "
		}
		return ", and " + p[1] + verb + p[3] // "…, cost -35%" → "…, and cost fell 35%"
	})
	out = trailingCredential.ReplaceAllStringFunc(out, func(m string) string {
		c := trailingCredential.FindStringSubmatch(m)[1]
		return ", and I am " + article(c) + c + "." // "…in 2024, EIT." → "…, and I am an EIT."
	})
	if strings.HasPrefix(out, "I ") {
		out = strings.Replace(out, ", saved ", ", saving ", 1) // "…in Power BI, saving about 2 days a month"
	}
	if i := strings.Index(out, ", "); strings.HasPrefix(out, "I spent ") && i > 0 && strings.Count(out, ", ") == 1 {
		// "I spent 2 summers as an intern at Indot, bridge inspection and plan review."
		if tail := strings.Fields(strings.TrimRight(out[i+2:], ".!")); verbless(tail) && activityNoun(tail) {
			out = out[:i+2] + "working on " + out[i+2:]
		}
	}
	out = shapeTidy(out)
	out = usingTools(out)
	return roseMetric.ReplaceAllString(out, " lifted $2 by $1") // "copy rose 18% completion" → "copy lifted completion by 18%"
}

var (
	// qualityClause is a quality of the writer's after a comma, without its subject.
	qualityClause = regexp.MustCompile(`, (good|great|comfortable|calm|patient|confident|strong|skilled) (with|at|under|in) `)
	// thenTenure is a second stretch of time after "then".
	thenTenure = regexp.MustCompile(`([^,]) then (\d+\+? (?:years|months)\b)`)
	// twoDoings is a sentence of two things the writer does, the second without its "I".
	twoDoings = regexp.MustCompile(`^I ([a-z]+ [^,]+), (handle|process|answer|run|train|manage|open|close|count|serve|see|take|make|fix|lead|teach|write|review|support|balance|resolve|rebook|book|schedule|coordinate|dispatch|track|load|pack|ship|order|stock) `)
	// usedAt is a thing built and where it was used, typed as a clause without its subject.
	usedAt = regexp.MustCompile(`, used (at|in) `)
	// taughtYears is years taught, typed without "for".
	taughtYears = regexp.MustCompile(`^(I taught [^,]+? )(\d+\+? years) at`)
	// colonRise is a rise after a colon: ": +18% ARPA".
	colonRise = regexp.MustCompile(`: \+(\d[\d.]*%) ([A-Za-z][\w-]*)\b`)
	// doneClause is a second thing done, typed as a participle without its "have".
	// doneWith is being through with something: "…, done with chasing jobs".
	doneWith = regexp.MustCompile(`^(I [a-z]+ [^,]+), done with `)
	// pastDoing is a second thing done, in the past and without its "I": "I know ordering and
	// inventory, did it when the manager was out".
	pastDoing  = regexp.MustCompile(`^(I [a-z]+ [^,]+), (did|ran|handled|covered|managed|took over|connected|built|trained|wrote|created|organized|organised|planned) `)
	doneClause = regexp.MustCompile(`^(I [a-z]+ [^,]+), (done|given|run|taught|written|led|delivered|trained|supported) `)
	// scoreClause is a score after a comma: ", CSAT 4.8/5".
	scoreClause = regexp.MustCompile(`, (CSAT|NPS|QA score|quality score|satisfaction score) (\d[\d.]*(?:/\d+|%)?)\b`)
	// dashClause is a clause of its own after a dash: "- most customers leave happy".
	dashClause = regexp.MustCompile(` [-–—] ((?:most|many|all|nearly all|every|almost all) [\p{L}]+ (?:leave|left|come|came|say|said|stay|stayed|rate|rated|renew|renewed|return|returned)\b)`)
	// dashHours is hours after a dash: "- 7,200 hours".
	dashHours = regexp.MustCompile(` [-–—] (\d[\d,]*\+? hours)\b`)
	// bareExam is an exam named without its article: "sitting for journeyman exam".
	bareExam = regexp.MustCompile(`\b(sitting for|taking|take|passed|pass|studying for|scheduled for|registered for|starting|started|booked) ((?:[\p{L}]+ ){0,2}exam)\b`)
	// finishedCourse is a certificate or course finished, perhaps without its article.
	finishedCourse = regexp.MustCompile(`\b(finished|earned|completed) ((?:[\p{L}&-]+ ){1,3}(?:certificate|diploma|course|program|programme|bootcamp))\b`)
	// soughtThing is a schedule or a kind of job sought without its article.
	soughtThing = regexp.MustCompile(`(?i)\b(looking for|seeking|want|prefer) (\d+-day (?:week|schedule)|(?:day|night|weekend|morning|evening) shift|(?:full-time|part-time|permanent|remote|hybrid|weekday) (?:role|job|position|schedule))\b`)
	// oneOfThem is a count of some of the things just named: "3 React apps, with 1 with 200
	// users" reads "3 React apps, one of them with 200 users".
	oneOfThem          = regexp.MustCompile(`, (?:with )?(\d+) with `)
	signedClause       = regexp.MustCompile(`, ([a-z][\w-]*(?: [a-z][\w-]*)?) ([+-])(\d[\d.,]*%)`)
	trailingCredential = regexp.MustCompile(`, (EIT|PE|CPA|RN|LCSW|CVT|RVT|RDH|CFA|PMP)\.$`)
	// resultClause is a measure that moved, after a comma: ", readmissions down 22%".
	resultClause = regexp.MustCompile(`, ([a-z][\w-]*(?: [a-z][\w-]*)?) (down|up) ([$€£~]?\d[^,;]*)`)
	// twoWiths are two figure clauses in a row: ", with 80 staff, with a $22M-a-year store" reads
	// ", with 80 staff and a $22M-a-year store".
	twoWiths = regexp.MustCompile(`, with ([^,]+), with `)
)

// certified words certifications held in the tone: "I hold ACLS and PALS certifications", or
// in warm and enthusiastic letters "I'm certified in ACLS and PALS"; a named person may take
// another of the tone's wordings (person.wording), so two people's letters rarely share it.
func (p person) certified(names string) string {
	noun := " certifications"
	if !strings.Contains(names, " and ") && !strings.Contains(names, ", ") {
		noun = " certification" // one
	}
	options := []string{"I hold " + names + noun, "I have " + names + noun, "I am certified in " + names}
	if p.tone == "warm" || p.tone == "enthusiastic" {
		options = []string{"I'm certified in " + names, "I've earned " + names + noun}
	}
	return options[p.wording%len(options)]
}

// heldCertification words one certification held on its own line: "I hold OSHA 30
// certification", or for a named person another wording of it.
func (p person) heldCertification(name string) string {
	options := []string{"I hold " + name + " certification", "I have " + name + " certification", "I am certified in " + name}
	return options[p.wording%len(options)]
}

// inThePast puts a sentence of the writer's own about the present into the past: "I have been
// a shift supervisor at Acme for 2 years." → "I was a shift supervisor at Acme for 2 years."
func inThePast(sentence string) string {
	for _, r := range [][2]string{{"I have been ", "I was "}, {"I am ", "I was "}, {"I've been ", "I was "}, {"I'm ", "I was "}, {"I have ", "I had "}} {
		if strings.HasPrefix(sentence, r[0]) {
			return r[1] + sentence[len(r[0]):]
		}
	}
	return sentence
}

// noteShape writes the shapes of note that name no verb but say what kind of fact they are:
// a year of training ("4th year apprentice"), an absence ("no lost time incidents"), a
// certification alone ("OSHA 10"), a move under way ("moving into product operations"). It
// returns "" for any other note.
func (p person) noteShape(core string, words []string, first, rest string) string {
	switch {
	case ordinalRole.MatchString(core):
		m := ordinalRole.FindStringSubmatch(core)
		if !roleNouns[strings.ToLower(m[2])] {
			return ""
		}
		s := "I am a " + m[1] + "-year " + m[2]
		switch tail := strings.TrimSpace(m[3]); {
		case tail == "":
		case strings.HasPrefix(tail, ","):
			s += tail
		default:
			s += " with " + tail
		}
		return withFigures(s)
	case strings.EqualFold(first, "caseload") && rest != "":
		return "I carry a caseload of " + strings.TrimPrefix(rest, "of ") // "caseload ~45 adults"
	case (strings.EqualFold(first, "route") || strings.EqualFold(first, "territory")) && strings.HasPrefix(rest, "of ") && startsWithNumber(strings.TrimPrefix(rest, "of ")):
		return tidyClauses(withFigures("I run a " + strings.ToLower(first) + " " + rest)) // "route of 45 units downtown"
	case milesFree.MatchString(core):
		m := milesFree.FindStringSubmatch(core)
		return "I have driven " + m[1] + " " + strings.ToLower(m[2]) + "-free"
	case licenceOnly.MatchString(core):
		m := licenceOnly.FindStringSubmatch(core)
		if m[3] != "" {
			return "I hold a CDL-" + strings.ToUpper(m[3]) // as typed: "cdl-a"
		}
		return "I hold a Class " + strings.ToUpper(m[1]+m[2]) + " CDL"
	case cleanRecord.MatchString(core):
		return "I have a clean driving record" // "clean driving record", "clean mvr"
	case cleanRecordWith.MatchString(core):
		// "clean mvr, 0 accidents" → "I have a clean driving record, with 0 accidents"
		return "I have a clean driving record, with " + cleanRecordWith.FindStringSubmatch(core)[2]
	case drivingLicenceSentence(core) != "":
		return drivingLicenceSentence(core)
	case heldThings.MatchString(core) && verbless(words) && !startsWithNumber(core):
		held := lowerLead(core)
		if hw := strings.Fields(held); len(hw) > 2 && usPostalCodes[strings.ToLower(hw[0])] && usStates[strings.ToLower(hw[1])] {
			held = titleWords(hw[1]) + " " + strings.Join(hw[2:], " ") // "co colorado license": the state's letters, then its name
		}
		if strings.HasPrefix(held, "Class ") {
			held = "a " + held // "a Class B CDL with passenger and school bus endorsements"
		} else if items := strings.Split(held, " and "); len(items) == 2 && !strings.HasSuffix(trailingAside.ReplaceAllString(items[1], ""), "s") {
			// "guard card and exposed firearm permit (CA)": two held, each with its article
			for i, it := range items {
				items[i] = article(it) + it
			}
			held = strings.Join(items, " and ")
		} else if len(items) == 1 && !strings.HasSuffix(trailingAside.ReplaceAllString(held, ""), "s") && !determiners[strings.ToLower(strings.Fields(held)[0])] {
			held = article(held) + held // "a Colorado license", "a special education generalist endorsement"
		}
		return "I hold " + held // "hazmat and tanker endorsements"
	case adjectiveLeads[first] && (strings.HasPrefix(rest, "with ") || strings.HasPrefix(rest, "in ") || strings.HasPrefix(rest, "at ")):
		return "I am " + listWithAnd(lowerLead(core)) // "comfortable with TypeScript, Tailwind and Jest"
	case first == "no" && len(words) > 1 && !pastTenseVerbs[strings.ToLower(words[1])]:
		return "I had " + lowerLead(core)
	case verbless(words) && activityNoun(words) && !startsWithNumber(core) && !strings.ContainsAny(core, "%$€£") && !fromTo.MatchString(core):
		return "I worked on " + lowerLead(core) // "stormwater design for 3 subdivisions"
	case promotion.MatchString(core):
		// "from line cook to junior sous chef at fable kitchen 5 years": a rise in one place.
		m := promotion.FindStringSubmatch(core)
		return withFigures("Over " + m[4] + ", I went from " + m[1] + " to " + m[2] + " at " + employer(m[3]) + m[5])
	case dailyLoad.MatchString(core):
		// "about 10 patients a day including…": the writer's daily load, in their voice.
		m := dailyLoad.FindStringSubmatch(core)
		verb := "I handle "
		switch strings.ToLower(m[1]) {
		case "patients", "clients":
			verb = "I see "
		case "students":
			verb = "I teach "
		}
		if load, what, ok := strings.Cut(core, ", "); ok && averageClause.MatchString(what) {
			// "about 30 clients a week, average client stays 14 months": the load, then what
			// the average one does.
			return verb + lowerLead(load) + ", and the " + lowerLead(what)
		}
		if load, what, ok := strings.Cut(core, ", "); ok && verb == "I see " && verbless(strings.Fields(what)) && !startsWithNumber(what) {
			return verb + lowerLead(load) + " for " + what // "about 9 patients a day for periodontal maintenance"
		}
		return verb + lowerLead(core)
	case papersOnly.MatchString(core):
		return "I have " + core // "4 first-author papers"
	case strings.HasSuffix(core, " daily") && toolsOnly(strings.TrimSuffix(core, " daily")):
		return "I use " + listWithAnd(core) // "HPLC, NMR and LC-MS daily"
	case patentsOnly.MatchString(core):
		return "I hold " + core // "6 patents"
	case strings.HasSuffix(core, " certified") && strings.Contains(core, ", ") && allCertifications(strings.Split(strings.TrimSuffix(core, " certified"), ", ")):
		return p.certified(plaintext.JoinAnd(strings.Split(strings.TrimSuffix(core, " certified"), ", "))) // "EPA 608 Universal, NATE certified"
	case strings.Contains(core, ", ") && allCertifications(strings.Split(core, ", ")):
		var names []string
		for _, c := range strings.Split(core, ", ") {
			names = append(names, strings.TrimSuffix(strings.TrimSuffix(c, " certified"), " certification"))
		}
		return p.certified(plaintext.JoinAnd(names)) // "OSHA 30, LEED AP", "TIPS certified, Cicerone level 1"
	case strings.Contains(core, " and ") && allCertifications(strings.Split(core, " and ")):
		return p.certified(core) // "Security+ and CySA+"
	case certificationOnly.MatchString(core):
		name := strings.TrimSuffix(strings.TrimSuffix(core, " certified"), " certification")
		if strings.HasPrefix(strings.ToLower(name), "servsafe ") {
			name = "ServSafe " + titleWords(strings.ToLower(name[len("servsafe "):])) // "ServSafe Manager", "ServSafe Food Handler"
		}
		if strings.HasSuffix(strings.ToLower(name), " belt") {
			name = credentialCase(name)
			return "I hold a " + name // "a Six Sigma Black Belt"
		}
		return p.heldCertification(name)
	case toolsOnly(core) && skillsKind(core) == "tools":
		if strings.Count(core, ", ") == 1 && !strings.Contains(core, " and ") {
			return "I work in " + strings.Replace(core, ", ", " and ", 1) // "Opera PMS and SynXis"
		}
		return "I work in " + listWithAnd(core) // "SolidWorks and FEA (ANSYS)"
	case certifiedParen.MatchString(core):
		m := certifiedParen.FindStringSubmatch(core)
		// "ASE certified (A4, A5)": codes in capitals; "forklift certified (sit down and
		// reach)": the kinds of truck as typed.
		items := strings.Split(m[2], ", ")
		for i, item := range items {
			if codeInBrackets.MatchString(strings.ToLower(item)) {
				items[i] = strings.ToUpper(item)
			}
		}
		return "I am " + m[1] + " certified (" + strings.Join(items, ", ") + ")"
	case trainingDone.MatchString(core):
		m := trainingDone.FindStringSubmatch(core)
		return "I have completed " + m[1] + " training" + m[2] // "gcp training done (citi)"
	case strings.Contains(core, " certified, ") && allCertifications(strings.Split(strings.Replace(core, " certified, ", ", ", 1), ", ")):
		return p.certified(plaintext.JoinAnd(strings.Split(strings.Replace(core, " certified, ", ", ", 1), ", "))) // "TIPS certified, Cicerone level 1"
	case certifiedIn.MatchString(core):
		m := certifiedIn.FindStringSubmatch(core)
		return "I became " + m[1] + " certified in " + m[2] // "CCMA certified 2024"
	case first == "on-call" && len(words) > 1 && words[1] == "for" || first == "on" && len(words) > 2 && strings.EqualFold(words[1], "call") && words[2] == "for":
		what := strings.TrimPrefix(core, words[0]+" ") // "on-call for 20+ daily jobs"
		if first == "on" {
			what = strings.TrimPrefix(what, words[1]+" ") // "on call for…"
		}
		return "I am on call " + what
	case trailingBefore.MatchString(core):
		// "3 years front desk at a dental office before that": the earlier job, told first.
		m := trailingBefore.FindStringSubmatch(core)
		plain := p
		plain.tone = "" // the tone's own wordings ("I bring 3 years") do not go into the past
		where := m[1]
		if m[2] != "" {
			where += " " + m[2] // "4 yrs diesel mechanic before that (army)": where, after the job
		}
		s := strings.TrimSuffix(inThePast(plain.rewrite(where, 0)), ".")
		if !strings.HasPrefix(s, "I ") && !strings.HasPrefix(s, "I'") {
			s = lowerWord(s)
		}
		return "Before that, " + s
	case dailyLoadList.MatchString(core) && verbless(words) && p.verbless != "":
		// "rooming, vitals, EKGs, injections, about 25 patients a day"
		m := dailyLoadList.FindStringSubmatch(core)
		return p.verbless + " " + plaintext.JoinAnd(strings.Split(lowerLead(m[1]), ", ")) + ", for " + m[2]
	case labelLine.MatchString(core):
		// "portfolio: 3 case studies", "certs: bls, acls": a label and what it holds.
		m := labelLine.FindStringSubmatch(core)
		what := strings.TrimSpace(m[2])
		if items := strings.Split(what, ", "); len(items) > 1 && !strings.Contains(what, " and ") {
			what = plaintext.JoinAnd(items) // "bls, acls" → "BLS and ACLS"
		}
		switch strings.ToLower(m[1]) {
		case "portfolio":
			return "My portfolio holds " + what
		case "certs", "certifications", "certificates", "licenses", "licences":
			return "I hold " + listWithAnd(what)
		case "tools", "stack", "software":
			return "I work with " + listWithAnd(what)
		case "languages":
			return "I speak " + listWithAnd(what)
		case "docs as code", "docs-as-code":
			return "I work docs-as-code, with " + listWithAnd(what) // "docs as code: markdown, git, docusaurus"
		case "clinicals", "clinical rotations", "rotations", "externship", "externships":
			return "My " + strings.ToLower(m[1]) + " covered " + listWithAnd(what) // "clinicals: med pass, wound care, g-tube feeds"
		}
		return "My skills include " + listWithAnd(what)
	case first == "did" && len(words) > 1 && !finiteWords[strings.ToLower(words[1])]:
		return withFigures("I did " + rest) // "did anticoagulation consults with a clinic"
	case (first == "looking" || first == "hoping" || first == "aiming") && len(words) > 2:
		return "I am " + lowerWord(words[0]) + " " + rest // "looking for a tier 2 role"
	case examScheduled.MatchString(core):
		m := examScheduled.FindStringSubmatch(core)
		return "My " + m[1] + " " + strings.ToLower(m[2]) + " is scheduled for " + monthCase(m[3])
	case homeLab.MatchString(core):
		return "I run a home lab " + homeLab.FindStringSubmatch(core)[1] // "homelab with ELK and Suricata"
	case clientsIncluded.MatchString(core):
		m := clientsIncluded.FindStringSubmatch(core)
		return "My " + strings.ToLower(m[1]) + " have included " + m[2]
	case noteWithOwnClause.MatchString(core):
		return "The " + lowerLead(core) // "blog I ran grew…" → "The blog I ran grew…"
	case placement.MatchString(core):
		// "internship at roosevelt middle 600 hours, caseload about 45 students"
		m := placement.FindStringSubmatch(core)
		what := strings.ToLower(m[1])
		if m[3] != "" {
			what = m[3] + "-hour " + what
		}
		s := "I completed " + article(what) + what + " at " + orgAside(m[2])
		if tail := strings.TrimSpace(m[4]); tail != "" {
			s += ", " + strings.TrimPrefix(tail, ", ")
		}
		return withFigures(caseloadClause.ReplaceAllString(s, ", with a caseload of "))
	case credentialUnderWay.MatchString(core):
		m := credentialUnderWay.FindStringSubmatch(core)
		return "My " + m[1] + " is " + strings.ToLower(m[2]) // "My NMLS license is in progress"
	case licencePending.MatchString(core):
		m := licencePending.FindStringSubmatch(core)
		what, state := strings.TrimSpace(m[1]), ""
		if ws := strings.Fields(what); len(ws) > 1 && usStates[strings.ToLower(ws[len(ws)-1])] {
			state, what = stateCase(ws[len(ws)-1])+" ", strings.Join(ws[:len(ws)-1], " ")
		}
		return "My " + state + what + " license is pending"
	case movesUnderWay[first] && rest != "":
		return "I am " + lowerLead(core)
	}
	return ""
}

var (
	// ordinalRole is a year of a training or a course: "4th year apprentice", "3rd-year student".
	ordinalRole = regexp.MustCompile(`(?i)^(\d+(?:st|nd|rd|th))[- ]year ([a-z]+)\b(.*)$`)
	// certificationOnly is a note that names one certification and nothing else.
	certificationOnly = regexp.MustCompile(`(?i)^(?:OSHA ?\d+|BLS|ACLS|PALS|CPR|first aid|(?:Security|Network|A|CySA|CASP|PenTest|Cloud|Linux|Server|Data|Project)\+|CISSP|CCNA|CISM|OSCP|BCPS|RYT-?(?:200|500)|TIPS|Cicerone(?: level \d)?|PHTLS|TNCC|NRP|NIHSS|CCRN|CEN|EPA 60[89](?: universal| type (?:i|ii|iii))?|ASE(?: master(?: truck| auto| technician)?| [a-z]\d+)?|NATE|CCMA|CMA|RMA|CPhT|CDL(?: class [abc])?|ServSafe(?: manager| food handler)?|SHRM-S?CP|S?PHR|PMP|LEED AP|CSM|CAPM|Six Sigma \w+ belt|ISTQB(?: Foundation(?: Level)?| Advanced)?|NABCEP(?: PV (?:Associate|Installation Professional))?|(?:NASM|ACE|NSCA|ISSA)(?: CPT)?|CSCS|CPC|CCS(?:-P)?|CPB|RHIT|RHIA|CCNP(?: Enterprise| Security| Data Center| Collaboration)?|CCIE|RPR|CRR|CRI|CRC|(?:ASQ )?(?:CQE|CQA|CQT|CRE)|CPSM|CPIM|CSCP)(?: certified| certification)?$`)
	milesFree         = regexp.MustCompile(`(?i)^([\d.,]+[kmKM]?\+? miles) (accident|incident)[- ]free$`)
	licenceOnly       = regexp.MustCompile(`(?i)^(?:class ([abc]) CDL|CDL class ([abc])|CDL-([abc]))$`)
	heldThings        = regexp.MustCompile(`(?i)\b(endorsements?|licen[cs]es?|permits?|guard cards?)(?: \([A-Za-z]{2,3}\))?$`)
	// adjectiveLeads open a note that says what the writer is: "comfortable with TypeScript".
	adjectiveLeads = wordSet(`comfortable proficient fluent familiar experienced skilled bilingual trilingual`)
	// movesUnderWay open a note about a change the writer is making: "moving into product ops".
	movesUnderWay = wordSet(`moving transitioning switching pivoting shifting returning relocating changing`)
)

// usingTools writes a clause that only names tools after a comma as what the work used:
// "I managed discovery for 30+ cases, Relativity and Clio." → "…, using Relativity and Clio."
func usingTools(s string) string {
	m := toolsClause.FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	for _, w := range strings.FieldsFunc(s[m[2]:m[3]], func(r rune) bool { return r == ' ' || r == ',' }) {
		if w = strings.TrimRight(w, ".!"); w != "and" && !toolNames[w] {
			return s
		}
	}
	return s[:m[2]] + "using " + s[m[2]:]
}

var (
	toolsClause = regexp.MustCompile(`, ([A-Z][\w.]*(?:,? (?:and )?[A-Z][\w.]*)*)[.!]?$`)
	// toolNames are software people name as what they worked in.
	toolNames = wordSet(`Excel Tableau NetSuite QuickBooks Xero SAP Oracle Workday Salesforce HubSpot Jira Notion Figma Sketch
Relativity Clio Dentrix Epic Cerner Procore AutoCAD Revit ServiceTitan Zendesk Intercom Shopify Looker Snowflake dbt Airflow
BigQuery PyTorch TensorFlow Python SQL R Canva Cvent Aisle Planner Rhino Enscape SketchUp Bluebeam Lumion Opera PMS SynXis Splunk CrowdStrike SentinelOne Suricata ELK WordPress Webflow SolidWorks ANSYS FEA Civil 3D Revit Fusion Creo CATIA MATLAB`)
)

// listWithAnd ends a list of three or more with "and": "fit-outs, panel upgrades, EV
// chargers" → "fit-outs, panel upgrades and EV chargers".
func listWithAnd(s string) string {
	aside := ""
	if m := trailingAside.FindStringIndex(s); m != nil {
		s, aside = s[:m[0]], s[m[0]:] // "…, root cause (5 whys)": the list, then its aside
	}
	// A bracket inside an item ("conduit bending (EMT, rigid), panel terminations, …") is
	// part of the item: its commas are not the list's.
	masked := innerAside.ReplaceAllStringFunc(s, func(m string) string { return strings.Repeat("x", len(m)) })
	if n := strings.Count(masked, ", "); n == 0 || n == 1 && strings.ContainsFunc(s, unicode.IsDigit) || strings.ContainsAny(masked, ";()") {
		return s + aside
	}
	i := strings.LastIndex(masked, ", ")
	last := s[i+2:]
	if first, _, _ := strings.Cut(last, " "); first == "and" || first == "or" || startsWithNumber(last) || strings.HasSuffix(first, "ing") && strings.Contains(last, " ") || pastTenseVerbs[first] ||
		strings.Contains(last, " and ") || strings.Contains(last, " or ") {
		return s + aside // "Salesforce, outreach and Gong" already has its "and"
	}
	return s[:i] + " and " + last + aside
}

// innerAside is a bracketed aside anywhere in a note.
var innerAside = regexp.MustCompile(`\([^()]*\)`)

// trailingAside is a bracketed aside that ends a note.
var trailingAside = regexp.MustCompile(`\s*\([^()]*\)$`)

// activityNoun reports a noun phrase whose head, among its first three words, names work done:
// "stormwater design for 3 subdivisions", "bridge inspection".
func activityNoun(words []string) bool {
	for i, w := range words {
		if i == 3 {
			break
		}
		if activityNouns[strings.ToLower(strings.Trim(w, ",;:"))] {
			return i+1 == len(words) || words[i+1] == "for" || words[i+1] == "and" || words[i+1] == "on" || words[i+1] == "of" || words[i+1] == "in" || words[i+1] == "at" || words[i+1] == "across"
		}
	}
	return false
}

var (
	activityNouns = wordSet(`design inspection review analysis planning modeling modelling drafting testing research reporting
coordination scheduling estimating surveying permitting budgeting forecasting auditing`)
	// subjectWords are fields of study: "BS biology in 2019" is the subject, not the school.
	subjectWords = wordSet(`biology chemistry physics math mathematics maths economics history english psychology nursing cs
finance accounting marketing business engineering art arts design music sociology philosophy statistics education
communications journalism law kinesiology nutrition geography geology linguistics architecture`)
)

var (
	dailyLoad           = regexp.MustCompile(`(?i)^(?:about |approximately |around )?\d[\d,]*\+? (patients|clients|students|cases|calls|tickets|orders|exams|scans|studies|covers|tables) (?:a|per) (?:day|shift|week|night)\b`)
	degreeSubjectSchool = regexp.MustCompile(`^(\S+) (?:in )?([a-z][a-z ]+?), ([A-Za-z][\w&' ]*?),? (?:in )?((?:[A-Z][a-z]+\.? )?(?:19|20)\d{2})$`)
	promotion           = regexp.MustCompile(`(?i)^from ([a-z][\w ]*?) to ([a-z][\w ]*?) at ([a-z0-9][\w&' -]*?),? (\d+(?:\.\d+)?\+? (?:years?|months?))(.*)$`)
	papersOnly          = regexp.MustCompile(`(?i)^\d+\+? (?:[\w-]+ )?(?:papers|publications|peer-reviewed papers)(?: [\w ]+)?$`)
)

var (
	certifiedParen    = regexp.MustCompile(`(?i)^(\S+) certified \(([^()]+)\)$`)
	trainingDone      = regexp.MustCompile(`(?i)^(.+?) training (?:done|completed|complete)(.*)$`)
	labelLine         = regexp.MustCompile(`(?i)^(portfolio|certs|certifications|certificates|licen[cs]es|tools|stack|software|languages|skills|clinicals|clinical rotations|rotations|externships?|docs as code|docs-as-code)\s*:\s*(\S.*)$`)
	certifiedIn       = regexp.MustCompile(`(?i)^([A-Za-z][\w+-]*(?: [A-Za-z][\w+-]*)?) certified (?:in |since )?((?:19|20)\d{2})$`)
	trailingBefore    = regexp.MustCompile(`(?i)^(.+?),? before that(?: (in the [\p{L} ]+))?$`)
	dailyLoadList     = regexp.MustCompile(`^((?:[^,]+, ){2,}[^,]+), ((?:about |approximately |around )?\d[\d,]*\+? (?:patients|clients|students|customers|calls|tickets|orders|guests) (?:a|per) (?:day|shift|week))$`)
	examScheduled     = regexp.MustCompile(`(?i)^(.+?) (exam|boards?|test) (?:is )?(?:scheduled|booked|set) (?:for |in )?((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?: \d{4})?)$`)
	homeLab           = regexp.MustCompile(`(?i)^(?:a |my )?home ?lab ((?:with|on) .+)$`)
	clientsIncluded   = regexp.MustCompile(`(?i)^(clients|customers|accounts|brands|partners) (?:including|include|incl\.?|such as) (.+)$`)
	noteWithOwnClause = regexp.MustCompile(`^[a-z]+ I (?:ran|led|built|started|wrote|managed|launched|edited|founded|created|designed|grew|set up) \S`)
	placement         = regexp.MustCompile(`(?i)^(internship|externship|practicum|residency|placement|apprenticeship|fellowship|co-op) at ([^,\d]+?)(?:,? (\d[\d,]*) hours)?(,.*)?$`)
	caseloadClause    = regexp.MustCompile(`, caseload (?:of )?`)
	cleanRecord       = regexp.MustCompile(`(?i)^(?:a )?clean (?:driving|driver's|drivers|motor vehicle) record$|^(?:a )?clean mvr$`)
	// cleanRecordWith is a clean record and what shows it: "clean mvr, 0 accidents".
	cleanRecordWith = regexp.MustCompile(`(?i)^(?:a )?clean ((?:driving|driver's|drivers|motor vehicle) record|mvr),? (.+)$`)
	licencePending  = regexp.MustCompile(`(?i)^licen[cs]ed (.+?),? \(?pending\)?$`)
	// credentialUnderWay is a licence or certification still to come: "nmls license in progress".
	credentialUnderWay = regexp.MustCompile(`(?i)^(.+? (?:licen[cs]e|certification|registration|certificate)|[a-z]{2,6}(?:-[a-z]{1,4})?)(?: is)? (in progress|pending|under way|underway)$`)
)

// usStates are the US states people name after a licence ("licensed counselor ohio").
var usStates = wordSet(`alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho
illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana
nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming`)

func stateCase(w string) string { return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) }

// monthCase writes a month named after "scheduled for" with its capital: "march" is the month here.
func monthCase(s string) string {
	first, rest, _ := strings.Cut(s, " ")
	first = strings.ToUpper(first[:1]) + strings.ToLower(first[1:])
	if rest != "" {
		return first + " " + rest
	}
	return first
}

var patentsOnly = regexp.MustCompile(`(?i)^\d+\+? (?:granted |issued |us )?patents?$`)

// toolsOnly reports a note that only names tools: "SolidWorks and FEA (ANSYS)".
func toolsOnly(core string) bool {
	words := strings.FieldsFunc(core, func(r rune) bool { return r == ' ' || r == ',' || r == '(' || r == ')' || r == '+' })
	if len(words) < 2 {
		return false
	}
	tools := 0
	for _, w := range words {
		switch {
		case w == "and" || w == "&":
		case toolNames[w] || knownCasing[strings.ToLower(w)] == w && isAcronym(w):
			tools++
		default:
			return false
		}
	}
	return tools >= 2
}

// figureClauseItem is a list item that is a figure of its own: "p99 from 800ms to 120ms",
// "cost -35%", "40% fewer tickets".
func figureClauseItem(item string) bool {
	return startsWithNumber(item) || strings.ContainsAny(item, "%$€£") || fromTo.MatchString(item)
}

func allCertifications(parts []string) bool {
	for _, p := range parts {
		if !certificationOnly.MatchString(strings.TrimSpace(p)) {
			return false
		}
	}
	return true
}
