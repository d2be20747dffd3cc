-- Issue 10, accounts (docs/adr/0010 and 0011).
--
-- identities.email_verified: whether the identity was linked through an address its provider
-- said was verified (GitHub: the primary verified address; Google: email_verified). Rows
-- written before this column existed did not record it, and the old code linked unverified
-- addresses too, so they start as FALSE: unproven. A password reset or an email confirmation
-- of the account removes unproven links, and the next sign-in through one is accepted only
-- if the provider now vouches for the account's address (which then marks it proven).
ALTER TABLE identities ADD COLUMN email_verified BOOLEAN NOT NULL DEFAULT FALSE;
--bun:split
-- The sign-in rate limit, shared by every instance on this database: one row per key
-- ("ip:…" or "account:…") holding the key's theoretical arrival time (GCRA, the token bucket
-- written as one number), in microseconds since the Unix epoch. A row whose time has passed
-- is a full bucket and may be deleted.
CREATE TABLE auth_rate_limits (
    key     TEXT PRIMARY KEY,
    tat_us  BIGINT NOT NULL,
    allowed BOOLEAN NOT NULL
);
--bun:split
CREATE INDEX auth_rate_limits_tat_us_idx ON auth_rate_limits (tat_us);
