package library

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// The drafts of the user's data export (GET /api/account/export, ADR 0025).

// ExportDraft is one saved draft in full, as the user's data export writes it.
type ExportDraft struct {
	ID        string          `json:"id"`
	Kind      string          `json:"kind" enum:"resume,cover_letter,cold_email,pitch_deck"`
	Title     string          `json:"title"`
	Template  string          `json:"template"`
	Source    string          `json:"source" enum:"ai,fallback"`
	Reason    string          `json:"reason,omitempty" doc:"Why the built-in writer was used, when it was"`
	Subject   string          `json:"subject,omitempty" doc:"Cold emails: the subject line"`
	Text      string          `json:"text" doc:"The draft's text"`
	Sections  json.RawMessage `json:"sections" doc:"Resumes and pitch decks: the structured draft; otherwise null"`
	Input     json.RawMessage `json:"input" doc:"The form as it was used"`
	CreatedAt time.Time       `json:"created_at"`
	DeletedAt *time.Time      `json:"deleted_at" doc:"When the draft was moved to the bin (it is erased 30 days later); null when it is not in the bin"`
	Versions  []ExportVersion `json:"versions" doc:"Earlier versions of the draft, oldest first"`
}

// ExportVersion is an earlier version of a draft as the user's data export writes it.
type ExportVersion struct {
	Number    int             `json:"number"`
	Template  string          `json:"template"`
	Source    string          `json:"source"`
	Reason    string          `json:"reason,omitempty"`
	Text      string          `json:"text"`
	Subject   string          `json:"subject,omitempty"`
	Sections  json.RawMessage `json:"sections"`
	Input     json.RawMessage `json:"input"`
	CreatedAt time.Time       `json:"created_at"`
}

// exportPage is how many drafts the export reads at a time.
const exportPage = 500

// rawJSON is a stored JSON column as it is, or fallback when it is missing or not JSON.
func rawJSON(stored *string, fallback string) json.RawMessage {
	if stored != nil && json.Valid([]byte(*stored)) {
		return json.RawMessage(*stored)
	}
	return json.RawMessage(fallback)
}

// ExportDrafts returns every draft of the user, live and in the bin, newest first, each with
// its versions before the current one (the draft itself holds the current one), oldest
// first: the drafts of the user's data export (GET /api/account/export, ADR 0025).
func (s *Library) ExportDrafts(ctx context.Context, userID string) ([]ExportDraft, error) {
	out := []ExportDraft{}
	index := map[string]int{}
	current := map[string]int{}
	for cursor := ""; ; {
		var rows []draftRow
		q := s.db.NewSelect().Model(&rows).ExcludeColumn("search_text").Where("user_id = ?", userID).
			OrderExpr("id DESC").Limit(exportPage)
		if cursor != "" {
			q = q.Where("id < ?", cursor)
		}
		if err := q.Scan(ctx); err != nil {
			return nil, fmt.Errorf("export drafts: %w", err)
		}
		for _, r := range rows {
			index[r.ID] = len(out)
			current[r.ID] = r.Version
			out = append(out, ExportDraft{ID: r.ID, Kind: r.Kind, Title: r.Title, Template: r.Template, Source: r.Source,
				Reason: r.Reason, Subject: r.Subject, Text: r.Output, Sections: rawJSON(r.Sections, "null"),
				Input: rawJSON(&r.Input, "{}"), CreatedAt: r.CreatedAt, DeletedAt: r.DeletedAt, Versions: []ExportVersion{}})
		}
		if len(rows) < exportPage {
			break
		}
		cursor = rows[len(rows)-1].ID
	}
	var versions []versionRow
	if err := s.db.NewSelect().Model(&versions).Where("user_id = ?", userID).OrderExpr("draft_id ASC, number ASC").
		Scan(ctx); err != nil {
		return nil, fmt.Errorf("export draft versions: %w", err)
	}
	for _, v := range versions {
		i, ok := index[v.DraftID]
		if !ok || v.Number >= current[v.DraftID] {
			continue
		}
		out[i].Versions = append(out[i].Versions, ExportVersion{Number: v.Number, Template: v.Template, Source: v.Source,
			Reason: v.Reason, Text: v.Output, Subject: v.Subject, Sections: rawJSON(v.Sections, "null"),
			Input: rawJSON(&v.Input, "{}"), CreatedAt: v.CreatedAt})
	}
	return out, nil
}
