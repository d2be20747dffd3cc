ALTER TABLE generator_defaults DROP COLUMN cold_email_tone;
ALTER TABLE generator_defaults DROP COLUMN cover_letter_tone;
