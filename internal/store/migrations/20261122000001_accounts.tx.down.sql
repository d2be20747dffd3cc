DROP TABLE oauth_states;
--bun:split
DROP TABLE email_tokens;
--bun:split
DROP TABLE identities;
--bun:split
DROP TABLE sessions;
--bun:split
DROP TABLE users;
