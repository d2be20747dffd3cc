package library

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/store"
)

// SeedDraft is a draft for SeedDrafts.
type SeedDraft struct {
	Kind  draft.Kind
	Title string
	Text  string
}

// SeedDrafts saves drafts for a user straight into the database (as generations would, with
// their first version), many rows a statement, and returns their ids in the order given.
// Tests use it to reach library sizes (10,000 drafts) in seconds.
func SeedDrafts(ctx context.Context, db *bun.DB, userID string, drafts []SeedDraft) ([]string, error) {
	ids := make([]string, 0, len(drafts))
	const batch = 500
	for start := 0; start < len(drafts); start += batch {
		end := min(start+batch, len(drafts))
		rows := make([]DraftRow, 0, end-start)
		versions := make([]versionRow, 0, end-start)
		now := store.Now()
		for _, d := range drafts[start:end] {
			id, err := uuid.NewV7()
			if err != nil {
				return nil, err
			}
			input := fmt.Sprintf(`{"seed":%q}`, d.Title)
			rows = append(rows, DraftRow{ID: id.String(), UserID: userID, Kind: string(d.Kind), Title: d.Title,
				Template: string(draft.TemplateDefault), Source: string(draft.SourceFallback), Input: input, Output: d.Text,
				CreatedAt: now, UpdatedAt: now, Version: 1, SearchText: searchText(d.Title, d.Text)})
			versions = append(versions, versionRow{DraftID: id.String(), UserID: userID, Number: 1,
				Template: string(draft.TemplateDefault), Source: string(draft.SourceFallback), Input: input, Output: d.Text, CreatedAt: now})
			ids = append(ids, id.String())
		}
		err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.NewInsert().Model(&rows).Exec(ctx); err != nil {
				return err
			}
			_, err := tx.NewInsert().Model(&versions).Exec(ctx)
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	return ids, nil
}

// AgeDeletion moves a binned draft's deletion back in time (the bin's 30 days, in a test).
func AgeDeletion(ctx context.Context, db *bun.DB, id string, by time.Duration) error {
	_, err := db.NewUpdate().Model((*DraftRow)(nil)).Set("deleted_at = ?", store.Now().Add(-by)).Where("id = ?", id).Exec(ctx)
	return err
}
