// Package resume is the resume's model and how text becomes it: the parser that reads what
// people type and paste into Experience, Projects, Education and Certifications (parse.go and
// one file per stage, ADR 0014), the words it recognises (words.go), the polish every resume
// gets (polish.go), and the import that splits a whole resume's text into the form's fields
// (import.go, ADR 0019). testdata/resume_corpus.json holds the formats the parser reads.
//
// It does not write drafts (package writer), know the form a request sends (draft) or the
// layout a template gives a resume.
package resume
