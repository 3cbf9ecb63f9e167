-- Every reservation is made by `reserve_many` now (one call is a batch of one), so the
-- single-call function goes. Why a reservation may commit without waiting for the WAL flush
-- (first argued for `reserve_credits` in 20261124000001) is in docs/decisions.md, Billing.
drop function reserve_credits(uuid, text, bigint, text, integer);
