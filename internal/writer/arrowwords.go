package writer

import (
	"regexp"
	"strings"
)

// The words that tell what follows an arrow in a note (notebook.arrows).

// clauseAfterArrow reports a right side of an arrow that is a clause: a subject and then a
// verb among its next words ("farms must report", "demand jumped").
func clauseAfterArrow(rw []string) bool {
	for i := 1; i < len(rw) && i < 3; i++ {
		if arrowClauseVerbs[strings.ToLower(rw[i])] {
			return true
		}
	}
	return false
}

var arrowClauseVerbs = wordSet(`must can cannot can't need needs have has had will would should are is were was jumped doubled
tripled rose fell grew dropped started stopped became`)

// changeNouns name a change from one thing to another ("monolith -> services split").
var changeNouns = wordSet(`split migration move rewrite transition switch shift pivot conversion upgrade port rebuild refactor`)

var (
	// arrowVerdict is an arrow before what the writer thought of a thing: "-> rly good".
	arrowVerdict = regexp.MustCompile(`(?i)\s*(?:->|→|=>)\s*((?:really|rly|very|so|super|truly|genuinely) )?(good|great|helpful|useful|insightful|inspiring|excellent|brilliant|amazing|awesome|fantastic|interesting|eye-opening|fun)\b`)
	// arrowFunds is an amount raised or sought, then an arrow to what it is for.
	arrowFunds = regexp.MustCompile(`(?i)\b((?:raising|raised|seeking|need|needs|asking for) [$€£]\d[\d.,]*[kmb]?\b[^,;>]*?)\s*(?:->|→|=>)\s*`)
)
