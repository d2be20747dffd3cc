package writer

// The tidying every sentence made of a note gets, whichever rule wrote it (ADR 0052, 0057,
// 0058): a quality after a comma, a clause with its own subject, a count and what so many
// did, "an FQHC", a state named as a place.

import (
	"regexp"
	"strings"
)

// shapeTidy tidies what any sentence made of a note may be left with, a note shape's too.
func shapeTidy(out string) string {
	// "…explain things well, good with anxious patients": a quality after a comma is the
	// writer's, with its subject.
	out = qualityClause.ReplaceAllString(out, ", and I am $1 $2 ")
	// "6 years with Werner then 2 years regional": one stretch of time, then the next.
	out = thenTenure.ReplaceAllString(out, "$1, then $2")
	// "looking for 4-day week": a thing sought takes its article.
	out = soughtThing.ReplaceAllString(out, "$1 a $2")
	// "I balance my drawer every day, handle about 120…": two things done, joined.
	out = twoDoings.ReplaceAllStringFunc(out, func(m string) string {
		g := twoDoings.FindStringSubmatch(m)
		if next, _, _ := strings.Cut(out[len(m):], " "); measureNouns[strings.ToLower(next)] {
			return m // "…, answer time 95% under 10 seconds": a measure, not a second thing done
		}
		return "I " + g[1] + " and " + g[2] + " "
	})
	// "…rover, used at 2 competitions": what was built, and where it was used.
	out = usedAt.ReplaceAllString(out, ", which was used $1 ")
	// "I taught 1st grade 5 years at…": the years taught take their "for".
	out = taughtYears.ReplaceAllString(out, "${1}for $2 at")
	// "I led the pricing revamp at Billfold: +18% ARPA in 2 quarters": the result of the work.
	out = colonRise.ReplaceAllString(out, ", which lifted $2 by $1")
	// "I mentor new starters, done inductions for 6": a second thing done, with its "have".
	out = doneWith.ReplaceAllString(out, "$1, and I am done with ")
	out = secondPastDoing(out)
	out = doneClause.ReplaceAllString(out, "$1, and I have $2 ")
	// "…a day, CSAT 4.8/5": a score after a comma is what the work scored.
	out = scoreClause.ReplaceAllString(out, ", with a $1 of $2")
	// "…to help students, edtech is the obvious fit": a second clause after a comma is joined.
	out = commaSplice.ReplaceAllStringFunc(out, func(m string) string {
		sub := commaSplice.FindStringSubmatch(m)
		if subject := strings.Fields(strings.ToLower(sub[1])); !spliceSubject(subject) || strings.Contains(sub[1], " of which ") {
			return m
		}
		return ", and " + sub[1]
	})
	// "…9 POs, with 3 now lead their own teams", "…soloed, 22 passed checkrides": how many of
	// them did what, a clause of its own.
	out = countThenDid.ReplaceAllString(out, ", and $1 $2$3")
	// "…clean driving record, with own truck": what the writer owns, said so.
	out = ownThing.ReplaceAllString(out, ", and I have my own $1")
	// "a FQHC": letters said one by one that open with a vowel sound take "an".
	out = anLetters.ReplaceAllStringFunc(out, func(m string) string {
		if strings.HasSuffix(m, " SQL") {
			return m // "a SQL database" is said as a word
		}
		return m[:1] + "n" + m[1:]
	})
	// "…on the spot - most customers leave happy": a second clause after a dash.
	out = dashClause.ReplaceAllString(out, ", and $1")
	// "IBEW Local 46 - 7,200 hours": hours after a dash are hours worked.
	out = dashHours.ReplaceAllString(out, ", with $1")
	// "sitting for journeyman exam": an exam takes its article.
	out = bareExam.ReplaceAllStringFunc(out, func(m string) string {
		sub := bareExam.FindStringSubmatch(m)
		if first, _, _ := strings.Cut(sub[2], " "); determiners[first] {
			return m
		}
		return sub[1] + " the " + sub[2]
	})
	// "I finished NAMU underwriting certificate": a course finished takes its article.
	out = finishedCourse.ReplaceAllStringFunc(out, func(m string) string {
		sub := finishedCourse.FindStringSubmatch(m)
		if determiners[strings.ToLower(strings.Fields(sub[2])[0])] {
			return m
		}
		return sub[1] + " " + article(sub[2]) + sub[2]
	})
	// "licensed in ohio": a state named as a place, not as part of a school's name ("ohio
	// state", "texas a&m", which the school rules case).
	for range 2 { // twice: "from texas to ohio", where the first match takes the "to"
		out = statePlace.ReplaceAllStringFunc(out, func(m string) string {
			sub := statePlace.FindStringSubmatch(m)
			if !usStates[sub[2]] || sub[3] != "" && !placeFollowers[strings.TrimSpace(sub[3])] {
				return m
			}
			return sub[1] + stateCase(sub[2]) + sub[3]
		})
	}
	// "I balanced drawer 0 variances": a thing kept with none of what goes wrong.
	out = thingWithNone.ReplaceAllStringFunc(out, func(m string) string {
		sub := thingWithNone.FindStringSubmatch(m)[1:]
		space := sub[0]
		sub = append([]string{""}, sub[1:]...)
		if w := strings.ToLower(sub[2]); pastTenseVerbs[w] || presentVerbs[w] || determiners[w] || stretchLeads[w] || w == "with" || w == "had" || w == "have" {
			return m
		}
		if keptThings[strings.ToLower(sub[2])] && determiners[strings.ToLower(sub[1])] == false && (pastTenseVerbs[strings.ToLower(sub[1])] || presentVerbs[strings.ToLower(sub[1])]) {
			return space + sub[1] + " my " + sub[2] + " with 0 " + sub[3] // "balanced drawer" → "balanced my drawer"
		}
		return space + sub[1] + " " + sub[2] + " with 0 " + sub[3]
	})
	// "…, with a $40m equipment": an amount of a thing is "$40m in equipment".
	out = amountOfThing.ReplaceAllString(out, "with $1 in $2")
	out = withAndWith.ReplaceAllString(out, "$1 and ") // "with $40m in equipment and with 0 losses": one "with"

	// "I am trained in OSHA 10, fall protection": two things trained in.
	out = trainedInTwo.ReplaceAllStringFunc(out, func(m string) string {
		sub := trainedInTwo.FindStringSubmatch(m)
		if strings.Contains(sub[2], " and ") || strings.Contains(sub[3], " and ") || strings.HasPrefix(sub[3], "and ") {
			return m // "CBT and DBT, and in EMDR": already joined
		}
		return sub[1] + " in " + sub[2] + " and " + sub[3]
	})
	// "0 findings on last 3 FAA audits": the last ones take "the".
	out = onLast.ReplaceAllString(out, "$1 the last $2")
	// "managed 3 attorneys calendars": whose calendars.
	out = theirCalendars.ReplaceAllString(out, "$1' $2")
	// "an RN for 3 years ICU": the unit worked in takes its "in the".
	out = yearsOnUnit.ReplaceAllString(out, "$1 in the $2")
	// "0 failed UT inspections last 2 years": a stretch of time just past takes its "in the".
	out = lastStretch.ReplaceAllStringFunc(out, func(m string) string {
		sub := lastStretch.FindStringSubmatch(m)
		if !strings.HasSuffix(sub[1], "s") || stretchLeads[sub[1]] {
			return m // "for the last 2 years", "chair last 2": already said, or not a count of things
		}
		return sub[1] + " in the last " + sub[2]
	})
	return out
}

// yearsOnUnit is a stretch of time followed straight by a hospital unit's letters.
var yearsOnUnit = regexp.MustCompile(`\b(for \d+\+? (?:years?|months?)) (ICU|ER|ED|OR|NICU|PICU|CVICU|MICU|SICU|PACU|L&D|CCU|PCU)\b`)

// lastStretch is "last 2 years" after a noun, where the note left out "in the".
var lastStretch = regexp.MustCompile(`\b([a-z]{3,}) last (\d+\+? (?:years?|months?|quarters?|seasons?))\b`)

// thingWithNone is a word, a thing and a count of zero of something after it, with no word
// between: "balanced drawer 0 variances".
var thingWithNone = regexp.MustCompile(`(^|\s)([\w$.,+]+) ([a-z]+) 0 ([a-z-]+s)\b`)

// keptThings are what a person keeps as their own: "balanced drawer" is their drawer.
var keptThings = wordSet(`drawer till register float`)

// amountOfThing is an amount of money given an article before what it measures, which takes
// no article: "with a $40m equipment" (but "with a $4M store" is right).
var amountOfThing = regexp.MustCompile(`with a ([$€£]\d[\d.,]*[kKmMbB]?) (equipment|inventory|revenue|sales|spend|budget|assets|stock|funding|payroll|cargo|freight|deposits|donations|savings|loans)\b`)

// withAndWith is a second "with" after an amount's "with … in …".
var withAndWith = regexp.MustCompile(`(with [$€£]\d[^,.]*? in [a-z]+) and with `)

// theirCalendars are the calendars of a count of people, typed without the apostrophe.
var theirCalendars = regexp.MustCompile(`\b(\d+ [a-z]+s) (calendars|schedules|inboxes|diaries)\b`)

// trainedInTwo is two things trained or certified in, joined by a comma at the sentence's end.
var trainedInTwo = regexp.MustCompile(`\b(trained|certified) in ([A-Za-z0-9][A-Za-z0-9 -]{1,30}), ([A-Za-z0-9][A-Za-z0-9 -]{1,30})$`)

var onLast = regexp.MustCompile(`\b(on|in|over|across|during) last (\d+)\b`)

var stretchLeads = wordSet(`the for over during past within across this these those was were has`)

// countThenDid is a count after a comma that goes on to what so many of them did.
var countThenDid = regexp.MustCompile(`, (?:with )?(\d[\d,.]*%?\+?) (now |also |later |since |then )?(lead|run|manage|work|are|were|passed|got|went|became|earned|moved|joined|graduated|landed|made|won|hold|have|had|rebook|return|renew|stay|come back)\b`)

// ownThing is a thing of the writer's own after a comma: "with own truck".
var ownThing = regexp.MustCompile(`, (?:with )?own (truck|tools|vehicle|car|van|equipment|kit|transport|insurance)\b`)

// anLetters is "a" before letters said one by one whose first has a vowel sound ("F" is
// "ef"): the letters have no vowel, so they are not said as a word.
var anLetters = regexp.MustCompile(`\b[Aa] [FHLMNRSX][BCDFGHJKLMNPQRSTVWXZ]{1,5}\b`)

// averageClause is what the average one of a load does: "average client stays 14 months".
var averageClause = regexp.MustCompile(`(?i)^(?:average|typical|median) [\p{L}-]+ (?:stays|stays on|returns|rebooks|comes back|renews|spends|lasts) `)

// commaSplice is a clause after a comma with a subject of its own, of one to three words,
// and a verb of being: "…, edtech is the obvious fit", "…, care for underserved is why".
var commaSplice = regexp.MustCompile(`, ((?:[\p{L}\p{N}%'’-]+ ){1,3}(?:is|are|was|were) )`)

// spliceSubject reports words that can be the subject of a clause of their own: not a
// relative or a joining word ("which is"), and not the tail of a list ("X, Y and Z are").
func spliceSubject(words []string) bool {
	if len(words) == 0 || spliceOpeners[words[0]] {
		return false
	}
	for _, w := range words {
		if w == "and" || w == "or" || w == "but" || w == "nor" {
			return false
		}
	}
	return true
}

var spliceOpeners = wordSet(`which who whom whose that where when while whereas as if because since so but and or nor though although
unless until whether what how why than then i there here`)

// statePlace is a lower-case word after a preposition of place, and the word after it.
var statePlace = regexp.MustCompile(`\b((?:in|from|to|across|throughout) )([a-z]+)\b( [a-z&]+)?`)

// placeFollowers may follow a state named as a place: "in ohio since 2022", "in texas and…".
var placeFollowers = wordSet(`since for and or in with at from to until till during before after as but`)
