package writer

import (
	"regexp"
	"slices"
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// deckWriter writes a pitch deck from its form.
type deckWriter struct{ *draft.PitchDeckForm }

// deckCues send each key point to the slide whose meaning it carries (ADR 0038): money and
// "raising" to the ask; customers, revenue, growth and pilots to traction; TAM and segments
// to the market; pain and cost to the problem. A point's score for a slide is the sum of the
// weights of the cues it holds; it goes to its best slide.
var deckCues = map[string][]cue{
	"Ask": {{5, `\b(rais(e|ing)|pre-seed|seed round|series [a-d]|runway|use of funds|funding|investors?)\b`}, {2, `\bseed\b`},
		// "seeking $2m to open 30 new franchises": money asked for, in other words.
		{5, `\b(seek(s|ing)?|looking to raise|asking for) [$€£]\d`}},
	"Traction": {{3, `\b\d[\d,]*\+? [\w-]+ (live|signed|onboarded|using (it|us)|on (it|board|the platform))\b|\b(users|customers|clients|subscribers|members|active|mrr|arr|gmv|revenue|paying|pilots?|on contract|waitlist|sign-?ups|retention|repeat|bookings|orders|homes done|installs|weekly active|monthly volume|growing|grew|growth|recurring contracts|contracts signed|renewals?|renewal rate|repeat customers|ndr|nrr|net (?:dollar|revenue) retention|logo churn|churn|units sold|stars|reviews)\b`},
		{2, `\d+%\s*(mom|month over month|yoy|wow)|\b\d[\d,]*\+? (schools|offices|homes|teams|companies|clinics|stores|farms|hospitals|fleets|sites|brands|restaurants|gyms|practices|firms|warehouses|retailers|districts|labs)\b`}, {1, `\bsaved\b`},
		// A result the customers saw: "water use down 27%", "cut churn 30%".
		{4, `\b(down|up|cut|saved|reduced|increased|fewer|more)\b \d[\d.]*%|\d[\d.]*% (fewer|less|lower|more|higher)\b`},
		// "42 installers on platform": the supply side a marketplace has signed.
		{4, `\b\d[\d,]*\+? [\w-]+ on (the )?platform\b`},
		// "opening 3rd in sept", "launching our second studio": the rollout the company is
		// already on sits beside its locations, not on the Solution slide (ADR 0076).
		{3, `\b(open(ing|ed|s)?|launch(ing|ed|es)?|adding) (our |a |the )?(\d+(st|nd|rd|th)|second|third|fourth|fifth|next) (location|site|store|studio|clinic|school|pool|gym|branch|city|market|kitchen|shop)?\b`},
		// "180k containers reused", "40k meals served": what the product has done so far.
		{3, `\b\d[\d,.]*[kKmM]?\+? ([\w-]+ ){1,2}(reused|served|delivered|shipped|processed|diverted|recycled|booked|sold|completed|installed|placed|collected)\b`},
		// An insurer's book: "1,100 policies, $600k gwp, loss ratio 52%" (ADR 0078).
		{3, `\b\d[\d,.]*[kK]?\+? (active |paid |paying )?(policies|policyholders)\b|\b(gwp|gross written premiums?|written premiums?|loss ratio|claims ratio|combined ratio)\b`},
		// "launched in denver + austin": where the company already runs.
		{3, `\b(launched|went live|now live|operating) (in|across)\b|^live in\b`},
		// "loi w/ 2 oems", "$42m financed to date", "2 near-miss saves on record", "~5,200
		// kids last yr": commitments signed, money moved, and counts of a past period are
		// what has happened, not who could buy.
		{3, `\b(lois?|letters? of intent|to date|so far|on record|since launch|ytd)\b|[$€£]\d[\d.,]*[kKmMbB]?\+? (financed|funded|lent|loaned|disbursed|originated|advanced|paid out)\b|\b\d[\d,.]*[kKmM]?\+? ([\w-]+ ){0,2}(last|this) (yr|year|month|quarter|qtr|season|summer|semester)\b`},
		// "14 locations, 9 franchised": the units already open.
		{2, `\b\d[\d,]*\+? (locations|franchises|franchisees|branches|franchised)\b`}},
	"Market": {{4, `\b(tam|sam|som|market size|addressable|billion)\b|\$\d+(\.\d+)?\s*(b|bn)\b`}, {3, `\bmarket\b|\b(\d{1,3}(,\d{3})+|\d{4,}|\d+(\.\d+)?[mk])\+? (us |uk |eu )?(public )?([\w-]+ )?(schools|freelancers|households|homes|businesses|smbs|job seekers|clinics|restaurants)\b`}, {1, `\b(segment|industry|sector)\b`},
		// "4,500 us community banks": thousands of possible customers.
		{4, `\b(\d{1,3}(,\d{3})+|\d+(\.\d+)?[km])\+? (us |u\.s\. |uk |eu )?([\w-]+ ){0,3}(banks|credit unions|agencies|companies|businesses|practices|clinics|hospitals|schools|districts|restaurants|stores|retailers|farms|firms|fleets|carriers|landlords|households|homes|freelancers|smbs|shops|salons|gyms|studios|nonprofits|hotels|dealerships|pharmacies|labs|warehouses|contractors|dentists|physicians|teachers|parents|owners|drivers|agents|brokers)\b`},
		{2, `\b(\d{1,3}(,\d{3})+|\d+(\.\d+)?[km])\+? (us |u\.s\. |uk |eu )?([\w-]+ ){0,3}[a-z]{3,}s\b`},
		// "120k hvac + plumbing shops in us": a count of possible customers in a region.
		{4, `\b\d+(\.\d+)?[kmb]\+? [\w+&' -]{0,40}?\b(in|across) (the )?(us|usa|u\.s\.|uk|eu|europe|latam|latin america|north america|india|canada|africa|asia|world)\b`}},
	"Problem": {{5, `\b(bills?|costs?|prices?|rents?|premiums?) (are )?(up|rising|rose|climbing|doubled)\b`},
		// "restaurants spend 4-8% of takeout revenue on packaging": what it costs them.
		{5, `\b(spend|spends|lose|loses|pay|pays|waste|wastes)( up to| about| ~)? ([\d.]+(-[\d.]+)?%|[$€£][\d.,]+[kKmMbB]?\+?( a (year|month|week)|/[a-z]+)?)( of [\w -]+?)? (on|to|in)\b`}, {3, `\b(can't|cannot|won't|unable to|no way to)\b`}, {3, `\b(pain|problem|throw(s|ing)? (out|away)|thrown (out|away)|guess(es|ing)?|spoil(s|ed|ing|age)?|lose|losing|loses|waste[sd]?|wasting|skip|struggl\w*|frustrat\w*|tedious|manual(ly)?|broken|breaks?|break down|expensive|costly|bad fx|fees|unreliable|hard to find|lost|idle|pay full|full (retail )?prices?|overpay\w*|drown\w*|noise|false positives?|backlogs?|delays?|errors?|fines|penalt(y|ies)|overwhelm\w*|burn(ed|t)? ?out|gaps?|missed|outdated|bottlenecks?|juggl\w*|complain\w*|complaints?|hassles?|headaches?|too many|fragmented|scattered|inconsistent|unpredictable|flaky|eats?|eating|turn (?:them|it) off|time sinks?)\b`}, {4, `\bno-shows?\b|\bfinding an? \w+|#1 (complaint|problem|issue|headache)`},
		// "districts want local produce but ordering from 20 farms is a mess": a want and what
		// stands in its way.
		{3, `\b(a mess|messy|chaos|chaotic|nightmare|painful|clunky|hard to \w+|wants? [\w ]{1,30} but|runs? on (paper|spreadsheets|whiteboards|sticky notes|texts)|chase)\b`},
		// "clinics booked 2-3 wks out", "a 6-week wait": the wait is the pain. "er visit avg
		// $800+": what one visit, bill or repair costs them.
		{4, `\b(booked|backed up|waitlisted|wait(s|ing)?( times?)?( of| is| are)?)( up)? (~|about )?\d+(-\d+)?\+? ?(days?|wks?|weeks?|months?|mos?)\b|\b\d+(-\d+)?\+?[ -]?(days?|wks?|weeks?|months?|mos?) (out|waits?|waitlists?|backlogs?)\b`},
		{4, `\b(visits?|bills?|trips?|repairs?|fees?|tickets?|stays?|surger(y|ies)|procedures?|replacements?) (avg|average|averages|costs?|runs?|is|are)( about| ~)? [$€£]\d`},
		// "falls + struck-by = 60% of construction deaths": harm done is the problem.
		{3, `\b(deaths?|injur(y|ies|ed)|fatal(ity|ities)?|accidents?|illness(es)?)\b`},
		// "spent batteries are shipped overseas or landfilled", "coding options are scarce":
		// what is lost or missing today.
		{3, `\b(landfilled|(end|ends|ending) up in (a )?landfills?|incinerated|shipped overseas|scarce|underserved|out of reach|unaffordable)\b`},
		// "evening power costs 2-3x": a cost multiplied.
		{4, `\bcosts? (\d+(-\d+)?x|\d+ times)\b`},
		{2, `\b(spend|spends|take|takes|wait|waits|waiting)\b.*\b\d+\+?\s*(hours?|hrs|days?|weeks?|min|mins|minutes?)\b|\bchasing\b|\bcost \$|\btakes? (hours|days|weeks)\b|\b\d+% of [\w ]+ (are|is) \w+|\b\d+ in \d+\b`}, {1, `\b(same|only|still)\b`}},
	"Solution": {{3, `\b(we (install|deliver|build|make|give|help|turn|match|automate|collect|pay|handle|fill|book|schedule|pick up|clean|fix)|pays (invoices|you|them|drivers|workers|fleets)|instead of|in (one|1) (day|click|step)|one place for|all in one|all-in-one|in one (app|place|tool|platform)|one (order|invoice|bill|login|app|place|platform|dashboard), one)\b`}, {2, `\b(chef-made|prefab|automated|done for you)\b`}},
	"Product":  {{3, `\b(app|dashboard|platform|api|plugin|extension|card|account|feature[s]?|books|texts|translations|editor|menus?|preview|in seconds|drafts|plugs into|show(s)? up (as|in|on)|integrat\w+|works (with|on|without)|syncs?|connects? to|no rip)\b|(?:^|\s)shows\b`}},
	// "unit economics: location pays back in 20 months": what a unit earns back is the model.
	"Business Model": {{4, `\b(plans?|pricing|packages?|tiers?|memberships?|subscriptions?)( start| starts| starting)? (from|at) [$€£]\d|\bstart(s|ing)? (at|from) [$€£]\d`}, {4, `\b(unit economics|payback( period)?|pays? (itself )?back|paid back|break[- ]?even|breaks even)\b`}, {4, `[$€£]\d[\d.,]*[kKmM]?\s*(arr |mrr |acv )?(/|a |per )\s*[a-z]{2,}\b|\b(avg|average) (order|basket|ticket|contract)( value| size)?\b|\baov\b|\bwe (keep|take|charge|earn) |[$€£]\d[\d.,]*\s*(/|a |per )\s*(mo|month|meal|student|seat|user|yr|year|install|walk|visit|ride|order|booking|session|class|lesson|job|unit|field|site)\b|\b(margin|pricing|priced|subscription|spread|service plan|commission|take rate|per seat|freemium|licen[cs]e)\b`}, {2, `\b(district contracts|fees?)\b`}},
	"Go-To-Market": {{4, `\bsell (dtc|d2c|direct|online|in stores|wholesale)\b`}, {4, `\b(sell (via|thru|through|to)|supply (via|thru|through|from)|recruit \w+ (via|thru|through|from)|(grow|reach|market|distribute|launch|expand|roll out) (via|thru|through)|(city|market|region|state|county) by (city|market|region|state|county)|door[- ]to[- ]door|acquire (via|thru|through)|acquisition (via|through)|go-to-market|gtm|channels?|partner(s|ships?)?( w(ith|/))?|referrals?|outbound|inbound|resellers?|distribution|plg|product-led|self-serve|bottom-up|sales-led|free tier|marketplace listings?|app stores?|github marketplace)\b`}, {2, `\b(via|through) .*(pilots?|partners?|office managers)\b`},
		// "embedded in 3 accounting platforms": sold where the customers already work.
		{4, `\b(embedded (in|into)|bundled (in|with)|white[- ]label(ed)?)\b`}},
	"Team": {{5, `\b(team|founders?|co-?founders?|ceo|cto|coo|head chef|ex-\w+|phd)\b`}},
}

type cue struct {
	weight int
	re     string
}

// compiled cues, per slide.
var deckRes = func() map[string][]struct {
	w  int
	re *regexp.Regexp
} {
	out := map[string][]struct {
		w  int
		re *regexp.Regexp
	}{}
	for slide, cs := range deckCues {
		for _, c := range cs {
			out[slide] = append(out[slide], struct {
				w  int
				re *regexp.Regexp
			}{c.weight, regexp.MustCompile("(?i)" + c.re)})
		}
	}
	return out
}()

// whyNow is a point that says why this is the moment: a change in law, price or behaviour.
var whyNow = regexp.MustCompile(`(?i)^why now\b|\b(since (19|20)\d\d|started (in )?(19|20)\d\d|new\b[^.]*\b(laws?|rules?|regulations?|mandates?)\b|(laws?|rules?|regulations?) in (19|20)\d\d|rebates?|now (that|possible|cheap)|just (became|passed|launched)|recently|this year|demand (jumped|is rising|doubled)|costs? (fell|dropped|have fallen)|ira\b|(laws?|rules?|regulations?|standards?) (tightened|changed|passed|came in)|tightened|must (now )?(report|comply|disclose|cut|switch)|mandates?\b|\bforc(es|ing) [\w ]+ to\b|\b(regulators?|fincen|fda|sec|cms|epa) (is |are )?(pushing|requir\w*|now)|= demand|drives demand|interest rates|rates (are )?(up|rising|rose|high)|(prices|costs) (are )?(up|rising|rose|soared)|got cheap\w*|cheap enough|became (cheap|possible|affordable)|(moved|shifted|switched|changed) to [\w -]+ in (19|20)\d\d|(moving|shifting|switching) to\b|\b(cities|states|countries|governments?|counties|the eu|regulators?) (are )?(banning|taxing|phasing out|requiring)\b|\bbans? on\b|\bbanned\b)`)

func deckScores(point string) map[string]int {
	scores := map[string]int{}
	for slide, cs := range deckRes {
		for _, c := range cs {
			scores[slide] += c.w * len(c.re.FindAllStringIndex(point, -1))
		}
	}
	if supplySigned.MatchString(point) {
		// "40 farms signed up to supply through the app": what the marketplace has signed,
		// however it names the product or the channel, so it never fills an empty Product,
		// Solution or Go-To-Market slide (ADR 0074). Money in it still counts.
		scores["Traction"] += 4
		for _, t := range []string{"Product", "Solution", "Go-To-Market", "Problem", "Market", "Team"} {
			scores[t] = 0
		}
	}
	if scores["Traction"] >= 3 && scores["Market"] <= 2 {
		// "3 paid pilots, 1,100 workers": people counted beside pilots or customers are who
		// use the product, not who could.
		scores["Market"] = 0
	}
	return scores
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

// The market slide's lead line, built only from the founder's words.
const deckMarketLead = "Who we serve: {audience}"

func (f deckWriter) fillGuide(s string) string {
	n := newNotebook(f.Audience)
	product, audience := f.Product, n.clean(spanWritten(f.Audience))
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
	n := newNotebook(f.KeyPoints + "\n" + f.Product + "\n" + f.Audience)
	bySection := map[string][]string{}
	scores := map[string]map[string]int{}
	var why []string
	for _, p := range splitAcrossSlides(points) {
		sc := deckScores(p)
		if lp, name := strings.ToLower(p), strings.ToLower(f.Product); name != "" && (strings.HasPrefix(lp, name+":") || strings.HasPrefix(lp, name+" is ") || strings.HasPrefix(lp, name+" =")) {
			// "fieldbook: scheduling, dispatch + invoicing in one app", "brewline = coffee +
			// machine + upkeep, one monthly fee": what the product is, though it names a fee
			sc["Solution"] += 6
		}
		scores[p] = sc
		if whyNowLabel.MatchString(p) || whyNow.MatchString(p) && sc["Ask"] == 0 && sc["Team"] == 0 && sc["Go-To-Market"] == 0 && sc["Traction"] < 3 {
			why = append(why, p)
			continue
		}
		title, best := "Solution", 0
		for _, t := range draft.DeckSectionTitles {
			if sc[t] > best {
				title, best = t, sc[t]
			}
		}
		bySection[title] = append(bySection[title], p)
	}
	// What the product does is the solution first: a lone product point goes there.
	if len(bySection["Solution"]) == 0 && len(bySection["Product"]) == 1 {
		bySection["Solution"], bySection["Product"] = bySection["Product"], nil
	}
	// A slide with no point takes one that fits it from a slide that has two or more, so
	// a placeholder stands only where no point fits.
	for _, title := range draft.DeckSectionTitles {
		if len(bySection[title]) > 0 {
			continue
		}
		from, pick, best := "", -1, 0
		for _, other := range draft.DeckSectionTitles {
			if len(bySection[other]) < 2 {
				continue
			}
			for i, p := range bySection[other] {
				if sc := scores[p][title]; sc > best {
					from, pick, best = other, i, sc
				}
			}
		}
		if pick >= 0 {
			bySection[title] = []string{bySection[from][pick]}
			bySection[from] = append(bySection[from][:pick:pick], bySection[from][pick+1:]...)
		}
	}
	// A point moved onto an empty Product slide may be the only one that says what the
	// product does: the solution again.
	if len(bySection["Solution"]) == 0 && len(bySection["Product"]) == 1 {
		bySection["Solution"], bySection["Product"] = bySection["Product"], nil
	}
	d := &draft.DeckSections{CompanyName: f.Product, Market: f.Audience, KeyPoints: points, Pitch: f.pitch(n, productFirst(f.Product, bySection["Solution"], bySection["Product"]))}
	if d.KeyPoints == nil {
		d.KeyPoints = []string{}
	}
	for _, title := range draft.DeckSectionTitles {
		var bullets []string
		for _, p := range byFigures(bySection[title]) {
			b := pointCasing(figureCasing(n.clean(equalsClause(equalsRank(equalsShare(pointShorthand(p, f.typed())))))))
			if rest, ok := cutLabel(b, title); ok {
				b = rest // "Team: agronomist…" on the Team slide says "Team" twice
			}
			if title == "Team" {
				b = orgsAfterAt(b) // "cto built billing at octopus energy": an employer
			}
			bullets = append(bullets, plaintext.UpperFirst(b))
		}
		if title == "Market" {
			for _, p := range why {
				p = whyNowLabel.ReplaceAllString(p, "") // "why now: …" typed says it once
				bullets = append(bullets, "Why now: "+pointCasing(figureCasing(n.clean(pointShorthand(p, f.typed())))))
			}
		}
		if len(bullets) == 0 {
			for _, g := range deckGuide[title] {
				bullets = append(bullets, f.fillGuide(g))
			}
		}
		if title == "Market" && f.Audience != "" {
			bullets = append([]string{f.fillGuide(deckMarketLead)}, bullets...)
		}
		d.Slides = append(d.Slides, draft.Slide{Title: title, Bullets: bullets})
	}
	return d
}

// cutLabel takes off a label that repeats the slide's title: "team: …" on Team, "traction: …"
// on Traction.
func cutLabel(point, title string) (string, bool) {
	label, rest, ok := strings.Cut(point, ": ")
	if !ok || !strings.EqualFold(label, title) && !(title == "Team" && strings.EqualFold(label, "founders")) || strings.TrimSpace(rest) == "" {
		return point, false
	}
	return rest, true
}

// byFigures puts the points with the most figures first, so a slide leads with its best
// numbers; among equals the founder's order stays.
func byFigures(points []string) []string {
	out := append([]string(nil), points...)
	count := func(s string) int { return len(figureRe.FindAllString(s, -1)) }
	slices.SortStableFunc(out, func(a, b string) int { return count(b) - count(a) })
	return out
}

// splitAcrossSlides splits a point whose parts belong on different slides: "$1.2M gmv last
// qtr, 22% take rate" is traction and a business model. A point whose parts all point to one
// slide, or that has a part no slide wants, stays whole.
func splitAcrossSlides(points []string) []string {
	var out []string
	for _, p := range points {
		parts := strings.Split(p, ", ")
		if len(parts) < 2 {
			out = append(out, p)
			continue
		}
		// Only a part that is plainly the business model or the ask (a strong cue: "take
		// rate", "raising") is split off; weaker cues ("60 schools", "mid-market") leave a
		// point whole.
		slides := map[string]bool{}
		whole, money := false, false
		if marketSized(parts) {
			out = append(out, p) // "~60k US farms in our segment, $700M/yr": the segment's size
			continue
		}
		for _, part := range parts {
			sc := deckScores(part)
			title, best := "", 0
			for _, t := range draft.DeckSectionTitles {
				if sc[t] > best {
					title, best = t, sc[t]
				}
			}
			if best < 3 {
				whole = true
				break
			}
			money = money || (title == "Business Model" || title == "Ask") && best >= 4
			slides[title] = true
		}
		if whole || !money || len(slides) < 2 {
			out = append(out, p)
			continue
		}
		out = append(out, pricesPerPayer(parts)...)
	}
	return out
}

// marketSized reports a market's segment followed by its size in millions or billions a
// year: the size is the market's, not a price for the business model slide.
func marketSized(parts []string) bool {
	last := strings.TrimSpace(parts[len(parts)-1])
	if !marketSize.MatchString(last) {
		return false
	}
	sc := deckScores(strings.Join(parts[:len(parts)-1], ", "))
	return sc["Market"] > 0 && sc["Market"] >= sc["Traction"]
}

// marketSize is an amount in millions or billions, perhaps a year: "$700M/yr", "$2.1B".
var marketSize = regexp.MustCompile(`(?i)^~?[$€£]\d[\d.,]*\s*(?:m|mm|b|bn|million|billion)(?:\s*(?:/\s*yr|/\s*year| a year| per year| annually))?$`)

// pricesPerPayer names who pays a price split off alone: "12k paying members, $14/mo" puts
// "$14/mo" on the business model slide, where it reads as "$14 a month per member".
func pricesPerPayer(parts []string) []string {
	payer := ""
	for _, part := range parts {
		if m := payers.FindStringSubmatch(part); m != nil && payer == "" {
			payer = strings.TrimSuffix(strings.ToLower(m[1]), "s")
		}
	}
	if payer == "" {
		return parts
	}
	out := slices.Clone(parts)
	for i, part := range out {
		if barePrice.MatchString(strings.TrimSpace(part)) {
			out[i] = strings.TrimSpace(part) + " per " + payer
		}
	}
	return out
}

var (
	// payers are the paying customers a point counts: "12k paying members", "40 clinics".
	payers = regexp.MustCompile(`(?i)\b\d[\d.,]*[km]?\+? (?:paying |paid |active )?(members|users|customers|subscribers|clinics|schools|households|families|teams|stores|restaurants|practices|gyms|studios|salons|shops|fleets|farms|sites|accounts)\b`)
	// barePrice is a price over a time with no payer: "$14/mo", "$9 a month".
	barePrice = regexp.MustCompile(`(?i)^[$€£]\d[\d.,]*[km]?\s*(?:/|a |per )\s*(?:mo|month|yr|year|wk|week)$`)
)

// shareOf is a subject set equal to its share of a whole: "falls + struck-by = 60% of
// construction deaths".
var pricePerPayerPerTime = regexp.MustCompile(`([$€£]\d[\d.,]*[kKmM]?)/([a-z]+)/(mo|month|yr|year|wk|week)\b`)

var shareOf = regexp.MustCompile(`^(.+?)\s*=\s*(~?\d[\d.]*%\s+of\s+.+|\d+ in \d+ .+)$`)

// equalsShare writes a share typed with "=" as a sentence: "Falls + struck-by are 60% of
// construction deaths" (the "=" between a subject and a figure is no "so").
func equalsShare(point string) string {
	// "$12/worker/mo": a price per payer and per time; the payer's "per" is written out here,
	// the time's by the notebook.
	point = pricePerPayerPerTime.ReplaceAllString(point, "$1 per $2/$3")
	m := shareOf.FindStringSubmatch(strings.TrimSpace(point))
	if m == nil {
		return point
	}
	verb := "is"
	if subject := strings.ToLower(m[1]); strings.ContainsAny(subject, "+&,") || strings.Contains(subject, " and ") || strings.HasSuffix(subject, "s") {
		verb = "are"
	}
	return m[1] + " " + verb + " " + m[2]
}

// figureCasing writes a deck's or an email's figures and common letters as people write
// them: "$4m" → "$4M", "$147b" → "$147B", "er visit" → "ER visit".
func figureCasing(s string) string {
	s = millionsCasing(moneyUnit.ReplaceAllStringFunc(s, strings.ToUpper)) // "7.2m horses" → "7.2M horses" (ADR 0078)
	s = usLead.ReplaceAllString(s, "${1}US $2")                            // "us independents ~350k locations"
	s = stateCodePair.ReplaceAllStringFunc(s, func(m string) string {      // "ca and az" → "CA and AZ"
		a, rest, _ := strings.Cut(m, " ")
		join, b, _ := strings.Cut(rest, " ")
		return strings.ToUpper(a) + " " + join + " " + strings.ToUpper(b)
	})
	return emergencyRoom.ReplaceAllString(s, "ER $1")
}

var (
	moneyUnit     = regexp.MustCompile(`[$€£]\d[\d.,]*[mb]\b`)
	usLead        = regexp.MustCompile(`(^|[.:] )[Uu]s ([a-z])`)
	stateCodePair = regexp.MustCompile(`\b(?:ca|az|tx|ny|fl|wa|or|nv|co|nj|ma|il|ga|nc|pa|oh|mi|eu|us|uk) (?:and|\+|&) (?:ca|az|tx|ny|fl|wa|or|nv|co|nj|ma|il|ga|nc|pa|oh|mi|eu|us|uk)\b`)
	emergencyRoom = regexp.MustCompile(`\b[eE][rR] (visits?|rooms?|trips?|waits?|doctors?|nurses?|bills?)\b`)
)

// themObject is "them" after a verb, which in a one-line pitch can only be the audience.
var themObject = regexp.MustCompile(`(\b\w+ )them(\b)`)

// audienceHead is the people an audience names, before what describes them: "renters who
// can't put panels on their roof" → "renters".
func audienceHead(audience string) string {
	words := strings.Fields(audience)
	for i, w := range words {
		if lw := strings.ToLower(w); lw == "who" || lw == "that" || lw == "with" || lw == "in" || lw == "at" || lw == "whose" {
			if i > 0 && i <= 3 {
				return strings.Join(words[:i], " ")
			}
			return ""
		}
	}
	return ""
}

// productFirst are the points that may say what the product does, those that name it first
// ("ledgerguard scores alerts…"): the title slide's line is made from the product doing its
// work, not from a problem that landed on the solution slide.
func productFirst(product string, solution, productPoints []string) []string {
	if product != "" {
		for _, p := range append(append([]string(nil), solution...), productPoints...) {
			if strings.HasPrefix(strings.ToLower(p), strings.ToLower(product)) {
				return append([]string{p}, solution...)
			}
		}
	}
	return solution
}

// pitch is the title slide's one line, from the product, what it does (the first solution
// point) and who it is for: "Heatwell: we install heat pumps in 1 day with prefab kits, for
// homeowners replacing gas boilers."
func (f deckWriter) pitch(n *notebook, solution []string) string {
	product, audience := f.Product, n.clean(spanWritten(f.Audience))
	switch {
	case product == "" && audience == "":
		return ""
	case len(solution) > 0 && product != "":
		what := strings.TrimRight(pointCasing(figureCasing(n.clean(equalsClause(pointShorthand(solution[0], f.typed()))))), ".")
		if len(what) > len(product)+1 && strings.EqualFold(what[:len(product)+1], product+":") {
			what = strings.TrimSpace(what[len(product)+1:]) // "fieldbook: scheduling…" names it once
		}
		if rest, ok := strings.CutPrefix(strings.ToLower(what), strings.ToLower(product)+" "); ok && rest != "" {
			// "slotwise texts reminders…": the product is the sentence's subject.
			line := product + " " + what[len(what)-len(rest):]
			if head := audienceHead(audience); head != "" && themObject.MatchString(line) {
				// "Gridshare signs them up…": "them" are the audience, named.
				return themObject.ReplaceAllString(line, "${1}"+head+"$2") + "."
			}
			if audience != "" {
				line += ", for " + audience
			}
			return line + "."
		}
		if label, rest, ok := labelledWhat(lowerFirstWord(what)); ok {
			// "marketplace: gcs list materials, buyers pick up": the label is what the product
			// is, and the clause after it how it works, not a second "Name:" (ADR 0078).
			line := product + " is " + article(label) + label
			if audience != "" {
				line += " for " + audience
			}
			return line + ": " + rest + "."
		}
		line := product + ": " + lowerFirstWord(what)
		if audience != "" {
			line += ", for " + audience
		}
		return line + "."
	case product != "" && audience != "":
		return product + ", for " + audience + "."
	}
	return ""
}

func RenderDeck(d *draft.DeckSections, t draft.Template) string {
	st := styleOf(t)
	var b strings.Builder
	if d.CompanyName != "" {
		b.WriteString(d.CompanyName + " — Pitch Deck\n")
	} else {
		b.WriteString("Pitch Deck\n")
	}
	if d.Pitch != "" {
		b.WriteString(d.Pitch + "\n")
	} else if d.Market != "" {
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

// typed is everything the founder typed, for the words a rendering may reuse.
func (f deckWriter) typed() string {
	return strings.Join([]string{f.Product, f.Audience, f.KeyPoints}, "\n")
}

// DeckFits reports whether a key point fits a slide at all (its score there is above 0): a
// placeholder may stand only where no point fits.
func DeckFits(point, slide string) bool {
	return deckScores(point)[slide] > 0
}
