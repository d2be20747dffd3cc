// Package plaintext tidies typed and generated text: no markup, no control characters, single
// spaces; and reads it as lines, list items, sentences and lists, with links that are safe to
// follow. The resume parser, the forms, the built-in writer and the model's answers all use it.
//
// It does not know what the text is about: resumes, forms and drafts are other packages'.
package plaintext
