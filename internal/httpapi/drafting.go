package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/drafting"
	"github.com/draftsmith/draftsmith/internal/library"
	"github.com/draftsmith/draftsmith/internal/quota"
	"github.com/draftsmith/draftsmith/internal/resume"
)

// The four generators: POST /api/resume, /api/cover-letter, /api/cold-email and
// /api/pitch-deck. Each answers JSON, or — with Accept: text/event-stream — streams the
// draft as it is written (events delta, reset, then done or error). See ADR 0004.

// Generation is what every generator answers, and what the stream's done event carries.
type Generation struct {
	ID         string    `json:"id" doc:"The saved draft's id (GET /api/drafts/{id})"`
	Kind       string    `json:"kind" enum:"resume,cover_letter,cold_email,pitch_deck"`
	ResultText string    `json:"result_text" doc:"The draft as plain text"`
	Result     string    `json:"result" doc:"The same text as result_text"`
	Source     string    `json:"source" enum:"ai,fallback" doc:"ai: the configured model wrote it; fallback: the built-in writer did"`
	Reason     string    `json:"reason,omitempty" doc:"Set when the built-in writer answered because the AI model failed; the app shows 'LLM failed: {reason}'"`
	Template   string    `json:"template" enum:"default,classic,modern,creative"`
	Title      string    `json:"title"`
	Version    int       `json:"version" doc:"The draft's version this answer is (1 for a new draft)"`
	CreatedAt  time.Time `json:"created_at"`
}

// ResumeResponse is POST /api/resume's answer.
type ResumeResponse struct {
	Generation
	Sections *resume.ResumeSections `json:"sections" doc:"The resume in the preview model"`
}

// CoverLetterResponse is POST /api/cover-letter's answer.
type CoverLetterResponse struct {
	Generation
	Tone         string `json:"tone" doc:"The tone used (professional when none was given)"`
	VariantIndex int    `json:"variant_index" minimum:"1" maximum:"3" doc:"The variant used (1 when none or an invalid one was given)"`
}

// ColdEmailResponse is POST /api/cold-email's answer.
type ColdEmailResponse struct {
	Generation
	Subject string `json:"subject" doc:"The email's subject line (also the first line of result_text)"`
	Tone    string `json:"tone"`
	CTA     string `json:"cta" doc:"The call to action used"`
}

// PitchDeckResponse is POST /api/pitch-deck's answer.
type PitchDeckResponse struct {
	Generation
	Sections *draft.DeckSections `json:"sections" doc:"The deck: company_name, market, key_points and the nine slides"`
}

// DeltaEvent is a piece of the draft's text, to append to what came before.
type DeltaEvent struct {
	Text string `json:"text"`
}

// ResetEvent says: discard the text received so far. The AI model failed mid-way; the
// built-in writer's draft follows. Reason is shown as 'LLM failed: {reason}'.
type ResetEvent struct {
	Reason string `json:"reason"`
}

func generationOf(d *library.Draft) Generation {
	return Generation{ID: d.ID, Kind: string(d.Kind), ResultText: d.Text, Result: d.Text, Source: string(d.Source),
		Reason: d.Reason, Template: string(d.Template), Title: d.Title, Version: d.Version, CreatedAt: d.CreatedAt}
}

type generateInput[F any] struct {
	Accept  string `header:"Accept" doc:"text/event-stream to receive the draft as it is written"`
	DraftID string `query:"draft_id" maxLength:"64" doc:"Regenerate one of the user's drafts (of this kind): the answer is its new version, and the earlier ones are kept (GET /api/drafts/{id}/versions)"`
	Body    F
}

func (s *Server) registerDrafting(api huma.API) {
	registerGenerator(s, api, "/api/resume", "generate-resume", "Write a resume",
		func(d *library.Draft, _ *draft.ResumeForm) any {
			return &ResumeResponse{Generation: generationOf(d), Sections: d.Resume}
		}, ResumeResponse{})
	registerGenerator(s, api, "/api/cover-letter", "generate-cover-letter", "Write a cover letter",
		func(d *library.Draft, f *draft.CoverLetterForm) any {
			return &CoverLetterResponse{Generation: generationOf(d), Tone: f.Tone, VariantIndex: int(f.VariantIndex)}
		}, CoverLetterResponse{})
	registerGenerator(s, api, "/api/cold-email", "generate-cold-email", "Write a cold email",
		func(d *library.Draft, f *draft.ColdEmailForm) any {
			return &ColdEmailResponse{Generation: generationOf(d), Subject: d.Subject, Tone: f.Tone, CTA: f.CTA}
		}, ColdEmailResponse{})
	registerGenerator(s, api, "/api/pitch-deck", "generate-pitch-deck", "Write a pitch deck outline",
		func(d *library.Draft, _ *draft.PitchDeckForm) any {
			return &PitchDeckResponse{Generation: generationOf(d), Sections: d.Deck}
		}, PitchDeckResponse{})

	huma.Register(api, huma.Operation{
		OperationID: "get-usage", Method: http.MethodGet, Path: "/api/usage", Tags: []string{"drafting"},
		Summary: "What the signed-in user has used and has left this month", Errors: []int{http.StatusUnauthorized},
	}, func(ctx context.Context, _ *struct{}) (*usageOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		usage, err := s.quota.UsageOf(ctx, s.caller(u))
		if err != nil {
			return nil, problem(ctx, err)
		}
		out := &usageOutput{}
		out.Body.Plan = string(usage.Plan)
		out.Body.Month = usage.Month
		out.Body.Used = usage.Used
		out.Body.Credits = usage.Credits
		out.Body.ResetsAt = usage.ResetsAt
		if !usage.Unlimited {
			out.Body.Limit, out.Body.Remaining = &usage.Limit, &usage.Remaining
		}
		return out, nil
	})
}

type usageOutput struct {
	Body struct {
		Plan      string    `json:"plan" enum:"free,premium,admin"`
		Month     string    `json:"month" doc:"The UTC calendar month, YYYY-MM"`
		Used      int       `json:"used" doc:"Drafts counted against this month's allowance"`
		Limit     *int      `json:"limit" nullable:"true" doc:"This month's allowance (free, or premium fair use); null for admins (unlimited)"`
		Remaining *int      `json:"remaining" nullable:"true" doc:"Allowance left this month; credits are spent after it; null for admins"`
		Credits   int       `json:"credits" doc:"Purchased credits: one is spent per draft once the allowance is used up"`
		ResetsAt  time.Time `json:"resets_at" doc:"When the allowance starts again (the 1st, 00:00 UTC)"`
	}
}

func (s *Server) caller(u *account.User) quota.Caller {
	return quota.Caller{UserID: u.ID, IsAdmin: s.accounts.ProfileOf(u).IsAdmin}
}

// registerGenerator declares one generator. respond builds the kind's answer from the
// saved draft and the normalised form; example is the answer's type, for OpenAPI.
func registerGenerator[F any, P interface {
	*F
	draft.Form
}](s *Server, api huma.API, path, id, summary string, respond func(*library.Draft, P) any, example any) {
	registry := api.OpenAPI().Components.Schemas
	eventSchema := func(name string, data any) *huma.Schema {
		return &huma.Schema{
			Type: huma.TypeObject, Required: []string{"event", "data"},
			Properties: map[string]*huma.Schema{
				"event": {Type: huma.TypeString, Enum: []any{name}},
				"data":  registry.Schema(reflect.TypeOf(data), true, ""),
			},
		}
	}
	op := huma.Operation{
		OperationID: id, Method: http.MethodPost, Path: path, Tags: []string{"drafting"},
		Summary: summary,
		Description: "Writes the draft, saves it for the user and charges one unit of allowance (free allowance, then credits; " +
			"premium fair-use cap; admins unlimited). With `Accept: text/event-stream` the draft streams as server-sent events: " +
			"`delta` {text} pieces to append, `reset` {reason} (discard what came: the AI model failed and the built-in writer " +
			"starts over), then `done` with the same body as the JSON answer, or `error` with a problem. Closing the stream " +
			"cancels the model call and charges nothing.",
		Errors: []int{http.StatusUnauthorized, http.StatusForbidden, http.StatusUnprocessableEntity, http.StatusTooManyRequests},
		Responses: map[string]*huma.Response{
			"200": {
				Description: "The draft",
				Content: map[string]*huma.MediaType{
					"application/json": {Schema: registry.Schema(reflect.TypeOf(example), true, "")},
					"text/event-stream": {Schema: &huma.Schema{
						Description: "Server-sent events, in order: delta* (reset delta*)? then done or error",
						Type:        huma.TypeArray,
						Items: &huma.Schema{OneOf: []*huma.Schema{
							eventSchema("delta", DeltaEvent{}), eventSchema("reset", ResetEvent{}),
							eventSchema("done", example), eventSchema("error", huma.ErrorModel{}),
						}},
					}},
				},
			},
		},
		// Guests are refused before the body is read, so they get 401 whatever they sent.
		Middlewares: huma.Middlewares{func(ctx huma.Context, next func(huma.Context)) {
			if sessionFrom(ctx.Context()) == nil {
				_ = huma.WriteErr(api, ctx, http.StatusUnauthorized, account.MsgNotSignedIn)
				return
			}
			// A test knob (ADR 0050), not part of the API: when the server allows it, the
			// X-Writer-Pace header slows the built-in writer's stream.
			if s.writerPaceHeader {
				if pace, err := time.ParseDuration(ctx.Header("X-Writer-Pace")); err == nil {
					ctx = huma.WithContext(ctx, drafting.WithWriterPace(ctx.Context(), pace))
				}
			}
			next(ctx)
		}},
	}
	huma.Register(api, op, func(ctx context.Context, in *generateInput[F]) (*huma.StreamResponse, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		form := P(&in.Body)
		job, err := s.drafting.StartVersion(ctx, s.caller(u), form, in.DraftID)
		if err != nil {
			return nil, problem(ctx, err)
		}
		if wantsEventStream(in.Accept) {
			return &huma.StreamResponse{Body: func(hctx huma.Context) {
				s.streamDraft(hctx, job, func(d *library.Draft) any { return respond(d, form) })
			}}, nil
		}
		d, err := job.Run(ctx, nil)
		if err != nil {
			return nil, problem(ctx, err)
		}
		body := respond(d, form)
		return &huma.StreamResponse{Body: func(hctx huma.Context) {
			hctx.SetHeader("Content-Type", "application/json")
			hctx.SetStatus(http.StatusOK)
			_ = json.NewEncoder(hctx.BodyWriter()).Encode(body)
		}}, nil
	})
}

func wantsEventStream(accept string) bool {
	return strings.Contains(strings.ToLower(accept), "text/event-stream")
}

// keepAliveEvery is how often a comment line is sent while the model has not written
// anything, so proxies do not close a quiet stream.
const keepAliveEvery = 15 * time.Second

// streamDraft runs the job, sending the draft as server-sent events.
func (s *Server) streamDraft(hctx huma.Context, job *drafting.Job, respond func(*library.Draft) any) {
	ctx := hctx.Context()
	hctx.SetHeader("Content-Type", "text/event-stream")
	hctx.SetHeader("X-Accel-Buffering", "no") // nginx: do not buffer
	hctx.SetStatus(http.StatusOK)
	w := newEventWriter(hctx.BodyWriter())
	w.comment("draft started")
	stop := w.keepAlive(keepAliveEvery)
	d, err := job.Run(ctx, w)
	stop()
	if err != nil {
		if ctx.Err() != nil && !cutByShutdown(ctx) {
			return // the client went away (or started a newer request): nobody listens
		}
		w.send("error", problemModel(ctx, err))
		return
	}
	w.send("done", respond(d))
}

// problemModel is the problem body for an error that happens after the stream started.
func problemModel(ctx context.Context, err error) any {
	var m *huma.ErrorModel
	if errors.As(problem(ctx, err), &m) { // a Retry-After wrapper has no header to set mid-stream
		return m
	}
	return &huma.ErrorModel{Status: http.StatusInternalServerError, Title: http.StatusText(http.StatusInternalServerError), Detail: msgInternal}
}

// eventWriter writes server-sent events and is the drafting.Sink of a streamed draft.
type eventWriter struct {
	mu  sync.Mutex
	w   io.Writer
	rc  *http.ResponseController
	err error
}

func newEventWriter(w io.Writer) *eventWriter {
	ew := &eventWriter{w: w}
	if rw, ok := w.(http.ResponseWriter); ok {
		ew.rc = http.NewResponseController(rw)
	}
	return ew
}

func (e *eventWriter) write(b []byte) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.err != nil {
		return
	}
	if _, e.err = e.w.Write(b); e.err == nil && e.rc != nil {
		e.err = e.rc.Flush()
	}
}

func (e *eventWriter) send(event string, data any) {
	b, err := json.Marshal(data)
	if err != nil {
		return
	}
	e.write(fmt.Appendf(nil, "event: %s\ndata: %s\n\n", event, b))
}

func (e *eventWriter) comment(text string) { e.write([]byte(": " + text + "\n\n")) }

// Delta implements drafting.Sink.
func (e *eventWriter) Delta(text string) { e.send("delta", DeltaEvent{Text: text}) }

// Reset implements drafting.Sink.
func (e *eventWriter) Reset(reason string) { e.send("reset", ResetEvent{Reason: reason}) }

// keepAlive sends a comment every interval until the returned stop is called.
func (e *eventWriter) keepAlive(every time.Duration) (stop func()) {
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				e.comment("keep-alive")
			}
		}
	}()
	var once sync.Once
	return func() { once.Do(func() { close(done) }) }
}
