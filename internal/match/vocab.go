package match

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
)

// The curated vocabulary: skills with their acronyms and long forms, the words that are never
// keywords, the headings and markers that place a posting's lines, and the weights. It ships
// inside the binary, and the web app imports the same file (ADR 0023).
//
//go:embed vocabulary.json
var vocabularyJSON []byte

// VocabularyJSON is the vocabulary file as shipped.
func VocabularyJSON() []byte { return vocabularyJSON }

// VocabularySHA256 is the hex SHA-256 of the vocabulary file; the shared vectors record it,
// so both test suites prove they read the same file.
func VocabularySHA256() string {
	sum := sha256.Sum256(vocabularyJSON)
	return hex.EncodeToString(sum[:])
}

// Weights are the scoring rules' numbers (ADR 0022).
type Weights struct {
	Required    int `json:"required"`     // a mention in a requirements list or with "must", "required"…
	General     int `json:"general"`      // a mention in the body, or under responsibilities
	Preferred   int `json:"preferred"`    // a mention under "nice to have", or with "a plus", "preferred"…
	About       int `json:"about"`        // a mention in the text about the company
	TitleBonus  int `json:"title_bonus"`  // added when the posting's title names the skill
	RepeatBonus int `json:"repeat_bonus"` // added per further mention…
	RepeatCap   int `json:"repeat_cap"`   // …for at most this many further mentions
	SoftDivisor int `json:"soft_divisor"` // a soft skill's weight is divided by this (rounded up)
	Keyword     int `json:"keyword"`      // a repeated word that is not in the vocabulary
}

type skillEntry struct {
	ID       string   `json:"id"`
	Name     string   `json:"name"`
	Category string   `json:"category"`
	Aliases  []string `json:"aliases"`
	Exact    []string `json:"exact"`
	Not      []string `json:"not"`
	Implies  []string `json:"implies"`
	With     []string `json:"with"` // skills one of which the posting must name too ("Spring" needs Java)
}

type vocabularyFile struct {
	Version        string              `json:"version"`
	Weights        Weights             `json:"weights"`
	Keywords       keywordRules        `json:"keywords"`
	EvidenceFields map[string][]string `json:"evidence_fields"`
	TargetFields   map[string][]string `json:"target_fields"`
	RoleWords      []string            `json:"role_words"`
	RoleTriggers   []string            `json:"role_triggers"`
	RoleSkip       []string            `json:"role_skip"`
	RoleStops      []string            `json:"role_stops"`
	OrgWords       []string            `json:"org_words"`
	CompanySkip    []string            `json:"company_skip"`
	CompanyVerbs   []string            `json:"company_verbs"`
	HeadingFillers []string            `json:"heading_fillers"`
	JoinWords      []string            `json:"join_words"`
	JobWords       []string            `json:"job_words"`
	EmployerWords  []string            `json:"employer_words"`
	Experience     []string            `json:"experience_phrases"`
	Light          []string            `json:"light_categories"`
	RoleVerbs      []string            `json:"role_verbs"`
	CompanyBefore  []string            `json:"company_before"`
	CompanyGroups  []string            `json:"company_groups"`
	CompanyActs    []string            `json:"company_acts"`
	CompanySuffix  []string            `json:"company_suffixes"`
	FieldLabels    []string            `json:"field_labels"`
	BroadRoles     []string            `json:"broad_role_words"`
	UnitWords      []string            `json:"unit_words"`
	ItemEnds       []string            `json:"item_ends"`
	Seniority      []struct {
		Level   string   `json:"level"`
		Words   []string `json:"words"`   // in the role
		Phrases []string `json:"phrases"` // anywhere in the posting
	} `json:"seniority"`
	NumberWords  map[string]int      `json:"number_words"`
	StopWords    []string            `json:"stop_words"`
	GenericWords []string            `json:"generic_words"`
	Headings     map[string][]string `json:"headings"`
	Markers      map[string][]string `json:"markers"`
	Skills       []skillEntry        `json:"skills"`
}

type keywordRules struct {
	MinCount     int      `json:"min_count"`
	MinLength    int      `json:"min_length"`
	Max          int      `json:"max"`
	SkipSuffixes []string `json:"skip_suffixes"` // "available", "invaluable": adjectives and adverbs are not requirements
}

// Contexts a posting's line can be in. The order of headingKinds breaks ties between
// headings of equal length ("Preferred qualifications" is preferred, not required).
const (
	ctxGeneral     = "general"
	ctxRequired    = "required"
	ctxPreferred   = "preferred"
	ctxDuties      = "duties"
	ctxAbout       = "about"
	ctxBenefits    = "benefits"
	ctxEEO         = "eeo"
	ctxApply       = "apply"
	ctxBoilerplate = "boilerplate" // markers of text never read: a recruiter's pitch, legal small print
	ctxTitle       = "title"
)

var headingKinds = []string{ctxEEO, ctxApply, ctxBenefits, ctxPreferred, ctxRequired, ctxDuties, ctxAbout}

// Vocabulary is the compiled vocabulary.
type Vocabulary struct {
	Version           string
	weights           Weights
	keywords          keywordRules
	evidenceFields    map[string][]string
	targetFields      map[string][]string
	skills            []skillEntry
	byID              map[string]int
	implied           [][]int // per skill: every skill it implies, transitively
	skillPhrases      *phraseSet
	notPhrases        [][][]string    // per skill: phrases in which its alias is not the skill
	with              [][]int         // per skill: skills one of which the posting must name too
	light             map[string]bool // categories that count half: soft skills, practical conditions
	roleWords         map[string]bool // stems
	roleTriggers      *phraseSet
	roleSkip          map[string]bool // lower-case words
	roleStops         map[string]bool
	orgWords          map[string]bool
	companySkip       map[string]bool
	companyVerbs      map[string]bool
	headingFillers    map[string]bool
	joinWords         map[string]bool // words that leave a phrase open: a line ending on one goes on
	roleVerbs         map[string]bool // verbs after a role that is a sentence's subject ("The Associate supports…")
	companyBefore     map[string]bool // words before "at" and a company ("team at Acme", "career at Acme")
	companyGroups     map[string]bool // a part of a company between its name and a verb ("Acme Legal team requires")
	companyActs       map[string]bool // verbs after a company that is a sentence's subject ("Acme offers…")
	companySuffix     map[string]bool // suffixes after a comma in a company's name ("Acme, Inc.")
	broadRoleWords    map[string]bool // role words that name no line of work ("associate", "manager")
	unitWords         map[string]bool // parts of an organisation ("department", "team")
	itemEnds          map[string]bool // words that end a list item ("Required", "Preferred")
	fieldLabels       *phraseSet      // labels run into a one-paragraph posting ("… Position: Teacher Location: …")
	jobWords          *phraseSet      // words that make a sentence about the job or the candidate
	employerWords     *phraseSet      // words that make a sentence about the employer
	experiencePhrases *phraseSet      // phrases that ask for experience as such
	seniority         *phraseSet      // the role's level words; owner: index into levels
	levelPhrases      *phraseSet      // phrases that state a level anywhere ("entry-level")
	levels            []string
	numberWords       map[string]int
	ignored           map[string]bool // stems never taken as keywords
	headings          *phraseSet      // owner: index into headingKinds
	markers           map[string]*phraseSet
}

// Default is the vocabulary shipped with the binary.
var Default = sync.OnceValue(func() *Vocabulary {
	v, err := Parse(vocabularyJSON)
	if err != nil {
		panic(fmt.Sprintf("match: the embedded vocabulary is invalid: %v", err))
	}
	return v
})

// Parse compiles a vocabulary file, checking that it is consistent: unique ids, known
// implications, and no alias claimed by two skills.
func Parse(b []byte) (*Vocabulary, error) {
	var f vocabularyFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, err
	}
	v := &Vocabulary{
		Version: f.Version, weights: f.Weights, keywords: f.Keywords, evidenceFields: f.EvidenceFields, targetFields: f.TargetFields,
		skills: f.Skills, byID: map[string]int{}, skillPhrases: newPhraseSet(), roleWords: map[string]bool{},
		seniority: newPhraseSet(), levelPhrases: newPhraseSet(), numberWords: f.NumberWords, ignored: map[string]bool{}, headings: newPhraseSet(),
		markers: map[string]*phraseSet{}, roleTriggers: newPhraseSet(), roleSkip: lowerSet(f.RoleSkip),
		roleStops: lowerSet(f.RoleStops), orgWords: lowerSet(f.OrgWords), companySkip: lowerSet(f.CompanySkip),
		companyVerbs: lowerSet(f.CompanyVerbs), headingFillers: lowerSet(f.HeadingFillers),
		joinWords: lowerSet(f.JoinWords), roleVerbs: lowerSet(f.RoleVerbs), companyBefore: lowerSet(f.CompanyBefore),
		companyGroups: lowerSet(f.CompanyGroups), companyActs: lowerSet(f.CompanyActs), companySuffix: lowerSet(f.CompanySuffix),
		fieldLabels: newPhraseSet(), broadRoleWords: lowerSet(f.BroadRoles), unitWords: lowerSet(f.UnitWords), itemEnds: lowerSet(f.ItemEnds), light: lowerSet(f.Light), jobWords: newPhraseSet(), employerWords: newPhraseSet(),
		experiencePhrases: newPhraseSet(),
	}
	for _, list := range []struct {
		words []string
		set   *phraseSet
	}{{f.JobWords, v.jobWords}, {f.EmployerWords, v.employerWords}, {f.Experience, v.experiencePhrases}, {f.FieldLabels, v.fieldLabels}} {
		for _, w := range list.words {
			list.set.add(phraseKeys(w, false), false, 0)
		}
	}
	for _, t := range f.RoleTriggers {
		v.roleTriggers.add(phraseKeys(t, false), false, 0)
	}
	if v.weights.SoftDivisor < 1 || v.keywords.Max < 0 {
		return nil, fmt.Errorf("weights: soft_divisor must be at least 1")
	}
	for i, s := range f.Skills {
		if s.ID == "" || s.Name == "" || s.Category == "" {
			return nil, fmt.Errorf("skill %d: id, name and category are required", i)
		}
		if _, dup := v.byID[s.ID]; dup {
			return nil, fmt.Errorf("skill %q is listed twice", s.ID)
		}
		v.byID[s.ID] = i
	}
	claimed := map[string]string{}
	var clashes []error
	claim := func(keys []string, exact bool, owner string) {
		k := fmt.Sprint(exact, keys)
		if other, ok := claimed[k]; ok && other != owner {
			clashes = append(clashes, fmt.Errorf("the alias %v belongs to both %q and %q", keys, other, owner))
		}
		claimed[k] = owner
	}
	v.notPhrases = make([][][]string, len(f.Skills))
	v.with = make([][]int, len(f.Skills))
	for i, s := range f.Skills {
		exactNames := map[string]bool{}
		for _, e := range s.Exact {
			exactNames[e] = true
		}
		aliases := s.Aliases
		if !exactNames[s.Name] {
			aliases = append([]string{s.Name}, aliases...)
		}
		for _, a := range aliases {
			keys := phraseKeys(a, false)
			if len(keys) == 0 {
				return nil, fmt.Errorf("skill %q: alias %q has no words", s.ID, a)
			}
			claim(keys, false, s.ID)
			v.skillPhrases.add(keys, false, i)
		}
		for _, e := range s.Exact {
			keys := phraseKeys(e, true)
			if len(keys) == 0 {
				return nil, fmt.Errorf("skill %q: exact alias %q has no words", s.ID, e)
			}
			claim(keys, true, s.ID)
			v.skillPhrases.add(keys, true, i)
		}
		for _, n := range s.Not {
			v.notPhrases[i] = append(v.notPhrases[i], phraseKeys(n, false))
		}
		for _, id := range s.Implies {
			if _, ok := v.byID[id]; !ok {
				return nil, fmt.Errorf("skill %q implies unknown skill %q", s.ID, id)
			}
		}
		for _, id := range s.With {
			j, ok := v.byID[id]
			if !ok {
				return nil, fmt.Errorf("skill %q needs unknown skill %q", s.ID, id)
			}
			v.with[i] = append(v.with[i], j)
		}
	}
	if len(clashes) > 0 {
		return nil, errors.Join(clashes...)
	}
	v.implied = make([][]int, len(f.Skills))
	for i := range f.Skills {
		seen := map[int]bool{i: true}
		queue := []int{i}
		for len(queue) > 0 {
			cur := queue[0]
			queue = queue[1:]
			for _, id := range f.Skills[cur].Implies {
				j := v.byID[id]
				if !seen[j] {
					seen[j] = true
					v.implied[i] = append(v.implied[i], j)
					queue = append(queue, j)
				}
			}
		}
		sort.Ints(v.implied[i])
	}
	for _, w := range f.RoleWords {
		for _, k := range phraseKeys(w, false) {
			v.roleWords[k] = true
		}
	}
	for li, s := range f.Seniority {
		v.levels = append(v.levels, s.Level)
		for _, w := range s.Words {
			keys := phraseKeys(w, false)
			v.seniority.add(keys, false, li)
			for _, k := range keys {
				v.ignored[k] = true
			}
		}
		for _, w := range s.Phrases {
			v.levelPhrases.add(phraseKeys(w, false), false, li)
		}
	}
	for _, list := range [][]string{f.StopWords, f.GenericWords, f.RoleWords} {
		for _, w := range list {
			for _, k := range phraseKeys(w, false) {
				v.ignored[k] = true
			}
		}
	}
	for ki, kind := range headingKinds {
		for _, h := range f.Headings[kind] {
			v.headings.add(phraseKeys(h, false), false, ki)
		}
	}
	for kind, list := range f.Markers {
		ps := newPhraseSet()
		for _, m := range list {
			ps.add(phraseKeys(m, false), false, 0)
		}
		v.markers[kind] = ps
	}
	for _, kind := range []string{ctxRequired, ctxPreferred, ctxBenefits, ctxEEO} {
		if v.markers[kind] == nil {
			return nil, fmt.Errorf("markers: %q is missing", kind)
		}
	}
	for _, kind := range []string{ctxDuties, ctxApply, ctxBoilerplate} {
		if v.markers[kind] == nil {
			v.markers[kind] = newPhraseSet()
		}
	}
	return v, nil
}

func lowerSet(words []string) map[string]bool {
	m := map[string]bool{}
	for _, w := range words {
		m[lowerString(w)] = true
	}
	return m
}

// EvidenceFields lists, per kind, the form fields whose text is the user's evidence: what
// they wrote about themselves (a cover letter's job title and company are the target, not
// evidence).
func (v *Vocabulary) EvidenceFields(kind string) []string { return v.evidenceFields[kind] }

// TargetFields lists, per kind, the form fields that name the job a draft is aimed at. A
// draft of such a kind names the target (and the posting's role and company); those words are
// no evidence of a skill ("the Data Engineer role" claims no data engineering). Resumes and
// decks never name the target, so nothing is taken out of them.
func (v *Vocabulary) TargetFields(kind string) []string { return v.targetFields[kind] }

// SkillCount is the number of skills in the vocabulary.
func (v *Vocabulary) SkillCount() int { return len(v.skills) }

// SkillNames are the names of the vocabulary's skills, in its order.
func (v *Vocabulary) SkillNames() []string {
	out := make([]string, len(v.skills))
	for i, s := range v.skills {
		out[i] = s.Name
	}
	return out
}

// phraseSet finds phrases (sequences of stems, or of exact surfaces) in token lists.
type phraseSet struct {
	byFirst map[string][]*phrase
	n       int
}

type phrase struct {
	keys  []string
	exact bool
	owner int
	order int
}

func newPhraseSet() *phraseSet { return &phraseSet{byFirst: map[string][]*phrase{}} }

func (ps *phraseSet) add(keys []string, exact bool, owner int) {
	if len(keys) == 0 {
		return
	}
	first := keys[0]
	if exact {
		first = "=" + first
	}
	ps.byFirst[first] = append(ps.byFirst[first], &phrase{keys: keys, exact: exact, owner: owner, order: ps.n})
	ps.n++
}

func (p *phrase) at(toks []token, i int) bool {
	if i+len(p.keys) > len(toks) {
		return false
	}
	for k, key := range p.keys {
		t := toks[i+k]
		if t.barrier != 0 {
			return false
		}
		if p.exact && t.surface != key || !p.exact && t.stem != key {
			return false
		}
	}
	return true
}

// longestAt is the longest phrase that starts at toks[i]; of equal lengths, the one added first.
func (ps *phraseSet) longestAt(toks []token, i int) *phrase {
	t := toks[i]
	if t.barrier != 0 {
		return nil
	}
	var best *phrase
	for _, list := range [][]*phrase{ps.byFirst[t.stem], ps.byFirst["="+t.surface]} {
		for _, p := range list {
			if !p.at(toks, i) {
				continue
			}
			if best == nil || len(p.keys) > len(best.keys) || len(p.keys) == len(best.keys) && p.order < best.order {
				best = p
			}
		}
	}
	return best
}

// contains reports whether any phrase of the set occurs in toks.
func (ps *phraseSet) contains(toks []token) bool {
	for i := range toks {
		if ps.longestAt(toks, i) != nil {
			return true
		}
	}
	return false
}

// coverPhrase reports whether the phrase keys occur in toks around [i, i+n).
func coverPhrase(toks []token, keys []string, i, n int) bool {
	for k := max(0, i+n-len(keys)); k <= i && k+len(keys) <= len(toks); k++ {
		ok := true
		for j, key := range keys {
			if toks[k+j].barrier != 0 || toks[k+j].stem != key {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// occurrence is a skill found in a text.
type occurrence struct {
	skill int
	at    int // token index
	n     int // tokens
	words string
}

// findSkills returns the skills in toks (cut from the runes rs), left to right, the longest
// alias winning where aliases overlap ("React Native" is not also "React").
func (v *Vocabulary) findSkills(rs []rune, toks []token) []occurrence {
	var out []occurrence
	for i := 0; i < len(toks); {
		p := v.skillPhrases.longestAt(toks, i)
		if p == nil {
			i++
			continue
		}
		excluded := false
		for _, not := range v.notPhrases[p.owner] {
			if coverPhrase(toks, not, i, len(p.keys)) {
				excluded = true
				break
			}
		}
		if excluded {
			i++
			continue
		}
		out = append(out, occurrence{skill: p.owner, at: i, n: len(p.keys), words: spanOf(rs, toks[i:i+len(p.keys)])})
		i += len(p.keys)
	}
	return out
}

// spanOf is the text of tokens as written, from the first to the last (so "CI/CD" keeps its
// slash), with runs of spaces made one.
func spanOf(rs []rune, toks []token) string {
	if len(toks) == 0 {
		return ""
	}
	return strings.Join(strings.Fields(string(rs[toks[0].start:toks[len(toks)-1].end])), " ")
}
