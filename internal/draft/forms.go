package draft

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/plaintext"
	"github.com/draftsmith/draftsmith/internal/resume"
)

// Kind is one of the four document types.
type Kind string

const (
	KindResume      Kind = "resume"
	KindCoverLetter Kind = "cover_letter"
	KindColdEmail   Kind = "cold_email"
	KindPitchDeck   Kind = "pitch_deck"
)

// Kinds lists the document types in the order the app shows them.
var Kinds = []Kind{KindResume, KindCoverLetter, KindColdEmail, KindPitchDeck}

// Template is the look a draft is written for. Only Default is free.
type Template string

const (
	TemplateDefault  Template = "default"
	TemplateClassic  Template = "classic"
	TemplateModern   Template = "modern"
	TemplateCreative Template = "creative"
)

// Premium reports whether the template needs Premium (or admin).
func (t Template) Premium() bool { return t != TemplateDefault && t != "" }

// MsgPremiumTemplate is the 403 detail for a premium template from a free user; it is the
// spec's own wording for a premium template.
const MsgPremiumTemplate = "This is a Premium template. Please upgrade to use it."

// Cover letter tones (spec section 5); the first is the default.
var CoverLetterTones = []string{"professional", "confident", "warm", "concise", "enthusiastic"}

// Cold email tones (spec section 5); the first is the default.
var ColdEmailTones = []string{"Confident & warm", "Direct & concise", "Professional & courteous", "Friendly & upbeat", "Bold & persuasive"}

// Defaults from the spec (sections 5 and 9).
const (
	DefaultGreeting     = "Dear Hiring Manager,"
	DefaultClosing      = "Thank you for your time and consideration."
	DefaultSubject      = "Quick idea to help your team"
	DefaultOpener       = "Hi there,"
	DefaultCTA          = "Open to a 15-minute chat?"
	MaxSubjectFromOffer = 80 // a subject built from the first offer line
	MaxSubject          = 90 // any email subject
)

// CTASuggestions are the spec's call-to-action chips.
var CTASuggestions = []string{"15-minute chat", "10-minute intro call this week", "brief product demo next week", "short call to explore fit", "15 minutes to scope impact"}

// Form is one kind's request: validated and completed by normalise, and titled once written.
// The built-in writer (Write) and the model (modelOf) each take the four kinds in turn.
type Form interface {
	Kind() Kind
	TemplateName() Template
	// TargetOf is the job the draft is aimed at (every form embeds a Target).
	TargetOf() *Target
	normalise() error
	title(Output) string
}

// Each form's kind, and the template it is written for.
func (f *ResumeForm) Kind() Kind                  { return KindResume }
func (f *CoverLetterForm) Kind() Kind             { return KindCoverLetter }
func (f *ColdEmailForm) Kind() Kind               { return KindColdEmail }
func (f *PitchDeckForm) Kind() Kind               { return KindPitchDeck }
func (f *ResumeForm) TemplateName() Template      { return f.Template }
func (f *CoverLetterForm) TemplateName() Template { return f.Template }
func (f *ColdEmailForm) TemplateName() Template   { return f.Template }
func (f *PitchDeckForm) TemplateName() Template   { return f.Template }

// templateOf validates the template field ("" is Default).
func templateOf(t *Template) error {
	v := Template(strings.ToLower(strings.TrimSpace(string(*t))))
	switch v {
	case "":
		v = TemplateDefault
	case TemplateDefault, TemplateClassic, TemplateModern, TemplateCreative:
	default:
		return apperr.Field("body.template", "Template must be one of: default, classic, modern, creative.")
	}
	*t = v
	return nil
}

// required is the spec's message for an empty required field.
func required(field, label string) error {
	return apperr.Field("body."+field, "Please fill the required field: "+label)
}

// oneOf sets *v to the choice it matches case-insensitively; "" gives the first (the default).
func oneOf(field, label string, v *string, choices []string) error {
	typed := strings.TrimSpace(*v)
	if typed == "" {
		*v = choices[0]
		return nil
	}
	for _, c := range choices {
		if strings.EqualFold(typed, c) {
			*v = c
			return nil
		}
	}
	return apperr.Field("body."+field, fmt.Sprintf("%s must be one of: %s.", label, strings.Join(choices, ", ")))
}

// VariantIndex is the cover letter variant: the spec takes any positive whole number and
// treats anything else (missing, zero, negative, fractional, text) as 1. The choices are 1–3.
type VariantIndex int

// UnmarshalJSON accepts a number, a numeric string or null.
func (v *VariantIndex) UnmarshalJSON(b []byte) error {
	*v = 1
	var raw any
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil
	}
	var f float64
	switch x := raw.(type) {
	case float64:
		f = x
	case string:
		p, err := strconv.ParseFloat(strings.TrimSpace(x), 64)
		if err != nil {
			return nil
		}
		f = p
	default:
		return nil
	}
	if f >= 1 && f == math.Trunc(f) && f <= math.MaxInt32 {
		*v = VariantIndex(f)
	}
	return nil
}

// Schema tells OpenAPI that a number or a numeric string is accepted.
func (VariantIndex) Schema(huma.Registry) *huma.Schema {
	return &huma.Schema{
		AnyOf:       []*huma.Schema{{Type: huma.TypeNumber}, {Type: huma.TypeString}, {Type: "null"}},
		Examples:    []any{1},
		Description: "Variant 1, 2 or 3. Anything that is not a positive whole number counts as 1.",
	}
}

// cleanForm does what every form's normalise starts with: the target's and the template's
// checks, then cleanLine on the one-line fields and cleanText on the multi-line ones.
func cleanForm(t *Target, template *Template, oneLine, multiLine []*string) error {
	t.Normalise()
	if err := templateOf(template); err != nil {
		return err
	}
	cleanLines(oneLine...)
	for _, f := range multiLine {
		*f = plaintext.CleanText(*f)
	}
	return nil
}

// cleanLines applies cleanLine to each field.
func cleanLines(fields ...*string) {
	for _, f := range fields {
		*f = plaintext.CleanLine(*f)
	}
}

func allEmpty(values ...string) bool {
	for _, v := range values {
		if v != "" {
			return false
		}
	}
	return true
}

// ResumeForm is POST /api/resume (spec section 3: Resume form, plus template and full_name).
type ResumeForm struct {
	Template       Template `json:"template,omitempty" enum:"default,classic,modern,creative" doc:"default (free), classic, modern or creative (Premium)"`
	Name           string   `json:"name,omitempty" maxLength:"100"`
	FullName       string   `json:"full_name,omitempty" maxLength:"100" doc:"Copied to name when name is empty"`
	JobTitle       string   `json:"job_title,omitempty" maxLength:"120"`
	Email          string   `json:"email,omitempty" maxLength:"254"`
	Phone          string   `json:"phone,omitempty" maxLength:"40"`
	Location       string   `json:"location,omitempty" maxLength:"120"`
	Website        string   `json:"website,omitempty" maxLength:"300"`
	LinkedIn       string   `json:"linkedin,omitempty" maxLength:"300"`
	GitHub         string   `json:"github,omitempty" maxLength:"300"`
	Skills         string   `json:"skills,omitempty" maxLength:"3000" doc:"Comma-separated or one per line"`
	Summary        string   `json:"summary,omitempty" maxLength:"3000"`
	Experience     string   `json:"experience,omitempty" maxLength:"12000" doc:"One role per block: a line like 'Role at Company, City (2019 – 2023)' then bullet lines"`
	Projects       string   `json:"projects,omitempty" maxLength:"8000" doc:"One project per block: 'Name — what it is (Tech: …) link' then bullet lines"`
	Education      string   `json:"education,omitempty" maxLength:"4000" doc:"One entry per line: degree, school, year"`
	Certifications string   `json:"certifications,omitempty" maxLength:"3000" doc:"One per line"`
	References     string   `json:"references,omitempty" maxLength:"3000" doc:"One per line"`
	Volunteer      string   `json:"volunteer,omitempty" maxLength:"8000" doc:"One role per block, as in experience: 'Role at Organisation (2019 – Present)' then bullet lines"`
	Awards         string   `json:"awards,omitempty" maxLength:"3000" doc:"One per line"`
	Publications   string   `json:"publications,omitempty" maxLength:"4000" doc:"One per line"`
	Languages      string   `json:"languages,omitempty" maxLength:"1000" doc:"Comma-separated or one per line ('Spanish (native)')"`
	Interests      string   `json:"interests,omitempty" maxLength:"1000" doc:"Comma-separated or one per line"`
	ContactInfo    string   `json:"contact_info,omitempty" maxLength:"600" doc:"Built from email, phone, website, location, linkedin and github when empty"`

	// Target is the job the draft is aimed at (target.go).
	Target
	WithLayout
}

func (f *ResumeForm) normalise() error {
	if err := f.Prepare(); err != nil {
		return err
	}
	if allEmpty(f.Name, f.JobTitle, f.ContactInfo, f.Skills, f.Summary, f.Experience, f.Projects, f.Education, f.Certifications, f.References,
		f.Volunteer, f.Awards, f.Publications, f.Languages, f.Interests) {
		return apperr.Field("body.name", "Please fill in at least your name or one section of the resume.")
	}
	return nil
}

// prepare cleans the form's text and derives its defaults; an empty form is a valid one here
// (the preview of a page not yet typed on).
func (f *ResumeForm) Prepare() error {
	if err := cleanForm(&f.Target, &f.Template,
		[]*string{&f.Name, &f.FullName, &f.JobTitle, &f.Email, &f.Phone, &f.Location, &f.Website, &f.LinkedIn, &f.GitHub, &f.ContactInfo},
		[]*string{&f.Skills, &f.Summary, &f.Experience, &f.Projects, &f.Education, &f.Certifications, &f.References,
			&f.Volunteer, &f.Awards, &f.Publications, &f.Languages, &f.Interests}); err != nil {
		return err
	}
	if err := f.checkLayout(); err != nil {
		return err
	}
	if f.Name == "" {
		f.Name = f.FullName
	}
	if f.FullName == "" {
		f.FullName = f.Name
	}
	// A "website" that is a javascript: or data: URL is not one: it is dropped here, so it
	// reaches neither the contact line nor a link.
	f.Website, f.LinkedIn, f.GitHub = linkOrEmpty(f.Website), linkOrEmpty(f.LinkedIn), linkOrEmpty(f.GitHub)
	if f.ContactInfo == "" {
		f.ContactInfo = strings.Join(plaintext.Dedupe([]string{f.Email, f.Phone, f.Website, f.Location, f.LinkedIn, f.GitHub}), ContactSeparator)
	}
	return nil
}

// ContactSeparator joins the parts of a built contact line.
const ContactSeparator = " | "

// CoverLetterForm is POST /api/cover-letter. The spec's client sends some fields twice under
// two names (name and full_name, job_title and desired_job_title, company_name and company);
// either is accepted.
type CoverLetterForm struct {
	Template        Template     `json:"template,omitempty" enum:"default,classic,modern,creative" doc:"default (free), classic, modern or creative (Premium)"`
	Name            string       `json:"name,omitempty" maxLength:"100" doc:"Required (or full_name)"`
	FullName        string       `json:"full_name,omitempty" maxLength:"100"`
	ContactInfo     string       `json:"contact_info,omitempty" maxLength:"600"`
	JobTitle        string       `json:"job_title,omitempty" maxLength:"120"`
	DesiredJobTitle string       `json:"desired_job_title,omitempty" maxLength:"120"`
	CompanyName     string       `json:"company_name,omitempty" maxLength:"120"`
	Company         string       `json:"company,omitempty" maxLength:"120"`
	Background      string       `json:"background,omitempty" maxLength:"6000"`
	Intro           string       `json:"intro,omitempty" maxLength:"2000" doc:"An opening paragraph of your own"`
	Body            string       `json:"body,omitempty" maxLength:"6000" doc:"A paragraph of your own for the middle of the letter"`
	Tone            string       `json:"tone,omitempty" enum:"professional,confident,warm,concise,enthusiastic" doc:"Default professional"`
	VariantIndex    VariantIndex `json:"variant_index,omitempty"`
	Greeting        string       `json:"greeting,omitempty" maxLength:"120" doc:"Default 'Dear Hiring Manager,'"`
	Closing         string       `json:"closing,omitempty" maxLength:"300" doc:"Default 'Thank you for your time and consideration.'"`
	Signature       string       `json:"signature,omitempty" maxLength:"120" doc:"Default: the name"`

	// Target is the job the draft is aimed at (target.go).
	Target
	WithLayout
}

func (f *CoverLetterForm) normalise() error {
	if err := cleanForm(&f.Target, &f.Template,
		[]*string{&f.Name, &f.FullName, &f.ContactInfo, &f.JobTitle, &f.DesiredJobTitle, &f.CompanyName, &f.Company, &f.Greeting, &f.Closing, &f.Signature},
		[]*string{&f.Background, &f.Intro, &f.Body}); err != nil {
		return err
	}
	if err := f.checkLayout(); err != nil {
		return err
	}
	f.Name = plaintext.FirstNonEmpty(f.Name, f.FullName)
	f.FullName = f.Name
	f.JobTitle = plaintext.FirstNonEmpty(f.JobTitle, f.DesiredJobTitle)
	f.DesiredJobTitle = f.JobTitle
	f.CompanyName = plaintext.FirstNonEmpty(f.CompanyName, f.Company)
	f.Company = f.CompanyName
	if f.Name == "" {
		return required("name", "Name")
	}
	if err := oneOf("tone", "Tone", &f.Tone, CoverLetterTones); err != nil {
		return err
	}
	if f.VariantIndex < 1 {
		f.VariantIndex = 1
	}
	if f.VariantIndex > 3 {
		return apperr.Field("body.variant_index", "variant_index must be 1, 2 or 3.")
	}
	f.Greeting = plaintext.FirstNonEmpty(f.Greeting, DefaultGreeting)
	f.Closing = plaintext.FirstNonEmpty(f.Closing, DefaultClosing)
	f.Signature = plaintext.FirstNonEmpty(f.Signature, f.Name)
	return nil
}

// ColdEmailForm is POST /api/cold-email.
type ColdEmailForm struct {
	Template   Template `json:"template,omitempty" enum:"default,classic,modern,creative" doc:"default (free), classic, modern or creative (Premium)"`
	SenderName string   `json:"sender_name,omitempty" maxLength:"100"`
	Recipient  string   `json:"recipient,omitempty" maxLength:"120" doc:"Who the email is to, e.g. their first name"`
	Icebreaker string   `json:"icebreaker,omitempty" maxLength:"1500"`
	Offer      string   `json:"offer,omitempty" maxLength:"3000" doc:"One item per line; the first line becomes the subject (up to 80 characters)"`
	Goal       string   `json:"goal,omitempty" maxLength:"600"`
	Tone       string   `json:"tone,omitempty" enum:"Confident & warm,Direct & concise,Professional & courteous,Friendly & upbeat,Bold & persuasive" doc:"Default 'Confident & warm'"`
	CTA        string   `json:"cta,omitempty" maxLength:"150" doc:"Call to action: one of the suggestions (e.g. '15-minute chat') or your own question. Default 'Open to a 15-minute chat?'"`
	Ask        string   `json:"ask,omitempty" enum:"job_enquiry,informational_interview,fundraising,sales,hiring,introduction" doc:"What the email asks for; it decides the email's frame. Empty: read from the goal and the offer (and stored with the form)"`

	// Target is the job the draft is aimed at (target.go).
	Target
	WithLayout
}

func (f *ColdEmailForm) normalise() error {
	if err := cleanForm(&f.Target, &f.Template,
		[]*string{&f.SenderName, &f.Recipient, &f.Goal, &f.CTA},
		[]*string{&f.Icebreaker, &f.Offer}); err != nil {
		return err
	}
	if err := f.checkLayout(); err != nil {
		return err
	}
	if err := oneOf("tone", "Tone", &f.Tone, ColdEmailTones); err != nil {
		return err
	}
	if allEmpty(f.Icebreaker, f.Offer, f.Goal) {
		return apperr.Field("body.offer", "Please fill at least one of: Icebreaker, Offer, Goal.")
	}
	if f.Ask = strings.TrimSpace(strings.ToLower(f.Ask)); f.Ask == "" {
		f.Ask = ReadAsk(f.Goal, f.Offer)
		if f.Ask == AskSales && f.Target.Aimed() {
			f.Ask = AskJob // an email aimed at a job posting or role enquires about it
		}
	} else if !slices.Contains(Asks, f.Ask) {
		return apperr.Field("body.ask", "Ask must be one of: "+strings.Join(Asks, ", ")+".")
	}
	f.CTA = callToAction(f.CTA)
	return nil
}

// PitchDeckForm is POST /api/pitch-deck.
type PitchDeckForm struct {
	Template  Template `json:"template,omitempty" enum:"default,classic,modern,creative" doc:"default (free), classic, modern or creative (Premium)"`
	Product   string   `json:"product,omitempty" maxLength:"200" doc:"The company or product name (company_name in the preview)"`
	Audience  string   `json:"audience,omitempty" maxLength:"600" doc:"Who it is for (market in the preview)"`
	KeyPoints string   `json:"key_points,omitempty" maxLength:"6000" doc:"One point per line"`

	// Target is the job the draft is aimed at (target.go).
	Target
	WithLayout
}

func (f *PitchDeckForm) normalise() error {
	if err := cleanForm(&f.Target, &f.Template,
		[]*string{&f.Product, &f.Audience},
		[]*string{&f.KeyPoints}); err != nil {
		return err
	}
	if err := f.checkLayout(); err != nil {
		return err
	}
	if allEmpty(f.Product, f.Audience, f.KeyPoints) {
		return apperr.Field("body.product", "Please fill at least one of: Product, Audience, Key points.")
	}
	return nil
}

// Normalise validates a form and fills its derived fields (exported for tests and callers
// that need the completed form without generating).
func Normalise(f Form) error { return f.normalise() }

func (f *ResumeForm) Header() resume.ResumeHeader {
	return resume.ResumeHeader{
		Name:  f.Name,
		Title: f.JobTitle,
		Contact: resume.Contact{
			Email: f.Email, Phone: f.Phone, Location: f.Location,
			Website: linkOrEmpty(f.Website), LinkedIn: linkOrEmpty(f.LinkedIn), GitHub: linkOrEmpty(f.GitHub),
		},
		ContactInfo: f.ContactInfo,
	}
}

// linkOrEmpty keeps a typed link as the user wrote it when it is safe to follow.
func linkOrEmpty(s string) string {
	if plaintext.SafeLink(s) == "" {
		return ""
	}
	return s
}

func (f *PitchDeckForm) Points() []string {
	var out []string
	for _, l := range plaintext.Lines(f.KeyPoints) {
		if b := plaintext.Bullet(l); b != "" {
			out = append(out, b)
		}
	}
	return plaintext.Dedupe(out)
}

var leadingMinutes = regexp.MustCompile(`^\d+\s+minutes?\b`)

// callToAction turns a chip ("15-minute chat") or the user's own words into the closing
// question; empty gives the spec's default, 'Open to a 15-minute chat?'.
func callToAction(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return DefaultCTA
	}
	if strings.HasSuffix(s, "?") || strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") {
		return plaintext.UpperFirst(s)
	}
	lower := strings.ToLower(s)
	// Already a question: "would Tuesday work", "open to a call", "any chance for a demo".
	for _, q := range []string{"open to ", "would ", "could ", "can ", "are ", "do ", "does ", "is ", "shall ", "should ", "may ",
		"will ", "how ", "what ", "when ", "which ", "any chance", "interested in "} {
		if strings.HasPrefix(lower, q) {
			return plaintext.UpperFirst(s) + "?"
		}
	}
	switch {
	case leadingMinutes.MatchString(lower):
		return "Could we take " + s + "?"
	case hasAnyPrefix(lower, "a ", "an ", "the ", "some ", "one ", "your ", "my "):
		return "Open to " + s + "?"
	case strings.ContainsRune("aeiou", rune(lower[0])):
		return "Open to an " + s + "?"
	}
	return "Open to a " + s + "?"
}

func hasAnyPrefix(s string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// offers are the offer lines without list markers.
func (f *ColdEmailForm) Offers() []string {
	var out []string
	for _, l := range plaintext.Lines(f.Offer) {
		if b := strings.TrimRight(plaintext.Bullet(l), " "); b != "" {
			out = append(out, b)
		}
	}
	return out
}

// subject is the first offer line, up to 80 characters, else the spec's default.
func (f *ColdEmailForm) Subject() string {
	if o := f.Offers(); len(o) > 0 {
		return SubjectFromOffer(o[0])
	}
	return DefaultSubject
}

// SubjectFromOffer is an offer line as a subject: up to 80 characters, without a bracket the
// cut left open ("…at plotline (seed, $3.5M from first").
func SubjectFromOffer(line string) string {
	s := plaintext.Truncate(line, MaxSubjectFromOffer)
	if i := strings.LastIndex(s, " ("); i > 0 && s != line && !strings.Contains(s[i:], ")") {
		s = s[:i]
	}
	return s
}

// NewForm returns an empty form of the kind.
func NewForm(k Kind) (Form, error) {
	switch k {
	case KindResume:
		return &ResumeForm{}, nil
	case KindCoverLetter:
		return &CoverLetterForm{}, nil
	case KindColdEmail:
		return &ColdEmailForm{}, nil
	case KindPitchDeck:
		return &PitchDeckForm{}, nil
	}
	return nil, apperr.Field("body.kind", "kind must be one of: resume, cover_letter, cold_email, pitch_deck.")
}
