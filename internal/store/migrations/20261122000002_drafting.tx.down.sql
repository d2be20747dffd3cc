DROP TABLE credit_ledger;
--bun:split
DROP TABLE credit_balances;
--bun:split
DROP TABLE quota_reservations;
--bun:split
DROP TABLE usage_months;
--bun:split
DROP TABLE drafts;
