-- The extension is left installed: other objects may use it.
DROP INDEX IF EXISTS drafts_search_trgm_idx;
