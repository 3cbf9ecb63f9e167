-- Reservations hold only the open ones. A capture deletes its reservation (the ledger's
-- 'reserve' row stays the record of the spend); a refund deletes it and writes a 'refund' row.
-- So a call is charged when its 'reserve' row has no 'refund' row and no open reservation.
--
-- Before, a capture updated the row's status. That update could never be HOT (status is in the
-- predicate of the index of open reservations), and that index kept an entry for every
-- reservation made since the last vacuum, captured or not, which the planner read in full on
-- each capture (it judged the index small): thousands of entries per capture under load, more
-- as the table grew. Now the table and its indexes hold the calls in flight and the dead rows
-- awaiting vacuum, nothing else.
delete from reservations where status <> 'open';
drop index reservations_open;
alter table reservations drop column status, drop column resolved_at;
create index reservations_created on reservations (created_at);

-- Captures the open reservations among p_ids; returns how many were open. Planned on each call
-- (an SQL function with a SET clause is neither inlined nor cached across calls), and never as
-- a scan of the table: right after a vacuum the table is a page or two and a scan looks
-- cheapest, but until the next vacuum it fills with the rows of every call captured since
-- (tens of thousands a minute under load), and each capture needs only its own few rows.
create function capture_reservations(p_ids text[]) returns bigint
language sql
set enable_seqscan = off
as $$
    with d as (delete from reservations where request_id = any(p_ids) returning 1)
    select count(*) from d;
$$;

-- Refunds an open reservation: deletes it, credits the amount back and writes the 'refund'
-- ledger row, in one statement; null when it was not open (captured, refunded, or unknown).
-- Found by the primary key for the same reason as above.
create function refund_reservation(p_request text) returns bigint
language sql
set enable_seqscan = off
as $$
    with r as (
        delete from reservations where request_id = p_request
        returning account_id, amount, endpoint),
    credit as (
        update accounts a set credits = a.credits + r.amount from r where a.id = r.account_id
        returning a.id, a.credits, r.amount, r.endpoint)
    insert into credit_ledger (account_id, request_id, kind, amount, balance_after, endpoint)
    select id, p_request, 'refund', amount, credits, endpoint from credit
    returning balance_after;
$$;
