// Package fakellm serves local stand-ins for the OpenAI Chat Completions and Anthropic
// Messages streaming APIs, speaking each one's server-sent-events wire format, so the
// providers are tested (and benchmarked) without a network or model weights.
package fakellm

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"
)

// Reply is what the fake answers to one request.
type Reply struct {
	Chunks []string      // the answer's text, streamed one chunk per event
	Delay  time.Duration // before each chunk: a slow stream
	// Status, when not 0 or 200, answers with that error status and the provider's error body.
	Status int
	// Hang holds the request open without answering until the client goes away.
	Hang bool
	// HangAfter, when > 0, stops after that many chunks and holds the stream open.
	HangAfter int
	// Finish is the stop reason: OpenAI "stop" (default), "length", "content_filter";
	// Anthropic "end_turn" (default), "max_tokens", "refusal".
	Finish string
	// Refusal, for OpenAI, streams a refusal instead of content.
	Refusal string
	// BreakAfter, when > 0, cuts the connection after that many chunks (a dropped stream).
	BreakAfter int
	// ErrorEventAfter, when > 0, sends the provider's in-stream error event after that many
	// chunks.
	ErrorEventAfter int
	// Gate, when set, is waited on before chunk GateAfter: a test releases it once it has
	// seen the first chunks arrive, proving they were streamed, not buffered.
	Gate      <-chan struct{}
	GateAfter int
}

// Text splits s into chunks of about n bytes, as a model streams tokens.
func Text(s string, n int) []string {
	var out []string
	for len(s) > n {
		cut := n
		for cut < len(s) && (s[cut]&0xC0) == 0x80 { // keep UTF-8 sequences whole
			cut++
		}
		out = append(out, s[:cut])
		s = s[cut:]
	}
	if s != "" {
		out = append(out, s)
	}
	return out
}

// Request is one request the fake received.
type Request struct {
	Path          string
	Authorization string
	APIKey        string // x-api-key
	Body          map[string]any
}

// Server is a running fake.
type Server struct {
	*httptest.Server
	anthropic bool

	mu        sync.Mutex
	reply     func(n int) Reply
	requests  []Request
	cancelled int // requests whose client went away before the answer ended
	done      chan struct{}
}

// NewOpenAI starts a fake OpenAI-compatible server; its base URL for clients is URL+"/v1".
func NewOpenAI(reply Reply) *Server { return start(false, reply) }

// NewAnthropic starts a fake Anthropic Messages API.
func NewAnthropic(reply Reply) *Server { return start(true, reply) }

func start(anthropic bool, reply Reply) *Server {
	s := &Server{anthropic: anthropic, reply: func(int) Reply { return reply }, done: make(chan struct{}, 1000)}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// BaseURL is what a client is configured with.
func (s *Server) BaseURL() string {
	if s.anthropic {
		return s.URL
	}
	return s.URL + "/v1"
}

// SetReply changes the answer; reply gets the 0-based number of the request.
func (s *Server) SetReply(reply func(n int) Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reply = reply
}

// Requests returns the requests received so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Cancelled returns how many requests ended because the client went away.
func (s *Server) Cancelled() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cancelled
}

// Done receives one value each time a request's handler returns.
func (s *Server) Done() <-chan struct{} { return s.done }

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	defer func() { s.done <- struct{}{} }()
	wantPath := "/v1/chat/completions"
	if s.anthropic {
		wantPath = "/v1/messages"
	}
	if r.Method != http.MethodPost || r.URL.Path != wantPath {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	raw, _ := io.ReadAll(r.Body)
	var body map[string]any
	if err := json.Unmarshal(raw, &body); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	n := len(s.requests)
	s.requests = append(s.requests, Request{Path: r.URL.Path, Authorization: r.Header.Get("Authorization"), APIKey: r.Header.Get("X-Api-Key"), Body: body})
	reply := s.reply(n)
	s.mu.Unlock()

	cancelled := func() {
		s.mu.Lock()
		s.cancelled++
		s.mu.Unlock()
	}
	if reply.Hang {
		<-r.Context().Done()
		cancelled()
		return
	}
	if reply.Status != 0 && reply.Status != http.StatusOK {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(reply.Status)
		if s.anthropic {
			fmt.Fprintf(w, `{"type":"error","error":{"type":"api_error","message":"fake failure %d"}}`, reply.Status)
		} else {
			fmt.Fprintf(w, `{"error":{"message":"fake failure %d","type":"server_error","param":null,"code":null}}`, reply.Status)
		}
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	flusher := w.(http.Flusher)
	send := func(event, data string) bool {
		if event != "" {
			fmt.Fprintf(w, "event: %s\n", event)
		}
		_, err := fmt.Fprintf(w, "data: %s\n\n", data)
		flusher.Flush()
		return err == nil
	}
	wait := func(d time.Duration) bool {
		if d <= 0 {
			return r.Context().Err() == nil
		}
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-r.Context().Done():
			return false
		case <-t.C:
			return true
		}
	}
	model, _ := body["model"].(string)
	if s.anthropic {
		send("message_start", fmt.Sprintf(`{"type":"message_start","message":{"id":"msg_fake","type":"message","role":"assistant","content":[],"model":%q,"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":10,"output_tokens":1}}}`, model))
		send("content_block_start", `{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}`)
	} else {
		send("", openAIChunk(model, `{"role":"assistant","content":""}`, ""))
	}
	for i, c := range reply.Chunks {
		if reply.HangAfter > 0 && i == reply.HangAfter {
			<-r.Context().Done()
			cancelled()
			return
		}
		if reply.Gate != nil && i == reply.GateAfter {
			select {
			case <-reply.Gate:
			case <-r.Context().Done():
				cancelled()
				return
			}
		}
		if reply.BreakAfter > 0 && i == reply.BreakAfter {
			panic(http.ErrAbortHandler) // drops the connection mid-stream
		}
		if reply.ErrorEventAfter > 0 && i == reply.ErrorEventAfter {
			if s.anthropic {
				send("error", `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`)
			} else {
				send("", `{"error":{"message":"stream failed","type":"server_error"}}`)
			}
			return
		}
		if !wait(reply.Delay) {
			cancelled()
			return
		}
		text, _ := json.Marshal(c)
		var ok bool
		if s.anthropic {
			ok = send("content_block_delta", fmt.Sprintf(`{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":%s}}`, text))
		} else {
			ok = send("", openAIChunk(model, fmt.Sprintf(`{"content":%s}`, text), ""))
		}
		if !ok {
			cancelled()
			return
		}
	}
	if s.anthropic {
		stop := reply.Finish
		if stop == "" {
			stop = "end_turn"
		}
		send("content_block_stop", `{"type":"content_block_stop","index":0}`)
		send("message_delta", fmt.Sprintf(`{"type":"message_delta","delta":{"stop_reason":%q,"stop_sequence":null},"usage":{"output_tokens":%d}}`, stop, len(reply.Chunks)))
		send("message_stop", `{"type":"message_stop"}`)
		return
	}
	if reply.Refusal != "" {
		text, _ := json.Marshal(reply.Refusal)
		send("", openAIChunk(model, fmt.Sprintf(`{"refusal":%s}`, text), ""))
	}
	finish := reply.Finish
	if finish == "" {
		finish = "stop"
	}
	send("", openAIChunk(model, `{}`, finish))
	send("", "[DONE]")
}

func openAIChunk(model, delta, finish string) string {
	fr := "null"
	if finish != "" {
		fr = fmt.Sprintf("%q", finish)
	}
	return fmt.Sprintf(`{"id":"chatcmpl-fake","object":"chat.completion.chunk","created":1700000000,"model":%q,"choices":[{"index":0,"delta":%s,"finish_reason":%s}]}`,
		model, delta, fr)
}

// Prompt returns the system and user text a recorded request carried.
func (r Request) Prompt() (system, user string) {
	text := func(v any) string {
		switch x := v.(type) {
		case string:
			return x
		case []any:
			var b strings.Builder
			for _, part := range x {
				if m, ok := part.(map[string]any); ok {
					t, _ := m["text"].(string)
					b.WriteString(t)
				}
			}
			return b.String()
		}
		return ""
	}
	system = text(r.Body["system"])
	msgs, _ := r.Body["messages"].([]any)
	for _, m := range msgs {
		msg, _ := m.(map[string]any)
		switch msg["role"] {
		case "system", "developer":
			system += text(msg["content"])
		case "user":
			user += text(msg["content"])
		}
	}
	return system, user
}
