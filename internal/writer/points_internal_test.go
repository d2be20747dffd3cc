package writer

import (
	"strings"
	"testing"
)

// A note that opens with a figure but that the writer has already turned into its own
// sentence ("I'd…", "For 3 years, I…") is the person's work, not a bare figure: framed as a
// figure it became "Along with 3 quarters in the top 10%, I…" in the warm letters.
func TestAWrittenSentenceIsNoBareFigure(t *testing.T) {
	for _, c := range []struct{ clean, sentence string }{
		{"3 quarters top 10% of team", "For 3 quarters, I was in the top 10% of my team."},
		{"3 quarters top 10% of team", "I'd been in the top 10% of my team for 3 quarters."},
	} {
		if kind, _ := weigh(c.clean, c.sentence); kind == pointMetric {
			t.Errorf("weigh(%q, %q) = a bare figure, want the person's own sentence", c.clean, c.sentence)
		}
	}
	if kind, _ := weigh("40% fewer no-shows", "40% fewer no-shows."); kind != pointMetric {
		t.Errorf("a note that is only a figure should stay a figure, got %v", kind)
	}
}

// A tone frames an achievement ("I was lucky enough to build…"), never a routine task: "I
// felt lucky to order supplies" reads as a joke.
func TestTonesFrameAchievementsNotChores(t *testing.T) {
	v := newVoice("letter", "warm", "1", "x")
	ps := []point{
		{kind: pointAction, sentence: "I cut unpaid claims 30%.", strength: 9},
		{kind: pointAction, sentence: "I ordered supplies.", strength: 2},
		{kind: pointAction, sentence: "I answered phones.", strength: 2},
		{kind: pointAction, sentence: "I built a Kafka event pipeline of about 2B events a day.", strength: 3},
		{kind: pointAction, sentence: "I filed claims.", strength: 2},
	}
	framed := 0
	for i, p := range framedActions(ps, "warm", v) {
		if p.sentence != ps[i].sentence {
			framed++
			if !strings.Contains(p.sentence, "Kafka") {
				t.Errorf("a chore is framed: %q", p.sentence)
			}
		}
	}
	if framed == 0 {
		t.Errorf("no achievement is framed")
	}
}

// A frame words one action: two typed together stay in the past as typed ("I felt lucky to
// write reports and testified in court" mixes its tenses).
func TestTonesDoNotFrameTwoActionsAsOne(t *testing.T) {
	for _, tone := range []string{"warm", "enthusiastic"} {
		ps := []point{
			{kind: pointAction, sentence: "I cut unpaid claims 30%.", strength: 9},
			{kind: pointAction, sentence: "I wrote reports and testified in court about 30 times.", strength: 3},
			{kind: pointAction, sentence: "I designed the intake form and trained 12 volunteers on it.", strength: 3},
		}
		for i, p := range framedActions(ps, tone, newVoice("letter", tone, "1", "x")) {
			if i > 0 && p.sentence != ps[i].sentence {
				t.Errorf("%s: %q framed as %q", tone, ps[i].sentence, p.sentence)
			}
		}
	}
}

// A figure that sizes the work is told as what the work held, never as a result: "One result:
// local and road switching, yards up to 40 tracks" claims an outcome nobody typed. A figure
// that reports an outcome keeps the tone's result frame.
func TestAFigureThatSizesTheWorkIsNoResult(t *testing.T) {
	for _, x := range []string{"local and road switching, yards up to 40 tracks", "737NG and max, some A320", "road and utility plan sets for about 30 projects"} {
		if readsAsResult(x) {
			t.Errorf("%q reads as a result", x)
		}
	}
	for _, x := range []string{"1.2 million safe miles, with zero preventable accidents", "about 1,100 cases scrubbed", "2 league titles, 1 state semifinal", "wine sales up 18% year over year", "circulation up 3x", "turnover from 40 to 12 a year"} {
		if !readsAsResult(x) {
			t.Errorf("%q does not read as a result", x)
		}
	}
	v := newVoice("letter", "professional", "1", "x")
	ps := []point{{kind: pointMetric, clean: "local and road switching, yards up to 40 tracks"}, {kind: pointAction, sentence: "I ran safety briefings, with 12 crews."}, {kind: pointMetric, clean: "1.2 million safe miles"}}
	got := texts(sentencesOf(ps, v, []string{"One result: {x}."}, "My duties covered"))
	want := []string{"My duties covered local and road switching, yards up to 40 tracks.", "I ran safety briefings, with 12 crews.", "One result: 1.2 million safe miles."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("sentencesOf = %q, want %q", got, want)
	}
}

// A paragraph of a dozen words or fewer joins the prose beside it; a list, a paragraph that
// leads into a list, a sentence about another place and a letter of three paragraphs stay
// as they are.
func TestAShortParagraphJoinsItsNeighbour(t *testing.T) {
	l := &letter{paras: [][]string{
		{"I am applying for the Sous Chef position at Marlow Bistro."},
		{"I ran the grill and sauté stations."},
		{"Over 5 years, I went from line cook to junior sous chef at Fable Kitchen, with 180 covers a night."},
		{"Your requirements:"},
		{"• Food cost control: I cut food cost from 31% to 27%.\n• ServSafe: I hold ServSafe Manager certification."},
		{"I hope to learn pastry."},
		{"At Fable Kitchen, I wrote the prep lists."},
	}}
	l.joinShort()
	var got []string
	for _, p := range l.paras {
		got = append(got, strings.Join(p, " "))
	}
	want := []string{
		"I am applying for the Sous Chef position at Marlow Bistro. I ran the grill and sauté stations.",
		"Over 5 years, I went from line cook to junior sous chef at Fable Kitchen, with 180 covers a night.",
		"Your requirements:",
		"• Food cost control: I cut food cost from 31% to 27%.\n• ServSafe: I hold ServSafe Manager certification.",
		"I hope to learn pastry.",
		"At Fable Kitchen, I wrote the prep lists.",
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("paragraphs:\n%q\nwant\n%q", got, want)
	}
	three := &letter{paras: [][]string{{"I am applying."}, {"I ran the grill."}, {"I would start by listening."}}}
	if three.joinShort(); len(three.paras) != 3 {
		t.Errorf("a letter of three paragraphs lost one: %q", three.paras)
	}
}
