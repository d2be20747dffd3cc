-- The drafts library (issue 14, ADR 0020): a draft is a document with versions, a title the
-- user may change, a soft delete (the bin, 30 days) and a folded search text.
ALTER TABLE drafts ADD COLUMN updated_at {{.Time}};
--bun:split
ALTER TABLE drafts ADD COLUMN deleted_at {{.Time}};
--bun:split
ALTER TABLE drafts ADD COLUMN title_edited BOOLEAN NOT NULL DEFAULT FALSE;
--bun:split
ALTER TABLE drafts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
--bun:split
-- lower(title || text), folded by the server when written; the backfill folds with the
-- database's lower() (on SQLite that folds ASCII letters only).
ALTER TABLE drafts ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
--bun:split
UPDATE drafts SET updated_at = created_at, search_text = lower(title || ' ' || output);
--bun:split
-- Every version of a draft, the current one included (drafts holds a copy of the current
-- one, so the list and the search read one table).
CREATE TABLE draft_versions (
    draft_id   TEXT NOT NULL REFERENCES drafts (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    number     INTEGER NOT NULL CHECK (number >= 1),
    template   TEXT NOT NULL,
    source     TEXT NOT NULL,
    reason     TEXT NOT NULL DEFAULT '',
    input      TEXT NOT NULL,
    output     TEXT NOT NULL,
    subject    TEXT NOT NULL DEFAULT '',
    sections   TEXT,
    created_at {{.Time}} NOT NULL,
    PRIMARY KEY (draft_id, number)
);
--bun:split
CREATE INDEX draft_versions_user_id_idx ON draft_versions (user_id);
--bun:split
INSERT INTO draft_versions (draft_id, user_id, number, template, source, reason, input, output, subject, sections, created_at)
SELECT id, user_id, 1, template, source, reason, input, output, subject, sections, created_at FROM drafts;
--bun:split
-- The list filtered by kind pages along this one; unfiltered it uses drafts_user_id_idx.
CREATE INDEX drafts_user_kind_idx ON drafts (user_id, kind, id);
--bun:split
-- The purge of drafts deleted more than 30 days ago.
CREATE INDEX drafts_deleted_idx ON drafts (deleted_at) WHERE deleted_at IS NOT NULL;
--bun:split
-- The bin's list pages along this one without reading the live drafts.
CREATE INDEX drafts_bin_idx ON drafts (user_id, id) WHERE deleted_at IS NOT NULL;
