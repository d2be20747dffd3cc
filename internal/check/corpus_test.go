package check

import (
	"encoding/json"
	"os"
	"slices"
	"sort"
	"testing"
)

type corpusBullet struct {
	Text    string   `json:"text"`
	Tense   string   `json:"tense"`
	Earlier []string `json:"earlier"`
	Rules   []string `json:"rules"`
}

// minPrecision and minRecall are what each bullet rule must reach on the corpus.
const (
	minPrecision = 0.9
	minRecall    = 0.9
)

// TestBulletRulesPrecisionAndRecall runs every bullet rule over the corpus of weak and strong
// bullets and holds each rule to its precision (what it flags is weak) and recall (what is
// weak, it flags).
func TestBulletRulesPrecisionAndRecall(t *testing.T) {
	raw, err := os.ReadFile("testdata/bullets.json")
	if err != nil {
		t.Fatal(err)
	}
	var corpus struct {
		Bullets []corpusBullet `json:"bullets"`
	}
	if err := json.Unmarshal(raw, &corpus); err != nil {
		t.Fatal(err)
	}
	type counts struct{ tp, fp, fn int }
	per := map[string]*counts{}
	for _, r := range []string{RuleDuty, RuleWeakVerb, RuleRepeatedVerb, RulePassive, RuleFirstPerson, RuleFiller, RuleLongBullet, RuleTense} {
		per[r] = &counts{}
	}
	strong := 0
	for _, b := range corpus.Bullets {
		tense := map[string]RoleTense{"past": TensePast, "present": TensePresent}[b.Tense]
		got := BulletRules(b.Text, tense, b.Earlier)
		if len(b.Rules) == 0 {
			strong++
			if len(got) > 0 {
				t.Errorf("strong bullet %q got findings %v", b.Text, got)
			}
		}
		for rule, c := range per {
			want, fired := slices.Contains(b.Rules, rule), slices.Contains(got, rule)
			switch {
			case want && fired:
				c.tp++
			case fired:
				c.fp++
				t.Logf("%s: false positive on %q", rule, b.Text)
			case want:
				c.fn++
				t.Logf("%s: missed %q", rule, b.Text)
			}
		}
	}
	if strong < 15 {
		t.Fatalf("the corpus needs strong bullets to measure precision: %d", strong)
	}
	names := make([]string, 0, len(per))
	for r := range per {
		names = append(names, r)
	}
	sort.Strings(names)
	for _, rule := range names {
		c := per[rule]
		if c.tp+c.fn < 3 {
			t.Errorf("%s: only %d weak bullets in the corpus", rule, c.tp+c.fn)
			continue
		}
		precision := float64(c.tp) / float64(max(1, c.tp+c.fp))
		recall := float64(c.tp) / float64(c.tp+c.fn)
		t.Logf("%-14s precision %.2f recall %.2f (tp %d, fp %d, fn %d)", rule, precision, recall, c.tp, c.fp, c.fn)
		if precision < minPrecision || recall < minRecall {
			t.Errorf("%s: precision %.2f, recall %.2f; want at least %.2f and %.2f", rule, precision, recall, minPrecision, minRecall)
		}
	}
}
