// Package writer is the built-in writer: it writes a complete draft of each kind from the
// form alone, offline and at once, in the user's own words (ADR 0013). It answers when no
// model is configured and whenever the model fails.
//
// One file per kind (resume.go, coverletter.go, coldemail.go, pitchdeck.go), the first-person
// sentences they share (firstperson.go), and the tailoring to a target job (tailor.go): the
// most relevant skills and bullets first, the role and company named, and only the posting's
// requirements the user's own words show.
//
// It does not parse resumes (package resume, whose model and parser it uses), validate forms
// (draft), ask models (drafting, llm) or save anything.
package writer
