package writer

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// deckWriter writes a pitch deck from its form.
type deckWriter struct{ *draft.PitchDeckForm }

// deckTopics sends each key point to the section whose words it matches most (the earlier
// section on a tie); anything unmatched goes to Solution.
var deckTopics = []struct {
	title string
	re    *regexp.Regexp
}{
	{"Ask", regexp.MustCompile(`(?i)\b(rais(e|ing)|pre-seed|seed round|seed|series [a-d]|round|funding|invest(ment|ors?)?|runway|use of funds)\b`)},
	{"Team", regexp.MustCompile(`(?i)\b(team|founders?|co-founders?|cto|ceo|coo|cfo|hires?|hiring|ex-\w+|former(ly)?|previously|advisors?|phd)\b`)},
	{"Traction", regexp.MustCompile(`(?i)\b(users|customers|clients|mrr|arr|grew|growth|growing \d|waitlist|pilots?|sign-?ups|downloads|retention|churn|paying|lois?|letters? of intent|traction|launched|beta|month-over-month|mom|week-over-week)\b`)},
	{"Business Model", regexp.MustCompile(`(?i)(\b(pricing|priced|price|subscriptions?|per seat|per month|per user|freemium|commission|fees?|margins?|revenue model|business model|licen[cs](e|ing)|charge|monetis|monetiz|tiers?|plans?)\b|/mo\b|/month\b)`)},
	{"Market", regexp.MustCompile(`(?i)\b(market|tam|sam|som|billion|industry|segment|sector|competitors?|competition|trends?)\b`)},
	{"Go-To-Market", regexp.MustCompile(`(?i)\b(go-to-market|gtm|channels?|sales|marketing|partners?|partnerships?|distribution|seo|ads|outbound|inbound|community|referrals?|content|launch)\b`)},
	{"Problem", regexp.MustCompile(`(?i)\b(problem|pain|struggl\w*|hard to|difficult|wastes?|wasted|manual(ly)?|slow|expensive|costly|frustrat\w*|inefficien\w*|broken|lack|no way|can't|cannot|hours|days|tedious|time-consuming|error-prone|confusing)\b`)},
	{"Product", regexp.MustCompile(`(?i)\b(features?|app|platform|api|dashboard|integrat\w*|mobile|plugin|extension|prototype|mvp|demo|workflow|automat\w*|built|preview|editor|in seconds)\b`)},
}

// deckGuide is what a section says when the founder gave nothing for it: in brackets, what
// to add there, so the gap is plain to see and no figure, name or claim is made up.
// {product} and {audience} are the user's words.
var deckGuide = map[string][]string{
	"Problem":        {"[Add: what {audience} struggle with today, and what it costs them]"},
	"Solution":       {"[Add: how {product} solves this for {audience}]"},
	"Product":        {"[Add: a walkthrough of {product}: what the user does and what they get]"},
	"Market":         {"[Add: market size and how you estimated it]"},
	"Business Model": {"[Add: how {product} makes money: who pays, for what, how often and at what price]"},
	"Go-To-Market":   {"[Add: how you will reach {audience}: the first channel you will test and why]"},
	"Traction":       {"[Add: users, revenue, pilots or waitlist to date]"},
	"Team":           {"[Add: the founders, and the experience that makes you the team to build {product}]"},
	"Ask":            {"[Add: how much you are raising and the milestones it will fund]"},
}

// Lead lines built only from the founder's words.
const (
	deckSolutionLead = "How {product} solves this for {audience}"
	deckMarketLead   = "Who we serve: {audience}"
)

func (f deckWriter) fillGuide(s string) string {
	product, audience := f.Product, f.Audience
	if product == "" {
		product = "the product"
	}
	if audience == "" {
		audience = "our customers"
	}
	return plaintext.UpperFirst(strings.NewReplacer("{product}", product, "{audience}", audience).Replace(s))
}

func (f deckWriter) deckSections() *draft.DeckSections {
	points := f.Points()
	bySection := map[string][]string{}
	for _, p := range points {
		title, best := "Solution", 0
		for _, t := range deckTopics {
			if n := len(t.re.FindAllStringIndex(p, -1)); n > best {
				title, best = t.title, n
			}
		}
		bySection[title] = append(bySection[title], p)
	}
	d := &draft.DeckSections{CompanyName: f.Product, Market: f.Audience, KeyPoints: points}
	if d.KeyPoints == nil {
		d.KeyPoints = []string{}
	}
	for _, title := range draft.DeckSectionTitles {
		bullets := bySection[title]
		if len(bullets) == 0 {
			for _, g := range deckGuide[title] {
				bullets = append(bullets, f.fillGuide(g))
			}
		}
		switch {
		case title == "Solution" && f.Product != "" && f.Audience != "" && len(bySection[title]) > 0:
			bullets = append([]string{f.fillGuide(deckSolutionLead)}, bullets...)
		case title == "Market" && f.Audience != "":
			bullets = append([]string{f.fillGuide(deckMarketLead)}, bullets...)
		}
		d.Slides = append(d.Slides, draft.Slide{Title: title, Bullets: bullets})
	}
	return d
}

func RenderDeck(d *draft.DeckSections, t draft.Template) string {
	st := styleOf(t)
	var b strings.Builder
	if d.CompanyName != "" {
		b.WriteString(d.CompanyName + " — Pitch Deck\n")
	} else {
		b.WriteString("Pitch Deck\n")
	}
	if d.Market != "" {
		b.WriteString("For " + d.Market + "\n")
	}
	for _, s := range d.Slides {
		b.WriteString("\n" + st.heading(s.Title) + "\n")
		for _, x := range s.Bullets {
			b.WriteString(st.bullet + x + "\n")
		}
	}
	return strings.TrimSpace(b.String())
}

func (f deckWriter) write() draft.Output {
	d := f.deckSections()
	return draft.Output{Text: RenderDeck(d, f.Template), Deck: d}
}
