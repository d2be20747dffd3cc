// Package llm talks to models: the providers (an OpenAI-compatible Chat Completions server
// or Anthropic's Messages API), their failures in words safe to show a user, and the
// completion of a streamed, unfinished JSON answer so it can be shown as it is written.
// fakellm serves both streaming formats for tests and benchmarks.
//
// It does not know the kinds of draft, their prompts or how an answer becomes a draft
// (package drafting), nor what happens when a model fails (the built-in writer answers).
package llm
