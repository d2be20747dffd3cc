package writer

import (
	"hash/fnv"
	"strings"
)

// wordingTurn is which of n wordings of one of the writer's frames a person's letters take.
// A form with no name takes the first, the frame's long-standing wording; a named person
// takes one chosen by their name and the frame, so two people's drafts rarely share the
// frame around their facts (issue 29), while one form always gives the same draft.
func wordingTurn(name, frame string, n int) int {
	name = strings.ToLower(strings.TrimSpace(name))
	if name == "" || n <= 1 {
		return 0
	}
	h := fnv.New32a()
	h.Write([]byte(frame))
	h.Write([]byte{0})
	h.Write([]byte(name))
	return int(h.Sum32() % uint32(n))
}

// verblessFrames per tone: a fragment that lists what the work held ("My responsibilities
// included Workday and Lattice"), each with a few wordings of the tone's own voice. Each
// wording's lower-case form, for a frame inside a sentence about a job ("…, where my
// responsibilities included…"), is in jobFrames.
var verblessFrames = map[string][]string{
	"professional": {"My responsibilities included", "My duties covered", "My duties included", "My work covered"},
	"confident":    {"I handled", "I took on", "I covered", "I tackled"},
	"warm":         {"My days included", "My days were filled with", "I spent my days on", "My days took in"},
	"concise":      {"Scope:"},
	"enthusiastic": {"I got to work on", "I dove into", "I loved working on", "I happily took on"},
}

// verblessFrame is the person's wording of the tone's verbless frame.
func (f letterWriter) verblessFrame() string {
	frames := verblessFrames[f.Tone]
	if len(frames) == 0 {
		return ""
	}
	return frames[wordingTurn(f.Name, "verbless "+f.Tone, len(frames))]
}

// jobFrames word what a job held in the tone of its verbless frame, inside a sentence.
var jobFrames = map[string]string{
	"": "my work included", "Scope:": "my work included",
	"My responsibilities included": "my responsibilities included", "My duties covered": "my duties covered",
	"My duties included": "my duties included", "My work covered": "my work covered",
	"I handled": "I handled", "I took on": "I took on", "I covered": "I covered", "I tackled": "I tackled",
	"My days included": "my days included", "My days were filled with": "my days were filled with",
	"I spent my days on": "I spent my days on", "My days took in": "my days took in",
	"I got to work on": "I got to work on", "I dove into": "I dove into",
	"I loved working on": "I loved working on", "I happily took on": "I happily took on",
}

// tenureCertification words a certification held beside a tenure ("…for 7 years, and I hold
// the RYT-500 certification"), in the person's wording of that frame.
func tenureCertification(name string, p person) string {
	options := []string{", and I hold the " + name + " certification", ", and I am " + name + " certified", ", and I have the " + name + " certification", ", and I carry the " + name + " certification"}
	return options[p.wording%len(options)]
}

// wishListedWordings say a wish of the writer's is among the posting's nice-to-haves:
// "{ask}" is the wish's words. The first of a tone's wordings is its long-standing one.
var wishListedWordings = map[string][]string{
	"professional": {"Your posting lists {ask} among its nice-to-haves, which is where I aim to grow.", "Your posting names {ask} as a nice-to-have, and it is the area I intend to develop next.", "I note that {ask} is among your nice-to-haves; that is where I aim to develop."},
	"confident":    {"{Ask} is on your nice-to-have list, and it's where I'm headed.", "You list {ask} as a nice-to-have, and that's my next step.", "{Ask} is a nice-to-have for you and my next target."},
	"warm":         {"I was glad to see {ask} among your nice-to-haves, since that's where I hope to grow.", "It was nice to see {ask} on your nice-to-have list, as it's where I'd love to grow.", "I smiled to see {ask} among your nice-to-haves, since it's the area I most hope to grow in."},
	"enthusiastic": {"And {ask} is on your wish list, which is exactly where I want to grow!", "Even better, {ask} is on your wish list, and that's exactly where I'm eager to grow!", "I was thrilled to spot {ask} on your wish list, since it's where I can't wait to grow!"},
}

// longStandingWording is the person with the frames' first wordings, for a shape that
// checks what the writer's sentence starts with ("I hold …").
func (p person) longStandingWording() person {
	p.wording = 0
	return p
}
