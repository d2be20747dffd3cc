package writer

import "testing"

// Notes read wrongly in the sixth round's letters.
func TestNotesOfTheSixthRoundBecomeSentences(t *testing.T) {
	expectPoints(t, []noteWant{
		// A season typed after the employer takes "in" ("… grange ins in summer 2023"), which
		// is the date's, not the employer's: not "an intern at Grange Ins In".
		{"actuarial intern at grange ins summer 2023 - built loss triangles in excel", "In summer 2023, I was an actuarial intern at Grange Ins, where I built loss triangles in Excel."},
		{"marketing intern at acme in summer 2022", "In summer 2022, I was a marketing intern at Acme."},
		// "Fill from my resume" and pasted summaries: a job's header with its dates, a summary
		// with no subject, an objective. Read before as "I have Innovative Web Developer…",
		// "My duties covered Specializes in…" and "(June 2016 – in December 2018)".
		{"Web Developer at TechAdvancers (June 2016 – December 2018)", "I was a Web Developer at TechAdvancers from June 2016 to December 2018."},
		{"Software Engineer Intern at Viasat Inc. (June 2022 – Sept. 2022)", "I was a Software Engineer Intern at Viasat Inc. from June 2022 to Sept 2022."},
		{"Senior Developer at Acme (Jan 2019 – Present)", "Since Jan 2019, I have been a Senior Developer at Acme."},
		{"Innovative Web Developer with 5 years of experience in building websites", "I am an innovative Web Developer with 5 years of experience in building websites."},
		{"Registered nurse with 8 years of experience in ICU", "I am a registered nurse with 8 years of experience in the ICU."},
		{"Specializes in front-end technologies and passionate about web standards", "I specialize in front-end technologies and am passionate about web standards."},
		{"To obtain an on-campus position serving my fellow students", "I am seeking an on-campus position serving my fellow students."},
		// A participle that is also a verb, with people as its object, is work done.
		{"Trained new agents", "I trained new agents."},
		{"Trained nurse", "I am a trained nurse."},
		// An arrow before a verdict is what the writer thought; before a use, what money is for.
		{"saw ur talk @ reactconf re: design systems -> rly good", "I saw your talk at reactconf on design systems, and it was really good."},
		{"raising $2M seed -> sales + integrations", "Raising $2M seed for sales and integrations."},
	})
}

// A sentence of the writer's own says "before" once: "Before proposing any change, I would
// get to know the menus before I change anything." read as a stutter.
func TestTheWritersSentenceSaysBeforeOnce(t *testing.T) {
	for s, want := range map[string]string{
		"Before proposing any change, I would get to know the menus before I change anything.": "Before proposing any change, I would get to know the menus and ask where I can help first.",
		"At the outset, I would study the menus before I change anything.":                     "At the outset, I would study the menus before I change anything.",
	} {
		if got := oneBefore(s); got != want {
			t.Errorf("oneBefore(%q) = %q, want %q", s, got, want)
		}
	}
}
