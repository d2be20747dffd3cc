package library

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/plaintext"
	"github.com/draftsmith/draftsmith/internal/resume"
	"github.com/draftsmith/draftsmith/internal/store"
)

// The drafts library (ADR 0020): a draft is a document whose current content sits in the
// drafts row, with every version (the current one included) in draft_versions. Regenerating
// from an opened draft, or restoring an earlier version, adds a version; nothing is
// overwritten. Deleting moves a draft to the bin for BinDays; the sweep then erases it.

// Messages of the library's 4xx answers.
const (
	MsgDraftNotFound    = "Draft not found."
	MsgVersionNotFound  = "Version not found."
	MsgDraftOtherKind   = "That draft is of another kind: open it in its own generator."
	MsgTitleEmpty       = "The title cannot be empty."
	MsgTitleTooLong     = "The title can be at most 120 characters."
	MsgTitleControl     = "The title cannot contain control characters or line breaks."
	MsgCursorInvalid    = "The cursor is not valid: use next_cursor of the previous page."
	MaxTitle            = 120
	BinDays             = 30
	maxSearchTerms      = 8
	duplicateTitleSuffx = " (copy)"
)

// Library keeps the users' drafts.
type Library struct {
	db *bun.DB
}

// newLibrary returns the library over db.
func New(db *bun.DB) *Library { return &Library{db: db} }

// BinKeep is how long a deleted draft can be restored.
const BinKeep = BinDays * 24 * time.Hour

// content is one version's text and the form it was written from: the columns drafts (for
// the current version) and draft_versions (for every version) share.
type content struct {
	Template string  `bun:"template,notnull"`
	Source   string  `bun:"source,notnull"`
	Reason   string  `bun:"reason,notnull"`
	Input    string  `bun:"input,notnull"`
	Output   string  `bun:"output,notnull"`
	Subject  string  `bun:"subject,notnull"`
	Sections *string `bun:"sections"`
	// TargetJob is the job the version was aimed at, "role @ company" (draft.TargetJob).
	TargetJob string `bun:"target_job,notnull"`
}

type versionRow struct {
	bun.BaseModel `bun:"table:draft_versions"`

	DraftID string `bun:"draft_id,pk"`
	UserID  string `bun:"user_id,notnull"`
	Number  int    `bun:"number,pk"`
	content
	CreatedAt time.Time `bun:"created_at,notnull"`
}

// Version is one version of a draft.
type Version struct {
	DraftID   string
	Number    int
	Template  draft.Template
	Source    draft.Source
	Reason    string
	Input     json.RawMessage
	Text      string
	Subject   string
	Resume    *resume.ResumeSections
	Deck      *draft.DeckSections
	CreatedAt time.Time
}

func (v *versionRow) version(kind draft.Kind) (*Version, error) {
	out := &Version{DraftID: v.DraftID, Number: v.Number, Template: draft.Template(v.Template), Source: draft.Source(v.Source),
		Reason: v.Reason, Input: json.RawMessage(v.Input), Text: v.Output, Subject: v.Subject, CreatedAt: v.CreatedAt}
	var err error
	out.Resume, out.Deck, err = sectionsOf(kind, v.Sections)
	if err != nil {
		return nil, fmt.Errorf("draft %s version %d: %w", v.DraftID, v.Number, err)
	}
	return out, nil
}

func sectionsOf(kind draft.Kind, sections *string) (*resume.ResumeSections, *draft.DeckSections, error) {
	if sections == nil {
		return nil, nil, nil
	}
	switch kind {
	case draft.KindResume:
		r := &resume.ResumeSections{}
		return r, nil, json.Unmarshal([]byte(*sections), r)
	case draft.KindPitchDeck:
		d := &draft.DeckSections{}
		return nil, d, json.Unmarshal([]byte(*sections), d)
	}
	return nil, nil, nil
}

// searchText is what the search looks in: the title and the text, lower-cased by Go on both
// databases (so the result does not depend on the database's own folding).
func searchText(title, text string) string {
	return strings.ToLower(title) + "\n" + strings.ToLower(text)
}

// SaveGenerated saves in tx what a generation wrote from f for userID: a new version of
// draftID, brought back from the bin if it is there (the user paid for this version), or, with
// draftID "" or when that draft has been erased meanwhile, a new draft.
func SaveGenerated(ctx context.Context, tx bun.IDB, userID, draftID string, f draft.Form, out draft.Output, source draft.Source, reason string) (*Draft, error) {
	input, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	c := content{Template: string(f.TemplateName()), Source: string(source), Reason: reason, Input: string(input),
		Output: out.Text, Subject: out.Subject, TargetJob: draft.TargetJob(f)}
	var sections any
	switch {
	case out.Resume != nil:
		sections = out.Resume
	case out.Deck != nil:
		sections = out.Deck
	}
	if sections != nil {
		b, err := json.Marshal(sections)
		if err != nil {
			return nil, err
		}
		s := string(b)
		c.Sections = &s
	}
	title := draft.Title(f, out)
	var row *draftRow
	if draftID != "" {
		if row, err = addVersion(ctx, tx, userID, draftID, c, title, true); errors.Is(err, errDraftGone) {
			row, err = nil, nil // erased while the model wrote (not merely binned): a new draft
		}
		if err != nil {
			return nil, err
		}
	}
	if row == nil {
		if row, err = insertDraft(ctx, tx, userID, f.Kind(), c, title, false); err != nil {
			return nil, err
		}
	}
	return row.draft()
}

// insertDraft saves a new draft with c as its first version.
func insertDraft(ctx context.Context, tx bun.IDB, userID string, kind draft.Kind, c content, title string, titleEdited bool) (*draftRow, error) {
	id, err := uuid.NewV7()
	if err != nil {
		return nil, err
	}
	now := store.Now()
	title = strings.TrimSpace(plaintext.StripInvisible(title)) // no bidi control may make it lie (ADR 0033)
	row := &draftRow{
		ID: id.String(), UserID: userID, Kind: string(kind), Title: title, content: c, CreatedAt: now,
		UpdatedAt: now, TitleEdited: titleEdited, Version: 1, SearchText: searchText(title, c.Output),
	}
	if _, err := tx.NewInsert().Model(row).Exec(ctx); err != nil {
		return nil, err
	}
	if err := insertVersion(ctx, tx, row.ID, userID, 1, c, now); err != nil {
		return nil, err
	}
	return row, nil
}

func insertVersion(ctx context.Context, tx bun.IDB, draftID, userID string, number int, c content, at time.Time) error {
	v := &versionRow{DraftID: draftID, UserID: userID, Number: number, content: c, CreatedAt: at}
	_, err := tx.NewInsert().Model(v).Exec(ctx)
	return err
}

// errDraftGone: the draft a new version was for no longer exists (or is not the user's).
var errDraftGone = errors.New("drafting: draft gone")

// addVersion makes c the draft's current content as a new version, keeping the earlier ones.
// The draft keeps a title the user chose; otherwise it takes derivedTitle. With revive, a
// draft in the bin comes back (the user paid for this version); without it, only a live draft
// is changed. It must run in a transaction: the first statement takes the draft's row lock.
func addVersion(ctx context.Context, tx bun.IDB, userID, draftID string, c content, derivedTitle string, revive bool) (*draftRow, error) {
	var row draftRow
	q := tx.NewUpdate().Model(&row).Set("version = version + 1").
		Where("id = ? AND user_id = ?", draftID, userID).Returning("*")
	if !revive {
		q = q.Where("deleted_at IS NULL")
	}
	if err := q.Scan(ctx); errors.Is(err, sql.ErrNoRows) {
		return nil, errDraftGone
	} else if err != nil {
		return nil, err
	}
	now := store.Now()
	if !row.TitleEdited {
		row.Title = strings.TrimSpace(plaintext.StripInvisible(derivedTitle))
	}
	row.content = c
	row.UpdatedAt, row.DeletedAt, row.SearchText = now, nil, searchText(row.Title, c.Output)
	if _, err := tx.NewUpdate().Model(&row).
		Column("title", "template", "source", "reason", "input", "output", "subject", "sections", "target_job", "updated_at", "deleted_at", "search_text").
		WherePK().Exec(ctx); err != nil {
		return nil, err
	}
	if err := insertVersion(ctx, tx, row.ID, userID, row.Version, c, now); err != nil {
		return nil, err
	}
	return &row, nil
}

// formOf decodes a stored form of the given kind.
func formOf(kind draft.Kind, input string) (draft.Form, error) {
	f, err := draft.NewForm(kind)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(input), f); err != nil {
		return nil, fmt.Errorf("library: stored %s form: %w", kind, err)
	}
	return f, nil
}

// Page is one page of a user's drafts, newest first.
type Page struct {
	Drafts     []*Draft
	NextCursor string // "" on the last page
}

// ListOptions selects a page. Cursor is the NextCursor of the previous page.
type ListOptions struct {
	Limit  int
	Cursor string
	Kind   draft.Kind // "" for all kinds
	Query  string     // words that must all appear in the title or the text; "" for all
	Bin    bool       // the bin (deleted in the last BinDays) instead of the live drafts
}

// List returns a page of the user's drafts, newest first (by creation: ids are UUIDv7, so
// their order is creation order, a new version does not move a draft, and the last id of a
// page is the cursor of the next; see ADR 0020).
func (s *Library) List(ctx context.Context, userID string, o ListOptions) (*Page, error) {
	if o.Limit <= 0 || o.Limit > 100 {
		o.Limit = 20
	}
	if o.Cursor != "" {
		if _, err := uuid.Parse(o.Cursor); err != nil || len(o.Cursor) != 36 {
			return nil, apperr.Field("query.cursor", MsgCursorInvalid)
		}
	}
	terms := searchTerms(o.Query)
	// base is the page's filters without the search.
	base := func(q *bun.SelectQuery) *bun.SelectQuery {
		q = q.Where("user_id = ?", userID)
		if o.Bin {
			q = q.Where("deleted_at IS NOT NULL").Where("deleted_at > ?", store.Now().Add(-BinKeep))
		} else {
			q = q.Where("deleted_at IS NULL")
		}
		if o.Cursor != "" {
			q = q.Where("id < ?", strings.ToLower(o.Cursor))
		}
		if o.Kind != "" {
			q = q.Where("kind = ?", string(o.Kind))
		}
		return q
	}
	page := func(extra func(*bun.SelectQuery) *bun.SelectQuery, limit int, likeExpr string) ([]draftRow, error) {
		var rows []draftRow
		q := extra(base(s.db.NewSelect().Model(&rows).ExcludeColumn("search_text"))).OrderExpr("id DESC").Limit(int64(limit))
		for _, term := range terms {
			q = q.Where(likeExpr+" LIKE ? ESCAPE '!'", "%"+likeEscape(term)+"%")
		}
		if err := q.Scan(ctx); err != nil {
			return nil, fmt.Errorf("list drafts: %w", err)
		}
		return rows, nil
	}
	none := func(q *bun.SelectQuery) *bun.SelectQuery { return q }

	var rows []draftRow
	var err error
	if len(terms) == 0 {
		rows, err = page(none, o.Limit+1, "search_text")
	} else {
		rows, err = s.search(ctx, base, page, o.Limit+1)
	}
	if err != nil {
		return nil, err
	}
	p := &Page{Drafts: []*Draft{}}
	for i := range rows {
		if i == o.Limit {
			p.NextCursor = rows[i-1].ID
			break
		}
		d, err := rows[i].draft()
		if err != nil {
			return nil, err
		}
		p.Drafts = append(p.Drafts, d)
	}
	return p, nil
}

// searchWindow is how many of the newest candidate drafts a search reads in order before it
// turns to the index (see search).
const searchWindow = 500

// search answers a searched page in two steps, so that both common and rare words are fast
// (ADR 0020). First it reads the newest searchWindow drafts that pass the other filters, in
// order, checking each one's text: a word found in many drafts fills the page there. Only when
// that window does not fill it does it look further back with the plain query, which
// PostgreSQL answers from its trigram index (a rare word: few rows to check). In the first
// step the text is compared as (search_text || ”), which no index serves, so PostgreSQL does
// not pick the trigram index for a word that is in nearly every draft and then recheck them
// all. The result is the same rows in the same order as the one-query form: the windows split
// the id range [.., windowEnd) and [windowEnd, cursor).
func (s *Library) search(ctx context.Context, base func(*bun.SelectQuery) *bun.SelectQuery,
	page func(func(*bun.SelectQuery) *bun.SelectQuery, int, string) ([]draftRow, error), want int) ([]draftRow, error) {
	var windowEnd []string
	err := base(s.db.NewSelect().Model((*draftRow)(nil)).Column("id")).OrderExpr("id DESC").
		Offset(searchWindow-1).Limit(1).Scan(ctx, &windowEnd)
	if err != nil {
		return nil, fmt.Errorf("list drafts: %w", err)
	}
	if len(windowEnd) == 0 { // fewer candidates than the window: one ordered pass reads them all
		return page(func(q *bun.SelectQuery) *bun.SelectQuery { return q }, want, "(search_text || '')")
	}
	end := windowEnd[0]
	first, err := page(func(q *bun.SelectQuery) *bun.SelectQuery { return q.Where("id >= ?", end) }, want, "(search_text || '')")
	if err != nil || len(first) == want {
		return first, err
	}
	rest, err := page(func(q *bun.SelectQuery) *bun.SelectQuery { return q.Where("id < ?", end) }, want-len(first), "search_text")
	if err != nil {
		return nil, err
	}
	return append(first, rest...), nil
}

// searchTerms splits a query into lower-cased words (at most maxSearchTerms).
func searchTerms(q string) []string {
	terms := strings.Fields(strings.ToLower(q))
	if len(terms) > maxSearchTerms {
		terms = terms[:maxSearchTerms]
	}
	return terms
}

// likeEscape makes a LIKE pattern match s literally, with '!' as the escape character.
func likeEscape(s string) string {
	return strings.NewReplacer("!", "!!", "%", "!%", "_", "!_").Replace(s)
}

// Get returns one of the user's drafts; another user's draft, or one in the bin, is not found.
func (s *Library) Get(ctx context.Context, userID, id string) (*Draft, error) {
	row, err := s.liveRow(ctx, s.db, userID, id)
	if err != nil {
		return nil, err
	}
	return row.draft()
}

func (s *Library) liveRow(ctx context.Context, db bun.IDB, userID, id string) (*draftRow, error) {
	var row draftRow
	err := db.NewSelect().Model(&row).ExcludeColumn("search_text").
		Where("id = ? AND user_id = ? AND deleted_at IS NULL", id, userID).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, MsgDraftNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("get draft: %w", err)
	}
	return &row, nil
}

// CheckTitle validates a title a user typed and returns it trimmed, without bidi controls or
// zero-width characters (ADR 0033).
func CheckTitle(title string) (string, error) {
	t := strings.TrimSpace(plaintext.StripInvisible(title))
	switch {
	case t == "":
		return "", apperr.Field("body.title", MsgTitleEmpty)
	case utf8.RuneCountInString(t) > MaxTitle:
		return "", apperr.Field("body.title", MsgTitleTooLong)
	case !utf8.ValidString(t) || strings.IndexFunc(t, unicode.IsControl) >= 0:
		return "", apperr.Field("body.title", MsgTitleControl)
	}
	return t, nil
}

// Rename gives one of the user's drafts the title they chose; later versions keep it.
func (s *Library) Rename(ctx context.Context, userID, id, title string) (*Draft, error) {
	t, err := CheckTitle(title)
	if err != nil {
		return nil, err
	}
	var row *draftRow
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if row, err = s.liveRow(ctx, tx, userID, id); err != nil {
			return err
		}
		row.Title, row.TitleEdited, row.UpdatedAt, row.SearchText = t, true, store.Now(), searchText(t, row.Output)
		_, err := tx.NewUpdate().Model(row).Column("title", "title_edited", "updated_at", "search_text").WherePK().Exec(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	return row.draft()
}

// Delete moves one of the user's drafts to the bin, where Restore brings it back for BinDays.
func (s *Library) Delete(ctx context.Context, userID, id string) error {
	res, err := s.db.NewUpdate().Model((*draftRow)(nil)).Set("deleted_at = ?", store.Now()).
		Where("id = ? AND user_id = ? AND deleted_at IS NULL", id, userID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete draft: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return apperr.New(apperr.NotFound, MsgDraftNotFound)
	}
	return nil
}

// Restore brings one of the user's drafts back from the bin (a draft not in the bin is
// returned as it is: a second Undo changes nothing). A draft deleted more than BinDays ago,
// or another user's, is not found.
func (s *Library) Restore(ctx context.Context, userID, id string) (*Draft, error) {
	if _, err := s.db.NewUpdate().Model((*draftRow)(nil)).Set("deleted_at = NULL").
		Where("id = ? AND user_id = ? AND deleted_at IS NOT NULL AND deleted_at > ?", id, userID, store.Now().Add(-BinKeep)).
		Exec(ctx); err != nil {
		return nil, fmt.Errorf("restore draft: %w", err)
	}
	return s.Get(ctx, userID, id)
}

// PurgeBin erases the drafts (and their versions) deleted more than BinDays ago.
func (s *Library) PurgeBin(ctx context.Context) (int64, error) {
	res, err := s.db.NewDelete().Model((*draftRow)(nil)).
		Where("deleted_at IS NOT NULL AND deleted_at <= ?", store.Now().Add(-BinKeep)).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("purge deleted drafts: %w", err)
	}
	return res.RowsAffected()
}

// Duplicate copies one of the user's drafts as a new draft (its current version only),
// titled "{title} (copy)".
func (s *Library) Duplicate(ctx context.Context, userID, id string) (*Draft, error) {
	var row *draftRow
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		src, err := s.liveRow(ctx, tx, userID, id)
		if err != nil {
			return err
		}
		title := plaintext.Truncate(src.Title, MaxTitle-utf8.RuneCountInString(duplicateTitleSuffx)) + duplicateTitleSuffx
		row, err = insertDraft(ctx, tx, userID, draft.Kind(src.Kind), src.content, title, true)
		return err
	})
	if err != nil {
		return nil, err
	}
	return row.draft()
}

// Versions lists the versions of one of the user's live drafts, newest first.
func (s *Library) Versions(ctx context.Context, userID, id string) ([]*Version, error) {
	row, err := s.liveRow(ctx, s.db, userID, id)
	if err != nil {
		return nil, err
	}
	var rows []versionRow
	if err := s.db.NewSelect().Model(&rows).Where("draft_id = ? AND user_id = ?", id, userID).
		OrderExpr("number DESC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("list versions: %w", err)
	}
	out := make([]*Version, 0, len(rows))
	for i := range rows {
		v, err := rows[i].version(draft.Kind(row.Kind))
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// RestoreVersion makes an earlier version of one of the user's drafts the current one, as a
// new version (so the one it replaces is kept too). Restoring the current version changes
// nothing.
func (s *Library) RestoreVersion(ctx context.Context, userID, id string, number int) (*Draft, error) {
	var out *draftRow
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		cur, err := s.liveRow(ctx, tx, userID, id)
		if err != nil {
			return err
		}
		var v versionRow
		err = tx.NewSelect().Model(&v).Where("draft_id = ? AND user_id = ? AND number = ?", id, userID, number).Scan(ctx)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.NotFound, MsgVersionNotFound)
		} else if err != nil {
			return err
		}
		if v.Number == cur.Version {
			out = cur
			return nil
		}
		title := cur.Title
		if f, err := formOf(draft.Kind(cur.Kind), v.Input); err == nil {
			title = draft.Title(f, draft.Output{Text: v.Output, Subject: v.Subject})
		}
		out, err = addVersion(ctx, tx, userID, id, v.content, title, false)
		if errors.Is(err, errDraftGone) {
			return apperr.New(apperr.NotFound, MsgDraftNotFound)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return out.draft()
}
