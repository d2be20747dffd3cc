package drafting

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/draftsmith/draftsmith/internal/claims"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/facts"
	"github.com/draftsmith/draftsmith/internal/llm"
	"github.com/draftsmith/draftsmith/internal/plaintext"
	"github.com/draftsmith/draftsmith/internal/writer"
)

// Sink receives a draft as it is written. Delta appends text; Reset discards everything
// sent so far (the model failed mid-way and the built-in writer starts over), with the
// reason to show. The final draft — the Result — is authoritative: deltas are for display.
type Sink interface {
	Delta(text string)
	Reset(reason string)
}

type nopSink struct{}

func (nopSink) Delta(string) {}
func (nopSink) Reset(string) {}

// Result is a finished draft.
type Result struct {
	draft.Output
	Source draft.Source
	// Reason says why the built-in writer answered instead of the model ("" when no model
	// is configured, or when the model answered).
	Reason string
}

// Engine writes drafts: with the model when one is configured, else — and whenever the
// model fails — with the built-in writer.
type Engine struct {
	Provider llm.Provider // nil: the built-in writer only
	Timeout  time.Duration
	Log      *slog.Logger
}

// Write writes the draft for a normalised form, streaming it to sink (which may be nil). It
// fails only when ctx ends (the client went away): every model failure falls back.
func (e *Engine) Write(ctx context.Context, f draft.Form, sink Sink) (*Result, error) {
	if sink == nil {
		sink = nopSink{}
	}
	var reason string
	if e.Provider != nil {
		out, streamed, err := e.fromModel(ctx, f, sink, nil)
		if err == nil {
			// The model's draft keeps the built-in writer's promise (ADR 0037): a draft that
			// adds a number, name, employer, school or link is asked for again once, with
			// what it added; a second such draft is not used.
			if invented := claims.InventedFacts(f, out); len(invented) > 0 {
				if streamed {
					sink.Reset(plaintext.Truncate("the AI model's draft "+strings.Join(facts.Strings(invented), "; ")+"; asking again", maxReason))
				}
				out, streamed, err = e.fromModel(ctx, f, sink, invented)
				if err == nil {
					if again := claims.InventedFacts(f, out); len(again) > 0 {
						err = llm.Unusable(strings.TrimPrefix(strings.Join(facts.Strings(again[:1]), "; "), "the draft "))
					}
				}
			}
		}
		if err == nil {
			return &Result{Output: out, Source: draft.SourceAI}, nil
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		reason = plaintext.Truncate(llm.FailureReason(err, e.Timeout), maxReason)
		if e.Log != nil {
			e.Log.WarnContext(ctx, "the model failed; the built-in writer answers",
				"provider", e.Provider.Name(), "kind", f.Kind(), "reason", reason, "err", err)
		}
		if streamed {
			sink.Reset(reason)
		}
	}
	out := writer.Write(f)
	streamInPieces(ctx, sink, out.Text)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return &Result{Output: out, Source: draft.SourceFallback, Reason: reason}, nil
}

// maxReason is the spec's limit for an error detail shown to the user.
const maxReason = 200

// reparseEvery bounds the work of rendering a streamed answer: the partial answer is
// re-read once this many new bytes have arrived (and at the end).
const reparseEvery = 32

// fromModel asks the model and turns its answer into a draft. streamed reports whether any
// of it reached the sink.
func (e *Engine) fromModel(ctx context.Context, f draft.Form, sink Sink, invented []facts.Finding) (out draft.Output, streamed bool, err error) {
	mctx, cancel := context.WithTimeout(ctx, e.Timeout)
	defer cancel()
	m := modelOf(f)
	p := claims.WithFindings(m.prompt(), invented)
	structured := p.Schema != nil
	var answer strings.Builder
	var view textView
	sent, parsedAt := "", 0
	show := func(visible string) {
		if len(visible) > len(sent) && strings.HasPrefix(visible, sent) {
			sink.Delta(visible[len(sent):])
			sent = visible
		}
	}
	err = e.Provider.Stream(mctx, p, func(chunk string) {
		answer.WriteString(chunk)
		if answer.Len()-parsedAt < reparseEvery && !strings.Contains(chunk, "\n") {
			return
		}
		parsedAt = answer.Len()
		if structured {
			if visible, ok := m.partialText(answer.String()); ok {
				show(visible)
			}
			return
		}
		show(view.render(answer.String()))
	})
	if err != nil {
		if mctx.Err() == context.DeadlineExceeded && ctx.Err() == nil {
			err = fmt.Errorf("%w: %w", context.DeadlineExceeded, err)
		}
		return draft.Output{}, sent != "", err
	}
	out, err = m.fromModel(answer.String())
	if err == nil {
		err = claims.CheckSkills(f, out) // a target job's skills the form does not show (internal/claims)
	}
	if err != nil {
		return draft.Output{}, sent != "", err
	}
	show(out.Text)
	return out, sent != "", nil
}

// textView renders a streamed plain-text answer as cleanText would, in time proportional to
// the answer rather than its square: finished paragraphs without any '<' are cleaned once
// and kept (cleanText treats them independently of what follows), and only the paragraph
// being written is cleaned again.
type textView struct {
	cut    int    // answer[:cut] is frozen
	frozen string // cleanText of the frozen paragraphs
}

func (v *textView) render(answer string) string {
	for {
		i := strings.Index(answer[v.cut:], "\n\n")
		if i < 0 {
			break
		}
		region := answer[v.cut : v.cut+i]
		if strings.ContainsRune(region, '<') {
			break // a tag or script may run on: clean from here each time
		}
		v.frozen = joinParagraphs(v.frozen, plaintext.CleanText(region))
		v.cut += i + 2
	}
	return joinParagraphs(v.frozen, plaintext.CleanText(withoutOpenTag(answer[v.cut:])))
}

func joinParagraphs(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "\n\n" + b
}

// withoutOpenTag holds back a trailing "<…" that may still become a tag, so a half-streamed
// tag never shows.
func withoutOpenTag(s string) string {
	if i := strings.LastIndexByte(s, '<'); i >= 0 && !strings.Contains(s[i:], ">") {
		return s[:i]
	}
	return s
}

// streamInPieces sends a finished text a few words at a time, so a draft from the built-in
// writer arrives like a model's; with a writer pace in ctx (WithWriterPace) the pieces are
// spread over that time, and an ended ctx stops the stream.
func streamInPieces(ctx context.Context, sink Sink, text string) {
	const wordsPerPiece = 4
	var pieces []string
	start, words := 0, 0
	inSpace := false
	for i, r := range text {
		space := r == ' ' || r == '\n'
		if space && !inSpace {
			words++
			if words == wordsPerPiece {
				pieces = append(pieces, text[start:i])
				start, words = i, 0
			}
		}
		inSpace = space
	}
	if start < len(text) {
		pieces = append(pieces, text[start:])
	}
	var gap time.Duration
	if pace := writerPace(ctx); pace > 0 && len(pieces) > 0 {
		gap = pace / time.Duration(len(pieces))
	}
	for i, piece := range pieces {
		if i > 0 && !waitFor(ctx, gap) {
			return
		}
		if ctx.Err() != nil {
			return
		}
		sink.Delta(piece)
	}
}
