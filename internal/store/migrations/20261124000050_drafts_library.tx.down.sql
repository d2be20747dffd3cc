DROP INDEX drafts_bin_idx;
--bun:split
DROP INDEX drafts_deleted_idx;
--bun:split
DROP INDEX drafts_user_kind_idx;
--bun:split
DROP TABLE draft_versions;
--bun:split
DELETE FROM drafts WHERE deleted_at IS NOT NULL;
--bun:split
ALTER TABLE drafts DROP COLUMN search_text;
--bun:split
ALTER TABLE drafts DROP COLUMN version;
--bun:split
ALTER TABLE drafts DROP COLUMN title_edited;
--bun:split
ALTER TABLE drafts DROP COLUMN deleted_at;
--bun:split
ALTER TABLE drafts DROP COLUMN updated_at;
