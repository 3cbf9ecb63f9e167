-- A delivery's claim: the worker that claims a due delivery
-- writes a token of its own, holds the row longer than its attempt can take, and records the
-- attempt only while the token is still there, so one attempt is neither sent nor recorded twice.
alter table webhook_deliveries add column claim uuid;

-- Where a delivery goes: the URL's host and port as written (lowercase). A worker sends to one
-- destination only a few at once, and claims none for a destination it has full, so a receiver
-- that never answers holds up its own deliveries and no one else's.
alter table webhook_deliveries add column destination text
    generated always as (lower(substring(url from '^[^:/]+://([^/?#]*)'))) stored;
