package resume

import (
	"regexp"
	"strings"
	"unicode"
)

// Word lists the resume parser (resumeparse.go) classifies header segments with. A segment is
// a role, an organisation, a school, a degree or a place only when one of its words says so;
// anything else is "unknown" and is never guessed into a field on its own (ADR 0014).

// phraseSet is a set of words; "_" joins the words of a phrase ("vice_president").
func phraseSet(words string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(words) {
		out[strings.ReplaceAll(w, "_", " ")] = true
	}
	return out
}

// roleWords are the nouns job titles end in or are made of, in English and a few other
// languages (a title's language is the user's).
var roleWords = phraseSet(`engineer engineers developer developers programmer manager managers designer director directors lead head intern internship analyst consultant
specialist vp vice_president president officer founder co-founder cofounder owner architect scientist researcher research_assistant coordinator assistant associate
administrator admin writer editor copywriter marketer teacher tutor lecturer professor instructor nurse physician pharmacist therapist accountant auditor
bookkeeper technician representative rep executive strategist recruiter advisor adviser trainee apprentice freelancer freelance contractor sre devops
cto ceo coo cfo cmo cio cpo ciso chef cook barista cashier clerk agent attorney lawyer paralegal counsel supervisor foreman operator driver mechanic
electrician plumber carpenter welder photographer artist illustrator animator producer journalist reporter translator interpreter librarian volunteer
fellow postdoc student member chair chairman chairwoman secretary treasurer planner buyer merchandiser stylist paramedic surgeon dentist hygienist
caregiver aide practitioner tester qa webmaster dba salesperson server waiter waitress bartender host hostess receptionist steward stewardess pilot captain sergeant
soldier principal dean superintendent counselor counsellor coach trainer facilitator investigator inspector surveyor estimator controller economist
statistician mathematician physicist chemist biologist pm teller underwriter actuary broker banker trader partner associate_professor
scrum_master product_owner tech_lead team_lead staff_engineer ambassador evangelist advocate maintainer contributor moderator organizer organiser
ingeniero ingeniera ingénieur ingénieure entwickler entwicklerin desarrollador desarrolladora gerente directeur directrice diseñador diseñadora
développeur développeuse programador programadora analista consultor consultora leiter leiterin berater beraterin enfermera enfermero profesor
profesora engenheiro engenheira projektleiter geschäftsführer geschäftsführerin chef_de_projet responsable stagiaire praktikant praktikantin werkstudent
eng exec mgr dev care_tech patient_care_tech pharmacy_tech lab_tech vet_tech
installer installers laborer labourer rn lpn cna np phlebotomist esthetician drafter preparer picker packer dispatcher custodian janitor nanny
housekeeper groundskeeper landscaper roofer lineworker lineman machinist fabricator stocker courier valet guard`)

// roleScripts are role words in scripts without spaces or capitals, matched inside a segment.
var roleScripts = []string{"エンジニア", "デザイナー", "マネージャー", "工程师", "经理", "设计师", "开发", "엔지니어", "디자이너", "개발자",
	"инженер", "разработчик", "менеджер", "дизайнер", "руководитель", "аналитик", "программист", "مهندس", "مطور"}

// orgWords name organisations: legal suffixes and the nouns company names are built from.
var orgWords = phraseSet(`inc llc ltd limited gmbh ag sa sas sarl srl spa bv nv plc corp corporation company co lp llp pty pvt kk oy ab
labs lab technologies technology group agency studio studios bank hospital clinic foundation partners ventures capital systems solutions
software consulting media health healthcare networks services industries holdings associates enterprises international global digital
pharmaceuticals pharma motors airlines airways energy insurance council ministry department government nhs army navy church museum library
newspaper magazine restaurant restaurants cafe café hotel hotels store stores shop bakery startup organization organisation charity trust
games entertainment records publishing press productions logistics foods brewery university college school institute academy hosp`)

var orgScripts = []string{"株式会社", "有限会社", "有限公司", "集团", "公司", "주식회사", "ооо", "оао", "зао", "пао", "компания", "банк", "شركة"}

// schoolWords name schools, colleges and universities; schoolNames are well-known ones
// written without such a word.
var schoolWords = phraseSet(`university universität université universidad universidade università universiteit uniwersytet univerzita universitet
college school institute institut instituto istituto academy akademie académie polytechnic politecnico polytechnique hochschule fachhochschule
école ecole escuela gymnasium lycée conservatory conservatoire seminary bootcamp campus`)

var schoolScripts = []string{"大学", "大學", "学院", "學院", "高校", "대학교", "대학", "университет", "институт", "академия", "جامعة"}

var schoolNames = phraseSet(`mit ucla nyu ucl lse eth epfl caltech cmu usc iit insead kth tum rwth lmu harvard stanford oxford cambridge yale princeton
wharton coursera udacity edx udemy`)

// degreeWords name degrees and qualifications. Short ones that are also English words
// ("be", "me", "as") count only when written with full stops ("B.E.").
var degreeWords = phraseSet(`ba bs bsc bfa bba bcom beng barch btech bsn bpharm ma msc mfa mba meng mtech mphil mres mpa mph msw mcom llb llm jd md
phd dphil edd dds dmd dvm pharmd psyd aa aas ged hnd btec bachelor bachelors bachelor's master masters master's doctor doctorate diploma
certificate associate associates associate's degree a-level a-levels gcse gcses igcse baccalaureate baccalauréat abitur licenciatura licence
laurea magister diplom nanodegree postgraduate undergraduate high_school ms mres msn ib hsc ssc`)

var dottedDegrees = phraseSet(`be me as ed ab sb sm`)

var degreeScripts = []string{"学士", "硕士", "博士", "修士", "학사", "석사", "бакалавр", "магистр"}

// detailWords open what an education line adds beyond school, degree and year.
var detailWords = phraseSet(`gpa grade grades honours honors hons cum laude magna summa distinction merit first-class first_class dean's thesis
dissertation minor coursework activities societies valedictorian salutatorian scholarship exchange study_abroad relevant graduated_with award`)

// employmentWords are LinkedIn's employment types ("Acme · Full-time").
var employmentWords = phraseSet(`full-time part-time full_time part_time contract freelance internship self-employed seasonal apprenticeship temporary
permanent volunteer fixed-term casual`)

// remoteWords are places that are not on a map.
var remoteWords = phraseSet(`remote hybrid on-site onsite on_site worldwide anywhere distributed`)

// regionCodes are US states, Canadian provinces and Australian states as people abbreviate
// them after a city ("Austin, TX").
var regionCodes = phraseSet(`AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD
TN TX UT VT VA WA WV WI WY ON QC BC AB MB SK NS NB NL PE NSW VIC QLD WA SA TAS ACT NT`)

// countries are the places most often written after a city ("Berlin, Germany").
var countries = phraseSet(`usa us u.s. u.s.a. uk u.k. uae eu united_states united_states_of_america united_kingdom england scotland wales ireland
northern_ireland canada mexico brazil argentina chile colombia peru germany deutschland france spain españa portugal italy italia netherlands
belgium switzerland austria sweden norway denmark finland iceland poland czechia czech_republic slovakia hungary romania bulgaria greece
turkey türkiye ukraine russia israel egypt nigeria kenya ghana south_africa morocco india pakistan bangladesh sri_lanka nepal china japan korea
south_korea taiwan hong_kong singapore malaysia indonesia thailand vietnam philippines australia new_zealand estonia latvia lithuania
croatia serbia slovenia luxembourg qatar saudi_arabia
alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana iowa kansas
kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada new_hampshire new_jersey
new_mexico new_york north_carolina north_dakota ohio oklahoma oregon pennsylvania rhode_island south_carolina south_dakota tennessee texas
utah vermont virginia washington west_virginia wisconsin wyoming ontario quebec british_columbia alberta bavaria catalonia`)

// placeConnectors are the small words place names have inside them.
var placeConnectors = phraseSet(`of de la le les del der am an upon on the and da do dos das di van von y e sur en im bei`)

// tokens are a segment's words, lower case, with full stops removed ("B.Sc." → "bsc").
func tokens(s string) (keys []string, dotted []bool) {
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '.' || r == '\'' || r == '’' || r == '&')
	}) {
		w = strings.ReplaceAll(w, "’", "'")
		w = strings.Trim(w, "-'&")
		key := strings.ReplaceAll(w, ".", "")
		if key == "" {
			continue
		}
		keys = append(keys, key)
		dotted = append(dotted, strings.Contains(w, "."))
	}
	return keys, dotted
}

// hasWord reports whether s holds one of set's words or two-word phrases (which the sets
// spell with "_"), or one of scripts' strings.
func hasWord(s string, set map[string]bool, scripts []string) bool {
	return wordAt(s, set, scripts) >= 0
}

// wordAt is the index of the last of s's tokens that is in set (phrases count at their last
// word), -1 when none is, and len(tokens) when only a script string matched.
func wordAt(s string, set map[string]bool, scripts []string) int {
	return lastTokenAt(s, func(keys []string, _ []bool, i int) bool {
		return set[keys[i]] || i > 0 && set[keys[i-1]+" "+keys[i]]
	}, scripts)
}

// lastTokenAt is the index of the last of s's tokens that matches, -1 when none does, and
// len(tokens) when none does but s holds one of scripts (words in scripts without spaces
// between them, which tokens cannot split).
func lastTokenAt(s string, matches func(keys []string, dotted []bool, i int) bool, scripts []string) int {
	keys, dotted := tokens(s)
	at := -1
	for i := range keys {
		if matches(keys, dotted, i) {
			at = i
		}
	}
	if at < 0 {
		low := strings.ToLower(s)
		for _, sc := range scripts {
			if strings.Contains(low, sc) {
				return len(keys)
			}
		}
	}
	return at
}

func isDegree(s string) bool { return degreeAt(s) >= 0 }

// degreeAt is the index of the last token of s that names a degree ("Diplom-Informatiker"
// counts by its first part), -1 for none.
func degreeAt(s string) int {
	at := lastTokenAt(s, func(keys []string, dotted []bool, i int) bool {
		k := keys[i]
		first, _, _ := strings.Cut(k, "-")
		return degreeWords[k] || degreeWords[first] || dotted[i] && dottedDegrees[k] || i > 0 && degreeWords[keys[i-1]+" "+k]
	}, degreeScripts)
	if at < 0 && capitalDegree.MatchString(s) {
		return 0 // "BE Computer Engineering": the short ones in capitals before a subject
	}
	return at
}

var capitalDegree = regexp.MustCompile(`^(?:BE|ME|AB|SB|SM)\s+\p{Lu}`)

func isSchool(s string) bool { return schoolAt(s) >= 0 }

// schoolAt is the index of the last token of s that names a school, -1 for none.
func schoolAt(s string) int {
	at := wordAt(s, schoolWords, schoolScripts)
	keys, _ := tokens(s)
	for i, k := range keys {
		if schoolNames[k] && i > at {
			at = i
		}
	}
	return at
}

// schoolOrDegree says what a segment with words of both names by its last one: "High School
// Diploma" is a degree, "Lincoln High School" a school.
func schoolOrDegree(s string) (school, degree bool) {
	sc, dg := schoolAt(s), degreeAt(s)
	switch {
	case sc >= 0 && dg >= 0:
		return sc > dg, dg > sc
	}
	return sc >= 0, dg >= 0
}

// isCountry reports whether s is a country, a US state or another region a city is
// followed by, or a region code written in capitals ("TX", not "tx").
func isCountry(s string) bool {
	s = strings.TrimSpace(s)
	if regionCodes[s] {
		return true
	}
	return countries[strings.Join(strings.Fields(strings.ToLower(s)), " ")]
}

func isRemote(s string) bool {
	keys, _ := tokens(s)
	if len(keys) == 0 || len(keys) > 3 {
		return false
	}
	return allIn(keys, remoteWords)
}

// allIn reports whether every key is in set, alone or as part of a two-word phrase.
func allIn(keys []string, set map[string]bool) bool {
	for i := 0; i < len(keys); i++ {
		switch {
		case i+1 < len(keys) && set[keys[i]+" "+keys[i+1]]:
			i++
		case !set[keys[i]]:
			return false
		}
	}
	return true
}

// placeish reports whether s could be a place name: one to four capitalised words (or words
// of a script without capitals), no digits, no role or organisation word.
func placeish(s string) bool {
	s = strings.TrimSpace(s)
	if isCountry(s) || isRemote(s) {
		return true
	}
	words := strings.Fields(s)
	if len(words) == 0 || len(words) > 4 || strings.ContainsFunc(s, unicode.IsDigit) {
		return false
	}
	for _, w := range words {
		r := []rune(w)[0]
		if placeConnectors[strings.ToLower(w)] {
			continue
		}
		if unicode.IsLower(r) || !unicode.IsLetter(r) {
			return false
		}
	}
	return !hasWord(s, roleWords, roleScripts) && !hasWord(s, orgWords, orgScripts) && !hasWord(s, teamWords, nil) && !isDegree(s)
}

// teamWords name parts of an organisation, not places ("Payments Team").
var teamWords = phraseSet(`team teams squad division department unit group org practice platform product tribe chapter`)

// isEmployment reports whether s is only an employment type or a length of time
// ("Full-time", "5 yrs 3 mos").
func isEmployment(s string) bool {
	if durationPattern.MatchString(strings.TrimSpace(s)) {
		return true
	}
	keys, _ := tokens(s)
	if len(keys) == 0 || len(keys) > 2 {
		return false
	}
	return allIn(keys, employmentWords)
}
