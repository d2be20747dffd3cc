-- Billing (issue 5): customers, subscriptions, checkout sessions, webhook events, and the
-- sandbox provider's own records (it plays the card provider, so it keeps its own state).
CREATE TABLE billing_customers (
    user_id     TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    provider    TEXT NOT NULL, -- sandbox | stripe
    customer_id TEXT NOT NULL UNIQUE,
    created_at  {{.Time}} NOT NULL
);
--bun:split
-- The provider's subscription as last fetched; premium means status active or trialing.
CREATE TABLE billing_subscriptions (
    id                   TEXT PRIMARY KEY, -- the provider's subscription id
    user_id              TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    customer_id          TEXT NOT NULL,
    plan                 TEXT NOT NULL, -- monthly | yearly
    status               TEXT NOT NULL, -- active, trialing, past_due, canceled, unpaid, incomplete…
    cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
    current_period_end   {{.Time}},
    updated_at           {{.Time}} NOT NULL
);
--bun:split
CREATE INDEX billing_subscriptions_user_id_idx ON billing_subscriptions (user_id, status);
--bun:split
-- Every checkout this app started, so a session id maps to its user; fulfilled_at is set once
-- the purchase was applied (the credit ledger's key "checkout:<id>" is what makes it once).
CREATE TABLE billing_checkout_sessions (
    id            TEXT PRIMARY KEY, -- the provider's checkout session id
    user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    provider      TEXT NOT NULL,
    mode          TEXT NOT NULL, -- subscription | payment
    plan          TEXT NOT NULL, -- monthly | yearly | credits
    quantity      INTEGER NOT NULL DEFAULT 1,
    credits_added INTEGER NOT NULL DEFAULT 0,
    created_at    {{.Time}} NOT NULL,
    fulfilled_at  {{.Time}}
);
--bun:split
CREATE INDEX billing_checkout_sessions_user_id_idx ON billing_checkout_sessions (user_id, created_at);
--bun:split
-- Webhook events seen; a redelivered event that was processed is acknowledged and skipped.
CREATE TABLE billing_webhook_events (
    id           TEXT PRIMARY KEY,
    type         TEXT NOT NULL,
    received_at  {{.Time}} NOT NULL,
    processed_at {{.Time}}
);
--bun:split
CREATE TABLE sandbox_checkout_sessions (
    id              TEXT PRIMARY KEY,
    customer_id     TEXT NOT NULL,
    mode            TEXT NOT NULL,
    plan            TEXT NOT NULL,
    quantity        INTEGER NOT NULL,
    amount_total    INTEGER NOT NULL,
    currency        TEXT NOT NULL,
    status          TEXT NOT NULL, -- open | complete | expired
    payment_status  TEXT NOT NULL, -- unpaid | paid
    subscription_id TEXT NOT NULL DEFAULT '',
    success_url     TEXT NOT NULL,
    cancel_url      TEXT NOT NULL,
    created_at      {{.Time}} NOT NULL
);
--bun:split
CREATE TABLE sandbox_subscriptions (
    id                   TEXT PRIMARY KEY,
    customer_id          TEXT NOT NULL,
    plan                 TEXT NOT NULL,
    status               TEXT NOT NULL,
    cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
    current_period_end   {{.Time}} NOT NULL,
    updated_at           {{.Time}} NOT NULL
);
--bun:split
CREATE TABLE sandbox_portal_sessions (
    id          TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL,
    return_url  TEXT NOT NULL,
    expires_at  {{.Time}} NOT NULL
);
