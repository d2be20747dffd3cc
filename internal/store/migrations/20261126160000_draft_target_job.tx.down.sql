ALTER TABLE draft_versions DROP COLUMN target_job;
ALTER TABLE drafts DROP COLUMN target_job;
