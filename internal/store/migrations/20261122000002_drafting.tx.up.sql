-- Drafts, the monthly allowance and the credits ledger (issue 3).
CREATE TABLE drafts (
    id         TEXT PRIMARY KEY, -- UUIDv7: ids sort by creation time, so they page newest first
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL,
    title      TEXT NOT NULL,
    template   TEXT NOT NULL,
    source     TEXT NOT NULL,
    reason     TEXT NOT NULL DEFAULT '',
    input      TEXT NOT NULL, -- the normalised form, JSON
    output     TEXT NOT NULL, -- the draft's text
    subject    TEXT NOT NULL DEFAULT '',
    sections   TEXT,          -- JSON for resumes and pitch decks
    created_at {{.Time}} NOT NULL
);
--bun:split
CREATE INDEX drafts_user_id_idx ON drafts (user_id, id);
--bun:split
-- Drafts counted against the monthly allowance (free or premium), per UTC calendar month.
-- "used" includes reservations still in flight, so a conditional increment is the check.
CREATE TABLE usage_months (
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    month      TEXT NOT NULL, -- YYYY-MM
    used       INTEGER NOT NULL DEFAULT 0 CHECK (used >= 0),
    updated_at {{.Time}} NOT NULL,
    PRIMARY KEY (user_id, month)
);
--bun:split
-- One row per generation: taken before the model call, committed with the draft or released.
CREATE TABLE quota_reservations (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    month      TEXT NOT NULL,
    source     TEXT NOT NULL, -- allowance | credit | unlimited
    state      TEXT NOT NULL, -- reserved | committed | released
    created_at {{.Time}} NOT NULL,
    settled_at {{.Time}}
);
--bun:split
CREATE INDEX quota_reservations_state_idx ON quota_reservations (state, created_at);
--bun:split
CREATE INDEX quota_reservations_user_id_idx ON quota_reservations (user_id);
--bun:split
CREATE TABLE credit_balances (
    user_id    TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    balance    INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
    updated_at {{.Time}} NOT NULL
);
--bun:split
-- Every change of a balance, with why; the idempotency key makes a replay (a webhook
-- delivered twice, a retried release) change nothing.
CREATE TABLE credit_ledger (
    id              TEXT PRIMARY KEY,
    user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    delta           INTEGER NOT NULL,
    reason          TEXT NOT NULL,
    idempotency_key TEXT NOT NULL UNIQUE,
    reference       TEXT NOT NULL DEFAULT '',
    created_at      {{.Time}} NOT NULL
);
--bun:split
CREATE INDEX credit_ledger_user_id_idx ON credit_ledger (user_id, created_at);
