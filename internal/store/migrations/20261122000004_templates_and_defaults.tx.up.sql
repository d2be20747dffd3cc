-- The template catalogue and each user's generator defaults (issue 6).
--
-- Templates live here rather than in code so an admin can add one with an INSERT, no release:
-- type is resume | cover_letter | cold_email | pitch_deck; variant is default | classic |
-- modern | creative, or NULL to derive it from the name; content is the text the generator
-- puts into the kind's main field; position orders the gallery.
CREATE TABLE templates (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    type       TEXT NOT NULL CHECK (type IN ('resume', 'cover_letter', 'cold_email', 'pitch_deck')),
    is_premium BOOLEAN NOT NULL DEFAULT FALSE,
    content    TEXT NOT NULL,
    variant    TEXT CHECK (variant IS NULL OR variant IN ('default', 'classic', 'modern', 'creative')),
    position   INTEGER NOT NULL DEFAULT 0,
    created_at {{.Time}} NOT NULL
);
--bun:split
-- The five built-in templates of the spec (section 3), with text a user can start from:
-- the [bracketed] parts are theirs to replace.
INSERT INTO templates (id, name, type, is_premium, content, variant, position, created_at) VALUES
('classic-resume', 'Classic Resume', 'resume', FALSE,
'Operations manager with [8] years of experience running [warehouse and customer support] teams of up to [25] people. Known for [cutting fulfilment costs by 18%] and [launching same-day delivery in two cities] without adding headcount. Calm under pressure, fluent in [SQL and Excel], and at my best turning messy processes into simple, measured ones. Looking to bring the same focus on results to [the target role] at [the company].',
NULL, 10, CURRENT_TIMESTAMP),
('modern-resume', 'Modern Resume', 'resume', TRUE,
'Product-minded [software engineer] who ships. [6] years building [web platforms] used by [2 million] people; most recently led [the checkout rewrite] that [lifted conversion by 9%] and [halved page load time]. Strong in [TypeScript, Go and PostgreSQL], comfortable owning work from the first sketch to the on-call rota, and happiest in small teams that measure outcomes, not output.',
NULL, 20, CURRENT_TIMESTAMP),
('warm-cover-letter', 'Warm Cover Letter', 'cover_letter', FALSE,
'I have spent the last [five] years [helping small teams turn customer feedback into products people love], and [the company]''s work on [a product, launch or value of theirs] is the reason I am writing. In my current role at [current employer] I [led a project or result, with a number: e.g. rebuilt onboarding and cut churn by 12%]. What I enjoy most is [the part of the work you care about], and I would love to bring that same care to [the role] and the people it serves.',
NULL, 30, CURRENT_TIMESTAMP),
('brief-cold-email', 'Brief Cold Email', 'cold_email', FALSE,
'Cut [first-reply time] by [40%] in [30 days]
[What you do for them, in one sentence: e.g. AI triage that routes each ticket to the right agent]
[Proof: a customer, a number or a short result]
[What it takes to start: e.g. set up in one afternoon, no migration]',
NULL, 40, CURRENT_TIMESTAMP),
('seed-pitch-deck-outline', 'Seed Pitch Deck Outline', 'pitch_deck', TRUE,
'Problem: [who] loses [how much time or money] every [week] because [why]
Solution: [product] does [what] in [minutes instead of days]
Traction: [number] paying customers, [x]% month-over-month revenue growth
Business model: [price] per [seat or account] per month, [gross margin]% gross margin
Go-to-market: [channel] first, then [second channel]
Team: [founder] (ex-[company], [expertise]); [co-founder] ([expertise])
Ask: raising [$1.5M] seed to reach [milestone] in [18] months',
NULL, 50, CURRENT_TIMESTAMP);
--bun:split
-- A user's generator defaults (the /settings "Generator Defaults" section), so they follow
-- the user to another browser. No row means the user never saved any.
CREATE TABLE generator_defaults (
    user_id    TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    tone       TEXT NOT NULL CHECK (tone IN ('professional', 'friendly', 'persuasive', 'enthusiastic', 'empathetic')),
    template   TEXT NOT NULL CHECK (template IN ('default', 'classic', 'modern', 'creative')),
    updated_at {{.Time}} NOT NULL
);
