package writer

import "testing"

// A definition with a clause of its own reads "name: clause"; one that is a thing is left to
// the notebook's "is".
func TestEqualsClause(t *testing.T) {
	expectEach(t, "equalsClause", equalsClause, map[string]string{
		"countwise = phone camera counts shelves in 30 sec": "countwise: a phone camera counts shelves in 30 sec",
		"slotwise = booking bot texts reminders":            "slotwise: a booking bot texts reminders",
		"gridshare = sensors track every panel":             "gridshare: sensors track every panel",
		"harvestlink = one order, one invoice":              "harvestlink = one order, one invoice",
		"petline = video vet visits 24/7":                   "petline = video vet visits 24/7",
		"farmbox = lower prices for farms":                  "farmbox = lower prices for farms",
	})
}
