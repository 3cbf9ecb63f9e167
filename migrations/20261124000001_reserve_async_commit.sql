-- The reservation of a paid call, as one function so that its commit can skip the wait for the
-- WAL flush (synchronous_commit off, for this transaction only). Safe for the books: the
-- reservation is visible to every other transaction at once (so overspend is still refused),
-- and the capture that follows commits synchronously, which flushes the WAL up to and past the
-- reservation. A reservation lost in a server crash before that flush belongs to a call that
-- could not have been answered (its capture needs the flush), so nothing is delivered unpaid;
-- a refund stays a synchronous commit. Returns the balance after, or null when it is short.
create function reserve_credits(
    p_account uuid, p_request text, p_amount bigint, p_endpoint text
) returns bigint
language plpgsql as $$
declare
    after bigint;
begin
    perform set_config('synchronous_commit', 'off', true);
    update accounts set credits = credits - p_amount
     where id = p_account and credits >= p_amount
    returning credits into after;
    if after is null then
        return null;
    end if;
    insert into reservations (request_id, account_id, amount, endpoint)
    values (p_request, p_account, p_amount, p_endpoint);
    insert into credit_ledger (account_id, request_id, kind, amount, balance_after, endpoint)
    values (p_account, p_request, 'reserve', -p_amount, after, p_endpoint);
    return after;
end;
$$;
