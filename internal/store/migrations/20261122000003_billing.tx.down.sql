DROP TABLE IF EXISTS sandbox_portal_sessions;
--bun:split
DROP TABLE IF EXISTS sandbox_subscriptions;
--bun:split
DROP TABLE IF EXISTS sandbox_checkout_sessions;
--bun:split
DROP TABLE IF EXISTS billing_webhook_events;
--bun:split
DROP TABLE IF EXISTS billing_checkout_sessions;
--bun:split
DROP TABLE IF EXISTS billing_subscriptions;
--bun:split
DROP TABLE IF EXISTS billing_customers;
