-- The reservations of many calls in one statement: the API collects the calls that arrive while
-- a reservation is being written and reserves them together, one round trip and one commit for
-- all (see `reserve_credits` for why the commit need not wait for the WAL flush). Each call is
-- still its own reservation and its own 'reserve' ledger row, made in the order given, so one
-- account's calls in a batch are refused exactly as they would be one by one. (Per call, as
-- `reserve_credits` does: at the batches a busy API makes, two to four calls, a few simple
-- statements each cost less than set-wise statements over the arrays: 0.21 against 0.25 ms of
-- Postgres CPU per call, measured.)
--
-- Call i names its profiles as p_profile_ids[p_first[i] .. p_first[i] + p_count[i] - 1]; it is
-- reserved only when every one of them is the account's. Returns a row per call: whether a
-- reservation was attempted (false: a profile is missing), whether it was made, and the balance
-- after it (made) or the balance that was short (not made).
create function reserve_many(
    p_accounts uuid[], p_requests text[], p_amounts bigint[], p_endpoints text[],
    p_seconds integer[], p_first integer[], p_count integer[], p_profile_ids uuid[]
) returns table (item integer, attempted boolean, reserved boolean, balance bigint)
language plpgsql as $$
declare
    found_n integer;
    after bigint;
begin
    perform set_config('synchronous_commit', 'off', true);
    -- Every account of the batch locked first, in id order, when it names more than one: two
    -- batches naming the same accounts in other orders cannot deadlock.
    if exists (select 1 from unnest(p_accounts) a where a <> p_accounts[1]) then
        perform 1 from accounts where id = any(p_accounts) order by id for update;
    end if;
    for i in 1 .. coalesce(array_length(p_accounts, 1), 0) loop
        item := i;
        if p_count[i] > 0 then
            select count(*) into found_n from profiles
             where id = any(p_profile_ids[p_first[i] : p_first[i] + p_count[i] - 1])
               and account_id = p_accounts[i];
            if found_n <> p_count[i] then
                attempted := false; reserved := false; balance := null;
                return next;
                continue;
            end if;
        end if;
        attempted := true;
        update accounts set credits = credits - p_amounts[i]
         where id = p_accounts[i] and credits >= p_amounts[i]
        returning credits into after;
        if after is null then
            reserved := false;
            select coalesce(max(credits), 0) into balance from accounts where id = p_accounts[i];
            return next;
            continue;
        end if;
        insert into reservations (request_id, account_id, amount, endpoint, expires_at)
        values (p_requests[i], p_accounts[i], p_amounts[i], p_endpoints[i],
                now() + make_interval(secs => p_seconds[i]));
        insert into credit_ledger (account_id, request_id, kind, amount, balance_after, endpoint)
        values (p_accounts[i], p_requests[i], 'reserve', -p_amounts[i], after, p_endpoints[i]);
        reserved := true; balance := after;
        return next;
    end loop;
end;
$$;

-- Captures as one statement, committed without waiting for the WAL flush. A capture lost in a
-- database crash (at most the last `wal_writer_delay` of them) leaves its reservation open, and
-- the sweeper refunds it: the call was answered and is not charged. So a crash can only
-- undercharge, never charge a call twice or charge one that was not answered; and the ledger of
-- what was kept still balances, every statement being one transaction. Waiting for the flush
-- cost a disk write per batch of captures (docs/decisions.md, Billing).
-- (Both settings by `set_config` for the transaction: a `set` clause on the function would be
-- undone as it returns, before the commit. The plan is made with sequential scans off, so it is
-- the primary-key lookup even when made right after a vacuum, when the table is a page or two.)
create or replace function capture_reservations(p_ids text[]) returns bigint
language plpgsql
as $$
declare
    n bigint;
begin
    perform set_config('synchronous_commit', 'off', true);
    perform set_config('enable_seqscan', 'off', true);
    delete from reservations where request_id = any(p_ids);
    get diagnostics n = row_count;
    return n;
end;
$$;
