-- Issue 27 (ADR 0051): /settings keeps a starting tone per generator, from each generator's own
-- list. Empty: not chosen, the generator follows default_tone as before.
ALTER TABLE generator_defaults ADD COLUMN cover_letter_tone TEXT NOT NULL DEFAULT '';
ALTER TABLE generator_defaults ADD COLUMN cold_email_tone TEXT NOT NULL DEFAULT '';
