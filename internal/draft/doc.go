// Package draft says what a draft is, for every package that writes, keeps or reads one: the
// four kinds and their forms (fields, validation, defaults, as the API takes them), the
// template, the job a draft is aimed at (Target), the written Output with its structured
// resume or deck, and the title a draft gets.
//
// It does not write drafts (packages writer and drafting), talk to models (llm), keep them
// (library) or read resumes (resume). The Go names of its form types are the API document's
// schema names: renaming one changes the document.
package draft
