-- Issue 28: the page size the generators start from (/settings, Generator Defaults). Letter
-- as the spec says, until the user picks A4.
ALTER TABLE generator_defaults ADD COLUMN page_size TEXT NOT NULL DEFAULT 'letter' CHECK (page_size IN ('letter', 'a4'));
