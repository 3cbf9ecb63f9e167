-- A reservation lives from a call's reservation to its capture, milliseconds, and is written
-- and deleted once per paid call; so it carries no more than the books need.
-- - No foreign key to accounts: each is inserted by `reserve_credits` or `reserve_many` in the
--   transaction that has just updated (and so locked) its account's row, and accounts are not
--   deleted while they hold reservations; the check cost a lookup per call.
-- - No index on the deadline: the table holds only the open reservations (calls in flight and
--   asynchronous reports waiting), which the sweeper reads whole once a minute at most.
alter table reservations drop constraint reservations_account_id_fkey;
drop index if exists reservations_expiry;
