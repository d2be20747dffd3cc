package writer

// Where a wish would have the writer work: "want med surg because…", "want in-house".

import "strings"

// wantedPlace is where a wish typed as "want <a field or a place>" would have the writer
// work: "in outpatient pediatrics so I can…", "at a level 1 trauma center". "" for a wish of
// another shape ("want to lead", "want a bigger team", "want more 1:1 time").
func wantedPlace(rest string) string {
	words := strings.Fields(rest)
	if len(words) == 0 || determiners[strings.ToLower(words[0])] || strings.EqualFold(words[0], "to") || pronounWords[strings.ToLower(words[0])] {
		return ""
	}
	if workArrangements[strings.ToLower(words[0])] && (len(words) == 1 || arrangementNext[strings.ToLower(words[1])]) {
		if strings.EqualFold(words[0], "remote") {
			words[0] = "remotely" // "to work remotely"
		}
		return lowerWord(strings.Join(words, " ")) // "in-house with a small team", "remotely so I can…"
	}
	head := len(words)
	for i, w := range words {
		if wishJoins[strings.ToLower(strings.Trim(w, ","))] || strings.HasSuffix(w, ",") {
			head = i
			if strings.HasSuffix(w, ",") {
				head = i + 1
			}
			break
		}
	}
	if head == 0 || head > 4 {
		return ""
	}
	last := strings.ToLower(strings.Trim(words[head-1], ","))
	if last == "work" || last == "hours" || last == "role" || last == "job" {
		return "" // "want product work", "want weekday hours": a thing wanted, not a place
	}
	np := strings.Join(words[:head], " ")
	tail := ""
	if head < len(words) {
		tail = " " + strings.Join(words[head:], " ")
	}
	switch {
	case workplaceNouns[last] || workplaceNouns[strings.TrimSuffix(last, "s")]:
		return "at " + article(np) + np + tail
	case workFieldNouns[last] || workFieldNouns[strings.ToLower(words[0])]:
		if full := fieldAdjectives[strings.ToLower(np)]; full != "" {
			np = full // "inpatient" is an adjective: "inpatient care"
		}
		return "in " + np + tail
	}
	return ""
}

// workArrangements say how one works, after "want": "want in-house", "want remote".
var workArrangements = wordSet(`in-house remote remotely hybrid onsite on-site freelance client-side agency-side overseas abroad nights days weekends`)

// arrangementNext may follow a way of working in a wish: "in-house with a small team".
var arrangementNext = wordSet(`with for at in on so because bc since near closer again`)

// fieldAdjectives name a field by an adjective alone.
var fieldAdjectives = map[string]string{"inpatient": "inpatient care", "outpatient": "outpatient care", "medical-surgical": "medical-surgical nursing"}

var (
	pronounWords = wordSet(`it this that them him her you me us more less some`)
	// wishJoins end the place in a wish: "want med surg because…", "…so I can…".
	wishJoins = wordSet(`because bc so since as where with to and or`)
	// workplaceNouns are places one works at: "a level 1 trauma center".
	workplaceNouns = wordSet(`center centre hospital clinic startup company firm agency school lab laboratory practice office studio
	shop restaurant hotel nonprofit charity bank fund district`)
	// workFieldNouns are fields one works in: "outpatient pediatrics", "medical-surgical".
	workFieldNouns = wordSet(`pediatrics paediatrics medical-surgical inpatient outpatient oncology cardiology icu er ed surgery
	infrastructure infra cloud security fintech healthcare edtech climate marketing sales operations product design research
	quality streaming finance policy education nursing pharmacy logistics hospitality retail`)
)
