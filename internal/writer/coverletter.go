package writer

import (
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// The built-in cover letter: three structures (variant 1 flowing paragraphs, 2 highlights as
// bullets, 3 a short story-led letter) in five tones. Facts come only from the form; the
// writer adds framing sentences, never employers, dates, numbers or names.

// letterWriter writes a cover letter from its form.
type letterWriter struct{ *draft.CoverLetterForm }

type letterTone struct {
	open1, bgLead, noBackground, fit1 string // variant 1 (and shared)
	open2, fit2                       string // variant 2
	hook3, open3, plan3               string // variant 3
	signOff                           string
}

// Placeholders: {role} "the X role" or "this role"; {at} " at Company" or ""; {company}
// the company or "your team"; {people} "the people at Company" or "your team".
var letterTones = map[string]letterTone{
	"professional": {
		open1:        "I am writing to apply for {role}{at}. I would welcome the chance to contribute, and I believe my background is a strong match.",
		bgLead:       "My background is directly relevant to this position.",
		noBackground: "I would bring care, reliability and a strong work ethic to {company}.",
		fit1:         "I would welcome the opportunity to discuss how I can contribute to {company}.",
		open2:        "Please accept my application for {role}{at}. Below are the highlights of what I would bring.",
		fit2:         "I would be glad to discuss any of these points in more detail.",
		hook3:        "That experience is what draws me to {role}{at}.",
		open3:        "{Role}{at} caught my attention, and I would like to explain briefly why I am a strong fit.",
		plan3:        "My aim would be to learn quickly how {company} works and to contribute where I can add the most value.",
		signOff:      "Sincerely,",
	},
	"confident": {
		open1:        "I'm applying for {role}{at}, and I'm ready to make an impact from day one.",
		bgLead:       "Here's what I bring.",
		noBackground: "I bring focus, ownership and a habit of finishing what I start, and I'm ready to put them to work for {company}.",
		fit1:         "I'm confident I can deliver for {company}, and I'd like the chance to show you how.",
		open2:        "I'm a strong fit for {role}{at}, and here is why.",
		fit2:         "I'd welcome the chance to walk you through any of these in detail.",
		hook3:        "That is exactly why I'm applying for {role}{at}.",
		open3:        "{Role}{at} is the right next step for me, and I'm ready to prove it.",
		plan3:        "I'd get up to speed fast and focus on where I can add the most value for {company}.",
		signOff:      "Best regards,",
	},
	"warm": {
		open1:        "I was so pleased to come across {role}{at}, and I'd love to be considered for it.",
		bgLead:       "I'd like to share a little about myself.",
		noBackground: "I care about doing good work with good people, and I'd bring that to {company}.",
		fit1:         "It would be a joy to contribute to {company}, and I'd be glad to talk whenever it suits you.",
		open2:        "Thank you for considering my application for {role}{at}. I'd love to share a few highlights.",
		fit2:         "I'd be happy to tell you more about any of these over a conversation.",
		hook3:        "It's a big part of why {role}{at} feels like such a good match.",
		open3:        "{Role}{at} felt like a wonderful match the moment I read about it.",
		plan3:        "I'd love to get to know {people} and find where I can help most.",
		signOff:      "Warm regards,",
	},
	"concise": {
		open1:        "I'm applying for {role}{at}.",
		bgLead:       "",
		noBackground: "I'd bring focus and reliability to {company}.",
		fit1:         "I'd welcome a conversation about how I can help {company}.",
		open2:        "I'm applying for {role}{at}. Highlights:",
		fit2:         "Happy to go into detail.",
		hook3:        "That's why I'm applying for {role}{at}.",
		open3:        "I'm applying for {role}{at}.",
		plan3:        "I'd ramp up quickly and focus where I can help most.",
		signOff:      "Regards,",
	},
	"enthusiastic": {
		open1:        "I'm thrilled to apply for {role}{at}!",
		bgLead:       "Here's a bit about what I've been doing.",
		noBackground: "I'd bring energy, curiosity and a love of learning to {company}.",
		fit1:         "I can't wait to bring my energy to {company}, and I'd love to talk about how I can help!",
		open2:        "I'm excited to put myself forward for {role}{at}! A few highlights:",
		fit2:         "I'd love to tell you more about any of these!",
		hook3:        "That's exactly why {role}{at} got me so excited!",
		open3:        "I was excited the moment I saw {role}{at}!",
		plan3:        "I'd dive in, learn fast and put my energy where {company} needs it most!",
		signOff:      "All the best,",
	},
}

func (f letterWriter) fill(s string) string {
	role, at, company, people := "this role", "", "your team", "your team"
	if f.JobTitle != "" {
		role = "the " + f.JobTitle + " role"
	}
	if f.CompanyName != "" {
		at, company, people = " at "+f.CompanyName, f.CompanyName, "the people at "+f.CompanyName
	}
	return strings.NewReplacer("{Role}", plaintext.UpperFirst(role), "{role}", role, "{at}", at, "{company}", company, "{people}", people).Replace(s)
}

func (f letterWriter) body() []string {
	tone := letterTones[f.Tone]
	groups := f.backgroundGroups()
	var bg []string
	for _, g := range groups {
		bg = append(bg, g...)
	}
	var paras []string
	add := func(p ...string) {
		if s := strings.TrimSpace(strings.Join(plaintext.NonEmpty(p), " ")); s != "" {
			paras = append(paras, s)
		}
	}
	// The writer's own paragraphs get the same sentence rules, without moving anything.
	intro := strings.Join(firstPersonSentences(f.Intro, person{}), " ")
	own := strings.Join(firstPersonSentences(f.Body, person{}), " ")
	// The user's own intro replaces the opening sentence only when it already names the role
	// and the company; otherwise the opening follows it, so neither goes missing.
	opening := func(open string) []string {
		if intro != "" && f.mentionsTarget(intro) {
			return []string{intro}
		}
		return []string{intro, f.fill(open)}
	}
	switch f.VariantIndex {
	case 2:
		if len(bg) > 0 {
			add(opening(tone.open2)...)
			var list []string
			for _, s := range bg {
				list = append(list, "• "+s)
			}
			paras = append(paras, strings.Join(list, "\n"))
		} else {
			add(opening(tone.open1)...)
		}
		add(own)
		if len(bg) == 0 && own == "" {
			add(f.fill(tone.noBackground))
		}
		fit := tone.fit2
		if len(bg) == 0 {
			fit = tone.fit1
		}
		add(f.fill(fit))
	case 3:
		if len(bg) > 0 {
			// The story opens with the first thing the writer did; the rest follows in its
			// own paragraphs.
			add(intro, bg[0], f.fill(tone.hook3))
			for _, g := range groupParagraphs(splitFirst(groups)) {
				add(sameEmployerOnce(g)...)
			}
		} else {
			add(opening(tone.open3)...)
		}
		add(own)
		if len(bg) <= 1 && own == "" {
			// Nothing past the story's opening: a short paragraph on what the writer would
			// bring keeps the letter from jumping from its opening to its close.
			add(f.fill(tone.noBackground))
		}
		add(f.fill(tone.plan3))
	default:
		add(opening(tone.open1)...)
		for i, g := range groupParagraphs(groups) {
			g = sameEmployerOnce(g)
			if i == 0 {
				g = append([]string{tone.bgLead}, g...)
			}
			add(g...)
		}
		add(own)
		if len(bg) == 0 && own == "" {
			add(f.fill(tone.noBackground))
		}
		add(f.fill(tone.fit1))
	}
	return paras
}

// backgroundGroups is the background in first-person sentences, one group per typed line
// (a line is what the writer put together).
func (f letterWriter) backgroundGroups() [][]string {
	var groups [][]string
	numbered := 0
	for _, l := range plaintext.Lines(f.Background) {
		var g []string
		for _, x := range plaintext.Sentences(l) {
			g = append(g, person{moveEmployer: true}.rewrite(x, numbered))
			if startsWithNumber(x) && !isTenure(x) && !hasOwnSubject(x) {
				numbered++
			}
		}
		if len(g) > 0 {
			groups = append(groups, g)
		}
	}
	return groups
}

// sameEmployerOnce rewrites a paragraph's "At Acme, I led X. At Acme, I built Y." as "At
// Acme, I led X. There, I built Y.": the employer is named in the sentence just before.
func sameEmployerOnce(paragraph []string) []string {
	out := make([]string, len(paragraph))
	prev := ""
	for i, s := range paragraph {
		out[i] = s
		employer := ""
		if strings.HasPrefix(s, "At ") {
			if j := strings.Index(s, ", I "); j > 0 {
				employer = s[len("At "):j]
				if employer == prev {
					out[i] = "There, I " + s[j+len(", I "):]
				}
			}
		}
		prev = employer
	}
	return out
}

// splitFirst drops the first sentence of the first group.
func splitFirst(groups [][]string) [][]string {
	if len(groups) == 0 {
		return nil
	}
	out := append([][]string{groups[0][1:]}, groups[1:]...)
	if len(out[0]) == 0 {
		out = out[1:]
	}
	return out
}

// groupParagraphs joins the background's line groups into paragraphs that read as a letter:
// up to three sentences make one paragraph, more make two (three from nine sentences on),
// of about equal length, keeping each typed line in one paragraph where it can.
func groupParagraphs(groups [][]string) [][]string {
	total := 0
	for _, g := range groups {
		total += len(g)
	}
	if total == 0 {
		return nil
	}
	n := 1
	switch {
	case total > 8:
		n = 3
	case total > 3:
		n = 2
	}
	if n > 1 && len(groups) < n {
		// Too few lines to split at line breaks: split at sentences.
		var all []string
		for _, g := range groups {
			all = append(all, g...)
		}
		groups = nil
		for _, s := range all {
			groups = append(groups, []string{s})
		}
	}
	target := (total + n - 1) / n
	var paras [][]string
	var cur []string
	for i, g := range groups {
		left := len(groups) - i // groups still to place, this one included
		if len(cur) > 0 && len(paras) < n-1 && (len(cur)+len(g) > target || left <= n-1-len(paras)) {
			paras = append(paras, cur)
			cur = nil
		}
		cur = append(cur, g...)
	}
	return append(paras, cur)
}

// mentionsTarget reports whether s names the role and the company the user gave.
func (f letterWriter) mentionsTarget(s string) bool {
	s = strings.ToLower(s)
	return strings.Contains(s, strings.ToLower(f.JobTitle)) && strings.Contains(s, strings.ToLower(f.CompanyName))
}

// headerName sets the writer's name at the top of a letter in the template's style.
func headerName(t draft.Template, name string) string {
	switch t {
	case draft.TemplateClassic:
		return strings.ToUpper(name)
	case draft.TemplateModern:
		return name + "\n" + strings.Repeat("─", min(len([]rune(name)), 40))
	case draft.TemplateCreative:
		return "✦ " + name + " ✦"
	}
	return name
}

func (f letterWriter) letter(paras []string) string {
	var b strings.Builder
	b.WriteString(headerName(f.Template, f.Name) + "\n")
	if f.ContactInfo != "" {
		b.WriteString(f.ContactInfo + "\n")
	}
	b.WriteString("\n" + f.Greeting + "\n\n")
	for _, p := range paras {
		b.WriteString(p + "\n\n")
	}
	b.WriteString(f.Closing + "\n\n")
	b.WriteString(letterTones[f.Tone].signOff + "\n" + f.Signature)
	return b.String()
}

func (f letterWriter) write() draft.Output {
	g := letterWriter{f.WithTarget()} // the target job's role and company where the user gave none (tailor.go)
	return draft.Output{Text: g.letter(g.withMatchedRequirements(g.body()))}
}
