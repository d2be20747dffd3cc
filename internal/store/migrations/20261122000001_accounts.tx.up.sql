CREATE TABLE users (
    id             TEXT PRIMARY KEY,
    email          TEXT NOT NULL UNIQUE,
    email_verified BOOLEAN NOT NULL DEFAULT FALSE,
    password_hash  TEXT,
    full_name      TEXT,
    name           TEXT,
    bio            TEXT,
    avatar_url     TEXT,
    meta_full_name TEXT,
    meta_name      TEXT,
    created_at     {{.Time}} NOT NULL,
    updated_at     {{.Time}} NOT NULL
);
--bun:split
CREATE TABLE sessions (
    token_hash   TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   {{.Time}} NOT NULL,
    expires_at   {{.Time}} NOT NULL,
    last_seen_at {{.Time}} NOT NULL,
    user_agent   TEXT NOT NULL DEFAULT '',
    ip           TEXT NOT NULL DEFAULT ''
);
--bun:split
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
--bun:split
CREATE TABLE identities (
    provider   TEXT NOT NULL,
    subject    TEXT NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    email      TEXT NOT NULL DEFAULT '',
    created_at {{.Time}} NOT NULL,
    PRIMARY KEY (provider, subject)
);
--bun:split
CREATE INDEX identities_user_id_idx ON identities (user_id);
--bun:split
CREATE TABLE email_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose    TEXT NOT NULL,
    created_at {{.Time}} NOT NULL,
    expires_at {{.Time}} NOT NULL,
    used_at    {{.Time}}
);
--bun:split
CREATE INDEX email_tokens_user_id_idx ON email_tokens (user_id);
--bun:split
CREATE TABLE oauth_states (
    state_hash TEXT PRIMARY KEY,
    provider   TEXT NOT NULL,
    verifier   TEXT NOT NULL,
    created_at {{.Time}} NOT NULL,
    expires_at {{.Time}} NOT NULL
);
