package writer

import (
	"hash/fnv"
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/match"
)

// A letter's own sentences — how the writer would start in the role, what they would hold
// their work to — read as padding when they could close any letter in any trade. They are
// written for the field of the role instead (ADR 0045): a nurse would learn "the unit's
// routines, protocols and handoffs", an accountant "the close calendar, the ledgers and the
// controls". The field words are intentions and standards in the future tense: never a
// number, a name, an employer or a past the user did not type.

// fieldWords are one field's nouns for the tone's sentences, two wordings each.
type fieldWords struct {
	learn []string // what a newcomer learns first
	team  []string // who they work with
	serve []string // who the work is for
	value []string // what good work is, as a noun phrase
	craft []string // the work itself: "the unit", "the books"
}

// fieldOf is the field of a letter: the first whose words the role title holds, else the
// employer's name, else the one the posting names most, else (with no posting) the one the notes name most, else
// general. The notes say where the writer has been, the posting where they are going: a
// speech therapist leaving a school for a clinic is not writing to a school, and a customer
// success manager who once worked at a shipping store does not join a sales floor.
func fieldOf(title, company, posting, notes string) fieldWords {
	// A title no field names is read with its employer's name: an "Associate Registrar" at
	// an art museum registers objects, and her notes' "loans" are not a bank's.
	for _, named := range []string{title, company} {
		lower := " " + strings.ToLower(named) + " "
		for _, f := range fieldOrder {
			if f.words.MatchString(lower) {
				return f.field
			}
		}
	}
	if strings.TrimSpace(posting) != "" {
		// The posting's duties and asks, not its words about the company: a systems
		// administrator at a company of warehouses administers systems.
		p := match.Default().Analyze(posting)
		var work []string
		work = append(work, p.Duties...)
		for _, a := range p.Asks {
			work = append(work, a.Text)
		}
		if len(work) == 0 {
			return mostNamedField(posting, 2)
		}
		return mostNamedField(strings.Join(work, "\n"), 2)
	}
	// In the notes, the field they name most: a youth programme manager who once wrote a
	// grant report works with students, not donors.
	return mostNamedField(notes, 1)
}

// mostNamedField is the field a text names most, when it names it clearly: at least `least`
// times and more than any other. In a posting a word met once ("fleet software", "AI
// systems") says little of the field, and the wrong field's sentences read worse than
// general ones.
func mostNamedField(text string, least int) fieldWords {
	lower := " " + strings.ToLower(text) + " "
	best, most, second := generalField, 0, 0
	for _, f := range fieldOrder {
		n := len(f.words.FindAllStringIndex(lower, -1))
		switch {
		case n > most:
			best, most, second = f.field, n, most
		case n > second:
			second = n
		}
	}
	if most < least || most == second {
		return generalField
	}
	return best
}

// unclaimed keeps the wordings that name none of the posting's skills but those the
// user's own text shows: a field's words never claim a skill for someone whose notes do
// not show it. A slot left without a wording takes the general field's.
func (fw fieldWords) unclaimed(p *match.Posting, evidence string) fieldWords {
	if p == nil || len(p.Requirements) == 0 {
		return fw
	}
	v := match.Default()
	own := v.Shows(p, evidence)
	keep := func(opts, general []string) []string {
		var out []string
		for _, o := range opts {
			ok := true
			for i, shown := range v.Shows(p, o) {
				if shown && p.Requirements[i].IsSkill() && !own[i] {
					ok = false
					break
				}
			}
			if ok {
				out = append(out, o)
			}
		}
		if len(out) == 0 {
			return general
		}
		return out
	}
	return fieldWords{
		learn: keep(fw.learn, generalField.learn),
		team:  keep(fw.team, generalField.team),
		serve: keep(fw.serve, generalField.serve),
		value: keep(fw.value, generalField.value),
		craft: keep(fw.craft, generalField.craft),
	}
}

// fill writes a tone's sentence with the tone's own wording of each field word (toneSlot):
// two tones of one letter never word a field the same way.
func (fw fieldWords) fill(tone, s string) string {
	return fw.fillTurned(tone, s, 0)
}

// fillCounted is fillTurned for one of a letter's sentences: uses counts how often the
// letter has named the people the writer works with or works for, and a third naming takes the field's
// next wording, so a letter does not say "the charge nurses and the care team" three times.
// (Only the third: turning earlier would have two tones share a wording more often, and the
// general field's words would make stock sentences.)
func (fw fieldWords) fillCounted(tone, s string, turn int, uses map[string]int) string {
	for _, key := range []string{"team", "serve"} {
		n := strings.Count(s, "{"+key+"}") + strings.Count(s, "{"+strings.ToUpper(key[:1])+key[1:]+"}")
		if n > 0 && uses[key] >= 2 {
			one := fieldWords{team: fw.team, serve: fw.serve}
			if key == "team" {
				one.serve = nil
			} else {
				one.team = nil
			}
			s = one.fillTurned(tone, s, turn+1)
		}
		uses[key] += n
	}
	return fw.fillTurned(tone, s, turn)
}

// fillTurned is fill with each tone's wordings turned by turn places: two people of one
// field word it differently (turn comes from the writer's name), while two tones of one
// letter still never share a wording.
func (fw fieldWords) fillTurned(tone, s string, turn int) string {
	return fw.fillWith(tone, s, func(string) int { return turn })
}

func (fw fieldWords) fillWith(tone, s string, turnOf func(key string) int) string {
	slots := []struct {
		key  string
		opts []string
	}{{"learn", fw.learn}, {"team", fw.team}, {"serve", fw.serve}, {"value", fw.value}, {"craft", fw.craft}}
	for _, sl := range slots {
		if len(sl.opts) == 0 {
			continue
		}
		turn := turnOf(sl.key)
		w := sl.opts[(toneSlot[tone][sl.key]+turn)%len(sl.opts)]
		s = strings.ReplaceAll(s, "{"+sl.key+"}", w)
		s = strings.ReplaceAll(s, "{"+strings.ToUpper(sl.key[:1])+sl.key[1:]+"}", strings.ToUpper(w[:1])+w[1:])
		// "{value2}": the tone's second wording, for a sentence that names the slot again.
		s = strings.ReplaceAll(s, "{"+sl.key+"2}", sl.opts[(toneSlot[tone][sl.key]+1+turn)%len(sl.opts)])
	}
	return s
}

// nameTurn is how far a writer's name turns the field's wordings.
func nameTurn(name string) int {
	h := fnv.New32a()
	h.Write([]byte(strings.ToLower(strings.TrimSpace(name))))
	return int(h.Sum32() % 3)
}

// toneSlot is which wording of a field word each tone uses. Each tone's sentences name only
// some of the field's words, and two tones that name the same word take different wordings.
var toneSlot = map[string]map[string]int{
	"professional": {"learn": 0, "team": 1, "serve": 2},
	"confident":    {"learn": 1, "value": 0, "team": 2, "craft": 0},
	"warm":         {"team": 0, "serve": 1, "value": 2, "craft": 2, "learn": 2},
	"enthusiastic": {"serve": 0, "value": 1, "craft": 1},
	"concise":      {"learn": 2, "value": 0, "serve": 2},
}

// Every tone but professional speaks in contractions, in the sentences it makes of the
// user's notes too: "I am a CPA" becomes "I'm a CPA". Only the grammar words change.
var contraction = regexp.MustCompile(`(^|[\s(“"'])(I am|I have been|I would|I will|I have led|I have built|I have worked|I do not|It is|it is|That is|that is) `)

var contractedForm = map[string]string{"I am": "I'm", "I have been": "I've been", "I would": "I'd", "I will": "I'll",
	"I have led": "I've led", "I have built": "I've built", "I have worked": "I've worked", "I do not": "I don't",
	"It is": "It's", "it is": "it's", "That is": "That's", "that is": "that's"}

// contractedPoints contracts the grammar the writer added to the user's points ("Cpa w 6
// yrs" → "I'm a CPA…"); what the user typed ("I would love") stays as typed.
func contractedPoints(ps []point) []point {
	out := make([]point, len(ps))
	for i, p := range ps {
		typed := strings.ToLower(p.typed)
		p.sentence = contraction.ReplaceAllStringFunc(p.sentence, func(m string) string {
			sub := contraction.FindStringSubmatch(m)
			if strings.Contains(typed, strings.ToLower(sub[2])) {
				return m
			}
			return sub[1] + contractedForm[sub[2]] + " "
		})
		out[i] = p
	}
	return out
}

// hospitalityField is a hotel's: its guests, front office and housekeeping.
var hospitalityField = fieldWords{
	learn: []string{"the property, its guests and the way each shift hands over", "how the front office runs arrivals, departures and requests", "the hotel's standards and the team behind them"},
	team:  []string{"the front office and housekeeping teams", "the team on every shift", "the managers across the hotel"},
	serve: []string{"every guest", "the guests from arrival to checkout", "the guests who come back"},
	value: []string{"service guests remember", "calm, warm service on the busiest days", "problems solved before guests notice them"},
	craft: []string{"the front office", "arrivals and departures", "the guest experience"},
}

// engineeringField is for engineers of physical things: drawings, reviews and clients.
var engineeringField = fieldWords{
	learn: []string{"the current projects, their drawings and their standards", "how designs are reviewed, checked and released", "the design standards and the review process"},
	team:  []string{"the senior engineers and drafters", "the project team", "the engineers who review my work"},
	serve: []string{"the clients and the people who use what we build", "the people who depend on the design", "the projects' clients"},
	value: []string{"designs that are checked, safe and buildable", "careful, well-documented calculations", "drawings that are right the first time"},
	craft: []string{"the designs", "the project work", "the drawings"},
}
