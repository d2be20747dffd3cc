-- Issue 27: the job a draft is aimed at ("role @ company"), worked out once when it is saved,
-- so the drafts list shows it without reading every posting again (ADR 0050).
ALTER TABLE drafts ADD COLUMN target_job TEXT NOT NULL DEFAULT '';
ALTER TABLE draft_versions ADD COLUMN target_job TEXT NOT NULL DEFAULT '';
