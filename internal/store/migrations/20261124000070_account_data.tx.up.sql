-- Issue 14, the user's data (docs/adr/0026).
--
-- When a user deletes their account, every row of theirs is erased, except what accounting
-- law requires to be kept: their paid checkouts and their subscriptions, copied here without
-- any user id or email. The provider's ids (checkout session, subscription, customer) are
-- what an accountant matches against the provider's invoices; erase_after is when the
-- keeping period ends and the periodic sweep erases the row.
CREATE TABLE billing_retained_records (
    id                 TEXT PRIMARY KEY, -- the provider's checkout session or subscription id
    kind               TEXT NOT NULL CHECK (kind IN ('payment', 'subscription')),
    provider           TEXT NOT NULL,
    customer_id        TEXT NOT NULL,
    plan               TEXT NOT NULL,
    quantity           INTEGER NOT NULL DEFAULT 0,
    credits_added      INTEGER NOT NULL DEFAULT 0,
    status             TEXT NOT NULL,
    occurred_at        {{.Time}} NOT NULL, -- paid (payments), last changed (subscriptions)
    account_deleted_at {{.Time}} NOT NULL,
    erase_after        {{.Time}} NOT NULL
);
--bun:split
CREATE INDEX billing_retained_records_erase_after_idx ON billing_retained_records (erase_after);
