ALTER TABLE generator_defaults DROP COLUMN page_size;
