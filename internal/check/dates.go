package check

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// A resume date as typed ("Jan 2019", "January 2019", "03/2019", "2019-03", "2019",
// "Present"), read as the range of months it may mean: "2019" is any month of 2019. Overlaps
// and gaps are judged on the kindest reading, so a year-only resume is not blamed for what
// its dates do not say.

type month int // months since year 0

type resumeDate struct {
	earliest, latest month
	format           string // "year", "month name", "numeric"; "" for present
	ok               bool
}

var monthNames = map[string]int{
	"jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4, "may": 5,
	"jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9,
	"oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}

var (
	nameDate    = regexp.MustCompile(`(?i)^([a-z]+)\.?,?\s+(\d{4})$`)
	slashDate   = regexp.MustCompile(`^(\d{1,2})[/.](\d{4})$`)
	isoDate     = regexp.MustCompile(`^(\d{4})[-/](\d{1,2})$`)
	yearOnly    = regexp.MustCompile(`^(\d{4})$`)
	seasonStart = map[string]int{"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12}
)

func parseDate(s string, now time.Time) resumeDate {
	s = strings.TrimSpace(s)
	if currentEnd(s) {
		m := month(now.Year()*12 + int(now.Month()) - 1)
		return resumeDate{earliest: m, latest: m, ok: true}
	}
	at := func(y, mo int) month { return month(y*12 + mo - 1) }
	if m := nameDate.FindStringSubmatch(s); m != nil {
		y, _ := strconv.Atoi(m[2])
		name := strings.ToLower(m[1])
		if mo, ok := monthNames[name]; ok {
			return resumeDate{earliest: at(y, mo), latest: at(y, mo), format: "month name", ok: true}
		}
		if mo, ok := seasonStart[name]; ok {
			return resumeDate{earliest: at(y, mo), latest: at(y, min(mo+2, 12)), format: "month name", ok: true}
		}
		return resumeDate{}
	}
	if m := slashDate.FindStringSubmatch(s); m != nil {
		mo, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		if mo >= 1 && mo <= 12 {
			return resumeDate{earliest: at(y, mo), latest: at(y, mo), format: "numeric", ok: true}
		}
	}
	if m := isoDate.FindStringSubmatch(s); m != nil {
		y, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		if mo >= 1 && mo <= 12 {
			return resumeDate{earliest: at(y, mo), latest: at(y, mo), format: "numeric", ok: true}
		}
	}
	if m := yearOnly.FindStringSubmatch(s); m != nil {
		y, _ := strconv.Atoi(m[1])
		return resumeDate{earliest: at(y, 1), latest: at(y, 12), format: "year", ok: true}
	}
	return resumeDate{}
}

// span is one role's dates.
type span struct {
	entry      int
	start, end resumeDate
}

// dateFindings are the overlaps, the gaps over six months and a mix of formats among the
// roles' dates, and the years the roles cover (first start to last end, 0 when unknown).
func dateFindings(spans []span) (findings []dateFinding, years int) {
	formats := map[string]int{} // format → first entry using it
	var order []string
	for _, s := range spans {
		for _, d := range []resumeDate{s.start, s.end} {
			if d.ok && d.format != "" {
				if _, seen := formats[d.format]; !seen {
					formats[d.format] = s.entry
					order = append(order, d.format)
				}
			}
		}
	}
	if len(order) > 1 {
		findings = append(findings, dateFinding{entry: formats[order[1]], rule: RuleDateFormats, severity: Warning,
			message: "Dates are written in more than one format (" + strings.Join(order, ", ") + ").",
			why:     "One format throughout (“Jan 2020 – Mar 2023”) reads as care; a mix reads as a pasted-together page."})
	}
	var dated []span
	for _, s := range spans {
		if s.start.ok && s.end.ok {
			dated = append(dated, s)
		}
	}
	// Oldest start first (stable: the typed order breaks ties).
	for i := 1; i < len(dated); i++ {
		for j := i; j > 0 && dated[j].start.earliest < dated[j-1].start.earliest; j-- {
			dated[j], dated[j-1] = dated[j-1], dated[j]
		}
	}
	var reach month
	reachEntry := -1
	for i, s := range dated {
		if i > 0 {
			// An overlap even on the kindest reading: this role surely started before the
			// other surely ended.
			if s.start.latest < dated[reachEntry].end.earliest {
				findings = append(findings, dateFinding{entry: s.entry, rule: RuleDateOverlap, severity: Warning,
					message: "These dates overlap another role's.",
					why:     "Overlapping roles make a reader stop and wonder; if you held both, say so (part-time, contract)."})
			} else if gap := int(s.start.earliest - reach); gap > 7 { // more than six whole months between
				findings = append(findings, dateFinding{entry: s.entry, rule: RuleDateGap, severity: Info,
					message: "There is a gap of about " + strconv.Itoa(gap-1) + " months before this role.",
					why:     "Gaps are common and fine; a reader may ask about one, so a short note (study, care, travel) can help."})
			}
		}
		if i == 0 || s.end.latest > reach {
			reach, reachEntry = s.end.latest, i
		}
	}
	if len(dated) > 0 {
		first, last := dated[0].start.earliest, dated[0].end.latest
		for _, s := range dated {
			first, last = min(first, s.start.earliest), max(last, s.end.latest)
		}
		years = int(last-first+1) / 12
	}
	return findings, years
}

type dateFinding struct {
	entry                        int
	rule, severity, message, why string
}
