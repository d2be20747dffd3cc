package llm

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"
	anthropicoption "github.com/anthropics/anthropic-sdk-go/v2/option"
	"github.com/openai/openai-go/v3"
	openaioption "github.com/openai/openai-go/v3/option"
	openaisse "github.com/openai/openai-go/v3/packages/ssestream"
	"github.com/openai/openai-go/v3/shared"
)

// Prompt is one request to a model.
type Prompt struct {
	System string
	User   string
	// Schema, when set, asks for a JSON object that matches it (structured output).
	Schema     map[string]any
	SchemaName string
}

// Provider streams a model's answer, calling onText with each piece of text as it arrives,
// and returns when the answer is complete. It stops when ctx ends.
type Provider interface {
	Name() string
	Stream(ctx context.Context, p Prompt, onText func(string)) error
}

// Failures a provider reports besides transport errors and context ends.
var (
	ErrRefused   = errors.New("the model declined the request")
	ErrTruncated = errors.New("the model's answer was cut off")
	// ErrStreamFailed is an error event inside an answer that had started.
	ErrStreamFailed = errors.New("the model's stream reported an error")
)

// StatusError is an error answer of the provider's HTTP API.
type StatusError struct {
	Status int
	Err    error
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("model API answered %d: %v", e.Status, e.Err)
}
func (e *StatusError) Unwrap() error { return e.Err }

// maxAnswerTokens bounds one answer; a full resume as JSON fits well within it.
const maxAnswerTokens = 4096

// OpenAI speaks the Chat Completions API of OpenAI and of every compatible server (Ollama,
// vLLM, llama.cpp, OpenRouter…). Retries are off: the user is waiting, and the built-in
// writer answers at once when the model fails.
type OpenAI struct {
	client openai.Client
	model  string
}

// NewOpenAI returns a provider for the API at baseURL (ending in /v1). A server that needs
// no key (a local one) gets a placeholder.
func NewOpenAI(baseURL, apiKey, model string, httpClient *http.Client) *OpenAI {
	if apiKey == "" {
		apiKey = "no-key"
	}
	opts := []openaioption.RequestOption{
		openaioption.WithBaseURL(baseURL), openaioption.WithAPIKey(apiKey), openaioption.WithMaxRetries(0),
	}
	if httpClient != nil {
		opts = append(opts, openaioption.WithHTTPClient(httpClient))
	}
	return &OpenAI{client: openai.NewClient(opts...), model: model}
}

func (o *OpenAI) Name() string { return "openai" }

func (o *OpenAI) Stream(ctx context.Context, p Prompt, onText func(string)) error {
	params := openai.ChatCompletionNewParams{
		Model: o.model,
		Messages: []openai.ChatCompletionMessageParamUnion{
			openai.SystemMessage(p.System),
			openai.UserMessage(p.User),
		},
	}
	if p.Schema != nil {
		params.ResponseFormat = openai.ChatCompletionNewParamsResponseFormatUnion{
			OfJSONSchema: &shared.ResponseFormatJSONSchemaParam{
				JSONSchema: shared.ResponseFormatJSONSchemaJSONSchemaParam{
					Name: p.SchemaName, Schema: p.Schema, Strict: openai.Bool(true),
				},
			},
		}
	}
	stream := o.client.Chat.Completions.NewStreaming(ctx, params)
	defer stream.Close()
	var finish, refusal string
	for stream.Next() {
		chunk := stream.Current()
		for _, c := range chunk.Choices {
			if c.Delta.Content != "" {
				onText(c.Delta.Content)
			}
			refusal += c.Delta.Refusal
			if c.FinishReason != "" {
				finish = c.FinishReason
			}
		}
	}
	if err := stream.Err(); err != nil {
		return classifyOpenAI(err)
	}
	switch {
	case refusal != "" || finish == "content_filter":
		return ErrRefused
	case finish == "length":
		return ErrTruncated
	}
	return nil
}

func classifyOpenAI(err error) error {
	var apiErr *openai.Error
	var streamErr *openaisse.StreamError
	switch {
	case errors.As(err, &apiErr):
		return &StatusError{Status: apiErr.StatusCode, Err: err}
	case errors.As(err, &streamErr):
		return fmt.Errorf("%w: %w", ErrStreamFailed, err)
	}
	return err
}

// Anthropic speaks the Messages API.
type Anthropic struct {
	client anthropic.Client
	model  string
}

// NewAnthropic returns a provider for the API at baseURL.
func NewAnthropic(baseURL, apiKey, model string, httpClient *http.Client) *Anthropic {
	opts := []anthropicoption.RequestOption{
		anthropicoption.WithoutEnvironmentDefaults(),
		anthropicoption.WithBaseURL(baseURL),
		anthropicoption.WithAPIKey(apiKey),
		// The Messages API reads the key from x-api-key; the SDK sends it as a bearer token.
		anthropicoption.WithHeader("x-api-key", apiKey),
		anthropicoption.WithMaxRetries(0),
	}
	if httpClient != nil {
		opts = append(opts, anthropicoption.WithHTTPClient(httpClient))
	}
	return &Anthropic{client: anthropic.NewClient(opts...), model: model}
}

func (a *Anthropic) Name() string { return "anthropic" }

func (a *Anthropic) Stream(ctx context.Context, p Prompt, onText func(string)) error {
	params := anthropic.MessageNewParams{
		Model:     anthropic.Model(a.model),
		MaxTokens: maxAnswerTokens,
		System:    []anthropic.TextBlockParam{{Text: p.System}},
		Messages:  []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(p.User))},
	}
	if p.Schema != nil {
		params.OutputConfig = anthropic.OutputConfigParam{Format: anthropic.JSONOutputFormatParam{Schema: p.Schema}}
	}
	stream := a.client.Messages.NewStreaming(ctx, params)
	defer stream.Close()
	var stop anthropic.StopReason
	for stream.Next() {
		ev := stream.Current()
		switch ev.Type {
		case "content_block_delta":
			if ev.Delta.Type == "text_delta" && ev.Delta.Text != "" {
				onText(ev.Delta.Text)
			}
		case "message_delta":
			if ev.Delta.StopReason != "" {
				stop = ev.Delta.StopReason
			}
		}
	}
	if err := stream.Err(); err != nil {
		var apiErr *anthropic.Error
		if errors.As(err, &apiErr) {
			if apiErr.StatusCode < 400 { // an error event after a 200 answer began
				return fmt.Errorf("%w: %w", ErrStreamFailed, err)
			}
			return &StatusError{Status: apiErr.StatusCode, Err: err}
		}
		if strings.HasPrefix(err.Error(), "received error while streaming") {
			return fmt.Errorf("%w: %w", ErrStreamFailed, err)
		}
		return err
	}
	switch stop {
	case anthropic.StopReasonRefusal:
		return ErrRefused
	case anthropic.StopReasonMaxTokens, anthropic.StopReasonModelContextWindowExceeded:
		return ErrTruncated
	}
	return nil
}

// failureReason says in a few words, safe to show to the user, why the model gave no usable
// draft. Internal detail (URLs, keys, bodies) stays in the logs.
func FailureReason(err error, timeout time.Duration) string {
	var se *StatusError
	var ne net.Error
	var ue *unusableError
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("the AI model did not finish within %s", timeout.Round(time.Millisecond))
	case errors.As(err, &se):
		switch {
		case se.Status == http.StatusUnauthorized || se.Status == http.StatusForbidden:
			return fmt.Sprintf("the AI service refused our credentials (HTTP %d)", se.Status)
		case se.Status == http.StatusTooManyRequests:
			return "the AI service is busy (HTTP 429)"
		case se.Status == http.StatusNotFound:
			return "the AI service does not know the configured model (HTTP 404)"
		case se.Status >= 500:
			return fmt.Sprintf("the AI service had an error (HTTP %d)", se.Status)
		default:
			return fmt.Sprintf("the AI service rejected the request (HTTP %d)", se.Status)
		}
	case errors.Is(err, ErrRefused):
		return "the AI model declined to write this draft"
	case errors.Is(err, ErrTruncated):
		return "the AI model's answer was cut off"
	case errors.Is(err, ErrStreamFailed):
		return "the AI service failed while writing"
	case errors.As(err, &ue):
		return "the AI model's answer was not usable (" + ue.why + ")"
	case errors.As(err, &ne):
		return "the AI service could not be reached"
	}
	return "the AI service could not be reached or answered unexpectedly"
}

// unusableError is a complete answer the draft cannot be made from.
type unusableError struct{ why string }

func (e *unusableError) Error() string { return "unusable model answer: " + e.why }

func Unusable(why string) error { return &unusableError{why: why} }
