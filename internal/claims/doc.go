// Package claims decides what a model's draft may claim about the user: numbers, names,
// employers, schools and links only from the form (facts.go, ADR 0037), and a target job's
// skills only where the form shows them (skills.go, ADR 0022). It also fences a posting in a
// prompt as untrusted data. It does not call a model or save anything: the generation service
// (internal/drafting) asks it about each answer and retries or falls back.
package claims
