package match

import (
	"regexp"
	"strings"
)

// youWill finds the duties a posting's prose gives the hire: "You will lead the front office
// team, own guest scores and handle VIP arrivals." holds three.
var youWill = regexp.MustCompile(`(?i)\b(?:you(?:'ll| will)|the post ?holder will|the successful (?:candidate|applicant) will)\s+(?:be\s+(?:expected|responsible|asked)\s+to\s+)?([^.!?:;]{8,200})`)

// askNotDuty opens what follows "you will" when it is asked of the hire rather than given to
// them to do: "you will need proven experience…", "you will be skilled in IT applications".
var askNotDuty = regexp.MustCompile(`(?i)^(?:need|have|possess|bring|hold|also need|ideally have|be (?:skilled|able|adept|experienced|proficient|comfortable|confident|educated|qualified|registered|familiar|an? ))\b`)

// dutiesInclude finds the duties a posting's prose lists after saying it will: "Duties will
// include planning and preparing meals for clients and meeting dietary requirements."
var dutiesInclude = regexp.MustCompile(`(?i)\b(?:duties|responsibilities|the role|this role|the job)\s+(?:will\s+)?(?:include|includes|involve|involves)\s*:?\s+([^.!?:;]{8,200})`)

// duties are what the posting says the hire will do, in its own words: the items of a list
// under a heading of duties ("Responsibilities", "What you'll do") and what follows "you will"
// in its prose, in the posting's order and each once. A letter can then speak to the work
// itself rather than only to the requirements (ADR 0053).
func (v *Vocabulary) duties(lines []postingLine, read []readLine) []string {
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		s = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ".;,"))
		key := strings.ToLower(s)
		if len(strings.Fields(s)) < 2 || seen[key] {
			return
		}
		seen[key] = true
		out = append(out, s)
	}
	for li, l := range lines {
		r := read[li]
		switch {
		case r.heading || dropped(r.ctx) || v.markers[ctxBoilerplate].contains(r.toks) || v.markers[ctxEEO].contains(r.toks):
			// "This job description is not designed to cover…": small print, not a duty.
		case r.ctx == ctxDuties && !l.cont && (l.bulleted || listItemWithoutBullet(l.text)):
			add(l.text)
		case r.ctx != ctxRequired && r.ctx != ctxPreferred:
			for _, m := range youWill.FindAllStringSubmatch(l.text, -1) {
				if !askNotDuty.MatchString(m[1]) {
					add(m[1])
				}
			}
			for _, m := range dutiesInclude.FindAllStringSubmatch(l.text, -1) {
				add(m[1]) // "planning and preparing meals for clients, …": the writer words it
			}
		}
	}
	return out
}

// listItemWithoutBullet is a line of a list pasted without its bullets that ends as list
// items do: "Grade student work, write progress reports and hold parent conferences;".
func listItemWithoutBullet(line string) bool {
	line = strings.TrimSpace(line)
	return strings.HasSuffix(line, ";") && len(strings.Fields(line)) <= 40 && !strings.Contains(strings.TrimSuffix(line, ";"), ". ")
}
