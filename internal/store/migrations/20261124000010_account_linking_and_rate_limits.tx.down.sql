DROP TABLE auth_rate_limits;
--bun:split
ALTER TABLE identities DROP COLUMN email_verified;
