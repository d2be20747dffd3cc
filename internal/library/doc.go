// Package library keeps the users' drafts (ADR 0020): every version of each, titles, the bin
// and its 30 days, search and paging, and the drafts of the user's data export.
//
// It does not write drafts (packages drafting and writer) or charge for them (quota); it saves
// what a generation wrote in the generation's own transaction (SaveGenerated).
package library
