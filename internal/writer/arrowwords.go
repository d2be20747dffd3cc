package writer

import "strings"

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
