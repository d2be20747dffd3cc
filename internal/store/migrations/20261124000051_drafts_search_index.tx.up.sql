-- Drafts search (ADR 0020): the list filters with search_text LIKE '%word%' on both databases.
-- On PostgreSQL a trigram index answers those filters without reading every draft's text;
-- it needs the pg_trgm extension, which ships with PostgreSQL. Where the database user may
-- not create it, nothing fails: the search stays correct, only slower (a scan of the user's
-- drafts). SQLite has no such index; the same query scans.
{{if eq .Dialect "pg"}}
DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        BEGIN
            CREATE EXTENSION pg_trgm WITH SCHEMA public;
        EXCEPTION WHEN OTHERS THEN
            RAISE NOTICE 'pg_trgm is not available (%): drafts search works without an index', SQLERRM;
        END;
    END IF;
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        EXECUTE format('CREATE INDEX drafts_search_trgm_idx ON drafts USING gin (search_text %I.gin_trgm_ops)',
            (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'));
    END IF;
END
$$
{{else}}
SELECT 1
{{end}}
