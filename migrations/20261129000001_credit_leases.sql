-- Credit leases. An API process holds a block of an account's credits (a lease) and spends it
-- call by call with no statement on the call's path; the calls it has answered are written
-- behind the replies, in batches, each as its own 'reserve' ledger row (`settle_leases`). A
-- lease's credits are held, not spent: `accounts.held` is what the account's leases hold, and
-- only `credits - held` can be leased or reserved. The balance moves only with ledger rows, so
-- balance = sum of the ledger, as before.
--
-- A holder renews its leases while it lives. One that dies leaves them to the sweeper, which
-- releases a lease past its deadline: the calls it answered and had not yet written go free, so
-- a crash can only undercharge. A settlement that finds its lease released (or short) writes
-- nothing for it, for the same reason. Every function that changes both an account and a lease
-- locks the account first, so none of them can deadlock with another, or with `reserve_many`.
-- All commit without waiting for the WAL flush: what a database crash loses is a take (the
-- holder's next settlement finds the lease short and writes nothing: free calls), a settlement
-- (free calls) or a release (credits held until the lease's deadline).
alter table accounts add column held bigint not null default 0;
alter table accounts add constraint accounts_held_range check (held >= 0 and held <= credits);

create table credit_leases (
    id uuid primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    holder text not null,
    amount bigint not null check (amount >= 0),
    expires_at timestamptz not null
);
create index credit_leases_expiry on credit_leases (expires_at);
create index credit_leases_holder on credit_leases (holder);

-- Adds to lease `p_lease` (made if missing) at most `p_want` credits of the account's free ones
-- and at most half of them unless `p_min` needs more; nothing when fewer than `p_min` are free.
-- Returns what was granted, the balance, and the credits left free after it.
create function take_lease(
    p_lease uuid, p_account uuid, p_holder text, p_min bigint, p_want bigint, p_seconds integer
) returns table (granted bigint, balance bigint, free bigint)
language plpgsql as $$
declare
    c bigint;
    h bigint;
begin
    perform set_config('synchronous_commit', 'off', true);
    select a.credits, a.held into c, h from accounts a where a.id = p_account for update;
    if c is null then
        granted := 0; balance := 0; free := 0;
        return next;
        return;
    end if;
    granted := least(p_want, greatest(p_min, (c - h) / 2), c - h);
    if granted < p_min or granted <= 0 then
        granted := 0; balance := c; free := c - h;
        return next;
        return;
    end if;
    update accounts set held = held + granted where id = p_account;
    insert into credit_leases (id, account_id, holder, amount, expires_at)
    values (p_lease, p_account, p_holder, granted, now() + make_interval(secs => p_seconds))
    on conflict (id) do update
        set amount = credit_leases.amount + excluded.amount, expires_at = excluded.expires_at;
    balance := c; free := c - h - granted;
    return next;
end;
$$;

-- The answered calls of many leases in one statement: call i spent p_amounts[i] of lease
-- p_leases[i] (of account p_accounts[i]). Per lease: its calls' credits leave the balance and the
-- lease together, and each call gets its 'reserve' ledger row (in the order given); a lease
-- released or short settles nothing (its calls go free). Returns per lease whether it was settled and the balance
-- after (null when not).
create function settle_leases(
    p_leases uuid[], p_accounts uuid[], p_requests text[], p_amounts bigint[], p_endpoints text[]
) returns table (lease uuid, settled boolean, balance bigint)
language plpgsql as $$
declare
    l record;
    after bigint;
begin
    perform set_config('synchronous_commit', 'off', true);
    for l in
        select x.lease_id, x.account_id, sum(x.amount)::bigint as total
          from unnest(p_leases, p_accounts, p_amounts) as x(lease_id, account_id, amount)
         group by x.lease_id, x.account_id
         order by x.account_id, x.lease_id
    loop
        lease := l.lease_id;
        perform 1 from accounts where id = l.account_id for update;
        update credit_leases set amount = amount - l.total
         where id = l.lease_id and account_id = l.account_id and amount >= l.total;
        if not found then
            settled := false; balance := null;
            return next;
            continue;
        end if;
        -- A lease spent to nothing holds nothing: it goes (a take makes it again).
        delete from credit_leases where id = l.lease_id and amount = 0;
        update accounts set credits = credits - l.total, held = held - l.total
         where id = l.account_id
        returning credits into after;
        insert into credit_ledger (account_id, request_id, kind, amount, balance_after, endpoint)
        select l.account_id, x.request_id, 'reserve', -x.amount,
               after + l.total - sum(x.amount) over (order by x.ord), x.endpoint
          from unnest(p_leases, p_requests, p_amounts, p_endpoints)
               with ordinality as x(lease_id, request_id, amount, endpoint, ord)
         where x.lease_id = l.lease_id
         order by x.ord;
        settled := true; balance := after;
        return next;
    end loop;
end;
$$;

-- Gives back at most `p_amount` (null: all) of a lease's credits to its account's free ones; the
-- lease goes when nothing is left in it. Returns how many were given back.
create function release_lease(p_lease uuid, p_amount bigint) returns bigint
language plpgsql as $$
declare
    acct uuid;
    have bigint;
    give bigint;
begin
    perform set_config('synchronous_commit', 'off', true);
    select account_id into acct from credit_leases where id = p_lease;
    if acct is null then
        return 0;
    end if;
    perform 1 from accounts where id = acct for update;
    select amount into have from credit_leases where id = p_lease for update;
    if have is null then
        return 0;
    end if;
    give := least(coalesce(p_amount, have), have);
    update accounts set held = held - give where id = acct;
    if give = have then
        delete from credit_leases where id = p_lease;
    else
        update credit_leases set amount = amount - give where id = p_lease;
    end if;
    return give;
end;
$$;

-- A reservation (reports, the Guru, asynchronous kundlis) may take only credits no lease holds.
create or replace function reserve_many(
    p_accounts uuid[], p_requests text[], p_amounts bigint[], p_endpoints text[],
    p_seconds integer[], p_first integer[], p_count integer[], p_profile_ids uuid[]
) returns table (item integer, attempted boolean, reserved boolean, balance bigint)
language plpgsql as $$
declare
    found_n integer;
    after bigint;
begin
    perform set_config('synchronous_commit', 'off', true);
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
         where id = p_accounts[i] and credits - held >= p_amounts[i]
        returning credits into after;
        if after is null then
            reserved := false;
            select coalesce(max(credits - held), 0) into balance from accounts where id = p_accounts[i];
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
