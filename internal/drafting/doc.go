// Package drafting generates drafts: the generation service and the model side of the four
// kinds.
//
// A generation is a Job: Start validates the form, checks the template against the user's
// plan and reserves one unit of the user's allowance; Run writes the draft (model or
// built-in writer, streamed to a Sink) with no transaction open, then saves the draft and
// commits the reservation in one transaction. A failure or a client that goes away releases
// the reservation, so only returned drafts are charged.
//
// It owns the Engine (the model when one is configured, else and whenever the model fails
// the built-in writer; engine.go), the prompts and how a model's answer becomes a draft
// (prompt.go), asking internal/claims whether a model's draft adds a fact or claims a skill
// the form does not show, and POST /api/match's request, which scores a form or a saved
// draft (matchrequest.go).
//
// It does not own the forms (package draft), the built-in writer (writer), the providers and
// streaming formats (llm), where drafts are kept (library), how postings are read and scored
// (match), or the allowance (quota).
package drafting
