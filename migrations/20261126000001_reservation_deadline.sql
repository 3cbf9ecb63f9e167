-- Every reservation has a deadline: the sweeper refunds it once the deadline has passed, and
-- not before. A synchronous call's deadline is its job deadline plus a margin (180 s, as the
-- sweeper assumed of every reservation until now); an asynchronous report's is how long it may
-- wait in the queue (30 min by default). Before, the sweeper refunded anything older than
-- 180 s, so an async report still queued after 3 minutes was refunded and then rendered free.
alter table reservations add column expires_at timestamptz;
update reservations set expires_at = created_at + interval '180 seconds';
alter table reservations alter column expires_at set not null;
drop index reservations_created;
create index reservations_expiry on reservations (expires_at);

drop function reserve_credits(uuid, text, bigint, text);

-- As before (see 20261124000001), with the reservation's lifetime in seconds.
create function reserve_credits(
    p_account uuid, p_request text, p_amount bigint, p_endpoint text,
    p_hold_seconds integer default 180
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
    insert into reservations (request_id, account_id, amount, endpoint, expires_at)
    values (p_request, p_account, p_amount, p_endpoint,
            now() + make_interval(secs => p_hold_seconds));
    insert into credit_ledger (account_id, request_id, kind, amount, balance_after, endpoint)
    values (p_account, p_request, 'reserve', -p_amount, after, p_endpoint);
    return after;
end;
$$;

-- Reports still to be done, per account (the cap on reports in progress), and by the request
-- that paid for them (the sweeper fails the report of a reservation it refunds).
create index report_jobs_in_progress on report_jobs (account_id) where state in ('queued', 'running');
create index report_jobs_request on report_jobs (request_id);
